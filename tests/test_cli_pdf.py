"""``arbiter-cli pdf``: the GUI's documents as PDF from the command line,
without a display; every refusal is one line and exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.store import TournamentFile
from tests.builders import cli_run as run, tournament
from tests.test_documents import LONG, LONGER, leiden_open
from tests.test_documents_gui import pdf_text

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def leiden(tmp_path):
    path = tmp_path / "leiden.arbiter"
    TournamentFile.create(path, leiden_open(), ["BH/C1", "BH", "SB"]).close()
    return path


def cli(*argv, cwd=None):
    """arbiter-cli in a fresh process with no display and no Qt platform chosen."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "arbiter_app.cli", *map(str, argv)],
                          capture_output=True, text=True, env=env, cwd=cwd, timeout=120)


@pytest.mark.parametrize("kind, heading", [
    ("pairings", "Pairings of round 2"),
    ("alphabetical", "Pairings of round 2 (alphabetical)"),
    ("ranking", "Starting rank list"),
    ("standings", "Standings after round 1"),
    ("crosstable", "Crosstable after round 1"),
])
def test_each_document_is_written_without_a_display(leiden, tmp_path, kind, heading):
    out = tmp_path / f"{kind}.pdf"
    done = cli("pdf", leiden, "--what", kind, "-o", out)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert out.read_bytes().startswith(b"%PDF")
    text = pdf_text(out)
    if text is not None:
        assert heading in text and "Leiden Open" in text and LONGER in text
        if kind != "alphabetical":
            assert LONG in text


def test_a_round_of_choice_and_its_date(leiden, tmp_path):
    out = tmp_path / "round1.pdf"
    done = cli("pdf", leiden, "--what", "pairings", "--round", "1", "-o", out)
    assert done.returncode == 0, done.stderr
    text = pdf_text(out)
    if text is not None:
        assert "Pairings of round 1" in text and "2025-05-03" in text
        assert "2025-05-04" not in text and "2025-05-01" not in text


def one_line(err: str, *parts: str) -> None:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    for part in parts:
        assert part in err, err


def test_no_round_paired(tmp_path, capsys):
    path = tmp_path / "new.arbiter"
    TournamentFile.create(path, tournament(4)).close()
    code, _, err = run(capsys, "pdf", path, "--what", "alphabetical", "-o", tmp_path / "x.pdf")
    assert code == 2
    one_line(err, "new.arbiter: No round is paired yet")
    assert not (tmp_path / "x.pdf").exists()


def test_round_not_paired(leiden, tmp_path, capsys):
    code, _, err = run(capsys, "pdf", leiden, "--what", "pairings", "--round", "3",
                       "-o", tmp_path / "x.pdf")
    assert code == 2
    one_line(err, "Round 3 is not paired (2 rounds are)")


def test_round_only_for_the_pairing_lists(leiden, tmp_path, capsys):
    code, _, err = run(capsys, "pdf", leiden, "--what", "standings", "--round", "1",
                       "-o", tmp_path / "x.pdf")
    assert code == 2
    one_line(err, "--round is for the pairing lists")


@pytest.mark.parametrize("where, complaint", [
    ("missing/x.pdf", "folder"),
    (".", "it is a folder"),
    ("leiden.arbiter", "tournament file"),
])
def test_cannot_write(leiden, tmp_path, capsys, where, complaint):
    code, _, err = run(capsys, "pdf", leiden, "--what", "ranking", "-o", tmp_path / where)
    assert code == 2
    one_line(err, "cannot write" if complaint != "tournament file" else "not overwritten",
             complaint)


def test_an_unwritable_file_is_one_line(leiden, tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        done = cli("pdf", leiden, "--what", "ranking", "-o", locked / "x.pdf")
    finally:
        locked.chmod(0o700)
    assert done.returncode == 2
    one_line(done.stderr, "cannot write", "permission denied")


def test_unknown_kind_and_missing_file(leiden, tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["pdf", str(leiden), "--what", "cards", "-o", str(tmp_path / "x.pdf")])
    assert stop.value.code == 2
    one_line(capsys.readouterr().err, "invalid choice")
    code, _, err = run(capsys, "pdf", tmp_path / "none.arbiter", "--what", "ranking",
                       "-o", tmp_path / "x.pdf")
    assert code == 2
    one_line(err)
