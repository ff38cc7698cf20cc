"""Add or edit one team: its name, nickname and strength factor (TRF-2026 310); Enter saves.
The services check them (:func:`~arbiter_app.services.teams.entries.checked_team_fields`)."""

from __future__ import annotations

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QMessageBox,
                               QSpinBox, QVBoxLayout)

from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.teams.entries import (NAME_WIDTH, NICK_WIDTH, STRENGTH_MOST,
                                                checked_team_fields)
from arbiter_app.ui.dialogs.screen import fit_to_screen


class TeamDialog(QDialog):
    def __init__(self, parent=None, initial: dict | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(title or tr("Add team"))
        initial = initial or {}
        self.name = QLineEdit(initial.get("name", ""))
        self.name.setMaxLength(NAME_WIDTH)
        self.nickname = QLineEdit(initial.get("nickname", ""))
        self.nickname.setMaxLength(NICK_WIDTH)
        self.strength = QSpinBox()
        self.strength.setRange(0, STRENGTH_MOST)
        self.strength.setSpecialValueText(tr("none"))
        self.strength.setValue(int(initial.get("strength") or 0))
        self.strength.setToolTip(tr("The strength factor (TRF-2026 310), e.g. the average "
                                    "rating of the first boards: Teams \u203a Renumber by "
                                    "strength orders the teams by it"))
        form = QFormLayout()
        form.addRow(tr("&Name"), self.name)
        form.addRow(tr("Nic&kname"), self.nickname)
        form.addRow(tr("&Strength"), self.strength)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        fit_to_screen(self)

    def values(self) -> dict:
        return dict(name=" ".join(self.name.text().split()),
                    nickname=self.nickname.text().strip(), strength=self.strength.value())

    def _accept(self) -> None:
        try:
            checked_team_fields(**self.values())
        except ServiceError as exc:
            text = str(exc)
            QMessageBox.warning(self, self.windowTitle(), text[:1].upper() + text[1:] + ".")
            return
        self.accept()


__all__ = ["TeamDialog"]
