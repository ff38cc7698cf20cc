"""File format 10 (issue #37): a team event kept in the tournament file, an individual event
as before; every team value read is checked (a damaged or hostile file is refused naming
table, row and column)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from arbiter_app.services import FileNotATournament, TournamentService
from arbiter_app.store import SCHEMA_VERSION, TournamentFile
from arbiter_app.store.team_convert import TEAM_TABLES
from arbiter_app.trf import read_team_trf, write_team_trf
from tests.builders import tournament
from tests.team_event_builders import enter_lineups, play, team_event

DATA = Path(__file__).resolve().parent / "data"


def rows(path: Path, table: str) -> int:
    con = sqlite3.connect(str(path))
    try:
        return con.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    finally:
        con.close()


def test_an_individual_event_has_empty_team_tables(tmp_path):
    path = tmp_path / "open.arbiter"
    t = tournament(4, ["1-2 1-0, 3-4 1/2"], total_rounds=3)
    t.system = "dutch2026"
    TournamentFile.create(path, t).close()
    assert SCHEMA_VERSION == 10
    assert all(rows(path, table) == 0 for table in TEAM_TABLES)
    with TournamentService.open(path) as service:
        assert not service.is_team_event
        assert service.tournament().rounds == t.rounds


def test_an_older_file_stays_the_individual_event_it_was(tmp_path):
    path = tmp_path / "v1.arbiter"
    shutil.copy(DATA / "store" / "v1-sample.arbiter", path)
    with TournamentService.open(path) as service:
        t = service.tournament()
        assert not service.is_team_event
        assert service.audit_log()[-1].details == f"format 1 -> {SCHEMA_VERSION}"
    assert t.info.name == "Spring Open" and len(t.rounds) == 2
    assert all(rows(path, table) == 0 for table in TEAM_TABLES)


@pytest.mark.parametrize("name", ["five-teams.trf", "five-teams-cells.trf", "four-teams.trf"])
def test_a_team_file_comes_back_from_the_store_as_written(tmp_path, name):
    """Forfeited matches (330), line-ups out of order (300), boards won against an empty
    board, 299's corrections, byes: what the TRF writer writes of the event read is what it
    writes of the event the store gives back."""
    t = read_team_trf((DATA / "teams" / name).read_bytes())
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t).close()
    with TournamentFile.open(path) as opened, opened.read() as r:
        back = r.team_tournament()
    assert write_team_trf(back) == write_team_trf(t)
    assert back.match_points == t.match_points and back.game_points == t.game_points


def test_a_team_event_reopens_with_everything(tmp_path):
    path = tmp_path / "league.arbiter"
    with team_event(path) as service:
        enter_lineups(service, 1)
        service.pair_next_team_round()
        play(service, 1, {1: "1=1=", 2: "====", 3: "0000"})
        service.set_lineup(2, 1, [1, 2, 3, 5])
        service.withdraw_team(6, 3)
        before = service.team_tournament()
        text = service.export_team_trf_text()
    # the round's last result took a backup, as in an individual event
    from arbiter_app.store import list_backups
    assert any("after-round-1" in b.name for b in list_backups(path))
    with TournamentService.open(path) as service:
        assert service.is_team_event
        after = service.team_tournament()
        assert service.lineup(2, 1) == ((1, 2, 3, 5), True)
        assert service.export_team_trf_text() == text
    assert after.teams == before.teams and after.rounds == before.rounds
    assert after.players[6].withdrawn_from == 3
    assert (after.settings, after.scoring) == (before.settings, before.scoring)


@pytest.fixture(scope="module")
def sound(tmp_path_factory) -> Path:
    """A team event with round 1 paired and one result."""
    path = tmp_path_factory.mktemp("sound") / "sound.arbiter"
    with team_event(path, teams=4, boards=2) as service:
        enter_lineups(service, 1)
        service.pair_next_team_round()
        service.record_board_result(1, 1, 1, play.__globals__["WIN"])
    return path


@pytest.mark.parametrize("sql, found", [
    ("UPDATE team_event SET boards = 0", "team_event row 1: boards 0"),
    ("UPDATE team_event SET colour_type = 'C'", "colour_type 'C'"),
    ("UPDATE team_event SET board_colours = 'WXW'", "board_colours 'WXW'"),
    ("UPDATE team_event SET team_win = 'two'", "team_win 'two'"),
    ("UPDATE team_event SET corrections = '[[1]]'", "corrections"),
    ("UPDATE team_event SET board_forfeits = '[[1, 2, \"x\"]]'", "board_forfeits"),
    ("INSERT INTO team_event SELECT 2, boards, colour_type, primary_score, "
     "secondary_for_colours, board_colours, team_win, team_draw, team_loss, pab_match_points, "
     "pab_game_points, individual_options, corrections, board_forfeits, colourless "
     "FROM team_event", "team_event has more than 1 rows"),
    ("UPDATE teams SET name = X'00' WHERE number = 1", "teams row 1: name"),
    ("UPDATE teams SET number = 1000 WHERE number = 4", "number 1000"),
    ("UPDATE rosters SET player = 99 WHERE team = 1 AND position = 1", "player 99"),
    ("UPDATE rosters SET position = 7 WHERE team = 1 AND position = 3", "position 7"),
    ("INSERT INTO rosters VALUES (2, 4, 1)", "on the rosters of teams 1 and 2"),
    ("DELETE FROM rosters WHERE team = 1 AND position = 3", "on no team's roster"),
    ("UPDATE matches SET white = 9 WHERE number = 1", "white 9 is not a team"),
    ("UPDATE matches SET black = white WHERE number = 1", "plays twice in round 1"),
    ("UPDATE matches SET forfeit = '++' WHERE number = 1", "forfeit '++'"),
    ("UPDATE matches SET round_no = 5", "round_no 5 is not a paired round"),
    ("UPDATE matches SET white = black, black = white WHERE number = 1",
     "colours of its boards give it Black"),
    ("INSERT INTO team_byes VALUES (1, 1, 'F', '', '')", "a bye and a match in round 1"),
    ("INSERT INTO team_byes VALUES (3, 1, 'U', '', '')", "not paired"),
    ("INSERT INTO team_byes VALUES (3, 1, 'Q', '', '')", "kind 'Q'"),
    ("UPDATE lineups SET player = 4 WHERE round_no = 1 AND team = 1 AND board = 1",
     "not on the roster of team 1"),
    ("UPDATE lineups SET board = 3 WHERE round_no = 1 AND team = 1 AND board = 2",
     "board 3 is not"),
    ("UPDATE games SET board = 9 WHERE round_no = 1 AND board = 1", "no board of a match"),
    # board 1's colours swapped: the white team is the one whose board-1 player has White
    ("UPDATE games SET white = black, black = white WHERE round_no = 1 AND board = 1",
     "colours of its boards give it Black"),
    ("UPDATE games SET white = 5 WHERE round_no = 1 AND board = 1", "plays twice"),
    ("UPDATE games SET white = 3 WHERE round_no = 1 AND board = 1",
     "not the players of board 1 of match 1"),
    ("UPDATE matches SET explanation = X'00'", "explanation"),
    ("DELETE FROM team_event", "no team event"),
])
def test_a_damaged_team_file_is_refused_naming_the_value(sound, tmp_path, sql, found):
    path = tmp_path / "bad.arbiter"
    shutil.copy(sound, path)
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("PRAGMA journal_mode = DELETE")
    con.execute(sql)
    con.close()
    with pytest.raises(FileNotATournament) as info:
        TournamentService.open(path)
    assert "is damaged" in str(info.value) and found in str(info.value)
