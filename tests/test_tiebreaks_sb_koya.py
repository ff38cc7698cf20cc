"""C.07 (2023) article 9: Sonneborn-Berger (with cuts, 14.1 and 16.5) and Koya.

Tournament "every kind" (tests/test_tiebreaks_own.py): points 1: 3.5, 2: 1.5,
3: 3, 4: 1, 5: 1.5, 6: 1; scores as opponents (16.3) 1: 3.5, 2: 1.5, 3: 3,
4: 1, 5: 1.5, 6: 2.
"""

from __future__ import annotations

from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from tests.builders import tournament
from tests.test_tiebreaks_own import every_kind


#: the hand-worked values below follow C.07 2023 (uncapped dummy opponent); the 2026
#: edition's are in tests/test_tiebreaks_editions.py
C2023 = TiebreakOptions(rules="2023")


def values(tiebreak: str, t=None, options=None) -> dict[int, float]:
    standings = compute_standings(t or every_kind(), [tiebreak], options or C2023)
    return {row.number: row.values[0] for row in standings.rows}


def test_sonneborn_berger_with_dummy_opponents():
    # 9.1: opponent's score x points scored against him; unplayed rounds: dummy with the
    # participant's own score x the points awarded (16.4).
    # 1: 1.5x1 + 1x1 + 3x.5 + 1.5x1 = 5.5
    # 2: 3.5x0 + 3x0 + 1.5x1 + 1x.5 = 2
    # 3: 1x.5 + 1.5x1 + 3.5x.5 + PAB 3x1 = 6.75
    # 4: 3x.5 + 3.5x0 + ZPB 1x0 + 1.5x.5 = 2.25
    # 5: forfeit win 1.5x1 + HPB 1.5x.5 + 0 + 0 = 2.25
    # 6: forfeit loss 1x0 + PAB 1x1 + 0 + 0 = 1
    assert values("SB") == {1: 5.5, 2: 2, 3: 6.75, 4: 2.25, 5: 2.25, 6: 1}


def test_sonneborn_berger_2009_virtual_opponents():
    # 5's virtual opponents (see the BH test): 1.5 (forfeit win) and 2.5 (HPB):
    # 1.5x1 + 2.5x.5 + 0 + 0 = 2.75
    assert values("SB", options=TiebreakOptions(unplayed="2009"))[5] == 2.75


def test_sb_cut_1_cuts_the_lowest_scoring_opponent_not_the_lowest_product():
    # 14.1: "SB-C1 drops the product for the lowest-scoring opponent".
    #   R1: 1-2 1-0, 3-4 1-0   R2: 2-3 1-0, 4-1 1-0   R3: 1-3 1-0, 2-4 1/2
    # points 1: 2, 2: 1.5, 3: 1, 4: 1.5
    # 1's SB: 2 (1.5 x 1) + 4 (1.5 x 0) + 3 (1 x 1) = 2.5; the lowest-scoring opponent is 3
    # (score 1, product 1), so SB/C1 = 2.5 - 1 = 1.5 (cutting the 0 product would leave 2.5)
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "2-3 1-0, 4-1 1-0", "1-3 1-0, 2-4 1/2"])
    assert values("SB", t)[1] == 2.5
    assert values("SB/C1", t)[1] == 1.5


def test_sb_cut_takes_the_vur_when_not_lower_than_the_least_significant_value():
    # 16.5:  R1: 1-2 1-0, 3-4 1/2   R2: 1 HPB, 3-2 1-0, 4 PAB   R3: 4-1 0-1, 2-3 0-1
    # points 1: 2.5, 2: 0, 3: 2.5, 4: 1.5
    # 1's SB: 2 (0 x 1) + HPB dummy (2.5 x .5 = 1.25) + 4 (1.5 x 1) = 2.75
    # least significant: opponent 2 (score 0), product 0; the VUR's 1.25 is not lower:
    # cut 1.25 -> 1.5
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "1 H, 3-2 1-0, 4 U", "4-1 0-1, 2-3 0-1"])
    assert values("SB", t)[1] == 2.75
    assert values("SB/C1", t)[1] == 1.5


def test_sb_cut_keeps_a_vur_lower_than_the_least_significant_value():
    # 16.5 "as long as such contribution is not lower than the least significant value":
    #   R1: 1-2 1-0, 3-4 1-0   R2: 1 ZPB, 2-3 0-1, 4 PAB   R3: 3-1 0-1, 2-4 1/2
    # points 1: 2, 2: .5, 3: 2, 4: 1.5
    # 1's SB: 2 (.5 x 1) + ZPB dummy (2 x 0 = 0) + 3 (2 x 1) = 2.5
    # least significant: opponent 2 (score .5), product .5 > the VUR's 0: cut .5 -> 2
    # 1's BH: .5 + dummy 2 + 2 = 4.5; BH/C1 cuts the VUR dummy (2 >= .5): 2.5
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1 Z, 2-3 0-1, 4 U", "3-1 0-1, 2-4 1/2"])
    assert values("SB", t)[1] == 2.5
    assert values("SB/C1", t)[1] == 2
    assert values("BH/C1", t)[1] == 2.5


def test_koya_counts_points_against_opponents_with_half_the_maximum():
    # 9.2: limit 50% of 4 rounds = 2 points: only 1 (3.5) and 3 (3) qualify.
    # 1: 1/2 vs 3; 2: 0 vs 1 + 0 vs 3; 3: 1/2 vs 1; 4: 1/2 vs 3 + 0 vs 1;
    # 5: 0 vs 1 (6, his forfeit opponent, has 1 < 2); 6: none
    assert values("KS") == {1: 0.5, 2: 0, 3: 0.5, 4: 0.5, 5: 0, 6: 0}


def test_sonneborn_berger_forfeits_as_played():
    # SB/P: 5's forfeit win counts 6's score (2) x 1 instead of the dummy 1.5 x 1:
    # 2 + 1.5 x .5 + 0 + 0 = 2.75;  6's forfeit loss: 1.5 x 0 + PAB 1 x 1 = 1
    sb = values("SB/P")
    assert (sb[5], sb[6]) == (2.75, 1)


def test_koya_limit_modifier():
    # 14.5: KS/L-1 lowers the limit by a half point to 1.5: opponents 1 (3.5), 3 (3),
    # 2 (1.5), 5 (1.5) qualify. 1: 1 (vs 2) + 1/2 (vs 3) + 1 (vs 5) = 2.5;
    # 2: 0 + 0 + 1 (vs 5) = 1; 3: 1 (vs 2) + 1/2 (vs 1) = 1.5; 4: 1/2 (vs 3) + 0 + 1/2 (vs 2)
    # = 1; 5: 0 (vs 2) + 0 (vs 1) = 0; 6: 0.  KS/L+1 (limit 2.5): same as KS (1 and 3 only).
    assert values("KS/L-1") == {1: 2.5, 2: 1, 3: 1.5, 4: 1, 5: 0, 6: 0}
    assert values("KS/L+1") == values("KS")
