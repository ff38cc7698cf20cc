"""Issue #35, points 16 and 24 (the window's part):

* an unrated player's rating is blank, not 0, in the window's tables and the documents;
* Print starts from the margins of Export PDF (about 12 mm), not the printer's 3.6 mm;
* a document's header writes the tournament's date in the document's language, also
  when the file has it in TRF16's YY/MM/DD ("26/03/06" was printed as read);
* the tie-break picker offers KS with its limits ±1 and ±2 and names GE "REP", its
  name in C.07 since 2024.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QPageLayout
from PySide6.QtWidgets import QDialogButtonBox

from arbiter_app.engine.model import Player, Tournament, TournamentInfo
from arbiter_app.services import NewTournament, TournamentService
from arbiter_app.services.documents import build_document
from tests.gui import opened_window

UNRATED = "Unrated, Una"


@pytest.fixture
def with_unrated(tmp_path):
    path = tmp_path / "club.arbiter"
    service = TournamentService.create(path, NewTournament(name="Club", total_rounds=5,
                                                           system="dutch2016"))
    try:
        for n in range(1, 6):
            service.add_player(f"Rated, Player{n}", rating=2100 - 10 * n)
        service.add_player(UNRATED)  # no rating
        service.pair_next_round()
    finally:
        service.close()
    return path


def cell(model, number: int, column_title: str) -> str:
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    column = headers.index(column_title)
    for row in range(model.rowCount()):
        if model.key(row) == number:
            return model.index(row, column).data()
    raise AssertionError(f"player {number} not in the table")


def test_an_unrated_player_shows_a_blank_rating_in_the_windows_tables(qtbot, with_unrated):
    w, idle = opened_window(qtbot, with_unrated)
    w.fill_all()
    assert cell(w.players_view.table.model().sourceModel()
                if hasattr(w.players_view.table.model(), "sourceModel")
                else w.players_view.table.model(), 6, "Rating") == ""
    assert cell(w.players_view.model, 1, "Rating") == "2090"
    standings = w.standings_view.model
    assert cell(standings, 6, "Rating") == "" and cell(standings, 1, "Rating") == "2090"
    # the round's table: the unrated player's board shows a blank rating
    model = w.round_view(1).model
    texts = [[model.index(r, c).data() for c in range(model.columnCount())]
             for r in range(model.rowCount())]
    row = next(r for r in texts if UNRATED in r)
    assert row[row.index(UNRATED) + 1] == "" and "0" not in (row[3], row[8])
    w.close()


def test_documents_leave_an_unrated_players_rating_blank(with_unrated):
    from arbiter_app.services.documents.tables import standings
    service = TournamentService.open(with_unrated)
    try:
        t = service.tournament()
        headers, rows = standings(t, [])
        html = build_document(t, [], "standings").html
    finally:
        service.close()
    column = headers.index("Rating")
    by_number = {row.number: row.cells for row in rows}
    assert by_number[6][column] == "" and by_number[1][column] == 2090
    assert UNRATED in html


def test_print_starts_from_the_margins_of_export_pdf(qtbot, with_unrated):
    from PySide6.QtGui import QPdfWriter

    from arbiter_app.render.pdf import set_page
    w, idle = opened_window(qtbot, with_unrated)
    w.run_dialog = lambda dialog: True  # the arbiter presses Print in the print dialog
    printer = w.ask_printer()
    margins = printer.pageLayout().margins(QPageLayout.Unit.Millimeter)
    values = (margins.left(), margins.top(), margins.right(), margins.bottom())
    assert all(abs(v - 12) < 0.5 for v in values), values  # the issue: about 12 mm
    writer = QPdfWriter(str(with_unrated.with_suffix(".pdf")))
    set_page(writer, False)
    pdf = writer.pageLayout().margins(QPageLayout.Unit.Millimeter)
    assert all(abs(a - b) < 0.01 for a, b in zip(values, (pdf.left(), pdf.top(), pdf.right(),
                                                            pdf.bottom())))
    del writer
    w.close()


@pytest.mark.parametrize("language, written", [("es", "6/3/2026"), ("de", "06.03.2026"),
                                               ("fr", "06/03/2026")])
def test_the_header_writes_the_date_in_the_documents_language(language, written):
    """The start date as a TRF16 file had it (YY/MM/DD: 2026, March 6), written as CLDR's
    short pattern of the language with a four-digit year: es d/M/y, de dd.MM.y, fr dd/MM/y."""
    t = Tournament(info=TournamentInfo(name="Abierto", city="Madrid", start_date="26/03/06",
                                       end_date="26/03/08"), total_rounds=5, system="dutch2016")
    for n in range(1, 5):
        t.players[n] = Player(n, f"Jugador {n}", 2000 - n)
    html = build_document(t, [], "ranking", language=language).html
    assert f"Madrid, {written}" in html and "26/03/06" not in html


def test_the_tiebreak_picker_offers_koya_limits_and_names_rep(qtbot):
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(None, {"name": "Open", "start_date": "2026-03-06",
                                     "end_date": "2026-03-08", "tiebreaks": ["BH/C1"]},
                              editing=True)
    qtbot.addWidget(dialog)
    dialog.show()
    picker = dialog.tiebreak_picker.list
    items = {picker.item(r).data(Qt.ItemDataRole.UserRole): picker.item(r)
             for r in range(picker.count())}
    assert {"KS", "KS/L+1", "KS/L-1", "KS/L+2", "KS/L-2"} <= set(items)
    assert items["GE"].text().startswith("REP \u2013")
    assert not any(item.text().startswith("GE ") for item in items.values())
    assert "2 half points" in items["KS/L+2"].text()
    # ticked by keyboard: the row, then Space; OK keeps it in order after BH/C1
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    picker.setFocus()
    picker.setCurrentItem(items["KS/L+2"])
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.values()["tiebreaks"] == ["BH/C1", "KS/L+2"]


def test_the_rating_report_question_is_in_the_windows_language(qtbot, tmp_path):
    """The rating report's question named its action in English in a German window (the
    catalogue key was passed on untranslated): its head is the language's now."""
    from arbiter_app import i18n
    from arbiter_app.services import TournamentService
    from arbiter_app.store import TournamentFile
    from tests.builders import tournament
    from tests.gui import opened_window

    t = tournament(4, ["1-2 1-0, 3-4 1/2"], total_rounds=1)  # complete; no FIDE ids, no dates
    path = tmp_path / "r.arbiter"
    TournamentFile.create(path, t).close()
    with TournamentService.open(path):
        pass
    i18n.set_language("de")
    try:
        w, idle = opened_window(qtbot, path)
        w.answer = False
        w.export_rating_report(str(tmp_path / "report.trf"))
        idle()
        assert w.questions, w.errors
        head = w.questions[0].split(":", 1)[0]
        assert "rating report" not in head and "Export" not in head, head
        assert head[:1].isupper() and not (tmp_path / "report.trf").exists()
    finally:
        i18n.set_language("en")
