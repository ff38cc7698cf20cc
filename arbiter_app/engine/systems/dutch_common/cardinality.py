"""Maximum cardinality matching in a general graph (Edmonds' blossom
algorithm) and the Gallai-Edmonds set D of the vertices that some maximum
matching leaves unmatched.

Used to stand in for the following scoregroup (C7) without putting it in the
weighted graph (see :mod:`.outlook`).  Graphs are adjacency lists over the
vertices ``0 .. n-1``; a matching is a list ``mate`` with ``-1`` for an
unmatched vertex.
"""

from __future__ import annotations


def greedy(adjacency: list[list[int]]) -> list[int]:
    """A maximal matching: each unmatched vertex in turn takes its first
    unmatched neighbour."""
    mate = [-1] * len(adjacency)
    for v, neighbours in enumerate(adjacency):
        if mate[v] < 0:
            for u in neighbours:
                if mate[u] < 0 and u != v:
                    mate[v] = u
                    mate[u] = v
                    break
    return mate


class _Search:
    """One alternating-tree search from an unmatched root (Edmonds): it
    returns the end of an augmenting path, or None; ``even`` then holds the
    vertices reached by an even-length alternating path from the root
    (blossoms included)."""

    def __init__(self, adjacency: list[list[int]], mate: list[int], root: int):
        n = len(adjacency)
        self.adjacency = adjacency
        self.mate = mate
        self.parent = [-1] * n
        self.base = list(range(n))
        self.even = [False] * n
        self.root = root

    def _lca(self, a: int, b: int) -> int:
        base, mate, parent = self.base, self.mate, self.parent
        seen = set()
        while True:
            a = base[a]
            seen.add(a)
            if mate[a] < 0:
                break
            a = parent[mate[a]]
        while True:
            b = base[b]
            if b in seen:
                return b
            b = parent[mate[b]]

    def _mark(self, v: int, stop: int, child: int, blossom: set[int]) -> None:
        base, mate, parent = self.base, self.mate, self.parent
        while base[v] != stop:
            blossom.add(base[v])
            blossom.add(base[mate[v]])
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    def run(self) -> int | None:
        adjacency, mate, parent, base, even = (self.adjacency, self.mate, self.parent,
                                               self.base, self.even)
        root = self.root
        even[root] = True
        queue = [root]
        head = 0
        while head < len(queue):
            v = queue[head]
            head += 1
            for to in adjacency[v]:
                if base[v] == base[to] or mate[v] == to:
                    continue
                if to == root or (mate[to] >= 0 and parent[mate[to]] >= 0):
                    # an edge between two even vertices: a blossom
                    top = self._lca(v, to)
                    blossom: set[int] = set()
                    self._mark(v, top, to, blossom)
                    self._mark(to, top, v, blossom)
                    for i in range(len(base)):
                        if base[i] in blossom:
                            base[i] = top
                            if not even[i]:
                                even[i] = True
                                queue.append(i)
                elif parent[to] < 0:
                    parent[to] = v
                    if mate[to] < 0:
                        return to
                    even[mate[to]] = True
                    queue.append(mate[to])
        return None

    def augment(self, end: int) -> None:
        mate, parent = self.mate, self.parent
        v = end
        while v >= 0:
            pv = parent[v]
            nxt = mate[pv]
            mate[v] = pv
            mate[pv] = v
            v = nxt


def maximum_matching(adjacency: list[list[int]]) -> list[int]:
    """A maximum cardinality matching (``mate`` list)."""
    mate = greedy(adjacency)
    for v in range(len(adjacency)):
        if mate[v] < 0 and adjacency[v]:
            search = _Search(adjacency, mate, v)
            end = search.run()
            if end is not None:
                search.augment(end)
    return mate


class LazyAdjacency:
    """Adjacency lists computed when a search first needs them: a test of
    a dense graph that only has to repair a nearly perfect matching looks
    at the neighbours of a few vertices only."""

    def __init__(self, count: int, neighbours):
        self._lists: list[list[int] | None] = [None] * count
        self._neighbours = neighbours

    def __len__(self) -> int:
        return len(self._lists)

    def __getitem__(self, v: int) -> list[int]:
        found = self._lists[v]
        if found is None:
            found = self._lists[v] = self._neighbours(v)
        return found


def perfect_from(adjacency, mate: list[int]) -> bool:
    """Can the matching ``mate`` (changed in place) be grown into a perfect
    matching?  Each unmatched vertex needs an augmenting path; one that has
    none never gets one (Edmonds), so the first failure decides."""
    for v in range(len(adjacency)):
        if mate[v] < 0:
            search = _Search(adjacency, mate, v)
            end = search.run()
            if end is None:
                return False
            search.augment(end)
    return True


def coverable_gaps(adjacency: list[list[int]], mate: list[int]) -> set[int]:
    """The Gallai-Edmonds set D: the vertices left unmatched by at least one
    maximum matching, i.e. those reached by an even alternating path from an
    unmatched vertex.  ``mate`` must be a maximum matching."""
    found: set[int] = set()
    for v in range(len(adjacency)):
        if mate[v] < 0 and v not in found:
            search = _Search(adjacency, mate, v)
            if search.run() is not None:
                raise ValueError("the matching is not maximum")
            found.update(i for i, flag in enumerate(search.even) if flag)
    return found


def size(mate: list[int]) -> int:
    return sum(1 for v, m in enumerate(mate) if m > v)
