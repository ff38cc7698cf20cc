"""The team event's tabs are made with the window (issue #37) but are nowhere to be seen
until a team event is open: on the start page none of them may show (they were drawn,
tiny, over the menu bar's corner), nor after an individual event is opened."""

from __future__ import annotations

from tests.gui import opened_window


def _team_views(w):
    return [w.teams_view, w.team_standings_view, w.board_standings_view,
            w.team_crosstable_view]


def test_no_team_tab_shows_on_the_start_page(qtbot):
    from arbiter_app.ui.main_window import MainWindow
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert not any(view.isVisible() for view in _team_views(w))


def test_no_team_tab_shows_in_an_individual_event(qtbot, tmp_path):
    from arbiter_app.services import NewTournament, TournamentService
    path = tmp_path / "open.arbiter"
    TournamentService.create(path, NewTournament(name="Open", total_rounds=5, system="dutch2026")).close()
    w, idle = opened_window(qtbot, path)
    assert not w.snapshot.teams
    assert not any(view.isVisible() for view in _team_views(w))
    assert w.players_view.isVisible() or w.tabs.currentWidget() is not None
