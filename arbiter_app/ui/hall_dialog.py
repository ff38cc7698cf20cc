"""The hall display's settings: the screen it goes to, what it cycles through,
how long a page stays and how large the type is."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QSpinBox

from arbiter_app.ui.dialogs.fields import lay_out, refuse
from arbiter_app.ui.hall import VIEWS
from arbiter_app.i18n import N_, tr

#: view -> its check box's text (Alt+letters apart from the other fields')
VIEW_LABELS = {"alphabetical": N_("Pairings by &name"), "pairings": N_("Pairings by &board"),
               "standings": N_("S&tandings")}


def screen_names() -> list[str]:
    """Each screen as the arbiter recognises it: "2: HDMI-1 1920×1080"."""
    names = []
    for i, screen in enumerate(QGuiApplication.screens(), start=1):
        size = screen.geometry()
        names.append(f"{i}: {screen.name() or tr('screen')} {size.width()}\u00d7{size.height()}")
    return names


class HallDialog(QDialog):
    """``values()``: {"screen": index, "views": [...], "seconds", "point_size",
    "full_screen"}."""

    def __init__(self, parent=None, current: dict | None = None) -> None:
        super().__init__(parent)
        current = current or {}
        self.setWindowTitle(tr("Hall display"))
        self.screen_box = QComboBox()
        self.screen_box.addItems(screen_names())
        screens = self.screen_box.count()
        # a second screen is usually the projector: offered first
        self.screen_box.setCurrentIndex(min(current.get("screen", 1 if screens > 1 else 0),
                                            screens - 1))
        self.view_boxes = {}
        form = QFormLayout()
        form.addRow(tr("&Screen"), self.screen_box)
        views = current.get("views", list(VIEWS))
        for view, label in VIEW_LABELS.items():
            box = QCheckBox(tr(label))
            box.setChecked(view in views)
            self.view_boxes[view] = box
            form.addRow("" if view != "alphabetical" else tr("Show"), box)
        self.seconds = QSpinBox()
        self.seconds.setRange(3, 300)
        self.seconds.setSuffix(tr(" s"))  # seconds
        self.seconds.setValue(current.get("seconds", 12))
        form.addRow(tr("Seconds &per page"), self.seconds)
        self.point_size = QSpinBox()
        self.point_size.setRange(10, 96)
        self.point_size.setSuffix(tr(" pt"))  # typographic points
        self.point_size.setValue(current.get("point_size", 28))
        form.addRow(tr("T&ype size"), self.point_size)
        self.full_screen = QCheckBox(tr("&Full screen"))
        self.full_screen.setChecked(current.get("full_screen", True))
        form.addRow("", self.full_screen)
        lay_out(self, form, on_accept=self._accept)

    def _accept(self) -> None:
        if not refuse(self, "" if self.values()["views"] else
                      tr("Choose at least one list to show.")):
            self.accept()

    def values(self) -> dict:
        return {"screen": self.screen_box.currentIndex(),
                "views": [v for v, box in self.view_boxes.items() if box.isChecked()],
                "seconds": self.seconds.value(), "point_size": self.point_size.value(),
                "full_screen": self.full_screen.isChecked()}


__all__ = ["HallDialog", "screen_names"]
