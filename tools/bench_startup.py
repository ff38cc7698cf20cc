"""How long the application takes to show its main window (issue 8: at most 2 s).

    python tools/bench_startup.py [--runs 5] [--budget 2.0] [COMMAND ...]

COMMAND defaults to the Linux bundle (dist/arbiter/arbiter) when it has been
built, else `python -m arbiter_app`.  Each run starts the program with
ARBITER_EXIT_WHEN_SHOWN=1 (the application quits as soon as its main window
has been shown and the event loop has run once) on Qt's offscreen platform,
and times the whole process from start to exit.  Prints every run, the median
and the worst; exits 1 when the median is over the budget.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def default_command() -> list[str]:
    bundle = ROOT / "dist" / "arbiter" / "arbiter"
    if bundle.exists():
        return [str(bundle)]
    return [sys.executable, "-m", "arbiter_app"]


def one_run(command: list[str]) -> float:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ARBITER_EXIT_WHEN_SHOWN="1", QT_QPA_PLATFORM="offscreen",
                   ARBITER_HOME=home)
        start = time.perf_counter()
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
        elapsed = time.perf_counter() - start
    if done.returncode != 0 or "main window shown" not in done.stdout:
        raise SystemExit(f"{' '.join(command)} did not show its window "
                         f"(exit {done.returncode}):\n{done.stdout}{done.stderr}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--budget", type=float, default=2.0, help="seconds (median)")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    command = args.command or default_command()
    one_run(command)  # warm the disk cache: an arbiter starts the program more than once
    times = [one_run(command) for _ in range(args.runs)]
    for index, seconds in enumerate(times, start=1):
        print(f"run {index}: {seconds:.2f} s")
    median = statistics.median(times)
    print(f"start to main window: median {median:.2f} s, worst {max(times):.2f} s "
          f"(budget {args.budget:.1f} s) — {' '.join(command)}")
    return 0 if median <= args.budget else 1


if __name__ == "__main__":
    sys.exit(main())
