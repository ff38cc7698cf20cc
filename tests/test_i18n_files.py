"""Issue #27: what goes wrong when a file is read or written is said in the arbiter's
language (French, German, Russian here), naming the file, the line, the columns and the
players as in English; what is written INTO a file stays English and locale-free.

The expected texts are written here by hand, with the terms of each federation's arbiters
(FR ronde, joueur, numéro d'appariement, exempt; DE Runde, Spieler, Paarungsnummer; RU
тур, участник), not copied from the catalogues.  Columns are those of the TRF16 layout
(FIDE C.04 Annex 2: rating 49-52, first round's opponent 92-95).
"""

from __future__ import annotations

import os
import socket
import sqlite3
from dataclasses import replace

import pytest

from arbiter_app import i18n
from arbiter_app.engine.model import ByeKind
from arbiter_app.store import TournamentFile
from arbiter_app.store.errors import InUse, NewerSchemaError, NotATournament
from arbiter_app.store.migrations import OLDEST_VERSION
from arbiter_app.store.models import APPLICATION_ID, SCHEMA_VERSION
from arbiter_app.trf import TrfError, read_trf, write_trf, write_trf_file
from arbiter_app.trf.fide_list import ListError, read_list
from arbiter_app.trf.fields import name_problem
from tests.builders import tournament


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language("en")


def player(number: int, name: str, rating: str = "2400", points: str = "1.0",
           cells: tuple[str, ...] = ()) -> str:
    """A TRF16 001 line: number 5-8, sex 10, name 15-47, rating 49-52, federation 54-56,
    FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89, rounds from 92."""
    line = (f"001 {number:4d} m    {name:<33} {rating:>4} FRA {1000000 + number:>11} "
            f"1990/01/01 {points:>4} {number:>4}")
    return line + "".join(f"  {cell}" for cell in cells)


def trf(*players: str) -> str:
    return "\n".join(["012 Test open", *players]) + "\n"


def error_of(text: str | bytes, source: str = "t.trf") -> str:
    with pytest.raises(TrfError) as info:
        read_trf(text, source)
    return str(info.value)


# -- reading a TRF file ----------------------------------------------------------------------

def test_a_field_that_is_no_number_is_named_with_its_line_and_columns_in_french():
    text = trf(player(1, "Alpha, Anna", rating="12a4"))
    assert player(1, "Alpha, Anna", rating="12a4")[48:52] == "12a4"  # cols 49-52
    with i18n.using("fr"):
        found = error_of(text)
    assert found == ("t.trf : ligne 2, col. 49-52 : l'Elo '12a4' n'est pas un nombre "
                     "(attendu : jusqu'à 4 chiffres, ou vide pour un joueur sans Elo)")
    # the same file in English, unchanged
    assert error_of(text) == ("t.trf: line 2, cols 49-52: rating '12a4' is not a number "
                              "(expected up to 4 digits, or blank when unrated)")


def test_an_opponent_who_is_not_a_player_is_named_with_round_line_and_columns_in_french():
    text = trf(player(1, "Alpha, Anna", cells=("0009 w 1",)),
               player(2, "Beta, Bob", points="0.0", cells=("0000 - Z",)))
    with i18n.using("fr"):
        found = error_of(text)
    assert found == ("t.trf : ligne 2, col. 92-95 : ronde 1 : l'adversaire 0009 du joueur 1 "
                     "n'est pas un joueur")


def test_two_lines_that_disagree_name_the_round_and_players_in_german():
    text = trf(player(1, "Alpha, Anna", cells=("0002 w 1",)),
               player(2, "Beta, Bob", points="0.0", cells=("0001 w 0",)))
    with i18n.using("de"):
        found = error_of(text)
    assert found == "t.trf: Runde 1: die Spieler 1 und 2 haben beide Weiß in ihrer Partie"


def test_a_pairing_number_used_twice_names_both_lines_in_german():
    text = trf(player(1, "Alpha, Anna"), player(1, "Beta, Bob"))
    with i18n.using("de"):
        found = error_of(text)
    assert found == ("t.trf: Zeile 3, Sp. 5-8: die Paarungsnummer 1 wird zweimal verwendet "
                     "(auch in Zeile 2)")


def test_an_unknown_encoding_names_the_line_in_french():
    data = b"012 Test open\n001    1 \x01\n"
    with i18n.using("fr"):
        found = error_of(data, "x.trf")
    assert found == ("x.trf : ligne 2 : encodage inconnu : caractère de contrôle 0x01 dans "
                     "le texte ; attendu : un fichier texte TRF en UTF-8 ou Latin-1")


def test_an_empty_file_in_german_and_russian():
    with i18n.using("de"):
        assert error_of("\n\n", "leer.trf") == (
            "leer.trf: die Datei ist leer; erwartet: TRF16-Zeilen (012 Name, 001 Spieler, ...)")
    with i18n.using("ru"):
        assert error_of("\n\n", "пусто.trf") == (
            "пусто.trf: файл пуст; ожидаются строки TRF16 (012 название, 001 участники, ...)")


# -- what a file was read as: shown translated, kept in English ----------------------------

OLD_FILE = trf(player(1, "Alpha, Anna", cells=("0002 w 1",)),
               player(2, "Beta, Bob", points="0.0", cells=("0001 b 0",)),
               player(3, "Gamma, Carl", points="0.0", cells=("        ",))) + "XXR 3\n"


def test_a_read_note_is_shown_in_french_and_kept_in_english():
    """FIDE checklist Q50: no XXC line, and player 3's round 1 cell left blank."""
    notes: list = []
    with i18n.using("fr"):
        read_trf(OLD_FILE, "old.trf", notes)
        shown = [note.shown() for note in notes]
    assert shown == [
        "old.trf : pas de ligne XXC ni 152 : la couleur initiale (blancs) est lue d'après la "
        "couleur du premier joueur à la ronde 1",
        "old.trf : ronde 1 : la case vide du joueur 3 est lue comme une absence (Z)"]
    # the text itself (what the audit log keeps) is English, made under French
    assert [str(note) for note in notes] == [
        "old.trf: no XXC or 152 line: the initial colour (white) is read from the top "
        "player's colour in round 1",
        "old.trf: round 1: blank cells of player 3 are read as absences (Z)"]
    assert [note.question for note in notes] == ["Q50", "Q50"]


def test_blank_cells_of_several_players_take_the_russian_plural():
    text = trf(player(1, "Alpha, Anna", cells=("0002 w 1",)),
               player(2, "Beta, Bob", points="0.0", cells=("0001 b 0",)),
               player(3, "Gamma, Carl", points="0.0"), player(4, "Delta, Dora", points="0.0"))
    notes: list = []
    with i18n.using("ru"):
        read_trf(text, "", notes)
        assert notes[-1].shown() == ("тур 1: пустые клетки участников 3, 4 читаются как "
                                     "неявки (Z)")
    assert str(notes[-1]) == "round 1: blank cells of players 3, 4 are read as absences (Z)"


def test_an_imported_file_tells_its_notes_in_french_and_audits_them_in_english(tmp_path):
    from arbiter_app.services import TournamentService
    source = tmp_path / "old.trf"
    source.write_text(OLD_FILE, encoding="utf-8")
    with i18n.using("fr"):
        service = TournamentService.import_trf(source, tmp_path / "old.arbiter", "dutch2026",
                                               confirm=True)
    with service:
        notices = [w.text for w in service.import_notices if w.code == "read-note"]
        assert notices[1] == ("old.trf : ronde 1 : la case vide du joueur 3 est lue comme une "
                              "absence (Z)")
        audited = [e.details for e in service.audit_log() if e.action == "import note"]
    assert audited == [
        "old.trf: no XXC or 152 line: the initial colour (white) is read from the top "
        "player's colour in round 1",
        "old.trf: round 1: blank cells of player 3 are read as absences (Z)"]


# -- writing a TRF file: the refusals translated, the file itself locale-free ------------------

def test_a_name_too_long_for_its_33_columns_takes_the_three_russian_plural_forms():
    """Russian: 41 символ, 42 символа, 45 символов (the forms of 1, 2-4 and 5-20)."""
    surname = "Wolfeschlegelstein"  # 18 letters; the proposal keeps it, given names as initials
    names = {41: f"{surname}, Hubertus Blaine Wolfe", 42: f"{surname}, Hubertus Blainey Wolfe",
             45: f"{surname}, Hubertus Blainee Wolfgang"}
    assert {n: len(name) for n, name in names.items()} == {41: 41, 42: 42, 45: 45}
    with i18n.using("ru"):
        found = {n: name_problem(name) for n, name in names.items()}
    tail = "файлы TRF вмещают 33 — сократите его (например, 'Wolfeschlegelstein, H. B. W.')"
    assert found == {
        41: f"в имени '{names[41]}' 41 символ; {tail}",
        42: f"в имени '{names[42]}' 42 символа; {tail}",
        45: f"в имени '{names[45]}' 45 символов; {tail}"}


def test_a_tournament_that_cannot_be_written_is_refused_in_german():
    t = tournament(2)
    t.players[1] = replace(t.players[1], federation="DEUT")
    with i18n.using("de"), pytest.raises(TrfError) as info:
        write_trf(t)
    assert str(info.value).startswith("Spieler 1: ")


def test_a_name_cut_for_the_trf_is_named_in_german():
    from arbiter_app.trf.names import cut_names
    t = tournament(2)
    t.players[1] = replace(t.players[1], name="Wolfeschlegelstein, Hubertus Blaine Wolfe")
    with i18n.using("de"):
        assert cut_names(t) == [
            "Spieler 1 Wolfeschlegelstein, Hubertus Blaine Wolfe: die TRF-Datei hat 33 "
            "Spalten für den Namen und schreibt 'Wolfeschlegelstein, Hubertus Blai'"]


@pytest.mark.parametrize("version", ["trf16", "trf2026"])
def test_the_trf_written_in_any_language_is_byte_identical_to_the_english_one(tmp_path,
                                                                             version):
    t = tournament(4, ["1-2 1-0, 3-4 1/2"], total_rounds=3)
    t.info.name, t.info.start_date = "Test open", "2026-04-04"
    t.rounds[0].date = "2026/04/04"
    t.requested_byes = {3: {4: ByeKind.HALF_POINT}}
    t.forbidden_pairs = {frozenset((1, 3))}
    t.info.extra_lines = ["062 4", "### a comment kept as written"]
    write_trf_file(t, tmp_path / "en.trf", version=version)
    english = (tmp_path / "en.trf").read_bytes()
    for code in (c for c in i18n.LANGUAGES if c != i18n.DEFAULT):
        with i18n.using(code):
            write_trf_file(t, tmp_path / f"{code}.trf", version=version)
        assert (tmp_path / f"{code}.trf").read_bytes() == english, code
    # what the languages could have changed is in the file: dates, the announced bye
    lines = english.decode("cp1252").split("\r\n")
    assert "042 2026/04/04" in lines and "### a comment kept as written" in lines
    bye = "240 H 003    4" if version == "trf2026" else "0000 - H"  # player 4, round 3
    assert any(bye in line for line in lines)


def test_an_export_under_french_is_the_english_export(tmp_path):
    """The audit log's ``###`` lines and every field stay as in English."""
    from arbiter_app.services import TournamentService
    source = tmp_path / "old.trf"
    source.write_text(OLD_FILE, encoding="utf-8")
    with i18n.using("fr"):
        service = TournamentService.import_trf(source, tmp_path / "old.arbiter", "dutch2026",
                                               confirm=True)
    with service:
        with i18n.using("fr"):
            service.export_trf(tmp_path / "fr.trf")
            french_2026 = service.export_trf_text("trf2026")
        service.export_trf(tmp_path / "en.trf")
        assert service.export_trf_text("trf2026") == french_2026
    assert (tmp_path / "fr.trf").read_bytes() == (tmp_path / "en.trf").read_bytes()


# -- FIDE rating lists ------------------------------------------------------------------------

def test_a_file_that_is_no_rating_list_is_named_in_german(tmp_path):
    path = tmp_path / "liste.txt"
    path.write_text("Name Fed Sex\nAlpha, Anna FRA F\n", encoding="utf-8")
    with i18n.using("de"), pytest.raises(ListError) as info:
        read_list(path, ["1000001"])
    assert str(info.value) == ("liste.txt: Zeile 1 ist nicht die Kopfzeile einer "
                               "FIDE-Elo-Liste (erwartet: 'ID Number' und 'Name')")


def test_a_broken_xml_rating_list_is_named_in_french(tmp_path):
    path = tmp_path / "liste.xml"
    path.write_text("<playerslist><player><fideid>1</fideid>", encoding="utf-8")
    with i18n.using("fr"), pytest.raises(ListError) as info:
        read_list(path, ["1"])
    assert str(info.value).startswith("liste.xml : pas une liste Elo XML lisible (")


# -- the tournament file ----------------------------------------------------------------------

def test_a_file_that_is_no_tournament_is_refused_in_french(tmp_path):
    path = tmp_path / "notes.arbiter"
    path.write_text("not a database", encoding="utf-8")
    with i18n.using("fr"), pytest.raises(NotATournament) as info:
        TournamentFile.open(path)
    assert str(info.value) == (f"{path} n'est pas un fichier de tournoi Arbiter (ce n'est pas "
                               "une base de données SQLite)")


def test_a_file_of_a_newer_arbiter_is_refused_in_german(tmp_path):
    path = tmp_path / "new.arbiter"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.execute("CREATE TABLE tournament (id INTEGER)")
    con.commit()
    con.close()
    with i18n.using("de"), pytest.raises(NewerSchemaError) as info:
        TournamentFile.open(path)
    assert str(info.value) == (
        f"{path} wurde von einer neueren Version von Arbiter geschrieben (Dateiformat "
        f"{SCHEMA_VERSION + 1}; diese Version liest die Formate {OLDEST_VERSION} bis "
        f"{SCHEMA_VERSION}); bitte aktualisieren Sie Arbiter")


def test_a_file_open_elsewhere_says_who_has_it_in_french(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, tournament(2)).close()
    with TournamentFile.open(path):  # the writer: holds the lock
        with i18n.using("fr"):
            second = TournamentFile.open(path)
        with second:
            owner = f"le processus {os.getpid()} sur {socket.gethostname()}"
            assert second.read_only
            assert second.read_only_reason == f"t.arbiter est utilisé par {owner}"
            with i18n.using("fr"), pytest.raises(InUse) as info:
                with second.write():
                    pass
    assert str(info.value) == (f"t.arbiter est utilisé par {owner} ; il est ouvert ici en "
                               "lecture seule et rien n'a été modifié")
