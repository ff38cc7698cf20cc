"""Maximum weight matching on a small graph whose edge weights may change.

rustworkx (Rust inside) computes the matchings.  Its weights are signed
128-bit integers; measured: exact up to 2**126, wrong from 2**127 on.  The
weights built in :mod:`.weights` are kept within :data:`WEIGHT_BITS` bits.
"""

from __future__ import annotations

import rustworkx as rx

#: the largest weight we hand to rustworkx, in bits (measured limit: 126)
WEIGHT_BITS = 124


class Graph:
    """Vertices 0..n-1; edges (i, j) with i < j carrying a positive weight."""

    def __init__(self, size: int):
        self.size = size
        self.weights: dict[tuple[int, int], int] = {}
        self.solves = 0

    def set(self, i: int, j: int, weight: int) -> None:
        key = (i, j) if i < j else (j, i)
        if weight > 0:
            self.weights[key] = weight
        else:
            self.weights.pop(key, None)

    def solve(self) -> dict[int, int]:
        """A maximum weight matching as a vertex -> mate dictionary."""
        self.solves += 1
        graph = rx.PyGraph(multigraph=False)
        graph.add_nodes_from(range(self.size))
        graph.add_edges_from([(i, j, w) for (i, j), w in self.weights.items()])
        mates: dict[int, int] = {}
        for i, j in rx.max_weight_matching(graph, max_cardinality=False,
                                           weight_fn=lambda w: w):
            mates[i] = j
            mates[j] = i
        return mates


def complete_matching_exists(size: int, edges: list[tuple[int, int]],
                             bye_candidates: list[int]) -> bool:
    """Can all ``size`` vertices be paired along ``edges``, except one of
    ``bye_candidates`` when ``size`` is odd?  (A.9: completion of the
    round-pairing under C1-C3 and C2.)"""
    if size == 0:
        return True
    graph = rx.PyGraph(multigraph=False)
    nodes = size + (size & 1)
    graph.add_nodes_from(range(nodes))
    graph.add_edges_from_no_data(edges)
    if size & 1:
        graph.add_edges_from_no_data([(v, size) for v in bye_candidates])
    matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda _: 1)
    return 2 * len(matching) == nodes
