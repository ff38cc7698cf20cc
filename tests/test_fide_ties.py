"""FIDE checklist Q203-206: players still tied after the last tie-break share the place
(the default); the arbiter may order them, or have lots drawn, with the same draw every
time.  Four players all on ½ with equal Buchholz: one tied group of four."""

from __future__ import annotations

import pytest

from arbiter_app.engine.tiebreaks import compute_standings
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament


def _t():
    t = tournament(4, ["1-2 1/2, 3-4 1/2"], total_rounds=3)
    t.system = "dutch2026"
    return t


def _places(table):
    return [(row.rank, row.number) for row in table.rows]


def test_shared_by_default():
    assert _places(compute_standings(_t(), ["BH"])) == [(1, 1), (1, 2), (1, 3), (1, 4)]


def test_the_arbiters_order():
    t = _t()
    t.options["tiebreaks.tie_order"] = "3,1,4,2"
    table = compute_standings(t, ["BH"])
    assert _places(table) == [(1, 3), (2, 1), (3, 4), (4, 2)]
    assert "places 1-4 by the arbiter's order of tied players (3, 1, 4, 2)" in table.notes


def test_a_drawing_of_lots_is_the_same_every_time():
    # the draw orders by SHA-256 of "seed:number"; for seed club2026 the digests begin
    # 4: a01b70..., 3: b3336a..., 1: f812ec..., 2: fc55ea... (sha256sum, by hand)
    t = _t()
    t.options["tiebreaks.lots"] = "club2026"
    first = _places(compute_standings(t, ["BH"]))
    assert first == [(1, 4), (2, 3), (3, 1), (4, 2)]
    assert _places(compute_standings(t, ["BH"])) == first  # Q206


def test_a_partial_order_leaves_the_place_shared_with_a_note():
    t = _t()
    t.options["tiebreaks.tie_order"] = "3,1"
    table = compute_standings(t, ["BH"])
    assert [row.rank for row in table.rows] == [1, 1, 1, 1]
    assert any("stay shared" in note for note in table.notes)


def test_service_and_cli(tmp_path, capsys):
    TournamentFile.create(tmp_path / "t.arbiter", _t()).close()
    path = tmp_path / "t.arbiter"
    code, out, _ = cli_run(capsys, "ties", path, "--lots", "--seed", "club2026")
    assert code == 0 and "seed club2026" in out
    code, out, _ = cli_run(capsys, "standings", path)
    assert [line.split()[1] for line in out.splitlines()[1:]] == ["4", "3", "1", "2"]
    code, out, _ = cli_run(capsys, "ties", path, "--order", "2,1,3,4")
    assert code == 0
    code, out, _ = cli_run(capsys, "standings", path)  # the order comes before the lots
    assert [line.split()[1] for line in out.splitlines()[1:]] == ["2", "1", "3", "4"]
    code, _, err = cli_run(capsys, "ties", path, "--order", "2,9")
    assert code == 2 and "player 9" in err
    with TournamentService.open(path) as service:
        service.share_tied_places()
        assert "tiebreaks.lots" not in service.tournament().options
        with pytest.raises(ServiceError, match="named twice"):
            service.set_tie_order([1, 1])
