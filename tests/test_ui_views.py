"""Views and dialogs with qtbot, driven by the keyboard; and the worker thread."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the sample tournament of the model tests

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.engine.checker import completeness_violations
from arbiter_app.engine.model import GameResult, Player, Tournament, TournamentInfo
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.ui.dialogs.override import OverrideDialog
from arbiter_app.ui.dialogs.player import PlayerDialog
from arbiter_app.ui.models.rows import RESULT_COLUMN
from arbiter_app.ui.views.rounds import RoundView
from arbiter_app.ui.qtcompat import disconnect, emit
from arbiter_app.ui.workers import TaskManager, user_message
from test_ui_models import small


# -- PySide6 6.12.0 on Python 3.11: emit() must not eat references to True ----

def test_thousands_of_emits_and_disconnects_keep_true_alive(qtbot):
    from PySide6.QtCore import QObject, Signal

    class Source(QObject):
        ping = Signal()

    source = Source()
    before = sys.getrefcount(True), sys.getrefcount(False)
    for _ in range(3000):  # more than True's reference count: the bug would abort Python
        emit(source.ping)
        source.ping.connect(lambda: None)
        disconnect(source.ping)
    after = sys.getrefcount(True), sys.getrefcount(False)
    assert abs(after[0] - before[0]) < 50 and abs(after[1] - before[1]) < 50


# -- the worker ---------------------------------------------------------------

def test_ops_run_in_order_on_one_other_thread_and_report_on_the_gui_thread(qtbot):
    tasks = TaskManager()
    gui = threading.get_ident()
    ran, delivered = [], []
    for i in range(5):
        tasks.run(lambda i=i: ran.append((i, threading.get_ident())) or i,
                  on_done=lambda r: delivered.append((r, threading.get_ident())))
    qtbot.waitUntil(lambda: len(delivered) == 5)
    assert [i for i, _ in ran] == list(range(5))
    assert len({t for _, t in ran}) == 1 and ran[0][1] != gui
    assert delivered == [(i, gui) for i in range(5)]
    assert not tasks.busy
    tasks.shutdown()


def test_a_failing_op_reaches_the_arbiter_as_a_message(qtbot):
    tasks = TaskManager()
    with qtbot.waitSignal(tasks.failed) as blocker:
        tasks.run(lambda: {}["x"], label="Reading")
    label, text = blocker.args
    assert label == "Reading" and "Traceback" not in text and "KeyError" in text
    assert user_message(ValueError("round 3 has no board 9")) == "round 3 has no board 9"
    tasks.shutdown()


# -- a round's pairing cards --------------------------------------------------

def test_results_typed_on_the_keyboard_move_to_the_next_board(qtbot):
    t = small()
    view = RoundView(2)
    qtbot.addWidget(view)
    view.set_round(t, None)
    view.show()
    entered = []
    view.result_entered.connect(lambda r, b, res: entered.append((r, b, res)))
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(0, RESULT_COLUMN))
    qtbot.keyClicks(view.table, "=")
    assert view.table.currentIndex().row() == 1  # moved to board 2
    qtbot.keyClicks(view.table, "+")
    assert view.table.currentIndex().row() == 1  # the last board: the cursor stays
    qtbot.keyClick(view.table, Qt.Key.Key_Up)
    qtbot.keyClick(view.table, Qt.Key.Key_Delete)
    assert entered == [(2, 1, GameResult.DRAW), (2, 2, GameResult.WHITE_FORFEIT_WIN),
                       (2, 1, GameResult.PENDING)]
    # the bye row takes no result
    view.table.setCurrentIndex(view.model.index(2, RESULT_COLUMN))
    qtbot.keyClicks(view.table, "1")
    assert len(entered) == 3


def test_enter_on_a_board_opens_the_black_or_white_player(qtbot):
    view = RoundView(1)
    qtbot.addWidget(view)
    view.set_round(small(), None)
    opened = []
    view.player_activated.connect(opened.append)
    view.table.setCurrentIndex(view.model.index(0, 7))  # black's name
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    view.table.setCurrentIndex(view.model.index(0, 2))
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert opened == [3, 1]


# -- dialogs -------------------------------------------------------------------

def test_player_dialog_is_keyboard_first_and_refuses_bad_fields(qtbot, monkeypatch):
    warnings = []
    monkeypatch.setattr("arbiter_app.ui.dialogs.player.QMessageBox.warning",
                        lambda parent, title, text: warnings.append(text))
    dialog = PlayerDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name, "Carlsen, Magnus")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
    dialog.rating.lineEdit().selectAll()
    qtbot.keyClicks(dialog.rating, "2830")
    dialog.federation.setText("N0R")
    emit(dialog.buttons.accepted)
    assert warnings and "three capital letters" in warnings[0]
    assert dialog.result() == 0
    dialog.federation.setText("NOR")
    emit(dialog.buttons.accepted)
    assert dialog.result() == PlayerDialog.DialogCode.Accepted
    values = dialog.values()
    assert values["name"] == "Carlsen, Magnus" and values["rating"] == 2830
    assert values["federation"] == "NOR"


def _four() -> Tournament:
    return Tournament(info=TournamentInfo(name="Four"),
                      players={n: Player(n, f"P{n}", 2000 - n) for n in range(1, 6)},
                      total_rounds=3, system="dutch2016")


def _completeness(t):
    # the shared completeness rule of the engine, answering like the worker does
    def validate(pairing, callback):
        callback(completeness_violations(t, pairing))
    return validate


def test_override_shows_each_broken_rule_on_its_board_and_needs_confirmation(qtbot):
    t = _four()
    start = Pairing([Board(1, 3), Board(2, 4)], 5)
    dialog = OverrideDialog(t, 1, start, t.players_to_pair(), _completeness(t))
    qtbot.addWidget(dialog)
    assert dialog.checked and dialog.violations == []
    # put player 1 on both boards: 1 is paired twice, 2 is not paired
    index = dialog.model.index(1, 1)
    dialog.model.setData(index, "1")
    rules = {(v.rule, v.text) for v in dialog.violations}
    assert any(rule == "completeness" and text.startswith("player 1 is paired 2 times")
               for rule, text in rules)
    assert ("completeness", "not paired: 2") in rules
    assert "player 1 is paired 2 times" in dialog.model.index(0, 3).data()
    assert dialog.model.index(1, 3).data(Qt.ItemDataRole.BackgroundRole) is not None
    asked = []
    dialog.confirm_violations = lambda v: (asked.append(v), (False, ""))[1]
    dialog.save()
    assert asked and dialog.result() == 0  # refused: still open, nothing accepted
    dialog.confirm_violations = lambda v: (True, "test reason")
    dialog.save()
    assert dialog.result() == OverrideDialog.DialogCode.Accepted
    assert dialog.accepted_violations and dialog.reason == "test reason"


def test_override_exchange_swap_and_move_the_bye(qtbot):
    t = _four()
    dialog = OverrideDialog(t, 1, Pairing([Board(1, 3), Board(2, 4)], 5), t.players_to_pair(),
                            _completeness(t))
    qtbot.addWidget(dialog)
    dialog.model.swap_colours(0)
    dialog.model.exchange((0, 1), (1, 2))  # white of board 1 <-> black of board 2
    assert dialog.pairing().pairs() == [(4, 1), (2, 3)]
    dialog.model.set_bye(2)  # 2 takes the bye, 5 takes 2's seat
    assert dialog.pairing().pairs() == [(4, 1), (5, 3)] and dialog.pairing().bye == 2
    assert dialog.violations == []
    dialog.model.remove_board(1)
    assert dialog.unpaired.count() == 2  # 5 and 3 are now unpaired
    dialog.unpaired.selectAll()
    dialog.pair_unpaired()
    assert dialog.pairing().pairs() == [(4, 1), (3, 5)] and dialog.violations == []


# -- printing -------------------------------------------------------------------

def test_printed_pairing_list_leaves_pending_results_blank_for_the_wall(qtbot, tmp_path):
    from arbiter_app.ui import printing
    from arbiter_app.ui.session import build_snapshot
    t = small()
    t.rounds[1].games[1] = t.rounds[1].games[1].__class__(5, 4)  # board 2 not played yet
    snap = build_snapshot(tmp_path / "small.arbiter", False, t, {}, [])
    html = printing.pairing_list_html(snap, 2)
    assert "Pairings of round 2" in html and "Player B" in html
    rows = html.split("<tr>")[2:]
    assert "<td class=\"r\">0 \u2013 1</td>" in rows[0]  # board 1: 2-1 0-1
    assert "<td class=\"r\"></td>" in rows[1]  # board 2: blank for the result
    pdf = printing.export_pdf(printing.crosstable_html(snap), tmp_path / "cross.pdf", landscape=True)
    assert pdf.read_bytes().startswith(b"%PDF")
