"""Issue #35, points 3 and 13, through the real widgets: an old result (FIDE
mode, Q189) is refused before any question, with the two ways and the rating
correction on request; risky questions default to No."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService
from arbiter_app.services.fide_mode import in_fide_mode
from arbiter_app.services.rating_corrections import corrections
from arbiter_app.ui.dialogs.rating_correction import RatingCorrectionDialog
from arbiter_app.ui.main_window import MainWindow
from arbiter_app.ui.sample import make_sample
from tests.gui import opened_window

TIMEOUT = 30_000


def three_rounds(tmp_path) -> Path:
    path = tmp_path / "old.arbiter"
    make_sample(path, players=12, rounds=3, total_rounds=5).close()
    return path


def read(path: Path):
    service = TournamentService.open(path)
    try:
        return service.tournament()
    finally:
        service.close()


def when_modal(qtbot, kind, then) -> list:
    """Call ``then(widget)`` as soon as a modal ``kind`` is shown (from inside its
    exec()); the list holds what ``then`` saw."""
    seen = []

    def look() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, kind):
            seen.append(widget)
            then(widget)
        else:
            QTimer.singleShot(20, look)
    QTimer.singleShot(0, look)
    return seen


def board_with_white_win(t, round_no: int) -> int:
    return next(n for n, g in enumerate(t.round(round_no).games, start=1)
                if g.result is GameResult.WHITE_WINS)


def test_an_old_result_is_refused_at_once_and_offers_the_rating_correction(qtbot, tmp_path):
    path = three_rounds(tmp_path)
    t = read(path)
    assert in_fide_mode(t) and t.rounds_played == 3
    board = board_with_white_win(t, 1)
    w, idle = opened_window(qtbot, path)
    del w.inform  # the real message boxes of the window
    try:
        view = w.round_view(1)
        w.tabs.setCurrentWidget(view)
        view.table.move_to_board(board - 1)
        said = []

        def correction(dialog) -> bool:  # the window's dialogs, filled through their widgets
            assert isinstance(dialog, RatingCorrectionDialog)
            said.append(dialog.values())
            qtbot.keyClicks(dialog.reason, "wrong result noted")
            return True
        w.run_dialog = correction

        def refusal(box: QMessageBox) -> None:
            said.append(box.text())
            assert box.defaultButton() is box.button(QMessageBox.StandardButton.Close)
            take = next(b for b in box.buttons() if "rating report" in b.text())
            take.click()
        when_modal(qtbot, QMessageBox, refusal)
        qtbot.keyClick(view.table, "0")
        idle()
        assert w.questions == []  # no "Replace 1-0 by 0-1?" before the refusal
        text = said[0]
        assert f"Round 1, board {board}" in text and "keeps its result 1 \u2013 0" in text
        assert "correction for the rating report" in text and "Leave FIDE mode" in text
        assert "Q189" not in text  # checklist numbers are for the documentation
        # the dialog opened on that board, with the result wanted
        assert said[1][:3] == (1, board, GameResult.BLACK_WINS)
        assert view.model.result_of(board - 1) is GameResult.WHITE_WINS
        assert w.errors == []
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    finally:
        w.close()
    t = read(path)
    assert t.round(1).games[board - 1].result is GameResult.WHITE_WINS
    assert corrections(t) == {(1, board): GameResult.BLACK_WINS}


def test_closing_the_refusal_changes_nothing(qtbot, tmp_path):
    path = three_rounds(tmp_path)
    board = board_with_white_win(read(path), 1)
    w, idle = opened_window(qtbot, path)
    try:
        view = w.round_view(1)
        w.tabs.setCurrentWidget(view)
        view.table.move_to_board(board - 1)
        when_modal(qtbot, QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
        qtbot.keyClick(view.table, "=")
        idle()
        assert w.questions == [] and w.errors == []
        assert "kept" in w.statusBar().currentMessage()
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    finally:
        w.close()
    t = read(path)
    assert t.round(1).games[board - 1].result is GameResult.WHITE_WINS and not corrections(t)


def test_the_round_before_the_last_still_asks_before_replacing(qtbot, tmp_path):
    """Rounds 2 and 3 (of 3 paired) may be changed: the question, default No."""
    path = three_rounds(tmp_path)
    board = board_with_white_win(read(path), 2)
    w, idle = opened_window(qtbot, path)
    try:
        view = w.round_view(2)
        w.tabs.setCurrentWidget(view)
        view.table.move_to_board(board - 1)
        w.answer = True
        qtbot.keyClick(view.table, "0")
        idle()
        assert len(w.questions) == 1 and "Replace it by 0 \u2013 1?" in w.questions[0]
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    finally:
        w.close()
    assert read(path).round(2).games[board - 1].result is GameResult.BLACK_WINS


def test_enter_on_a_question_answers_no(qtbot):
    """The window's questions (a duplicate id, the rounds, a second half-point bye,
    a result replaced, ...) all go through ask(): Enter there is No."""
    w = MainWindow()
    qtbot.addWidget(w)
    seen = when_modal(qtbot, QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
    assert w.ask("Replace it?") is False and len(seen) == 1
    seen = when_modal(qtbot, QMessageBox, lambda box: box.button(
        QMessageBox.StandardButton.Yes).click())
    assert w.ask("Replace it?") is True
    w.close()


def save_a_rematch(qtbot, dialog, first) -> bool:
    """In the manual-pairing dialog: round 1's first board again, colours reversed, the
    others paired in their order; then Save (the run_dialog answer)."""
    from arbiter_app.ui.qtcompat import emit
    qtbot.waitUntil(lambda: dialog.checked, timeout=TIMEOUT)
    rest = [p for b in dialog.pairing().pairs() for p in b if p not in first.players()]
    dialog.model.boards = [[first.black, first.white, ""]] + [
        [rest[i], rest[i + 1], ""] for i in range(0, len(rest) - 1, 2)]
    dialog.model.bye = None
    emit(dialog.model.edited)
    qtbot.waitUntil(lambda: dialog.checked, timeout=TIMEOUT)
    assert dialog.violations
    dialog.save()
    return dialog.result() == QDialog.DialogCode.Accepted


def test_a_manual_pairing_that_breaks_rules_is_one_dialog_in_plain_words(qtbot, tmp_path):
    """Three dialogs before (the rules broken, a reason, then "not the dutch2026
    pairing [Q69]"): one now, naming the system as people read it; Cancel first."""
    from arbiter_app.ui.dialogs.override import OverrideDialog, SavePairingDialog
    path = tmp_path / "manual.arbiter"
    make_sample(path, players=12, rounds=1, total_rounds=5, system="dutch2026").close()
    first = read(path).round(1).games[0]
    w, idle = opened_window(qtbot, path)
    shown = []

    def run(dialog) -> bool:
        shown.append(dialog)
        if isinstance(dialog, OverrideDialog):
            return save_a_rematch(qtbot, dialog, first)
        assert isinstance(dialog, SavePairingDialog)
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        assert any("is not the one the C.04.3 FIDE (Dutch) system, applied from 1 February "
                   "2026 makes" in text for text in texts)
        assert not any("dutch2026" in text or "[Q" in text for text in texts)
        assert dialog.broken.count() >= 1 and "already played" in dialog.broken.item(0).text()
        # Q69: the differences from the system's pairing, and the system's boards
        differences = [dialog.differences.item(i).text()
                       for i in range(dialog.differences.count())]
        assert f"{first.black}-{first.white} is not in the system's pairing" in differences
        system = shown[0].system
        assert any(f"It differs from the system's pairing ({system.boards[0].white}-"
                   f"{system.boards[0].black}, " in text for text in texts)
        assert dialog.cancel_button.isDefault() and not dialog.save_button.isDefault()
        qtbot.keyClicks(dialog.reason, "the players asked to replay")
        return True
    try:
        w.run_dialog = run
        w.manual_pairing()
        idle()
        assert [type(d) for d in shown] == [OverrideDialog, SavePairingDialog]
        assert w.questions == [] and w.errors == []  # nothing asked a second time
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    finally:
        w.close()
    t = read(path)
    assert t.rounds_played == 2
    assert (t.round(2).games[0].white, t.round(2).games[0].black) == (first.black, first.white)
    service = TournamentService.open(path)
    try:
        log = [e for e in service.audit_log() if e.action == "manual pairing"]
    finally:
        service.close()
    assert log and "the players asked to replay" in log[-1].details


def test_cancel_in_the_manual_pairing_question_saves_nothing(qtbot, tmp_path):
    from arbiter_app.ui.dialogs.override import SavePairingDialog
    dialog = SavePairingDialog(2, "dutch2026", ["C1: 1 and 3 have already played each other"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.reason, "no")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)  # Enter: the default button, Cancel
    assert dialog.result() == QDialog.DialogCode.Rejected


@pytest.mark.parametrize("answer", [False, True])
def test_withdrawing_a_player_asks_first(qtbot, tmp_path, answer):
    path = three_rounds(tmp_path)
    w, idle = opened_window(qtbot, path)
    try:
        w.tabs.setCurrentWidget(w.players_view)
        w.players_view.select_player(5)
        w.answer = answer
        w.act_withdraw.trigger()
        idle()
        name = w.snapshot.tournament.players[5].name
        assert w.questions and w.questions[0].startswith(f"Withdraw player 5 {name}?")
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    finally:
        w.close()
    assert (read(path).players[5].withdrawn_from is not None) is answer


def test_the_public_web_page_names_the_system_as_people_read_it(tmp_path):
    from arbiter_app.services.publish import publish
    path = three_rounds(tmp_path)
    t = read(path)
    t.system = "dutch2026"  # the sample's is the 2016 edition
    publish(t, [], tmp_path / "site")
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "C.04.3 FIDE (Dutch) system, applied from 1 February 2026" in page
    assert "dutch2026" not in page and "[Q" not in page


def test_enter_on_the_replace_question_keeps_the_result(qtbot, tmp_path):
    """The real question box (not a scripted answer): Enter keeps the result."""
    path = three_rounds(tmp_path)
    board = board_with_white_win(read(path), 3)
    w, idle = opened_window(qtbot, path)
    del w.ask  # the window's own question box
    try:
        view = w.round_view(3)
        assert w.tabs.currentWidget() is view
        view.table.move_to_board(board - 1)
        texts = []

        def answer(box: QMessageBox) -> None:
            texts.append(box.text())
            qtbot.keyClick(box, Qt.Key.Key_Return)
        when_modal(qtbot, QMessageBox, answer)
        qtbot.keyClick(view.table, "0")
        idle()
        assert len(texts) == 1 and "Replace it by 0 \u2013 1?" in texts[0]
        assert view.model.result_of(board - 1) is GameResult.WHITE_WINS
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    finally:
        w.close()
    assert read(path).round(3).games[board - 1].result is GameResult.WHITE_WINS


def test_a_paired_round_changed_by_hand_is_compared_with_the_system_before_it_is_saved(
        qtbot, tmp_path):
    """Round 2 paired, not played, then changed by hand with a rematch: the window does
    not have the system's pairing at hand in the save dialog, so the Q69 question (level
    3) follows it, with the differences and the system's boards."""
    from arbiter_app.ui.dialogs.override import OverrideDialog, SavePairingDialog
    path = tmp_path / "manual.arbiter"
    make_sample(path, players=12, rounds=1, total_rounds=5, system="dutch2026").close()
    first = read(path).round(1).games[0]
    with TournamentService.open(path) as service:
        service.pair_next_round()
    w, idle = opened_window(qtbot, path)
    shown = []

    def run(dialog) -> bool:
        shown.append(dialog)
        if isinstance(dialog, OverrideDialog):
            assert dialog.system is None
            return save_a_rematch(qtbot, dialog, first)
        assert isinstance(dialog, SavePairingDialog) and dialog.differences.isHidden()
        qtbot.keyClicks(dialog.reason, "the players asked to replay")
        return True
    try:
        w.run_dialog = run
        w.answers[:] = [True]
        w.manual_pairing()
        idle()
        assert [type(d) for d in shown] == [OverrideDialog, SavePairingDialog]
        assert len(w.questions) == 1, w.questions
        assert (f"{first.black}-{first.white} is not in the system's pairing"
                in w.questions[0]) and "the system pairs" in w.questions[0]
        w.close_tournament()
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    finally:
        w.close()
    t = read(path)
    assert (t.round(2).games[0].white, t.round(2).games[0].black) == (first.black, first.white)
