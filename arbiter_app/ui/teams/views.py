"""A team event's tabs (issue #37, point 6): Teams (the teams, and the selected team's roster
in board order), team standings, board standings and the crosstable of teams.  Each shows
the rows of a :class:`~arbiter_app.ui.teams.snapshot.TeamSnapshot`.

Keyboard: Ctrl+F the find box above the teams (a team's number, or words of its name, its
nickname or a roster player's name; Enter edits the first team found, Down goes to the
table); in the teams' table Enter edits the team, Del removes it, Ins adds one; in the
roster Enter edits the player, Del removes him, Ins adds one, Ctrl+Up/Down move him
(the window's Teams menu has the same actions and shortcuts)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QSplitter, QVBoxLayout, QWidget

from arbiter_app.i18n import tr
from arbiter_app.i18n.message import shown as composed_shown
from arbiter_app.ui.models.table import FOREGROUND, KEY_ROLE, RowsModel
from arbiter_app.ui.qtcompat import emit
from arbiter_app.ui.teams.snapshot import BOARD_HEADERS, ROSTER_HEADERS, TEAM_HEADERS
from arbiter_app.ui.views.tables import FastTable

STATUS_COLUMN = len(TEAM_HEADERS) - 1


def fit(table: FastTable, stretched: str) -> None:
    """Columns sized from their first rows; the column headed ``stretched`` (the team's or
    the player's name) takes the free width, not the last one."""
    from PySide6.QtWidgets import QHeaderView
    table.fit_columns()
    model = table.model()
    model = model.sourceModel() if hasattr(model, "sourceModel") else model
    headers = model.headers() if hasattr(model, "headers") else []
    if stretched in headers:
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(headers.index(stretched), QHeaderView.ResizeMode.Stretch)


class TeamsModel(RowsModel):
    numeric_columns = frozenset({0, 3, 4})
    extra_roles = frozenset({FOREGROUND})

    def __init__(self, parent=None) -> None:
        super().__init__(TEAM_HEADERS, parent)

    def style(self, row: int, column: int, role: int) -> Any:
        if getattr(self.row(row)[STATUS_COLUMN], "withdrawn", False):  # snapshot.TeamStatus
            from arbiter_app.ui.models.players import _grey
            return _grey()
        return None


class TeamsFilter(QSortFilterProxyModel):
    """The teams whose number is the text typed, else whose name, nickname or roster
    players' names hold every word typed (case and accents aside, as the players' filter)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.search: dict[int, str] = {}
        self._words: list[str] = []
        self._number: int | None = None

    def set_text(self, text: str) -> None:
        from arbiter_app.engine.folding import fold
        if hasattr(self, "beginFilterChange"):  # Qt >= 6.9
            self.beginFilterChange()
        text = fold(text.strip())
        self._words = text.split()
        self._number = int(text) if text.isdigit() else None
        if hasattr(self, "endFilterChange"):
            self.endFilterChange()
        else:
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row, source_parent) -> bool:
        if not self._words:
            return True
        number = self.sourceModel().key(source_row)
        if self._number is not None and self._number in self.search:
            return number == self._number
        found = self.search.get(number, "")
        return all(word in found for word in self._words)


class RosterModel(RowsModel):
    numeric_columns = frozenset({0, 1, 3})

    def __init__(self, parent=None) -> None:
        super().__init__(ROSTER_HEADERS, parent)


class TeamsView(QWidget):
    """The teams above, the selected team's roster below."""

    #: (what, key): what is "team" or "player"; Enter, Del and Ins on a table
    edit_requested = Signal(str, int)
    delete_requested = Signal(str, int)
    add_requested = Signal(str)
    #: a roster player moved: (player, -1 up / +1 down)
    move_requested = Signal(int, int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.snapshot = None
        self.model = TeamsModel(self)
        self.proxy = TeamsFilter(self)
        self.proxy.setSourceModel(self.model)
        self.find = QLineEdit(self)
        self.find.setPlaceholderText(tr("Find: a team's number, or words of its name, its "
                                        "nickname or a player's name (Ctrl+F)"))
        self.find.setClearButtonEnabled(True)
        self.find.setAccessibleName(tr("Find a team"))
        self.find.textChanged.connect(self._find)
        self.find.returnPressed.connect(self._edit_found)
        self.find.installEventFilter(self)
        self.table = FastTable(self)
        self.table.setModel(self.proxy)
        self.table.setAccessibleName(tr("Teams"))
        self.roster_model = RosterModel(self)
        self.roster = FastTable(self)
        self.roster.setModel(self.roster_model)
        self.roster.setAccessibleName(tr("Roster"))
        self.roster_label = QLabel(self)
        self.table.selectionModel().currentRowChanged.connect(self._team_changed)
        for table in (self.table, self.roster):
            table.installEventFilter(self)
        lower = QWidget(self)
        below = QVBoxLayout(lower)
        below.setContentsMargins(0, 0, 0, 0)
        below.addWidget(self.roster_label)
        below.addWidget(self.roster)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(lower)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.find)
        layout.addWidget(self.splitter)
        self._fitted = False

    def _find(self, text: str) -> None:
        self.proxy.set_text(text)
        if self.proxy.rowCount():  # the first team found is selected: Enter edits it
            self.table.setCurrentIndex(self.proxy.index(0, 0))
        else:
            self._show_roster()

    def _edit_found(self) -> None:
        number = self.current_team()
        if number is not None and self.proxy.rowCount():
            emit(self.edit_requested, "team", number)

    def set_snapshot(self, snapshot) -> None:
        current = self.current_team()
        self.snapshot = snapshot
        self.proxy.search = dict(getattr(snapshot, "team_search", {}))
        self.model.set_rows(snapshot.team_rows, [r[0] for r in snapshot.team_rows])
        self.proxy.set_text(self.find.text())
        if not self._fitted and self.model.rowCount():
            fit(self.table, tr("Team"))
            self._fitted = True
        if current is None and self.proxy.rowCount():
            current = self.proxy.index(0, 0).data(KEY_ROLE)
        if current is not None:
            self.select_team(current)
        self._show_roster()

    def current_team(self) -> int | None:
        return self.table.current_key()

    def current_roster_player(self) -> int | None:
        return self.roster.current_key()

    def select_team(self, number: int) -> None:
        row = self.model.row_of(number)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not index.isValid():  # found by no find text: shown again
            self.find.clear()
            index = self.proxy.mapFromSource(self.model.index(row, 0))
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)

    def select_roster_player(self, number: int) -> None:
        row = self.roster_model.row_of(number)
        if row >= 0:
            self.roster.setCurrentIndex(self.roster_model.index(row, 0))

    def _team_changed(self, *_args) -> None:
        self._show_roster()

    def _show_roster(self) -> None:
        number = self.current_team()
        if self.snapshot is None or number is None or number not in self.snapshot.tournament.teams:
            self.roster_model.set_rows([], [])
            self.roster_label.setText(tr("Roster (board order): no team selected"))
            return
        player = self.current_roster_player()
        rows = self.snapshot.roster_rows(number)
        self.roster_model.set_rows(rows, [r[1] for r in rows])
        team = self.snapshot.tournament.teams[number]
        self.roster_label.setText(tr("Roster of team {number} {name}, in board order "
                                     "(Ctrl+Up / Ctrl+Down move a player)",
                                     number=number, name=team.name))
        if rows:
            fit(self.roster, tr("Name"))
        if player is not None:
            self.select_roster_player(player)

    def reset(self) -> None:
        self.snapshot = None
        self.find.clear()
        self.model.set_rows([], [])
        self.roster_model.set_rows([], [])
        self._fitted = False

    def eventFilter(self, watched, event) -> bool:
        if (watched is self.find and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Down):  # from the find box to the teams
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if event.type() == QEvent.Type.KeyPress and watched in (self.table, self.roster):
            what = "team" if watched is self.table else "player"
            key = (self.current_team() if watched is self.table
                   else self.current_roster_player())
            ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
            if watched is self.roster and ctrl and event.key() in (Qt.Key.Key_Up,
                                                                   Qt.Key.Key_Down):
                if key is not None:
                    emit(self.move_requested, key, -1 if event.key() == Qt.Key.Key_Up else 1)
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and key is not None:
                emit(self.edit_requested, what, key)
                return True
            if event.key() == Qt.Key.Key_Delete and not event.modifiers() and key is not None:
                emit(self.delete_requested, what, key)
                return True
            if event.key() == Qt.Key.Key_Insert and not event.modifiers():
                emit(self.add_requested, what)
                return True
        return super().eventFilter(watched, event)


class TeamStandingsModel(RowsModel):
    numeric_columns = frozenset({1})
    numeric_from = 3


class _NotedTable(QWidget):
    """A note above a table of ``model``'s rows (the team standings, board standings and
    crosstable tabs)."""

    def __init__(self, model, note: str = "", parent=None) -> None:
        super().__init__(parent)
        self.model = model
        model.setParent(self)
        self.note = QLabel(note, self)
        self.note.setWordWrap(True)
        self.table = FastTable(self)
        self.table.setModel(self.model)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.note)
        layout.addWidget(self.table)


class TeamStandingsView(_NotedTable):
    """Rank, team, the primary and secondary scores, then the event's tie-breaks."""

    def __init__(self, parent=None) -> None:
        super().__init__(TeamStandingsModel(), "", parent)

    def set_snapshot(self, snapshot) -> None:
        rows = snapshot.team_standing_rows
        self.model.set_rows(rows, [r[1] for r in rows], headers=snapshot.team_standing_headers)
        table = snapshot.team_table
        done = table.rounds if table is not None else 0
        labels = table.labels() if table is not None else []
        from arbiter_app.ui.views.standings import rules_in_force
        self.note.setText((tr("After round {round} (rounds with every result in)", round=done)
                           if done else tr("Before round 1"))
                          + (tr("; tie-breaks: {list} ({rules})", list=", ".join(labels),
                                rules=rules_in_force(snapshot))
                             if labels else tr("; score only (no tie-breaks computed)"))
                          + "".join("\n" + composed_shown(note) for note in snapshot.team_notes))
        fit_key = (tuple(snapshot.team_standing_headers), bool(rows))
        if fit_key != getattr(self, "_fit_key", None):
            fit(self.table, tr("Team"))
            self._fit_key = fit_key


class BoardStandingsModel(RowsModel):
    numeric_columns = frozenset({0, 1, 2, 5, 6, 7, 8, 9, 10, 11})


class BoardStandingsView(_NotedTable):
    """Each board's players (C.07 2026 board prizes): points, games over the board, the
    opponents' average rating and the performance."""

    def __init__(self, parent=None) -> None:
        super().__init__(BoardStandingsModel(BOARD_HEADERS),
                         tr("Each board's players: points (forfeits included), games over "
                            "the board and their score, the opponents' average rating "
                            "(ARO) and the performance (TPR)"), parent)

    def set_snapshot(self, snapshot) -> None:
        rows = snapshot.board_rows
        self.model.set_rows(rows, [r[2] for r in rows])
        if rows and not getattr(self, "_fitted", False):
            self.table.fit_columns()
            self._fitted = True


class TeamCrosstableModel(RowsModel):
    numeric_columns = frozenset({0, 1})

    def alignment(self, column: int) -> int | None:
        if column >= self.columnCount() - 2:  # match and game points
            from arbiter_app.ui.models.table import RIGHT
            return RIGHT
        return super().alignment(column)


class TeamCrosstableView(_NotedTable):
    def __init__(self, parent=None) -> None:
        super().__init__(TeamCrosstableModel(),
                         tr("Per round: the opponent's rank, the colour of the first board "
                            "and the game points scored"), parent)

    def set_snapshot(self, snapshot) -> None:
        headers, rows = snapshot.team_cross
        self.model.set_rows(rows, [r[1] for r in rows], headers=headers)
        fit_key = (tuple(headers), bool(rows))
        if fit_key != getattr(self, "_fit_key", None):
            fit(self.table, tr("Team"))
            self._fit_key = fit_key


__all__ = ["BoardStandingsView", "TeamCrosstableView", "TeamStandingsView", "TeamsView"]
