"""The date of one round (printed on its pairing list, written to the TRF)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QMessageBox, QVBoxLayout

from arbiter_app.ui.dialogs.fields import DateField


class RoundDateDialog(QDialog):
    """``value()``: the date as YYYY-MM-DD, or "" to clear it."""

    def __init__(self, round_no: int, current: str = "", parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Date of round {round_no}")
        self.date = DateField(current, optional=True)
        form = QFormLayout()
        form.addRow(f"&Date of round {round_no}", self.date)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.error = ""

    def _accept(self) -> None:
        self.error = self.date.problem("Round date")
        if self.error:
            QMessageBox.warning(self, self.windowTitle(), self.error)
            return
        self.accept()

    def value(self) -> str:
        return self.date.iso()
