"""The tournament's audit log: every change, when, and the manual pairings'
accepted violations and differences from the engine.

The file keeps each entry in English (a record, also written as the TRF's ``###`` lines);
the dialog shows the action in the window's language (marked where the services write
it) and finds an entry by the English words too.  The details stay as they were written."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QVBoxLayout

from arbiter_app.ui.models.players import PlayersFilter
from arbiter_app.ui.models.table import RowsModel
from arbiter_app.ui.views.tables import FastTable
from arbiter_app.i18n import N_, tr
from arbiter_app.ui.dialogs.screen import fit_to_screen

HEADERS = (N_("When (UTC)"), N_("Action"), N_("Details"))


class AuditFilter(PlayersFilter):
    #: the English action of each source row (what the file keeps)
    english: list[str] = []

    def filterAcceptsRow(self, source_row, source_parent) -> bool:
        if not self._text:
            return True
        row = self.sourceModel().row(source_row)
        haystack = " ".join([str(cell) for cell in row] + self.english[source_row:source_row + 1])
        haystack = haystack.casefold()
        return all(word in haystack for word in self._text.split())


class AuditDialog(QDialog):
    def __init__(self, entries, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Audit log"))
        self.model = RowsModel(HEADERS, self)
        newest_first = list(reversed(entries))
        rows = [(e.timestamp.replace("T", " ")[:19], tr(e.action), e.details.replace("\n", "; "))
                for e in newest_first]
        self.model.set_rows(rows, list(range(len(rows))),
                            tips=[e.details for e in newest_first])
        self.proxy = AuditFilter(self)
        self.proxy.english = [e.action for e in newest_first]
        self.proxy.setSourceModel(self.model)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(tr("Filter (e.g. \u201cmanual pairing\u201d, a player's number)"))
        self.filter.textChanged.connect(self.proxy.set_text)
        self.table = FastTable(self)
        self.table.setModel(self.proxy)
        self.table.fit_columns()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(900, 520)
        fit_to_screen(self)
