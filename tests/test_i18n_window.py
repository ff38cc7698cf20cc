"""Issue #27: the main window started in any language Arbiter offers (i18n.LANGUAGES) shows
no English text in its menus (every action, its status tip and tooltip, every submenu),
tabs, table headers, labels, input hints, buttons, status bar, players' statuses, start
page and a board's result menu.

Every visible text of the window is read twice, from the same tournament, once in English
and once in the language, place by place (the third action of the second menu, the fifth
column of the round's table ...).  A text still the same as the English one of its place,
with a word of three letters or more, is left in English, unless its words are ones every
language writes alike (ALLOWED below; FIDE's acronyms, file types and paths, the players'
and the tournament's names) or the language's own word spelt as in English (SHARED).  A
Russian text is also refused when it keeps any Latin word of its English one: a piece of
a text made of several left in English.  The texts expected by hand at the end are written
here in each federation's arbiters' terms, not copied from the catalogues.
"""

from __future__ import annotations

import re
import types

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QMenu, QTableView

from arbiter_app import i18n
from arbiter_app.engine.model import ByeKind, GameResult, TournamentInfo
from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.store import TournamentFile
from arbiter_app.ui import pairproc
from arbiter_app.ui.hall import hall_table
from arbiter_app.ui.models.card import pairing_card
from tests.builders import tournament
from tests.gui import opened_window, scripted_window

#: every language Arbiter offers but English (i18n.LANGUAGES: a language added there is
#: tested here)
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]

#: words every language writes as English does (the same in each language's text)
ALLOWED = {
    "Arbiter",  # the program's name
    "Ctrl", "Shift", "Enter", "Delete", "Tab",  # key names, as printed on keyboards
}
#: words a language writes as English does (its own word, spelt alike): the headers
#: "Points" and "Pts" are French, "Name" and "Status" German; "Rating" (and its "Rtg") is
#: the arbiters' word in Italian, Dutch and Portuguese (Polish says "Ranking", Turkish
#: "Elo"); Italian programs call the File menu "File"; "Status" is Dutch and Polish too,
#: "Pts" (pontos) Portuguese; Dutch says "teams" (a team event's menu)
SHARED = {"fr": {"Points", "Pts"}, "de": {"Name", "Status"}, "es": set(), "ru": set(),
          "it": {"File", "Rating", "Rtg"}, "nl": {"Rating", "Rtg", "Status", "Teams"},
          "pl": {"Status"}, "pt": {"Rating", "Rtg", "Pts"}, "tr": set()}
WORD = re.compile(r"[A-Za-z]{3,}")
#: file patterns (*.trf), file names (t.arbiter) and paths are no words of any language
FILE = re.compile(r"\*?\.[A-Za-z0-9]+\b|\S*[/\\]\S*|\S+\.arbiter\b")


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language("en")


def make_file(folder):
    """Six players, round 1 played, round 2 paired with one result in, a half-point bye
    requested for round 3 and a late entry (from round 3); tie-breaks chosen, so the
    standings have their columns."""
    t = tournament(6, ["1-4 1-0, 5-2 0-1, 3-6 1/2", "2-1 1-0, 4-3 *, 6-5 *"], total_rounds=5)
    t.system = "dutch2026"
    t.info = TournamentInfo(name="Leiden Open", city="Leiden", start_date="2026-05-01")
    t.requested_byes = {3: {2: ByeKind.HALF_POINT}}
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "leiden.arbiter"
    TournamentFile.create(path, t).close()
    with TournamentService.open(path) as service:
        service.update_settings(tiebreaks=["BH/C1", "BH", "SB"], confirm=True)
        service.add_player(name="Zeeuw, Late", rating=1900, confirm=True)
    return path


def menu_texts(menu: QMenu, place: str, skip: QMenu) -> list[tuple[str, str]]:
    found = [(place, menu.title())]
    for i, action in enumerate(a for a in menu.actions() if not a.isSeparator()):
        found.append((f"{place}/{i}", action.text()))
        found.append((f"{place}/{i} tip", action.statusTip()))
        found.append((f"{place}/{i} tooltip", action.toolTip()))
        if action.menu() is not None and action.menu() is not skip:  # not the recent files
            found += menu_texts(action.menu(), f"{place}/{i}", skip)
    return found


def window_texts(w) -> list[tuple[str, str]]:
    """(place, text) of every text of the window the arbiter can read."""
    found = [("title", w.windowTitle())]
    for i, top in enumerate(w.menuBar().actions()):
        found += menu_texts(top.menu(), f"menu {i}", w.recent_menu)
    for i in range(w.tabs.count()):
        found.append((f"tab {i}", w.tabs.tabText(i)))
        for j, table in enumerate(w.tabs.widget(i).findChildren(QTableView)):
            model = table.model()
            for column in range(model.columnCount()):
                found.append((f"tab {i} table {j} column {column}",
                              str(model.headerData(column, Qt.Orientation.Horizontal) or "")))
    for kind in (QLabel, QLineEdit, QAbstractButton):
        for i, widget in enumerate(w.findChildren(kind)):
            text = widget.placeholderText() if kind is QLineEdit else widget.text()
            found.append((f"{kind.__name__} {i}", text))
    found.append(("status", w.statusBar().currentMessage()))
    # the players' status column (late entry, requested byes)
    model = w.players_view.model
    for row in range(model.rowCount()):
        found.append((f"status of player {model.key(row)}", str(model.row(row)[9])))
    # the result menu of board 1 of the round shown
    menu = w.round_view(2).table.result_menu(0)
    found += menu_texts(menu, "result menu", None)
    return [(place, text) for place, text in found if text]


def english_left(english: dict[str, str], other: dict[str, str], code: str,
                 names: set[str]) -> list[str]:
    """Places whose text in ``code`` is still the English text of that place (with a word
    of three letters or more that is not the same in every language); in Russian, also a
    text that keeps any Latin word of the English one (a piece left English in a text made
    of several)."""
    allowed = ALLOWED | SHARED[code] | names
    left = []
    for place, text in other.items():
        if place not in english or (text != english[place] and code != "ru"):
            continue
        theirs = set(WORD.findall(FILE.sub(" ", english[place])))
        kept = {word for word in WORD.findall(FILE.sub(" ", text))
                if word in theirs and word not in allowed and not word.isupper()}
        if kept:
            left.append(f"{place}: {text!r} (English: {english[place]!r})")
    return left


def shown_window(qtbot, path, code: str):
    """The window in ``code`` on the tournament, every tab filled, a result just entered
    (the status bar and Edit › Undo name it), the starting page's texts read first."""
    i18n.set_language(code)
    start = scripted_window(qtbot)
    texts = [(f"start {place}", text) for place, text in window_texts_of_start(start)]
    start.close()
    w, idle = opened_window(qtbot, path)
    w.enter_result(2, 2, GameResult.DRAW)
    idle()
    w.tabs.setCurrentWidget(w.round_view(2))
    w.fill_all()
    return w, dict(texts + window_texts(w))


def window_texts_of_start(w) -> list[tuple[str, str]]:
    found = [("title", w.windowTitle())]
    for i, top in enumerate(w.menuBar().actions()):
        found += menu_texts(top.menu(), f"menu {i}", w.recent_menu)
    for kind in (QLabel, QAbstractButton):
        for i, widget in enumerate(w.start.findChildren(kind)):
            found.append((f"{kind.__name__} {i}", widget.text()))
    return [(place, text) for place, text in found if text]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_main_window_shows_no_english_text(qtbot, tmp_path, code):
    english_window, english = shown_window(qtbot, make_file(tmp_path / "en"), "en")
    names = {word for p in english_window.snapshot.tournament.players.values()
             for word in WORD.findall(p.name)} | {"Leiden", "Open"}
    english_window.close()
    w, other = shown_window(qtbot, make_file(tmp_path / code), code)
    w.close()
    assert len(other) > 150 and set(other) <= set(english) | {"status"}
    assert english_left(english, other, code, names) == []


def test_the_check_finds_a_text_left_in_english():
    english = {"menu 0/3": "&Quit", "tab 1": "&Standings", "tab 2": "Pts"}
    other = {"menu 0/3": "&Quit", "tab 1": "&Classement", "tab 2": "Pts"}
    assert english_left(english, other, "fr", set()) == ["menu 0/3: '&Quit' (English: '&Quit')"]
    assert english_left(english, other, "de", set()) == [
        "menu 0/3: '&Quit' (English: '&Quit')", "tab 2: 'Pts' (English: 'Pts')"]
    # Russian: a piece of a text made of several, left in English
    assert english_left({"status": "Round 2, board 2: draw."}, {"status": "Тур 2, board 2: draw."},
                        "ru", set()) == [
        "status: 'Тур 2, board 2: draw.' (English: 'Round 2, board 2: draw.')"]
    # names, FIDE's acronyms and file patterns are the same in every language
    assert english_left({"x": "BH, Zeeuw (*.trf)"}, {"x": "BH, Zeeuw (*.trf)"}, "fr",
                        {"Zeeuw"}) == []


# -- texts written by hand ------------------------------------------------------------------

def test_file_open_asks_in_french(qtbot):
    i18n.set_language("fr")
    w = scripted_window(qtbot)
    asked = []
    w.ask_open_path = lambda title, filter_: asked.append((title, filter_)) or ""
    w.act_open.trigger()
    w.act_import.trigger()
    assert asked == [("Ouvrir un tournoi", "Tournois Arbiter (*.arbiter);;Tous les fichiers (*)"),
                     ("Importer un fichier TRF",
                      "Fichiers TRF (*.trf *.txt);;Tous les fichiers (*)")]
    w.close()


def test_the_german_window_says_why_no_round_can_be_paired(qtbot, tmp_path):
    i18n.set_language("de")
    t = tournament(2, ["1-2 1-0"], total_rounds=1)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    w, _idle = opened_window(qtbot, tmp_path / "t.arbiter")
    w.act_pair.trigger()
    assert w.errors == ["Die einzige Runde ist ausgelost."]
    assert w.act_pair.statusTip() == "Die einzige Runde ist ausgelost."
    w.close()


def test_the_hall_display_and_the_pairing_card_in_spanish_and_russian(tmp_path):
    path = make_file(tmp_path)
    with TournamentService.open(path) as service:
        t = service.tournament()
    with i18n.using("es"):
        assert hall_table(t, [], "pairings").title == "Ronda 2 – emparejamientos por tablero"
        assert hall_table(t, [], "alphabetical").title == "Ronda 2 – emparejamientos por nombre"
        card = pairing_card(t, 4)  # 4: black in round 1 (lost), white in round 2 (pending)
        assert card.colours == "N B"
        assert card.rows[1][2] == "blancas" and card.rows[1][-1] == "resultado pendiente"
    with i18n.using("ru"):
        card = pairing_card(t, 4)
        assert card.colours == "Ч Б"
        assert card.rows[1][-1] == "результат ожидается"


def test_the_players_tab_and_the_pairing_status_in_russian(qtbot, tmp_path):
    """Round 3 paired from the window: the status bar counts the boards in Russian (2-4:
    доски), the late entry's status says when he enters, and each board's tooltip (the
    engine's explanation, English in the file) has no Latin word left."""
    i18n.set_language("ru")
    w, idle = opened_window(qtbot, make_file(tmp_path))
    w.tabs.setCurrentWidget(w.players_view)
    w.fill_all()
    statuses = {w.players_view.model.key(r): w.players_view.model.row(r)[9]
                for r in range(w.players_view.model.rowCount())}
    assert statuses[7] == "вступает с 3-го тура"
    assert statuses[2] == "тур 3: пропуск (½ очка)"
    w.act_pair.trigger()
    idle()
    # 7 players: one bye, 3 boards (2, 4 and 6 on their boards)
    assert w.statusBar().currentMessage().startswith("Жеребьёвка 3-го тура проведена: 3 доски")
    # why each board is as it is: the engine's English (kept so in the file) shown in Russian
    tips = [w.round_view(3).model.index(row, 2).data(Qt.ItemDataRole.ToolTipRole)
            for row in range(3)]
    assert all(tips) and [t for t in tips if WORD.search(t)] == []
    w.close()


def test_the_pairing_process_speaks_the_windows_language(tmp_path):
    """pairproc: the child process pairs in the window's language, so its question (round 2
    has no result at all, Q160) reaches the window in French."""
    t = tournament(4, ["1-3 1-0, 4-2 0-1", "2-1 *, 3-4 *"], total_rounds=3)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    i18n.set_language("fr")
    session = types.SimpleNamespace(service=TournamentService.open(tmp_path / "t.arbiter"))
    try:
        with pytest.raises(NeedsConfirmation) as asked:
            pairproc.call(session, "pair_next_round")
    finally:
        session.service.close()
    (warning,) = asked.value.warnings
    assert asked.value.action == "apparier la ronde 3"
    assert warning.text.startswith("la ronde 2 n'a aucun résultat (échiquiers 1, 2)")
