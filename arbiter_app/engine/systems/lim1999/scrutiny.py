"""Proposed pairings (2.4) and the exchange rules (section 4).

Players are handled in the group's *pairing order*: ascending pairing number
when the group is paired downward (or is the median group), descending when
it is paired upward.  In that order "player #1" is the first player; this is
how 4.1 a/b mirror each other ("begins with the highest numbered player" /
"the lowest numbered player").  (In the Lim text the *highest numbered*
player is #1, the top of the list.)

Exchange order (4.2, 4.3), generalised: the remaining players p1..pm are
put in pairing order and split into halves; p1 is offered p(m/2+1) .. pm
(the lower half, in order), then p(m/2), p(m/2-1) .. p2 (the upper half,
upwards).  When the player being scrutinised finds no compatible opponent,
the previous player takes his next opponent (4.3, last two rows; 4.4: "must
at the same time leave Player #1 with a compatible opponent").  This is a
depth-first search; :func:`scrutinise` runs it either literally (``witness``
None: used to reproduce the tables of 4.2/4.3) or with a matching witness
that refuses any choice after which the others cannot all be paired, so it
never backtracks and reaches the same pairing in polynomial time.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from arbiter_app.engine.systems.lim1999.matching import Matcher

Pair = tuple[int, int]


def proposed_pairings(ordered: Sequence[int]) -> list[Pair]:
    """2.4: ``1 v (n/2 + 1), 2 v (n/2 + 2) ... n/2 v n`` (players already in order)."""
    half = len(ordered) // 2
    return [(ordered[i], ordered[half + i]) for i in range(half)]


def exchange_order(ordered: Sequence[int]) -> list[int]:
    """Opponents offered, in turn, to the first of ``ordered`` (4.2)."""
    half = len(ordered) // 2
    return list(ordered[half:]) + list(reversed(ordered[1:half]))


def arrangement(done: Iterable[Pair], rest: Sequence[int]) -> list[Pair]:
    """A full row of the tables of 4.2/4.3: pairs fixed so far, then the
    proposed pairings of the rest."""
    return list(done) + proposed_pairings(rest)


class ScrutinyFailed(Exception):
    """No complete pairing exists (only raised without a witness)."""


def scrutinise(order: Sequence[int], sort_key: Callable[[int], object],
               candidates: Callable[[int, list[int]], list[int]],
               compatible: Callable[[int, int], bool],
               witness: Matcher | None = None,
               trace: list[list[Pair]] | None = None) -> list[Pair]:
    """Pair every player of ``order`` (section 4).

    ``order`` is the scrutiny order (floaters first, 3.6/3.7, then the rest
    in pairing order).  ``candidates(p, rest)`` gives the opponents offered
    to ``p`` in turn, ``rest`` being the unpaired players in pairing order.
    With a ``witness`` (a perfect matching of ``order``) no choice without a
    completion is taken, so no backtracking happens.  ``trace`` receives
    every full arrangement examined while looking for an opponent of the
    deepest player reached so far (the rows of 4.2 and 4.3).
    """
    rank = {p: i for i, p in enumerate(order)}
    unpaired = sorted(order, key=sort_key)
    pairs: list[Pair] = []
    known_bad: set[frozenset[int]] = set()
    frames: list[list] = []
    deepest = 0

    def open_frame() -> None:
        player = min(unpaired, key=rank.__getitem__)
        rest = [p for p in unpaired]
        frames.append([player, candidates(player, rest), 0])

    if not unpaired:
        return pairs
    open_frame()
    while frames:
        frame = frames[-1]
        player, offered, _ = frame
        deepest = max(deepest, len(frames))
        chosen = None
        while frame[2] < len(offered):
            other = offered[frame[2]]
            frame[2] += 1
            key = frozenset((player, other))
            if key in known_bad:
                continue
            if trace is not None and len(frames) >= deepest:
                rest = [p for p in unpaired if p != player and p != other]
                row = arrangement(pairs + [(player, other)], rest)
                if not trace or trace[-1] != row:
                    trace.append(row)
            if not compatible(player, other):
                known_bad.add(key)
                continue
            if witness is not None and not witness.pair_keeping_perfect(player, other):
                continue
            chosen = other
            break
        if chosen is None:
            frames.pop()
            if witness is not None:
                raise RuntimeError("the witness allowed a choice without completion")
            if not frames:
                raise ScrutinyFailed("no complete pairing of the group exists")
            a, b = pairs.pop()
            unpaired.extend((a, b))
            unpaired.sort(key=sort_key)
            continue
        pairs.append((player, chosen))
        unpaired.remove(player)
        unpaired.remove(chosen)
        if not unpaired:
            return pairs
        open_frame()
    raise ScrutinyFailed("no complete pairing of the group exists")
