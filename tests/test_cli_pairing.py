"""arbiter-cli pair / check / generate, with expected pairings from the endorsed engines.

The fixture files in tests/data/dutch2016 were made by one FIDE-endorsed engine and confirmed
round by round by a second one, so the round they show is the expected output.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.trf import read_trf_file, write_trf
from tests.builders import cli_run as run

DATA = Path(__file__).parent / "data" / "dutch2016"
SMALL = DATA / "mixed-00019-n010-r05.trf"  # 10 players, 5 rounds
ODD = DATA / "rough-00008-n009-r05.trf"  # 9 players: a pairing-allocated bye every round


def cut(path: Path, rounds: int, tmp_path: Path) -> Path:
    """The file as it stood after ``rounds`` rounds (the input the engines paired from)."""
    target = tmp_path / f"{path.stem}-after{rounds}.trf"
    target.write_text(write_trf(read_trf_file(path).truncated(rounds)))
    return target


def expected_lines(path: Path, round_no: int) -> list[str]:
    rnd = read_trf_file(path).round(round_no)
    lines = sorted(f"{g.white} {g.black}" for g in rnd.games)
    if rnd.pairing_bye is not None:
        lines.append(f"{rnd.pairing_bye} 0")
    return lines


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0
    for command in ("pair", "check", "generate"):
        assert command in out


@pytest.mark.parametrize("path, round_no", [(SMALL, 1), (SMALL, 4), (ODD, 3), (ODD, 5)])
def test_pair_prints_the_endorsed_engines_pairing(capsys, tmp_path, path, round_no):
    code, out, _ = run(capsys, "pair", cut(path, round_no - 1, tmp_path), "--system", "dutch2016")
    assert code == 0
    lines = out.splitlines()
    assert int(lines[0]) == len(lines) - 1
    boards = [line for line in lines[1:] if not line.endswith(" 0")]
    byes = [line for line in lines[1:] if line.endswith(" 0")]
    assert byes == ([lines[-1]] if path is ODD else [])  # the bye is written last, as "N 0"
    assert sorted(boards) + byes == expected_lines(path, round_no)


def test_pair_writes_to_a_file(capsys, tmp_path):
    out_file = tmp_path / "round3.txt"
    code, out, _ = run(capsys, "pair", cut(SMALL, 2, tmp_path), "--system", "dutch2016",
                       "-o", out_file)
    assert code == 0 and out == ""
    assert sorted(out_file.read_text().splitlines()[1:]) == expected_lines(SMALL, 3)


def test_pair_refuses_a_finished_tournament(capsys):
    code, _, err = run(capsys, "pair", SMALL, "--system", "dutch2016")
    assert code == 2 and "all 5 rounds are already paired" in err


def test_check_reports_every_round_identical(capsys):
    code, out, _ = run(capsys, "check", SMALL, "--system", "dutch2016")
    assert code == 0
    assert [line for line in out.splitlines() if line.startswith("round")] == [
        f"round {k}: consistent" for k in range(1, 6)]
    assert out.splitlines()[-1] == "5/5 rounds consistent; standings consistent: CONSISTENT"


def test_check_shows_a_difference_side_by_side(capsys, tmp_path):
    # swap the colours of one board of round 5: the file no longer shows the engines' pairing
    t = read_trf_file(SMALL)
    game = t.round(5).games[0]
    t.round(5).games[0] = replace(game, white=game.black, black=game.white)
    changed = tmp_path / "changed.trf"
    changed.write_text(write_trf(t))
    code, out, _ = run(capsys, "check", changed, "--system", "dutch2016")
    assert code == 1
    assert "round 5: INCONSISTENT" in out
    assert f"board 1: colours: file {game.black}-{game.white}, rules {game.white}-{game.black}" \
        in out
    assert out.splitlines()[-1].startswith("4/5 rounds consistent")


def test_check_bad_input_exits_2_with_one_line(capsys, tmp_path):
    bad = tmp_path / "bad.trf"
    bad.write_text("001    1      Short line\n")
    code, out, err = run(capsys, "check", bad, "--system", "dutch2016")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "bad.trf" in err and "line 1" in err


def test_unknown_system_and_missing_file_are_one_line_errors(capsys, tmp_path):
    code, _, err = run(capsys, "pair", SMALL, "--system", "swiss")
    assert code == 2 and "unknown pairing system 'swiss'" in err and "dutch2016" in err
    code, _, err = run(capsys, "pair", tmp_path / "nowhere.trf", "--system", "dutch2016")
    assert code == 2 and "nowhere.trf" in err and len(err.strip().splitlines()) == 1


def test_generate_is_reproducible(capsys, tmp_path):
    args = ["generate", "--system", "dutch2016", "--players", "23", "--rounds", "5",
            "--forfeits", "5%", "--half-byes", "5%", "--withdrawals", "2"]
    first, again, other = tmp_path / "a.trf", tmp_path / "b.trf", tmp_path / "c.trf"
    assert run(capsys, *args, "--seed", "3", "-o", first)[0] == 0
    assert run(capsys, *args, "--seed", "3", "-o", again)[0] == 0
    assert run(capsys, *args, "--seed", "4", "-o", other)[0] == 0
    assert first.read_bytes() == again.read_bytes() != other.read_bytes()
    t = read_trf_file(first)
    assert len(t.players) == 23 and t.rounds_played == 5
    # the generated file passes the checker: every round is what the system pairs
    code, out, _ = run(capsys, "check", first, "--system", "dutch2016")
    assert code == 0, out


def test_generate_refuses_bad_amounts(capsys, tmp_path):
    for amount, why in (("150%", "150% is more than 100%"), ("1.5", "a count is a whole number"),
                        ("5%@4-2", "not a range of rounds"), ("x", "is not a count")):
        code, out, err = run(capsys, "generate", "--system", "dutch2016", "--players", "10",
                             "--rounds", "3", "--seed", "1", "--half-byes", amount, "-o",
                             tmp_path / "x.trf")
        assert code == 2 and out == "" and why in err and "--half-byes" in err, err
    assert not (tmp_path / "x.trf").exists()


def test_the_module_entry_point_never_shows_a_traceback(tmp_path):
    bad = tmp_path / "bad.trf"
    bad.write_bytes(b"\xff\xfe0\x000\x001\x00")
    done = subprocess.run([sys.executable, "-m", "arbiter_app.cli", "check", str(bad),
                           "--system", "dutch2016"], capture_output=True, text=True)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stderr.startswith("arbiter-cli: ")
