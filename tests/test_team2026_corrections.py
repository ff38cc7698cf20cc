"""TRF-2026 299 (abnormal points) changes the score a team is paired on (C.04.6 1.2: the
score is the match points, or game points, the team has; 299 is how a file says a team's
points differ from its results'). Hand-built files, one board per team, hand-worked."""

from __future__ import annotations

from arbiter_app.engine.systems.registry import get_system
from arbiter_app.trf import read_team_trf

HEAD = """012 Corrections
142 3
152 W
192 FIDE_TEAM_TYPEA_MP_GP
"""
#: round 1: A beats B, C beats D (both played on board 1), E has the PAB
PLAYERS = """001    1      Alpha, A                          2400                             1.0    1     2 w 1
001    2      Bravo, B                          2300                             0.0    2     1 b 0
001    3      Charlie, C                        2200                             1.0    3     4 w 1
001    4      Delta, D                          2100                             0.0    4     3 b 0
001    5      Echo, E                           2000                             0.5    5  0000 - U
310   1 Alpha                                                               1
310   2 Bravo                                                               2
310   3 Charlie                                                             3
310   4 Delta                                                               4
310   5 Echo                                                                5
"""


def _pair(corrections: str):
    t = read_team_trf(HEAD + corrections + PLAYERS, "corrections.trf")
    return get_system("team2026").pair(t)


def _pairs(pairing):
    return [(b.white, b.black) for b in pairing.boards], pairing.bye


def test_without_correction_the_lowest_largest_tpn_takes_the_bye():
    # MP after round 1 (362 defaults 2/1/0, PAB a drawn match's 1, C.04.6 1.4):
    # 1: 2, 3: 2, 5: 1, 2: 0, 4: 0. 3.4.2 lowest score (2 and 4), 3.4.3 one match each,
    # 3.4.4 largest TPN: team 4 has the PAB. Then 1-3 (1 and 3 have not met, [C1]) and
    # 5 with the upfloater 2 (3.5).
    boards, bye = _pairs(_pair(""))
    assert bye == 4
    assert {frozenset(b) for b in boards} == {frozenset((1, 3)), frozenset((2, 5))}


def test_a_bonus_of_round_1_lifts_a_team_to_the_top_scoregroup():
    # 299 blank kind: a bonus of 3.0 MP to team 4 in round 1: 4 has 3, the top-scoregroup
    # alone (3.2); its upfloater is a 2-pointer (3.5.2 [C5]: the highest score) it has not
    # met ([C1]: 3 beat it): team 1. Then 3 (2) with the upfloater 5 (1), and the bye to
    # the lowest, team 2 (3.4.2).
    boards, bye = _pairs(_pair("299     3.0          1    4\n"))
    assert bye == 2
    assert {frozenset(b) for b in boards} == {frozenset((1, 4)), frozenset((3, 5))}


def test_a_penalty_below_the_others_is_no_bye_for_a_forfeit_winner():
    # A beats B by forfeit in round 1 (C.04.6 2.1.2 [C2]: a team that won a match by
    # forfeit shall not receive the PAB); a 299 penalty of 5 MP leaves team 1 with -3, the
    # lowest, a bonus of 3 lifts team 2 to 3. 3.4.1/[C2]: not team 1 (forfeit win) nor
    # team 5 (had the PAB); then the lowest of 3 and 4 (1 each: their match was drawn) with
    # the larger TPN (3.4.4): team 4. Team 2 (3) alone on top: its upfloater the first of
    # the 1-pointers by TPN it has not met (3.5.3/3.5.4): 3; then 5 (1) with 1 (-3).
    text = (HEAD + "299    -5.0          1    1\n299     3.0          1    2\n"
            + PLAYERS.replace("2 w 1", "2 - +").replace("1 b 0", "1 - -")
            .replace("4 w 1", "4 w =").replace("3 b 0", "3 b =")
            .replace("      1.0    1", "      1.0    1").replace("1.0    3", "0.5    3")
            .replace("0.0    4", "0.5    4"))
    t = read_team_trf(text, "penalty.trf")
    boards, bye = _pairs(get_system("team2026").pair(t))
    assert bye == 4
    assert {frozenset(b) for b in boards} == {frozenset((2, 3)), frozenset((1, 5))}
