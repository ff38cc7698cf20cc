"""FIDE's rating report of a team event (issue #37: "the individual games of a team event are
rated, so the rating report ... come[s] from them"): its TRF-2026 team file, written after the
individual report's checks (TRF-2026 column R: ■ mandatory, ◙ for title events), with 192
the event's team code."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.engine.model import Colour
from arbiter_app.services import TournamentService
from arbiter_app.services.teams import NewTeamEvent
from tests.builders import cli_run
from tests.team_event_builders import enter_lineups, play


def make(capsys, tmp_path: Path, chief: bool = False, federation: bool = False) -> Path:
    """3 teams of 2 boards (team k's players k.1, k.2, FIDE ids 1000k1, 1000k2, starting ranks
    2k-1, 2k), round 1: Club 1 - Club 2 (boards 1-0, ½-½), Club 3 the pairing-allocated bye
    (C.04.6 3.4: the lowest-ranked team)."""
    path = tmp_path / "league.arbiter"
    service = TournamentService.create_team_event(path, NewTeamEvent(
        "Team League", 3, boards=2, initial_colour=Colour.WHITE))
    try:
        for k in (1, 2, 3):
            team = service.add_team(f"Club {k}", nickname=f"C{k}", strength=2400 - 100 * k)
            for place in (1, 2):
                service.add_team_player(team.number, f"Player {k}.{place}",
                                        rating=2400 - 100 * k - 10 * place,
                                        fide_id=f"1000{k}{place}")
        enter_lineups(service, 1)
        service.pair_next_team_round(confirm=True)
        play(service, 1, {1: "1="})
    finally:
        service.close()
    args = ["team-settings", path, "--city", "Utrecht", "--start-date", "2026/03/01",
            "--end-date", "2026/03/03"]
    if chief:
        args += ["--chief-arbiter", "Arbiter, Anna"]
    if federation:
        args += ["--federation", "NED"]
    assert cli_run(capsys, *args)[0] == 0
    return path


def test_validate_report_lists_what_is_missing_not_192(tmp_path, capsys):
    path = make(capsys, tmp_path)
    code, out, err = cli_run(capsys, "validate", path, "--report")
    # 032 and 102 are ■ (mandatory) in TRF-2026's column R: level 3, exit 1 on validate
    assert code == 1, err
    assert "032 (federation) is empty" in out and "102 (chief arbiter) is empty" in out
    # 192 of a team event is its team code (C.04.6 Type A colours, MP then GP by default)
    assert "192" not in out
    assert "022 (city)" not in out and "FIDE number" not in out
    (tmp_path / "full").mkdir()
    full = make(capsys, tmp_path / "full", chief=True, federation=True)
    code, out, _ = cli_run(capsys, "validate", full, "--report")
    # only the notice of an interim report (level 2): nothing to confirm
    assert code == 0 and "032" not in out and "102" not in out and "rounds 1-1" in out


def test_export_report_refused_until_confirm_then_the_team_file(tmp_path, capsys):
    path = make(capsys, tmp_path)
    out = tmp_path / "report.trf"
    code, _, err = cli_run(capsys, "export", path, "--report", "-o", out)
    assert code == 3 and "--confirm" in err and not out.exists()
    code, _, err = cli_run(capsys, "export", path, "--report", "-o", out, "--confirm")
    assert code == 0, err
    data = out.read_bytes()
    assert b"\r\n" in data  # TRF-2026 Remark 1, as the individual report
    lines = data.decode("cp1252").split("\r\n")
    assert "192 FIDE_TEAM_TYPEA_MP_GP" in lines
    assert any(line.startswith("182 Arbiter") for line in lines)
    players = {int(line[4:8]): line for line in lines if line.startswith("001")}
    # the games: board 1 Player 1.1 (1) - Player 2.1 (3) 1-0, board 2 Player 2.2 (4) -
    # Player 1.2 (2) drawn (352's default alternation: the white team Black on board 2)
    assert players[1][91:99] == "   3 w 1" and players[3][91:99] == "   1 b 0"
    assert players[2][91:99] == "   4 b =" and players[4][91:99] == "   2 w ="
    # Club 3's bye is no game of its players: not rated
    assert players[5][91:99] == players[6][91:99] == "0000 - Z"
    # the FIDE numbers and ranks (■): by points, equal points sharing the place
    assert players[1][57:68].strip() == "100011" and players[1][85:89] == "   1"
    # points 1, ½, 0, ½, 0, 0 -> places 1, 2, 4, 2, 4, 4
    assert [players[n][85:89].strip() for n in range(1, 7)] == ["1", "2", "4", "2", "4", "4"]
    assert any(line.startswith("310   1 Club 1") for line in lines)


def test_a_report_needs_every_result(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    service = TournamentService.create_team_event(path, NewTeamEvent(
        "Team League", 3, boards=2, initial_colour=Colour.WHITE))
    try:
        for k in (1, 2):
            team = service.add_team(f"Club {k}")
            for place in (1, 2):
                service.add_team_player(team.number, f"P {k}.{place}", rating=2000)
        enter_lineups(service, 1)
        service.pair_next_team_round(confirm=True)
    finally:
        service.close()
    code, _, err = cli_run(capsys, "export", path, "--report", "--confirm", "-o",
                           tmp_path / "r.trf")
    assert code == 2 and "results are missing" in err  # Q161, Q169: the report is final
    assert cli_run(capsys, "validate", path, "--report")[0] == 2
