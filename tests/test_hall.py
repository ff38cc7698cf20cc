"""The hall display (issue #26): pages of the current pairing lists and the
standings in large type, turned by a timer, following every result entered in
the arbiter's window."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from arbiter_app.engine.model import GameResult
from arbiter_app.services.documents.notation import RESULT_TEXT
from arbiter_app.ui.hall import VIEWS, HallWindow, hall_table
from arbiter_app.ui.sample import make_sample
from tests.gui import scripted_window

TIMEOUT = 30_000


@pytest.fixture
def event(tmp_path):
    """60 players, round 3 paired, no result of it in yet."""
    path = tmp_path / "hall.arbiter"
    service = make_sample(path, players=60, rounds=2, total_rounds=7)
    service.pair_next_round()
    t, tiebreaks = service.tournament(), list(service.settings().tiebreaks)
    service.close()
    return path, t, tiebreaks


def test_the_tables_are_the_current_round_and_the_standings(event):
    _path, t, tiebreaks = event
    by_name = hall_table(t, tiebreaks, "alphabetical")
    assert by_name.title == "Round 3 \u2013 pairings by name" and len(by_name.rows) == 60
    names = [row[0] for row in by_name.rows]
    assert names == sorted(names, key=str.casefold)
    by_board = hall_table(t, tiebreaks, "pairings")
    assert len(by_board.rows) == 30 and [r[0] for r in by_board.rows] == list(range(1, 31))
    standings = hall_table(t, tiebreaks, "standings")
    assert standings.title == "Standings after round 2" and len(standings.rows) == 60
    assert standings.headers[-3:] == ("BH/C1", "BH", "SB")


def test_pages_turn_by_themselves_through_every_view(qtbot, event):
    _path, t, tiebreaks = event
    hall = HallWindow(views=list(VIEWS), seconds=5, point_size=28)
    qtbot.addWidget(hall)
    hall.resize(1280, 720)
    hall.show()
    hall.set_snapshot(t, tiebreaks)
    per = hall.rows_per_page()
    assert 5 <= per < 30  # large type: a 60-player list takes several pages
    pages = {view: -(-len(hall_table(t, tiebreaks, view).rows) // per) for view in VIEWS}
    assert len(hall.pages) == sum(pages.values())
    assert hall.current() == ("alphabetical", 1, pages["alphabetical"])
    assert "page 1 of" in hall.heading.text()
    seen = [hall.current()]
    hall.timer.setInterval(20)  # the timer, not the test, turns the pages
    hall.start()
    qtbot.waitUntil(lambda: hall.current()[0] == "standings", timeout=TIMEOUT)
    qtbot.waitUntil(lambda: hall.current() == seen[0], timeout=TIMEOUT)  # and round again
    hall.timer.stop()
    for _ in range(len(hall.pages)):
        hall.advance()
        seen.append(hall.current())
    assert {view for view, _page, _of in seen} == set(VIEWS)
    assert seen[-1] == seen[0]
    # a larger type: fewer rows a page, more pages
    hall.configure(["standings"], 5, 48)
    assert hall.rows_per_page() < per and {p[0] for p in hall.pages} == {0}
    assert hall.current()[0] == "standings" and hall.current()[2] > pages["standings"]


def test_a_result_entered_shows_on_the_page_being_shown(qtbot, event, tmp_path):
    path, _t, _tiebreaks = event
    w = scripted_window(qtbot)
    w.open_path(str(path))
    qtbot.waitUntil(lambda: w.snapshot is not None and not w.tasks.busy, timeout=TIMEOUT)

    def fill(dialog):
        dialog.view_boxes["alphabetical"].setChecked(False)
        dialog.view_boxes["standings"].setChecked(False)
        dialog.full_screen.setChecked(False)
        dialog.accept()
        return True
    w.run_dialog = lambda dialog: (qtbot.addWidget(dialog), fill(dialog))[1]
    w.open_hall()
    hall = w.hall
    assert hall is not None and hall.isVisible() and hall.views == ["pairings"]
    hall.timer.stop()
    assert hall.current()[:2] == ("pairings", 1)
    assert hall.shown_rows()[0][3] == ""  # board 1: no result yet
    view = w.round_view(3)
    w.tabs.setCurrentWidget(view)
    view.table.setFocus()
    view.table.selectRow(0)
    w.enter_result(3, 1, GameResult.WHITE_WINS)
    qtbot.waitUntil(lambda: hall.shown_rows()[0][3] == RESULT_TEXT[GameResult.WHITE_WINS],
                    timeout=TIMEOUT)
    assert hall.current()[:2] == ("pairings", 1)  # still the same page
    assert RESULT_TEXT[GameResult.WHITE_WINS] in hall.body.text()
    # the arbiter's window keeps the keyboard
    assert not hall.isActiveWindow()
    w.close_hall()
    assert w.hall is None
    w.close()
