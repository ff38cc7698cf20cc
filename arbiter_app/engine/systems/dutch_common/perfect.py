"""B.4/B.6 without a matcher: the first perfect candidate of a homogeneous
bracket, searched in the D.1 order of transpositions.

A candidate is perfect (B.4) when it breaks no absolute criterion and fulfils
every quality criterion: all possible pairs, a PSD that cannot be lower, no
colour preference denied and no repeated float.  Such a candidate is the best
on every criterion, so the first one in the B.6 sequence is the pairing of the
bracket.  This search handles the common case cheaply: a bracket whose
players all have the same score and either an even number of players, or an
odd number in the last bracket (the leftover player gets the bye and must be
entitled to it, C2).  Transpositions come before exchanges (B.6), so if some
transposition of the original S2 gives a perfect candidate, the first one
found in lexicographic order (D.1) is the answer.  The search gives up after
a fixed number of steps; the caller then uses the matcher.
"""

from __future__ import annotations

from typing import Callable

from arbiter_app.engine.model import Colour

from .colours import allocate, colour_faults
from .players import DutchPlayer, compatible

STEP_LIMIT = 5000


def _clean_pair(a: DutchPlayer, b: DutchPlayer, initial: Colour,
                forbidden: set[frozenset[int]]) -> bool:
    if not compatible(a, b, forbidden):
        return False
    colour, _ = allocate(a, b, initial)
    return not any(colour_faults(a, b, colour))


def first_perfect(bracket: list[DutchPlayer], last: bool, initial: Colour,
                  forbidden: set[frozenset[int]],
                  leftover_ok: Callable[[DutchPlayer, list[DutchPlayer]], bool]
                  ) -> list[tuple[DutchPlayer, DutchPlayer]] | None:
    """The pairs of the first perfect candidate among the transpositions of a
    homogeneous bracket, or None (no such candidate found: use the matcher).
    ``leftover_ok(player, bracket)``: the edition's test of the player left
    over in an odd last bracket (he gets the bye)."""
    n = len(bracket)
    if n < 2 or any(p.score != bracket[0].score for p in bracket):
        return None
    if n % 2 and not last:
        return None  # the choice of the downfloater depends on C7
    half = n // 2
    s1, s2 = bracket[:half], bracket[half:]
    cache: dict[tuple[int, int], bool] = {}

    def allowed(i: int, j: int) -> bool:
        key = (i, j)
        if key not in cache:
            cache[key] = _clean_pair(s1[i], s2[j], initial, forbidden)
        return cache[key]
    used = [False] * len(s2)
    choice = [0] * half
    steps = 0

    def spare_ok() -> bool:
        if n % 2 == 0:
            return True
        return leftover_ok(next(s2[j] for j in range(len(s2)) if not used[j]), bracket)

    # iterative depth-first search in lexicographic order of S2 positions;
    # with an odd bracket the last S2 player left over is the bye
    i = 0
    j = 0
    while True:
        steps += 1
        if steps > STEP_LIMIT:
            return None
        if i == half:
            if spare_ok():
                return [(s1[k], s2[choice[k]]) for k in range(half)]
            i -= 1
            used[choice[i]] = False
            j = choice[i] + 1
            continue
        while j < len(s2) and (used[j] or not allowed(i, j)):
            j += 1
        if j == len(s2):
            if i == 0:
                return None
            i -= 1
            used[choice[i]] = False
            j = choice[i] + 1
            continue
        choice[i] = j
        used[j] = True
        i += 1
        j = 0
