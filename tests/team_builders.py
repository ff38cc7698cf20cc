"""Compact hand-built team events for tests.

``team_event(6, 4, ["1-4 1==1, 5-2 ==-1, 3-6 M+-", "5 U, ..."])``: teams 1..6 of
``boards + reserves`` players each (team k's roster: players (k-1)*R+1 .. k*R, in board
order, ratings 2500, 2490, ...), one string per round, matches separated by commas:

* ``W-B RESULTS``: the white team (board 1 White), the black team, then one character a
  board, board 1 first, seen from the white team's player on that board: ``1`` won, ``0``
  lost, ``=`` drawn, ``+`` won by forfeit, ``-`` lost by forfeit, ``x`` a double forfeit;
  board colours alternate (the white team's player has White on boards 1, 3, ...).  A
  board whose line-up entry is 0 (an empty board) is lost by forfeit: its opponent gets a
  full-point bye in the individual games.
* ``W-B M+-`` / ``M-+`` / ``M--``: a forfeited match (TRF-2026 330), no individual game.
* ``N KIND``: a team's bye (U pairing-allocated, F, H, Z).

The match result follows from the game points (match points 2/1/0 by default); each
team's game points are written in ``game_points`` (a forfeited match: every board to the
winner; a bye: the settings' PAB game points, a draw's when none, or B, B/2, 0 for F, H,
Z).

``team_tournament(6, ["1-4 3:1, 2-5 2:2, 3-6 +-", "7 U"])``: teams 1..6 (TPN = number),
one string per round, matches separated by commas: ``W-B GP:GP`` (the white team, i.e. the
team with White on board 1, then the black team, and the game points each scored; the match
result follows: more game points wins), ``W-B +-`` / ``-+`` / ``--`` for a forfeited match
(the winner gets all boards' game points), ``W-B *`` for a match not finished; ``N KIND``
for a team's bye (U: the pairing-allocated bye, with the game points of a drawn match;
F, H, Z).  Match points 2, 1, 0 (TRF-2026 362's defaults).
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, Player, Round,
                                      Scoring, Tournament)
from arbiter_app.engine.teams.model import (COLOURS_A, MATCH_POINTS, Team, TeamSettings,
                                            TeamTournament)

_CODES = {"1": ("1", "0"), "0": ("0", "1"), "=": ("=", "="), "+": ("+", "-"),
          "-": ("-", "+"), "x": ("-", "-")}
_POINTS = {"1": 1.0, "0": 0.0, "=": 0.5, "+": 1.0, "-": 0.0, "x": 0.0}


def roster_of(team: int, size: int) -> tuple[int, ...]:
    return tuple(range((team - 1) * size + 1, team * size + 1))


def team_event(teams: int, boards: int, rounds: list[str], *, reserves: int = 1,
               settings: TeamSettings | None = None, scoring: Scoring | None = None,
               lineups: dict[tuple[int, int], tuple[int, ...]] | None = None,
               withdrawn: dict[int, int] | None = None, strengths: list[int] | None = None,
               total_rounds: int | None = None) -> TeamTournament:
    size = boards + reserves
    settings = settings or TeamSettings(boards=boards)
    assert settings.boards == boards
    lineups = dict(lineups or {})
    withdrawn = withdrawn or {}
    scoring = scoring or Scoring(win=2, draw=1, loss=0, forfeit_win=2, forfeit_loss=0,
                                 pairing_bye=1, half_bye=1, full_bye=2, zero_bye=0,
                                 adjourned=1)
    players = {}
    for number in range(1, teams + 1):
        players[number] = Player(number, f"Team {number}",
                                 rating=(strengths or [0] * teams)[number - 1],
                                 withdrawn_from=withdrawn.get(number))
    squad = {team: roster_of(team, size) for team in range(1, teams + 1)}
    individuals = Tournament(players={
        p: Player(p, f"Player {p:02d}", rating=2500 - 10 * (p - 1))
        for p in range(1, teams * size + 1)}, total_rounds=len(rounds))
    t = TeamTournament(players=players, total_rounds=total_rounds or len(rounds),
                       scoring=scoring, system="team2026",
                       teams={n: Team(n, f"Team {n}", squad[n]) for n in squad},
                       settings=settings, lineups=lineups, individuals=individuals)
    pab_gp = boards * 0.5 if settings.pab_game_points is None else settings.pab_game_points
    bye_gp = {ByeKind.PAIRING_ALLOCATED: pab_gp, ByeKind.FULL_POINT: float(boards),
              ByeKind.HALF_POINT: boards * 0.5, ByeKind.ZERO_POINT: 0.0}
    for round_no, text in enumerate(rounds, start=1):
        rnd, singles = Round(), Round()
        for item in filter(None, (part.strip() for part in text.split(","))):
            left, right = item.split()
            if "-" not in left:
                team = int(left)
                rnd.byes[team] = ByeKind(right)
                t.game_points[(round_no, team)] = bye_gp[ByeKind(right)]
                continue
            white, black = (int(x) for x in left.split("-"))
            if right.startswith("M"):
                result = GameResult.parse(right[1:])
                rnd.games.append(Game(white, black, result))
                won = {"+-": (boards, 0), "-+": (0, boards), "--": (0, 0)}[right[1:]]
                t.game_points[(round_no, white)] = float(won[0])
                t.game_points[(round_no, black)] = float(won[1])
                continue
            assert len(right) == boards, item
            ours = lineups.get((round_no, white), squad[white][:boards])
            theirs = lineups.get((round_no, black), squad[black][:boards])
            points = [0.0, 0.0]
            for board, char in enumerate(right, start=1):
                mine, other = _CODES[char]
                a, b = ours[board - 1], theirs[board - 1]
                points[0] += _POINTS[char]
                points[1] += {"1": 0.0, "0": 1.0, "=": 0.5, "+": 0.0, "-": 1.0,
                              "x": 0.0}[char]
                if a == 0 or b == 0:  # an empty board: lost by forfeit
                    assert char == ("x" if a == b else "-" if a == 0 else "+"), item
                    if a:
                        singles.byes[a] = ByeKind.FULL_POINT
                    if b:
                        singles.byes[b] = ByeKind.FULL_POINT
                    continue
                if board % 2:  # the white team's player has White
                    singles.games.append(Game(a, b, GameResult.from_codes(mine, other)))
                else:
                    singles.games.append(Game(b, a, GameResult.from_codes(other, mine)))
            result = (GameResult.WHITE_WINS if points[0] > points[1] else
                      GameResult.BLACK_WINS if points[1] > points[0] else GameResult.DRAW)
            rnd.games.append(Game(white, black, result))
            t.game_points[(round_no, white)] = points[0]
            t.game_points[(round_no, black)] = points[1]
        t.rounds.append(rnd)
        individuals.rounds.append(singles)
    return t


def event_from_json(data: dict) -> TeamTournament:
    """A team event from the JSON form of :func:`team_event`'s arguments (tests/data/teams:
    ``teams``, ``boards``, ``rounds``, ``lineups`` as ``[round, team, [players]]``,
    ``withdrawn`` as ``{team: round}``, ``settings``, ``strengths``)."""
    settings = TeamSettings(boards=data["boards"], **data.get("settings", {}))
    return team_event(data["teams"], data["boards"], data["rounds"], settings=settings,
                      lineups={(r, team): tuple(players)
                               for r, team, players in data.get("lineups", [])},
                      withdrawn={int(k): v for k, v in data.get("withdrawn", {}).items()},
                      strengths=data.get("strengths"))


def with_settings(t: TeamTournament, **changes) -> TeamTournament:
    """A copy of ``t`` with other settings (``primary="GP"``, ...)."""
    return replace(t, settings=replace(t.settings, **changes))


# -- team_tournament: matches given by game points (the team2026 tests) ----------
#: TRF-2026 362's default match points; the byes as C.04.6 1.4 and the regulations give them
MATCH_SCORING = Scoring(win=2.0, draw=1.0, loss=0.0, forfeit_win=2.0, forfeit_loss=0.0,
                        pairing_bye=1.0, half_bye=1.0, full_bye=2.0, zero_bye=0.0,
                        adjourned=1.0)


def _round(text: str, round_no: int, boards: int, points: dict) -> Round:
    rnd = Round()
    for item in filter(None, (part.strip() for part in text.split(","))):
        left, right = item.split()
        if "-" not in left:
            team, kind = int(left), ByeKind(right)
            rnd.byes[team] = kind
            points[(round_no, team)] = {"U": boards / 2, "F": float(boards),
                                        "H": boards / 2, "Z": 0.0}[kind.value]
            continue
        white, black = (int(x) for x in left.split("-"))
        if ":" in right:
            wp, bp = (float(x) for x in right.split(":"))
            result = (GameResult.WHITE_WINS if wp > bp else GameResult.BLACK_WINS if wp < bp
                      else GameResult.DRAW)
        else:
            result = GameResult.parse(right)
            wp, bp = {GameResult.WHITE_FORFEIT_WIN: (boards, 0),
                      GameResult.BLACK_FORFEIT_WIN: (0, boards),
                      GameResult.DOUBLE_FORFEIT: (0, 0)}.get(result, (0, 0))
        rnd.games.append(Game(white, black, result))
        points[(round_no, white)], points[(round_no, black)] = float(wp), float(bp)
    return rnd


def team_tournament(teams: int, rounds: list[str] = (), total_rounds: int | None = None,
                    colour_type: str = COLOURS_A, primary: str = MATCH_POINTS,
                    boards: int = 4, initial_colour: Colour | None = Colour.WHITE,
                    secondary_for_colours: bool = True) -> TeamTournament:
    t = TeamTournament(
        players={n: Player(n, f"Team {n:02d}", rating=2400 - 10 * n)
                 for n in range(1, teams + 1)},
        total_rounds=total_rounds, initial_colour=initial_colour, scoring=MATCH_SCORING,
        system="team2026",
        teams={n: Team(n, f"Team {n:02d}") for n in range(1, teams + 1)},
        settings=TeamSettings(boards=boards, colour_type=colour_type, primary=primary,
                              secondary_for_colours=secondary_for_colours))
    for round_no, text in enumerate(rounds, start=1):
        t.rounds.append(_round(text, round_no, boards, t.game_points))
    return t


def pairs(pairing) -> list[tuple[int, int]]:
    """(white, black) of every match, in board order."""
    return [(b.white, b.black) for b in pairing.boards]


def unordered(pairing) -> set[frozenset[int]]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}


def explanation_of(pairing, team: int) -> str:
    for board in pairing.boards:
        if team in (board.white, board.black):
            return str(board.explanation)
    raise AssertionError(f"{team} not paired")


def random_team_event(seed: int, teams: int, rounds: int, colour_type: str = COLOURS_A,
                      primary: str = MATCH_POINTS, pair=None) -> tuple[TeamTournament, list]:
    """A team event paired round by round by ``pair`` (default: ``team2026``) with random
    results (a forfeited match now and then, a team absent now and then): the tournament
    and every pairing made."""
    import random

    from arbiter_app.engine.systems.team2026 import SYSTEM
    rng = random.Random(seed)
    pair = pair or SYSTEM.pair
    t = team_tournament(teams, total_rounds=rounds, colour_type=colour_type, primary=primary)
    made = []
    for round_no in range(1, rounds + 1):
        absent = {n: ByeKind.ZERO_POINT for n in t.players if rng.random() < 0.05}
        if absent:
            t.requested_byes[round_no] = dict(absent)
        pairing = pair(t)
        made.append(pairing)
        items = []
        for board in pairing.boards:
            if rng.random() < 0.05:
                items.append(f"{board.white}-{board.black} {rng.choice(['+-', '-+', '--'])}")
            else:
                white = rng.choice([0, 1, 1.5, 2, 2, 2.5, 3, 4])
                items.append(f"{board.white}-{board.black} {white:g}:{4 - white:g}")
        if pairing.bye is not None:
            items.append(f"{pairing.bye} U")
        items += [f"{n} Z" for n in absent]
        t.requested_byes.pop(round_no, None)
        t.rounds.append(_round(", ".join(items), round_no, 4, t.game_points))
    return t, made


__all__ = ["MATCH_SCORING", "event_from_json", "explanation_of", "pairs", "random_team_event",
           "roster_of", "team_event", "team_tournament", "unordered", "with_settings"]
