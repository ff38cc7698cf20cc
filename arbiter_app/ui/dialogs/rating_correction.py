"""A result corrected for the rating report only (FIDE checklist Q192-193;
services/rating_corrections.py): the pairings and standings keep the result entered."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLineEdit, QSpinBox

from arbiter_app.engine.model import GameResult
from arbiter_app.i18n import tr
from arbiter_app.ui.dialogs.fields import lay_out
from arbiter_app.ui.models.rows import RESULT_MENU

NO_CORRECTION = None


class RatingCorrectionDialog(QDialog):
    """``values()``: (round, board, the result for the report or None to remove the
    correction, the reason); ``result`` is the one proposed."""

    def __init__(self, rounds: int, round_no: int = 1, board: int = 1, parent=None,
                 result: GameResult | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Correction for the rating report"))
        self.round = QSpinBox()
        self.round.setRange(1, max(rounds, 1))
        self.round.setValue(min(max(round_no, 1), max(rounds, 1)))
        self.board = QSpinBox()
        self.board.setRange(1, 9999)
        self.board.setValue(max(board, 1))
        self.outcome = QComboBox()
        for outcome, meaning in RESULT_MENU:
            if outcome.is_known:
                self.outcome.addItem(tr(meaning), outcome.value)
        self.outcome.addItem(tr("No correction (remove it)"), NO_CORRECTION)
        if result is not None and self.outcome.findData(result.value) >= 0:
            self.outcome.setCurrentIndex(self.outcome.findData(result.value))
        self.reason = QLineEdit()
        form = QFormLayout()
        form.addRow(tr("R&ound"), self.round)
        form.addRow(tr("&Board"), self.board)
        form.addRow(tr("Result for the &rating report"), self.outcome)
        form.addRow(tr("R&eason"), self.reason)
        lay_out(self, form)

    def values(self) -> tuple[int, int, GameResult | None, str]:
        data = self.outcome.currentData()
        return (self.round.value(), self.board.value(),
                GameResult(data) if data is not None else None, self.reason.text().strip())
