"""Pick players from the FIDE rating list by name or FIDE id; update the local copy of
FIDE's rating list (issue #38 point 10, :func:`update_fide_list`)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QLabel,
                               QPlainTextEdit, QProgressDialog, QPushButton, QVBoxLayout)

from arbiter_app.ui.models.table import RowsModel
from arbiter_app.ui.views.tables import FastTable
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.ui.dialogs.screen import fit_to_screen

HEADERS = (N_("FIDE id"), N_("Name"), N_("Fed"), N_("Title"), N_("Rating"), N_("Sex"),
           N_("Born"))


class FidePickDialog(QDialog):
    """``search(lines, callback)`` runs the search off the GUI thread."""

    def __init__(self, search: Callable[[list[str], Callable[[list[dict]], None]], None],
                 parent=None, source: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Players from the FIDE rating list"))
        #: which list is searched: the local copy with its month and date (Q135-136)
        self.source = QLabel(list_label(source), self)
        self.source.setWordWrap(True)
        self._search = search
        self._found: list[dict] = []
        self.queries = QPlainTextEdit(self)
        self.queries.setPlaceholderText(tr("One player per line: a FIDE id, or words of the name "
                                        "(e.g. \u201ccarlsen magnus\u201d)"))
        self.queries.setMaximumHeight(110)
        self.search_button = QPushButton(tr("&Search"), self)
        self.search_button.clicked.connect(self.run_search)
        self.note = QLabel(self)
        self.model = RowsModel(HEADERS, self)
        self.table = FastTable(self)
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        buttons = QDialogButtonBox(self)
        self.add_button = buttons.addButton(tr("&Add selected players"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.queries, 1)
        top.addWidget(self.search_button)
        layout = QVBoxLayout(self)
        if source:
            layout.addWidget(self.source)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(820, 560)
        fit_to_screen(self)

    def run_search(self) -> None:
        lines = [line for line in self.queries.toPlainText().splitlines() if line.strip()]
        if not lines:
            self.note.setText(tr("Type a name or a FIDE id first."))
            return
        self.search_button.setEnabled(False)
        self.note.setText(tr("Searching the rating list\u2026"))
        self._search(lines, self.show_results)

    def show_results(self, players: list[dict]) -> None:
        self.search_button.setEnabled(True)
        self._found = players
        rows = [(p["fide_id"], p["name"], p["federation"], p["title"], p["rating"], p["sex"],
                 p["birth_date"]) for p in players]
        self.model.set_rows(rows, list(range(len(rows))))
        self.table.fit_columns()
        self.table.selectAll()
        self.note.setText(trn("{n} player found; it is selected (Ctrl+click to change the "
                              "selection).",
                              "{n} players found; all are selected (Ctrl+click to change the "
                              "selection).", len(players))
                          if players else tr("No player found."))

    def chosen(self) -> list[dict]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self._found[r] for r in rows]


def list_label(source: str) -> str:
    """What the list ``source`` is: the local copy of FIDE's list with its month and the
    day it was downloaded, or the file's name."""
    from pathlib import Path

    from arbiter_app.services.fide_download import describe, local_list
    copy = local_list()
    if copy is not None and source and Path(source).resolve() == copy.path.resolve():
        return describe(copy)
    return Path(source).name if source else ""


class _Progress(QObject):
    """Carries the download's progress from the worker thread to the GUI thread."""

    moved = Signal(object, object)


def update_fide_list(window, url: str = "") -> None:
    """Download FIDE's rating list into the local copy on the worker thread, with a
    progress dialog; a failure (offline, refused) is one message and keeps the old copy."""
    from arbiter_app.services import fide_download as FD
    from arbiter_app.ui.workers import user_message

    url = url or FD.DEFAULT_URL
    dialog = QProgressDialog(tr("Downloading FIDE's rating list from {url}\u2026", url=url),
                             "", 0, 0, window)
    dialog.setWindowTitle(tr("Update FIDE rating list"))
    dialog.setCancelButton(None)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(0)
    window.fide_update_progress = dialog  # for the tests and against garbage collection
    bridge = _Progress(dialog)

    def moved(done, total) -> None:
        if total:
            dialog.setMaximum(1000)
            dialog.setValue(min(1000, done * 1000 // total))
        dialog.setLabelText(tr("Downloading FIDE's rating list: {size} KB\u2026",
                               size=done // 1000))
    bridge.moved.connect(moved)

    def done(copy) -> None:
        dialog.close()
        window.status(FD.describe(copy))
        window.inform(tr("FIDE's rating list is updated.\n{copy}", copy=FD.describe(copy)))

    def failed(exc) -> None:
        dialog.close()
        window.show_error(user_message(exc))
    dialog.show()
    window.tasks.run(lambda: FD.update(url, progress=bridge.moved.emit),
                     label=tr("Downloading FIDE's rating list"), on_done=done, on_error=failed)
