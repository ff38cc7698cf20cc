"""`arbiter-cli check --system team2026` on team events paired by an independent C.04.6
implementation (FIDE's Gacrux, tests/data/teams/gacrux/README.md): every round of the file
is the round team2026 pairs; the standings' lines name teams, not players."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app import i18n
from tests.builders import cli_run

DATA = Path(__file__).parent / "data" / "teams" / "gacrux"


@pytest.mark.parametrize("name, teams, rounds", [
    ("e05-A-MP.trf", 8, 6), ("e07-B-GP.trf", 9, 5), ("e10-none-MP.trf", 7, 6)])
def test_every_round_paired_by_the_independent_engine_is_consistent(capsys, name, teams,
                                                                     rounds):
    code, out, err = cli_run(capsys, "check", str(DATA / name), "--system", "team2026")
    lines = out.splitlines()
    assert f"{teams} teams, {rounds} rounds, team2026" in lines[0], err
    assert f"{rounds}/{rounds} rounds consistent" in lines[-1]
    assert all(line.endswith(": consistent") for line in lines if line.startswith("round "))
    # the writer's 310 ranks are the TPNs, so some teams are misplaced: named as teams
    misplaced = [line.strip() for line in lines if "file rank" in line and ": " in line]
    assert misplaced and all(line.startswith("team ") for line in misplaced)
    assert code == 1


def test_a_team_is_named_so_in_the_reader_s_language(capsys, monkeypatch):
    monkeypatch.setenv("ARBITER_LANGUAGE", "de")
    try:
        code, out, err = cli_run(capsys, "check", str(DATA / "e10-none-MP.trf"),
                                 "--system", "team2026")
    finally:
        i18n.set_language("en")
    assert "7 Mannschaften" in out.splitlines()[0]
    assert any(line.strip().startswith("Mannschaft ") for line in out.splitlines())
