"""The team level derived from the individual games (engine/teams/derive.py), on events built
by hand: who is the white team (C.04.6 1.6.1 and 352), the result of a match (C.07 11.1),
the byes' points (C.04.6 1.4, 240) and 299's corrections.

Two teams of four (T1: players 1-4, T2: players 5-8), four boards unless said otherwise.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind, Game, GameResult, Player, Round, Tournament
from arbiter_app.engine.teams.derive import build_team_tournament
from arbiter_app.engine.teams.facts import (ForfeitedMatch, LineUp, TeamBye, TeamFacts,
                                            TeamInputError)
from arbiter_app.engine.teams.model import PointsCorrection, Team, TeamSettings
from arbiter_app.engine.teams.points import match_scoring, totals

R = GameResult
TEAMS = {1: Team(1, "One", (1, 2, 3, 4)), 2: Team(2, "Two", (5, 6, 7, 8))}


def individuals(*rounds: Round, players: int = 8) -> Tournament:
    return Tournament(players={n: Player(n, f"P{n}") for n in range(1, players + 1)},
                      rounds=list(rounds))


def build(*rounds: Round, facts: TeamFacts | None = None, teams=None, **settings):
    return build_team_tournament(individuals(*rounds, players=max(
        p for team in (teams or TEAMS).values() for p in team.roster)), teams or TEAMS,
        TeamSettings(**settings), facts)


def test_white_team_from_board_1():
    """1.6.1: the team whose board-1 player was scheduled White: T2 here."""
    rnd = Round([Game(5, 1, R.WHITE_WINS), Game(2, 6, R.DRAW), Game(7, 3, R.DRAW),
                 Game(4, 8, R.BLACK_WINS)])
    t = build(rnd)
    assert t.round(1).games == [Game(2, 1, R.WHITE_WINS)]  # GP T2 1+.5+.5+1 = 3, T1 1
    assert totals(t) == {1: (0, 1), 2: (2, 3)}


def test_white_team_when_board_1_is_empty():
    """T1's board 1 is empty (300); board 2 tells: the white team has Black on board 2
    (alternating colours, White on board 1), and T1's player 2 has Black there: T1 is the
    white team.  Player 5 wins board 1 by forfeit."""
    rnd = Round([Game(6, 2, R.DRAW), Game(3, 7, R.DRAW), Game(8, 4, R.DRAW)],
                byes={5: ByeKind.FULL_POINT})
    facts = TeamFacts(lineups=[LineUp(1, 1, 2, (0, 2, 3, 4))], board_forfeits={(1, 5): "+"})
    t = build(rnd, facts=facts)
    assert t.round(1).games == [Game(1, 2, R.BLACK_WINS)]  # GP 1.5 against 2.5
    assert t.lineups[(1, 1)] == (0, 2, 3, 4) and t.lineups[(1, 2)] == (5, 6, 7, 8)


def test_352_gives_the_boards_colours():
    """352 WWBB: T1 (White on board 1) has White on board 2 too."""
    rnd = Round([Game(1, 5, R.DRAW), Game(2, 6, R.DRAW), Game(7, 3, R.DRAW), Game(8, 4, R.DRAW)])
    t = build(rnd, board_colours="WWBB")
    assert t.round(1).games == [Game(1, 2, R.DRAW)] and totals(t) == {1: (1, 2), 2: (1, 2)}


def test_a_match_of_forfeits_only_is_not_played():
    """Every board a forfeit: the match was not "actually played" (1.6.1): a forfeit result,
    the points those of the boards (3 forfeit wins for T1)."""
    rnd = Round([Game(1, 5, R.WHITE_FORFEIT_WIN), Game(6, 2, R.BLACK_FORFEIT_WIN),
                 Game(3, 7, R.WHITE_FORFEIT_WIN), Game(8, 4, R.DOUBLE_FORFEIT)])
    t = build(rnd)
    assert t.round(1).games == [Game(1, 2, R.WHITE_FORFEIT_WIN)]
    assert totals(t) == {1: (2, 3), 2: (0, 0)}


def test_pending_and_adjourned_matches():
    pending = Round([Game(1, 5, R.WHITE_WINS), Game(6, 2), Game(3, 7, R.DRAW),
                     Game(8, 4, R.DRAW)])
    assert build(pending).round(1).games[0].result is R.PENDING
    adjourned = Round([Game(1, 5, R.WHITE_WINS), Game(6, 2, R.ADJOURNED), Game(3, 7, R.DRAW),
                       Game(8, 4, R.DRAW)])
    t = build(adjourned)
    assert t.round(1).games[0].result is R.ADJOURNED
    assert t.match_points[(1, 1)] == 1.0  # an adjourned match is a draw for the pairing


def test_pab_points_default_to_a_draw_and_follow_320():
    """1.4: "as many match points and game points as are rewarded for a draw": with five
    boards, TD = 1 and 2.5 game points; 320's values replace them."""
    teams = {1: Team(1, "One", (1,)), 2: Team(2, "Two", (2,)), 3: Team(3, "Three", (3,))}
    rnd = Round([Game(1, 2, R.WHITE_WINS)], byes={3: ByeKind.PAIRING_ALLOCATED})
    t = build(rnd, teams=teams, boards=5)
    assert t.round(1).byes == {3: ByeKind.PAIRING_ALLOCATED} and totals(t)[3] == (1, 2.5)
    t = build(rnd, teams=teams, boards=5, pab_match_points=2.0, pab_game_points=3.0)
    assert totals(t)[3] == (2, 3)


def test_byes_of_240_and_absence():
    """A full-point bye scores a won match (TW, every board a win), a half-point bye a drawn
    one, an absent team nothing (a zero-point bye)."""
    teams = {n: Team(n, str(n), (n,)) for n in (1, 2, 3)}
    facts = TeamFacts(byes=[TeamBye(1, 1, ByeKind.FULL_POINT), TeamBye(1, 2, ByeKind.HALF_POINT),
                            TeamBye(2, 1, ByeKind.HALF_POINT)])
    t = build(Round(), facts=facts, teams=teams, boards=4)
    assert t.round(1).byes == {1: ByeKind.FULL_POINT, 2: ByeKind.HALF_POINT,
                               3: ByeKind.ZERO_POINT}
    assert totals(t) == {1: (2, 4), 2: (1, 2), 3: (0, 0)}
    assert t.requested_byes == {2: {1: ByeKind.HALF_POINT}}  # round 2 is not paired


def test_forfeited_match_and_299():
    """330 +-: the winner TW and a forfeit win on every board; 299 "+" for every round and
    team gives a forfeit win 3 MP and 2.5 GP; a penalty of round 0 counts in the totals."""
    facts = TeamFacts(forfeited=[ForfeitedMatch(1, 2, 1, R.WHITE_FORFEIT_WIN)])
    t = build(Round(), facts=facts)
    assert t.round(1).games == [Game(2, 1, R.WHITE_FORFEIT_WIN)]
    assert totals(t) == {1: (0, 0), 2: (2, 4)}
    facts.corrections = [PointsCorrection("+", 3.0, 2.5),
                         PointsCorrection("", -1.0, None, 0, (1,))]
    t = build(Round(), facts=facts)
    assert totals(t) == {1: (-1, 0), 2: (3, 2.5)}
    assert t.match_points[(1, 1)] == 0  # the penalty of round 0 is not a round's


def test_match_points_of_362():
    rnd = Round([Game(1, 5, R.WHITE_WINS), Game(6, 2, R.DRAW), Game(3, 7, R.DRAW),
                 Game(8, 4, R.DRAW)])
    t = build_team_tournament(individuals(rnd), TEAMS, TeamSettings(), None,
                              scoring=match_scoring(3.0, 1.0, 0.0))
    assert totals(t) == {1: (3, 2.5), 2: (0, 1.5)}


@pytest.mark.parametrize("teams, message", [
    ({1: Team(1, "One", (1, 2, 3, 4)), 2: Team(2, "Two", (4, 5, 6, 7))},
     "player 4 is on the rosters of teams 1 and 2"),
    ({1: Team(1, "One", (1, 2, 3, 9))}, "team 1: player 9 of its roster is not a player (no 001 "
                                        "record)"),
])
def test_rosters(teams, message):
    with pytest.raises(TeamInputError) as caught:
        build_team_tournament(individuals(), teams, TeamSettings())
    assert str(caught.value.message) == message
