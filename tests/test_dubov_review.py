"""Independent review of the Dubov system against dubov-1997.txt: new hand-worked cases.

Every expected value below was worked out by hand from the rule text (the working is in each
docstring), never copied from the program's output.  Cases on one score group use hand-made
pairing cards (the helpers of test_dubov_rules); the others are whole tournaments built from
their games, so R, ARO, due colours, floats and limits come from the history.

Ratings of ``tournament(n, ...)``: player i has 2410 - 10 i (1: 2400, 2: 2390, ... 8: 2330).
"""

from __future__ import annotations

from arbiter_app.engine.checker import completeness_violations
from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dubov1997 import SYSTEM, bye_order
from arbiter_app.engine.systems.dubov1997.cards import build_cards
from arbiter_app.engine.systems.dubov1997.colours import allocate
from tests.builders import tournament
from tests.test_dubov_rules import card, deck, pairs_of, pp, procedure

W, B = Colour.WHITE, Colour.BLACK


def boards(pairing) -> set[tuple[int, int]]:
    return {(b.white, b.black) for b in pairing.boards}


def paired_with(pairing, player: int) -> int:
    for b in pairing.boards:
        if player in (b.white, b.black):
            return b.black if b.white == player else b.white
    raise AssertionError(f"{player} is not paired")


def _four_rows(**played) -> dict:
    """Whites 1-4 (ARO 2110, 2120, 2130, 2140), blacks 5-8 (R 2400, 2300, 2200, 2100)."""
    whites = [card(i, 2000, aro=2100 + 10 * i, due=W, played=played.get(f"p{i}", ()))
              for i in range(1, 5)]
    blacks = [card(5 + i, 2400 - 100 * i, due=B) for i in range(4)]
    return deck(*whites, *blacks)


# -- 6.3, row by row ----------------------------------------------------------------------

def test_6_3_blacks_passed_over_keep_their_order():
    """6.3: "the "white" player is paired with the first "black" player whom he has not played
    before, from the lower rows".  White 1 has played 5 and 6: he takes 7.  The blacks passed
    over (5, 6) stay in their order of R, so white 2 meets 5 and white 3 meets 6 (preface: "pair
    players who have played low rated players before with players having high ratings now")."""
    proc = procedure(_four_rows(p1=(5, 6)))
    proc.run(list(range(1, 9)))
    assert pairs_of(proc) == pp((1, 7), (2, 5), (3, 6), (4, 8))


def test_6_3_two_coincidences_in_sequence():
    """6.3 applied twice: white 1 has played 5, so he takes the first black he has not played,
    6; white 2 has also played 5, so he takes the next one still free, 7; white 3 then gets the
    highest R left, 5, and white 4 the last, 8."""
    proc = procedure(_four_rows(p1=(5,), p2=(5,)))
    proc.run(list(range(1, 9)))
    assert pairs_of(proc) == pp((1, 6), (2, 7), (3, 5), (4, 8))


def test_6_3_row_k_minus_1_changed_for_a_middle_row():
    """6.3: "If a coincidence takes place in a row No. k ... and all the "blacks" from the lower
    group have already played with the "white" No. k, then we change the pairing in row No.
    k - 1".  White 2 has played 6, 7 and 8: he takes 5 from row 1, white 1 takes the first free
    black, 6; rows 3 and 4 are unchanged (3-7, 4-8)."""
    proc = procedure(_four_rows(p2=(6, 7, 8)))
    proc.run(list(range(1, 9)))
    assert pairs_of(proc) == pp((1, 6), (2, 5), (3, 7), (4, 8))


def test_6_3_row_k_minus_1_does_not_work_so_row_k_minus_2():
    """6.3: "then we change the pairing in row No. k - 1, if this does not work, in row No.k-2".
    Rows 1-5, 2-6; white 3 has played 7 and 8, all the blacks of the lower rows.  Changing row 2
    (3 takes 6, 2 takes the black of row 3, 7) does not work, 2 has played 7; changing row 1
    works: 3 takes 5 and 1 takes 7.  Row 4: 4-8."""
    proc = procedure(_four_rows(p3=(7, 8), p2=(7,)))
    proc.run(list(range(1, 9)))
    assert pairs_of(proc) == pp((1, 7), (2, 6), (3, 5), (4, 8))


def test_6_3_last_row_after_an_earlier_improvement():
    """6.3: "If such a coincidence takes place in the last row for a group of players with the
    same score, then the last but one row is changed."  Whites 1, 2, 3 (ARO rising), blacks 4,
    5, 6 (R falling); 1 has played 4 and takes 5; 2 takes 4; 3 has played 6, the last black, so
    row 2 is changed: 3 takes 4 and 2 takes 6."""
    cards = deck(card(1, 2000, aro=2100, due=W, played=(4,)),
                 card(2, 2000, aro=2200, due=W), card(3, 2000, aro=2300, due=W, played=(6,)),
                 card(4, 2400, due=B), card(5, 2300, due=B), card(6, 2200, due=B))
    proc = procedure(cards)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 5), (2, 6), (3, 4))


def test_6_3_last_white_finds_a_white_above_him():
    """6.3: "If the "white" No. k has already played with all the "blacks", we look for an
    opponent for him, beginning with the "white" No.k+1 down to the end of the column, and then,
    beginning with the "white" No. k -1 down to the "white" No.1."  White 3 (the last) has played
    4, 5 and 6; no white follows him, so white No. 2 is his opponent.  Row 1 (1-4) stays; 2's
    black, 5, and the last black, 6, are left and play each other."""
    cards = deck(card(1, 2000, aro=2100, due=W), card(2, 2000, aro=2200, due=W),
                 card(3, 2000, aro=2300, due=W, played=(4, 5, 6)),
                 card(4, 2400, due=B), card(5, 2300, due=B), card(6, 2200, due=B))
    proc = procedure(cards)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 4), (2, 3), (5, 6))


# -- 7.3 / 7.4 with 2.6 ---------------------------------------------------------------------

def test_7_3_two_moves_with_2_6_and_an_r_tie():
    """7.3: "the number of Whites exceeds the Blacks by 2n, then n "white" players, who have the
    lowest ARO, are transferred to the black group. If their ARO is equal, the player with the
    higher R is chosen." with 2.6: "A player shall not be transferred ... if this would violate
    the limitations 2.3 or 2.4."  Five whites, one black: n = 2.  1 has the lowest ARO but has
    played black twice in a row (2.4), so he stays; 2, 3 and 4 share ARO 2100 and the higher R
    go: 3 (2050) and 2 (2000).  Whites by ARO: 1, 4, 5; blacks by R: 6, 3, 2.  Colours (3):
    4-3 have the same history and ARO, so white to the lower R (4); 5-2: white to the higher
    ARO (5)."""
    cards = deck(card(1, 2200, aro=2000, due=W, colours=[W, B, B]),
                 card(2, 2000, aro=2100, due=W), card(3, 2050, aro=2100, due=W),
                 card(4, 1900, aro=2100, due=W), card(5, 2100, aro=2300, due=W),
                 card(6, 2500, aro=2000, due=B))
    proc = procedure(cards)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 6), (4, 3), (5, 2))
    assert allocate(cards[1], cards[6])[:2] == (1, 6)
    assert allocate(cards[3], cards[4])[:2] == (4, 3)
    assert allocate(cards[2], cards[5])[:2] == (5, 2)


def test_7_4_highest_aro_blocked_by_2_6():
    """7.4: "n "black" players, who have the highest ARO, are transferred to the white group. If
    their ARO is equal, the player with the lower R is chosen." and 2.6.  Blacks 2, 3, 4 against
    white 1: n = 1.  2 has the highest ARO but is +2 in colours (a white would make +3, 2.3); of
    3 and 4 (ARO 2200) the lower R, 4, moves.  Whites by ARO: 1, 4; blacks by R: 2, 3."""
    cards = deck(card(1, 2300, aro=2000, due=W),
                 card(2, 2400, aro=2300, due=B, colours=[W, W]),
                 card(3, 2200, aro=2200, due=B), card(4, 2100, aro=2200, due=B))
    proc = procedure(cards)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 2), (4, 3))
    assert allocate(cards[3], cards[4])[:2] == (4, 3)  # same history and ARO: lower R white


def test_6_2_aro_compared_unrounded():
    """1: ""ARO" is the average rating of a player s opponents"; 6.2: "The players who should
    play with the white pieces are arranged in order of increasing ARO, the ARO being the same
    the player with the lower R is placed higher".  Decision, kept after re-checking the text:
    the average is compared as it is; the text rounds nowhere (the example of 6.2 merely shows
    one decimal, 2310.0, 2318.4, ...).  White 1 (R 2200) has ARO 16228/7 = 2318.29, white 2 (R
    2100) 6955/3 = 2318.33: both are 2318.3 to one decimal and 2318 to the integer, where the
    lower R, 2, would come first.  Unrounded, 1 has the lower ARO and is placed higher: 1 meets
    the highest R, 3 (2400): 1-3, 2-4."""
    cards = deck(card(1, 2200, aro=16228 / 7), card(2, 2100, aro=6955 / 3),
                 card(3, 2400, due=B), card(4, 2300, due=B))
    assert f"{cards[1].aro:.1f}" == f"{cards[2].aro:.1f}" == "2318.3"
    proc = procedure(cards)
    proc.run([1, 2, 3, 4])
    assert pairs_of(proc) == pp((1, 3), (2, 4))


# -- 7.1, 7.2 ------------------------------------------------------------------------------

def test_7_1_from_the_next_possible_lower_group():
    """7.1: "a player from the next possible lower score group is transferred ... who has not yet
    played with the player in question ... - the due colour is opposite ... - the player with the
    highest R ... - the one with the lowest ARO".  1 has played 2, 3, 4 (his whole group) and
    both players of score 1, so score 0 is the next possible group; of its players due black, 8
    and 9 share R 2000 and 9 has the lower ARO."""
    cards = deck(card(1, 2400, due=W, score=2, played=(2, 3, 4, 5, 6)),
                 card(2, 2350, due=W, score=2), card(3, 2340, due=B, score=2),
                 card(4, 2330, due=B, score=2),
                 card(5, 2300, due=B, score=1), card(6, 2200, due=B, score=1),
                 card(7, 2100, due=W, score=0), card(8, 2000, aro=1900, due=B, score=0),
                 card(9, 2000, aro=1800, due=B, score=0))
    proc = procedure(cards)
    proc.run(list(cards))
    assert frozenset((1, 9)) in pairs_of(proc)


def test_7_2_no_player_of_the_opposite_colour():
    """7.2: "- his due colour is opposite to the dominating due colour of the higher score group.
    - if there is a choice, then the player with the highest R".  Score 2: 1, 2 due white, 3 due
    black (white dominates); score 1: 4 (R 2300) and 5 (R 2200) are both due white, so the
    first requirement selects no one and the highest R, 4, is transferred."""
    cards = deck(card(1, 2500, due=W, score=2), card(2, 2450, due=W, score=2),
                 card(3, 2420, due=B, score=2),
                 card(4, 2300, due=W, score=1), card(5, 2200, due=W, score=1))
    proc = procedure(cards)
    proc.run(list(cards))
    partner = next(r for r in proc.pairs if 4 in (r.a, r.b))
    assert {partner.a, partner.b} & {1, 2, 3}
    assert "7.2" in partner.explanation
    assert proc.unpaired == [5]


def test_7_2_next_possible_lower_group_skips_a_group():
    """7.2: "a player from the next possible lower score group shall be transferred to the score
    group to be paired, who has not yet played with at least one of the players of the higher
    score group".  4, the only player of score 1, has played 1, 2 and 3, so score 0 is the next
    possible group; white dominates score 2 (1, 2), so 5 (due black) is transferred although 6 has
    the higher R.  Score 2: whites by ARO (equal) then lower R: 2, 1; blacks 3, 5: 2-3, 1-5.  4 is
    then alone (7.1) and gets 6 from score 0."""
    cards = deck(card(1, 2500, due=W, score=2), card(2, 2450, due=W, score=2),
                 card(3, 2420, due=B, score=2),
                 card(4, 2300, due=B, score=1, played=(1, 2, 3)),
                 card(5, 2000, due=B, score=0), card(6, 2100, due=W, score=0))
    proc = procedure(cards)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((2, 3), (1, 5), (4, 6))
    record = next(r for r in proc.pairs if 5 in (r.a, r.b))
    assert "transferred up from score 0 (7.2)" in record.explanation


# -- 2.5 -----------------------------------------------------------------------------------

def _odd_top_group() -> dict:
    """Score 2: 1 (due white), 2 and 3 (due black); score 1: 4 (due white) and 5 (due black),
    both transferred up in the previous round."""
    return deck(card(1, 2400, due=W, score=2), card(2, 2300, due=B, score=2),
                card(3, 2200, due=B, score=2),
                card(4, 2100, due=W, score=1, upfloated_last=True, upfloats=1),
                card(5, 2000, due=B, score=1, upfloated_last=True, upfloats=1))


def test_2_5_is_a_limitation_7_2_fails_and_a_player_floats():
    """2.5: "Apart from the last round a player cannot be transferred to a higher score group two
    times running".  4 and 5 were transferred up last round, so 7.2 can transfer no one; by 6.4
    ("If that cannot be achieved the remaining unpaired players are transferred to the next lower
    score group") one of 1, 2, 3 floats: none was a floater and all can be paired below, so the
    lowest R, 3, floats (decision for ties).  1-2 is played; 8.2 gives 3 (due black) the player
    due white with the highest R, 4 (4 is not transferred: the floater is)."""
    proc = procedure(_odd_top_group(), limit=3)
    proc.run([1, 2, 3, 4, 5])
    assert pairs_of(proc) == pp((1, 2), (3, 4))
    assert proc.unpaired == [5]


def test_6_4_can_be_paired_below_comes_before_the_lower_r():
    """6.4: "- the player was not floater from higher score groups and can be paired in the lower
    score group - the player was not floater from higher score groups and cannot be paired in the
    lower score group".  The odd score 2 gets no one by 7.2 (4 and 5 were transferred up last
    round, 2.5).  3 has the lowest R but has played 4 and 5, so he cannot be paired below; of 1
    and 2, who can, the lower R floats: 2.  1-3 is played, and 2 (due black) gets 4, due white
    (8.2)."""
    cards = deck(card(1, 2400, due=W, score=2), card(2, 2300, due=B, score=2),
                 card(3, 2200, due=B, score=2, played=(4, 5)),
                 card(4, 2100, due=W, score=1, upfloated_last=True, upfloats=1),
                 card(5, 2000, due=B, score=1, upfloated_last=True, upfloats=1))
    proc = procedure(cards, limit=3)
    proc.run([1, 2, 3, 4, 5])
    assert pairs_of(proc) == pp((1, 3), (2, 4))
    assert proc.unpaired == [5]


def test_2_5_does_not_apply_in_the_last_round():
    """2.5: "Apart from the last round ...".  In the last round 7.2 transfers 4: black dominates
    score 2 (2 and 3), 4 is due white.  Whites by ARO (equal) then lower R: 4, 1; blacks by R:
    2, 3: 4-2 and 1-3."""
    proc = procedure(_odd_top_group(), limit=None)
    proc.run([1, 2, 3, 4, 5])
    assert pairs_of(proc) == pp((4, 2), (1, 3))
    assert proc.unpaired == [5]


def _upfloat_history(third_upfloat_round: int, total_rounds: int):
    """Eight players.  Player 4 plays only three games, each against a player with a higher
    score before the round (7 in round 2, 8 in round 4, 3 in round ``third_upfloat_round``),
    all lost; the others collect points with full-point byes (F) or sit out (Z).  Before round
    8: 1, 2, 3, 7, 8 have 2 points, 4, 5, 6 have 0.
    Colours: 4 B, W, B (due white, ARO (2340+2330+2380)/3 = 2350); 3 and 7 one white (due black);
    8 one black (due white); 1, 2, 5, 6 no game (no due colour)."""
    rounds = ["1 F, 2 F, 3 F, 7 F, 8 F", "7-4 1-0", "", "4-8 0-1", "", "", ""]
    rounds[third_upfloat_round - 1] = "3-4 1-0"
    rounds[6] = ", ".join(filter(None, [rounds[6], "1 F, 2 F"]))
    return tournament(8, rounds, total_rounds=total_rounds)


def _expect_5_transferred(pairing) -> None:
    """Score 2 (1, 2, 3, 7, 8) is odd; black dominates (3, 7 against 8), so 7.2 wants a player
    due white or without a due colour: 4, 5, 6 all qualify, highest R first.  With 5 instead of
    4: whites 8 and the players without colour added to the smaller subgroup, lowest R first
    (5 and 2 to white, 1 to black); whites by ARO 5 (0, R 2360), 2 (0, R 2390), 8 (2370);
    blacks by R 1, 3, 7: 5-1, 2-3, 8-7; score 0: 4-6.  Colours (3): 5-1 no history, same ARO,
    white to the lower R (5); 2-3 and 4-6 due colours; 8-7 due colours."""
    assert boards(pairing) == {(5, 1), (2, 3), (8, 7), (4, 6)}


def _expect_4_transferred(pairing) -> None:
    """With 4 transferred: whites 8, 4 and 2 (1 to black); by ARO 2 (0), 4 (2350), 8 (2370);
    blacks 1, 3, 7.  Row 1: 2-1; row 2: 4 has played 3 and 7, so row 1 is changed (6.3): 4-1
    and 2-3; row 3: 8-7.  Score 0: 5-6, no history, white to the lower R (6)."""
    assert boards(pairing) == {(4, 1), (2, 3), (8, 7), (6, 5)}


def test_2_5_more_than_three_times_in_a_nine_round_tournament():
    """2.5: "... and more than three times (if the tournament has less than 10 rounds)".  In a
    9-round tournament 4 has been transferred up three times (rounds 2, 4, 6), so in round 8
    7.2 takes the next player, 5."""
    t = _upfloat_history(6, total_rounds=9)
    assert build_cards(t)[4].upfloats == 3
    pairing = SYSTEM.pair(t)
    _expect_5_transferred(pairing)
    assert completeness_violations(t, pairing) == []


def test_2_5_four_times_in_a_ten_round_tournament():
    """2.5: "... or four times (if the tournament has more than 9 rounds)".  The same history in a
    10-round tournament: a fourth transfer is allowed, and 4 has the highest R."""
    pairing = SYSTEM.pair(_upfloat_history(6, total_rounds=10))
    _expect_4_transferred(pairing)


def test_2_5_apart_from_the_last_round():
    """2.5: "Apart from the last round": round 8 of 8, the limit does not apply."""
    pairing = SYSTEM.pair(_upfloat_history(6, total_rounds=8))
    _expect_4_transferred(pairing)


def test_2_5_two_times_running_even_with_ten_rounds():
    """2.5: "cannot be transferred to a higher score group two times running".  4's third
    transfer was in round 7, the round before: even in a 10-round tournament (limit four) he may
    not be transferred in round 8, so 5 is."""
    t = _upfloat_history(7, total_rounds=10)
    assert build_cards(t)[4].upfloated_last_round
    _expect_5_transferred(SYSTEM.pair(t))


# -- section 8 -------------------------------------------------------------------------------

def test_8_1_and_8_2_four_floaters():
    """8.1: "The floaters having due colour white are arranged according to chapter 6.2 [ARO
    rising] The floaters having due colour black are arranged according to chapter 6.2 [R
    falling] Beginning with the highest "white" floater the floaters are paired one by one ...
    alternating between "white" and "black"." and 8.2: "Each of the floaters is paired with the
    player having the highest R, if possible having the opposite due colour. If there are more
    than one player with equal R, the player with the lowest ARO is chosen".
    Order: 12 (ARO 2100), 14 (R 2350), 11 (ARO 2200), 13 (R 2300).
    12 (white) takes the highest R due black: 1.  14 (black): 2 and 3 due white share R 2300, 3
    has the lower ARO.  11 has played 4, so of the blacks left he takes 5.  13 takes 2; 4 stays."""
    cards = deck(card(11, 2000, aro=2200, due=W, score=3, played=(4,)),
                 card(12, 2000, aro=2100, due=W, score=3),
                 card(13, 2300, due=B, score=3), card(14, 2350, due=B, score=3),
                 card(1, 2400, due=B, score=2), card(2, 2300, aro=2000, due=W, score=2),
                 card(3, 2300, aro=1900, due=W, score=2), card(4, 2200, due=B, score=2),
                 card(5, 2100, due=B, score=2))
    proc = procedure(cards)
    natives = [1, 2, 3, 4, 5]
    assert proc._pair_floaters([11, 12, 13, 14], natives, 2) == []
    assert [(r.a, r.b) for r in proc.pairs] == [(12, 1), (14, 3), (11, 5), (13, 2)]
    assert natives == [4]


# -- section 4 -------------------------------------------------------------------------------

def test_4_dominating_colour_before_higher_aro_in_a_tournament():
    """4: "If there are players with the lowest R in both the colour subgroups, then the player to
    get the bye must be due to the dominating colour and in case there are several players with
    equal R, the player to get the bye must have the higher ARO".  After round 1 (1-4 0-1, 5-2
    1-0, 3-6 1-0, 7 bye) score 0 holds 1 (due black, ARO 2350), 2 (due white, ARO 2100) and 6
    (due white, ARO 2300), all R 2000.  White dominates (2 of 3): 2 or 6, and 6 has the higher
    ARO; 1's higher ARO does not count."""
    t = tournament(7, ["1-4 0-1, 5-2 1-0, 3-6 1-0, 7 U"],
                   ratings=[2000, 2000, 2300, 2350, 2100, 2000, 2400])
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 6
    assert completeness_violations(t, pairing) == []


def test_4_and_2_2_forfeit_win_full_bye_and_half_bye():
    """2.2: "A player who has received a point without playing shall not receive a bye." (a
    forfeit win and an F bye are such points; a half-point bye is not a point -- decision) and 4:
    "The player from the lowest score group, who has the lowest R will get the bye."  After two
    rounds score 1 (the lowest) holds 3 (R 1800, won by forfeit), 4 (R 1900, F bye), 5 (R 2000,
    H bye and a draw), 6 (R 2100) and 1 (R 2400): 5 gets the bye."""
    t = tournament(7, ["3-1 +-, 2-6 1-0, 4 F, 5 H, 7 F", "1-3 1-0, 5-2 1/2, 6-4 1-0, 7 F"],
                   ratings=[2400, 2300, 1800, 1900, 2000, 2100, 2500])
    cards = build_cards(t)
    assert [cards[p].score for p in (1, 3, 4, 5, 6)] == [1, 1, 1, 1, 1]
    assert bye_order(cards, t.players_to_pair())[0] == 5
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 5
    assert completeness_violations(t, pairing) == []


# -- a whole tournament, rounds 2 to 4 -----------------------------------------------------

_R1 = "1-5 1-0, 6-2 0-1, 3-7 1/2, 8-4 1/2"
_R2 = "2-1 1/2, 4-3 1-0, 7-8 0-1, 5-6 1/2"
_R3 = "8-2 1-0, 1-4 1/2, 3-5 1-0, 6-7 0-1"


def test_rounds_1_to_3_of_eight_players():
    """5 for round 1 ("The first player from the left-hand list plays the first player from the
    right-hand list ... all odd-numbered pairs have the same colours as the first pair, whereas
    all even-numbered pairs have the other colour"): 1-5, 6-2, 3-7, 8-4.
    Round 2: score 1 {1 due black, 2 due white}: 2-1.  Score 1/2: whites 7 (ARO 2380) and 4
    (ARO 2330) by rising ARO: 4, 7; blacks by R: 3, 8: 4-3, 7-8.  Score 0: 5-6 (due colours).
    Round 3 (after 2-1 1/2, 4-3 1-0, 7-8 0-1, 5-6 1/2): score 1.5 {1, 8 due white; 2, 4 due
    black}: whites by ARO 8 (2355), 1 (2375); blacks 2, 4: 8-2, 1-4.  Score 0.5 {3, 6 due white;
    5, 7 due black}: whites 3 (2355), 6 (2375); blacks 5, 7: 3-5, 6-7."""
    t = tournament(8, [], initial_colour=W)
    assert boards(SYSTEM.pair(t)) == {(1, 5), (6, 2), (3, 7), (8, 4)}
    t = tournament(8, [_R1])
    assert boards(SYSTEM.pair(t)) == {(2, 1), (4, 3), (7, 8), (5, 6)}
    t = tournament(8, [_R1, _R2])
    assert boards(SYSTEM.pair(t)) == {(8, 2), (1, 4), (3, 5), (6, 7)}


def test_round_4_transfers_of_7_1_for_lone_players():
    """Round 4 after 8-2 1-0, 1-4 1/2, 3-5 1-0, 6-7 0-1: 8 alone has 2.5, 1 and 4 have 2, 2, 3,
    7 have 1.5, 5 and 6 have 0.5.  Everybody has played W B W (due black: 1, 3, 6, 8) or B W B
    (due white: 2, 4, 5, 7).
    7.1 ("If a player has already played with all the players of his own score group"): 8 is
    alone; from score 2, 4 has played him, so 1 comes up: 8-1.  Colours: same history, white to
    the higher ARO, 1 (2373.3 against 2366.7).
    4 is then alone: opposite due colour would be 3 (due black), whom 4 has played; of 2 and 7
    the higher R, 2: 4-2, white to the higher ARO 4 (2370 against 2360).
    Score 1.5 is left with 3 and 7, who have played each other: 3 (higher R) gets from score
    0.5 the one he has not played, 6: 6-3 (6's ARO 2363.3 is higher); 7 then gets 5: 5-7 (ARO
    2376.7 against 2353.3)."""
    t = tournament(8, [_R1, _R2, _R3], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert boards(pairing) == {(1, 8), (4, 2), (6, 3), (5, 7)}
    assert SYSTEM.absolute_violations(t, pairing) == []


def test_7_1_candidate_excluded_by_the_colour_limitations():
    """7.1: the player transferred must be one who "can be paired according to the colour
    allocation rules", and first of all "the due colour is opposite to the due colour of the
    player in question".  1 (due white, black twice in a row: must have white, 2.4) has played
    his whole group.  Of score 1, 5 (R 2300) is due black but has also had black twice in a row
    (W W W B B), so 1-5 cannot be given colours; 7 (R 2250) is due white, not opposite; so 6 (R
    2200, due black) is transferred."""
    cards = deck(card(1, 2400, due=W, score=2, colours=[B, B], played=(2, 3, 4)),
                 card(2, 2350, due=W, score=2), card(3, 2340, due=B, score=2),
                 card(4, 2330, due=B, score=2),
                 card(5, 2300, due=B, score=1, colours=[W, W, W, B, B]),
                 card(6, 2200, due=B, score=1), card(7, 2250, due=W, score=1))
    proc = procedure(cards)
    proc.run(list(cards))
    record = next(r for r in proc.pairs if 1 in (r.a, r.b))
    assert {record.a, record.b} == {1, 6} and "7.1" in record.explanation
    assert allocate(cards[1], cards[6])[:2] == (1, 6)


def test_3_alternation_skips_rounds_not_played_over_the_board():
    """3: "- alternate the colours of both players regarding the first difference of their colour
    history going back from the previous round to the first round. - assign white to the player
    with the higher ARO" (decision: a round in which either did not play over the board is
    skipped).  Both are due black with as many whites as blacks, so the first two lines do not
    decide.  Round 5: both white; round 4: 1 did not play; round 3: 1 black, 2 white -- the first
    difference, so 1 gets white although 2 has the higher ARO."""
    one = card(1, 2000, aro=2100, due=B, colours=[W, B, B, None, W])
    two = card(2, 2000, aro=2300, due=B, colours=[None, B, W, B, W])
    assert one.diff == 0 and two.diff == 0
    assert allocate(one, two)[:2] == (1, 2)
    assert allocate(two, one)[:2] == (1, 2)


# -- a whole tournament of seven players: byes, lone players, 2.5 ----------------------------

_S1 = "1-4 1-0, 5-2 1/2, 3-6 0-1, 7 U"
_S2 = "2-1 0-1, 6-7 1/2, 5-3 1-0, 4 U"


def test_seven_players_round_1_and_2():
    """5: "If the number of the players is odd, the last player in the list gets the bye": 7;
    1-4, 5-2, 3-6.  Round 2 (after 1-4 1-0, 5-2 1/2, 3-6 0-1): 4: "The player from the lowest
    score group, who has the lowest R will get the bye": score 0 holds 3 (2380) and 4 (2370): 4.
    Score 1 {1 due black, 6 due white, 7 no game} is odd; no colour dominates, so 7.2 transfers
    the highest R of score 1/2: 2 (2390, due white).  7 (no due colour) joins the smaller
    subgroup, black.  Whites by ARO: 2 (2360), 6 (2380); blacks by R: 1, 7: 2-1, 6-7.  5 is then
    alone in score 1/2 (7.1): 3 comes up: both due black with the same history, white to the
    higher ARO, 5 (2390 against 2350)."""
    t = tournament(7, [], initial_colour=W)
    first = SYSTEM.pair(t)
    assert boards(first) == {(1, 4), (5, 2), (3, 6)} and first.bye == 7
    t = tournament(7, [_S1])
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 4
    assert boards(pairing) == {(2, 1), (6, 7), (5, 3)}


def test_seven_players_round_3_two_times_running():
    """Round 3 (after 2-1 0-1, 6-7 1/2, 5-3 1-0, 4 bye): bye to 3 (alone at 0).  1 (2 points,
    due white) is alone: 7.1 brings the highest R due black of 1.5, 5: 1-5.  6 and 7 (1.5) have
    played each other: 7.1 for 6 (higher R) brings 4 from score 1: 4-6 (4 due white).  7 is then
    alone; the only player below, 2, was transferred up in round 2 (1/2 against 1) -- 2.5: "a
    player cannot be transferred to a higher score group two times running", so no one can be
    transferred, 7 floats (6.4) and is paired by 8.2 with 2 (the floater is transferred, not 2).
    In the last round (3 of 3) 2.5 does not apply and 7.1 transfers 2: the same boards, by 7.1."""
    t = tournament(7, [_S1, _S2], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 3
    assert boards(pairing) == {(1, 5), (4, 6), (7, 2)}
    board = next(b for b in pairing.boards if b.white == 7)
    assert "8.2" in board.explanation and "7.1" not in board.explanation
    last = SYSTEM.pair(tournament(7, [_S1, _S2], total_rounds=3))
    assert boards(last) == {(1, 5), (4, 6), (7, 2)}
    board = next(b for b in last.boards if b.white == 7)
    assert "7.1" in board.explanation
