"""Issue #34: backups are found by the tournament's id, which every copy of the file carries.
A copy (the other file still there with that id, or there but unreadable) gets an id of its
own when it is first opened for writing, so that two files never mix their backups and a
damaged file is never offered another file's backup as its newest (a red-team pass found
both).  A moved or renamed file, and a file restored from a backup, keep the id."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService, backups_of, newest_usable_backup, \
    restore_backup
from tests.test_backups import played, scribble


def _uid(path: Path) -> str:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return con.execute("SELECT uid FROM tournament").fetchone()[0]
    finally:
        con.close()


def _play_on(path: Path) -> None:
    """Pair a round of ``path`` and enter its results (backups before and after)."""
    with TournamentService.open(path) as service:
        pairing = service.pair_next_round(confirm=True)
        round_no = service.tournament().rounds_played
        for board in range(1, len(pairing.boards) + 1):
            service.record_result(round_no, board, GameResult.BLACK_WINS)


def test_a_copy_gets_an_id_of_its_own_and_never_mixes_backups(tmp_path):
    real = played(tmp_path / "real.arbiter", 1)
    before = {b.path for b in backups_of(real)}
    copy = tmp_path / "what-if.arbiter"
    shutil.copy(real, copy)
    assert _uid(copy) == _uid(real)
    _play_on(copy)
    _play_on(copy)
    assert _uid(copy) != _uid(real)
    with TournamentService.open(copy, read_only=True) as service:
        entry = [e for e in service.audit_log() if e.action == "new tournament id"]
        assert len(entry) == 1 and "real.arbiter" in entry[0].details
    assert {b.path for b in backups_of(real)} == before  # the copy's went elsewhere
    assert len(backups_of(copy)) >= 4
    scribble(real)
    offered = newest_usable_backup(real)
    assert offered is not None and offered.rounds == 1 and offered.path in before


def test_a_moved_file_keeps_its_id_and_its_backups(tmp_path):
    real = played(tmp_path / "real.arbiter", 1)
    uid, before = _uid(real), {b.path for b in backups_of(real)}
    moved = tmp_path / "elsewhere" / "renamed.arbiter"
    moved.parent.mkdir()
    real.rename(moved)
    _play_on(moved)
    assert _uid(moved) == uid
    assert before <= {b.path for b in backups_of(moved)}


def test_a_file_with_a_damaged_files_id_is_still_a_copy(tmp_path):
    """The original damaged (its id unreadable): a file from elsewhere claiming that id
    does not become the tournament's file and its backups are not offered as the
    original's."""
    real = played(tmp_path / "real.arbiter", 1)
    uid, own = _uid(real), {b.path for b in backups_of(real)}
    mailed = tmp_path / "mailed.arbiter"
    shutil.copy(real, mailed)
    scribble(real)
    _play_on(mailed)
    assert _uid(mailed) != uid
    offered = newest_usable_backup(real)
    assert offered is not None and offered.path in own


def test_a_restored_file_continues_the_tournament(tmp_path):
    real = played(tmp_path / "real.arbiter", 1)
    uid = _uid(real)
    scribble(real)  # damaged, still there
    target = restore_backup(newest_usable_backup(real), tmp_path / "real-restored.arbiter")
    before = {b.path for b in backups_of(target)}
    _play_on(target)
    assert _uid(target) == uid
    after = {b.path for b in backups_of(target)}
    assert before < after  # the old backups and the new ones, in one list
