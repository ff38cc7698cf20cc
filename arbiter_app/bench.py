"""Benchmark of the Dutch engine on large tournaments.

``python -m arbiter_app.bench [DIR]`` pairs every ``*.trf`` file in DIR
(default: the shared bench fixtures, ``../shared/fixtures/bench`` next to the
repository) with both editions of the Dutch system, ``dutch2016`` and
``dutch2026``, side by side, and prints, per file and edition, the wall time
of the pairing (reading the file excluded), the end-to-end time of the
command a user runs (``arbiter-cli pair FILE --system S`` as a child process:
start-up, reading, pairing, output), the peak memory of the process that
paired it, and whether the result equals the ``.expected`` file next to it
(the endorsed engines' pairing by the 2016 rules, in their output format; the
2026 pairing is compared with nothing).  Each input is paired
``--repeat`` times (default 3) and the median time is shown.

Then it pairs two built tournaments whose 200-player score bracket has no
perfect candidate (B.4), so that B.8 has to find the best one:

* ``no-perfect-c3``: 101 of the bracket's players had black twice and 99
  white twice; C3 forbids two of the same kind to meet, so at most 99 pairs
  and two players float (the next scoregroup goes into the graph, C7);
* ``no-perfect-colours``: 130 of the bracket's players want black and 70
  white (strong preferences), so at least 30 pairs deny one (C10, C11).

Each is paired in a fresh child process so that the peak memory
(``resource.getrusage``, maximum resident set size) belongs to that input only.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter_app.engine.model import Tournament

DEFAULT_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "bench"


def _normalise(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.strip().splitlines()]


def won_every_round(rounds: int, has_black) -> Tournament:
    """Players 1-200 won each of ``rounds`` rounds, 201-400 lost each (top
    player k+1 meets 201 + (k + r) % 200 in round r+1); ``has_black(k, r)``:
    top player k+1 had black in round r+1.  Round ``rounds + 1`` is next."""
    from arbiter_app.engine.model import Colour, Game, GameResult, Player, Round, Tournament

    players = {n: Player(n, f"Top {n:03d}", rating=2600 - n) for n in range(1, 201)}
    players.update({n: Player(n, f"Other {n:03d}", rating=2000 - n) for n in range(201, 401)})
    t = Tournament(players=players, total_rounds=9, initial_colour=Colour.WHITE)
    for r in range(rounds):
        played = Round()
        for k in range(200):
            top, other = k + 1, 201 + (k + r) % 200
            played.games.append(Game(other, top, GameResult.BLACK_WINS) if has_black(k, r)
                                else Game(top, other, GameResult.WHITE_WINS))
        t.rounds.append(played)
    return t


#: built inputs: a 200-player bracket with no perfect candidate (module docstring)
SYNTHETIC = {
    "no-perfect-c3": lambda: won_every_round(2, lambda k, r: k < 101),
    "no-perfect-colours": lambda: won_every_round(1, lambda k, r: k >= 130),
}


#: the editions timed side by side; the ``.expected`` files are of the first
SYSTEMS = ("dutch2016", "dutch2026")


def measure_one(name: str, repeat: int = 1, system_name: str = "dutch2016") -> dict:
    """Pair one file (or built tournament) in this process and report the figures."""
    from arbiter_app.engine.systems.registry import get_system
    from arbiter_app.trf import read_trf_file

    path = Path(name)
    tournament = SYNTHETIC[name]() if name in SYNTHETIC else read_trf_file(path)
    system = get_system(system_name)
    times = []
    for _ in range(max(1, repeat)):
        start = time.perf_counter()
        pairing = system.pair(tournament)
        times.append(time.perf_counter() - start)
    seconds = statistics.median(times)
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    expected_path = path.with_suffix(".expected")
    if name in SYNTHETIC:
        verdict = f"{len(pairing.boards)} boards"
    elif system_name != SYSTEMS[0]:
        verdict = f"{len(pairing.boards)} boards"
    elif expected_path.exists():
        same = _normalise(pairing.to_text()) == _normalise(
            expected_path.read_text(encoding="utf-8"))
        verdict = "identical" if same else "DIFFERENT"
    else:
        verdict = "no .expected file"
    return {"file": path.name, "seconds": seconds, "peak_mb": peak_kb / 1024,
            "verdict": verdict, "boards": len(pairing.boards)}


def _measure_child(name: str, repeat: int, system_name: str) -> dict:
    """:func:`measure_one` in a fresh child process (its own peak memory)."""
    child = subprocess.run([sys.executable, "-m", "arbiter_app.bench", "--one", name,
                            "--repeat", str(repeat), "--system", system_name],
                           capture_output=True, text=True)
    try:
        return json.loads(child.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"file": Path(name).name,
                "error": (child.stderr.strip().splitlines() or ["crashed"])[-1]}


def command_seconds(name: str, repeat: int, system_name: str) -> float | None:
    """Median wall time of ``arbiter-cli pair FILE --system S`` run as a
    child process (the whole command, as a user meets it); None when it
    fails.  The ``arbiter-cli`` next to this interpreter, else ``python -m
    arbiter_app.cli``."""
    script = Path(sys.executable).with_name("arbiter-cli")
    found = str(script) if script.exists() else shutil.which("arbiter-cli")
    command = [found] if found else [sys.executable, "-m", "arbiter_app.cli"]
    times = []
    for _ in range(max(1, repeat)):
        start = time.perf_counter()
        done = subprocess.run(command + ["pair", name, "--system", system_name],
                              capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if done.returncode != 0:
            return None
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arbiter_app.bench",
                                     description="Time the dutch2016 and dutch2026 engines on large TRF files.")
    parser.add_argument("directory", nargs="?", default=str(DEFAULT_DIR),
                        help=f"folder of .trf files (default: {DEFAULT_DIR})")
    parser.add_argument("--repeat", type=int, default=3,
                        help="pairings per input; the median time is shown (default 3: "
                             "a shared machine's noise)")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--system", default=SYSTEMS[0], help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        try:
            print(json.dumps(measure_one(args.one, args.repeat, args.system)))
        except Exception as exc:  # reported by the parent, one line
            print(json.dumps({"file": Path(args.one).name,
                              "error": f"{type(exc).__name__}: {exc}"}))
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
    print(f"{'':24} " + " ".join(f"{name:^43}" for name in SYSTEMS))
    print(f"{'file':24} " + " ".join(f"{'seconds':>8} {'command':>8} {'peak MB':>8}  {'result':16}"
                                      for _ in SYSTEMS))
    failures = 0
    for name in [str(path) for path in files] + list(SYNTHETIC):
        cells = []
        for system_name in SYSTEMS:
            row = _measure_child(name, args.repeat, system_name)
            if "error" in row:
                failures += 1
                cells.append(f"{'-':>8} {'-':>8} {'-':>8}  ERROR {row['error']}")
                continue
            if row["verdict"] == "DIFFERENT":
                failures += 1
            whole = None if name in SYNTHETIC else command_seconds(name, args.repeat, system_name)
            shown = "-" if whole is None else f"{whole:.2f}"
            cells.append(f"{row['seconds']:8.2f} {shown:>8} {row['peak_mb']:8.0f}  "
                         f"{row['verdict']:16}")
        print(f"{Path(name).name:24} " + " ".join(cells), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
