"""Nothing is ever lost: a process recording results is SIGKILLed at random
moments; each time the file opens, passes PRAGMA integrity_check and holds
every result whose command had returned."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament

ROOT = Path(__file__).resolve().parent.parent
BOARDS = 60
RESULTS = ["1-0", "0-1", "1/2", "+-", "-+", "--"]

WORKER = """
import sys
from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService
BOARDS, RESULTS = int(sys.argv[3]), sys.argv[4].split(",")
service = TournamentService.open(sys.argv[1])
assert not service.read_only
print("ready", flush=True)
i = int(sys.argv[2])
while True:
    service.record_result(1, i % BOARDS + 1, GameResult(RESULTS[i * 7 % len(RESULTS)]))
    print(i, flush=True)
    i += 1
"""


def plan(i: int) -> tuple[int, str]:
    """Command i of the worker: (board, result)."""
    return i % BOARDS + 1, RESULTS[i * 7 % len(RESULTS)]


def test_results_survive_sigkill(tmp_path):
    path = tmp_path / "t.arbiter"
    pairs = ", ".join(f"{2 * b - 1}-{2 * b} *" for b in range(1, BOARDS + 1))
    t = tournament(2 * BOARDS, [pairs], total_rounds=9)
    t.system = "dutch2016"
    TournamentFile.create(path, t).close()
    expected = {b: "*" for b in range(1, BOARDS + 1)}
    rng = random.Random(20240501)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start, kills, recorded = 0, 0, 0
    while kills < 50:
        worker = subprocess.Popen(
            [sys.executable, "-c", WORKER, str(path), str(start), str(BOARDS), ",".join(RESULTS)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        lines: list[str] = []
        ready = threading.Event()

        def read(stream=worker.stdout):
            for line in stream:
                lines.append(line.strip())
                ready.set()
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        if rng.random() < 0.15:
            time.sleep(rng.uniform(0.0, 0.4))  # sometimes while it is still opening
        else:
            assert ready.wait(30), worker.stderr.read()
            time.sleep(rng.uniform(0.0, 0.12))
        worker.send_signal(signal.SIGKILL)
        worker.wait(10)
        reader.join(10)
        kills += 1
        done = [int(x) for x in lines if x != "ready"]
        assert done == list(range(start, start + len(done)))
        for i in done:
            board, result = plan(i)
            expected[board] = result
        recorded += len(done)
        last = start + len(done)  # may or may not have committed before the kill

        con = sqlite3.connect(str(path))
        assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        con.close()
        with TournamentService.open(path) as service:
            assert not service.read_only
            games = service.tournament().rounds[0].games
        found = {b: g.result.value for b, g in enumerate(games, start=1)}
        board, result = plan(last)
        assert found[board] in (expected[board], result)
        expected[board] = found[board]
        assert found == expected, f"after kill {kills}: lost results"
        start = last + 1
    assert kills >= 50
    assert recorded > 50  # the kills did land while results were being recorded
