"""Team standings and tie-breaks (C.07 2026, 11-13 and 16), worked by hand on one team event.

Six teams, four boards, five rounds (tests/team_builders.py; board results seen from the
white team; team k's roster: players 5k-4 .. 5k, the fifth a reserve); match points 2/1/0,
game points 1/0.5/0, the pairing-allocated bye (PAB) a drawn match's points (C.04.6 1.4:
1 MP, 2 GP):

    R1  1-4 1==1 (3-1)   5-2 ==-1 (2-2, board 3 forfeited by 5)   3-6 10=1 (2.5-1.5)
    R2  6-1 0==0 (1-3)   2-4 =01+ (2.5-1.5, team 4's board 4 empty)   3-5 forfeited, 3 wins
    R3  1-3 01== (2-2, team 1's reserve on board 4)   2-6 11=1 (3.5-.5)   4-5 0=10 (1.5-2.5)
    R4  1-2 =101 (2.5-1.5)   3-4 ==1= (2.5-1.5)   5 PAB;  team 6 withdrawn
    R5  5-1 0==0 (1-3)   3-2 ==0= (1.5-2.5)   4 PAB;  team 6 withdrawn

    team  R1       R2       R3       R4       R5       MP   GP
    1     W4  3    W6  3    D3  2    W2  2.5  W5  3    9    13.5
    2     D5  2    W4  2.5  W6  3.5  L1  1.5  W3  2.5  7    12
    3     W6  2.5  +5  4    D1  2    W4  2.5  L2  1.5  7    12.5
    4     L1  1    L2  1.5  L5  1.5  L3  1.5  PAB 2    1    7.5
    5     D2  2    -3  0    W4  2.5  PAB 2    L1  1    4    7.5
    6     L3  1.5  L1  1    L2  .5   absent   absent   0    3

Article 16 (C.07 2026; 16.4's note: "For team competitions, 'points' means 'match points and
game points'"):
* 16.2 categories: team 3's R2 is a forfeit win (16.2.2), team 5's R2 a forfeit loss
  (16.2.4), the PABs 16.2.1, team 6's R4 and R5 "requested byes ... followed only by VURs"
  (16.2.5: "any round after a participant withdraws is a zero-point-bye", 16.1.1).
* 16.3 scores as opponents: MP  1: 9, 2: 7, 3: 7, 4: 1, 5: 4, 6: 0 + two draws (16.3.2) = 2;
  GP  1: 13.5, 2: 12, 3: 12.5, 4: 7.5, 5: 7.5, 6: 3 + 2 + 2 = 7.
* 16.4 dummies: the team's own score, capped (16.4.1) at the scheduled opponent's adjusted
  score for a forfeit, (16.4.2) at a draw's points times the rounds (MP 1 x 5 = 5, GP 2 x 5
  = 10) otherwise.  MP: 3's R2 min(7, 4) = 4; 5's R2 min(4, 7) = 4, R4 min(4, 5) = 4;
  4's R5 min(1, 5) = 1; 6's R4, R5 0.  GP: 3's R2 min(12.5, 7.5) = 7.5; 5's R2 min(7.5,
  12.5) = 7.5, R4 min(7.5, 10) = 7.5; 4's R5 min(7.5, 10) = 7.5; 6's R4, R5 3.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.tiebreaks import (CATALOGUE, TiebreakOptions, UnknownTiebreak,
                                          available_tiebreaks, compute_standings,
                                          parse_tiebreak)
from tests.builders import tournament
from tests.team_builders import team_event, with_settings

C2026 = TiebreakOptions(rules="2026")


def main_event():
    return team_event(6, 4, ["1-4 1==1, 5-2 ==-1, 3-6 10=1",
                             "6-1 0==0, 2-4 =01+, 3-5 M+-",
                             "1-3 01==, 2-6 11=1, 4-5 0=10",
                             "1-2 =101, 3-4 ==1=, 5 U",
                             "5-1 0==0, 3-2 ==0=, 4 U"],
                      lineups={(2, 4): (16, 17, 18, 0), (3, 1): (1, 2, 3, 5)},
                      withdrawn={6: 4})


def values(tiebreak: str, t=None, options=C2026) -> dict[int, float]:
    standings = compute_standings(t or main_event(), [tiebreak], options)
    return {row.number: row.values[0] for row in standings.rows}


def test_scores_rank_by_match_points():
    # 11.1: MP and GP as in the table above; C.04.6 1.2.2: MP is the primary score
    s = compute_standings(main_event(), ["MP", "GP", "MPVGP"], C2026)
    assert s.score_label == "MP" and s.headers()[3] == "MP"
    assert s.points == {1: 9, 2: 7, 3: 7, 4: 1, 5: 4, 6: 0}
    assert values("GP") == {1: 13.5, 2: 12, 3: 12.5, 4: 7.5, 5: 7.5, 6: 3}
    # 13.1 MPvGP: "Game Points in team competitions that are decided by Match Points"
    assert values("MPVGP") == values("GP")
    # 4.2: teams 2 and 3 (7 MP) split by the first tie-break (GP: 12.5 before 12)
    assert [row.number for row in s.rows] == [1, 3, 2, 5, 4, 6]


def test_game_points_as_primary_score():
    t = with_settings(main_event(), primary="GP")
    s = compute_standings(t, ["MPVGP"], C2026)
    assert s.score_label == "GP" and s.points[3] == 12.5
    # 13.1: on GP the secondary score is MP
    assert values("MPVGP", t) == {1: 9, 2: 7, 3: 7, 4: 1, 5: 4, 6: 0}
    # 4 and 5 share 7.5 GP; MPvGP puts 5 (4 MP) before 4 (1 MP)
    assert [row.number for row in s.rows] == [1, 3, 2, 5, 4, 6]


def test_buchholz_on_match_points():
    # 8.1 on the primary score (13: "the primary score being the default"), 16.3/16.4:
    # 1: 4 (1) + 6 (2) + 3 (7) + 2 (7) + 5 (4) = 21
    # 2: 5 (4) + 4 (1) + 6 (2) + 1 (9) + 3 (7) = 23
    # 3: 6 (2) + dummy (4) + 1 (9) + 4 (1) + 2 (7) = 23
    # 4: 1 (9) + 2 (7) + 5 (4) + 3 (7) + dummy (1) = 28
    # 5: 2 (7) + dummy (4) + 4 (1) + dummy (4) + 1 (9) = 25
    # 6: 3 (7) + 1 (9) + 2 (7) + dummies 0 + 0 = 23
    expected = {1: 21, 2: 23, 3: 23, 4: 28, 5: 25, 6: 23}
    assert values("BH") == expected and values("BH:MP") == expected


def test_buchholz_cut_1_cuts_a_voluntarily_unplayed_round_first():
    # 14.1 Cut-1 drops the lowest value; 16.5.1 with VURs "the lowest contribution coming
    # from such rounds shall be cut, as long as such contribution is not lower than the
    # least significant value":
    # 1: 21 - 1 = 20; 2: 23 - 1 = 22; 3: 23 - 1 = 22 (a forfeit win is no VUR)
    # 4: 28 - 1 = 27 (the PAB is no VUR, its dummy 1 is the lowest)
    # 5: its forfeit loss (VUR) counts 4, not lower than the lowest (1): 25 - 4 = 21
    # 6: a VUR dummy 0: 23 - 0 = 23
    assert values("BH/C1") == {1: 20, 2: 22, 3: 22, 4: 27, 5: 21, 6: 23}


def test_buchholz_on_game_points():
    # 13: "using teams MP or GP as the reference score"; GP as opponents (16.3), dummies:
    # 1: 7.5 + 7 + 12.5 + 12 + 7.5 = 46.5        2: 7.5 + 7.5 + 7 + 13.5 + 12.5 = 48
    # 3: 7 + 7.5 + 13.5 + 7.5 + 12 = 47.5        4: 13.5 + 12 + 7.5 + 12.5 + 7.5 = 53
    # 5: 12 + 7.5 + 7.5 + 7.5 + 13.5 = 48        6: 12.5 + 13.5 + 12 + 3 + 3 = 44
    assert values("BH:GP") == {1: 46.5, 2: 48, 3: 47.5, 4: 53, 5: 48, 6: 44}


def test_sonneborn_berger_is_emmsb_on_match_points():
    # 9.1 on MP = 13.2.1 EMMSB, opponent's MP x MP scored against him:
    # 1: 1x2 + 2x2 + 7x1 + 7x2 + 4x2 = 35     2: 4x1 + 1x2 + 2x2 + 9x0 + 7x2 = 24
    # 3: 2x2 + 4x2 (dummy) + 9x1 + 1x2 + 7x0 = 23
    # 4: only the PAB's dummy 1 x 1 = 1       5: 7x1 + 4x0 + 1x2 + 4x1 + 9x0 = 13
    # 6: 0
    expected = {1: 35, 2: 24, 3: 23, 4: 1, 5: 13, 6: 0}
    assert values("SB") == expected and values("EMMSB") == expected


def test_extended_sonneborn_berger_match_points_times_game_points():
    # 13.2.2 EMGSB: opponent's total MP x GP scored against him
    # 1: 1x3 + 2x3 + 7x2 + 7x2.5 + 4x3 = 52.5
    # 2: 4x2 + 1x2.5 + 2x3.5 + 9x1.5 + 7x2.5 = 48.5
    # 3: 2x2.5 + 4x4 (dummy, forfeit win) + 9x2 + 1x2.5 + 7x1.5 = 52
    # 4: 9x1 + 7x1.5 + 4x1.5 + 7x1.5 + 1x2 (PAB dummy) = 38
    # 5: 7x2 + 4x0 + 1x2.5 + 4x2 + 9x1 = 33.5
    # 6: 7x1.5 + 9x1 + 7x0.5 + 0 + 0 = 23
    assert values("EMGSB") == {1: 52.5, 2: 48.5, 3: 52, 4: 38, 5: 33.5, 6: 23}


def test_extended_sonneborn_berger_game_points_times_match_points():
    # 13.2.3 EGMSB: opponent's total GP x MP scored
    # 1: 7.5x2 + 7x2 + 12.5x1 + 12x2 + 7.5x2 = 80.5
    # 2: 7.5x1 + 7.5x2 + 7x2 + 13.5x0 + 12.5x2 = 61.5
    # 3: 7x2 + 7.5x2 + 13.5x1 + 7.5x2 + 12x0 = 57.5
    # 4: the PAB's dummy 7.5 x 1 = 7.5;  5: 12x1 + 0 + 7.5x2 + 7.5x1 + 0 = 34.5;  6: 0
    assert values("EGMSB") == {1: 80.5, 2: 61.5, 3: 57.5, 4: 7.5, 5: 34.5, 6: 0}


def test_extended_sonneborn_berger_game_points_times_game_points():
    # 13.2.4 EGGSB: opponent's total GP x GP scored
    # 1: 7.5x3 + 7x3 + 12.5x2 + 12x2.5 + 7.5x3 = 121
    # 2: 7.5x2 + 7.5x2.5 + 7x3.5 + 13.5x1.5 + 12.5x2.5 = 109.75
    # 3: 7x2.5 + 7.5x4 + 13.5x2 + 7.5x2.5 + 12x1.5 = 111.25
    # 4: 13.5x1 + 12x1.5 + 7.5x1.5 + 12.5x1.5 + 7.5x2 = 76.5
    # 5: 12x2 + 7.5x0 + 7.5x2.5 + 7.5x2 + 13.5x1 = 71.25
    # 6: 12.5x1.5 + 13.5x1 + 12x0.5 + 0 + 0 = 38.25
    expected = {1: 121, 2: 109.75, 3: 111.25, 4: 76.5, 5: 71.25, 6: 38.25}
    assert values("EGGSB") == expected and values("SB:GP") == expected


def test_extended_sonneborn_berger_cut_1():
    # 14.1: "excluding the contribution (product) associated with the opponent with the
    # lowest MP score (for EMMSB and EMGSB) or GP score (for EGMSB and EGGSB) - if there is
    # more than one such opponent, exclude the lowest contribution associated with them";
    # 16.5.2: with a VUR, cut the higher of the lowest VUR product and that value.
    # EMGSB/C1: 1, 2, 3 cut team 4 (1 MP): 52.5 - 3, 48.5 - 2.5, 52 - 2.5
    #   4: the PAB's dummy (1 MP, no VUR) 2: 38 - 2 = 36
    #   5: its VUR product 0 (4 x 0) is lower than team 4's 2.5: 33.5 - 2.5 = 31
    #   6: a VUR product 0: 23
    assert values("EMGSB/C1") == {1: 49.5, 2: 46, 3: 49.5, 4: 36, 5: 31, 6: 23}
    # EGGSB/C1: 1: team 6 (7 GP) 21 -> 100; 2: team 6 24.5 -> 85.25; 3: team 6 17.5 -> 93.75
    #   4: 5 (7.5 GP, 11.25) and the PAB dummy (7.5, 15): the lower, 11.25 -> 65.25
    #   5: lowest GP 7.5 (team 4 18.75, the R2 VUR dummy 0, the PAB dummy 15): the
    #      least significant value is the VUR's own 0 -> 71.25;  6: a VUR 0 -> 38.25
    assert values("EGGSB/C1") == {1: 100, 2: 85.25, 3: 93.75, 4: 65.25, 5: 71.25, 6: 38.25}


def test_scores_and_schedule_strength_combination():
    # 13.4: secondary score + BH on the primary score / factor; 13.4.2.b: "the highest
    # achievable primary score in the tournament [5 rounds x 2 MP = 10] divided by the
    # highest secondary score achievable in a single match [4 GP], rounded to the nearest
    # integer towards zero" = 2.
    # 1: 13.5 + 21/2 = 24  2: 12 + 23/2 = 23.5  3: 12.5 + 23/2 = 24  4: 7.5 + 28/2 = 21.5
    # 5: 7.5 + 25/2 = 20   6: 3 + 23/2 = 14.5
    assert values("SSSC") == {1: 24, 2: 23.5, 3: 24, 4: 21.5, 5: 20, 6: 14.5}
    # "or by a different value if stated by the rules of the competition": /K4
    assert values("SSSC/K4")[1] == 13.5 + 21 / 4


def test_scores_and_schedule_strength_combination_on_game_points():
    # primary GP: factor 5 x 4 GP = 20 over a match's highest MP (2) = 10; SSSC = MP +
    # BH:GP / 10:  1: 9 + 4.65  2: 7 + 4.8  3: 7 + 4.75  4: 1 + 5.3  5: 4 + 4.8  6: 0 + 4.4
    t = with_settings(main_event(), primary="GP")
    assert values("SSSC", t) == pytest.approx(
        {1: 13.65, 2: 11.8, 3: 11.75, 4: 6.3, 5: 8.8, 6: 4.4})


def test_own_record_tie_breaks_count_matches_on_match_points():
    # 7.5 PS: 1: 2+4+5+7+9 = 27, 2: 1+3+5+5+7 = 21, 3: 2+4+5+7+7 = 25, 4: 0+0+0+0+1,
    #   5: 1+1+3+4+4 = 13, 6: 0
    assert values("PS") == {1: 27, 2: 21, 3: 25, 4: 1, 5: 13, 6: 0}
    # 7.1 WIN: rounds with a win's MP, with or without playing (3's forfeit win counts; a
    #   PAB of a draw's MP does not)
    assert values("WIN") == {1: 4, 2: 3, 3: 3, 4: 0, 5: 1, 6: 0}
    # 7.2 WON: matches won over the board (3's forfeit win is not)
    assert values("WON") == {1: 4, 2: 3, 3: 2, 4: 0, 5: 1, 6: 0}
    # 7.7 STD: 1 a round won, 1/2 a round drawn or worth a draw without playing (the PAB)
    assert values("STD") == {1: 4.5, 2: 3.5, 3: 3.5, 4: 0.5, 5: 2, 6: 0}
    # 7.6 REP: rounds minus HPB, ZPB and forfeit losses (5's R2; 6's two rounds)
    assert values("REP") == {1: 5, 2: 5, 3: 5, 4: 5, 5: 4, 6: 3}
    # 7.3 BPG: matches played with Black, the colour of board 1 (1: R2, R5; 6: R1, R3)
    assert values("BPG") == {1: 2, 2: 3, 3: 1, 4: 3, 5: 1, 6: 2}


def test_fore_buchholz_draws_the_last_round():
    # 8.3: R5's matches 5-1 and 3-2 as draws (1 MP each), 4's PAB keeps its point.
    # Fore scores as opponents: 1: 9-2+1 = 8, 2: 7-2+1 = 6, 3: 7+1 = 8, 4: 1, 5: 4+1 = 5,
    # 6: 2.  Dummies capped (16.4) with the Fore scores: 3's R2 min(8, 5) = 5, 5's R2
    # min(5, 8) = 5, R4 min(5, 5) = 5, 4's R5 1, 6's 0.
    # 1: 1 + 2 + 8 + 6 + 5 = 22   2: 5 + 1 + 2 + 8 + 8 = 24   3: 2 + 5 + 8 + 1 + 6 = 22
    # 4: 8 + 6 + 5 + 8 + 1 = 28   5: 6 + 5 + 1 + 5 + 8 = 25   6: 8 + 8 + 6 + 0 + 0 = 22
    assert values("FB") == {1: 22, 2: 24, 3: 22, 4: 28, 5: 25, 6: 22}


def test_koya_and_average_of_opponents_buchholz():
    # 9.2 KS: opponents with at least 50% of 5 x 2 = 5 MP: teams 1 (9), 2 (7), 3 (7)
    # 1: vs 3 1 + vs 2 2 = 3; 2: vs 1 0 + vs 3 2 = 2; 3: vs 1 1 + vs 2 0 = 1; 5: vs 2 1
    assert values("KS") == {1: 3, 2: 2, 3: 1, 4: 0, 5: 1, 6: 0}
    # 14.5: the limit moved "by half point at a time": KS/L+4 = 7 MP keeps 1, 2, 3
    # KS/L+5 = 7.5 keeps only team 1: 1: 0 (no game against itself), 2: 0, 3: 1
    assert values("KS/L+5") == {1: 0, 2: 0, 3: 1, 4: 0, 5: 0, 6: 0}
    # 8.2 AOB: average BH of the opponents met over the board (2 decimals)
    # 1: (28+23+23+23+25)/5 = 24.4  2: (25+28+23+21+23)/5 = 24  3: (23+21+28+23)/4 = 23.75
    # 4: (21+23+25+23)/4 = 23  5: (23+28+21)/3 = 24  6: (23+21+23)/3 = 22.33
    assert values("AOB") == {1: 24.4, 2: 24, 3: 23.75, 4: 23, 5: 24, 6: 22.33}


def test_board_count():
    # 12.1, counting (12, preamble) forfeits as standard wins or losses and a PAB as a
    # standard win on every board; the boards' game points over the rounds:
    #   1: b1 1+1+0+.5+1 = 3.5, b2 3.5, b3 2, b4 4.5     -> 3.5 + 7 + 6 + 18 = 34.5
    #   2: 3, 2, 4.5, 2.5 (R1 board 3 and R2 board 4 forfeits won) -> 3+4+13.5+10 = 30.5
    #   3: 4, 2, 3, 3.5 (R2 forfeited match: a win on each board)  -> 4+4+9+14 = 31
    #   4: 2, 3.5, 2.5, 1.5 (R5 PAB: a win on each board)          -> 2+7+7.5+6 = 22.5
    #   5: 2.5, 2.5, 1.5, 3 (R2 forfeited: 0; R4 PAB)               -> 2.5+5+4.5+12 = 24
    #   6: 0, 1.5, 1.5, 0                                           -> 3+4.5 = 7.5
    assert values("BC") == {1: 34.5, 2: 30.5, 3: 31, 4: 22.5, 5: 24, 6: 7.5}
    # "The lower the sum of these products, the higher the ranking"; "it can only be used
    # when all tied teams have (scored) the same number of game points": teams 2 and 3
    # (7 MP) have 12 and 12.5 GP, so BC leaves them tied
    s = compute_standings(main_event(), ["BC"], C2026)
    assert (s.ranks[2], s.ranks[3]) == (2, 2) and s.row(2).shared
    # on GP teams 4 and 5 (7.5 GP) are BC-comparable: 4 (22.5) before 5 (24)
    s = compute_standings(with_settings(main_event(), primary="GP"), ["BC"], C2026)
    assert (s.ranks[4], s.ranks[5]) == (4, 5)


def test_top_board_results_and_bottom_board_elimination():
    # 12.2 TBR: board 1: 2 has 3, 3 has 4 -> 3 first.  12.3 BBE: without board 4: 2 has
    # 3 + 2 + 4.5 = 9.5, 3 has 4 + 2 + 3 = 9 -> 2 first.  Like DE's, the value is the
    # place within the group tied when the tie-break is applied, 0 when not tied.
    s = compute_standings(main_event(), ["TBR"], C2026)
    assert (s.ranks[3], s.ranks[2]) == (2, 3)
    assert {r.number: r.values[0] for r in s.rows} == {1: 0, 3: 1, 2: 2, 5: 0, 4: 0, 6: 0}
    s = compute_standings(main_event(), ["BBE"], C2026)
    assert (s.ranks[2], s.ranks[3]) == (2, 3)
    assert s.breakdown[2]["BBE"].value == 1 and s.breakdown[3]["BBE"].value == 2


def test_extended_direct_encounter_on_the_primary_score():
    # 13.3.1: teams 2 and 3 (7 MP) met in R5, 2 won: 2 first, EDE values 1 and 2
    s = compute_standings(main_event(), ["EDE"], C2026)
    assert (s.ranks[2], s.ranks[3]) == (2, 3)
    assert (s.breakdown[2]["EDE"].value, s.breakdown[3]["EDE"].value) == (1, 2)
    # on GP: 4 and 5 (7.5 GP) met in R3, 5 won 2.5-1.5
    s = compute_standings(with_settings(main_event(), primary="GP"), ["EDE"], C2026)
    assert (s.ranks[5], s.ranks[4]) == (4, 5)


def test_team_tie_breaks_are_named_as_in_the_tec_codes():
    for text, label in [("BH:MP/C1/P", "BH:MP/C1/P"), ("emgsb/c1/p", "EMGSB/C1/P"),
                        ("EDET/P", "EDET/P"), ("MPvGP", "MPvGP"), ("SSSC/K4", "SSSC/K4"),
                        ("MPTS", "MP"), ("GPTS", "GP"), ("WIN:GP", "WIN:GP"),
                        ("EGGSB/M1", "EGGSB/M1"), ("SSSC/F", "SSSC/F")]:
        assert parse_tiebreak(text).label == label
    assert parse_tiebreak("BH:GP/C1").score == "GP"
    # C.07 2026 13.1 spells it "MPvGP"; the older spelling MPVGP still reads
    assert parse_tiebreak("MPVGP").label == parse_tiebreak("mpvgp").label == "MPvGP"
    for bad, complaint in [("SSSC:MP", "takes no score"), ("BH:XP", "takes no score"),
                           ("BC/C1", "BC takes no modifier"), ("SSSC/K0", "more than 0"),
                           ("TPR:GP", "takes no score")]:
        with pytest.raises(UnknownTiebreak) as caught:
            parse_tiebreak(bad)
        assert complaint in str(caught.value)


def test_team_tie_breaks_are_offered_for_team_events_only():
    team = {a for a, _ in available_tiebreaks(team=True)}
    assert {"MP", "GP", "MPvGP", "BC", "TBR", "BBE", "EMMSB", "EMGSB", "EGMSB", "EGGSB",
            "EDE", "EDET", "EDEB", "EDEBT", "EDEBB", "SSSC", "BH", "SB", "BH/C1"} <= team
    # C.07 10 is "Ratings-based Tie-Breaks for Individuals"
    assert not {"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"} & team
    assert not {a for a, info in CATALOGUE.items() if info.team} & {
        a for a, _ in available_tiebreaks()}
    # every team tie-break of the catalogue can be computed on the event
    s = compute_standings(main_event(), sorted(team), C2026)
    assert all(len(row.values) == len(team) for row in s.rows)


def test_rating_tie_breaks_are_left_out_of_team_standings():
    s = compute_standings(main_event(), ["ARO", "BH", "TPR"], C2026)
    assert [spec.label for spec in s.tiebreaks] == ["BH"]
    assert any("ARO, TPR left out" in note for note in s.notes)


def test_team_tie_breaks_are_left_out_of_individual_standings():
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "1-3 1/2, 2-4 0-1"])
    s = compute_standings(t, ["BH", "EMGSB", "BH:GP"], C2026)
    assert [spec.label for spec in s.tiebreaks] == ["BH"]
    assert any("EMGSB, BH:GP left out" in note for note in s.notes)
