"""Every action of every menu of the main window, as an arbiter meets it.

Issue #21: a requested bye crashed in every GUI while the tests called the
service behind the dialog.  Here each menu action is *triggered* (QAction), its
dialog is filled through its widgets (once with something wrong, once right),
accepted by clicking its button, and the effect is read back from the file.
No action may raise or leave a traceback for the arbiter; a new menu action
that is not walked here fails ``test_every_menu_action_is_walked``.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QDialog, QDialogButtonBox, QMenu, QMessageBox)

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.services import TournamentService
from arbiter_app.ui.main_window import MainWindow

TIMEOUT = 30_000
DATA = Path(__file__).resolve().parent / "data"


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("\u2026")


def action_name(text: str) -> str:
    """The menu text without mnemonic and ellipsis; "Undo add player 3" is "Undo"."""
    name = plain(text)
    return name.split(" ")[0] if name.startswith(("Undo ", "Redo ")) else name


def menu_actions(w: MainWindow) -> dict[str, object]:
    """'Menu/Submenu/Action' (mnemonics and the ellipsis left out) -> QAction."""
    found = {}

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if action.isSeparator():
                continue
            name = f"{path}/{action_name(action.text())}"
            if action.menu() is not None:
                if plain(action.text()) == "Open recent":
                    found[name] = action  # its entries are the recent files
                    continue
                walk(action.menu(), name)
            else:
                found[name] = action
    for top in w.menuBar().actions():
        walk(top.menu(), plain(top.text()))
    return found


class Arbiter:
    """Plays the arbiter: answers the window's questions and fills its dialogs
    through their widgets; every dialog must be expected (by class name)."""

    def __init__(self, qtbot, w: MainWindow, monkeypatch, tmp_path: Path) -> None:
        self.qtbot, self.w, self.tmp, self.monkeypatch = qtbot, w, tmp_path, monkeypatch
        self.fills: list[tuple[str, object]] = []
        self.errors, self.infos, self.questions, self.warnings = [], [], [], []
        self.answers: list[bool] = []
        self.open_paths: list[str] = []
        self.save_paths: list[str] = []
        self.choices: list[str] = []
        w.show_error = self.errors.append
        w.inform = self.infos.append
        w.ask = self._ask
        w.choose = lambda text, options: (self.questions.append(text), self.choices.pop(0))[1]
        w.ask_open_path = lambda title, filter_: self.open_paths.pop(0)
        w.ask_save_path = lambda title, filter_, suggestion="": self.save_paths.pop(0)
        self.trf_versions: list[str] = []  # the file type chosen in Export TRF's save dialog
        w.ask_trf_export = lambda suggestion: (
            self.save_paths.pop(0), self.trf_versions.pop(0) if self.trf_versions else "trf2026")
        w.run_dialog = self._run
        # a dialog refusing bad input warns with a message box: recorded, never modal here
        monkeypatch.setattr(QMessageBox, "warning",
                            staticmethod(lambda parent, title, text, *a: self.warnings.append(text)))

    def _ask(self, text: str) -> bool:
        self.questions.append(text)
        return self.answers.pop(0) if self.answers else True

    def expect(self, dialog_class: str, fill) -> None:
        self.fills.append((dialog_class, fill))

    def _run(self, dialog) -> bool:
        assert self.fills, f"unexpected dialog {type(dialog).__name__}"
        name, fill = self.fills.pop(0)
        assert type(dialog).__name__ == name
        self.qtbot.addWidget(dialog)
        dialog.show()
        fill(dialog)
        if dialog.isVisible():  # left open by the fill (after a refused OK): cancel it
            dialog.reject()
        return dialog.result() == QDialog.DialogCode.Accepted

    # -- buttons ----------------------------------------------------------------
    def click(self, dialog, role=QDialogButtonBox.ButtonRole.AcceptRole, text: str = "") -> None:
        for box in dialog.findChildren(QDialogButtonBox):
            for button in box.buttons():
                if (text and text in plain(button.text())) or (
                        not text and box.buttonRole(button) == role):
                    assert button.isEnabled(), f"{plain(button.text())} is disabled"
                    self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                    return
        for button in dialog.findChildren(QAbstractButton):
            if text and text in plain(button.text()):
                self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return
        raise AssertionError(f"no button {text or role} in {type(dialog).__name__}")

    def ok(self, dialog) -> None:
        self.click(dialog)

    def type_into(self, field, text: str) -> None:
        field.setFocus()
        field.selectAll()
        self.qtbot.keyClicks(field, text)

    # -- running ------------------------------------------------------------------
    def trigger(self, path: str) -> None:
        action = menu_actions(self.w)[path]
        assert action.isEnabled(), f"{path} is disabled"
        action.trigger()
        self.idle()
        assert not self.fills, (f"{path}: dialogs not shown: {[n for n, _ in self.fills]}; "
                                f"said: {self.errors[-1:]} {self.infos[-1:]}")

    def idle(self) -> None:
        self.qtbot.waitUntil(lambda: not self.w.tasks.busy, timeout=TIMEOUT)
        self.qtbot.wait(10)
        self.qtbot.waitUntil(lambda: not self.w.tasks.busy, timeout=TIMEOUT)

    def store(self):
        with TournamentService.open(self.w.snapshot.path, read_only=True) as service:
            return service.tournament()


WALKED: set[str] = set()  # the menu paths the walk triggered


def walked(path: str) -> str:
    WALKED.add(path)
    return path


@pytest.fixture
def arbiter(qtbot, monkeypatch, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    a = Arbiter(qtbot, w, monkeypatch, tmp_path)
    yield a
    w.close()


def new_tournament(a: Arbiter) -> Path:
    path = a.tmp / "venue.arbiter"

    def wrong(dialog):  # no name, a date that is no date: refused, the dialog stays
        a.type_into(dialog.start_date, "2026-13-45")
        a.ok(dialog)
        assert dialog.isVisible() and a.warnings[-1]

    def right(dialog):
        a.type_into(dialog.name, "Venue Open")
        dialog.rounds.setValue(5)
        a.type_into(dialog.start_date, "2026-11-27")  # typed, as at the venue
        a.type_into(dialog.end_date, "2026-11-29")
        a.ok(dialog)
    a.expect("TournamentDialog", wrong)
    a.trigger(walked("File/New tournament"))
    assert not path.exists()
    a.expect("TournamentDialog", right)
    a.save_paths.append(str(path))
    a.trigger("File/New tournament")
    t = a.store()
    assert t.info.name == "Venue Open" and t.info.start_date == "2026/11/27"
    assert t.info.end_date == "2026/11/29"
    return path


def add_players(a: Arbiter) -> None:
    def wrong(dialog):
        a.ok(dialog)  # no name
        assert dialog.isVisible() and "name" in a.warnings[-1].casefold()

    names = [f"Player, {chr(65 + i)}" for i in range(8)]

    def one(name, last):
        def fill(dialog):
            a.type_into(dialog.name, name)
            dialog.rating.setValue(2400 - 10 * names.index(name))
            a.click(dialog, text="OK") if last else a.click(dialog, text="Save and next")
        return fill
    a.expect("PlayerDialog", wrong)
    a.trigger(walked("Players/Add player"))
    assert a.store().players == {}
    for i, name in enumerate(names):
        a.expect("PlayerDialog", one(name, i == len(names) - 1))
    a.trigger("Players/Add player")
    assert [p.name for p in a.store().players.values()] == names


def select_player(a: Arbiter, number: int) -> None:
    a.w.tabs.setCurrentWidget(a.w.players_view)
    a.w.players_view.select_player(number)
    assert a.w.current_player() == number


def walk_team_menu(a: Arbiter, qtbot, tmp_path: Path) -> None:
    """File › New tournament with teams, then every action of the Teams menu (the individual
    ones are disabled there), each checked in the file."""
    w = a.w

    def teams(dialog):
        a.type_into(dialog.name, "Team League")
        dialog.teams.setChecked(True)
        dialog.team_fields.boards.setValue(2)
        a.ok(dialog)
    a.expect("TournamentDialog", teams)
    a.save_paths.append(str(tmp_path / "league.arbiter"))
    a.trigger("File/New tournament")
    assert w.snapshot.teams and not menu_actions(w)["Players/Add player"].isEnabled()

    def team(name, strength):
        def fill(dialog):
            a.type_into(dialog.name, name)
            dialog.strength.setValue(strength)
            a.ok(dialog)
        return fill

    def stored():
        with TournamentService.open(w.snapshot.path, read_only=True) as service:
            return service.team_tournament()
    a.expect("TeamDialog", team("Rooks", 2100))
    a.trigger(walked("Teams/Add team"))
    a.expect("TeamDialog", team("Knights", 2300))
    a.trigger("Teams/Add team")
    a.expect("TeamDialog", team("Knights United", 2300))
    a.trigger(walked("Teams/Edit team"))  # the team selected: the one just added
    assert stored().teams[2].name == "Knights United"

    def player(name, rating):
        def fill(dialog):
            a.type_into(dialog.name, name)
            dialog.rating.setValue(rating)
            a.ok(dialog)
        return fill
    a.expect("PlayerDialog", player("Doe, Jo", 2200))
    a.trigger(walked("Teams/Add player to the team"))
    a.expect("PlayerDialog", player("Roe, Al", 2250))
    a.trigger("Teams/Add player to the team")
    a.expect("PlayerDialog", player("Roe, Alan", 2250))
    a.trigger(walked("Teams/Edit roster player"))  # the player just added
    t = stored()
    assert [t.individuals.players[p].name for p in t.teams[2].roster] == ["Doe, Jo",
                                                                          "Roe, Alan"]
    a.trigger(walked("Teams/Move player up the roster"))
    assert stored().teams[2].roster == (t.teams[2].roster[1], t.teams[2].roster[0])
    a.trigger(walked("Teams/Move player down the roster"))
    assert stored().teams[2].roster == t.teams[2].roster
    a.trigger(walked("Teams/Remove roster player"))
    assert len(stored().teams[2].roster) == 1
    # the strengths from the rosters (the one player left of Knights United; Rooks have
    # nobody rated: 0), replacing the strengths typed: the warning answered yes
    a.trigger(walked("Teams/Strength from the rosters' ratings"))
    t = stored()
    assert (t.teams[1].strength, t.teams[2].strength) == (
        0, t.individuals.players[t.teams[2].roster[0]].rating)
    a.trigger(walked("Teams/Number teams by strength"))
    assert stored().teams[1].name == "Knights United"
    a.trigger(walked("Teams/Withdraw team"))
    assert stored().players[w.teams_view.current_team()].withdrawn_from == 1
    a.trigger(walked("Teams/Re-admit team"))
    assert all(p.withdrawn_from is None for p in stored().players.values())
    a.open_paths.append(str(DATA / "ui" / "fide_sample.xml"))

    def pick(dialog):
        dialog.queries.setPlainText("testova")
        a.click(dialog, text="Search")
        qtbot.waitUntil(lambda: dialog.search_button.isEnabled(), timeout=TIMEOUT)
        a.click(dialog, text="Add selected players")
    a.expect("FidePickDialog", pick)
    a.trigger(walked("Teams/Add players from the FIDE rating list"))
    assert any(p.name == "Testova, Dana" for p in stored().individuals.players.values())
    rosters = tmp_path / "rosters.csv"
    rosters.write_text("Team,Name,Rating\nBishops,\"Poe, Ed\",1900\n", encoding="utf-8")
    a.open_paths.append(str(rosters))
    a.expect("CsvPreviewDialog", a.ok)
    a.trigger(walked("Teams/Import rosters from CSV"))
    assert "Bishops" in [x.name for x in stored().teams.values()]
    w.teams_view.select_team(3)
    a.trigger(walked("Teams/Remove team"))
    assert [x.name for x in stored().teams.values()] == ["Knights United", "Rooks"]


def test_every_menu_action_does_what_it_says(arbiter, qtbot, tmp_path):
    a = arbiter
    w = a.w
    path = new_tournament(a)
    add_players(a)

    # -- edit, withdraw, re-admit, delete --------------------------------------------------
    select_player(a, 1)

    def bad_federation(dialog):
        a.type_into(dialog.federation, "G3")
        a.ok(dialog)
        assert dialog.isVisible() and "Federation" in a.warnings[-1]
    a.expect("PlayerDialog", bad_federation)
    a.trigger(walked("Players/Edit player"))

    def new_rating(dialog):
        dialog.rating.setValue(2450)
        a.type_into(dialog.federation, "NED")
        a.ok(dialog)
    a.expect("PlayerDialog", new_rating)
    a.trigger("Players/Edit player")
    assert a.store().players[1].rating == 2450 and a.store().players[1].federation == "NED"

    select_player(a, 8)
    a.trigger(walked("Players/Withdraw player"))
    assert a.store().players[8].withdrawn_from == 1
    # a bye for a withdrawn player: refused with a message, nothing stored
    a.expect("ByeDialog", lambda d: a.ok(d))
    a.trigger(walked("Players/Requested bye / absence"))
    assert a.errors and "player 8" in a.errors[-1] and not a.store().requested_byes
    a.trigger(walked("Players/Re-admit player"))
    assert a.store().players[8].withdrawn_from is None
    # expelled (Q197-198): asked first, then flagged; re-admitted again
    a.trigger(walked("Players/Expel player"))
    assert a.questions[-1].startswith("Expel player 8") and a.store().players[8].expelled
    a.trigger("Players/Re-admit player")
    assert not a.store().players[8].expelled and a.store().players[8].withdrawn_from is None

    # the requested bye that crashed at the venue, for every kind
    select_player(a, 2)
    for index, kind in ((0, ByeKind.HALF_POINT), (1, ByeKind.ZERO_POINT),
                        (2, ByeKind.FULL_POINT)):
        def choose(dialog, index=index):
            dialog.round.setValue(2)
            dialog.kind.setCurrentIndex(index)
            a.ok(dialog)
        a.expect("ByeDialog", choose)
        a.trigger("Players/Requested bye / absence")
        assert a.store().requested_byes == {2: {2: kind}}, kind
    assert not [e for e in a.errors if "unexpected" in e.casefold()]

    # forbidden pairs before round 1 (Q194-195): one the same player twice, refused; one right
    def same_player(dialog):
        dialog.first.setValue(1)
        dialog.second.setValue(1)
        a.ok(dialog)
    a.expect("ForbiddenPairDialog", same_player)
    a.trigger(walked("Players/Forbidden pairs"))
    assert "two players" in a.errors[-1] and a.store().forbidden_pairs == set()

    def one_and_two(dialog):
        dialog.first.setValue(1)
        dialog.second.setValue(2)
        a.ok(dialog)
    a.expect("ForbiddenPairDialog", one_and_two)
    a.trigger("Players/Forbidden pairs")
    assert a.store().forbidden_pairs == {frozenset((1, 2))}

    def remove(dialog):
        assert "1 Player, A" in dialog.current.text()
        dialog.first.setValue(2)
        dialog.second.setValue(1)
        dialog.remove.setChecked(True)
        a.ok(dialog)
    a.expect("ForbiddenPairDialog", remove)
    a.trigger("Players/Forbidden pairs")
    assert a.store().forbidden_pairs == set()

    # pairing numbers by hand (Q147-154): cancelled here, changes nothing (walked through
    # in tests/test_fide38_numbers_window.py)
    numbers_before = {n: p.name for n, p in a.store().players.items()}
    a.expect("PairingNumbersDialog",
             lambda dialog: a.click(dialog, QDialogButtonBox.ButtonRole.RejectRole))
    a.trigger(walked("Players/Change pairing numbers"))
    assert {n: p.name for n, p in a.store().players.items()} == numbers_before

    select_player(a, 3)
    a.answers.append(False)  # "delete player 3?" no
    a.trigger(walked("Players/Delete player"))
    assert 3 in a.store().players
    a.trigger("Players/Delete player")
    assert 3 not in a.store().players
    a.trigger(walked("Edit/Undo"))
    assert a.store().players[3].name == "Player, C"
    assert "Undone" in w.statusBar().currentMessage()
    a.trigger(walked("Edit/Redo"))
    assert 3 not in a.store().players
    a.trigger("Edit/Undo")

    select_player(a, 4)
    a.expect("PairingCardDialog", lambda d: a.click(d, QDialogButtonBox.ButtonRole.RejectRole))
    a.trigger(walked("Players/Pairing card"))

    # -- imports ------------------------------------------------------------------------
    bad_csv = tmp_path / "bad.csv"
    bad_csv.write_text("Name;Elo\nBad, Rating;tall\n", encoding="utf-8")
    a.open_paths.append(str(bad_csv))

    def refused_csv(dialog):
        assert not dialog.import_button.isEnabled()  # the problem is listed, nothing imported
        a.click(dialog, QDialogButtonBox.ButtonRole.RejectRole)
    a.expect("CsvPreviewDialog", refused_csv)
    a.trigger(walked("Players/Import players from CSV"))
    count = len(a.store().players)
    a.open_paths.append(str(DATA / "ui" / "players.csv"))
    a.expect("CsvPreviewDialog", a.ok)
    a.trigger("Players/Import players from CSV")
    players = a.store().players
    assert len(players) == count + 2 and any(p.fide_id == "1000001" for p in players.values())

    bad_trf = tmp_path / "bad.trf"
    bad_trf.write_text("001    1      Name\n", encoding="utf-8")
    a.open_paths.append(str(bad_trf))
    a.trigger(walked("Players/Import players from TRF"))
    assert a.errors and "bad.trf" in a.errors[-1]
    count = len(a.store().players)
    a.open_paths.append(str(DATA / "dutch2016" / "mixed-00019-n010-r05.trf"))
    a.trigger("Players/Import players from TRF")
    assert len(a.store().players) == count + 10

    rating_list = str(DATA / "ui" / "fide_sample.xml")

    def search(query):
        def fill(dialog):
            dialog.queries.setPlainText(query)
            a.click(dialog, text="Search")
            qtbot.waitUntil(lambda: dialog.search_button.isEnabled(), timeout=TIMEOUT)
            a.click(dialog, text="Add selected players")
        return fill
    a.open_paths.append(rating_list)
    a.expect("FidePickDialog", search("nobody by this name"))
    count = len(a.store().players)
    a.trigger(walked("Players/Import players from the FIDE rating list"))
    assert len(a.store().players) == count
    a.open_paths.append(rating_list)
    a.expect("FidePickDialog", search("testova"))
    a.trigger("Players/Import players from the FIDE rating list")
    assert any(p.name == "Testova, Dana" for p in a.store().players.values())

    # the players against a rating list (Q127-137): the differences shown, one button
    # takes them all; this list rates Testova, Dana (1000004) 1650
    listing = tmp_path / "standard_apr26frl_xml.xml"
    listing.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<playerslist><player><fideid>1000004'
        '</fideid><name>Testova, Dana</name><country>CZE</country><sex>F</sex><title>'
        '</title><rating>1650</rating><k>40</k><birthday>2011</birthday></player>'
        '</playerslist>\n', encoding="utf-8")

    def take_all(dialog):
        lines = [dialog.lines.item(i).text() for i in range(dialog.lines.count())]
        assert any("Testova, Dana: rating (none) here, 1650 in the list" in x for x in lines)
        a.click(dialog, text="Update every difference")
    a.open_paths.append(str(listing))
    a.expect("RatingCheckDialog", take_all)
    a.trigger(walked("Players/Check ratings against a list"))
    assert any(p.name == "Testova, Dana" and p.rating == 1650
               for p in a.store().players.values())

    # -- settings and the round date ------------------------------------------------------------
    def no_name(dialog):
        dialog.name.clear()
        a.ok(dialog)
        assert dialog.isVisible() and "name" in a.warnings[-1].casefold()

    def six_rounds(dialog):
        dialog.rounds.setValue(6)
        a.ok(dialog)
    a.expect("TournamentDialog", no_name)
    a.trigger(walked("File/Tournament settings"))
    a.expect("TournamentDialog", six_rounds)
    a.trigger("File/Tournament settings")
    assert a.store().total_rounds == 6 and a.store().info.name == "Venue Open"

    def bad_date(dialog):
        a.type_into(dialog.date, "27/27/2026")
        a.ok(dialog)
        assert dialog.isVisible() and "not a date" in a.warnings[-1]

    def good_date(dialog):
        a.type_into(dialog.date, "2026-11-27")
        a.ok(dialog)
    a.expect("RoundDateDialog", bad_date)
    a.trigger(walked("Rounds/Round date"))
    a.expect("RoundDateDialog", good_date)
    a.trigger("Rounds/Round date")

    # -- documents before any round: said, not crashed ----------------------------------------------
    a.trigger(walked("File/Export PDF/Pairing list of the current round"))
    assert a.errors and "round" in a.errors[-1].casefold()

    # -- pairing round 1: manual first (saved as proposed), unpaired, then by F9 -------------------
    a.expect("OverrideDialog", lambda d: (qtbot.waitUntil(lambda: d.checked, timeout=TIMEOUT),
                                          d.save()))
    a.trigger(walked("Rounds/Manual pairing"))
    assert a.store().rounds_played == 1
    a.trigger(walked("Rounds/Unpair last round"))
    assert a.store().rounds_played == 0
    a.trigger(walked("Rounds/Pair next round"))
    t = a.store()
    assert t.rounds_played == 1 and t.round(1).date == "2026/11/27"
    # F9 again before the results are in: every game would be adjourned (Q160), asked
    # first; the answer no pairs nothing
    a.answers.append(False)
    a.trigger("Rounds/Pair next round")
    assert "no result at all" in a.questions[-1] and a.store().rounds_played == 1

    # results by keyboard, straight after pairing (the table has the focus)
    view = w.round_view(1)
    assert w.focusWidget() is view.table
    for _board in range(view.model.board_count()):
        qtbot.keyClicks(view.table, "=")
    a.idle()
    assert a.store().round(1).complete

    # a correction for the rating report only (Q192): board 1 as 1-0 for the report
    def correct(dialog):
        dialog.board.setValue(1)
        dialog.outcome.setCurrentIndex(dialog.outcome.findData("1-0"))
        a.type_into(dialog.reason, "scoresheet")
        a.ok(dialog)
    a.expect("RatingCorrectionDialog", correct)
    a.trigger(walked("Rounds/Rating correction"))
    assert a.store().options["rating.corrections"] == "1.1=1-0"
    assert a.store().round(1).games[0].result is GameResult.DRAW  # the standings keep it

    # the rating change as a column of the standings (#24), a checkable setting
    a.trigger(walked("Settings/Rating change in the standings"))
    assert a.store().options.get("standings.rating_change") == "on"
    assert w.act_rating_change.isChecked()

    # tied places (Q204): a drawing of lots with a given seed
    def lots(dialog):
        a.type_into(dialog.seed, "club")
        assert dialog.lots.isChecked()
        a.ok(dialog)
    a.expect("TiesDialog", lots)
    a.trigger(walked("Rounds/Tied places"))
    assert a.store().options["tiebreaks.lots"] == "club"

    # a player with a record cannot be deleted: said, nothing changed
    select_player(a, 1)
    a.trigger("Players/Delete player")
    assert "withdrawn" in a.errors[-1] and 1 in a.store().players

    # -- finding, tabs ----------------------------------------------------------------------------
    w.tabs.setCurrentWidget(view)
    a.trigger(walked("Edit/Find player / go to board"))
    assert w.focusWidget() is view.find
    a.trigger(walked("Edit/Next tab"))
    assert w.tabs.currentWidget() is not view
    a.trigger(walked("Edit/Previous tab"))
    assert w.tabs.currentWidget() is view

    # -- documents: every one printed and exported ------------------------------------------------------
    printed = []

    def printer(dialog):
        printed.append(dialog.printer())
        dialog.printer().setOutputFileName(str(tmp_path / f"printed-{len(printed)}.pdf"))
        dialog.done(QDialog.DialogCode.Accepted)  # Qt's own dialog: printing to that file
    for path_ in [p for p in menu_actions(w) if p.startswith(("File/Print/", "File/Export PDF/"))]:
        target = tmp_path / (re.sub(r"\W+", "-", path_) + ".pdf")
        if path_.startswith("File/Print/"):
            a.expect("QPrintDialog", printer)
        else:
            a.save_paths.append(str(target))
        a.trigger(walked(path_))
        if path_.startswith("File/Print/"):
            target = Path(printed[-1].outputFileName())
        assert target.read_bytes().startswith(b"%PDF"), path_
    # a PDF into a folder that does not exist: one message
    a.save_paths.append(str(tmp_path / "missing" / "x.pdf"))
    a.trigger("File/Export PDF/Standings")
    assert "could not be written" in a.errors[-1]

    a.save_paths.append(str(tmp_path / "venue.trf"))
    a.trigger(walked("File/Export TRF"))
    text = (tmp_path / "venue.trf").read_bytes().decode("utf-8", "replace")
    assert "012 Venue Open" in text and "\n192 " in text.replace("\r", "\n")  # TRF-2026
    a.save_paths.append(str(tmp_path / "venue16.trf"))
    a.trf_versions.append("trf16")
    a.trigger("File/Export TRF")
    text = (tmp_path / "venue16.trf").read_bytes().decode("utf-8", "replace")
    assert "012 Venue Open" in text and "\n192 " not in text.replace("\r", "\n")
    a.save_paths.append(str(tmp_path / "missing" / "venue.trf"))
    errors = len(a.errors)
    a.trigger("File/Export TRF")
    assert len(a.errors) == errors + 1 and "missing" in a.errors[-1]

    # FIDE's rating report: the mandatory fields left empty are asked first (one question,
    # level 3); a no writes nothing, a yes asks for the file and writes it
    report = tmp_path / "venue-report.trf"
    a.answers.append(False)
    a.trigger(walked("File/Export rating report"))
    asked = a.questions[-1]
    assert "022 (city) is empty" in asked and "102 (chief arbiter) is empty" in asked
    assert re.search(r"player \d+ Player, A: the FIDE number \(cols 58-68\) is empty", asked)
    assert "012 (tournament name)" not in asked and not report.exists()
    assert "nothing was written" in w.statusBar().currentMessage()
    a.save_paths.append(str(report))
    a.trigger("File/Export rating report")  # yes
    lines = report.read_bytes().decode("cp1252").split("\r\n")
    assert "012 Venue Open" in lines and any(x.startswith("182 Arbiter ") for x in lines)

    def audit(dialog):
        assert dialog.model.rowCount() > 10
        a.click(dialog, QDialogButtonBox.ButtonRole.RejectRole)
    a.expect("AuditDialog", audit)
    a.trigger(walked("File/Audit log"))

    # -- publishing: the folder asked once, kept with the tournament; the hall display ------
    web = tmp_path / "web"

    def no_folder(dialog):
        dialog.folder.clear()
        a.ok(dialog)
        assert dialog.isVisible() and "folder" in a.warnings[-1]

    def folder(dialog):
        a.type_into(dialog.folder, str(web))
        a.ok(dialog)
    a.expect("PublishDialog", no_folder)
    a.trigger(walked("File/Publish/Publish web pages now"))
    assert not web.exists()
    a.expect("PublishDialog", folder)
    a.trigger("File/Publish/Publish web pages now")
    assert (web / "index.html").is_file() and (web / "player-1.html").is_file()
    a.trigger("File/Publish/Publish web pages now")  # one key: no question the second time
    assert "0 files written" in w.statusBar().currentMessage()

    def with_data(dialog):
        assert dialog.folder.text() == str(web)
        dialog.data.setChecked(True)
        a.ok(dialog)
    a.expect("PublishDialog", with_data)
    a.trigger(walked("File/Publish/Publishing folder"))
    a.trigger("File/Publish/Publish web pages now")
    assert (web / "standings.json").is_file() and (web / "round-1-pairings.csv").is_file()

    def no_list(dialog):
        for box in dialog.view_boxes.values():
            box.setChecked(False)
        a.ok(dialog)
        assert dialog.isVisible() and "at least one" in a.warnings[-1]

    def hall(dialog):
        dialog.view_boxes["standings"].setChecked(False)
        dialog.full_screen.setChecked(False)
        a.ok(dialog)
    a.expect("HallDialog", no_list)
    a.trigger(walked("File/Publish/Hall display"))
    assert w.hall is None
    a.expect("HallDialog", hall)
    a.trigger("File/Publish/Hall display")
    assert w.hall.isVisible() and w.hall.current()[0] == "alphabetical"
    a.trigger(walked("File/Publish/Close hall display"))
    assert w.hall is None

    # -- backups: round 1 left them; the oldest restored as a new file, opened ---------------------------
    restored = tmp_path / "restored.arbiter"

    def restore(dialog):
        dialog.table.selectRow(dialog.table.rowCount() - 1)
        dialog.target_edit.setText(str(restored))
        a.ok(dialog)
    a.expect("RestoreDialog", restore)
    a.trigger(walked("File/Restore from backup"))
    assert restored.exists() and Path(w.snapshot.path) == restored
    assert w.snapshot.tournament.rounds_played == 0  # taken before round 1 was paired

    # -- File › Venue server (#39): the dialog beside the window, the codes read; the server
    # itself: tests/test_venue_window.py
    a.trigger(walked("File/Venue server"))
    assert w.venue_dialog.isVisible() and not w.venue_dialog.isModal()
    assert w.venue_dialog.codes.codes[0][0].role == "arbiter"
    w.venue_dialog.close()

    # -- files: close, open, recent, import TRF ---------------------------------------------------------
    a.trigger(walked("File/Close tournament"))
    assert w.snapshot is None
    a.open_paths.append(str(path))
    a.trigger(walked("File/Open"))
    assert Path(w.snapshot.path) == path and w.snapshot.tournament.rounds_played == 1
    recent = menu_actions(w)["File/Open recent"].menu().actions()
    assert recent
    WALKED.add("File/Open recent")
    recent[-1].trigger()
    a.idle()
    assert w.snapshot is not None

    bad = tmp_path / "broken.trf"
    bad.write_text("001 x\n", encoding="utf-8")
    a.open_paths.append(str(bad))
    a.expect("ImportDialog", a.ok)
    a.save_paths.append(str(tmp_path / "broken.arbiter"))
    a.trigger(walked("File/Import TRF"))
    assert "broken.trf" in a.errors[-1] and not (tmp_path / "broken.arbiter").exists()
    fixture = tmp_path / "fixture.trf"
    shutil.copy(DATA / "dutch2016" / "mixed-00019-n010-r05.trf", fixture)
    a.open_paths.append(str(fixture))
    a.expect("ImportDialog", a.ok)
    a.save_paths.append(str(tmp_path / "fixture.arbiter"))
    a.trigger("File/Import TRF")
    assert Path(w.snapshot.path).name == "fixture.arbiter"
    with TournamentService.open(tmp_path / "fixture.arbiter", read_only=True) as service:
        assert service.settings().tiebreaks == ["BH/C1", "BH", "SB"]  # as ticked
        assert service.fide_mode()  # an imported tournament starts in FIDE mode

    # -- leaving FIDE mode: two questions, a no to the second changes nothing ----------------
    a.answers[:] = [True, False]
    a.trigger(walked("File/Leave FIDE mode"))
    assert a.store().options.get("fide.mode") == "on"
    a.trigger("File/Leave FIDE mode")  # yes, yes
    assert a.store().options["fide.mode"] == "off" and "NOT IN FIDE MODE" in w.windowTitle()

    # -- Settings › Update FIDE rating list (#38): no server answers here (the venue): one
    # message, no copy made (the download itself: tests/test_fide38_list_*.py)
    from arbiter_app.services import fide_download
    a.monkeypatch.setattr(fide_download, "DEFAULT_URL", "http://127.0.0.1:9/players_list.zip")
    a.trigger(walked("Settings/Update FIDE rating list"))
    assert "is the computer online?" in a.errors[-1] and fide_download.local_list() is None

    # -- Settings › Language (#27): kept with the preferences for the next start -------------
    def french(dialog):
        dialog.language.setCurrentIndex(dialog.language.findData("fr"))
        a.ok(dialog)
    a.expect("LanguageDialog", french)
    a.trigger(walked("Settings/Language"))
    from arbiter_app.services import interface_language
    assert interface_language() == "fr"

    # (Rounds › Line-ups and Team bye are shown in a team event only: tests/test_ui_team_rounds*)
    team_only = {"Rounds/Line-ups", "Rounds/Team bye / absence"}
    assert not any(menu_actions(w)[path].isVisible() for path in team_only)

    # -- a team event (issue #37): created from the same dialog, its Teams menu walked -------
    walk_team_menu(a, qtbot, tmp_path)
    assert all(menu_actions(w)[path].isVisible() for path in team_only)

    # every action of every menu was walked (a new one must be added above)
    assert sorted(set(menu_actions(w)) - WALKED - {"File/Quit"} - team_only) == []
    assert not [e for e in a.errors if "unexpected" in e.casefold() or "bug" in e.casefold()]
    # last: leave
    a.trigger(walked("File/Quit"))
    assert not w.isVisible()
