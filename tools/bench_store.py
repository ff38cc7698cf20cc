"""Benchmark: how long a big tournament file takes to open.

    python tools/bench_store.py [FILE.trf] [--repeat N]

Imports FILE.trf (plus the pairing in FILE.expected as one more round, when
there is one) (default: the 2000-player, 11-round benchmark input of
../shared/fixtures/bench, or tests/data/trf/bench-n400-round1.trf when that
is not there) into a temporary .arbiter file, then times, in a fresh
process-like state each time, ``TournamentService.open(path)`` followed by
``tournament()`` (the GUI's "open a tournament"), and ``tournament()`` alone
on an open file.  The target is <= 0.5 s for 2000 players and 11 rounds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "bench" / "n2000-round11.trf"
FALLBACK = ROOT / "tests" / "data" / "trf" / "bench-n400-round1.trf"


def bench_open(trf: Path, repeat: int = 10) -> dict[str, float]:
    """Seconds (median and worst) to open the imported ``trf`` and load it."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["ARBITER_HOME"] = home
        from arbiter_app.services import TournamentService

        path = Path(home) / "bench.arbiter"
        started = time.perf_counter()
        TournamentService.import_trf(trf, path, "dutch2016", confirm=True).close()
        imported = time.perf_counter() - started
        expected = trf.with_suffix(".expected")
        if expected.exists():  # add the endorsed engines' next round: 11 rounds in all
            from arbiter_app.services import parse_pairing_text
            from arbiter_app.store import TournamentFile

            pairing = parse_pairing_text(expected.read_text(), expected.name)
            with TournamentFile.open(path) as file, file.write() as writer:
                writer.add_round(writer.rounds_paired() + 1, pairing)
        opens, loads = [], []
        for _ in range(repeat):
            started = time.perf_counter()
            service = TournamentService.open(path)
            t = service.tournament()
            opens.append(time.perf_counter() - started)
            started = time.perf_counter()
            service.tournament()
            loads.append(time.perf_counter() - started)
            service.close()
        games = sum(len(r.games) for r in t.rounds)
    return {"players": len(t.players), "rounds": t.rounds_played, "games": games,
            "import": imported, "open median": statistics.median(opens),
            "open worst": max(opens), "tournament() median": statistics.median(loads)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trf", nargs="?", type=Path,
                        default=DEFAULT if DEFAULT.exists() else FALLBACK)
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    started = time.perf_counter()
    import arbiter_app.services  # noqa: F401  (import time reported apart)
    import_time = time.perf_counter() - started
    result = bench_open(args.trf, args.repeat)
    print(f"{args.trf.name}: {result['players']} players, {result['rounds']} rounds, "
          f"{result['games']} games")
    print(f"  python imports of the services/store:  {import_time:.3f} s (once per process)")
    print(f"  import TRF into a new .arbiter:        {result['import']:.3f} s")
    print(f"  open + tournament(): median {result['open median']:.3f} s, "
          f"worst {result['open worst']:.3f} s")
    print(f"  tournament() on an open file: median {result['tournament() median']:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
