"""C.14 of C.04.1: decrease p until p pairings can be made.

Reached after C.4-C.11 (and C.12/C.13 where they apply) failed at the
bracket's full p: all relative criteria are dropped and x >= p by then, so
only B.1/B.2 decide.  A p that no matching reaches is skipped directly.
"""

from __future__ import annotations

from typing import Sequence

from arbiter_app.engine.systems.rating1998.cards import ALL_RELAXED, Card, compatible
from arbiter_app.engine.systems.rating1998.matching import best_matching
from arbiter_app.engine.systems.rating1998.search import (
    ALTERNATIVE, MATCHED, MD_ALTERNATIVES, STEP_BUDGET_BASE, STEP_BUDGET_PER_PLAYER, Budget, GiveUp,
    LeftoverCheck, OutOfBudget, Outcome,
    Rules, first_of_splits, ordered, transposition_search)
from arbiter_app.engine.texts import N_, count_text


def reduce_bracket(mds: Sequence[Card], residents: Sequence[Card],
                   leftover_set: LeftoverCheck | None = None) -> Outcome:
    """C.14: decrease p (all relative criteria already dropped by C.9-C.11,
    x >= p) until p pairings in B.1/B.2 are found; p = 0 moves the whole
    bracket down.

    Decision (C.14 in a heterogeneous bracket): first the remainder's p is
    decreased (residents moved down) with all moved-down players paired,
    then the number of moved-down players paired; the moved-down players
    left out join S2 (C.4: "all other players in S2").  C.14 restarts at
    C.4, so at each smaller p of the remainder C.10 again tries the
    moved-down players' other opponents in D.1 order before p decreases
    further."""
    try:
        return _reduce(mds, residents, leftover_set)
    except GiveUp:
        players = ordered([*mds, *residents])
        return Outcome([], players, not mds or 2 * len(mds) >= len(players), ALL_RELAXED, 0, 0,
                       [N_("C.14: p = 0, the whole bracket is moved down")])


def _reduce(mds: Sequence[Card], residents: Sequence[Card],
            leftover_set: LeftoverCheck | None) -> Outcome:
    mds, residents = ordered(mds), ordered(residents)
    players = ordered([*mds, *residents])
    rules_any = Rules(ALL_RELAXED, len(players), lambda c: True, leftover_set)
    n = len(players)
    budget = Budget(STEP_BUDGET_BASE + STEP_BUDGET_PER_PLAYER * n)
    homogeneous = not mds or 2 * len(mds) >= n
    oracle = best_matching(players, compatible)
    largest = oracle.pairs
    if homogeneous:
        for p in range(min(n // 2 - 1, largest), 0, -1):
            try:
                found = first_of_splits(players, p, rules_any, budget, True)
            except OutOfBudget:
                found = None
                budget = Budget(STEP_BUDGET_BASE + STEP_BUDGET_PER_PLAYER * n)
                if p == largest:  # bound of the search: the matching's p pairings
                    leftover = ordered(oracle.unmatched)
                    if leftover_set is None or leftover_set(leftover):
                        return Outcome(oracle.matching, leftover, True, ALL_RELAXED, p, p,
                                       [N_("C.14: p decreased to {p}").format(p=p), MATCHED])
            if found is not None:
                pairs, leftover, label = found
                return Outcome(pairs, leftover, True, ALL_RELAXED, p, p,
                               [N_("C.14: p decreased to {p}").format(p=p)]
                               + ([label] if label else []))
        return Outcome([], players, True, ALL_RELAXED, 0, 0,
                       [N_("C.14: p = 0, the whole bracket is moved down")])
    for p_md in range(len(mds), 0, -1):
        s1 = mds[:p_md]
        s2 = ordered([*mds[p_md:], *residents])
        # C.14 restarts at C.4, so C.10 applies again at each smaller p: the
        # moved-down players' pairings in D.1 order (at most MD_ALTERNATIVES)
        candidates = []
        try:
            gen = transposition_search(s1, s2, Rules(ALL_RELAXED, n, lambda c: True, None), n,
                                       budget, check_leftover=False)
            for md_pairs, remainder, _ in gen:
                candidates.append((md_pairs, remainder,
                                   best_matching(remainder, compatible).pairs))
                if len(candidates) >= MD_ALTERNATIVES:
                    break
        except OutOfBudget:
            budget = Budget(STEP_BUDGET_BASE + STEP_BUDGET_PER_PLAYER * n)
        if not candidates:
            continue
        top = max(largest for _, _, largest in candidates)
        for p_rem in range(top, -1, -1):
            for tried, (md_pairs, remainder, largest) in enumerate(candidates, 1):
                if largest < p_rem:
                    continue
                try:
                    found = first_of_splits(remainder, p_rem, rules_any, budget, True)
                except OutOfBudget:
                    found = None
                    budget = Budget(STEP_BUDGET_BASE + STEP_BUDGET_PER_PLAYER * n)
                if found is not None:
                    pairs, leftover, label = found
                    notes = [count_text("C.14: {n} moved-down player paired, remainder p = {p}",
                                        "C.14: {n} moved-down players paired, remainder p = {p}",
                                        p_md, p=p_rem)]
                    if tried > 1:
                        notes.append(ALTERNATIVE.format(alternative=tried))
                    return Outcome(md_pairs + pairs, leftover, False, ALL_RELAXED, n, p_md,
                                   notes)
    return Outcome([], players, False, ALL_RELAXED, 0, 0,
                   [N_("C.14: p = 0, the whole bracket is moved down")])
