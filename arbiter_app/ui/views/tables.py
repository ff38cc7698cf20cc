"""Table views shared by the tabs: fast, keyboard-friendly, uniform rows."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QHeaderView, QStyle,
                               QStyledItemDelegate, QStyleOptionViewItem, QTableView)

from arbiter_app.i18n import tr
from arbiter_app.ui.models.table import KEY_ROLE, RowsModel
from arbiter_app.ui.qtcompat import emit


class CellDelegate(QStyledItemDelegate):
    """Paints a cell of a :class:`RowsModel` with one call into Python.

    The default delegate asks the model for about eight roles per cell, each a
    separate call into Python; while the worker thread computes, every such
    call waits for the interpreter lock, and a page of 300 cells took over a
    hundred milliseconds to paint.  Here the cell's text and style come from
    ``RowsModel.cell`` at once.
    """

    def paint(self, painter, option, index) -> None:
        model = index.model()
        source_index = index
        if isinstance(model, QSortFilterProxyModel):
            source_index = model.mapToSource(index)
            model = model.sourceModel()
        if not isinstance(model, RowsModel):
            super().paint(painter, option, index)
            return
        text, align, font, background, foreground = model.cell(source_index.row(),
                                                               source_index.column())
        opt = QStyleOptionViewItem(option)
        opt.index = index
        opt.text = text
        opt.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
        opt.displayAlignment = Qt.AlignmentFlag(align) if align is not None else (
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if font is not None:
            opt.font = font
        if background is not None:
            opt.backgroundBrush = background
        if foreground is not None:
            opt.palette.setColor(QPalette.ColorRole.Text, foreground)
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)


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
        self.setItemDelegate(CellDelegate(self))
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
        count = source.rowCount()  # the first rows and the last (byes, absences)
        samples = [source.texts(row) for row in sorted(set(range(min(count, 25)))
                                                       | set(range(max(0, count - 5), count)))]
        headers = list(source.headers())
        for column, title in enumerate(headers):
            width = metrics.horizontalAdvance(title) + 28
            for texts in samples:
                width = max(width, metrics.horizontalAdvance(texts[column]) + 16)
            self.setColumnWidth(column, min(width, 320))
        if tr("Name") in headers:  # the names take the free width, not the last column
            header.setStretchLastSection(False)
            header.setSectionResizeMode(headers.index(tr("Name")), QHeaderView.ResizeMode.Stretch)
