"""Team tie-breaks against FIDE's tie-break checker (Gacrux 1.11.65, Swiss rules): its values
for four random team events are kept in tests/data/teams/tiebreaks/ (README there: how they
were made).  The test never runs the checker.  Where the checker and C.07's text differ
(docs/tiebreaks.md, "Team events") the events hold none of those cases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from tests.team_builders import event_from_json

DATA = Path(__file__).parent / "data" / "teams" / "tiebreaks"
EVENTS = sorted(p.stem for p in DATA.glob("*.json"))
#: the checker's names of the scores
NAMES = {"MPTS": "MP", "GPTS": "GP"}


def checker_rows(name: str) -> dict[int, list[str]]:
    lines = (DATA / f"{name}.checker.tsv").read_text(encoding="utf-8").splitlines()
    return {int(cells[0]): cells[1:] for cells in (line.split("\t") for line in lines)}


def test_the_data_is_there():
    assert len(EVENTS) == 4


@pytest.mark.parametrize("name", EVENTS)
def test_values_and_ranks_equal_the_checkers(name):
    data = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    t = event_from_json(data)
    tiebreaks = [NAMES.get(x, x) for x in data["tiebreaks"]]
    standings = compute_standings(t, tiebreaks, TiebreakOptions(rules="2026"))
    expected = checker_rows(name)
    assert set(expected) == set(standings.ranks)
    compared = 0
    for row in standings.rows:
        rank, *values = expected[row.number]
        assert row.rank == int(rank), (row.number, "rank")
        for label, ours, theirs in zip(tiebreaks, row.values, values):
            # the checker prints 2 decimals where a value has more (SSSC, AOB)
            assert ours == pytest.approx(float(theirs), abs=0.006), (row.number, label)
            compared += 1
    assert compared == len(tiebreaks) * len(t.teams)
