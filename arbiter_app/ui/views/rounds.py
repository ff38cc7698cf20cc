"""One round's tab: the pairing cards, with keyboard result entry."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMenu, QVBoxLayout,
                               QWidget)

from arbiter_app.engine.folding import fold
from arbiter_app.engine.model import GameResult
from arbiter_app.ui.models.pairings import PairingModel
from arbiter_app.ui.models.rows import RESULT_COLUMN, RESULT_KEYS, RESULT_MENU, RESULT_TEXT
from arbiter_app.ui.views.tables import FastTable
from arbiter_app.ui.qtcompat import emit
from arbiter_app.i18n import day, tr, trn

CLEAR_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)


def is_menu_key(event: QKeyEvent) -> bool:
    """The context-menu keys: Menu, and Shift+F10 (as on Windows and in GNOME)."""
    return event.key() == Qt.Key.Key_Menu or (
        event.key() == Qt.Key.Key_F10
        and event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        == Qt.KeyboardModifier.ShiftModifier)


class PairingTable(FastTable):
    """Type 1, 0, =, +, - (or * for a double forfeit, ? for an adjourned game) on a
    board: the result is entered and the cursor moves to the next board.  Delete
    clears it.  The context menu (right click, the Menu key or Shift+F10) offers
    every outcome, the rarer ones (½-0, 0-0, games of less than one move) too."""

    result_typed = Signal(int, object)  # board, GameResult

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._show_result_menu)
        self._menu: QMenu | None = None  # the result menu on show, if any

    def result_menu(self, row: int) -> QMenu | None:
        """The menu of every outcome for the board on ``row`` (None: no board there)."""
        model: PairingModel = self.model()
        if not (0 <= row < model.rowCount() and model.is_board(row)):
            return None
        board = model.item(row).board
        menu = QMenu(tr('Result of board {board}', board=board), self)
        for result, meaning in RESULT_MENU:
            meaning = tr(meaning)
            shown = RESULT_TEXT[result]
            label = f"{shown}\t{meaning}" if shown and shown != meaning.lower() else meaning
            action = menu.addAction(label)
            action.setData(result)
            action.triggered.connect(lambda _checked=False, r=result, row=row:
                                     self._enter(row, r))
        return menu

    def _show_result_menu(self, pos) -> None:
        if self._menu is not None and self._menu.isVisible():
            return  # the Menu key may come as a key and as a context-menu event
        index = self.indexAt(pos) if pos is not None else self.currentIndex()
        if not index.isValid():
            index = self.currentIndex()
        menu = self.result_menu(index.row()) if index.isValid() else None
        if menu is not None:
            self.scrollTo(index)
            if self._menu is not None:
                self._menu.deleteLater()  # one menu at a time, not one more per key
            self._menu = menu
            menu.popup(self.viewport().mapToGlobal(self.visualRect(index).center()))

    def _enter(self, row: int, result: GameResult) -> None:
        model: PairingModel = self.model()
        emit(self.result_typed, model.item(row).board, result)
        self.move_to_board(row + 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        model: PairingModel = self.model()
        index = self.currentIndex()
        text = event.text()
        result = None
        if text in RESULT_KEYS:
            result = RESULT_KEYS[text]
        elif event.key() in CLEAR_KEYS:
            result = GameResult.PENDING
        if result is not None and index.isValid() and model.is_board(index.row()):
            self._enter(index.row(), result)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and index.isValid():
            self._activated(index)
            event.accept()
            return
        if is_menu_key(event):  # the heading promises it: every result of the board
            self._show_result_menu(None)
            event.accept()
            return
        super().keyPressEvent(event)

    def move_to_board(self, row: int) -> None:
        model: PairingModel = self.model()
        if 0 <= row < model.rowCount() and model.is_board(row):
            self.setCurrentIndex(model.index(row, RESULT_COLUMN))

    def _activated(self, index) -> None:
        model: PairingModel = self.model()
        item = model.item(index.row())
        number = item.black if index.column() > RESULT_COLUMN and item.black else item.white
        emit(self.player_activated, number)


class RoundView(QWidget):
    result_entered = Signal(int, int, object)  # round, board, GameResult
    player_activated = Signal(int)

    def __init__(self, round_no: int, parent=None) -> None:
        super().__init__(parent)
        self.round_no = round_no
        self.model = PairingModel(round_no, self)
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)  # the key hint wraps: the window fits a small screen
        self.table = PairingTable(self)
        self.table.setModel(self.model)
        self.table.result_typed.connect(lambda board, result:
                                        emit(self.result_entered, self.round_no, board, result))
        self.table.player_activated.connect(self.player_activated)
        self.find = QLineEdit(self)
        self.find.setPlaceholderText(tr("Go to board (number) or find a player (name) \u2013 Ctrl+F"))
        self.find.setClearButtonEnabled(True)
        self.find.setMaximumWidth(360)
        self.find.returnPressed.connect(self.go)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.find)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.table)
        self._fitted = False

    def set_round(self, t, pairing=None, hist=None) -> None:
        from arbiter_app.ui.models.rows import pairing_rows
        self.set_items(t, pairing_rows(t, self.round_no, pairing, hist))

    def set_snapshot(self, snapshot) -> None:
        self.set_items(snapshot.tournament, snapshot.round_rows[self.round_no])

    def set_items(self, t, items) -> None:
        current = self.table.currentIndex()
        row, col = (current.row(), current.column()) if current.isValid() else (0, RESULT_COLUMN)
        self.model.set_items(items)
        if not self._fitted and self.model.rowCount():
            self.table.fit_columns()
            header = self.table.horizontalHeader()
            header.setStretchLastSection(False)
            for column in (2, 7):  # the names take the free width
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            # room for every result a board can get later ("adjourned", "1 – 0 (unrated)"),
            # not only for those of the first fill
            metrics = self.table.fontMetrics()
            widest = max(metrics.horizontalAdvance(tr(text)) for text in RESULT_TEXT.values())
            header.resizeSection(RESULT_COLUMN, max(header.sectionSize(RESULT_COLUMN),
                                                    widest + 24))
            self._fitted = True
        if self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(min(row, self.model.rowCount() - 1), col))
        rnd = t.round(self.round_no)
        pending = sum(1 for g in rnd.games if g.result is GameResult.PENDING)
        adjourned = len(rnd.adjourned_games())
        count = len(rnd.games)
        counts = (trn("{count} board", "{count} boards", count, count=count) + ", "
                  + (trn("{count} result to enter", "{count} results to enter", pending,
                         count=pending) if pending else tr("all results in"))
                  + (", " + trn("{count} adjourned", "{count} adjourned", adjourned,
                                count=adjourned) if adjourned else ""))
        # one text, so that a language puts its own space before the colon (French)
        self.heading.setText(tr(
            "{round}: {counts}. {help}",
            round=tr("Round {round_no}", round_no=self.round_no)
            + (f" ({day(rnd.date)})" if rnd.date else ""), counts=counts,
            help=tr("Type 1, 0, = (draw), + or - (forfeit), * (double forfeit), ? (adjourned); "
                    "the menu key lists every result; Delete clears; Enter opens the pairing "
                    "card.")))

    def go(self) -> bool:
        """Enter in the find box: a number goes to that board, words to the next
        board (or bye) of a player whose name holds them; the table then has the
        focus, so a result can be typed at once.  False when nothing matched."""
        text = self.find.text().strip()
        row = self.row_for(text, self.table.currentIndex().row())
        if row is None:
            self.find.setStyleSheet("background: #fdd")
            return False
        self.find.setStyleSheet("")
        self.table.setCurrentIndex(self.model.index(row, RESULT_COLUMN))
        self.table.scrollTo(self.model.index(row, RESULT_COLUMN))
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True

    def row_for(self, text: str, after: int = -1) -> int | None:
        count = self.model.rowCount()
        if not text or not count:
            return None
        if text.isdigit():
            board = int(text)
            rows = [r for r in range(count) if self.model.item(r).board == board]
            return rows[0] if rows else None
        words = fold(text).split()  # case and accents aside (engine/folding.py)
        for step in range(1, count + 1):  # the next match after the current row, wrapping
            row = (after + step) % count
            cells = self.model.item(row).cells
            names = fold(f"{cells[2]} {cells[7]}")
            if all(word in names for word in words):
                return row
        return None
