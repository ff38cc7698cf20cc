"""Benchmark of the rating1998 pairing engine (prints times, asserts nothing).

1. A 1000-player tournament generated round by round: the time of each
   round's pairing.
2. A 200-player score bracket with no perfect pairing: 101 of its players
   had black in both rounds, so no two of them may meet (B.2.b); C.6-C.11
   must fail at p = 100 and C.14 must find p = 99.  Shows that the bounded
   search does not explode on such a bracket.

3. Small opens (12, 20, 30 players, 9 rounds, 40 generated tournaments
   each): counts how often a search bound is hit (an attempt's step budget,
   the C.12/C.13 look-ahead cap, the C.10 alternatives cap).  These should
   all be zero, so that small brackets follow the text's order exactly.

Run: python tools/bench_rating1998.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.bench import won_every_round  # noqa: E402
from arbiter_app.engine.generator import Rates, generate  # noqa: E402
from arbiter_app.engine.model import Tournament  # noqa: E402
from arbiter_app.engine.systems.rating1998 import SYSTEM  # noqa: E402


def bench_1000(rounds: int = 11) -> None:
    times: list[float] = []
    original = SYSTEM.pair

    def timed(t):
        start = time.perf_counter()
        try:
            return original(t)
        finally:
            times.append(time.perf_counter() - start)

    SYSTEM.pair = timed  # type: ignore[method-assign]
    try:
        generate(SYSTEM, 1000, rounds, seed=1998, rates=Rates(draw=0.3, forfeit=0.02,
                                                               half_bye=0.02, withdraw=0.01))
    finally:
        del SYSTEM.pair
    for number, seconds in enumerate(times, start=1):
        print(f"1000 players, round {number}: {seconds:.3f} s")
    print(f"1000 players: slowest round {max(times):.3f} s")


def no_perfect_pairing_bracket() -> Tournament:
    """200 players on 2 points (101 of them with black twice, the others white
    then black), 200 others on 0."""
    return won_every_round(2, lambda k, r: k < 101 or r == 1)


def bench_bracket() -> None:
    t = no_perfect_pairing_bracket()
    start = time.perf_counter()
    pairing = SYSTEM.pair(t)
    seconds = time.perf_counter() - start
    top = [b for b in pairing.boards if b.white <= 200 and b.black <= 200]
    print(f"200-player bracket without perfect pairing: {seconds:.3f} s, "
          f"{len(top)} pairings inside the bracket (at most 99 possible)")


def bench_small_budgets() -> None:
    from arbiter_app.engine.systems.base import PairingError
    from arbiter_app.engine.systems.rating1998 import procedure, search

    hits = {"step budget": 0, "look-ahead cap": 0, "C.10 alternatives cap": 0}
    spend, bounded, with_rem = (search.Budget.spend, procedure._bounded,
                                search.BracketSearch._with_remainder)

    def counting_spend(self):
        try:
            spend(self)
        except search.OutOfBudget:
            hits["step budget"] += 1
            raise

    def counting_bounded(check):
        inner = bounded(check)

        def wrapped(leftover):
            try:
                return inner(leftover)
            except search.GiveUp:
                hits["look-ahead cap"] += 1
                raise
        return wrapped

    def counting_with_rem(self, md_pairs, remainder, relaxed, x, budget, tried):
        if tried >= search.MD_ALTERNATIVES:
            hits["C.10 alternatives cap"] += 1
        return with_rem(self, md_pairs, remainder, relaxed, x, budget, tried)

    search.Budget.spend = counting_spend
    procedure._bounded = counting_bounded
    search.BracketSearch._with_remainder = counting_with_rem
    try:
        for size in (12, 20, 30):
            for seed in range(20):
                for rates in (Rates(0.3, 0.05, 0.05, 0.02), Rates(0.6, 0.0, 0.0, 0.0)):
                    try:
                        generate(SYSTEM, size, 9, seed=seed, rates=rates)
                    except PairingError:
                        pass
            print(f"{size}-player opens x 40: bounds hit {hits}")
    finally:
        search.Budget.spend = spend
        procedure._bounded = bounded
        search.BracketSearch._with_remainder = with_rem


if __name__ == "__main__":
    bench_small_budgets()
    bench_bracket()
    bench_1000()
