"""Read-only table models over ready-made rows (ids + tuples, never engine objects)."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from arbiter_app.i18n import tr
from arbiter_app.ui.qtcompat import emit

SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1  # raw value for sorting
KEY_ROLE = int(Qt.ItemDataRole.UserRole) + 2  # the pairing number of the row
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
FONT = int(Qt.ItemDataRole.FontRole)
HANDLED = frozenset({DISPLAY, TOOLTIP, ALIGN, SORT_ROLE, KEY_ROLE})
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTRE = int(Qt.AlignmentFlag.AlignCenter)


def sort_key(value: Any) -> tuple:
    """Numbers before text, text without case, empty last."""
    if value is None or value == "":
        return (2, "")
    if isinstance(value, (int, float)):
        return (0, value)
    return (1, str(value).casefold())


class RowsModel(QAbstractTableModel):
    """A table of tuples with one key (pairing number) per row."""

    numeric_columns: frozenset[int] = frozenset()
    #: every column from this one on is numeric too (tie-break values)
    numeric_from: int | None = None

    def __init__(self, headers: Sequence[str] = (), parent=None) -> None:
        super().__init__(parent)
        self._headers = list(headers)
        self._rows: list[tuple] = []
        self._keys: list[Any] = []
        self._tips: list[str] = []
        self._texts: dict[int, tuple] = {}
        self._sort: tuple[int, bool] | None = None  # (column, descending)

    # -- filling ---------------------------------------------------------
    def set_rows(self, rows: list[tuple], keys: list[Any], tips: list[str] | None = None,
                 headers: Sequence[str] | None = None) -> None:
        """Replace the content; when only the values changed, views keep their
        current cell and selection (no reset)."""
        tips = tips if tips is not None else [""] * len(rows)
        rows, keys, tips = self._sorted(list(rows), list(keys), list(tips))
        same_shape = (len(rows) == len(self._rows) and keys == self._keys
                      and (headers is None or list(headers) == self._headers))
        self._texts = {}
        if same_shape and rows:
            self._rows, self._tips = list(rows), list(tips)
            emit(self.dataChanged, self.index(0, 0),
                                  self.index(len(rows) - 1, self.columnCount() - 1))
            return
        self.beginResetModel()
        if headers is not None:
            self._headers = list(headers)
        self._rows, self._keys, self._tips = list(rows), list(keys), list(tips)
        self.endResetModel()

    # -- sorting in Python: one list.sort instead of a comparison call per pair
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order == Qt.SortOrder.DescendingOrder)
        emit(self.layoutAboutToBeChanged)
        self._rows, self._keys, self._tips = self._sorted(self._rows, self._keys, self._tips)
        self._texts = {}
        emit(self.layoutChanged)

    def _sorted(self, rows: list, keys: list, tips: list) -> tuple[list, list, list]:
        if self._sort is None or not rows:
            return rows, keys, tips
        column, descending = self._sort
        if column >= len(rows[0]):
            return rows, keys, tips
        order = sorted(range(len(rows)), key=lambda i: sort_key(rows[i][column]),
                       reverse=descending)
        return [rows[i] for i in order], [keys[i] for i in order], [tips[i] for i in order]

    def key(self, row: int) -> Any:
        return self._keys[row]

    def row_of(self, key: Any) -> int:
        try:
            return self._keys.index(key)
        except ValueError:
            return -1

    def row(self, row: int) -> tuple:
        return self._rows[row]

    def headers(self) -> list[str]:
        """The column headers as shown (translated)."""
        return [tr(h) for h in self._headers]

    def rows(self) -> list[tuple]:
        return list(self._rows)

    # -- Qt interface ----------------------------------------------------
    # Painting calls data() for every visible cell and several roles, so the
    # roles are plain ints compared in order of frequency, and display text is
    # made once per row.
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = DISPLAY) -> Any:
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self._headers):
                return tr(self._headers[section])  # marked N_ where they are made
        return None

    #: more roles a subclass answers in :meth:`style`
    extra_roles: frozenset[int] = frozenset()
    #: columns centred (else numeric ones right-aligned)
    centre_columns: frozenset[int] = frozenset()

    def style(self, row: int, column: int, role: int) -> Any:
        return None

    def texts(self, row: int) -> tuple:
        """The display strings of a row (made once)."""
        texts = self._texts.get(row)
        if texts is None:
            texts = self._texts[row] = tuple(self.display(v, c)
                                             for c, v in enumerate(self._rows[row]))
        return texts

    def alignment(self, column: int) -> int | None:
        if column in self.centre_columns:
            return CENTRE
        if column in self.numeric_columns or (self.numeric_from is not None
                                              and column >= self.numeric_from):
            return RIGHT
        return None

    def cell(self, row: int, column: int) -> tuple:
        """(text, alignment, font, background, foreground) of a cell in one
        call, for the painting delegate (None: the default)."""
        extra = self.extra_roles
        return (self.texts(row)[column], self.alignment(column),
                self.style(row, column, FONT) if FONT in extra else None,
                self.style(row, column, BACKGROUND) if BACKGROUND in extra else None,
                self.style(row, column, FOREGROUND) if FOREGROUND in extra else None)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if role not in HANDLED and role not in self.extra_roles:
            return None
        row, col = index.row(), index.column()
        if row < 0 or col < 0:
            return None
        if role == DISPLAY:
            return self.texts(row)[col]
        if role in self.extra_roles:
            return self.style(row, col, role)
        if role == ALIGN:
            return self.alignment(col)
        if role == SORT_ROLE:
            value = self._rows[row][col]
            return value if value is not None else ""
        if role == KEY_ROLE:
            return self._keys[row]
        if role == TOOLTIP:
            return self._tips[row] or None
        return None

    def display(self, value: Any, column: int) -> str:
        if value is None:
            return ""
        if isinstance(value, float):
            from arbiter_app.ui.models.rows import points
            return points(value)
        if isinstance(value, int) and value == 0 and column in self.numeric_columns:
            return ""  # unrated, no FIDE id
        return str(value)
