"""Issue #34: a tournament file from someone else is untrusted input.

Hostile files (tests/hostile.py: stored code and foreign objects, past formats carrying a
trigger, a future format, wrong values in every table, journals beside the file) go
through every command that opens a tournament file: each is refused with one line naming
the file and what was found, or read as it is; none ends in an internal error, runs the
file's code or changes the file.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbiter_app.services import FileNotATournament, TournamentService
from arbiter_app.store import SCHEMA_VERSION
from tests.builders import cli_run
from tests.hostile import (STORED_CODE, changed, digest, sound_file, wrong_value_cases,
                           wrong_value_sql)

ROOT = Path(__file__).resolve().parent.parent
V1 = ROOT / "tests" / "data" / "store" / "v1-sample.arbiter"


@pytest.fixture(scope="module")
def sound(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("home")
    saved = os.environ.get("ARBITER_HOME")
    os.environ["ARBITER_HOME"] = str(home)
    try:
        return sound_file(tmp_path_factory.mktemp("sound") / "sound.arbiter")
    finally:
        if saved is None:
            os.environ.pop("ARBITER_HOME", None)
        else:
            os.environ["ARBITER_HOME"] = saved


def _commands(path: Path, out: Path) -> list[list[str]]:
    """Every command that opens a tournament file, with arguments that would change it."""
    pairing = out / "pairing.txt"
    pairing.write_text("5\n1 2\n3 4\n5 6\n7 8\n9 0\n", encoding="utf-8")
    f = str(path)
    return [
        ["show", f], ["show", f, "--round", "1"], ["standings", f], ["standings", f, "--csv"],
        ["export", f, "-o", str(out / "x.trf")], ["export", f, "--report", "--confirm", "-o",
                                                   str(out / "r.trf")],
        ["pair-next", f, "--confirm"], ["result", f, "2", "2", "1-0", "--confirm"],
        ["add-player", f, "Late, Lee", "--rating", "1500"], ["withdraw", f, "6"],
        ["readmit", f, "6"], ["bye", f, "7", "4", "H", "--confirm"], ["cancel-bye", f, "5", "3"],
        ["delete-player", f, "9"], ["unpair", f], ["settings", f],
        ["settings", f, "--rounds", "7", "--confirm"], ["validate", f, "--report"],
        ["validate", f, "--pairing", str(pairing)],
        ["publish", f, "-o", str(out / "web")], ["pdf", f, "--what", "standings", "-o",
                                                 str(out / "s.pdf")],
        ["ratings", f], ["ties", f, "--shared"], ["renumber", f], ["forbid", f, "1", "3",
                                                                   "--confirm"],
        ["half-byes", f, "3", "refuse"], ["half-bye-rounds", f, "4"],
        ["national-rating", f, "3", "NED", "1900"],
        ["rating-correction", f, "1", "1", "0-1", "--reason", "test"],
        ["leave-fide-mode", f, "--confirm"], ["backups", f],
        ["set-pairing", f, "--pairing", str(pairing), "--confirm", "--accept-violations",
         "--reason", "test"],
    ]


def _run_all(capsys, path: Path, out: Path) -> list[tuple[list[str], int, str]]:
    done = []
    for argv in _commands(path, out):
        code, _out, err = cli_run(capsys, *argv)
        done.append((argv, code, err))
    return done


def _assert_refused_untouched(capsys, path: Path, out: Path, *words: str) -> None:
    before = digest(path)
    for argv, code, err in _run_all(capsys, path, out):
        if argv[0] == "backups":  # lists the backups, never reads the tournament
            assert code == 0, (argv, err)
            continue
        assert code == 2, (argv, code, err)
        assert "internal error" not in err and "Traceback" not in err, (argv, err)
        line = err.strip().splitlines()
        assert len(line) == 1 and path.name in line[0], (argv, err)
        for word in words:
            assert word in line[0], (argv, err)
    assert digest(path) == before


# -- stored code and foreign objects ----------------------------------------------------
@pytest.mark.parametrize("case", sorted(STORED_CODE))
def test_a_file_carrying_code_or_foreign_objects_is_refused_by_every_command(
        capsys, tmp_path, sound, case):
    path = changed(sound, tmp_path / f"{case}.arbiter", STORED_CODE[case])
    _assert_refused_untouched(capsys, path, tmp_path, "not a tournament file Arbiter wrote")


def test_the_refusal_names_what_was_found(tmp_path, sound):
    path = changed(sound, tmp_path / "t.arbiter", STORED_CODE["trigger-rewrites-results"])
    with pytest.raises(FileNotATournament) as refused:
        TournamentService.open(path)
    assert "it has a trigger 'evil' on games" in str(refused.value)
    assert refused.value.path == path  # the window offers the newest backup of that file
    path = changed(sound, tmp_path / "c.arbiter", STORED_CODE["extra-column"])
    with pytest.raises(FileNotATournament, match="column 'note'"):
        TournamentService.open(path, read_only=True)
    path = changed(sound, tmp_path / "v.arbiter", STORED_CODE["virtual-table-fts"])
    with pytest.raises(FileNotATournament, match="virtual table 'search'"):
        TournamentService.open(path)


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_a_past_format_carrying_a_trigger_is_refused_before_its_upgrade(
        capsys, tmp_path, version):
    """The upgrade at open would fire the trigger (even for a read-only show); the
    file is refused first and stays as it was."""
    from arbiter_app.store.migrations import STEPS
    path = tmp_path / f"v{version}.arbiter"
    shutil.copy(V1, path)
    con = sqlite3.connect(str(path), isolation_level=None)
    for step in range(1, version):
        STEPS[step](con)
    con.execute(f"PRAGMA user_version = {version}")
    con.execute("CREATE TRIGGER up AFTER UPDATE ON players BEGIN "
                "DELETE FROM games; END")
    con.close()
    before = digest(path)
    for argv in (["show", path], ["pair-next", path, "--confirm"], ["standings", path]):
        code, _out, err = cli_run(capsys, *argv)
        assert code == 2 and "trigger 'up'" in err, err
    assert digest(path) == before
    con = sqlite3.connect(str(path))
    assert con.execute("SELECT count(*) FROM games").fetchone()[0] == 4
    con.close()


def test_a_file_claiming_an_older_format_with_newer_columns_is_refused(capsys, tmp_path,
                                                                      sound):
    path = changed(sound, tmp_path / "claims6.arbiter", "", version=6)
    code, _out, err = cli_run(capsys, "show", path)
    newer = ("half_byes", "expelled", "uid")  # added by formats 7 and 8
    assert code == 2 and "format 6" in err, err
    assert any(f"column '{column}'" in err for column in newer), err
    assert "internal error" not in err


def test_a_future_format_is_refused_as_newer(capsys, tmp_path, sound):
    path = changed(sound, tmp_path / "future.arbiter", "", version=SCHEMA_VERSION + 5)
    code, _out, err = cli_run(capsys, "show", path)
    assert code == 2 and "newer version of Arbiter" in err


def test_every_object_a_release_wrote_is_accepted(tmp_path):
    """The other side: the format-1 sample (as the first release wrote it) and a new file
    pass the schema check."""
    path = tmp_path / "v1.arbiter"
    shutil.copy(V1, path)
    with TournamentService.open(path, read_only=True) as service:
        assert len(service.tournament().players) == 5


# -- wrong values -----------------------------------------------------------------------
@pytest.mark.parametrize("table,column,expression", wrong_value_cases())
def test_a_wrong_value_is_refused_with_table_row_and_column_or_read(
        capsys, tmp_path, sound, table, column, expression):
    try:
        path = changed(sound, tmp_path / "w.arbiter",
                       wrong_value_sql(table, column, expression))
    except sqlite3.IntegrityError:
        pytest.skip("SQLite itself refuses that value in that column")
    for argv in (["show", path], ["standings", path], ["export", path, "-o",
                                                      tmp_path / "x.trf"],
                 ["pair-next", path, "--confirm"], ["result", path, "2", "2", "1-0"],
                 ["show", path, "--round", "2"], ["ratings", path]):
        before = digest(path)
        code, _out, err = cli_run(capsys, *argv)
        assert "internal error" not in err and "Traceback" not in err, (argv, err)
        assert code in (0, 1, 2, 3), (argv, code, err)
        if code == 2:  # refused: one line, and nothing changed
            assert len(err.strip().splitlines()) == 1, (argv, err)
            assert digest(path) == before, argv
        if "is damaged" in err:  # refused at open: the line names the file
            assert path.name in err, (argv, err)


@pytest.mark.parametrize("table,column,expression,words", [
    ("games", "result", "'9-9'", ["games row", "result '9-9' is not a result"]),
    ("byes", "kind", "'Q'", ["byes row", "kind 'Q'"]),
    ("players", "rating", "'strong'", ["players row 1", "rating 'strong'"]),
    ("games", "white", "99", ["games row", "white 99 is not a player"]),
    ("tournament", "options", "'not json'", ["tournament row 1", "options is not JSON"]),
    ("tournament", "initial_colour", "'z'", ["initial_colour 'z'"]),
    ("audit_log", "details", "X'00'", ["audit_log row 1", "details"]),
])
def test_the_message_names_table_row_column_and_value(tmp_path, sound, table, column,
                                                      expression, words):
    path = changed(sound, tmp_path / "w.arbiter", wrong_value_sql(table, column, expression))
    with pytest.raises(FileNotATournament) as refused:
        TournamentService.open(path)
    text = str(refused.value)
    assert str(path) in text and "is damaged" in text
    for word in words:
        assert word in text, text
    assert refused.value.path == path


def test_a_game_of_a_round_that_has_no_row_is_refused(tmp_path, sound):
    path = changed(sound, tmp_path / "r.arbiter",
                   "UPDATE games SET round_no = 9 WHERE round_no = 2 AND board = "
                   "(SELECT max(board) FROM games WHERE round_no = 2)")
    with pytest.raises(FileNotATournament, match=r"games row \d+: round_no 9 is not a "
                                                 "paired round"):
        TournamentService.open(path)


def test_json_nested_200000_deep_is_refused_at_once(tmp_path, sound):
    path = changed(sound, tmp_path / "deep.arbiter",
                   "UPDATE tournament SET options = '{\"a\":' || "
                   "replace(hex(zeroblob(200000)), '00', '[') || '0'")
    started = time.monotonic()
    with pytest.raises(FileNotATournament, match="options is JSON nested deeper"):
        TournamentService.open(path)
    assert time.monotonic() - started < 10


@pytest.mark.parametrize("sql, words", [
    ("UPDATE games SET black = (SELECT white FROM games WHERE round_no = 1 AND board = 1) "
     "WHERE round_no = 1 AND board = 2", "plays twice in round 1"),
    ("INSERT INTO byes (round_no, player, kind, explanation) VALUES "
     "(1, (SELECT white FROM games WHERE round_no = 1 AND board = 1), 'H', '')",
     "has a bye and a game in round 1"),
    ("PRAGMA foreign_keys = OFF; UPDATE games SET board = 9 WHERE round_no = 2 AND board = 2",
     "boards of a round are numbered"),
    ("UPDATE rounds SET number = 3 WHERE number = 2; "
     "UPDATE games SET round_no = 3 WHERE round_no = 2", "round 3 follows round 1"),
    ("INSERT INTO byes (round_no, player, kind, explanation) VALUES (4, 1, 'U', '')",
     "a pairing-allocated bye in round 4, which is not paired"),
])
def test_rows_that_contradict_each_other_are_refused(tmp_path, sound, sql, words):
    """A player twice in a round, a bye beside a game, a gap in the boards or rounds."""
    path = changed(sound, tmp_path / "t.arbiter", sql)
    with pytest.raises(FileNotATournament, match=words):
        TournamentService.open(path)


def _with_option(sound: Path, target: Path, key: str, value: str) -> Path:
    """A copy of ``sound`` whose tournament option ``key`` is ``value``."""
    import json
    path = changed(sound, target, "SELECT 1")
    con = sqlite3.connect(str(path), isolation_level=None)
    options = json.loads(con.execute("SELECT options FROM tournament").fetchone()[0])
    options[key] = value
    con.execute("UPDATE tournament SET options = ?", (json.dumps(options),))
    con.close()
    return path


@pytest.mark.parametrize("key, value, words", [
    ("trf.accelerations", ";".join(["1:1-99:1-9999"] * 2), "cover more than"),
    ("trf.accelerations", "1:1-3:1-99999", "acceleration '1:1-3:1-99999'"),
    ("trf.forbidden_rounds", "1-3:4,x", "forbidden pairs of some rounds '1-3:4,x'"),
], ids=["too-many-rounds-of-players", "players-out-of-range", "not-a-list"])
def test_options_read_as_ranges_are_bounded_at_open(tmp_path, sound, key, value, words):
    """Ranges of a billion (player, round) pairs would take the machine's memory where
    they are expanded (a red-team pass: 66,666 ranges kept pair-next busy for a day)."""
    path = _with_option(sound, tmp_path / "r.arbiter", key, value)
    started = time.monotonic()
    with pytest.raises(FileNotATournament, match=f"option {key}: .*{words}"):
        TournamentService.open(path)
    assert time.monotonic() - started < 10


@pytest.mark.parametrize("key, value, words", [
    ("byes.half_closed_rounds", "x", "option byes.half_closed_rounds: 'x' is not a round"),
    ("trf.national", "x", "option trf.national: line 1 is not a national rating record"),
    ("trf.national", "NED    1 " + "x" * 40 + "abcd", "line 1, cols 49-52: NED record: national rating"),
    ("tiebreaks.koya_limit", "half", "tiebreaks.koya_limit: expected a share"),
    ("tiebreaks.tie_order", "1,x", "'x' is not a pairing number"),
], ids=["closed-rounds", "national-not-a-record", "national-rating", "koya", "tie-order"])
def test_options_the_program_reads_are_checked_at_open(capsys, tmp_path, sound, key, value,
                                                       words):
    """Each of these ended a command in an internal error (bye, national-rating, publish;
    a red-team pass): refused at open now, by every command, with the option named."""
    path = _with_option(sound, tmp_path / "o.arbiter", key, value)
    for argv in (["bye", path, "7", "4", "H", "--confirm"], ["national-rating", path, "3",
                                                              "NED", "1900"],
                 ["publish", path, "-o", tmp_path / "web", "--format", "html,json,csv"]):
        code, _out, err = cli_run(capsys, *argv)
        assert code == 2 and "is damaged" in err and words in err, (argv, err)


@pytest.mark.parametrize("names", ['["XYZ"]', '[""]', '["BH", 3]'])
def test_a_tiebreak_list_arbiter_would_not_write_is_refused(tmp_path, sound, names):
    path = changed(sound, tmp_path / "t.arbiter", f"UPDATE tournament SET tiebreaks = '{names}'")
    with pytest.raises(FileNotATournament, match="tournament row 1: tiebreaks"):
        TournamentService.open(path)


def test_a_rollback_journal_beside_the_file_a_link_names_is_found(capsys, tmp_path, sound):
    real = tmp_path / "real.arbiter"
    shutil.copy(sound, real)
    Path(f"{real}-journal").write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + b"\0" * 504)
    link = tmp_path / "link.arbiter"
    link.symlink_to(real)
    code, _out, err = cli_run(capsys, "result", link, "2", "2", "1-0")
    assert code == 2 and "real.arbiter-journal" in err and "move" in err, err


def test_more_players_than_trf_can_number_is_refused_before_reading_them(tmp_path, sound):
    path = changed(sound, tmp_path / "huge.arbiter", """
        WITH RECURSIVE n(i) AS (SELECT 10 UNION ALL SELECT i + 1 FROM n WHERE i < 300000)
        INSERT INTO players (number, name, rating, title, sex, federation, fide_id,
            birth_date, entry_round) SELECT i, 'P' || i, 0, '', '', '', '', '', 1 FROM n""")
    started = time.monotonic()
    with pytest.raises(FileNotATournament, match="more than 9999 players"):
        TournamentService.open(path)
    assert time.monotonic() - started < 10


# -- the journals beside a file ---------------------------------------------------------
def test_a_rollback_journal_beside_the_file_is_never_applied(capsys, tmp_path, sound):
    path = tmp_path / "j.arbiter"
    shutil.copy(sound, path)
    journal = Path(f"{path}-journal")
    journal.write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + b"\x00" * 504)
    before = digest(path)
    code, _out, err = cli_run(capsys, "result", path, "2", "2", "1-0")
    assert code == 2 and "j.arbiter-journal" in err and "move" in err, err
    assert digest(path) == before and journal.exists()
    journal.unlink()
    code, _out, err = cli_run(capsys, "result", path, "2", "2", "1-0")
    assert code == 0, err


def _crashed_with_wal(path: Path, sql: str) -> None:
    """``path`` as a process leaves it that committed ``sql`` in WAL mode and died before
    any checkpoint: the change only in ``<path>-wal``."""
    script = (f"import sqlite3, os\ncon = sqlite3.connect({str(path)!r}, "
              "isolation_level=None)\ncon.execute('PRAGMA journal_mode = WAL')\n"
              "con.execute('PRAGMA wal_autocheckpoint = 0')\n"
              f"con.executescript({sql!r})\nos._exit(0)\n")
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)


def test_a_wal_left_by_a_crash_is_applied_and_checked_like_the_file(capsys, tmp_path, sound):
    """The -wal after a crash holds the last results entered: they are kept.  A -wal
    that carries a trigger is refused like a file that does."""
    path = tmp_path / "kept.arbiter"
    shutil.copy(sound, path)
    _crashed_with_wal(path, "UPDATE games SET result = '0-1' WHERE round_no = 2 AND board = 2")
    assert Path(f"{path}-wal").stat().st_size > 0
    with TournamentService.open(path) as service:
        assert service.tournament().rounds[1].games[1].result.value == "0-1"
    hostile = tmp_path / "hostile.arbiter"
    shutil.copy(sound, hostile)
    _crashed_with_wal(hostile, STORED_CODE["trigger-rewrites-results"])
    before = digest(hostile)
    code, _out, err = cli_run(capsys, "result", hostile, "2", "2", "1-0")
    assert code == 2 and "trigger 'evil'" in err and "hostile.arbiter-wal" in err, err
    assert digest(hostile) == before
    con = sqlite3.connect(f"file:{hostile}?mode=ro", uri=True)
    assert con.execute("SELECT count(*) FROM players WHERE name = 'Pwned'").fetchone()[0] == 0
    con.close()


# -- devices, folders, sizes ------------------------------------------------------------
def test_devices_fifos_folders_and_giant_files_are_refused_at_once(capsys, tmp_path):
    fifo = tmp_path / "pipe.arbiter"
    os.mkfifo(fifo)
    giant = tmp_path / "giant.arbiter"
    with open(giant, "wb") as handle:
        handle.truncate(600 * 2**20)
    for path, words in ((Path("/dev/zero"), "not a file"), (fifo, "not a file"),
                        (tmp_path, "not a file"), (giant, "at most 512 MB")):
        started = time.monotonic()
        # a subprocess, so that a regression that blocks cannot hang the test run
        done = subprocess.run([sys.executable, "-m", "arbiter_app.cli", "show", str(path)],
                              capture_output=True, text=True, timeout=60, cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode == 2 and words in done.stderr, (path, done.stderr)
        assert time.monotonic() - started < 30


# -- the connection itself ----------------------------------------------------------------
def test_no_statement_of_a_trigger_or_view_can_run_on_a_connection_of_ours(tmp_path):
    """Defence in depth: even a trigger the schema check missed could not act."""
    from arbiter_app.store.database import connect_memory
    con = connect_memory()
    con.execute("CREATE TABLE a (x)")
    with pytest.raises(sqlite3.DatabaseError):
        con.execute("CREATE TRIGGER t AFTER INSERT ON a BEGIN DELETE FROM a; END")
    with pytest.raises(sqlite3.DatabaseError):
        con.execute("PRAGMA writable_schema = ON")
    with pytest.raises(sqlite3.DatabaseError):
        con.execute(f"ATTACH '{tmp_path / 'other.db'}' AS other")
    assert con.execute("PRAGMA trusted_schema").fetchone()[0] == 0
