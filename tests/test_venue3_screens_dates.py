"""Issue #35, point 5 (the window's part): Tournament settings edits every round's date
in one table, each typed in any form the date fields take, stored where Round › Date of
round stores it (the round's own date once paired, the kept date of a round to come)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from arbiter_app.services import TournamentService
from arbiter_app.ui.dialogs.round_dates import round_dates_of
from arbiter_app.ui.sample import make_sample
from tests.gui import opened_window


def type_date(qtbot, table, round_no: int, text: str) -> None:
    """Open the round's date cell (as a double-click does), type over it, Tab."""
    table.setFocus()
    table.setCurrentCell(round_no - 1, 1)
    table.editItem(table.item(round_no - 1, 1))
    editor = QApplication.focusWidget()
    assert editor is not table and table.isAncestorOf(editor)  # the cell's editor
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Tab)  # leaves the cell, which keeps the date
    assert table.item(round_no - 1, 1).text() == text


@pytest.fixture
def opened(qtbot, tmp_path):
    path = tmp_path / "weekend.arbiter"
    make_sample(path, players=10, rounds=2, total_rounds=5).close()
    w, idle = opened_window(qtbot, path)
    return w, idle, path


def test_every_round_date_in_one_table_in_any_form(qtbot, opened):
    w, idle, path = opened
    seen = {}

    def fill(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()  # modal in the program: the window's own keys stay out
        qtbot.waitUntil(dialog.isActiveWindow)
        table = dialog.round_dates
        seen["rows"] = [table.item(r, 0).text() for r in range(table.rowCount())]
        type_date(qtbot, table, 1, "27.11.2026")   # German form
        type_date(qtbot, table, 2, "2026/11/28")   # TRF form
        type_date(qtbot, table, 4, "2026-11-30")   # ISO, a round not paired yet
        assert dialog.problem() == ""
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = fill
    w.edit_settings()
    idle()
    assert seen["rows"] == ["1", "2", "3", "4", "5"]  # one row per round of the tournament
    w.close()
    service = TournamentService.open(path)
    try:
        t = service.tournament()
        assert t.round(1).date == "2026/11/27" and t.round(2).date == "2026/11/28"
        assert round_dates_of(t) == {1: "2026/11/27", 2: "2026/11/28", 4: "2026/11/30"}
    finally:
        service.close()


def test_a_wrong_round_date_is_named_and_nothing_is_stored(qtbot, opened, monkeypatch):
    w, idle, path = opened
    said = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: said.append(a[2])))

    def fill(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()  # modal in the program: the window's own keys stay out
        qtbot.waitUntil(dialog.isActiveWindow)
        type_date(qtbot, dialog.round_dates, 3, "2026-02-30")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        assert dialog.isVisible()  # the dialog stays, the arbiter corrects the date
        dialog.reject()
        return False
    w.run_dialog = fill
    w.edit_settings()
    idle()
    assert len(said) == 1 and "Round 3" in said[0] and "2026-02-30" in said[0]
    w.close()
    service = TournamentService.open(path)
    try:
        assert round_dates_of(service.tournament()) == {}
    finally:
        service.close()


def test_the_table_follows_the_number_of_rounds(qtbot):
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(None, {"name": "Open", "total_rounds": 5, "start_date": "2026-03-06",
                                     "end_date": "2026-03-08",
                                     "round_dates": {1: "26/03/06"}}, editing=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.round_dates.rowCount() == 5
    dialog.rounds.setValue(7)
    assert dialog.round_dates.rowCount() == 7
    # a date as an old TRF kept it (YY/MM/DD) is shown and left as it is
    assert dialog.round_dates.item(0, 1).text() == "26/03/06"
    assert dialog.problem() == "" and dialog.round_dates.changes() == {}
