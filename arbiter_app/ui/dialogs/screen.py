"""Every dialog fits the screen, down to a 1024x700 laptop (issue #35, point 4).

:func:`fit_to_screen` is the one mechanism the dialogs use: it moves a dialog's body
(everything but its button boxes) into a scroll area, so the buttons stay in sight
however tall the body is, and each time the dialog is shown it keeps the dialog
inside the screen's available geometry (smaller than its natural size if need be,
never smaller than its buttons).  A dialog that fits opens as it always did.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from shiboken6 import Shiboken
from PySide6.QtWidgets import (QAbstractButton, QBoxLayout, QDialogButtonBox, QFrame, QScrollArea,
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

    def focus_shown(self, widget: QWidget) -> None:
        """Scroll ``widget`` into sight (Tab does it by itself: QScrollArea)."""
        if self.widget().isAncestorOf(widget):
            self.ensureWidgetVisible(widget, 10, 10)


class _Fitter(QObject):
    """Keeps a dialog inside its screen each time it is shown."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            keep_on_screen(watched)
        return False


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
    """Give ``dialog`` (laid out in a box layout, button boxes last) a scrolling body and
    keep it on the screen whenever it is shown; returns the dialog.  Calling it twice
    does nothing more."""
    if dialog.property("arbiter_fitted"):
        return dialog
    dialog.setProperty("arbiter_fitted", True)
    layout = dialog.layout()
    if isinstance(layout, QBoxLayout):
        _scrolling_body(dialog, layout)
    fitter = _Fitter(dialog)
    dialog.installEventFilter(fitter)
    return dialog


def _scrolling_body(dialog: QWidget, layout: QBoxLayout) -> None:
    """Move every item of ``layout`` into a :class:`Body` but the button boxes and a last
    row of buttons (a dialog's own OK and Cancel), which stay below it."""
    contents = QWidget()
    inner = QVBoxLayout(contents)
    inner.setContentsMargins(0, 0, 0, 0)
    inner.setSpacing(layout.spacing())
    last = layout.itemAt(layout.count() - 1) if layout.count() else None
    below_row = last.layout() if last is not None and _has_buttons(last.layout()) else None
    boxes: list[QWidget] = []
    while layout.count():  # itemAt and removeItem: Qt keeps owning what is moved
        stretch = layout.stretch(0)
        item = layout.itemAt(0)
        widget, child = item.widget(), item.layout()
        if widget is not None:  # Qt deletes its item: no Python wrapper may outlive it
            Shiboken.invalidate(item)
        del item
        if isinstance(widget, QDialogButtonBox):
            layout.removeWidget(widget)
            boxes.append(widget)
        elif widget is not None:
            layout.removeWidget(widget)
            inner.addWidget(widget, stretch)
        elif child is not None:
            layout.removeItem(child)
            if child is below_row:
                continue
            inner.addLayout(child, stretch)
        else:  # a spacer (kept by nobody once removed: a few bytes)
            layout.removeItem(layout.itemAt(0))
            inner.addStretch(max(stretch, 1))
    body = Body(contents, dialog)
    layout.addWidget(body, 1)
    if below_row is not None:
        layout.addLayout(below_row)
    for box in boxes:
        layout.addWidget(box)
    # the buttons come after the body in the tab order, as they did before
    previous = contents
    walker = contents.nextInFocusChain()
    while walker is not None and contents.isAncestorOf(walker):
        previous, walker = walker, walker.nextInFocusChain()
    for button in _buttons(below_row) + boxes:
        QWidget.setTabOrder(previous, button)
        previous = button


def _buttons(row) -> list[QWidget]:
    if row is None:
        return []
    found = []
    for index in range(row.count()):
        widget = row.itemAt(index).widget()
        if widget is not None:
            found.append(widget)
    return found


def _has_buttons(row) -> bool:
    return any(isinstance(widget, QAbstractButton) for widget in _buttons(row))
