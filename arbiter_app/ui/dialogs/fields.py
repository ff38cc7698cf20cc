"""Input fields and layout helpers shared by the dialogs.

:class:`DateField` replaces ``QDateEdit``: a date edit splits the text into
sections and advances by itself, so an arbiter who tabs into it and types
``2026-11-27`` got 2026-11-11 (the separator moved on a second time).  Here the
date is typed as text in any common spelling, checked when the dialog is
accepted, and a calendar is one click (or Alt+Down) away.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QCalendarWidget, QDialog, QDialogButtonBox,
                               QHBoxLayout, QLayout, QLineEdit, QListWidget, QListWidgetItem,
                               QMessageBox, QPushButton, QStyle, QVBoxLayout, QWidget)

from arbiter_app.engine.tiebreaks import available_tiebreaks
from arbiter_app.services.dates import as_date, date_problem
from arbiter_app.i18n import day, tr
from arbiter_app.ui.dialogs.screen import fit_to_screen

def parse_date(text: str) -> dt.date | None:
    """The date typed, or None when ``text`` is no date (ValueError: empty); the
    spellings are the services' (:mod:`arbiter_app.services.dates`)."""
    if not str(text).strip():
        raise ValueError("empty")
    return as_date(text)


class DateField(QLineEdit):
    """A date typed as text (``2026-11-27``, ``2026/11/27``, ``27.11.2026``, or the
    language's own form: ``27/11/2026`` in French, ``27-11-2026`` in Dutch) or picked in a
    calendar, shown in the language's form (CLDR's, :func:`arbiter_app.i18n.day`; ISO in
    English); ``iso()`` gives ``YYYY-MM-DD`` ("" when empty)."""

    def __init__(self, text: str = "", parent=None, *, optional: bool = False) -> None:
        super().__init__(parent)
        self.optional = optional
        self.setPlaceholderText(tr("YYYY-MM-DD (optional)") if optional else tr("YYYY-MM-DD"))
        date = None
        if text:
            try:
                date = parse_date(text)
            except ValueError:
                date = None
        self.setText(day(date) if date else text)
        pick = self.addAction(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowDown),
                              QLineEdit.ActionPosition.TrailingPosition)
        pick.setToolTip(tr("Pick the date in a calendar (Alt+Down)"))
        pick.triggered.connect(self.show_calendar)
        QShortcut(QKeySequence("Alt+Down"), self, self.show_calendar,
                  context=Qt.ShortcutContext.WidgetShortcut)
        self.calendar: QCalendarWidget | None = None

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                              Qt.FocusReason.ShortcutFocusReason):
            self.selectAll()  # typing replaces the date, as in every other field

    def date(self) -> dt.date | None:
        try:
            return parse_date(self.text())
        except ValueError:
            return None

    def iso(self) -> str:
        date = self.date()
        return date.isoformat() if date else ""

    def problem(self, label: str) -> str:
        """A message when the text is no date ('' when it is, or is empty and optional)."""
        try:
            date = parse_date(self.text())
        except ValueError:
            return "" if self.optional else tr("{label}: enter a date (YYYY-MM-DD).", label=label)
        if date is None:
            return date_problem(label, self.text()) + "."
        return ""

    def show_calendar(self) -> None:
        calendar = QCalendarWidget(self)
        calendar.setWindowFlags(Qt.WindowType.Popup)
        date = self.date() or dt.date.today()
        calendar.setSelectedDate(QDate(date.year, date.month, date.day))
        calendar.activated.connect(lambda d: self._picked(calendar, d))
        calendar.clicked.connect(lambda d: self._picked(calendar, d))
        calendar.move(self.mapToGlobal(self.rect().bottomLeft()))
        calendar.show()
        self.calendar = calendar

    def _picked(self, calendar: QCalendarWidget, date: QDate) -> None:
        self.setText(day(dt.date(date.year(), date.month(), date.day())))
        calendar.close()
        self.calendar = None
        self.setFocus()


def canonical(code: str) -> str:
    """A tie-break's code as the standings and the engine write it (``MPvGP``, C.07 2026
    13.1, for the older ``MPVGP``): one entry a tie-break, whichever spelling was kept."""
    from arbiter_app.engine.tiebreaks import parse_tiebreak
    try:
        return parse_tiebreak(code).label
    except (ValueError, KeyError):
        return code


class TiebreakPicker(QWidget):
    """The tie-breaks of C.07 to tick, in the order they apply (drag, or Up/Down)."""

    def __init__(self, chosen: list[str], parent=None, team: bool = False) -> None:
        super().__init__(parent)
        self.list = QListWidget(self)
        self.list.setMinimumSize(520, 150)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.offer(team, chosen)
        up, down = QPushButton(tr("&Up")), QPushButton(tr("D&own"))
        up.clicked.connect(lambda: self.move(-1))
        down.clicked.connect(lambda: self.move(1))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        column = QVBoxLayout()
        column.addWidget(up)
        column.addWidget(down)
        column.addStretch()
        layout.addLayout(column)
        self.setFocusProxy(self.list)

    def offer(self, team: bool, chosen: list[str]) -> None:
        """The tie-breaks of an individual event, or (``team``) of a team event (C.07
        11-13 and those computed on a team score), ``chosen`` ticked first."""
        from arbiter_app.services.tiebreak_texts import describe  # in the current language
        self.list.clear()
        offered = available_tiebreaks(team=team)
        chosen = [canonical(code) for code in chosen]
        for code in chosen + [c for c, _ in offered if c not in chosen]:
            # GE is named REP by C.07 since 2024 (issue #35); the code kept stays GE
            item = QListWidgetItem(f"{'REP' if code == 'GE' else code} \u2013 {describe(code)}")
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if code in chosen
                               else Qt.CheckState.Unchecked)
            self.list.addItem(item)

    def move(self, step: int) -> None:
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)

    def set_system(self, system: str | None, chosen: list[str] | None = None) -> None:
        """Hide and untick the tie-breaks not offered for ``system`` (C.07 8: no
        Buchholz family in a round robin); ``chosen``: tick these instead."""
        from arbiter_app.engine.tiebreaks import offered_for
        chosen = None if chosen is None else [canonical(code) for code in chosen]
        for place, code in enumerate(chosen or []):  # the chosen ones first, in order
            rows = [r for r in range(self.list.count())
                    if self.list.item(r).data(Qt.ItemDataRole.UserRole) == code]
            if rows:
                self.list.insertItem(place, self.list.takeItem(rows[0]))
        for row in range(self.list.count()):
            item = self.list.item(row)
            code = item.data(Qt.ItemDataRole.UserRole)
            hidden = not offered_for(code.split("/")[0], system)
            item.setHidden(hidden)
            if chosen is not None or hidden:
                ticked = chosen is not None and code in chosen and not hidden
                item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)

    def codes(self) -> list[str]:
        """The ticked tie-breaks, in order."""
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]


def lay_out(dialog: QDialog, *parts: QWidget | QLayout, on_accept=None,
            close_only: bool = False) -> QDialogButtonBox:
    """Stack ``parts`` in ``dialog`` above its buttons: OK and Cancel (OK calls
    ``on_accept``, by default ``dialog.accept``), or Close alone."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close if close_only else
                               QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(on_accept or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)
    layout.addWidget(buttons)
    fit_to_screen(dialog)  # the buttons stay on a small screen (issue #35)
    return buttons


def refuse(dialog: QDialog, problem: str) -> bool:
    """Say ``problem`` (if any) over the dialog, which stays open; True when refused."""
    if problem:
        QMessageBox.warning(dialog, dialog.windowTitle(), problem)
    return bool(problem)
