"""One round's pairing cards as a table model (boards, then byes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from arbiter_app.engine.history import PlayerHistory
from arbiter_app.engine.model import GameResult, Tournament
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.ui.models.rows import PAIRING_HEADERS, RESULT_COLUMN, PairingRow, pairing_rows
from arbiter_app.ui.models.table import ALIGN, BACKGROUND, CENTRE, DISPLAY, FONT, RowsModel
from arbiter_app.ui.qtcompat import emit
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import lines, shown


_STYLE: tuple | None = None


def _style() -> tuple:
    """(bold font, pending-result background, rule-breaking board background), made once."""
    global _STYLE
    if _STYLE is None:
        font = QFont()
        font.setBold(True)
        # the manual-pairing dialog's colour for a board that breaks a rule
        _STYLE = (font, QBrush(QColor(255, 248, 220)), QBrush(QColor(255, 210, 210)))
    return _STYLE


class PairingModel(RowsModel):
    numeric_columns = frozenset({0, 1, 3, 4, 6, 8, 9})

    def __init__(self, round_no: int, parent=None) -> None:
        super().__init__(PAIRING_HEADERS, parent)
        self.round_no = round_no
        self._items: list[PairingRow] = []

    def set_round(self, t: Tournament, pairing: Pairing | None = None,
                  hist: dict[int, PlayerHistory] | None = None) -> None:
        self.set_items(pairing_rows(t, self.round_no, pairing, hist))

    def set_items(self, items: list[PairingRow]) -> None:
        self._items = items
        tips = [self._tip(item) for item in self._items]
        self.set_rows([i.cells for i in self._items],
                      [(i.board, i.white) for i in self._items], tips)

    @staticmethod
    def _tip(item: PairingRow) -> str:
        """Why the board is as it is: the engine's and the checker's English texts (kept so
        in the file) shown in the window's language, line by line."""
        # the broken rules first (the stored explanation's own "Breaks" line is left out)
        rules = [tr("Breaks {rule}", rule=shown(text)) for text in item.broken]
        rest = [shown(line) for line in lines(item.explanation)
                if not (item.broken and line.startswith("Breaks "))]
        return "\n".join(rules + rest)

    def show_result(self, board: int, result: GameResult) -> None:
        """Show a typed result at once, before the file confirms it."""
        from dataclasses import replace
        from arbiter_app.ui.models.rows import RESULT_TEXT
        row = board - 1
        if not self.is_board(row):
            return
        item = self._items[row]
        cells = list(item.cells)
        cells[RESULT_COLUMN] = RESULT_TEXT[result]
        self._items[row] = replace(item, cells=tuple(cells), result=result)
        self._rows[row] = self._items[row].cells
        self._texts.pop(row, None)
        emit(self.dataChanged, self.index(row, 0), self.index(row, self.columnCount() - 1))

    def item(self, row: int) -> PairingRow:
        return self._items[row]

    def board_count(self) -> int:
        return sum(1 for i in self._items if i.board is not None)

    def is_board(self, row: int) -> bool:
        return 0 <= row < len(self._items) and self._items[row].board is not None

    def result_of(self, row: int) -> GameResult | None:
        return self._items[row].result

    extra_roles = frozenset({FONT, BACKGROUND})
    centre_columns = frozenset({RESULT_COLUMN})

    def style(self, row: int, column: int, role: int) -> Any:
        item = self._items[row]
        if item.broken and role == BACKGROUND:  # a rule-breaking board, in every cell
            return _style()[2]
        if column != RESULT_COLUMN:
            return None
        if role == FONT:
            return _style()[0]
        if item.board is not None and item.result is GameResult.PENDING:
            return _style()[1]
        return None
