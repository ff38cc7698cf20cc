"""One writer per tournament: a second process gets the file read-only, and
a lock left by a killed process is not stale (the OS released it)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import ServiceError, TournamentInUse, TournamentService
from arbiter_app.store import TournamentFile, lock_path
from tests.builders import tournament

ROOT = Path(__file__).resolve().parent.parent

HOLDER = """
import sys
from arbiter_app.services import TournamentService
service = TournamentService.open(sys.argv[1])
print("writable" if not service.read_only else "read-only", flush=True)
sys.stdin.readline()
service.close()
print("closed", flush=True)
"""


def _start_holder(path: Path) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert process.stdout.readline().strip() == "writable"
    return process


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "t.arbiter"
    t = tournament(4, ["1-2 *, 3-4 *"], total_rounds=5)
    t.system = "dutch2016"
    TournamentFile.create(path, t).close()
    return path


def test_second_process_gets_read_only_and_nothing_is_written(path):
    holder = _start_holder(path)
    try:
        service = TournamentService.open(path)
        assert service.read_only
        assert f"process {holder.pid}" in service.in_use_by
        assert len(service.tournament().rounds) == 1  # reading works
        with pytest.raises(TournamentInUse, match="in use by process"):
            service.record_result(1, 1, GameResult.WHITE_WINS)
        with pytest.raises(TournamentInUse):
            service.add_player("Someone, New", 2000)
        service.close()
    finally:
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "closed"
        holder.wait(10)
    with TournamentService.open(path) as service:
        assert not service.read_only
        t = service.tournament()
        assert t.rounds[0].games[0].result is GameResult.PENDING
        assert len(t.players) == 4


def test_lock_of_a_killed_process_is_taken_over(path):
    holder = _start_holder(path)
    holder.send_signal(signal.SIGKILL)
    holder.wait(10)
    assert lock_path(path).exists()  # left behind, holding the dead pid
    with TournamentService.open(path) as service:
        assert not service.read_only
        service.record_result(1, 1, GameResult.DRAW)
    assert not lock_path(path).exists()  # a clean close removes it


def test_same_process_second_open_is_read_only_too(path):
    with TournamentService.open(path) as first:
        with TournamentService.open(path) as second:
            assert not first.read_only and second.read_only
        first.record_result(1, 2, GameResult.BLACK_WINS)


def test_read_only_on_request(path):
    with TournamentService.open(path, read_only=True) as service:
        assert service.read_only and not service.in_use_by
        with pytest.raises(ServiceError, match="read-only"):
            service.record_result(1, 1, GameResult.WHITE_WINS)
    # and a reader does not keep a writer out
    with TournamentService.open(path, read_only=True):
        with TournamentService.open(path) as writer:
            assert not writer.read_only
