"""Minimum-cost perfect matchings of teams: the oracle behind every choice of C.04.6.

Every question the articles ask ("is there a legal pairing of everybody left" [C3], "how
few upfloaters can there be" [C4], "which is the first set / the first pairing that
complies with ..." 3.5.5, 3.6.4) is answered with one perfect matching of least cost over
the allowed pairs ([C1], prohibited pairs), computed by rustworkx (as the Dutch system's
matcher, :mod:`arbiter_app.engine.systems.dutch_common.matching`).

Costs are lexicographic: several criteria, each a count, packed into one integer by
:class:`Lex` so that a smaller packed total is exactly a lexicographically smaller tuple of
counts.  A lexicographic search (the first set, the first pairing) then fixes its elements
one by one, each time asking whether a matching with the fixed elements still reaches the
best total (:meth:`Matcher.best`); a matching already found answers without a new solve
when it has the fixed elements.
"""

from __future__ import annotations

from typing import Callable, Iterable

import rustworkx as rx

#: the largest total cost handed to rustworkx, in bits (its weights are 128-bit integers)
COST_BITS = 120

Pair = tuple[int, int]


def key(a: int, b: int) -> Pair:
    return (a, b) if a < b else (b, a)


class Lex:
    """Counts packed into one integer, the first the most significant.  ``bounds[i]``: a
    number larger than any total the count ``i`` reaches in the matchings compared (the
    first count needs none)."""

    def __init__(self, bounds: list[int]):
        self.weights = []
        weight = 1
        for bound in reversed(bounds[1:]):
            self.weights.append(weight)
            weight *= bound
        self.weights.append(weight)
        self.weights.reverse()
        self.bounds = bounds

    def pack(self, counts: Iterable[int]) -> int:
        return sum(c * w for c, w in zip(counts, self.weights))

    def unpack(self, total: int) -> list[int]:
        out = []
        for weight in self.weights:
            count, total = divmod(total, weight)
            out.append(count)
        return out


class Matcher:
    """Perfect matchings of ``teams`` over the pairs ``allowed`` admits, each pair with an
    integer cost (``cost``; default 0)."""

    def __init__(self, teams: Iterable[int], allowed: Callable[[int, int], bool]):
        self.teams = sorted(teams)
        self.pairs = [(a, b) for i, a in enumerate(self.teams) for b in self.teams[i + 1:]
                      if allowed(a, b)]
        self.costs: dict[Pair, int] = {}
        self.solves = 0

    def set_costs(self, cost: Callable[[int, int], int]) -> None:
        self.costs = {pair: cost(*pair) for pair in self.pairs}

    def solve(self, keep: Callable[[int, int], bool] | None = None
              ) -> tuple[int, dict[int, int]] | None:
        """The least total cost of a perfect matching using only pairs ``keep`` admits,
        with one such matching (team -> partner); None when there is none."""
        pairs = self.pairs if keep is None else [p for p in self.pairs if keep(*p)]
        if len(self.teams) % 2:
            return None
        if not self.teams:
            return 0, {}
        costs = self.costs
        top = max((costs.get(p, 0) for p in pairs), default=0) + 1
        if top.bit_length() + len(self.teams).bit_length() > COST_BITS:
            raise OverflowError("matching costs too large")
        index = {team: i for i, team in enumerate(self.teams)}
        graph = rx.PyGraph(multigraph=True)
        graph.add_nodes_from(self.teams)
        graph.add_edges_from([(index[a], index[b], top - costs.get((a, b), 0))
                              for a, b in pairs])
        self.solves += 1
        found = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
        if 2 * len(found) != len(self.teams):
            return None
        mates: dict[int, int] = {}
        total = 0
        for i, j in found:
            a, b = self.teams[i], self.teams[j]
            mates[a], mates[b] = b, a
            total += costs.get(key(a, b), 0)
        return total, mates

    def best(self, target: int, keep: Callable[[int, int], bool],
             known: dict[int, int] | None = None) -> dict[int, int] | None:
        """A perfect matching of total cost ``target`` (the best without ``keep``) using
        only pairs ``keep`` admits, or None.  ``known``: a matching of that cost; when all
        its pairs pass ``keep`` it is the answer, without a new solve."""
        if known is not None and all(keep(a, b) for a, b in known.items() if a < b):
            return known
        found = self.solve(keep)
        if found is None or found[0] != target:
            return None
        return found[1]


def perfect(teams: Iterable[int], allowed: Callable[[int, int], bool]) -> dict[int, int] | None:
    """[C3]: a legal pairing of all ``teams`` (a matching), or None."""
    found = Matcher(teams, allowed).solve()
    return None if found is None else found[1]


__all__ = ["COST_BITS", "Lex", "Matcher", "key", "perfect"]
