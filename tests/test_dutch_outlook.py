"""C7 with the next scoregroup stood in for (dutch2016/outlook.py) and the
matching routines it rests on (dutch2016/cardinality.py).

The expected pairings are worked from the text of C.04.3; each case runs
through both routes (next scoregroup in the graph, and stood in for) and
both must give it."""

from __future__ import annotations

import itertools
import random

import pytest

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dutch_common import brackets
from arbiter_app.engine.systems.dutch_common.brackets import pair_bracket
from arbiter_app.engine.systems.dutch_common.cardinality import (coverable_gaps, maximum_matching,
                                                              size)
from arbiter_app.engine.systems.dutch2016 import weights
from arbiter_app.engine.systems.dutch2016.players import DutchPlayer
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.trf import read_trf_file
from tests.builders import boards


def _brute_size(n: int, edges: list[tuple[int, int]], gone: frozenset[int] = frozenset()) -> int:
    """The largest number of disjoint edges, by trying every subset."""
    usable = [e for e in edges if e[0] not in gone and e[1] not in gone]
    for k in range(n // 2, 0, -1):
        for chosen in itertools.combinations(usable, k):
            ends = [v for e in chosen for v in e]
            if len(set(ends)) == 2 * k:
                return k
    return 0


def _random_graph(rng: random.Random) -> tuple[int, list[tuple[int, int]], list[list[int]]]:
    n = rng.randint(1, 9)
    p = rng.random()
    edges = [(a, b) for a in range(n) for b in range(a + 1, n) if rng.random() < p]
    adjacency: list[list[int]] = [[] for _ in range(n)]
    for a, b in edges:
        adjacency[a].append(b)
        adjacency[b].append(a)
    for neighbours in adjacency:
        rng.shuffle(neighbours)
    return n, edges, adjacency


def test_maximum_matching_is_a_maximum_matching():
    rng = random.Random(11)
    for _ in range(400):
        n, edges, adjacency = _random_graph(rng)
        mate = maximum_matching(adjacency)
        for v, m in enumerate(mate):
            if m >= 0:
                assert mate[m] == v and m in adjacency[v]
        assert size(mate) == _brute_size(n, edges)


def test_coverable_gaps_are_the_vertices_some_maximum_matching_leaves_out():
    # Gallai-Edmonds D: v is in D exactly when removing v keeps the matching number
    rng = random.Random(12)
    for _ in range(300):
        n, edges, adjacency = _random_graph(rng)
        best = _brute_size(n, edges)
        expected = {v for v in range(n) if _brute_size(n, edges, frozenset([v])) == best}
        assert coverable_gaps(adjacency, maximum_matching(adjacency)) == expected


def test_coverable_gaps_through_a_blossom():
    # a triangle 0-1-2 hanging from 3, with 4 attached to 3 as well: 0, 1, 2
    # can each be left out (pair the other two, 3-4), 3 never, 4 can (3-0)
    adjacency = [[1, 2], [0, 2], [0, 1, 3], [2, 4], [3]]
    assert coverable_gaps(adjacency, maximum_matching(adjacency)) == {0, 1, 2, 4}


def _players(spec: list[tuple[int, int]]) -> list[DutchPlayer]:
    players = [DutchPlayer(number=number, score=score) for number, score in spec]
    for rank, p in enumerate(players):
        p.rank = rank
        p.pairing_number = p.number
    return players


@pytest.fixture(params=[True, False], ids=["stood-in", "in-graph"])
def route(request, monkeypatch):
    monkeypatch.setattr(brackets, "STAND_IN", request.param)
    return request.param


def _pair(players, bracket_size, forbidden):
    result = pair_bracket(players, bracket_size, 0, False, False, Colour.WHITE,
                          {frozenset(p) for p in forbidden}, weights)
    return ([(a.number, b.number) for a, b in result.pairs],
            [p.number for p in result.floaters])


def test_c7_floater_who_adds_a_pair_to_the_next_bracket(route):
    # Bracket 1 2 3 (1 point), next scoregroup 4 5 6 (0) where only 4-5 may
    # meet: one pair, 6 left over.  3 may meet 4 and 5 but not 6; 2 may meet
    # 6; 1 may not meet 6.  B.3 gives 1-2 with 3 floating: the next bracket
    # {3, 4, 5, 6} still has one pair (3-4 or 4-5).  1-3 lets 2 float, who
    # meets 6 beside 4-5: two pairs.  C7 (maximise the pairs of the following
    # bracket) outranks the order of generation (B.8).
    players = _players([(1, 100), (2, 100), (3, 100), (4, 0), (5, 0), (6, 0)])
    forbidden = [(4, 6), (5, 6), (3, 6), (1, 6)]
    assert _pair(players, 3, forbidden) == ([(1, 3)], [2])


def test_c7_floater_who_can_be_paired_in_the_next_bracket(route):
    # Next scoregroup 4 5 may meet each other: one pair whoever floats.  3 may
    # meet neither, so with 1-2 the next bracket would float 3 (SD 2 points)
    # instead of a resident (SD 1 point): C7's PSD prefers 1-3, 2 floating.
    players = _players([(1, 100), (2, 100), (3, 100), (4, 0), (5, 0)])
    forbidden = [(3, 4), (3, 5)]
    assert _pair(players, 3, forbidden) == ([(1, 3)], [2])


def _pair_before_last(players, bracket_size, forbidden, not_eligible):
    for p in players:
        p.bye_eligible = p.number not in not_eligible
    result = pair_bracket(players, bracket_size, 0, False, True, Colour.WHITE,
                          {frozenset(p) for p in forbidden}, weights)
    return ([(a.number, b.number) for a, b in result.pairs],
            [p.number for p in result.floaters])


def test_c7_before_the_last_bracket_floater_who_lets_it_complete(route):
    # The next bracket {floater, 4, 5} is the last one: it must be complete
    # (A.9), one pair and a bye for a player who may have it (C2).  4 and 5
    # may not meet, 5 may not have the bye, 3 may not meet 5.  1-2 lets 3
    # float: 3-4 leaves the bye to 5, 4 as the bye leaves 3-5: no complete
    # pairing.  1-3 lets 2 float: 2-5 and the bye to 4.  C7 (the pairs of the
    # following bracket, the last one) picks 1-3 in the bracket's own
    # pairing, without the PPB route.
    players = _players([(1, 100), (2, 100), (3, 100), (4, 0), (5, 0)])
    assert _pair_before_last(players, 3, [(4, 5), (3, 5)], {5}) == ([(1, 3)], [2])


def test_c7_before_the_last_bracket_floater_who_can_take_the_bye(route):
    # 4-5 can meet; nobody of {1, 2, 3} can meet 4 or 5, so the floater gets
    # the bye in the last bracket {floater, 4, 5}, and 3 may not have it:
    # 1-2 (3 floating) cannot be completed, 1-3 (2 floating) can, and comes
    # before 2-3 (1 floating, as good on every criterion).
    players = _players([(1, 100), (2, 100), (3, 100), (4, 0), (5, 0)])
    forbidden = [(a, b) for a in (1, 2, 3) for b in (4, 5)]
    assert _pair_before_last(players, 3, forbidden, {3}) == ([(1, 3)], [2])


def test_c7_without_effect_keeps_the_first_candidate(route):
    # Everybody may meet everybody: B.3's first candidate 1-2, 3 floating.
    players = _players([(1, 100), (2, 100), (3, 100), (4, 0), (5, 0)])
    assert _pair(players, 3, []) == ([(1, 2)], [3])


def test_mdps_are_not_paired_with_each_other(route):
    # B.2/B.3: S1 holds MDPs, S2 residents; an MDP is paired with a resident
    # or floats.  MDPs 1 and 2 (2 points) may meet no resident (3 4 5, 1
    # point), so M1 = 0, both are in the Limbo, and the remainder 3 4 5 has
    # one pair.  Next scoregroup: 6 7 (0), who may not meet each other; 4
    # and 5 may meet neither, 3 may meet both, and 1 and 2 may meet both.
    # C7: the next bracket {1, 2, floater, 6, 7} has two pairs (1-6, 2-7)
    # whoever floats, and the PSD [2, 2, 2] either way (1-6 and 2-7, and
    # the floater one point above the artificial value).  So B.3's first
    # candidate stands: 3-4, 5 floating.  (Counting 1-2 as a pair of this
    # bracket would make the next bracket {floater, 6, 7} and prefer 3 to
    # float with 4-5.)
    players = _players([(1, 200), (2, 200), (3, 100), (4, 100), (5, 100), (6, 0), (7, 0)])
    forbidden = [(a, b) for a in (1, 2) for b in (3, 4, 5)] + [(6, 7), (4, 6), (4, 7), (5, 6),
                                                               (5, 7)]
    result = pair_bracket(players, 5, 2, False, False, Colour.WHITE,
                          {frozenset(p) for p in forbidden}, weights)
    assert [(a.number, b.number) for a, b in result.pairs] == [(3, 4)]
    assert sorted(p.number for p in result.floaters) == [1, 2, 5]


def test_both_routes_give_the_endorsed_pairing_of_a_large_round(monkeypatch):
    """n400 round 11 has many brackets with one floater: with the next
    scoregroup always in the graph the pairing is the endorsed one too."""
    from tests.test_dutch_fixtures import DATA
    monkeypatch.setattr(brackets, "STAND_IN", False)
    t = read_trf_file(DATA / "n400-round11.trf")
    expected = [line.split() for line in (DATA / "n400-round11.expected").read_text().split("\n")
                if line]
    got = get_system("dutch2016").pair(t)
    assert [line.split() for line in got.to_text().split("\n") if line] == expected
    assert boards(got)


def _complete_by_brute_force(players, forbidden) -> bool:
    """Try every way of pairing the players (one left over when odd, who
    must be entitled to the bye)."""
    from arbiter_app.engine.systems.dutch2016.players import compatible

    def pairs_all(rest) -> bool:
        if not rest:
            return True
        first, others = rest[0], rest[1:]
        return any(compatible(first, b, forbidden) and pairs_all(others[:k] + others[k + 1:])
                   for k, b in enumerate(others))
    if len(players) % 2 == 0:
        return pairs_all(players)
    return any(p.bye_eligible and pairs_all(players[:k] + players[k + 1:])
               for k, p in enumerate(players))


def test_completion_test_agrees_with_trying_every_pairing():
    # A.9: the round-pairing is complete when everybody is paired under
    # C1-C3 except at most one player, who gets the bye and may have it (C2)
    from arbiter_app.engine.systems.dutch2016.rounds import completable
    rng = random.Random(21)
    seen = set()
    for _ in range(400):
        n = rng.randint(1, 9)
        players = _players([(k, 100) for k in range(1, n + 1)])
        for p in players:
            p.bye_eligible = rng.random() < 0.6
        density = rng.random()
        forbidden = {frozenset((a, b)) for a in range(1, n + 1) for b in range(a + 1, n + 1)
                     if rng.random() < density}
        expected = _complete_by_brute_force(players, forbidden)
        seen.add(expected)
        assert completable(players, forbidden) == expected
    assert seen == {True, False}


def test_two_floaters_keep_the_next_scoregroup_in_the_graph():
    # The bench's no-perfect-c3 input: after two rounds players 1-101 had
    # black twice (absolute white, A.6.a), 102-200 white twice (absolute
    # black); C3 forbids two of the same kind to meet, so the 2-point bracket
    # has at most 99 pairs and two players float.  S1 = 1..99, S2 = 100..200:
    # the first transposition whose pairs all meet C3 is 102..200 (then 100,
    # 101 left over): k-(101+k), every colour preference granted.
    from arbiter_app.bench import won_every_round
    pairing = get_system("dutch2016").pair(won_every_round(2, lambda k, r: k < 101))
    top = [(b.white, b.black) for b in pairing.boards if max(b.white, b.black) <= 200]
    assert sorted(top) == [(k, 101 + k) for k in range(1, 100)]
    floaters = {n for b in pairing.boards for n in (b.white, b.black)
                if n in (100, 101) and max(b.white, b.black) > 200}
    assert floaters == {100, 101}
