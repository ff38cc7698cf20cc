"""Issue #27: the dialogs started in any language Arbiter offers (i18n.LANGUAGES: French,
German, Spanish, Russian, Italian, Dutch, Polish, Portuguese, Turkish) show no English.

Every dialog that tests/test_ui_mnemonics.py builds (``dialog_factories``, the list a new
dialog class must join) is built with the language set first, as Arbiter starts
(``ui.app.apply_language``: the catalogue and Qt's own translations of OK and Cancel), and
every text a person reads in it is compared with the same dialog built in English: a text
that is the same in both and still holds an English word is a text nobody translated.

Then the dialogs' checks are run through their widgets (typed, OK clicked) in French,
German and Russian; the expected texts are written here by hand in each federation's
arbiters' terms (ronde, échiquier; Brett, Feinwertung; тур, участник), not copied from the
catalogue.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QAbstractSpinBox, QApplication, QComboBox,
                               QDialogButtonBox, QGroupBox, QLabel, QLineEdit, QListWidget,
                               QMessageBox, QPlainTextEdit, QTableView, QTabWidget, QTextEdit,
                               QTreeView, QWidget)

from arbiter_app import i18n
from arbiter_app.engine.systems.base import Board, Pairing, Violation
from tests.test_ui_mnemonics import dialog_factories, sample_tournament

#: every language Arbiter offers but English (i18n.LANGUAGES: a language added there is
#: tested here)
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]

#: words a text may share with English and still be translated (each is checked as a
#: whole word, case and all)
SAME_EVERYWHERE = {
    "FIDE", "TRF", "TRF16", "CSV", "PDF", "Elo", "Arbiter",  # names of things
    "BH", "ARO", "TPR", "WGM", "WIM", "WFM", "WCM",  # FIDE's acronyms and titles
    "Baku",  # the Baku acceleration (C.04.7), a city
    "Buchholz", "Fore", "Sonneborn", "Berger", "Koya",  # C.07's tie-breaks, by their names
    "blitz",  # the rating list's name in every language
} | set(i18n.LANGUAGES.values())  # each language by its own name (Settings › Language)
SAME_IN = {  # the same word in the language and in English
    "fr": {"Action", "Performance", "Points", "Standard", "standard"},
    "de": {"Details", "Name", "Standard", "Bye", "optional"},
    "es": {"Bye", "Performance"},
    "ru": set(),
    # Italian arbiters' words: "rating" (beside Elo), "bye", "performance", the float (the
    # catalogue's "floater", as German's), the rating lists "standard" and "rapid", the
    # "Standard" scoring
    "it": {"Rating", "Bye", "Performance", "Float", "Standard", "standard", "rapid"},
    # Dutch: "rating", "bye", "float" (the catalogue's "floater"), "rapid" (rapidschaak),
    # "Details", the K-"factor"
    "nl": {"Rating", "Bye", "Float", "rapid", "Details", "factor", "teams"},
    # Polish: "standard" (the FIDE list, beside "szachy szybkie"), "Folder"
    "pl": {"standard", "Folder"},
    # Portuguese (Portugal): "rating", "bye", "performance"
    "pt": {"Rating", "Bye", "Performance"},
    "tr": set(),
}
#: the sample data of dialog_factories: the players' and tournament's names, the CSV
#: file's header cells (Name, FIDE-ID, Elo, Club), the file names
DATA = re.compile(r"Player \d+|Club Open|Example, Anna|Leiden|players\.csv|x\.trf"
                  r"|^(Name|FIDE-ID|Club)$")
#: Qt's own texts of the standard buttons, translated by Qt's qtbase_xx.qm when the Qt
#: installation has it (docs/languages.md)
QT_OWN = {"OK", "Cancel", "Close", "Save", "&OK", "&Cancel", "&Close", "&Save"}
_WORD = re.compile(r"[^\W\d_]{3,}")  # a word; English when its letters are ASCII


@pytest.fixture(autouse=True)
def _english_again(monkeypatch):
    yield
    start_in(monkeypatch, "en")


def start_in(monkeypatch, code: str) -> bool:
    """Set the language as Arbiter does at start; True when Qt's translations loaded."""
    from arbiter_app.ui.app import apply_language
    monkeypatch.setenv(i18n.ENVIRONMENT, code)
    app = QApplication.instance()
    assert apply_language(app) == code
    return getattr(app, "arbiter_translator", None) is not None


def _headers(view) -> list[str]:
    model = view.model()
    if model is None:
        return []
    texts = []
    headers = [(view.horizontalHeader() if isinstance(view, QTableView) else view.header(),
                Qt.Orientation.Horizontal)]
    if isinstance(view, QTableView) and not view.verticalHeader().isHidden():
        headers.append((view.verticalHeader(), Qt.Orientation.Vertical))
    for header, orientation in headers:
        for section in range(header.count()):
            value = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
            if value is not None:
                texts.append(str(value))
    return texts


def visible_texts(dialog: QWidget) -> list[str]:
    """Every text a person reads in ``dialog``: its title, labels, buttons, group boxes,
    check boxes and radio buttons, the items of combo boxes and lists, table and tree
    headers, placeholders, a spin box's special text, tabs and tooltips."""
    texts = [dialog.windowTitle()]
    for widget in dialog.findChildren(QWidget):
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
            texts.append(widget.placeholderText())
        if isinstance(widget, QAbstractSpinBox) and hasattr(widget, "specialValueText"):
            texts.append(widget.specialValueText())
        if isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        if isinstance(widget, (QTableView, QTreeView)):
            texts += _headers(widget)
        texts.append(widget.toolTip())
    texts += [action.toolTip() for action in dialog.findChildren(QAction)]
    return [text for text in texts if text]


def english_left(text: str, code: str) -> bool:
    """Whether ``text`` (the same as in English) holds an English word of 3 letters or
    more that is neither data nor a word the language shares with English."""
    allowed = SAME_EVERYWHERE | SAME_IN[code]
    words = _WORD.findall(DATA.sub(" ", text))
    return any(word.isascii() and word not in allowed for word in words)


def english_clauses(text: str, code: str) -> list[str]:
    """The clauses of an English ``text`` (cut at . ; : brackets and lines) of three words
    or more that hold an English word: such a clause found inside a text of another
    language is English left in a text translated only in part."""
    clauses = re.split(r"[.;:()\n\u2026]\s*", DATA.sub("\n", text.replace("&", "")))
    return [clause.strip() for clause in clauses
            if len(clause.split()) >= 3 and english_left(clause, code)]


def dialog_texts(qtbot, tmp_path, monkeypatch, code: str) -> tuple[dict, bool]:
    """(dialog class, instance) -> its texts, every dialog built in ``code``; and whether
    Qt's own translations were loaded."""
    qt_translated = start_in(monkeypatch, code)
    found = {}
    for name, makers in dialog_factories(qtbot, tmp_path).items():
        for index, make in enumerate(makers):
            dialog = make()
            qtbot.addWidget(dialog)
            dialog.show()
            found[(name, index)] = visible_texts(dialog)
            dialog.close()
    start_in(monkeypatch, "en")
    return found, qt_translated


def untranslated(qtbot, tmp_path, monkeypatch, code: str) -> list[str]:
    english, _ = dialog_texts(qtbot, tmp_path, monkeypatch, "en")
    other, qt_translated = dialog_texts(qtbot, tmp_path, monkeypatch, code)
    problems = []
    for key, texts in other.items():
        same = set(texts) & set(english[key])
        if not qt_translated:
            same -= QT_OWN
        problems += [f"{key[0]}: {text!r}" for text in sorted(same) if english_left(text, code)]
        clauses = {clause for text in set(english[key]) - same
                   for clause in english_clauses(text, code)}
        problems += [f"{key[0]}: {clause!r} in {text!r}" for clause in sorted(clauses)
                     for text in sorted(set(texts) - same) if clause in text.replace("&", "")]
    return problems


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_dialog_shows_english_in_another_language(qtbot, tmp_path, monkeypatch, code):
    assert untranslated(qtbot, tmp_path, monkeypatch, code) == []


def test_the_check_finds_a_text_left_in_english(qtbot, tmp_path, monkeypatch):
    """A label built without tr() is caught, and so is an English sentence inside a text
    translated in part; data, acronyms and shared words are not."""
    from arbiter_app.ui.dialogs import round_date, system
    real = round_date.tr
    before = untranslated(qtbot, tmp_path, monkeypatch, "fr")

    def forgotten(start):
        return lambda text, **values: (text.format(**values) if text.startswith(start)
                                       else real(text, **values))
    monkeypatch.setattr(round_date, "tr", forgotten("&Date"))
    monkeypatch.setattr(system, "tr", forgotten("A TRF16"))
    after = untranslated(qtbot, tmp_path, monkeypatch, "fr")
    found = sorted(set(after) - set(before))
    assert found[-1] == "RoundDateDialog: '&Date of round 1'"
    assert [text.split(" in ")[0] for text in found[:-1]] == [
        "ImportDialog: 'A TRF16 file names neither the pairing system nor the tie-breaks'",
        "ImportDialog: 'choose them here'"]
    assert not english_left("1 Player 1 (1999)", "fr")
    assert not english_left("WGM", "de") and not english_left("&Name", "de")
    assert english_left("&Name", "fr") and english_left("no bye", "ru")


# -- the dialogs' checks, through their widgets --------------------------------------------

@pytest.fixture
def said(monkeypatch):
    """What the dialogs' warnings say (instead of a modal box)."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(
        lambda parent, title, text, *rest: texts.append(text)))
    return texts


def click_ok(qtbot, dialog) -> None:
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_the_player_dialog_says_what_is_wrong_in_french(qtbot, monkeypatch, said):
    from arbiter_app.ui.dialogs.player import PlayerDialog
    start_in(monkeypatch, "fr")
    dialog = PlayerDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    click_ok(qtbot, dialog)  # no name
    qtbot.keyClicks(dialog.name, "Dupont, Marie")
    qtbot.keyClicks(dialog.federation, "fr")
    click_ok(qtbot, dialog)  # FR: two letters
    dialog.federation.clear()
    qtbot.keyClicks(dialog.federation, "FRA")
    qtbot.keyClicks(dialog.fide_id, "6O1")
    click_ok(qtbot, dialog)  # a letter O in the FIDE id
    dialog.fide_id.clear()
    qtbot.keyClicks(dialog.birth_date, "1990-5")
    click_ok(qtbot, dialog)
    assert said == ["Le joueur doit avoir un nom (Nom, Prénom).",
                    "La fédération 'FR' doit être de trois lettres majuscules, p. ex. FRA.",
                    "L'ID FIDE '6O1' ne doit contenir que des chiffres.",
                    # issue #35: the spellings taken, 27/11/2026 too where French writes so
                    "Naissance : '1990-5' n'est pas une date ; écrivez-la sous la forme "
                    "27/11/2026, 2026-11-27, 2026/11/27, 27.11.2026, ou l'année seule (1981)."]
    assert dialog.result() == 0  # the dialog stays open for the correction
    assert dialog.rating.specialValueText() == "non classé"
    assert dialog.k.specialValueText() == "selon l'Elo"


def test_the_tournament_dialog_says_what_is_wrong_in_german(qtbot, monkeypatch, said):
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    start_in(monkeypatch, "de")
    dialog = TournamentDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.clear()
    click_ok(qtbot, dialog)
    qtbot.keyClicks(dialog.name, "Offene Stadtmeisterschaft")
    dialog.end_date.clear()
    qtbot.keyClicks(dialog.end_date, "2026-02-30")
    click_ok(qtbot, dialog)
    dialog.end_date.clear()
    click_ok(qtbot, dialog)  # the end date is not optional
    dialog.start_date.clear()
    qtbot.keyClicks(dialog.start_date, "27.11.2026")
    dialog.end_date.setFocus()
    qtbot.keyClicks(dialog.end_date, "2026/11/20")
    click_ok(qtbot, dialog)
    assert said == [
        "Das Turnier braucht einen Namen.",
        # issue #35: the spellings taken, the language's own first
        "Enddatum: '2026-02-30' ist kein Datum; schreiben Sie es als 27.11.2026, 2026-11-27, "
        "2026/11/27.",
        "Enddatum: Geben Sie ein Datum ein (TT.MM.JJJJ).",
        "Das Enddatum liegt vor dem Anfangsdatum."]
    assert dialog.result() == 0
    assert dialog.start_date.placeholderText() == "TT.MM.JJJJ"


def test_a_national_starting_rank_method_needs_a_federation_in_german(qtbot, monkeypatch,
                                                                     said):
    """Q145: a starting-rank method that reads national ratings (TRF-2026 record 172)
    needs the federation of that list."""
    from arbiter_app.engine.tournament_rating import NATIONAL_METHODS
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    start_in(monkeypatch, "de")
    dialog = TournamentDialog(None, {"name": "Open"})
    qtbot.addWidget(dialog)
    dialog.show()
    method = sorted(NATIONAL_METHODS)[0]
    dialog.rating_method.setCurrentIndex(dialog.rating_method.findData(method))
    click_ok(qtbot, dialog)
    qtbot.keyClicks(dialog.rating_federation, "G1")
    click_ok(qtbot, dialog)
    assert said == [
        f"Die Methode der Startrangliste {method} liest nationale Wertungszahlen: Nennen Sie "
        "deren Föderation (z. B. GER) oder geben Sie dem Turnier eine Föderation.",
        "Die Föderation der nationalen Wertungszahlen 'G1' ist kein Code aus 3 Buchstaben."]


def test_a_round_date_that_is_no_date_in_french(qtbot, monkeypatch, said):
    from arbiter_app.ui.dialogs.round_date import RoundDateDialog
    start_in(monkeypatch, "fr")
    dialog = RoundDateDialog(3)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.date.placeholderText() == "JJ/MM/AAAA (facultatif)"
    qtbot.keyClicks(dialog.date, "31.04.2026")  # April has 30 days
    click_ok(qtbot, dialog)
    assert said == ["Date de la ronde : '31.04.2026' n'est pas une date ; écrivez-la sous la "
                    "forme 27/11/2026, 2026-11-27, 2026/11/27, 27.11.2026."]


def test_the_trf_import_dialog_says_what_the_file_names_in_spanish(qtbot, monkeypatch):
    from arbiter_app.ui.dialogs.system import ImportDialog
    start_in(monkeypatch, "es")
    notes = {}
    for key, kwargs in (("neither", {}), ("system", {"system": "dutch2016"}),
                        ("both", {"system": "dutch2016", "tiebreaks": ["BH"]})):
        dialog = ImportDialog("x.trf", **kwargs)
        qtbot.addWidget(dialog)
        notes[key] = [label.text() for label in dialog.findChildren(QLabel)
                      if label.wordWrap()][0]
    later = (" Ambos se ven después en Ajustes del torneo; allí también se pueden cambiar "
             "los desempates.")
    assert notes == {
        "neither": "Un archivo TRF16 no indica ni el sistema de emparejamiento ni los "
                   "desempates: elíjalos aquí." + later,
        "system": "El archivo indica el sistema de emparejamiento: compruébelo aquí." + later,
        "both": "El archivo indica el sistema de emparejamiento y los desempates: "
                "compruébelos aquí." + later}


def test_the_manual_pairing_dialog_in_german_keeps_the_arbiters_english_for_the_file(
        qtbot, monkeypatch):
    """The column heads, the count of broken rules and a board's explanation are German;
    the explanation kept with the pairing (written to the tournament file) stays English."""
    from arbiter_app.ui.dialogs.override import OverrideDialog
    start_in(monkeypatch, "de")
    broken = [Violation("C1", "1 and 2 have met before", (1, 2)),
              Violation("X9", "a rule nobody marked", (5,))]
    answers = [[], broken]
    dialog = OverrideDialog(sample_tournament(), 3, Pairing([Board(1, 2), Board(3, 4)]),
                            [1, 2, 3, 4], lambda pairing, done: done(answers.pop(0)))
    qtbot.addWidget(dialog)
    dialog.show()
    heads = [dialog.model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert heads == ["Brett", "Weiß", "Schwarz", "Probleme"]
    assert dialog.status.text() == "Keine Regel ist verletzt."
    assert dialog.bye.itemText(0) == "kein Bye"
    dialog.table.setCurrentIndex(dialog.model.index(0, 1))
    dialog.swap_colours()
    assert dialog.status.text() == "2 Regeln verletzt: Speichern erfordert Ihre Bestätigung."
    # a text of the checker no catalogue knows is shown as it is, with the frame in German
    assert dialog.problems.item(1).text() == "X9: a rule nobody marked (Spieler 5)"
    dialog.model.set_violations([])  # the board's own explanation shows again
    tip = dialog.model.index(0, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Farben vom Schiedsrichter getauscht"
    assert dialog.pairing().boards[0].explanation == "swapped by the arbiter"


@pytest.mark.parametrize("players, button", [
    (1, "&Импорт: 1 участник"), (3, "&Импорт: 3 участника"), (5, "&Импорт: 5 участников"),
    (21, "&Импорт: 21 участник")])
def test_the_csv_preview_counts_players_in_russian(qtbot, monkeypatch, players, button):
    """Russian has three forms: 1 and 21; 2-4; 5-20 (docs/languages.md)."""
    from arbiter_app.services.player_import import parse_csv_text
    from arbiter_app.ui.dialogs.csv_preview import CsvPreviewDialog
    start_in(monkeypatch, "ru")
    lines = "".join(f'"Player {n}, Anna",{1000000 + n},{2000 + n}\n' for n in range(players))
    dialog = CsvPreviewDialog(parse_csv_text("Name,FIDE-ID,Elo\n" + lines, "p.csv"))
    qtbot.addWidget(dialog)
    assert dialog.import_button.text() == button
    assert dialog.grid.verticalHeaderItem(0).text() == "поле"
    assert dialog.grid.verticalHeaderItem(1).text() == "строка 2"


def test_the_csv_preview_counts_problems_in_french(qtbot, monkeypatch):
    from arbiter_app.services.player_import import parse_csv_text
    from arbiter_app.ui.dialogs.csv_preview import CsvPreviewDialog
    start_in(monkeypatch, "fr")
    text = 'Name,Elo\n"Alpha, Anna",twenty\n"Beta, Bea",thirty\n'
    dialog = CsvPreviewDialog(parse_csv_text(text, "p.csv"))
    qtbot.addWidget(dialog)
    assert dialog.mapping_label.text() == (
        "2 problèmes à corriger d'abord (dans le fichier, ou en choisissant un autre champ "
        "ou « (ignorée) »)")
    assert dialog.import_button.text() == "&Importer" and not dialog.import_button.isEnabled()
    assert dialog.intro.text().startswith("p.csv : 2 lignes sous l'en-tête. ")
    dialog.combos[1].setCurrentIndex(0)  # the rating column "(ignorée)": nothing wrong
    assert dialog.combos[1].currentText() == "(ignorée)"
    assert dialog.mapping_label.text() == "2 joueurs à importer"
    assert dialog.import_button.text() == "&Importer 2 joueurs"


@pytest.mark.parametrize("found, note", [
    (0, "Aucun joueur trouvé."),
    (1, "1 joueur trouvé ; il est choisi (Ctrl+clic pour changer le choix)."),
    (3, "3 joueurs trouvés ; tous sont choisis (Ctrl+clic pour changer le choix).")])
def test_the_fide_list_search_counts_in_french(qtbot, monkeypatch, found, note):
    from arbiter_app.ui.dialogs.fide import FidePickDialog
    start_in(monkeypatch, "fr")
    players = [dict(fide_id=str(1000 + n), name=f"Joueur, {n}", federation="FRA", title="",
                    rating=2000, sex="m", birth_date="1990") for n in range(found)]
    dialog = FidePickDialog(lambda lines, done: done(players))
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.queries, "joueur")
    qtbot.mouseClick(dialog.search_button, Qt.MouseButton.LeftButton)
    assert dialog.note.text() == note


def test_the_rating_check_counts_in_russian(qtbot, monkeypatch, data_dir):
    """None of the four sample players has a FIDE id: 0 of 4 found (Russian: "из 4
    участников", genitive plural), 0 differences (the 0/5-20 form)."""
    from arbiter_app.services.rating_lists import check_lists
    from arbiter_app.ui.dialogs.rating_check import RatingCheckDialog
    start_in(monkeypatch, "ru")
    t = sample_tournament()
    check = check_lists(t, [data_dir / "ratings" / "standard_mar26frl.txt"])
    dialog = RatingCheckDialog(check, t.players)
    qtbot.addWidget(dialog)
    assert dialog.summary.text().splitlines()[0].endswith(
        "; найдено 0 из 4 участников, 0 расхождений")


def test_a_date_field_shows_and_reads_the_languages_form(qtbot, monkeypatch):
    # docs/languages.md: dates on screen in the language's form; the file keeps ISO
    from arbiter_app.ui.dialogs.fields import DateField
    start_in(monkeypatch, "fr")
    field = DateField("2026/11/27")
    qtbot.addWidget(field)
    assert field.text() == "27/11/2026"
    field.setText("03/04/2026")  # French: the 3rd of April
    assert field.iso() == "2026-04-03"
    start_in(monkeypatch, "de")
    field = DateField("2026-11-27")
    qtbot.addWidget(field)
    assert field.text() == "27.11.2026"
    assert field.iso() == "2026-11-27"
    start_in(monkeypatch, "en")
    field = DateField("2026-11-27")
    qtbot.addWidget(field)
    assert field.text() == "2026-11-27"
    field.setText("03/04/2026")  # English: March or April? no date, the field says why
    assert field.iso() == ""


def test_the_audit_log_shows_its_actions_in_french_and_finds_them_in_both(
        qtbot, monkeypatch, tmp_path):
    """The file keeps 'add player' (a record); the dialog says 'ajout d'un joueur', and the
    filter finds the entry by either."""
    from arbiter_app.services import NewTournament, TournamentService
    from arbiter_app.ui.dialogs.audit import AuditDialog
    with TournamentService.create(tmp_path / "t.arbiter",
                                  NewTournament("Club Open", 5, "dutch2026")) as service:
        service.add_player("Lund, Lea", rating=1800)
        entries = service.audit_log()
    assert [e.action for e in entries] == ["create", "add player"]
    start_in(monkeypatch, "fr")
    dialog = AuditDialog(entries)
    qtbot.addWidget(dialog)
    shown = [dialog.proxy.index(r, 1).data() for r in range(dialog.proxy.rowCount())]
    assert shown == ["ajout d'un joueur", "création"]  # newest first
    for words in ("ajout", "add player"):
        dialog.filter.clear()
        qtbot.keyClicks(dialog.filter, words)
        assert dialog.proxy.rowCount() == 1
        assert dialog.proxy.index(0, 1).data() == "ajout d'un joueur"


def test_sex_and_birth_date_as_the_language_writes_them_the_file_keeping_trfs(
        qtbot, monkeypatch):
    # TRF's m/w and YYYY/MM/DD stay in the file; Spanish says h(ombre)/m(ujer), 14/2/1981
    # (CLDR's es d/M/y: no leading zero)
    from arbiter_app.engine.model import Player, Tournament, TournamentInfo
    from arbiter_app.ui.dialogs.player import PlayerDialog
    from arbiter_app.ui.models.players import PlayersModel
    start_in(monkeypatch, "es")
    dialog = PlayerDialog(initial={"name": "Doe, Jane", "sex": "w"})
    qtbot.addWidget(dialog)
    assert [dialog.sex.itemText(i) for i in range(dialog.sex.count())] == ["", "h", "m"]
    assert dialog.sex.currentText() == "m" and dialog.values()["sex"] == "w"
    dialog.sex.setCurrentIndex(1)  # h(ombre)
    assert dialog.values()["sex"] == "m"
    t = Tournament(info=TournamentInfo(name="Open"), total_rounds=5, system="dutch2026")
    t.players[1] = Player(1, "Doe, Jane", 2000, sex="w", birth_date="1981/02/14")
    t.players[2] = Player(2, "Roe, Rob", 1900, sex="m", birth_date="1979/11/30")
    model = PlayersModel()
    model.set_tournament(t)
    assert [model.index(0, c).data() for c in (6, 7)] == ["m", "14/2/1981"]
    assert [model.index(1, c).data() for c in (6, 7)] == ["h", "30/11/1979"]
    start_in(monkeypatch, "ru")
    model.set_tournament(t)
    assert [model.index(0, c).data() for c in (6, 7)] == ["ж", "14.02.1981"]


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_the_pairing_card_shows_every_column_in_every_language(qtbot, monkeypatch, tmp_path,
                                                                code):
    """The card's heads are longer in most languages (Przesunięcie, Rundenpunkte): the
    dialog widens to its columns rather than hide the notes behind a scroll bar."""
    from arbiter_app.ui.dialogs.card import PairingCardDialog
    from arbiter_app.ui.sample import make_sample
    service = make_sample(tmp_path / "s.arbiter", players=60, rounds=5, total_rounds=7)
    t = service.tournament()
    service.close()
    start_in(monkeypatch, code)
    for number in (1, 10, 30):
        dialog = PairingCardDialog(t, number)
        qtbot.addWidget(dialog)
        dialog.show()
        table = dialog.findChild(QTableView)
        qtbot.waitUntil(lambda: table.viewport().width() > 0)
        assert table.horizontalHeader().length() <= table.viewport().width(), number
        dialog.close()
