"""Maximum weight matching on a bracket graph whose edge weights change
between solves.

rustworkx (Rust inside) computes the matchings.  Its weights are signed
128-bit integers; measured: exact up to 2**126, wrong from 2**127 on.  The
weights built in :mod:`.weights` are kept within :data:`WEIGHT_BITS` bits.
"""

from __future__ import annotations

import rustworkx as rx

#: the largest weight we hand to rustworkx, in bits (measured limit: 126)
WEIGHT_BITS = 124


class BracketGraph:
    """The matching graph of one bracket with its quality weights and the
    extra low-order weights used to pick the earliest candidate.

    The rustworkx graph is kept between solves and updated edge by edge.
    """

    def __init__(self, quality: dict[tuple[int, int], int], room_bits: int, size: int):
        self.quality = dict(quality)
        self.room = room_bits
        # under the quality: the D-order's choices (measured: weights with few
        # distinct values make rustworkx several times faster, so nothing
        # else is added there)
        self.extra: dict[tuple[int, int], int] = {}
        self.size = size
        self.graph: rx.PyGraph | None = None
        # the graph's edge index of each pair, made when first asked for
        # (a graph rebuilt before any edge changes never needs it)
        self._index: dict[tuple[int, int], int] | None = {}
        self._built: tuple[list, list] = ([], [])
        self.adjacent: list[set[int]] = [set() for _ in range(size)]
        adjacent = self.adjacent
        for i, j in self.quality:
            adjacent[i].add(j)
            adjacent[j].add(i)
        self.mates: dict[int, int] = {}
        self.solves = 0
        self.pending: list[int] = []  # vertices removed, still in self.graph
        self.pending_edges = 0

    @property
    def index(self) -> dict[tuple[int, int], int]:
        if self._index is None:
            self._index = dict(zip(*self._built))
            self._built = ([], [])
        return self._index

    def _weight(self, key: tuple[int, int]) -> int:
        return (self.quality[key] << self.room) + self.extra.get(key, 0)

    def _build(self) -> None:
        # every edge is added once; a multigraph skips rustworkx's search for
        # an existing edge, which costs more than the rest of the build
        graph = rx.PyGraph(multigraph=True)
        graph.add_nodes_from(range(self.size))
        keys = list(self.quality)
        room = self.room
        extra = self.extra
        if extra:
            edges = [(i, j, (q << room) + extra.get((i, j), 0))
                     for (i, j), q in self.quality.items()]
        else:
            edges = [(i, j, q << room) for (i, j), q in self.quality.items()]
        indices = graph.add_edges_from(edges)
        self._built = (keys, indices)
        self._index = None
        self.graph = graph

    def live(self, i: int, j: int) -> bool:
        return ((i, j) if i < j else (j, i)) in self.quality

    def delete(self, i: int, j: int) -> None:
        key = (i, j) if i < j else (j, i)
        if self.quality.pop(key, None) is None:
            return
        self.extra.pop(key, None)
        self.adjacent[i].discard(j)
        self.adjacent[j].discard(i)
        if self.graph is not None:
            self.graph.remove_edge_from_index(self.index.pop(key))

    def delete_many(self, keys) -> list[tuple[int, int]]:
        """Delete the given edges (absent ones ignored) and return those
        deleted; when they are many, the rustworkx graph is rebuilt at the
        next solve instead."""
        quality, extra, adjacent = self.quality, self.extra, self.adjacent
        gone = []
        for i, j in keys:
            key = (i, j) if i < j else (j, i)
            if quality.pop(key, None) is None:
                continue
            if extra:
                extra.pop(key, None)
            adjacent[i].discard(j)
            adjacent[j].discard(i)
            gone.append(key)
        if self.graph is None or not gone:
            return gone
        if len(gone) > len(quality) // 2:
            self.graph = None  # rebuilt from the tables at the next solve
            self._index, self._built = {}, ([], [])
        else:
            index = self.index
            for key in gone:
                self.graph.remove_edge_from_index(index.pop(key))
        return gone

    def remove_vertex(self, v: int) -> None:
        quality, extra, adjacent = self.quality, self.extra, self.adjacent
        if self.graph is None:
            # the next solve builds the graph from the tables alone
            for u in adjacent[v]:
                key = (u, v) if u < v else (v, u)
                del quality[key]
                if extra:
                    extra.pop(key, None)
                adjacent[u].discard(v)
            adjacent[v] = set()
            self.mates.pop(v, None)
            return
        index = self.index
        for u in adjacent[v]:
            key = (u, v) if u < v else (v, u)
            del quality[key]
            if extra:
                extra.pop(key, None)
            del index[key]
            adjacent[u].discard(v)
        # the node itself leaves the rustworkx graph at the next solve (its
        # edges are gone from every table already; removing nodes one by one
        # from a dense graph is slow, so many at once rebuild the graph)
        self.pending.append(v)
        self.pending_edges += len(adjacent[v])
        adjacent[v] = set()
        self.mates.pop(v, None)

    def _flush(self) -> None:
        if self.graph is None or self.pending_edges > len(self.quality) // 2:
            self.graph = None
        elif self.pending:
            self.graph.remove_nodes_from(self.pending)
            self.graph.add_nodes_from([None] * len(self.pending))  # keeps the vertex count
        self.pending = []
        self.pending_edges = 0

    def weight_of(self, i: int, j: int) -> int:
        return self._weight((i, j) if i < j else (j, i))

    def take_edges(self, keys: list[tuple[int, int]]) -> list[tuple]:
        """Delete the given live edges and return what restores them."""
        quality, extra = self.quality, self.extra
        saved = []
        for i, j in keys:
            key = (i, j) if i < j else (j, i)
            if key in quality:
                saved.append((key, quality[key], extra.get(key, 0)))
        self.delete_many([key for key, _, _ in saved])
        return saved

    def restore(self, saved: list[tuple]) -> None:
        if self.graph is not None and len(saved) > len(self.quality) // 2:
            self.graph = None
        for key, quality, extra in saved:
            i, j = key
            self.quality[key] = quality
            if extra:
                self.extra[key] = extra
            self.adjacent[i].add(j)
            self.adjacent[j].add(i)
            if self.graph is not None:
                self.index[key] = self.graph.add_edge(i, j, self._weight(key))

    def quality_total(self) -> int:
        """The quality of the current matching (extra weights left out)."""
        return sum(self.quality[(a, b)] for a, b in self.mates.items() if a < b)

    def set_extra(self, i: int, j: int, value: int) -> None:
        key = (i, j) if i < j else (j, i)
        if key not in self.quality:
            return
        if value:
            self.extra[key] = value
        else:
            self.extra.pop(key, None)
        if self.graph is not None:
            self.graph.update_edge_by_index(self.index[key], self._weight(key))

    def set_quality(self, quality: dict[tuple[int, int], int], room_bits: int) -> None:
        """New quality weights for the same edges, shifted by ``room_bits``."""
        self.quality = quality
        self.room = room_bits
        self.graph = None

    def set_extras(self, values: dict[tuple[int, int], int]) -> None:
        """:meth:`set_extra` for many edges (keys ``(i, j)`` with i < j); when
        they are many, the rustworkx graph is rebuilt at the next solve."""
        quality, extra = self.quality, self.extra
        changed = 0
        for key, value in values.items():
            if key not in quality:
                continue
            changed += 1
            if value:
                extra[key] = value
            else:
                extra.pop(key, None)
        self._reweigh([key for key in values if key in quality], changed)

    def clear_extra(self) -> None:
        keys = [key for key in self.extra if key in self.quality]
        self.extra = {}
        self._reweigh(keys, len(keys))

    def _reweigh(self, keys, changed: int) -> None:
        if self.graph is None:
            return
        if changed > len(self.quality) // 4:
            self.graph = None
            return
        for key in keys:
            self.graph.update_edge_by_index(self.index[key], self._weight(key))

    def solve(self) -> dict[int, int]:
        if self.pending:
            self._flush()
        if self.graph is None:
            self._build()
        self.solves += 1
        mates: dict[int, int] = {}
        for i, j in rx.max_weight_matching(self.graph, max_cardinality=False, weight_fn=int):
            mates[i] = j
            mates[j] = i
        self.mates = mates
        return mates
