"""Issue #35 in the Add player dialog, through its widgets (point 2: a refused save keeps
what was typed, and the form is emptied only after the save; point 9: the date spellings; point 14: a late entry that moves pairing
numbers is asked first), then the store checked."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox

from arbiter_app.engine.model import GameResult
from arbiter_app.services import NewTournament, TournamentService
from tests.gui import opened_window

TIMEOUT = 20_000


@pytest.fixture
def refused(monkeypatch):
    """The dialog's own refusals (a warning box over it), kept instead of shown."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a: texts.append(text)))
    return texts


def stored(path) -> list[tuple[str, str, str]]:
    with TournamentService.open(path, read_only=True) as service:
        return [(p.name, p.fide_id, p.birth_date)
                for _n, p in sorted(service.tournament().players.items())]


def new_file(tmp_path, players=(), paired=False):
    path = tmp_path / "open.arbiter"
    with TournamentService.create(path, NewTournament("Club Open", 5, "dutch2016")) as service:
        for name, rating, fide_id in players:
            service.add_player(name, rating, fide_id=fide_id)
        if paired:
            service.pair_next_round()
            for board in range(1, len(service.tournament().rounds[-1].games) + 1):
                service.record_result(1, board, GameResult.DRAW)
    return path


def script(qtbot, w, *steps):
    """Players > Add player, each dialog the window opens handed to the next step (which
    types and clicks; OK and Save and next return once the save is done or refused);
    returns the dialogs shown."""
    steps, shown = list(steps), []

    def run(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        shown.append(dialog)
        assert steps, "a dialog more than expected"
        steps.pop(0)(dialog)
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = run
    w.add_player()
    assert steps == []
    return shown


def type_player(qtbot, dialog, name, fide_id="", born="") -> None:
    for field, text in ((dialog.name, name), (dialog.fide_id, fide_id),
                        (dialog.birth_date, born)):
        field.clear()
        qtbot.keyClicks(field, text)


def save_and_next(dialog) -> None:
    (button,) = [b for b in dialog.buttons.buttons() if "ne&xt" in b.text()]
    button.click()


def ok(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def cancel(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()


def typed(dialog) -> tuple[str, str, str]:
    return dialog.name.text(), dialog.fide_id.text(), dialog.birth_date.text()


def test_an_impossible_birth_date_is_refused_and_the_form_keeps_it(qtbot, tmp_path, refused):
    path = new_file(tmp_path)
    w, idle = opened_window(qtbot, path)

    def first(dialog):
        type_player(qtbot, dialog, "Novak, Jan", "1234567", "1990/02/31")
        save_and_next(dialog)
        assert len(refused) == 1 and "Born" in refused[0] and "'1990/02/31'" in refused[0]
        assert typed(dialog) == ("Novak, Jan", "1234567", "1990/02/31") and dialog.isVisible()
        assert stored(path) == []
        # corrected, it is saved; then (and only then) the next, empty form comes
        dialog.birth_date.clear()
        qtbot.keyClicks(dialog.birth_date, "14.02.1990")
        save_and_next(dialog)
        assert not dialog.isVisible()
        assert stored(path) == [("Novak, Jan", "1234567", "1990/02/14")]

    def second(dialog):
        assert typed(dialog) == ("", "", "")
        cancel(dialog)
    script(qtbot, w, first, second)
    idle()
    assert stored(path) == [("Novak, Jan", "1234567", "1990/02/14")]


def test_no_to_the_duplicate_id_question_keeps_the_form(qtbot, tmp_path, refused):
    path = new_file(tmp_path, [("Carlsen, Magnus", 2830, "1503014")])
    w, idle = opened_window(qtbot, path)

    def first(dialog):
        w.answers = [False]
        type_player(qtbot, dialog, "Carlsen, M.", "1503014", "1990-11-30")
        save_and_next(dialog)
        assert len(w.questions) == 1 and "FIDE id 1503014 already" in w.questions[0]
        assert typed(dialog) == ("Carlsen, M.", "1503014", "1990-11-30") and dialog.isVisible()
        assert dialog.buttons.isEnabled() and refused == []
        assert stored(path) == [("Carlsen, Magnus", "1503014", "")]
        # a yes stores the player as typed; the next form is empty
        w.answers = [True]
        save_and_next(dialog)
        assert stored(path)[1] == ("Carlsen, M.", "1503014", "1990/11/30")

    def second(dialog):
        assert typed(dialog) == ("", "", "")
        cancel(dialog)
    script(qtbot, w, first, second)
    idle()


def test_ok_closes_the_dialog_only_after_the_save(qtbot, tmp_path, refused):
    path = new_file(tmp_path, [("Carlsen, Magnus", 2830, "1503014")])
    w, idle = opened_window(qtbot, path)

    def first(dialog):
        w.answers = [False]
        type_player(qtbot, dialog, "Carlsen, Magnus", "", "")  # the same name: asked (7)
        ok(dialog)
        assert "the same name" in w.questions[0]
        assert dialog.isVisible() and dialog.name.text() == "Carlsen, Magnus"
        assert len(stored(path)) == 1
        cancel(dialog)
    script(qtbot, w, first)
    idle()
    assert len(stored(path)) == 1


@pytest.mark.parametrize("born", ["1981-02-14", "1981/02/14", "14.02.1981"])
def test_every_date_spelling_of_the_readme_is_taken(qtbot, tmp_path, refused, born):
    path = new_file(tmp_path)
    w, idle = opened_window(qtbot, path)

    def first(dialog):
        type_player(qtbot, dialog, "Lund, Lea", "", born)
        ok(dialog)
        assert not dialog.isVisible()
    script(qtbot, w, first)
    idle()
    assert refused == [] and stored(path) == [("Lund, Lea", "", "1981/02/14")]


def test_a_late_entry_that_moves_numbers_is_asked_first(qtbot, tmp_path, refused):
    # four players, round 1 played; a 2250 entry belongs at number 3 (C.04.2 2.2, 2.4):
    # players 3 and 4 would become 4 and 5
    path = new_file(tmp_path, [("Anders, Ann", 2400, ""), ("Berg, Bo", 2300, ""),
                               ("Claes, Cy", 2200, ""), ("Dahl, Di", 2100, "")], paired=True)
    w, idle = opened_window(qtbot, path)

    def first(dialog):
        type_player(qtbot, dialog, "Lund, Lea")
        dialog.rating.setFocus()
        dialog.rating.selectAll()
        qtbot.keyClicks(dialog.rating, "2250")
        w.answers = [False]
        ok(dialog)
        (question,) = w.questions
        assert "Lund, Lea 3" in question and "3\u20134 \u2192 4\u20135" in question
        assert dialog.isVisible() and dialog.rating.value() == 2250
        assert [name for name, _i, _b in stored(path)] == ["Anders, Ann", "Berg, Bo",
                                                            "Claes, Cy", "Dahl, Di"]
        w.answers = [True]
        ok(dialog)
        assert not dialog.isVisible()
    script(qtbot, w, first)
    idle()
    assert [name for name, _i, _b in stored(path)] == ["Anders, Ann", "Berg, Bo", "Lund, Lea",
                                                        "Claes, Cy", "Dahl, Di"]


def test_the_fide_list_import_asks_about_the_same_name_with_another_id(qtbot, tmp_path,
                                                                       data_dir):
    # point 7: "Sample, Boris" is registered with another FIDE id; the list's Sample, Boris
    # (1000002) is one question (the import's), as for the same id
    path = new_file(tmp_path, [("Sample, Boris", 2400, "555")])
    w, idle = opened_window(qtbot, path)
    w.choices = []

    def choose(text, options):
        w.choices.append(text)
        return options[-1]  # Cancel
    w.choose = choose
    w.ask_open_path = lambda title, filter_: str(data_dir / "ui" / "fide_sample.xml")

    def pick(dialog):
        qtbot.addWidget(dialog)
        dialog.queries.setPlainText("1000002")
        dialog.search_button.click()
        qtbot.waitUntil(lambda: dialog.model.rowCount() == 1, timeout=TIMEOUT)
        dialog.add_button.click()
        return True
    w.run_dialog = pick
    w.import_fide()
    idle()
    (text,) = w.choices
    assert "player 1 Sample, Boris has the same name already" in text
    assert stored(path) == [("Sample, Boris", "555", "")]


def test_the_cli_asks_about_the_same_name_and_a_late_entry_too(tmp_path, capsys):
    from tests.builders import cli_run as run
    path = new_file(tmp_path, [("Anders, Ann", 2400, "1"), ("Berg, Bo", 2300, ""),
                               ("Claes, Cy", 2200, ""), ("Dahl, Di", 2100, "")], paired=True)
    code, _out, err = run(capsys, "add-player", path, "ANDERS,  ann", "--fide-id", "2")
    assert code == 3 and "player 1 Anders, Ann has the same name already" in err
    code, _out, err = run(capsys, "add-player", path, "Lund, Lea", "--rating", "2250")
    assert code == 3 and "3\u20134 \u2192 4\u20135" in err
    assert len(stored(path)) == 4
    code, _out, err = run(capsys, "add-player", path, "Lund, Lea", "--rating", "2250",
                          "--confirm")
    assert code == 0, err
    assert [name for name, _i, _b in stored(path)][2] == "Lund, Lea"
