"""`arbiter-cli pair FILE.trf --system team2026` on team events paired by an independent
C.04.6 implementation (FIDE's Gacrux, tests/data/teams/gacrux/README.md): the file cut after
round k (its own TRF-2026 writer) pairs round k+1 exactly as the independent engine did.
The expected matches are read from the independent file, never from Arbiter's output."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.trf import read_team_trf_file, write_team_trf
from tests.builders import cli_run

DATA = Path(__file__).parent / "data" / "teams" / "gacrux"
CASES = [(name, k) for name, rounds in
         [("e05-A-MP.trf", 6), ("e07-B-GP.trf", 5), ("e10-none-MP.trf", 6)]
         for k in range(rounds)]


def _independent_round(t, round_no: int) -> list[tuple[int, int]]:
    rnd = t.round(round_no)
    pairs = [(g.white, g.black) for g in rnd.games]
    pabs = [team for team, kind in rnd.byes.items() if kind.name == "PAIRING_ALLOCATED"]
    return pairs + [(team, 0) for team in pabs]


@pytest.mark.parametrize("name, k", CASES)
def test_the_next_round_is_the_independent_engine_s(tmp_path, capsys, name, k):
    full = read_team_trf_file(DATA / name)
    cut = tmp_path / f"cut{k}.trf"
    cut.write_text(write_team_trf(full.truncated(k)), encoding="utf-8")
    code, out, err = cli_run(capsys, "pair", str(cut), "--system", "team2026")
    assert code == 0, err
    lines = out.splitlines()
    got = [tuple(int(x) for x in line.split()) for line in lines[1:]]
    assert int(lines[0]) == len(got)
    # each match with its white team (C.04.6 1.6.1, 4.3); the file keeps no match order
    # (a TRF keeps each team's opponents), the PAB is last
    expected = _independent_round(full, k + 1)
    assert sorted(got) == sorted(expected)
    assert [p for p in got if p[1] == 0] == got[len(got) - len([p for p in expected
                                                                  if p[1] == 0]):]


def test_a_team_file_needs_the_team_system_and_a_player_file_refuses_it(capsys):
    code, out, err = cli_run(capsys, "pair", str(DATA / "e05-A-MP.trf"), "--system", "dutch2026")
    assert code == 2 and "team file" in err and "team2026" in err
    player_file = Path(__file__).parent / "data" / "ui" / "seven-players-seven-rounds.trf"
    code, out, err = cli_run(capsys, "pair", str(player_file), "--system", "team2026")
    assert code == 2 and "individual tournament" in err


def test_explanations_name_matches_and_quote_the_articles(tmp_path, capsys):
    cut = tmp_path / "cut.trf"
    cut.write_text(write_team_trf(read_team_trf_file(DATA / "e05-A-MP.trf").truncated(2)),
                   encoding="utf-8")
    code, out, err = cli_run(capsys, "pair", str(cut), "--system", "team2026", "--explain")
    assert code == 0
    explained = err.splitlines()
    assert len(explained) == 4 and all(line.startswith(f"match {n}:")
                                       for n, line in enumerate(explained, start=1))
    assert all("(3.6)" in line and "colours 4." in line for line in explained)
