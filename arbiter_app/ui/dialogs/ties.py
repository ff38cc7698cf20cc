"""How places still tied after the last tie-break are decided (FIDE checklist Q203-206;
services/ties.py): shared, the arbiter's order, or a drawing of lots."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QLineEdit, QRadioButton

from arbiter_app.i18n import tr
from arbiter_app.ui.dialogs.fields import lay_out, refuse

SHARED, ORDER, LOTS = "shared", "order", "lots"


class TiesDialog(QDialog):
    """``values()``: (SHARED | ORDER | LOTS, the pairing numbers of ORDER, the seed of
    LOTS or '' for a new one)."""

    def __init__(self, how: str = SHARED, order: list[int] | None = None, seed: str = "",
                 parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Tied places"))
        self.shared = QRadioButton(tr("&Shared places (C.07)"))
        self.ordered = QRadioButton(tr("The arbiter's &order of tied players:"))
        self.lots = QRadioButton(tr("A drawing of &lots, seed:"))
        self.order = QLineEdit(", ".join(map(str, order or [])))
        self.order.setPlaceholderText(tr("pairing numbers, e.g. 12, 5, 7"))
        self.seed = QLineEdit(seed)
        self.seed.setPlaceholderText(tr("empty: a new seed"))
        for field in (self.order, self.seed):  # room for the hint and a long list
            field.setMinimumWidth(280)
        {SHARED: self.shared, ORDER: self.ordered, LOTS: self.lots}[how].setChecked(True)
        self.order.textEdited.connect(lambda _text: self.ordered.setChecked(True))
        self.seed.textEdited.connect(lambda _text: self.lots.setChecked(True))
        form = QFormLayout()
        form.addRow(self.shared)
        form.addRow(self.ordered, self.order)
        form.addRow(self.lots, self.seed)
        lay_out(self, form, on_accept=self._accept)

    def numbers(self) -> list[int] | None:
        """The order typed (None: not a list of numbers)."""
        try:
            return [int(x) for x in self.order.text().replace(",", " ").split()]
        except ValueError:
            return None

    def _accept(self) -> None:
        problem = ""
        if self.ordered.isChecked() and not self.numbers():
            problem = tr("Type the pairing numbers of the tied players in their order, "
                         "e.g. 12, 5, 7.")
        if not refuse(self, problem):
            self.accept()

    def values(self) -> tuple[str, list[int], str]:
        how = ORDER if self.ordered.isChecked() else LOTS if self.lots.isChecked() else SHARED
        return how, self.numbers() or [], self.seed.text().strip()
