"""Issue #27: what the services tell the arbiter, in the arbiter's language, and what they
record, in English (docs/languages.md, "Warnings and errors").

The expected texts are written here by hand in each federation's arbiters' terms.  A text
that is both shown and recorded (a settings change after round 1, an import's re-check, a
manual pairing's differences) is shown translated while the audit log and the TRF's ``###``
lines keep the English one."""

from __future__ import annotations

import pytest

from arbiter_app import i18n
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.services import NeedsConfirmation, ServiceError, TournamentService
from arbiter_app.services.player_import import apply_mapping, parse_csv_text
from arbiter_app.services.points import parse_points, point_system_problem, scoring_from
from arbiter_app.services.round_robin import round_robin_options
from arbiter_app.store import TournamentFile
from tests.builders import tournament
from tests.test_fide_mode import played


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language("en")


# -- the CSV import: file, line and column named in the arbiter's language -----------------
def test_a_csv_imports_problems_name_line_and_column_in_french():
    table = parse_csv_text("Name;Elo;FIDE-ID;Fed\n"
                           "Carlsen, Magnus;28x2;1503014;NOR\n"
                           "Caruana, Fabiano;2805;20 00;USA1\n", "x.csv")
    with i18n.using("fr"):
        problems = apply_mapping(table).errors
    assert problems == [
        "x.csv : ligne 2 : l'Elo '28x2' n'est pas un nombre (colonne 'Elo')",
        "x.csv : ligne 3 : l'identifiant FIDE '20 00' ne doit contenir que des chiffres "
        "(colonne 'FIDE-ID')",
        "x.csv : ligne 3 : la fédération 'USA1' n'est pas un code de trois lettres comme GER "
        "(colonne 'Fed')",
    ]


def test_two_columns_for_one_field_in_german():
    table = parse_csv_text("Name;Elo;Rtg\nSo, Wesley;2750;2751\n", "x.csv")
    with i18n.using("de"):
        (problem,) = apply_mapping(table, ["name", "rating", "rating"]).errors
    assert problem == ("x.csv: die Spalten 'Elo' und 'Rtg' sind beide Elo zugeordnet; "
                       "ignorieren Sie eine davon")


@pytest.mark.parametrize("row, text", [
    # Russian counts: 2-4 take the second form (поля), 5-20 the third (полей)
    ("So, Wesley;2750;x", "x.csv: строка 2: 3 поля, а в заголовке 2 столбца (лишние: 'x')"),
    ("So, Wesley;2750;x;y;z;w",
     "x.csv: строка 2: 6 полей, а в заголовке 2 столбца (лишние: 'x', 'y', 'z', 'w')"),
])
def test_a_line_with_more_fields_than_the_header_counts_them_in_russian(row, text):
    table = parse_csv_text(f"Name;Elo\n{row}\n", "x.csv")
    with i18n.using("ru"):
        assert apply_mapping(table).errors == [text]


def test_the_field_a_column_fills_is_named_in_the_language_and_read_in_english_too():
    table = parse_csv_text("Name;Elo;Club\nSo, Wesley;2750;X\n", "x.csv")
    from arbiter_app.services.player_import import (field_named, ignored_text,
                                                    mapping_text)
    with i18n.using("es"):
        assert mapping_text(table, table.mapping) == ("Name -> Nombre (Apellido, Nombre), "
                                                      "Elo -> Elo")
        assert ignored_text(table, table.mapping) == "ignoradas: Club"
        assert field_named("Fecha de nacimiento") == field_named("birth date") == "birth_date"


# -- point systems (FIDE checklist Q74, Q81) -----------------------------------------------
def test_a_point_system_refusal_in_german():
    # Q81: the pairing-allocated bye may not be worth more than a win
    with i18n.using("de"):
        problem = point_system_problem(scoring_from(pairing_bye=2.0))
    assert problem == ("das Freilos der Auslosung (P=2) kann nicht mehr wert sein als ein "
                       "Sieg (W=1) (FIDE-Checkliste Q81)")


def test_the_service_refuses_a_point_system_in_german(tmp_path):
    t = tournament(4, [], total_rounds=3)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    i18n.set_language("de")
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        with pytest.raises(ServiceError) as refused:
            # Q74: two draws (2 x 2) worth more than a win and a loss (3 + 0)
            service.update_settings(scoring=scoring_from(win=3, draw=2))
    assert str(refused.value) == (
        "Punktwertung W=3,D=2,L=0,A=0,P=1,X=2: zwei Remis (2 × D = 4) können nicht mehr wert "
        "sein als ein Sieg und eine Niederlage (W + L = 3) (FIDE-Checkliste Q74)")


def test_points_typed_twice_in_french():
    with i18n.using("fr"), pytest.raises(ValueError) as refused:
        parse_points("W=3,W=2")
    assert str(refused.value) == "'W=2' : W est donné deux fois"


def test_a_round_robin_order_naming_a_player_twice_in_spanish():
    with i18n.using("es"), pytest.raises(ServiceError) as refused:
        round_robin_options("roundrobin", {"order": "3,1,3"})
    assert str(refused.value) == "el orden de Berger '3,1,3' nombra dos veces a un jugador"


# -- shown translated, recorded in English ------------------------------------------------
def test_a_settings_change_after_round_1_is_french_on_screen_and_english_in_the_audit_log(
        tmp_path):
    # Q58: the number of rounds after round 1, a level 4 warning; Q59 the ### line
    with TournamentService.open(played(tmp_path)) as service:
        i18n.set_language("fr")
        with pytest.raises(NeedsConfirmation) as asked:
            service.update_settings(total_rounds=5)
        assert [w.text for w in asked.value.warnings] == [
            "nombre de rondes 4 -> 5 après l'appariement de la ronde 1 : le nombre de rondes "
            "annoncé change (les appariements des dernières rondes suivent d'autres règles)"]
        service.update_settings(total_rounds=5, confirm=True)
        lines = service.export_trf_text("trf2026").splitlines()
        details = [e.details for e in service.audit_log() if e.action == "Configuration"]
    assert details == ["@ Round 1: number of rounds 4 -> 5"]
    assert "### Configuration @ Round 1: number of rounds 4 -> 5" in lines


def test_no_tie_breaks_any_more_is_said_in_russian_and_recorded_in_english(tmp_path):
    # Q201: the tie-breaks after round 1
    with TournamentService.open(played(tmp_path)) as service:
        with i18n.using("ru"), pytest.raises(NeedsConfirmation) as asked:
            service.update_settings(tiebreaks=[])
        (warning,) = asked.value.warnings
        assert warning.text.startswith(
            "дополнительные показатели BH -> нет после жеребьёвки 1-го тура: ")
        with i18n.using("ru"):
            service.update_settings(tiebreaks=[], confirm=True)
        details = [e.details for e in service.audit_log() if e.action == "Configuration"]
    assert details == ["@ Round 1: tie-breaks BH -> none"]


def test_a_manual_pairings_differences_are_french_in_the_warning_english_in_the_record(
        tmp_path):
    # Q69 (as tests/test_fide_manual.py): the system pairs 2-1, 3-4 in round 2
    t = tournament(4, ["1-3 1-0, 2-4 1-0"], total_rounds=3)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    manual = Pairing([Board(1, 4), Board(3, 2)])
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        with i18n.using("fr"):
            with pytest.raises(NeedsConfirmation) as asked:
                service.set_pairing(manual)
            q69 = next(w for w in asked.value.warnings if w.question == "Q69")
            service.set_pairing(manual, confirm=True)
        mpa = [e.details for e in service.audit_log() if e.action == "MPA"]
    assert "(1-4 n'est pas dans l'appariement du système; 3-2 n'est pas dans" in q69.text
    assert q69.text.endswith("2-1, 3-4")
    assert mpa == ["@ Round 2: 1-4 is not in the system's pairing; 3-2 is not in the "
                   "system's pairing; system's 2-1 is not paired; system's 3-4 is not paired"]


def test_an_imports_recheck_is_german_in_the_warning_english_in_the_audit_log(data_dir,
                                                                               tmp_path):
    # Q55: a round of the file that is not the rules' pairing
    from tests.test_import_check import _swapped
    path, (a, b, c, d) = _swapped(data_dir, tmp_path)
    with i18n.using("de"), pytest.raises(NeedsConfirmation) as asked:
        TournamentService.import_trf(path, tmp_path / "t.arbiter", "dutch2026")
    text = asked.value.warnings[0].text
    assert text.startswith("Runde 3 ist, wie importiert, nicht die Paarung nach dem C.04.3 "
                           "FIDE-(Holländisches) System, gültig ab 1. Februar 2026: "
                           "die Datei hat ")
    assert f"{a}-{d}" in text and ", die Regeln ergeben " in text
    with i18n.using("de"):
        with TournamentService.import_trf(path, tmp_path / "t.arbiter", "dutch2026",
                                          confirm=True) as service:
            entries = [e.details for e in service.audit_log() if e.action == "Import"]
    assert entries[0].startswith("@ Round 3: the file has ") and "the rules give" in entries[0]


# -- the engine's texts (messages) inside the services' own --------------------------------
def test_the_engines_standings_note_is_printed_in_the_documents_language():
    # Q161: an adjourned game makes the standings provisional, and the engine says so
    from dataclasses import replace

    from arbiter_app.engine.model import GameResult
    from arbiter_app.services.documents import build_document
    from arbiter_app.services.publish import standings_data
    t = tournament(4, ["1-2 1-0, 3-4 1/2"], total_rounds=3)
    t.system = "dutch2026"
    t.rounds[0].games[1] = replace(t.rounds[0].games[1], result=GameResult.ADJOURNED)
    from html import unescape
    html = unescape(build_document(t, ["BH"], "standings", language="fr").html)
    assert ("provisoire : la ronde 1 a des parties ajournées, comptées nulles jusqu'à la "
            "saisie de leurs résultats") in html
    # the data for other programs keeps the engine's English
    assert standings_data(t, ["BH"])["notes"] == [
        "provisional: round 1 has adjourned games, counted as draws until their results are "
        "entered"]
