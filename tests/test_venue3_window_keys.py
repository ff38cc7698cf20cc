"""Issue #35, points 6 and 15, through the real widgets: the Menu key and
Shift+F10 open the result menu the round's heading promises; after Alt+digit the
round's table has the keyboard; Del deletes the selected player after the menu's
question."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from arbiter_app.engine.model import GameResult
from arbiter_app.services import NewTournament, TournamentService
from arbiter_app.ui.sample import make_sample
from tests.gui import opened_window

TIMEOUT = 30_000


def unplayed_round(tmp_path) -> Path:
    """Twelve players, round 1 played, round 2 paired with no result yet."""
    path = tmp_path / "keys.arbiter"
    service = make_sample(path, players=12, rounds=1, total_rounds=5)
    service.pair_next_round()
    service.close()
    return path


def stored_result(path: Path, round_no: int, board: int) -> GameResult:
    service = TournamentService.open(path)
    try:
        return service.tournament().round(round_no).games[board - 1].result
    finally:
        service.close()


def result_menu_after(qtbot, table, key, modifier=Qt.KeyboardModifier.NoModifier) -> QMenu:
    qtbot.keyClick(table, key, modifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu),
                    timeout=TIMEOUT)
    return QApplication.activePopupWidget()


@pytest.mark.parametrize("key, modifier", [
    (Qt.Key.Key_Menu, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)])
def test_the_menu_keys_list_every_result_of_the_board(qtbot, tmp_path, key, modifier):
    path = unplayed_round(tmp_path)
    w, idle = opened_window(qtbot, path)
    try:
        view = w.round_view(2)
        assert w.focusWidget() is view.table
        assert "the menu key lists every result" in view.heading.text()
        view.table.move_to_board(2)
        board = view.model.item(2).board
        menu = result_menu_after(qtbot, view.table, key, modifier)
        assert menu.title() == f"Result of board {board}"
        # every outcome the round can get, the rare ones too (½-0, 0-0 ...)
        results = [a.data() for a in menu.actions() if a.data() is not None]
        assert GameResult.WHITE_WINS in results and GameResult.DOUBLE_FORFEIT in results
        assert len(results) >= 8
        # the keyboard chooses in it: the draw, then Enter
        draw = next(a for a in menu.actions() if a.data() == GameResult.DRAW)
        menu.setActiveAction(draw)
        qtbot.keyClick(menu, Qt.Key.Key_Return)
        idle()
        assert w.errors == [] and w.questions == []
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
        assert stored_result(path, 2, board) is GameResult.DRAW
    finally:
        w.close()


def test_the_menu_key_opens_one_menu_however_often_it_comes(qtbot, tmp_path):
    """A real Menu key may come as a key press and as a context-menu event."""
    path = unplayed_round(tmp_path)
    w, idle = opened_window(qtbot, path)
    try:
        table = w.round_view(2).table
        first = result_menu_after(qtbot, table, Qt.Key.Key_Menu)
        table._show_result_menu(None)
        assert QApplication.activePopupWidget() is first
        first.close()
    finally:
        w.close()


def test_alt_digit_puts_the_keyboard_in_the_rounds_table(qtbot, tmp_path):
    path = unplayed_round(tmp_path)
    w, idle = opened_window(qtbot, path)
    try:
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow, timeout=TIMEOUT)
        w.players_view.filter.setFocus()
        qtbot.keyClick(w.focusWidget(), Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
        assert w.tabs.currentWidget() is w.round_view(1)
        assert w.focusWidget() is w.round_view(1).table
        qtbot.keyClick(w.focusWidget(), Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
        view = w.round_view(2)
        assert w.tabs.currentWidget() is view and w.focusWidget() is view.table
        # so a result typed now goes to the round's board
        view.table.move_to_board(0)
        board = view.model.item(0).board
        qtbot.keyClick(w.focusWidget(), "1")
        idle()
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
        assert stored_result(path, 2, board) is GameResult.WHITE_WINS
    finally:
        w.close()


def registered(tmp_path) -> Path:
    path = tmp_path / "del.arbiter"
    service = TournamentService.create(path, NewTournament("Del Open", 5, "dutch2026"))
    for name, rating in (("Adams, Ann", 2100), ("Brown, Bob", 2000), ("Clark, Cy", 1900)):
        service.add_player(name, rating=rating)
    service.close()
    return path


def players_of(path: Path) -> list[str]:
    service = TournamentService.open(path)
    try:
        return sorted(p.name for p in service.tournament().players.values())
    finally:
        service.close()


@pytest.mark.parametrize("answer", [False, True])
def test_del_on_a_player_asks_as_the_menu_does(qtbot, tmp_path, answer):
    path = registered(tmp_path)
    w, idle = opened_window(qtbot, path)
    try:
        assert w.tabs.currentWidget() is w.players_view
        w.players_view.select_player(2)
        table = w.players_view.table
        table.setFocus()
        w.answer = answer
        qtbot.keyClick(table, Qt.Key.Key_Delete)
        idle()
        assert w.questions == [
            "Delete player 2 Brown, Bob? (Edit \u203a Undo brings the entry back.)"]
        # the same question as Players › Delete player
        w.players_view.select_player(1)
        w.act_delete_player.trigger()
        assert w.questions[1] == w.questions[0].replace("2 Brown, Bob", "1 Adams, Ann")
        idle()
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
        expected = {False: ["Adams, Ann", "Brown, Bob", "Clark, Cy"],
                    True: ["Clark, Cy"]}[answer]
        assert players_of(path) == expected
    finally:
        w.close()
