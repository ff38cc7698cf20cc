"""The players tab: a filter box above the sortable players table."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from arbiter_app.ui.models.players import PlayersFilter, PlayersModel
from arbiter_app.ui.views.tables import FastTable
from arbiter_app.ui.qtcompat import emit
from arbiter_app.i18n import tr


class PlayersView(QWidget):
    #: Enter on a row: edit that player
    edit_requested = Signal(int)
    #: Delete on a row: delete that player (the window asks first, as from the menu)
    delete_requested = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = PlayersModel(self)
        self.proxy = PlayersFilter(self)
        self.proxy.setSourceModel(self.model)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(tr("Filter: a player's number, or words of name, federation, title, FIDE id (Ctrl+F)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter)
        self.filter.returnPressed.connect(self._edit_first)
        self.table = FastTable(self)
        self.table.setModel(self.proxy)
        # sorted by the model in Python (one list.sort), the proxy only filters
        header = self.table.horizontalHeader()
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        header.sortIndicatorChanged.connect(self._sort)
        self.table.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        self._fitted = False

    def _filter(self, text: str) -> None:
        self.proxy.set_text(text)
        if self.proxy.rowCount():  # the best match is selected: Enter edits it
            self.table.setCurrentIndex(self.proxy.index(0, 0))

    def _edit_first(self) -> None:
        number = self.current_player()
        if number is not None and self.proxy.rowCount():
            emit(self.edit_requested, number)

    def _sort(self, column: int, order: Qt.SortOrder) -> None:
        current = self.current_player()
        self.model.sort(column, order)
        if current is not None:
            self.select_player(current)

    def set_tournament(self, t, hist=None) -> None:
        from arbiter_app.ui.models.rows import player_rows
        self.set_player_rows(player_rows(t, hist))

    def set_snapshot(self, snapshot) -> None:
        self.set_player_rows(snapshot.player_rows)

    def set_player_rows(self, rows) -> None:
        current = self.current_player()
        self.model.set_player_rows(rows)
        if not self._fitted and self.model.rowCount():
            self.table.fit_columns()
            self._fitted = True
        if current is not None:
            self.select_player(current)

    def reset(self) -> None:
        """Another file: no filter, no selection, at the top."""
        self.filter.clear()
        self.table.setCurrentIndex(self.proxy.index(-1, -1))
        self.table.scrollToTop()

    def current_player(self) -> int | None:
        return self.table.current_key()

    def select_player(self, number: int) -> None:
        row = self.model.row_of(number)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid():
            self.table.setCurrentIndex(index)
            self.table.scrollTo(index)

    def eventFilter(self, watched, event) -> bool:
        from PySide6.QtCore import QEvent
        if watched is self.table and event.type() == QEvent.Type.KeyPress:
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
                number = self.current_player()
                if number is not None:
                    emit(self.edit_requested, number)
                    return True
            if event.key() == Qt.Key.Key_Delete and not event.modifiers():
                number = self.current_player()
                if number is not None:
                    emit(self.delete_requested, number)
                    return True
        return super().eventFilter(watched, event)
