"""The bracket-by-bracket procedure of C.04.1 C: C.1, C.12, C.13 around
:mod:`.search`.

Decisions (also in docs/systems/rating1998.md):

* C.1: a resident for whom the bracket holds no opponent under B.1/B.2 is
  moved down before the bracket is paired; for a moved-down player C.12 is
  tried, and when it does not help he is moved down further.  In the lowest
  bracket the test is whether the whole bracket can be paired (everyone but
  one player allowed a bye, B.1.b); if not, C.13.
* C.12 is applied once per bracket, when a moved-down player cannot be
  paired in it (C.1; in the lowest bracket too, before C.13, since C.1 names
  the moved-down case first) or no pairing of all moved-down players exists under
  C.4-C.11.  The previous bracket is paired again at its full p, in its own
  order, accepting the first pairing that moves down a different set of
  players all of whom can be paired in the current bracket.
* C.13: the penultimate bracket is paired again in its own order (C.4-C.11,
  then C.14) accepting the first pairing after which the lowest bracket can
  be paired completely; when only p = 0 is left the two brackets are joined
  (the penultimate's players count as moved down) and C.13 repeats one
  bracket higher.  When everyone is in one bracket and no complete pairing
  exists, the round cannot be paired (PairingError).
* A lowest bracket of up to LITERAL_SIZE players that C.4-C.11 cannot pair
  although a complete pairing exists: C.12 when the moved-down players cannot
  all be paired, then C.14 (C.13 would keep the penultimate pairing, which
  already allows a complete pairing); at p = 0 the bracket, which cannot be
  moved down, is paired as one homogeneous group (C.4-C.8).
* Bound: one C.12 or C.13 look-ahead tests at most LOOKAHEAD_CAP different
  sets of players moved down (each test is a matching); then that re-pairing
  gives up (C.12 fails, C.13 joins the brackets), and joining still
  guarantees a complete pairing whenever one exists.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from arbiter_app.engine.systems.base import PairingError
from arbiter_app.engine.systems.rating1998.cards import ALL_RELAXED, Card, compatible
from arbiter_app.engine.systems.rating1998.matching import can_cover, completely_pairable
from arbiter_app.engine.systems.rating1998.reduce import reduce_bracket
from arbiter_app.engine.systems.rating1998.search import (LITERAL_SIZE, STEP_BUDGET_BASE,
                                                          Budget, GiveUp, OutOfBudget, Outcome,
                                                          Rules, first_of_splits,
                                                          matching_pairing, ordered, pair_bracket)
from arbiter_app.engine.texts import N_, join_texts


@dataclass
class Group:
    """A score bracket's own players; ``down`` holds the players of higher
    brackets joined into it by C.13."""

    score: float
    residents: list[Card]
    down: list[Card] = field(default_factory=list)


@dataclass
class Record:
    group: Group
    mds: list[Card]  # moved down into the bracket and taken into its pairing
    residents: list[Card]  # residents taken into its pairing
    stuck: list[Card]  # moved down by C.1 without being paired here
    outcome: Outcome
    lowest: bool = False

    @property
    def moved_down(self) -> list[Card]:
        return ordered(self.outcome.leftover + self.stuck)


def _any_opponent(card: Card, bracket: list[Card]) -> bool:
    return any(other is not card and compatible(card, other) for other in bracket)


def score_groups(cards: dict[int, Card]) -> list[Group]:
    groups: dict[float, list[Card]] = {}
    for card in cards.values():
        groups.setdefault(card.score, []).append(card)
    return [Group(score, ordered(members)) for score, members in
            sorted(groups.items(), key=lambda item: -item[0])]


#: at most this many different sets moved down are tested by one C.12 or C.13
#: look-ahead (each test is a matching); further candidates count as failing
LOOKAHEAD_CAP = 200


def _bounded(check: Callable[[list[Card]], bool]) -> Callable[[list[Card]], bool]:
    """Cache a look-ahead by the set moved down and cap the sets tested."""
    seen: dict[frozenset[int], bool] = {}

    def bounded(leftover: list[Card]) -> bool:
        key = frozenset(c.number for c in leftover)
        if key not in seen:
            if len(seen) >= LOOKAHEAD_CAP:
                raise GiveUp
            seen[key] = check(leftover)
        return seen[key]

    return bounded


def _bye_node(card: Card) -> bool:
    return card.bye_allowed


def _free(card: Card) -> bool:
    return True


class Procedure:
    def __init__(self, cards: dict[int, Card]):
        self.groups = score_groups(cards)
        self.records: list[Record] = []
        self.c12_done: set[int] = set()

    def carried(self) -> list[Card]:
        return self.records[-1].moved_down if self.records else []

    def run(self) -> list[Record]:
        i = 0
        while i < len(self.groups):
            if i == len(self.groups) - 1:
                i = self.lowest(i)
                if i == len(self.groups):
                    break
                continue
            if self.middle(i):
                i += 1
        return self.records

    # -- a bracket above the lowest -------------------------------------------------
    def middle(self, i: int) -> bool:
        """Pair bracket ``i``; False when C.12 changed the previous bracket
        and bracket ``i`` must start again."""
        group = self.groups[i]
        mds = ordered(self.carried() + group.down)
        residents = list(group.residents)
        bracket = mds + residents
        stuck = [c for c in residents if not _any_opponent(c, bracket)]  # C.1, third case
        residents = [c for c in residents if c not in stuck]
        bracket = mds + residents
        notes = []
        if stuck:
            notes.append(N_("C.1: moved down without opponent: {players}").format(
                players=", ".join(str(c.number) for c in stuck)))
        stuck_mds = [c for c in mds if not _any_opponent(c, bracket)]
        if stuck_mds and self.c12(i, residents):  # C.1, first case
            return False
        if stuck_mds:
            notes.append(N_("C.1/C.12: moved down further: {players}").format(
                players=", ".join(str(c.number) for c in stuck_mds)))
            mds = [c for c in mds if c not in stuck_mds]
            stuck = ordered(stuck + stuck_mds)
        outcome = pair_bracket(mds, residents, _free)
        if outcome is None:
            hetero = mds and 2 * len(mds) < len(mds) + len(residents)
            if hetero and not can_cover(mds, residents) and self.c12(i, residents):
                return False
            outcome = reduce_bracket(mds, residents)
        outcome.notes[:0] = notes
        self.records.append(Record(group, mds, residents, stuck, outcome))
        return True

    def c12(self, i: int, residents: list[Card]) -> bool:
        """C.12: another pairing of the previous bracket moving down another
        player, after which all moved-down players can be paired here."""
        if i == 0 or i in self.c12_done or not self.records:
            return False
        self.c12_done.add(i)
        prev = self.records[-1]
        before = {c.number for c in prev.moved_down}
        current = ordered(residents)

        @_bounded
        def acceptable(leftover: list[Card]) -> bool:
            down = leftover + prev.stuck
            return {c.number for c in down} != before and can_cover(down, current)

        outcome = pair_bracket(prev.mds, prev.residents, _free, acceptable)
        if outcome is None:
            return False
        outcome.notes.append(N_("C.12: paired again to move down another player"))
        self.records[-1] = Record(prev.group, prev.mds, prev.residents, prev.stuck, outcome)
        return True

    # -- the lowest bracket ---------------------------------------------------------
    def lowest(self, i: int) -> int:
        """Pair the lowest bracket, applying C.13 as often as needed.
        Returns the index to continue with (len(groups) when done)."""
        while True:
            group = self.groups[i]
            mds = ordered(self.carried() + group.down)
            players = mds + group.residents
            # C.1, first case, holds in the lowest bracket too: a moved-down
            # player without an opponent here makes C.12 apply before C.13
            if (any(not _any_opponent(c, players) for c in mds)
                    and self.c12(i, list(group.residents))):
                continue
            # the search ends with a maximum matching when one exists, so a
            # failure means the bracket cannot be paired completely (C.13)
            outcome = pair_bracket(mds, group.residents, _bye_node, lambda left: len(left) <= 1)
            if outcome is None and len(players) <= LITERAL_SIZE and completely_pairable(players):
                # C.12 before C.14, as in a bracket above (C.13 accepts the
                # penultimate pairing as it is: it allows a complete pairing)
                hetero = mds and 2 * len(mds) < len(players)
                if (hetero and not can_cover(mds, list(group.residents))
                        and self.c12(i, list(group.residents))):
                    continue
                outcome = self.lowest_c14(mds, list(group.residents))
            if outcome is not None:
                self.records.append(Record(group, mds, list(group.residents), [], outcome,
                                           lowest=True))
                return len(self.groups)
            if i == 0:
                raise PairingError(join_texts([
                    N_("no pairing satisfies B.1/B.2 for all players (C.13: even with all score "
                       "brackets joined)"), N_("the arbiter must decide")]))
            i = self.c13(i)

    @staticmethod
    def lowest_c14(mds: list[Card], residents: list[Card]) -> Outcome | None:
        """A small lowest bracket that C.4-C.11 cannot pair although a
        complete pairing exists: C.13 would accept the penultimate bracket's
        pairing as it is (it allows a complete pairing here), so C.14
        decreases p, moved-down players kept paired first.  Only when no
        C.14 pairing leaves at most the bye does a maximum matching decide."""
        def complete(left: list[Card]) -> bool:
            return len(left) <= 1 and all(_bye_node(c) for c in left)

        outcome = reduce_bracket(mds, residents, complete)
        if outcome.pairs and complete(outcome.leftover):
            return outcome
        # C.14 reached p = 0 for the moved-down players, but the lowest
        # bracket cannot be moved down: its players are paired as one
        # homogeneous group (C.4-C.8, the moved-down players in S2 when left
        # out, as in reduce_bracket), all relative criteria dropped
        players = ordered([*mds, *residents])
        n = len(players)
        rules = Rules(ALL_RELAXED, n, _bye_node, complete)
        try:
            found = first_of_splits(players, n // 2, rules, Budget(STEP_BUDGET_BASE), True)
        except OutOfBudget:
            found = None
        if found is not None:
            pairs, leftover, label = found
            return Outcome(pairs, leftover, True, ALL_RELAXED, n, n // 2,
                           [N_("C.14: no moved-down player can be paired"),
                            N_("the lowest bracket paired as one homogeneous group")]
                           + ([label] if label else []))
        return matching_pairing(mds, residents, _bye_node, lambda left: len(left) <= 1)

    def c13(self, i: int) -> int:
        """C.13: pair the penultimate bracket again so that the lowest one can
        be paired, or join the two.  Returns the index of the lowest bracket."""
        prev = self.records.pop()
        low = self.groups[i]
        rest = low.down + low.residents

        @_bounded
        def acceptable(leftover: list[Card]) -> bool:
            return completely_pairable(leftover + prev.stuck + rest)

        outcome = pair_bracket(prev.mds, prev.residents, _free, acceptable)
        if outcome is None or not outcome.pairs:
            outcome = reduce_bracket(prev.mds, prev.residents, acceptable)
            if not outcome.pairs or not acceptable(outcome.leftover):
                outcome = None  # p = 0: join
        if outcome is not None:
            outcome.notes.append(N_("C.13: paired again so that the lowest bracket can be paired"))
            self.records.append(Record(prev.group, prev.mds, prev.residents, prev.stuck,
                                       outcome))
            return i
        above = self.groups[i - 1]
        joined = Group(low.score, low.residents,
                       ordered(above.down + above.residents + low.down))
        self.groups[i - 1:i + 1] = [joined]
        return i - 1
