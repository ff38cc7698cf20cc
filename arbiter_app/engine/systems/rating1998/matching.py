"""Matching checks that keep the procedure polynomial.

They never choose a pairing on their own account except as the documented
fallback of :mod:`.search`: they tell whether any pairing meeting a set of
criteria exists, so that hopeless steps of C.6-C.11 and C.13 are skipped
instead of being searched exhaustively.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import rustworkx

from arbiter_app.engine.systems.rating1998.cards import Card, colour_conflict, compatible


@dataclass
class Oracle:
    pairs: int  # the largest number of pairings
    conflicts: int  # the fewest colour failures among the largest pairings
    matching: list[tuple[Card, Card]]
    unmatched: list[Card]


def best_matching(cards: Sequence[Card], edge: Callable[[Card, Card], bool],
                  leftover_ok: Callable[[Card], bool] | None = None) -> Oracle:
    """Maximum matching with the fewest colour failures.

    With ``leftover_ok`` and an odd number of cards, a dummy vertex joined to
    the cards that may stay unpaired makes "everyone paired but one allowed
    player" a perfect matching.
    """
    graph = rustworkx.PyGraph()
    graph.add_nodes_from(range(len(cards)))
    edges = []
    for i in range(len(cards)):
        a = cards[i]
        for j in range(i + 1, len(cards)):
            b = cards[j]
            if edge(a, b):
                edges.append((i, j, 1 if colour_conflict(a, b) else 2))
    dummy = None
    if leftover_ok is not None and len(cards) % 2 == 1:
        dummy = graph.add_node(-1)
        edges.extend((i, dummy, 2) for i, c in enumerate(cards) if leftover_ok(c))
    graph.add_edges_from(edges)
    found = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
    pairs: list[tuple[Card, Card]] = []
    matched: set[int] = set()
    conflicts = 0
    for i, j in found:
        if dummy in (i, j):
            continue
        matched.update((i, j))
        a, b = cards[i], cards[j]
        if b.rank < a.rank:
            a, b = b, a
        pairs.append((a, b))
        conflicts += colour_conflict(a, b)
    pairs.sort(key=lambda pair: pair[0].rank)
    unmatched = sorted((c for i, c in enumerate(cards) if i not in matched), key=lambda c: c.rank)
    return Oracle(len(pairs), conflicts, pairs, unmatched)


def completely_pairable(cards: Sequence[Card]) -> bool:
    """C.13: everyone can be paired under B.1/B.2, one player with a bye
    allowed by B.1.b left over when the number is odd."""
    if not cards:
        return True
    oracle = best_matching(cards, compatible, lambda c: c.bye_allowed)
    if len(cards) % 2 == 0:
        return oracle.pairs * 2 == len(cards)
    return oracle.pairs * 2 == len(cards) - 1 and len(oracle.unmatched) == 1 \
        and oracle.unmatched[0].bye_allowed


def can_cover(left: Sequence[Card], right: Sequence[Card],
              edge: Callable[[Card, Card], bool] = compatible) -> bool:
    """Every card of ``left`` gets its own opponent in ``right`` (C.12)."""
    match: dict[int, int] = {}
    adjacency = [[j for j, b in enumerate(right) if edge(a, b)] for a in left]

    def augment(i: int, seen: set[int]) -> bool:
        for j in adjacency[i]:
            if j in seen:
                continue
            seen.add(j)
            if j not in match or augment(match[j], seen):
                match[j] = i
                return True
        return False

    return all(augment(i, set()) for i in range(len(left)))
