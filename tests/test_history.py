"""Derived per-player state, with cases worked by hand from the rule texts."""

import pytest

from arbiter_app.engine.history import Float, Strength, histories
from arbiter_app.engine.model import Colour
from tests.builders import tournament

W, B = Colour.WHITE, Colour.BLACK


def colours_of(player, t):
    return histories(t)[player].colour_preference()


def test_score_counts_byes_and_forfeits_with_the_tournament_scoring():
    t = tournament(5, ["1-2 1-0, 3-4 +-, 5 U", "2-1 1/2, 4-5 -+, 3 H"])
    h = histories(t)
    assert [h[n].score for n in range(1, 6)] == [1.5, 0.5, 1.5, 0.0, 2.0]
    assert h[1].scores_before == [0.0, 1.0]


def test_dutch_a6a_absolute_after_the_same_colour_twice():
    # dutch-2016 A.6.a: "An absolute colour preference occurs when ... a player had the same
    # colour in the two latest rounds he played. The preference is ... black when ... the last
    # two games were played with white."
    t = tournament(4, ["1-2 1/2, 3-4 1/2", "1-3 1/2, 4-2 1/2"])
    pref = colours_of(1, t)
    assert (pref.colour, pref.strength) == (B, Strength.ABSOLUTE)
    pref = colours_of(2, t)  # black, black -> white
    assert (pref.colour, pref.strength) == (W, Strength.ABSOLUTE)


def test_dutch_a6a_the_two_latest_rounds_he_played_skip_an_unplayed_round():
    # "the two latest rounds he played": B, (bye), B is black twice in a row.
    t = tournament(5, ["2-1 1/2, 3-4 1/2, 5 U", "2-3 1/2, 4-5 1/2, 1 H", "4-1 1/2, 5-3 1/2, 2 U"])
    pref = colours_of(1, t)
    assert (pref.colour, pref.strength) == (W, Strength.ABSOLUTE)


def test_dutch_a6b_strong_preference_from_a_colour_difference_of_one():
    # A.6.b: "A strong colour preference occurs when a player's colour difference is +1
    # (preference for black) or -1 (preference for white)."
    t = tournament(4, ["1-2 1/2, 3-4 1/2"])
    assert (colours_of(1, t).colour, colours_of(1, t).strength) == (B, Strength.STRONG)
    assert (colours_of(2, t).colour, colours_of(2, t).strength) == (W, Strength.STRONG)


def test_dutch_a6c_mild_preference_alternates_the_last_game():
    # A.6.c: "A mild colour preference occurs when a player's colour difference is zero, the
    # preference being to alternate the colour with respect to the previous game he played."
    t = tournament(4, ["1-2 1/2, 3-4 1/2", "2-1 1/2, 4-3 1/2"])
    assert (colours_of(1, t).colour, colours_of(1, t).strength) == (W, Strength.MILD)
    assert (colours_of(2, t).colour, colours_of(2, t).strength) == (B, Strength.MILD)


def test_dutch_a6d_no_games_no_preference():
    # A.6.d: "Players who did not play any games have no colour preference"
    t = tournament(3, ["1-2 +-, 3 U"])
    assert colours_of(3, t).strength is Strength.NONE and colours_of(3, t).colour is None
    assert colours_of(1, t).strength is Strength.NONE  # a forfeit win is no game played


def test_dutch_a6a_colour_difference_beyond_one():
    # A.6.a: "The preference is white when the colour difference is less than -1"
    t = tournament(6, ["2-1 1/2, 3-4 1/2, 5-6 1/2", "1-3 1/2, 4-5 1/2, 6-2 1/2",
                       "5-1 1/2, 2-3 1/2, 4-6 1/2", "6-1 1/2, 2-4 1/2, 3-5 1/2"])
    h = histories(t)[1]
    assert h.played_colours == [B, W, B, B] and h.colour_difference == -2
    assert (h.colour_preference().colour, h.colour_preference().strength) == (W, Strength.ABSOLUTE)


def test_rating1998_f3_unplayed_rounds_are_dropped_from_the_colour_history():
    # swiss-rating-1998 F.3: "A player who after five round has a colour history of BWW-B
    # (i.e. no valid game in round 4) will be treated as -BWWB"
    t = tournament(6, ["2-1 1/2, 3-4 1/2, 5-6 1/2", "1-3 1/2, 4-5 1/2, 6-2 1/2",
                       "1-5 1/2, 2-3 1/2, 4-6 1/2", "1-2 -+, 3-4 1/2, 5-6 1/2",
                       "6-1 1/2, 2-4 1/2, 3-5 1/2"])
    h = histories(t)[1]
    assert h.colours == [B, W, W, None, B]
    assert h.played_colours == [B, W, W, B]


@pytest.mark.parametrize("rounds, expected", [
    (["1-2 1/2", "2-1 1/2"], "-0"),  # white then black: zero, previous game black
    (["2-1 1/2", "1-2 1/2"], "+0"),
    (["1-2 1/2"], "+1"),
    ([], "0"),
])
def test_rating1998_a7c_plus_zero_and_minus_zero(rounds, expected):
    # swiss-rating-1998 A.7.c: "the colour difference is written down as +0 or -0 depending on
    # the colour of the previous game (white or black respectively)"
    t = tournament(2, rounds)
    assert histories(t)[1].signed_difference() == expected


def test_dutch_a4b_floats():
    # dutch-2016 A.4.b: "After two players with different scores have played each other in a
    # round, the higher ranked player receives a downfloat, the lower one an upfloat. A player
    # who, for whatever reason, does not play in a round, also receives a downfloat."
    t = tournament(5, ["1-2 1-0, 3-4 1-0, 5 U", "1-3 1/2, 5-2 1-0, 4 H", "4-1 +-, 2-3 1/2, 5 Z"])
    h = histories(t)
    assert h[1].floats == [None, None, Float.DOWN]  # round 3: lost by forfeit, did not play
    assert h[4].floats == [None, Float.DOWN, Float.DOWN]  # a bye, then a forfeit win
    assert h[5].floats == [Float.DOWN, Float.DOWN, Float.DOWN]  # 1 point vs 0: down; Z: down
    assert h[2].floats == [None, Float.UP, Float.UP]  # 0 vs 1.5 in round 3
    assert h[3].floats[2] is Float.DOWN
    assert h[1].float_back(1) is Float.DOWN and h[1].float_back(2) is None


def test_c2_facts_pairing_bye_and_forfeit_win():
    # dutch-2016 C.2: "A player who has already received a pairing-allocated bye, or has already
    # scored a (forfeit) win due to an opponent not appearing in time"
    t = tournament(3, ["1-2 +-, 3 U"])
    h = histories(t)
    assert h[1].had_forfeit_win and not h[1].had_pairing_bye
    assert h[3].had_pairing_bye and not h[3].had_forfeit_win
    assert not h[2].had_forfeit_win


def test_aro_averages_opponents_actually_played():
    # dubov-1997: ARO is the average rating of the opponents; a forfeit is no opponent played.
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "3-1 0-1, 4-2 1/2", "1-4 +-, 2-3 1/2"],
                   ratings=[2400, 2200, 2100, 1900])
    h = histories(t)
    ratings = {n: p.rating for n, p in t.players.items()}
    assert h[1].aro(ratings) == (2200 + 2100) / 2
    assert h[4].aro(ratings) == (2100 + 2200) / 2
    assert histories(tournament(2))[1].aro({1: 1, 2: 2}) == 0.0
