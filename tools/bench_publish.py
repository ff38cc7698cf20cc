"""Publishing speed (issue #26): the web site of a 250-player, 9-round event
written into an empty folder, then published again unchanged (nothing
rewritten), then with the JSON and CSV files too.  The goal: under 2 s.

    python tools/bench_publish.py [--players 250] [--rounds 9]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arbiter_app.services import TournamentService  # noqa: E402
from arbiter_app.services.publish import publish  # noqa: E402
from arbiter_app.ui.sample import make_sample  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=250)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.arbiter"
        make_sample(path, players=args.players, rounds=args.rounds,
                    total_rounds=args.rounds, quick=True).close()
        site = Path(tmp) / "site"
        timings = []
        for label, formats in (("first publish (html)", ("html",)),
                               ("again, unchanged (html)", ("html",)),
                               ("html, json and csv", ("html", "json", "csv"))):
            start = time.perf_counter()
            # reading the file is part of publishing, as in arbiter-cli publish
            with TournamentService.open(path, read_only=True) as service:
                report = publish(service.tournament(), list(service.settings().tiebreaks),
                                 site, formats)
            seconds = time.perf_counter() - start
            timings.append(seconds)
            print(f"{label:26s} {seconds:6.3f} s  {report.summary()}")
    print(f"{args.players} players, {args.rounds} rounds: "
          f"{'within' if max(timings) < 2 else 'OVER'} the 2 s goal")
    return 0 if max(timings) < 2 else 1


if __name__ == "__main__":
    raise SystemExit(main())
