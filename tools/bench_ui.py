"""Responsiveness of the desktop application with a large tournament.

    python tools/bench_ui.py [--players 2000] [--rounds 5] [--system dutch2016]

Generates a tournament (``--rounds`` rounds played, paired at random: only
their size matters here), imports it, then in the offscreen window measures the longest stall
of the GUI event loop (the largest gap between the ticks of a 5 ms timer)
while: the file opens and every tab fills; the players table scrolls from top
to bottom; the next round is paired on the worker thread and shown; results
are typed.  Prints each stall in milliseconds and exits 1 when one exceeds the
budget (``--budget``, 100 ms).  While the worker pairs, the visible players
table is repainted on every tick, so painting under the worker's load counts
in the stall.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


class StallMeter:
    """The longest gap between ticks of a fast timer, i.e. how long the event
    loop could not run."""

    def __init__(self, app, interval_ms: int = 5, repaint=None) -> None:
        self.repaint = repaint  # a table view whose viewport is repainted on every tick
        from PySide6.QtCore import QTimer
        self.app = app
        self.timer = QTimer()
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self._tick)
        self.last = 0.0
        self.longest = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now
        if self.repaint is not None:
            self.repaint.viewport().update()

    def measure(self, start, done, timeout: float = 3600.0) -> float:
        """Run ``start()``, spin the event loop until ``done()``; the longest stall in ms."""
        self.longest = 0.0
        self.last = time.perf_counter()
        self.timer.start()
        start()
        end = time.monotonic() + timeout
        while not done():
            if time.monotonic() > end:
                raise TimeoutError("the operation did not finish")
            self.app.processEvents()
            time.sleep(0.001)
        self.app.processEvents()
        self._tick()
        self.timer.stop()
        return self.longest * 1000


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--system", default="dutch2016")
    parser.add_argument("--budget", type=float, default=100.0, help="allowed stall in ms")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = Path(tempfile.mkdtemp(prefix="arbiter-bench-"))
    os.environ["ARBITER_HOME"] = str(tmp / "home")

    from PySide6.QtWidgets import QApplication

    from arbiter_app.engine.model import GameResult
    from arbiter_app.ui.main_window import MainWindow
    from arbiter_app.ui.models.rows import RESULT_COLUMN
    from arbiter_app.ui.sample import make_sample

    started = time.perf_counter()
    path = tmp / "big.arbiter"
    make_sample(path, players=args.players, rounds=args.rounds, total_rounds=args.rounds + 2,
                system=args.system, name=f"Benchmark {args.players}", quick=True).close()
    print(f"sample: {args.players} players, {args.rounds} rounds ({args.system}) in "
          f"{time.perf_counter() - started:.1f} s")

    app = QApplication.instance() or QApplication(["arbiter-bench"])
    window = MainWindow()
    messages = []
    window.show_error = window.inform = lambda text: (messages.append(text),
                                                      print("message:", text))
    window.resize(1280, 800)
    window.show()
    meter = StallMeter(app)
    from arbiter_app.ui.app import tune_interpreter
    tune_interpreter()
    # as an arbiter would, take a second before opening the file (the window
    # starts its pairing process meanwhile)
    end = time.monotonic() + 1.0
    while time.monotonic() < end or window.tasks.busy:
        app.processEvents()
        time.sleep(0.01)
    results = {}

    t0 = time.perf_counter()
    results["open and fill every tab"] = meter.measure(
        lambda: window.open_path(str(path)),
        lambda: window.snapshot is not None and not window.tasks.busy)
    print(f"opened in {time.perf_counter() - t0:.2f} s")

    table = window.players_view.table
    window.tabs.setCurrentWidget(window.players_view)
    bar = table.verticalScrollBar()

    # scrolling runs on the GUI thread by nature: the stall is the slowest page
    page_times = []
    for value in range(0, bar.maximum() + 1, max(1, bar.pageStep())):
        t = time.perf_counter()
        bar.setValue(value)
        table.viewport().repaint()
        app.processEvents()
        page_times.append(time.perf_counter() - t)
    results["scroll the players table, slowest page"] = max(page_times) * 1000

    round_no = window.snapshot.tournament.next_round
    meter.repaint = table  # the players table keeps repainting while the worker pairs
    t0 = time.perf_counter()
    results[f"pair round {round_no} and show it"] = meter.measure(
        window.pair_next_round,
        lambda: not window.tasks.busy and (window.snapshot.tournament.rounds_played == round_no
                                           or bool(messages)))
    if messages:
        print("pairing failed:", messages[-1])
        return 2
    print(f"paired round {round_no} in {time.perf_counter() - t0:.2f} s (worker thread)")

    meter.repaint = None
    view = window.round_view(round_no)
    window.tabs.setCurrentWidget(view)

    def type_results():
        for board in range(1, 21):
            window.enter_result(round_no, board, GameResult.DRAW)
    results["type 20 results"] = meter.measure(type_results, lambda: not window.tasks.busy)
    assert view.model.index(0, RESULT_COLUMN).data()

    worst = 0.0
    for label, ms in results.items():
        print(f"{label:45s} longest stall {ms:7.1f} ms")
        worst = max(worst, ms)
    window.close()
    ok = worst <= args.budget
    print(("OK" if ok else "TOO SLOW") + f": worst stall {worst:.1f} ms, budget {args.budget:.0f} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
