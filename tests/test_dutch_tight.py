"""D.1 through LP duals (dutch2016/tight.py) against brute force: on random
bipartite remainders, the first S1 player takes the lowest S2 player with
which a best pairing remains, then the next, ... (D.1), found by trying
every pairing."""

from __future__ import annotations

import itertools
import random

import rustworkx as rx

from arbiter_app.engine.systems.dutch_common.tight import TightPairing, profile_duals


def _best_matchings(first, second, weight):
    """Every pairing of all of ``first`` into ``second`` along the edges,
    with its total weight."""
    out = []
    for chosen in itertools.permutations(second, len(first)):
        if all((u, v) in weight for u, v in zip(first, chosen)):
            out.append((sum(weight[(u, v)] for u, v in zip(first, chosen)), chosen))
    return out


def _random_remainder(rng):
    k = rng.randint(1, 4)
    first = list(range(k))
    second = list(range(k, k + k + rng.randint(0, 2)))
    classes = rng.randint(1, 3)  # few distinct weights, as profiles give
    values = [rng.choice([5, 6, 7]) for _ in range(classes * classes)]
    kind = {v: rng.randrange(classes) for v in first + second}
    weight = {}
    for u in first:
        for v in second:
            if rng.random() < 0.8:
                weight[(u, v)] = 100 + values[kind[u] * classes + kind[v]]
    return first, second, weight, kind


def _solve(first, second, weight, profile):
    graph = rx.PyGraph(multigraph=True)
    graph.add_nodes_from(range(len(first) + len(second)))
    graph.add_edges_from([(u, v, w) for (u, v), w in weight.items()])
    mate = {}
    for a, b in rx.max_weight_matching(graph, max_cardinality=False, weight_fn=int):
        mate[a], mate[b] = b, a
    adjacency = [set() for _ in range(len(first) + len(second))]
    for u, v in weight:
        adjacency[u].add(v)
        adjacency[v].add(u)
    duals = profile_duals(first, second, adjacency, lambda u, v: weight[(u, v)], profile, mate)
    if duals is None:
        return None
    tight = TightPairing(first, second, adjacency, lambda u, v: weight[(u, v)], duals, mate)
    return tuple(tight.choose(u) for u in first)


def test_tight_graph_gives_the_lexicographically_first_best_pairing():
    rng = random.Random(5)
    checked = 0
    for _ in range(600):
        first, second, weight, kind = _random_remainder(rng)
        found = _best_matchings(first, second, weight)
        if not found:
            continue
        best = max(total for total, _ in found)
        expected = min(chosen for total, chosen in found if total == best)
        # every player his own profile: the duals always exist
        own = list(range(len(first) + len(second)))
        assert _solve(first, second, weight, own) == expected
        # the weights' profiles: when a dual exists it must give the same
        profile = [kind[v] for v in range(len(first) + len(second))]
        got = _solve(first, second, weight, profile)
        assert got is None or got == expected
        checked += 1
    assert checked > 300
