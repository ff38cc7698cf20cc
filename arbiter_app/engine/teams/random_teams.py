"""The Random Tournament Generator for team events (issue #37: "``generate`` ... work[s] for
teams as for players"; docs/checker.md, "Team events"): team tournaments made to order,
every round paired by a team system (``team2026``, C.04.6).

A :class:`TeamPlan` says how many teams, boards and rounds, the colour preferences (type A,
type B, none: C.04.6 1.7) and the primary score (MP, GP: 1.2), and how many of each event,
each an :class:`~arbiter_app.engine.random_tournament.Amount` as for individuals.  The same
plan and seed give the same tournament.

How it is played out (decisions, also in docs/checker.md):

* **Teams and rosters.** Each team has ``boards + reserves`` players, their ratings drawn
  evenly in the plan's range as for individuals, the roster in descending rating order (the
  board order).  Teams are numbered by strength (the mean rating of their first ``boards``
  players, C.04.6 1.1), then name; players by team, then roster place.
* **Line-ups.** Each team fields its roster in order, resting one player drawn at random
  in a round with probability ``reserves / (boards + reserves)`` (a reserve then plays);
  ``--empty-boards`` leaves a line-up's last board empty (the opponent's player wins it by
  forfeit, TRF ``0000 - +``).  A line-up always keeps the roster's order, so the file
  needs no 300 record.
* **Boards.** Board ``k`` opposes the ``k``-th players; the white team (the pairing's
  first) has White on board 1 and the colours alternate (352's default).  Results are drawn
  from FIDE's rating table (as for individuals); ``--forfeits`` makes some boards forfeits
  (``+``/``-``: one player did not appear).
* **Forfeited matches** (``--forfeited-matches``, TRF-2026 330): the match has no game; the
  white or the black team wins it (``+-``/``-+``), one in five is a double forfeit (``--``).
* **Team byes** (240): ``--full-byes``, ``--half-byes`` and ``--absences`` (Z) are given to
  team-rounds drawn at random; ``--withdrawals`` are teams absent (Z) from a round drawn
  between 2 and the last.  At least two teams are paired in every round.
* What cannot be given is given as far as it goes; :attr:`Generated.notes` says so.

Plain Python: no I/O.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from arbiter_app.engine.generator import random_name, random_player
from arbiter_app.engine.model import ByeKind, Colour, Game, GameResult, Round, Tournament, \
    TournamentInfo
from arbiter_app.engine.random_tournament import (FORFEITS, Amount, Generated, PlanError,
                                                  _date, _Spender, drawn_set)
from arbiter_app.engine.result_model import draw_result
from arbiter_app.engine.systems.base import PairingError, PairingSystem
from arbiter_app.engine.teams import points as P
from arbiter_app.engine.teams.boards import white_colours
from arbiter_app.engine.teams.derive import build_team_tournament
from arbiter_app.engine.teams.facts import ForfeitedMatch, TeamBye, TeamFacts
from arbiter_app.engine.teams.model import (COLOURS_A, COLOURS_B, COLOURS_NONE, GAME_POINTS,
                                            MATCH_POINTS, Team, TeamSettings, TeamTournament)
from arbiter_app.engine.texts import N_, count_text

#: TRF-2026 310 lists at most 14 players a team
MAX_ROSTER = 14
TEAM_BYES = (("full_byes", ByeKind.FULL_POINT), ("half_byes", ByeKind.HALF_POINT),
             ("absences", ByeKind.ZERO_POINT))
MATCH_FORFEITS = (GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN)


@dataclass(frozen=True)
class TeamPlan:
    teams: int
    rounds: int
    boards: int = 4
    reserves: int = 1
    colour_type: str = COLOURS_A
    primary: str = MATCH_POINTS
    forfeits: Amount | None = None  # boards (games) forfeited
    empty_boards: Amount | None = None  # line-ups whose last board is empty
    forfeited_matches: Amount | None = None  # matches (330)
    full_byes: Amount | None = None
    half_byes: Amount | None = None
    absences: Amount | None = None
    withdrawals: Amount | None = None
    tiebreaks: tuple[str, ...] = ()
    ratings: tuple[int, int] = (1400, 2700)
    start_date: str = "2026/03/02"

    def check(self, system: PairingSystem) -> None:
        from arbiter_app.engine.systems.registry import is_team_system
        if not is_team_system(system.name):
            raise PlanError(N_("--teams: {system} pairs individual players; team events are "
                               "paired by a team system (team2026)").format(system=system.name))
        if self.teams < 2:
            raise PlanError(N_("--teams: a team event needs at least 2 teams"))
        if not 1 <= self.rounds <= 99:
            raise PlanError(N_("--rounds: between 1 and 99"))
        if not 1 <= self.boards <= MAX_ROSTER:
            raise PlanError(N_("--boards: between 1 and {most}").format(most=MAX_ROSTER))
        if not 0 <= self.reserves <= MAX_ROSTER - self.boards:
            raise PlanError(N_("--reserves: between 0 and {most} (a roster holds at most {roster} "
                               "players)").format(most=MAX_ROSTER - self.boards,
                                                  roster=MAX_ROSTER))
        if self.colour_type not in (COLOURS_A, COLOURS_B, COLOURS_NONE):
            raise PlanError(N_("--colours: A, B or none, not {value}").format(
                value=repr(self.colour_type)))
        if self.primary not in (MATCH_POINTS, GAME_POINTS):
            raise PlanError(N_("--primary: MP or GP, not {value}").format(
                value=repr(self.primary)))
        for name in ("forfeits", "empty_boards", "forfeited_matches", "full_byes",
                     "half_byes", "absences", "withdrawals"):
            amount = getattr(self, name)
            if amount is not None and amount.first is not None and amount.first > self.rounds:
                raise PlanError(count_text(
                    "--{option} {amount}: the tournament has {n} round",
                    "--{option} {amount}: the tournament has {n} rounds", self.rounds,
                    option=name.replace("_", "-"), amount=amount))
        low, high = self.ratings
        if not 0 < low <= high <= 3500:
            raise PlanError(N_("ratings {low}-{high}: expected 1 <= low <= high <= 3500"
                               ).format(low=low, high=high))


class _Event:
    """A team event being played out: the individual tournament, the rosters and the facts
    of the team records, from which each round's team level is derived."""

    def __init__(self, system: PairingSystem, plan: TeamPlan, rng: random.Random, name: str):
        self.system, self.plan, self.rng = system, plan, rng
        self.settings = TeamSettings(boards=plan.boards, colour_type=plan.colour_type,
                                     primary=plan.primary)
        self.initial = rng.choice([Colour.WHITE, Colour.BLACK])
        self.individuals = Tournament(info=TournamentInfo(
            name=name or f"Random {system.name} team tournament", city="Generated",
            federation="FID", start_date=plan.start_date,
            end_date=_date(plan.start_date, plan.rounds - 1),
            chief_arbiter="arbiter-cli generate", time_control="90'/40+30'+30\""),
            total_rounds=plan.rounds)
        self.teams = self._teams()
        self.facts = TeamFacts()

    def _teams(self) -> dict[int, Team]:
        plan, rng = self.plan, self.rng
        size = plan.boards + plan.reserves
        low, high = plan.ratings
        drawn = []
        for index in range(plan.teams):
            ratings = sorted((rng.randint(low, high) for _ in range(size)), reverse=True)
            people = [(r, random_name(rng)) for r in ratings]
            strength = round(sum(ratings[:plan.boards]) / plan.boards)
            drawn.append((strength, f"{people[0][1].split(',')[0]} Chess Club {index + 1}",
                          people))
        drawn.sort(key=lambda item: (-item[0], item[1]))
        teams, number = {}, 0
        for tpn, (strength, name, people) in enumerate(drawn, start=1):
            roster = []
            for rating, person in people:
                number += 1
                self.individuals.players[number] = random_player(number, rating, person, rng)
                roster.append(number)
            teams[tpn] = Team(tpn, name, tuple(roster), nickname=f"T{tpn:03d}"[:5],
                              strength=strength)
        return teams

    def level(self, rounds: int) -> TeamTournament:
        """The team level after ``rounds`` (the facts of later rounds: requested byes)."""
        t = build_team_tournament(self.individuals, self.teams, self.settings, self.facts,
                                  scoring=P.match_scoring(), rounds=rounds)
        t.initial_colour, t.system, t.total_rounds = self.initial, self.system.name, \
            self.plan.rounds
        return t

    def lineup(self, team: int, empty_last: bool) -> tuple[int, ...]:
        roster = list(self.teams[team].roster)
        plan = self.plan
        if plan.reserves and self.rng.random() < plan.reserves / (plan.boards + plan.reserves):
            roster.remove(self.rng.choice(roster))
        players = roster[:plan.boards]
        if empty_last:
            players[-1] = 0
        return tuple(players)

    def play_round(self, round_no: int, spenders: dict) -> None:
        t = self.level(round_no - 1)
        pairing = self.system.pair(t)
        if not pairing.boards:
            raise PairingError(N_("round {round} has no match (too many absent teams)").format(
                round=round_no))
        rnd = Round(date=_date(self.plan.start_date, round_no - 1))
        matches = list(range(len(pairing.boards)))
        forfeited = set(spenders["forfeited_matches"].pick(round_no, list(matches)))
        sides = [(m, side) for m in matches if m not in forfeited for side in (0, 1)]
        empty = set(spenders["empty_boards"].pick(round_no, sides))
        colours = white_colours(self.settings)
        games: list[Game] = []
        for m, board in enumerate(pairing.boards):
            if m in forfeited:
                result = (GameResult.DOUBLE_FORFEIT if self.rng.random() < 0.2
                          else self.rng.choice(MATCH_FORFEITS))
                self.facts.forfeited.append(ForfeitedMatch(round_no, board.white, board.black,
                                                           result))
                continue
            a = self.lineup(board.white, (m, 0) in empty)
            b = self.lineup(board.black, (m, 1) in empty)
            for k in range(self.plan.boards):
                white, black = (a[k], b[k]) if colours[k] == "W" else (b[k], a[k])
                if white and black:
                    games.append(Game(white, black, GameResult(draw_result(
                        self.individuals.players[white].rating,
                        self.individuals.players[black].rating, self.rng))))
                elif white or black:  # against an empty board: won by forfeit
                    rnd.byes[white or black] = ByeKind.FULL_POINT
                    self.facts.board_forfeits[(round_no, white or black)] = "+"
        for index in spenders["forfeits"].pick(round_no, list(range(len(games)))):
            games[index] = replace(games[index], result=self.rng.choice(FORFEITS))
        rnd.games = games
        self.individuals.add_round(rnd)
        self.facts.pabs[round_no] = pairing.bye or 0


def generate_team_tournament(system: PairingSystem, plan: TeamPlan, seed: int | str,
                             name: str = "") -> Generated:
    """Play ``plan`` out with ``system`` (see the module); raises :class:`PlanError` for a
    bad plan and :class:`PairingError` when a round cannot be paired."""
    plan.check(system)
    rng = random.Random(str(seed))
    event = _Event(system, plan, rng, name)
    out = Generated(Tournament())
    _plan_byes(plan, event, out)
    spenders = {name: _Spender(getattr(plan, name), plan.rounds, rng, name, ())
                for name in ("forfeits", "empty_boards", "forfeited_matches")}
    for round_no in range(1, plan.rounds + 1):
        event.play_round(round_no, spenders)
    for name, spender in spenders.items():
        out.given[name] = spender.given
        if spender.short:
            out.notes.append(N_("--{option} {amount}: {fewer} fewer given (not enough "
                                "boards, line-ups or matches in those rounds)").format(
                                    option=name.replace("_", "-"), amount=spender.amount,
                                    fewer=spender.short))
    out.tournament = event.level(plan.rounds)
    return out


def _plan_byes(plan: TeamPlan, event: _Event, out: Generated) -> None:
    """The team byes (240) of every round: withdrawals (Z from a round to the end), then
    F, H and Z byes on team-rounds drawn at random; two teams are always left to pair."""
    rng, teams = event.rng, sorted(event.teams)
    taken: dict[int, dict[int, ByeKind]] = {}
    wanted = plan.withdrawals.of(plan.teams) if plan.withdrawals is not None else 0
    rounds = ([r for r in plan.withdrawals.rounds(plan.rounds, (2, plan.rounds)) if r >= 2]
              if plan.withdrawals is not None else [])
    count = min(wanted, max(0, plan.teams - 2)) if rounds else 0
    if count < wanted:
        out.notes.append(N_("--withdrawals {amount}: {fewer} fewer given (teams or rounds too "
                            "few)").format(amount=plan.withdrawals, fewer=wanted - count))
    for team in rng.sample(teams, count):
        for round_no in range(rng.choice(rounds), plan.rounds + 1):
            taken.setdefault(round_no, {})[team] = ByeKind.ZERO_POINT
    out.given["withdrawals"] = count
    for name, kind in TEAM_BYES:
        amount = getattr(plan, name)
        if amount is None:
            continue
        slots = [(r, n) for r in amount.rounds(plan.rounds) for n in teams]
        wanted, given = amount.of(len(slots)), 0
        rng.shuffle(slots)
        for round_no, team in slots:
            if given == wanted:
                break
            byes = taken.setdefault(round_no, {})
            if team in byes or plan.teams - len(byes) <= 2:
                continue
            byes[team] = kind
            given += 1
        out.given[name] = given
        if given < wanted:
            out.notes.append(N_("--{option} {amount}: {fewer} fewer given (at least two teams "
                                "are paired in every round)").format(
                                    option=name.replace("_", "-"), amount=amount,
                                    fewer=wanted - given))
    for round_no in sorted(taken):
        for team, kind in sorted(taken[round_no].items()):
            event.facts.byes.append(TeamBye(round_no, team, kind))


def generate_team_set(system: PairingSystem, plan: TeamPlan, seed: int, count: int,
                      attempts: int = 20):
    """Yield ``(index, Generated)`` for team tournaments 1..count of the set made with
    ``seed`` (a tournament the system cannot pair is drawn again, reproducibly, as for
    individuals)."""
    yield from drawn_set(lambda text: generate_team_tournament(system, plan, text), seed,
                         count, attempts)


__all__ = ["TeamPlan", "generate_team_set", "generate_team_tournament"]
