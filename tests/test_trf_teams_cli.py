"""Team files on the command line (issue #37): `check` reads a team file first, so its errors
come with line and columns (tests/test_team_check_cli.py checks the rounds)."""

from __future__ import annotations

from pathlib import Path

from tests.builders import cli_run

DATA = Path(__file__).parent / "data" / "teams"


def test_check_reads_the_file_first(tmp_path, capsys):
    bad = tmp_path / "bad.trf"
    bad.write_text((DATA / "five-teams.trf").read_text().replace(
        "330 +- 002 003 005", "330 +- 002 003 009"))
    code, _out, err = cli_run(capsys, "check", bad)
    assert code == 2
    assert "bad.trf: line 43, cols 16-18: 330 names team 9, which is not a team (310)" in err
