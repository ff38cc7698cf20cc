"""The generic checker, the completeness rules and the generator's mechanics.

A tiny test-only system (pairs the players to pair in number order, the last
one gets the bye) drives the mechanics, so these tests do not depend on any
real system's rules.
"""

from dataclasses import replace

from arbiter_app.engine.checker import check, completeness_violations
from arbiter_app.engine.generator import Rates, generate
from arbiter_app.engine.model import ByeKind
from arbiter_app.engine.systems.base import Board, Pairing, PairingSystem
from tests.builders import tournament


class InOrder(PairingSystem):
    name = "in-order"

    def pair(self, t):
        todo = t.players_to_pair()
        bye = todo.pop() if len(todo) % 2 else None
        return Pairing([Board(a, b) for a, b in zip(todo[::2], todo[1::2])], bye)

    def absolute_violations(self, t, pairing):
        return []


def rules(violations):
    return sorted(v.text for v in violations)


def test_a_complete_pairing_has_no_violation():
    t = tournament(5)
    assert completeness_violations(t, Pairing([Board(1, 2), Board(3, 4)], bye=5)) == []


def test_missing_double_and_self_paired_players_are_named():
    t = tournament(6)
    found = completeness_violations(t, Pairing([Board(1, 2), Board(2, 3), Board(4, 4)]))
    assert rules(found) == sorted([
        "board 3: player 4 is paired against himself",
        "player 2 is paired 2 times (board 1, board 2)",
        "player 4 is paired 2 times (board 3, board 3)", "not paired: 5, 6"])
    assert {v.rule for v in found} == {"completeness"}


def test_absent_withdrawn_and_unknown_players_must_not_be_paired():
    t = tournament(6)
    t.players[2] = replace(t.players[2], withdrawn_from=1)
    t.requested_byes[1] = {3: ByeKind.HALF_POINT}
    found = completeness_violations(t, Pairing([Board(1, 2), Board(3, 4), Board(5, 9)], bye=6))
    texts = rules(found)
    assert "board 1: player 2 has withdrawn (from round 1) but is paired" in texts
    assert "board 2: player 3 has a requested bye or absence (H) in round 1 but is paired" in texts
    assert "board 3: 9 is not a player of this tournament" in texts


def test_a_bye_with_an_even_number_to_pair_breaks_basic_rule_c():
    t = tournament(4)
    found = completeness_violations(t, Pairing([Board(1, 2)], bye=3))
    assert any("C.04.1.c" in v.text for v in found)


def test_check_reports_identical_and_differing_rounds():
    t = tournament(5, ["1-2 1-0, 3-4 1/2, 5 U", "1-2 1/2, 3-5 1-0, 4 U"])
    results = check(t, InOrder())
    assert [r.matches for r in results] == [True, False]
    assert results[1].missing == [(3, 5)] and results[1].extra == [(3, 4)]
    assert results[1].found.bye == 5 and results[1].expected.bye == 4


def test_check_pairs_each_round_without_the_absent_players():
    # round 2's announced half-point bye of player 1 is a request when round 2 is re-paired
    t = tournament(5, ["1-2 1-0, 3-4 1/2, 5 U", "2-3 1/2, 4-5 1-0, 1 H"])
    assert [r.matches for r in check(t, InOrder())] == [True, True]


def test_the_generator_is_reproducible_and_honours_its_rates():
    rates = Rates(draw=0.2, forfeit=0.1, half_bye=0.1, withdraw=0.05)
    one = generate(InOrder(), 30, 7, seed=11, rates=rates)
    two = generate(InOrder(), 30, 7, seed=11, rates=rates)
    other = generate(InOrder(), 30, 7, seed=12, rates=rates)
    assert one == two and one != other
    assert one.rounds_played == 7
    kinds = {k for rnd in one.rounds for k in rnd.byes.values()}
    assert ByeKind.HALF_POINT in kinds
    assert any(g.result.is_forfeit for rnd in one.rounds for g in rnd.games)
    assert any(p.withdrawn_from for p in one.players.values())
    for round_no, rnd in enumerate(one.rounds, start=1):
        # every player appears in every round exactly once: a game or an unplayed entry
        seen = [p for g in rnd.games for p in g.players()] + list(rnd.byes)
        assert sorted(seen) == sorted(one.players), round_no
        for number, player in one.players.items():
            if not player.active_in(round_no):
                assert rnd.byes.get(number) is ByeKind.ZERO_POINT
