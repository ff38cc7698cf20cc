"""The main window as the GUI tests drive it: offscreen, with the arbiter's
answers scripted (``answers`` first, then ``answer``) and every message kept."""

from __future__ import annotations

from arbiter_app.ui.main_window import MainWindow


def scripted_window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.errors, w.infos, w.questions, w.answers = [], [], [], []
    w.answer = True  # the answer once ``answers`` is used up
    w.show_error = w.errors.append
    w.inform = w.infos.append

    def ask(text: str) -> bool:
        w.questions.append(text)
        return w.answers.pop(0) if w.answers else w.answer
    w.ask = ask
    w.show()
    return w


def opened_window(qtbot, path, timeout: int = 20_000):
    """A scripted window with the tournament ``path`` open, and its ``idle()``: wait
    until the worker has nothing left (twice, for ops queued by callbacks)."""
    w = scripted_window(qtbot)
    w.open_path(str(path))

    def idle() -> None:
        qtbot.waitUntil(lambda: not w.tasks.busy and w.snapshot is not None, timeout=timeout)
        qtbot.wait(20)
        qtbot.waitUntil(lambda: not w.tasks.busy, timeout=timeout)
    idle()
    return w, idle
