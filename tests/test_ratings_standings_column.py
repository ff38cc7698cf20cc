"""Issue #24 point 5: the rating change in a standings column, on request.

Hand-worked (FIDE B.02 8.1.2/8.3): two players rated 2000, K 20 (under 2400); 1 beats 2:
the expected score is 0.50, so player 1 gains 20 x (1 - 0.5) = +10 and player 2 loses 10."""

from __future__ import annotations

from arbiter_app.services.documents.tables import standings
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament


def _t():
    t = tournament(2, ["1-2 1-0"], total_rounds=3, ratings=[2000, 2000])
    t.system = "dutch2026"
    return t


def test_the_column_is_there_only_when_asked():
    t = _t()
    headers, rows = standings(t, ["BH"])
    assert headers[-1] != "Rtg +/-"
    t.options["standings.rating_change"] = "on"
    headers, rows = standings(t, ["BH"])
    assert headers[-1] == "Rtg +/-"
    assert [(row.number, row.cells[-1]) for row in rows] == [(1, "+10"), (2, "-10")]


def test_cli_standings_rating_change(tmp_path, capsys):
    TournamentFile.create(tmp_path / "t.arbiter", _t(), ["BH"]).close()
    code, out, _ = cli_run(capsys, "standings", tmp_path / "t.arbiter", "--rating-change")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[-1] == "Rtg+/-"
    assert [line.split()[-1] for line in lines[1:]] == ["+10", "-10"]
