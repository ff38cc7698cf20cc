"""C.07 (2023) article 8 (BH, AOB, FB), article 14 (Cut, Median) and article 16
(unplayed rounds), plus the 2009 virtual-opponent option.

Tournament "every kind" (see tests/test_tiebreaks_own.py for the table):
points 1: 3.5, 2: 1.5, 3: 3, 4: 1, 5: 1.5, 6: 1.

Scores as opponents (16.3: categories 16.2.1-16.2.4 with the points awarded,
16.2.5 — requested byes followed only by VURs — as draws):
    1: 3.5   2: 1.5   3: 3 (PAB R4 is 16.2.1, awarded)
    4: 1     (ZPB R3 is followed by a game in R4: 16.2.3, awarded 0)
    5: 1.5   (forfeit win 16.2.2 = 1; HPB R2 followed by games: 16.2.3 = 1/2)
    6: 2     (forfeit loss 16.2.4 = 0, PAB 1, absent R3 R4 after his last
              available round: 16.2.5, a draw each = 1/2 + 1/2)
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from tests.builders import tournament
from tests.test_tiebreaks_own import every_kind

OLD = TiebreakOptions(unplayed="2009")


#: the hand-worked values below follow C.07 2023 (uncapped dummy opponent); the 2026
#: edition's are in tests/test_tiebreaks_editions.py
C2023 = TiebreakOptions(rules="2023")


def values(tiebreak: str, t=None, options=None) -> dict[int, float]:
    standings = compute_standings(t or every_kind(), [tiebreak], options or C2023)
    return {row.number: row.values[0] for row in standings.rows}


def test_buchholz_with_dummy_opponents():
    # 8.1 + 16.3 + 16.4 ("dummy opponent" with the participant's own final score):
    # 1: 2 (1.5) + 4 (1) + 3 (3) + 5 (1.5) = 7
    # 2: 1 (3.5) + 3 (3) + 5 (1.5) + 4 (1) = 9
    # 3: 4 (1) + 2 (1.5) + 1 (3.5) + PAB dummy (own 3) = 9
    # 4: 3 (3) + 1 (3.5) + ZPB dummy (own 1) + 2 (1.5) = 9
    # 5: forfeit-win dummy (1.5) + HPB dummy (1.5) + 2 (1.5) + 1 (3.5) = 8
    # 6: four dummies with his own score 1 = 4
    assert values("BH") == {1: 7, 2: 9, 3: 9, 4: 9, 5: 8, 6: 4}


def test_unplayed_rounds_fall_in_the_16_2_categories():
    from arbiter_app.engine.tiebreaks.records import Context
    ctx = Context.build(every_kind())
    # 6: forfeit loss (16.2.4), PAB (16.2.1), then absent to the end (16.2.5)
    assert [ctx.category(6, e) for e in ctx.entries[6]] == ["16.2.4", "16.2.1", "16.2.5",
                                                            "16.2.5"]
    # 5: forfeit win (16.2.2), HPB followed by games (16.2.3)
    assert [ctx.category(5, e) for e in ctx.entries[5]] == ["16.2.2", "16.2.3", None, None]
    assert ctx.opponent_score(6) == 2.0 and ctx.scores[6] == 1.0


def test_withdrawn_opponent_counts_draws_after_withdrawal():
    # 16.3.2: "requested byes followed only by VURs" (a withdrawal) count as draws.
    #   R1: 1-2 0-1, 3-4 1/2   R2: 2-3 1-0, 1-4 1-0   R3: 3-1 1/2, 4 PAB, 2 withdrawn
    # 2 scored 1 + 1 + 0 = 2 but counts 2 + 1/2 = 2.5 as an opponent.
    # 1's BH: 2 (2.5) + 4 (1/2 + 0 + 1 = 1.5) + 3 (1/2 + 0 + 1/2 = 1) = 5
    t = tournament(4, ["1-2 0-1, 3-4 1/2", "2-3 1-0, 1-4 1-0", "3-1 1/2, 4 U"])
    t.players[2] = replace(t.players[2], withdrawn_from=3)
    assert compute_standings(t, []).points[2] == 2
    assert values("BH", t)[1] == 5


def test_buchholz_cut_1_and_median_1():
    # 14.1 Cut-1 drops the least significant value, 14.3 Median-1 also the most:
    # 1: 7 - 1 = 6;  2: 9 - 1 = 8, median 9 - 1 - 3.5 = 4.5;  3: 9 - 1 = 8
    # 6: 4 - 1 = 3 (all four values are dummies of 1)
    cut = values("BH/C1")
    assert (cut[1], cut[2], cut[3], cut[6]) == (6, 8, 8, 3)
    median = values("BH/M1")
    assert median[2] == 4.5


def test_cut_takes_a_voluntarily_unplayed_round_first():
    # 16.5: with VURs, Cut-1 cuts the VUR contribution (when not lower than the least
    # significant value) instead of the lowest opponent.
    #   R1: 1-2 1-0, 3-4 1/2   R2: 1 HPB, 3-2 1-0, 4 PAB   R3: 4-1 0-1, 2-3 0-1
    # points 1: 2.5, 2: 0, 3: 2.5, 4: 1.5; player 1's BH: 2 (0) + dummy (2.5) + 4 (1.5) = 4
    # Cut-1 cuts the HPB dummy 2.5, not player 2's 0:  4 - 2.5 = 1.5
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "1 H, 3-2 1-0, 4 U", "4-1 0-1, 2-3 0-1"])
    assert values("BH", t)[1] == 4
    assert values("BH/C1", t)[1] == 1.5


def test_cut_with_the_2009_method_takes_the_lowest_value():
    # 2009: no VUR rule; player 1's virtual opponent for the R2 HPB: score before R2 (1)
    # + the opposite result (1/2) + 1/2 for the one later round = 2; player 4's PAB counts
    # 1/2 for his opponents (every unplayed round a draw): 4 = 1/2 + 1/2 + 0 = 1.
    # BH = 0 + 2 + 1 = 3; Cut-1 drops player 2's 0: 3
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "1 H, 3-2 1-0, 4 U", "4-1 0-1, 2-3 0-1"])
    assert values("BH", t, OLD)[1] == 3
    assert values("BH/C1", t, OLD)[1] == 3


def test_buchholz_2009_virtual_opponents():
    # Svon = score before the round + opposite result + 1/2 per later round (n = 4);
    # opponents' unplayed rounds count 1/2 each: 3 -> 2.5, 4 -> 1.5, 5 -> 1, 6 -> 2.
    # 3 (PAB R4): 2 + 0 + 0 = 2           -> 4 (1.5) + 2 (1.5) + 1 (3.5) + 2 = 8.5
    # 4 (ZPB R3): 0.5 + 1 + 0.5 = 2       -> 3 (2.5) + 1 (3.5) + 2 + 2 (1.5) = 9.5
    # 5: forfeit win R1: 0 + 0 + 1.5 = 1.5; HPB R2: 1 + 0.5 + 1 = 2.5
    #                                     -> 1.5 + 2.5 + 2 (1.5) + 1 (3.5) = 9
    # 6: R1 0+1+1.5 = 2.5; PAB R2 0+0+1 = 1; R3 1+1+.5 = 2.5; R4 1+1+0 = 2 -> 8
    # 1: 2 (1.5) + 4 (1.5) + 3 (2.5) + 5 (1) = 6.5;  2: 3.5 + 2.5 + 1 + 1.5 = 8.5
    assert values("BH", options=OLD) == {1: 6.5, 2: 8.5, 3: 8.5, 4: 9.5, 5: 9, 6: 8}
    # Cut-1 (2009, plain lowest): 4 drops 2 (1.5), not the ZPB virtual opponent (2): 8
    assert values("BH/C1", options=OLD)[4] == 8


def test_fore_buchholz_counts_last_round_games_as_draws():
    # 8.3: R4 games 1-5 and 4-2 become draws; 3's PAB keeps its point.
    # FB scores: 1: 3 (3.5 - 1 + .5), 5: 2, 4: 1, 2: 1.5, 3: 3, 6: 2 (as opponent)
    # own scores for dummies: 3: 3, 4: 1, 5: 2, 6: 1
    # 1: 1.5 + 1 + 3 + 2 = 7.5      2: 3 + 3 + 2 + 1 = 9
    # 3: 1 + 1.5 + 3 + dummy 3 = 8.5 4: 3 + 3 + dummy 1 + 1.5 = 8.5
    # 5: dummy 2 + dummy 2 + 1.5 + 3 = 8.5   6: 4 dummies of 1 = 4
    assert values("FB") == {1: 7.5, 2: 9, 3: 8.5, 4: 8.5, 5: 8.5, 6: 4}


def test_average_of_opponents_buchholz():
    # 8.2: average BH of the opponents played over the board (BH: 1: 7, 2: 9, 3: 9,
    # 4: 9, 5: 8, 6: 4): 1: (9+9+9+8)/4 = 8.75; 2: (7+9+8+9)/4 = 8.25;
    # 3: (9+9+7)/3 = 8.33; 4: (9+7+9)/3 = 8.33; 5: (9+7)/2 = 8; 6 played no game
    assert values("AOB") == {1: 8.75, 2: 8.25, 3: 8.33, 4: 8.33, 5: 8, 6: None}


def test_breakdown_names_each_contribution():
    standings = compute_standings(every_kind(), ["BH/C1"])
    parts = standings.breakdown[5]["BH/C1"].contributions
    assert [(c.round_no, c.opponent, c.value) for c in parts] == [
        (1, None, 1.5), (2, None, 1.5), (3, 2, 1.5), (4, 1, 3.5)]
    assert "forfeit win" in parts[0].source and "half-point bye" in parts[1].source
    # 16.5: the cut value is the voluntarily unplayed round (the HPB), not the forfeit win
    assert [c.cut for c in parts] == [False, True, False, False]


def test_forfeits_as_played_games_with_p():
    # /P (TEC code; the regulations may count forfeits as games): the forfeit counts as a
    # game against the scheduled opponent instead of a dummy.
    # 5's R1 forfeit win against 6: 6's score as opponent 2 instead of the dummy 1.5:
    #   BH/P 2 + 1.5 (HPB dummy) + 1.5 + 3.5 = 8.5
    # 6's R1 forfeit loss against 5: 5's 1.5 instead of his dummy 1: 1.5 + 1 + 1 + 1 = 4.5
    bh = values("BH/P")
    assert (bh[5], bh[6], bh[1]) == (8.5, 4.5, 7)


def test_average_of_opponents_fore_buchholz():
    # AOB/F: FB 1: 7.5, 2: 9, 3: 8.5, 4: 8.5, 5: 8.5 (test above):
    # 1: (9 + 8.5 + 8.5 + 8.5)/4 = 8.625 -> 8.63; 5: (9 + 7.5)/2 = 8.25
    aob = values("AOB/F")
    assert (aob[1], aob[5]) == (8.63, 8.25)
