"""Hand-worked cases of the Dubov rule text (C.04.4.1, dubov-1997.txt).

Each test quotes the sentence it checks.  Cases on the procedure are built
from hand-made pairing cards (R, ARO, due colour, opponents) so that the
numbers of the text can be used as they stand; the bye, round one and the
limitations are also checked on whole tournaments.
"""

from __future__ import annotations

import random

import pytest

from arbiter_app.engine.checker import completeness_violations
from arbiter_app.engine.model import Colour, Round, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError
from arbiter_app.engine.systems.dubov1997 import SYSTEM, bye_order
from arbiter_app.engine.systems.dubov1997.cards import Card, Rules, build_cards, upfloat_limit
from arbiter_app.engine.systems.dubov1997.colours import allocate
from arbiter_app.engine.systems.dubov1997.feasibility import Oracle
from arbiter_app.engine.systems.dubov1997.procedure import Procedure
from arbiter_app.engine.systems.registry import get_system
from tests.builders import tournament

W, B = Colour.WHITE, Colour.BLACK


def card(n: int, rating: int, aro: float = 2000.0, due: Colour | None = W, score: float = 1.0,
         played=(), name: str | None = None, colours: list | None = None,
         upfloats: int = 0, upfloated_last: bool = False, downfloated: bool = False,
         point_without_playing: bool = False) -> Card:
    """A pairing card; by default one game played, with the colour opposite to ``due``."""
    if colours is None:
        colours = [] if due is None else [due.opposite]
    played_colours = [c for c in colours if c is not None]
    last = played_colours[-1] if played_colours else None
    run = 0
    for c in reversed(played_colours):
        if c is not last:
            break
        run += 1
    return Card(number=n, name=name or f"Player {n:03d}", rating=rating, score=score, aro=aro,
                due=due, diff=played_colours.count(W) - played_colours.count(B), last=last,
                run=run, colours=list(colours), played=frozenset(played),
                had_point_without_playing=point_without_playing, upfloats=upfloats,
                upfloated_last_round=upfloated_last, downfloated_before=downfloated)


def deck(*cards: Card) -> dict[int, Card]:
    """The cards by number, with "has played" made symmetric as in a real tournament."""
    by_number = {c.number: c for c in cards}
    for c in cards:
        for o in c.played:
            by_number[o].played = by_number[o].played | {c.number}
    return by_number


def procedure(cards: dict[int, Card], limit: int | None = None) -> Procedure:
    return Procedure(cards, Oracle(Rules(Tournament(), cards).legal), limit)


def pairs_of(proc: Procedure) -> set[frozenset[int]]:
    return {frozenset((r.a, r.b)) for r in proc.pairs}


def pp(*pairs: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(p) for p in pairs}


def test_registry_knows_the_system():
    assert get_system("dubov1997") is SYSTEM
    assert SYSTEM.name == "dubov1997"


# -- sections 1 and 3 ------------------------------------------------------------------------

def test_aro_counts_only_opponents_actually_played():
    """1: ""ARO" is the average rating of a player s opponents. ARO must be calculated after
    each round as basis of the pairings." (decision: a forfeit is not a game played)"""
    t = tournament(4, ["1-3 1-0, 4-2 1/2", "2-1 0-1, 3-4 1/2", "4-1 +-, 2-3 1/2"],
                   ratings=[2400, 2300, 2200, 2100])
    cards = build_cards(t)
    assert cards[1].aro == (2200 + 2300) / 2
    assert cards[4].aro == (2300 + 2200) / 2
    assert cards[3].aro == (2400 + 2100 + 2300) / 3


def test_due_colour():
    """1: "The "due colour of a player is white", - if he has played more games with black than
    with white before - if these numbers are equal and he has played black his previous game."
    and the same for black."""
    t = tournament(6, ["1-2 1/2, 3-4 1/2, 5-6 1/2", "2-1 1/2, 4-5 1/2, 6-3 1/2"])
    cards = build_cards(t)
    assert cards[1].due is W  # W, B: equal, black previous game
    assert cards[2].due is B  # B, W: equal, white previous game
    assert cards[3].due is W  # W, B
    assert cards[4].due is B  # B, W
    assert cards[5].due is W  # B, B: more blacks
    assert cards[6].due is B  # W, W: more whites


def test_colour_allocation_in_order_of_priority():
    """3: "Pairing two players the colour allocation shall regard with descending priority:
    - give both players their due colour - equalise the numbers of black and white games played
    before - alternate the colours of both players regarding the first difference of their colour
    history going back from the previous round to the first round. - assign white to the player
    with the higher ARO - assign white to the player with the lower R" """
    # due colours differ: both get them
    assert allocate(card(1, 2000, due=W), card(2, 2100, due=B))[:2] == (1, 2)
    # both due white: 1 has played B, B, W (-1), 2 has played W, B (0); white to 1 equalises
    a, b = card(1, 2000, due=W, colours=[B, B, W]), card(2, 2100, due=W, colours=[W, B])
    assert allocate(a, b)[:2] == (1, 2)
    assert allocate(b, a)[:2] == (1, 2)
    # both due white, both 0: going back, round 4 B/B, round 3 W/W, round 2: 3 had B, 4 had W
    c = card(3, 2000, due=W, colours=[W, B, W, B])
    d = card(4, 2100, due=W, colours=[B, W, W, B])
    assert allocate(d, c)[:2] == (3, 4)
    # identical histories: white to the higher ARO
    e = card(5, 2000, aro=2100, due=W, colours=[W, B])
    f = card(6, 2100, aro=2200, due=W, colours=[W, B])
    assert allocate(e, f)[:2] == (6, 5)
    # same ARO too: white to the lower R
    g = card(7, 2100, aro=2100, due=W, colours=[W, B])
    assert allocate(g, e)[:2] == (5, 7)


def test_colour_allocation_never_breaks_2_3_or_2_4():
    """2.4: "A player shall not have the same colour three times in a row." Two players due
    black: 1 has played white twice in a row, so 2 gets white although black is his due."""
    one = card(1, 2000, due=B, colours=[W, W])
    two = card(2, 2100, due=B, colours=[W])
    assert allocate(one, two)[:2] == (2, 1)


# -- section 6 -------------------------------------------------------------------------------

def test_example_of_6_2():
    """6.2: "The players who should play with the white pieces are arranged in order of
    increasing ARO ... The players who should play the black pieces are arranged in order of
    decreasing R ... Two columns of numbers are written down, thereby arranging the pairs."
    The example: 2310.0-2380, 2318.4-2365, 2322.3-2300, 2333.7-2280, 2340.5-2260, 2344.6-2250."""
    aros = [2310.0, 2318.4, 2322.3, 2333.7, 2340.5, 2344.6]
    ratings = [2380, 2365, 2300, 2280, 2260, 2250]
    whites = [card(i + 1, 2200, aro=a, due=W) for i, a in enumerate(aros)]
    blacks = [card(i + 11, r, aro=2300.0, due=B) for i, r in enumerate(ratings)]
    cards = deck(*whites, *blacks)
    order = list(cards)
    random.Random(3).shuffle(order)
    proc = procedure(cards)
    proc.run(order)
    assert pairs_of(proc) == pp(*((i + 1, i + 11) for i in range(6)))
    for record in proc.pairs:
        white, black, _ = allocate(cards[record.a], cards[record.b])
        assert white <= 6 < black  # due colours
    rows = {frozenset((r.a, r.b)): r.explanation for r in proc.pairs}
    assert "row 1 of 6.2" in rows[frozenset((1, 11))]
    assert "row 6 of 6.2" in rows[frozenset((6, 16))]


def test_ties_of_6_2():
    """6.2: "the ARO being the same the player with the lower R is placed higher. If ARO and R
    coincide completely, the players are to be placed alphabetically" and for blacks "if R is
    the same, the player with the higher ARO is placed higher"."""
    cards = deck(card(1, 2100, aro=2200, due=W, name="Zeller"),
                 card(2, 2000, aro=2200, due=W, name="Young"),
                 card(3, 2000, aro=2200, due=W, name="Abel"),
                 card(4, 2300, aro=2100, due=B), card(5, 2300, aro=2150, due=B),
                 card(6, 2400, aro=2000, due=B))
    whites, blacks, _ = procedure(cards).split(list(cards))
    assert whites == [3, 2, 1]
    assert blacks == [6, 5, 4]


def _three_rows(**played) -> dict[int, Card]:
    """Whites 1, 2, 3 (ARO 2100, 2200, 2300); blacks 4, 5, 6 (R 2400, 2300, 2200)."""
    return deck(card(1, 2000, aro=2100, due=W, played=played.get("p1", ())),
                card(2, 2000, aro=2200, due=W, played=played.get("p2", ())),
                card(3, 2000, aro=2300, due=W, played=played.get("p3", ())),
                card(4, 2400, due=B), card(5, 2300, due=B), card(6, 2200, due=B))


def test_6_3_first_black_not_played_from_the_lower_rows():
    """6.3: "If the players have already played each other, then the "white" player is paired
    with the first "black" player whom he has not played before, from the lower rows"
    (1 has played 4 and 5: he gets 6; the blacks passed over keep their order, so white 2 meets
    the highest R still free, 4 -- decision, preface: "pair players who have played low rated
    players before with players having high ratings now")."""
    proc = procedure(_three_rows(p1=(4, 5)))
    proc.run([1, 2, 3, 4, 5, 6])
    assert pairs_of(proc) == pp((1, 6), (2, 4), (3, 5))


def test_6_3_coincidence_in_the_last_row():
    """6.3: "If such a coincidence takes place in the last row for a group of players with the
    same score, then the last but one row is changed." (3 has played 6)"""
    proc = procedure(_three_rows(p3=(6,)))
    proc.run([1, 2, 3, 4, 5, 6])
    assert pairs_of(proc) == pp((1, 4), (2, 6), (3, 5))


def test_6_3_change_row_k_minus_2_when_k_minus_1_does_not_work():
    """6.3: "then we change the pairing in row No. k - 1, if this does not work, in row No.k-2,
    etc." (3 has played 6; row 2 does not work since 2 has played 6 too: row 1 is changed)"""
    proc = procedure(_three_rows(p3=(6,), p2=(6,)))
    proc.run([1, 2, 3, 4, 5, 6])
    assert pairs_of(proc) == pp((1, 6), (2, 5), (3, 4))


def test_6_3_white_who_played_all_blacks():
    """6.3: "If the "white" No. k has already played with all the "blacks", we look for an
    opponent for him, beginning with the "white" No.k+1 down to the end of the column" (1 has
    played 4, 5, 6: he meets white No. 2; only his pairing changes, so white No. 3 takes the
    first black still free, 4 (decision of 6.3), and the blacks left, 5 and 6, are paired with
    each other (7.4 moves 5, the higher ARO, to the white group))."""
    cards = deck(card(1, 2000, aro=2100, due=W, played=(4, 5, 6)),
                 card(2, 2000, aro=2200, due=W), card(3, 2000, aro=2300, due=W),
                 card(4, 2400, aro=2000, due=B), card(5, 2300, aro=2100, due=B),
                 card(6, 2200, aro=2050, due=B))
    proc = procedure(cards)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 2), (3, 4), (5, 6))


def test_6_4_floater_chosen_by_the_preference_list():
    """6.4: "If there is a choice the floaters should be chosen due to these characteristics with
    decreasing preference: - the player was not floater from higher score groups and can be
    paired in the lower score group ... - the player was floater from higher score groups and
    cannot be paired in the lower score group".  1 has played everybody of score 2 and of the
    lower group, so 1 floats; 6.3 then pairs 2 with the first black, 3, and leaves 4, who floated
    down before.  4 may take the place of 2 (playing 3) or of 3 (playing 2): both were no
    floaters and can be paired below, so one of them floats instead of 4; between the two the
    lower R (2) floats (decision for ties within a line of 6.4)."""
    cards = deck(card(1, 2000, aro=2100, due=W, score=2, played=(2, 3, 4, 5, 6)),
                 card(2, 2000, aro=2200, due=W, score=2),
                 card(3, 2400, due=B, score=2),
                 card(4, 2300, due=B, score=2, downfloated=True),
                 card(5, 2200, due=B, score=1), card(6, 2100, due=B, score=1))
    proc = procedure(cards)
    proc.run(list(cards))
    found = pairs_of(proc)
    assert frozenset((3, 4)) in found
    assert frozenset((2, 5)) in found  # 8.2: the highest R of the lower group
    assert sorted(proc.unpaired) == [1, 6]  # 1 has played 5 and 6 as well


def test_6_4_odd_group_without_transfer():
    """6.4: "If that cannot be achieved the remaining unpaired players are transferred to the
    next lower score group" with the preference "the player was not floater from higher score
    groups" before "the player was floater from higher score groups".  7.2 finds no one (4 and 5
    have played 1, 2 and 3); 1 floated before, so of 2 and 3 the one with the lower R (3) floats
    (decision for ties)."""
    cards = deck(card(1, 2400, due=W, score=2, downfloated=True),
                 card(2, 2300, due=B, score=2), card(3, 2200, due=B, score=2),
                 card(4, 2100, due=W, score=1, played=(1, 2, 3)),
                 card(5, 2000, due=B, score=1, played=(1, 2, 3)))
    proc = procedure(cards)
    proc.run(list(cards))
    assert pairs_of(proc) == pp((1, 2), (4, 5))
    assert proc.unpaired == [3]


# -- section 7 -------------------------------------------------------------------------------

def test_7_1_transfer_for_a_player_who_played_his_whole_group():
    """7.1: "If a player has already played with all the players of his own score group, a player
    from the next possible lower score group is transferred ... - the due colour is opposite to
    the due colour of the player in question. - if there is a choice, then the player with the
    highest R is to be transferred. - if there are more than one players having the same R then
    the one with the lowest ARO will be transferred." """
    cards = deck(card(1, 2400, due=W, score=2, played=(2, 3, 4)),
                 card(2, 2350, due=W, score=2), card(3, 2340, due=B, score=2),
                 card(4, 2330, due=B, score=2),
                 card(5, 2300, due=W, score=1), card(6, 2200, aro=2100, due=B, score=1),
                 card(7, 2200, aro=2000, due=B, score=1), card(8, 2100, due=B, score=1))
    proc = procedure(cards)
    proc.run(list(cards))
    record = next(r for r in proc.pairs if 1 in (r.a, r.b))
    assert {record.a, record.b} == {1, 7}
    assert "7.1" in record.explanation


def _seven_two(**extra) -> dict[int, Card]:
    return deck(card(1, 2500, due=W, score=2), card(2, 2450, due=W, score=2),
                card(3, 2420, due=B, score=2),
                card(4, 2400, due=W, score=1),
                card(5, 2300, aro=2200, due=B, score=1),
                card(6, 2300, aro=2100, due=B, score=1, **extra),
                card(7, 2000, due=B, score=1))


def test_7_2_odd_group_gets_a_player_from_below():
    """7.2: "If the number of players of the score group odd, a player from the next possible
    lower score group shall be transferred ... - his due colour is opposite to the dominating due
    colour of the higher score group. - if there is a choice, then the player with the highest R
    is to be transferred. - if there are more than one players having the same R then the one with
    the lowest ARO will be transferred" (white dominates 1, 2, 3: of the blacks 5, 6, 7 the
    highest R are 5 and 6; 6 has the lower ARO)."""
    proc = procedure(_seven_two())
    proc.run([1, 2, 3, 4, 5, 6, 7])
    record = next(r for r in proc.pairs if 6 in (r.a, r.b))
    assert {record.a, record.b} & {1, 2, 3}
    assert "transferred up from score 1 (7.2)" in record.explanation


def test_2_5_no_transfer_up_two_times_running():
    """2.5: "Apart from the last round a player cannot be transferred to a higher score group two
    times running" (6, the 7.2 choice, moved up last round: 5 goes instead)."""
    proc = procedure(_seven_two(upfloated_last=True), limit=3)
    proc.run([1, 2, 3, 4, 5, 6, 7])
    record = next(r for r in proc.pairs if 5 in (r.a, r.b))
    assert {record.a, record.b} & {1, 2, 3}
    assert not {r.a for r in proc.pairs if 6 in (r.a, r.b)} & {1, 2, 3}
    assert not {r.b for r in proc.pairs if 6 in (r.a, r.b)} & {1, 2, 3}
    # "Apart from the last round": in the last round (no limit) 6 is transferred
    last = procedure(_seven_two(upfloated_last=True), limit=None)
    last.run([1, 2, 3, 4, 5, 6, 7])
    record = next(r for r in last.pairs if 6 in (r.a, r.b))
    assert {record.a, record.b} & {1, 2, 3}


def test_2_5_at_most_three_or_four_times():
    """2.5: "... and more than three times (if the tournament has less than 10 rounds) or four
    times (if the tournament has more than 9 rounds) during one tournament." """
    nine, ten = Tournament(total_rounds=9), Tournament(total_rounds=10)
    assert upfloat_limit(nine) == 3 and upfloat_limit(ten) == 4
    nine.rounds = [Round() for _ in range(8)]
    assert upfloat_limit(nine) is None  # the last round
    three = procedure(_seven_two(upfloats=3), limit=3)
    three.run([1, 2, 3, 4, 5, 6, 7])
    assert any(5 in (r.a, r.b) and {r.a, r.b} & {1, 2, 3} for r in three.pairs)
    four = procedure(_seven_two(upfloats=3), limit=4)
    four.run([1, 2, 3, 4, 5, 6, 7])
    assert any(6 in (r.a, r.b) and {r.a, r.b} & {1, 2, 3} for r in four.pairs)


def test_7_3_whites_exceed_blacks():
    """7.3: "If the number of players in the score group is even and the number of Whites exceeds
    the Blacks by 2n, then n "white" players, who have the lowest ARO, are transferred to the
    black group. If their ARO is equal, the player with the higher R is chosen." and 2.6 "A player
    shall not be transferred ... if this would violate the limitations 2.3 or 2.4" (3 has the
    lowest ARO but has played black twice in a row)."""
    cards = deck(card(1, 1900, aro=2200, due=W), card(2, 2000, aro=2200, due=W),
                 card(3, 1800, aro=2000, due=W, colours=[W, B, B]),
                 card(4, 1700, aro=2300, due=W), card(5, 2400, due=B), card(6, 2300, due=B))
    whites, blacks, note = procedure(cards).split(list(cards))
    assert sorted(blacks) == [2, 5, 6] and "7.3" in note
    assert sorted(whites) == [1, 3, 4]


def test_7_3_alphabetical_from_the_upper_half():
    """7.3: "Should both (ARO and R) coincide completely, the list of the players is arranged
    alphabetically, the transfer being made from the upper half." """
    cards = deck(card(1, 2000, aro=2200, due=W, name="Mayer"),
                 card(2, 2000, aro=2200, due=W, name="Adler"),
                 card(3, 2000, aro=2300, due=W, name="Berg"), card(4, 2400, due=B))
    whites, blacks, _ = procedure(cards).split(list(cards))
    assert sorted(blacks) == [2, 4]


def test_7_4_blacks_exceed_whites():
    """7.4: "If the number of players with the same score is even and the number of Whites is
    smaller than the number of Blacks by 2n, then n "black" players, who have the highest ARO,
    are transferred to the white group. If their ARO is equal, the player with the lower R is
    chosen." """
    cards = deck(card(1, 2100, aro=2400, due=B), card(2, 2000, aro=2400, due=B),
                 card(3, 2200, aro=2300, due=B), card(4, 2300, due=W))
    whites, blacks, note = procedure(cards).split(list(cards))
    assert sorted(whites) == [2, 4] and "7.4" in note
    proc = procedure(cards)
    proc.run(list(cards))
    # whites by increasing ARO: 4 (2000), 2 (2400); blacks by decreasing R: 3, 1
    assert pairs_of(proc) == pp((4, 3), (2, 1))


# -- section 8 -------------------------------------------------------------------------------

def test_8_1_order_of_the_floaters():
    """8.1: "Beginning with the highest "white" floater the floaters are paired one by one going
    down to the lowest floater alternating between "white" and "black"." (11 then 13 then 12:
    13, due black, finds no native due white and takes the highest R left, 2, before 12 comes)"""
    cards = deck(card(11, 2000, aro=2200, due=W, score=3), card(12, 2000, aro=2300, due=W, score=3),
                 card(13, 2350, due=B, score=3),
                 card(1, 2400, due=B, score=2), card(2, 2300, due=B, score=2),
                 card(3, 2200, due=B, score=2))
    proc = procedure(cards)
    left = proc._pair_floaters([12, 13, 11], [1, 2, 3], 2)
    assert left == []
    assert pairs_of(proc) == pp((11, 1), (13, 2), (12, 3))


def test_8_2_highest_r_opposite_due_colour_lowest_aro():
    """8.2: "Each of the floaters is paired with the player having the highest R, if possible
    having the opposite due colour. If there are more than one player with equal R, the player
    with the lowest ARO is chosen" """
    natives = [card(1, 2400, due=W, score=2), card(2, 2300, aro=2250, due=B, score=2),
               card(3, 2300, aro=2200, due=B, score=2), card(4, 2100, due=B, score=2)]
    proc = procedure(deck(card(11, 2000, due=W, score=3), *natives))
    proc._pair_floaters([11], [1, 2, 3, 4], 2)
    assert pairs_of(proc) == pp((11, 3))
    # "if possible": 11 has played every native due black, so he takes 1
    natives = [card(1, 2400, due=W, score=2), card(2, 2300, due=B, score=2),
               card(3, 2300, due=B, score=2), card(4, 2100, due=B, score=2)]
    proc = procedure(deck(card(11, 2000, due=W, score=3, played=(2, 3, 4)), *natives))
    proc._pair_floaters([11], [1, 2, 3, 4], 2)
    assert pairs_of(proc) == pp((11, 1))


# -- sections 4 and 5, whole tournaments -------------------------------------------------------

def test_4_bye_order():
    """4: "The player from the lowest score group, who has the lowest R will get the bye. If there
    are players with the lowest R in both the colour subgroups, then the player to get the bye
    must be due to the dominating colour and in case there are several players with equal R, the
    player to get the bye must have the higher ARO" with 2.2 "A player who has received a point
    without playing shall not receive a bye." (score 0: whites 1 and 5, blacks 2, 3, 4: black
    dominates; 5 has the lowest R but a point without playing; 6 is in a higher group)"""
    cards = deck(card(1, 1500, aro=2000, due=W, score=0), card(2, 1500, aro=2100, due=B, score=0),
                 card(3, 1500, aro=2200, due=B, score=0), card(4, 1600, due=B, score=0),
                 card(5, 1400, due=W, score=0, point_without_playing=True),
                 card(6, 1300, due=W, score=1))
    assert bye_order(cards, list(cards))[:4] == [3, 2, 1, 4]


def test_4_and_2_2_bye_in_a_tournament():
    """4: "The player from the lowest score group, who has the lowest R will get the bye." and
    2.2: "A player who has received a point without playing shall not receive a bye."  After
    two rounds 2, 3, 4, 5 have 1 point; 5 (R 2000) and 4 (R 2100) had the bye, so 3 gets it.
    The others: 1 has played 2 and 3 (white twice: must have black), 2 has played 1 and 5 (black
    twice: must have white), so the only complete pairing is 5-1 and 2-4."""
    t = tournament(5, ["1-2 1-0, 3-4 1-0, 5 U", "1-3 1-0, 5-2 0-1, 4 U"],
                   ratings=[2400, 2300, 2200, 2100, 2000])
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 3
    assert pairing.to_text() == "3\n5 1\n2 4\n3 0\n"
    assert SYSTEM.absolute_violations(t, pairing) == []
    assert completeness_violations(t, pairing) == []


def test_5_first_round():
    """5: "The first player from the left-hand list plays the first player from the right-hand
    list, the second plays the second, etc. ... all odd-numbered pairs have the same colours as
    the first pair, whereas all even-numbered pairs have the other colour. If the number of the
    players is odd, the last player in the list gets the bye having no colour." """
    t = tournament(7, [], initial_colour=W)
    assert SYSTEM.pair(t).to_text() == "4\n1 4\n5 2\n3 6\n7 0\n"
    t = tournament(8, [], initial_colour=B)
    assert SYSTEM.pair(t).to_text() == "4\n5 1\n2 6\n7 3\n4 8\n"


# -- absolute criteria -----------------------------------------------------------------------

def test_absolute_violations():
    """2.1 "Two players who have played each other shall not be paired again.", 2.2, 2.3 "The
    difference of the number of black and the number of white games shall not be greater than 2
    or less than -2." and 2.4 "A player shall not have the same colour three times in a row." """
    t = tournament(6, ["1-2 1-0, 3-4 1-0, 5-6 1-0", "1-3 1-0, 6-2 1-0, 4-5 1/2",
                       "5-1 0-1, 3-6 1/2, 2-4 0-1", "3-2 1-0, 1-6 1/2, 4 U, 5 Z"])
    # colours: 1 W W B W (+2, one white last), 3 W B W W (+2, two whites last)
    pairing = Pairing([Board(1, 4), Board(3, 5)], bye=None)
    rules = {(v.rule, v.players) for v in SYSTEM.absolute_violations(t, pairing)}
    assert ("2.3", (1,)) in rules  # 1 would reach +3
    assert ("2.3", (3,)) in rules and ("2.4", (3,)) in rules  # 3: +3 and WWW
    assert not any(r == "2.1" for r, _ in rules)
    rematch = Pairing([Board(2, 1)], bye=4)
    found = {(v.rule, v.players) for v in SYSTEM.absolute_violations(t, rematch)}
    assert ("2.1", (2, 1)) in found
    assert ("2.2", (4,)) in found


def test_forbidden_pair_in_round_one():
    """5 with a forbidden pair (XXP): 1 may not meet 3, so 6.3's "the "white" player is paired with
    the first "black" player whom he has not played before, from the lower rows" gives 1-4 and
    2-3; colours stay those of section 5 (board 2 the other way round)."""
    t = tournament(4, [], initial_colour=W)
    t.forbidden_pairs = {frozenset((1, 3))}
    pairing = SYSTEM.pair(t)
    assert pairing.to_text() == "2\n1 4\n3 2\n"
    bad = Pairing([Board(1, 3), Board(2, 4)])
    assert [v.rule for v in SYSTEM.absolute_violations(t, bad)] == ["2.1"]


def test_no_one_may_get_the_bye():
    """2.2: "A player who has received a point without playing shall not receive a bye." -- with
    three players who all had the bye, round 4 cannot be paired, and the message says why."""
    t = tournament(3, ["1-2 1-0, 3 U", "3-1 1-0, 2 U", "2-3 1-0, 1 U"])
    with pytest.raises(PairingError, match="2.2"):
        SYSTEM.pair(t)
