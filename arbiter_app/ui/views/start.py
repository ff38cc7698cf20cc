"""The start page: new tournament, open, import TRF, recent files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from arbiter_app.ui.qtcompat import emit
from arbiter_app.i18n import tr


class StartPage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    import_requested = Signal()
    recent_chosen = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        title = QLabel(tr("<h1>Arbiter</h1><p>Run a FIDE Swiss tournament of players or of "
                          "teams: entries, pairings, results, standings. Everything is saved "
                          "the moment you enter it.</p>"))
        title.setWordWrap(True)
        buttons = QHBoxLayout()
        for text, signal in ((tr("&New tournament\u2026"), self.new_requested),
                             (tr("&Open tournament\u2026"), self.open_requested),
                             (tr("&Import TRF\u2026"), self.import_requested)):
            button = QPushButton(text)
            button.setMinimumHeight(40)
            button.clicked.connect(signal)
            buttons.addWidget(button)
        self.recent = QListWidget()
        # Enter and double-click both activate the item: this is the only place a
        # recent file is opened from (the list passes Enter on to its parent as
        # well, and a second handler there opened the file twice: the second open
        # found the first one's lock and showed it read-only, issue #35)
        self.recent.itemActivated.connect(
            lambda item: emit(self.recent_chosen, item.data(Qt.ItemDataRole.UserRole)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addWidget(title)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(tr("Recent tournaments (Enter or double-click to open):")))
        layout.addWidget(self.recent, 1)

    def set_recent(self, paths: list[Path]) -> None:
        self.recent.clear()
        for path in paths:
            item = QListWidgetItem(f"{Path(path).name}  \u2014  {Path(path).parent}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.recent.addItem(item)
        if self.recent.count():
            self.recent.setCurrentRow(0)
        self.focus_recent()

    def focus_recent(self) -> None:
        """Enter opens the selected recent file: the list has the focus."""
        if self.recent.count():
            self.recent.setFocus(Qt.FocusReason.OtherFocusReason)
