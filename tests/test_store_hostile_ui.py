"""Issue #34 in the window: a tournament file carrying a trigger, or a wrong value, is
refused with the line naming what was found, and its newest backup is offered; the file
itself is left as it was (through the real window, as tests/test_backups_ui.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from tests.gui import scripted_window
from tests.hostile import STORED_CODE, digest
from tests.test_backups import played

TIMEOUT = 20_000


@pytest.fixture
def window(qtbot):
    yield scripted_window(qtbot)


def open_file(qtbot, w, path: Path) -> None:
    w.open_path(str(path))
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def _change(path: Path, sql: str) -> None:
    con = sqlite3.connect(str(path), isolation_level=None)
    con.executescript(sql)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()


@pytest.mark.parametrize("sql, words", [
    (STORED_CODE["trigger-rewrites-results"],
     "is not a tournament file Arbiter wrote: it has a trigger 'evil' on games"),
    ("UPDATE games SET result = '9-9' WHERE round_no = 2 AND board = 1",
     "is damaged: games row"),
])
def test_the_window_refuses_the_file_and_offers_its_newest_backup(qtbot, window, tmp_path,
                                                                  sql, words):
    w = window
    path = played(tmp_path / "open.arbiter", 2)
    _change(path, sql)
    before = digest(path)
    w.answers = [True]
    open_file(qtbot, w, path)
    (question,) = w.questions
    assert question.startswith(f"{path} {words}"), question
    assert "open-restored.arbiter" in question and "Traceback" not in question
    target = tmp_path / "open-restored.arbiter"
    assert w.errors == [] and Path(w.snapshot.path) == target
    assert w.snapshot.tournament.rounds_played >= 1
    assert digest(path) == before
    con = sqlite3.connect(f"file:{target}?mode=ro", uri=True)
    assert con.execute("SELECT count(*) FROM sqlite_master WHERE type = 'trigger'"
                       ).fetchone()[0] == 0
    con.close()
