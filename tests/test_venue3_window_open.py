"""Issue #35, point 1 and the first half of point 8, through the real widgets:
Enter on the start page's recent list opens the tournament once, writable; a
second tournament opened after a first starts at its own first board."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.services import TournamentService
from arbiter_app.ui.models.rows import RESULT_COLUMN
from arbiter_app.ui.sample import make_sample
from tests.gui import scripted_window

TIMEOUT = 30_000


@pytest.fixture
def window(qtbot):
    w = scripted_window(qtbot)
    yield w
    w.close()


def settle(qtbot, w) -> None:
    """Wait until the worker is idle twice (ops queued by callbacks too)."""
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    qtbot.wait(50)
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def sample(tmp_path, name: str, players: int = 12, rounds: int = 2) -> Path:
    path = tmp_path / f"{name}.arbiter"
    make_sample(path, players=players, rounds=rounds, total_rounds=5, name=name).close()
    return path


def open_file(qtbot, w, path: Path) -> None:
    w.open_path(str(path))
    qtbot.waitUntil(lambda: w.snapshot is not None and Path(w.snapshot.path) == path,
                    timeout=TIMEOUT)
    settle(qtbot, w)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_on_the_recent_list_opens_the_file_once_and_writable(qtbot, window, tmp_path,
                                                                   key):
    """One Enter opened the file twice: the list's own activation and the start
    page's key handler; the second open found the first one's lock and showed the
    tournament read-only "open in another Arbiter window"."""
    w = window
    path = sample(tmp_path, "Open")
    open_file(qtbot, w, path)
    w.close_tournament()
    settle(qtbot, w)
    assert w.focusWidget() is w.start.recent and w.start.recent.count() == 1
    qtbot.keyClick(w.start.recent, key)
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=TIMEOUT)
    settle(qtbot, w)
    assert Path(w.snapshot.path) == path
    assert not w.snapshot.read_only and not w.session.service.read_only
    assert w.infos == [], w.infos  # no "open in another Arbiter window"
    assert "read-only" not in w.windowTitle()
    assert w.act_close.isEnabled() and w.act_find.isEnabled() and w.act_pair.isEnabled()
    # writable indeed: a result typed on the round's table reaches the file
    view = w.round_view(2)
    assert w.focusWidget() is view.table
    view.table.move_to_board(0)
    board = view.model.item(0).board
    was = w.snapshot.tournament.round(2).games[board - 1].result
    qtbot.keyClick(view.table, "0" if was.is_known and was.name == "WHITE_WINS" else "1")
    settle(qtbot, w)
    assert w.errors == []
    w.close_tournament()
    settle(qtbot, w)
    service = TournamentService.open(path)
    try:
        assert service.tournament().round(2).games[board - 1].result != was
    finally:
        service.close()


def test_a_read_only_tournament_can_still_be_closed_and_searched(qtbot, window, tmp_path):
    """Really open elsewhere: shown read-only, yet Close tournament and Find work."""
    w = window
    path = sample(tmp_path, "Elsewhere")
    other = TournamentService.open(path)
    try:
        open_file(qtbot, w, path)
        assert w.snapshot.read_only and len(w.infos) == 1
        assert w.act_close.isEnabled() and w.act_find.isEnabled()
        assert not w.act_pair.isEnabled()
        w.act_close.trigger()
        settle(qtbot, w)
        assert w.snapshot is None and w.stack.currentWidget() is w.start
    finally:
        other.close()
