"""The installation self-test (packaging issue): one line per check, exit 0 when all pass."""

import io
import os
import subprocess
import sys

from arbiter_app.engine.systems.registry import available_systems
from arbiter_app.selftest import run


def test_every_system_pairs_two_rounds_and_the_file_reads_back():
    out = io.StringIO()
    home_before = os.environ.get("ARBITER_HOME")
    assert run(out=out) == 0, out.getvalue()
    lines = out.getvalue().splitlines()
    assert lines[-1] == "self-test passed"
    for system in available_systems(teams=False):
        assert any(line.startswith(f"ok   tournament with {system}: 2 rounds paired")
                   for line in lines), lines
    assert os.environ.get("ARBITER_HOME") == home_before  # the user's folders are left alone


def test_a_failing_check_is_one_line_and_exit_1():
    out = io.StringIO()

    def broken_window():
        raise RuntimeError("no display")

    assert run(out=out, gui_check=broken_window) == 1
    text = out.getvalue()
    assert "FAIL main window opens: RuntimeError: no display" in text
    assert text.splitlines()[-1] == "self-test FAILED (1)"
    assert "Traceback" not in text


def test_the_gui_entry_point_runs_it_headless(tmp_path):
    env = dict(os.environ, ARBITER_HOME=str(tmp_path))
    env.pop("QT_QPA_PLATFORM", None)  # --self-test chooses the offscreen platform itself
    done = subprocess.run([sys.executable, "-m", "arbiter_app", "--self-test"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok   main window opens" in done.stdout
    assert done.stdout.splitlines()[-1] == "self-test passed"
