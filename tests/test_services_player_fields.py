"""Issue #21 at the services: what a TRF16 file cannot hold is refused where a player
is entered or edited (never first at the export), and the TRF spellings are the
stored ones (sex m/w, dates YYYY/MM/DD).  Expected values from the format text
(../shared/rules/README.md: name cols 15-47, sex col 10 m/w, birth date YYYY/MM/DD)."""

from __future__ import annotations

import sqlite3

import pytest

from arbiter_app.engine.model import Player, TournamentInfo
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.store import SCHEMA_VERSION, TournamentFile
from tests.builders import tournament
from tests.test_services_players import service  # noqa: F401  (the fixture)

NAME_34 = "Vandenberghe-Smith, Anna Katharina"
PROPOSAL = "Vandenberghe-Smith, A. K."




def test_a_name_of_34_characters_is_kept_whole_and_only_the_trf_cuts_it(service):
    # issue #35: FIDE's own list has longer names; the tournament keeps the whole name
    assert len(NAME_34) == 34
    player = service.add_player(NAME_34, 2100)
    assert service.tournament().players[player.number].name == NAME_34
    # the TRF line has 33 columns for it (15-47): cut there, and the export says so
    assert NAME_34[:33] in service.export_trf_text() and NAME_34 not in service.export_trf_text()
    (notice,) = service.trf_notices()
    assert notice.level == 2 and f"player 1 {NAME_34}" in notice.text
    # a name is still bounded: 100 characters
    before = service.audit_log()
    with pytest.raises(ServiceError) as info:
        service.edit_player(player.number, name="x" * 101)
    assert str(info.value).startswith("player 1: the name 'xxx") and "101 characters" in str(
        info.value)
    assert service.tournament().players[1].name == NAME_34 and service.audit_log() == before


def test_sex_and_birth_date_are_stored_in_the_trf_spelling(service):
    woman = service.add_player("Doe, Jane", sex="f", birth_date="1990-05-17")
    man = service.add_player("Doe, John", sex="M", birth_date="1988.01.02")
    assert (woman.sex, woman.birth_date) == ("w", "1990/05/17")
    assert (man.sex, man.birth_date) == ("m", "1988/01/02")
    assert service.edit_player(1, sex="F").sex == "w"
    assert service.tournament().players[1].sex == "w"
    with pytest.raises(ServiceError, match=r"^player 3: sex 'x' is not m or w"):
        service.add_player("Doe, Jim", sex="x")
    with pytest.raises(ServiceError, match=r"^player 1: birth date: '31.04.1990' is not a date"):
        service.edit_player(1, birth_date="31.04.1990")  # April has 30 days
    # issue #35: the day-first spelling with dots is a date
    assert service.edit_player(1, birth_date="17.05.1990").birth_date == "1990/05/17"
    assert sorted(service.tournament().players) == [1, 2]


def test_export_errors_name_no_placeholder_source(tmp_path):
    t = tournament(2, total_rounds=3)
    t.system = "dutch2016"
    t.players[2] = Player(2, "Doe, Jane", federation="GERM")  # not checked at entry then
    TournamentFile.create(tmp_path / "old.arbiter", t).close()
    with TournamentService.open(tmp_path / "old.arbiter") as service:
        with pytest.raises(ServiceError) as info:
            service.export_trf_text()
    assert "<input>" not in str(info.value)
    assert str(info.value).startswith("player 2: federation 'GERM'")


def test_files_of_schema_3_get_the_trf_spellings(tmp_path):
    """Schema 3 stored the "f" of the old sex combo and the tournament dialog's ISO dates."""
    t = tournament(2, total_rounds=3)
    t.system = "dutch2016"
    t.info = TournamentInfo(name="Open", start_date="2026/11/27", end_date="2026/11/30")
    t.players[1] = Player(1, "Doe, Jane", sex="w", birth_date="1990/05/17")
    path = tmp_path / "v3.arbiter"
    TournamentFile.create(path, t).close()
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("UPDATE players SET sex = 'f', birth_date = '1990-05-17' WHERE number = 1")
    con.execute("UPDATE tournament SET start_date = '2026-11-27', end_date = '2026-11-30'")
    con.execute("ALTER TABLE tournament DROP COLUMN score_adjourned")  # added by schema 5
    con.execute("ALTER TABLE tournament DROP COLUMN uid")  # added by schema 8
    for table in ("games", "byes"):  # added by schema 9
        con.execute(f"ALTER TABLE {table} DROP COLUMN message")
    for table in ("team_event", "teams", "rosters", "matches", "team_byes",
                  "lineups"):  # added by schema 10
        con.execute(f"DROP TABLE {table}")
    for column in ("manual_rating", "fide_ratings", "round_ratings",  # added by schema 6
                   "half_byes", "expelled"):  # added by schema 7
        con.execute(f"ALTER TABLE players DROP COLUMN {column}")
    con.execute("PRAGMA user_version = 3")
    con.close()
    with TournamentService.open(path) as service:
        assert service.tournament().info == t.info
        assert service.tournament().players == t.players
        assert service.audit_log()[-1].details == f"format 3 -> {SCHEMA_VERSION}"
        text = service.export_trf_text()
    assert "042 2026/11/27" in text.splitlines() and "052 2026/11/30" in text.splitlines()
    jane = next(line for line in text.splitlines() if line.startswith("001    1"))
    assert jane[9] == "w" and jane[69:79] == "1990/05/17"
