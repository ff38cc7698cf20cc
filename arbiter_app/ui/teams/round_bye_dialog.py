"""A team's bye or absence in a round not paired yet (TRF-2026 240 with team numbers): a
full-point bye, a half-point bye, an absence, or none (the team is paired).  The
pairing-allocated bye is the system's (C.04.6 3.4)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QSpinBox

from arbiter_app.engine.model import ByeKind
from arbiter_app.i18n import N_, tr
from arbiter_app.ui.dialogs.fields import lay_out

CHOICES = [
    (N_("half-point bye (H)"), ByeKind.HALF_POINT),
    (N_("absent, zero points (Z)"), ByeKind.ZERO_POINT),
    (N_("full-point bye (F)"), ByeKind.FULL_POINT),
    (N_("no bye: pair the team"), None),
]


class TeamByeDialog(QDialog):
    """``teams``: number -> label; ``current``: (round, team) -> the bye requested."""

    def __init__(self, teams: dict[int, str], first_round: int, last_round: int,
                 current: dict[tuple[int, int], ByeKind], team: int | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Team bye / absence"))
        self._current = current
        self.team = QComboBox()
        for number, label in sorted(teams.items()):
            self.team.addItem(label, number)
        if team is not None:
            self.team.setCurrentIndex(max(0, self.team.findData(team)))
        self.round = QSpinBox()
        self.round.setRange(first_round, max(first_round, last_round))
        self.kind = QComboBox()
        for text, _kind in CHOICES:
            self.kind.addItem(tr(text))
        self.round.valueChanged.connect(self._show_current)
        self.team.currentIndexChanged.connect(self._show_current)
        form = QFormLayout()
        form.addRow(tr("T&eam"), self.team)
        form.addRow(tr("&Round"), self.round)
        form.addRow(tr("&Kind"), self.kind)
        lay_out(self, form)
        self._show_current()

    def _show_current(self, *_args) -> None:
        kind = self._current.get((self.round.value(), self.team.currentData()))
        rows = [row for row, (_text, choice) in enumerate(CHOICES) if choice == kind]
        self.kind.setCurrentIndex(rows[0] if kind is not None and rows else 0)

    def values(self) -> tuple[int, int, ByeKind | None]:
        """(team, round, the bye; None: no bye)."""
        return (int(self.team.currentData()), self.round.value(),
                CHOICES[self.kind.currentIndex()][1])


__all__ = ["TeamByeDialog"]
