"""C.04.6 1.6-1.7 (colour difference, Type A / Type B / no colour preferences) and article 4
(colour allocation), hand-worked."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.team2026.cards import TeamCard, preference
from arbiter_app.engine.systems.team2026.colours import allocate, first_team
from arbiter_app.engine.teams.model import COLOURS_A, COLOURS_B, COLOURS_NONE

W, B = Colour.WHITE, Colour.BLACK


def seq(text: str) -> list[Colour]:
    return [W if c == "W" else B for c in text]


@pytest.mark.parametrize("played, expected", [
    ("", None),  # no match played
    ("W", None),  # CD +1, not White twice
    ("WW", B),  # CD > +1
    ("BB", W),  # CD < -1
    ("WB", None),  # CD 0, last two differ
    ("BWW", B),  # CD +1, White in the last two played matches
    ("WBB", W),  # CD -1, Black in the last two
    ("WWB", None),  # CD +1, last two differ
    ("BBBWW", None),  # CD -1 and White twice: neither clause
    ("WWBB", W),  # CD 0, Black in the last two
])
def test_1_7_1_type_a(played, expected):
    assert preference(seq(played), COLOURS_A, False) == (expected, False)


@pytest.mark.parametrize("played, last_round, expected", [
    ("", False, (None, False)),  # "yet to play a match"
    ("W", False, (B, False)),  # mild: CD +1
    ("B", True, (W, False)),  # mild: CD -1, also in the last round
    ("WW", False, (B, True)),  # strong: CD > +1
    ("WBB", False, (W, True)),  # strong: CD -1, Black twice
    ("BBBWW", False, (W, False)),  # mild: CD -1 (White twice does not make it Black)
    ("WB", False, (W, False)),  # mild: CD 0, not the last round, Black last
    ("BW", False, (B, False)),  # mild: CD 0, not the last round, White last
    ("WB", True, (None, False)),  # CD 0 in the last round: none
    ("BW", True, (None, False)),
    # CD 0 and Black in the last two played matches, in the last round: the strong clause
    # (docs/systems/team2026.md: read before "no preference ... CD zero ... last round")
    ("WWBB", True, (W, True)),
])
def test_1_7_2_type_b(played, last_round, expected):
    assert preference(seq(played), COLOURS_B, last_round) == expected


@pytest.mark.parametrize("played", ["", "W", "WW", "BBB", "WB"])
def test_1_7_no_colour_preferences(played):
    """1.7: colour preferences "are not to be used at all"."""
    assert preference(seq(played), COLOURS_NONE, False) == (None, False)


def card(number, score=0, played="", pref=None, strong=False, secondary=0) -> TeamCard:
    return TeamCard(number, score, secondary, played=seq(played), preference=pref,
                    strong=strong)


def test_4_2_first_team():
    """4.2.1 the higher primary score, 4.2.2 the higher secondary score (unless not used),
    4.2.3 the smaller TPN."""
    assert first_team(card(5, 200), card(2, 100), True)[0].number == 5
    assert first_team(card(5, 200, secondary=100), card(2, 200, secondary=300),
                      True)[0].number == 2
    assert first_team(card(5, 200, secondary=100), card(2, 200, secondary=300),
                      False)[0].number == 2
    assert first_team(card(2, 200, secondary=100), card(5, 200, secondary=300),
                      False)[0].number == 2
    assert first_team(card(2, 200, secondary=100), card(5, 200, secondary=300),
                      True)[0].number == 5


def test_4_3_1_odd_tpn_gets_the_initial_colour():
    """4.3.1: neither has played; the first-team 3 (equal scores, smaller TPN) is odd: the
    initial colour."""
    assert allocate(card(3), card(4), W, True) == (3, 4, "4.3.1")
    assert allocate(card(3), card(4), B, True) == (4, 3, "4.3.1")


def test_4_3_1_even_tpn_gets_the_other_colour():
    """4.3.1: the first-team 2 (higher score) is even: the colour opposite to the initial."""
    assert allocate(card(2, 200), card(5, 0), W, True) == (5, 2, "4.3.1")


def test_4_3_2_the_only_preference():
    """4.3.2: 4 prefers Black, 1 (the first-team) has none."""
    assert allocate(card(1, 200, "WB"), card(4, 0, "W", B), W, True) == (1, 4, "4.3.2")


def test_4_3_3_opposite_preferences():
    assert allocate(card(1, 200, "WW", B), card(4, 0, "BB", W), W, True) == (4, 1, "4.3.3")


def test_4_3_4_the_only_strong_preference():
    """4.3.4 (Type B): both prefer White, 4's strongly (CD -2), 1 (first-team) mildly."""
    first = card(1, 200, "B", W, strong=False)
    other = card(4, 0, "BB", W, strong=True)
    assert allocate(first, other, W, True) == (4, 1, "4.3.4")


def test_4_3_5_lower_colour_difference():
    """4.3.5: both prefer Black (Type A, CD +2 and +1 with White twice): White to the
    lower CD, 4's (+1 < +2)."""
    first = card(1, 200, "WW", B)
    other = card(4, 0, "BWW", B)
    assert allocate(first, other, W, True) == (4, 1, "4.3.5")


def test_4_3_5_no_preferences():
    """4.3.5 without colour preferences: CD -1 against CD 0."""
    assert allocate(card(1, 200, "WB"), card(4, 0, "B"), W, True) == (4, 1, "4.3.5")


def test_4_3_6_alternate_from_the_latest_difference():
    """4.3.6: equal CD 0; from the end, WB against BW differ at once: 1 had White there, so
    now Black."""
    assert allocate(card(1, 200, "BW"), card(4, 0, "WB"), W, True) == (4, 1, "4.3.6")


def test_4_3_6_played_matches_aligned_at_their_ends():
    """4.3.6 with C.04.2 3.4: only played matches count, compared from the latest backwards:
    1's BWWB against 4's WB (both CD 0): B/B, W/W, then nothing to compare: no round in
    which they differed (compared from the start, B against W would have decided).  No
    preference (Type A, CD 0, last two differ): 4.3.8, the first-team 1 alternates from
    Black."""
    assert allocate(card(1, 200, "BWWB"), card(4, 0, "WB"), W, True) == (1, 4, "4.3.8")


def test_4_3_7_first_teams_preference():
    """4.3.7: the same history WW and the same preference (Black): the first-team's is
    granted."""
    assert allocate(card(1, 200, "WW", B), card(4, 0, "WW", B), W, True) == (4, 1, "4.3.7")


def test_4_3_8_first_team_alternates():
    """4.3.8 (no preferences): both W, CD equal, no difference: the first-team 1 alternates
    from White."""
    assert allocate(card(1, 200, "W"), card(4, 0, "W"), W, True) == (4, 1, "4.3.8")


def test_4_3_9_other_team_alternates():
    """4.3.9: the first-team 1 (more points from byes) has never played; 4 played WB (CD 0
    = 1's CD, no preference): 4 alternates from Black."""
    assert allocate(card(1, 200, ""), card(4, 0, "WB"), W, True) == (4, 1, "4.3.9")
