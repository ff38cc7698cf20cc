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


def last_board_unplayed(tmp_path, name: str = "Race") -> Path:
    """Twelve players, round 1 played, round 2 paired with no result yet."""
    path = tmp_path / f"{name}.arbiter"
    service = make_sample(path, players=12, rounds=1, total_rounds=5, name=name)
    service.pair_next_round()
    service.close()
    return path


def stored(path: Path, round_no: int, board: int):
    service = TournamentService.open(path)
    try:
        return service.tournament().round(round_no).games[board - 1].result
    finally:
        service.close()


@pytest.mark.parametrize("answer", [False, True])
def test_two_result_keys_at_once_on_the_last_board_ask_before_replacing(qtbot, window,
                                                                        tmp_path, answer):
    """At 10 ms apart the second key replaced the first one's result without the
    question (the window still compared it with the file as read before the first)."""
    from arbiter_app.engine.model import GameResult
    w = window
    path = last_board_unplayed(tmp_path)
    open_file(qtbot, w, path)
    view = w.round_view(2)
    last = view.model.board_count() - 1
    view.table.move_to_board(last)
    board = view.model.item(last).board
    w.answer = answer
    qtbot.keyClick(view.table, "1")
    qtbot.keyClick(view.table, "0")  # at once: the first result is not read back yet
    settle(qtbot, w)
    assert len(w.questions) == 1, w.questions
    assert "already has the result 1 \u2013 0." in w.questions[0]
    assert "Replace it by 0 \u2013 1?" in w.questions[0]
    expected = GameResult.BLACK_WINS if answer else GameResult.WHITE_WINS
    assert view.model.result_of(last) is expected
    # a third key after the file answered: the question again, about the stored result
    w.answer = False
    qtbot.keyClick(view.table, "=")
    settle(qtbot, w)
    assert len(w.questions) == 2
    w.close_tournament()
    settle(qtbot, w)
    assert stored(path, 2, board) is expected


def test_a_second_tournament_starts_at_its_own_first_board(qtbot, window, tmp_path):
    """Opening a second tournament left the cursor (and the scroll) on the first
    one's board 125."""
    w = window
    first = sample(tmp_path, "First", players=250, rounds=2)
    second = sample(tmp_path, "Second", players=60, rounds=2)
    open_file(qtbot, w, first)
    view = w.round_view(2)
    view.table.move_to_board(124)  # board 125
    view.table.scrollTo(view.model.index(124, RESULT_COLUMN))
    assert view.table.verticalScrollBar().value() > 0
    w.players_view.filter.setText("zzz")  # a filter typed for the first file
    open_file(qtbot, w, second)
    view = w.round_view(2)
    assert view.table.currentIndex().row() == 0
    assert view.table.currentIndex().column() == RESULT_COLUMN
    assert view.table.verticalScrollBar().value() == 0
    assert w.focusWidget() is view.table
    assert w.players_view.filter.text() == ""
    w.tabs.setCurrentWidget(w.players_view)
    assert w.players_view.proxy.rowCount() == 60
