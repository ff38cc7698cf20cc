"""D.1 transpositions and D.2 exchanges, in the order of the text.

Both work on positions 1..n of a score bracket in A.2 order, S1 = the first
``len(s1)`` of them.

D.1 "put all numbers constructable with the digits 5, 6, 7 and 8 in
ascending order": the transpositions of S2 are its permutations in
lexicographic order.  Two permutations that agree on the first p places
(the players actually paired) give the same pairing; the search in
:mod:`.search` visits only the first of them, which is exactly the first
acceptable transposition of the full list.

D.2 (decision, generalising the two matrices): the matrices of an 8-player
bracket use S1 players 4, 3, 2 and S2 players 5, 6, 7, and the odd remark
shifts them to 3, 2, 1 and 4, 5, 6.  So the players that may be exchanged
are all of S1 except its top player when S1 and S2 are equally large, and
all of S2 except its lowest player.  The order is: smallest difference of
the (sums of the) numbers exchanged first; equal differences: the exchange
concerning the lowest players of S1 first (compared from the lowest
player up); still equal: the highest players of S2 first.  In an odd
bracket the pair of the two highest exchangeable S1 players ("the last
column of the second matrix") is not used.  The text shows one- and
two-player exchanges; in brackets of up to ``search.LITERAL_SIZE`` players
the exchanges of three and more players follow (each size after the smaller
ones, ordered the same way), so that C.8 reaches every split of S1 and S2
and no matching has to complete what the text's sequence missed.  Larger
brackets use one- and two-player exchanges only.
"""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Iterator, Sequence


def transpositions(s2: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """D.1: every order of S2, the highest priority first."""
    return permutations(sorted(s2))


def exchange_candidates(s1: Sequence[int], s2: Sequence[int]) -> tuple[list[int], list[int]]:
    s1, s2 = sorted(s1), sorted(s2)
    from_s1 = s1[1:] if len(s1) == len(s2) else list(s1)
    from_s2 = s2[:-1]
    return from_s1, from_s2


Exchange = tuple[tuple[int, ...], tuple[int, ...]]


def exchanges(s1: Sequence[int], s2: Sequence[int], max_size: int = 2) -> list[Exchange]:
    """D.2: the exchanges between S1 and S2 in the order they are tried,
    each as (players leaving S1, players leaving S2); one-player exchanges
    first, then two-player exchanges (then, with ``max_size`` > 2, those of
    three players and more, each size ordered like the two of the text)."""
    from_s1, from_s2 = exchange_candidates(s1, s2)
    odd = len(s1) != len(s2)
    result: list[Exchange] = []
    for size in range(1, max_size + 1):
        groups1 = list(combinations(from_s1, size))
        if odd and size == 2 and len(from_s1) >= 2:
            top_two = tuple(sorted(from_s1)[:2])
            groups1 = [g for g in groups1 if g != top_two]
        options = []
        for g1 in groups1:
            for g2 in combinations(from_s2, size):
                diff = sum(g2) - sum(g1)
                # lowest S1 players first: compare from the lowest player up
                s1_key = tuple(-v for v in sorted(g1, reverse=True))
                options.append(((diff, s1_key, tuple(g2)), (tuple(g1), tuple(g2))))
        options.sort(key=lambda item: item[0])
        result.extend(option for _, option in options)
    return result


def apply_exchange(s1: Sequence[int], s2: Sequence[int],
                   exchange: Exchange) -> tuple[list[int], list[int]]:
    """The new S1 and S2, each ordered again (A.9.b)."""
    out1, out2 = exchange
    new1 = sorted([p for p in s1 if p not in out1] + list(out2))
    new2 = sorted([p for p in s2 if p not in out2] + list(out1))
    return new1, new2
