"""The checker and the generator against each other, at scale (issue #28; docs/checker.md).

    python tools/selfcheck.py --system dutch2026 --count 5000 [--seed 1] [--jobs N]
                              [--no-files] [--bench] [--show 5]

1. Generates ``--count`` random tournaments with the system (``arbiter-cli
   generate``'s engine; each with a random plan: 6-60 players, 3-11 rounds, byes of
   every kind, forfeits, unusual results, late entries, withdrawals, the Baku
   acceleration for the Dutch systems, a random tie-break list; every fourth written
   as TRF16, the others as TRF-2026), reads each file back and checks it with
   ``arbiter-cli check``'s engine: every round re-paired and the rank column.
2. Checks every ``.trf`` of tests/data and of ../shared/fixtures (beside the
   repository, when present) whose system is ``--system``: the 192/092 line's, else
   the folder's name.  Pairings and standings are counted apart: the reference
   engines' files are the pairing fixtures, and some generators' rank columns are no
   ranking at all.  ``--bench`` adds the large benchmark inputs (slow).

Prints ``N/M consistent`` for each part and the first ``--show`` differences; runs
on every core (``--jobs``).  Exit 0 when every generated tournament is consistent
and every checked file's pairings are.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arbiter_app.cli.commands.check import check_file, format_round, format_standings  # noqa: E402,E501
from arbiter_app.cli.commands.generate import tournament_text  # noqa: E402
from arbiter_app.engine.random_tournament import Amount, Plan, generate_set  # noqa: E402
from arbiter_app.engine.systems.base import PairingError  # noqa: E402
from arbiter_app.engine.systems.registry import SYSTEMS, get_system, system_of_trf_line  # noqa: E402,E501
from arbiter_app.trf import TrfError, read_trf, read_trf_file  # noqa: E402

TIEBREAK_LISTS = [(), ("BH/C1", "BH", "SB", "DE"), ("PS", "BH", "WIN"), ("SB", "DE", "ARO"),
                  ("BH/C2", "BH/C1", "AOB", "TPR"), ("DE", "WIN", "BPG", "KS")]
ROUND_ROBIN_LISTS = [(), ("DE", "SB", "WIN"), ("SB", "KS", "BPG"), ("DE", "WIN", "ARO")]


def random_plan(system: str, rng: random.Random) -> Plan:
    """A plan with every option the system takes, amounts drawn at random."""
    if system == "roundrobin":
        players = rng.randint(3, 16)
        cycle = players - 1 + players % 2
        rounds = rng.choice([cycle, cycle, 2 * cycle, rng.randint(1, cycle)])
    else:
        players = rng.randint(6, 60)
        rounds = rng.randint(3, max(3, min(11, players // 2 + 1)))

    def amount(top_percent: int, top_count: int) -> Amount | None:
        roll = rng.random()
        if roll < 0.3:
            return None
        first = last = None
        if rng.random() < 0.3:
            first = rng.randint(1, rounds)
            last = rng.randint(first, rounds)
        if roll < 0.65:
            return Amount(rng.randint(0, top_percent), True, first, last)
        return Amount(rng.randint(0, top_count), False, first, last)

    swiss = system != "roundrobin"
    return Plan(players, rounds, full_byes=amount(2, 2), half_byes=amount(6, 5),
                zero_byes=amount(4, 3), forfeits=amount(5, 4), unusual=amount(3, 3),
                late_entries=Amount(rng.randint(0, 3)) if swiss and rounds > 1 else None,
                withdrawals=Amount(rng.randint(0, 2)) if rng.random() < 0.7 else None,
                acceleration="baku" if system.startswith("dutch") and rng.random() < 0.3
                else "none",
                tiebreaks=rng.choice(TIEBREAK_LISTS if swiss else ROUND_ROBIN_LISTS))


def generated_job(job: tuple[str, int, int]) -> tuple[int, bool | None, list[str]]:
    """(index, consistent or None when the plan could not be paired, lines)."""
    system_name, seed, index = job
    rng = random.Random(f"selfcheck:{system_name}:{seed}:{index}")
    plan = random_plan(system_name, rng)
    system = get_system(system_name)
    try:
        made = next(generate_set(system, plan, rng.randrange(10 ** 9), 1))[1]
    except PairingError as exc:  # the plan (withdrawals, byes) left no legal pairing
        return index, None, [f"  not pairable in 20 attempts: {exc}", f"  plan: {plan}"]
    try:
        version = "trf16" if index % 4 == 0 else "trf2026"
        t = read_trf(tournament_text(made, plan, version), f"generated {index}")
        rounds, standings = check_file(t, system)
    except Exception as exc:  # a failure of either side is a finding, not a crash
        return index, False, [f"  {type(exc).__name__}: {exc}", f"  plan: {plan}"]
    lines = [line for r in rounds if not r.matches for line in format_round(r)]
    if not standings.consistent or standings.skipped:
        lines += format_standings(standings, quiet=True)
    if lines:
        lines.append(f"  plan: {plan}")
    return index, not lines, lines


def file_job(job: tuple[str, str]) -> tuple[str, str, bool | None, bool | None, list[str]]:
    """(path, system, pairings consistent, standings consistent or None when not checked,
    lines)."""
    path, system_name = job
    try:
        t = read_trf_file(Path(path))
        rounds, standings = check_file(t, get_system(system_name))
    except TrfError as exc:
        return path, system_name, None, None, [f"  not readable: {exc}"]
    except Exception as exc:  # noqa: BLE001 - reported, not raised
        return path, system_name, None, None, [f"  cannot check: {type(exc).__name__}: {exc}"]
    lines = [line for r in rounds if not r.matches for line in format_round(r)]
    pairings = all(r.matches for r in rounds)
    ranked = None if standings.skipped else standings.consistent
    if ranked is False:
        lines += format_standings(standings, quiet=True)
    return path, system_name, pairings, ranked, lines


def file_system(path: Path) -> str | None:
    """The system a file names (192/092), else its folder's name when that is a system."""
    try:
        head = path.read_bytes()[:4000].decode("latin-1")
    except OSError:
        return None
    for line in head.splitlines():
        if line.startswith("192 ") or line.startswith("092 "):
            from arbiter_app.trf.trf2026 import type_code_row
            row = type_code_row(line[4:].strip()) if line.startswith("192") else None
            named = row.system if row is not None else system_of_trf_line(line[4:])
            if named:
                return named
    folder = path.parent.name
    return folder if folder in SYSTEMS else None


def files_for(system: str, bench: bool) -> list[Path]:
    folders = [ROOT / "tests" / "data", ROOT.parent / "shared" / "fixtures"]
    found = []
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*.trf")):
            if not bench and "bench" in path.relative_to(folder).parts:
                continue
            if file_system(path) == system:
                found.append(path)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--system", required=True, choices=list(SYSTEMS))
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--show", type=int, default=5, help="differences shown")
    parser.add_argument("--no-files", action="store_true", help="generated tournaments only")
    parser.add_argument("--bench", action="store_true", help="also the benchmark inputs")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    shown = 0
    failed, unpairable = [], []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        jobs = [(args.system, args.seed, index) for index in range(1, args.count + 1)]
        for index, ok, lines in pool.map(generated_job, jobs, chunksize=4):
            if ok is None:
                unpairable.append(index)
            elif not ok:
                failed.append(index)
                if shown < args.show:
                    print(f"generated tournament {index}: INCONSISTENT")
                    print("\n".join(lines))
                    shown += 1
        elapsed = time.perf_counter() - start
        made = args.count - len(unpairable)
        print(f"{args.system}: generated {made - len(failed)}/{made} consistent "
              f"(seed {args.seed}; {elapsed:.0f} s on {args.jobs} process(es))"
              + (f"; {len(unpairable)} plan(s) not pairable, left out (tournaments "
                 f"{', '.join(map(str, unpairable[:10]))})" if unpairable else ""))
        files_ok = True
        if not args.no_files:
            paths = files_for(args.system, args.bench)
            counts = {"pairings": 0, "standings": 0, "ranked": 0, "unreadable": 0}
            shown = 0
            for path, _, pairings, ranked, lines in pool.map(
                    file_job, [(str(p), args.system) for p in paths]):
                if pairings is None:
                    counts["unreadable"] += 1
                else:
                    counts["pairings"] += pairings
                    files_ok &= pairings
                if ranked is not None:
                    counts["ranked"] += 1
                    counts["standings"] += ranked
                if lines and shown < args.show:
                    print(f"{Path(path).relative_to(ROOT.parent)}:")
                    print("\n".join(lines[:12]))
                    shown += 1
            readable = len(paths) - counts["unreadable"]
            print(f"{args.system}: files: pairings {counts['pairings']}/{readable} consistent, "
                  f"rank columns {counts['standings']}/{counts['ranked']} consistent"
                  + (f", {counts['unreadable']} not readable" if counts["unreadable"] else ""))
    return 0 if not failed and files_ok else 1


if __name__ == "__main__":
    sys.exit(main())
