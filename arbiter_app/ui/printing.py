"""Printing and PDF export of the documents the services build
(:mod:`arbiter_app.services.documents`) from the window's snapshot; the
pages are laid out by :mod:`arbiter_app.render`, as ``arbiter-cli pdf`` does."""

from __future__ import annotations

from pathlib import Path

from arbiter_app import render
from arbiter_app.services.documents import Document, build_document
from arbiter_app.services.documents.notation import points
from arbiter_app.ui.session import Snapshot


def document(snapshot: Snapshot, kind: str, round_no: int | None = None) -> Document:
    """The document ``kind`` of the open tournament (DocumentError when it has none)."""
    return build_document(snapshot.tournament, list(snapshot.tiebreaks), kind, round_no)


def pairing_list_html(snapshot: Snapshot, round_no: int) -> str:
    """The pairing list of one round; unplayed results are left blank for the wall."""
    return document(snapshot, "pairings", round_no).html


def standings_html(snapshot: Snapshot) -> str:
    return document(snapshot, "standings").html


def crosstable_html(snapshot: Snapshot) -> str:
    return document(snapshot, "crosstable").html


def export_pdf(html: str, path: str | Path, landscape: bool = False) -> Path:
    """Write ``html`` as an A4 PDF at ``path`` (OSError when it cannot be written)."""
    return render.write_pdf(html, path, landscape)


def make_printer():
    """A high-resolution printer (the print dialog then chooses which) with the margins
    of Export PDF (render.MARGIN_MM, 12 mm; a printer's own default was 3.6 mm), which
    the print dialog shows and the arbiter may change."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout
    from PySide6.QtPrintSupport import QPrinter
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    from arbiter_app.render.pdf import MARGIN_MM as margin
    printer.setPageMargins(QMarginsF(margin, margin, margin, margin),
                           QPageLayout.Unit.Millimeter)
    return printer


def ask_printer(parent=None):
    """The printer the arbiter chose, or None when the dialog was cancelled."""
    from PySide6.QtPrintSupport import QPrintDialog
    printer = make_printer()
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return None
    return printer


def print_on(printer, doc: Document) -> None:
    """Print ``doc`` on ``printer`` (its paper, the document's orientation)."""
    render.print_document(doc.html, printer, doc.landscape, printer.resolution(),
                          keep_paper=True)


__all__ = ["ask_printer", "crosstable_html", "document", "export_pdf", "make_printer",
           "pairing_list_html", "points", "print_on", "standings_html"]
