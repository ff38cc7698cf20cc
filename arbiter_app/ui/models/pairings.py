"""One round's pairing cards as a table model (boards, then byes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from arbiter_app.engine.history import PlayerHistory
from arbiter_app.engine.model import GameResult, Tournament
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.ui.models.rows import PAIRING_HEADERS, RESULT_COLUMN, PairingRow, pairing_rows
from arbiter_app.ui.models.table import RowsModel


class PairingModel(RowsModel):
    numeric_columns = frozenset({0, 1, 3, 4, 6, 8, 9})

    def __init__(self, round_no: int, parent=None) -> None:
        super().__init__(PAIRING_HEADERS, parent)
        self.round_no = round_no
        self._items: list[PairingRow] = []

    def set_round(self, t: Tournament, pairing: Pairing | None = None,
                  hist: dict[int, PlayerHistory] | None = None) -> None:
        self._items = pairing_rows(t, self.round_no, pairing, hist)
        tips = [self._tip(item) for item in self._items]
        self.set_rows([i.cells for i in self._items],
                      [(i.board, i.white) for i in self._items], tips)

    @staticmethod
    def _tip(item: PairingRow) -> str:
        return item.explanation

    def item(self, row: int) -> PairingRow:
        return self._items[row]

    def board_count(self) -> int:
        return sum(1 for i in self._items if i.board is not None)

    def is_board(self, row: int) -> bool:
        return 0 <= row < len(self._items) and self._items[row].board is not None

    def result_of(self, row: int) -> GameResult | None:
        return self._items[row].result

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.column() == RESULT_COLUMN:
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.BackgroundRole:
                item = self._items[index.row()]
                if item.board is not None and item.result is GameResult.PENDING:
                    return QBrush(QColor(255, 248, 220))
        return super().data(index, role)
