"""Preview of a CSV import: the first lines, one field per column, what is ignored.

The mapping proposed by :mod:`arbiter_app.services.player_import` is shown in
one combo box per column (a column nobody recognised reads "(ignored)"); the
arbiter can change any of them.  The problems of the whole file (a rating that
is no number, a name longer than 100 characters, ...) are all listed (scrollable),
each naming line and column; Import stays disabled until there is none, and a second
button imports the valid lines alone, leaving the others out (issue #35).

A roster import (issue #37) offers its own fields too (the team, the board: ``extra``) and
reads the file with its own function (``read``), so those columns show the fields they fill.
"""

from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout)

from arbiter_app.services.player_import import (FIELDS, IGNORED, CsvImport, CsvTable,
                                                apply_mapping, ignored_text)
from arbiter_app.i18n import tr, trn
from arbiter_app.ui.dialogs.screen import fit_to_screen

#: the lines shown; the problems are those of every line
PREVIEW_LINES = 12


class CsvPreviewDialog(QDialog):
    def __init__(self, table: CsvTable, parent=None, extra: dict[str, str] | None = None,
                 read=apply_mapping) -> None:
        """``extra``: fields offered besides a player's (field -> label to translate);
        ``read(table, mapping)``: the CsvImport of a mapping (a players' import's)."""
        super().__init__(parent)
        self.read = read
        self.setWindowTitle(tr('Import players from {source}', source=table.source))
        self.table = table
        shown = table.rows[:PREVIEW_LINES]
        more = (trn(" (the first {n} is shown)", " (the first {n} are shown)", len(shown))
                if len(table.rows) > len(shown) else "")
        self.intro = QLabel(trn(
            "{source}: {n} line below the header{more}. Check the field each column fills; "
            "a column set to “(ignored)” is not imported.",
            "{source}: {n} lines below the header{more}. Check the field each column fills; "
            "a column set to “(ignored)” is not imported.",
            len(table.rows), source=table.source, more=more))
        self.intro.setWordWrap(True)
        columns = max([len(table.header)] + [len(row) for _n, row in shown])
        self.grid = QTableWidget(len(shown) + 1, columns, self)
        self.grid.setHorizontalHeaderLabels([table.column_name(i) for i in range(columns)])
        self.grid.setVerticalHeaderLabels([tr("field")] + [tr("line {n}", n=n)
                                                           for n, _row in shown])
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.combos: list[QComboBox] = []
        for i in range(columns):
            combo = QComboBox(self.grid)
            combo.addItem(tr("(ignored)"), IGNORED)
            for name, label in {**(extra or {}), **FIELDS}.items():  # marked where defined
                combo.addItem(tr(label), name)
            wanted = table.mapping[i] if i < len(table.mapping) else IGNORED
            combo.setCurrentIndex(max(0, combo.findData(wanted)))
            combo.setAccessibleName(tr("field of column {column}", column=table.column_name(i)))
            combo.currentIndexChanged.connect(lambda _index, column=i: self._changed(column))
            self.grid.setCellWidget(0, i, combo)
            self.combos.append(combo)
        for r, (_line, row) in enumerate(shown, start=1):
            for c, cell in enumerate(row):
                self.grid.setItem(r, c, QTableWidgetItem(cell))
        self.grid.resizeColumnsToContents()
        self.mapping_label = QLabel()
        self.mapping_label.setWordWrap(True)
        self.ignored_label = QLabel()
        self.ignored_label.setWordWrap(True)
        self.problems = QPlainTextEdit(self)
        self.problems.setReadOnly(True)
        self.problems.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.problems.setMaximumHeight(140)  # every problem, scrolled
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        #: the valid lines alone, on request: the lines with a problem are left out
        self.skip_invalid = False
        self.valid_button = QPushButton(self)
        self.buttons.addButton(self.valid_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.valid_button.clicked.connect(self._import_valid)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.intro, self.grid, self.mapping_label, self.ignored_label,
                       self.problems, self.buttons):
            layout.addWidget(widget)
        self.resize(860, 520)
        fit_to_screen(self)
        self._outcome: CsvImport = self.read(table, self.mapping())
        self._update()

    # -- what the arbiter chose ------------------------------------------------------
    def mapping(self) -> list[str]:
        return [combo.currentData() or IGNORED for combo in self.combos]

    def outcome(self) -> CsvImport:
        """The players (and problems) of the whole file with the mapping shown."""
        return self._outcome

    def players(self) -> list[dict]:
        return list(self._outcome.players)

    # -- keeping the view up to date ------------------------------------------------
    def _changed(self, column: int) -> None:
        wanted = self.combos[column].currentData()
        if wanted:  # a field comes from one column: the one chosen now takes it over
            for i, combo in enumerate(self.combos):
                if i != column and combo.currentData() == wanted:
                    combo.blockSignals(True)
                    combo.setCurrentIndex(0)
                    combo.blockSignals(False)
        self._outcome = self.read(self.table, self.mapping())
        self._update()

    def _update(self) -> None:
        outcome, mapping = self._outcome, self.mapping()
        count = len(outcome.players)
        self.mapping_label.setText(
            trn("{n} player to import", "{n} players to import", count) if outcome.ok else
            trn("{n} problem to correct first (in the file, or by choosing another field or "
                "\u201c(ignored)\u201d)",
                "{n} problems to correct first (in the file, or by choosing another field or "
                "\u201c(ignored)\u201d)", len(outcome.errors)))
        self.ignored_label.setText(ignored_text(self.table, mapping))
        self.problems.setPlainText("\n".join(outcome.errors))
        self.problems.setVisible(bool(outcome.errors))
        self.valid_button.setVisible(not outcome.ok and count > 0)
        self.valid_button.setText(trn("Import the &valid line only ({n} player)",
                                      "Import the &valid lines only ({n} players)", count))
        self.import_button.setEnabled(outcome.ok and count > 0)
        self.import_button.setText(trn("&Import {n} player", "&Import {n} players", count)
                                   if outcome.ok else tr("&Import"))

    def _accept(self) -> None:
        if self._outcome.ok and self._outcome.players:
            self.accept()

    def _import_valid(self) -> None:
        if self._outcome.players:
            self.skip_invalid = True
            self.accept()

    def wanted(self) -> bool:
        """Accepted with players to import: all of them, or the valid lines on request."""
        return bool(self._outcome.players) and (self._outcome.ok or self.skip_invalid)
