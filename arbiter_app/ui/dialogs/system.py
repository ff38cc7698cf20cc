"""Import a TRF file: the pairing system to go on with, and the tie-breaks
(a TRF16 file names neither)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel

from arbiter_app.services.settings import DEFAULT_TIEBREAKS
from arbiter_app.ui.dialogs.fields import TiebreakPicker, lay_out, refuse
from arbiter_app.ui.dialogs.tournament import system_combo
from arbiter_app.i18n import tr


class ImportDialog(QDialog):
    """``values()``: (system, tie-breaks) for :meth:`TournamentService.import_trf`."""

    def __init__(self, file_name: str, parent=None, system: str = "",
                 tiebreaks: list[str] | None = None) -> None:
        """``system``, ``tiebreaks``: what the file names (TRF-2026 records 192, 202),
        proposed instead of the defaults."""
        super().__init__(parent)
        self.setWindowTitle(tr('Import {file_name}', file_name=file_name))
        self.system = system_combo(system)
        self.tiebreak_picker = TiebreakPicker(list(tiebreaks or DEFAULT_TIEBREAKS))
        if system and tiebreaks:
            named = tr("The file names the pairing system and the tie-breaks: check them here.")
        elif system:
            named = tr("The file names the pairing system: check it here.")
        elif tiebreaks:
            named = tr("The file names the tie-breaks: check them here.")
        else:
            named = tr("A TRF16 file names neither the pairing system nor the tie-breaks: "
                       "choose them here.")
        note = QLabel(named + " " + tr("Both can be seen later in Tournament settings; the "
                                       "tie-breaks can also be changed there."))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(tr("Pairing &system"), self.system)
        form.addRow(tr("&Tie-breaks (tick, order)"), self.tiebreak_picker)
        lay_out(self, note, form, on_accept=self._accept)
        self.error = ""

    def _accept(self) -> None:
        self.error = ("" if self.system.currentData(Qt.ItemDataRole.UserRole)
                      else tr("No pairing system is available yet."))
        if not refuse(self, self.error):
            self.accept()

    def values(self) -> tuple[str, list[str]]:
        return (self.system.currentData(Qt.ItemDataRole.UserRole),
                self.tiebreak_picker.codes())
