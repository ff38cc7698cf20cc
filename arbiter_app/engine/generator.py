"""Random tournaments, paired by a real system, for tests and demonstrations.

The same arguments (seed included) give the same tournament.  Results are
drawn from the rating difference (the Elo expectation), with a share of
draws; forfeits, requested half-point byes and withdrawals happen at the
given per-player, per-round rates.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, Player, Round,
                                      Tournament, TournamentInfo)
from arbiter_app.engine.systems.base import PairingSystem
from arbiter_app.engine.texts import N_

_FIRST = ["Anna", "Boris", "Carla", "David", "Elena", "Farid", "Greta", "Hugo", "Irina", "Jonas",
          "Katja", "Luis", "Mira", "Nikolai", "Olga", "Pavel", "Quentin", "Rosa", "Stefan",
          "Tanja", "Umar", "Vera", "Wim", "Xenia", "Yusuf", "Zoe"]
_LAST = ["Andersen", "Bauer", "Costa", "Dvorak", "Eriksen", "Fischer", "Garcia", "Horvat",
         "Ivanov", "Jansen", "Kowalski", "Lindqvist", "Moreau", "Novak", "Oliveira", "Petrov",
         "Quist", "Rossi", "Schmidt", "Tanaka", "Urban", "Vargas", "Weber", "Xu", "Yilmaz",
         "Zimmermann"]
_FEDS = ["GER", "FRA", "ESP", "ITA", "NED", "POL", "SWE", "CZE", "HUN", "SRB", "IND", "USA"]


@dataclass(frozen=True)
class Rates:
    draw: float = 0.3
    forfeit: float = 0.0
    half_bye: float = 0.0
    withdraw: float = 0.0

    def validate(self) -> None:
        for name in ("draw", "forfeit", "half_bye", "withdraw"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(N_("{name} rate must be between 0 and 1, got {value}").format(
                    name=name.replace("_", "-"), value=value))


def random_players(count: int, rng: random.Random) -> dict[int, Player]:
    """``count`` players with plausible names, ratings and titles, numbered by
    descending rating (the initial ranking list)."""
    ratings = sorted((rng.randint(1200, 2750) for _ in range(count)), reverse=True)
    return {number: random_player(number, rating, random_name(rng), rng)
            for number, rating in enumerate(ratings, start=1)}


def random_name(rng: random.Random) -> str:
    return f"{rng.choice(_LAST)}, {rng.choice(_FIRST)}"


def random_player(number: int, rating: int, name: str, rng: random.Random) -> Player:
    """A player of ``rating`` with a title that rating could carry and the other TRF
    fields drawn (sex m/w as TRF writes them, a federation, a FIDE id, a birth date)."""
    title = ("GM" if rating >= 2550 else "IM" if rating >= 2420 else
             "FM" if rating >= 2320 else "")
    return Player(number=number, name=name, rating=rating, title=title,
                  sex=rng.choice("mw"), federation=rng.choice(_FEDS),
                  fide_id=str(rng.randint(1_000_000, 99_999_999)),
                  birth_date=f"{rng.randint(1950, 2012)}/{rng.randint(1, 12):02d}/"
                             f"{rng.randint(1, 28):02d}")


def random_result(white: Player, black: Player, rates: Rates, rng: random.Random) -> GameResult:
    if rng.random() < rates.forfeit:
        return rng.choice([GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                           GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                           GameResult.DOUBLE_FORFEIT])
    expected = 1.0 / (1.0 + 10 ** ((black.rating - white.rating) / 400.0))
    if rng.random() < rates.draw:
        return GameResult.DRAW
    return GameResult.WHITE_WINS if rng.random() < expected else GameResult.BLACK_WINS


def generate(system: PairingSystem, players: int, rounds: int, seed: int,
             rates: Rates | None = None, name: str = "") -> Tournament:
    """A tournament of ``players`` players over ``rounds`` rounds paired by ``system``.

    Raises :class:`~arbiter_app.engine.systems.base.PairingError` when a round
    cannot be paired (possible with very few players and many rounds).
    """
    rates = rates or Rates()
    rates.validate()
    if players < 2:
        raise ValueError(N_("a tournament needs at least 2 players"))
    if rounds < 1:
        raise ValueError(N_("a tournament needs at least 1 round"))
    rng = random.Random(seed)
    t = Tournament(info=TournamentInfo(name=name or f"Random {system.name} tournament {seed}",
                                       city="Generated", chief_arbiter="arbiter-cli generate"),
                   players=random_players(players, rng), total_rounds=rounds,
                   initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]), system=system.name)
    for round_no in range(1, rounds + 1):
        _announce_absences(t, round_no, rates, rng)
        pairing = system.pair(t)
        add_generated_round(t, Round(games=[
            Game(b.white, b.black,
                 random_result(t.players[b.white], t.players[b.black], rates, rng))
            for b in pairing.boards]), pairing.bye)
    return t


def add_generated_round(t: Tournament, rnd: Round, bye: int | None) -> None:
    """Append a generated round: the pairing-allocated bye, and a zero-point absence for
    every player neither paired nor announced absent (withdrawn, or not entered yet)."""
    if bye is not None:
        rnd.byes[bye] = ByeKind.PAIRING_ALLOCATED
    present = rnd.participants() | set(t.requested_byes.get(t.next_round, {}))
    for number in t.players:
        if number not in present:
            rnd.byes[number] = ByeKind.ZERO_POINT
    t.add_round(rnd)


def _announce_absences(t: Tournament, round_no: int, rates: Rates, rng: random.Random) -> None:
    """Withdrawals and requested half-point byes before pairing ``round_no``.

    At least two players always stay to be paired.
    """
    remaining = t.players_to_pair(round_no)
    left = len(remaining)
    for number in remaining:
        if left <= 2:
            return
        roll = rng.random()
        if round_no > 1 and roll < rates.withdraw:
            t.players[number] = replace(t.players[number], withdrawn_from=round_no)
            left -= 1
        elif roll < rates.withdraw + rates.half_bye and round_no < (t.total_rounds or round_no + 1):
            t.requested_byes.setdefault(round_no, {})[number] = ByeKind.HALF_POINT
            left -= 1

