"""Issue #21 in the window: the Add player dialog and the imports ask before adding
a player who is already in the tournament; the one way of showing warnings
(:mod:`arbiter_app.ui.warnings`)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from arbiter_app.services import ArbiterWarning, NeedsConfirmation
from arbiter_app.ui import warnings as warnings_ui
from arbiter_app.ui.main_window import MainWindow

TIMEOUT = 20_000


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    w.errors, w.infos, w.asked, w.answers, w.choices = [], [], [], [], []
    w.show_error = w.errors.append
    w.inform = w.infos.append

    def ask(text):
        w.asked.append(text)
        return w.answers.pop(0)

    def choose(text, options):
        w.choices.append((text, options))
        return w.answers.pop(0)
    w.ask, w.choose = ask, choose
    w.show()
    w.create_tournament(str(tmp_path / "open.arbiter"), dict(
        name="Club Open", total_rounds=5, system="dutch2016", city="Leiden", tiebreaks=[]))
    idle(qtbot, w)
    yield w


def idle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)


def players(w):
    return [(p.name, p.fide_id) for _n, p in sorted(w.snapshot.tournament.players.items())]


def add_through_the_dialog(qtbot, w, name, fide_id, birth_date=""):
    """Players > Add player: type into the dialog's fields, press OK."""
    def run(dialog):
        qtbot.addWidget(dialog)
        qtbot.keyClicks(dialog.name, name)
        qtbot.keyClicks(dialog.fide_id, fide_id)
        qtbot.keyClicks(dialog.birth_date, birth_date)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = run
    w.add_player()
    idle(qtbot, w)


def test_the_same_fide_id_twice_in_the_add_player_dialog_asks_first(qtbot, window):
    w = window
    add_through_the_dialog(qtbot, w, "Carlsen, Magnus", "1503014")
    assert players(w) == [("Carlsen, Magnus", "1503014")] and w.asked == []

    w.answers = [False]
    add_through_the_dialog(qtbot, w, "Carlsen, M.", "1503014")
    assert len(w.asked) == 1
    assert "player 1 Carlsen, Magnus has FIDE id 1503014 already" in w.asked[0]
    assert players(w) == [("Carlsen, Magnus", "1503014")]
    assert "nothing was changed" in w.statusBar().currentMessage()
    assert w.errors == []

    w.answers = [True]
    add_through_the_dialog(qtbot, w, "Carlsen, M.", "1503014")
    assert players(w) == [("Carlsen, Magnus", "1503014"), ("Carlsen, M.", "1503014")]
    assert "add player Carlsen, M." in w.act_undo.text()
    w.undo()
    idle(qtbot, w)
    assert len(players(w)) == 1 and w.errors == []


def test_the_same_name_and_birth_date_asks_too(qtbot, window):
    w = window
    add_through_the_dialog(qtbot, w, "Hou, Yifan", "", "1994/02/27")
    w.answers = [False]
    add_through_the_dialog(qtbot, w, "Hou, Yifan", "", "1994/02/27")
    assert "player 1 Hou, Yifan has the same name and birth date 1994/02/27" in w.asked[0]
    assert len(players(w)) == 1


def test_an_import_of_players_already_there_is_one_question(qtbot, window):
    w = window
    w.import_players_values([dict(name="Carlsen, Magnus", fide_id="1503014"),
                             dict(name="Hou, Yifan", fide_id="8602980")], "list")
    idle(qtbot, w)
    again = [dict(name="Carlsen, Magnus", fide_id="1503014"),
             dict(name="Ding, Liren", fide_id="8603677"),
             dict(name="Ding, L.", fide_id="8603677")]
    w.answers = ["Cancel"]
    w.import_players_values(again, "list")
    idle(qtbot, w)
    (text, options), = w.choices
    assert options == ["Skip them", "Add them anyway", "Cancel"]
    assert text.startswith("2 of these 3 players are already in the tournament")
    assert "player 1 Carlsen, Magnus has FIDE id 1503014 already" in text
    assert "entry 2 of the list (Ding, Liren) has FIDE id 8603677 already" in text
    assert len(players(w)) == 2

    w.answers = ["Skip them"]
    w.import_players_values(again, "list")
    idle(qtbot, w)
    assert players(w)[2:] == [("Ding, Liren", "8603677")]
    assert "import 1 player" in w.act_undo.text()
    assert "1 player imported; 2 already in the tournament skipped" in (
        w.statusBar().currentMessage())
    w.undo()
    idle(qtbot, w)
    w.answers = ["Add them anyway"]
    w.import_players_values(again, "list")
    idle(qtbot, w)
    assert len(players(w)) == 5 and w.errors == []


class FakeWindow:
    def __init__(self, *answers):
        self.answers, self.asked, self.errors, self.statuses = list(answers), [], [], []
        self.show_error, self.status = self.errors.append, self.statuses.append

    def ask(self, text):
        self.asked.append(text)
        return self.answers.pop(0)


def test_each_level_is_shown_its_one_way():
    notice = ArbiterWarning(2, "round 3 has no date")
    assert warnings_ui.confirm(FakeWindow(), [notice])
    one = FakeWindow(True)
    assert warnings_ui.confirm(one, NeedsConfirmation("add player X", [
        ArbiterWarning(3, "first"), ArbiterWarning(3, "second"), notice]))
    assert len(one.asked) == 1 and all(t in one.asked[0] for t in ("first", "second"))
    two = FakeWindow(True, False)
    assert not warnings_ui.confirm(two, [ArbiterWarning(4, "serious")])
    assert len(two.asked) == 2 and "Second confirmation" in two.asked[1]
    assert warnings_ui.confirm(FakeWindow(True, True), [ArbiterWarning(4, "serious")])
    outside = FakeWindow()
    assert not warnings_ui.confirm(outside, [ArbiterWarning(5, "a pairing rule broken")])
    assert outside.asked == [] and "only outside FIDE mode" in outside.errors[0]
    quiet = FakeWindow()
    warnings_ui.notify(quiet, [notice, ArbiterWarning(3, "not a notice")])
    assert quiet.statuses == ["round 3 has no date"]


def test_players_picked_twice_from_the_fide_list_are_asked_about(qtbot, window, data_dir):
    w = window
    w.ask_open_path = lambda title, filter_: str(data_dir / "ui" / "fide_sample.xml")

    def pick(dialog):  # type the id, search, press "Add selected players"
        qtbot.addWidget(dialog)
        dialog.queries.setPlainText("1000002")
        qtbot.mouseClick(dialog.search_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.model.rowCount() == 1, timeout=TIMEOUT)
        dialog.add_button.click()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = pick
    w.import_fide()
    idle(qtbot, w)
    assert players(w) == [("Sample, Boris", "1000002")]
    w.answers = ["Skip them"]
    w.import_fide()
    idle(qtbot, w)
    assert w.choices[0][0].startswith("1 of these 1 players is already in the tournament")
    assert "player 1 Sample, Boris has FIDE id 1000002 already" in w.choices[0][0]
    assert players(w) == [("Sample, Boris", "1000002")] and w.errors == []
