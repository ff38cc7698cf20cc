"""Run the heavy pairing calls in a separate process.

Pairing engines may spend minutes inside native code that keeps Python's
interpreter lock (rustworkx's weighted matching called with a Python weight
function does), and a thread cannot then let the window paint.  So
``pair_next_round``, ``engine_pairing`` and ``set_pairing`` (which pairs too,
to list the differences from the engine) run in one long-lived child process:
the worker thread closes its service (releasing the file's writer lock), the
child opens the file, makes the call (one committed transaction, as always),
closes it, and the worker reopens the file.  Errors come back as the same
ServiceError classes with the same messages.  Where no child process can be
started, the call runs in the worker thread as before.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from arbiter_app.i18n import language, tr
from arbiter_app.paths import HOME_VARIABLE

log = logging.getLogger(__name__)

#: service methods that may pair (and so may run for minutes)
HEAVY = ("pair_next_round", "engine_pairing", "set_pairing")

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()
_disabled = False
_warm = False
_running = 0  # heavy calls in progress


def _child(path: str, method: str, args: tuple, kwargs: dict, home: str | None = None,
           language: str | None = None):
    """In the child process: open, call, close.  Returns ("ok", result) or
    ("error", class name, message, violations).  ``home`` is the window's
    ARBITER_HOME, so backups go where the window lists them even when it changed
    after the process started (the tests give every test its own); ``language`` the
    window's, so the warnings and refusals made here reach it in its language."""
    import os

    from arbiter_app import i18n
    from arbiter_app.paths import HOME_VARIABLE
    from arbiter_app.services import NeedsConfirmation, ServiceError, TournamentService
    i18n.set_language(language)
    if home is None:
        os.environ.pop(HOME_VARIABLE, None)
    else:
        os.environ[HOME_VARIABLE] = home
    try:
        service = TournamentService.open(path)
        try:
            if service.read_only:
                return ("error", "TournamentInUse",
                        tr("{name} was taken by another program while pairing; nothing was "
                           "changed", name=service.path.name), [])
            return ("ok", getattr(service, method)(*args, **kwargs))
        finally:
            service.close()
    except NeedsConfirmation as exc:  # its warnings travel instead of violations
        return ("error", "NeedsConfirmation", exc.action, list(exc.warnings))
    except ServiceError as exc:
        return ("error", type(exc).__name__, str(exc), list(getattr(exc, "violations", [])))
    except Exception as exc:  # reported like in the worker thread, never a traceback
        return ("error", "Exception", f"{type(exc).__name__}: {exc}", [])


def _ping() -> bool:
    """Imports what pairing needs, so the first real call finds a warm process."""
    import arbiter_app.services  # noqa: F401  (SQLAlchemy, the store, the engine)
    from arbiter_app.engine.systems.registry import available_systems
    available_systems()
    return True


def warm_up() -> None:
    """Start the pairing process now (in the background), not at the first pairing."""
    global _warm
    pool = _get_pool()
    if pool is not None and not _warm:
        _warm = True
        try:
            pool.submit(_ping)
        except Exception as exc:  # it will be retried, or pairing stays in-thread
            log.warning("pairing process not started: %s", exc)


def check_process(timeout: float = 120.0) -> str:
    """For ``arbiter --self-test``: start the pairing process and have it load
    every system (in a frozen bundle this proves the spawned child works)."""
    pool = _get_pool()
    if pool is None:
        return "no separate process here, pairing runs in the worker thread"
    pool.submit(_ping).result(timeout=timeout)
    return "pairing process started"


def _rebuild(name: str, message: str, violations: list):
    from arbiter_app import services
    if name == "PairingRejected":
        return services.PairingRejected(message, violations)
    if name == "NeedsConfirmation":  # message: the action; violations: the warnings
        return services.NeedsConfirmation(message, violations)
    cls = getattr(services, name, None)
    if isinstance(cls, type) and issubclass(cls, services.ServiceError):
        return cls(message)
    return RuntimeError(message)


def _get_pool() -> ProcessPoolExecutor | None:
    global _pool, _disabled
    with _pool_lock:
        if _disabled:
            return None
        if _pool is None:
            try:
                _pool = ProcessPoolExecutor(max_workers=1,
                                            mp_context=multiprocessing.get_context("spawn"))
            except (OSError, NotImplementedError, ValueError) as exc:
                log.warning("no pairing process (%s); pairing in the worker thread", exc)
                _disabled = True
                return None
        return _pool


def _reset_pool() -> None:
    global _pool, _warm
    _warm = False
    with _pool_lock:
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


@atexit.register
def shutdown() -> None:
    _reset_pool()


def abandon() -> bool:
    """The window closes while the pairing process works: stop it.  What it
    was doing is one transaction not yet committed, so the file keeps what was
    saved before (the automatic backup too).  True when a call was stopped."""
    global _pool, _warm
    with _pool_lock:
        if _pool is None or not _running:
            return False
        for process in list(getattr(_pool, "_processes", {}).values()):
            process.terminate()
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool, _warm = None, False
        return True


def call(session, method: str, *args, **kwargs):
    """Worker thread: ``session.service.<method>(*args, **kwargs)`` in the
    pairing process; the session's service is reopened afterwards."""
    global _running
    pool = _get_pool()
    service = session.service
    if pool is None or getattr(service, "read_only", False):
        return getattr(service, method)(*args, **kwargs)
    from arbiter_app.services import ServiceError, TournamentService
    path = service.path
    service.close()
    try:
        with _pool_lock:
            _running += 1
        try:
            answer = pool.submit(_child, str(path), method, args, kwargs,
                                 os.environ.get(HOME_VARIABLE), language()).result()
        finally:
            with _pool_lock:
                _running -= 1
    except BrokenProcessPool:
        _reset_pool()
        answer = ("error", "ServiceError", tr("the pairing process stopped unexpectedly; the "
                                              "file holds what was saved before (nothing "
                                              "half-written)"), [])
    except Exception as exc:  # could not start or talk to the child: pair here instead
        log.warning("pairing process failed (%s); pairing in the worker thread", exc)
        _reset_pool()
        session.service = TournamentService.open(path)
        return getattr(session.service, method)(*args, **kwargs)
    finally:
        if service is session.service:
            try:
                session.service = TournamentService.open(path)
            except ServiceError:
                log.error("could not reopen %s after pairing", path)
                raise
    if answer[0] == "ok":
        return answer[1]
    raise _rebuild(answer[1], answer[2], answer[3])
