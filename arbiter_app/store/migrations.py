"""Schema versions and the ordered steps that bring an older file up to date.

The version lives in ``PRAGMA user_version``.  ``STEPS[v]`` turns a version
``v`` file into a version ``v + 1`` file; :func:`migrate` runs every step a
file needs in one transaction, so a file is either fully migrated or left as
it was.  Steps are frozen SQL: they must never change once released, because
files written by that release exist.

History
-------
1. First release: settings, players, rounds, games, byes, forbidden pairs,
   audit log.
2. Explanations of the pairing (per board and for the bye), manual pairings
   (``rounds.manual`` and the ``pairing_overrides`` table) and the tie-break
   list of the tournament.
3. The setting ``auto_rank_before_round1`` (on in every older file: their round 1
   is then paired as new files pair it, by the initial ranking list).
4. TRF16's spellings as the stored values (docs/trf.md): sex ``w`` for women
   (earlier releases stored the ``f`` their player dialog offered), and the
   tournament's start and end dates and the birth dates as ``YYYY/MM/DD``
   (the tournament dialog stored ``YYYY-MM-DD``).  No column changes.
5. The points of an unknown result, e.g. an adjourned game (TRF-2026 record 162
   code X): ``tournament.score_adjourned``, the points of a draw in an older file,
   or the X value an imported 162 line gave (kept until then in the option
   ``trf.points.X``, which the step removes).
6. Ratings as arbiters use them (issue #24): per player the arbiter's own rating
   (``players.manual_rating``, 0: none), the FIDE list ratings of every kind with K
   and source (``players.fide_ratings``, JSON) and the ratings of later rounds of an
   event longer than 30 days (``players.round_ratings``, JSON).  An older file's
   ``rating`` stays the player's rating; the new columns start empty.
7. Eligibility for half-point byes (FIDE checklist Q175): ``players.half_byes``, 1
   (eligible) for every player of an older file; expulsion (Q197-198):
   ``players.expelled``, 0 for every player of an older file.
8. The tournament's own id, ``tournament.uid`` (32 lowercase hex digits, random):
   its backups are kept in a folder named by it, so a moved or renamed file still
   finds them.  An older file gets a fresh random id.
9. The explanations of the pairing as messages (issue #36): ``games.message`` and
   ``byes.message`` keep, beside the English ``explanation``, what it is made of
   (JSON, ``arbiter_app.i18n.message``), so the window shows it in its language.  An
   older file's explanations have none (``''``) and show in English as stored.
10. Team events (issue #37, docs/teams.md): the tables ``team_event`` (the settings of a
    team event: boards, colour preferences, primary score, 352, 362, 320, and what a
    TRF-2026 team file read had beside), ``teams``, ``rosters``, ``matches``, ``team_byes``
    and ``lineups``.  They are empty in an individual event, so an older file stays the
    individual event it was, row for row.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timezone
from typing import Callable

from arbiter_app.store.models import SCHEMA_VERSION


def _v1_to_v2(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE tournament ADD COLUMN tiebreaks TEXT DEFAULT '[]' NOT NULL")
    con.execute("ALTER TABLE rounds ADD COLUMN manual INTEGER DEFAULT '0' NOT NULL")
    con.execute("ALTER TABLE games ADD COLUMN explanation TEXT DEFAULT '' NOT NULL")
    con.execute("ALTER TABLE byes ADD COLUMN explanation TEXT DEFAULT '' NOT NULL")
    con.execute("""
        CREATE TABLE pairing_overrides (
            id INTEGER NOT NULL,
            round_no INTEGER NOT NULL,
            timestamp VARCHAR NOT NULL,
            reason TEXT NOT NULL,
            engine_pairing TEXT NOT NULL,
            manual_pairing TEXT NOT NULL,
            violations TEXT NOT NULL,
            differences TEXT NOT NULL,
            PRIMARY KEY (id)
        )""")


def _v2_to_v3(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE tournament ADD COLUMN auto_rank_before_round1 INTEGER "
                "DEFAULT '1' NOT NULL")


_YEAR_FIRST = ("[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]",
               "[0-9][0-9][0-9][0-9].[0-9][0-9].[0-9][0-9]")


def _v3_to_v4(con: sqlite3.Connection) -> None:
    con.execute("UPDATE players SET sex = 'w' WHERE sex IN ('f', 'F', 'W')")
    con.execute("UPDATE players SET sex = 'm' WHERE sex = 'M'")
    for table, column in (("tournament", "start_date"), ("tournament", "end_date"),
                          ("players", "birth_date")):
        for pattern in _YEAR_FIRST:
            con.execute(f"UPDATE {table} SET {column} = substr({column}, 1, 4) || '/' || "
                        f"substr({column}, 6, 2) || '/' || substr({column}, 9, 2) "
                        f"WHERE {column} GLOB '{pattern}'")


def _v4_to_v5(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE tournament ADD COLUMN score_adjourned FLOAT DEFAULT '0.5' "
                "NOT NULL")
    con.execute("UPDATE tournament SET score_adjourned = score_draw")
    for row_id, text in con.execute("SELECT id, options FROM tournament").fetchall():
        try:
            options = json.loads(text or "{}")
            x_points = float(options.pop("trf.points.X"))
        except (ValueError, TypeError, KeyError, AttributeError):
            continue  # no X value (or none readable): the draw's points stay
        con.execute("UPDATE tournament SET score_adjourned = ?, options = ? WHERE id = ?",
                    (x_points, json.dumps(options, sort_keys=True), row_id))


def _v5_to_v6(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE players ADD COLUMN manual_rating INTEGER DEFAULT '0' NOT NULL")
    con.execute("ALTER TABLE players ADD COLUMN fide_ratings TEXT DEFAULT '[]' NOT NULL")
    con.execute("ALTER TABLE players ADD COLUMN round_ratings TEXT DEFAULT '[]' NOT NULL")


def _v6_to_v7(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE players ADD COLUMN half_byes BOOLEAN DEFAULT '1' NOT NULL")
    con.execute("ALTER TABLE players ADD COLUMN expelled BOOLEAN DEFAULT '0' NOT NULL")


def _v7_to_v8(con: sqlite3.Connection) -> None:
    # ADD COLUMN takes only a constant default: the id is given by the UPDATE
    con.execute("ALTER TABLE tournament ADD COLUMN uid TEXT DEFAULT '' NOT NULL")
    con.execute("UPDATE tournament SET uid = lower(hex(randomblob(16)))")


def _v8_to_v9(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE games ADD COLUMN message TEXT DEFAULT '' NOT NULL")
    con.execute("ALTER TABLE byes ADD COLUMN message TEXT DEFAULT '' NOT NULL")


def _v9_to_v10(con: sqlite3.Connection) -> None:
    con.execute("""
        CREATE TABLE team_event (
            id INTEGER NOT NULL,
            boards INTEGER NOT NULL,
            colour_type VARCHAR NOT NULL,
            primary_score VARCHAR NOT NULL,
            secondary_for_colours BOOLEAN NOT NULL,
            board_colours VARCHAR NOT NULL,
            team_win FLOAT NOT NULL,
            team_draw FLOAT NOT NULL,
            team_loss FLOAT NOT NULL,
            pab_match_points FLOAT,
            pab_game_points FLOAT,
            individual_options TEXT NOT NULL,
            corrections TEXT NOT NULL,
            board_forfeits TEXT NOT NULL,
            colourless TEXT NOT NULL,
            PRIMARY KEY (id)
        )""")
    con.execute("""
        CREATE TABLE teams (
            number INTEGER NOT NULL,
            name VARCHAR NOT NULL,
            nickname VARCHAR NOT NULL,
            strength INTEGER NOT NULL,
            withdrawn_from INTEGER,
            PRIMARY KEY (number)
        )""")
    con.execute("""
        CREATE TABLE rosters (
            team INTEGER NOT NULL,
            position INTEGER NOT NULL,
            player INTEGER NOT NULL,
            PRIMARY KEY (team, position),
            FOREIGN KEY(team) REFERENCES teams (number),
            FOREIGN KEY(player) REFERENCES players (number)
        )""")
    con.execute("""
        CREATE TABLE matches (
            round_no INTEGER NOT NULL,
            number INTEGER NOT NULL,
            white INTEGER NOT NULL,
            black INTEGER NOT NULL,
            forfeit VARCHAR NOT NULL,
            explanation TEXT NOT NULL,
            message TEXT NOT NULL,
            PRIMARY KEY (round_no, number),
            FOREIGN KEY(round_no) REFERENCES rounds (number) ON DELETE CASCADE,
            FOREIGN KEY(white) REFERENCES teams (number),
            FOREIGN KEY(black) REFERENCES teams (number)
        )""")
    con.execute("""
        CREATE TABLE team_byes (
            round_no INTEGER NOT NULL,
            team INTEGER NOT NULL,
            kind VARCHAR(1) NOT NULL,
            explanation TEXT NOT NULL,
            message TEXT NOT NULL,
            PRIMARY KEY (round_no, team),
            FOREIGN KEY(team) REFERENCES teams (number)
        )""")
    con.execute("""
        CREATE TABLE lineups (
            round_no INTEGER NOT NULL,
            team INTEGER NOT NULL,
            board INTEGER NOT NULL,
            player INTEGER NOT NULL,
            PRIMARY KEY (round_no, team, board),
            FOREIGN KEY(team) REFERENCES teams (number)
        )""")


#: version -> step turning a file of that version into one of the next version
STEPS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
    4: _v4_to_v5,
    5: _v5_to_v6,
    6: _v6_to_v7,
    7: _v7_to_v8,
    8: _v8_to_v9,
    9: _v9_to_v10,
}

#: the oldest version this release can read
OLDEST_VERSION = 1

assert sorted(STEPS) == list(range(OLDEST_VERSION, SCHEMA_VERSION)), \
    "every version below SCHEMA_VERSION needs exactly one migration step"


def migrate(con: sqlite3.Connection, version: int) -> int:
    """Bring ``con``'s database from ``version`` to :data:`SCHEMA_VERSION`, in
    one transaction; returns the number of steps run.  ``con`` must be in
    autocommit mode (``isolation_level=None``)."""
    if version >= SCHEMA_VERSION:
        return 0
    con.execute("BEGIN IMMEDIATE")
    try:
        for step_from in range(version, SCHEMA_VERSION):
            STEPS[step_from](con)
        con.execute("INSERT INTO audit_log (timestamp, action, details) VALUES (?, ?, ?)",
                    (datetime.now(timezone.utc).isoformat(timespec="milliseconds"),
                     "file format upgraded", f"format {version} -> {SCHEMA_VERSION}"))
        con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    except BaseException:
        con.execute("ROLLBACK")
        raise
    con.execute("COMMIT")
    return SCHEMA_VERSION - version
