"""C.04.6 3.6: the pairing of a bracket, the first identifier complying with [C1], [C8],
[C9], [C10]; hand-worked on teams' cards."""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.team2026.bracket import BracketPairing, pair_bracket
from arbiter_app.engine.systems.team2026.cards import TeamCard

W, B = Colour.WHITE, Colour.BLACK


def cards_of(teams, prefs=None, strong=(), floated=()) -> dict[int, TeamCard]:
    prefs = prefs or {}
    return {n: TeamCard(n, 0, 0, preference=prefs.get(n), strong=n in strong,
                        floated=n in floated) for n in teams}


def allowing(*blocked):
    pairs = {frozenset(p) for p in blocked}
    return lambda a, b: frozenset((a, b)) not in pairs


EXAMPLE = [4, 6, 8, 9, 10, 11, 16, 24]


def test_3_6_2_identifier_of_the_example():
    """3.6.2: "If 11-24 16-6 10-9 8-4 is a pairing, its identifier is 4 6 9 11 8 16 10
    24"."""
    pairing = BracketPairing([(11, 24), (6, 16), (9, 10), (4, 8)])
    assert pairing.identifier == [4, 6, 9, 11, 8, 16, 10, 24]


def test_3_6_3_first_identifier_without_constraints():
    """3.6.3-3.6.4: the smallest identifier is 4 6 8 9 10 11 16 24: top members the four
    smallest TPNs, each with the smallest bottom member left."""
    found = pair_bracket(EXAMPLE, cards_of(EXAMPLE), allowing(), set(), False, False)
    assert found.pairs == [(4, 10), (6, 11), (8, 16), (9, 24)]
    assert found.identifier == [4, 6, 8, 9, 10, 11, 16, 24]


def test_c1_moves_a_bottom_member():
    """[C1]: 4 and 10 have met: 4 6 8 9 11 10 16 24."""
    found = pair_bracket(EXAMPLE, cards_of(EXAMPLE), allowing((4, 10)), set(), False, False)
    assert found.identifier == [4, 6, 8, 9, 11, 10, 16, 24]


def test_c1_moves_a_top_member():
    """[C1]: 9 may meet 8 only (it has met all others): 9 is a bottom member, so the top
    members are 4 6 8 10, and the identifier 4 6 8 10 11 16 9 24."""
    blocked = [(9, n) for n in EXAMPLE if n not in (8, 9)]
    found = pair_bracket(EXAMPLE, cards_of(EXAMPLE), allowing(*blocked), set(), False, False)
    assert found.pairs == [(4, 11), (6, 16), (8, 9), (10, 24)]
    assert found.identifier == [4, 6, 8, 10, 11, 16, 9, 24]


def test_c8_colour_preferences():
    """[C8]: 1 and 3 prefer White, 2 Black, 4 none.  1-3 2-4 (identifier 1 2 3 4) leaves
    one preference unfulfilled; 1-4 2-3 (1 2 4 3) none."""
    cards = cards_of([1, 2, 3, 4], prefs={1: W, 3: W, 2: B})
    found = pair_bracket([1, 2, 3, 4], cards, allowing(), set(), False, False)
    assert found.pairs == [(1, 4), (2, 3)]
    assert found.c8 == 0


def test_c9_strong_preferences_type_b():
    """[C9] (Type B): all four prefer White (one of each pair is refused whatever the
    pairing, [C8] 2 everywhere); 1 and 3 strongly.  1-3 would refuse a strong preference:
    1-4 2-3 (1 2 4 3) is the first without."""
    cards = cards_of([1, 2, 3, 4], prefs={n: W for n in range(1, 5)}, strong={1, 3})
    found = pair_bracket([1, 2, 3, 4], cards, allowing(), set(), True, False)
    assert found.pairs == [(1, 4), (2, 3)]
    assert (found.c8, found.c9) == (2, 0)


def test_c9_only_for_type_b():
    """Without Type B ([C9] does not apply) the first identifier stands: 1-3 2-4."""
    cards = cards_of([1, 2, 3, 4], prefs={n: W for n in range(1, 5)}, strong={1, 3})
    found = pair_bracket([1, 2, 3, 4], cards, allowing(), set(), False, False)
    assert found.pairs == [(1, 3), (2, 4)]


def test_c10_upfloaters_opponent_that_floated():
    """[C10]: 4 is an upfloater; resident 2 floated in the previous round; 1-3 2-4 would
    give it 2 as opponent: 1-4 2-3."""
    cards = cards_of([1, 2, 3, 4], floated={2})
    found = pair_bracket([1, 2, 3, 4], cards, allowing(), {4}, False, True)
    assert found.pairs == [(1, 4), (2, 3)]
    assert found.c10 == 0


def test_c10_not_in_the_last_two_rounds():
    cards = cards_of([1, 2, 3, 4], floated={2})
    found = pair_bracket([1, 2, 3, 4], cards, allowing(), {4}, False, False)
    assert found.pairs == [(1, 3), (2, 4)]


def test_c8_before_c10():
    """[C8] ranks above [C10]: 1 and 4 (the upfloater) both prefer White; 2 and 3 floated.
    1-2 3-4 and 1-3 2-4 break [C10], 1-4 2-3 breaks [C8]: 1-3 2-4, the first of the two."""
    cards = cards_of([1, 2, 3, 4], prefs={1: W, 4: W}, floated={2, 3})
    found = pair_bracket([1, 2, 3, 4], cards, allowing(), {4}, False, True)
    assert found.pairs == [(1, 3), (2, 4)]
    assert (found.c8, found.c10) == (0, 1)
