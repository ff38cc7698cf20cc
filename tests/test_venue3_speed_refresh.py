"""F9 to the boards (issue #35, speed): after a pairing the new round's boards are
shown first; the standings, the cross table and the other tabs' rows are made on
the worker right after, and are then exactly those of a full reading."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.services import TournamentService
from arbiter_app.ui import session as session_module
from arbiter_app.ui.main_window import MainWindow
from arbiter_app.ui.sample import make_sample
from arbiter_app.ui.session import build_snapshot
from tests.gui import opened_window


def full_reading(path, t, tiebreaks):
    """The snapshot as the window made it before: everything at once."""
    return build_snapshot(path, False, t, {}, tiebreaks, complete=True)


def test_a_snapshot_makes_its_rows_when_asked_and_they_are_the_full_ones(tmp_path):
    make_sample(tmp_path / "s.arbiter", players=15, rounds=3, total_rounds=5).close()
    with TournamentService.open(tmp_path / "s.arbiter", read_only=True) as service:
        t, tiebreaks = service.tournament(), list(service.settings().tiebreaks)
    full = full_reading(tmp_path, t, tiebreaks)
    calls = []
    original = session_module.standings_table
    try:
        session_module.standings_table = lambda *a: (calls.append(a), original(*a))[1]
        lazy = build_snapshot(tmp_path, False, t, {}, tiebreaks, complete=False)
        assert calls == []  # not made yet
        assert lazy.round_rows[3] == full.round_rows[3]
        assert lazy.standing_rows == full.standing_rows and calls != []
        assert lazy.standing_headers == full.standing_headers
        assert lazy.cross_rows == full.cross_rows and lazy.cross_headers == full.cross_headers
        assert lazy.player_rows == full.player_rows
        assert [lazy.round_rows[r] for r in (1, 2)] == [full.round_rows[r] for r in (1, 2)]
        assert len(calls) == 1  # made once, kept
    finally:
        session_module.standings_table = original
    with pytest.raises(KeyError):
        lazy.round_rows[4]
    assert list(lazy.round_rows) == [1, 2, 3]


def test_f9_shows_the_boards_before_the_standings_are_made(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "open.arbiter"
    make_sample(path, players=24, rounds=3, total_rounds=6).close()
    w, idle = opened_window(qtbot, path)
    try:
        order = []
        standings = session_module.standings_table
        show = MainWindow._show
        monkeypatch.setattr(session_module, "standings_table",
                            lambda *a: (order.append("standings"), standings(*a))[1])
        monkeypatch.setattr(MainWindow, "_show",
                            lambda self, snap: (order.append("boards"), show(self, snap))[1])
        w.activateWindow()
        w.focus_current_tab()
        qtbot.keyClick(w.focusWidget() or w, Qt.Key.Key_F9)
        idle()
        assert w.errors == []
        assert w.snapshot.tournament.rounds_played == 4
        view = w.tabs.currentWidget()
        assert view is w.round_view(4) and view.model.board_count() == 12
        # the boards reached the window first, the standings were made after
        assert order[:2] == ["boards", "standings"] and order.count("standings") == 1
        w.tabs.setCurrentWidget(w.standings_view)
        shown = [w.standings_view.model.row(r)
                 for r in range(w.standings_view.model.rowCount())]
        assert order.count("standings") == 1  # the tab took the rows made on the worker
        # and they are those of a full reading of the same tournament
        full = full_reading(path, w.snapshot.tournament, list(w.snapshot.tiebreaks))
        assert shown == [r.cells for r in full.standing_rows]
        assert w.snapshot.cross_rows == full.cross_rows
    finally:
        w.close()
