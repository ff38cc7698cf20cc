"""The players table: model, and the sort/filter proxy of the players tab."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

from arbiter_app.engine.folding import fold
from arbiter_app.engine.history import PlayerHistory
from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import day
from arbiter_app.services.ranking import C0402_TITLES, normal_title
from arbiter_app.ui.models.rows import (BORN_COLUMN, PLAYER_HEADERS, SEX_COLUMN, SEX_TEXT,
                                        player_rows)
from arbiter_app.ui.models.table import DISPLAY, FOREGROUND, SORT_ROLE, RowsModel

STATUS_COLUMN = PLAYER_HEADERS.index("Status")
TITLE_COLUMN, FIDE_COLUMN = PLAYER_HEADERS.index("Title"), PLAYER_HEADERS.index("FIDE ID")
RATING_COLUMN = PLAYER_HEADERS.index("Rating")


class PlayersModel(RowsModel):
    numeric_columns = frozenset({0, 4, 8})

    def __init__(self, parent=None) -> None:
        super().__init__(PLAYER_HEADERS, parent)

    def set_tournament(self, t: Tournament, hist: dict[int, PlayerHistory] | None = None) -> None:
        self.set_player_rows(player_rows(t, hist))

    def set_player_rows(self, rows: list[tuple]) -> None:
        self.set_rows(rows, [r[0] for r in rows])

    extra_roles = frozenset({FOREGROUND})

    def display(self, value, column: int) -> str:
        """The sex and the birth date as the language writes them (the sort keeps the
        file's values: YYYY/MM/DD sorts by date)."""
        if column == SEX_COLUMN and value:
            return SEX_TEXT.get(value, value)
        if column == BORN_COLUMN and value:
            return day(value)
        if column == RATING_COLUMN and value == 0:
            return ""  # unrated: blank, as in the documents (issue #35; sorts as 0)
        return super().display(value, column)

    def _sorted(self, rows: list, keys: list, tips: list) -> tuple[list, list, list]:
        """The FIDE id by its number (a text to the file: 999 before 1503014), the title
        by rank (C.04.2 2.2: GM, IM, WGM, FM, WIM, CM, WFM, WCM), not alphabetically;
        the other columns as every table sorts them."""
        if self._sort is None or not rows or self._sort[0] not in (TITLE_COLUMN, FIDE_COLUMN):
            return super()._sorted(rows, keys, tips)
        column, descending = self._sort
        key = _title_rank if column == TITLE_COLUMN else _fide_number
        filled = [i for i in range(len(rows)) if rows[i][column]]
        order = sorted(filled, key=lambda i: key(rows[i][column]), reverse=descending)
        order += [i for i in range(len(rows)) if not rows[i][column]]  # empty last
        return [rows[i] for i in order], [keys[i] for i in order], [tips[i] for i in order]

    def style(self, row: int, column: int, role: int) -> Any:
        if getattr(self.row(row)[STATUS_COLUMN], "withdrawn", False):  # rows.Status
            return _grey()
        return None


def _title_rank(title: str) -> tuple:
    title = normal_title(title)
    return ((0, C0402_TITLES.index(title), "") if title in C0402_TITLES
            else (1, 0, str(title).casefold()))


def _fide_number(fide_id) -> tuple:
    text = str(fide_id).strip()
    return (0, int(text), "") if text.isdigit() else (1, 0, text)


def _grey():
    global _GREY
    if _GREY is None:
        from PySide6.QtGui import QColor
        _GREY = QColor("gray")
    return _GREY


_GREY = None


class PlayersFilter(QSortFilterProxyModel):
    """Sorts by the raw values and keeps rows whose number, name, federation,
    FIDE id or title contain the filter text (case and accents aside: ``novak`` finds
    Novák)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(False)  # the source model sorts itself
        self._text = ""

    def set_text(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt >= 6.9
            self.beginFilterChange()
            self._set(text)
            self.endFilterChange()
        else:
            self._set(text)
            self.invalidateFilter()

    def _set(self, text: str) -> None:
        self._text = fold(text.strip())
        # a number is first the player with that number (else part of a FIDE id, ...)
        self._number = None
        if self._text.isdigit() and self.sourceModel() is not None:
            wanted = int(self._text)
            if self.sourceModel().row_of(wanted) >= 0:
                self._number = wanted

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        if not self._text:
            return True
        row = self.sourceModel().row(source_row)
        if getattr(self, "_number", None) is not None:
            return row[0] == self._number
        haystack = fold(" ".join(str(row[c]) for c in (0, 1, 2, 3, 5)))
        return all(word in haystack for word in self._text.split())
