"""Players › Forbidden pairs…: two players who shall not meet (checklist Q194-196),
or such a pair removed.  Before round 1; after it only outside FIDE mode (the
service says so, shown by ui/warnings)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLabel, QSpinBox

from arbiter_app.ui.dialogs.fields import lay_out
from arbiter_app.i18n import tr


class ForbiddenPairDialog(QDialog):
    def __init__(self, players: dict[int, str], pairs: list[tuple[int, int]],
                 parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Forbidden pairs"))
        numbers = sorted(players) or [1]
        self.first = QSpinBox()
        self.second = QSpinBox()
        for box in (self.first, self.second):
            box.setRange(min(numbers), max(numbers))
        self.second.setValue(min(max(numbers), min(numbers) + 1))
        self.remove = QCheckBox(tr("&Remove this pair (they may meet again)"))
        shown = "; ".join(f"{a} {players.get(a, '')} \u2013 {b} {players.get(b, '')}"
                          for a, b in pairs) or tr("none")
        self.current = QLabel(tr('Forbidden now: {shown}', shown=shown))
        self.current.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.current)
        form.addRow(tr("&First player (number)"), self.first)
        form.addRow(tr("Se&cond player (number)"), self.second)
        form.addRow(self.remove)
        lay_out(self, form)

    def values(self) -> tuple[int, int, bool]:
        """(first, second, remove)."""
        return self.first.value(), self.second.value(), self.remove.isChecked()
