"""Check every TRF file of a folder with one pairing system.

    python tools/conformance.py DIR [--system dutch2016] [--jobs 2] [-v]

Re-pairs every round of every tournament from the rounds before it (the
checker of ``arbiter-cli check``) and prints the tournaments that differ,
then ``N/M tournaments identical``.  Exit 0 when all are identical.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arbiter_app.cli.commands.check import format_round  # noqa: E402
from arbiter_app.engine.checker import check  # noqa: E402
from arbiter_app.engine.systems.registry import get_system  # noqa: E402
from arbiter_app.trf import TrfError, read_trf_file  # noqa: E402


def check_file(job: tuple[str, str]) -> tuple[str, bool, list[str]]:
    path, system_name = job
    try:
        tournament = read_trf_file(Path(path))
    except TrfError as exc:
        return path, False, [f"  unreadable: {exc}"]
    results = check(tournament, get_system(system_name))
    lines = [line for r in results if not r.matches for line in format_round(r)]
    return path, not lines, lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--system", default="dutch2016")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("-v", "--verbose", action="store_true", help="show the differing rounds")
    args = parser.parse_args(argv)
    files = sorted(str(p) for p in args.folder.glob("*.trf"))
    if not files:
        print(f"no .trf files in {args.folder}", file=sys.stderr)
        return 2
    get_system(args.system)  # fail early on an unknown system
    start = time.perf_counter()
    identical = 0
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for path, ok, lines in pool.map(check_file, [(f, args.system) for f in files]):
            identical += ok
            if not ok:
                print(f"{Path(path).name}: differs")
                if args.verbose:
                    print("\n".join(lines))
    print(f"{identical}/{len(files)} tournaments identical "
          f"({time.perf_counter() - start:.1f} s, {args.system})")
    return 0 if identical == len(files) else 1


if __name__ == "__main__":
    sys.exit(main())
