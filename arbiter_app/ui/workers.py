"""One background worker for every database operation (the task manager).

Every call into the services layer is a small *op*: a function run on one
single worker thread, whose result (or error) is handed back to the GUI thread
through a queued Qt signal.  One thread means the operations on the open file
run strictly in the order they were asked for, and the window never waits
for the disk or for a pairing engine.
"""

from __future__ import annotations

import logging
import queue
import threading
import traceback
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import shown
from arbiter_app.ui.qtcompat import emit

log = logging.getLogger(__name__)


@dataclass
class _Job:
    label: str
    on_done: Callable[[Any], None] | None
    on_error: Callable[[BaseException], None] | None


class TaskManager(QObject):
    """Runs ops one after the other on a single worker thread."""

    #: emitted (without arguments) from the worker when a result is queued.  The
    #: results themselves travel through a thread-safe queue: PySide6 (6.12)
    #: miscounts references of Python objects sent as arguments of a queued
    #: signal emitted from a non-Qt thread, which crashes the interpreter.
    _finished = Signal()
    #: True while at least one op is queued or running; the label of the current op
    busy_changed = Signal(bool, str)
    #: an op failed and nobody handled it: the message for the arbiter
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="arbiter-worker",
                                            initializer=self._mark_worker)
        self._worker: int | None = None  # the worker thread's id, once it runs
        self._pending = 0
        self._results: queue.SimpleQueue = queue.SimpleQueue()
        self._finished.connect(self._drain, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        return self._pending > 0

    def run(self, op: Callable[[], Any], *, label: str = "",
            on_done: Callable[[Any], None] | None = None,
            on_error: Callable[[BaseException], None] | None = None) -> None:
        """Queue ``op``; ``on_done(result)`` or ``on_error(exc)`` runs on the GUI thread."""
        job = _Job(label, on_done, on_error)
        self._pending += 1
        if self._pending == 1:
            emit(self.busy_changed, True, label)
        future = self._executor.submit(op)
        future.add_done_callback(lambda f, job=job: self._report(job, f))

    def submit(self, fn: Callable[[], Any]) -> Future:
        """Run ``fn`` on the worker thread, after the ops queued so far, and return its
        future: the venue server's writer (:class:`~arbiter_app.server.venue.Venue`), so
        that its changes and the window's run strictly one after the other.  Nothing is
        reported to the GUI thread (no busy indicator, no ``failed``): the caller waits
        for the future.  Called on the worker itself, ``fn`` runs at once (waiting for a
        job queued behind the running one would never end)."""
        if threading.get_ident() == self._worker:
            future: Future = Future()
            try:
                future.set_result(fn())
            except BaseException as exc:  # the caller reads it from the future
                future.set_exception(exc)
            return future
        return self._executor.submit(fn)

    def _mark_worker(self) -> None:
        self._worker = threading.get_ident()

    def _report(self, job: _Job, future: Future) -> None:
        # worker thread: hand over to the GUI thread, never touch widgets here
        error = future.exception()
        result = None if error is not None else future.result()
        if error is not None and not _is_user_error(error):
            log.error("operation %r failed:\n%s", job.label,
                      "".join(traceback.format_exception(error)))
        self._results.put((job, result, error))
        emit(self._finished)

    @Slot()
    def _drain(self) -> None:
        while True:
            try:
                job, result, error = self._results.get_nowait()
            except queue.Empty:
                return
            self._deliver(job, result, error)

    def _deliver(self, job: _Job, result: Any, error: BaseException | None) -> None:
        self._pending -= 1
        try:
            if error is None:
                if job.on_done is not None:
                    job.on_done(result)
            elif job.on_error is not None:
                job.on_error(error)
            else:
                emit(self.failed, job.label, user_message(error))
        finally:
            if self._pending == 0:
                emit(self.busy_changed, False, "")

    def shutdown(self) -> None:
        self._executor.shutdown(wait=True)


def _is_user_error(error: BaseException) -> bool:
    return type(error).__name__ in _USER_ERRORS or isinstance(error, (ValueError, OSError))


#: exception class names whose message is written for the arbiter
_USER_ERRORS = {"ServiceError", "TournamentInUse", "FileNotATournament", "NewerSchema",
                "PairingRejected", "PairingError", "TrfError", "UnknownSystem", "ImportError_",
                "NeedsConfirmation"}


def user_message(error: BaseException) -> str:
    """A one-paragraph message for the arbiter; never a traceback."""
    if isinstance(error, OSError) and error.strerror:
        where = f" ({error.filename})" if error.filename else ""
        return f"{error.strerror}{where}"
    text = str(error).strip()
    violations = getattr(error, "violations", None)
    if violations:
        # the checker's findings are English where they are kept; shown in the language
        listed = "\n".join(f"\u2022 {shown(str(v))}" for v in violations)
        if listed not in text:
            text = f"{text}\n{listed}" if text else listed
    if type(error).__name__ in _USER_ERRORS or isinstance(error, ValueError):
        return text or type(error).__name__
    return tr("An unexpected error happened ({error}). Nothing was changed by the failed "
              "action; details are in the log file.", error=f"{type(error).__name__}: {text}")
