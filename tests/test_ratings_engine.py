"""Rating change and performance (issue #24, point 5) against the FIDE Rating
Regulations B.02 in force from 1 October 2025.  Every expected value below is
worked out by hand from the articles quoted, never taken from the program."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_app.engine import ratings as R
from arbiter_app.engine.model import Player
from tests.builders import tournament


# -- table 8.1.2 -------------------------------------------------------------------
@pytest.mark.parametrize("difference, pd", [
    # B.02 8.1.2: "Rtg Dif 0-3: H .50, L .50"
    (0, 50), (3, 50), (-3, 50),
    # "4-10: H .51, L .49"
    (4, 51), (-10, 49),
    # "99-106: H .64, L .36"
    (100, 64), (-100, 36),
    # "392-411: H .92, L .08" - where the 400-point rule lands
    (400, 92), (-400, 8),
    # "485-517: H .96, L .04"
    (500, 96), (-500, 4),
    # "620-735: H .99, L .01", and "> 735: H 1.0, L .00"
    (735, 99), (736, 100), (-736, 0),
])
def test_expected_score_table_8_1_2(difference, pd):
    assert R.expected_hundredths(difference) == pd


def test_table_8_1_2_has_no_gap_and_mirrors():
    """8.1.2's rows follow each other (each 'from' one above the last 'to') and
    H + L = 1.00 in every row (the table gives both players' probabilities)."""
    previous = -1
    for low, high, higher, lower in R.PD_TABLE:
        assert low == previous + 1 and high >= low
        assert higher + lower == 100
        previous = high
    assert previous == 735


# -- table 8.1.1 -------------------------------------------------------------------
@pytest.mark.parametrize("p, value", [
    # B.02 8.1.1: "p .50 dp 0", ".75 193", ".25 -193", ".99 677", ".01 -677",
    # "1.0 800", ".00 -800", ".83 273", ".17 -273"
    (50, 0), (75, 193), (25, -193), (99, 677), (1, -677), (100, 800), (0, -800),
    (83, 273), (17, -273),
])
def test_dp_table_8_1_1(p, value):
    assert R.dp(p) == value


# -- 8.3.1: the 400-point rule and its exception ----------------------------------
def test_difference_over_400_counts_as_400_below_2650():
    """B.02 8.3.1: "A difference in rating of more than 400 points shall be counted
    for rating purposes as though it were a difference of 400 points, for players
    rated below 2650.\""""
    assert R.rating_difference(2200, 1700) == 400
    assert R.rating_difference(1700, 2200) == -400
    assert R.rating_difference(2000, 1700) == 300


def test_players_from_2650_use_the_real_difference():
    """B.02 8.3.1: "For players rated 2650 and above, the difference between
    ratings shall be used in all cases."  2700 beats 2200: D = 500, PD = .96
    (485-517), ΔR = .04, K 10: +0.4.  The 2200 player is below 2650: D = -400,
    PD = .08, ΔR = -.08, K 20: -1.6."""
    t = tournament(2, ["1-2 1-0"], ratings=[2700, 2200])
    top = R.rating_change(t, 1, 10)
    assert top.games[0].difference == 500 and top.expected == Fraction(96, 100)
    assert top.change == Fraction(4, 10)
    low = R.rating_change(t, 2, 20)
    assert low.games[0].difference == -400 and low.expected == Fraction(8, 100)
    assert low.change == Fraction(-16, 10)


# -- 8.3.2: the change of a tournament ----------------------------------------------
def _five_rounds():
    """Player 1 (2000) against: 2 (1900) won, 3 (2100) drawn, 4 (1500) lost, a
    forfeit win against 5, an unrated game (W-L) won against 2, a bye, and a win
    against 6 who is unrated."""
    t = tournament(6, ["1-2 1-0, 3-4 1/2, 5-6 1/2",
                       "3-1 1/2, 2-4 1-0, 5-6 1-0",
                       "1-4 0-1, 2-3 0-1, 5-6 1/2",
                       "1-5 +-, 2-6 1-0, 3-4 1/2",
                       "1-2 W-L, 3-5 1-0, 4-6 1-0",
                       "6-1 0-1, 2-5 1/2, 3 U, 4 H"],
                   ratings=[2000, 1900, 2100, 1500, 2000, 0])
    return t


def test_rated_games_leave_out_forfeits_byes_unrated_games_and_unrated_opponents():
    """B.02 8.3.1 "For each game played against a rated player"; a forfeit, a
    bye and a game the arbiter marked unrated (TRF W/D/L) are not games played
    to a rated result."""
    change = R.rating_change(_five_rounds(), 1, 20)
    assert [(g.round_no, g.opponent) for g in change.games] == [(1, 2), (2, 3), (3, 4)]


def test_change_is_k_times_sum_of_score_minus_expected():
    """B.02 8.3.2: "(a) Use table 8.1.2 to determine the player's score
    probability PD; (b) ΔR = score − PD ...; (c) ΣΔR × K = the rating change".

    1 (2000): vs 1900 D = 100, PD .64, won: +.36; vs 2100 D = -100, PD .36,
    drawn: +.14; vs 1500 D = 500 -> 400 (8.3.1), PD .92, lost: -.92.
    Σ PD = 1.92, score 1.5, ΣΔR = -.42, K 20: -8.4, rounded -8."""
    change = R.rating_change(_five_rounds(), 1, 20)
    assert change.count == 3
    assert change.score == Fraction(3, 2)
    assert change.expected == Fraction(192, 100)
    assert change.change == Fraction(-84, 10)
    assert change.rounded_change == -8


def test_performance_is_average_opponent_plus_dp():
    """Performance Ra + dp (table 8.1.1): Ra = (1900 + 2100 + 1500) / 3 =
    1833.33 -> 1833; p = 1.5 / 3 = .50 -> dp 0: 1833."""
    assert R.rating_change(_five_rounds(), 1, 20).performance == 1833


def test_performance_of_a_full_score_uses_800():
    """Table 8.1.1: "1.0 800".  Two wins against 1800 and 2000: Ra 1900, 2700."""
    t = tournament(3, ["1-2 1-0", "3-1 0-1"], ratings=[2100, 1800, 2000])
    assert R.rating_change(t, 1, 20).performance == 2700


def test_unrated_player_has_no_change_but_a_performance():
    """8.3 is the change of a *rated* player; an unrated player gets none.  Player
    6 (unrated) beat nobody: lost to 1 (2000) in round 6, drew 5 (2000) in round
    1, lost to 5 in round 2, drew 5 in round 3, lost to 2 (1900) in round 4 and
    to 4 (1500) in round 5: score 1 of 6, Ra = (2000·4 + 1900 + 1500)/6 = 1900,
    p = 1/6 = .17 -> dp -273: 1627."""
    change = R.rating_change(_five_rounds(), 6)
    assert change.change is None and change.expected is None and change.k is None
    assert change.count == 6 and change.score == 1
    assert change.performance == 1900 - 273


def test_k_times_games_at_most_700():
    """B.02 8.3.3: "If the number of games (n) for a player on any list for a
    rating period multiplied by K (as defined above) exceeds 700, then K shall be
    the largest whole number such that K x n does not exceed 700."  K 40 and 20
    games: 800 > 700, K = 35; K 40 and 17 games: 680, K stays 40; 18 games:
    700 // 18 = 38."""
    assert R.effective_k(40, 20) == 35
    assert R.effective_k(40, 17) == 40
    assert R.effective_k(40, 18) == 38


def test_k_not_given_is_assumed_from_the_rating():
    """8.3.3: K = 20 as long as the rating remains under 2400, 10 once it has
    reached 2400 (40, for new players and juniors, cannot be read from a
    rating): marked as assumed."""
    t = tournament(2, ["1-2 1/2"], ratings=[2450, 2300])
    top, other = R.rating_change(t, 1), R.rating_change(t, 2)
    assert (top.k, top.k_given) == (10, False)
    assert (other.k, other.k_given) == (20, False)
    # D = 150 (146-153): .70 / .30; a draw: 10 × (.5 - .70) = -2, 20 × (.5 - .30) = +4
    assert top.change == -2 and other.change == 4


def test_rounding_half_up_both_ways():
    """The change rounded to a whole number, .5 up whether it is positive or
    negative."""
    assert R.round_half_up(Fraction(5, 2)) == 3
    assert R.round_half_up(Fraction(-5, 2)) == -2
    assert R.round_half_up(Fraction(-84, 10)) == -8


def test_pending_games_do_not_count():
    t = tournament(2, ["1-2 *"])
    assert R.rating_change(t, 1, 20).count == 0
    assert R.rating_change(t, 1, 20).performance is None


def test_rating_changes_of_every_player_take_their_k():
    t = tournament(2, ["1-2 1-0"], ratings=[2000, 2000])
    t.players[3] = Player(3, "Late", 1800)
    found = R.rating_changes(t, {1: 40})
    # D = 0: PD .50; won: 40 × .5 = 20; lost with the assumed K 20: -10
    assert found[1].change == 20 and found[2].change == -10
    assert found[3].count == 0 and found[3].change == 0


def test_same_table_as_the_tiebreaks():
    """The tie-breaks (C.07 TPR, APRO ...) read the same two tables of B.02."""
    from arbiter_app.engine.tiebreaks import ratings as tiebreak_tables
    for d in range(0, 800):
        for signed in (d, -d):
            assert R.expected_hundredths(signed) == tiebreak_tables.expected_hundredths(signed)
    for p in range(0, 101):
        assert R.dp(p) == tiebreak_tables.dp(p)
