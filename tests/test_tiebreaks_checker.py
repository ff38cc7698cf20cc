"""DE compared value by value with FIDE's tie-break checker (Gacrux).

The expected values were produced by the checker outside the project, on the
TRF files of tests/data/tiebreaks (see its README: source, commit, command
line); the checker itself is never run here.  Its DE value (C.07 6) is the
rank DE gives within the group still tied when DE is applied (1 = first,
equal ranks shared) when DE separates anybody in it, and 0 for every player of
a group DE separates nobody in, a player alone included.  The ranks (the
order) are compared too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from arbiter_app.trf import read_trf_file

DATA = Path(__file__).resolve().parent / "data" / "tiebreaks"
FILES = sorted(p.name[:-len(".checker.tsv")] for p in DATA.glob("*.checker.tsv"))
#: column of the .checker.tsv -> the tie-break list it was computed with (the value
#: compared is that of the last tie-break of the list)
LISTS = {"DE": ["DE"], "DE/P": ["DE/P"], "BH/C1,DE": ["BH/C1", "DE"]}
#: the files carry no start date; the checker was asked for its 2024 Buchholz (/V2024)
C2024 = TiebreakOptions(rules="2024")


def checker_values(name: str) -> dict[str, dict[int, float]]:
    """{column: {pairing number: value}} from NAME.checker.tsv."""
    lines = [line for line in (DATA / f"{name}.checker.tsv").read_text().splitlines()
             if line and not line.startswith("#")]
    header = lines[0].split("\t")
    columns: dict[str, dict[int, float]] = {column: {} for column in header[1:]}
    for line in lines[1:]:
        cells = line.split("\t")
        for column, cell in zip(header[1:], cells[1:]):
            columns[column][int(cells[0])] = float(cell)
    return columns


def test_the_data_is_there():
    assert FILES == ["mixed-00019-n010-r05", "mixed-00080-n027-r12", "rough-00025-n010-r06",
                     "rough-00042-n011-r07"]


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("column", list(LISTS))
def test_de_value_by_value(name, column):
    t = read_trf_file(DATA / f"{name}.trf")
    expected = checker_values(name)
    standings = compute_standings(t, LISTS[column], C2024)
    assert standings.points == expected["PTS"]
    ours = {row.number: row.values[-1] for row in standings.rows}
    assert ours == expected[column]


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("column", list(LISTS))
def test_the_order_is_the_checkers(name, column):
    # the DE value changed, not the order DE gives (C.07 6): same ranks as the checker,
    # players still tied sharing the place
    t = read_trf_file(DATA / f"{name}.trf")
    expected = checker_values(name)[f"rank {column}"]
    assert compute_standings(t, LISTS[column], C2024).ranks == {n: int(r) for n, r in expected.items()}


def test_the_files_hold_both_cases():
    # one file where DE separates a tie, one where it separates nobody
    de = {name: checker_values(name)["DE"] for name in FILES}
    assert any(de["rough-00042-n011-r07"].values())
    assert not any(de["mixed-00019-n010-r05"].values())
    points = checker_values("mixed-00019-n010-r05")["PTS"]
    assert len(set(points.values())) < len(points)  # ... although players are tied there
