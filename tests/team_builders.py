"""Compact hand-built team tournaments for tests.

``team_tournament(6, ["1-4 3:1, 2-5 2:2, 3-6 +-", "7 U"])``: teams 1..6 (TPN = number),
one string per round, matches separated by commas: ``W-B GP:GP`` (the white team, i.e. the
team with White on board 1, then the black team, and the game points each scored; the match
result follows: more game points wins), ``W-B +-`` / ``-+`` / ``--`` for a forfeited match
(the winner gets all boards' game points), ``W-B *`` for a match not finished; ``N KIND``
for a team's bye (U: the pairing-allocated bye, with the game points of a drawn match;
F, H, Z).  Match points 2, 1, 0 (TRF-2026 362's defaults).
"""

from __future__ import annotations

from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, Player, Round,
                                      Scoring)
from arbiter_app.engine.teams.model import (COLOURS_A, MATCH_POINTS, Team, TeamSettings,
                                            TeamTournament)

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
