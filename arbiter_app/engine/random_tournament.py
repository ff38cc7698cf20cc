"""The Random Tournament Generator (FIDE acceptance checklist Q22-24): tournaments
made to order, every round paired by a real system (docs/checker.md).

A :class:`Plan` says how many players and rounds, and how many of each event:
full-point, half-point and zero-point byes, forfeits, the unusual results
(½-0, 0-½, 0-0), late entries and withdrawals; each an :class:`Amount` (a count,
or a percentage, optionally limited to some rounds).  :func:`generate_tournament`
plays it out with one ``random.Random``: the same plan and seed give the same
tournament.

How the amounts are spent (decisions, also in docs/checker.md):

* Byes are requested byes, announced before their round is paired (the system never
  pairs the player in that round).  A percentage is of the player-rounds of the
  rounds named (the players taking part in them, late entries and withdrawals
  counted).  The byes go to player-rounds drawn at random among those of the
  rounds named; a player gets at most one bye per round, and at least two players
  are always left to pair.
* Forfeits (one player did not appear: ``+``/``-``, either side alike) and unusual
  results (½-0, 0-½, 0-0 alike) replace the drawn result of games picked at random.
  A percentage is of the games of the rounds named, counted as they are paired (the
  running total is rounded, so the whole comes to the percentage of all games); a
  count is spread over those rounds at random, a round with too few games passing
  the rest on.
* Late entries and withdrawals are players (a percentage of the players); a late
  entry takes part from a round drawn among those named (default 2 to half the
  rounds) and is absent (``Z``) before; a withdrawn player leaves before a round
  drawn among those named (default 2 to the last) and is absent from then on.  A
  player is never both.  A round robin has no late entries.
* What cannot be given (more byes than player-rounds, ...) is given as far as it
  goes; :attr:`Generated.notes` says what fell short.

The refusals and notes are English; each is marked with ``N_`` and shown in the reader's
language as messages (``i18n.message``).
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field, replace

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, Player, Round,
                                      Tournament, TournamentInfo)
from arbiter_app.engine.generator import add_generated_round, random_name, random_player
from arbiter_app.engine.result_model import draw_result
from arbiter_app.engine.systems.base import PairingError, PairingSystem
from arbiter_app.engine.texts import N_, count_text, join_texts

_AMOUNT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(%?)\s*(?:@\s*(\d+)\s*(?:-\s*(\d+))?)?\s*$")


FORFEITS = (GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN)
UNUSUAL = (GameResult.WHITE_HALF_BLACK_ZERO, GameResult.WHITE_ZERO_BLACK_HALF,
           GameResult.DOUBLE_LOSS)
BYES = (("full_byes", ByeKind.FULL_POINT), ("half_byes", ByeKind.HALF_POINT),
        ("zero_byes", ByeKind.ZERO_POINT))


class PlanError(ValueError):
    """A plan that cannot be played out (its text says which option and why)."""


@dataclass(frozen=True)
class Amount:
    """``5`` (a count), ``3%`` (a percentage) and either ``@2-4`` / ``@3`` (rounds)."""

    value: float
    percent: bool = False
    first: int | None = None
    last: int | None = None

    @classmethod
    def parse(cls, text: str, what: str = "amount") -> "Amount":
        match = _AMOUNT.match(str(text))
        if not match:
            raise PlanError(N_("{what}: {text} is not a count (5), a percentage (3%) or either "
                               "limited to rounds (5%@1-4, 2@3)").format(what=what,
                                                                         text=repr(text)))
        number, percent, first, last = match.groups()
        value = float(number)
        if not percent and value != int(value):
            raise PlanError(N_("{what}: a count is a whole number, not {number}").format(
                what=what, number=number))
        if percent and value > 100:
            raise PlanError(N_("{what}: {number}% is more than 100%").format(
                what=what, number=number))
        first_round = int(first) if first else None
        last_round = int(last) if last else first_round
        if first_round is not None and (first_round < 1 or last_round < first_round):
            raise PlanError(N_("{what}: rounds {first}-{last} are not a range of rounds"
                               ).format(what=what, first=first, last=last))
        return cls(value, bool(percent), first_round, last_round)

    def rounds(self, total: int, default: tuple[int, int] | None = None) -> range:
        first, last = ((self.first, self.last) if self.first is not None
                       else default or (1, total))
        return range(max(1, first), min(total, last) + 1)

    def of(self, units: int) -> int:
        """The count: the count itself, or the percentage of ``units`` (rounded)."""
        return int(round(self.value * units / 100.0)) if self.percent else int(self.value)

    def __str__(self) -> str:
        text = f"{self.value:g}{'%' if self.percent else ''}"
        if self.first is not None:
            text += f"@{self.first}" + (f"-{self.last}" if self.last != self.first else "")
        return text


@dataclass(frozen=True)
class Plan:
    players: int
    rounds: int
    full_byes: Amount | None = None
    half_byes: Amount | None = None
    zero_byes: Amount | None = None
    forfeits: Amount | None = None
    unusual: Amount | None = None
    late_entries: Amount | None = None
    withdrawals: Amount | None = None
    acceleration: str = ACC.NONE
    tiebreaks: tuple[str, ...] = ()
    #: players' ratings are drawn evenly between these
    ratings: tuple[int, int] = (1400, 2700)
    start_date: str = "2026/03/02"

    def check(self, system: PairingSystem) -> None:
        if self.players < 2:
            raise PlanError(N_("--players: a tournament needs at least 2 players"))
        if not 1 <= self.rounds <= 99:
            raise PlanError(N_("--rounds: between 1 and 99"))
        for name in ("full_byes", "half_byes", "zero_byes", "forfeits", "unusual",
                     "late_entries", "withdrawals"):
            amount = getattr(self, name)
            if amount is not None and amount.first is not None and amount.first > self.rounds:
                raise PlanError(count_text(
                    "--{option} {amount}: the tournament has {n} round",
                    "--{option} {amount}: the tournament has {n} rounds", self.rounds,
                    option=name.replace("_", "-"), amount=amount))
        if self.late_entries is not None and self.late_entries.value and self.rounds < 2:
            raise PlanError(N_("--late-entries: a late entry needs at least 2 rounds"))
        if self.late_entries is not None and self.late_entries.value and \
                system.name == "roundrobin":
            raise PlanError(N_("--late-entries: a round robin has no late entries"))
        if self.acceleration not in ACC.METHODS:
            raise PlanError(N_("--acceleration: one of {methods}, not {value}").format(
                methods=", ".join(ACC.METHODS), value=repr(self.acceleration)))
        if self.acceleration == ACC.BAKU and not system.name.startswith("dutch"):
            raise PlanError(N_("--acceleration baku: the Baku acceleration is for the Dutch "
                               "system, not {system}").format(system=system.name))
        low, high = self.ratings
        if not 0 < low <= high <= 3500:
            raise PlanError(N_("ratings {low}-{high}: expected 1 <= low <= high <= 3500"
                               ).format(low=low, high=high))


@dataclass
class Generated:
    tournament: Tournament
    #: what the plan asked and could not be given, one line each
    notes: list[str] = field(default_factory=list)
    #: event -> how many were given ("half_byes": 12, "forfeits": 3, ...)
    given: dict[str, int] = field(default_factory=dict)


def tournament_seed(seed: int, index: int) -> str:
    """The seed of tournament ``index`` (1-based) of a set made with ``seed``."""
    return f"arbiter-rtg:{seed}:{index}"


def generate_tournament(system: PairingSystem, plan: Plan, seed: int | str,
                        name: str = "") -> Generated:
    """Play ``plan`` out with ``system``; raises :class:`PlanError` for a bad plan and
    :class:`PairingError` when a round cannot be paired."""
    plan.check(system)
    rng = random.Random(str(seed))
    t = Tournament(info=TournamentInfo(
        name=name or f"Random {system.name} tournament", city="Generated",
        federation="FID", start_date=plan.start_date, end_date=_date(plan.start_date,
                                                                      plan.rounds - 1),
        chief_arbiter="arbiter-cli generate", time_control="90'/40+30'+30\""),
        players=_players(plan, rng), total_rounds=plan.rounds,
        initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]), system=system.name)
    if plan.acceleration == ACC.BAKU:
        t.options[ACC.METHOD] = ACC.BAKU
    out = Generated(t)
    _entries_and_withdrawals(plan, t, rng, out)
    byes = _plan_byes(plan, t, rng, out)
    results = {name: _Spender(getattr(plan, name), plan.rounds, rng, name, default)
               for name, default in (("forfeits", FORFEITS), ("unusual", UNUSUAL))}
    for round_no in range(1, plan.rounds + 1):
        for number, kind in byes.get(round_no, {}).items():
            t.requested_byes.setdefault(round_no, {})[number] = kind
        pairing = system.pair(t)
        if not pairing.boards:  # e.g. a small round robin whose every game lost a player
            raise PairingError(join_texts((
                N_("round {round} has no game (too many absent players)").format(
                    round=round_no),
                N_("a TRF file cannot hold a round without a game"))))
        games = [Game(b.white, b.black, GameResult(draw_result(
            t.players[b.white].rating, t.players[b.black].rating, rng)))
            for b in pairing.boards]
        free = list(range(len(games)))
        for spender in results.values():
            for index in spender.pick(round_no, free):
                free.remove(index)
                game = games[index]
                games[index] = replace(game, result=rng.choice(spender.results))
        add_generated_round(t, Round(games=games, date=_date(plan.start_date, round_no - 1)),
                            pairing.bye)
    for name, spender in results.items():
        out.given[name] = spender.given
        if spender.short:
            out.notes.append(N_("--{option} {amount}: {fewer} fewer given (not enough games in "
                                "those rounds)").format(option=name, amount=spender.amount,
                                                        fewer=spender.short))
    return out


def _date(start: str, days: int) -> str:
    import datetime
    year, month, day = (int(x) for x in start.split("/"))
    when = datetime.date(year, month, day) + datetime.timedelta(days=days)
    return when.strftime("%Y/%m/%d")


def _players(plan: Plan, rng: random.Random) -> dict[int, Player]:
    """Plausible players, numbered by descending rating (the initial ranking list; equal
    ratings by name)."""
    low, high = plan.ratings
    drawn = [(rng.randint(low, high), random_name(rng)) for _ in range(plan.players)]
    drawn.sort(key=lambda item: (-item[0], item[1]))
    return {number: random_player(number, rating, name, rng)
            for number, (rating, name) in enumerate(drawn, start=1)}


def _entries_and_withdrawals(plan: Plan, t: Tournament, rng: random.Random,
                             out: Generated) -> None:
    numbers = list(t.players)
    rng.shuffle(numbers)
    for name, default in (("late_entries", (2, max(2, plan.rounds // 2))),
                          ("withdrawals", (2, plan.rounds))):
        amount = getattr(plan, name)
        if amount is None or plan.rounds < 2:
            out.given[name] = 0
            continue
        wanted = amount.of(plan.players)
        rounds = [r for r in amount.rounds(plan.rounds, default) if r >= 2]
        # two players always stay from round 1 to the end
        room = max(0, len(numbers) - 2)
        count = min(wanted, room) if rounds else 0
        if count < wanted:
            out.notes.append(N_("--{option} {amount}: {fewer} fewer given (players or rounds "
                                "too few)").format(option=name.replace("_", "-"), amount=amount,
                                                   fewer=wanted - count))
        chosen, numbers = numbers[:count], numbers[count:]
        for number in chosen:
            round_no = rng.choice(rounds)
            player = t.players[number]
            t.players[number] = (replace(player, entry_round=round_no) if name == "late_entries"
                                 else replace(player, withdrawn_from=round_no))
        out.given[name] = count


def _plan_byes(plan: Plan, t: Tournament, rng: random.Random,
               out: Generated) -> dict[int, dict[int, ByeKind]]:
    """Round -> player -> requested bye, for every kind the plan asks."""
    byes: dict[int, dict[int, ByeKind]] = {}
    for name, kind in BYES:
        amount = getattr(plan, name)
        if amount is None:
            continue
        rounds = amount.rounds(plan.rounds)
        slots = [(r, n) for r in rounds for n in t.players if t.players[n].active_in(r)]
        wanted = amount.of(len(slots))
        rng.shuffle(slots)
        given = 0
        for round_no, number in slots:
            if given == wanted:
                break
            taken = byes.setdefault(round_no, {})
            active = sum(1 for p in t.players.values() if p.active_in(round_no))
            if number in taken or active - len(taken) <= 2:
                continue
            taken[number] = kind
            given += 1
        out.given[name] = given
        if given < wanted:
            out.notes.append(N_("--{option} {amount}: {fewer} fewer given (at least two "
                                "players are paired in every round)").format(
                                    option=name.replace("_", "-"), amount=amount,
                                    fewer=wanted - given))
    return byes


class _Spender:
    """Picks the games of each round that get one of ``results`` (see the module
    docstring: a percentage by a running rounded total, a count spread at random)."""

    def __init__(self, amount: Amount | None, total: int, rng: random.Random, name: str,
                 results: tuple[GameResult, ...]) -> None:
        self.amount, self.rng, self.results = amount, rng, results
        self.rounds = amount.rounds(total) if amount is not None else range(0)
        self.given = self.short = 0
        self.games_seen = 0
        self.carry = 0
        self.per_round: dict[int, int] = {}
        if amount is not None and not amount.percent and self.rounds:
            for _ in range(amount.of(0)):
                chosen = rng.choice(self.rounds)
                self.per_round[chosen] = self.per_round.get(chosen, 0) + 1

    def pick(self, round_no: int, free: list[int]) -> list[int]:
        if self.amount is None or round_no not in self.rounds:
            return []
        if self.amount.percent:
            self.games_seen += len(free)
            wanted = int(math.floor(self.amount.value * self.games_seen / 100.0 + 0.5)) \
                - self.given - self.short
        else:
            wanted = self.per_round.get(round_no, 0) + self.carry
        count = min(wanted, len(free))
        if self.amount.percent:
            self.short += wanted - count
        else:
            self.carry = wanted - count
            if round_no == self.rounds[-1]:
                self.short, self.carry = self.carry, 0
        self.given += count
        return self.rng.sample(free, count)


def generate_set(system: PairingSystem, plan: Plan, seed: int, count: int,
                 attempts: int = 20):
    """Yield ``(index, Generated)`` for tournaments 1..count of the set made with ``seed``.
    A tournament the system cannot pair (possible with few players and many rounds) is
    drawn again with the next attempt's seed, reproducibly; PairingError after
    ``attempts`` tries."""
    yield from drawn_set(lambda text: generate_tournament(system, plan, text), seed, count,
                         attempts)


def drawn_set(make, seed: int, count: int, attempts: int = 20):
    """Yield ``(index, make(seed text))`` for 1..count, a tournament ``make`` cannot pair
    (PairingError) drawn again with the next attempt's seed text; PairingError after
    ``attempts`` tries.  Shared by the individual and the team generators."""
    for index in range(1, count + 1):
        for attempt in range(attempts):
            suffix = f":{attempt}" if attempt else ""
            try:
                yield index, make(tournament_seed(seed, index) + suffix)
                break
            except PairingError:
                if attempt == attempts - 1:
                    raise


__all__ = ["Amount", "Generated", "Plan", "PlanError", "drawn_set", "generate_set",
           "generate_tournament", "tournament_seed"]
