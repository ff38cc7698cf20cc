"""Manual pairing: swap players, edit or make pairs, move the bye.

Every change is validated at once (on the worker, by the services'
``validate_pairing``: the system's absolute criteria plus completeness); the
broken rule's number and text are shown on the board concerned.  Saving a
pairing that breaks a rule needs an explicit confirmation with a reason, in one
dialog (:class:`SavePairingDialog`).

The same dialog pairs the teams of a team event (issue #37): what differs is said by a
:class:`Competitors` (:data:`PLAYERS`, :data:`TEAMS`: the names, the rows' heading, how a
broken rule reads); the criteria come from the ``validate`` the window passes (the team
services' ``validate_team_pairing``: C.04.6's), and the window saves the result.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QListWidget, QPushButton, QSplitter, QTableView, QVBoxLayout,
                               QWidget)

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Board, Pairing, Violation
from arbiter_app.ui.qtcompat import emit
from arbiter_app.ui.dialogs.screen import fit_to_screen
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.i18n.message import Message, shown

HEADERS = (N_("Board"), N_("White"), N_("Black"), N_("Problems"))
#: a changed board's explanation: kept in English with the pairing (the tournament file,
#: the audit log), shown in the window's language (docs/languages.md)
SWAPPED = N_("swapped by the arbiter")
CHANGED = N_("changed by the arbiter")
MADE = N_("made by the arbiter")
GIVEN = N_("given by the arbiter")


def violation_text(violation: Violation, players: bool = True) -> str:
    """A broken rule as the dialog shows it: the rule's number, the checker's English text
    in the current language, and with ``players`` the players concerned."""
    text = tr("{rule}: {text}", rule=violation.rule, text=shown(violation.text))
    if players and violation.players:
        text += trn(" (player {players})", " (players {players})", len(violation.players),
                    players=", ".join(str(p) for p in violation.players))
    return text


def team_violation_shown(violation: Violation, players: bool = True) -> str:
    """A broken rule of a team pairing as the team services word it (C.04.6's article,
    the teams concerned with ``players``)."""
    from arbiter_app.services.teams.manual import team_violation_text
    return team_violation_text(violation if players else
                               Violation(violation.rule, violation.text, ()))


def player_label(t: Tournament, number: int) -> str:
    p = t.players.get(number)
    return f"{number} {p.name} ({p.rating})" if p else tr("{number} (not a player)",
                                                            number=number)


def team_label(t: Tournament, number: int) -> str:
    team = getattr(t, "teams", {}).get(number)
    return f"{number} {team.name}" if team is not None else tr("{number} (not a team)",
                                                                 number=number)


@dataclass(frozen=True)
class Competitors:
    """What the dialog calls the competitors it pairs, and how it shows them."""

    headers: tuple[str, ...]
    label: Callable[[Tournament, int], str]
    describe: Callable[[Violation, bool], str]  # a broken rule (with the competitors)
    exchange: str  # the button exchanging two
    make: str  # the button making a pair of two unpaired
    select_two: str  # said when the exchange lacks its two
    select_unpaired: str  # said when the pair lacks its two
    reason_example: str  # the save question's example of a reason
    cards: bool  # a pairing card to show


PLAYERS = Competitors(
    HEADERS, player_label, violation_text, N_("E&xchange two players"),
    N_("&Make pair of two unpaired"),
    N_("Select exactly two players (Ctrl+click) to exchange them."),
    N_("Select two players in the \u201cNot paired\u201d list (Ctrl+click)."),
    N_("for example: the players asked to replay"), True)
#: a team event's matches (issue #37): the teams, C.04.6's criteria, no pairing card
TEAMS = Competitors(
    (N_("Match"), N_("White"), N_("Black"), N_("Problems")), team_label,
    team_violation_shown, N_("E&xchange two teams"), N_("&Make a match of two unpaired"),
    N_("Select exactly two teams (Shift+arrow or Ctrl+click) to exchange them."),
    N_("Select two teams in the \u201cNot paired\u201d list (Ctrl+click)."),
    N_("for example: the captains agreed to replay"), False)


def explanation_shown(text: str) -> str:
    """A board's explanation in the current language: the engine's or the services'
    message, or the dialog's own mark (above)."""
    return shown(text) if isinstance(text, Message) else tr(text)


class OverrideModel(QAbstractTableModel):
    """Editable boards; a cell holds a pairing number (type a number to change it)."""

    edited = Signal()

    def __init__(self, t: Tournament, pairing: Pairing, parent=None,
                 competitors: Competitors = PLAYERS) -> None:
        super().__init__(parent)
        self.t = t
        self.competitors = competitors
        self.boards: list[list[Any]] = [[b.white, b.black, b.explanation] for b in pairing.boards]
        self.bye: int | None = pairing.bye
        self.bye_explanation = pairing.bye_explanation
        self.violations: list[Violation] = []

    # -- content -----------------------------------------------------------
    def label(self, number: int | None) -> str:
        if number is None:
            return ""
        return self.competitors.label(self.t, number)

    def pairing(self) -> Pairing:
        return Pairing([Board(w, b, e) for w, b, e in self.boards if w is not None and b is not None],
                       self.bye, self.bye_explanation if self.bye is not None else "")

    def paired(self) -> set[int]:
        found = {p for w, b, _ in self.boards for p in (w, b) if p is not None}
        if self.bye is not None:
            found.add(self.bye)
        return found

    def problems_of(self, row: int) -> list[Violation]:
        w, b, _ = self.boards[row]
        return [v for v in self.violations if w in v.players or b in v.players]

    def set_violations(self, violations: list[Violation]) -> None:
        self.violations = list(violations)
        if self.boards:
            emit(self.dataChanged, self.index(0, 0), self.index(len(self.boards) - 1, 3))

    # -- edits ---------------------------------------------------------------
    def _changed(self) -> None:
        emit(self.edited)

    def swap_colours(self, row: int) -> None:
        w, b, _ = self.boards[row]
        self.boards[row] = [b, w, SWAPPED]
        emit(self.dataChanged, self.index(row, 0), self.index(row, 3))
        self._changed()

    def exchange(self, first: tuple[int, int], second: tuple[int, int]) -> None:
        """Exchange the players of two cells (row, column 1 or 2)."""
        (r1, c1), (r2, c2) = first, second
        a, b = self.boards[r1][c1 - 1], self.boards[r2][c2 - 1]
        self.boards[r1][c1 - 1], self.boards[r2][c2 - 1] = b, a
        for r in {r1, r2}:
            self.boards[r][2] = CHANGED
        emit(self.dataChanged, self.index(0, 0), self.index(len(self.boards) - 1, 3))
        self._changed()

    def add_board(self, white: int | None = None, black: int | None = None) -> int:
        row = len(self.boards)
        self.beginInsertRows(QModelIndex(), row, row)
        self.boards.append([white, black, MADE])
        self.endInsertRows()
        self._changed()
        return row

    def remove_board(self, row: int) -> None:
        self.beginRemoveRows(QModelIndex(), row, row)
        del self.boards[row]
        self.endRemoveRows()
        self._changed()

    def set_bye(self, number: int | None) -> None:
        """Give the bye to ``number``; a board they were on loses them."""
        if number is not None:
            for row, (w, b, _) in enumerate(self.boards):
                if number in (w, b):
                    column = 0 if w == number else 1
                    self.boards[row][column] = self.bye  # the old bye holder takes the seat
                    self.boards[row][2] = CHANGED
        self.bye = number
        self.bye_explanation = GIVEN
        if self.boards:
            emit(self.dataChanged, self.index(0, 0), self.index(len(self.boards) - 1, 3))
        self._changed()

    # -- Qt --------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.boards)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.competitors.headers)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return tr(self.competitors.headers[section])
        return None

    def flags(self, index):
        base = super().flags(index)
        if index.column() in (1, 2):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        w, b, explanation = self.boards[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return row + 1
            if col in (1, 2):
                return self.label(self.boards[row][col - 1])
            return "; ".join(self.competitors.describe(v, False)
                             for v in self.problems_of(row))
        if role == Qt.ItemDataRole.EditRole and col in (1, 2):
            value = self.boards[row][col - 1]
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.BackgroundRole and self.problems_of(row):
            return QBrush(QColor(255, 210, 210))
        if role == Qt.ItemDataRole.ToolTipRole:
            problems = self.problems_of(row)
            if problems:
                return "\n".join(self.competitors.describe(v, True) for v in problems)
            return explanation_shown(explanation) if explanation else None
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() not in (1, 2):
            return False
        text = str(value).strip().split(" ")[0]
        if not text.isdigit():
            return False
        number = int(text)
        row, col = index.row(), index.column()
        self.boards[row][col - 1] = number
        self.boards[row][2] = CHANGED
        if self.bye == number:
            self.bye = None
        emit(self.dataChanged, self.index(row, 0), self.index(row, 3))
        self._changed()
        return True


class OverrideDialog(QDialog):
    """``validate(pairing, callback)`` checks a pairing off the GUI thread and
    calls ``callback(violations)``; ``show_card(number)`` opens a pairing card."""

    def __init__(self, t: Tournament, round_no: int, pairing: Pairing, to_pair: list[int],
                 validate: Callable[[Pairing, Callable[[list[Violation]], None]], None],
                 show_card: Callable[[int], None] | None = None, parent=None,
                 system: Pairing | None = None, competitors: Competitors = PLAYERS) -> None:
        super().__init__(parent)
        self.competitors = competitors
        self.setWindowTitle(tr('Manual pairing of round {round_no}', round_no=round_no))
        self.round_no = round_no
        #: the system's own pairing of the round where the window has it (a round not
        #: paired yet: the engine's proposal); the save question then lists how the
        #: pairing differs from it (Q69) and says so in ``differences_shown``
        self.system = system
        self.differences_shown = False
        self._validate = validate
        self._generation = 0
        self._show_card = show_card
        self.to_pair = list(to_pair)
        self.checked = False  # the current content has been validated
        self.accepted_violations = False
        self.reason = ""
        self.model = OverrideModel(t, pairing, self, competitors)
        self.model.edited.connect(self.revalidate)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setColumnWidth(1, 220)
        self.table.setColumnWidth(2, 220)
        self.unpaired = QListWidget(self)
        self.problems = QListWidget(self)
        self.status = QLabel(self)
        self.bye = QComboBox(self)
        self._filling_bye = False
        self.bye.currentIndexChanged.connect(self._bye_chosen)

        buttons = QHBoxLayout()
        actions = [(tr("Swap &colours"), self.swap_colours),
                   (tr(competitors.exchange), self.exchange_selected),
                   (tr(competitors.make), self.pair_unpaired),
                   (tr("&Remove board") if competitors.cards else tr("&Remove match"),
                    self.remove_board)]
        if competitors.cards:
            actions.append((tr("Pairing car&d"), self.card_of_selected))
        for text, slot in actions:
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch()
        bye_label = QLabel(tr("&Bye:"), self)
        bye_label.setBuddy(self.bye)
        buttons.addWidget(bye_label)
        buttons.addWidget(self.bye)

        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(QLabel(tr("Not paired:")))
        side_layout.addWidget(self.unpaired)
        splitter = QSplitter(self)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)

        self.save_button = QPushButton(tr("&Save pairing"), self)
        self.save_button.clicked.connect(self.save)
        cancel = QPushButton(tr("Cancel"), self)
        cancel.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(cancel)

        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(splitter, 3)
        layout.addWidget(QLabel(tr("Rules broken by this pairing:")))
        layout.addWidget(self.problems, 1)
        layout.addLayout(bottom)
        self.resize(980, 640)
        fit_to_screen(self)  # issue #35: the buttons stay on a small screen
        self._refresh_lists()
        self.revalidate()

    # -- selection helpers -----------------------------------------------------
    def _selected_player_cells(self) -> list[tuple[int, int]]:
        cells = sorted({(i.row(), i.column()) for i in self.table.selectedIndexes()
                        if i.column() in (1, 2)})
        return cells

    def _current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    # -- actions -----------------------------------------------------------------
    def swap_colours(self) -> None:
        row = self._current_row()
        if row >= 0:
            self.model.swap_colours(row)

    def exchange_selected(self) -> None:
        cells = self._selected_player_cells()
        if len(cells) != 2:
            self.status.setText(tr(self.competitors.select_two))
            return
        self.model.exchange(cells[0], cells[1])

    def pair_unpaired(self) -> None:
        chosen = [item.data(Qt.ItemDataRole.UserRole) for item in self.unpaired.selectedItems()]
        if len(chosen) != 2:
            self.status.setText(tr(self.competitors.select_unpaired))
            return
        self.model.add_board(chosen[0], chosen[1])

    def remove_board(self) -> None:
        row = self._current_row()
        if row >= 0:
            self.model.remove_board(row)

    def card_of_selected(self) -> None:
        cells = self._selected_player_cells() or (
            [(self._current_row(), 1)] if self._current_row() >= 0 else [])
        if cells and self._show_card is not None:
            row, col = cells[0]
            number = self.model.boards[row][col - 1]
            if number is not None:
                self._show_card(number)

    def _bye_chosen(self, index: int) -> None:
        if self._filling_bye or index < 0:
            return
        self.model.set_bye(self.bye.itemData(index))

    # -- validation ------------------------------------------------------------
    def _refresh_lists(self) -> None:
        paired = self.model.paired()
        self.unpaired.clear()
        from PySide6.QtWidgets import QListWidgetItem
        self.unpaired.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        for number in self.to_pair:
            if number not in paired:
                item = QListWidgetItem(self.model.label(number))
                item.setData(Qt.ItemDataRole.UserRole, number)
                self.unpaired.addItem(item)
        self._filling_bye = True
        self.bye.clear()
        self.bye.addItem(tr("no bye"), None)
        for number in self.to_pair:
            self.bye.addItem(self.model.label(number), number)
        self.bye.setCurrentIndex(max(0, self.bye.findData(self.model.bye))
                                 if self.model.bye is not None else 0)
        self._filling_bye = False

    def revalidate(self) -> None:
        self._refresh_lists()
        self.checked = False
        self._generation += 1
        generation = self._generation
        self.status.setText(tr("Checking the pairing\u2026"))
        self._validate(self.model.pairing(),
                       lambda violations: self._validated(generation, violations))

    def _validated(self, generation: int, violations: list[Violation]) -> None:
        if generation != self._generation:
            return  # an older check: the pairing changed since
        self.model.set_violations(violations)
        self.problems.clear()
        for violation in violations:
            self.problems.addItem(self.competitors.describe(violation, True))
        self.checked = True
        self.status.setText(tr("No rule is broken.") if not violations else
                            trn("{n} rule broken: saving needs your confirmation.",
                                "{n} rules broken: saving needs your confirmation.",
                                len(violations)))

    @property
    def violations(self) -> list[Violation]:
        return self.model.violations

    def pairing(self) -> Pairing:
        return self.model.pairing()

    # -- saving ----------------------------------------------------------------
    def confirm_violations(self, violations: list[Violation]) -> tuple[bool, str]:
        """Ask the arbiter, once (issue #35: one dialog, not three); returns
        (confirmed, reason).  The window's ``run_dialog`` shows it when there is one."""
        from arbiter_app.services.pairings import differences
        manual = self.pairing()
        diff = differences(self.system, manual) if self.system is not None else None
        dialog = SavePairingDialog(self.round_no, self.model.t.system,
                                   [self.competitors.describe(v, True) for v in violations],
                                   self, diff, self.system,
                                   tr(self.competitors.reason_example))
        self.differences_shown = bool(diff)
        run = getattr(self.parent(), "run_dialog", None)
        accepted = run(dialog) if run is not None else (
            dialog.exec() == QDialog.DialogCode.Accepted)
        return bool(accepted), dialog.reason.text().strip()

    def save(self) -> None:
        if not self.checked:
            self.status.setText(tr("Still checking the pairing; save again in a moment."))
            return
        if self.violations:
            confirmed, reason = self.confirm_violations(self.violations)
            if not confirmed:
                self.status.setText(tr("Not saved: the pairing breaks the rules listed below."))
                return
            # the reason goes to the audit log, which stays English (docs/languages.md)
            self.accepted_violations, self.reason = True, reason or "confirmed by the arbiter"
        self.accept()


class SavePairingDialog(QDialog):
    """The one question before a manual pairing that breaks rules is saved: what it
    breaks, in plain words, and the reason for the audit log.  Cancel is the default."""

    def __init__(self, round_no: int, system: str, broken: list[str], parent=None,
                 differences: list[str] | None = None, proposal: Pairing | None = None,
                 example: str = "") -> None:
        super().__init__(parent)
        from arbiter_app.engine.systems.registry import system_title
        self.setWindowTitle(tr("Save the manual pairing of round {round_no}",
                               round_no=round_no))
        head = QLabel(tr("This pairing of round {round_no} is not the one the {system} makes, "
                         "and it breaks these rules:", round_no=round_no,
                         system=tr(system_title(system))), self)
        head.setWordWrap(True)
        self.broken = QListWidget(self)
        self.broken.setWordWrap(True)
        self.broken.addItems(broken)
        note = QLabel(tr("Save it anyway? It is written to the audit log with your reason and "
                         "the differences from the system's pairing."), self)
        note.setWordWrap(True)
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(example or tr(PLAYERS.reason_example))
        reason = QFormLayout()
        reason.addRow(tr("&Reason:"), self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.save_button.setText(tr("&Save"))  # Alt+S once the reason is typed
        self.save_button.setAutoDefault(False)
        self.cancel_button.setDefault(True)  # Enter does not save a broken pairing
        self.setMinimumWidth(min(560, self.screen().availableGeometry().width() - 40)
                             if self.screen() is not None else 560)
        # Q69: how it differs from the system's pairing, and the system's boards
        shown: list = [head, self.broken]
        self.differences = QListWidget(self)
        self.differences.setWordWrap(True)
        if differences:
            self.differences.addItems(differences)
            boards = ", ".join(f"{b.white}-{b.black}" for b in proposal.boards)
            if proposal.bye is not None:
                boards += tr(", bye {player}", player=proposal.bye)
            title = QLabel(tr("It differs from the system's pairing ({boards}):",
                              boards=boards), self)
            title.setWordWrap(True)
            shown += [title, self.differences]
        else:
            self.differences.hide()
        layout = QVBoxLayout(self)
        for widget in shown + [note]:
            layout.addWidget(widget)
        layout.addLayout(reason)
        layout.addWidget(buttons)
        self.reason.setFocus()  # the reason is typed first
