"""Whole rounds of C.04.1: colours E.1-E.5, board order F.1, round one F.4,
withdrawals F.5, final standings F.10 and the absolute criteria B.1/B.2."""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import ByeKind, Colour
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.engine.systems.rating1998 import SYSTEM, final_order
from arbiter_app.engine.systems.rating1998.cards import build_cards
from arbiter_app.engine.systems.rating1998.colours import allocate
from arbiter_app.engine.systems.registry import get_system
from tests.builders import boards, tournament
from tests.test_rating1998_kit import card, ranked


def test_registry_finds_the_system():
    assert get_system("rating1998") is SYSTEM and SYSTEM.name == "rating1998"


def test_f4_e5_round_one_even():
    """F.4: "the highest player of S1 will play against the highest player of S2";
    E.5: "In the first round all even numbered players in S1 will receive a colour
    different from all odd numbered players in S1." (player 1 drawn white)."""
    t = tournament(8, total_rounds=5, initial_colour=Colour.WHITE)
    assert boards(SYSTEM.pair(t)) == [(1, 5), (6, 2), (3, 7), (8, 4)]
    t = tournament(8, total_rounds=5, initial_colour=Colour.BLACK)
    assert boards(SYSTEM.pair(t)) == [(5, 1), (2, 6), (7, 3), (4, 8)]


def test_e5_round_one_counts_the_players_taking_part():
    """E.5: "In the first round all even numbered players in S1 will receive a colour
    different from all odd numbered players in S1." With player 2 absent, S1 is 1,
    3, 4 (numbered 1, 2, 3 in S1), so 3 gets the colour of an even-numbered player."""
    t = tournament(8, total_rounds=5, initial_colour=Colour.WHITE)
    t.requested_byes[1] = {2: ByeKind.HALF_POINT}
    pairing = SYSTEM.pair(t)
    assert boards(pairing) == [(1, 5), (6, 3), (4, 7)] and pairing.bye == 8


def test_f4_round_one_odd_lowest_gets_bye():
    """F.4: "if the number of players is odd the lowest ranked player will receive
    a bye"."""
    pairing = SYSTEM.pair(tournament(7, total_rounds=5))
    assert boards(pairing) == [(1, 4), (5, 2), (3, 6)] and pairing.bye == 7


def test_round_two_c1_colours_and_board_order():
    """Round 2 after 1-2 draw, 3-4 1-0, 5-6 1-0. C.1: 1 and 2 (met) are moved down;
    the lowest bracket 1, 2, 4, 6 is homogeneous (A.3, half moved down): 1-4, 2-6.
    E.1: "Grant both colour preferences." (4 white, 1 black); 3-5 and 2-6 have equal
    mild preferences and no round with different colours (E.3), so E.4: "Grant the
    colour preference of the higher ranked player." F.1: "the score of the higher
    player ...; the sum of the scores ...; the rank according to A2 of the higher
    player"."""
    t = tournament(6, ["1-2 1/2, 3-4 1-0, 5-6 1-0"], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert boards(pairing) == [(5, 3), (4, 1), (2, 6)] and pairing.bye is None
    assert "E.4" in pairing.boards[0].explanation and "E.1" in pairing.boards[1].explanation


def test_e1_to_e4():
    """E.1 "Grant both colour preferences." E.2 "Grant the stronger colour
    preference." E.3 "Alternate the colours to the most recent round in which they
    played with different colours." E.4 "Grant the colour preference of the higher
    ranked player."."""
    c = ranked(card(1, colours="W"), card(2, colours="B"))
    white, black, rule = allocate(c[1], c[2], Colour.WHITE)
    assert (white.number, black.number) == (2, 1) and rule.startswith("E.1")
    c = ranked(card(1, colours="WB"), card(2, colours="BB"))  # mild white vs absolute white
    white, black, rule = allocate(c[1], c[2], Colour.WHITE)
    assert (white.number, black.number) == (2, 1) and rule.startswith("E.2")
    c = ranked(card(1, colours="BWWB"), card(2, colours="WBWB"))  # both mild white (-0)
    white, black, rule = allocate(c[1], c[2], Colour.WHITE)
    # latest round with different colours: the third from the end, W for 1, B for 2
    assert (white.number, black.number) == (2, 1) and rule.startswith("E.3")
    c = ranked(card(1, colours="WB"), card(2, colours="WB"))
    white, black, rule = allocate(c[1], c[2], Colour.WHITE)
    assert (white.number, black.number) == (1, 2) and rule.startswith("E.4")
    c = ranked(card(1, colours="WB", rating=2000), card(2, colours="WB", rating=2400))
    white, black, rule = allocate(c[1], c[2], Colour.WHITE)
    assert (white.number, black.number) == (2, 1) and rule.startswith("E.4")


def test_f3_e3_uses_compacted_history():
    """F.3: "So WB-WB will count as -WBWB": player 1 (W B W - B) and player 2
    (- W B W B) both count as WBWB, so E.3 finds no round with different colours
    and E.4 gives the higher-ranked player 1 his preference (white). Compared round
    by round, round 3 (W against B) would have given 1 black."""
    t = tournament(12, ["1-3 1/2, 2 Z", "4-1 1/2, 2-5 1/2", "1-6 1/2, 7-2 1/2",
                        "1-8 --, 2-9 1/2", "10-1 1/2, 11-2 1/2"])
    cards = build_cards(t, [1, 2])
    assert cards[1].colours == cards[2].colours
    white, black, rule = allocate(cards[1], cards[2], Colour.WHITE)
    assert (white.number, black.number) == (1, 2) and rule.startswith("E.4")


def test_b2_outranks_colour_rules():
    """B.2: "No player will receive the same colour three times in row." Player 1
    (B W W) may only get black, whatever the colour rules would prefer."""
    c = ranked(card(1, colours="BWW"), card(2, colours="WBW"))
    white, black, _ = allocate(c[1], c[2], Colour.WHITE)
    assert black.number == 1


def test_f5_withdrawn_and_absent_players_not_paired():
    """F.5: "Players who withdraw from the tournament will no longer be paired.
    Players known in advance not to play in a particular round are not paired in
    that round and score 0."."""
    t = tournament(6, ["1-4 1-0, 2-5 1-0, 3-6 1-0"], total_rounds=5)
    t.players[3] = replace(t.players[3], withdrawn_from=2)
    t.requested_byes[2] = {6: ByeKind.ZERO_POINT}
    pairing = SYSTEM.pair(t)
    paired = {p for b in pairing.boards for p in (b.white, b.black)}
    assert paired == {1, 2, 4, 5} and pairing.bye is None


def test_absolute_violations_b1_b2():
    """B.1.a "Two players shall not meet more than once." B.1.b "A player who has
    received a point without playing ... shall not receive a bye." B.2.a "No
    player's colour difference will become >+2 or <-2." B.2.b "No player will
    receive the same colour three times in row."."""
    t = tournament(6, ["1-2 1-0, 3-4 1-0, 5-6 +-", "1-3 1-0, 2-4 1-0, 6-5 1-0"],
                   total_rounds=5)
    bad = Pairing([Board(1, 2), Board(3, 6), Board(4, 5)], bye=None)
    rules = sorted(v.rule for v in SYSTEM.absolute_violations(t, bad))
    assert rules == ["B1a", "B2a", "B2b"]  # 1-2 met; 1 white a third time, +3
    t3 = tournament(6, ["1-2 1-0", "3-1 1-0", "4-1 1-0"], total_rounds=9)  # 1: W B B
    assert [v.rule for v in SYSTEM.absolute_violations(t3, Pairing([Board(6, 1)]))] == ["B2b"]
    bad = Pairing([Board(4, 1), Board(3, 6)], bye=5)
    found = SYSTEM.absolute_violations(t, bad)
    assert [v.rule for v in found] == ["B1b"] and found[0].players == (5,)
    t = tournament(6, ["1-2 1-0", "1-3 1-0", "4-1 1-0", "1-5 1-0"], total_rounds=9)
    found = SYSTEM.absolute_violations(t, Pairing([Board(1, 6)]))
    assert [v.rule for v in found] == ["B2a"]  # W W B W + W: +3
    assert SYSTEM.absolute_violations(t, Pairing([Board(6, 1)])) == []


def test_b2_not_applied_to_over_50_percent_in_last_round():
    """Note under B.6: "B2, B5 and B6 do not apply when pairing players with a score
    of over 50% in the last round."."""
    rounds = ["1-2 1-0", "1-3 1-0"]
    pairing = Pairing([Board(1, 4)])
    assert [v.rule for v in SYSTEM.absolute_violations(
        tournament(6, rounds, total_rounds=5), pairing)] == ["B2a", "B2b"]
    assert SYSTEM.absolute_violations(tournament(6, rounds, total_rounds=3), pairing) == []


def test_our_pairings_break_no_absolute_criterion():
    """B: "Absolute Criteria (These may not be violated. If necessary players will
    be moved down to a lower score bracket.)"."""
    t = tournament(10, ["1-6 1-0, 7-2 1/2, 3-8 0-1, 9-4 1-0, 5-10 1/2"], total_rounds=5)
    assert SYSTEM.absolute_violations(t, SYSTEM.pair(t)) == []


def test_f10_final_order():
    """F.10: "the highest number of points scored; ... where it concerns the first
    place: the best result in games played against each other; the highest average
    rating of the opponents; the drawing of lots."
    2 and 3 tie on 2 points; 3 beat 2, so 3 is first. 1 and 4 tie on 1 point:
    the average rating of the opponents decides (1 met 4, 3, 2: 2380; 4 met 1, 2, 3:
    2390), so 4 before 1."""
    t = tournament(4, ["1-4 1-0, 2-3 0-1", "3-1 1-0, 4-2 0-1", "1-2 0-1, 3-4 0-1"])
    # points: 1: 1, 2: 2, 3: 2, 4: 1
    order = final_order(t)
    assert order[:2] == [3, 2]
    assert order[2:] == [4, 1]
    assert final_order(t, lots=[4, 3, 2, 1])[:2] == [3, 2]


def test_c14_in_a_bracket_without_perfect_pairing():
    """C.14: "Decrease p by 1 ... As long as p is unequal to zero restart at C4."
    Players 1-20 have 2 points; 1-11 had black twice, so no two of them may meet
    (B.2.b: "No player will receive the same colour three times in row"): at most 9
    pairings exist, p = 10 fails and p = 9 gives S1 = 1-9 against S2 = 10-20 with
    the transpositions of D.1 skipping 10 and 11, who are moved down."""
    from arbiter_app.engine.model import Game, GameResult, Round
    t = tournament(40, total_rounds=9)
    first, second = Round(), Round()
    for k in range(20):
        player, helper1, helper2 = k + 1, 21 + k, 21 + (k + 1) % 20
        if k < 11:
            first.games.append(Game(helper1, player, GameResult.BLACK_WINS))
        else:
            first.games.append(Game(player, helper1, GameResult.WHITE_WINS))
        second.games.append(Game(helper2, player, GameResult.BLACK_WINS))
    t.rounds = [first, second]
    pairing = SYSTEM.pair(t)
    pairs = {frozenset((b.white, b.black)) for b in pairing.boards}
    top = {p for p in pairs if max(p) <= 20}
    assert top == {frozenset((k, k + 11)) for k in range(1, 10)}
    assert all(max(p) > 20 for p in pairs if 10 in p or 11 in p)
    assert pairing.bye is None and len(pairing.boards) == 20
    assert SYSTEM.absolute_violations(t, pairing) == []
