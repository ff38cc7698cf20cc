"""Settings › Language: the language of Arbiter's windows (issue #27).

The choice is kept with the arbiter's preferences (services.preferences) and shown from
the next start; "as the operating system" follows the system's language.  The language
of a tournament's printouts is one of the tournament's settings (docs/languages.md)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel

from arbiter_app.i18n import LANGUAGES, tr
from arbiter_app.ui.dialogs.fields import lay_out


class LanguageDialog(QDialog):
    """``value()``: the code chosen ("fr"), or "" for the operating system's language."""

    def __init__(self, current: str | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Language"))
        self.language = QComboBox()
        self.language.addItem(tr("As the operating system"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)  # each language by its own name
        self.language.setCurrentIndex(max(self.language.findData(current or ""), 0))
        form = QFormLayout()
        form.addRow(tr("&Language of the windows"), self.language)
        note = QLabel(tr("Arbiter shows the language chosen from its next start. The language "
                         "of a tournament's printouts and web pages is one of its settings "
                         "(File \u203a Tournament settings)."))
        note.setWordWrap(True)
        lay_out(self, form, note)

    def value(self) -> str:
        return self.language.currentData() or ""


__all__ = ["LanguageDialog"]
