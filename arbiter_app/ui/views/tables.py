"""Table views shared by the tabs: fast, keyboard-friendly, uniform rows."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from arbiter_app.ui.models.table import KEY_ROLE
from arbiter_app.ui.qtcompat import emit


class FastTable(QTableView):
    """A table for thousands of rows: fixed row height, no per-row sizing."""

    #: a player's pairing number was activated (double-click / Enter on the row)
    player_activated = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        vertical = self.verticalHeader()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultSectionSize(self.fontMetrics().height() + 8)
        vertical.hide()
        self.horizontalHeader().setHighlightSections(False)
        self.horizontalHeader().setStretchLastSection(True)
        self.doubleClicked.connect(self._activated)

    def _activated(self, index) -> None:
        key = index.data(KEY_ROLE)
        if isinstance(key, int):
            emit(self.player_activated, key)

    def current_key(self):
        index = self.currentIndex()
        return index.data(KEY_ROLE) if index.isValid() else None

    def fit_columns(self) -> None:
        """Size columns from the first rows only (never scan 2000 rows)."""
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        model = self.model()
        if model is None:
            return
        source = model.sourceModel() if hasattr(model, "sourceModel") else model
        if not hasattr(source, "texts"):
            return
        metrics = self.fontMetrics()
        samples = [source.texts(row) for row in range(min(source.rowCount(), 25))]
        for column, title in enumerate(source.headers()):
            width = metrics.horizontalAdvance(title) + 28
            for texts in samples:
                width = max(width, metrics.horizontalAdvance(texts[column]) + 16)
            self.setColumnWidth(column, min(width, 320))
