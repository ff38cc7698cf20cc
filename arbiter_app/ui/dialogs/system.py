"""Choose the pairing system of an imported tournament."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog

from arbiter_app.engine.systems.registry import SYSTEMS
from arbiter_app.ui.dialogs.tournament import built_systems


def choose_system(parent=None) -> str:
    """The registry name chosen among the built systems, or '' when cancelled."""
    built = [name for name, ok in built_systems().items() if ok]
    if not built:
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.warning(parent, "Arbiter", "No pairing system is available yet.")
        return ""
    labels = [SYSTEMS[name][1] for name in built]
    label, ok = QInputDialog.getItem(parent, "Pairing system",
                                     "Pair the imported tournament with:", labels, 0, False)
    return built[labels.index(label)] if ok else ""
