"""Lim system: proposed pairings (2.4) and the exchange tables of 4.2 and 4.3.

The tables are reproduced by the same search the engine runs
(``scrutinise``), once literally (no look-ahead, recording every arrangement
tried) and once with the matching look-ahead the engine uses, which must end
in the same pairing.
"""

import itertools

import pytest

from arbiter_app.engine.systems.lim1999.matching import Matcher, maximum_matching_size
from arbiter_app.engine.systems.lim1999.scrutiny import (ScrutinyFailed, exchange_order,
                                                         proposed_pairings, scrutinise)


def rows(text):
    """'1v4 2v5 3v6' -> [(1, 4), (2, 5), (3, 6)]"""
    return [tuple(int(x) for x in item.split("v")) for item in text.split()]


def run(players, incompatible, witness=False):
    bad = {frozenset(p) for p in incompatible}

    def compatible(a, b):
        return a != b and frozenset((a, b)) not in bad

    def candidates(player, rest):
        return exchange_order(rest)

    trace = []
    matcher = None
    if witness:
        matcher = Matcher(players, compatible)
        matcher.greedy()
        matcher.maximise()
        trace = None
    pairs = scrutinise(players, lambda n: n, candidates, compatible, witness=matcher, trace=trace)
    return pairs, trace


def test_proposed_pairings_of_2_4():
    # 2.4: "the proposed pairings are (ignoring colours): 1 v (n/2 + 1), 2 v (n/2 + 2),
    # 3 v (n/2 + 3) ... n/2 v n."
    assert proposed_pairings([1, 2, 3, 4, 5, 6]) == rows("1v4 2v5 3v6")
    assert proposed_pairings(list(range(1, 11))) == rows("1v6 2v7 3v8 4v9 5v10")


def test_exchanges_for_player_1_follow_the_table_of_4_2():
    # 4.2: "The original proposed pairing and possible exchanges made to find a
    # compatible opponent for Player #1 are as follows:" 1v4 2v5 3v6 / 1v5 2v4 3v6 /
    # 1v6 2v4 3v5 / 1v3 2v5 4v6 / 1v2 3v5 4v6
    table = ["1v4 2v5 3v6", "1v5 2v4 3v6", "1v6 2v4 3v5", "1v3 2v5 4v6", "1v2 3v5 4v6"]
    # player 1 has met 4, 5, 6 and 3: every row of the table is tried in turn
    pairs, trace = run([1, 2, 3, 4, 5, 6], [(1, 4), (1, 5), (1, 6), (1, 3)])
    assert trace == [rows(r) for r in table]
    assert sorted(pairs) == rows("1v2 3v5 4v6")
    assert exchange_order([1, 2, 3, 4, 5, 6]) == [4, 5, 6, 3, 2]


def test_the_first_exchange_of_4_2_swaps_4_and_5():
    # 4.2: "If the pairing 1 v 4 is not compatible ... the positions of Player #4 and
    # Player #5 are exchanged so that we have: 1 v 5, 2 v 4, 3 v 6"
    pairs, trace = run([1, 2, 3, 4, 5, 6], [(1, 4)])
    assert trace == [rows("1v4 2v5 3v6"), rows("1v5 2v4 3v6")]
    assert sorted(pairs) == rows("1v5 2v4 3v6")


def test_exchanges_for_player_2_follow_the_table_of_4_3():
    # 4.3: "After a compatible opponent, for example, #6, has been found for Player #1,
    # ... Exchanges to find a compatible opponent for Player #2 are as follows:"
    # 1v6 2v4 3v5 / 1v6 2v5 3v4 / 1v6 2v3 4v5 / 1v3 2v6 4v5 / 1v2 3v5 4v6
    # Player 1 has met 4 and 5 (so #6 is found); player 2 has met 4, 5, 3 and 6, so
    # every row is tried and 4.4 ("must at the same time leave Player #1 with a
    # compatible opponent") moves player 1 on to 3 and then to 2.
    table_43 = ["1v6 2v4 3v5", "1v6 2v5 3v4", "1v6 2v3 4v5", "1v3 2v6 4v5", "1v2 3v5 4v6"]
    pairs, trace = run([1, 2, 3, 4, 5, 6], [(1, 4), (1, 5), (2, 4), (2, 5), (2, 3), (2, 6)])
    assert trace[:2] == [rows("1v4 2v5 3v6"), rows("1v5 2v4 3v6")]  # 4.2, for #1
    assert trace[2:] == [rows(r) for r in table_43]
    assert sorted(pairs) == rows("1v2 3v5 4v6")


@pytest.mark.parametrize("incompatible", [
    [(1, 4), (1, 5), (1, 6), (1, 3)],
    [(1, 4), (1, 5), (2, 4), (2, 5), (2, 3), (2, 6)],
    [(1, 4), (2, 5), (3, 6), (1, 5)],
    [(1, 2), (1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (3, 6)],
])
def test_the_look_ahead_reaches_the_pairing_of_the_literal_exchanges(incompatible):
    # 4.4: "The exchanges to find a compatible opponent for Player #2 must at the same
    # time leave Player #1 with a compatible opponent." The engine's look-ahead never
    # takes a choice without completion; the outcome is the literal search's.
    literal, _ = run([1, 2, 3, 4, 5, 6], incompatible)
    fast, _ = run([1, 2, 3, 4, 5, 6], incompatible, witness=True)
    assert fast == literal


def test_literal_search_fails_when_no_complete_pairing_exists():
    # 4.4: "If this cannot be done ... Player #2 is floated": no complete pairing
    with pytest.raises(ScrutinyFailed):
        run([1, 2, 3, 4], [(1, 2), (1, 3), (2, 3)])


def test_the_matcher_finds_maximum_matchings():
    # exhaustive comparison on all graphs over 6 nodes with a given edge density
    import random
    rng = random.Random(5)
    nodes = list(range(7))
    all_edges = list(itertools.combinations(nodes, 2))
    for _ in range(300):
        edges = {e for e in all_edges if rng.random() < 0.4}

        def compatible(a, b):
            return (min(a, b), max(a, b)) in edges

        best = 0
        for k in range(3, 0, -1):
            for combo in itertools.combinations(sorted(edges), k):
                if len({v for e in combo for v in e}) == 2 * k:
                    best = k
                    break
            if best:
                break
        assert maximum_matching_size(nodes, compatible) == best
