"""Independent review of C.04.1 (1992/97/98): new hand-worked cases.

Every expected pairing below was worked out by hand from the rule text (the
sentence checked is quoted), on pairing cards made with
tests/test_rating1998_kit.py.  Pairing numbers are the A.2 ranks (ratings
fall with the number)."""

from __future__ import annotations

from arbiter_app.engine.systems.rating1998 import board_order
from arbiter_app.engine.systems.rating1998.cards import BLACK, WHITE, x_of
from arbiter_app.engine.systems.rating1998.colours import allocate
from arbiter_app.engine.systems.rating1998.procedure import Procedure
from arbiter_app.engine.systems.rating1998.reduce import reduce_bracket
from arbiter_app.engine.systems.rating1998.search import pair_bracket
from tests.test_rating1998_kit import card, pairs_of, ranked


def P(*pairs):
    return {frozenset(p) for p in pairs}


def free(_card):
    return True


def bracket(cards, mds, residents):
    return pair_bracket([cards[n] for n in mds], [cards[n] for n in residents], free)


def run(cards):
    pairs, bye = set(), None
    for record in Procedure(cards).run():
        pairs |= pairs_of(record.outcome.pairs)
        if record.lowest and record.outcome.leftover:
            assert len(record.outcome.leftover) == 1
            bye = record.outcome.leftover[0].number
    return pairs, bye


# -- A.3 / A.6 / D.1: heterogeneous brackets with several moved-down players ----------

def test_a6_two_moved_down_transposition_d1():
    """A.6: "In a heterogeneous score bracket S1 contains all players moved down";
    C.7/D.1: "Transpositions within S2 should start with the lowest players".
    S1 = 1, 2 (moved down), S2 = 3, 4, 5, 6.  1 has met 3, so the first order of S2
    in D.1 whose first place is not 3 is 4-3-5-6: 1-4, 2-3; remainder 5-6 (A.3)."""
    cards = ranked(card(1, 2.0, met=(3,)), card(2, 2.0), *(card(n, 1.0) for n in range(3, 7)))
    outcome = bracket(cards, [1, 2], [3, 4, 5, 6])
    assert not outcome.homogeneous
    assert pairs_of(outcome.pairs) == P((1, 4), (2, 3), (5, 6))


def test_a6_moved_down_from_different_brackets_b5_upfloat():
    """A.6: "In both S1 and S2 players are ordered according to A2" (1 from 3
    points, 2 from 2 points, both moved down into the 1-point bracket).  B.5: "No
    player shall receive an identical float in two consecutive rounds": 3 had an
    upfloat last round, so neither 1 nor 2 may take him.  D.1 order of S2
    (3-4-5-6, 3-4-6-5, 3-5-..., 4-3-..., 4-5-3-6): 1-4, 2-5, remainder 3-6."""
    cards = ranked(card(1, 3.0), card(2, 2.0), card(3, 1.0, floats="-U"),
                   *(card(n, 1.0) for n in range(4, 7)))
    outcome = bracket(cards, [1, 2], [3, 4, 5, 6])
    assert pairs_of(outcome.pairs) == P((1, 4), (2, 5), (3, 6))


def test_a3_exactly_half_moved_down_is_homogeneous_and_exchanges():
    """A.3: "A heterogeneous score bracket of which at least half of the players
    have come from a higher score bracket is also treated as though it was
    homogeneous."  Two of four moved down (exactly half): S1 = 1, 2, S2 = 3, 4
    (A.6).  1 has met 3 and 4, so no transposition works; A.9.b/D.2 (homogeneous
    only): the first exchange, 2 with 3, gives S1 = 1, 3 and S2 = 2, 4: 1-2, 3-4."""
    cards = ranked(card(1, 2.0, met=(3, 4)), card(2, 2.0), card(3, 1.0), card(4, 1.0))
    outcome = bracket(cards, [1, 2], [3, 4])
    assert outcome.homogeneous
    assert pairs_of(outcome.pairs) == P((1, 2), (3, 4))


def test_d2_first_exchange_in_a_six_player_bracket():
    """D.2: "the difference between the numbers exchanged should be as small as
    possible" and C.8 "apply a new exchange between S1 and S2".  S1 = 1, 2, 3,
    S2 = 4, 5, 6; 1 has met 4, 5 and 6, so every transposition fails.  The first
    exchange (3 with 4, difference 1) gives S1 = 1, 2, 4 and S2 = 3, 5, 6 (A.9.b):
    1-3, 2-5, 4-6."""
    cards = ranked(card(1, met=(4, 5, 6)), *(card(n) for n in range(2, 7)))
    outcome = bracket(cards, [], range(1, 7))
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 5), (4, 6))


# -- C.10, C.12, C.13 -----------------------------------------------------------------

def test_c10_lowest_moved_down_player_changes_opponent_first():
    """C.10: "undo the pairing of the lowest moved down player paired and try to
    find a different opponent for this player by restarting at C7."  S1 = 1, 2
    (moved down), S2 = 3, 4, 5, 6; 5 and 6 have met, so 1-3, 2-4 leaves a remainder
    that cannot be paired.  The lowest moved-down player, 2, gets his next opponent
    in D.1 order (3-5-4-6): 1-3, 2-5, remainder 4-6."""
    cards = ranked(card(1, 2.0), card(2, 2.0), card(3, 1.0), card(4, 1.0),
                   card(5, 1.0, met=(6,)), card(6, 1.0))
    outcome = bracket(cards, [1, 2], [3, 4, 5, 6])
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 5), (4, 6))


def test_c12_previous_bracket_moves_down_another_player():
    """C.1: "if this player was moved down from a higher score bracket apply C12."
    C.12: "undo the pairing of the previous score bracket. If in this previous score
    bracket a pairing can be made whereby another player will be moved down to the
    current one, and this now allows p pairing to be made then this pairing in the
    previous score bracket will be accepted."  2 points: 1, 2, 3 (C.6: 1-2, 3 down);
    1 point: 4, 5, both met 3; 0 points: 6, 7.  The 2-point bracket is paired again
    (D.1: 1-3) moving 2 down: 2-4; 5 moves down to the lowest: 5-6, 7 gets the bye."""
    cards = ranked(card(1, 2.0), card(2, 2.0), card(3, 2.0, met=(4, 5)),
                   card(4, 1.0), card(5, 1.0), card(6, 0.0), card(7, 0.0))
    assert run(cards) == (P((1, 3), (2, 4), (5, 6)), 7)


def test_c1_moved_down_player_in_lowest_bracket_applies_c12():
    """C.1: "If the score bracket contains a player for whom no opponent can be found
    within this score bracket without violating B1 or B2 then: * if this player was
    moved down from a higher score bracket apply C12."  (The first case applies in
    the lowest bracket too.)  1 point: 1, 2, 3 (C.6: 1-2, 3 down); 0 points: 4, 5,
    both met 3.  C.12: the 1-point bracket becomes 1-3 with 2 moved down; lowest
    bracket 2, 4, 5: 2-4 and 5 gets the bye."""
    cards = ranked(card(1, 1.0), card(2, 1.0), card(3, 1.0, met=(4, 5)),
                   card(4, 0.0), card(5, 0.0))
    assert run(cards) == (P((1, 3), (2, 4)), 5)


def test_c13_penultimate_bracket_paired_again_for_the_bye():
    """C.13: "the pairing of the penultimate score bracket is undone. Try to find
    another pairing in the penultimate score bracket which will allow a pairing in
    the lowest score bracket."  1 point: 1, 2, 3, 4 (C.6: 1-3, 2-4); 0 points: 5,
    6, 7 have all met each other, so the lowest bracket has no pairing.  The
    1-point bracket has no other pairing at p = 2 that helps (nobody moves down);
    C.14 "Decrease p by 1 ... restart at C4" with C.4 "Put the highest players in
    S1": p = 1, S1 = 1, S2 = 2, 3, 4: 1-2 with 3 and 4 moved down.  The lowest
    bracket (S1 = 3, 4; S2 = 5, 6, 7): 3-5, 4-6, 7 the bye."""
    cards = ranked(*(card(n, 1.0) for n in range(1, 5)),
                   card(5, met=(6, 7)), card(6, met=(7,)), card(7))
    assert run(cards) == (P((1, 2), (3, 5), (4, 6)), 7)


# -- byes -----------------------------------------------------------------------------

def test_b1b_no_second_bye_transposition_in_lowest_bracket():
    """B.1.b: "A player who has received a point without playing, either through a
    bye or due to an opponent not appearing in time, shall not receive a bye."
    Lowest bracket 1, 2, 3 (S1 = 1, S2 = 2, 3); 3 had a bye, so C.7 takes the next
    transposition 3-2: 1-3 and 2 gets the bye."""
    cards = ranked(card(1), card(2), card(3, bye=False))
    assert run(cards) == (P((1, 3)), 2)


def test_a5_bye_counts_as_downfloat_for_b5():
    """A.5: "A bye is considered to be a downfloat." with B.5: "No player shall
    receive an identical float in two consecutive rounds."  Lowest bracket 1, 2, 3;
    3 floated down last round, so he may not get the bye: 1-3, bye 2."""
    cards = ranked(card(1, 1.0, "W", "-"), card(2, 1.0, "B", "-"), card(3, 1.0, "B", "D"))
    assert run(cards) == (P((1, 3)), 2)


# -- colours (E) ----------------------------------------------------------------------

def test_e3_alternate_to_latest_different_round_against_e4():
    """E.3: "Alternate the colours to the most recent round in which they played with
    different colours."  1 (higher) BWWB and 2 WBWB both have a mild white
    preference (A.7.c: difference 0, last game black): E.1 and E.2 cannot decide.
    Round 4 and round 3 are equal (B/B, W/W); in round 2 1 had white and 2 black, so
    1 gets black and 2 white (E.4 would have given 1 white)."""
    cards = ranked(card(1, 2.0, "BWWB"), card(2, 2.0, "WBWB"))
    white, black, rule = allocate(cards[1], cards[2], WHITE)
    assert (white.number, black.number) == (2, 1) and rule.startswith("E.3")


def test_e2_stronger_preference_of_the_lower_player():
    """E.2: "Grant the stronger colour preference."  1 (higher) BWB: difference -1,
    strong white (A.7.b); 2 WBB: two blacks last, absolute white (A.7.a).  2 gets
    white, 1 black."""
    cards = ranked(card(1, 1.0, "BWB"), card(2, 1.0, "WBB"))
    white, black, rule = allocate(cards[1], cards[2], WHITE)
    assert (white.number, black.number) == (2, 1) and rule.startswith("E.2")


def test_last_round_top_scorers_may_meet_despite_b2_and_e4():
    """Note under B.6: "B2, B5 and B6 do not apply when pairing players with a score
    of over 50% in the last round", and A.7.a "(This rule is not in effect ...)".
    1 and 2 (both BWW, 2.5 of 3) would each need black (A.7.a) and could not meet
    (B.2.b); in the last round their preference is only strong black (A.7.b), so
    they are paired, and E.4 ("Grant the colour preference of the higher ranked
    player") gives 1 black, 2 white."""
    cards = ranked(card(1, 2.5, "BWW", waived=True), card(2, 2.5, "BWW", waived=True),
                   card(3, 1.0, "WBW"), card(4, 1.0, "BWB"))
    pairs, bye = run(cards)
    assert pairs == P((1, 2), (3, 4)) and bye is None
    white, black, rule = allocate(cards[1], cards[2], WHITE)
    assert (white.number, black.number) == (2, 1) and rule.startswith("E.4")


def test_same_cards_without_last_round_exception_separate_the_two():
    """B.2.b: "No player will receive the same colour three times in row." The same
    two BWW players outside the last round cannot meet: C.1 moves both down (to
    the lowest bracket) where 1-3 and 2-4 give them black (3 WBW and 4 BWB prefer
    white)."""
    cards = ranked(card(1, 2.5, "BWW"), card(2, 2.5, "BWW"),
                   card(3, 1.0, "WBW"), card(4, 1.0, "BWB"))
    pairs, bye = run(cards)
    assert pairs == P((1, 3), (2, 4)) and bye is None


def test_a8_x_counts_all_preferences_of_a_bracket():
    """A.8: "q = number of players in the score bracket divided by 2, rounded
    upwards. If b > w then x = b-q, else x = w-q."  Five players, four prefer
    black (one of them absolutely), one white: q = 3, x = 4 - 3 = 1."""
    cards = [card(1, 0, "W"), card(2, 0, "WW"), card(3, 0, "BW"), card(4, 0, "W"),
             card(5, 0, "B")]
    assert x_of(cards) == 1


# -- F.1 ------------------------------------------------------------------------------

def test_f1_board_order():
    """F.1: "the score of the higher player of the pairing involved; the sum of the
    scores of both players ...; the rank according to A2 of the higher player"."""
    cards = ranked(card(1, 2.0), card(2, 1.5), card(3, 1.5), card(4, 1.5), card(5, 1.0),
                   card(6, 1.0))
    pairs = [(cards[4], cards[6]), (cards[2], cards[3]), (cards[1], cards[5])]
    # 1-5: higher score 2.0; 2-3 (sum 3.0) before 4-6 (sum 2.5)
    assert [(a.number, b.number) for a, b in board_order(pairs)] == [(1, 5), (2, 3), (4, 6)]


def test_c14_then_c10_in_a_heterogeneous_bracket():
    """C.14: "Decrease p by 1 ... As long as p is unequal to zero restart at C4." —
    so after p decreases, C.10 ("try to find a different opponent for this player")
    applies again.  1 moved down onto 2-6; among the residents only 2-4 have not
    met, so no complete pairing exists.  1-2 (C.6) leaves 3, 4, 5, 6 without any
    pair; the remainder's p = 1 is reached with 1's next opponent in D.1 order,
    1-3, and the remainder 2, 4, 5, 6 (S1 = 2 at p = 1): 2-4; 5 and 6 move down."""
    from arbiter_app.engine.systems.rating1998.reduce import reduce_bracket
    cards = ranked(card(1, 2.0), card(2, 1.0, met=(3, 5, 6)), card(3, 1.0, met=(4, 5, 6)),
                   card(4, 1.0, met=(5, 6)), card(5, 1.0, met=(6,)), card(6, 1.0))
    assert bracket(cards, [1], [2, 3, 4, 5, 6]) is None  # no pairing at the full p
    outcome = reduce_bracket([cards[1]], [cards[n] for n in range(2, 7)])
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 4))
    assert sorted(c.number for c in outcome.leftover) == [5, 6]


def test_a2_trf_title_codes_decide_round_one():
    """A.2: "c. FIDE-title (IGM-WGM-IM-WIM-FM-WFM-no title)", titles as TRF16 writes
    them (g, wg, f).  Equal ratings: the order is 2 (g), 1 (wg), 4 (f), 3 (none);
    F.4: S1 = 2, 1 against S2 = 4, 3: 2-4, 1-3; E.5: the first of S1 gets the drawn
    white, the second black (3 white against 1); F.1: 2-4 on board one."""
    from arbiter_app.engine.model import Colour
    from arbiter_app.engine.systems.rating1998 import SYSTEM
    from tests.builders import tournament
    t = tournament(4, total_rounds=3, initial_colour=Colour.WHITE, ratings=[2400] * 4)
    from dataclasses import replace
    for number, title in ((1, "wg"), (2, "g"), (3, ""), (4, "f")):
        t.players[number] = replace(t.players[number], title=title)
    assert [(b.white, b.black) for b in SYSTEM.pair(t).boards] == [(2, 4), (3, 1)]


def test_c10_drop_b6_then_b5_for_upfloats():
    """C.10: "If no alternative pairing for this player exists then drop criterion B6
    first and then B5 for upfloats and restart at C2."  1 moved down onto 2, 3, 4:
    2 and 4 had an upfloat last round (B.5), 3 two rounds ago (B.6), so no opponent
    of 1 keeps B.5 and B.6.  Dropping B.6 for upfloats first allows 1-3; the
    remainder 2, 4 is paired 2-4 (B.5 for 2 and 4 is never dropped)."""
    cards = ranked(card(1, 2.0), card(2, 1.0, floats="-U"), card(3, 1.0, floats="U-"),
                   card(4, 1.0, floats="-U"))
    outcome = bracket(cards, [1], [2, 3, 4])
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 4))
    assert outcome.relaxed.b6_up and not outcome.relaxed.b5_up


def test_c8_exchange_comes_before_c9_for_a_downfloat():
    """C.8 ("apply a new exchange between S1 and S2 according to D2") comes before
    C.9 ("Drop criterion B6 and B5 ... for downfloats").  Five players on 1 point;
    3, 4 and 5 floated down last round (B.5), so the one moved down must come from
    S1 = 1, 2: no transposition of S2 = 3, 4, 5 does it.  D.2 (odd remark: S1
    players 2, 1 and S2 players 3, 4 may be exchanged): first 2 with 3 (difference
    1): S1 = 1, 3, S2 = 2, 4, 5; D.1: 2-4-5 and 2-5-4 and 4-2-5 leave 5, 4, 5
    down; 4-5-2 gives 1-4, 3-5 and 2 moves down."""
    cards = ranked(card(1, 1.0, floats="-"), card(2, 1.0, floats="-"),
                   *(card(n, 1.0, floats="D") for n in (3, 4, 5)))
    outcome = bracket(cards, [], [1, 2, 3, 4, 5])
    assert pairs_of(outcome.pairs) == P((1, 4), (3, 5))
    assert [c.number for c in outcome.leftover] == [2]
    assert not outcome.relaxed.b5_down


def test_b4_heterogeneous_transposition_for_colours():
    """B.4: "As many players as possible receive their colour preference" with A.8
    (w = 2: 1 and 2; b = 2: 3 and 4; q = 2; x = 0) and C.7.  1 (moved down, WBB:
    absolute white) against 2 (B: mild white) would fail a preference, so D.1's next
    order of S2 gives 1-3; the remainder 2 (white) - 4 (black) fails none."""
    cards = ranked(card(1, 2.0, "WBB"), card(2, 1.0, "B"), card(3, 1.0, "W"),
                   card(4, 1.0, "WBW"))
    assert x_of(list(cards.values())) == 0
    outcome = bracket(cards, [1], [2, 3, 4])
    assert pairs_of(outcome.pairs) == P((1, 3), (2, 4)) and outcome.conflicts == 0


# -- C.14 before any maximum matching (small brackets follow the text) ----------------

def test_c14_heterogeneous_keeps_moved_down_players_paired_first():
    """C.4-C.11 at p = 2 (A.6: "In a heterogeneous score bracket S1 contains all
    players moved down"): S1 = 1, 2 (2 points), S2 = 3, 4, 5 (1 point); 2 has met
    3, 4 and 5, so no transposition pairs both (and 5 players, 2 moved down: not
    half, A.3, so no exchange either).  C.14: "Decrease p by 1 ... As long as p is
    unequal to zero restart at C4."  C.4 "Put the highest players in S1, all other
    players in S2": S1 = 1, S2 = 2, 3, 4, 5 (A.2: 2 ranks first on score); C.6 1-2.
    C.6 "Start at C2 with the homogeneous remainder group" 3, 4, 5: 3-4, 5 moved
    down.  Colours cannot change this: 1 and 2 both want white (a colour failure,
    B.4) and 3, 4, 5 all want black, yet B.4 ranks below keeping p pairings made in
    the text's order; a pairing leaving moved-down 2 unpaired (1-3, 4-5) is wrong."""
    cards = ranked(card(1, 2.0, "B"), card(2, 2.0, "B", met=(3, 4, 5)),
                   card(3, 1.0, "W"), card(4, 1.0, "W"), card(5, 1.0, "W"))
    mds, residents = [cards[1], cards[2]], [cards[3], cards[4], cards[5]]
    assert pair_bracket(mds, residents, free) is None  # C.4-C.11 cannot make p = 2
    outcome = reduce_bracket(mds, residents)
    assert pairs_of(outcome.pairs) == P((1, 2), (3, 4))
    assert [c.number for c in outcome.leftover] == [5]


def test_c14_in_the_lowest_bracket_then_d1_for_the_bye():
    """The same bracket as the lowest one, where the player left over gets the bye
    (A.5) and 5 already had one (B.1.b: "A player who has received a point without
    playing ... shall not receive a bye").  C.14 as above: p = 1, S1 = 1, S2 = 2, 3,
    4, 5: 1-2; remainder 3, 4, 5 with S1 = 3, S2 = 4, 5: C.6 3-4 would leave 5
    for the bye, so C.7/D.1 takes the next transposition 5-4: 3-5, bye 4."""
    cards = ranked(card(1, 2.0, "B"), card(2, 2.0, "B", met=(3, 4, 5)),
                   card(3, 1.0, "W"), card(4, 1.0, "W"), card(5, 1.0, "W", bye=False))
    outcome = Procedure.lowest_c14([cards[1], cards[2]], [cards[3], cards[4], cards[5]])
    assert pairs_of(outcome.pairs) == P((1, 2), (3, 5))
    assert [c.number for c in outcome.leftover] == [4]


def test_c14_lowest_bracket_at_p_zero_paired_as_one_group_d2():
    """1 point: 1 alone, C.1 "move this player down to the next score bracket".
    Lowest bracket: 1 (moved down), 2, 3, 4, 5, none of whom may get a bye (B.1.b).
    With 1 paired one of 2-5 is left for the bye, so C.4-C.11 fail and C.14 takes p
    down to 0 ("the entire score bracket is moved down") - impossible in the lowest
    bracket, so it is paired as one group (decision, docs): S1 = 1, 2, S2 = 3, 4, 5
    (A.6); every transposition (D.1) pairs 1.  D.2 in an odd bracket (the remark:
    "deducting all numbers in S1 and S2 by 1"): 2<>3 (difference 1), then 2<>4 and
    1<>3 (difference 2, "the one concerning the lowest player of S1" first), each
    pairs 1 until 1<>3: S1 = 2, 3, S2 = 1, 4, 5; D.1 order 1-4-5, 1-5-4, 4-1-5,
    4-5-1: 2-4, 3-5 and the bye for 1.  (Colours do not count here: 2-3, 4-5 would
    meet every preference, but B.4 is dropped by then.)"""
    cards = ranked(card(1, 1.0), card(2, 0.0, "B", bye=False), card(3, 0.0, "W", bye=False),
                   card(4, 0.0, "B", bye=False), card(5, 0.0, "W", bye=False))
    assert run(cards) == (P((2, 4), (3, 5)), 1)
