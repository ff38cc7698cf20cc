"""A team event's rounds through the real window (issue #37, point 6): line-ups entered by
keyboard, the round paired from the Rounds menu, board results typed on the round's tab, a
forfeited match, a team's bye, unpairing; each checked in the file afterwards (read with
the services).

The expected values come from the rules the services implement and docs/teams.md states:
board k of a match opposes the k-th players of the two line-ups, the white team (C.04.6
1.6.1) having White on the odd boards without TRF-2026 352; the match's game points are the
sum of its boards (C.07 11.1), its match points 2/1/0 (C.04.6 1.2.2).
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.engine.model import ByeKind, GameResult
from tests.gui import opened_window
from tests.team_round_window import make_team_event, stored

TIMEOUT = 60_000


@pytest.fixture
def league(tmp_path, monkeypatch):
    return make_team_event(tmp_path / "league.arbiter", teams=4, boards=4, players=5)


def open_league(qtbot, path):
    w, idle = opened_window(qtbot, path, timeout=TIMEOUT)
    assert w.snapshot.teams and w.errors == []
    return w, idle


def key(qtbot, widget, *keys) -> None:
    for k in keys:
        if isinstance(k, str):
            qtbot.keyClicks(widget, k)
        else:
            qtbot.keyClick(widget, k)


def pair(qtbot, w, idle) -> None:
    """Rounds › Pair next round (F9's action), as the arbiter triggers it."""
    w.act_pair.trigger()
    idle()
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def test_the_rounds_menu_of_a_team_event_has_line_ups_and_team_byes(qtbot, league):
    w, idle = open_league(qtbot, league)
    assert w.act_lineups.isVisible() and w.act_team_bye.isVisible()
    assert w.act_lineups.shortcut().toString() == "Ctrl+L"
    assert w.act_pair.shortcut().toString() == "F9"
    assert w.act_override.isEnabled()  # a pairing by hand of round 1 (Ctrl+M)
    assert not w.act_unpair.isEnabled()  # nothing paired yet


def test_pairing_with_proposed_line_ups_asks_then_pairs_and_shows_matches(qtbot, league):
    w, idle = open_league(qtbot, league)
    w.answers = [False]
    pair(qtbot, w, idle)
    # docs/teams.md: pairing with proposed line-ups is a level 3 warning (lineup-proposed)
    assert len(w.questions) == 1 and "have no line-up entered" in w.questions[0]
    t, _boards = stored(league)
    assert t.rounds_played == 0  # No: nothing paired

    w.answers = [True]
    pair(qtbot, w, idle)
    assert w.errors == []
    t, boards = stored(league)
    assert t.rounds_played == 1 and len(t.rounds[0].games) == 2
    view = w.round_view(1)
    assert w.tabs.currentWidget() is view
    rows = view.table.rows
    assert [(r.white, r.black) for r in rows.values()] == [
        (g.white, g.black) for g in t.rounds[0].games]
    # round 1: the first four players of each roster; board 1 White for the white team
    first = t.rounds[0].games[0]
    assert [(b[1], b[2]) for b in boards[(1, 1)]] == [
        (t.teams[first.white].roster[0], t.teams[first.black].roster[0]),
        (t.teams[first.black].roster[1], t.teams[first.white].roster[1]),
        (t.teams[first.white].roster[2], t.teams[first.black].roster[2]),
        (t.teams[first.black].roster[3], t.teams[first.white].roster[3])]
    assert [(b.white, b.black) for b in rows[1].boards] == [(b[1], b[2])
                                                            for b in boards[(1, 1)]]
    # the match's explanation (which article decided it) is its tooltip
    item = view.table.item_for(1)
    assert "C.04.6" in item.toolTip(1) or "3.6" in item.toolTip(1)
    # the cursor is on match 1's first board, opened: a result can be typed at once
    assert view.table.key_of(view.table.currentItem()) == (1, 1)
    assert w.act_unpair.isEnabled()


def test_board_results_typed_update_the_match_then_forfeit_and_unpair(qtbot, league):
    w, idle = open_league(qtbot, league)
    w.answer = True
    pair(qtbot, w, idle)
    view = w.round_view(1)
    table = view.table
    table.setFocus()
    assert table.key_of(table.currentItem()) == (1, 1)
    # 1, =, 1, 0 on match 1's boards: the cursor moves on by itself
    key(qtbot, table, "1", "=", "1", "0")
    idle()
    assert w.errors == []
    t, boards = stored(league)
    assert [b[3] for b in boards[(1, 1)]] == [GameResult.WHITE_WINS, GameResult.DRAW,
                                              GameResult.WHITE_WINS, GameResult.BLACK_WINS]
    match = t.rounds[0].games[0]
    # boards 1 and 3: the white team's players have White; boards 2 and 4 the black team's
    # white team: 1 + ½ + 1 + 1 (board 4's Black) = 3½, black team ½ (C.07 11.1)
    assert t.game_points[(1, match.white)] == 3.5 and t.game_points[(1, match.black)] == 0.5
    assert match.result is GameResult.WHITE_WINS
    row = table.rows[1]
    assert row.cells[3] == "3\u00bd \u2013 \u00bd" and row.cells[6] == "2 \u2013 0"
    # after match 1's last board the cursor is on match 2's first board
    assert table.key_of(table.currentItem()) == (2, 1)
    # one board of match 2, then the board replaced (asked first) and cleared again
    key(qtbot, table, "1")
    idle()
    table.go_to(2, 1)
    w.answers = [True]
    key(qtbot, table, "0")
    idle()
    assert any("already has the result" in q for q in w.questions)
    assert stored(league)[1][(1, 2)][0][3] is GameResult.BLACK_WINS
    assert table.rows[2].cells[3] == "0 \u2013 1"  # game points so far, white team first
    table.go_to(2, 1)
    w.answers = [True]
    key(qtbot, table, Qt.Key.Key_Delete)
    idle()
    assert stored(league)[1][(1, 2)][0][3] is GameResult.PENDING
    # unpair is refused while a board has a result
    assert not w.act_unpair.isEnabled()

    # match 2 forfeited by the black team: "-" on the match's row (TRF-2026 330 -+)
    table.go_to(2)
    key(qtbot, table, "-")
    idle()
    t, boards = stored(league)
    assert t.rounds[0].games[1].result is GameResult.BLACK_FORFEIT_WIN
    assert (1, 2) not in boards  # a forfeited match has no games
    assert table.rows[2].forfeited and table.rows[2].boards == ()
    # undo (Ctrl+Z's action) plays it again, with no result
    w.undo()
    idle()
    assert stored(league)[0].rounds[0].games[1].result is GameResult.PENDING
    w.redo()
    idle()
    assert stored(league)[0].rounds[0].games[1].result is GameResult.BLACK_FORFEIT_WIN
    # Delete on the forfeited match cancels the forfeit: its boards again, no result
    table.go_to(2)
    key(qtbot, table, Qt.Key.Key_Delete)
    idle()
    t, boards = stored(league)
    assert t.rounds[0].games[1].result is GameResult.PENDING
    assert [b[3] for b in boards[(1, 2)]] == [GameResult.PENDING] * 4
    assert w.errors == []
    # Enter on the match goes to its first board; a board forfeit is "+" there (White's
    # opponent did not come), as on an individual round's tab
    table.go_to(2)
    key(qtbot, table, Qt.Key.Key_Return, Qt.Key.Key_Down, Qt.Key.Key_Down)
    assert table.key_of(table.currentItem()) == (2, 3)
    key(qtbot, table, "+")
    idle()
    assert stored(league)[1][(1, 2)][2][3] is GameResult.WHITE_FORFEIT_WIN
    assert table.rows[2].boards[2].cells[3] == "+ \u2013 \u2212"
    w.undo()
    idle()
    assert stored(league)[1][(1, 2)][2][3] is GameResult.PENDING

    # the undo of match 1's results, then unpairing (undone and redone)
    while w.session.undo_stack.canUndo() and stored(league)[0].rounds_played and any(
            g.result.is_known for g in stored(league)[0].individuals.rounds[0].games):
        w.undo()
        idle()
    assert w.act_unpair.isEnabled()
    w.act_unpair.trigger()
    idle()
    assert stored(league)[0].rounds_played == 0
    assert w.round_views == []
    w.undo()
    idle()
    assert stored(league)[0].rounds_played == 1 and len(w.round_views) == 1
    assert w.errors == []


def test_a_team_bye_for_the_next_round_by_keyboard(qtbot, league, monkeypatch):
    from arbiter_app.ui.teams.round_bye_dialog import TeamByeDialog
    w, idle = open_league(qtbot, league)

    def fill(dialog) -> bool:
        assert isinstance(dialog, TeamByeDialog)
        dialog.show()
        dialog.team.setFocus()
        key(qtbot, dialog.team, Qt.Key.Key_Down, Qt.Key.Key_Down)  # team 3
        key(qtbot, dialog.kind, Qt.Key.Key_Down)  # absent, zero points (Z)
        return True
    monkeypatch.setattr(w, "run_dialog", fill)
    w.act_team_bye.trigger()
    idle()
    t, _ = stored(league)
    assert t.requested_byes.get(1) == {3: ByeKind.ZERO_POINT}
    w.answer = True
    pair(qtbot, w, idle)
    t, _ = stored(league)
    assert 3 not in [n for g in t.rounds[0].games for n in (g.white, g.black)]
    rows = list(w.round_view(1).table.rows.values())
    assert len(rows) == 1  # 3 teams to pair: one match, one pairing-allocated bye
    tops = [w.round_view(1).table.topLevelItem(i).text(3)
            for i in range(w.round_view(1).table.topLevelItemCount())]
    assert any("absent (zero-point bye)" in text for text in tops)
    assert any("pairing-allocated bye" in text for text in tops)


@pytest.fixture
def english_again():
    from arbiter_app import i18n
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "fr", "de", "es", "ru", "it", "nl", "pl", "pt", "tr"])
def test_the_team_round_menu_and_dialogs_have_no_mnemonic_clash(qtbot, league, code,
                                                                 english_again):
    """In a team event the Rounds menu shows Line-ups and Team bye besides the individual
    items: their Alt+letters differ from the others' in every language, as in the team
    bye dialog's."""
    from arbiter_app import i18n
    from arbiter_app.ui.teams.lineup_dialog import LineupDialog
    from arbiter_app.ui.teams.round_bye_dialog import TeamByeDialog
    from tests.test_ui_mnemonics import clashes, menu_clashes, visible_mnemonics
    i18n.set_language(code)
    w, idle = open_league(qtbot, league)
    rounds_menu = w.act_lineups.associatedObjects()[-1]
    assert w.act_lineups.isVisible() and w.act_team_bye.isVisible()
    assert menu_clashes(rounds_menu) == []
    t = w.snapshot.tournament
    for dialog in (TeamByeDialog({n: str(n) for n in t.teams}, 1, 3, {}),
                   LineupDialog(1, t, {1: ((1, 2, 3, 4), False)})):
        qtbot.addWidget(dialog)
        dialog.show()
        assert clashes(visible_mnemonics(dialog)) == []
        dialog.close()
