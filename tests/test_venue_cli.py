"""``arbiter-cli serve``, ``codes`` and ``checkin`` (issue #39) end to end: ``serve`` in its
own process prints the address it listens on (port 0: a free one), writes the codes file,
takes results from the codes, refuses a second server on the same file and stops on
SIGTERM with every change in the file.  The tournaments are those of
:mod:`tests.venue_builders` (the event: round 3 current, board 1 is 1-4)."""

from __future__ import annotations

import os
import queue
import re
import signal
import stat
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.services import TournamentService
from tests.builders import cli_run
from tests.venue_builders import event_file, fresh_file

ROOT = Path(__file__).resolve().parents[1]
CODE = r"[A-Z2-9]{10}"


def cli(*argv) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "arbiter_app.cli", *map(str, argv)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=ROOT)


class Lines:
    """A process's standard output, line by line, as it comes."""

    def __init__(self, proc: subprocess.Popen):
        self.queue: queue.Queue = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(proc,), daemon=True).start()

    def _read(self, proc):
        for line in proc.stdout:
            self.queue.put(line.rstrip("\n"))
        self.queue.put(None)

    def until(self, pattern: str, timeout: float = 60) -> re.Match:
        while True:
            line = self.queue.get(timeout=timeout)
            if line is None:
                raise AssertionError(f"no line {pattern!r} in {self.seen}")
            self.seen.append(line)
            found = re.search(pattern, line)
            if found:
                return found


def test_serve_on_a_free_port_then_stop_with_sigterm(tmp_path, capsys):
    path = event_file(tmp_path)
    assert cli_run(capsys, "codes", path, "--deputy", "Dana", "--boards", "1-3")[0] == 0
    codes_file = tmp_path / "codes.txt"
    server = cli("serve", path, "--port", "0", "--codes-file", codes_file)
    try:
        out = Lines(server)
        address = out.until(r"serving t\.arbiter at (http://127\.0\.0\.1:(\d+)/)")
        url, port = address.group(1), int(address.group(2))
        assert port != 0
        out.until(r"this machine only")

        # the codes file: ROLE CODE lines, readable by its owner only
        lines = codes_file.read_text(encoding="utf-8").splitlines()
        assert re.fullmatch(f"arbiter {CODE}", lines[0])
        [deputy] = [line for line in lines if line.startswith("deputy ")]
        assert re.fullmatch(f"deputy {CODE} Dana boards=1-3", deputy)
        players = [line for line in lines if line.startswith("player ")]
        assert [line.split()[2] for line in players] == [str(n) for n in range(1, 15)]
        assert all(re.fullmatch(f"player {CODE} \\d+", line) for line in players)
        assert len(lines) == 1 + 1 + 14
        assert stat.S_IMODE(codes_file.stat().st_mode) == 0o600

        # the public page lists the pairings; a result needs a code
        assert "Player 01" in httpx.get(url, timeout=30).text
        refused = httpx.post(url + "api/round/3/board/1/result", json={"result": "1-0"},
                             timeout=30)
        assert refused.status_code == 401
        answer = httpx.post(url + "api/round/3/board/1/result", json={"result": "1-0"},
                            headers={"Authorization": f"Bearer {deputy.split()[1]}"},
                            timeout=30)
        assert answer.status_code == 200 and answer.json()["status"] == "recorded"
        out.until(r"^round 3 board 1: 1-0 \(deputy Dana \(boards 1-3\)\)$")

        # a second server on the same file is refused
        second = cli("serve", path, "--port", "0")
        _out, err = second.communicate(timeout=60)
        assert second.returncode == 2
        assert "t.arbiter" in err and "in use" in err and "Traceback" not in err

        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=60) == 0
        out.until(r"the venue server stopped; every change is in t\.arbiter")
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    with TournamentService.open(path) as again:
        assert again.tournament().round(3).games[0].result is GameResult.WHITE_WINS
        results = [e for e in again.audit_log() if e.action == "result"]
        assert results[-1].details == ("round 3 board 1: 1-4 1-0 (was *) (by deputy Dana "
                                       "(boards 1-3))")


@pytest.mark.parametrize("argv, message", [
    (["--host", "localhost"], "'localhost' is not an address of this machine"),
    (["--port", "70000"], "--port 70000 is not a port"),
    (["--port", "-1"], "--port -1 is not a port"),
])
def test_serve_refuses_what_it_cannot_listen_on(tmp_path, capsys, argv, message):
    path = event_file(tmp_path)
    code, _out, err = cli_run(capsys, "serve", path, *argv)
    assert code == 2 and message in err


def test_serve_refuses_a_team_event(tmp_path, capsys):
    from tests.team_event_builders import team_event
    team_event(tmp_path / "team.arbiter", teams=4, boards=2).close()
    code, _out, err = cli_run(capsys, "serve", tmp_path / "team.arbiter", "--port", "0")
    assert code == 2 and "the venue server serves individual events" in err


# -- codes --------------------------------------------------------------------------------------

def codes_of(out: str) -> dict[str, str]:
    found = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] in ("arbiter", "deputy", "player"):
            found[" ".join([parts[0]] + parts[2:3])] = parts[1]
    return found


def test_codes_lists_every_holder_the_same_each_time(tmp_path, capsys):
    path = event_file(tmp_path)
    code, out, _err = cli_run(capsys, "codes", path)
    assert code == 0
    first = codes_of(out)
    assert set(first) == {"arbiter"} | {f"player {n}" for n in range(1, 15)}
    assert all(re.fullmatch(CODE, c) for c in first.values())
    assert codes_of(cli_run(capsys, "codes", path)[1]) == first


def test_codes_names_revokes_and_removes_deputies(tmp_path, capsys):
    path = event_file(tmp_path)
    code, out, _err = cli_run(capsys, "codes", path, "--deputy", "Dana", "--boards", "1-3")
    assert code == 0 and out.startswith("named deputy Dana, boards 1-3\n")
    assert re.search(f"^deputy ({CODE}) Dana boards=1-3$", out, re.M)
    old = codes_of(out)["deputy Dana"]
    code, out, _err = cli_run(capsys, "codes", path, "--deputy", "Eve")
    assert re.search(f"^deputy {CODE} Eve$", out, re.M)
    code, out, _err = cli_run(capsys, "codes", path, "--revoke", "deputy Dana")
    assert code == 0
    assert out.startswith("revoked the code of deputy Dana, boards 1-3; the new one is below")
    assert codes_of(out)["deputy Dana"] != old
    code, out, _err = cli_run(capsys, "codes", path, "--remove-deputy", "Dana")
    assert code == 0 and out.startswith("removed deputy Dana\n")
    assert "deputy Dana" not in codes_of(out) and "deputy Eve" in codes_of(out)
    code, out, _err = cli_run(capsys, "codes", path, "--player-results", "off")
    assert code == 0
    with TournamentService.open(path) as s:
        assert s.tournament().options["venue.player_results"] == "off"


@pytest.mark.parametrize("argv, message", [
    (["--boards", "1-3"], "--boards goes with --deputy"),
    (["--deputy", "Dana", "--boards", "5-2"], "boards 5-2 are no range of boards"),
    (["--deputy", "Dana", "--boards", "a-b"], "--boards 'a-b' is not a range of boards"),
    (["--deputy", "Dana", "--boards", "0"], "--boards '0' is not a range of boards"),
    (["--deputy", "Dana", "--boards", "0-5"], "--boards '0-5' is not a range of boards"),
    (["--revoke", "player 99"], "there is no player 99"),
    (["--revoke", "judge"], "names no code holder"),
    (["--remove-deputy", "Zed"], "there is no deputy Zed"),
])
def test_codes_refusals_change_nothing(tmp_path, capsys, argv, message):
    path = event_file(tmp_path)
    with TournamentService.open(path) as s:
        before = s.tournament(), s.audit_log()
    code, _out, err = cli_run(capsys, "codes", path, *argv)
    assert code == 2 and message in err, err
    with TournamentService.open(path) as s:
        assert (s.tournament(), s.audit_log()) == before


# -- checkin ----------------------------------------------------------------------------------

def test_checkin_lists_checks_in_and_marks_absent_before_pairing(tmp_path, capsys):
    path = fresh_file(tmp_path)
    code, out, _err = cli_run(capsys, "checkin", path)
    assert code == 0
    assert out.splitlines()[0] == ("round 1: 0 checked in, 10 not yet, 0 with a bye or "
                                   "absence asked")
    assert out.splitlines()[1:] == [f"not checked in: {n} Player {n:02d}" for n in range(1, 11)]
    code, out, _err = cli_run(capsys, "checkin", path, 1, 2, 3)
    assert out.splitlines()[0].startswith("round 1: 3 checked in, 7 not yet")
    with TournamentService.open(path) as s:
        # the command line's check-in is the arbiter's own, not the venue server's
        assert s.audit_log()[-1].details == "round 1: 3 Player 03"
    code, out, _err = cli_run(capsys, "checkin", path, 2, "--undo")
    assert out.splitlines()[0].startswith("round 1: 2 checked in, 8 not yet")
    code, _out, err = cli_run(capsys, "checkin", path, 99)
    assert code == 2 and "there is no player 99" in err
    code, out, _err = cli_run(capsys, "checkin", path, "--mark-absent")
    assert code == 0
    assert out.splitlines() == [
        "round 1: marked absent (not checked in): 2, 4, 5, 6, 7, 8, 9, 10",
        "round 1: 2 checked in, 0 not yet, 8 with a bye or absence asked"]
    assert cli_run(capsys, "pair-next", path, "--confirm")[0] == 0
    with TournamentService.open(path) as s:
        rnd = s.tournament().round(1)
        assert {n for g in rnd.games for n in (g.white, g.black)} == {1, 3}
        assert rnd.byes == {n: ByeKind.ZERO_POINT for n in (2, 4, 5, 6, 7, 8, 9, 10)}
