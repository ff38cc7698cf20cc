"""FIDE checklist Q170: withdrawn players are marked in the standings; Q197-198:
expelled players are flagged and left out of a Swiss's standings (their games still
count for their opponents' tie-breaks)."""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.tiebreaks import compute_standings
from arbiter_app.services.documents.tables import standings
from tests.builders import cli_run, tournament

ROUNDS = ["1-2 1-0, 3-4 1-0", "3-1 1/2, 4-2 0-1"]


def _t():
    t = tournament(4, ROUNDS, total_rounds=4)
    t.system = "dutch2026"
    return t


def test_a_withdrawn_player_is_marked_in_the_standings():
    t = _t()
    t.players[3] = replace(t.players[3], withdrawn_from=3)
    _headers, rows = standings(t, ["BH"])
    names = {row.number: row.cells[3] for row in rows}
    assert names[3] == "Player 03 (withdrawn from round 3)"
    assert names[1] == "Player 01"


def test_an_expelled_player_is_left_out_and_flagged():
    # scores: 1 1.5, 3 1.5, 2 1, 4 0.  BH of 1 = 2's 1 + 3's 1.5 = 2.5 with or without
    # 3 in the list: his games count for his opponents.
    t = _t()
    t.players[3] = replace(t.players[3], withdrawn_from=3, expelled=True)
    table = compute_standings(t, ["BH"])
    assert [row.number for row in table.rows] == [1, 2, 4]
    assert [row.rank for row in table.rows] == [1, 2, 3]
    assert table.rows[0].values == (2.5,)
    assert "expelled, not ranked: 3" in table.notes


def test_cli_withdraw_expelled_then_readmit(tmp_path, capsys):
    from arbiter_app.services import TournamentService
    from arbiter_app.store import TournamentFile
    TournamentFile.create(tmp_path / "t.arbiter", _t()).close()
    code, out, _ = cli_run(capsys, "withdraw", tmp_path / "t.arbiter", 3, "--expelled")
    assert code == 0 and out.startswith("expelled: 3 Player 03")
    code, out, err = cli_run(capsys, "standings", tmp_path / "t.arbiter")
    assert code == 0 and [line.split()[1] for line in out.splitlines()[1:]] == ["1", "2", "4"]
    assert "note: expelled, not ranked: 3" in err
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        assert service.tournament().players[3].expelled
        service.readmit_player(3)
        assert not service.tournament().players[3].expelled
