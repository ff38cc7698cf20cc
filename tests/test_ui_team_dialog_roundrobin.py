"""Issue #37, the new-tournament dialog of a team event through the real widgets: the
tie-break list names MPvGP as C.07 2026 13.1 writes it ("Match Points or Game Points
(MPvGP)") and as the standings head its column; choosing the team round robin gives a team
round robin's defaults as choosing ``roundrobin`` does for players (C.07 8: no Buchholz
family in a round robin; docs/teams.md, "Team round robins": MPvGP, DE, SB, the rest of an
odd field worth nothing), and the event is created so by keyboard."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from tests.gui import scripted_window
from arbiter_app.ui.models.table import KEY_ROLE
from tests.test_ui_team_window import ALT, TIMEOUT, idle, press, stored, type_into


def items(dialog) -> list[tuple[str, str, bool, bool]]:
    """The picker's rows: (text, code, ticked, hidden)."""
    lst = dialog.tiebreak_picker.list
    return [(lst.item(i).text(), lst.item(i).data(Qt.ItemDataRole.UserRole),
             lst.item(i).checkState() == Qt.CheckState.Checked, lst.item(i).isHidden())
            for i in range(lst.count())]


def test_the_team_tiebreaks_name_mpvgp_as_the_standings_do(qtbot):
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(team=True)
    qtbot.addWidget(dialog)
    rows = items(dialog)
    # one MPvGP entry, ticked first (the default list's MPVGP is the same tie-break)
    assert [r[1] for r in rows].count("MPvGP") == 1
    assert not any(r[0].startswith("MPVGP") or r[1] == "MPVGP" for r in rows)
    assert rows[0][0].startswith("MPvGP \u2013 ") and rows[0][2]
    assert dialog.tiebreak_picker.codes() == ["MPvGP", "BH/C1", "SB"]


def test_a_team_round_robin_is_created_from_the_dialog_by_keyboard(qtbot, tmp_path,
                                                                    monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    w = scripted_window(qtbot)
    target = tmp_path / "rr.arbiter"
    seen = {}

    def fill(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        dialog.name.setFocus()
        qtbot.keyClicks(dialog.name, "Club Round Robin")
        press(qtbot, dialog, Qt.Key.Key_R, ALT)  # &Rounds
        type_into(qtbot, dialog, "5")
        press(qtbot, dialog, Qt.Key.Key_Tab)  # the competitors ...
        press(qtbot, dialog.focusWidget(), Qt.Key.Key_Right)  # ... teams
        press(qtbot, dialog, Qt.Key.Key_Tab)  # the pairing system: C.04.6's
        assert dialog.focusWidget() is dialog.system
        assert dialog.tiebreak_picker.codes() == ["MPvGP", "BH/C1", "SB"]
        assert not dialog.rr_cycles.isEnabled()
        press(qtbot, dialog.system, Qt.Key.Key_Down)  # the team round robin
        assert dialog.system.currentData(Qt.ItemDataRole.UserRole) == "teamroundrobin"
        # C.07 8: no Buchholz family in a round robin; the team round robin's defaults
        assert dialog.tiebreak_picker.codes() == ["MPvGP", "DE", "SB"]
        hidden = {r[1] for r in items(dialog) if r[3]}
        assert {"BH", "BH/C1", "FB", "AOB"} <= hidden
        # the cycles and the swap as for players; the Berger numbers are the teams'
        # pairing numbers (Teams › Number teams), so no lots or order here
        assert dialog.rr_cycles.isEnabled() and dialog.rr_swap.isEnabled()
        assert not dialog.rr_lots.isEnabled() and not dialog.rr_order.isEnabled()
        dialog.rr_cycles.setFocus()
        type_into(qtbot, dialog, "2")  # a double round robin
        seen["values"] = dialog.values()
        press(qtbot, dialog.name, Qt.Key.Key_Return)  # OK
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = fill
    w.ask_save_path = lambda title, filter_, suggestion="": str(target)
    w.new_tournament()
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=TIMEOUT)
    idle(qtbot, w)
    assert w.errors == []
    assert seen["values"]["round_robin"] == {"cycles": "2"}
    t, settings = stored(target)
    assert (settings.name, settings.total_rounds, settings.system) == (
        "Club Round Robin", 5, "teamroundrobin")
    assert settings.tiebreaks == ["MPvGP", "DE", "SB"]
    # the rest of an odd field scores nothing unless the arbiter says otherwise
    assert (settings.pab_match_points, settings.pab_game_points) == (0.0, 0.0)
    # two cycles: the swap C.05 recommends for a double round robin
    assert settings.round_robin == {"cycles": "2", "swap": "on"}


def test_back_to_the_swiss_and_to_players_the_defaults_follow(qtbot):
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog()
    qtbot.addWidget(dialog)
    dialog.teams.setChecked(True)
    dialog.system.setCurrentIndex(dialog.system.findData("teamroundrobin",
                                                         Qt.ItemDataRole.UserRole))
    assert dialog.tiebreak_picker.codes() == ["MPvGP", "DE", "SB"]
    dialog.system.setCurrentIndex(dialog.system.findData("team2026",
                                                         Qt.ItemDataRole.UserRole))
    assert dialog.tiebreak_picker.codes() == ["MPvGP", "BH/C1", "SB"]
    assert "round_robin" not in dialog.values()
    dialog.individuals.setChecked(True)
    from arbiter_app.ui.dialogs.tournament import DEFAULT_TIEBREAKS
    assert dialog.tiebreak_picker.codes() == DEFAULT_TIEBREAKS
    dialog.system.setCurrentIndex(dialog.system.findData("roundrobin",
                                                         Qt.ItemDataRole.UserRole))
    from arbiter_app.engine.tiebreaks import ROUND_ROBIN_DEFAULT
    assert dialog.tiebreak_picker.codes() == list(ROUND_ROBIN_DEFAULT)
    assert dialog.rr_lots.isEnabled()


def test_the_roster_preview_shows_the_team_and_board_columns_as_their_fields(qtbot, tmp_path):
    """The roster import reads Team and Board (docs/teams.md: "a `team` column ... an
    optional `board` column"): the preview names them so, and a line with a problem is
    left out on request (the valid lines imported, each on its team's roster)."""
    from tests.gui import opened_window
    from arbiter_app.services import TournamentService
    from arbiter_app.services.teams import NewTeamEvent
    path = tmp_path / "league.arbiter"
    TournamentService.create_team_event(path, NewTeamEvent("League", 5, boards=2)).close()
    csv = tmp_path / "rosters.csv"
    csv.write_text("Team;Board;Name;Elo\n"
                   "Bishops;2;Doe, Jo;2100\n"
                   "Bishops;1;Roe, Al;2150\n"
                   ";3;Nobody, Ann;1800\n"
                   "Pawns;x;Poe, Ed;1900\n"
                   "Pawns;;Lee, Bo;1850\n", encoding="utf-8")
    w, idle_ = opened_window(qtbot, path)
    seen = {}

    def run(dialog):
        qtbot.addWidget(dialog)
        seen["fields"] = [c.currentText() for c in dialog.combos]
        seen["ignored"] = dialog.ignored_label.text()
        seen["problems"] = dialog.problems.toPlainText()
        seen["import"] = dialog.import_button.isEnabled()
        dialog.valid_button.click()  # the valid lines only
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = run
    w.ask_open_path = lambda title, filter_: str(csv)
    w.act_import_rosters.trigger()
    idle_()
    assert seen["fields"] == ["Team", "Board", "Name (Last, First)", "Rating"]
    assert seen["ignored"] == "ignored: nothing"
    assert seen["problems"].splitlines() == [
        "rosters.csv: line 4: no team (column 'Team')",
        "rosters.csv: line 5: board 'x' is not a number from 1 to 99 (column 'Board')"]
    assert not seen["import"]
    assert w.errors == []
    t, _ = stored(path)
    names = {p.number: p.name for p in t.individuals.players.values()}
    assert [(x.name, [names[p] for p in x.roster]) for _n, x in sorted(t.teams.items())] == [
        ("Bishops", ["Roe, Al", "Doe, Jo"]), ("Pawns", ["Lee, Bo"])]


def test_the_team_standings_tab_writes_points_one_way(qtbot, tmp_path):
    """C.07 2026 13.1: MPvGP is the secondary score, here the game points (11.1.2): its
    column shows them as the GP column does (1½), the other tie-breaks as numbers as the
    individual standings show theirs."""
    from tests.gui import opened_window
    from tests.team_event_builders import enter_lineups, play, team_event
    path = tmp_path / "played.arbiter"
    service = team_event(path, teams=4, boards=2, rounds=3)  # MPVGP, BH/C1, SB
    enter_lineups(service, 1)
    service.pair_next_team_round()
    first, second = service.team_tournament().rounds[0].games
    # match 1 "10": 2-0; match 2 "=1": board 1 drawn, board 2 won by the black team's
    # player (White there): the white team ½, the black team 1½ game points
    play(service, 1, {1: "10", 2: "=1"})
    service.close()
    w, _idle = opened_window(qtbot, path)
    w.fill_all()
    model = w.team_standings_view.model
    assert model.headers()[3:6] == ["MP", "GP", "MPvGP"]
    rows = {r[1]: r for r in model.rows()}
    assert rows[second.black][3:6] == ("2", "1\u00bd", "1\u00bd")
    assert rows[second.white][3:6] == ("0", "\u00bd", "\u00bd")
    assert rows[first.white][3:6] == ("2", "2", "2")


def test_the_teams_tab_finds_a_team_by_name_nickname_or_player(qtbot, tmp_path):
    """Ctrl+F on the Teams tab: the find box, as the Players tab has its filter; a team's
    number, words of its name or nickname, or a roster player's name find the team; Enter
    edits the first one found."""
    from tests.gui import opened_window
    from tests.team_event_builders import team_event
    path = tmp_path / "league.arbiter"
    service = team_event(path, teams=4, boards=2, rounds=3)  # "Club k", "Ck", "Player k.n"
    service.add_team_player(3, "Novák, Jiří", rating=1500)
    service.close()
    w, _idle = opened_window(qtbot, path)
    view = w.teams_view
    w.tabs.setCurrentWidget(view)
    w.fill_all()
    w.activateWindow()
    qtbot.keyClick(w.tabs.currentWidget(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert view.find.hasFocus()

    def shown() -> list[int]:
        return [view.proxy.index(r, 0).data(KEY_ROLE)
                for r in range(view.proxy.rowCount())]
    qtbot.keyClicks(view.find, "novak")  # a roster player, accents aside
    assert shown() == [3] and view.current_team() == 3
    assert "Club 3" in view.roster_label.text()
    view.find.clear()
    qtbot.keyClicks(view.find, "c2")  # a nickname
    assert shown() == [2]
    view.find.clear()
    qtbot.keyClicks(view.find, "4")  # a team's number
    assert shown() == [4]
    view.find.clear()
    qtbot.keyClicks(view.find, "player 1.2")  # words of a player's name
    assert shown() == [1]
    view.find.clear()
    assert shown() == [1, 2, 3, 4]
    qtbot.keyClicks(view.find, "club 4")
    edited = []
    view.edit_requested.connect(lambda what, key: edited.append((what, key)))
    w.run_dialog = lambda dialog: False  # the team dialog: cancelled
    qtbot.keyClick(view.find, Qt.Key.Key_Return)
    assert edited == [("team", 4)]
    qtbot.keyClick(view.find, Qt.Key.Key_Down)  # from the box to the teams
    assert view.table.hasFocus()
