"""Pairing one score bracket: C.2-C.11 and C.14 of C.04.1.

A bracket arrives as its players moved down (MDs) and its residents, all as
cards ranked by A.2.  :func:`pair_bracket` tries, in the order of the text:

* C.4-C.8: S1 against S2 (C.6), the transpositions of S2 (C.7, D.1) and in
  a homogeneous (remainder) group the exchanges (C.8, D.2);
* C.9: drop B.6 then B.5 for downfloats;
* C.10 (remainder group): other opponents for the moved-down players, then
  drop B.6 then B.5 for upfloats;
* C.11: allow one more colour failure (x + 1) while x < p;
* C.14 (:func:`.reduce.reduce_bracket`): decrease p.

C.1, C.12 and C.13 concern more than one bracket and live in
:mod:`.procedure`.

Bounds (so that no step is an exponential search; decisions, see
docs/systems/rating1998.md):

* The transpositions are searched depth first in D.1 order with pruning
  (absolute criteria, colour failures left, players that must not float
  down), which finds the first acceptable transposition of the text without
  listing the others.  Each attempt at one set of criteria may spend
  :data:`STEP_BUDGET_BASE` + :data:`STEP_BUDGET_PER_PLAYER` x n tried
  opponents in all.
* Exchanges (D.2) are taken among the :data:`EXCHANGE_WINDOW` players of S1
  and of S2 nearest the S1/S2 border (all of them in brackets of up to 32).
* C.10 tries at most :data:`MD_ALTERNATIVES` pairings of the moved-down
  players per set of criteria.
* All attempts of one bracket together may spend
  :data:`BRACKET_BUDGET_FACTOR` times the budget of one attempt; then the
  search goes straight to the matching of the last set of criteria.
* A maximum matching with the fewest colour failures (rustworkx) tells
  whether a set of criteria can be met at all; hopeless sets are skipped
  (brackets up to :data:`EARLY_ORACLE_SIZE` are checked before the first
  attempt, larger ones after an attempt failed).
  When the budget runs out but the matching shows the criteria can be met,
  or when at the last set of criteria only a pairing outside the one- and
  two-player exchanges exists, the matching's pairing is used.
* Brackets of up to :data:`LITERAL_SIZE` players never use that matching:
  they get exchanges of every size (D.2) and, when C.4-C.11 fail, the text
  goes on (C.12, C.13, C.14 in :mod:`.procedure` and :mod:`.reduce`).  The
  one exception is a small lowest bracket whose only complete pairings
  leave a moved-down player as the bye, which C.14 cannot reach
  (:func:`matching_pairing`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable, Iterator, Sequence

from arbiter_app.engine.history import Float
from arbiter_app.engine.systems.rating1998.cards import (RELAX_ORDER, Card, Relaxed,
                                                         colour_conflict, compatible, floats_ok,
                                                         may_float, x_of)
from arbiter_app.engine.systems.rating1998.matching import Oracle, best_matching
from arbiter_app.engine.systems.rating1998.sequences import apply_exchange, exchanges
from arbiter_app.engine.texts import N_

#: the notes of an explanation that more than one place writes
MATCHED = N_("pairing completed by maximum matching (bound of the search)")
ALTERNATIVE = N_("C.10: opponents of the moved-down players, alternative {alternative}")

STEP_BUDGET_BASE = 20000
STEP_BUDGET_PER_PLAYER = 60
EXCHANGE_WINDOW = 16
MD_ALTERNATIVES = 40
BRACKET_BUDGET_FACTOR = 6
#: brackets up to this size get the matching check before their first attempt
EARLY_ORACLE_SIZE = 64
#: brackets up to this size follow the text only: D.2 exchanges of every
#: size, and no maximum matching completes a pairing the text's sequence
#: did not reach (C.12, C.13 or C.14 follow instead)
LITERAL_SIZE = 10

LeftoverCheck = Callable[[list[Card]], bool]


class OutOfBudget(Exception):
    pass


class GiveUp(Exception):
    """A look-ahead (C.12/C.13) has tested as many sets as it may."""


class Budget:
    def __init__(self, steps: int):
        self.left = steps

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise OutOfBudget


@dataclass
class Outcome:
    """The pairing of one bracket."""

    pairs: list[tuple[Card, Card]]
    leftover: list[Card]  # moved down to the next bracket (or the bye)
    homogeneous: bool
    relaxed: Relaxed = Relaxed()
    x: int = 0
    p: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def conflicts(self) -> int:
        return sum(colour_conflict(a, b) for a, b in self.pairs)


@dataclass
class Rules:
    """What a bracket's pairing must respect besides B.1/B.2."""

    relaxed: Relaxed
    x: int
    # a player who stays unpaired (moved down, or the bye in the lowest bracket)
    leftover_node: Callable[[Card], bool]
    # the set moved down as a whole (look-ahead of C.12 and C.13)
    leftover_set: LeftoverCheck | None = None

    def __post_init__(self) -> None:
        self._nodes: dict[int, bool] = {}

    def node_ok(self, card: Card) -> bool:
        """The player may stay unpaired (floats down, or the bye); cached."""
        known = self._nodes.get(card.number)
        if known is None:
            known = may_float(card, Float.DOWN, self.relaxed) and self.leftover_node(card)
            self._nodes[card.number] = known
        return known


def ordered(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: c.rank)


def pair_ok(a: Card, b: Card, relaxed: Relaxed) -> bool:
    return compatible(a, b) and floats_ok(a, b, relaxed)


# -- the depth-first search in D.1 order --------------------------------------------

def transposition_search(s1: list[Card], s2: list[Card], rules: Rules, x: int, budget: Budget,
                         check_leftover: bool = True
                         ) -> Iterator[tuple[list[tuple[Card, Card]], list[Card], tuple[int, ...]]]:
    """Yield, in D.1 order, the pairings S1[i]-S2'[i] (S2' a transposition of
    S2) meeting B.1, B.2, the floats allowed by ``rules`` and at most ``x``
    colour failures; with ``check_leftover`` also the leftover rules.  Each
    yield is (pairs, leftover, key) where key orders the yields (D.1)."""
    p = len(s1)
    if p > len(s2):
        return
    relaxed = rules.relaxed
    avail = list(range(len(s2)))
    wsuf = [0] * (p + 1)
    bsuf = [0] * (p + 1)
    for i in range(p - 1, -1, -1):
        wsuf[i] = wsuf[i + 1] + (s1[i].pcode == 1)
        bsuf[i] = bsuf[i + 1] + (s1[i].pcode == 2)
    pref2 = [c.pcode for c in s2]
    must_pair = [check_leftover and not rules.node_ok(c) for c in s2]
    if check_leftover and rules.leftover_set is not None and len(s2) - p <= 1:
        # the leftover is at most one player: test each candidate once, up front
        if len(s2) == p:
            if not rules.leftover_set([]):
                return
        else:
            must_pair = [bad or not rules.leftover_set([c]) for bad, c in zip(must_pair, s2)]
    w2 = pref2.count(1)
    b2 = pref2.count(2)
    bad2 = sum(must_pair)
    chosen: list[tuple[int, int, int]] = []  # (position in avail, index in s2, conflict)
    ptr = [0] * (p + 1)
    conflicts = 0
    i = 0
    while True:
        if i == p:
            leftover = [s2[j] for j in avail]
            if not check_leftover or rules.leftover_set is None or rules.leftover_set(leftover):
                yield ([(s1[k], s2[chosen[k][1]]) for k in range(p)], leftover,
                       tuple(j for _, j, _ in chosen))
            found = False
        else:
            a = s1[i]
            found = False
            k = ptr[i]
            while k < len(avail):
                budget.spend()
                j = avail[k]
                b = s2[j]
                k += 1
                if not pair_ok(a, b, relaxed):
                    continue
                cf = 1 if colour_conflict(a, b) else 0
                if conflicts + cf > x:
                    continue
                nw2 = w2 - (pref2[j] == 1)
                nb2 = b2 - (pref2[j] == 2)
                r2 = len(avail) - 1
                lower = (max(0, wsuf[i + 1] - (r2 - nw2)) + max(0, bsuf[i + 1] - (r2 - nb2)))
                if conflicts + cf + lower > x:
                    continue
                if bad2 - must_pair[j] > p - i - 1:
                    continue
                ptr[i] = k
                avail.pop(k - 1)
                chosen.append((k - 1, j, cf))
                conflicts += cf
                w2, b2, bad2 = nw2, nb2, bad2 - must_pair[j]
                i += 1
                ptr[i] = 0
                found = True
                break
        if found:
            continue
        if i == 0:
            return
        i -= 1
        pos, j, cf = chosen.pop()
        avail.insert(pos, j)
        conflicts -= cf
        w2 += pref2[j] == 1
        b2 += pref2[j] == 2
        bad2 += must_pair[j]


def colour_failures_at_least(players: Sequence[Card], p: int) -> int:
    """A lower bound of the pairings failing colours when p pairings are made
    among ``players``: of the w players preferring white at least w - L are
    paired (L left unpaired), at most n - w of their opponents prefer
    otherwise, the rest meet each other (likewise for black; A.8 is this
    bound for p = n/2 rounded down, up to the leftover)."""
    n = len(players)
    left = n - 2 * p
    w = sum(1 for c in players if c.pcode == 1)
    b = sum(1 for c in players if c.pcode == 2)
    return (max(0, -((n + left - 2 * w) // 2)) + max(0, -((n + left - 2 * b) // 2)))


def first_of_splits(players: list[Card], p: int, rules: Rules, budget: Budget,
                    with_exchanges: bool) -> tuple[list[tuple[Card, Card]], list[Card], str] | None:
    """C.4-C.8 for a homogeneous (remainder) group: S1 = the p highest,
    transpositions of S2, then the exchanges of D.2."""
    n = len(players)
    if colour_failures_at_least(players, p) > rules.x:
        return None  # no split or transposition can do it (B.4 with this x)
    if p == 0:
        leftover = list(players)
        if all(rules.node_ok(c) for c in leftover) and (
                rules.leftover_set is None or rules.leftover_set(leftover)):
            return [], leftover, ""
        return None
    s1_pos = list(range(1, p + 1))
    s2_pos = list(range(p + 1, n + 1))

    def splits() -> Iterator:
        yield None
        if not with_exchanges:
            return
        lo1 = max(1, p + 1 - EXCHANGE_WINDOW)
        hi2 = min(n, p + EXCHANGE_WINDOW)
        window1 = list(range(lo1, p + 1))
        window2 = list(range(p + 1, hi2 + 1))
        if n <= LITERAL_SIZE:
            yield from exchanges(s1_pos, s2_pos, max_size=p)
        elif lo1 == 1 and hi2 == n:
            yield from exchanges(s1_pos, s2_pos)
        else:
            # a window away from the ends: no top/bottom exclusion to apply
            yield from (e for e in exchanges([0] + window1, window2 + [n + 1])
                        if 0 not in e[0] and n + 1 not in e[1])

    for split in splits():
        if split is None:
            s1p, s2p, label = s1_pos, s2_pos, ""
        else:
            s1p, s2p = apply_exchange(s1_pos, s2_pos, split)
            label = N_("exchange {s1} with {s2} (D.2)").format(
                s1="+".join(map(str, split[0])), s2="+".join(map(str, split[1])))
        s1 = [players[k - 1] for k in s1p]
        s2 = [players[k - 1] for k in s2p]
        for pairs, leftover, _ in transposition_search(s1, s2, rules, rules.x, budget):
            return pairs, leftover, label
    return None


# -- one bracket --------------------------------------------------------------------

def _levels(x0: int, p: int, mixed: bool) -> list[tuple[Relaxed, int]]:
    """The order of C.9-C.11: relaxations of floats, then x + 1 up to p."""
    relaxations = RELAX_ORDER if mixed else RELAX_ORDER[:3]
    levels = [(r, x0) for r in relaxations]
    last = relaxations[-1]
    levels += [(last, x) for x in range(x0 + 1, p + 1)]
    return levels


def _oracle_ok(oracle: Oracle, need: int, x: int) -> bool:
    return oracle.pairs >= need and oracle.conflicts <= x


class BracketSearch:
    """Stage A of one bracket (C.2-C.11 at the full p)."""

    def __init__(self, mds: Sequence[Card], residents: Sequence[Card],
                 leftover_node: Callable[[Card], bool],
                 leftover_set: LeftoverCheck | None = None):
        self.mds = ordered(mds)
        self.residents = ordered(residents)
        self.players = ordered([*mds, *residents])
        self.leftover_node = leftover_node
        self.leftover_set = leftover_set
        n = len(self.players)
        # A.3: at least half moved down -> treated as homogeneous
        self.homogeneous = not self.mds or 2 * len(self.mds) >= n
        self.mixed = len({c.score for c in self.players}) > 1
        self.x0 = x_of(self.players)  # C.2 / A.8
        self.p_total = n // 2
        self.steps_allowed = STEP_BUDGET_BASE + STEP_BUDGET_PER_PLAYER * n
        self._oracles: dict[Relaxed, Oracle] = {}

    def rules(self, relaxed: Relaxed, x: int) -> Rules:
        return Rules(relaxed, x, self.leftover_node, self.leftover_set)

    def oracle(self, relaxed: Relaxed) -> Oracle:
        if relaxed not in self._oracles:
            rules = self.rules(relaxed, 0)
            if self.leftover_set is not None and len(self.players) % 2 == 0 \
                    and not self.leftover_set([]):
                # nobody may stay unpaired, yet the look-ahead wants someone moved down
                oracle = Oracle(-1, 0, [], [])
            else:
                def node(card: Card) -> bool:
                    return rules.node_ok(card) and (
                        self.leftover_set is None or self.leftover_set([card]))
                oracle = best_matching(self.players, lambda a, b: pair_ok(a, b, relaxed), node)
            self._oracles[relaxed] = oracle
        return self._oracles[relaxed]

    def colour_cap(self, x: int) -> int:
        """The colour failures a pairing of the whole bracket may have at x:
        x itself when homogeneous; in a heterogeneous bracket the remainder
        has its own x (C.6: "Start at C2 with the homogeneous remainder
        group"), so the whole bracket is not bounded by x."""
        return x if self.homogeneous else self.p_total

    def feasible(self, relaxed: Relaxed, x: int) -> bool:
        return _oracle_ok(self.oracle(relaxed), self.p_total, self.colour_cap(x))

    def fallback(self, relaxed: Relaxed, x: int, force: bool = False) -> Outcome | None:
        if len(self.players) <= LITERAL_SIZE and not force:
            return None  # the text's own sequence goes on (C.12, C.13, C.14)
        oracle = self.oracle(relaxed)
        if not _oracle_ok(oracle, self.p_total, self.colour_cap(x)):
            return None
        leftover = oracle.unmatched
        rules = self.rules(relaxed, x)
        if not all(rules.node_ok(c) for c in leftover):
            return None
        if self.leftover_set is not None and not self.leftover_set(leftover):
            return None
        return Outcome(oracle.matching, leftover, self.homogeneous, relaxed, x, self.p_total,
                       [MATCHED])

    def steps(self) -> list[tuple[Relaxed, int, Callable[[Budget], Outcome | None]]]:
        """The attempts of C.4-C.11 in order, each with the criteria whose
        matching check may skip it."""
        levels = _levels(self.x0, self.p_total, self.mixed)
        if self.homogeneous:
            return [(r, x, partial(self.homogeneous_attempt, r, x)) for r, x in levels]
        # heterogeneous: C.9 relaxes the remainder before C.10 changes the
        # moved-down players' opponents (one step for the three first levels)
        steps = [(RELAX_ORDER[2], self.x0, self.first_phase)]
        steps += [(r, x, partial(self.heterogeneous, r, x)) for r, x in levels[3:]]
        return steps

    def run(self) -> Outcome | None:
        steps = self.steps()
        spent = 0
        for index, (relaxed, x, attempt) in enumerate(steps):
            last = index == len(steps) - 1
            early = len(self.players) <= EARLY_ORACLE_SIZE
            if (early or relaxed in self._oracles) and not self.feasible(relaxed, x):
                continue
            if spent > BRACKET_BUDGET_FACTOR * self.steps_allowed:
                # bound of the whole bracket: straight to the last criteria's matching
                last_relaxed, last_x, _ = steps[-1]
                return self.fallback(last_relaxed, last_x)
            budget = Budget(self.steps_allowed)
            try:
                found = attempt(budget)
                spent += self.steps_allowed - budget.left
            except OutOfBudget:
                spent += self.steps_allowed
                if self.feasible(relaxed, x):
                    result = self.fallback(relaxed, x)
                    if result is not None:
                        return result
                continue
            if found is not None:
                return found
            if last:
                return self.fallback(relaxed, x)
            self.oracle(relaxed)  # learn whether the next steps are hopeless too
        return None

    # -- the attempts ---------------------------------------------------------------
    def homogeneous_attempt(self, relaxed: Relaxed, x: int, budget: Budget) -> Outcome | None:
        """C.4-C.8 at one set of criteria."""
        found = first_of_splits(self.players, self.p_total, self.rules(relaxed, x), budget, True)
        if found is None:
            return None
        pairs, leftover, label = found
        return Outcome(pairs, leftover, True, relaxed, x, self.p_total, [label] if label else [])

    def _md_pairings(self, relaxed: Relaxed, x: int, budget: Budget):
        rules = Rules(relaxed, x, lambda c: True, None)
        return transposition_search(self.mds, self.residents, rules, x, budget,
                                    check_leftover=False)

    def _with_remainder(self, md_pairs: list[tuple[Card, Card]], remainder: list[Card],
                        relaxed: Relaxed, x: int, budget: Budget, tried: int) -> Outcome | None:
        """The remainder as a homogeneous group (A.3), C.4-C.8 at one set of
        criteria.  C.6 "Start at C2 with the homogeneous remainder group": the
        remainder's own x by A.8, raised by as much as C.11 has raised the
        bracket's x."""
        rem_x = x_of(remainder) + (x - self.x0)
        rem_rules = Rules(relaxed, rem_x, self.leftover_node, self.leftover_set)
        found = first_of_splits(remainder, len(remainder) // 2, rem_rules, budget, True)
        if found is None:
            return None
        pairs, leftover, label = found
        notes = [] if tried == 1 else [ALTERNATIVE.format(alternative=tried)]
        if label:
            notes.append(N_("remainder: {exchange}").format(exchange=label))
        return Outcome(md_pairs + pairs, leftover, False, relaxed, x, len(self.mds), notes)

    def first_phase(self, budget: Budget) -> Outcome | None:
        """C.6 for the moved-down players (S1 against the residents, with C.7
        and C.9 as needed), then the remainder with its own C.9, then C.10:
        the next transpositions for the moved-down players."""
        first = None
        level = 0
        for level in range(3):
            first = next(self._md_pairings(RELAX_ORDER[level], self.x0, budget), None)
            if first is not None:
                break
        if first is None:
            return None
        md_pairs, remainder, key = first
        for relaxed in RELAX_ORDER[level:3]:
            found = self._with_remainder(md_pairs, remainder, relaxed, self.x0, budget, 1)
            if found is not None:
                return found
        tried = 1
        for md_pairs, remainder, other in self._md_pairings(RELAX_ORDER[2], self.x0, budget):
            if other <= key:
                continue
            tried += 1
            if tried > MD_ALTERNATIVES:
                break
            found = self._with_remainder(md_pairs, remainder, RELAX_ORDER[2], self.x0, budget,
                                         tried)
            if found is not None:
                return found
        return None

    def heterogeneous(self, relaxed: Relaxed, x: int, budget: Budget) -> Outcome | None:
        """After C.10's upfloat relaxations and C.11's x + 1: the moved-down
        players' pairings in D.1 order, each with the remainder (C.10)."""
        tried = 0
        for md_pairs, remainder, _ in self._md_pairings(relaxed, x, budget):
            tried += 1
            if tried > MD_ALTERNATIVES:
                break
            found = self._with_remainder(md_pairs, remainder, relaxed, x, budget, tried)
            if found is not None:
                return found
        return None


def matching_pairing(mds: Sequence[Card], residents: Sequence[Card],
                     leftover_node: Callable[[Card], bool],
                     leftover_set: LeftoverCheck | None = None) -> Outcome | None:
    """The last resort of a small lowest bracket: a maximum matching meeting
    the last criteria, when neither C.4-C.11 nor C.14 pairs it completely."""
    search = BracketSearch(mds, residents, leftover_node, leftover_set)
    relaxed, x, _ = search.steps()[-1]
    return search.fallback(relaxed, x, force=True)


def pair_bracket(mds: Sequence[Card], residents: Sequence[Card],
                 leftover_node: Callable[[Card], bool],
                 leftover_set: LeftoverCheck | None = None) -> Outcome | None:
    """Stage A: every pairing at the bracket's full p, C.4-C.11."""
    search = BracketSearch(mds, residents, leftover_node, leftover_set)
    try:
        if not search.players:
            return Outcome([], [], True) if leftover_set is None or leftover_set([]) else None
        return search.run()
    except GiveUp:
        return None
