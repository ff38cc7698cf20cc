"""A forfeited match (TRF-2026 330) in the export of a team event made in Arbiter: the
winning team's players are written as winning their boards by forfeit (``0000 - +``), so
that the team's game points are the sum of its players' points (C.07 2026 11.1.2) with
162's W ("win OTB or by forfeit"); import and export again give the same file, and the
checker reproduces the round."""

from __future__ import annotations

import pytest

from arbiter_app.trf import read_team_trf
from tests.builders import cli_run
from tests.team_event_builders import enter_lineups, play, team_event


@pytest.fixture
def exported(tmp_path):
    # 5 teams of 2 boards (and a reserve); round 1: match 1 played, match 2 forfeited by
    # its white team (-+: the black team wins)
    service = team_event(tmp_path / "T.arbiter", teams=5, boards=2, rounds=3)
    enter_lineups(service, 1)
    service.pair_next_team_round(confirm=True)
    pairing = service.team_pairing(1)
    play(service, 1, {1: "1="})
    service.forfeit_match(1, 2, "-+", confirm=True)
    text = service.export_team_trf_text()
    winner = pairing.boards[1].black
    t = service.team_tournament()
    service.close()
    return tmp_path, text, t, winner


def _cell(line: str) -> str:
    return line[91:99]  # round 1: opponent, colour, result (cols 92-99)


def test_the_winner_s_players_win_their_boards_by_forfeit(exported):
    _, text, t, winner = exported
    players = {int(line[4:8]): line for line in text.splitlines() if line.startswith("001")}
    fielded = t.teams[winner].roster[:2]  # its line-up: the first two of the roster
    for player in fielded:
        assert _cell(players[player]) == "0000 - +"
        assert players[player][80:84] == " 1.0"
    reserve = t.teams[winner].roster[2]
    assert _cell(players[reserve]) != "0000 - +"
    # 310: 2 match points (TW) and 2.0 game points (2 boards x 162 W), the sum of the
    # players' 001 points
    line = next(x for x in text.splitlines() if x.startswith(f"310 {winner:3d}"))
    assert line[54:60] == "   2.0" and line[61:67] == "   2.0"
    assert f"330 -+ 001 " in text


def test_import_and_export_give_the_same_file(exported, capsys):
    tmp_path, text, _, _ = exported
    first = tmp_path / "e1.trf"
    first.write_text(text, encoding="utf-8")
    assert cli_run(capsys, "import", str(first), "-o", str(tmp_path / "copy.arbiter"))[0] == 0
    assert cli_run(capsys, "export", str(tmp_path / "copy.arbiter"), "-o",
                   str(tmp_path / "e2.trf"))[0] == 0
    assert (tmp_path / "e2.trf").read_bytes() == first.read_bytes()
    again = read_team_trf(text)
    assert [g.result.value for g in again.rounds[0].games][1] == "-+"


def test_the_checker_reproduces_the_round(exported, capsys):
    tmp_path, text, _, _ = exported
    path = tmp_path / "e.trf"
    path.write_text(text, encoding="utf-8")
    code, out, err = cli_run(capsys, "check", str(path), "--system", "team2026", "-q")
    assert code == 0, out + err
