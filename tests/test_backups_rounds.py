"""Issue #34 point 6: every finished round is in a backup; backups are found by the
tournament's own id; a backup that cannot be written is never silent and leaves
nothing behind.

The expected results are the ones each test enters itself; a backup's content is
read straight from its SQLite file."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from arbiter_app.engine.model import Colour, GameResult
from arbiter_app.services import (NeedsConfirmation, NewTournament, TournamentService,
                                  backups_of, newest_usable_backup, restore_backup)
from arbiter_app.services.backups import BACKUP_FAILED
from arbiter_app.store import SCHEMA_VERSION, TournamentFile
from arbiter_app.store import backup as store_backup
from arbiter_app.store.migrations import STEPS
from tests.builders import cli_run as run
from tests.test_backups import played, rounds_and_results, scribble

DATA = Path(__file__).resolve().parent / "data" / "store"
T0 = datetime(2031, 3, 1, 9, 0, tzinfo=timezone.utc)
RESULTS = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS]


def home() -> Path:
    return Path(os.environ["ARBITER_HOME"])


def leftovers() -> list[Path]:
    """Half-written files anywhere under ARBITER_HOME."""
    return [p for p in home().rglob("*") if ".partial" in p.name]


def stored_results(backup: Path, round_no: int) -> list[str]:
    """The results of ``round_no`` kept in the backup file, board by board."""
    con = sqlite3.connect(backup.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return [r for (r,) in con.execute(
            "SELECT result FROM games WHERE round_no = ? ORDER BY board", (round_no,))]
    finally:
        con.close()


def uid_of(path: Path) -> str:
    con = sqlite3.connect(str(path))
    try:
        (uid,) = con.execute("SELECT uid FROM tournament").fetchone()
    finally:
        con.close()
    return uid


def new_tournament(path: Path, players: int = 6) -> Path:
    with TournamentService.create(path, NewTournament("Backup Open", 5, "dutch2016",
                                                      initial_colour=Colour.WHITE)) as s:
        for n in range(players):
            s.add_player(f"Player {n + 1:02d}", rating=2400 - 20 * n)
    return path


def fail_copies(monkeypatch) -> None:
    """Every backup copy fails half-way, as on a full disk: part of the file is written."""
    def full_disk(source, partial):
        Path(partial).write_bytes(b"SQLite format 3\x00" + b"\x00" * 8000)
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(store_backup, "_copy_database", full_disk)


def block_backups(path: Path) -> Path:
    """Make the backup folder of the tournament at ``path`` impossible to create (a file
    stands where it would go): a real failure, also in the window's pairing process.
    The backups it held move to the folder of the path, where they are still listed."""
    folder = store_backup.id_folder(uid_of(path))
    if folder.is_dir():
        keep = store_backup.path_folder(path)
        keep.mkdir(parents=True, exist_ok=True)
        for backup in folder.glob("*.arbiter"):
            backup.rename(keep / backup.name)
        shutil.rmtree(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("in the way\n")
    return folder


# -- 1. a finished round is always in a backup ------------------------------------------
def test_the_last_result_of_a_round_takes_a_backup_holding_all_of_them(tmp_path):
    path = new_tournament(tmp_path / "open.arbiter")
    with TournamentService.open(path) as service:
        pairing = service.pair_next_round()
        entered = [RESULTS[b % 3] for b in range(len(pairing.boards))]
        for board, result in enumerate(entered[:-1], start=1):
            service.record_result(1, board, result)
            assert [b.reason for b in backups_of(path)] == ["before round 1"]
        service.record_result(1, len(entered), entered[-1])
        assert service.backup_notices == []
    newest = backups_of(path)[0]
    assert newest.reason == "after the last result of round 1" and newest.usable
    assert stored_results(newest.path, 1) == [r.value for r in entered]
    # correcting a result of the finished round takes no other backup
    with TournamentService.open(path) as service:
        service.record_result(1, 1, GameResult.BLACK_WINS)
    assert len(backups_of(path)) == 2


def test_the_cli_result_that_finishes_a_round_takes_the_backup(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 1)
    code, _out, err = run(capsys, "pair-next", path)
    assert code == 0, err
    plan = ["1-0", "1/2", "0-1"]
    for board, result in enumerate(plan, start=1):
        code, out, err = run(capsys, "result", path, 2, board, result)
        assert (code, err) == (0, "") and out.startswith(f"round 2 board {board}:")
    newest = backups_of(path)[0]
    assert newest.reason == "after the last result of round 2"
    assert stored_results(newest.path, 2) == plan
    assert (newest.rounds, newest.results) == (2, 6)


def test_a_correction_that_finishes_an_older_round_takes_the_backup(tmp_path):
    """Round 2 was paired with round 1's board 3 still open (adjourned, Q159); its result
    entered later finishes round 1."""
    path = new_tournament(tmp_path / "open.arbiter")
    with TournamentService.open(path) as service:
        service.pair_next_round()
        service.record_result(1, 1, GameResult.WHITE_WINS)
        service.record_result(1, 2, GameResult.BLACK_WINS)
        service.pair_next_round()
        assert service.tournament().round(1).games[2].result is GameResult.ADJOURNED
        assert [b.reason for b in backups_of(path)] == ["before round 2", "before round 1"]
        service.record_result(1, 3, GameResult.DRAW)
    newest = backups_of(path)[0]
    assert newest.reason == "after the last result of round 1"
    assert stored_results(newest.path, 1) == ["1-0", "0-1", "1/2"]


def test_a_file_damaged_after_a_round_loses_no_finished_round(tmp_path):
    """The case of the issue: round 4 paired and all its results entered, then the file
    is damaged; the newest backup holds round 4 whole."""
    path = played(tmp_path / "open.arbiter", 3, players=8)
    with TournamentService.open(path) as service:
        pairing = service.pair_next_round()
        for board in range(1, len(pairing.boards) + 1):
            service.record_result(4, board, RESULTS[(board + 1) % 3])
        finished = service.tournament()
    assert finished.rounds_played == 4 and finished.round(4).complete
    scribble(path)
    newest = newest_usable_backup(path)
    target = restore_backup(newest, tmp_path / "open-restored.arbiter")
    with TournamentService.open(target, read_only=True) as service:
        restored = service.tournament()
    assert restored.rounds == finished.rounds
    assert rounds_and_results(target) == (4, 16)


# -- the 10-minute rule (the window asks for it) -------------------------------------------
class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def reasons(path: Path) -> list[str]:
    return [b.label for b in backups_of(path)]


def test_results_coming_in_take_a_backup_every_ten_minutes(tmp_path):
    path = new_tournament(tmp_path / "open.arbiter", players=10)
    with TournamentService.open(path) as service:
        service.clock = clock = Clock(T0)
        service.pair_next_round()
        assert reasons(path) == ["before-round-1"]
        clock.now = T0 + timedelta(minutes=9, seconds=59)
        service.record_result(1, 1, GameResult.DRAW, periodic_backup=True)
        assert reasons(path) == ["before-round-1"]
        clock.now = T0 + timedelta(minutes=10)
        service.record_result(1, 2, GameResult.DRAW, periodic_backup=True)
        assert reasons(path) == ["during-round-1", "before-round-1"]
        assert backups_of(path)[0].taken_at == T0 + timedelta(minutes=10)
        assert stored_results(backups_of(path)[0].path, 1)[:2] == ["1/2", "1/2"]
        clock.now = T0 + timedelta(minutes=19)
        service.record_result(1, 3, GameResult.DRAW, periodic_backup=True)
        assert len(reasons(path)) == 2
        # the arbiter-cli result does not ask for it
        clock.now = T0 + timedelta(minutes=45)
        service.record_result(1, 4, GameResult.DRAW)
        assert len(reasons(path)) == 2
        # more results later: only the newest 3 taken while results came in are kept
        for n in range(5):
            clock.now = T0 + timedelta(minutes=60 + 10 * n)
            service.record_result(1, 1, RESULTS[n % 3], periodic_backup=True)
        assert reasons(path) == ["during-round-1"] * 3 + ["before-round-1"]
        assert [b.taken_at for b in backups_of(path)[:3]] == [
            T0 + timedelta(minutes=m) for m in (100, 90, 80)]
        # the round's last result takes its backup whatever the time
        clock.now = T0 + timedelta(minutes=101)
        service.record_result(1, 5, GameResult.WHITE_WINS, periodic_backup=True)
        assert reasons(path)[0] == "after-round-1"
    assert leftovers() == []


# -- 2. backups are found by the tournament's own id -------------------------------------
def test_every_file_gets_its_own_id(tmp_path):
    first = uid_of(new_tournament(tmp_path / "a.arbiter"))
    second = uid_of(new_tournament(tmp_path / "b.arbiter"))
    assert first != second
    assert all(len(uid) == 32 and set(uid) <= set("0123456789abcdef")
               for uid in (first, second))
    with TournamentFile.open(tmp_path / "a.arbiter") as f, f.read() as r:
        assert r.uid() == first


def test_a_moved_and_renamed_file_lists_its_backups(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 2)
    before = [b.path for b in backups_of(path)]
    assert len(before) == 4
    moved = tmp_path / "elsewhere" / "renamed.arbiter"
    moved.parent.mkdir()
    path.rename(moved)
    assert [b.path for b in backups_of(moved)] == before
    code, out, err = run(capsys, "backups", moved)
    assert (code, err) == (0, "")
    assert [line.strip() for line in out.splitlines()[2::2]] == [str(p) for p in before]
    # the old path, where the file is gone, still finds them too
    assert [b.path for b in backups_of(path)] == before
    # new backups of the moved file join the same list
    with TournamentService.open(moved) as service:
        service.pair_next_round()
    assert [b.path for b in backups_of(moved)][1:] == before
    assert backups_of(moved)[0].reason == "before round 3"


def test_a_copy_is_the_same_tournament_and_sees_the_same_backups(tmp_path):
    path = played(tmp_path / "open.arbiter", 1)
    copy = tmp_path / "copy.arbiter"
    shutil.copyfile(path, copy)
    assert [b.path for b in backups_of(copy)] == [b.path for b in backups_of(path)]
    # imported from its TRF export, it is a separate event with an id of its own
    with TournamentService.open(path) as service:
        service.export_trf(tmp_path / "open.trf")
    TournamentService.import_trf(tmp_path / "open.trf", tmp_path / "other.arbiter",
                                 "dutch2016", confirm=True).close()
    assert uid_of(tmp_path / "other.arbiter") != uid_of(path)
    assert backups_of(tmp_path / "other.arbiter") == []


def version_7_file(path: Path) -> None:
    """A file as a schema-7 release left it: the version-1 sample through the frozen
    steps 1 -> 7."""
    shutil.copy(DATA / "v1-sample.arbiter", path)
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("BEGIN")
    for version in range(1, 7):
        STEPS[version](con)
    con.execute("PRAGMA user_version = 7")
    con.execute("COMMIT")
    con.close()


def test_older_backups_kept_by_path_are_still_listed_after_the_upgrade_and_a_move(tmp_path):
    path = tmp_path / "old.arbiter"
    version_7_file(path)
    legacy = store_backup.path_folder(path)
    legacy.mkdir(parents=True)
    older = legacy / "20240101-120000-000000-before-round-2.arbiter"
    shutil.copyfile(path, older)  # what a schema-7 release kept, by the file's path
    with TournamentService.open(path) as service:  # upgraded: a backup first
        uid = uid_of(path)
        assert len(uid) == 32
        assert [b.label for b in backups_of(path)] == [f"before-format-{SCHEMA_VERSION}",
                                                       "before-round-2"]
        games = service.tournament().round(2).games
        missing = [n for n, g in enumerate(games, start=1) if not g.result.is_known]
        for board in missing:
            service.record_result(2, board, GameResult.DRAW)
    listed = backups_of(path)
    assert [b.label for b in listed] == ["after-round-2", f"before-format-{SCHEMA_VERSION}",
                                         "before-round-2"]
    assert listed[0].path.parent == store_backup.id_folder(uid)
    assert {b.path.parent for b in listed[1:]} == {legacy}
    moved = tmp_path / "moved" / "new-name.arbiter"
    moved.parent.mkdir()
    path.rename(moved)
    assert [b.path for b in backups_of(moved)] == [b.path for b in listed]


def test_migrated_files_get_different_random_ids(tmp_path):
    ids = set()
    for name in ("a.arbiter", "b.arbiter"):
        version_7_file(tmp_path / name)
        TournamentFile.open(tmp_path / name).close()
        ids.add(uid_of(tmp_path / name))
    assert len(ids) == 2 and all(len(uid) == 32 for uid in ids)


def test_an_id_that_is_not_ours_never_names_a_folder(tmp_path):
    path = played(tmp_path / "open.arbiter", 0)
    con = sqlite3.connect(str(path))
    con.execute("UPDATE tournament SET uid = '../../../outside'")
    con.commit()
    con.close()
    assert store_backup.file_uid(path) is None
    with TournamentService.open(path) as service:
        service.pair_next_round()
    (backup,) = backups_of(path)
    assert backup.path.parent == store_backup.path_folder(path)
    assert not (home().parent / "outside").exists()
    assert store_backup.valid_uid("A" * 32) is None and store_backup.valid_uid(7) is None


def test_the_id_of_a_hostile_file_is_not_read(tmp_path):
    """A file whose 'tournament' is a view (or not a table at all) gives no id: its
    backups are listed by the path only, and nothing of the file runs."""
    path = played(tmp_path / "open.arbiter", 1)
    expected = [b.path for b in backups_of(path)]
    uid = uid_of(path)
    con = sqlite3.connect(str(path))
    con.execute("ALTER TABLE tournament RENAME TO t2")
    con.execute("CREATE VIEW tournament AS SELECT * FROM t2")
    con.commit()
    con.close()
    assert store_backup.file_uid(path) is None
    # found through the path's note of the id it had
    assert [b.path for b in backups_of(path)] == expected
    elsewhere = tmp_path / "other.arbiter"
    path.rename(elsewhere)  # a hostile file at a new path: no id, no backups
    assert store_backup.file_uid(elsewhere) is None and backups_of(elsewhere) == []
    fifo = tmp_path / "fifo.arbiter"
    os.mkfifo(fifo)
    assert store_backup.file_uid(fifo) is None  # returns at once, never blocks
    assert len(uid) == 32


# -- 3. a backup that cannot be written is never silent ----------------------------------
def test_pair_next_with_a_full_disk_exits_3_and_pairs_nothing(tmp_path, capsys, monkeypatch):
    path = played(tmp_path / "open.arbiter", 1)
    count = len(backups_of(path))
    fail_copies(monkeypatch)
    code, out, err = run(capsys, "pair-next", path)
    assert code == 3 and out == ""
    assert "warning (level 3): the backup copy of open.arbiter could not be written" in err
    assert os.strerror(errno.ENOSPC) in err and "--confirm" in err
    assert "Traceback" not in err
    assert rounds_and_results(path) == (1, 3)
    assert leftovers() == [] and len(backups_of(path)) == count
    code, out, err = run(capsys, "pair-next", path, "--confirm")
    assert code == 0 and out.startswith("Round 2")
    # said again once paired: the arbiter who always types --confirm still reads it
    assert "warning (level 3): the backup copy of open.arbiter could not be written" in err
    assert rounds_and_results(path) == (2, 3)
    assert leftovers() == []
    with TournamentService.open(path, read_only=True) as service:
        entry = [e for e in service.audit_log() if e.action == "pair round"][-1]
    assert "could not be written" in entry.details and "round 2" in entry.details


def test_pair_next_with_an_unwritable_backup_folder(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 1)
    folder = block_backups(path)
    code, _out, err = run(capsys, "pair-next", path)
    assert code == 3 and str(folder) in err and "could not be written" in err
    assert rounds_and_results(path) == (1, 3)
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation) as caught:
            service.pair_next_round()
        (warning,) = caught.value.warnings
        assert warning.level == 3 and warning.code == BACKUP_FAILED
        assert service.tournament().rounds_played == 1
        service.pair_next_round(confirm=True)
        assert service.tournament().rounds_played == 2
    assert leftovers() == []


def test_a_manual_pairing_with_a_failing_backup_is_asked_too(tmp_path, monkeypatch):
    from arbiter_app.engine.systems.base import Board, Pairing
    path = played(tmp_path / "open.arbiter", 0, players=4)
    fail_copies(monkeypatch)
    with TournamentService.open(path) as service:
        pairing = Pairing([Board(1, 3), Board(2, 4)])
        with pytest.raises(NeedsConfirmation):
            service.set_pairing(pairing, accept_violations=True, confirm_backup=False,
                                confirm=True)
        assert service.tournament().rounds_played == 0
        service.set_pairing(pairing, accept_violations=True, confirm=True)
        assert service.tournament().rounds_played == 1
    assert leftovers() == []


def test_cli_set_pairing_with_a_failing_backup(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 0, players=4)
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("2\n1 3\n4 2\n")  # the system's own pairing: no other question
    block_backups(path)
    argv = ("set-pairing", path, "--pairing", pairs)
    code, out, err = run(capsys, *argv)
    assert code == 3 and out == "" and "could not be written" in err
    assert rounds_and_results(path) == (0, 0)
    code, out, err = run(capsys, *argv, "--confirm")
    assert code == 0 and out.startswith("Round 1 (by hand)")
    assert "warning (level 3): the backup copy of open.arbiter could not be written" in err
    assert rounds_and_results(path) == (1, 0) and leftovers() == []


def test_a_failing_backup_after_the_last_result_keeps_the_result(tmp_path, monkeypatch):
    path = new_tournament(tmp_path / "open.arbiter")
    with TournamentService.open(path) as service:
        service.pair_next_round()
        service.record_result(1, 1, GameResult.WHITE_WINS)
        service.record_result(1, 2, GameResult.DRAW)
        fail_copies(monkeypatch)
        previous = service.record_result(1, 3, GameResult.BLACK_WINS)
        assert previous is GameResult.PENDING
        (notice,) = service.backup_notices
        assert notice.level == 2 and notice.code == BACKUP_FAILED
        assert os.strerror(errno.ENOSPC) in notice.text and "round 1" in notice.text
    assert leftovers() == []
    with TournamentService.open(path, read_only=True) as service:
        assert [g.result for g in service.tournament().round(1).games] == [
            GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS]
    assert [b.reason for b in backups_of(path)] == ["before round 1"]


def test_the_cli_result_says_a_failing_backup_and_keeps_the_result(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 1)
    code, _out, err = run(capsys, "pair-next", path)
    assert code == 0, err
    block_backups(path)
    for board, result in ((1, "1-0"), (2, "0-1")):
        code, _out, err = run(capsys, "result", path, 2, board, result)
        assert (code, err) == (0, "")
    code, out, err = run(capsys, "result", path, 2, 3, "1/2")
    assert code == 0 and out.startswith("round 2 board 3:")
    (line,) = err.splitlines()
    assert line.startswith("warning (level 2): the backup copy of open.arbiter could not be "
                           "written")
    assert "the results of round 2 are saved in the tournament file" in line
    assert rounds_and_results(path) == (2, 6)
    assert leftovers() == []


def test_no_partial_file_stays_after_a_failed_copy(tmp_path, monkeypatch):
    path = new_tournament(tmp_path / "open.arbiter")
    fail_copies(monkeypatch)
    with TournamentFile.open(path) as f:
        with pytest.raises(store_backup.BackupFailed) as caught:
            f.backup("before-round-1")
    assert caught.value.reason == os.strerror(errno.ENOSPC)
    assert "\n" not in str(caught.value)
    assert leftovers() == [] and backups_of(path) == []
