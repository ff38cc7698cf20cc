"""File > Restore from backup... and the offer of a backup when a tournament
file cannot be opened, through the real window, dialog and files (messages
and the modal loop replaced as in test_ui_flows)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.services import backups_of
from arbiter_app.ui.dialogs.restore import RestoreDialog
from tests.gui import scripted_window
from tests.test_backups import crash_while_pairing, played, rounds_and_results, scribble

TIMEOUT = 20_000


@pytest.fixture
def window(qtbot):
    yield scripted_window(qtbot)


def idle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def open_file(qtbot, w, path: Path) -> None:
    w.open_path(str(path))
    idle(qtbot, w)


def restore_action(w):
    file_menu = w.menuBar().actions()[0].menu()
    (act,) = [a for a in file_menu.actions() if a.text() == "Restore from &backup\u2026"]
    return act


def fill_dialog(qtbot, w, row: int | None, target: Path | None, seen: list):
    """The arbiter's choice in the dialog: a row of the table, the target, then Restore."""
    def run(dialog):
        assert isinstance(dialog, RestoreDialog)
        seen.append(dialog)
        if row is not None:
            rect = dialog.table.visualRect(dialog.table.model().index(row, 1))
            qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton,
                             pos=rect.center())
        if target is not None:
            dialog.target_edit.clear()
            qtbot.keyClicks(dialog.target_edit, str(target))
        qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
        return dialog.result() == RestoreDialog.DialogCode.Accepted
    w.run_dialog = run


def test_restore_a_chosen_backup_as_a_new_file_and_open_it(qtbot, window, tmp_path):
    w = window
    path = played(tmp_path / "open.arbiter", 3)
    before = path.read_bytes()
    open_file(qtbot, w, path)
    seen = []
    target = tmp_path / "from-round-2.arbiter"
    fill_dialog(qtbot, w, 3, target, seen)  # the fourth newest: before round 2
    restore_action(w).trigger()
    idle(qtbot, w)
    (dialog,) = seen
    assert [dialog.table.item(r, 1).text() for r in range(6)] == [
        "after the last result of round 3", "before round 3",
        "after the last result of round 2", "before round 2",
        "after the last result of round 1", "before round 1"]
    assert dialog.table.item(0, 2).text() == "3 rounds, 9 of 9 results, 6 players"
    assert dialog.table.item(1, 2).text() == "2 rounds, 6 of 6 results, 6 players"
    assert w.errors == [] and w.questions == []
    assert rounds_and_results(target) == (1, 3)
    assert Path(w.snapshot.path) == target and w.snapshot.tournament.rounds_played == 1
    assert str(target) in w.windowTitle()
    assert path.read_bytes() == before


def test_the_dialog_suggests_a_new_file_and_the_newest_backup_that_opens(qtbot, window,
                                                                         tmp_path):
    w = window
    path = played(tmp_path / "open.arbiter", 3)
    scribble(backups_of(path)[0].path)
    open_file(qtbot, w, path)
    seen = []
    fill_dialog(qtbot, w, None, None, seen)  # accept what the dialog proposes
    restore_action(w).trigger()
    idle(qtbot, w)
    (dialog,) = seen
    assert dialog.table.item(0, 2).text().startswith("damaged: ")
    assert not dialog.table.item(0, 0).flags() & Qt.ItemFlag.ItemIsSelectable
    target = tmp_path / "open-restored.arbiter"
    assert dialog.target() == target
    assert w.errors == [] and rounds_and_results(target) == (2, 6)  # before round 3
    assert Path(w.snapshot.path) == target


def test_a_damaged_backup_cannot_be_chosen(qtbot, window, tmp_path):
    path = played(tmp_path / "open.arbiter", 2)
    found = backups_of(path)
    scribble(found[0].path)
    dialog = RestoreDialog(path, backups_of(path), tmp_path / "x.arbiter")
    qtbot.addWidget(dialog)
    assert dialog.chosen().path == found[1].path and dialog.ok.isEnabled()
    rect = dialog.table.visualRect(dialog.table.model().index(0, 1))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.chosen().path == found[1].path
    dialog.target_edit.clear()
    assert not dialog.ok.isEnabled()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert dialog.result() != RestoreDialog.DialogCode.Accepted


def test_an_existing_file_is_replaced_only_after_asking(qtbot, window, tmp_path):
    w = window
    path = played(tmp_path / "open.arbiter", 2)
    other = played(tmp_path / "other.arbiter", 0)
    before = other.read_bytes()
    open_file(qtbot, w, path)
    fill_dialog(qtbot, w, 1, Path(other.name), [])  # a bare name: in the tournament's folder
    w.answers = [False]
    restore_action(w).trigger()
    idle(qtbot, w)
    assert len(w.questions) == 1 and str(other) in w.questions[0]
    assert "already exists" in w.questions[0] and "before round 2" in w.questions[0]
    assert other.read_bytes() == before and Path(w.snapshot.path) == path
    w.answers = [True]
    restore_action(w).trigger()
    idle(qtbot, w)
    assert w.errors == [] and rounds_and_results(other) == (1, 3)
    assert Path(w.snapshot.path) == other


def test_replacing_the_open_tournament_closes_it_first(qtbot, window, tmp_path):
    w = window
    path = played(tmp_path / "open.arbiter", 2)
    open_file(qtbot, w, path)
    assert w.snapshot.tournament.rounds_played == 2
    fill_dialog(qtbot, w, 3, path, [])  # before round 1, over the open file itself
    w.answers = [True]
    restore_action(w).trigger()
    idle(qtbot, w)
    assert w.errors == [] and len(w.questions) == 1
    assert Path(w.snapshot.path) == path and w.snapshot.tournament.rounds_played == 0
    assert not w.snapshot.read_only


def test_opening_a_damaged_file_offers_the_newest_backup_that_opens(qtbot, window, tmp_path):
    w = window
    path = played(tmp_path / "open.arbiter", 2)
    crash_while_pairing(path)
    scribble(path)
    scribble(backups_of(path)[0].path)  # the newest backup (before round 3) is damaged too
    before = path.read_bytes()
    w.answers = [False]
    open_file(qtbot, w, path)
    (question,) = w.questions
    assert question.startswith(f"{path} is damaged")
    # the newest that opens was taken after round 2's last result: no finished round lost
    assert ("after the last result of round 2 (2 rounds, 6 of 6 results, 6 players)"
            in question)
    assert "open-restored.arbiter" in question and "Traceback" not in question
    assert w.snapshot is None and w.errors == []
    assert not (tmp_path / "open-restored.arbiter").exists()
    w.answers = [True]
    open_file(qtbot, w, path)
    target = tmp_path / "open-restored.arbiter"
    assert w.errors == [] and Path(w.snapshot.path) == target
    assert w.snapshot.tournament.rounds_played == 2
    assert path.read_bytes() == before
    assert sorted(p for p in os.listdir(tmp_path) if p.endswith(".arbiter")) == [
        "open-restored.arbiter", "open.arbiter"]


def test_a_damaged_file_without_a_usable_backup_says_so_once(qtbot, window, tmp_path):
    w = window
    path = played(tmp_path / "open.arbiter", 1)
    scribble(path)
    for backup in backups_of(path):
        scribble(backup.path)
    open_file(qtbot, w, path)
    assert w.questions == [] and w.snapshot is None
    assert len(w.errors) == 1 and w.errors[0].startswith(f"{path} is damaged")


def test_no_backups_yet(qtbot, window, tmp_path):
    w = window
    path = played(tmp_path / "open.arbiter", 0)
    open_file(qtbot, w, path)
    restore_action(w).trigger()
    idle(qtbot, w)
    assert w.infos == ["There are no backups of open.arbiter. Arbiter makes one before each "
                       "round is paired and after its last result."]


def test_with_no_tournament_open_the_file_is_asked_for(qtbot, window, tmp_path):
    w = window
    idle(qtbot, w)  # a window just made may still be reading (then restore says "busy")
    path = played(tmp_path / "open.arbiter", 2)
    path.unlink()  # gone with the dead laptop's disk: its backups are found by its path
    asked = []
    w.ask_open_path = lambda title, filter_: asked.append(title) or str(path)
    fill_dialog(qtbot, w, 0, None, [])
    restore_action(w).trigger()
    idle(qtbot, w)
    assert len(asked) == 1 and w.errors == []
    target = tmp_path / "open-restored.arbiter"
    assert Path(w.snapshot.path) == target and w.snapshot.tournament.rounds_played == 2
