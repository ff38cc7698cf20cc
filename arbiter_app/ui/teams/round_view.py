"""A team round's tab: its matches, each opening to its boards, with keyboard result entry.

Arrows move; Right or Enter opens a match (Enter goes to its first board), Left closes it.
On a board, the individual round tab's keys (:data:`~arbiter_app.ui.models.rows.RESULT_KEYS`:
1, 0, =, + or -, *, ?) enter its result and move to the next board, Delete clears it, the
menu key lists every outcome.  On a match, + (the white team wins), - (the black team wins)
or * (neither) record a forfeited match, Delete cancels it, the menu key lists them.  The
explanation of each match (the article of C.04.6 that decided it) is its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QMenu, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from arbiter_app.engine.model import GameResult
from arbiter_app.i18n import N_, day, tr, trn
from arbiter_app.ui.models.rows import RESULT_KEYS, RESULT_MENU, RESULT_TEXT
from arbiter_app.ui.qtcompat import emit
from arbiter_app.ui.teams.match_rows import COLUMNS, RESULT, BoardRow, MatchRow, match_rows
from arbiter_app.ui.views.rounds import CLEAR_KEYS, is_menu_key

#: on a match row: key -> the forfeited match's code (TRF-2026 330)
FORFEIT_KEYS = {"+": "+-", "-": "-+", "*": "--"}
#: the forfeited match's menu
FORFEIT_MENU = (("+-", N_("The white team wins by forfeit")),
                ("-+", N_("The black team wins by forfeit")),
                ("--", N_("Neither team played (double forfeit)")),
                ("", N_("Played after all (cancel the forfeit)")))
KEY = Qt.ItemDataRole.UserRole  # (match, board): board 0 for a match row, match 0 for a bye


class MatchTree(QTreeWidget):
    """The matches and their boards (see the module)."""

    board_result_typed = Signal(int, int, object)  # match, board, GameResult
    forfeit_typed = Signal(int, str)  # match, code ("": cancel)
    player_activated = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setColumnCount(len(COLUMNS))
        self.setHeaderLabels([tr(text) for text in COLUMNS])
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.setExpandsOnDoubleClick(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(lambda pos: self.show_menu(self.itemAt(pos)))
        self.rows: dict[int, MatchRow] = {}
        self._menu: QMenu | None = None

    # -- what is where -------------------------------------------------------------------
    @staticmethod
    def key_of(item: QTreeWidgetItem | None) -> tuple[int, int] | None:
        return tuple(item.data(0, KEY)) if item is not None else None

    def board_of(self, item) -> BoardRow | None:
        key = self.key_of(item)
        if key is None or not key[0] or not key[1]:
            return None
        row = self.rows.get(key[0])
        return row.boards[key[1] - 1] if row is not None and key[1] <= len(row.boards) else None

    def match_of(self, item) -> MatchRow | None:
        key = self.key_of(item)
        return self.rows.get(key[0]) if key is not None and key[0] and not key[1] else None

    def item_for(self, match: int, board: int = 0) -> QTreeWidgetItem | None:
        for i in range(self.topLevelItemCount()):
            top = self.topLevelItem(i)
            if self.key_of(top) == (match, 0):
                if not board:
                    return top
                return top.child(board - 1) if board <= top.childCount() else None
        return None

    def current_key(self):
        """None: the main window's "player selected" is a competitor (a team in a team
        event), never a player of a board (:meth:`board_of` gives those)."""
        return None

    def go_to(self, match: int, board: int = 0) -> bool:
        item = self.item_for(match, board)
        if item is None:
            return False
        if board:
            item.parent().setExpanded(True)
        self.setCurrentItem(item, RESULT)
        self.scrollToItem(item)
        return True

    def next_board(self, match: int, board: int) -> None:
        """The cursor to the board after (match, board), into the next match's first
        board after a match's last (opening it)."""
        row = self.rows.get(match)
        if row is not None and board < len(row.boards):
            self.go_to(match, board + 1)
            return
        for number in sorted(self.rows):
            if number > match and self.rows[number].boards and not self.rows[number].forfeited:
                self.go_to(number, 1)
                return

    # -- keys --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        item = self.currentItem()
        text = event.text()
        board = self.board_of(item)
        match = self.match_of(item)
        if board is not None and board.result is not None:
            result = RESULT_KEYS.get(text)
            if result is None and event.key() in CLEAR_KEYS:
                result = GameResult.PENDING
            if result is not None:
                self.enter(board, result)
                event.accept()
                return
        if match is not None and match.match:
            code = FORFEIT_KEYS.get(text)
            if code is None and event.key() in CLEAR_KEYS and match.forfeited:
                code = ""
            if code is not None:
                emit(self.forfeit_typed, match.match, code)
                event.accept()
                return
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if match.boards:
                    self.go_to(match.match, 1)
                event.accept()
                return
        if board is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            number = board.white or board.black
            if number:
                emit(self.player_activated, number)
            event.accept()
            return
        if is_menu_key(event):
            self.show_menu(item)
            event.accept()
            return
        super().keyPressEvent(event)

    def enter(self, board: BoardRow, result: GameResult) -> None:
        emit(self.board_result_typed, board.match, board.board, result)
        self.next_board(board.match, board.board)

    def show_result(self, match: int, board: int, result: GameResult) -> None:
        """A result typed is shown at once; the file's follows with the next snapshot."""
        item = self.item_for(match, board)
        if item is not None:
            item.setText(RESULT, RESULT_TEXT[result])

    # -- the menus ---------------------------------------------------------------------
    def menu_for(self, item) -> QMenu | None:
        board, match = self.board_of(item), self.match_of(item)
        if board is not None and board.result is not None:
            menu = QMenu(tr("Result of board {board}", board=board.board), self)
            for result, meaning in RESULT_MENU:
                meaning, shown = tr(meaning), RESULT_TEXT[result]
                label = f"{shown}\t{meaning}" if shown and shown != meaning.lower() else meaning
                menu.addAction(label).triggered.connect(
                    lambda _c=False, r=result, b=board: self.enter(b, r))
            return menu
        if match is not None and match.match:
            menu = QMenu(tr("Match {match}", match=match.match), self)
            for code, meaning in FORFEIT_MENU:
                if code == "" and not match.forfeited:
                    continue
                label = f"{code}\t{tr(meaning)}" if code else tr(meaning)
                menu.addAction(label).triggered.connect(
                    lambda _c=False, c=code, m=match.match: emit(self.forfeit_typed, m, c))
            return menu
        return None

    def show_menu(self, item) -> None:
        item = item or self.currentItem()
        if self._menu is not None and self._menu.isVisible():
            return
        menu = self.menu_for(item)
        if menu is None:
            return
        if self._menu is not None:
            self._menu.deleteLater()
        self._menu = menu
        rect = self.visualItemRect(item)
        menu.popup(self.viewport().mapToGlobal(rect.center()))

    # -- filling -----------------------------------------------------------------------
    def set_rows(self, rows: list[MatchRow]) -> None:
        """Show ``rows``, keeping the matches opened and the cursor's place."""
        opened = {self.key_of(self.topLevelItem(i))[0] for i in range(self.topLevelItemCount())
                  if self.topLevelItem(i).isExpanded()}
        current = self.key_of(self.currentItem())
        first = not self.rows and not self.topLevelItemCount()
        self.rows = {row.match: row for row in rows if row.match}
        self.clear()
        for row in rows:
            top = QTreeWidgetItem([str(c) for c in row.cells])
            top.setData(0, KEY, (row.match or 0, 0))
            bold = top.font(0)
            bold.setBold(True)
            for column in range(len(COLUMNS)):
                top.setFont(column, bold)
                if row.explanation:
                    top.setToolTip(column, row.explanation)
            for column in (RESULT, len(COLUMNS) - 1):
                top.setTextAlignment(column, Qt.AlignmentFlag.AlignCenter)
            for board in row.boards:
                child = QTreeWidgetItem([str(c) for c in board.cells])
                child.setData(0, KEY, (board.match, board.board))
                child.setTextAlignment(RESULT, Qt.AlignmentFlag.AlignCenter)
                for column in (2, 5):
                    child.setTextAlignment(column, Qt.AlignmentFlag.AlignRight
                                           | Qt.AlignmentFlag.AlignVCenter)
                if row.explanation:
                    for column in range(len(COLUMNS)):
                        child.setToolTip(column, row.explanation)
                top.addChild(child)
            self.addTopLevelItem(top)
            if row.match in opened:
                top.setExpanded(True)
        if first:
            self._fit()
        if current is not None and self.item_for(*current) is not None:
            self.go_to(*current)
        elif self.topLevelItemCount():
            self.setCurrentItem(self.topLevelItem(0), RESULT)

    def _fit(self) -> None:
        header = self.header()
        for column in range(len(COLUMNS)):
            self.resizeColumnToContents(column)
        header.setStretchLastSection(False)
        for column in (1, 4):  # the names take the free width
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        metrics = self.fontMetrics()
        widest = max(metrics.horizontalAdvance(tr(text)) for text in RESULT_TEXT.values())
        header.resizeSection(RESULT, max(header.sectionSize(RESULT), widest + 40,
                                         metrics.horizontalAdvance(
                                             tr("won by forfeit (empty board)")) + 16))
        header.resizeSection(0, max(header.sectionSize(0), 70))


class TeamRoundView(QWidget):
    """The tab of round ``round_no`` of a team event."""

    board_result_entered = Signal(int, int, int, object)  # round, match, board, GameResult
    forfeit_entered = Signal(int, int, str)  # round, match, code ("": cancelled)
    player_activated = Signal(int)

    def __init__(self, round_no: int, parent=None) -> None:
        super().__init__(parent)
        self.round_no = round_no
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.table = MatchTree(self)
        self.table.board_result_typed.connect(
            lambda match, board, result: emit(self.board_result_entered, self.round_no,
                                              match, board, result))
        self.table.forfeit_typed.connect(
            lambda match, code: emit(self.forfeit_entered, self.round_no, match, code))
        self.table.player_activated.connect(self.player_activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)

    def show_snapshot(self, snapshot) -> None:
        pairings = getattr(snapshot, "pairings", None) or {}
        self.show_rows(snapshot.tournament, match_rows(snapshot.tournament, self.round_no,
                                                       pairings.get(self.round_no)))

    set_snapshot = show_snapshot  # the main window fills its tabs through set_snapshot

    def show_rows(self, t, rows: list[MatchRow]) -> None:
        self.table.set_rows(rows)
        matches = [row for row in rows if row.match]
        open_ = sum(1 for row in matches if row.result is GameResult.PENDING)
        boards = sum(1 for row in matches for b in row.boards
                     if b.result is GameResult.PENDING)
        counts = (trn("{count} match", "{count} matches", len(matches), count=len(matches))
                  + ", " + (trn("{count} board to enter", "{count} boards to enter", boards,
                                count=boards) if open_ else tr("all results in")))
        date = t.rounds[self.round_no - 1].date
        self.heading.setText(tr(
            "{round}: {counts}. {help}",
            round=tr("Round {round_no}", round_no=self.round_no)
            + (f" ({day(date)})" if date else ""), counts=counts,
            help=tr("Right or Enter opens a match. On a board type 1, 0, = (draw), + or - "
                    "(forfeit), * (double forfeit); Delete clears. On a match, +, - or * "
                    "records a forfeited match; the menu key lists every choice.")))


__all__ = ["FORFEIT_KEYS", "MatchTree", "TeamRoundView"]
