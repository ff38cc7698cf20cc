"""C7 without the following scoregroup in the matching graph.

C7 asks for the downfloaters that give the following bracket the most pairs
and then the lowest PSD.  In general that needs the next scoregroup in the
matching graph (:mod:`.weights` does so).  But C5 fixes how many players of
the bracket float: the bracket's size minus twice its maximum number of
pairs.  When that is at most one, the next bracket is the next scoregroup N
plus at most one floater f, and what f does to it is a property of f alone:

* pairs: N plus f has one pair more than N exactly when f can meet a player
  of N whom some maximum matching of N leaves unpaired (the Gallai-Edmonds
  set D of N);
* PSD: with that number of pairs, f is paired in the next bracket exactly
  when f can meet anybody in N (if f adds a pair it is always paired; if
  not, pairing f with a neighbour u leaves N without u, which still has a
  matching one pair short of N's).  Otherwise f floats on and its SD is one
  point more.

So each player of the bracket gets two numbers (``gain``: one pair more,
``reachable``: can be paired there), which :mod:`.weights` turns into
in-bracket edge values, and the graph stays the bracket alone.  The values
are those the full graph gives (``C7 pairs``, ``C7 PSD`` in
:mod:`.weights`), so both routes choose the same pairing.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cardinality import coverable_gaps, maximum_matching, size
from .players import DutchPlayer, compatible


@dataclass
class Outlook:
    """What one floater of the bracket would do to the next bracket."""

    gain: list[bool]  # the next bracket gets one pair more
    reachable: list[bool]  # he can be paired there


def adjacency_of(edges: list[tuple[int, int]], n: int) -> list[list[int]]:
    adjacency: list[list[int]] = [[] for _ in range(n)]
    for i, j in edges:
        adjacency[i].append(j)
        adjacency[j].append(i)
    return adjacency


_NONE = object()


def _compatible_pairs(players: list[DutchPlayer],
                      forbidden: set[frozenset[int]]) -> list[tuple[int, int]]:
    """The pairs (a, b), a < b, for which :func:`.players.compatible` holds, in that
    order: the same test unrolled (a bracket of the whole field asks it a million
    times)."""
    m = len(players)
    numbers = [p.number for p in players]
    opponents = [p.opponents for p in players]
    # C3: both absolute, the same colour, neither a topscorer
    clash = [p.preference if p.absolute and not p.topscorer else _NONE for p in players]
    edges: list[tuple[int, int]] = []
    append = edges.append
    for a in range(m):
        met, na, ca = opponents[a], numbers[a], clash[a]
        for b in range(a + 1, m):
            nb = numbers[b]
            if nb in met or na in opponents[b]:
                continue
            if forbidden and frozenset((na, nb)) in forbidden:
                continue
            if ca is not _NONE and ca is clash[b]:
                continue
            append((a, b))
    return edges


def floaters_needed(edges: list[tuple[int, int]], n: int) -> int:
    """C5: how many of the ``n`` players float in every best pairing, the
    allowed pairs being ``edges``."""
    return n - 2 * size(maximum_matching(adjacency_of(edges, n)))


def single_floater_outlook(bracket: list[DutchPlayer], following: list[DutchPlayer],
                           forbidden: set[frozenset[int]], last: bool = False) -> Outlook:
    """The outlook of each player of the bracket as the single floater.

    ``last``: the following players are the last bracket, whose pairing must
    be complete (A.9: everybody paired but at most one, who gets the bye and
    may receive it, C2).  Then the full graph's C7 (pairs of the last
    bracket counted with the players not entitled to the bye that they
    pair, see :mod:`.weights`) is at its best exactly when N plus f can be
    completed, and f is paired there exactly when some completion pairs him.
    (When N plus f cannot be completed the round-pairing takes the PPB route,
    A.9, which pairs this bracket again from scratch, so among such floaters
    the choice does not matter.)  Both are read off the set D of N, with,
    when N plus f is odd, a stand-in vertex for the bye joined to the players
    entitled to it: N plus f (plus the stand-in) has a perfect matching
    exactly when N (plus the stand-in) has one missing a single player and f
    meets a player of D; and f can be paired with n in it exactly when n is
    in D."""
    m = len(following)
    edges = _compatible_pairs(following, forbidden)
    bye = None
    if last and m % 2 == 0:
        bye = m  # the stand-in for the pairing-allocated bye
        edges += [(a, bye) for a in range(m) if following[a].bye_eligible]
    size_ = m + (bye is not None)
    adjacency = adjacency_of(edges, size_)
    mate = maximum_matching(adjacency)
    if last and 2 * size(mate) < size_ - 1:
        # N cannot be completed whoever floats (A.9: the PPB route)
        gaps: set[int] = set()
    else:
        gaps = coverable_gaps(adjacency, mate)
    # players of D first: a floater's search stops at his first neighbour there
    order = sorted(range(m), key=lambda k: k not in gaps)
    gain: list[bool] = []
    reachable: list[bool] = []
    for f in bracket:
        g = r = False
        for k in order:
            if compatible(f, following[k], forbidden):
                r = True
                g = k in gaps
                break
        if last:
            # completion, and paired in a completion: a neighbour in D
            r = g
            g = g or (bye in gaps and f.bye_eligible)
        gain.append(g)
        reachable.append(r)
    return Outlook(gain, reachable)
