"""Lim system (C.04.4.3): hand-worked cases, one per rule, each quoting its sentence.

Every expected pairing below was worked out by hand from the rule text and
the reading decisions written in docs/systems/lim.md (the comments show the
working).  Colours of round one (builders' default initial colour) are white
for the top player.
"""

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.lim1999 import SYSTEM
from arbiter_app.engine.systems.lim1999.colours import allocate
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.engine.systems.base import Board, Pairing
from tests.builders import boards, explanation_of, tournament

W, B = Colour.WHITE, Colour.BLACK



def opponent(pairing, player):
    for w, b in boards(pairing):
        if player == w:
            return b, W
        if player == b:
            return w, B
    return None, None


def test_registry_gives_the_lim_system():
    assert get_system("lim1999") is SYSTEM and SYSTEM.name == "lim1999"


# -- round one (section 7) ----------------------------------------------------

def test_round_one_of_forty_players_white_drawn():
    # 7.2: "the pairings for the first round in a tournament of forty players would be
    # either 1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20; ... where the player having
    # white is mentioned first."
    p = SYSTEM.pair(tournament(40, initial_colour=W))
    expected = [(i, i + 20) if i % 2 else (i + 20, i) for i in range(1, 21)]
    assert boards(p) == expected and p.bye is None
    assert boards(p)[:4] == [(1, 21), (22, 2), (3, 23), (24, 4)] and boards(p)[-1] == (40, 20)


def test_round_one_of_forty_players_black_drawn():
    # 7.2: "or 21 v 1, 2 v 22, 23 v 3, 4 v 24 ... 20 v 40"
    p = SYSTEM.pair(tournament(40, initial_colour=B))
    assert boards(p)[:4] == [(21, 1), (2, 22), (23, 3), (4, 24)] and boards(p)[-1] == (20, 40)
    assert len(boards(p)) == 20


def test_round_one_bye_goes_to_the_lowest_rated():
    # 7.1: "If the number of players is uneven the lowest rated player in the Pairing
    # List is given the pairing-allocated bye."
    p = SYSTEM.pair(tournament(7))
    assert p.bye == 7
    assert boards(p) == [(1, 4), (5, 2), (3, 6)]


# -- 2.2: the order of pairing ------------------------------------------------

def test_2_2_top_down_then_bottom_up_median_last():
    # 2.2: "Pairing begins with the highest score-group and proceeds downward until just
    # before the Median Score-group, then continues with the lowest score-group and
    # proceeds upwards to the Median Score-Group which is paired last."
    # After round 1: 1,2,3 have 1 point; 4,8 half a point (the median group); 5,6,7 zero.
    # Top {1,2,3} floats 3 down (3.2: 1 and 3 are due black, 2 white, so a player due
    # black floats, the lowest numbered: 3); bottom {5,6,7} floats 5 up (5, 7 due white,
    # 6 black; pairing upward the highest numbered of them floats: 5).  The median
    # group {4,8} receives both: down-floater 3 (due black) takes 4 (due white, 3.8),
    # up-floater 5 (due white) takes 8.
    t = tournament(8, ["1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 1/2"])
    p = SYSTEM.pair(t)
    assert boards(p) == [(2, 1), (4, 3), (5, 8), (7, 6)]
    assert "3 floated from score-group 1: 2.3d" in explanation_of(p, 3)
    assert "5 floated from score-group 0: 2.3d" in explanation_of(p, 5)


# -- 2.3: floaters --------------------------------------------------------------

def test_2_3_a_players_who_have_played_all_of_their_group_float():
    # 2.3.a: "the player has already played all the players of his score-group"
    # After two rounds 1 and 2 (1.5 points) drew with each other; so did 7 and 8
    # (0.5).  Both pairs float into the median group (1 point: 3,4,5,6), 1 and 2 down,
    # 7 and 8 up.  There: down-floaters first (1 due/forced black takes 3, due white;
    # 2 forced white... takes 4, due black), then up-floaters, lowest numbered first
    # (8, due white, takes 5, due black), then 6 v 7.
    t = tournament(8, ["1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1",
                       "1-2 1/2, 5-3 1-0, 4-6 0-1, 7-8 1/2"])
    p = SYSTEM.pair(t)
    assert boards(p) == [(3, 1), (2, 4), (8, 5), (6, 7)]
    # 5.3: "If one of the players in a pairing had the same colour in the previous two
    # rounds, he must be given the alternating colour." (1: W W, 2: B B)
    assert "5.3" in explanation_of(p, 1) and "5.3" in explanation_of(p, 2)
    for n in (1, 2, 7, 8):
        assert f"{n} floated from score-group" in explanation_of(p, n)
        assert "2.3a" in explanation_of(p, n)


def test_2_3_b_two_more_of_one_colour_and_no_permissible_opponent():
    # 2.3.b: "the player has already received two more of one colour over an equal
    # allocation and there is no compatible opponent available in the score-group to
    # enable him to have a permissible colour"
    # 1 and 2 both played W W B W (two more whites, last two not equal) and lead
    # with 4 points: both must have black, so they cannot meet; both float.  1 takes
    # the only player of the next group (3, 3 points) with black; 2 floats on.
    t = tournament(8, ["1-5 1-0, 2-6 1-0, 3-4 1-0, 7-8 1/2",
                       "1-6 1-0, 2-5 1-0, 8-3 1/2, 4-7 0-1",
                       "7-1 0-1, 8-2 0-1, 5-3 0-1, 6-4 1/2",
                       "1-8 1-0, 2-7 1-0, 3-6 1/2, 4-5 1-0"])
    p = SYSTEM.pair(t)
    assert opponent(p, 1) == (3, B)
    assert opponent(p, 2)[1] is B and opponent(p, 2)[0] != 1
    assert "2.3b" in explanation_of(p, 1) and "2.3b" in explanation_of(p, 2)


def test_2_3_c_same_colour_twice_and_no_alternate_available():
    # 2.3.c: "the player has already received the same colour in the previous two
    # rounds and there is no compatible player in the score-group to enable the player
    # to have the alternate colour"
    # 1 and 2 played B W W and lead alone with 3 points: both must have black; both
    # float into the 2-point group {3,7}: 1 (met 5,6,7) takes 3, 2 (met 6,5,8) takes 7.
    t = tournament(8, ["5-1 0-1, 6-2 0-1, 3-4 1-0, 7-8 1-0",
                       "1-6 1-0, 2-5 1-0, 7-3 1-0, 8-4 1/2",
                       "1-7 1-0, 2-8 1-0, 3-5 1-0, 4-6 0-1"])
    p = SYSTEM.pair(t)
    assert opponent(p, 1) == (3, B)
    assert opponent(p, 2) == (7, B)
    assert "2.3c" in explanation_of(p, 1) and "2.3c" in explanation_of(p, 2)


def test_2_3_d_and_3_2_the_floater_evens_the_due_colours():
    # 2.3.d: "it is necessary to make even the number of players in the score-group";
    # 3.2: "select as the floater a player who would tend to equalise the number of
    # players due different colours."  Top group {1,2,3}: 1 and 3 due black, 2 due
    # white; the floater is due black, the lowest numbered of them: 3 (not 1).
    t = tournament(8, ["1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 1/2"])
    p = SYSTEM.pair(t)
    assert opponent(p, 1) == (2, B)
    assert opponent(p, 3)[0] == 4


def test_3_2_equal_colour_counts_float_the_lowest_numbered():
    # 3.2: "If the number of players due white equals the number of players due black,
    # the lowest numbered player is chosen as the floater when pairing downward"
    # Round 2 of 9 players: 1, 2, 3, 4 won (1 and 3 with white, so due black; 2 and 4
    # with black, due white) and 5 had the bye (no colour, due none): the group {1..5}
    # has as many players due white as black, so the lowest numbered, 5, floats.
    t = tournament(9, ["1-6 1-0, 7-2 0-1, 3-8 1-0, 9-4 0-1, 5 U"])
    # group 1 point: 1 (B), 2 (W), 3 (B), 4 (W), 5 (no colour yet): 2 due white, 2 black
    p = SYSTEM.pair(t)
    assert "5 floated from score-group 1: 2.3d" in explanation_of(p, 5)


# -- 2.6: the blocked median group -------------------------------------------------

def test_2_6_equal_floaters_crack_the_higher_group():
    # 2.6: "if the above condition is not fulfilled, then the next pairing of the
    # higher score-group shall be cracked and the players of this pairing shall be
    # treated as additional floaters from the higher score-group."
    # After round 1: 1,6 (1 point), median 2,5 (met each other), 3,4 (0).  The median
    # group is blocked with no floaters on either side: 1-6 is cracked; down-floater 1
    # (due black) takes 5 (due white, 3.8), 6 takes 2.
    t = tournament(6, ["1-4 1-0, 2-5 1/2, 3-6 0-1"])
    p = SYSTEM.pair(t)
    assert boards(p) == [(5, 1), (6, 2), (4, 3)]
    assert "2.6: cracked 1-6" in explanation_of(p, 1)


def test_2_6_more_down_floaters_crack_the_lower_group():
    # 2.6: "if the number of floaters from higher score-groups is larger than the
    # number of floaters from lower score-groups the next pairing of the lower
    # score-group shall be cracked"
    # Round 2 of 12: 1-6 won their games.  Forbidden pairs make 1 and 2 compatible only
    # with 6 in the top group (as in 4.4.b): 2 and 5 float down.  They cannot meet
    # (forbidden), the bottom group floated nobody: 2 > 0, so the last pairing made in
    # the lower group (10-7; paired upward: 12-9, 11-8, 10-7) is cracked.  Down-floater
    # 2 (due white) takes 10 (due black); 5 takes 7.  Bottom: 11 (due white) v 8, and
    # 12 (due black) v 9 (due white).
    t = tournament(12, ["1-7 1-0, 8-2 0-1, 3-9 1-0, 10-4 0-1, 5-11 1-0, 12-6 0-1"])
    t.forbidden_pairs = {frozenset(p) for p in
                         [(1, 2), (1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)]}
    p = SYSTEM.pair(t)
    assert boards(p) == [(6, 1), (4, 3), (2, 10), (7, 5), (11, 8), (9, 12)]
    assert "2.6: cracked 10-7" in explanation_of(p, 2)


# -- 3.9 / 3.10: which floater ---------------------------------------------------

def test_3_9_an_incoming_floater_is_not_floated_again():
    # 3.9: "a. avoid floater(s) of type a  b. avoid floater(s) of type b" (a floater who
    # has already floated to the score-group just being handled).
    # 4 (2 points) floats into {1,2} (1.5, met each other): one must leave again; not 4
    # but a resident: 1 (due black like 4; 2 is due white).  4 v 2.  At the bottom 6
    # (0) floats up into {7,8} (met each other): 8 floats on, not 6; 6 v 7.
    # Median {3,5} + 1 + 8: 1 (forced black) takes 3 (due white); 8 v 5.
    t = tournament(8, ["1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1",
                       "1-2 1/2, 4-3 1-0, 5-6 1-0, 7-8 1/2"])
    p = SYSTEM.pair(t)
    assert boards(p) == [(2, 4), (3, 1), (8, 5), (6, 7)]


def test_3_9_c_and_3_10():
    # 3.9: "c. avoid floater(s) of type c" (no compatible opponent in the adjacent
    # score-group); 3.10: "A floater who has floated the round just before shall not be
    # floated due to section 2.3.d provided: this will not produce other floaters of the
    # types a, b, c".
    # Top {1,2,3} (2 points): 3 met both median players 4 and 8 (type c); 1 and 2
    # floated in round 2 but avoiding them would float 3 (type c), so 3.10 yields; by
    # 3.2 (1, 3 due white, 2 black) 1 floats.  Bottom {5,6,7}: 5 and 7 floated in round
    # 2, 6 did not: 6 floats (3.2 alone would float 5).
    t = tournament(8, ["3-4 1-0, 1-5 1-0, 6-2 0-1, 8-7 1-0",
                       "7-1 0-1, 2-5 1-0, 4-6 1-0, 8-3 0-1"])
    p = SYSTEM.pair(t)
    assert boards(p) == [(3, 2), (1, 4), (6, 8), (5, 7)]
    assert "1 floated from score-group 2: 2.3d" in explanation_of(p, 1)
    assert "6 floated from score-group 0: 2.3d" in explanation_of(p, 6)


# -- 4.4 -----------------------------------------------------------------------------

def test_4_4_a_the_failing_player_is_exchanged_with_the_floater():
    # 4.4: "if Player #1 and Player #2 have previously played each other and all the
    # other players except Player #6, then the original pairing of Player #1 with
    # Player #6 is retained and Player #2 is floated. a. if the score-group originally
    # had uneven members and the lowest numbered player was floated to make even the
    # number of players in the score-group, #2 is exchanged with the floater,
    # originally #7".  Forbidden pairs stand in for the earlier games.
    # Top {1..7}: 3.2 picks 7 (due black like 1,3,5; 2,4,6 due white); without 7 the
    # group cannot give three pairings, so 2 floats instead.  1 v 6, then 3 (due black)
    # takes 4 (due white, 5.2) and 5 v 7 (same histories: the higher ranked 5 gets his
    # due black, 5.4).  Bottom {8..14} floats 8 up (due white like 10,12,14: the highest
    # numbered of them); median: 2 v 8 (same histories: 2 gets white).
    t = tournament(14, ["1-8 1-0, 9-2 0-1, 3-10 1-0, 11-4 0-1, 5-12 1-0, 13-6 0-1, 7-14 1-0"])
    t.forbidden_pairs = {frozenset(p) for p in
                         [(1, 2), (1, 3), (1, 4), (1, 5), (1, 7),
                          (2, 3), (2, 4), (2, 5), (2, 7)]}
    p = SYSTEM.pair(t)
    assert boards(p) == [(6, 1), (4, 3), (7, 5), (2, 8), (12, 9), (10, 13), (14, 11)]
    assert "4.4a" in explanation_of(p, 2)


def test_4_4_b_an_even_group_floats_the_lowest_numbered_too():
    # 4.4.b: "if the score-group was originally even, then the lowest numbered player
    # remaining must be floated in company with #2 to maintain an even number of
    # members in the score-group."  (Same round as the 2.6 test: 2 and 5 float.)
    t = tournament(12, ["1-7 1-0, 8-2 0-1, 3-9 1-0, 10-4 0-1, 5-11 1-0, 12-6 0-1"])
    t.forbidden_pairs = {frozenset(p) for p in
                         [(1, 2), (1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)]}
    p = SYSTEM.pair(t)
    assert opponent(p, 1)[0] == 6 and opponent(p, 3)[0] == 4
    assert "2 floated from score-group 1: 4.4" in explanation_of(p, 2)
    assert "5 floated from score-group 1: 4.4" in explanation_of(p, 5)


# -- colours (section 5) -----------------------------------------------------------

def test_5_3_two_equal_colours_force_the_alternate():
    # 5.3: "If one of the players in a pairing had the same colour in the previous two
    # rounds, he must be given the alternating colour."
    # 1: B W W (due black, forced); 2: W B W (due black too).
    choice = allocate(1, 2, {1: (B, W, W), 2: (W, B, W)}, upper=True, even_round=True,
                      initial=W)
    assert (choice.white, choice.black) == (2, 1)
    assert "5.3" in choice.rule


def test_5_4_history_decides_going_back():
    # 5.4: "If both players in a pairing had the same colour in the previous round, then
    # the colours they had in earlier rounds, going back in sequence, shall decide who
    # is given the alternate colour."  1: W B B W, 2: B W B W: both due black; they
    # differ three games back, where 2 had white: 2 gets black.
    choice = allocate(1, 2, {1: (W, B, B, W), 2: (B, W, B, W)}, upper=True,
                      even_round=False, initial=W)
    assert (choice.white, choice.black) == (1, 2) and choice.rule.startswith("5.4")


def test_5_4_identical_histories_depend_on_the_median():
    # 5.4: "If players in the median score-group or above had identical histories, then
    # the higher ranked is given the alternate colour ... If the players below the
    # median score-group had identical histories, then the lower ranked player is given
    # the alternate colour"
    h = {3: (W, B), 8: (W, B)}  # both due white
    upper = allocate(3, 8, h, upper=True, even_round=False, initial=W)
    lower = allocate(3, 8, h, upper=False, even_round=False, initial=W)
    assert (upper.white, upper.black) == (3, 8)
    assert (lower.white, lower.black) == (8, 3)


def test_5_6_even_round_equalising_colour_by_history():
    # 5.6: "When both players of a pairing are due the same equalising colour ... the
    # colour history will decide who is given the equalising colour, as in Rule 5.4.
    # One player will then have two more of one colour than the other colour."
    # Round 4: 1: W W B and 2: W B W both due black; one game back 2 had white: 2 gets
    # black, 1 white (two more whites).
    choice = allocate(1, 2, {1: (W, W, B), 2: (W, B, W)}, upper=True, even_round=True,
                      initial=W)
    assert (choice.white, choice.black) == (1, 2) and choice.rule.startswith("5.6")


def test_5_4_in_a_round_below_the_median():
    # 5.4 in a real round: after round 1 (1-3 1-0, 2-4 1-0) the median group (0.5) is
    # empty.
    t = tournament(4, ["1-3 1-0, 2-4 1-0"])
    p = SYSTEM.pair(t)
    # median 0.5 is empty; top {1,2} both due black: identical histories, 1 (higher
    # ranked, above the median) gets black; bottom {3,4} both due white: 4 (lower
    # ranked, below the median) gets white.
    assert boards(p) == [(2, 1), (4, 3)]


# -- section 6 ----------------------------------------------------------------------

ROUNDS_2_3_C = ["1-5 1-0, 2-6 1-0, 7-3 0-1, 8-4 0-1", "1-7 1-0, 2-8 1-0, 3-5 1/2, 4-6 1/2"]


def test_6_last_round_equal_scores_meet_despite_colours():
    # 6: "In the last round, the general principle C.04.1.e, requiring players with the
    # same score to be paired if they had not met in an earlier round, shall have
    # priority over alternation and equalisation of colours, even if it is necessary for
    # one of the players to be given the same colour for the third round in succession"
    # 1 and 2 (2 points, both W W) meet in round 3 of 3; 1 (higher ranked) gets his due
    # black (5.4), 2 a third white.  The board breaks no absolute rule (section 6).
    t = tournament(8, ROUNDS_2_3_C, total_rounds=3)
    p = SYSTEM.pair(t)
    assert boards(p)[0] == (2, 1)
    assert SYSTEM.absolute_violations(t, Pairing([Board(2, 1)])) == []


def test_6_does_not_apply_before_the_last_round():
    # the same round when it is not the last: 1 and 2 cannot meet (2.1), both float
    t = tournament(8, ROUNDS_2_3_C, total_rounds=5)
    p = SYSTEM.pair(t)
    assert opponent(p, 1)[0] != 2
    assert opponent(p, 1)[1] is B and opponent(p, 2)[1] is B


# -- 1.1 the bye --------------------------------------------------------------------

def test_1_1_bye_to_the_lowest_ranked_of_the_lowest_group():
    # 1.1: "the pairing-allocated bye is awarded to the player with the lowest rank in
    # the lowest score-group."  Round 2: lowest group {4,5,6}: 6.
    t = tournament(7, ["1-4 1-0, 5-2 0-1, 3-6 1-0, 7 U"])
    assert SYSTEM.pair(t).bye == 6


def test_1_1_skips_players_with_a_bye_or_forfeit_win():
    # 1.1: "In addition of what is stated in the basic rules (C.04.1.c)": C.04.1.d, a
    # player who had the bye or a forfeit win does not get it.  After round 3 the
    # lowest group {6,7} holds 6 (bye in round 1) and 7 (forfeit win); next group
    # {3,4}: 4 had the bye in round 3, so 3 gets it.
    t = tournament(7, ["1-4 1-0, 5-2 0-1, 3-7 -+, 6 U",
                       "7-1 0-1, 6-2 0-1, 3-4 1/2, 5 U",
                       "1-2 1/2, 5-6 1-0, 7-3 0-1, 4 U"])
    p = SYSTEM.pair(t)
    assert p.bye == 3 and "C.04.1.d" in p.bye_explanation


# -- Maxi-tournaments --------------------------------------------------------------

def test_maxi_rule_floats_the_lowest_numbered_when_ratings_differ():
    # 3.2: "(In Maxi-tournaments, when pairing downward, the difference in rating between
    # the chosen player and the lowest numbered player in the score-group must differ
    # by 100 points or less, otherwise the lowest numbered player in the score-group is
    # chosen as the floater."  Same round as the 3.9/3.10 test: 3.2 chooses 1 (2400);
    # the lowest numbered candidate is 2 (2200): 200 points apart, so 2 floats.
    # 1 v 3: same histories (W B), 1 gets white; median: 2 (due black) takes 4 (due
    # black too, the first compatible), 2 gets black (same histories, higher ranked).
    rounds = ["3-4 1-0, 1-5 1-0, 6-2 0-1, 8-7 1-0", "7-1 0-1, 2-5 1-0, 4-6 1-0, 8-3 0-1"]
    ratings = [2400, 2200, 2190, 2180, 2170, 2160, 2150, 2140]
    plain = SYSTEM.pair(tournament(8, rounds, ratings=ratings))
    assert opponent(plain, 2)[0] == 3
    t = tournament(8, rounds, ratings=ratings)
    t.options["lim.maxi"] = "1"
    maxi = SYSTEM.pair(t)
    assert boards(maxi) == [(1, 3), (4, 2), (6, 8), (5, 7)]


# -- board order and absolute criteria ----------------------------------------------

def test_board_order_score_then_sum_then_rank():
    # Board order (brief): higher score in the pair first, then the sum of the scores,
    # then the better rank of the higher player.  3-1 and 2-4 both have 1.5 + 1: 1
    # ranks before 2; 8-5 and 6-7 both have 1 + 0.5: 5 ranks before 6.
    t = tournament(8, ["1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1",
                       "1-2 1/2, 5-3 1-0, 4-6 0-1, 7-8 1/2"])
    assert boards(SYSTEM.pair(t)) == [(3, 1), (2, 4), (8, 5), (6, 7)]


def test_absolute_violations_name_rule_and_players():
    # 2.1 compatibility and 5.1 a/b
    t = tournament(6, ["1-2 1-0, 3-4 1-0, 5-6 1-0", "1-3 1/2, 4-2 1-0, 5-6 1/2"],
                   total_rounds=9)
    found = SYSTEM.absolute_violations(t, Pairing([Board(1, 2), Board(5, 4), Board(3, 6)]))
    rules = sorted((v.rule, v.players) for v in found)
    assert ("2.1", (1, 2)) in rules  # met in round 1
    assert ("5.1a", (1,)) in rules  # 1 had white twice
    assert ("2.1", (5, 6)) not in rules
    assert ("5.1a", (5,)) in rules
    assert all(str(v) for v in found)


def test_no_legal_pairing_raises_a_clear_error():
    # 2.1: "Two players who have not yet played each other are said to be compatible";
    # after a full round robin of four nobody has a compatible opponent: the arbiter
    # must decide, and the message names the players.
    import pytest
    from arbiter_app.engine.systems.base import PairingError
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "3-1 1-0, 2-4 1-0", "1-4 1-0, 2-3 1-0"])
    with pytest.raises(PairingError, match=r"round 4: no compatible opponent .* players 1, 2, 3, 4"):
        SYSTEM.pair(t)


def test_maxi_rule_limits_colour_exchanges_for_a_floater():
    # 3.8: "the floater is paired with the highest numbered player available who is due
    # the alternate colour (provided, in Maxi-tournaments, that the ratings of proposed
    # opponents who are exchanged for this purpose differ by 100 points or less)."
    # The 2.6 round: down-floater 1 (due black) would take 5 (due white) instead of the
    # first available, 2 (due black); 2 (2380) and 5 (2150) differ by 230, so in a
    # Maxi-tournament 1 meets 2.  Colours: 1 and 2 both had white: the higher ranked 1
    # gets black (5.4); 6 and 5 both had black: 6 (1 point) is the higher ranked
    # (rank = score, then pairing number) and gets white.
    ratings = [2400, 2380, 2300, 2200, 2150, 2100]
    plain = SYSTEM.pair(tournament(6, ["1-4 1-0, 2-5 1/2, 3-6 0-1"], ratings=ratings))
    assert boards(plain) == [(5, 1), (6, 2), (4, 3)]
    t = tournament(6, ["1-4 1-0, 2-5 1/2, 3-6 0-1"], ratings=ratings)
    t.options["lim.maxi"] = "1"
    assert boards(SYSTEM.pair(t)) == [(2, 1), (6, 5), (4, 3)]
