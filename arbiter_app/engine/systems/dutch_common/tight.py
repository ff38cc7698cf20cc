"""D.1 in the remainder without weighted matchings, through LP duals.

When D.1 starts, the remainder is bipartite: every edge left goes from a
player of the new S1 to a later player of S2, and a best matching M is known.
Maximum weight bipartite matching is a linear programme with integral
solutions; its dual gives each player a number y >= 0 with y_u + y_v >= w(u, v)
on every edge.  For one optimal dual, the best pairings are exactly the
matchings that use only edges with y_u + y_v = w(u, v) ("tight") and pair
every player with y > 0 (complementary slackness).  So once such a dual is
known, "the first S2 player possible for this S1 player" (D.1) is a question
about matchings in the tight graph, answered with augmenting paths instead of
a weighted matching per group of choosers.

The dual is sought per profile (:mod:`.weights`: players the criteria cannot
tell apart), a system of a few dozen difference constraints.  It exists
exactly when M is also best for the profiles as if every two of them could
meet as often as their sizes allow; where the missing pairs (C1, C3) make
the difference, there is none and the matcher decides D.1 as before.
"""

from __future__ import annotations


def profile_duals(first: list[int], second: list[int], adjacency: list[set[int]],
                  weight, profile: list[int], mate: dict[int, int]) -> dict[int, int] | None:
    """y for every player of ``first`` and ``second`` (edges only from
    ``first`` to ``second``, ``weight(u, v)`` their weights, ``mate`` a best
    matching), equal for players of the same side and profile; None if
    no such dual certifies ``mate`` as best."""
    side_of = {}
    for u in first:
        side_of[u] = (0, profile[u])
    for v in second:
        side_of[v] = (1, profile[v])
    size: dict[tuple, int] = {}
    matched: dict[tuple, int] = {}
    for v, c in side_of.items():
        size[c] = size.get(c, 0) + 1
        if v in mate:
            matched[c] = matched.get(c, 0) + 1
    pair_weight: dict[tuple, int] = {}
    used: set[tuple] = set()
    for u in first:
        cu = side_of[u]
        for v in adjacency[u]:
            pair_weight[(cu, side_of[v])] = weight(u, v)
        m = mate.get(u)
        if m is not None:
            used.add((cu, side_of[m]))
    # x_j <= x_i + c as arcs (i, j, c); node None is the zero, a first-side
    # class stands for its y, a second-side class for minus its y
    arcs = []
    for (cp, cq), w in pair_weight.items():
        arcs.append((cp, cq, -w))  # y_p + y_q >= w
        if (cp, cq) in used:
            arcs.append((cq, cp, w))  # tight on M's pairs
    for c in size:
        full = matched.get(c, 0) == size[c]
        if c[0] == 0:
            arcs.append((c, None, 0))  # y >= 0
            if not full:
                arcs.append((None, c, 0))  # an unpaired player has y = 0
        else:
            arcs.append((None, c, 0))
            if not full:
                arcs.append((c, None, 0))
    dist: dict = {None: 0}
    for _ in range(len(size) + 1):
        changed = False
        for i, j, c in arcs:
            if i in dist and (j not in dist or dist[i] + c < dist[j]):
                dist[j] = dist[i] + c
                changed = True
        if not changed:
            break
    else:
        return None  # a negative cycle: no such dual
    if any(c not in dist for c in size):
        return None
    return {v: (dist[c] if c[0] == 0 else -dist[c]) for v, c in side_of.items()}


class TightPairing:
    """The best pairings of a bipartite remainder as matchings of its tight
    graph, with a current one that D.1 changes choice by choice."""

    def __init__(self, first: list[int], second: list[int], adjacency: list[set[int]],
                 weight, duals: dict[int, int], mate: dict[int, int]):
        self.right: dict[int, list[int]] = {}
        self.left: dict[int, list[int]] = {v: [] for v in second}
        for u in first:
            tight = sorted(v for v in adjacency[u] if duals[u] + duals[v] == weight(u, v))
            self.right[u] = tight
            for v in tight:
                self.left[v].append(u)
        self.must = {v for v in second if duals[v] > 0}
        self.partner: dict[int, int | None] = {u: mate.get(u) for u in first}
        self.partner.update({v: mate.get(v) for v in second})
        self.fixed: set[int] = set()
        self._log: list[tuple[int, int | None]] = []

    def _set(self, x: int, value: int | None) -> None:
        self._log.append((x, self.partner[x]))
        self.partner[x] = value

    def _undo(self, mark: int) -> None:
        while len(self._log) > mark:
            x, value = self._log.pop()
            self.partner[x] = value

    def _pair_up(self, u: int) -> bool:
        """An augmenting path from the unpaired first-side ``u`` to an
        unpaired second-side player (Berge)."""
        parent: dict[int, int] = {}
        queue = [u]
        for w in queue:
            for x in self.right[w]:
                if x in self.fixed or x in parent:
                    continue
                parent[x] = w
                nxt = self.partner[x]
                if nxt is None:
                    while True:
                        w = parent[x]
                        old = self.partner[w]
                        self._set(x, w)
                        self._set(w, x)
                        if old is None:
                            return True
                        x = old
                queue.append(nxt)
        return False

    def _cover(self, v: int) -> bool:
        """Pair the unpaired second-side ``v`` (y > 0) by moving partners
        along an alternating path that frees a second-side player with y = 0:
        v <- w1, x1 <- w2, ..., the last x freed."""
        parent: dict[int, int] = {v: -1}
        via: dict[int, int] = {}
        queue = [v]
        for x in queue:
            for w in self.left[x]:
                y = self.partner[w]
                if w in self.fixed or y is None or y in parent:
                    continue
                parent[y] = x
                via[y] = w
                if y not in self.must:
                    chain = []
                    end = y
                    while y != v:
                        chain.append((via[y], parent[y]))
                        y = parent[y]
                    self._set(end, None)
                    for w, x in chain:
                        self._set(w, x)
                        self._set(x, w)
                    return True
                queue.append(y)
        return False

    def choose(self, u: int) -> int:
        """D.1 for ``u``: the first tight partner with which a best pairing
        remains, fixed from now on."""
        for v in self.right[u]:
            if v in self.fixed:
                continue
            if self.partner[u] == v or self._force(u, v):
                self.fixed.update((u, v))
                return v
        raise AssertionError("the current partner is always possible")

    def _force(self, u: int, v: int) -> bool:
        mark = len(self._log)
        freed, left_out = self.partner[u], self.partner[v]
        self._set(u, v)
        self._set(v, u)
        if freed is not None:
            self._set(freed, None)
        if left_out is not None:
            self._set(left_out, None)
        self.fixed.update((u, v))
        ok = ((left_out is None or self._pair_up(left_out))
              and (freed is None or freed not in self.must or self.partner[freed] is not None
                   or self._cover(freed)))
        self.fixed.difference_update((u, v))
        if not ok:
            self._undo(mark)
        return ok
