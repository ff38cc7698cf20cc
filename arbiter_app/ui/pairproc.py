"""Run the pairing engines in a separate process: the pairing helper.

Pairing engines may spend minutes inside native code that keeps Python's
interpreter lock (rustworkx's weighted matching called with a Python weight
function does), and a thread cannot then let the window paint.  So while the
worker thread runs ``pair_next_round``, ``engine_pairing`` or ``set_pairing``
(which pairs too, to list the differences from the engine), the systems' own
``pair`` call is sent to one long-lived helper process
(:func:`arbiter_app.services.pairings.engine_runner`): the tournament goes
there, the pairing (or the engine's error) comes back, and everything else --
the backup, the checks, the one committed transaction -- stays in the worker
thread on the file the window has open.  The file is not closed and reopened
and the helper reads nothing from the disk.

The helper is started with the window (:func:`warm_up`) and loads the engine
and every system then, so the first pairing finds it ready.  It talks through a
pipe (no multiprocessing queue, lock or semaphore, so nothing can be reported
"leaked"), and it ends with the window however the window ends: it stops when
the pipe reaches its end, and a watcher thread stops it when the window's
process is gone (a kill -9 included; on Linux the kernel also sends it SIGKILL).
Where no helper can be started, the engine runs in the worker thread as before.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import os
import sys
import threading
import time

from arbiter_app.i18n import language, tr

log = logging.getLogger(__name__)

#: service methods that may pair (and so may run for minutes)
HEAVY = ("pair_next_round", "engine_pairing", "set_pairing")


# -- the helper process --------------------------------------------------------------

def _die_with_parent() -> None:
    """In the helper: end as soon as the window's process is gone (and leave Ctrl+C in
    the terminal that started the window to the window)."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        try:  # the kernel's own notice, even while the engine keeps the interpreter lock
            import ctypes
            ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
        except Exception:  # the watcher below does it anyway
            pass
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        from multiprocessing.connection import wait
        wait([parent.sentinel])
        os._exit(0)
    threading.Thread(target=watch, name="arbiter-parent-watch", daemon=True).start()
    if not parent.is_alive():  # gone before the watcher started
        os._exit(0)


def _warm() -> list[str]:
    """Load the engine and every system (what pairing needs), so the first pairing
    finds a warm process; the names of the systems present."""
    from arbiter_app.engine.systems.registry import available_systems
    return available_systems()


def _serve(conn) -> None:
    """The helper's life: answer each request on ``conn`` until the pipe ends.

    Requests: ``("pair", system, tournament, language)`` -> ``("ok", pairing,
    seconds)`` (the time the engine took) or ``("error", exception, seconds)``;
    ``("ping",)`` -> ``("ok", systems, 0.0)``."""
    _die_with_parent()
    systems = _warm()
    from arbiter_app import i18n
    from arbiter_app.engine.systems.registry import get_system
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):  # the window closed its end, or is gone
            return
        start = time.perf_counter()
        try:
            if request[0] == "ping":
                answer = ("ok", systems, 0.0)
            else:
                _kind, system, t, lang = request
                i18n.set_language(lang)
                answer = ("ok", get_system(system).pair(t), time.perf_counter() - start)
        except BaseException as exc:  # the engine's error goes back as it is
            answer = ("error", exc, time.perf_counter() - start)
        try:
            conn.send(answer)
        except (EOFError, OSError):
            return
        except Exception:  # an error that cannot travel: its kind and text do
            conn.send(("error", RuntimeError(f"{type(answer[1]).__name__}: {answer[1]}"),
                       answer[2]))


class _Helper:
    """The window's side of one helper process."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe(duplex=True)
        self.process = context.Process(target=_serve, args=(child,), name="arbiter-pairing",
                                       daemon=True)
        # Linux's parent-death signal follows the thread that started the helper: a
        # thread of its own, ended only with the helper, starts it (not the worker
        # thread of one window, which ends when that window closes)
        self._release = threading.Event()
        started, failed = threading.Event(), []

        def own() -> None:
            try:
                self.process.start()
            except BaseException as exc:
                failed.append(exc)
            finally:
                started.set()
            self._release.wait()
        threading.Thread(target=own, name="arbiter-pairing-owner", daemon=True).start()
        started.wait()
        child.close()  # the helper's end lives in the helper only: its exit is our EOF
        if failed:
            self._release.set()
            raise failed[0]
        self.busy = False
        self.abandoned = False  # abandon() stopped it: its pairing is not asked again

    def ask(self, request):
        self.conn.send(request)
        return self.conn.recv()

    def stop(self, wait: float = 1.0) -> None:
        try:
            self.conn.close()  # the helper sees the end of the pipe and returns
        except OSError:
            pass
        self.process.join(wait)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(wait)
        self._release.set()


_helper: _Helper | None = None
_lock = threading.RLock()  # one request at a time; start and stop too
_disabled = False
#: how long the engine itself took in the helper for the last pairing (for tools/bench_ui.py)
last_engine_seconds = 0.0


def _get_helper() -> _Helper | None:
    """The running helper, started now if needed; None where none can be started."""
    global _helper, _disabled
    if _disabled:
        return None
    if _helper is not None and not _helper.process.is_alive():
        _helper._release.set()
        _helper = None  # it stopped (killed by hand, out of memory): a new one
    if _helper is None:
        try:
            _helper = _Helper()
        except (OSError, NotImplementedError, ValueError, RuntimeError) as exc:
            log.warning("no pairing process (%s); pairing in the worker thread", exc)
            _disabled = True
            return None
    return _helper


def warm_up() -> None:
    """Start the helper now (in the background, with the window), not at the first
    pairing; it loads the engine and the systems meanwhile."""
    with _lock:
        _get_helper()


def helper_pid() -> int | None:
    """The helper's process id (None: no helper running)."""
    helper = _helper
    return helper.process.pid if helper is not None and helper.process.is_alive() else None


def check_process(timeout: float = 120.0) -> str:
    """For ``arbiter --self-test``: start the helper and have it load every system
    (in a frozen bundle this proves the spawned process works)."""
    with _lock:
        helper = _get_helper()
        if helper is None:
            return "no separate process here, pairing runs in the worker thread"
        helper.conn.send(("ping",))
        if not helper.conn.poll(timeout):
            raise TimeoutError("the pairing process did not answer")
        helper.conn.recv()
    return "pairing process started"


def shutdown() -> None:
    """Stop the helper (the window closes)."""
    global _helper
    with _lock:
        if _helper is not None:
            _helper.stop()
        _helper = None


atexit.register(shutdown)


def abandon() -> bool:
    """The window closes while the helper pairs: stop it.  The worker thread's
    transaction then fails and is rolled back, so the file keeps what was saved
    before (the automatic backup too).  True when a pairing was stopped."""
    helper = _helper  # not under the lock: the worker holds it while it waits
    if helper is None or not helper.busy:
        return False
    helper.abandoned = True
    helper.process.terminate()
    return True


def run_engine(system, t):
    """Worker thread, inside a service call: ``system.pair(t)`` in the helper.  A
    helper found dead when asked (killed between two pairings, before the window
    noticed) is replaced and asked again, once; a pairing the window abandoned
    is not."""
    global _helper, last_engine_seconds
    with _lock:
        for attempt in (1, 2):
            helper = _get_helper()
            if helper is None:
                return system.pair(t)
            from arbiter_app.services import ServiceError
            helper.busy = True
            try:
                kind, value, seconds = helper.ask(("pair", system.name, t, language()))
                break
            except (EOFError, OSError) as exc:  # it died, or abandon() stopped it
                helper._release.set()
                _helper = None
                log.error("pairing process lost: %s", exc)
                if attempt == 1 and not helper.abandoned:
                    continue
                raise ServiceError(tr("the pairing process stopped unexpectedly; the file "
                                      "holds what was saved before (nothing half-written)")
                                   ) from None
            finally:
                helper.busy = False
        last_engine_seconds = seconds
    if kind == "ok":
        return value
    raise value


def call(session, method: str, *args, **kwargs):
    """Worker thread: ``session.service.<method>(*args, **kwargs)``, the engine's
    pairing made in the helper."""
    from arbiter_app.services.pairings import engine_runner
    with engine_runner(run_engine):
        return getattr(session.service, method)(*args, **kwargs)
