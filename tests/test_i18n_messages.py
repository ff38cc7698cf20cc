"""Issue #27: the services' warnings and refusals, and the command line's and the window's
way of showing them, in the arbiter's language (docs/languages.md, "Warnings and errors").

The services translate a text where they make it (``tr()`` of the current language), so the
GUI and the command line show it as it is.  The expected texts are written here by hand in
each language's arbiters' terms; English stays as the other tests expect it.
"""

from __future__ import annotations

import pytest

from arbiter_app import i18n
from arbiter_app.engine.model import GameResult
from arbiter_app.services import NeedsConfirmation, ServiceError, TournamentService
from arbiter_app.services import adjournment_warnings
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language("en")


@pytest.fixture
def path(tmp_path):
    # round 2 paired; board 1 has a result, boards 2 and 3 not (as tests/test_results_adjourned)
    t = tournament(6, ["1-4 1-0, 5-2 0-1, 3-6 1/2", "2-1 1-0, 4-3 *, 6-5 *"], total_rounds=5)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    return tmp_path / "t.arbiter"


@pytest.mark.parametrize("code, text", [
    ("en", "there is no player 99"),
    ("fr", "il n'y a pas de joueur 99"),
    ("de", "es gibt keinen Spieler 99"),
    ("es", "no hay jugador 99"),
    ("ru", "нет участника 99"),
])
def test_a_refusal_of_the_services_in_each_language(path, code, text):
    i18n.set_language(code)
    with TournamentService.open(path) as service:
        with pytest.raises(ServiceError) as refused:
            service.withdraw_player(99)
    assert str(refused.value) == text


@pytest.mark.parametrize("code, text", [
    ("en", "round 2 has no result on boards (2, 3): they will be marked adjourned and count "
           "as draws for the pairing of round 3"),
    ("fr", "la ronde 2 n'a pas de résultat aux échiquiers (2, 3) : les parties seront marquées "
           "ajournées et comptées nulles pour l'appariement de la ronde 3"),
    ("de", "Runde 2 hat kein Ergebnis an den Brettern (2, 3): die Partien werden als vertagt "
           "markiert und zählen für die Paarung der Runde 3 als Remis"),
    ("ru", "в 2-м туре нет результата на досках (2, 3): партии будут отмечены как отложенные "
           "и засчитаны как ничьи для жеребьёвки 3-го тура"),
])
def test_a_notice_in_each_language_with_its_plural(path, code, text):
    # Q160: the last round's games without a result, a level 2 notice naming the boards
    i18n.set_language(code)
    with TournamentService.open(path) as service:
        (notice,) = adjournment_warnings(service.tournament())
    assert notice.text == text and notice.question == "Q160"


def test_one_board_takes_the_singular_in_russian_and_french(tmp_path):
    t = tournament(4, ["1-3 1-0, 4-2 *"], total_rounds=3)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        with i18n.using("ru"):
            (ru,) = adjournment_warnings(service.tournament())
        with i18n.using("fr"):
            (fr,) = adjournment_warnings(service.tournament())
    assert ru.text.startswith("в 1-м туре нет результата на доске (2): партия будет")
    assert fr.text.startswith("la ronde 1 n'a pas de résultat à l'échiquier (2) : la partie")


def test_a_confirmation_in_german_names_the_action_and_what_was_not_changed(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, tournament(2, [], total_rounds=5)).close()
    i18n.set_language("de")
    with TournamentService.open(path) as service:
        service.add_player("Carlsen, Magnus", 2830, fide_id="1503014")
        with pytest.raises(NeedsConfirmation) as asked:
            service.add_player("Carlsen, M.", 2830, fide_id="1503014")
    (warning,) = asked.value.warnings
    assert warning.text == "Spieler 3 Carlsen, Magnus hat schon FIDE-ID 1503014"
    assert str(asked.value) == ("Spieler Carlsen, M. hinzufügen: Spieler 3 Carlsen, Magnus hat "
                                "schon FIDE-ID 1503014; nichts wurde geändert (bestätigen Sie, "
                                "um fortzufahren)")


def test_the_command_line_prints_warnings_and_refusals_in_the_systems_language(
        path, capsys, monkeypatch):
    monkeypatch.setenv("ARBITER_LANGUAGE", "es")
    code, _out, err = cli_run(capsys, "pair-next", path)
    assert code == 0
    assert ("aviso (nivel 2): la ronda 2 no tiene resultado en los tableros (2, 3): las partidas "
            "se marcarán como aplazadas y contarán como tablas para el emparejamiento de la "
            "ronda 3 [Q160]") in err.splitlines()
    # Q163: a result other than a draw for an adjourned game asks first (exit 3)
    code, _out, err = cli_run(capsys, "result", path, 2, 2, "1-0")
    assert code == 3
    assert "anotar 1-0 en el tablero 2 de la ronda 2: no se cambió nada; añada --confirm " \
           "para continuar" in err
    monkeypatch.setenv("ARBITER_LANGUAGE", "en")
    code, _out, err = cli_run(capsys, "result", path, 2, 2, "1-0")
    assert code == 3 and "record 1-0 on board 2 of round 2: nothing was changed" in err


def test_the_window_asks_in_the_language(path, qtbot):
    """A level 3 warning in the window: the question and the warning in French."""
    from arbiter_app.services import ArbiterWarning
    from arbiter_app.ui import warnings as warnings_ui

    asked = []

    class Window:
        def ask(self, text):
            asked.append(text)
            return False

    i18n.set_language("fr")
    assert not warnings_ui.confirm(Window(), [ArbiterWarning(3, "x", "Q1")])
    # the checklist's question number is not shown to the arbiter (issue #35)
    assert asked == ["Cette action :\n\n\u2022 x\n\nContinuer quand même ?"]


def test_the_edit_menus_undo_and_redo_name_the_action_in_the_language(path, qtbot, monkeypatch,
                                                                     tmp_path):
    """Edit › Undo/Redo of a result entered in the round tab's table, in Russian."""
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    from tests.gui import opened_window
    i18n.set_language("ru")
    w, idle = opened_window(qtbot, path)
    w.enter_result(2, 3, GameResult.DRAW)
    idle()
    assert w.act_undo.text() == "&Отменить результат ½ \u2013 ½ на доске 3 2-го тура"
    w.undo()
    idle()
    assert w.act_redo.text() == "&Повторить результат ½ \u2013 ½ на доске 3 2-го тура"
    w.close()
