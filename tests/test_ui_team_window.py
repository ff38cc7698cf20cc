"""Issue #37, point 6, through the real widgets: a team event created from the new-tournament
dialog by keyboard; teams and roster players added, edited, reordered and removed from the
Teams tab and menu; a roster CSV imported through the preview; the settings dialog of a team
event with the services' warning.  Each step is checked in the file afterwards (the services
reading it), and undone where the window offers it."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from arbiter_app.services import TournamentService
from tests.gui import opened_window, scripted_window
from tests.team_event_builders import enter_lineups, team_event

TIMEOUT = 30_000
ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def stored(path: Path):
    """The event as the file holds it: (team tournament, its settings)."""
    service = TournamentService.open(path)
    try:
        return service.team_tournament(), service.team_event_settings()
    finally:
        service.close()


def idle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    qtbot.wait(20)
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def press(qtbot, widget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key on ``widget``; on a dialog, on its focused field (as the keyboard sends it)."""
    if isinstance(widget, QDialog):
        widget = widget.focusWidget() or widget
    qtbot.keyClick(widget, key, modifier)


def type_into(qtbot, dialog, text: str) -> None:
    """Select what the focused field holds and type ``text`` over it."""
    field = dialog.focusWidget()
    press(qtbot, field, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(field, text)


def test_a_team_event_is_created_from_the_dialog_by_keyboard(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    w = scripted_window(qtbot)
    target = tmp_path / "league.arbiter"

    def fill(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()  # the mnemonics are the active window's
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        dialog.name.setFocus()
        qtbot.keyClicks(dialog.name, "Club League")
        press(qtbot, dialog, Qt.Key.Key_R, ALT)  # &Rounds
        assert dialog.focusWidget() is dialog.rounds
        type_into(qtbot, dialog, "7")
        press(qtbot, dialog, Qt.Key.Key_Tab)  # the competitors: individual players
        assert dialog.focusWidget() is dialog.individuals
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Right)  # ... teams
        assert dialog.is_team() and dialog.team_fields.isEnabled()
        assert not dialog.acceleration.isEnabled()  # an individual event's setting
        press(qtbot, dialog, Qt.Key.Key_Tab)  # the pairing system: C.04.6's
        assert dialog.system.currentData(Qt.ItemDataRole.UserRole) == "team2026"
        press(qtbot, dialog, Qt.Key.Key_Tab)  # the boards per match
        assert dialog.focusWidget() is dialog.team_fields.boards
        type_into(qtbot, dialog, "6")
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Tab)  # the colour preferences
        assert dialog.focusWidget() is dialog.team_fields.colour_type
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Down)  # Type B
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Tab)  # the primary score
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Down)  # game points
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Tab)  # the match points: won
        type_into(qtbot, dialog, "3")
        dialog.team_fields.board_colours.setFocus()
        qtbot.keyClicks(dialog.team_fields.board_colours, "wbbw")
        press(qtbot, dialog.name, Qt.Key.Key_Return)  # OK
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = fill
    w.ask_save_path = lambda title, filter_, suggestion="": str(target)
    w.new_tournament()
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=TIMEOUT)
    idle(qtbot, w)
    assert w.errors == []
    assert w.snapshot.teams and w.team_mode
    assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == [
        "Te&ams", "&Standings", "&Board standings", "&Crosstable"]
    assert w.teams_menu.menuAction().isVisible() and not w.players_menu.menuAction().isVisible()
    # the players' actions are the Teams menu's; F9 pairs the teams (and says why it can't)
    assert not w.act_add_player.isEnabled() and w.act_pair.isEnabled()
    assert w.act_pair.toolTip() == "At least two teams are needed to pair a round."
    t, settings = stored(target)
    assert (settings.name, settings.total_rounds, settings.system) == ("Club League", 7,
                                                                       "team2026")
    # C.04.6 1.7: Type B; 1.2.1: game points first; TRF 362: 3 for a match won; 352: WBBW
    assert (settings.boards, settings.colour_type, settings.primary) == (6, "B", "GP")
    assert settings.match_points == (3.0, 1.0, 0.0)
    assert settings.board_colours == "WBBW"
    # the picker offers MPvGP as C.07 2026 13.1 spells it (and the standings show it)
    assert settings.tiebreaks == ["MPvGP", "BH/C1", "SB"]


@pytest.fixture
def league(tmp_path):
    """An empty team event of 2-board matches."""
    path = tmp_path / "league.arbiter"
    from arbiter_app.services.teams import NewTeamEvent
    TournamentService.create_team_event(path, NewTeamEvent("League", 5, boards=2)).close()
    return path


def open_league(qtbot, path):
    return opened_window(qtbot, path)


def add_team_by_keyboard(qtbot, w, name: str, nickname: str, strength: str) -> None:
    def fill(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.name.setFocus()
        qtbot.keyClicks(dialog.name, name)
        press(qtbot, dialog.name, Qt.Key.Key_Tab)
        qtbot.keyClicks(dialog.focusWidget(), nickname)
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Tab)
        type_into(qtbot, dialog, strength)
        press(qtbot, dialog.name, Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = fill
    w.tabs.setCurrentWidget(w.teams_view)
    press(qtbot, w.teams_view.table, Qt.Key.Key_Insert)  # Ins in the teams' table


def add_player_by_keyboard(qtbot, w, name: str, rating: str, fide_id: str = "") -> None:
    def fill(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.name.setFocus()
        qtbot.keyClicks(dialog.name, name)
        dialog.rating.setFocus()
        type_into(qtbot, dialog, rating)
        qtbot.keyClicks(dialog.fide_id, fide_id)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = fill
    w.act_add_team_player.trigger()


def test_teams_and_rosters_from_the_teams_tab(qtbot, league):
    w, idle_ = open_league(qtbot, league)
    assert w.tabs.currentWidget() is w.teams_view
    add_team_by_keyboard(qtbot, w, "Rooks", "RK", "2100")
    idle_()
    add_team_by_keyboard(qtbot, w, "Knights", "KN", "2300")
    idle_()
    assert w.errors == []
    assert w.teams_view.model.rowCount() == 2
    t, _ = stored(league)
    assert [(n, x.name, x.nickname, x.strength) for n, x in sorted(t.teams.items())] == [
        (1, "Rooks", "RK", 2100), (2, "Knights", "KN", 2300)]

    # the players of the selected team (Knights, just added)
    assert w.teams_view.current_team() == 2
    add_player_by_keyboard(qtbot, w, "Doe, Jo", "2150", "1234567")
    idle_()
    add_player_by_keyboard(qtbot, w, "Roe, Al", "2250")
    idle_()
    add_player_by_keyboard(qtbot, w, "Poe, Ed", "2050")
    idle_()
    assert w.errors == []
    t, _ = stored(league)
    names = {p.number: p.name for p in t.individuals.players.values()}
    assert [names[p] for p in t.teams[2].roster] == ["Doe, Jo", "Roe, Al", "Poe, Ed"]
    assert t.individuals.players[t.teams[2].roster[0]].fide_id == "1234567"
    assert w.teams_view.roster_model.rowCount() == 3

    # Roe moves up to board 1 (Ctrl+Up in the roster), then back with Edit > Undo
    roe = t.teams[2].roster[1]
    w.teams_view.select_roster_player(roe)
    w.teams_view.roster.setFocus()
    press(qtbot, w.teams_view.roster, Qt.Key.Key_Up, CTRL)
    idle_()
    t, _ = stored(league)
    assert t.teams[2].roster[0] == roe
    assert w.teams_view.roster_model.row(0)[2] == "Roe, Al"
    w.undo()
    idle_()
    assert stored(league)[0].teams[2].roster[1] == roe

    # Enter on a roster player: the player dialog, as for an individual player
    def edit(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.rating.setFocus()
        type_into(qtbot, dialog, "2280")
        dialog.title.setCurrentText("FM")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = edit
    w.teams_view.select_roster_player(roe)
    w.teams_view.roster.setFocus()
    press(qtbot, w.teams_view.roster, Qt.Key.Key_Return)
    idle_()
    t, _ = stored(league)
    assert (t.individuals.players[roe].rating, t.individuals.players[roe].title) == (2280, "FM")
    assert t.teams[2].roster[1] == roe  # the number and the place kept

    # Del on a roster player: asked, removed; undo puts him back at his place
    poe = t.teams[2].roster[2]
    w.teams_view.select_roster_player(poe)
    press(qtbot, w.teams_view.roster, Qt.Key.Key_Delete)
    idle_()
    assert "Remove player" in w.questions[-1]
    assert poe not in stored(league)[0].individuals.players
    w.undo()
    idle_()
    assert stored(league)[0].teams[2].roster == t.teams[2].roster

    # the teams by strength (C.04.6 1.1.2): Knights 2300 before Rooks 2100
    w.act_renumber_teams.trigger()
    idle_()
    t, _ = stored(league)
    assert [t.teams[n].name for n in sorted(t.teams)] == ["Knights", "Rooks"]
    assert [names[p] for p in t.teams[1].roster] == ["Doe, Jo", "Roe, Al", "Poe, Ed"]

    # edit a team (Enter in the teams' table), withdraw and re-admit it
    def rename(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.name.setFocus()
        type_into(qtbot, dialog, "Rooks United")
        press(qtbot, dialog.name, Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = rename
    w.teams_view.select_team(2)
    w.teams_view.table.setFocus()
    press(qtbot, w.teams_view.table, Qt.Key.Key_Return)
    idle_()
    assert stored(league)[0].teams[2].name == "Rooks United"
    w.withdraw_team(2)
    idle_()
    assert stored(league)[0].players[2].withdrawn_from == 1
    assert "withdrawn from round 1" in w.teams_view.model.row(1)[5]
    w.act_readmit_team.trigger()
    idle_()
    assert stored(league)[0].players[2].withdrawn_from is None

    # Del on a team: asked, removed with its players; undo brings both back
    w.teams_view.select_team(2)
    w.teams_view.table.setFocus()
    press(qtbot, w.teams_view.table, Qt.Key.Key_Delete)
    idle_()
    assert 2 not in stored(league)[0].teams
    w.undo()
    idle_()
    assert stored(league)[0].teams[2].name == "Rooks United"
    assert w.errors == []


def test_a_team_that_has_played_is_not_removed(qtbot, tmp_path):
    service = team_event(tmp_path / "played.arbiter", teams=4, boards=2, rounds=3)
    enter_lineups(service, 1)
    service.pair_next_team_round()
    service.close()
    w, idle_ = opened_window(qtbot, tmp_path / "played.arbiter")
    w.remove_team(1)
    idle_()
    assert any("has played or been paired" in e for e in w.errors)
    assert 1 in stored(tmp_path / "played.arbiter")[0].teams


def test_rosters_imported_from_a_csv_file_through_the_preview(qtbot, league, tmp_path):
    csv = tmp_path / "rosters.csv"
    csv.write_text("Team;Board;Name;Elo;FIDE ID\n"
                   "Bishops;2;Doe, Jo;2100;\n"
                   "Bishops;1;Roe, Al;2150;4100011\n"
                   "Pawns;;Poe, Ed;1900;\n", encoding="utf-8")
    w, idle_ = open_league(qtbot, league)
    previews = []

    def run(dialog):
        qtbot.addWidget(dialog)
        previews.append(dialog)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = run
    w.ask_open_path = lambda title, filter_: str(csv)
    w.act_import_rosters.trigger()
    idle_()
    assert previews and "rosters.csv" in previews[0].windowTitle()
    assert w.errors == []
    t, _ = stored(league)
    names = {p.number: p.name for p in t.individuals.players.values()}
    assert [(x.name, [names[p] for p in x.roster]) for _n, x in sorted(t.teams.items())] == [
        ("Bishops", ["Roe, Al", "Doe, Jo"]), ("Pawns", ["Poe, Ed"])]
    assert w.teams_view.model.rowCount() == 2
    w.undo()  # the whole import in one step
    idle_()
    t, _ = stored(league)
    assert t.teams == {} and t.individuals.players == {}


def test_the_settings_of_a_team_event_with_the_services_warning(qtbot, tmp_path):
    path = tmp_path / "played.arbiter"
    service = team_event(path, teams=4, boards=2, rounds=3, start_date="2026-03-01",
                         end_date="2026-03-03")
    enter_lineups(service, 1)
    service.pair_next_team_round()
    service.close()
    w, idle_ = opened_window(qtbot, path)
    seen = []

    def change(dialog):
        qtbot.addWidget(dialog)
        seen.append(dialog)
        assert dialog.is_team() and not dialog.teams.isEnabled()
        # round 1 is paired: the boards and 352's colours are fixed
        assert not dialog.team_fields.boards.isEnabled()
        dialog.show()
        dialog.team_fields.primary.setFocus()
        press(qtbot, dialog.team_fields.primary, Qt.Key.Key_Down)  # game points first
        dialog.city.setFocus()
        qtbot.keyClicks(dialog.city, "Utrecht")
        press(qtbot, dialog.city, Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = change
    w.answers = [False]  # the warning: No, nothing changes
    w.act_settings.trigger()
    idle_()
    assert seen and "round 1 is paired" in w.questions[-1]
    assert stored(path)[1].primary == "MP"
    w.answers = [True]
    w.act_settings.trigger()
    idle_()
    settings = stored(path)[1]
    assert (settings.primary, settings.city) == ("GP", "Utrecht")
    assert w.errors == []
    w.undo()
    idle_()
    settings = stored(path)[1]
    assert (settings.primary, settings.city) == ("MP", "")


def test_the_standings_tabs_of_a_played_round(qtbot, tmp_path):
    from tests.team_event_builders import play
    path = tmp_path / "played.arbiter"
    service = team_event(path, teams=4, boards=2, rounds=3)
    enter_lineups(service, 1)
    service.pair_next_team_round()
    t = service.team_tournament()
    matches = {g.white: n for n, g in enumerate(t.rounds[0].games, start=1)}
    play(service, 1, {1: "10", 2: "=1"})
    t = service.team_tournament()
    service.close()
    w, idle_ = opened_window(qtbot, path)
    w.fill_all()
    first, second = t.rounds[0].games
    # each board seen from its white player; the white team has White on board 1 and Black
    # on board 2 (352's default: alternating).  Match 1, "10": the white team wins board 1
    # and board 2 (its player, Black there, wins): 2-0, 2 match points (C.07 11.1, 362's
    # 2/1/0).  Match 2, "=1": board 1 drawn, board 2 won by White, a player of the black
    # team: 1/2-1 1/2, the black team's 2 match points
    rows = {r[1]: r for r in w.team_standings_view.model.rows()}
    assert rows[first.white][3:5] == ("2", "2") and rows[first.black][3:5] == ("0", "0")
    assert rows[second.white][3:5] == ("0", "\u00bd")
    assert rows[second.black][3:5] == ("2", "1\u00bd")
    assert w.team_standings_view.model.headers()[:5] == ["Rank", "No.", "Team", "MP", "GP"]
    boards = w.board_standings_view.model.rows()
    assert {r[0] for r in boards} == {1, 2} and len(boards) == 8
    cross = {r[1]: r for r in w.team_crosstable_view.model.rows()}
    assert cross[first.white][3].endswith("w 2") and cross[first.black][3].endswith("b 0")
    assert sorted(matches) == sorted(g.white for g in t.rounds[0].games)
