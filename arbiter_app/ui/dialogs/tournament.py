"""New tournament (and tournament settings) dialog."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QComboBox, QDateEdit, QDialog,
                               QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout,
                               QLineEdit, QListWidget, QListWidgetItem, QPushButton, QRadioButton,
                               QSpinBox, QVBoxLayout, QWidget)

from arbiter_app.engine.model import Colour, Scoring
from arbiter_app.engine.systems.registry import SYSTEMS, UnknownSystem, get_system

from arbiter_app.engine.tiebreaks import available_tiebreaks

#: tie-breaks offered (FIDE C.07 acronyms); the order ticked is the order applied
TIEBREAKS = available_tiebreaks()
DEFAULT_TIEBREAKS = ["BH/C1", "BH", "SB"]


def built_systems() -> dict[str, bool]:
    """Registry name -> whether that system is built (importable)."""
    found = {}
    for name in SYSTEMS:
        try:
            get_system(name)
            found[name] = True
        except UnknownSystem:
            found[name] = False
        except Exception:  # a system in progress that fails to import
            found[name] = False
    return found


class TournamentDialog(QDialog):
    """Asks everything a new tournament needs; ``values()`` gives NewTournament fields."""

    def __init__(self, parent=None, initial: dict | None = None, editing: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle("Tournament settings" if editing else "New tournament")
        initial = initial or {}
        self.name = QLineEdit(initial.get("name", ""))
        self.city = QLineEdit(initial.get("city", ""))
        self.federation = QLineEdit(initial.get("federation", ""))
        self.federation.setMaxLength(3)
        self.start_date = self._date(initial.get("start_date", ""))
        self.end_date = self._date(initial.get("end_date", ""))
        self.chief_arbiter = QLineEdit(initial.get("chief_arbiter", ""))
        self.deputies = QLineEdit(initial.get("deputies", ""))
        self.time_control = QLineEdit(initial.get("time_control", ""))
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 99)
        self.rounds.setValue(int(initial.get("total_rounds", 9) or 9))
        self.system = QComboBox()
        model = QStandardItemModel(self.system)
        built = built_systems()
        for name, (_module, title) in SYSTEMS.items():
            item = QStandardItem(f"{title}" + ("" if built[name] else " (not available yet)"))
            item.setData(name, Qt.ItemDataRole.UserRole)
            if not built[name]:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            model.appendRow(item)
        self.system.setModel(model)
        wanted = initial.get("system") or next((n for n, ok in built.items() if ok), "")
        for row in range(model.rowCount()):
            if model.item(row).data(Qt.ItemDataRole.UserRole) == wanted:
                self.system.setCurrentIndex(row)
        self.system.setEnabled(not editing)
        scoring: Scoring = initial.get("scoring") or Scoring()
        self.win = self._points(scoring.win)
        self.draw = self._points(scoring.draw)
        self.bye = self._points(scoring.pairing_bye)
        colour: Colour | None = initial.get("initial_colour")
        self.by_lot = QRadioButton("drawn by lot")
        self.white = QRadioButton("white")
        self.black = QRadioButton("black")
        group = QButtonGroup(self)
        for button in (self.by_lot, self.white, self.black):
            group.addButton(button)
        {None: self.by_lot, Colour.WHITE: self.white, Colour.BLACK: self.black}[colour].setChecked(True)
        colour_row = QWidget()
        colour_layout = QHBoxLayout(colour_row)
        colour_layout.setContentsMargins(0, 0, 0, 0)
        for button in (self.by_lot, self.white, self.black):
            colour_layout.addWidget(button)
        self.tiebreaks = QListWidget()
        self.tiebreaks.setMinimumSize(520, 150)
        self.tiebreaks.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        chosen = list(initial.get("tiebreaks") or ([] if editing else DEFAULT_TIEBREAKS))
        names = dict(TIEBREAKS)
        for code in chosen + [c for c, _ in TIEBREAKS if c not in chosen]:
            item = QListWidgetItem(f"{code} \u2013 {names.get(code, code)}")
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if code in chosen else Qt.CheckState.Unchecked)
            self.tiebreaks.addItem(item)
        up, down = QPushButton("Up"), QPushButton("Down")
        up.clicked.connect(lambda: self._move(-1))
        down.clicked.connect(lambda: self._move(1))
        tb_row = QWidget()
        tb_layout = QHBoxLayout(tb_row)
        tb_layout.setContentsMargins(0, 0, 0, 0)
        tb_layout.addWidget(self.tiebreaks)
        buttons_col = QVBoxLayout()
        buttons_col.addWidget(up)
        buttons_col.addWidget(down)
        buttons_col.addStretch()
        tb_layout.addLayout(buttons_col)

        form = QFormLayout()
        form.addRow("&Name", self.name)
        form.addRow("&Place", self.city)
        form.addRow("Federation", self.federation)
        form.addRow("Start date", self.start_date)
        form.addRow("End date", self.end_date)
        form.addRow("&Chief arbiter", self.chief_arbiter)
        form.addRow("Deputy arbiters", self.deputies)
        form.addRow("Time control", self.time_control)
        form.addRow("&Rounds", self.rounds)
        form.addRow("Pairing &system", self.system)
        form.addRow("Points for a win", self.win)
        form.addRow("Points for a draw", self.draw)
        form.addRow("Points for the pairing bye", self.bye)
        form.addRow("Top player's colour in round 1", colour_row)
        form.addRow("Tie-breaks (tick, order)", tb_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.error = ""

    @staticmethod
    def _date(text: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        date = QDate.fromString(text.replace("/", "-"), "yyyy-MM-dd") if text else QDate.currentDate()
        edit.setDate(date if date.isValid() else QDate.currentDate())
        return edit

    @staticmethod
    def _points(value: float) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setRange(0.0, 10.0)
        box.setSingleStep(0.5)
        box.setDecimals(1)
        box.setValue(value)
        return box

    def _move(self, step: int) -> None:
        row = self.tiebreaks.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.tiebreaks.count():
            return
        item = self.tiebreaks.takeItem(row)
        self.tiebreaks.insertItem(target, item)
        self.tiebreaks.setCurrentRow(target)

    def problem(self) -> str:
        if not self.name.text().strip():
            return "The tournament needs a name."
        if not self.system.currentData(Qt.ItemDataRole.UserRole):
            return "No pairing system is available yet."
        if self.end_date.date() < self.start_date.date():
            return "The end date is before the start date."
        return ""

    def _accept(self) -> None:
        self.error = self.problem()
        if self.error:
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.windowTitle(), self.error)
            return
        self.accept()

    def values(self) -> dict:
        colour = (None if self.by_lot.isChecked() else
                  Colour.WHITE if self.white.isChecked() else Colour.BLACK)
        base = Scoring()
        scoring = Scoring(win=self.win.value(), draw=self.draw.value(), loss=base.loss,
                          forfeit_win=self.win.value(), forfeit_loss=base.forfeit_loss,
                          pairing_bye=self.bye.value(), half_bye=self.draw.value(),
                          full_bye=self.win.value(), zero_bye=base.zero_bye)
        tiebreaks = [self.tiebreaks.item(i).data(Qt.ItemDataRole.UserRole)
                     for i in range(self.tiebreaks.count())
                     if self.tiebreaks.item(i).checkState() == Qt.CheckState.Checked]
        return dict(name=self.name.text().strip(), total_rounds=self.rounds.value(),
                    system=self.system.currentData(Qt.ItemDataRole.UserRole),
                    city=self.city.text().strip(), federation=self.federation.text().strip().upper(),
                    start_date=self.start_date.date().toString("yyyy-MM-dd"),
                    end_date=self.end_date.date().toString("yyyy-MM-dd"),
                    chief_arbiter=self.chief_arbiter.text().strip(),
                    deputies=self.deputies.text().strip(),
                    time_control=self.time_control.text().strip(),
                    scoring=scoring, initial_colour=colour, tiebreaks=tiebreaks)
