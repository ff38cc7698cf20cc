"""FIDE checklist Q161/Q169 in the window and on the hall display: while a game of the
rounds the standings count has no final result (an adjourned game counts as a draw until
it ends), the standings say they are provisional, as the command line and every printout
already do; they never claim "every result in"."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService
from arbiter_app.ui.sample import make_sample


@pytest.fixture
def adjourned(tmp_path):
    """Three rounds played; round 3 board 2 adjourned."""
    path = tmp_path / "adj.arbiter"
    make_sample(path, players=10, rounds=3, total_rounds=5).close()
    with TournamentService.open(path) as service:
        service.record_result(3, 2, GameResult.ADJOURNED, confirm=True)
    return path


def test_the_standings_tab_says_provisional(qtbot, adjourned):
    pytest.importorskip("pytestqt")
    from tests.gui import opened_window
    w, idle = opened_window(qtbot, adjourned)
    try:
        w.tabs.setCurrentWidget(w.standings_view)
        idle()
        note = w.standings_view.note.text()
        assert "PROVISIONAL STANDINGS: 1 result is missing (round 3 board 2" in note
        assert "adjourned" in note and "every result in" not in note
        assert "After round 3" in note
    finally:
        w.close()


def test_the_hall_display_says_provisional(adjourned):
    from arbiter_app.ui.hall import hall_table
    with TournamentService.open(adjourned, read_only=True) as service:
        t, tiebreaks = service.tournament(), list(service.settings().tiebreaks)
    assert hall_table(t, tiebreaks, "standings").title == "Provisional standings after round 3"
    with TournamentService.open(adjourned) as service:
        service.record_result(3, 2, GameResult.WHITE_WINS, confirm=True)
        t = service.tournament()
    assert hall_table(t, tiebreaks, "standings").title == "Standings after round 3"
