"""C.07 (2023) article 7: tie-breaks from the player's own results, on a
small tournament holding every kind of unplayed round.

The tournament (scoring 1 / ½ / 0, pairing-allocated bye = 1):

    R1: 1-2 1-0, 3-4 ½-½, 5-6 +- (5 wins by forfeit, 6 forfeit loss)
    R2: 2-3 0-1, 4-1 0-1, 5 half-point bye, 6 pairing-allocated bye
    R3: 1-3 ½-½, 2-5 1-0, 4 zero-point bye, 6 absent (withdrawn from round 3)
    R4: 1-5 1-0, 4-2 ½-½, 3 pairing-allocated bye, 6 absent

    player  R1        R2        R3        R4        points
    1       W+ vs 2   B+ vs 4   W= vs 3   W+ vs 5   3.5
    2       B- vs 1   W- vs 3   W+ vs 5   B= vs 4   1.5
    3       W= vs 4   B+ vs 2   B= vs 1   PAB       3
    4       B= vs 3   W- vs 1   ZPB       W= vs 2   1
    5       +  vs 6   HPB       B- vs 2   B- vs 1   1.5
    6       -  vs 5   PAB       absent    absent    1
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app.engine.tiebreaks import compute_standings
from tests.builders import tournament

ROUNDS = ["1-2 1-0, 3-4 1/2, 5-6 +-",
          "2-3 0-1, 4-1 0-1, 5 H, 6 U",
          "1-3 1/2, 2-5 1-0, 4 Z",
          "1-5 1-0, 4-2 1/2, 3 U"]


def every_kind():
    t = tournament(6, ROUNDS, total_rounds=4)
    t.players[6] = replace(t.players[6], withdrawn_from=3)
    # a start before 1 August 2024: C.07 2023 (the values below are worked with that
    # edition's uncapped dummy opponent; tests/test_tiebreaks_editions.py has the 2026 ones)
    t.info.start_date = "2024/02/01"
    return t


def values(tiebreak: str, t=None) -> dict[int, float]:
    standings = compute_standings(t or every_kind(), [tiebreak])
    return {row.number: row.values[0] for row in standings.rows}


def test_points_count_every_unplayed_kind_with_its_points():
    # 5: forfeit win 1 + half-point bye 1/2 = 1.5; 6: forfeit loss 0 + PAB 1 + absent 0 + 0 = 1
    standings = compute_standings(every_kind(), [])
    assert standings.points == {1: 3.5, 2: 1.5, 3: 3.0, 4: 1.0, 5: 1.5, 6: 1.0}


def test_win_counts_rounds_won_with_or_without_playing():
    # C.07 7.1 "number of rounds where a participant obtained, with or without playing,
    # as many points as awarded for a win":
    # 1: R1 R2 R4 = 3; 2: R3 = 1; 3: R2 + PAB R4 = 2; 4: none; 5: forfeit win R1 = 1;
    # 6: PAB R2 = 1
    assert values("WIN") == {1: 3, 2: 1, 3: 2, 4: 0, 5: 1, 6: 1}


def test_won_counts_only_games_won_over_the_board():
    # C.07 7.2: forfeit wins and byes are not games won.
    # 1: 3; 2: 1 (R3); 3: 1 (R2); 4, 5, 6: 0
    assert values("WON") == {1: 3, 2: 1, 3: 1, 4: 0, 5: 0, 6: 0}


def test_bpg_counts_games_played_with_black():
    # C.07 7.3: 1: R2; 2: R1, R4; 3: R2, R3; 4: R1; 5: R3, R4; 6: R1 was a forfeit (not played)
    assert values("BPG") == {1: 1, 2: 2, 3: 2, 4: 1, 5: 2, 6: 0}


def test_bwg_counts_games_won_with_black():
    # C.07 7.4: 1 won R2 with black; 3 won R2 with black; nobody else won with black
    assert values("BWG") == {1: 1, 2: 0, 3: 1, 4: 0, 5: 0, 6: 0}


def test_progressive_score_sums_the_running_scores():
    # C.07 7.5: 1: 1 + 2 + 2.5 + 3.5 = 9; 2: 0 + 0 + 1 + 1.5 = 2.5; 3: .5 + 1.5 + 2 + 3 = 7;
    # 4: .5 + .5 + .5 + 1 = 2.5; 5: 1 + 1.5 + 1.5 + 1.5 = 5.5; 6: 0 + 1 + 1 + 1 = 3
    assert values("PS") == {1: 9, 2: 2.5, 3: 7, 4: 2.5, 5: 5.5, 6: 3}


def test_progressive_score_cut_1_drops_the_first_round():
    # C.07 14.1 "PS-C1 drops the score after round 1": subtract each player's R1 score
    assert values("PS/C1") == {1: 8, 2: 2.5, 3: 6.5, 4: 2, 5: 4.5, 6: 3}


def test_games_elected_subtracts_byes_requested_and_forfeit_losses():
    # C.07 7.6 GE: rounds minus half-point byes, zero-point byes and forfeit losses;
    # every round after a withdrawal is a zero-point bye (16.1.1).
    # 4: ZPB R3 -> 3; 5: HPB R2 -> 3 (the forfeit WIN counts as elected);
    # 6: forfeit loss R1, absent R3 R4 -> 1 (the PAB counts); 1, 2, 3: 4
    assert values("GE") == {1: 4, 2: 4, 3: 4, 4: 3, 5: 3, 6: 1}
    assert values("REP") == values("GE")


def test_a_pending_game_is_outside_the_default_standings():
    # Standings cover the rounds whose results are all in: with round 4 pending they
    # stop after round 3 (1: 1 + 1 + .5 = 2.5).
    t = tournament(6, ROUNDS[:3] + ["1-5 *, 4-2 1/2, 3 U"], total_rounds=4)
    standings = compute_standings(t, ["WIN"])
    assert standings.rounds == 3
    assert standings.points[1] == 2.5


@pytest.mark.parametrize("rounds, expected", [(1, 1.0), (2, 2.0), (4, 3.5)])
def test_standings_after_a_chosen_round(rounds, expected):
    from arbiter_app.engine.tiebreaks import TiebreakOptions
    standings = compute_standings(every_kind(), [], TiebreakOptions(rounds=rounds))
    assert standings.points[1] == expected


def test_asking_for_a_round_with_pending_games_says_so():
    # round 4 asked for while 1-5 has no result: 1 has 2.5 + 0; the pending game is a game
    # (5's games with black: R3, and R4 pending = 2, against 1 after round 3), and a note
    from arbiter_app.engine.tiebreaks import TiebreakOptions
    t = tournament(6, ROUNDS[:3] + ["1-5 *, 4-2 1/2, 3 U"], total_rounds=4)
    assert compute_standings(t, ["BPG"]).row(5).values == (1,)
    standings = compute_standings(t, ["BPG"], TiebreakOptions(rounds=4))
    assert standings.points[1] == 2.5 and standings.row(5).values == (2,)
    assert standings.notes == ["round 4 has games without a result; they count as played "
                               "with no points yet"]


def test_full_point_bye_is_a_win_without_playing_and_not_voluntary():
    # 7.1 WIN counts it ("with or without playing"), 7.2 WON does not, 7.6 GE counts it as
    # elected (not a half- or zero-point bye); 16.2.1 puts it with the PAB.
    #   R1: 1-2 1-0, 3 full-point bye   R2: 3-1 0-1, 2 PAB
    t = tournament(3, ["1-2 1-0, 3 F", "3-1 0-1, 2 U"])
    assert values("WIN", t) == {1: 2, 2: 1, 3: 1}
    assert values("WON", t) == {1: 2, 2: 0, 3: 0}
    assert values("GE", t) == {1: 2, 2: 2, 3: 2}
    from arbiter_app.engine.tiebreaks.records import Context
    ctx = Context.build(t)
    assert ctx.category(3, ctx.entries[3][0]) == "16.2.1"
