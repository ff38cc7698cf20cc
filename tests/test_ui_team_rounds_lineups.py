"""A team event's line-ups in the window (issue #37, point 6): entered by keyboard before the
pairing (the services' proposal shown first), checked against the roster's board order
(the services' warning, docs/teams.md: ``lineup-order`` is asked), saved in one undoable
step, then changed after the pairing while the match has no result (its boards made
again); the pairing runs in the pairing process as an individual event's does."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from arbiter_app.engine.model import GameResult
from arbiter_app.services.service import TournamentService
from arbiter_app.ui.teams.lineup_dialog import LineupDialog
from tests.gui import opened_window
from tests.team_round_window import make_team_event, stored

TIMEOUT = 60_000


@pytest.fixture
def league(tmp_path, monkeypatch):
    # 4 teams of 5 players: team 1 has players 1-5 (roster places 1-5), team 2 6-10, ...
    return make_team_event(tmp_path / "league.arbiter", teams=4, boards=4, players=5)


def lineups(path, round_no: int) -> dict[int, tuple[tuple[int, ...], bool]]:
    with TournamentService.open(path, read_only=True) as service:
        return {team: service.lineup(round_no, team) for team in (1, 2, 3, 4)}


def typing(qtbot, answers: dict, seen: list):
    """A run_dialog that fills the line-up dialog by keyboard: ``answers`` team -> the
    roster places typed on boards 1.. (Tab between boards), then Enter (OK)."""
    def run(dialog) -> bool:
        assert isinstance(dialog, LineupDialog)
        dialog.show()
        seen.append(dialog)
        for team, places in answers.items():
            for combo, place in zip(dialog.choices[team], places):
                combo.setFocus()
                qtbot.keyClicks(combo, str(place))
                qtbot.keyClick(combo, Qt.Key.Key_Tab)
        focused = dialog.focusWidget() or dialog
        seen.append(dialog.checks.text())
        qtbot.keyClick(focused, Qt.Key.Key_Return)
        return dialog.result() == dialog.DialogCode.Accepted
    return run


def test_line_ups_typed_checked_saved_undone_and_paired_on(qtbot, league, monkeypatch):
    from arbiter_app.ui import pairproc
    w, idle = opened_window(qtbot, league, timeout=TIMEOUT)
    assert w.snapshot.teams
    seen: list = []
    # team 1: roster places 2, 1, 3, 5 (not the roster's order); team 2: 1, 2, 4, 5
    monkeypatch.setattr(w, "run_dialog", typing(qtbot, {1: (2, 1, 3, 5), 2: (1, 2, 4, 5)},
                                                 seen))
    w.answers = [True]  # the roster's order: asked, and confirmed
    w.act_lineups.trigger()
    idle()
    dialog = seen[0]
    assert dialog.round_no == 1 and sorted(dialog.choices) == [1, 2, 3, 4]
    # before typing, each team had its proposal: round 1, the roster's first 4 (services)
    assert dialog.states[3].text() == "proposed, not entered"
    # the dialog showed the services' warning while typing, and saving asked it
    assert "not the roster's board order" in seen[1]
    assert len(w.questions) == 1 and "not the roster's board order" in w.questions[0]
    assert w.errors == []
    entered = lineups(league, 1)
    assert entered[1] == ((2, 1, 3, 5), True)
    assert entered[2] == ((6, 7, 9, 10), True)
    # the teams left as proposed are entered with their proposal (OK enters every row)
    assert entered[3] == ((11, 12, 13, 14), True) and entered[4] == ((16, 17, 18, 19), True)

    # one undoable step: undo gives back the proposals, redo the line-ups typed
    w.undo()
    idle()
    assert all(not entered for _p, entered in lineups(league, 1).values())
    w.redo()
    idle()
    assert lineups(league, 1)[1] == ((2, 1, 3, 5), True)

    # pairing: every line-up entered, so nothing asked; the engine in the pairing process
    calls = []
    real = pairproc.run_engine

    def spy(system, t):
        calls.append(system.name)
        return real(system, t)
    monkeypatch.setattr(pairproc, "run_engine", spy)
    w.questions.clear()
    w.act_pair.trigger()
    idle()
    assert w.questions == [] and w.errors == [] and calls == ["team2026"]
    t, boards = stored(league)
    match = next(m for m, g in enumerate(t.rounds[0].games, start=1) if 1 in (g.white, g.black))
    seats = {p for _k, a, b, _r in boards[(1, match)] for p in (a, b)}
    assert {2, 1, 3, 5} <= seats and 4 not in seats

    # after the pairing, on the round's tab: the line-up of team 1 changes while its match
    # has no result (board 4: place 4 instead of 5), the boards are made again
    view = w.round_view(1)
    assert w.tabs.currentWidget() is view
    seen.clear()
    monkeypatch.setattr(w, "run_dialog", typing(qtbot, {1: (2, 1, 3, 4)}, seen))
    w.answers = [True]
    w.act_lineups.trigger()
    idle()
    assert seen[0].round_no == 1 and w.errors == []
    t, boards = stored(league)
    seats = {p for _k, a, b, _r in boards[(1, match)] for p in (a, b)}
    assert {1, 2, 3, 4} <= seats and 5 not in seats
    assert [b.white for b in view.table.rows[match].boards] == [b[1] for b in
                                                                 boards[(1, match)]]

    # a board's result: that match's teams are no longer listed
    view.table.setFocus()
    view.table.go_to(match, 1)
    qtbot.keyClicks(view.table, "=")
    idle()
    assert stored(league)[1][(1, match)][0][3] is GameResult.DRAW
    seen.clear()
    monkeypatch.setattr(w, "run_dialog", lambda dialog: seen.append(dialog) or False)
    w.act_lineups.trigger()
    idle()
    game = t.rounds[0].games[match - 1]
    assert game.white not in seen[0].choices and game.black not in seen[0].choices
    assert len(seen[0].choices) == 2


def test_a_player_twice_is_refused_in_the_dialog(qtbot, league, monkeypatch):
    t = TournamentService.open(league, read_only=True)
    try:
        team_tournament = t.team_tournament()
    finally:
        t.close()
    dialog = LineupDialog(1, team_tournament, {1: ((1, 2, 3, 4), False)})
    qtbot.addWidget(dialog)
    dialog.show()
    combo: QComboBox = dialog.choices[1][1]
    combo.setFocus()
    qtbot.keyClicks(combo, "1")  # place 1 on board 2 too
    assert dialog.values()[1] == (1, 1, 3, 4)
    assert "twice" in dialog.checks.text() and dialog.problems
    refused = []
    import arbiter_app.ui.teams.lineup_dialog as module
    monkeypatch.setattr(module, "refuse", lambda d, problem: refused.append(problem)
                        or bool(problem))
    qtbot.keyClick(combo, Qt.Key.Key_Return)  # OK: refused, the dialog stays
    assert refused and "twice" in refused[0]
    assert dialog.result() != dialog.DialogCode.Accepted
    # the keyboard search starts afresh after the input interval (10 is typed "1", "0")
    qtbot.wait(QApplication.keyboardInputInterval() + 100)
    qtbot.keyClicks(combo, "0")  # an empty board: accepted (a notice at most)
    assert dialog.values()[1] == (1, 0, 3, 4) and not dialog.problems


def test_an_empty_board_typed_as_0_is_won_by_forfeit_on_the_round_tab(qtbot, league,
                                                                      monkeypatch):
    """docs/teams.md: a board with one player is won by him by forfeit (his full-point bye,
    TRF ``0000 - +``); it has no game, so no result is typed on it."""
    w, idle = opened_window(qtbot, league, timeout=TIMEOUT)
    seen: list = []
    monkeypatch.setattr(w, "run_dialog", typing(qtbot, {2: (1, 2, 3, 0)}, seen))
    w.answer = True
    w.act_lineups.trigger()
    idle()
    assert lineups(league, 1)[2] == ((6, 7, 8, 0), True)
    w.act_pair.trigger()
    idle()
    assert w.errors == []
    t, boards = stored(league)
    match = next(m for m, g in enumerate(t.rounds[0].games, start=1) if 2 in (g.white, g.black))
    board4 = boards[(1, match)][3]
    assert board4[3] is None and 0 in board4[1:3]  # no game: one side empty
    view = w.round_view(1)
    row = view.table.rows[match].boards[3]
    assert row.result is None and row.cells[3] == "won by forfeit (empty board)"
    assert "(empty board)" in (row.cells[1], row.cells[4])
    view.table.setFocus()
    view.table.go_to(match, 4)
    qtbot.keyClicks(view.table, "1")  # nothing to type there
    idle()
    assert stored(league)[1][(1, match)][3][3] is None
    assert w.errors == [] and view.table.key_of(view.table.currentItem()) == (match, 4)
