"""Team files on the command line (issue #37, until the team2026 system is there): `check`
and `import` read a team file (its errors first, with line and columns) and say that team
files are checked with --system team2026; nothing is imported."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.engine.systems.registry import SYSTEMS
from tests.builders import cli_run

DATA = Path(__file__).parent / "data" / "teams"

pytestmark = pytest.mark.skipif("team2026" in SYSTEMS,
                                reason="the team system checks team files now")


def test_check_says_how_team_files_are_checked(capsys):
    code, out, err = cli_run(capsys, "check", DATA / "five-teams.trf")
    assert code == 2 and out == ""
    assert "five-teams.trf is a team file (records 310 or 013): team files are checked with " \
           "--system team2026" in err


def test_check_reads_the_file_first(tmp_path, capsys):
    bad = tmp_path / "bad.trf"
    bad.write_text((DATA / "five-teams.trf").read_text().replace(
        "330 +- 002 003 005", "330 +- 002 003 009"))
    code, _out, err = cli_run(capsys, "check", bad)
    assert code == 2
    assert "bad.trf: line 43, cols 16-18: 330 names team 9, which is not a team (310)" in err


def test_import_refuses_a_team_file(tmp_path, capsys):
    target = tmp_path / "t.arbiter"
    code, _out, err = cli_run(capsys, "import", DATA / "four-teams.trf", "-o", target)
    assert code != 0 and not target.exists()
    assert "is a team file (records 310 or 013): team events are not imported yet; team " \
           "files are checked with --system team2026" in err
