"""Issue #27: one catalogue for every text a person reads, kept complete, and the
documents in every language Arbiter offers beside English.

The expected headings are written here by hand with the terms of each federation's
arbiters (FR appariements, classement, départage; DE Paarungen, Rangliste, Feinwertung;
ES emparejamientos, clasificación, desempate; RU жеребьёвка, турнирная таблица,
дополнительные показатели; IT abbinamenti, classifica, spareggi; NL indeling, stand,
tiebreaks; PL kojarzenia, klasyfikacja, punktacja pomocnicza; PT emparceiramentos,
classificação, desempates; TR eşlendirme, puan tablosu, eşitlik bozma), not copied from
the catalogues but written from them and read as each language writes it.
"""

from __future__ import annotations

from datetime import date

import pytest

from arbiter_app import i18n
from arbiter_app.i18n import extract
from arbiter_app.services.documents import build_document
from arbiter_app.store import TournamentFile
from tests.builders import cli_run
from tests.test_documents import leiden_open, rows_of
from tests.test_documents_gui import pdf_text

#: every language Arbiter offers but English (i18n.LANGUAGES: a language added there is
#: tested here)
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language("en")


# -- the catalogues are complete --------------------------------------------------------

@pytest.fixture(scope="module")
def marked():
    return extract.marked()


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_text_the_code_marks_is_translated_with_its_placeholders(code, marked):
    """Every .po complete (no untranslated or fuzzy entry), each translation with exactly
    its English text's {placeholders}, plurals with the language's number of forms, and
    Babel's checkers content (argparse's %-placeholders)."""
    assert extract.problems(code, marked) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_catalogue_keeps_a_text_the_code_no_longer_marks(code, marked):
    """A changed text leaves its old entry behind; kept, it would be translated by nobody
    and mislead the next translator."""
    assert extract.stale(code, marked) == []


def test_the_template_is_what_the_code_marks(marked):
    """arbiter.pot holds exactly the texts the code marks (python tools/i18n.py update)."""
    assert extract.template_differences(marked) == []


def test_babel_extracts_what_the_code_marks(marked):
    """Babel's extraction with babel.cfg (pybabel extract, tools/i18n.py update) finds the
    same texts, plurals and places as the check's own reading of the sources."""
    found = {message.id: {f"{path}:{line}" for path, line in message.locations}
             for message in extract.template() if message.id}
    assert found == {key: set(places) for key, places in marked.items()}


def test_the_extraction_skips_qts_own_tr_and_reads_inside_f_strings():
    source = ('self.tr("Qt")\nx = f"{tr(\'Points:\')} {n}"\ntrn("{n} game", "{n} games", 2)\n'
              'count_text("{n} cycle", "{n} cycles", 3)\ntr(text)\nN_("Tie-breaks")\n')
    assert extract.marked_in(source, "x.py") == {
        "Points:": ["x.py:2"], ("{n} game", "{n} games"): ["x.py:3"],
        ("{n} cycle", "{n} cycles"): ["x.py:4"], "Tie-breaks": ["x.py:6"]}


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_catalogue_has_cldrs_plural_rule(code):
    from babel.messages.catalog import Catalog
    catalog = extract.read(extract.po_path(code))
    # the CLDR locale of the language's catalogue (pt: Portugal's, pt_PT)
    assert catalog.plural_forms == Catalog(locale=extract.CLDR_LOCALES.get(code, code)).plural_forms
    assert not catalog.fuzzy


def test_the_check_finds_a_missing_text_a_dropped_placeholder_and_a_wrong_plural():
    from babel.messages.catalog import Catalog
    keys = extract.marked_in(
        'tr("Round {round}", round=1)\ntr("Standings")\ntrn("{n} game", "{n} games", 2)\n'
        'N_("Tie-breaks")\ntr("{n} of %s")\nself.tr("Qt\'s own, not ours")\n', "x.py")
    assert set(keys) == {"Round {round}", "Standings", ("{n} game", "{n} games"), "Tie-breaks",
                         "{n} of %s"}
    catalog = Catalog(locale="ru", fuzzy=False)
    catalog.add("Round {round}", "Тур {tour}")  # a placeholder renamed: dropped and unknown
    catalog.add("Standings", "Турнирная таблица")
    catalog.add(("{n} game", "{n} games"), ("{n} партия", "{n} партии"))  # two forms of three
    catalog.add("{n} of %s", "{n} из %s", flags=["fuzzy"])
    catalog.add("Gone", "Нет")
    found = extract.problems("ru", keys, catalog)
    assert len(found) == 5, found  # the plural count twice: ours and Babel's checker
    assert any("missing 'Tie-breaks'" in p for p in found)
    assert any("['round'] dropped, ['tour'] unknown" in p for p in found)
    assert any("needs 3 plural forms" in p for p in found)
    assert any("Wrong number of plural forms (expected 3)" in p for p in found)
    assert any("is fuzzy" in p for p in found)
    assert extract.stale("ru", keys, catalog) == ["Gone"]


def test_the_check_finds_a_text_with_two_entries(tmp_path):
    """A merge that keeps both sides of a changed translation leaves two entries; Babel reads
    one of them silently."""
    text = extract.po_path("de").read_text(encoding="utf-8")
    start = text.index("\n#: ", text.index("msgid \"\"")) + 1
    entry = text[start:text.index("\n\n", start)]
    path = tmp_path / "de" / "LC_MESSAGES" / "arbiter.po"
    path.parent.mkdir(parents=True)
    path.write_text(text + "\n" + entry + "\n", encoding="utf-8")
    assert extract.duplicates(path, extract.read(path)) == ["de: 1 text(s) with two entries"]
    assert extract.duplicates(extract.po_path("de"), extract.read(extract.po_path("de"))) == []


def test_a_missing_or_older_mo_is_compiled_at_first_use(tmp_path, monkeypatch):
    """A source checkout has no .mo, and a .po edited since has an old one: the language's
    first use compiles it with Babel, next to the .po when the folder is writable."""
    import os
    import shutil
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    shutil.copy(extract.po_path("de"), folder / "arbiter.po")
    monkeypatch.setattr(i18n, "LOCALE", tmp_path)
    monkeypatch.setattr(i18n, "_catalogues", {})
    with i18n.using("de"):
        assert i18n.tr("Standings") == "Rangliste"
    assert (folder / "arbiter.mo").is_file()
    po = (folder / "arbiter.po").read_text(encoding="utf-8")
    (folder / "arbiter.po").write_text(po.replace('msgstr "Rangliste"', 'msgstr "Tabelle"', 1),
                                       encoding="utf-8")
    os.utime(folder / "arbiter.mo", (1, 1))
    monkeypatch.setattr(i18n, "_catalogues", {})
    with i18n.using("de"):
        assert i18n.tr("Standings") == "Tabelle"
    assert (folder / "arbiter.mo").stat().st_mtime > 1


def test_babel_is_not_imported_in_english_nor_with_a_fresh_mo():
    import subprocess
    import sys
    i18n.catalogue("fr")  # compiles the .mo if the checkout has none yet
    code = ("import sys\nfrom arbiter_app import i18n\nassert i18n.tr('Standings') == 'Standings'\n"
            "with i18n.using('fr'):\n    assert i18n.tr('Standings') != 'Standings'\n"
            "print(sorted(m for m in sys.modules if m.startswith('babel')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_every_tiebreak_name_of_the_engine_is_marked_for_the_catalogue():
    from arbiter_app.engine.tiebreaks.editions import EDITIONS
    from arbiter_app.engine.tiebreaks.spec import CATALOGUE
    from arbiter_app.services.tiebreak_texts import EDITION_TITLES, NAMES
    assert {info.name for info in CATALOGUE.values()} <= set(NAMES)
    assert {e.title for e in EDITIONS.values()} <= set(EDITION_TITLES)


@pytest.mark.parametrize("code", LANGUAGES)
def test_an_empty_text_stays_empty(code):
    """gettext's key "" is a catalogue's header: a pending result (its text is "") showed
    "Project-Id-Version: Arbiter ..." in every cell of the round's table."""
    from arbiter_app.engine.model import GameResult
    from arbiter_app.services.documents.notation import RESULT_TEXT
    with i18n.using(code):
        assert i18n.tr("") == "" and RESULT_TEXT[GameResult.PENDING] == ""
        assert i18n.tr("Standings") != "Standings"


# -- plurals, dates, numbers ----------------------------------------------------------------

@pytest.mark.parametrize("code, cases", [
    # Russian: 1, 21, 101 one form; 2-4, 22-24 another; 0, 5-20, 25-30, 111-114 the third
    ("ru", {1: 0, 21: 0, 101: 0, 2: 1, 4: 1, 22: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 25: 2,
            111: 2, 114: 2}),
    # French: 0 and 1 take the singular; CLDR's third form is for millions ("many")
    ("fr", {0: 0, 1: 0, 2: 2, 10: 2, 1_000_000: 1}),
    ("de", {0: 1, 1: 0, 2: 1}),
    ("es", {0: 2, 1: 0, 2: 2, 2_000_000: 1}),
    ("it", {0: 2, 1: 0, 2: 2, 1_000_000: 1}),  # as Spanish: 0 giocatori, 1 giocatore
    ("nl", {0: 1, 1: 0, 2: 1}),
    # Polish: 1 gracz; 2-4, 22-24 gracze; 0, 5-21, 25, 112-114 graczy
    ("pl", {1: 0, 2: 1, 4: 1, 22: 1, 104: 1, 0: 2, 5: 2, 12: 2, 14: 2, 21: 2, 25: 2, 112: 2}),
    # CLDR's pt_PT (Portugal's rule, as the catalogue's words are: 0 takes the plural,
    # "0 rondas"; exact millions CLDR's "many"), the catalogue's Plural-Forms
    ("pt", {0: 2, 1: 0, 2: 2, 1_000_000: 1}),
    ("tr", {0: 1, 1: 0, 2: 1}),
])
def test_plural_rules(code, cases):
    rule = i18n.catalogue(code).plural
    assert {n: rule(n) for n in cases} == cases


def test_a_russian_count_takes_its_three_forms():
    with i18n.using("ru"):
        texts = [i18n.trn("{n} file written, {unchanged} unchanged, {removed} removed: {folder}",
                          "{n} files written, {unchanged} unchanged, {removed} removed: {folder}",
                          n, unchanged=0, removed=0, folder="web") for n in (1, 3, 5, 21)]
    assert [t.split(" ")[:3] for t in texts] == [
        ["записан", "1", "файл,"], ["записано", "3", "файла,"], ["записано", "5", "файлов,"],
        ["записан", "21", "файл,"]]


def test_english_plurals_say_one_file_and_two_files():
    text = "{n} file written, {unchanged} unchanged, {removed} removed: {folder}"
    texts = "{n} files written, {unchanged} unchanged, {removed} removed: {folder}"
    assert i18n.trn(text, texts, 1, unchanged=2, removed=0, folder="w").startswith("1 file ")
    assert i18n.trn(text, texts, 2, unchanged=2, removed=0, folder="w").startswith("2 files ")


@pytest.mark.parametrize("code, day, number", [
    ("en", "2026-11-27", "23.50"), ("fr", "27/11/2026", "23,50"), ("de", "27.11.2026", "23,50"),
    ("es", "27/11/2026", "23,50"), ("ru", "27.11.2026", "23,50"),
    # CLDR's short forms with the year written in full (Babel's format_date 'short')
    ("it", "27/11/2026", "23,50"), ("nl", "27-11-2026", "23,50"), ("pl", "27.11.2026", "23,50"),
    ("pt", "27/11/2026", "23,50"), ("tr", "27.11.2026", "23,50")])
def test_dates_and_numbers_in_the_languages_form(code, day, number):
    with i18n.using(code):
        assert i18n.day(date(2026, 11, 27)) == day
        assert i18n.number(23.5) == number
        if code != "en":  # English shows a date as the arbiter typed it
            assert i18n.day("2026/11/27") == day
        assert i18n.day("next Friday") == "next Friday"


def test_the_system_language(monkeypatch):
    for variable in ("ARBITER_LANGUAGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    assert i18n.system_language() == "en"
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert i18n.system_language() == "de"
    monkeypatch.setenv("LANGUAGE", "sv:ru_RU")  # Arbiter has no Swedish: the next one
    assert i18n.system_language() == "ru"
    assert i18n.system_language(["es-ES", "en-GB"]) == "es"  # Qt's list comes first
    monkeypatch.setenv("ARBITER_LANGUAGE", "fr")
    assert i18n.system_language(["es-ES"]) == "fr"


# -- the documents in each language ----------------------------------------------------------

HEADINGS = {
    "fr": ("Appariements de la ronde 2", "Classement après la ronde 1",
           "Grille américaine après la ronde 1", "Départages",
           ["Pl.", "N°", "Titre", "Nom", "Féd.", "Elo", "Points"],
           ["Éch.", "N°", "Blancs", "Elo", "Pts", "Résultat", "Pts", "Noirs", "Elo", "N°"]),
    "de": ("Paarungen der Runde 2", "Rangliste nach Runde 1", "Kreuztabelle nach Runde 1",
           "Feinwertungen",
           ["Rang", "Nr.", "Titel", "Name", "Land", "Elo", "Punkte"],
           ["Br.", "Nr.", "Weiß", "Elo", "Pkt.", "Ergebnis", "Pkt.", "Schwarz", "Elo", "Nr."]),
    "es": ("Emparejamientos de la ronda 2", "Clasificación tras la ronda 1",
           "Cuadro cruzado tras la ronda 1", "Desempates",
           ["Pos.", "N.º", "Título", "Nombre", "Fed.", "Elo", "Puntos"],
           ["Mesa", "N.º", "Blancas", "Elo", "Ptos", "Resultado", "Ptos", "Negras", "Elo",
            "N.º"]),
    "ru": ("Жеребьёвка 2-го тура", "Турнирная таблица после 1-го тура",
           "Кросс-таблица после 1-го тура", "Дополнительные показатели",
           ["Место", "№", "Звание", "Участник", "Фед.", "Рейтинг", "Очки"],
           ["Доска", "№", "Белые", "Рейт.", "Очки", "Результат", "Очки", "Чёрные", "Рейт.",
            "№"]),
    # IT abbinamenti, turno, classifica, tabellone, spareggi; "Rating" (and "Rtg") as
    # Italian arbiters write it beside "Elo"
    "it": ("Abbinamenti del turno 2", "Classifica dopo il turno 1", "Tabellone dopo il turno 1",
           "Spareggi",
           ["Pos.", "N.", "Titolo", "Nome", "Fed.", "Rating", "Punti"],
           ["Sc.", "N.", "Bianco", "Rtg", "Pt", "Risultato", "Pt", "Nero", "Rtg", "N."]),
    # NL indeling, stand, kruistabel, tiebreaks (one word, as Dutch writes it); Bond: the
    # federation (schaakbond)
    "nl": ("Indeling van ronde 2", "Stand na ronde 1", "Kruistabel na ronde 1", "Tiebreaks",
           ["Pl.", "Nr.", "Titel", "Naam", "Bond", "Rating", "Punten"],
           ["Bd", "Nr.", "Wit", "Rtg", "Ptn", "Uitslag", "Ptn", "Zwart", "Rtg", "Nr."]),
    # PL kojarzenia, runda, klasyfikacja, tabela krzyżowa, punktacja pomocnicza; "Ranking"
    # is the Polish word for a rating, "Rank." its abbreviation (not "Rtg": RTG is an X-ray)
    "pl": ("Kojarzenia rundy 2", "Klasyfikacja po rundzie 1", "Tabela krzyżowa po rundzie 1",
           "Punktacja pomocnicza",
           ["Miejsce", "Nr", "Tytuł", "Nazwisko", "Fed.", "Ranking", "Punkty"],
           ["Sz", "Nr", "Białe", "Rank.", "Pkt", "Wynik", "Pkt", "Czarne", "Rank.", "Nr"]),
    # PT (Portugal) emparceiramentos, ronda, classificação, tabela cruzada, desempates
    "pt": ("Emparceiramentos da ronda 2", "Classificação após a ronda 1",
           "Tabela cruzada após a ronda 1", "Desempates",
           ["Lugar", "N.º", "Título", "Nome", "Fed.", "Rating", "Pontos"],
           ["Tab.", "N.º", "Brancas", "Rtg", "Pts", "Resultado", "Pts", "Pretas", "Rtg",
            "N.º"]),
    # TR eşlendirme, tur (the number first: "2. tur"), puan tablosu, çapraz tablo, eşitlik
    # bozma; Elo for the rating, Masa for the board
    "tr": ("2. tur eşlendirmesi", "1. turdan sonra puan tablosu", "1. turdan sonra çapraz tablo",
           "Eşitlik bozma",
           ["Sıra", "No.", "Unvan", "Ad", "Fed.", "Elo", "Puan"],
           ["Masa", "No.", "Beyaz", "Elo", "Puan", "Sonuç", "Puan", "Siyah", "Elo", "No."]),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_pairings_and_standings_carry_their_languages_headings(code):
    pairings_title, standings_title, crosstable_title, tiebreaks, standings_head, board_head = \
        HEADINGS[code]
    t = leiden_open()
    pairings = build_document(t, [], "pairings", 2, language=code)
    assert pairings.title == pairings_title and f'<html lang="{code}">' in pairings.html
    assert rows_of(pairings.html)[0] == board_head
    standings = build_document(t, ["BH/C1", "SB"], "standings", language=code)
    assert standings.title == standings_title
    assert rows_of(standings.html)[0] == standings_head + ["BH/C1", "SB"]  # FIDE's acronyms
    assert f"<h3>{tiebreaks}</h3>" in standings.html
    assert "C.07 8.1" in standings.html and "Buchholz" not in standings_head
    crosstable = build_document(t, ["BH/C1"], "crosstable", language=code)
    assert crosstable.title == crosstable_title
    # the date under the headings in the language's form (round 1 was played 2025-05-03):
    # CLDR's short pattern, the year in four digits (fr dd/MM/y, es d/M/y, de and ru dd.MM.y,
    # it and pt dd/MM/y, nl dd-MM-y, pl and tr d.MM.y)
    assert standings.place == "Leiden, " + {"fr": "03/05/2025", "es": "3/5/2025",
                                            "de": "03.05.2025", "ru": "03.05.2025",
                                            "it": "03/05/2025", "nl": "03-05-2025",
                                            "pl": "3.05.2025", "pt": "03/05/2025",
                                            "tr": "3.05.2025"}[code]


def test_the_tiebreak_legend_names_them_in_the_language_with_fides_article():
    t = leiden_open()
    html = build_document(t, ["BH/C1", "SB"], "standings", language="de").html
    assert "Buchholz: Summe der Punkte der Gegner, Streichwertung-1 (C.07 8.1)" in html
    html = build_document(t, ["BH/C1", "SB"], "standings", language="fr").html
    assert "Buchholz : somme des scores des adversaires, moins 1 (C.07 8.1)" in html


def test_the_tournaments_document_language_and_the_interfaces(tmp_path):
    t = leiden_open()
    assert build_document(t, [], "pairings", 2).title == "Pairings of round 2"
    t.options["documents.language"] = "es"
    assert build_document(t, [], "pairings", 2).title == "Emparejamientos de la ronda 2"
    assert build_document(t, [], "pairings", 2, language="de").title == "Paarungen der Runde 2"
    del t.options["documents.language"]
    i18n.set_language("ru")  # no document language: the interface's
    assert build_document(t, [], "pairings", 2).title == "Жеребьёвка 2-го тура"


@pytest.fixture
def leiden(tmp_path):
    path = tmp_path / "leiden.arbiter"
    TournamentFile.create(path, leiden_open(), ["BH/C1", "BH", "SB"]).close()
    return path


@pytest.mark.parametrize("code, kind, heading", [
    ("fr", "pairings", "Appariements de la ronde 2"),
    ("de", "standings", "Rangliste nach Runde 1"),
    ("es", "pairings", "Emparejamientos de la ronda 2"),
    ("ru", "standings", "Турнирная таблица после 1-го тура"),
])
def test_arbiter_cli_pdf_language(capsys, leiden, tmp_path, code, kind, heading):
    out = tmp_path / f"{kind}-{code}.pdf"
    code_, _out, err = cli_run(capsys, "pdf", leiden, "--what", kind, "--language", code,
                               "-o", out)
    assert code_ == 0, err
    text = pdf_text(out)
    if text is None:
        pytest.skip("pdftotext is not installed")
    assert heading in text and "Leiden Open" in text


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_standings_pdf_has_its_headings_in_the_language_and_no_english_one(
        capsys, leiden, tmp_path, monkeypatch, code):
    """Issue #36: arbiter-cli pdf --what standings in each language (it, nl, pl, pt and tr
    among them) carries the heading and the tie-breaks' heading of HEADINGS, written by
    hand, and neither "Standings" nor "Tie-breaks".  What is laid out is read from the
    renderer's input; the PDF's own text too where pdftotext is installed."""
    import unicodedata

    from arbiter_app import render
    laid_out = []
    real = render.write_pdf
    monkeypatch.setattr(render, "write_pdf", lambda html, *rest: laid_out.append(html)
                        or real(html, *rest))
    out = tmp_path / f"standings-{code}.pdf"
    code_, _out, err = cli_run(capsys, "pdf", leiden, "--what", "standings", "--language",
                               code, "-o", out)
    assert code_ == 0, err
    _pairings, heading, _crosstable, tiebreaks, *_heads = HEADINGS[code]
    texts = [laid_out[0]]
    text = pdf_text(out)
    if text is not None:  # pdftotext writes the ligature ﬁ of "Klasyﬁkacja" as one letter
        texts.append(unicodedata.normalize("NFKC", text))
    for text in texts:
        assert heading in text and tiebreaks in text and "Leiden Open" in text
        assert "Standings" not in text and "Tie-break" not in text


def test_the_document_language_is_a_setting_of_the_tournament(capsys, leiden, tmp_path):
    code, _out, err = cli_run(capsys, "settings", leiden, "--document-language", "de")
    assert code == 0, err
    code, out, _err = cli_run(capsys, "settings", leiden)
    assert "document-language de" in " ".join(out.split())
    pdf = tmp_path / "pairings.pdf"
    assert cli_run(capsys, "pdf", leiden, "--what", "pairings", "-o", pdf)[0] == 0
    text = pdf_text(pdf)
    if text is not None:
        assert "Paarungen der Runde 2" in text
    with pytest.raises(SystemExit) as refused:
        cli_run(capsys, "settings", leiden, "--document-language", "xx")
    assert refused.value.code == 2 and "'xx'" in capsys.readouterr().err
    assert cli_run(capsys, "settings", leiden, "--document-language", "system")[0] == 0
    assert "document-language system" in " ".join(cli_run(capsys, "settings", leiden)[1].split())


def test_arbiter_cli_publish_language(capsys, leiden, tmp_path):
    site = tmp_path / "site"
    code, out, err = cli_run(capsys, "publish", leiden, "-o", site, "--language", "ru")
    assert code == 0, err
    index = (site / "index.html").read_text(encoding="utf-8")
    assert '<html lang="ru">' in index and "Информация о турнире" in index
    assert "Жеребьёвка 2-го тура" in (site / "round-2.html").read_text(encoding="utf-8")
    # the data files stay locale-free
    code, out, err = cli_run(capsys, "publish", leiden, "-o", tmp_path / "data",
                             "--format", "csv", "--language", "ru")
    assert code == 0, err
    assert (tmp_path / "data" / "standings.csv").read_text().startswith("rank,shared,number")


# -- the windows in each language ----------------------------------------------------------

def _menu_texts(menu_bar) -> list[str]:
    texts = []

    def walk(menu):
        for action in menu.actions():
            if action.isSeparator():
                continue
            texts.append(action.text())
            if action.menu() is not None:
                texts.append(action.menu().title())
                walk(action.menu())
    for top in menu_bar.actions():
        texts.append(top.text())
        walk(top.menu())
    return texts


def _english_window_texts(qtbot):
    from arbiter_app.ui.main_window import MainWindow
    w = MainWindow()
    qtbot.addWidget(w)
    texts = _menu_texts(w.menuBar()) + [w.tabs.tabText(i) for i in range(w.tabs.count())]
    w.close()
    return set(texts)


#: menus a language names as English does: Italian programs call the File menu "File"
MENUS_AS_IN_ENGLISH = {"it": {"&File"}}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_main_window_speaks_the_language_without_a_mnemonic_clash(qtbot, tmp_path, code):
    from tests.test_ui_mnemonics import clashes, menu_clashes, visible_mnemonics

    from arbiter_app.ui.main_window import MainWindow
    english = _english_window_texts(qtbot)
    i18n.set_language(code)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    texts = _menu_texts(w.menuBar()) + [w.tabs.tabText(i) for i in range(w.tabs.count())]
    assert len(texts) > 50
    # no menu or tab left in English, but a menu the language names as English does
    shared = MENUS_AS_IN_ENGLISH.get(code, set())
    assert [t for t in texts if t in english and t not in shared] == []
    assert clashes(visible_mnemonics(w)) == []
    assert [p for top in w.menuBar().actions() for p in menu_clashes(top.menu())] == []
    w.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_window_on_a_tournament_has_no_mnemonic_clash_in_the_language(qtbot, tmp_path,
                                                                          code):
    """With a tournament open the tabs (Players, the rounds, Standings, Crosstable) share
    the Alt+letters with the menu bar: the Players tab and the Players menu were both
    Alt+J in Portuguese and Alt+O in Turkish."""
    from tests.test_ui_mnemonics import clashes, menu_clashes, visible_mnemonics

    from arbiter_app.ui.main_window import MainWindow
    from arbiter_app.ui.sample import make_sample
    i18n.set_language(code)
    make_sample(tmp_path / "s.arbiter", players=12, rounds=2, total_rounds=5).close()
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.open_path(str(tmp_path / "s.arbiter"))
    qtbot.waitUntil(lambda: w.snapshot is not None and not w.tasks.busy, timeout=20_000)
    found = visible_mnemonics(w)
    assert len(found) >= 10  # the tabs and the menu bar's titles
    assert clashes(found) == []
    assert [p for top in w.menuBar().actions() for p in menu_clashes(top.menu())] == []
    w.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_dialog_in_the_language_has_no_mnemonic_clash(qtbot, tmp_path, code):
    from tests.test_ui_mnemonics import dialog_clashes
    i18n.set_language(code)
    assert dialog_clashes(qtbot, tmp_path) == []


#: Qt's Cancel and Close as each language writes them (Qt's own catalogues, qtbase_xx.qm;
#: Portuguese from Brazil's, which Portugal writes alike)
QT_BUTTONS = {"fr": ["Annuler", "Fermer"], "de": ["Abbrechen", "Schließen"],
              "es": ["Cancelar", "Cerrar"], "ru": ["Отмена", "Закрыть"],
              "it": ["Annulla", "Chiudi"], "nl": ["Annuleren", "Sluiten"],
              "pl": ["Anuluj", "Zamknij"], "pt": ["Cancelar", "Fechar"], "tr": ["İptal", "Kapat"]}


@pytest.mark.parametrize("code", LANGUAGES)
def test_qts_own_buttons_speak_the_language(qtbot, monkeypatch, code):
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from arbiter_app.ui.app import apply_language
    monkeypatch.setenv(i18n.ENVIRONMENT, code)
    try:
        assert apply_language(QApplication.instance()) == code
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.Close)
        qtbot.addWidget(buttons)
        texts = [buttons.button(QDialogButtonBox.StandardButton.Cancel).text(),
                 buttons.button(QDialogButtonBox.StandardButton.Close).text()]
    finally:  # as the other tests expect it: English, the system's locale
        monkeypatch.setenv(i18n.ENVIRONMENT, "en")
        apply_language(QApplication.instance())
        from PySide6.QtCore import QLocale
        QLocale.setDefault(QLocale.system())
    assert texts == QT_BUTTONS[code]


def test_settings_language_chosen_through_the_dialog_is_the_next_windows(qtbot, monkeypatch):
    """Settings › Language: pick Deutsch in the dialog, OK; the next start (apply_language,
    as ui.app.main runs it) builds the window in German; "as the operating system" then
    follows the system's language again."""
    from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

    from arbiter_app.services import interface_language
    from arbiter_app.ui.app import apply_language
    from arbiter_app.ui.main_window import MainWindow

    def choose(code):
        def run(dialog):
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.language.setCurrentIndex(dialog.language.findData(code))
            box = dialog.findChild(QDialogButtonBox)
            box.button(QDialogButtonBox.StandardButton.Ok).click()
            return dialog.result() == QDialog.DialogCode.Accepted
        return run

    w = MainWindow()
    qtbot.addWidget(w)
    assert [a.text() for a in w.menuBar().actions()][0] == "&File"
    monkeypatch.setattr(w, "run_dialog", choose("de"))
    w.act_language.trigger()
    assert interface_language() == "de"
    assert w.menuBar().actions()[0].text() == "&File"  # this window stays as it was
    monkeypatch.delenv("ARBITER_LANGUAGE", raising=False)
    assert apply_language(QApplication.instance()) == "de"
    german = MainWindow()
    qtbot.addWidget(german)
    # the Teams menu (issue #37) is shown in a team event only, instead of Players
    assert [a.text() for a in german.menuBar().actions()] == [
        "&Datei", "&Bearbeiten", "&Spieler", "&Mannschaften", "&Runden", "&Einstellungen"]
    assert german.tabs.tabText(1) == "Ra&ngliste"
    monkeypatch.setattr(german, "run_dialog", choose(""))
    german.act_language.trigger()
    assert interface_language() is None
    monkeypatch.setenv("LANGUAGE", "es_ES")
    assert apply_language(QApplication.instance()) == "es"
    # as the other tests expect it: English, Qt's own texts untranslated, the system's locale
    monkeypatch.setenv("ARBITER_LANGUAGE", "en")
    assert apply_language(QApplication.instance()) == "en"
    from PySide6.QtCore import QLocale
    QLocale.setDefault(QLocale.system())


def test_settings_language_offers_the_ten_languages_by_their_own_names(qtbot):
    from arbiter_app.ui.dialogs.language import LanguageDialog
    i18n.set_language("pl")
    dialog = LanguageDialog()
    qtbot.addWidget(dialog)
    assert [dialog.language.itemText(i) for i in range(dialog.language.count())] == [
        "Jak system operacyjny", "English", "Français", "Deutsch", "Español", "Русский",
        "Italiano", "Nederlands", "Polski", "Português", "Türkçe"]
    assert [dialog.language.itemData(i) for i in range(1, 11)] == [
        "en", "fr", "de", "es", "ru", "it", "nl", "pl", "pt", "tr"]


def test_the_service_refuses_a_language_it_does_not_have(tmp_path):
    from arbiter_app.services import ServiceError, TournamentService
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, leiden_open(), []).close()
    with TournamentService.open(path) as service:
        with pytest.raises(ServiceError, match="'xx'"):
            service.update_settings(document_language="xx")
        service.update_settings(document_language="ru")
        assert service.tournament().options["documents.language"] == "ru"
        assert service.settings().document_language == "ru"
