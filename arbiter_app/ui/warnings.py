"""The GUI's one way to show the services' warnings (:mod:`arbiter_app.services.warnings`).

* level 2 (notice): the status bar;
* level 3: one question (Yes/No) listing every warning;
* level 4: two successive questions;
* level 5: an error -- possible only outside FIDE mode.

Everything goes through the window's ``status``, ``ask`` and ``show_error``
(tests replace them), so what the arbiter is asked can be checked.
:func:`perform` runs an undoable command and, when the service answers with
:class:`NeedsConfirmation`, asks, then runs the command again with
``confirm=True`` -- or leaves everything as it was.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from arbiter_app.services import ArbiterWarning, NeedsConfirmation
from arbiter_app.services.warnings import DOUBLE_CONFIRM, NOTICE, OUTSIDE_FIDE_MODE
from arbiter_app.ui.workers import user_message
from arbiter_app.i18n import tr


def _listed(warnings: list[ArbiterWarning]) -> str:
    """One line a warning, in plain words: the checklist's question numbers are for
    the documentation, the audit log and the command line, not for the arbiter's
    questions (docs/fide-mode.md)."""
    return "\n".join(f"\u2022 {w.text}" for w in warnings)


def _parts(what: NeedsConfirmation | Iterable[ArbiterWarning]) -> tuple[str, list[ArbiterWarning]]:
    if isinstance(what, NeedsConfirmation):
        return what.action, list(what.warnings)
    return "", sorted(what, key=lambda w: -w.level)


def confirm(window, what: NeedsConfirmation | Iterable[ArbiterWarning], action: str = "") -> bool:
    """Show ``what`` the one way of its highest level; True when the action may
    go ahead (notices only, or the arbiter confirmed)."""
    own_action, warnings = _parts(what)
    action = action or own_action
    if not warnings:
        return True
    level = max(w.level for w in warnings)
    head = f"{action[:1].upper()}{action[1:]}" if action else tr("This action")
    if level <= NOTICE:
        window.status("; ".join(w.text for w in warnings))
        return True
    if level >= OUTSIDE_FIDE_MODE:
        window.show_error(tr('{head} is possible only outside FIDE mode:\n{listed}\n\nNothing was changed.', head=head, listed=_listed(warnings)))
        return False
    if not window.ask(tr('{head}:\n\n{listed}\n\nGo ahead anyway?', head=head, listed=_listed(warnings))):
        return False
    if level >= DOUBLE_CONFIRM:  # asked a second time, naming what needs it
        serious = [w for w in warnings if w.level >= DOUBLE_CONFIRM]
        return bool(window.ask(tr('Second confirmation – {head}:\n\n{listed}\n\nAre you sure?', head=head, listed=_listed(serious))))
    return True


def notify(window, warnings: Iterable[ArbiterWarning]) -> None:
    """The notices (level 2) a service returned after doing its work."""
    notices = [w for w in warnings if w.level <= NOTICE]
    if notices:
        window.status("; ".join(w.text for w in notices))


def perform(window, make_command: Callable[[bool], Any], *,
            on_done: Callable[[Any], None] | None = None,
            ask: Callable[[NeedsConfirmation], bool | None] | None = None,
            on_not_done: Callable[[], None] | None = None) -> None:
    """Run ``make_command(False)`` through the session's undo stack; when the
    service raises NeedsConfirmation, ask (``ask(exc)``, default
    :func:`confirm`) and on a yes run ``make_command(True)``.  A no changes
    nothing and says so in the status bar.  Other errors are shown as one
    message.  After a yes the service may still ask about what it found only then
    (a backup that could not be written): that is asked too, once.  ``on_not_done()``
    is called whenever the command ends up not done (a no, a refusal, an error)."""
    session = window.session
    asked: set[tuple[int, str, str]] = set()

    def failed(exc: BaseException, confirmed: bool) -> None:
        if isinstance(exc, NeedsConfirmation):
            seen = {(w.level, w.code, w.text) for w in exc.warnings}
            if confirmed and (exc.level >= OUTSIDE_FIDE_MODE or seen <= asked):
                confirm(window, exc)  # asked again after a yes: only a level 5 can do that
                not_done()
                return
            asked.update(seen)
            if (ask or (lambda e: confirm(window, e)))(exc):
                session.perform(make_command(True), on_done=on_done,
                                on_error=lambda e: failed(e, True))
            else:
                window.status(tr("{action}: not done; nothing was changed.",
                                 action=exc.action[:1].upper() + exc.action[1:]))
                not_done()
            return
        window.show_error(user_message(exc))
        not_done()

    def not_done() -> None:
        if on_not_done is not None:
            on_not_done()

    session.perform(make_command(False), on_done=on_done, on_error=lambda e: failed(e, False))


#: a message longer than this many lines (wrapped at about LINE characters) shows its
#: first and last paragraphs, and the whole text in a scrolling area under them
LINES, LINE = 18, 80


def _visual_lines(text: str) -> int:
    return sum(max(1, -(-len(line) // LINE)) for line in text.split("\n"))


def _shortened(text: str) -> str:
    """The first paragraph (its first lines) and the last one (the question, "Nothing was
    changed."), with a pointer to the details; the whole text is in the details."""
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    # the head and the start of the list under it ("Export the rating report:", then
    # its first warnings)
    head_lines = "\n\n".join(paragraphs[:2] if len(paragraphs) > 2 else paragraphs[:1]
                              ).split("\n") if paragraphs else [text]
    head = "\n".join(head_lines[:6]) + ("\n\u2026" if len(head_lines) > 6 else "")
    if len(head) > 6 * LINE:
        head = head[:6 * LINE].rstrip() + "\u2026"
    tail = paragraphs[-1] if len(paragraphs) > 1 else ""
    if _visual_lines(tail) > 4:
        tail = ""
    note = tr("The whole text is in the box below.")
    return "\n\n".join(part for part in (head, note, tail) if part)


def message_box(parent, icon: QMessageBox.Icon, text: str,
                buttons=QMessageBox.StandardButton.Ok) -> QMessageBox:
    """A message box that fits the screen (issue #35): a long text (a rating report's
    missing fields, a long list of warnings) is shown in a scrolling area, its first
    and last paragraphs above it."""
    box = QMessageBox(icon, "Arbiter", text, buttons, parent)
    if _visual_lines(text) > LINES:
        box.setText(_shortened(text))
        box.setDetailedText(text)
        from PySide6.QtWidgets import QTextEdit
        from arbiter_app.ui.dialogs.screen import room
        details = box.findChild(QTextEdit)
        if details is not None:  # wide and high enough to read, never beyond the screen
            space = room(parent)
            details.setMinimumSize(min(560, space.width() - 80), min(240, space.height() // 3))
        for button in box.buttons():  # the details are open from the start
            if box.buttonRole(button) == QMessageBox.ButtonRole.ActionRole:
                QTimer.singleShot(0, button.click)
    return box


def message(parent, icon: QMessageBox.Icon, text: str,
            buttons=QMessageBox.StandardButton.Ok,
            default: QMessageBox.StandardButton | None = None) -> QMessageBox.StandardButton:
    """Show :func:`message_box` and wait; the button pressed (``default``: the one
    Enter presses)."""
    box = message_box(parent, icon, text, buttons)
    if default is not None:
        box.setDefaultButton(default)
    return QMessageBox.StandardButton(box.exec())


def choose(parent, text: str, options: list[str]) -> str:
    """A question with one button per option (the last one is the escape
    answer); the option chosen."""
    box = QMessageBox(QMessageBox.Icon.Question, "Arbiter", text, parent=parent)
    buttons = [box.addButton(option, QMessageBox.ButtonRole.AcceptRole if i < len(options) - 1
                             else QMessageBox.ButtonRole.RejectRole)
               for i, option in enumerate(options)]
    box.setDefaultButton(buttons[0])
    box.setEscapeButton(buttons[-1])
    box.exec()
    clicked = box.clickedButton()
    return options[buttons.index(clicked)] if clicked in buttons else options[-1]


__all__ = ["choose", "confirm", "message", "message_box", "notify", "perform"]
