"""The pairing helper process (issue #35, point 8 and the speed point).

After a kill -9 of the window the helper processes stayed behind and later
printed "leaked semaphore objects": a helper ends with the window, however the
window ends.  And the pairing made in the helper is the engine's own, exactly.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from arbiter_app.engine.systems.base import PairingError
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.ui import pairproc
from arbiter_app.ui.sample import random_rounds

ROOT = Path(__file__).resolve().parents[1]
posix_only = pytest.mark.skipif(os.name != "posix", reason="kill -9 and /proc are POSIX")


def gone(pid: int) -> bool:
    """The process has ended (a zombie waiting for init counts as ended)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state in ("Z", "X")


#: a real window, offscreen; once its pairing helper answers, it prints the helper's
#: process id (and, with "busy", sends the helper a long pairing first)
WINDOW = textwrap.dedent("""
    import os, sys, threading, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    from arbiter_app.ui import pairproc
    from arbiter_app.ui.main_window import MainWindow
    app = QApplication(["arbiter"])
    window = MainWindow()
    window.show()
    end = time.monotonic() + 120
    while pairproc.helper_pid() is None and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)
    pairproc.check_process()  # the helper has started and loaded the systems
    if sys.argv[1] == "busy":
        from arbiter_app.engine.systems.registry import get_system
        from arbiter_app.ui.sample import random_rounds
        t = random_rounds(2000, 5, 7, "busy", "dutch2016")  # many seconds of pairing
        threading.Thread(target=pairproc.run_engine, args=(get_system("dutch2016"), t),
                         daemon=True).start()
        time.sleep(1.0)
    print(pairproc.helper_pid(), flush=True)
    app.exec()
""")


@posix_only
@pytest.mark.parametrize("state", ["idle", "busy"])
def test_the_pairing_helper_ends_with_a_killed_window(tmp_path, state):
    env = dict(os.environ, PYTHONPATH=str(ROOT), ARBITER_HOME=str(tmp_path / "home"),
               QT_QPA_PLATFORM="offscreen")
    window = subprocess.Popen([sys.executable, "-c", WINDOW, state], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=env, text=True)
    try:
        line = window.stdout.readline()
        assert line.strip().isdigit(), window.stderr.read()
        helper = int(line)
        assert helper != window.pid and not gone(helper)
        window.send_signal(signal.SIGKILL)
        window.wait(10)
        end = time.monotonic() + 5  # busy: the pairing alone would take much longer
        while not gone(helper) and time.monotonic() < end:
            time.sleep(0.05)
        assert gone(helper), f"the pairing helper {helper} outlived the window"
        # every process that inherited the window's output (the helper, and anything
        # multiprocessing started for it) has closed it: the pipes end
        _out, err = window.communicate(timeout=10)
        assert "leaked" not in err and "Traceback" not in err, err
    finally:
        if window.poll() is None:
            window.kill()


@posix_only
def test_the_pairing_helper_ends_when_its_window_closes_normally(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), ARBITER_HOME=str(tmp_path / "home"))
    script = WINDOW.replace("app.exec()", "window.close()\napp.processEvents()")
    result = subprocess.run([sys.executable, "-c", script, "idle"], capture_output=True,
                            text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    helper = int(result.stdout.split()[0])
    end = time.monotonic() + 5
    while not gone(helper) and time.monotonic() < end:
        time.sleep(0.05)
    assert gone(helper)
    assert "leaked" not in result.stderr and "Traceback" not in result.stderr, result.stderr


def test_the_helper_pairs_exactly_as_the_engine_here():
    """The tournament travels to the helper and the pairing back: the same boards,
    colours, bye and explanations as the engine called in this process."""
    system = get_system("dutch2016")
    t = random_rounds(41, 4, 3, "same", "dutch2016")
    here = system.pair(t)
    there = pairproc.run_engine(system, t)
    assert pairproc.helper_pid() not in (None, os.getpid())
    assert there.boards == here.boards and there.bye == here.bye
    assert there.bye_explanation == here.bye_explanation
    assert len(there.boards) == 20 and there.bye is not None


def test_the_engines_refusal_comes_back_as_the_engines_error():
    """No legal pairing (two players who have met): the helper's PairingError is
    raised here, as the engine's own would be (the service words it for the arbiter)."""
    system = get_system("dutch2016")
    t = random_rounds(2, 1, 1, "two", "dutch2016")
    with pytest.raises(PairingError) as here:
        system.pair(t)
    with pytest.raises(PairingError) as there:
        pairproc.run_engine(system, t)
    assert str(there.value) == str(here.value)


def test_a_helper_that_died_is_replaced_at_the_next_pairing():
    system = get_system("dutch2016")
    t = random_rounds(10, 2, 5, "again", "dutch2016")
    pairproc.run_engine(system, t)
    first = pairproc.helper_pid()
    os.kill(first, signal.SIGKILL)
    end = time.monotonic() + 5
    while not gone(first) and time.monotonic() < end:
        time.sleep(0.05)
    assert pairproc.run_engine(system, t).boards == system.pair(t).boards
    assert pairproc.helper_pid() not in (None, first)


def test_closing_the_window_stops_a_pairing_in_progress():
    """abandon() (the window closes while the helper pairs): the pairing in progress
    fails at once with the service's own message, nothing is returned to save, and
    the next pairing gets a new helper."""
    import threading

    from arbiter_app.services import ServiceError
    system = get_system("dutch2016")
    pairproc.warm_up()
    pairproc.check_process()
    big = random_rounds(2000, 5, 7, "busy", "dutch2016")  # many seconds of pairing
    outcome = []

    def pair():
        try:
            outcome.append(pairproc.run_engine(system, big))
        except ServiceError as exc:
            outcome.append(exc)
    worker = threading.Thread(target=pair)
    worker.start()
    end = time.monotonic() + 30
    while not pairproc.abandon():  # True once the helper is busy with it
        assert time.monotonic() < end and worker.is_alive()
        time.sleep(0.05)
    worker.join(10)
    assert not worker.is_alive()
    assert isinstance(outcome[0], ServiceError) and "stopped" in str(outcome[0])
    small = random_rounds(10, 2, 5, "again", "dutch2016")
    assert pairproc.run_engine(system, small).boards == system.pair(small).boards


def test_the_helper_outlives_the_thread_that_started_it():
    """A window's worker thread starts the helper and ends when that window closes;
    the helper stays for the next window (Linux's parent-death signal follows the
    starting thread, so the helper is started from a thread of its own)."""
    import threading
    pairproc.shutdown()
    starter = threading.Thread(target=pairproc.check_process)  # started, and answering
    starter.start()
    starter.join()
    first = pairproc.helper_pid()
    time.sleep(0.5)
    assert not gone(first)
    pairproc.check_process()
    assert pairproc.helper_pid() == first
