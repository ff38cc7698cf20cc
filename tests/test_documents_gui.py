"""File > Print and File > Export PDF of the main window: every document
through the window's real menu actions, written as a PDF (the file dialog and
the print dialog are replaced, as tests/test_ui_flows.py replaces messages)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

pytest.importorskip("pytestqt")

from arbiter_app.store import TournamentFile
from arbiter_app.ui.main_window import MainWindow
from tests.builders import tournament
from tests.test_documents import LONG, LONGER, leiden_open

TIMEOUT = 20_000
DOCUMENTS = {  # document kind -> its label in both menus
    "pairings": "&Pairing list of the current round\u2026",
    "alphabetical": "&Alphabetical pairing list of the current round\u2026",
    "ranking": "Starting-&rank list\u2026",
    "standings": "&Standings\u2026",
    "crosstable": "&Crosstable\u2026",
    "ratings": "Rating c&hanges and performances\u2026",
}


def pdf_text(path) -> str | None:
    """The PDF's text (pdftotext, when installed), lines joined."""
    if shutil.which("pdftotext") is None:
        return None
    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    return out


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    w.errors, w.infos, w.saves, w.printers = [], [], [], []
    w.show_error = w.errors.append
    w.inform = w.infos.append
    w.ask = lambda text: False
    w.show()
    yield w


def open_file(qtbot, w, path) -> None:
    w.open_path(str(path))
    qtbot.waitUntil(lambda: w.snapshot is not None and not w.tasks.busy, timeout=TIMEOUT)


def submenu(w, title: str):
    file_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&File")
    return next(a.menu() for a in file_menu.actions() if a.text() == title)


def actions(w, title: str) -> dict[str, object]:
    return {a.text(): a for a in submenu(w, title).actions()}


@pytest.fixture
def leiden(tmp_path):
    path = tmp_path / "leiden.arbiter"
    TournamentFile.create(path, leiden_open(), ["BH/C1", "BH", "SB"]).close()
    return path


def test_every_document_is_exported_as_pdf_from_the_file_menu(qtbot, window, leiden, tmp_path):
    w = window
    open_file(qtbot, w, leiden)
    menu = actions(w, "Export P&DF")
    assert list(menu) == list(DOCUMENTS.values())
    asked = []

    def save_as(title, filter_, suggestion=""):
        asked.append(suggestion)
        return str(tmp_path / f"out-{len(asked)}.pdf")

    w.ask_save_path = save_as
    for number, (kind, label) in enumerate(DOCUMENTS.items(), start=1):
        act = menu[label]
        assert act.isEnabled()
        act.trigger()
        out = tmp_path / f"out-{number}.pdf"
        assert w.errors == [] and out.read_bytes().startswith(b"%PDF"), kind
        text = pdf_text(out)
        if text is not None:
            assert "Leiden Open" in text and LONGER in text, kind
            if kind != "alphabetical":  # there 5 is the opponent of 3 (a long name too)
                assert LONG in text, kind
    assert [s.rsplit("/", 1)[-1] for s in asked] == [
        "Leiden-Open-round-2.pdf", "Leiden-Open-round-2-alphabetical.pdf",
        "Leiden-Open-starting-rank.pdf", "Leiden-Open-standings.pdf",
        "Leiden-Open-crosstable.pdf", "Leiden-Open-ratings.pdf"]
    text = pdf_text(tmp_path / "out-1.pdf")
    if text is not None:
        assert "Pairings of round 2" in text and "2025-05-04" in text
        assert "2025-05-01" not in text  # the round's date, not the start date
    text = pdf_text(tmp_path / "out-4.pdf")
    if text is not None:
        assert "Tie-breaks" in text and "Buchholz" in text and "Cut-1" in text


def test_the_pairing_lists_are_of_the_round_shown(qtbot, window, leiden, tmp_path):
    w = window
    open_file(qtbot, w, leiden)
    w.tabs.setCurrentWidget(w.round_view(1))
    w.ask_save_path = lambda title, filter_, suggestion="": str(tmp_path / "shown.pdf")
    actions(w, "Export P&DF")[DOCUMENTS["alphabetical"]].trigger()
    assert w.errors == []
    text = pdf_text(tmp_path / "shown.pdf")
    if text is not None:
        assert "Pairings of round 1 (alphabetical)" in text and "2025-05-03" in text


def test_every_document_is_printed_from_the_file_menu(qtbot, window, leiden, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    w = window
    open_file(qtbot, w, leiden)
    menu = actions(w, "&Print")
    assert list(menu) == list(DOCUMENTS.values())

    def printer_to(path):
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        return printer

    for kind, label in DOCUMENTS.items():
        out = tmp_path / f"printed-{kind}.pdf"
        w.ask_printer = lambda out=out: printer_to(out)
        menu[label].trigger()
        assert w.errors == [] and out.read_bytes().startswith(b"%PDF"), kind
        text = pdf_text(out)
        if text is not None:
            assert LONGER in text, kind
    w.ask_printer = lambda: None  # the arbiter cancels the print dialog: nothing happens
    menu[DOCUMENTS["standings"]].trigger()
    assert w.errors == []


def test_without_a_paired_round_there_is_no_pairing_list(qtbot, window, tmp_path):
    w = window
    path = tmp_path / "new.arbiter"
    TournamentFile.create(path, tournament(4)).close()
    open_file(qtbot, w, path)
    w.ask_save_path = lambda *a: pytest.fail("no file is asked for")
    w.ask_printer = lambda: pytest.fail("no printer is asked for")
    for title in ("Export P&DF", "&Print"):
        for kind in ("pairings", "alphabetical"):
            actions(w, title)[DOCUMENTS[kind]].trigger()
    assert w.errors == ["No round is paired yet: there is no pairing list to print."] * 4
    w.errors.clear()
    w.ask_save_path = lambda *a: str(tmp_path / "ranking.pdf")
    actions(w, "Export P&DF")[DOCUMENTS["ranking"]].trigger()
    assert w.errors == [] and (tmp_path / "ranking.pdf").read_bytes().startswith(b"%PDF")


def test_a_pdf_that_cannot_be_written_is_one_message(qtbot, window, leiden, tmp_path):
    w = window
    open_file(qtbot, w, leiden)
    w.ask_save_path = lambda *a: str(tmp_path / "missing" / "x.pdf")
    actions(w, "Export P&DF")[DOCUMENTS["standings"]].trigger()
    assert len(w.errors) == 1 and w.errors[0].startswith("The PDF could not be written")
    assert "\n" not in w.errors[0] and "Traceback" not in w.errors[0]
