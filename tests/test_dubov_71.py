"""Dubov 7.1 applied exactly when its condition holds (issue #18, part 1).

7.1: "If a player has already played with all the players of his own score group, a player
from the next possible lower score group is transferred to the score group to be paired who has
not yet played with the player in question and can be paired according to the colour allocation
rules".  A player who has not met everybody but cannot be paired in his group for another reason
(the colour limitations 2.3/2.4) is not a case of 7.1: the group is paired (or not) by 6.3, and
6.4 applies: "If that cannot be achieved the remaining unpaired players are transferred to the
next lower score group and treated according to chapter 8" (8.1: "The floaters having due colour
white are arranged according to chapter 6.2 ... Beginning with the highest "white" floater the
floaters are paired one by one"; 8.2: "Each of the floaters is paired with the player having the
highest R, if possible having the opposite due colour").

Every expected value was worked out by hand from dubov-1997.txt (the working is in each
docstring), never copied from the program's output.  Ratings of ``tournament(n, ...)``: player i
has 2410 - 10 i (1: 2400, 2: 2390, ... 8: 2330).
"""

from __future__ import annotations

from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.dubov1997 import SYSTEM
from arbiter_app.engine.systems.dubov1997.cards import Rules, build_cards
from arbiter_app.engine.systems.dubov1997.feasibility import Oracle
from arbiter_app.engine.systems.dubov1997.procedure import Procedure
from tests.builders import tournament
from tests.test_dubov_rules import card, deck, pairs_of, pp, procedure

W, B = Colour.WHITE, Colour.BLACK


def boards(pairing) -> set[tuple[int, int]]:
    return {(b.white, b.black) for b in pairing.boards}


def explanation(pairing, player: int) -> str:
    return next(b.explanation for b in pairing.boards if player in (b.white, b.black))


def record_of(proc: Procedure, player: int) -> str:
    return next(r.explanation for r in proc.pairs if player in (r.a, r.b))


# -- a two-player top group whose players both need white --------------------------------------

# 1 and 2 win everything with W B B; 3 and 4 (2 points) end with W W; 5, 6 (1 point) with B W B;
# 7, 8 (0 points) with W B W.
_TOP_TWO = ["1-5 1-0, 2-6 1-0, 7-3 0-1, 8-4 0-1",
            "6-1 0-1, 5-2 0-1, 3-8 1-0, 4-7 1-0",
            "7-1 0-1, 8-2 0-1, 3-5 0-1, 4-6 0-1"]


def test_two_player_top_group_both_needing_white_float_and_are_paired_by_8():
    """Round 4 after
    1-5 1-0, 2-6 1-0, 7-3 0-1, 8-4 0-1 / 6-1 0-1, 5-2 0-1, 3-8 1-0, 4-7 1-0 /
    7-1 0-1, 8-2 0-1, 3-5 0-1, 4-6 0-1.

    Scores: 1, 2: 3; 3, 4: 2; 5, 6: 1; 7, 8: 0.  Colours: 1 and 2 W B B (due white, and 2.4 "A
    player shall not have the same colour three times in a row": both must have white); 3 and 4
    B W W (due black, must have black); 5 and 6 B W B (due white); 7 and 8 W B W (due black).
    ARO: 1 (5, 6, 7) 2350; 2 (6, 5, 8) 2346.7; 5 (1, 2, 3) 2390; 6 (2, 1, 4) 2386.7; 7 (3, 4, 1)
    2383.3; 8 (4, 3, 2) 2380.

    Score 3 {1, 2}: 1 and 2 have not played each other, so 7.1 ("If a player has already played
    with all the players of his own score group") does not apply; the group is even (no 7.2).
    7.3 would move the "white" with the lowest ARO to the black group, but 2.6: "A player shall
    not be transferred from the subgroup due to a colour to the subgroup due to the other colour
    if this would violate the limitations 2.3 or 2.4".  6.2/6.3: white 2 (ARO 2346.7) has no
    black; the "white" below him, 1, cannot be given colours with him (2.4).  6.4: both are
    "transferred to the next lower score group and treated according to chapter 8".

    Score 2 {3, 4}: 8.1: both floaters are due white; by 6.2 (increasing ARO) 2 comes first,
    then 1.  8.2: 2 gets the highest R of opposite due colour, 3 (2380): 2-3; 1 gets 4: 1-4.
    Score 1 {5, 6}: both due white; 7.3 moves the one with the lower ARO, 6, to the black group
    (2.6 allows black: B W B B is a difference of -2 and two blacks in a row): 5-6.  Colours:
    both due white, equalising is even (-1/-1 either way), identical histories, so "assign white
    to the player with the higher ARO": 5.  Score 0 {7, 8}: both due black; 7.4 moves the one
    with the higher ARO, 7, to the white group; colours likewise white to the higher ARO: 7-8.

    (The too wide reading of 7.1 treated 1, the higher R, as a player without an opponent and
    transferred 3 to him: 1-3, then 2-4.)"""
    t = tournament(8, _TOP_TWO, total_rounds=7)
    pairing = SYSTEM.pair(t)
    assert boards(pairing) == {(2, 3), (1, 4), (5, 6), (7, 8)}
    for player in (1, 2):
        assert "8.2" in explanation(pairing, player)
        assert "7.1" not in explanation(pairing, player)
    assert SYSTEM.absolute_violations(t, pairing) == []


def test_two_player_top_group_hand_made_cards():
    """The same situation on hand-made cards (R, ARO and colours as given, scores 2 and 1):
    1 (R 2400, ARO 2300) and 2 (R 2350, ARO 2200) have both played W B B: due white, and 2.4
    forbids a third black.  They have not played each other, so 7.1 does not apply; 7.3 may not
    move either of them (2.6); 6.3 cannot pair them; by 6.4 both float to score 1.

    Score 1: 3 (R 2300, due black), 4 (R 2250, due black), 5 (R 2200, due white), 6 (R 2150, due
    black).  8.1: "The floaters having due colour white are arranged according to chapter 6.2"
    (increasing ARO): 2 (2200), then 1 (2300).  8.2 "the player having the highest R, if possible
    having the opposite due colour": 2-3, then 1-4.  5 (due white) and 6 (due black) are left:
    6.2 pairs them, 5-6."""
    must_white = [W, B, B]
    cards = deck(card(1, 2400, aro=2300, due=W, score=2, colours=must_white),
                 card(2, 2350, aro=2200, due=W, score=2, colours=must_white),
                 card(3, 2300, due=B, colours=[W, B, W]),
                 card(4, 2250, due=B, colours=[W, B, W]),
                 card(5, 2200, due=W, colours=[B, W, B]),
                 card(6, 2150, due=B, colours=[W, B, W]))
    assert not cards[1].can_black and not cards[2].can_black
    proc = procedure(cards, limit=3)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((2, 3), (1, 4), (5, 6))
    assert "8.2" in record_of(proc, 1) and "7.1" not in record_of(proc, 1)
    assert "8.2" in record_of(proc, 2) and "7.1" not in record_of(proc, 2)
    assert proc.unpaired == []


# -- a group where one player has met everyone -------------------------------------------------

def test_one_player_met_everyone_the_others_float_by_6_4():
    """Score 2 (hand-made cards, three games each): 1 (R 2400, due white, B W B) has played 2 and
    3; 2 (R 2380, ARO 2300) and 3 (R 2360, ARO 2200) have played W B B (due white, must have
    white by 2.4) and have not played each other.  Score 1: 4 (R 2300), 5 (R 2250), 6 (R 2200)
    due black (W B W), 7 (R 2150) due white (B W B), 8 (R 2100) due black.

    7.1: "If a player has already played with all the players of his own score group" holds for
    1 only.  "the due colour is opposite to the due colour of the player in question" (black):
    4, 5, 6, 8; "the player with the highest R": 4.  1-4.
    2 and 3 have not played each other: 7.1 does not apply to them.  The group {2, 3} is even;
    7.3 may not move either (2.6); 6.3 cannot pair them (2.4); 6.4: both float to score 1.
    8.1: two "white" floaters, by 6.2 (increasing ARO): 3 (2200), then 2 (2300).  8.2: 3 gets
    the highest R of opposite due colour still there, 5: 3-5; 2 gets 6: 2-6.  Score 1 keeps 7
    (due white) and 8 (due black): 7-8.

    (The too wide reading applied 7.1 to 2 and 3 in order of R: 2-5, 3-6.)"""
    must_white = [W, B, B]
    cards = deck(card(1, 2400, due=W, score=2, colours=[B, W, B], played=(2, 3)),
                 card(2, 2380, aro=2300, due=W, score=2, colours=must_white),
                 card(3, 2360, aro=2200, due=W, score=2, colours=must_white),
                 card(4, 2300, due=B, colours=[W, B, W]),
                 card(5, 2250, due=B, colours=[W, B, W]),
                 card(6, 2200, due=B, colours=[W, B, W]),
                 card(7, 2150, due=W, colours=[B, W, B]),
                 card(8, 2100, due=B, colours=[W, B, W]))
    proc = procedure(cards, limit=3)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 4), (3, 5), (2, 6), (7, 8))
    assert "7.1" in record_of(proc, 1)
    for player in (2, 3):
        assert "8.2" in record_of(proc, player) and "7.1" not in record_of(proc, player)


def test_met_all_but_one_who_is_barred_by_colour():
    """7.1's condition is about games played, not about colours.  Score 2: 1 (R 2400, due
    white, W B B: must have white) has played 3 but not 2; 2 (R 2300, due white, W B B: must have
    white); so 1 has not "played with all the players of his own score group" although he can
    be paired with no one of it, and 7.1 does not apply to him (nor to 2).  Both float (6.4).
    Score 1: 3 (R 2250, due black), 4 (R 2200, due black), 5 (R 2150, due black), 6 (R 2100, due
    white).  8.1, by increasing ARO: 2 (ARO 2100) before 1 (ARO 2200).  8.2: 2 gets the highest R
    due black, 3: 2-3.  1 has played 3 anyway; he gets 4: 1-4.  5 (due black) and 6 (due white)
    are left: 6-5."""
    must_white = [W, B, B]
    cards = deck(card(1, 2400, aro=2200, due=W, score=2, colours=must_white, played=(3,)),
                 card(2, 2300, aro=2100, due=W, score=2, colours=must_white),
                 card(3, 2250, due=B, colours=[W, B, W]),
                 card(4, 2200, due=B, colours=[W, B, W]),
                 card(5, 2150, due=B, colours=[W, B, W]),
                 card(6, 2100, due=W, colours=[B, W, B]))
    proc = procedure(cards, limit=3)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((2, 3), (1, 4), (6, 5))
    assert all("7.1" not in r.explanation for r in proc.pairs)


def test_7_1_still_applies_to_a_player_who_met_everyone_despite_colours():
    """The other direction: 1 (R 2400, due white, must have white) has played 2 and 3, the
    whole of his group, so 7.1 applies although 2.4 also matters.  The transferred player
    "can be paired according to the colour allocation rules" and "the due colour is opposite":
    of score 1, 4 (R 2300) is due black but has had black twice in a row (2.4: 1-4 cannot be
    given colours), 5 (R 2250) is due white, 6 (R 2200) is due black: 6 is transferred, 1-6.
    2 (due white) and 3 (due black) have not played each other: 6.2 pairs them, 2-3.  Score 1
    keeps 4 and 5, who may play each other with 4 white (4 may not have black a third time)."""
    cards = deck(card(1, 2400, due=W, score=2, colours=[W, B, B], played=(2, 3)),
                 card(2, 2380, due=W, score=2, colours=[B, W, B]),
                 card(3, 2360, due=B, score=2, colours=[W, B, W]),
                 card(4, 2300, due=B, colours=[W, W, W, B, B]),
                 card(5, 2250, due=W, colours=[B, W, B]),
                 card(6, 2200, due=B, colours=[W, B, W]))
    proc = procedure(cards, limit=3)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 6), (2, 3), (4, 5))
    assert "7.1" in record_of(proc, 1)


# -- decision: a forbidden pair counts as "played" --------------------------------------------

def test_forbidden_pair_counts_as_played_for_7_1():
    """Decision (the project reads XXP pairs as 2.1 pairs): round 2 after 1-3 1-0, 2-4 1-0, with
    1-2 forbidden.  Score 1 {1, 2} (both due black): 1 "has already played with all the players
    of his own score group" in this sense, so 7.1: from score 0 the player who "has not yet
    played with the player in question": 4 (3 played 1); 4 is due white, opposite: 4-1.  2 is
    then alone and has played all (none) of the others: 7.1 brings 3: 3-2 (3 due white)."""
    t = tournament(4, ["1-3 1-0, 2-4 1-0"])
    t.forbidden_pairs.add(frozenset((1, 2)))
    pairing = SYSTEM.pair(t)
    assert boards(pairing) == {(4, 1), (3, 2)}
    assert "7.1" in explanation(pairing, 1)
    assert "7.1" in explanation(pairing, 2)


def test_7_1_condition_on_the_procedure():
    """The condition itself, on one group: 1 has played 2, 3 and 4 (7.1 holds); 2 has played 1
    and 3 but not 4 (7.1 does not hold, whatever the colours); a forbidden pair counts as
    played (decision)."""
    cards = deck(card(1, 2400, score=2, played=(2, 3, 4)), card(2, 2300, score=2, played=(3,)),
                 card(3, 2200, score=2), card(4, 2100, score=2))
    forbidden = {frozenset((2, 4))}
    proc = Procedure(cards, Oracle(Rules(Tournament(), cards).legal), 3, forbidden=forbidden)
    group = [1, 2, 3, 4]
    assert proc.has_played_all(1, group)
    assert proc.has_played_all(2, group)  # 1 and 3 played, 4 forbidden
    assert not proc.has_played_all(3, group)
    plain = procedure(cards)
    assert not plain.has_played_all(2, group)


def test_build_cards_of_the_top_two_case():
    """The history of the first case gives the cards its docstring states."""
    cards = build_cards(tournament(8, _TOP_TWO, total_rounds=7))
    assert [cards[p].score for p in range(1, 9)] == [3, 3, 2, 2, 1, 1, 0, 0]
    assert [cards[p].due for p in range(1, 9)] == [W, W, B, B, W, W, B, B]
    assert not cards[1].can_black and not cards[2].can_black
    assert not cards[3].can_white and not cards[4].can_white
    assert cards[1].aro == 2350 and round(cards[2].aro, 1) == 2346.7
    assert round(cards[6].aro, 1) == 2386.7 and cards[5].aro == 2390
    assert round(cards[7].aro, 1) == 2383.3 and cards[8].aro == 2380


# -- decision re-checked: a player without a due colour meets "opposite" ----------------------

def test_7_1_player_without_a_due_colour_counts_as_opposite():
    """7.1: "- the due colour is opposite to the due colour of the player in question. - if
    there is a choice, then the player with the highest R is to be transferred."  Section 1
    gives no due colour to a player who has not played a game over the board (3, score 1 by a
    forfeit win and a half-point bye, say).  Decision, kept after re-checking the text: he
    counts as "opposite", because the requirement is there so that section 3 can "give both
    players their due colour", and with him it can (the player in question gets his, and he has
    none to lose); a player of the same due colour as the player in question cannot.

    Score 2: 1 (R 2400, due white) has played 2 (R 2300, due black), his whole group: 7.1.
    Score 1: 3 (R 2250, no due colour), 4 (R 2200, due black), 5 (R 2150, due white), 6 (R 2100,
    due white).  For 1: "opposite" are 3 and 4; the highest R: 3.  1-3, 1 white (section 3: his
    due colour).  2 is then alone (he has played all, none, of the others): 7.1, opposite to
    black: 5 and 6, the highest R 5: 2-5.  Score 1 keeps 4 (due black) and 6 (due white): 6-4.
    (Read literally, 3 would not be "opposite": 1-4, 2-5, 3-6.)"""
    cards = deck(card(1, 2400, due=W, score=2, played=(2,)), card(2, 2300, due=B, score=2),
                 card(3, 2250, due=None), card(4, 2200, due=B), card(5, 2150, due=W),
                 card(6, 2100, due=W))
    proc = procedure(cards, limit=3)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 3), (2, 5), (6, 4))
    assert "7.1" in record_of(proc, 1) and "7.1" in record_of(proc, 2)
