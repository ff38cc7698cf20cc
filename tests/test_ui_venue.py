"""What an arbiter tripped over in the real window (issue #21), each through the
real widgets: typed dates, focus, the round tab's find box, the players filter,
tabs, marked manual boards, F9 after the last round, file dialogs' folder."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel

from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.services import TournamentService
from arbiter_app.ui.dialogs.fields import DateField, parse_date
from arbiter_app.ui.dialogs.tournament import TournamentDialog
from tests.gui import scripted_window
from arbiter_app.ui.models.rows import RESULT_COLUMN
from arbiter_app.ui.sample import make_sample

TIMEOUT = 30_000


@pytest.fixture
def window(qtbot):
    w = scripted_window(qtbot)
    yield w
    w.close()


def idle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def open_sample(qtbot, w, tmp_path, rounds=2, total=5, players=12) -> Path:
    path = tmp_path / "sample.arbiter"
    make_sample(path, players=players, rounds=rounds, total_rounds=total).close()
    w.open_path(str(path))
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=TIMEOUT)
    idle(qtbot, w)
    return path


def test_a_date_typed_after_tab_is_the_date_typed(qtbot):
    """Tabbing into Start date and typing 2026-11-27 stored 2026-11-11 (QDateEdit)."""
    dialog = TournamentDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.federation.setFocus()
    qtbot.keyClick(dialog.federation, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.start_date
    qtbot.keyClicks(dialog.focusWidget(), "2026-11-27")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.end_date
    qtbot.keyClicks(dialog.focusWidget(), "2026/11/29")
    values = dialog.values()
    assert (values["start_date"], values["end_date"]) == ("2026-11-27", "2026-11-29")


@pytest.mark.parametrize("text, expected", [
    ("2026-11-27", (2026, 11, 27)), ("2026/11/27", (2026, 11, 27)),
    ("27.11.2026", (2026, 11, 27)), ("20261127", (2026, 11, 27)),
    ("2026-02-30", None), ("27/11/2026", None), ("tomorrow", None)])
def test_date_spellings(text, expected):
    date = parse_date(text)
    assert (date.timetuple()[:3] if date else None) == expected


def test_a_wrong_date_is_named_and_the_dialog_stays(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    said = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: said.append(a[2])))
    dialog = TournamentDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name, "Open")
    dialog.end_date.setText("2026-02-30")
    dialog._accept()
    assert dialog.result() == 0 and "End date: '2026-02-30' is not a date" in said[-1]
    field = DateField("", optional=True)
    assert field.problem("Round date") == "" and field.iso() == ""


def test_opening_a_file_puts_the_keyboard_in_the_round(qtbot, window, tmp_path):
    """Typed results were ignored until the table was clicked."""
    w = window
    open_sample(qtbot, w, tmp_path)
    view = w.round_view(2)
    assert w.tabs.currentWidget() is view and w.focusWidget() is view.table


def test_enter_on_the_start_page_opens_the_selected_recent_file(qtbot, window, tmp_path):
    w = window
    path = open_sample(qtbot, w, tmp_path)
    w.close_tournament()
    assert w.focusWidget() is w.start.recent and w.start.recent.count() == 1
    qtbot.keyClick(w.start.recent, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=TIMEOUT)
    assert Path(w.snapshot.path) == path


def test_the_round_tab_goes_to_a_board_and_finds_a_player(qtbot, window, tmp_path):
    w = window
    open_sample(qtbot, w, tmp_path)
    view = w.round_view(1)
    w.tabs.setCurrentWidget(view)
    w.find_player()  # Ctrl+F inside a round: its own box, not the players tab
    assert w.tabs.currentWidget() is view and w.focusWidget() is view.find
    qtbot.keyClicks(view.find, "4")
    qtbot.keyClick(view.find, Qt.Key.Key_Return)
    assert view.model.item(view.table.currentIndex().row()).board == 4
    assert view.table.currentIndex().column() == RESULT_COLUMN and w.focusWidget() is view.table
    game = w.snapshot.tournament.round(1).games[-1]
    black = w.snapshot.tournament.players[game.black].name
    view.find.setText(black.split(",")[0])
    assert view.go() and view.model.item(view.table.currentIndex().row()).board == len(
        w.snapshot.tournament.round(1).games)
    view.find.setText("no such player at all")
    assert not view.go()


def test_a_number_in_the_filter_is_first_the_players_number(qtbot, window, tmp_path):
    w = window
    open_sample(qtbot, w, tmp_path, players=14)
    w.tabs.setCurrentWidget(w.players_view)
    qtbot.keyClicks(w.players_view.filter, "1")
    proxy = w.players_view.proxy
    assert proxy.rowCount() == 1 and proxy.index(0, 0).data() == "1"
    assert w.players_view.current_player() == 1  # Enter edits this one
    w.players_view.filter.setText("99")  # no player 99: the words' match (none here)
    assert all(proxy.index(r, 0).data() != "99" for r in range(proxy.rowCount()))


def test_names_take_the_free_width(qtbot, window, tmp_path):
    w = window
    open_sample(qtbot, w, tmp_path)
    w.fill_all()
    for view in (w.players_view, w.standings_view):
        headers = view.table.model().sourceModel().headers() if hasattr(
            view.table.model(), "sourceModel") else view.table.model().headers()
        header = view.table.horizontalHeader()
        assert header.sectionResizeMode(list(headers).index("Name")) == \
            QHeaderView.ResizeMode.Stretch
        assert not header.stretchLastSection()


def test_ctrl_tab_walks_the_tabs(qtbot, window, tmp_path):
    w = window
    open_sample(qtbot, w, tmp_path)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    start = w.tabs.currentIndex()
    qtbot.keyClick(w.windowHandle(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert w.tabs.currentIndex() == (start + 1) % w.tabs.count()
    qtbot.keyClick(w.windowHandle(), Qt.Key.Key_Backtab,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.tabs.currentIndex() == start


def test_f9_after_the_last_round_says_so(qtbot, window, tmp_path):
    w = window
    open_sample(qtbot, w, tmp_path, rounds=2, total=2)
    assert w.act_pair.isEnabled()  # enabled, so the key says why
    w.act_pair.trigger()
    assert w.errors == ["All 2 rounds are paired."]


def test_a_manual_board_that_breaks_a_rule_is_marked_until_the_systems_pairing_is_back(
        qtbot, window, tmp_path):
    w = window
    path = open_sample(qtbot, w, tmp_path)
    w.act_pair.trigger()
    idle(qtbot, w)
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
        engine = service.pairing(3)
    first = t.round(1).games[0]
    others = [p for b in engine.boards for p in (b.white, b.black)
              if p not in first.players()]
    manual = Pairing([Board(first.black, first.white)]
                     + [Board(others[i], others[i + 1]) for i in range(0, len(others), 2)],
                     engine.bye)
    w._override = (3, engine)  # the manual-pairing dialog's round and previous pairing

    class Saved:  # what the dialog hands over after the arbiter confirmed the violation
        accepted_violations, reason = True, "replay agreed"
        differences_shown = False  # a paired round: the Q69 question follows (answered yes)

        @staticmethod
        def pairing():
            return manual
    w.apply_override(Saved)
    idle(qtbot, w)
    view = w.round_view(3)
    w.tabs.setCurrentWidget(view)
    row = view.model.item(0)
    assert row.broken and row.broken[0].startswith("C1")  # dutch2016 C1: no rematch
    tip = view.model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Breaks C1") and "changed by the arbiter" not in tip
    background = view.model.cell(0, 2)[3]
    assert background is not None and background.color().red() == 255
    # the system's pairing restored: no mark, and the system's own explanations
    w.apply_override(type("Back", (), {"accepted_violations": False, "reason": "",
                                       "pairing": staticmethod(lambda: engine)}))
    idle(qtbot, w)
    assert not any(view.model.item(r).broken for r in range(view.model.rowCount()))
    assert view.model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole) == \
        engine.boards[0].explanation


def test_file_dialogs_open_in_the_tournaments_folder(qtbot, window, tmp_path):
    w = window
    path = open_sample(qtbot, w, tmp_path)
    assert w.file_folder() == path.resolve().parent


def test_import_proposes_what_a_trf2026_file_names(qtbot, window, tmp_path):
    """The import dialog proposes the file's system (192) and tie-breaks (202) instead
    of the defaults; accepted as proposed, they are the tournament's."""
    w = window
    fixture = Path(__file__).resolve().parent / "data" / "dutch2016" / "mixed-00019-n010-r05.trf"
    text = fixture.read_text(encoding="latin-1").replace("\r\n", "\n").replace("\r", "\n")
    trf = tmp_path / "named.trf"
    trf.write_text("192 FIDE_DUTCH_2025\n202 SB DE\n" + text, encoding="latin-1")
    seen = []

    def accept(dialog):
        notes = " ".join(label.text() for label in dialog.findChildren(QLabel))
        seen.append((dialog.values(), "names the pairing system and the tie-breaks" in notes))
        dialog.accept()
        return True
    w.run_dialog = accept
    w.ask_open_path = lambda title, filter_: str(trf)
    w.ask_save_path = lambda title, filter_, suggestion="": str(tmp_path / "named.arbiter")
    w.import_trf()
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=TIMEOUT)
    (system, tiebreaks), said = seen[0]
    assert (system, tiebreaks) == ("dutch2026", ["SB", "DE"]) and said
    with TournamentService.open(tmp_path / "named.arbiter", read_only=True) as service:
        assert service.settings().system == "dutch2026"
        assert list(service.settings().tiebreaks) == ["SB", "DE"]
