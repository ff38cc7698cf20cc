"""Request (or cancel) a bye or an absence for a round not yet paired."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QSpinBox

from arbiter_app.engine.model import ByeKind
from arbiter_app.ui.dialogs.fields import lay_out
from arbiter_app.i18n import N_, tr

CHOICES = [
    (N_("half-point bye (H)"), ByeKind.HALF_POINT),
    (N_("absent, zero points (Z)"), ByeKind.ZERO_POINT),
    (N_("full-point bye (F)"), ByeKind.FULL_POINT),
    (N_("no bye: pair the player"), None),
]


class ByeDialog(QDialog):
    def __init__(self, player_label: str, first_round: int, last_round: int,
                 current: dict[int, ByeKind], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Requested bye"))
        self._current = current
        self.round = QSpinBox()
        self.round.setRange(first_round, max(first_round, last_round))
        self.kind = QComboBox()
        for text, _kind in CHOICES:
            self.kind.addItem(tr(text))  # Qt would hand a str-enum back as a plain str
        self.round.valueChanged.connect(self._show_current)
        form = QFormLayout()
        form.addRow(QLabel(player_label))
        form.addRow(tr("&Round"), self.round)
        form.addRow(tr("&Kind"), self.kind)
        lay_out(self, form)
        self._show_current(self.round.value())

    def _show_current(self, round_no: int) -> None:
        kind = self._current.get(round_no)
        rows = [row for row, (_text, choice) in enumerate(CHOICES) if choice == kind]
        self.kind.setCurrentIndex(rows[0] if kind is not None and rows else 0)

    def values(self) -> tuple[int, ByeKind | None]:
        return self.round.value(), CHOICES[self.kind.currentIndex()][1]
