"""FIDE checklist Q207 (issue #38 point 9) in the window: Rounds › Tied places… takes the
scores of a play-off played over the board and its name, through the dialog's widgets;
the file keeps them and the window's standings put the players in the play-off's order,
each name marked with the play-off's score.

Four players, round 1 1-2 ½-½ and 3-4 ½-½, tie-break BH: all four on ½ with Buchholz ½,
one tied group."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from arbiter_app.services import TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament
from tests.gui import opened_window
from tests.test_venue3_players_dialog import refused  # noqa: F401 (a fixture)


def _file(tmp_path):
    t = tournament(4, ["1-2 1/2, 3-4 1/2"], total_rounds=3)
    t.system = "dutch2026"
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t).close()
    with TournamentService.open(path) as service:
        service.update_settings(confirm=True, tiebreaks=["BH"])
    return path


def _ok(qtbot, dialog):
    box = dialog.findChild(QDialogButtonBox)
    button = box.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _type(qtbot, field, text):
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)


def _tied_places(qtbot, w, idle, fill):
    """Rounds › Tied places, the dialog filled by ``fill`` (closed if it is still open),
    and the window idle again."""
    def run(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        fill(dialog)
        if dialog.isVisible():
            dialog.reject()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = run
    w.act_ties.trigger()
    idle()


def _standings(w, idle) -> list[tuple]:
    """The window's standings table, as shown (its tab brought forward)."""
    w.tabs.setCurrentWidget(w.standings_view)
    idle()
    model = w.standings_view.model
    return [model.texts(row) for row in range(model.rowCount())]


def _stored(path) -> str:
    with TournamentService.open(path, read_only=True) as service:
        return service.tournament().options.get("tiebreaks.playoff", "")


def test_the_dialog_enters_a_play_off_and_the_standings_show_it(qtbot, tmp_path, refused):
    path = _file(tmp_path)
    w, idle = opened_window(qtbot, path)

    def bad(dialog):  # one score only: refused over the dialog, nothing kept
        _type(qtbot, dialog.scores, "3=1")
        assert dialog.played.isChecked()  # typing a score chooses the play-off
        _ok(qtbot, dialog)
        assert dialog.isVisible() and "two players at least" in refused[-1]
    _tied_places(qtbot, w, idle, bad)
    assert _stored(path) == ""

    def good(dialog):
        _type(qtbot, dialog.scores, "3=1.5, 1=0.5, 4=1, 2=0")
        _type(qtbot, dialog.label, "Armageddon")
        _ok(qtbot, dialog)
    _tied_places(qtbot, w, idle, good)
    assert _stored(path) == "tiebreaks|Armageddon|3=1.5,1=0.5,4=1,2=0"
    rows = _standings(w, idle)
    names = [texts[3] for texts in rows]
    # the higher play-off score, the higher place: 3 (1.5), 4 (1), 1 (0.5), 2 (0)
    assert names == ["Player 03 (Armageddon: 1\u00bd)", "Player 04 (Armageddon: 1)",
                     "Player 01 (Armageddon: \u00bd)", "Player 02 (Armageddon: 0)"]
    assert [texts[0] for texts in rows] == ["1", "2", "3", "4"]

    # the dialog opens with the play-off kept; back to shared places removes it
    def shown_again(dialog):
        assert dialog.played.isChecked()
        assert dialog.scores.text() == "3=1.5, 1=0.5, 4=1, 2=0"
        assert dialog.label.text() == "Armageddon" and not dialog.on_points.isChecked()
        # on the radio button's circle (the row is wider than its text)
        qtbot.mouseClick(dialog.shared, Qt.MouseButton.LeftButton,
                         pos=QPoint(8, dialog.shared.height() // 2))
        assert dialog.shared.isChecked()
        _ok(qtbot, dialog)
    _tied_places(qtbot, w, idle, shown_again)
    assert _stored(path) == ""
    assert [texts[0] for texts in _standings(w, idle)] == ["1-4"] * 4


def test_a_play_off_on_points_is_ticked_in_the_dialog(qtbot, tmp_path, refused):
    path = _file(tmp_path)
    w, idle = opened_window(qtbot, path)

    def on_points(dialog):
        _type(qtbot, dialog.scores, "2=1 1=0 3=0 4=0")
        qtbot.mouseClick(dialog.on_points, Qt.MouseButton.LeftButton)
        _ok(qtbot, dialog)
    _tied_places(qtbot, w, idle, on_points)
    assert _stored(path) == "points|play-off|2=1,1=0,3=0,4=0"
    rows = _standings(w, idle)
    # 2 first by the play-off; 1, 3, 4 equal in it stay tied (BH ½ each)
    assert [texts[1] for texts in rows][0] == "2" and rows[0][0] == "1"
    assert [texts[0] for texts in rows[1:]] == ["2-4"] * 3
