"""Players › Change pairing numbers…: the players in pairing-number order, moved up or
down by hand (checklist Q147-154).  The service decides what the change needs: a
question when the new order is not the ranking order (level 3), two once round 1 is
paired (level 4), a refusal from round 4 on (C.04.2 2.3), shown by ui/warnings."""

from __future__ import annotations

from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QVBoxLayout)
from PySide6.QtCore import Qt

from arbiter_app.i18n import tr
from arbiter_app.ui.commands import Command
from arbiter_app.ui.dialogs.fields import lay_out


class PairingNumbersDialog(QDialog):
    """``players``: pairing number -> "name (rating)"; :meth:`order` gives the
    current numbers in their new order."""

    def __init__(self, players: dict[int, str], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Change pairing numbers"))
        self.list = QListWidget()
        for number in sorted(players):
            item = QListWidgetItem(f"{number}  {players[number]}")
            item.setData(Qt.ItemDataRole.UserRole, number)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        label = QLabel(tr("&Players in their new order (the first gets number 1):"))
        label.setBuddy(self.list)
        self.up = QPushButton(tr("Move &up"))
        self.down = QPushButton(tr("Move d&own"))
        self.up.clicked.connect(lambda: self.move(-1))
        self.down.clicked.connect(lambda: self.move(1))
        buttons = QVBoxLayout()
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addLayout(buttons)
        note = QLabel(tr("Before round 1 the numbers may change freely; after it only until "
                         "round 4 is paired (C.04.2 2.3-2.5), and the games of the paired "
                         "rounds follow their players."))
        note.setWordWrap(True)
        lay_out(self, label, row, note)

    def move(self, step: int) -> None:
        """The selected player one place up (``-1``) or down (``1``)."""
        row = self.list.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(to, item)
        self.list.setCurrentRow(to)

    def order(self) -> list[int]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.list.count())]


class ChangePairingNumbers(Command):
    """The players of ``order`` get 1, 2, ... in that order; undone by the inverse order
    (the automatic ranking before round 1 stays off)."""

    def __init__(self, session, order: list[int], confirm: bool = False) -> None:
        super().__init__(session, tr("change pairing numbers"))
        self.order, self.confirm = list(order), confirm
        self.mapping: dict[int, int] = {}

    def do(self, service):
        self.mapping, warnings = service.change_pairing_numbers(self.order,
                                                                confirm=self.confirm)
        return warnings

    def undo_op(self, service):
        if not self.mapping:
            return []
        # the player numbered k before now has mapping[k]: he gets k back
        return service.change_pairing_numbers([self.mapping[k] for k in sorted(self.mapping)],
                                              confirm=True)[1]
