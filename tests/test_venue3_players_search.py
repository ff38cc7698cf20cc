"""Issue #35 point 11 through the widgets: a search ignores accents (the players' filter,
Ctrl+F, Find in a round, the FIDE rating list); the FIDE ID column sorts as a number and
the Title column by rank (C.04.2 2.2: GM, IM, WGM, FM, WIM, CM, WFM, WCM)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from arbiter_app.engine.folding import fold
from arbiter_app.services import NewTournament, TournamentService
from tests.gui import opened_window

TIMEOUT = 20_000
#: name, title, FIDE id: the titles and ids entered in no order
PLAYERS = [("Novák, Jan", "FM", "1503014"), ("Müller, Anna", "WGM", "999"),
           ("Novak, Petr", "CM", "24000"), ("Łódź, Olek", "GM", ""),
           ("Smith, John", "WCM", "3100"), ("Brown, Bob", "IM", "100000"),
           ("Green, Gail", "WIM", "85"), ("White, Wes", "WFM", "7000000")]


@pytest.fixture
def window(qtbot, tmp_path):
    path = tmp_path / "open.arbiter"
    with TournamentService.create(path, NewTournament("Open", 5, "dutch2016")) as service:
        for i, (name, title, fide_id) in enumerate(PLAYERS):
            service.add_player(name, 2000 - i, title=title, fide_id=fide_id)
    w, idle = opened_window(qtbot, path)
    return w


def shown(view, column: int = 2) -> list[str]:
    proxy = view.proxy
    return [proxy.index(r, column).data() for r in range(proxy.rowCount())]


def test_fold_takes_case_and_accents_away():
    assert fold("Novák") == "novak" and fold("MÜLLER") == "muller"
    assert fold("Łódź") == "lodz" and fold("Ørsted") == "orsted"


def test_the_filter_and_ctrl_f_ignore_accents(qtbot, window):
    w = window
    view = w.players_view
    qtbot.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)  # Ctrl+F
    qtbot.waitUntil(lambda: view.filter.hasFocus() or w.tabs.currentWidget() is view,
                    timeout=TIMEOUT)
    view.filter.setFocus()
    qtbot.keyClicks(view.filter, "novak")
    assert sorted(shown(view)) == ["Novak, Petr", "Novák, Jan"]
    view.filter.clear()
    qtbot.keyClicks(view.filter, "muller")
    assert shown(view) == ["Müller, Anna"]
    view.filter.clear()
    qtbot.keyClicks(view.filter, "lodz")
    assert shown(view) == ["Łódź, Olek"]
    view.filter.clear()
    qtbot.keyClicks(view.filter, "NOVÁK jan")  # accents typed are taken too
    assert shown(view) == ["Novák, Jan"]


def test_fide_ids_sort_as_numbers_and_titles_by_rank(qtbot, window):
    w = window
    view = w.players_view
    header = view.table.horizontalHeader()
    header.setSortIndicator(5, Qt.SortOrder.AscendingOrder)  # FIDE ID
    assert shown(view, 5) == ["85", "999", "3100", "24000", "100000", "1503014", "7000000",
                              ""]
    header.setSortIndicator(1, Qt.SortOrder.AscendingOrder)  # Title
    assert shown(view, 1) == ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"]
    header.setSortIndicator(1, Qt.SortOrder.DescendingOrder)
    assert shown(view, 1) == ["WCM", "WFM", "CM", "WIM", "FM", "WGM", "IM", "GM"]


def test_the_fide_list_search_ignores_accents(qtbot, window, tmp_path):
    w = window
    listing = tmp_path / "players_list_xml.xml"
    listing.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n'
        + "".join(f"<player><fideid>{fid}</fideid><name>{name}</name><country>CZE</country>"
                  "<sex>M</sex><title></title><w_title></w_title><o_title></o_title>"
                  "<foa_title></foa_title><rating>2100</rating><games>0</games><k>20</k>"
                  "<birthday>1990</birthday><flag></flag></player>\n"
                  for fid, name in [("2000001", "Dvořák, Antonín"),
                                    ("2000002", "Schröder, Jürgen"),
                                    ("2000003", "Dvorak, Other")])
        + "</playerslist>\n", encoding="utf-8")
    w.ask_open_path = lambda title, filter_: str(listing)
    found = []

    def pick(dialog):
        qtbot.addWidget(dialog)
        for query in ("dvorak antonin", "schroder", "dvorak"):
            dialog.queries.setPlainText(query)
            qtbot.mouseClick(dialog.search_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: dialog.search_button.isEnabled(), timeout=TIMEOUT)
            found.append(sorted(dialog.model.row(r)[1] for r in range(dialog.model.rowCount())))
        return False
    w.run_dialog = pick
    w.import_fide()
    assert w.errors == []
    assert found == [["Dvořák, Antonín"], ["Schröder, Jürgen"], ["Dvorak, Other", "Dvořák, Antonín"]]


def test_find_in_a_round_ignores_accents(qtbot, window):
    w = window
    from arbiter_app.ui.views.rounds import RoundView
    w.pair_next_round()
    qtbot.waitUntil(lambda: not w.tasks.busy and bool(w.snapshot.tournament.rounds),
                    timeout=TIMEOUT)
    qtbot.waitUntil(lambda: any(isinstance(w.tabs.widget(i), RoundView)
                                for i in range(w.tabs.count())), timeout=TIMEOUT)
    view = next(w.tabs.widget(i) for i in range(w.tabs.count())
                if isinstance(w.tabs.widget(i), RoundView))
    row = view.row_for("muller")
    assert row is not None
    cells = view.model.item(row).cells
    assert "Müller, Anna" in (cells[2], cells[7])
