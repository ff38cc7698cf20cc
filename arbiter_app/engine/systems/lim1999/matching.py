"""Maximum matching on the compatibility graph (Edmonds' blossom algorithm).

The Lim text finds opponents by exchanges (section 4) and floats whoever is
left over.  Done literally, that search can backtrack exponentially.  This
module is the look-ahead that bounds it: a :class:`Matcher` keeps a maximum
matching (a *witness*) of a set of players, and answers in about linear time
"can the others still all be paired if these two play each other?" and
"does the group still yield as many pairings without this player?".  The
exchange procedure then never enters a branch that has no completion, so it
reaches the same pairing as the full search without backtracking.

The graph is implicit: ``compatible(a, b)`` is asked on demand, which keeps
a 1000-player round cheap (the compatibility graph of a Swiss round is dense;
a greedy start leaves few players to augment).
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Hashable, Iterable


class Matcher:
    """A maximum matching of an implicit graph over ``nodes``."""

    def __init__(self, nodes: Iterable[Hashable], compatible: Callable[[Hashable, Hashable], bool]):
        self.nodes: list = list(nodes)
        self.index = {v: i for i, v in enumerate(self.nodes)}
        self._compatible = compatible
        self.mate: list[int] = [-1] * len(self.nodes)
        self.active: list[bool] = [True] * len(self.nodes)

    # -- building ---------------------------------------------------------
    def _ok(self, i: int, j: int) -> bool:
        return self._compatible(self.nodes[i], self.nodes[j])

    def greedy(self, order: Iterable[Hashable] | None = None) -> None:
        """A quick maximal matching; the most constrained nodes first."""
        n = len(self.nodes)
        seq = [self.index[v] for v in order] if order is not None else list(range(n))
        mate, active = self.mate, self.active
        for i in seq:
            if not active[i] or mate[i] != -1:
                continue
            for j in seq:
                if j != i and active[j] and mate[j] == -1 and self._ok(i, j):
                    mate[i], mate[j] = j, i
                    break

    def maximise(self) -> int:
        """Augment from every free node; returns the matching size."""
        for i in range(len(self.nodes)):
            if self.active[i] and self.mate[i] == -1:
                self._augment(i)
        return self.size()

    # -- queries ----------------------------------------------------------
    def size(self) -> int:
        return sum(1 for i, m in enumerate(self.mate) if m > i and self.active[i])

    def free(self) -> list:
        return [self.nodes[i] for i, m in enumerate(self.mate) if m == -1 and self.active[i]]

    def is_perfect(self) -> bool:
        return not self.free()

    # -- removals that keep the matching maximum -----------------------------
    def _remove(self, i: int) -> None:
        m = self.mate[i]
        if m != -1:
            self.mate[m] = -1
        self.mate[i] = -1
        self.active[i] = False

    def remove_keeping_size(self, v: Hashable, commit: bool = True) -> bool:
        """Remove ``v`` if the others still yield a matching of the same size.

        With ``commit=False`` the matcher is left as it was either way.
        """
        i = self.index[v]
        j = self.mate[i]
        if j == -1:
            if commit:
                self._remove(i)
            return True
        for k in range(len(self.nodes)):
            if k != i and k != j and self.active[k] and self.mate[k] == -1 and self._ok(j, k):
                if commit:
                    self._remove(i)
                    self.mate[j], self.mate[k] = k, j
                return True
        saved = list(self.mate)
        self._remove(i)
        # an augmenting path of the reduced set must start at j (else the
        # old matching was not maximum)
        if self._augment(j):
            if not commit:
                self.mate = saved
                self.active[i] = True
            return True
        self.mate = saved
        self.active[i] = True
        return False

    def pair_keeping_perfect(self, a: Hashable, b: Hashable) -> bool:
        """With a perfect witness: take ``a`` and ``b`` out as a pair if the
        rest can still all be paired (the witness is updated); else change
        nothing and return False."""
        i, j = self.index[a], self.index[b]
        mate = self.mate
        if mate[i] == j:
            self.active[i] = self.active[j] = False
            mate[i] = mate[j] = -1
            return True
        x, y = mate[i], mate[j]
        self._remove(i)
        self._remove(j)
        if x == -1 and y == -1:
            return True
        if x != -1 and y != -1:
            if self._ok(x, y):
                mate[x], mate[y] = y, x
                return True
            if self._augment(x):
                return True
        # no completion: put everything back
        self.active[i] = self.active[j] = True
        if x != -1:
            mate[i], mate[x] = x, i
        if y != -1:
            mate[j], mate[y] = y, j
        return False

    # -- Edmonds -------------------------------------------------------------
    def _augment(self, root: int) -> bool:
        """Search an augmenting path from the free node ``root``; apply it."""
        n = len(self.nodes)
        mate, active, ok = self.mate, self.active, self._ok
        parent = [-1] * n
        base = list(range(n))
        used = [False] * n
        used[root] = True
        queue = deque([root])

        def lca(a: int, b: int) -> int:
            seen = [False] * n
            while True:
                a = base[a]
                seen[a] = True
                if mate[a] == -1:
                    break
                a = parent[mate[a]]
            while True:
                b = base[b]
                if seen[b]:
                    return b
                b = parent[mate[b]]

        def mark(v: int, b: int, child: int, blossom: list[bool]) -> None:
            while base[v] != b:
                blossom[base[v]] = blossom[base[mate[v]]] = True
                parent[v] = child
                child = mate[v]
                v = parent[mate[v]]

        while queue:
            v = queue.popleft()
            for to in range(n):
                if to == v or not active[to] or base[v] == base[to] or mate[v] == to:
                    continue
                if not ok(v, to):
                    continue
                if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                    cur = lca(v, to)
                    blossom = [False] * n
                    mark(v, cur, to, blossom)
                    mark(to, cur, v, blossom)
                    for i in range(n):
                        if active[i] and blossom[base[i]]:
                            base[i] = cur
                            if not used[i]:
                                used[i] = True
                                queue.append(i)
                elif parent[to] == -1:
                    parent[to] = v
                    if mate[to] == -1:
                        while to != -1:
                            pv = parent[to]
                            nxt = mate[pv]
                            mate[to], mate[pv] = pv, to
                            to = nxt
                        return True
                    used[mate[to]] = True
                    queue.append(mate[to])
        return False


def maximum_matching_size(nodes: Iterable[Hashable], compatible) -> int:
    m = Matcher(nodes, compatible)
    m.greedy()
    return m.maximise()
