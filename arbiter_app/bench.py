"""Benchmark of the Dutch engine on large tournaments.

``python -m arbiter_app.bench [DIR]`` pairs every ``*.trf`` file in DIR
(default: the shared bench fixtures, ``../shared/fixtures/bench`` next to the
repository) with the ``dutch2016`` system and prints, per file, the wall time
of the pairing (reading the file excluded), the peak memory of the process
that did it, and whether the result equals the ``.expected`` file next to it
(the endorsed engines' pairing, in their output format).

Each file is paired in a fresh child process so that the peak memory
(``resource.getrusage``, maximum resident set size) belongs to that file only.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "bench"


def _normalise(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.strip().splitlines()]


def measure_one(path: Path) -> dict:
    """Pair one file in this process and report the figures."""
    from arbiter_app.engine.systems.registry import get_system
    from arbiter_app.trf import read_trf_file

    tournament = read_trf_file(path)
    system = get_system("dutch2016")
    start = time.perf_counter()
    pairing = system.pair(tournament)
    seconds = time.perf_counter() - start
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    expected_path = path.with_suffix(".expected")
    if expected_path.exists():
        same = _normalise(pairing.to_text()) == _normalise(
            expected_path.read_text(encoding="utf-8"))
        verdict = "identical" if same else "DIFFERENT"
    else:
        verdict = "no .expected file"
    return {"file": path.name, "seconds": seconds, "peak_mb": peak_kb / 1024,
            "verdict": verdict, "boards": len(pairing.boards)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arbiter_app.bench",
                                     description="Time the dutch2016 engine on large TRF files.")
    parser.add_argument("directory", nargs="?", default=str(DEFAULT_DIR),
                        help=f"folder of .trf files (default: {DEFAULT_DIR})")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        try:
            print(json.dumps(measure_one(Path(args.one))))
        except Exception as exc:  # reported by the parent, one line
            print(json.dumps({"file": Path(args.one).name, "error": f"{type(exc).__name__}: {exc}"}))
        return 0
    folder = Path(args.directory)
    if not folder.is_dir():
        print(f"bench: no such folder: {folder} (give the folder of the bench .trf files)",
              file=sys.stderr)
        return 2
    files = sorted(folder.glob("*.trf"))
    if not files:
        print(f"bench: no .trf files in {folder}", file=sys.stderr)
        return 2
    print(f"{'file':24} {'seconds':>8} {'peak MB':>8}  result")
    failures = 0
    for path in files:
        child = subprocess.run([sys.executable, "-m", "arbiter_app.bench", "--one", str(path)],
                               capture_output=True, text=True)
        try:
            row = json.loads(child.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            row = {"file": path.name, "error": (child.stderr.strip().splitlines() or ["crashed"])[-1]}
        if "error" in row:
            failures += 1
            print(f"{row['file']:24} {'-':>8} {'-':>8}  ERROR {row['error']}")
            continue
        if row["verdict"] == "DIFFERENT":
            failures += 1
        print(f"{row['file']:24} {row['seconds']:8.2f} {row['peak_mb']:8.0f}  {row['verdict']}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
