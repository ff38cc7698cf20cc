"""The window's "Update FIDE rating list" (issue #38 point 10; Q135-136): the menu
action downloads on the worker thread from a local HTTP server (never the internet),
says the list's date, fails cleanly keeping the old copy, and the FIDE player search
says which list (and of which day) it searches."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.services import fide_download as FD
from arbiter_app.ui.main_window import MainWindow
from tests.test_fide38_list_download import GOOD, PLAYERS, server  # noqa: F401 (fixture)

TIMEOUT = 20_000


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    w = MainWindow()
    qtbot.addWidget(w)
    w.errors, w.infos = [], []
    w.show_error = w.errors.append
    w.inform = w.infos.append
    w.show()
    yield w


def menu_action(w, text):
    for top in w.menuBar().actions():
        for action in top.menu().actions():
            if action.text() == text:
                return action
    raise AssertionError(f"no menu action {text!r}")


def idle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def test_the_menu_action_updates_the_local_copy_and_says_its_date(qtbot, window, server,
                                                                  monkeypatch):
    w = window
    monkeypatch.setattr(FD, "DEFAULT_URL", server.url("/download/players_list.zip"))
    menu_action(w, "Update &FIDE rating list\u2026").trigger()
    idle(qtbot, w)
    today = datetime.now(timezone.utc)
    assert w.errors == []
    assert len(w.infos) == 1
    assert f"FIDE rating list of {today:%Y/%m}, downloaded on {today:%Y-%m-%d}: " \
           f"{PLAYERS} players" in w.infos[0]
    copy = FD.local_list()
    assert copy is not None and copy.path.read_bytes() == GOOD
    assert not w.fide_update_progress.isVisible()

    # offline / a 404: one message, the old copy kept
    monkeypatch.setattr(FD, "DEFAULT_URL", server.url("/gone.zip"))
    menu_action(w, "Update &FIDE rating list\u2026").trigger()
    idle(qtbot, w)
    assert len(w.errors) == 1 and "answered 404" in w.errors[0]
    assert f"the local copy of {today:%Y-%m-%d} is kept" in w.errors[0]
    assert FD.local_list() == copy and copy.path.read_bytes() == GOOD


def test_the_player_search_names_the_local_copy_with_its_date(qtbot, window, server, tmp_path):
    w = window
    copy = FD.update(server.url("/download/players_list.zip"),
                     today=datetime(2026, 11, 2, tzinfo=timezone.utc))
    w.create_tournament(str(tmp_path / "open.arbiter"), dict(
        name="Club Open", total_rounds=5, system="dutch2016", city="Leiden", tiebreaks=[]))
    idle(qtbot, w)
    w.ask_open_path = lambda title, filter_: str(copy.path)
    seen = {}

    def pick(dialog):
        qtbot.addWidget(dialog)
        seen["source"] = dialog.source.text()
        dialog.queries.setPlainText("1000010")  # de Vries, the combined list's first player
        qtbot.mouseClick(dialog.search_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.model.rowCount() == 1, timeout=TIMEOUT)
        dialog.add_button.click()
        return True
    w.run_dialog = pick
    w.import_fide()
    idle(qtbot, w)
    assert seen["source"].startswith("FIDE rating list of 2026/11, downloaded on 2026-11-02: "
                                     f"{PLAYERS} players")
    assert [(p.name, p.fide_id) for p in w.snapshot.tournament.players.values()] == [
        ("de Vries, Jan", "1000010")]
