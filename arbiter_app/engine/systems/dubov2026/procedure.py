"""Section 3: the bye (3.1) and the brackets from the highest score down (3.2).

For each scoregroup, highest first, the residents still unpaired are paired
in one bracket with the fewest upfloaters ([C5], 3.2.1), the best set of them
(3.2.2: [C6] to [C10], then the order of 4.2), every player not yet paired
being kept pairable ([C4]).  Nobody floats down: the completion criterion
[C4] guarantees that the residents can always be paired.

Decisions (docs/systems/dubov2026.md):

* [C4]: after each bracket all the players not yet paired can still be
  paired legally (a perfect matching exists), checked for every set of
  upfloaters considered and for the bye.
* 3.2.2 "complies at best with [C7]": [C7] is measured on the best legal
  pairing of the bracket the set forms (what 3.2.4 aims at), not on the
  pairing 3.2.3-3.2.6 then produce.
* [C9]: the sum of the upfloats so far of the maximum upfloaters of the set.
* [C6]: the scores of the set in ascending order, compared from the lowest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, islice

from arbiter_app.engine.systems.base import PairingError
from arbiter_app.engine.systems.dubov2026.bracket import (BracketPairing, best_c7,
                                                          c7_lower_bound, weighted_pairs)
from arbiter_app.engine.systems.dubov2026.cards import Card
from arbiter_app.engine.systems.dubov_common import Oracle, fmt
from arbiter_app.engine.texts import N_, count_text, join_texts

#: at most this many sets of upfloaters of one size are listed per score level
UPFLOATER_SETS_LIMIT = 5000


def bye_order(cards: dict[int, Card], players: list[int]) -> list[int]:
    """3.1.1, then 3.1.3 lowest score, 3.1.4 most games played, 3.1.5 largest TPN
    (3.1.2, a complete pairing of the others, is checked by the caller)."""
    eligible = [p for p in players if not cards[p].bye_barred]
    return sorted(eligible, key=lambda p: (cards[p].score, -cards[p].games, -p))


@dataclass
class Record:
    a: int
    b: int
    text: str


@dataclass
class Brackets:
    cards: dict[int, Card]
    oracle: Oracle
    max_t: int | None  # MaxT (None: number of rounds unknown)
    last_round: bool
    records: list[Record] = field(default_factory=list)

    def pairable(self, players: set[int]) -> bool:
        return self.oracle.perfect_matching(set(players)) is not None

    # -- 3.2.2 -----------------------------------------------------------------------------
    def float_key(self, chosen: tuple[int, ...]) -> tuple[int, int, int]:
        """[C8], [C9], [C10] of a set of upfloaters (all 0 in the last round)."""
        if self.last_round:
            return (0, 0, 0)
        cards = self.cards
        maximum = [p for p in chosen if self.max_t is not None and cards[p].upfloats >= self.max_t]
        return (len(maximum), sum(cards[p].upfloats for p in maximum),
                sum(1 for p in chosen if cards[p].upfloated_last_round))

    def evaluate(self, residents: list[int], chosen: tuple[int, ...]) -> int | None:
        """[C7] of the bracket residents + ``chosen`` if it is legal ([C1], [C3],
        and [C4] for everyone else), else None."""
        bracket = residents + list(chosen)
        if not self.oracle.ok_swap(bracket):
            return None
        return best_c7(self.cards, bracket, self.oracle._adjacent_sets, self.pairable)

    def fewest(self, residents: list[int], lower: list[int]) -> int:
        """3.2.1: the fewest upfloaters with which the residents and all the
        others can be paired (a matching with the fewest resident-lower pairs)."""
        side = set(residents)
        everyone = residents + lower
        same = weighted_pairs(everyone, self.oracle._adjacent_sets,
                              lambda a, b: (a in side) == (b in side))
        if same is None:
            raise PairingError(N_("no pairing satisfies [C1]-[C4]"))
        return len(everyone) // 2 - same

    def choose(self, residents: list[int], lower: list[int], size: int
               ) -> tuple[tuple[int, ...], int] | None:
        """3.2.2 among sets of ``size`` upfloaters: the legal set with the best
        [C6], then [C7], [C8], [C9], [C10], then the first by 4.2 (sets listed by
        4.1.3 from ``lower``, sorted by 4.2.2)."""
        cards = self.cards
        if size == 0:
            c7 = self.evaluate(residents, ())
            return None if c7 is None else ((), c7)
        touching = {q for p in residents for q in self.oracle._adjacent_sets[p]}
        pool = lower if size != 1 else [p for p in lower if p in touching]
        levels = sorted({cards[p].score for p in pool}, reverse=True)
        seen: dict[tuple[int, ...], int | None] = {}
        for level in levels:
            prefix = [p for p in pool if cards[p].score >= level]
            if len(prefix) < size:
                continue
            candidates = []
            for index, chosen in enumerate(islice(combinations(prefix, size), UPFLOATER_SETS_LIMIT)):
                c6 = tuple(-s for s in sorted(cards[p].score for p in chosen))
                bound = c7_lower_bound(cards, residents + list(chosen))
                candidates.append(((c6, bound, *self.float_key(chosen), index), chosen))
            candidates.sort()
            best = None
            for key, chosen in candidates:
                if best is not None and key >= best[0]:
                    break
                if chosen not in seen:
                    seen[chosen] = self.evaluate(residents, chosen)
                c7 = seen[chosen]
                if c7 is None:
                    continue
                actual = (key[0], c7, *key[2:])
                if best is None or actual < best[0]:
                    best = (actual, chosen, c7)
            if best is not None:
                return best[1], best[2]
        return None

    # -- the round ---------------------------------------------------------------------------
    def run(self, players: list[int]) -> None:
        cards = self.cards
        remaining = set(players)
        for score in sorted({cards[p].score for p in players}, reverse=True):
            residents = sorted(p for p in remaining if cards[p].score == score)
            if not residents:
                continue
            lower = sorted((p for p in remaining if cards[p].score < score),
                           key=lambda p: (-cards[p].score, p))  # 4.2.2
            found = None
            size = len(residents) % 2
            if size <= len(lower):
                found = self.choose(residents, lower, size)
            if found is None:
                size = self.fewest(residents, lower)
                found = self.choose(residents, lower, size)
            if found is None:
                raise PairingError(N_("the scoregroup {score} cannot be paired ([C1]-[C4])").format(
                    score=fmt(score)))
            chosen, _ = found
            bracket = residents + list(chosen)
            self.pair_bracket(score, residents, chosen, bracket)
            remaining -= set(bracket)
            self.oracle.commit(bracket)

    def pair_bracket(self, score: float, residents: list[int], chosen: tuple[int, ...],
                     bracket: list[int]) -> None:
        cards = self.cards
        procedure = BracketPairing(cards, bracket, self.oracle._adjacent_sets, self.pairable)
        procedure.run()
        head = N_("bracket {score}").format(score=fmt(score))
        if chosen:
            head = N_("bracket {score} ({kind})").format(score=fmt(score), kind=count_text(
                "{n} upfloater, the fewest ([C5], 3.2.1)",
                "{n} upfloaters, the fewest ([C5], 3.2.1)", len(chosen)))
        for row, (w, b) in enumerate(procedure.pairs, start=1):
            parts = [N_("{bracket}: S1 No. {row} against the first legal transposition T2 "
                        "(3.2.5, 3.2.6)").format(bracket=head, row=row)]
            for p in (w, b):
                if p in chosen:
                    parts.append(N_("{player} upfloated from {score} (3.2.2: [C6]-[C10], then "
                                    "4.2)").format(player=p, score=fmt(cards[p].score)))
                if p in procedure.shifted:
                    parts.append(procedure.shifted[p].format(player=p))
            self.records.append(Record(w, b, join_texts(parts)))


__all__ = ["Brackets", "Record", "bye_order"]
