"""The automatic backups: listed with what they hold, restored as a new file
after a crash, a damaged backup skipped for the next, nothing replaced unless
confirmed (issue #18, part 2); and the round dates the store keeps without
knowing the TRF format (part 3)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.engine.model import Colour, GameResult
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.services import (Backup, FileNotATournament, NewTournament, ServiceError,
                                  TournamentInUse, TournamentService, backups_of,
                                  is_tournament_file, newest_usable_backup, restore_backup,
                                  restored_name)
from arbiter_app.store import TournamentFile

ROOT = Path(__file__).resolve().parent.parent
RESULTS = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS]

#: pairs the next round (a backup first), records one result, says so, then waits to be killed
CRASHING_WORKER = """
import sys, time
from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService
service = TournamentService.open(sys.argv[1])
service.pair_next_round()
service.record_result(service.tournament().rounds_played, 1, GameResult.WHITE_WINS)
print("paired", flush=True)
time.sleep(60)
"""


def played(path: Path, rounds: int, players: int = 6) -> Path:
    """A dutch2016 tournament file with ``rounds`` rounds paired and finished
    (so ``2 * rounds`` backups: before round 1, after its last result, before round 2,
    ...)."""
    with TournamentService.create(path, NewTournament("Crash Open", 5, "dutch2016",
                                                      initial_colour=Colour.WHITE)) as service:
        for n in range(players):
            service.add_player(f"Player {n + 1:02d}", rating=2400 - 20 * n)
        for _ in range(rounds):
            pairing = service.pair_next_round()
            round_no = service.tournament().rounds_played
            for board in range(1, len(pairing.boards) + 1):
                service.record_result(round_no, board, RESULTS[board % len(RESULTS)])
    return path


def scribble(path: Path) -> None:
    """Damage a file as a dying disk does: garbage over its second page."""
    data = bytearray(path.read_bytes())
    assert len(data) >= 2 * 4096
    data[4096:4096 + 2048] = b"\xa5" * 2048
    path.write_bytes(bytes(data))


def crash_while_pairing(path: Path) -> None:
    """Another process pairs the next round, records a result and is killed."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    worker = subprocess.Popen([sys.executable, "-c", CRASHING_WORKER, str(path)], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = worker.stdout.readline()
        assert line.strip() == "paired", worker.stderr.read()
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=30)


def rounds_and_results(path: Path) -> tuple[int, int]:
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
    return t.rounds_played, sum(g.result is not GameResult.PENDING
                                for r in t.rounds for g in r.games)


# -- listing --------------------------------------------------------------------------
def test_the_backups_are_listed_newest_first_with_what_they_hold(tmp_path):
    path = played(tmp_path / "open.arbiter", 3)
    found = backups_of(path)
    assert [b.reason for b in found] == [
        "after the last result of round 3", "before round 3",
        "after the last result of round 2", "before round 2",
        "after the last result of round 1", "before round 1"]
    assert [b.before_round for b in found] == [None, 3, None, 2, None, 1]
    assert [(b.rounds, b.results, b.games, b.players) for b in found] == [
        (3, 9, 9, 6), (2, 6, 6, 6), (2, 6, 6, 6), (1, 3, 3, 6), (1, 3, 3, 6), (0, 0, 0, 6)]
    assert all(isinstance(b, Backup) and b.usable and b.name == "Crash Open" for b in found)
    assert all(a.taken_at >= b.taken_at for a, b in zip(found, found[1:]))
    assert found[1].contents == "2 rounds, 6 of 6 results, 6 players"
    assert found[5].contents == "0 rounds, no games, 6 players"
    assert found[1].describe().startswith(found[1].when + ", before round 3: 2 rounds")
    assert backups_of(tmp_path / "never-made.arbiter") == []


def test_a_tournament_file_is_recognised_through_the_services(tmp_path):
    path = played(tmp_path / "open.arbiter", 0)
    text = tmp_path / "notes.txt"
    text.write_text("not a tournament\n")
    assert is_tournament_file(path)
    assert not is_tournament_file(text)
    assert not is_tournament_file(tmp_path / "missing.arbiter")


# -- restoring ------------------------------------------------------------------------
def test_restore_after_a_crash_in_the_middle_of_a_round(tmp_path):
    path = played(tmp_path / "open.arbiter", 2)
    crash_while_pairing(path)  # round 3 paired (backup before it), one result, then killed
    assert rounds_and_results(path) == (3, 7)
    scribble(path)  # ... and the laptop's disk damaged the file
    damaged_bytes = path.read_bytes()
    with pytest.raises(FileNotATournament, match="damaged") as caught:
        TournamentService.open(path)
    assert caught.value.path == path  # the GUI offers the backups of this file

    newest = newest_usable_backup(path)
    assert newest.reason == "before round 3" and (newest.rounds, newest.results) == (2, 6)
    target = restored_name(path)
    assert target == tmp_path / "open-restored.arbiter"
    assert restore_backup(newest, target) == target
    assert rounds_and_results(target) == (2, 6)
    with TournamentService.open(target) as service:
        assert not service.read_only
        last = service.audit_log()[-1]
        assert last.action == "restore" and newest.path.name in last.details
        assert "before round 3" in last.details
        service.pair_next_round()  # the arbiter goes on from the restored file
        assert service.tournament().rounds_played == 3
    assert path.read_bytes() == damaged_bytes  # the damaged file is left as it was
    assert restored_name(path) == tmp_path / "open-restored-2.arbiter"


def test_a_damaged_newest_backup_falls_back_to_the_next(tmp_path):
    path = played(tmp_path / "open.arbiter", 3)
    newest, second = backups_of(path)[:2]
    scribble(newest.path)
    found = backups_of(path)
    assert found[0].path == newest.path and not found[0].usable
    assert str(newest.path) in found[0].problem and "damaged" in found[0].problem
    assert found[0].contents == "cannot be restored"
    assert newest_usable_backup(path).path == second.path
    target = tmp_path / "restored.arbiter"
    with pytest.raises(ServiceError, match="damaged") as caught:
        restore_backup(found[0], target)
    assert "\n" not in str(caught.value) and str(newest.path) in str(caught.value)
    assert not target.exists()
    restore_backup(newest_usable_backup(path), target)  # before round 3
    assert rounds_and_results(target) == (2, 6)


def test_no_backup_opens(tmp_path):
    path = played(tmp_path / "open.arbiter", 1)
    for backup in backups_of(path):
        scribble(backup.path)
    assert newest_usable_backup(path) is None
    assert newest_usable_backup(tmp_path / "other.arbiter") is None


def test_an_existing_file_is_replaced_only_when_confirmed(tmp_path):
    path = played(tmp_path / "open.arbiter", 2)
    (backup,) = [b for b in backups_of(path) if b.before_round == 2]
    before = path.read_bytes()
    with pytest.raises(ServiceError, match="already exists") as caught:
        restore_backup(backup, path)
    assert str(path) in str(caught.value) and "\n" not in str(caught.value)
    assert path.read_bytes() == before
    assert rounds_and_results(path) == (2, 6)
    restore_backup(backup, path, replace=True)
    assert rounds_and_results(path) == (1, 3)


def test_a_replaced_file_never_gets_its_old_journal(tmp_path):
    """A file left by a crash has a -wal beside it: it belongs to the old
    content and must not be applied to the restored one."""
    path = played(tmp_path / "open.arbiter", 2)
    crash_while_pairing(path)
    (tmp_path / "open.arbiter-wal").write_bytes(b"\x37\x7f\x06\x82" + b"\x00" * 4092)
    restore_backup(newest_usable_backup(path), path, replace=True)
    assert not (tmp_path / "open.arbiter-wal").exists()
    assert sorted(os.listdir(tmp_path)) == ["open.arbiter"]
    assert rounds_and_results(path) == (2, 6)


def test_a_file_open_elsewhere_is_never_replaced(tmp_path):
    path = played(tmp_path / "open.arbiter", 2)
    backup = newest_usable_backup(path)
    with TournamentFile.open(path):  # holds the writer lock, as another window would
        with pytest.raises(TournamentInUse, match="in use"):
            restore_backup(backup, path, replace=True)
    assert rounds_and_results(path) == (2, 6)


def test_bad_targets_change_nothing(tmp_path):
    path = played(tmp_path / "open.arbiter", 1)
    backup = newest_usable_backup(path)
    for target, message in [(tmp_path / "no-folder" / "x.arbiter", "does not exist"),
                            (tmp_path, "is not a file"),
                            (backup.path, "the backup itself")]:
        with pytest.raises(ServiceError, match=message) as caught:
            restore_backup(backup, target, replace=True)
        assert "\n" not in str(caught.value)
    with pytest.raises(ServiceError, match="no such file"):
        restore_backup(tmp_path / "nothing.arbiter", tmp_path / "x.arbiter")
    assert backup.usable and backups_of(path)[0].usable
    assert sorted(os.listdir(tmp_path)) == ["open.arbiter"]


def test_a_backup_of_an_older_file_format_is_restored_and_migrated(tmp_path):
    """Opening a file of an older format makes a backup before migrating it."""
    import shutil
    old = tmp_path / "old.arbiter"
    shutil.copy(Path(__file__).parent / "data" / "store" / "v1-sample.arbiter", old)
    TournamentFile.open(old).close()
    (backup,) = backups_of(old)
    assert backup.reason.startswith("before the update to file format") and backup.usable
    target = restore_backup(backup, tmp_path / "again.arbiter")
    with TournamentService.open(target) as service:
        actions = [entry.action for entry in service.audit_log()]
    assert actions[-2:] == ["restore", "file format upgraded"]


# -- part 3: the store keeps round dates without the TRF helpers ------------------------
def test_a_date_set_before_a_manual_pairing_goes_with_the_round(tmp_path):
    path = played(tmp_path / "open.arbiter", 0, players=4)
    with TournamentService.open(path) as service:
        service.set_round_date(1, "2024-05-01")
        service.set_round_date(2, "2024-05-02")
        service.set_pairing(Pairing([Board(1, 3), Board(2, 4)]), accept_violations=True,
                            confirm=True)
        t = service.tournament()
        assert t.rounds[0].date == "2024/05/01"
        assert t.options.get("trf.round_dates") == "2=2024/05/02"
        service.unpair_last_round()
        assert service.tournament().options.get("trf.round_dates") == (
            "1=2024/05/01,2=2024/05/02")
