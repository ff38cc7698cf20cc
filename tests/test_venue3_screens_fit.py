"""Issue #35, point 4: every window and dialog works on a 1024x700 laptop screen.

Tournament settings was fixed at 1212x873 (OK and Cancel off the screen), the main
window would not go below 1116 px (1334 px in German) because of the round's key
hint, and a rating report's message box was 1010 px tall.  Each dialog of the program
(the same list tests/test_ui_mnemonics.py walks, which fails when one is missing) is
opened with 1024x700 of available screen, in English and in German: it must fit,
and every button must lie inside it, not cut off (a button inside a scrolling body is
reached by scrolling; OK and Cancel stay below that body).
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

from arbiter_app import i18n
from arbiter_app.ui.dialogs import screen
from arbiter_app.ui.sample import make_sample
from tests.gui import opened_window
from tests.test_ui_mnemonics import all_dialog_classes, dialog_factories

#: the laptop of the issue, and what a window manager's frame and title bar take
SMALL = QRect(0, 0, 1024, 700)
DECORATION = QSize(16, 40)
#: the largest window content that fits with its frame
FITS = QSize(SMALL.width() - DECORATION.width(), SMALL.height() - DECORATION.height())


@pytest.fixture
def small_screen(monkeypatch):
    monkeypatch.setattr(screen, "available", lambda widget=None: QRect(SMALL))


@pytest.fixture(params=["en", "de"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def within(outer: QSize, inner: QSize) -> bool:
    return inner.width() <= outer.width() and inner.height() <= outer.height()


def cut_buttons(dialog) -> list[str]:
    """The visible buttons not wholly inside the dialog, or inside a scrolling body
    that cannot show them whole."""
    problems = []
    for button in dialog.findChildren(QAbstractButton):
        if not button.isVisibleTo(dialog) or button.parent() is None:
            continue
        body = next((w for w in _ancestors(button) if isinstance(w, screen.Body)), None)
        if body is not None:  # reached by scrolling: the body's viewport shows it whole
            fits = within(body.viewport().size(), button.size())
            if not fits:
                problems.append(f"{button.text()!r} larger than the scrolling area")
            continue
        rect = QRect(button.mapTo(dialog, button.rect().topLeft()), button.size())
        if not dialog.rect().contains(rect):
            problems.append(f"{button.text()!r} at {rect.getRect()} outside "
                            f"{dialog.rect().getRect()}")
    return problems


def _ancestors(widget):
    parent = widget.parentWidget()
    while parent is not None:
        yield parent
        parent = parent.parentWidget()


def test_every_dialog_fits_a_1024x700_screen_with_every_button_on_it(
        qtbot, tmp_path, small_screen, language):
    factories = dialog_factories(qtbot, tmp_path)
    assert set(factories) >= all_dialog_classes()
    problems = []
    for name, makers in factories.items():
        for make in makers:
            dialog = make()
            qtbot.addWidget(dialog)
            dialog.show()
            QApplication.processEvents()
            if not within(FITS, dialog.size()):
                problems.append(f"{name}: {dialog.width()}x{dialog.height()} on 1024x700")
            if not within(FITS, dialog.minimumSizeHint()):
                problems.append(f"{name}: cannot be made smaller than "
                                f"{dialog.minimumSizeHint().toTuple()}")
            problems += [f"{name}: {problem}" for problem in cut_buttons(dialog)]
            dialog.close()
    assert problems == []


def test_tournament_settings_keeps_ok_and_cancel_in_sight(qtbot, small_screen, language):
    """The dialog of the issue: its many rows scroll, its OK and Cancel do not."""
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(None, {"name": "Weekend Open"}, editing=True)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.height() <= FITS.height()
    body = dialog.findChild(screen.Body)
    assert body is not None and not body.isAncestorOf(dialog.buttons)
    for button in dialog.buttons.buttons():
        rect = QRect(button.mapTo(dialog, button.rect().topLeft()), button.size())
        assert dialog.rect().contains(rect)
    # Tab walks the fields down to the last one, which scrolls into sight
    dialog.rr_lots.setEnabled(True)
    dialog.rr_order.setEnabled(True)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.rr_lots.setFocus()
    qtbot.keyClick(dialog.rr_lots, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.rr_order
    QApplication.processEvents()
    top_left = dialog.rr_order.mapTo(body.viewport(), dialog.rr_order.rect().topLeft())
    assert body.viewport().rect().contains(QRect(top_left, dialog.rr_order.size()))


def test_the_main_window_fits_1024x700_in_english_and_german(qtbot, tmp_path, small_screen,
                                                             language):
    """The round tab's key hint wraps: the window can be as narrow as the screen."""
    path = tmp_path / "open.arbiter"
    make_sample(path, players=12, rounds=2, total_rounds=5).close()
    w, idle = opened_window(qtbot, path)
    w.fill_all()
    for index in range(w.tabs.count()):
        w.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert within(FITS, w.minimumSizeHint()), (w.tabs.tabText(index),
                                                   w.minimumSizeHint().toTuple())
    assert within(FITS, w.size())
    w.resize(FITS)
    QApplication.processEvents()
    heading = w.round_view(2).heading
    assert heading.wordWrap() and heading.width() <= FITS.width()
    w.close()


def test_a_long_message_scrolls_and_its_buttons_stay_on_the_screen(qtbot, small_screen):
    """A rating report with many players' fields missing: the question and its Yes/No
    stay in sight, the whole list is in a scrolling box."""
    from arbiter_app.ui.warnings import message_box
    listed = "\n".join(f"\u2022 Player {n}: no birth date, no federation" for n in range(1, 121))
    text = f"Export the rating report:\n\n{listed}\n\nGo ahead anyway?"
    box = message_box(None, QMessageBox.Icon.Question, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    box.show()
    qtbot.wait(50)
    assert box.detailedText() == text
    assert "Go ahead anyway?" in box.text() and "Player 120" not in box.text()
    assert within(FITS, box.size()), box.size().toTuple()
    for standard in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No):
        button = box.button(standard)
        rect = QRect(button.mapTo(box, button.rect().topLeft()), button.size())
        assert box.rect().contains(rect)
    box.close()


def test_a_short_message_is_shown_whole(qtbot, small_screen):
    from arbiter_app.ui.warnings import message_box
    box = message_box(None, QMessageBox.Icon.Warning, "The file could not be written.")
    qtbot.addWidget(box)
    assert box.text() == "The file could not be written." and not box.detailedText()


def test_a_field_reached_by_its_alt_letter_scrolls_into_sight(qtbot, small_screen):
    """Alt+letter gives the label's buddy the focus (a shortcut focus), which a scroll
    area does not follow by itself as it follows Tab: the body scrolls to it."""
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(None, {"name": "Weekend Open"}, editing=True)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    body = dialog.findChild(screen.Body)
    body.verticalScrollBar().setValue(0)
    dialog.rr_order.setEnabled(True)
    QApplication.processEvents()

    def shown() -> bool:
        top_left = dialog.rr_order.mapTo(body.viewport(), dialog.rr_order.rect().topLeft())
        return body.viewport().rect().contains(QRect(top_left, dialog.rr_order.size()))
    assert not shown()  # at the top, the last rows are below the screen's room
    dialog.rr_order.setFocus(Qt.FocusReason.ShortcutFocusReason)  # what a buddy does
    QApplication.processEvents()
    assert dialog.focusWidget() is dialog.rr_order and shown()
