"""The tournament file: round trip of every model field, durability settings,
transactions, refusing bad files without touching them, migrations, backups."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from arbiter_app.engine.model import ByeKind, Colour, GameResult, Player, Scoring
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.store import (BACKUPS_KEPT, SCHEMA_VERSION, DamagedFile, NewerSchemaError,
                               NotATournament, StoreError, TournamentFile, list_backups)
from arbiter_app.store.models import APPLICATION_ID
from tests.builders import tournament

DATA = Path(__file__).resolve().parent / "data" / "store"


def sample():
    t = tournament(6, ["1-2 1-0, 3-4 1/2, 5-6 +-", "2-3 0-1, 4-5 *, 6 H, 1 Z"], total_rounds=7,
                   initial_colour=Colour.BLACK)
    t.players[6] = Player(6, "Late, Entry", 1800, "FM", "m", "GER", "123456", "2001/02/03",
                          entry_round=2, withdrawn_from=5)
    t.requested_byes = {3: {2: ByeKind.HALF_POINT}, 4: {3: ByeKind.ZERO_POINT}}
    t.forbidden_pairs = {frozenset({1, 4})}
    t.options = {"acceleration": "baku"}
    t.info.name, t.info.city, t.info.kind = "Test Open", "Zürich", "Swiss"
    t.info.extra_lines = ["XXA 1 2", "XXZ something"]
    t.scoring = Scoring(win=3.0, draw=1.0, pairing_bye=3.0, full_bye=3.0, half_bye=1.0)
    t.system = "dutch2016"
    t.rounds[0].date = "2024/05/01"
    return t


def test_every_field_comes_back(tmp_path):
    t = sample()
    with TournamentFile.create(tmp_path / "t.arbiter", t, ["BH/C1", "SB"]) as f:
        with f.read() as r:
            assert r.tournament() == t
            assert r.tiebreaks() == ["BH/C1", "SB"]
    with TournamentFile.open(tmp_path / "t.arbiter") as f, f.read() as r:
        assert r.tournament() == t
        assert [g.white for g in r.tournament().rounds[1].games] == [2, 4]


def test_durability_pragmas_and_version(tmp_path):
    with TournamentFile.create(tmp_path / "t.arbiter", sample()) as f:
        with f.engine.connect() as c:
            raw = c.connection.driver_connection
            assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            assert raw.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
            assert raw.execute("PRAGMA foreign_keys").fetchone()[0] == 1
            assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
            assert raw.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_a_failing_action_writes_nothing(tmp_path):
    with TournamentFile.create(tmp_path / "t.arbiter", sample()) as f:
        with pytest.raises(RuntimeError):
            with f.write() as w:
                w.set_result(2, 2, GameResult.DRAW)
                w.audit("result", "should vanish")
                raise RuntimeError("user action failed half way")
        with f.read() as r:
            assert r.tournament().rounds[1].games[1].result is GameResult.PENDING
            assert [a for _, a, _ in r.audit_log()] == ["create"]


def test_committed_action_is_visible_to_a_fresh_connection(tmp_path):
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, sample()) as f:
        with f.write() as w:
            w.set_result(2, 2, GameResult.BLACK_WINS)
        # another connection, not going through our engine, sees it at once
        con = sqlite3.connect(str(path))
        assert con.execute("SELECT result FROM games WHERE round_no=2 AND board=2"
                           ).fetchone() == ("0-1",)
        con.close()


def test_create_refuses_an_existing_file(tmp_path):
    path = tmp_path / "t.arbiter"
    path.write_bytes(b"precious")
    with pytest.raises(StoreError, match="already exists"):
        TournamentFile.create(path, sample())
    assert path.read_bytes() == b"precious"


def _untouched(path: Path):
    return path.read_bytes(), path.stat().st_mtime_ns


@pytest.mark.parametrize("content, error, message", [
    (b"", NotATournament, "is empty"),
    (b"012 Some tournament\n001    1      Player\n", NotATournament, "not an SQLite database"),
    (bytes(range(256)) * 20, NotATournament, "not an SQLite database"),
])
def test_not_sqlite_files_are_refused_untouched(tmp_path, content, error, message):
    path = tmp_path / "x.arbiter"
    path.write_bytes(content)
    before = _untouched(path)
    with pytest.raises(error, match=message):
        TournamentFile.open(path)
    assert _untouched(path) == before
    assert sorted(os.listdir(tmp_path)) == ["x.arbiter"]


def test_another_programs_database_is_refused_untouched(tmp_path):
    path = tmp_path / "other.arbiter"
    con = sqlite3.connect(str(path))
    con.execute("CREATE TABLE contacts (name TEXT)")
    con.commit()
    con.close()
    before = _untouched(path)
    with pytest.raises(NotATournament, match="another program"):
        TournamentFile.open(path)
    assert _untouched(path) == before
    assert sorted(os.listdir(tmp_path)) == ["other.arbiter"]


def _closed_copy(tmp_path, name="t.arbiter") -> Path:
    path = tmp_path / name
    with TournamentFile.create(path, sample()) as f, f.write() as w:
        w.audit("touch", "so that a writable connection opens and closes")
    assert not Path(f"{path}-wal").exists()
    return path


def test_newer_schema_is_refused_untouched(tmp_path):
    path = _closed_copy(tmp_path)
    con = sqlite3.connect(str(path))
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = _untouched(path)
    with pytest.raises(NewerSchemaError, match="newer version of Arbiter"):
        TournamentFile.open(path)
    with pytest.raises(NewerSchemaError):
        TournamentFile.open(path, read_only=True)
    assert _untouched(path) == before
    assert sorted(os.listdir(tmp_path)) == ["t.arbiter"]


def test_corrupt_file_is_refused_untouched(tmp_path):
    path = _closed_copy(tmp_path)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) >= 3 * page
    # scribble over the second page (a table's b-tree page)
    data[page:page + 2048] = b"\xa5" * 2048
    path.write_bytes(bytes(data))
    before = _untouched(path)
    with pytest.raises(DamagedFile, match="damaged"):
        TournamentFile.open(path)
    assert _untouched(path) == before


def test_truncated_file_is_refused_untouched(tmp_path):
    path = _closed_copy(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])
    before = _untouched(path)
    with pytest.raises((DamagedFile, NotATournament)):
        TournamentFile.open(path)
    assert _untouched(path) == before


def test_missing_file(tmp_path):
    with pytest.raises(NotATournament, match="no such file"):
        TournamentFile.open(tmp_path / "nothing.arbiter")
    assert not (tmp_path / "nothing.arbiter").exists()


# -- migrations -----------------------------------------------------------------
def _schema(path: Path) -> dict:
    con = sqlite3.connect(str(path))
    tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    schema = {t: sorted(tuple(row[1:]) for row in con.execute(f"PRAGMA table_info({t})"))
              for t in tables}
    foreign = {t: sorted(tuple(row[2:]) for row in con.execute(f"PRAGMA foreign_key_list({t})"))
               for t in tables}
    con.close()
    return {"columns": schema, "foreign keys": foreign}


def test_version_1_file_is_migrated_with_its_data(tmp_path):
    """tests/data/store/v1-sample.arbiter was written by schema 1 (see
    make_v1_file.py there, whose docstring lists what it holds)."""
    path = tmp_path / "old.arbiter"
    shutil.copy(DATA / "v1-sample.arbiter", path)
    with TournamentFile.open(path) as f, f.read() as r:
        t = r.tournament()
        assert r.tiebreaks() == []
        assert r.pairing(1) == Pairing([Board(1, 2), Board(3, 4)], bye=5)
        actions = [a for _, a, _ in r.audit_log()]
    assert actions == ["create", "file format upgraded"]
    assert t.info.name == "Spring Open" and t.info.time_control == "90'+30''"
    assert t.system == "dutch2016" and t.total_rounds == 5 and t.initial_colour is Colour.WHITE
    assert sorted(t.players) == [1, 2, 3, 4, 5]
    assert t.players[1] == Player(1, "Alpha, Anna", 2300, "WFM", "w", "BEL", "1001", "1990/01/01")
    assert t.players[5].withdrawn_from == 3
    assert [(g.white, g.black, g.result.value) for g in t.rounds[0].games] == [
        (1, 2, "1-0"), (3, 4, "1/2")]
    assert t.rounds[0].byes == {5: ByeKind.PAIRING_ALLOCATED}
    assert [(g.white, g.black, g.result.value) for g in t.rounds[1].games] == [
        (2, 3, "0-1"), (4, 1, "*")]
    assert t.rounds[1].byes == {5: ByeKind.HALF_POINT}
    assert t.requested_byes == {3: {2: ByeKind.HALF_POINT}}
    assert t.forbidden_pairs == {frozenset({1, 5})}
    # the migrated file has exactly the schema of a new file
    fresh = _closed_copy(tmp_path, "fresh.arbiter")
    assert _schema(path) == _schema(fresh)
    con = sqlite3.connect(str(path))
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    con.close()
    # and a backup of the version-1 file was taken before
    backups = list_backups(path)
    assert len(backups) == 1 and "before-format" in backups[0].name
    con = sqlite3.connect(str(backups[0]))
    assert con.execute("PRAGMA user_version").fetchone()[0] == 1
    assert con.execute("SELECT count(*) FROM games").fetchone()[0] == 4
    con.close()


def test_version_1_file_opened_read_only_is_migrated_in_memory_only(tmp_path):
    path = tmp_path / "old.arbiter"
    shutil.copy(DATA / "v1-sample.arbiter", path)
    before = _untouched(path)
    with TournamentFile.open(path, read_only=True) as f, f.read() as r:
        assert len(r.tournament().rounds) == 2
        assert r.pairing(2).boards[0].explanation == ""
    assert _untouched(path) == before


def test_every_older_version_has_a_migration_step():
    from arbiter_app.store.migrations import OLDEST_VERSION, STEPS
    assert sorted(STEPS) == list(range(OLDEST_VERSION, SCHEMA_VERSION))
    con = sqlite3.connect(str(DATA / "v1-sample.arbiter"))
    assert con.execute("PRAGMA user_version").fetchone()[0] == OLDEST_VERSION == 1
    con.close()


# -- backups --------------------------------------------------------------------------
def test_backups_keep_the_newest_twenty(tmp_path):
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, sample()) as f:
        made = []
        for n in range(BACKUPS_KEPT + 5):
            with f.write() as w:
                w.audit("step", str(n))
            made.append(f.backup(f"before-round-{n}"))
    kept = list_backups(path)
    assert BACKUPS_KEPT == 20
    assert kept == made[-20:]
    assert str(kept[0]).startswith(os.environ["ARBITER_HOME"])
    # a backup is a complete tournament file of its moment
    copy = tmp_path / "restored.arbiter"
    shutil.copy(kept[0], copy)
    with TournamentFile.open(copy, read_only=True) as f, f.read() as r:
        assert r.tournament() == sample()
        assert r.audit_log()[-1][2] == "5"


def test_a_copy_of_the_file_alone_holds_every_committed_action(tmp_path):
    """Arbiters copy or mail the .arbiter file while Arbiter runs: each action
    is checkpointed from the WAL into the file itself."""
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, sample()) as f:
        with f.write() as w:
            w.set_result(2, 2, GameResult.BLACK_WINS)
        copy = tmp_path / "copy" / "t.arbiter"
        copy.parent.mkdir()
        shutil.copyfile(path, copy)  # the -wal file is not copied
        assert Path(f"{path}-wal").exists()
    con = sqlite3.connect(str(copy))
    assert con.execute("SELECT result FROM games WHERE round_no=2 AND board=2").fetchone() == ("0-1",)
    con.close()
