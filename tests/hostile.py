"""Hostile tournament files, made by the tests (issue #34): a sound file of Arbiter's, then
changed with plain SQLite as an attacker or a damaged disk would change it.

:func:`sound_file` makes the starting point: 8 players (one with FIDE list ratings and
ratings by round), two rounds paired (round 1 complete, round 2 with one result), a
pairing-allocated bye, a requested bye, a forbidden pair, a manual pairing record and an
audit log.  The other functions change a copy of it, one category each.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

from arbiter_app.engine.model import ByeKind, GameResult, ListRating, Player
from arbiter_app.services import NewTournament, TournamentService

#: stored code and foreign objects: name -> SQL run on a sound file (the effect each would
#: have if it ran is in its name)
STORED_CODE = {
    "trigger-rewrites-results": """CREATE TRIGGER evil AFTER UPDATE ON games BEGIN
        UPDATE games SET result = '0-1'; UPDATE players SET name = 'Pwned' WHERE number = 1;
        END""",
    "trigger-empties-audit-log": """CREATE TRIGGER wipe AFTER INSERT ON audit_log BEGIN
        DELETE FROM audit_log; END""",
    "trigger-grows-file": """CREATE TRIGGER grow AFTER UPDATE ON games BEGIN
        INSERT INTO audit_log (timestamp, action, details)
        SELECT 'x', 'x', hex(randomblob(100000)) FROM players, players; END""",
    "recursive-trigger": """CREATE TRIGGER loop AFTER UPDATE ON players BEGIN
        UPDATE players SET rating = rating + 1 WHERE number = new.number; END""",
    "trigger-on-insert-players": """CREATE TRIGGER late BEFORE INSERT ON players BEGIN
        DELETE FROM games; END""",
    "temp-looking-trigger-on-rounds": """CREATE TRIGGER IF NOT EXISTS r AFTER INSERT ON rounds
        BEGIN UPDATE tournament SET name = 'x'; END""",
    "view": "CREATE VIEW standings AS SELECT * FROM players",
    "view-named-like-a-table": """ALTER TABLE forbidden_pairs RENAME TO fp_real;
        CREATE VIEW forbidden_pairs AS SELECT * FROM fp_real""",
    "extra-table": "CREATE TABLE notes (text TEXT)",
    "sqlite-stat1": "ANALYZE",
    "autoincrement-sequence": "CREATE TABLE seq (id INTEGER PRIMARY KEY AUTOINCREMENT)",
    "index": "CREATE INDEX by_rating ON players (rating)",
    "expression-index": "CREATE INDEX odd ON players (abs(rating) + length(name))",
    "partial-index": "CREATE INDEX part ON games (result) WHERE result != '*'",
    "unique-index": "CREATE UNIQUE INDEX u ON players (name)",
    "extra-column": "ALTER TABLE games ADD COLUMN note TEXT DEFAULT ''",
    "generated-column": "ALTER TABLE players ADD COLUMN g INTEGER AS (rating * 2)",
    "virtual-table-fts": "CREATE VIRTUAL TABLE search USING fts5(name)",
    "virtual-table-rtree": "CREATE VIRTUAL TABLE box USING rtree(id, x0, x1)",
    "check-constraint": """ALTER TABLE forbidden_pairs RENAME TO old_pairs;
        CREATE TABLE forbidden_pairs (first INTEGER NOT NULL, second INTEGER NOT NULL
            CHECK (length(zeroblob(100000000))), PRIMARY KEY (first, second));
        INSERT INTO forbidden_pairs SELECT * FROM old_pairs; DROP TABLE old_pairs""",
    "default-expression": """ALTER TABLE forbidden_pairs RENAME TO old_pairs;
        CREATE TABLE forbidden_pairs (first INTEGER NOT NULL DEFAULT (random()),
            second INTEGER NOT NULL, PRIMARY KEY (first, second));
        INSERT INTO forbidden_pairs SELECT * FROM old_pairs; DROP TABLE old_pairs""",
    "without-rowid": """ALTER TABLE forbidden_pairs RENAME TO old_pairs;
        CREATE TABLE forbidden_pairs (first INTEGER NOT NULL, second INTEGER NOT NULL,
            PRIMARY KEY (first, second)) WITHOUT ROWID;
        INSERT INTO forbidden_pairs SELECT * FROM old_pairs; DROP TABLE old_pairs""",
    "comment-in-schema": """ALTER TABLE forbidden_pairs RENAME TO old_pairs;
        CREATE TABLE forbidden_pairs (first INTEGER NOT NULL, /* hidden */
            second INTEGER NOT NULL, PRIMARY KEY (first, second));
        INSERT INTO forbidden_pairs SELECT * FROM old_pairs; DROP TABLE old_pairs""",
    "missing-table": "DROP TABLE pairing_overrides",
    "column-type-changed": """ALTER TABLE forbidden_pairs RENAME TO old_pairs;
        CREATE TABLE forbidden_pairs (first TEXT NOT NULL, second INTEGER NOT NULL,
            PRIMARY KEY (first, second));
        INSERT INTO forbidden_pairs SELECT * FROM old_pairs; DROP TABLE old_pairs""",
    "foreign-key-dropped": """ALTER TABLE byes RENAME TO old_byes;
        CREATE TABLE byes (round_no INTEGER NOT NULL, player INTEGER NOT NULL,
            kind VARCHAR(1) NOT NULL, explanation TEXT DEFAULT '' NOT NULL,
            message TEXT DEFAULT '' NOT NULL, PRIMARY KEY (round_no, player));
        INSERT INTO byes SELECT * FROM old_byes; DROP TABLE old_byes""",
}


def digest(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def sound_file(path: Path) -> Path:
    """A sound tournament file at ``path`` (see the module's docstring)."""
    new = NewTournament(name="Hostile Open", total_rounds=5, system="dutch2026",
                        tiebreaks=["BH/C1", "BH", "SB"])
    with TournamentService.create(path, new) as service:
        for number, (name, rating) in enumerate(
                [("Alpha, Ann", 2400), ("Bravo, Bob", 2350), ("Charlie, Cy", 2300),
                 ("Delta, Di", 2250), ("Echo, Ed", 2200), ("Foxtrot, Flo", 2150),
                 ("Golf, Gil", 2100), ("Hotel, Hal", 2050), ("India, Ivy", 2000)], start=1):
            service.add_player(name, rating=rating, federation="NED")
        service.forbid_pair(2, 9)
        service.pair_next_round()
        for board, _game in enumerate(service.tournament().rounds[0].games, start=1):
            service.record_result(1, board, GameResult.WHITE_WINS if board % 2
                                  else GameResult.DRAW)
        service.request_bye(4, 2, ByeKind.HALF_POINT)
        service.pair_next_round()
        service.record_result(2, 1, GameResult.BLACK_WINS)
        service.request_bye(5, 3, ByeKind.HALF_POINT)
    con = sqlite3.connect(str(path), isolation_level=None)
    con.execute("UPDATE players SET fide_ratings = ?, round_ratings = ? WHERE number = 1",
                (json.dumps([["standard", 2400, 20, "FIDE standard 2026/11"]]),
                 json.dumps([[3, 2410]])))
    con.execute("INSERT INTO pairing_overrides (round_no, timestamp, reason, engine_pairing,"
                " manual_pairing, violations, differences) VALUES (1, '2026-11-28T10:00:00', "
                "'test', '', '', '', '')")
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    return path


def changed(sound: Path, target: Path, sql: str, *, version: int | None = None) -> Path:
    """A copy of ``sound`` at ``target`` with ``sql`` (one or more statements) run on it
    by plain SQLite, and its format number set to ``version`` when given."""
    shutil.copy(sound, target)
    con = sqlite3.connect(str(target), isolation_level=None)
    con.execute("PRAGMA journal_mode = DELETE")
    con.executescript(sql)
    if version is not None:
        con.execute(f"PRAGMA user_version = {int(version)}")
    con.close()
    return target


#: wrong values: (table, column) -> SQL expressions to store there (one file each); the
#: row changed is the first of the table (games: round 1 board 1; players: number 1)
WRONG_VALUES = {
    ("tournament", "name"): ["X'00ff'", "12", "randomblob(5)"],
    ("tournament", "system"): ["X'01'", "3.5"],
    ("tournament", "total_rounds"): ["'nine'", "-3", "0", "1e300", "100000"],
    ("tournament", "initial_colour"): ["'z'", "5"],
    ("tournament", "score_win"): ["'one'", "9e999", "-9e999", "X'00'"],
    ("tournament", "score_draw"): ["'half'"],
    ("tournament", "options"): ["'not json'", "'[1, 2]'", "'{\"a\": 1}'",
                                "'{\"a\": {\"b\": \"c\"}}'", "replace(hex(zeroblob(200000)),"
                                " '00', '[')", "12", "''"],
    ("tournament", "extra_lines"): ["'{}'", "'[1]'", "'['", "NULL"],
    ("tournament", "tiebreaks"): ["'BH'", "'[[\"BH\"]]'", "'[null]'"],
    ("tournament", "auto_rank_before_round1"): ["'yes'", "7"],
    ("tournament", "score_adjourned"): ["'x'"],
    ("tournament", "created_at"): ["X'00'"],
    ("players", "number"): ["0", "10000", "-1"],
    ("players", "name"): ["NULL", "X'41'", "7", "printf('%.2000000c', 'x')"],
    ("players", "rating"): ["'strong'", "-100", "99999", "2400.5"],
    ("players", "title"): ["X'00'"],
    ("players", "sex"): ["3"],
    ("players", "entry_round"): ["0", "'first'", "NULL"],
    ("players", "withdrawn_from"): ["'soon'", "-2", "0"],
    ("players", "manual_rating"): ["'x'", "-1"],
    ("players", "fide_ratings"): ["'[[\"standard\"]]'", "'nope'", "'[[\"standard\", \"x\", 20, \"\"]]'",
                                  "'{}'"],
    ("players", "round_ratings"): ["'[[0, 2400]]'", "'[3]'", "'[[\"a\", \"b\"]]'"],
    ("players", "half_byes"): ["'maybe'", "2"],
    ("players", "expelled"): ["-1", "'no'"],
    ("rounds", "number"): ["7", "0", "'two'"],
    ("rounds", "date"): ["X'00'", "5"],
    ("rounds", "paired_at"): ["X'00'"],
    ("rounds", "manual"): ["'x'", "3"],
    ("games", "round_no"): ["9", "'one'"],
    ("games", "board"): ["7", "0", "'first'"],
    ("games", "white"): ["99", "'Anna'", "NULL", "(SELECT black FROM games LIMIT 1)"],
    ("games", "black"): ["0", "1.5"],
    ("games", "result"): ["'9-9'", "NULL", "1", "X'31'", "''"],
    ("games", "explanation"): ["X'00'", "42"],
    ("byes", "kind"): ["'Q'", "NULL", "1"],
    ("byes", "player"): ["99", "'x'"],
    ("byes", "round_no"): ["0", "'x'", "-4"],
    ("byes", "explanation"): ["X'00'"],
    ("forbidden_pairs", "first"): ["'x'", "99999", "9"],
    ("audit_log", "details"): ["X'00'", "5"],
    ("audit_log", "action"): ["NULL", "X'00'"],
    ("pairing_overrides", "round_no"): ["'x'", "0"],
    ("pairing_overrides", "violations"): ["X'00'"],
}

_FIRST_ROW = {"tournament": "id = 1", "players": "number = 1",
              "rounds": "number = 2", "games": "rowid = (SELECT min(rowid) FROM games)",
              "byes": "rowid = (SELECT min(rowid) FROM byes)",
              "forbidden_pairs": "1", "audit_log": "id = (SELECT min(id) FROM audit_log)",
              "pairing_overrides": "1"}


def wrong_value_sql(table: str, column: str, expression: str) -> str:
    return f"UPDATE {table} SET {column} = {expression} WHERE {_FIRST_ROW[table]}"


def wrong_value_cases() -> list[tuple[str, str, str]]:
    return [(table, column, expression) for (table, column), expressions
            in WRONG_VALUES.items() for expression in expressions]


__all__ = ["STORED_CODE", "WRONG_VALUES", "changed", "digest", "sound_file",
           "wrong_value_cases", "wrong_value_sql", "ListRating", "Player"]
