"""What the two editions of the Dubov system (``dubov1997``, ``dubov2026``) share.

* :class:`Oracle`: whether the players still unpaired can all be paired (a
  perfect matching of the legal pairs; rustworkx's blossom algorithm behind a
  cheap repair by exchanges).  ``dubov1997`` uses it as its bounded
  look-ahead (section 9), ``dubov2026`` for its completion criterion [C4].
* :class:`Rules`: the legality of a pair: not played over the board, not a
  forbidden pair (TRF ``XXP``), and colours the two may take.  Each edition's
  pairing card says which colours a player may take (``can_white``,
  ``can_black``): 1997 by its 2.3/2.4, 2026 by [C3].
* :func:`fmt`: a score as written in explanations.
* :func:`rounded_average`: an average rounded to the nearest integer, the
  higher on .5 (2026 edition 1.7.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

import rustworkx as rx

from arbiter_app.engine.texts import N_

if TYPE_CHECKING:
    from arbiter_app.engine.model import Tournament


class Oracle:
    """Accepts or rejects pairs; ``strict`` oracles look ahead by matching."""

    def __init__(self, legal: Callable[[int, int], bool], players: Iterable[int] | None = None,
                 neighbours: Callable[[list[int]], dict[int, set[int]]] | None = None):
        self.legal = legal
        self.strict = players is not None
        self.remaining: set[int] = set(players or ())
        self.mate: dict[int, int] = {}
        self._last: dict[int, int] | None = None
        self._adjacent: dict[int, set[int]] = {}
        self._adjacent_sets: dict[int, set[int]] = {}
        if self.strict:
            ordered = sorted(self.remaining)
            if neighbours is not None:
                self._adjacent_sets = neighbours(ordered)
            else:
                self._adjacent_sets = {p: set() for p in ordered}
                for i, a in enumerate(ordered):
                    for b in ordered[i + 1:]:
                        if legal(a, b):
                            self._adjacent_sets[a].add(b)
                            self._adjacent_sets[b].add(a)
            # iteration order of a set of ints is fixed, so the result is reproducible
            self._adjacent = self._adjacent_sets
        self._everyone = frozenset(self.remaining)

    def possible_byes(self, order: list[int | None]) -> list[int | None]:
        """The candidates of ``order`` who may be left out so that the others
        can perhaps all be paired: a necessary condition only (parity of the
        connected parts of the graph of legal pairs), cheap, so that hopeless
        candidates cost no matching."""
        if not self.strict:
            return order
        seen: set[int] = set()
        odd_parts: list[set[int]] = []
        for start in sorted(self._everyone):
            if start in seen:
                continue
            part, stack = {start}, [start]
            seen.add(start)
            while stack:
                for q in self._adjacent[stack.pop()]:
                    if q not in seen:
                        seen.add(q)
                        part.add(q)
                        stack.append(q)
            if len(part) % 2:
                odd_parts.append(part)
        if not odd_parts:
            return [p for p in order if p is None]
        if len(odd_parts) > 1:
            return []
        return [p for p in order if p is not None and p in odd_parts[0]]

    def restart(self, without: int | None) -> bool:
        """Start afresh with everyone but ``without`` (the bye) to pair; True
        when they can all be paired.  The legal pairs are computed once."""
        if not self.strict:
            return True
        self.remaining = set(self._everyone)
        self.mate, self._last = {}, None
        return self.start(without)

    # -- matching ------------------------------------------------------------
    def perfect_matching(self, players: set[int]) -> dict[int, int] | None:
        """A complete pairing of ``players`` by legal pairs, or None.

        A greedy pairing mended by a few exchanges is tried first; the
        blossom algorithm decides when that is not enough."""
        if len(players) % 2:
            return None
        if not players:
            return {}
        adjacent = self._adjacent_sets
        for p in players:
            if adjacent[p].isdisjoint(players):
                return None
        greedy: dict[int, int] = {}
        for p in sorted(players):
            if p in greedy:
                continue
            for q in self._adjacent[p]:
                if q in players and q not in greedy:
                    greedy[p], greedy[q] = q, p
                    break
        mended = self._repair(greedy, players)
        if mended is not None:
            return mended
        index = {p: i for i, p in enumerate(sorted(players))}
        graph = rx.PyGraph()
        graph.add_nodes_from(list(index))
        graph.add_edges_from_no_data([(index[a], index[b]) for a in index
                                      for b in self._adjacent[a] if a < b and b in index])
        matching = rx.max_weight_matching(graph, max_cardinality=True)
        if 2 * len(matching) != len(players):
            return None
        nodes = graph.nodes()
        mate = {}
        for i, j in matching:
            mate[nodes[i]] = nodes[j]
            mate[nodes[j]] = nodes[i]
        return mate

    def start(self, without: int | None) -> bool:
        """Fix the bye (``without``); True when the others can all be paired."""
        if not self.strict:
            return True
        rest = self.remaining - ({without} if without is not None else set())
        mate = self.perfect_matching(rest)
        if mate is None:
            return False
        self.remaining, self.mate = rest, mate
        return True

    # -- questions -----------------------------------------------------------
    def ok(self, a: int, b: int, taken: Iterable[int] = ()) -> bool:
        """May ``a``-``b`` be paired, given that ``taken`` are already paired
        (tentatively) besides the players committed before?"""
        if not self.legal(a, b):
            return False
        if not self.strict:
            return True
        removed = set(taken)
        removed.update((a, b))
        return self._feasible_without(removed)

    def ok_swap(self, removed: Iterable[int]) -> bool:
        """Whether the players outside ``removed`` can still all be paired."""
        if not self.strict:
            return True
        return self._feasible_without(set(removed))

    def _repair(self, base: dict[int, int] | None, rest: set[int]) -> dict[int, int] | None:
        """A complete pairing of ``rest`` obtained from ``base`` by pairing the
        few players it leaves without a partner directly or through one
        exchange (an augmenting path of length 1 or 3); None if that is not
        enough (the caller then runs the full blossom algorithm)."""
        if base is None:
            return None
        new: dict[int, int] = {}
        exposed: list[int] = []
        for p in rest:
            q = base.get(p)
            if q is not None and q in rest:
                new[p] = q
            else:
                exposed.append(p)
        if len(exposed) > _REPAIR_LIMIT or len(exposed) % 2:
            return None
        adjacent = self._adjacent_sets
        while exposed:
            u = exposed.pop()
            for i, v in enumerate(exposed):
                if v in adjacent[u]:
                    new[u], new[v] = v, u
                    del exposed[i]
                    break
            else:
                for x in self._adjacent[u]:
                    y = new.get(x)
                    if y is None:
                        continue
                    partners = adjacent[y]
                    hit = next((i for i, v in enumerate(exposed) if v in partners), None)
                    if hit is not None:
                        v = exposed.pop(hit)
                        new[u], new[x], new[y], new[v] = x, u, v, y
                        break
                else:
                    return None
        return new

    def _feasible_without(self, removed: set[int]) -> bool:
        rest = self.remaining - removed
        for base in (self._last, self.mate):
            mate = self._repair(base, rest)
            if mate is not None:
                self._last = mate
                return True
        mate = self.perfect_matching(rest)
        if mate is None:
            return False
        self._last = mate
        return True

    def commit(self, players: Iterable[int]) -> None:
        """The players are paired for good."""
        if not self.strict:
            return
        self.remaining -= set(players)
        for base in (self._last, self.mate):
            mate = self._repair(base, self.remaining)
            if mate is not None:
                self.mate = mate
                break
        else:
            self.mate = self.perfect_matching(self.remaining) or {}
        self._last = None


#: at most this many players left without a partner are re-paired by exchanges
_REPAIR_LIMIT = 8


class Rules:
    """Legality of a pair: not played, not forbidden (XXP), colours possible
    (1997: 2.1, 2.3, 2.4; 2026: [C1], [C3])."""

    def __init__(self, t: Tournament, cards: dict[int, Any]):
        self.cards = cards
        self.forbidden = {frozenset(p) for p in t.forbidden_pairs}

    def neighbours(self, players: list[int]) -> dict[int, set[int]]:
        """Every player's legal opponents among ``players`` (the same answers
        as :meth:`legal`, computed by set operations for speed)."""
        cards = self.cards
        both = {p for p in players if cards[p].can_white and cards[p].can_black}
        takes_black = both | {p for p in players if cards[p].can_black}
        takes_white = both | {p for p in players if cards[p].can_white}
        barred: dict[int, set[int]] = {}
        for pair in self.forbidden:
            a, b = tuple(pair)
            barred.setdefault(a, set()).add(b)
            barred.setdefault(b, set()).add(a)
        anyone = takes_black | takes_white
        result = {}
        for p in players:
            c = cards[p]
            if c.can_white and c.can_black:
                partners = set(anyone)
            elif c.can_white:
                partners = set(takes_black)
            elif c.can_black:
                partners = set(takes_white)
            else:
                partners = set()
            partners.discard(p)
            partners -= c.played
            if p in barred:
                partners -= barred[p]
            result[p] = partners
        return result

    def legal(self, a: int, b: int) -> bool:
        if a == b:
            return False
        ca, cb = self.cards[a], self.cards[b]
        if b in ca.played:
            return False
        if self.forbidden and frozenset((a, b)) in self.forbidden:
            return False
        return (ca.can_white and cb.can_black) or (ca.can_black and cb.can_white)


def fmt(score: float) -> str:
    """A score as the explanations write it (``2``, ``2.5``)."""
    return f"{score:g}"


def rounded_average(total: int, count: int) -> int:
    """``total / count`` rounded to the nearest integer, the higher when the
    division ends in .5 (integer arithmetic, no float ties)."""
    return (2 * total + count) // (2 * count)


def rematch_violations(tournament, cards: dict, pairing, rule: str):
    """The boards of ``pairing`` between two known players, each with the
    violation of the no-rematch rule (``rule``: 1997 "2.1", 2026 "C1") it
    breaks, if any: a game already played over the board, or a pair the
    tournament forbids (XXP).  Yields ``(white, black, violation or None)``."""
    from arbiter_app.engine.systems.base import Violation
    forbidden = {frozenset(p) for p in tournament.forbidden_pairs}
    for board in pairing.boards:
        w, b = board.white, board.black
        if w not in cards or b not in cards or w == b:
            continue  # completeness_violations reports these
        problem = None
        if b in cards[w].played:
            problem = Violation(rule, N_("{a} and {b} have played each other").format(a=w, b=b),
                                (w, b))
        elif frozenset((w, b)) in forbidden:
            problem = Violation(rule, N_("{a} and {b} must not be paired (forbidden pair)").format(
                a=w, b=b), (w, b))
        yield w, b, problem
