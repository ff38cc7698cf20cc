"""Rounds › Manual pairing (Ctrl+M) in a team event, through the real window (issue #37:
"the manual override with its criteria work for teams as for players").

The dialog is the individual one with teams: matches instead of boards, C.04.6's absolute
criteria as the team services report them (``validate_team_pairing``), saved with
``set_team_pairing`` as one undoable step.  Hand-worked from the rules: C.04.6 2.1.1 [C1]
"two teams shall not play against each other more than once", so a pairing of round 2 that
puts two teams of a round 1 match together again breaks [C1]; set by hand, each match's
explanation starts "set by hand by the arbiter" (docs/teams.md) and the round is marked a
manual one, the override kept with the arbiter's reason.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from arbiter_app.services import TournamentService
from arbiter_app.ui.dialogs.override import OverrideDialog, SavePairingDialog
from tests.gui import opened_window
from tests.team_event_builders import enter_lineups, play
from tests.team_round_window import make_team_event, stored

TIMEOUT = 60_000
ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def league(tmp_path):
    """Four teams of two boards; round 1 paired by the system and played (every match won
    by its white team on both boards)."""
    path = make_team_event(tmp_path / "league.arbiter", teams=4, boards=2, players=3)
    with TournamentService.open(path) as service:
        enter_lineups(service, 1)
        service.pair_next_team_round(confirm=True)
        play(service, 1, {1: "10", 2: "10"})
    return path


def round_one(path) -> list[frozenset]:
    t, _ = stored(path)
    return [frozenset((g.white, g.black)) for g in t.round(1).games]


def ctrl_m(qtbot, w) -> None:
    """Ctrl+M as the arbiter types it on the window."""
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=TIMEOUT)
    qtbot.keyClick(w.windowHandle(), Qt.Key.Key_M, CTRL)


def shown(qtbot, dialog) -> None:
    dialog.show()
    dialog.activateWindow()  # the mnemonics are the active window's
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: dialog.checked, timeout=TIMEOUT)


def save(qtbot, dialog) -> None:
    """Alt+S, &Save pairing or &Save (the mnemonic clicks the button a moment later)."""
    qtbot.keyClick(focused(dialog), Qt.Key.Key_S, ALT)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=TIMEOUT)


def focused(dialog):
    return QApplication.focusWidget() or dialog


def test_two_teams_exchanged_by_keyboard_break_c1_confirmed_saved_then_undone(qtbot, league):
    with TournamentService.open(league) as service:
        enter_lineups(service, 2)  # no line-up to propose: only the criteria are asked
    met = round_one(league)
    w, idle = opened_window(qtbot, league, timeout=TIMEOUT)
    assert w.snapshot.teams and w.act_override.isEnabled()
    assert w.act_override.shortcut().toString() == "Ctrl+M"
    seen = {}

    def run(dialog) -> bool:
        if isinstance(dialog, SavePairingDialog):  # the one question: the rules, a reason
            shown_rules = [dialog.broken.item(i).text() for i in range(dialog.broken.count())]
            seen["asked"] = shown_rules
            dialog.show()
            dialog.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=TIMEOUT)
            assert focused(dialog) is dialog.reason  # the reason is typed first
            qtbot.keyClicks(dialog.reason, "the captains agreed")
            save(qtbot, dialog)  # Alt+S (Enter is Cancel: a broken pairing is not saved so)
            return dialog.result() == dialog.DialogCode.Accepted
        assert isinstance(dialog, OverrideDialog)
        shown(qtbot, dialog)
        model = dialog.model
        seen["proposal"] = [tuple(b[:2]) for b in model.boards]
        assert model.headerData(0, Qt.Orientation.Horizontal) == "Match"
        assert model.index(0, 1).data().endswith(w.snapshot.tournament.teams[
            model.boards[0][0]].name)
        assert dialog.status.text() == "No rule is broken."  # the system's pairing
        (x1, y1), (x2, y2) = seen["proposal"]
        table = dialog.table
        if frozenset((x1, y2)) not in met:
            # round 1 was x1-x2 and y1-y2: match 2's colours swapped first (Alt+C on its
            # row), so that exchanging the white teams pairs round 1's matches again
            table.setFocus()
            table.setCurrentIndex(model.index(1, 1))
            qtbot.keyClick(focused(dialog), Qt.Key.Key_C, ALT)  # Swap &colours
            qtbot.waitUntil(lambda: model.boards[1][0] == y2, timeout=TIMEOUT)
        # the white teams of both matches: match 1's white team, Shift+Down, Alt+X
        table.setFocus()
        table.setCurrentIndex(model.index(0, 1))
        qtbot.keyClick(table, Qt.Key.Key_Down, SHIFT)
        assert dialog._selected_player_cells() == [(0, 1), (1, 1)]
        before = [list(b[:2]) for b in model.boards]
        qtbot.keyClick(focused(dialog), Qt.Key.Key_X, ALT)  # E&xchange two teams
        qtbot.waitUntil(lambda: [list(b[:2]) for b in model.boards] != before,
                        timeout=TIMEOUT)  # the button's mnemonic clicks it
        qtbot.waitUntil(lambda: dialog.checked, timeout=TIMEOUT)  # checked again, live
        seen["edited"] = [tuple(b[:2]) for b in model.boards]
        seen["problems"] = [dialog.problems.item(i).text()
                            for i in range(dialog.problems.count())]
        seen["cells"] = [model.index(r, 3).data() for r in range(model.rowCount())]
        seen["status"] = dialog.status.text()
        save(qtbot, dialog)
        return dialog.result() == dialog.DialogCode.Accepted

    w.run_dialog = run
    ctrl_m(qtbot, w)
    idle()
    assert w.errors == [] and w.questions == []  # confirmed once, in the dialog
    edited = seen["edited"]
    assert all(frozenset(pair) in met for pair in edited), (seen, met)  # round 1 again
    # each broken criterion shown live with its article and teams, on its match's row
    assert len(seen["problems"]) == 2
    for (white, black), text in zip(edited, seen["problems"]):
        assert text.startswith("C.04.6 2.1.1 [C1]: ")
        assert f"(teams {white}, {black})" in text or f"(teams {black}, {white})" in text
    assert all(cell.startswith("C.04.6 2.1.1 [C1]: ") and "(teams" not in cell
               for cell in seen["cells"])
    assert seen["status"] == "2 rules broken: saving needs your confirmation."
    assert seen["asked"] == seen["problems"]

    t, boards = stored(league)
    assert t.rounds_played == 2
    assert [(g.white, g.black) for g in t.round(2).games] == edited
    assert len(boards[(2, 1)]) == 2 and len(boards[(2, 2)]) == 2  # boards from the line-ups
    with TournamentService.open(league, read_only=True) as service:
        saved = service.team_pairing(2)
        log = [(e.action, e.details) for e in service.audit_log()]
    for board in saved.boards:
        text = str(board.explanation)
        assert text.startswith("set by hand by the arbiter") and "C1" in text
    assert any(action == "manual pairing" and "reason: the captains agreed" in details
               and "violation accepted: C1" in details for action, details in log)
    assert w.tabs.currentWidget() is w.round_view(2)

    w.undo()  # the new round unpaired again
    idle()
    assert stored(league)[0].rounds_played == 1
    assert w.errors == []


def test_the_pairing_left_as_proposed_is_saved_and_replaced_by_the_same(qtbot, league):
    with TournamentService.open(league) as service:
        system = service.team_engine_pairing()  # what F9 would pair in round 2
    w, idle = opened_window(qtbot, league, timeout=TIMEOUT)
    seen = []

    def run(dialog) -> bool:
        assert isinstance(dialog, OverrideDialog)
        shown(qtbot, dialog)
        seen.append(([tuple(b[:2]) for b in dialog.model.boards], dialog.status.text(),
                     dialog.problems.count()))
        save(qtbot, dialog)
        return dialog.result() == dialog.DialogCode.Accepted

    w.run_dialog = run
    w.answers = [True]  # the line-ups of round 2 are proposed: asked once
    ctrl_m(qtbot, w)
    idle()
    assert seen[0] == (system.pairs(), "No rule is broken.", 0)
    assert len(w.questions) == 1 and "line-up" in w.questions[0]
    assert "C1" not in w.questions[0]
    t, _ = stored(league)
    assert [(g.white, g.black) for g in t.round(2).games] == system.pairs()
    with TournamentService.open(league, read_only=True) as service:
        saved = service.team_pairing(2)
    assert all(str(b.explanation).startswith("set by hand by the arbiter; the system pairs "
                                             "it so") for b in saved.boards)
    # round 2 has no result: Ctrl+M is still there and starts from the round as paired
    assert w.act_override.isEnabled()
    ctrl_m(qtbot, w)
    idle()
    assert seen[1][0] == system.pairs() and w.errors == []
    assert stored(league)[0].rounds_played == 2
    w.undo()  # the replacement undone: round 2 as it was
    idle()
    t, _ = stored(league)
    assert t.rounds_played == 2 and [(g.white, g.black) for g in t.round(2).games] == \
        system.pairs()
    assert w.errors == []


def test_ctrl_m_is_disabled_while_a_round_is_half_played(qtbot, league):
    with TournamentService.open(league) as service:
        service.pair_next_team_round(confirm=True)
        play(service, 2, {1: "1"})  # a board of round 2 played, the rest not
    w, idle = opened_window(qtbot, league, timeout=TIMEOUT)
    # the services refuse a pairing by hand now: the round is neither new nor unplayed
    assert not w.act_override.isEnabled()


def test_enter_on_a_board_row_shows_that_players_card(qtbot, league):
    # round 1, match 1, board 1: the white team's first player (board k opposes the k-th
    # players of the line-ups; the white team has White on board 1, C.04.6 1.6.1)
    from arbiter_app.ui.dialogs.card import PairingCardDialog
    t, _ = stored(league)
    match = t.round(1).games[0]
    player = t.teams[match.white].roster[0]
    opponent = t.teams[match.black].roster[0]
    w, idle = opened_window(qtbot, league, timeout=TIMEOUT)
    cards = []

    def run(dialog) -> bool:
        cards.append(dialog)
        return False
    w.run_dialog = run
    table = w.round_view(1).table
    w.tabs.setCurrentWidget(w.round_view(1))
    table.setFocus()
    table.go_to(1, 1)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert len(cards) == 1 and isinstance(cards[0], PairingCardDialog)
    card = cards[0].card
    assert card.number == player
    # his game of round 1: against the black team's first player, with White, won
    # (the league fixture: match 1's white team won board 1)
    assert card.rows[0][0] == 1 and card.rows[0][1].startswith(f"{opponent} ")
    assert card.rows[0][3] == "1" and card.score == "1"
    assert cards[0].windowTitle().startswith("Player card \u2013 ")
    assert cards[0].table.isColumnHidden(5)  # no individual floats: the teams are paired
