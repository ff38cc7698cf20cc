"""Pairing list (with result columns for the wall), standings and crosstable
as printable documents: HTML laid out by QTextDocument, to a printer or PDF."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from arbiter_app.ui.models.rows import crosstable, pairing_rows, points
from arbiter_app.ui.session import Snapshot

STYLE = """
<style>
body { font-family: sans-serif; font-size: 9pt; }
h1 { font-size: 14pt; margin: 0; } h2 { font-size: 11pt; margin: 2pt 0 6pt 0; }
table { border-collapse: collapse; }
th { background: #ddd; border: 1px solid #888; padding: 2px 4px; }
td { border: 1px solid #888; padding: 2px 4px; }
td.n { text-align: right; } td.r { text-align: center; min-width: 50px; }
</style>
"""


def _table(headers: list[str], rows: list[list], numeric: set[int] = frozenset(),
           centre: set[int] = frozenset()) -> str:
    head = "".join(f"<th>{escape(str(h))}</th>" for h in headers)
    body = []
    for row in rows:
        cells = []
        for i, value in enumerate(row):
            cls = ' class="n"' if i in numeric else ' class="r"' if i in centre else ""
            cells.append(f"<td{cls}>{escape('' if value is None else str(value))}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f'<table width="100%" cellspacing="0">{"<tr>" + head + "</tr>"}{"".join(body)}</table>'


def _heading(snapshot: Snapshot, what: str) -> str:
    info = snapshot.tournament.info
    place = ", ".join(x for x in (info.city, info.start_date) if x)
    return (f"<h1>{escape(info.name)}</h1><h2>{escape(what)}"
            + (f" \u2013 {escape(place)}" if place else "") + "</h2>")


def pairing_list_html(snapshot: Snapshot, round_no: int) -> str:
    """The pairing list of one round; unplayed results are left blank for the wall."""
    t = snapshot.tournament
    rows = []
    for item in pairing_rows(t, round_no, snapshot.pairings.get(round_no), snapshot.hist):
        c = list(item.cells)
        if item.board is None:
            rows.append(["", c[1], c[2], c[3], c[4], c[5], "", "", "", ""])
        else:
            rows.append(c)
    headers = ["Bd", "No.", "White", "Rtg", "Pts", "Result", "Pts", "Black", "Rtg", "No."]
    return (STYLE + _heading(snapshot, f"Pairings of round {round_no}")
            + _table(headers, rows, numeric={0, 1, 3, 4, 6, 8, 9}, centre={5}))


def standings_html(snapshot: Snapshot) -> str:
    from arbiter_app.engine.tiebreaks import completed_rounds
    rows = [list(r.cells) for r in snapshot.standing_rows]
    done = completed_rounds(snapshot.tournament)
    return (STYLE + _heading(snapshot, f"Standings after round {done}" if done else "Starting list")
            + _table(snapshot.standing_headers, rows, numeric={0, 1, 5}))


def crosstable_html(snapshot: Snapshot) -> str:
    order = [r.number for r in snapshot.standing_rows] or sorted(snapshot.tournament.players)
    headers, rows = crosstable(snapshot.tournament, order, snapshot.hist)
    rounds = snapshot.tournament.rounds_played
    return (STYLE + _heading(snapshot, f"Crosstable after round {rounds}")
            + _table(headers, [list(r) for r in rows], numeric={0, 1, 3},
                     centre=set(range(4, 4 + rounds))))


def document(html: str) -> QTextDocument:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc


def export_pdf(html: str, path: str | Path, landscape: bool = False) -> Path:
    """Write ``html`` as an A4 PDF at ``path``."""
    path = Path(path)
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageOrientation(QPageLayout.Orientation.Landscape if landscape
                              else QPageLayout.Orientation.Portrait)
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(path.stem)
    writer.setCreator("Arbiter")
    document(html).print_(writer)  # lays the pages out for the writer's page size
    if not path.exists():
        raise OSError(f"could not write the PDF {path}")
    return path


def print_html(html: str, parent=None) -> bool:
    """Ask for a printer and print; False when the arbiter cancelled."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    document(html).print_(printer)
    return True


__all__ = ["crosstable_html", "export_pdf", "pairing_list_html", "points", "print_html",
           "standings_html"]
