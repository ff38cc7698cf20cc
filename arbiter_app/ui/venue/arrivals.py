"""The venue server's news ("round 4 board 12: 1-0 (deputy Anna)"), handed from the server's
thread to the GUI thread.

As in :class:`~arbiter_app.ui.workers.TaskManager`, the texts travel through a thread-safe
queue and the signal that wakes the GUI thread carries no argument: PySide6 crashes on
Python objects sent through a queued signal from a thread Qt does not know."""

from __future__ import annotations

import queue
from typing import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot

from arbiter_app.ui.qtcompat import emit


class Arrivals(QObject):
    """``post(text)`` from any thread; ``on_arrival(texts)`` on the GUI thread, with every
    text posted since the last call (a burst of results: one call)."""

    _posted = Signal()

    def __init__(self, on_arrival: Callable[[list[str]], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._on_arrival = on_arrival
        self._posted.connect(self._drain, Qt.ConnectionType.QueuedConnection)

    def post(self, text: str) -> None:
        """Any thread (the server's): queue ``text`` and wake the GUI thread."""
        self._queue.put(str(text))
        emit(self._posted)

    @Slot()
    def _drain(self) -> None:
        texts = []
        while True:
            try:
                texts.append(self._queue.get_nowait())
            except queue.Empty:
                break
        if texts:
            self._on_arrival(texts)


__all__ = ["Arrivals"]
