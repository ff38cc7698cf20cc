"""The tournament-file commands of arbiter-cli: import, export, pair-next,
result, show, validate; every bad input is one line and exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.engine.model import Colour, GameResult
from arbiter_app.services import TournamentService
from arbiter_app.services import pairings
from arbiter_app.store import TournamentFile
from arbiter_app.trf import write_trf
from tests.builders import cli_run as run, tournament
from tests.test_services_pairing import ToySystem

DATA = Path(__file__).resolve().parent / "data"
FIXTURE = DATA / "dutch2016" / "mixed-00019-n010-r05.trf"


@pytest.fixture
def toy(monkeypatch):
    system = ToySystem()
    monkeypatch.setattr(pairings, "get_system", lambda name: system)
    return system


def one_line_error(err: str, *parts: str) -> None:
    assert err.count("\n") == 1 and "Traceback" not in err
    for part in parts:
        assert part in err


@pytest.fixture
def arbiter(tmp_path):
    """Four players; round 1 played (1-2 1-0, 3-4 1/2); round 2 paired (4-1, 2-3)."""
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "4-1 *, 2-3 *"], total_rounds=4)
    t.system = "dutch2016"
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t).close()
    return path


def test_import_and_export(tmp_path, capsys):
    out_file = tmp_path / "t.arbiter"
    code, out, _ = run(capsys, "import", FIXTURE, "-o", out_file, "--system", "dutch2016")
    assert code == 0 and "10 players, 5 rounds paired" in out
    # TRF16 asked for: the engine's file comes back byte for byte (TRF-2026 is the default)
    code, _, _ = run(capsys, "export", out_file, "-o", tmp_path / "back.trf", "--format", "trf16")
    assert code == 0
    normal = lambda b: b.replace(b"\r\n", b"\n").replace(b"\r", b"\n").rstrip(b"\n")
    assert normal((tmp_path / "back.trf").read_bytes()) == normal(FIXTURE.read_bytes())
    code, _, _ = run(capsys, "export", out_file, "-o", tmp_path / "new.trf")
    assert code == 0 and b"\r\n142 5\r\n" in (tmp_path / "new.trf").read_bytes()
    code, _, err = run(capsys, "import", FIXTURE, "-o", out_file, "--system", "dutch2016")
    assert code == 2
    one_line_error(err, "already exists")


def test_import_refusals(tmp_path, capsys):
    code, _, err = run(capsys, "import", FIXTURE, "-o", tmp_path / "a.arbiter", "--system", "swiss")
    assert code == 2
    one_line_error(err, "unknown pairing system 'swiss'")
    code, _, err = run(capsys, "import", tmp_path / "none.trf", "-o", tmp_path / "b.arbiter",
                       "--system", "dutch2016")
    assert code == 2
    one_line_error(err, "none.trf")
    assert not (tmp_path / "a.arbiter").exists() and not (tmp_path / "b.arbiter").exists()


def test_result(arbiter, capsys):
    code, out, _ = run(capsys, "result", arbiter, 2, 1, "0-1")
    assert code == 0 and out.strip() == "round 2 board 1: 4 Player 04 (2370) - 1 Player 01 (2400) 0-1"
    code, out, _ = run(capsys, "result", arbiter, 2, 1, "1/2")
    assert code == 0 and out.strip().endswith("1/2 (was 0-1)")
    for text, value in [("1-0", "1-0"), ("+-", "+-"), ("-+", "-+"), ("--", "--")]:
        assert run(capsys, "result", arbiter, 2, 2, text)[0] == 0
        with TournamentService.open(arbiter) as service:
            assert service.tournament().rounds[1].games[1].result is GameResult(value)


@pytest.mark.parametrize("argv, message", [
    (("2", "3", "1-0"), "round 2 has no board 3 (boards 1-2)"),
    (("3", "1", "1-0"), "round 3 is not paired (rounds 1-2 are paired)"),
    (("2", "1", "2-0"), "unknown result '2-0'"),
])
def test_bad_results_change_nothing(arbiter, capsys, argv, message):
    before = arbiter.read_bytes()
    code, _, err = run(capsys, "result", arbiter, *argv)
    assert code == 2
    one_line_error(err, message)
    assert arbiter.read_bytes() == before


def test_result_on_a_file_in_use(arbiter, capsys):
    with TournamentService.open(arbiter):
        code, _, err = run(capsys, "result", arbiter, 2, 1, "1-0")
    assert code == 2
    one_line_error(err, "in use by process")


def test_not_a_tournament(tmp_path, capsys):
    path = tmp_path / "x.arbiter"
    path.write_text("hello")
    for argv in (("show", path), ("result", path, 1, 1, "1-0"), ("pair-next", path)):
        code, _, err = run(capsys, *argv)
        assert code == 2
        one_line_error(err, "not an SQLite database")
    assert path.read_text() == "hello"


def test_pair_next_then_show(tmp_path, capsys, toy):
    t = tournament(5, [], total_rounds=3, initial_colour=Colour.WHITE)
    t.system = "dutch2016"
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t).close()
    code, out, _ = run(capsys, "pair-next", path)
    assert code == 0
    assert out.splitlines() == ["Round 1", "   1. 1 Player 01 (2400) - 2 Player 02 (2390)",
                                "   2. 4 Player 04 (2370) - 3 Player 03 (2380)",
                                "  bye: 5 Player 05 (2360)"]
    code, _, err = run(capsys, "pair-next", path)
    assert code == 3  # Q160: no result at all; adjourning every game is asked first
    assert "round 1 has no result at all (boards 1, 2)" in err
    run(capsys, "result", path, 1, 1, "1-0")
    run(capsys, "result", path, 1, 2, "1/2")
    code, out, _ = run(capsys, "show", path, "--round", 1)
    assert code == 0
    assert "   1. 1 Player 01 (2400) - 2 Player 02 (2390)  1-0   [toy]" in out
    assert "5 Player 05 (2360): pairing-allocated bye" in out
    code, out, _ = run(capsys, "show", path)
    assert code == 0 and "5 players, 1 round paired of 3" in out
    assert out.splitlines()[1].split()[:2] == ["1.0", "1"]
    code, out, _ = run(capsys, "pair-next", path, "--pairs")
    assert code == 0 and out.splitlines()[0] == "3"
    code, _, err = run(capsys, "show", path, "--round", 7)
    assert code == 2
    one_line_error(err, "round 7 is not paired")


def test_validate_trf_and_arbiter(tmp_path, arbiter, capsys, toy):
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "4-1 0-1, 2-3 1-0"], total_rounds=4)
    trf = tmp_path / "t.trf"
    trf.write_text(write_trf(t))
    good, rematch, short = (tmp_path / name for name in ("good.txt", "rematch.txt", "short.txt"))
    good.write_text("2\n1 3\n2 4\n")
    rematch.write_text("2\n2 1\n4 3\n")
    short.write_text("2\n1 3\n")
    assert run(capsys, "validate", trf, "--system", "dutch2016", "--pairing", good)[0] == 0
    code, out, _ = run(capsys, "validate", trf, "--system", "dutch2016", "--pairing", rematch)
    assert code == 1
    assert out.splitlines() == ["C.04.1.b: 2 and 1 have already met (players 2, 1)",
                                "C.04.1.b: 4 and 3 have already met (players 4, 3)"]
    code, _, err = run(capsys, "validate", trf, "--system", "dutch2016", "--pairing", short)
    assert code == 2
    one_line_error(err, "short.txt: line 1 announces 2 lines but 1 follow")
    code, _, err = run(capsys, "validate", trf, "--pairing", good)
    assert code == 2
    one_line_error(err, "needs --system")
    # the .arbiter's round 2 has no result: the proposal replaces it
    code, out, _ = run(capsys, "validate", arbiter, "--pairing", rematch)
    assert code == 1 and out.splitlines()[0].startswith("C.04.1.b")
    (tmp_path / "absent.txt").write_text("1\n1 4\n")
    code, out, _ = run(capsys, "validate", arbiter, "--pairing", tmp_path / "absent.txt")
    assert code == 1 and out.strip() == "completeness: not paired: 2, 3 (players 2, 3)"
