"""Renumbering before round 1 carries the TRF records that name players by starting
rank (issue #15; trf/renumbering.py, docs/trf.md "Renumbering before round 1").

The tournament: five players entered in this order, with these ratings:

    1 Alpha 2400, 2 Beta 2000, 3 Gamma 2300, 4 Delta 2100, 5 Eps 2200

The initial ranking list (C.04.2.B: rating first) is 1, 3, 5, 4, 2, so the
renumbering is 1->1, 3->2, 5->3, 4->4, 2->5.  Worked by hand from there:

* ``250  1.0 rounds 1-2 players 1-2``: players {1, 2} become {1, 5}, not
  consecutive: two records, ``1-1`` and ``5-5``.  ``250 0.5 round 3 players 3-5``:
  {3, 4, 5} become {2, 4, 3} = 2-4, one record.
* ``260 rounds 1-2: 2 4`` becomes ``4 5``; ``260 rounds 1-3: 1 3`` (every round: a
  forbidden pair) becomes 1 2.
* NRS records of players 2 and 3 name 5 and 2, listed as 2 then 5.
* ``240 H 002 5`` (a half-point bye requested for round 2) names player 3.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind
from arbiter_app.services import TournamentService
from arbiter_app.trf import read_trf
from arbiter_app.trf import trf2026 as T
from arbiter_app.trf.renumbering import renumbered_lines, renumbered_options, runs
from tests.builders import cli_run

PLAYERS = [(1, "Alpha, A", 2400), (2, "Beta, B", 2000), (3, "Gamma, C", 2300),
           (4, "Delta, D", 2100), (5, "Eps, E", 2200)]
MAPPING = {1: 1, 3: 2, 5: 3, 4: 4, 2: 5}


def player_line(n: int, name: str, rating: int) -> str:
    return f"001 {n:>4}      {name:<33} {rating:>4} NED {1000000 + n:>11} {'':10}  0.0"


def nrs(n: int, rating: int) -> str:
    return f"NED {n:>4}".ljust(48) + f"{rating:>4}"


TRF = "\n".join([
    "012 Renumber Open", "142 3", "192 FIDE_DUTCH_2025",
    *(player_line(*p) for p in PLAYERS),
    nrs(2, 1850), nrs(3, 2250),
    "240 H 002    5",
    "250       1.0 001 002 0001 0002",
    "250       0.5 003 003 0003 0005",
    "260 001 002    2    4",
    "260 001 003    1    3",
]) + "\n"


def test_runs():
    assert runs([7, 1, 2, 3, 5, 8]) == [(1, 3), (5, 5), (7, 8)]
    assert runs([]) == []


def test_records_renumbered_by_hand():
    t = read_trf(TRF)
    new = renumbered_options(t.options, MAPPING)
    assert new[T.ACCELERATIONS] == "1:1-2:1-1;1:1-2:5-5;0.5:3-3:2-4"
    assert new[T.FORBIDDEN_ROUNDS] == "1-2:4,5"
    assert [(line[:8], line[48:52]) for line in new[T.NATIONAL].split("\n")] == [
        ("NED    2", "2250"), ("NED    5", "1850")]


def test_team_and_xxa_lines_renumbered_in_their_columns():
    # 310: team 1's players in cols 74-77, 79-82; 013 in cols 37-40, 42-45; 300: round 1,
    # team 1 against team 2, players in cols 17-20, 22-25 (0000: an empty board)
    team310 = "310   1 " + "Team One".ljust(32) + " " * 33 + "   2    4"
    team013 = "013 " + "Team One".ljust(32) + "   2    4"
    out300 = "300 001 001 002 0004 0000"
    lines = renumbered_lines([team310, team013, out300, "XXA    2  1.0", "### 2 4"], MAPPING)
    assert lines[0][73:82] == "   5    4" and lines[0][:73] == team310[:73]
    assert lines[1][36:45] == "   5    4"
    assert lines[2] == "300 001 001 002 0004 0000"  # 4 stays 4, 0000 stays
    assert lines[3] == "XXA    5  1.0" and lines[4] == "### 2 4"
    # 299 names individuals only without team records
    # 299: a win for player 2 in round 1 (cols 5, 14-17, 20-22, 24-27)
    abnormal = "299 W".ljust(13) + " 1.0  001 0002"
    assert renumbered_lines([abnormal], MAPPING) == [abnormal[:23] + "0005"]
    assert renumbered_lines([team013, abnormal], MAPPING)[1] == abnormal


def test_cli_renumber_then_export_trf2026_and_read_back(tmp_path, capsys):
    source = tmp_path / "in.trf"
    source.write_text(TRF, encoding="utf-8")
    path = tmp_path / "t.arbiter"
    assert cli_run(capsys, "import", source, "-o", path)[0] == 0
    code, out, _ = cli_run(capsys, "renumber", path)
    assert code == 0 and "2 ->    5  Beta, B" in out
    out_trf = tmp_path / "out.trf"
    assert cli_run(capsys, "export", path, "-o", out_trf)[0] == 0
    text = out_trf.read_bytes().decode("cp1252")
    lines = text.split("\r\n")
    assert [x[:8] for x in lines if x.startswith("NED")] == ["NED    2", "NED    5"]
    assert [x for x in lines if x.startswith("240")] == ["240 H 002    3"]
    assert [x for x in lines if x.startswith("260")] == ["260 001 003    1    2",
                                                         "260 001 002    4    5"]
    back = read_trf(text)
    assert {int(x[4:8]): x[14:47].strip() for x in lines if x.startswith("001")} == {
        1: "Alpha, A", 2: "Gamma, C", 3: "Eps, E", 4: "Delta, D", 5: "Beta, B"}
    # player -> round -> fictitious points, worked from the records above
    assert T.accelerations(back) == {1: {1: 1.0, 2: 1.0}, 5: {1: 1.0, 2: 1.0},
                                     2: {3: 0.5}, 3: {3: 0.5}, 4: {3: 0.5}}
    assert all(int(x[22:26]) <= int(x[27:31]) for x in lines if x.startswith("250"))
    assert back.requested_byes == {2: {3: ByeKind.HALF_POINT}}
    assert back.forbidden_pairs == {frozenset((1, 2))}
    assert T.national_ratings(back) == {2: {"NED": 2250}, 5: {"NED": 1850}}
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().options[T.FORBIDDEN_ROUNDS] == "1-2:4,5"
