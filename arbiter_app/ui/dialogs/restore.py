"""Restore from backup: the automatic backups of one tournament, newest first,
and the file to restore the chosen one as (a new file unless the arbiter
picks an existing one, which the window then asks about)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFileDialog,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)
from arbiter_app.i18n import N_, tr
from arbiter_app.ui.dialogs.screen import fit_to_screen
from arbiter_app.ui.window_files import FILE_FILTER

HEADERS = (N_("Taken (local time)"), N_("Taken"), N_("Holds"))


class RestoreDialog(QDialog):
    """``chosen()``: the backup picked; ``target()``: the file to restore it as."""

    def __init__(self, tournament: Path, backups, suggestion: Path, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr('Restore {name} from a backup', name=Path(tournament).name))
        self.backups = list(backups)
        self.folder = Path(tournament).parent
        note = QLabel(tr('Backups of {tournament}, newest first: taken before each round was '
                         'paired, after its last result and while results came in. The one '
                         'chosen is restored as a tournament file of its own and opened; the '
                         'file it is a backup of is left as it is.', tournament=tournament))
        note.setWordWrap(True)
        self.table = QTableWidget(len(self.backups), len(HEADERS), self)
        self.table.setHorizontalHeaderLabels([tr(h) for h in HEADERS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(
            2, QHeaderView.ResizeMode.Stretch)
        for row, backup in enumerate(self.backups):
            holds = (backup.contents if backup.usable
                     else tr("damaged: {problem}", problem=backup.problem))
            for column, text in enumerate((backup.when, backup.reason, holds)):
                item = QTableWidgetItem(text)
                item.setToolTip(backup.problem or str(backup.path))
                if not backup.usable:  # shown, but cannot be chosen
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.target_edit = QLineEdit(str(suggestion), self)
        self.target_edit.setToolTip(tr("The tournament file to make; an existing file is only "
                                    "replaced after you confirm it."))
        browse = QPushButton(tr("&Browse\u2026"), self)
        browse.clicked.connect(self._browse)
        label = QLabel(tr("Restore &as"), self)
        label.setBuddy(self.target_edit)
        target_row = QHBoxLayout()
        target_row.addWidget(label)
        target_row.addWidget(self.target_edit, 1)
        target_row.addWidget(browse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(tr("&Restore"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table)
        layout.addLayout(target_row)
        layout.addWidget(self.buttons)
        fit_to_screen(self)
        self.table.itemSelectionChanged.connect(self._update)
        self.target_edit.textChanged.connect(self._update)
        usable = [row for row, backup in enumerate(self.backups) if backup.usable]
        if usable:
            self.table.selectRow(usable[0])
        self._update()
        self.resize(820, 420)

    def chosen(self):
        """The backup selected (None when none is)."""
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        for row in sorted(rows):
            if self.backups[row].usable:
                return self.backups[row]
        return None

    def target(self) -> Path:
        """The file to restore as; a bare name is in the tournament's folder."""
        target = Path(self.target_edit.text().strip())
        return target if target.is_absolute() else self.folder / target

    def _update(self) -> None:
        self.ok.setEnabled(self.chosen() is not None and bool(self.target_edit.text().strip()))

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Restore the backup as"), self.target_edit.text(), tr(FILE_FILTER),
            options=QFileDialog.Option.DontConfirmOverwrite)  # the window asks, once
        if path:
            self.target_edit.setText(path)

    def accept(self) -> None:
        if self.ok.isEnabled():
            super().accept()
