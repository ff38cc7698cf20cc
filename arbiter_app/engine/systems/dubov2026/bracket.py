"""Pairing one bracket: 3.2.3 to 3.2.6 (G1/G2, shifts, transpositions), and
the colour criterion [C7] measured on a bracket.

Decisions (docs/systems/dubov2026.md):

* 3.2.3: a player who has yet to play a game has a mild preference for Black
  (1.6.4) and so starts in G2, unless every player of the bracket has yet to
  play (then G1 is the first half by TPN).
* 3.2.4 "must unavoidably be paired together": the smallest number of pairs
  inside that subgroup over all legal pairings of the bracket ([C1], [C3];
  the bracket is chosen so that [C4] holds for everyone outside it).
* 3.2.4 when both steps apply: step 1 moves k players out of the smaller
  subgroup, step 2 then equalises by moving players out of the (new) larger
  one.  A set of step 1 is "best" when, completed by step 2's best set, it
  yields a legal pairing that is best for [C7]; the sets are tried in the
  order of 4.3 (step 1's outer, step 2's inner).  Players moved in step 1 are
  not moved back in step 2: the pools of 4.3 are the players who seek the
  colour of the subgroup they leave (in a bracket where nobody has played,
  the members of the subgroup, sorted by 4.3.2 too).
* "complies at best with [C7]": the fewest players not getting their colour
  preference in the best cross pairing G1-G2 the composition allows.
* 3.2.6: the first transposition is found position by position (S1's first
  player takes the first G2 player, by TPN, with whom the rest can still be
  paired legally, and so on), which is the first in the order of 4.4.
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterable

import rustworkx as rx

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dubov2026.cards import Card
from arbiter_app.engine.texts import N_

#: at most this many shift sets are examined in 3.2.4 (the first sets nearly always do)
SHIFT_SETS_LIMIT = 2000


def middle_out(ordered: list[int]) -> list[int]:
    """4.3.3: sequence numbers from the (remaining) middle of the list, the
    higher position first when two are in the middle (A..G: D C E B F A G)."""
    rest = list(ordered)
    out = []
    while rest:
        out.append(rest.pop((len(rest) - 1) // 2))
    return out


def sets_in_order(pool: list[int], size: int) -> Iterable[tuple[int, ...]]:
    """4.1.3: sets of ``size`` players of ``pool`` (listed by sequence number),
    by the smallest differing sequence number."""
    return combinations(pool, size)


# -- matchings -------------------------------------------------------------------------------

def bipartite(left: list[int], right: Iterable[int], adj: dict[int, set[int]]
              ) -> dict[int, int] | None:
    """A perfect matching left -> right by legal pairs, or None."""
    if len(left) != len(set(right)):
        return None
    return _saturate(left, right, adj)


def _augment(u: int, adj: dict[int, set[int]], allowed: set[int], mate_l: dict[int, int],
             mate_r: dict[int, int], seen: set[int]) -> bool:
    for v in adj[u]:
        if v not in allowed or v in seen:
            continue
        seen.add(v)
        w = mate_r.get(v)
        if w is None or _augment(w, adj, allowed, mate_l, mate_r, seen):
            mate_l[u], mate_r[v] = v, u
            return True
    return False


def weighted_pairs(players: list[int], adj: dict[int, set[int]], heavy) -> int | None:
    """Over the perfect matchings of ``players`` by legal pairs, the largest
    number of pairs for which ``heavy(a, b)`` holds; None if none is perfect."""
    index = {p: i for i, p in enumerate(players)}
    graph = rx.PyGraph()
    graph.add_nodes_from(players)
    graph.add_edges_from([(index[a], index[b], 2 if heavy(a, b) else 1)
                          for a in players for b in adj[a] if b in index and a < b])
    matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
    if 2 * len(matching) != len(players):
        return None
    return sum(1 for i, j in matching if heavy(players[i], players[j]))


# -- [C7] ------------------------------------------------------------------------------------

def seekers(cards: dict[int, Card], players: Iterable[int]) -> tuple[list[int], list[int]]:
    whites = [p for p in players if cards[p].preference is Colour.WHITE]
    blacks = [p for p in players if cards[p].preference is Colour.BLACK]
    return whites, blacks


def c7_lower_bound(cards: dict[int, Card], players: Iterable[int]) -> int:
    """Fewest players who can miss their preference: a pair of two seekers of
    the same colour costs one, so at least half the surplus of one colour."""
    whites, blacks = seekers(cards, players)
    return abs(len(whites) - len(blacks)) // 2


def best_c7(cards: dict[int, Card], players: list[int], adj: dict[int, set[int]],
            pairable) -> int | None:
    """[C7] of the best legal pairing of ``players`` (None: no legal pairing).
    ``pairable(set)`` says whether a set of players can be paired legally."""
    whites, blacks = seekers(cards, players)
    few, many = (whites, blacks) if len(whites) <= len(blacks) else (blacks, whites)
    bound = (len(many) - len(few)) // 2
    mate = _saturate(few, many, adj)
    if mate is not None and pairable(set(many) - set(mate.values())):
        return bound
    diff = weighted_pairs(players, adj, lambda a, b: cards[a].preference is not cards[b].preference)
    return None if diff is None else len(players) // 2 - diff


def _saturate(left: list[int], right: list[int], adj: dict[int, set[int]]) -> dict[int, int] | None:
    """A matching that pairs every player of ``left`` with one of ``right``."""
    right_set = set(right)
    mate_l: dict[int, int] = {}
    mate_r: dict[int, int] = {}
    for u in left:
        for v in adj[u]:
            if v in right_set and v not in mate_r:
                mate_l[u], mate_r[v] = v, u
                break
    for u in left:
        if u not in mate_l and not _augment(u, adj, right_set, mate_l, mate_r, set()):
            return None
    return mate_l


def cross_c7(cards: dict[int, Card], g1: list[int], g2: list[int], adj: dict[int, set[int]]
             ) -> int:
    """[C7] of the best legal cross pairing G1-G2 (the composition must allow one)."""
    prefs1 = {cards[p].preference for p in g1}
    prefs2 = {cards[p].preference for p in g2}
    if len(prefs1) == 1 or len(prefs2) == 1:
        # one side seeks one colour only: every player of the other side who
        # seeks that colour costs one, whatever the pairing
        pure, other = (g1, g2) if len(prefs1) == 1 else (g2, g1)
        colour = cards[pure[0]].preference
        return sum(1 for p in other if cards[p].preference is colour)
    members = g1 + g2
    side = set(g1)
    cross = {p: {q for q in adj[p] if (q in side) != (p in side)} for p in members}
    diff = weighted_pairs(members, cross, lambda a, b: cards[a].preference is not cards[b].preference)
    return len(g1) - (diff or 0)


# -- 3.2.3 - 3.2.6 ---------------------------------------------------------------------------

class BracketPairing:
    """The pairing of one bracket: ``pairs`` of (S1 player, T2 player) and how
    G1/G2 came about (``shifted``: player -> the article that moved him, a marked text
    with ``{player}``)."""

    def __init__(self, cards: dict[int, Card], players: list[int], adj: dict[int, set[int]],
                 pairable):
        self.cards = cards
        self.players = list(players)
        self.adj = adj
        self.pairable = pairable
        self.shifted: dict[int, str] = {}
        self.all_new = all(cards[p].games == 0 for p in players)
        self.pairs: list[tuple[int, int]] = []
        self.c7 = 0

    # 4.3.2
    def white_order(self, players: Iterable[int]) -> list[int]:
        return sorted(players, key=lambda p: (self.cards[p].aro, p))

    @staticmethod
    def black_order(players: Iterable[int]) -> list[int]:
        return sorted(players)

    def initial(self) -> tuple[list[int], list[int]]:
        """3.2.3."""
        if self.all_new:
            ordered = sorted(self.players)
            half = len(ordered) // 2
            return ordered[:half], ordered[half:]
        g1 = [p for p in self.players if self.cards[p].preference is Colour.WHITE]
        return g1, [p for p in self.players if p not in set(g1)]

    def pool(self, members: list[int], original: set[int], first: bool) -> list[int]:
        """4.3: the possible shifters of a subgroup, numbered middle-out."""
        stay = [p for p in members if p in original]
        ordered = self.white_order(stay) if first else self.black_order(stay)
        return middle_out(ordered)

    def unavoidable(self, small: list[int], large: list[int]) -> int:
        """3.2.4 step 1: the fewest pairs inside ``small`` in a legal pairing."""
        mate = _saturate(small, large, self.adj)
        if mate is not None and self.pairable(set(large) - set(mate.values())):
            return 0
        side = set(small)
        cross = weighted_pairs(self.players, self.adj, lambda a, b: (a in side) != (b in side))
        if cross is None:
            raise ValueError("the bracket has no legal pairing")
        return (len(small) - cross) // 2

    def run(self) -> None:
        g1, g2 = self.initial()
        first1, first2 = set(g1), set(g2)
        target = best_c7(self.cards, self.players, self.adj, self.pairable)
        small_is_g1 = len(g1) <= len(g2)
        small, large = (g1, g2) if small_is_g1 else (g2, g1)
        k = self.unavoidable(small, large)
        step1 = (sets_in_order(self.pool(small, first1 if small_is_g1 else first2, small_is_g1), k)
                 if k else [()])
        best = None
        tried = 0
        for moved1 in step1:
            a = [p for p in small if p not in moved1]
            b = large + list(moved1)
            n1, n2 = (a, b) if small_is_g1 else (b, a)
            surplus = (len(n1) - len(n2)) // 2
            if surplus > 0:
                step2 = sets_in_order(self.pool(n1, first1, True), surplus)
            elif surplus < 0:
                step2 = sets_in_order(self.pool(n2, first2, False), -surplus)
            else:
                step2 = [()]
            for moved2 in step2:
                tried += 1
                if surplus > 0:
                    f1, f2 = [p for p in n1 if p not in moved2], n2 + list(moved2)
                else:
                    f1, f2 = n1 + list(moved2), [p for p in n2 if p not in moved2]
                if bipartite(f1, f2, self.adj) is not None:
                    c7 = cross_c7(self.cards, f1, f2, self.adj)
                    if best is None or c7 < best[0]:
                        best = (c7, f1, f2, moved1, moved2, surplus)
                    if c7 == target:
                        break
                if tried >= SHIFT_SETS_LIMIT:
                    break
            if best is not None and (best[0] == target or tried >= SHIFT_SETS_LIMIT):
                break
        if best is None:
            raise ValueError("no composition of G1 and G2 yields a legal pairing")
        self.c7, g1, g2, moved1, moved2, surplus = best
        for p in moved1:
            self.shifted[p] = (
                N_("{player} shifted from G1 to G2 (3.2.4 step 1: its subgroup had to pair "
                   "inside)") if small_is_g1 else
                N_("{player} shifted from G2 to G1 (3.2.4 step 1: its subgroup had to pair "
                   "inside)"))
        for p in moved2:
            self.shifted[p] = (
                N_("{player} shifted from G1 to G2 (3.2.4 step 2: equal subgroups)")
                if surplus > 0 else
                N_("{player} shifted from G2 to G1 (3.2.4 step 2: equal subgroups)"))
        self.pairs = self.transposition(self.white_order(g1), self.black_order(g2))

    def transposition(self, s1: list[int], g2: list[int]) -> list[tuple[int, int]]:
        """3.2.6: the first transposition T2 (4.4 order) pairing S1 legally."""
        adj = self.adj
        mate = bipartite(s1, g2, adj)
        assert mate is not None
        rmate = {v: u for u, v in mate.items()}
        free_right = set(g2)
        pairs = []
        for s in s1:
            for c in g2:
                if c not in free_right or c not in adj[s]:
                    continue
                if mate[s] == c:
                    break
                x, y = rmate[c], mate[s]
                mate[s], rmate[c] = c, s
                del mate[x]
                del rmate[y]
                allowed = free_right - {c}
                if _augment(x, adj, allowed, mate, rmate, set()):
                    break
                mate[s], rmate[c], mate[x], rmate[y] = y, x, c, s  # undo
            else:  # pragma: no cover - the matching above guarantees a partner
                raise AssertionError("no legal partner left")
            free_right.discard(mate[s])
            pairs.append((s, mate[s]))
        return pairs


__all__ = ["BracketPairing", "best_c7", "bipartite", "c7_lower_bound", "middle_out",
           "sets_in_order", "weighted_pairs"]
