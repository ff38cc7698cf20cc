"""Every dialog fits the screen, down to a 1024x700 laptop (issue #35, point 4).

:func:`fit_to_screen` is the one mechanism the dialogs use: it moves a dialog's body
(everything but its button boxes) into a scroll area, so the buttons stay in sight
however tall the body is, and each time the dialog is shown it keeps the dialog
inside the screen's available geometry (smaller than its natural size if need be,
never smaller than its buttons).  A dialog that fits opens as it always did.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from shiboken6 import isValid
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QApplication, QBoxLayout, QDialogButtonBox, QFrame, QScrollArea,
                               QStyle, QVBoxLayout, QWidget)

#: the window frame and title bar around a dialog, which Qt does not count before the
#: window is shown (a generous guess: the window manager's decorations vary)
FRAME = QSize(16, 40)


def available(widget: QWidget | None = None) -> QRect:
    """The screen area a window may take: the screen's, less panels and task bars."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def room(widget: QWidget | None = None) -> QSize:
    """The largest client size a window of ``widget``'s screen can have."""
    area = available(widget)
    return QSize(max(area.width() - FRAME.width(), 200), max(area.height() - FRAME.height(), 150))


class Body(QScrollArea):
    """A dialog's body: as large as its contents when the screen has room, scrolling
    when it has not."""

    def __init__(self, contents: QWidget, parent=None) -> None:
        super().__init__(parent)
        self.setWidget(contents)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Tab scrolls to the field it reaches, Alt+letter (a label's buddy) and a click
        # do not by themselves: every focus change into the body does
        QApplication.instance().focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and isValid(self) and self.widget().isAncestorOf(new):
            self.ensureWidgetVisible(new)

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)

    def sizeHint(self) -> QSize:
        hint = self.widget().sizeHint().expandedTo(self.widget().minimumSizeHint())
        return QSize(hint.width() + 2 * self.frameWidth(), hint.height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        """As wide as the contents (up to the screen: beyond, it scrolls sideways), and a
        few lines high: the rest scrolls."""
        inner = self.widget().minimumSizeHint()
        limit = room(self)
        width = min(inner.width() + self._bar() + 2 * self.frameWidth(), limit.width() - 40)
        return QSize(max(width, 100), min(inner.height(), 120))

    def showEvent(self, event) -> None:
        """The dialog is being shown (its children first, then itself): it is given its
        size now, within the screen."""
        super().showEvent(event)
        if not event.spontaneous():
            keep_on_screen(self.window())


def keep_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to the screen's room when it is larger, and move it (when it was
    placed) so that it lies inside the available area."""
    limit = room(window)
    size = window.size()
    if not window.testAttribute(Qt.WidgetAttribute.WA_Resized) or not size.isValid():
        size = window.sizeHint()
    wanted = size.boundedTo(limit).expandedTo(window.minimumSizeHint().boundedTo(limit))
    body = window.findChild(Body)
    if body is not None and wanted.height() < size.height():  # room for the scroll bar
        wanted.setWidth(min(wanted.width() + body._bar(), limit.width()))
    if wanted != window.size():
        window.resize(wanted)
    if not window.testAttribute(Qt.WidgetAttribute.WA_Moved):
        return  # a dialog is placed over its parent, inside the screen, by Qt itself
    area = available(window)
    pos = window.pos()
    x = max(min(pos.x(), area.right() + 1 - window.width() - FRAME.width()), area.left())
    y = max(min(pos.y(), area.bottom() + 1 - window.height() - FRAME.height()), area.top())
    if (x, y) != (pos.x(), pos.y()):
        window.move(x, y)


def fit_to_screen(dialog: QWidget) -> QWidget:
    """Give ``dialog`` (laid out in a box layout) a scrolling body with its button boxes
    below it; the body keeps the dialog on the screen whenever it is shown.  Returns the
    dialog; calling it twice does nothing more."""
    if dialog.property("arbiter_fitted"):
        return dialog
    dialog.setProperty("arbiter_fitted", True)
    layout = dialog.layout()
    if isinstance(layout, QBoxLayout):
        _scrolling_body(dialog, layout)
    return dialog


def _scrolling_body(dialog: QWidget, layout: QBoxLayout) -> None:
    """Move the dialog's layout, whole, onto a widget in a :class:`Body` (Qt moves a
    layout set on one widget to another with its widgets), and its button boxes out of
    it, below the body."""
    margins = layout.contentsMargins()
    boxes = [layout.itemAt(i).widget() for i in range(layout.count())
             if isinstance(layout.itemAt(i).widget(), QDialogButtonBox)]
    contents = QWidget()
    contents.setLayout(layout)
    for box in boxes:
        layout.removeWidget(box)
    layout.setContentsMargins(margins.left(), margins.top(), margins.right(),
                              margins.bottom() if not boxes else 0)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, 0, 0)
    below = QVBoxLayout()
    below.setContentsMargins(margins.left(), 0, margins.right(), margins.bottom())
    for box in boxes:
        below.addWidget(box)
    body = Body(contents, dialog)
    outer.addWidget(body, 1)
    outer.addLayout(below)
    # the buttons come after the body in the tab order, as they did before
    previous = contents
    walker = contents.nextInFocusChain()
    while walker is not None and contents.isAncestorOf(walker):
        previous, walker = walker, walker.nextInFocusChain()
    for box in boxes:
        for button in box.buttons():
            QWidget.setTabOrder(previous, button)
            previous = button
