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


def floaters_needed(edges: list[tuple[int, int]], n: int) -> int:
    """C5: how many of the ``n`` players float in every best pairing, the
    allowed pairs being ``edges``."""
    return n - 2 * size(maximum_matching(adjacency_of(edges, n)))


def single_floater_outlook(bracket: list[DutchPlayer], following: list[DutchPlayer],
                           forbidden: set[frozenset[int]]) -> Outlook:
    m = len(following)
    edges = [(a, b) for a in range(m) for b in range(a + 1, m)
             if compatible(following[a], following[b], forbidden)]
    adjacency = adjacency_of(edges, m)
    gaps = coverable_gaps(adjacency, maximum_matching(adjacency))
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
        gain.append(g)
        reachable.append(r)
    return Outlook(gain, reachable)
