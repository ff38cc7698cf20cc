"""dutch2026 on hand-worked cases, each worked out from the text of C.04.3
as applied from 1 February 2026 (../shared/rules/dutch-2026.txt) and the
Basic Rules C.04.1 of the same date; the articles are quoted where they
decide."""

from __future__ import annotations

from arbiter_app.engine.history import Float
from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.engine.systems.dutch2016 import SYSTEM as DUTCH2016
from arbiter_app.engine.systems.dutch2026 import SYSTEM
from arbiter_app.engine.systems.dutch2026.criteria import Criteria
from arbiter_app.engine.systems.dutch2026.players import build_players
from arbiter_app.engine.systems.dutch2026.rounds import bye_score
from arbiter_app.engine.systems.dutch_common.brackets import pair_bracket
from arbiter_app.engine.systems.dutch_common.players import DutchPlayer
from arbiter_app.engine.systems.registry import get_system
from tests.builders import boards, tournament


def _by_number(t):
    return {p.number: p for p in build_players(t)}


# -- 1.4.3 / 1.4.4: floats ---------------------------------------------------------

def test_floats_of_unplayed_rounds():
    # 1.4.3 "A downfloat is also given to any player who receives a
    # pairing-allocated bye or who, without playing in a round, scores more
    # points than those rewarded for a loss."  1.4.4 "No players other than
    # those listed in the previous two articles can receive floats."
    t = tournament(8, ["1-2 +-, 3-4 1-0, 5 U, 6 H, 7 Z, 8 F"], total_rounds=5)
    p = _by_number(t)
    assert p[1].float1 is Float.DOWN  # forfeit win: 1 point > 0
    assert p[2].float1 is None  # forfeit loss: 0 points, no float
    assert p[3].float1 is None and p[4].float1 is None  # 1.4.2: equal scores
    assert p[5].float1 is Float.DOWN  # the pairing-allocated bye
    assert p[6].float1 is Float.DOWN  # half-point bye: 0.5 > 0
    assert p[7].float1 is None  # zero-point absence: nobody else floats
    assert p[8].float1 is Float.DOWN  # full-point bye
    # the 2016 text (A.4.b) gave every unplayed round a downfloat
    from arbiter_app.engine.systems.dutch2016.players import build_players as build2016
    assert {q.number: q for q in build2016(t)}[7].float1 is Float.DOWN


def test_floats_of_a_game_between_different_scores():
    # 1.4.2: "the higher ranked player receives a downfloat, the lower one an
    # upfloat" (scores before the round: 1 had 1 point, 4 had none)
    # and 3 had 1 point, 2 none
    t = tournament(4, ["1-2 1-0, 3-4 1-0", "1-4 1-0, 2-3 1/2"], total_rounds=5)
    p = _by_number(t)
    assert p[1].float1 is Float.DOWN and p[4].float1 is Float.UP
    assert p[3].float1 is Float.DOWN and p[2].float1 is Float.UP
    assert p[1].float2 is None  # round 1: equal scores


# -- [C2] and Basic Rules art. 4 -----------------------------------------------------

def test_c2_widened_to_any_unplayed_win():
    # Basic Rules art. 4: "A participant who has already received a
    # pairing allocated bye, or has already scored in one single round,
    # without playing, as many points as rewarded for a win, shall not
    # receive the pairing allocated bye."
    t = tournament(6, ["1-2 +-, 3 F, 4 H, 5 U, 6 Z"], total_rounds=5)
    p = _by_number(t)
    assert not p[1].bye_eligible  # forfeit win
    assert not p[3].bye_eligible  # full-point bye
    assert p[4].bye_eligible  # half a point is not a win
    assert not p[5].bye_eligible  # pairing-allocated bye
    assert p[6].bye_eligible and p[2].bye_eligible


def test_validate_uses_the_widened_c2():
    # a hand-made pairing giving the bye to 3 (full-point bye in round 1):
    # [C2] in 2026; the 2016 text named only the PAB and a forfeit win
    t = tournament(5, ["1-2 1-0, 4-5 1/2, 3 F"], total_rounds=5)
    pairing = Pairing([Board(1, 4), Board(5, 2)], bye=3)
    assert [v.rule for v in SYSTEM.absolute_violations(t, pairing)] == ["C2"]
    assert DUTCH2016.absolute_violations(t, pairing) == []
    # [C1]: 1 and 2 played
    assert [v.rule for v in SYSTEM.absolute_violations(
        t, Pairing([Board(2, 1), Board(4, 3)], bye=5))] == ["C1"]


# -- [C5] the score of the PAB assignee ----------------------------------------------

def _player(number, score, opponents=(), eligible=True):
    return DutchPlayer(number=number, score=score, opponents=frozenset(opponents),
                       bye_eligible=eligible, pairing_number=number)


def test_c5_lowest_score_that_still_completes_the_round():
    # [C4] "A pairing complying with all the absolute criteria shall always
    # exist for all players not yet paired"; [C5] "Minimise the score of the
    # assignee of the pairing-allocated-bye".  5 (0 points) may have the
    # bye, but 4 (0 points, not entitled) has met 1, 2 and 3 and can only be
    # paired with 5: with 5 on the bye, 4 is left.  So the PAB goes to a
    # 1-point player (2 or 3), not to the 2-point player 1.
    players = [_player(1, 200, {4}), _player(2, 100, {4}), _player(3, 100, {4}),
               _player(4, 0, {1, 2, 3}, eligible=False), _player(5, 0)]
    assert bye_score(players, set()) == 100
    # the bye candidates: entitled, and no more than 1 point (5 stays one,
    # but [C4] never leaves him over)
    assert [p.number for p in players if p.bye_eligible] == [2, 3, 5]
    # with 4 free to meet 3, 5 can have the bye: 0 points
    players = [_player(1, 200, {4}), _player(2, 100, {4}), _player(3, 100),
               _player(4, 0, {1, 2}, eligible=False), _player(5, 0)]
    assert bye_score(players, set()) == 0
    assert [p.number for p in players if p.bye_eligible] == [5]


def test_c5_bye_in_a_round():
    # Round 2 of five players: 3 had the PAB (art. 4), 1 and 2 won.
    # Bye candidates ([C2]): 1, 2 (1 point), 4, 5 (0 points): [C5] gives the
    # PAB to a 0-point player.  Top bracket {1, 2, 3}: S1 = {1}, S2 = {2, 3}
    # (3.2.2); 1-2 denies one of the two a colour preference (both had
    # white; [C12]), 1-3 does not (3 has none, 1.7.4): 1-3, 2 floats.  Last
    # bracket {2 | 4, 5}: 2 met 5 (C1), so 2-4 and the PAB to 5.
    t = tournament(5, ["1-4 1-0, 2-5 1-0, 3 U"], total_rounds=5)
    pairing = SYSTEM.pair(t)
    # 5.2.1: 1 (black wanted) and 3 (none); 2 black, 4 white
    assert boards(pairing) == [(3, 1), (4, 2)]
    assert pairing.bye == 5


# -- [C9] unplayed games of the PAB assignee -------------------------------------------

def test_c9_the_bye_to_the_player_with_fewest_unplayed_games():
    # Round 1: 2-1 and 4-3 won by 2 and 4 (1 point), 5 absent (Z: no float
    # in 2026, 1.4.4, but one unplayed game).  Round 2: {2, 4} pair; the last
    # bracket {1, 3, 5} (BSN 1-3) downfloats exactly one player, who gets the
    # PAB, so [C9] "Minimise the number of unplayed games of the assignee of
    # the pairing-allocated-bye" applies.  The first candidate 1-3 (S1 = {1},
    # S2 = {3, 5}) grants both colours (1 had black, 3 white) but leaves 5
    # (one unplayed game) for the PAB: not perfect (3.4.1).  Next: 1-5, the
    # PAB to 3 (no unplayed game): perfect.
    t = tournament(5, ["2-1 1-0, 3-4 0-1, 5 Z"], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert boards(pairing) == [(4, 2), (1, 5)]
    assert pairing.bye == 3


def test_c9_needs_a_single_downfloater():
    # 2.4.4 note: "Apply to brackets that downfloat exactly one player, who
    # will end up receiving the pairing-allocated bye."  A bracket that
    # downfloats one player who is paired below is not such a bracket:
    # Criteria(c9=False) leaves the field out.
    players = [_player(1, 100), _player(2, 100), _player(3, 100)]
    players[0].unplayed = 2
    weights = Criteria(c9=True, bye_score=100).build(players, 3, True, False, Colour.WHITE,
                                                     set(), 8)
    assert "C9" in weights.names
    weights = Criteria(c9=False, bye_score=100).build(players, 3, True, False, Colour.WHITE,
                                                      set(), 8)
    assert "C9" not in weights.names


# -- 4.4 sets of pairable MDPs -------------------------------------------------------

def _bracket(players, bracket_size, mdps, forbidden=()):
    result = pair_bracket(players, bracket_size, mdps, False, False, Colour.WHITE,
                          {frozenset(p) for p in forbidden}, Criteria())
    return ([(a.number, b.number) for a, b in result.pairs],
            [p.number for p in result.floaters])


def test_mdp_set_smallest_bsn_first():
    # Bracket: MDPs 1 and 2 (2 points), one resident 3 (1 point): M0 = 2,
    # M1 = 1 (3.1.3).  Both sets {1} and {2} leave a Limbo compliant with
    # [C7] (equal scores), 4.4.1; 4.4.2 "Valid sets of pairable MDP(s) are
    # sorted according to their smallest differing BSN": {1} first.
    players = [_player(1, 200), _player(2, 200), _player(3, 100)]
    assert _bracket(players, 3, 2) == ([(1, 3)], [2])


def test_mdp_set_must_leave_a_limbo_compliant_with_c7():
    # MDPs 1 (2.5 points) and 2 (2 points), one resident 3: the set {2}
    # would leave 1 (2.5) in the Limbo, worse for [C7] ("Minimise the
    # scores, taken in descending order, of the downfloaters") than leaving
    # 2: only {1} is valid (4.4.1).
    players = [_player(1, 250), _player(2, 200), _player(3, 100)]
    assert _bracket(players, 3, 2) == ([(1, 3)], [2])
    # 1 has met 3 ([C1]): {2} is the only set that pairs an MDP ([C6] first)
    players = [_player(1, 250, {3}), _player(2, 200), _player(3, 100, {1})]
    assert _bracket(players, 3, 2) == ([(2, 3)], [1])


# -- [C4] in a middle bracket -----------------------------------------------------------

def test_c4_in_a_middle_bracket():
    # After round 1: 1 and 8 have 1 point, 3-6 half a point, 2 and 7 none;
    # 2 and 7 may not meet (a forbidden pair, treated as [C1]).  Round 2:
    # bracket {1, 8}: 1-8.  Bracket {3, 4, 5, 6}: its two pairs would leave
    # {2, 7} unpairable, so [C4] ("A pairing complying with all the absolute
    # criteria shall always exist for all players not yet paired") makes it
    # downfloat two players: one pair.  S1 = {3}, S2 = {4, 5, 6} (BSNs 1-4);
    # 3-4 met; 3-5 denies a colour (both had white, [C12]); 3-6 grants both,
    # and 4 and 5 can meet 7 and 2 with every preference granted: perfect
    # (3.4.1).  The next bracket follows as usual (no PPB, no collapsed
    # bracket): MDPs 4, 5, residents 2, 7: 4-2 would deny a colour (both
    # had black), so 4-7 and 5-2 (3.7.2, a transposition of S2).
    t = tournament(8, ["1-2 1-0, 3-4 1/2, 5-6 1/2, 7-8 0-1"], total_rounds=5)
    t.forbidden_pairs = {frozenset((2, 7))}
    pairing = SYSTEM.pair(t)
    assert boards(pairing) == [(8, 1), (6, 3), (4, 7), (2, 5)]
    assert pairing.bye is None
    assert "5.2.1" in pairing.boards[0].explanation


# -- the edition itself ----------------------------------------------------------------

def test_registered_beside_dutch2016():
    assert get_system("dutch2026") is SYSTEM
    assert get_system("dutch2016") is DUTCH2016
