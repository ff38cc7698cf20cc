"""Migrations from every older schema version: a file of version 2 (made here
from the committed version-1 sample by the frozen version 1 -> 2 step, as a
release of schema 2 left it) opens as the current schema, keeps its data, and
gets the schema-3 setting auto_rank_before_round1 switched on."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from arbiter_app.services import TournamentService
from arbiter_app.store import SCHEMA_VERSION, TournamentFile, list_backups
from arbiter_app.store.migrations import STEPS
from tests.builders import tournament

DATA = Path(__file__).resolve().parent / "data" / "store"


def _version_2_file(path: Path) -> None:
    shutil.copy(DATA / "v1-sample.arbiter", path)
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("BEGIN")
    STEPS[1](con)
    con.execute("PRAGMA user_version = 2")
    con.execute("COMMIT")
    con.close()


def _columns(path: Path) -> dict:
    con = sqlite3.connect(str(path))
    tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    out = {t: sorted(tuple(row[1:]) for row in con.execute(f"PRAGMA table_info({t})"))
           for t in tables}
    con.close()
    return out


def test_every_version_has_its_step():
    assert sorted(STEPS) == list(range(1, SCHEMA_VERSION))


def test_version_2_file_is_migrated(tmp_path):
    path = tmp_path / "v2.arbiter"
    _version_2_file(path)
    with TournamentService.open(path) as service:
        t = service.tournament()
        assert service.settings().auto_rank_before_round1 is True
        assert service.audit_log()[-1].details == f"format 2 -> {SCHEMA_VERSION}"
    assert t.info.name == "Spring Open" and sorted(t.players) == [1, 2, 3, 4, 5]
    assert len(t.rounds) == 2
    fresh = tmp_path / "fresh.arbiter"
    TournamentFile.create(fresh, tournament(2)).close()
    assert _columns(path) == _columns(fresh)
    backups = list_backups(path)
    assert len(backups) == 1 and "before-format" in backups[0].name


def test_the_setting_is_stored_per_file(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, tournament(2), auto_rank=False).close()
    with TournamentService.open(path) as service:
        assert service.settings().auto_rank_before_round1 is False


def _version_4_file(path: Path, draw: float, options: dict) -> None:
    """A file as a schema-4 release left it: the version-1 sample through the frozen
    steps 1 -> 4, with the draw's points and the options given."""
    import json
    shutil.copy(DATA / "v1-sample.arbiter", path)
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("BEGIN")
    for version in (1, 2, 3):
        STEPS[version](con)
    con.execute("UPDATE tournament SET score_draw = ?, score_half_bye = ?, options = ?",
                (draw, draw, json.dumps(options)))
    con.execute("PRAGMA user_version = 4")
    con.execute("COMMIT")
    con.close()


def test_version_4_file_gets_the_adjourned_points_of_a_draw(tmp_path):
    """TRF-2026 162: X, an unknown result (an adjourned game), defaults to D's points."""
    path = tmp_path / "v4.arbiter"
    _version_4_file(path, 0.4, {"keep": "me"})
    with TournamentService.open(path) as service:
        t = service.tournament()
        assert service.audit_log()[-1].details == f"format 4 -> {SCHEMA_VERSION}"
    assert t.scoring.adjourned == 0.4 and t.scoring.draw == 0.4
    assert t.options == {"keep": "me"} and t.info.name == "Spring Open"
    fresh = tmp_path / "fresh.arbiter"
    TournamentFile.create(fresh, tournament(2)).close()
    assert _columns(path) == _columns(fresh)


def test_version_4_file_moves_the_imported_x_value_into_the_column(tmp_path):
    """Schema 4 kept 162's X in the option trf.points.X; schema 5 has a column for it."""
    path = tmp_path / "v4x.arbiter"
    _version_4_file(path, 0.5, {"trf.points.X": "0", "keep": "me"})
    with TournamentService.open(path) as service:
        t = service.tournament()
    assert t.scoring.adjourned == 0.0 and t.options == {"keep": "me"}


def test_version_5_file_gets_the_rating_columns(tmp_path):
    """Schema 6 (issue #24): the manual rating, the FIDE list ratings and the ratings by
    round of every player; an older file's players keep their rating, the new fields
    start empty, and the file has the schema of a new one."""
    path = tmp_path / "v5.arbiter"
    shutil.copy(DATA / "v1-sample.arbiter", path)
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("BEGIN")
    for version in (1, 2, 3, 4):
        STEPS[version](con)
    ratings = dict(con.execute("SELECT number, rating FROM players"))
    con.execute("PRAGMA user_version = 5")
    con.execute("COMMIT")
    con.close()
    with TournamentService.open(path) as service:
        t = service.tournament()
        assert service.audit_log()[-1].details == f"format 5 -> {SCHEMA_VERSION}"
        service.edit_player(1, manual_rating=1234)
        assert service.tournament().players[1].manual_rating == 1234
    assert {n: p.rating for n, p in t.players.items()} == ratings
    assert all(p.manual_rating == 0 and p.fide_ratings == () and p.round_ratings == ()
               for p in t.players.values())
    fresh = tmp_path / "fresh.arbiter"
    TournamentFile.create(fresh, tournament(2)).close()
    assert _columns(path) == _columns(fresh)
