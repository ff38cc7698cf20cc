"""Micro benchmark: how long pairing one large round takes (measured, never asserted).

Run from the repository root::

    python tools/bench_dubov.py [players] [rounds] [--system dubov1997|dubov2026]

It generates a tournament of ``players`` players (default 1000) over
``rounds`` rounds (default 9) with the Dubov system itself, with draws,
forfeits, half-point byes and withdrawals, and prints the time each round
took to pair; for ``dubov1997`` (the default) then the time of the last
round with the look-ahead of feasibility.py forced.  ``dubov2026`` always
checks [C4] (its look-ahead is part of the text), so it has no forced run.
Target of issue #29: a 500-player round of ``dubov2026`` in under 1 s
(``python tools/bench_dubov.py 500 9 --system dubov2026``).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arbiter_app.engine.generator import Rates, generate  # noqa: E402


def time_rounds(players: int = 1000, rounds: int = 9, seed: int = 1,
                system: str = "dubov1997") -> list[float]:
    """Seconds taken to pair rounds 1..rounds of a generated tournament."""
    from arbiter_app.engine.systems.registry import get_system
    SYSTEM = get_system(system)
    t = generate(SYSTEM, players, rounds, seed,
                 Rates(draw=0.3, forfeit=0.02, half_bye=0.02, withdraw=0.01))
    times = []
    for k in range(1, rounds + 1):
        before = t.truncated(k - 1)
        start = time.perf_counter()
        SYSTEM.pair(before)
        times.append(time.perf_counter() - start)
    return times


def time_lookahead(players: int = 1000, rounds: int = 9, seed: int = 1) -> float:
    """Seconds the look-ahead run (feasibility.py) takes on the last round of
    such a tournament when forced (normally it runs only when the plain
    procedure leaves players unpaired)."""
    from arbiter_app.engine.systems.dubov1997 import SYSTEM, bye_order
    from arbiter_app.engine.systems.dubov1997.cards import Rules, build_cards
    from arbiter_app.engine.systems.dubov1997.feasibility import Oracle
    t = generate(SYSTEM, players, rounds - 1, seed,
                 Rates(draw=0.3, forfeit=0.02, half_bye=0.02, withdraw=0.01))
    t.total_rounds = rounds
    start = time.perf_counter()
    cards = build_cards(t)
    rules = Rules(t, cards)
    to_pair = t.players_to_pair()
    bye = bye_order(cards, to_pair)[0] if len(to_pair) % 2 else None
    oracle = Oracle(rules.legal, to_pair, rules.neighbours)
    oracle.restart(bye)
    SYSTEM._run(t, cards, rules, to_pair, bye, oracle, complete=True)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    system = "dubov1997"
    if "--system" in args:
        at = args.index("--system")
        system = args[at + 1]
        del args[at:at + 2]
    players = int(args[0]) if args else 1000
    rounds = int(args[1]) if len(args) > 1 else 9
    for k, seconds in enumerate(time_rounds(players, rounds, system=system), start=1):
        print(f"{system}, {players} players, round {k}: {seconds:.3f} s")
    if system != "dubov1997":
        return 0
    print(f"{players} players, round {rounds} with the look-ahead forced: "
          f"{time_lookahead(players, rounds):.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
