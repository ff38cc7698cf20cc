"""Hand-worked cases of C.04.1 A.3, A.6 and C.1-C.14 (pairing cards made by
hand, see tests/test_rating1998_kit.py)."""

from __future__ import annotations

from arbiter_app.engine.systems.rating1998.procedure import Procedure
from arbiter_app.engine.systems.rating1998.search import pair_bracket
from tests.test_rating1998_kit import card, pairs_of, ranked


def free(_card):
    return True


def bracket(cards, mds, residents, node=free, leftover_set=None):
    return pair_bracket([cards[n] for n in mds], [cards[n] for n in residents], node, leftover_set)


def run(cards):
    records = Procedure(cards).run()
    pairs = set()
    bye = None
    for record in records:
        pairs |= pairs_of(record.outcome.pairs)
        if record.lowest and record.outcome.leftover:
            bye = record.outcome.leftover[0].number
    return pairs, bye, records


def P(*pairs):
    return {frozenset(p) for p in pairs}


def test_c6_homogeneous_s1_against_s2():
    """C.6: "Pair the highest player of S1 against the highest one of S2, the second
    highest one of S1 against the second highest one of S2, etc." with A.6: "In a
    homogeneous score bracket S1 contains the higher half (rounding downwards)"."""
    cards = ranked(*(card(n, 1.0) for n in range(1, 8)))
    outcome = bracket(cards, [], range(1, 8))
    assert pairs_of(outcome.pairs) == P((1, 4), (2, 5), (3, 6))
    assert [c.number for c in outcome.leftover] == [7] and outcome.p == 3


def test_a3_heterogeneous_moved_down_paired_first():
    """A.3: "When pairing a heterogeneous score bracket these players moved down are
    always paired first whenever possible, giving rise to a remainder score bracket
    which is always treated as a homogeneous one." A.6: "In a heterogeneous score
    bracket S1 contains all players moved down"."""
    cards = ranked(card(3, 1.0), card(4), card(5), card(6), card(7))
    outcome = bracket(cards, [3], [4, 5, 6, 7])
    assert not outcome.homogeneous and outcome.p == 1
    # 3 meets the highest of S2; the remainder 5, 6, 7 is paired as homogeneous (5-6)
    assert pairs_of(outcome.pairs) == P((3, 4), (5, 6))
    assert [c.number for c in outcome.leftover] == [7]


def test_a3_at_least_half_moved_down_is_homogeneous():
    """A.3: "A heterogeneous score bracket of which at least half of the players have
    come from a higher score bracket is also treated as though it was homogeneous."
    Three of five moved down: S1 is the higher half (1, 2), not the three moved down."""
    cards = ranked(card(1, 1.0), card(2, 1.0), card(3, 1.0), card(4), card(5))
    outcome = bracket(cards, [1, 2, 3], [4, 5])
    assert outcome.homogeneous
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 4))
    assert [c.number for c in outcome.leftover] == [5]


def test_c7_transposition_for_b1():
    """C.7: "Apply a new transposition of S2 according to D1 and restart at C6."
    1 has met 3, so 5-6 of D.1's example becomes S2 = 4, 3: 1-4, 2-3."""
    cards = ranked(card(1, met=(3,)), card(2), card(3), card(4))
    assert pairs_of(bracket(cards, [], [1, 2, 3, 4]).pairs) == P((1, 4), (2, 3))


def test_c8_exchange_when_no_transposition_helps():
    """C.8: "In case of a homogeneous (remainder) group: apply a new exchange between
    S1 and S2 according to D2. Restart at C5." 1 has met 3 and 4: no transposition
    of S2 = 3, 4 works; exchanging 2 and 3 gives S1 = 1, 3 and S2 = 2, 4."""
    cards = ranked(card(1, met=(3, 4)), card(2), card(3), card(4))
    outcome = bracket(cards, [], [1, 2, 3, 4])
    assert pairs_of(outcome.pairs) == P((1, 2), (3, 4))
    assert any("exchange 2 with 3" in note for note in outcome.notes)


def test_b5_transposition_so_that_nobody_floats_down_twice():
    """B.5: "No player shall receive an identical float in two consecutive rounds."
    7 (lowest of S2) had a downfloat last round, so a transposition moves 6 down."""
    cards = ranked(*(card(n, 1.0) for n in range(1, 7)), card(7, 1.0, floats="-D"))
    outcome = bracket(cards, [], range(1, 8))
    assert pairs_of(outcome.pairs) == P((1, 4), (2, 5), (3, 7))
    assert [c.number for c in outcome.leftover] == [6]


def test_c9_drop_b6_before_b5_for_downfloats():
    """C.9: "Drop criterion B6 and B5 (in this order) for downfloats and restart at
    C4." Every player of the odd bracket would float down a second time; only 2's
    earlier downfloat is two rounds ago (B.6), so after dropping B.6 he moves down."""
    cards = ranked(card(1, 1.0, floats="-D"), card(2, 1.0, floats="D-"),
                   card(3, 1.0, floats="-D"))
    outcome = bracket(cards, [], [1, 2, 3])
    assert pairs_of(outcome.pairs) == P((1, 3))
    assert [c.number for c in outcome.leftover] == [2]
    assert outcome.relaxed.b6_down and not outcome.relaxed.b5_down


def test_c10_other_opponent_for_moved_down_player():
    """C.10: "In case of a homogeneous remainder group: undo the pairing of the lowest
    moved down player paired and try to find a different opponent for this player
    by restarting at C7." 1-2 leaves the remainder 3, 4, who have met."""
    cards = ranked(card(1, 2.0), card(2, 1.0), card(3, 1.0, met=(4,)), card(4, 1.0))
    outcome = bracket(cards, [1], [2, 3, 4])
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 4))


def test_c11_increase_x():
    """C.11: "As long as x is less than p: increase x by 1." and B.4: "x is deducted
    by one each time a colour preference cannot be granted". 1 and 2 prefer white,
    3 and 4 black (x = 0 by A.8), but 1 has met 3 and 4: two pairings fail colours."""
    cards = ranked(card(1, 1.0, "B", met=(3, 4)), card(2, 1.0, "B"), card(3, 1.0, "W"),
                   card(4, 1.0, "W"))
    outcome = bracket(cards, [], [1, 2, 3, 4])
    assert pairs_of(outcome.pairs) == P((1, 2), (3, 4))
    assert outcome.x == 2 and outcome.conflicts == 2


def test_b4_one_failure_allowed_by_x():
    """B.4: "Whenever x of a score bracket is unequal to zero this rule will have to
    be ignored." 1, 2 and 3 prefer white, 4 black: A.8 gives w = 3, b = 1, q = 2,
    x = 1, so C.6's 1-3 (failing once) and 2-4 are accepted."""
    cards = ranked(card(1, 1.0, "B"), card(2, 1.0, "B"), card(3, 1.0, "B"), card(4, 1.0, "W"))
    outcome = bracket(cards, [], [1, 2, 3, 4])
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 4)) and outcome.x == 1


def test_b4_transposition_for_colours():
    """B.4 with x = 0 (A.8: w = b = 2, q = 2): C.6's 1-3 and 2-4 would fail two
    preferences, the transposition 4, 3 fulfils all."""
    cards = ranked(card(1, 1.0, "B"), card(2, 1.0, "W"), card(3, 1.0, "B"), card(4, 1.0, "W"))
    outcome = bracket(cards, [], [1, 2, 3, 4])
    assert pairs_of(outcome.pairs) == P((1, 4), (2, 3)) and outcome.conflicts == 0


def test_c1_players_without_opponent_are_moved_down():
    """C.1: "If the score bracket contains a player for whom no opponent can be found
    within this score bracket without violating B1 or B2 then: ... in all other
    cases: move this player down to the next score bracket." 1 and 2 (0.5 points)
    have met; both go down, making the lowest bracket homogeneous (A.3, half)."""
    cards = ranked(card(3, 1.0), card(5, 1.0), card(1, 0.5, met=(2,)), card(2, 0.5),
                   card(4), card(6))
    pairs, bye, _ = run(cards)
    assert pairs == P((3, 5), (1, 4), (2, 6)) and bye is None


def test_c14_decrease_p():
    """C.14: "Decrease p by 1 ... As long as p is unequal to zero restart at C4."
    1, 2 and 3 have all met each other: only one pairing (with 4) is possible in the
    top bracket; the two others move down."""
    cards = ranked(card(1, 2.0, met=(2, 3)), card(2, 2.0, met=(3,)), card(3, 2.0), card(4, 2.0),
                   card(5, 1.0), card(6, 1.0))
    pairs, bye, records = run(cards)
    assert pairs == P((1, 4), (2, 5), (3, 6)) and bye is None
    assert any("C.14" in note for note in records[0].outcome.notes)


def test_c12_previous_bracket_paired_again():
    """C.12: "In case of a heterogeneous group: undo the pairing of the previous score
    bracket. If in this previous score bracket a pairing can be made whereby another
    player will be moved down to the current one, and this now allows p pairing to
    be made then this pairing in the previous score bracket will be accepted."
    3 would come down to 4 and 5, both of whom he has met; 1-3 sends 2 instead."""
    cards = ranked(card(1, 2.0), card(2, 2.0), card(3, 2.0, met=(4, 5)),
                   card(4, 1.0), card(5, 1.0), card(6, 0.0))
    pairs, bye, records = run(cards)
    assert pairs == P((1, 3), (2, 4), (5, 6)) and bye is None
    assert any("C.12" in note for note in records[0].outcome.notes)


def test_c13_penultimate_bracket_paired_again():
    """C.13: "In case of the lowest score bracket: the pairing of the penultimate score
    bracket is undone. Try to find another pairing in the penultimate score bracket
    which will allow a pairing in the lowest score bracket." With 3 moved down the
    lowest bracket 3, 4, 5 cannot be paired (4 has met 3 and 5 and may not get the
    bye, B.1.b); 1-3 sends 2 down instead: 2-4 and the bye for 5."""
    cards = ranked(card(1, 1.0), card(2, 1.0), card(3, 1.0, met=(4,)),
                   card(4, 0.0, met=(5,), bye=False), card(5, 0.0))
    pairs, bye, records = run(cards)
    assert pairs == P((1, 3), (2, 4)) and bye == 5
    assert any("C.13" in note for note in records[0].outcome.notes)


def test_c13_joining_the_two_lowest_brackets():
    """C.13: "If in the penultimate score bracket p becomes zero (i.e. no pairing can
    be found which will allow a correct pairing for the lowest score bracket) then
    the two lowest score brackets are joined into a new lowest score bracket."
    3, 4 and 5 have all met: only joining with 1 and 2 pairs everyone."""
    cards = ranked(card(1, 1.0), card(2, 1.0), card(3, met=(4, 5)), card(4, met=(5,)), card(5))
    pairs, bye, records = run(cards)
    assert pairs == P((1, 3), (2, 4)) and bye == 5
    assert len(records) == 1


def test_c13_repeated_up_to_one_bracket():
    """C.13: "Because now another score bracket is the penultimate one C13 can be
    repeated until an acceptable pairing is obtained." 4, 5 and 6 have all met and 3
    has met 4 and 5: 3 alone (C.1) cannot help, so 3 joins the lowest bracket, then
    1 and 2 too; the joined bracket is homogeneous (half moved down, A.3)."""
    cards = ranked(card(1, 2.0), card(2, 2.0), card(3, 1.0, met=(4, 5)),
                   card(4, met=(5, 6)), card(5, met=(6,)), card(6))
    pairs, bye, _ = run(cards)
    assert pairs == P((1, 4), (2, 5), (3, 6)) and bye is None


def test_c9_comes_before_c10_in_a_heterogeneous_bracket():
    """C.9 "Drop criterion B6 and B5 (in this order) for downfloats and restart at
    C4." comes before C.10 "undo the pairing of the lowest moved down player paired
    and try to find a different opponent". 1 (moved down) meets 2; in the remainder
    3, 4, 5 everyone had a downfloat two rounds ago, so B.6 is dropped (5 moves
    down) rather than giving 1 another opponent (1-3 would let 2 move down)."""
    cards = ranked(card(1, 2.0), card(2, 1.0), card(3, 1.0, floats="D-"),
                   card(4, 1.0, floats="D-"), card(5, 1.0, floats="D-"))
    outcome = bracket(cards, [1], [2, 3, 4, 5])
    assert pairs_of(outcome.pairs) == P((1, 2), (3, 4))
    assert [c.number for c in outcome.leftover] == [5] and outcome.relaxed.b6_down
