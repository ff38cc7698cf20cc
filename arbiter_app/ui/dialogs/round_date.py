"""The date of one round (printed on its pairing list, written to the TRF)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout

from arbiter_app.ui.dialogs.fields import DateField, lay_out, refuse
from arbiter_app.i18n import tr


class RoundDateDialog(QDialog):
    """``value()``: the date as YYYY/MM/DD, or "" to clear it."""

    def __init__(self, round_no: int, current: str = "", parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr('Date of round {round_no}', round_no=round_no))
        self.date = DateField(current, optional=True)
        form = QFormLayout()
        form.addRow(tr('&Date of round {round_no}', round_no=round_no), self.date)
        lay_out(self, form, on_accept=self._accept)
        self.error = ""

    def _accept(self) -> None:
        self.error = self.date.problem(tr("Round date"))
        if not refuse(self, self.error):
            self.accept()

    def value(self) -> str:
        """YYYY/MM/DD, the spelling the file keeps (so an unchanged date is no change)."""
        date = self.date.date()
        return date.strftime("%Y/%m/%d") if date else ""
