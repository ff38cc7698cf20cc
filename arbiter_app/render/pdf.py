"""HTML to A4 pages with QTextDocument: a PDF file, or any paged device
(the GUI hands in its QPrinter)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import (QGuiApplication, QPageLayout, QPageSize, QPagedPaintDevice,
                           QPdfWriter, QTextDocument)

from arbiter_app.i18n import tr

#: page margins, millimetres
MARGIN_MM = 12
#: dots per inch of the PDFs written
RESOLUTION = 300


def ensure_application(offscreen: bool = False) -> QGuiApplication:
    """The running Qt application, or a new QGuiApplication: on Linux and the
    like without a display (no DISPLAY or WAYLAND_DISPLAY), or when asked
    (``offscreen``: the command line never shows a window, and a stale
    DISPLAY would stop Qt), on the offscreen platform; a platform the user
    chose (QT_QPA_PLATFORM) stays."""
    app = QGuiApplication.instance()
    if app is not None:
        return app
    headless = offscreen or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if headless and sys.platform not in ("win32", "darwin"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # a QApplication (widgets) where QtWidgets is there: a window opened later in the
    # same process (the GUI after a printout, a test) would abort on a QGuiApplication
    try:
        from PySide6.QtWidgets import QApplication
    except ImportError:  # a bundle without widgets: a GUI application is enough
        return QGuiApplication(["arbiter"])
    return QApplication(["arbiter"])


def set_page(device: QPagedPaintDevice, landscape: bool) -> None:
    """A4, portrait or landscape, with the margins of every document."""
    orientation = (QPageLayout.Orientation.Landscape if landscape
                   else QPageLayout.Orientation.Portrait)
    device.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))


def lay_out(html: str, device: QPagedPaintDevice, resolution: int) -> QTextDocument:
    """``html`` laid out in the printable area of ``device``'s page: fonts and
    column widths are measured on the device itself, so a table takes the
    whole width of the page and points are real points."""
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(device)
    doc.setDocumentMargin(0)
    doc.setHtml(html)
    area = device.pageLayout().paintRectPixels(resolution)
    doc.setPageSize(QSizeF(area.width(), area.height()))
    return doc


def print_document(html: str, device: QPagedPaintDevice, landscape: bool = False,
                   resolution: int | None = None, keep_paper: bool = False) -> None:
    """Lay ``html`` out on A4 pages of ``device`` (a printer, a PDF writer) and
    paint them; ``keep_paper``: the paper and margins already chosen (in a
    print dialog) stay, only the orientation is the document's."""
    if keep_paper:
        device.setPageOrientation(QPageLayout.Orientation.Landscape if landscape
                                  else QPageLayout.Orientation.Portrait)
    else:
        set_page(device, landscape)
    dpi = resolution or device.logicalDpiX()
    lay_out(html, device, dpi).print_(device)


def write_pdf(html: str, path: str | Path, landscape: bool = False, title: str = "") -> Path:
    """Write ``html`` as an A4 PDF at ``path``; OSError when it cannot be written."""
    ensure_application()
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise OSError(tr("folder {folder} does not exist", folder=folder))
    if path.is_dir():
        raise OSError(tr("{path} is a folder", path=path))
    try:
        with open(path, "ab"):
            pass  # QPdfWriter says nothing when it cannot write: find out first
    except OSError as exc:
        raise OSError(exc.strerror or str(exc)) from None
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setTitle(title or path.stem)
    writer.setCreator("Arbiter")
    print_document(html, writer, landscape, RESOLUTION)
    del writer  # closes the file
    if not path.exists() or path.stat().st_size == 0:
        raise OSError(tr("could not write the PDF {path}", path=path))
    return path


__all__ = ["MARGIN_MM", "RESOLUTION", "ensure_application", "lay_out", "print_document",
           "set_page", "write_pdf"]
