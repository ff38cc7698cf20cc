"""Sections 6.2 and 6.3: the two columns and the row-by-row pairing.

Decisions (docs/systems/dubov.md):

* 6.3, "paired with the first black player whom he has not played before,
  from the lower rows": the black column keeps its order of 6.2 (decreasing
  R); white No. k takes the first black of the column, from his row down,
  who is still free and whom he may play.  The blacks passed over keep their
  order and move up one row each, so the next white again meets the highest
  R still free ("pair players who have played low rated players before with
  players having high ratings now", preface).  (Until this review the two
  blacks exchanged rows; that gave the next white a lower R than a white with
  a higher ARO below him.)
* 6.3, "we change the pairing in row k-1, if this does not work, in row
  k-2": the blacks of rows i (k-1, k-2, ...) and k are exchanged (white k
  takes the black of row i, white i the black of row k, i.e. the first free
  black); it "works" when both new pairs are legal.  If no row works so,
  white i may instead take a later free black (rows k-1, k-2, ... again)
  before white k is paired with a "white" (decision: fewer pairs of whites).
* 6.3, "we look for an opponent for him, beginning with the white No. k+1
  ...": this search is also made when the exchanges of 6.3 found no black for
  white k although he has not played every black (e.g. 2.3/2.4 forbid the
  colours).  Only his pairing changes: the rows already fixed stay, a white
  below him who becomes his opponent leaves the column, and the black of an
  upper white who becomes his opponent is free again for the rows below.
  (Until this review the rest of the group was split and paired afresh.)
* A legal pair is one allowed by 2.1, 2.3 and 2.4 (see cards.Rules); in the
  look-ahead run it must also leave the players still unpaired pairable
  (feasibility.Oracle).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.systems.dubov1997.feasibility import Oracle
from arbiter_app.engine.texts import N_


@dataclass
class RowsOutcome:
    pairs: list[tuple[int, int, str]] = field(default_factory=list)  # (white col, black col, how)
    leftovers: list[int] = field(default_factory=list)

    @property
    def white_pairs(self) -> int:
        """How many pairs 6.3 made of two "whites"."""
        return sum(1 for _, _, how in self.pairs if "paired with white" in how)


def pair_rows(whites: list[int], blacks: list[int], oracle: Oracle,
              busy: set[int] | frozenset[int] = frozenset()) -> RowsOutcome:
    """Pair the column ``whites`` against the column ``blacks``; ``busy`` are
    players already paired (tentatively) elsewhere in the group."""
    whites, blacks = list(whites), list(blacks)
    place = {b: i for i, b in enumerate(blacks)}  # a black's row in the column of 6.2
    fixed: dict[int, tuple[int, int]] = {}  # row of the white -> (white, black)
    how: dict[int, str] = {}
    taken: set[int] = set(busy)
    unpaired_whites: list[int] = []
    legal = oracle.legal

    def fix(k: int, w: int, b: int, text: str) -> None:
        fixed[k] = (w, b)
        how[k] = text
        taken.update((w, b))

    def free_blacks() -> list[int]:
        return [b for b in blacks if b not in taken]

    white_partner: dict[int, int] = {}  # the "whites" 6.3 paired with each other
    for k, w in enumerate(whites):
        if w in white_partner:
            continue
        free = free_blacks()
        # 6.2 row k, else 6.3: the first black of the lower rows he may play
        b = next((x for x in free if oracle.ok(w, x, taken)), None)
        if b is not None:
            if b != free[0]:
                text = N_("row {row}, black No. {black} from the lower rows (6.3)").format(
                    row=k + 1, black=place[b] + 1)
            elif place[b] == k:
                text = N_("row {row} of 6.2").format(row=k + 1)
            else:
                text = N_("row {row}, black No. {black}, the first still free (6.2/6.3)").format(
                    row=k + 1, black=place[b] + 1)
            fix(k, w, b, text)
            continue
        done = False
        # 6.3: change the pairing in row k-1, k-2, ...: first the exchange of the
        # blacks of rows i and k, then (decision) white i with any free black
        for wide in (False, True):
            for i in range(k - 1, -1, -1):
                if i not in fixed or fixed[i][0] in white_partner or not free:
                    continue
                wi, bi = fixed[i]
                if not legal(w, bi):
                    continue
                options = free[1:] if wide else free[:1]
                new = next((x for x in options if legal(wi, x)
                            and oracle.ok_swap(taken | {w, x})), None)
                if new is None:
                    continue
                taken.discard(bi)
                fix(i, wi, new, N_("row {row}, changed for row {other} (6.3)").format(
                    row=i + 1, other=k + 1))
                fix(k, w, bi, N_("row {row}, black from row {other} (6.3)").format(
                    row=k + 1, other=i + 1))
                done = True
                break
            if done:
                break
        if done:
            continue
        # 6.3: an opponent among the "whites": k+1 .. end, then k-1 .. 1
        for j in list(range(k + 1, len(whites))) + list(range(k - 1, -1, -1)):
            other = whites[j]
            if other in white_partner or other == w:
                continue
            text = N_("white No. {white} paired with white No. {other} (6.3)").format(
                white=k + 1, other=j + 1)
            if j in fixed:
                wj, bj = fixed[j]
                if legal(w, wj) and oracle.ok_swap((taken - {bj}) | {w}):
                    del fixed[j], how[j]
                    taken.discard(bj)  # his black is free again for the rows below
                    fix(k, w, wj, text)
                    white_partner[wj], white_partner[w] = w, wj
                    done = True
                    break
            elif (j > k or other in unpaired_whites) and oracle.ok(w, other, taken):
                if other in unpaired_whites:
                    unpaired_whites.remove(other)
                fix(k, w, other, text)
                white_partner[other], white_partner[w] = w, other
                done = True
                break
        if not done:
            unpaired_whites.append(w)

    outcome = RowsOutcome()
    for k in sorted(fixed):
        w, b = fixed[k]
        outcome.pairs.append((w, b, how[k]))
    outcome.leftovers = unpaired_whites + free_blacks()
    return outcome
