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

from arbiter_app.engine.history import Float
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


def colours_can_balance(bracket: list[DutchPlayer]) -> bool:
    """Can the bracket's pairs (all but at most one player) leave no colour
    preference denied?  Two players who prefer the same colour cannot both
    get it (C10 / [C12]), so each pair holds at most one player who prefers
    white and one who prefers black: neither may be more than half the
    bracket, rounded up.  False: no perfect candidate (the search would only
    wander)."""
    limit = (len(bracket) + 1) // 2
    whites = sum(1 for p in bracket if p.preference is Colour.WHITE)
    blacks = sum(1 for p in bracket if p.preference is Colour.BLACK)
    return whites <= limit and blacks <= limit


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
    if not colours_can_balance(bracket):
        return None
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


def _colour_state(p: DutchPlayer) -> tuple:
    """What the colour faults of a pair with different (or no) preferences read of ``p``."""
    return (p.preference, p.strength, p.colour_difference, tuple(p.played[-2:]))


def first_perfect_floating(bracket: list[DutchPlayer], initial: Colour,
                           forbidden: set[frozenset[int]],
                           floater_ok: Callable[[DutchPlayer], bool]
                           ) -> list[tuple[DutchPlayer, DutchPlayer]] | None:
    """:func:`first_perfect` for an odd homogeneous bracket that is not the
    last, without a depth-first search (which can wander for long in a large
    bracket): the same first transposition, found as in :mod:`.tight`.  The
    perfect candidates are the matchings of the clean pairs of S1 x S2 that
    pair every S1 player and leave over one S2 player who may float; each S1
    player in turn takes the first S2 player with whom such a matching
    remains (augmenting paths).  None when there is none."""
    from .tight import TightPairing

    n = len(bracket)
    if n < 3 or n % 2 == 0 or any(p.score != bracket[0].score for p in bracket):
        return None
    half = n // 2
    first = list(range(half))
    second = list(range(half, n))
    cache: dict[tuple, bool] = {}
    states = [_colour_state(p) for p in bracket]
    adjacency: list[set[int]] = [set() for _ in range(n)]
    for i in first:
        a = bracket[i]
        for j in second:
            b = bracket[j]
            if a.preference is not None and a.preference is b.preference:
                continue  # one of the two is denied his preference (C10)
            if not compatible(a, b, forbidden):
                continue
            key = (states[i], states[j],
                   a.pairing_number % 2 if a.preference is None and b.preference is None else 0)
            clean = cache.get(key)
            if clean is None:
                clean = cache[key] = _clean_pair(a, b, initial, forbidden)
            if clean:
                adjacency[i].add(j)
                adjacency[j].add(i)
    # a matching pairing every S1 player (greedy, then augmenting paths)
    mate: dict[int, int] = {}
    for i in first:
        for j in sorted(adjacency[i]):
            if j not in mate:
                mate[i], mate[j] = j, i
                break
    duals = {v: (0 if v < half or floater_ok(bracket[v]) else 1) for v in range(n)}
    tight = TightPairing(first, second, adjacency, lambda u, v: duals[u] + duals[v],
                         duals, mate)
    for i in first:
        if tight.partner[i] is None and not tight._pair_up(i):
            return None
    spare = [v for v in second if tight.partner[v] is None]
    if len(spare) != 1:
        return None
    if spare[0] in tight.must and not tight._cover(spare[0]):
        return None
    tight._log.clear()
    pairs = []
    for i in first:
        pairs.append((bracket[i], bracket[tight.choose(i)]))
        tight._log.clear()
    return pairs


def first_perfect_last_mdp(bracket: list[DutchPlayer], initial: Colour,
                           forbidden: set[frozenset[int]],
                           leftover_ok: Callable[[DutchPlayer, list[DutchPlayer]], bool]
                           ) -> list[tuple[DutchPlayer, DutchPlayer]] | None:
    """The first perfect candidate of an odd last bracket (no player below it)
    with one MDP (``bracket[0]``) above residents of one score, or None (the
    matcher decides).  A perfect candidate pairs the MDP (the player left
    over is then a resident, the lowest score: 2016 C6 / 2026 [C7]) with a
    resident of a clean pair who had no upfloat in the last two rounds
    (2016 C13, C15, C17, C19 / 2026 [C15], [C17], [C19], [C21]), and the
    other residents as a perfect candidate of their own, the one left over
    entitled to the bye with nothing to count against him (``leftover_ok``,
    read against all the residents).  The MDP's opponent (D.1 on the
    MDP-pairing) is the first resident with whom a perfect candidate
    remains; here only the first resident fit to meet him is tried, and the
    remainder only by transposition (D.2: no exchange when a transposition
    is perfect).  When either fails, None: a later opponent or an exchange
    may still be perfect, and the matcher's search decides."""
    n = len(bracket)
    if n < 3 or n % 2 == 0:
        return None
    mdp, residents = bracket[0], bracket[1:]
    score = residents[0].score
    if mdp.score <= score or any(p.score != score for p in residents):
        return None
    for k, r in enumerate(residents):
        if r.float1 is Float.UP or r.float2 is Float.UP:
            continue
        if (mdp.preference is not None and mdp.preference is r.preference) \
                or not _clean_pair(mdp, r, initial, forbidden):
            continue
        remainder = residents[:k] + residents[k + 1:]
        rest = first_perfect_floating(remainder, initial, forbidden,
                                      lambda p: leftover_ok(p, residents))
        if rest is None:
            return None
        return [(mdp, r)] + rest
    return None
