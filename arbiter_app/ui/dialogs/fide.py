"""Pick players from the FIDE rating list by name or FIDE id."""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QLabel,
                               QPlainTextEdit, QPushButton, QVBoxLayout)

from arbiter_app.ui.models.table import RowsModel
from arbiter_app.ui.views.tables import FastTable
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.ui.dialogs.screen import fit_to_screen

HEADERS = (N_("FIDE id"), N_("Name"), N_("Fed"), N_("Title"), N_("Rating"), N_("Sex"),
           N_("Born"))


class FidePickDialog(QDialog):
    """``search(lines, callback)`` runs the search off the GUI thread."""

    def __init__(self, search: Callable[[list[str], Callable[[list[dict]], None]], None],
                 parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Players from the FIDE rating list"))
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
