"""All the round dates of a tournament in one table (issue #35, point 5): the round, its
date.  A date is typed in any form the date fields take (ui/dialogs/fields.py); it is
stored where Round › Date of round stores it (services/round_records.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from arbiter_app.i18n import day, tr
from arbiter_app.services.dates import date_problem
from arbiter_app.ui.dialogs.fields import parse_date


def round_dates_of(t) -> dict[int, str]:
    """Round -> its date as stored (YYYY/MM/DD, or YY/MM/DD as an old TRF had it): the
    paired rounds', then those kept for rounds not paired yet."""
    from arbiter_app.trf import layout as L

    dates = {n: date for n, date in L.parse_number_list(
        t.options.get(L.FUTURE_DATES_OPTION, "")).items() if n > t.rounds_played}
    for index, rnd in enumerate(t.rounds[:t.rounds_played], start=1):
        if rnd.date:
            dates[index] = rnd.date
    return dates


class RoundDatesTable(QTableWidget):
    """One row per round: the round's number and its date (empty: none)."""

    def __init__(self, dates: dict[int, str], rounds: int, parent=None) -> None:
        super().__init__(0, 2, parent)
        self.stored = dict(dates)
        self.setHorizontalHeaderLabels([tr("Round"), tr("Round date")])
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.setTabKeyNavigation(False)  # Tab leaves the table, as in every other field
        self.setMinimumHeight(120)
        self.setMaximumHeight(220)
        self.set_rounds(rounds)

    def set_rounds(self, rounds: int) -> None:
        """As many rows as rounds; the dates typed stay."""
        while self.rowCount() > rounds:
            self.removeRow(self.rowCount() - 1)
        while self.rowCount() < rounds:
            row = self.rowCount()
            self.insertRow(row)
            number = QTableWidgetItem(str(row + 1))
            number.setFlags(number.flags() & ~Qt.ItemFlag.ItemIsEditable)
            number.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(row, 0, number)
            self.setItem(row, 1, QTableWidgetItem(self._shown(row + 1)))

    def _shown(self, round_no: int) -> str:
        stored = self.stored.get(round_no, "")
        try:
            date = parse_date(stored) if stored else None
        except ValueError:
            date = None
        return day(date) if date else stored

    def _text(self, row: int) -> str:
        item = self.item(row, 1)
        return item.text().strip() if item is not None else ""

    def problem(self) -> str:
        """The first date that is no date, named by its round ('' when all are)."""
        for row in range(self.rowCount()):
            text = self._text(row)
            if not text or text == self._shown(row + 1):
                continue
            problem = date_problem(tr("Round {round_no}", round_no=row + 1), text)
            if problem:
                return problem
        return ""

    def changes(self) -> dict[int, str]:
        """Round -> its new date (YYYY/MM/DD, "" to clear), for the rounds changed only."""
        changed = {}
        for row in range(self.rowCount()):
            text, round_no = self._text(row), row + 1
            if text == self._shown(round_no):
                continue
            date = parse_date(text) if text else None
            new = date.strftime("%Y/%m/%d") if date else ""
            if new != self.stored.get(round_no, ""):
                changed[round_no] = new
        return changed
