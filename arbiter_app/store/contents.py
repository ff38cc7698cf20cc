"""What a tournament file may hold: every stored value is checked where the store turns rows
into the model.

SQLite stores any value in any column (text in a number column, a number where a result
code belongs), and a file may come from anywhere, so nothing read from it is trusted:
each value is checked for its type, its range and what it refers to (a game's players
exist and play once in their round, a round exists, a result is a result code, options
are JSON of the expected shape).  A bad value is :class:`BadValue`, one line naming the
table, the row and the column; :class:`~arbiter_app.store.tournament_file.TournamentFile`
turns it into a :class:`~arbiter_app.store.errors.DamagedFile` naming the file, never an
internal error.

Sizes are bounded too (:data:`MAX_PLAYERS` is what TRF can number; the rest are far above
any real event), and checked with a count before any table is read, so a file of 300,000
players is refused at once instead of taking minutes.

:func:`check_side_tables` checks, by SQL, the columns the model does not load (the audit
log, the manual-pairing records, the explanations); the loaders of :mod:`.convert` check
the rest with the helpers here as they read each row.
"""

from __future__ import annotations

import json
import math
import sqlite3

from arbiter_app.engine.model import MAX_PLAYERS, MAX_ROUNDS, RATING_KINDS
from arbiter_app.i18n import tr

__all__ = ["MAX_PLAYERS", "MAX_ROUNDS", "BadValue", "check_side_tables", "check_sizes"]

#: the most rows of the other tables: far above any real event (2000 players over 13 rounds
#: are 13,000 games; 4000 over 50 rounds, 100,000), and low enough that a file at every
#: limit still opens in seconds (a red-team pass timed 1,000,000 games at 22 s a command)
MAX_ROWS = {"games": 200_000, "byes": 200_000, "audit_log": 200_000,
            "pairing_overrides": 10_000, "forbidden_pairs": 100_000, "rounds": MAX_ROUNDS,
            "players": MAX_PLAYERS, "tournament": 1,
            # a team event's (schema 10): TRF-2026 numbers teams 1 to 999
            "team_event": 1, "teams": 999, "rosters": MAX_PLAYERS, "matches": 100_000,
            "team_byes": 200_000, "lineups": 200_000}
#: the longest text of a short field (a name, a title, a date) and of a long one (a kept
#: TRF line list, an explanation, an audit entry), in characters
SHORT_TEXT = 1_000
LONG_TEXT = 1_000_000
#: the longest JSON of a player's column (fide_ratings: a few list ratings; round_ratings:
#: one rating per monthly list published during the event, MAX_LIST_RATINGS at most):
#: each player's is parsed at every open, so 9999 of them must stay small
PLAYER_JSON = 4_000
MAX_LIST_RATINGS = 60
#: the deepest JSON a column holds (an options object of strings: 1; fide_ratings: 2)
JSON_DEPTH = 3
#: ratings, national ones included (TRF's four digits)
MAX_RATING = 9999
#: points of one outcome: the settings allow 0 to 99.9; a file is refused only when a
#: value could not be computed with
MAX_POINTS = 1_000_000


class BadValue(Exception):
    """A stored value Arbiter never writes; the text names table, row and column."""


def bad(table: str, row, problem: str) -> BadValue:
    return BadValue(tr("{table} row {row}: {problem}", table=table, row=row, problem=problem))


def shown_value(value) -> str:
    """A stored value as a message quotes it: short, and without control characters."""
    text = repr(value)
    if len(text) > 40:
        text = text[:37] + "..."
    return "".join(c if c.isprintable() else "?" for c in text)


# -- one value -------------------------------------------------------------------------
def text(value, table: str, row, column: str, limit: int = SHORT_TEXT) -> str:
    if type(value) is not str:
        raise bad(table, row, tr("{column} {value} is not a text", column=column,
                                 value=shown_value(value)))
    if len(value) > limit:
        raise bad(table, row, tr("{column} is {length} characters long (at most {limit})",
                                 column=column, length=len(value), limit=limit))
    return value


def integer(value, table: str, row, column: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise bad(table, row, tr("{column} {value} is not a whole number from {low} to "
                                 "{high}", column=column, value=shown_value(value), low=low,
                                 high=high))
    return value


def optional_integer(value, table: str, row, column: str, low: int, high: int) -> int | None:
    return None if value is None else integer(value, table, row, column, low, high)


def flag(value, table: str, row, column: str) -> bool:
    if value not in (0, 1) or type(value) is not int:
        raise bad(table, row, tr("{column} {value} is neither 0 nor 1", column=column,
                                 value=shown_value(value)))
    return bool(value)


def points(value, table: str, row, column: str) -> float:
    if type(value) not in (int, float) or not math.isfinite(value) \
            or abs(value) > MAX_POINTS:
        raise bad(table, row, tr("{column} {value} is not a number of points",
                                 column=column, value=shown_value(value)))
    return float(value)


def code(value, table: str, row, column: str, codes: dict, what: str):
    """The member of ``codes`` (code -> value) that ``value`` names."""
    try:
        return codes[value]
    except (KeyError, TypeError):  # TypeError: a value that cannot be a key (none from SQLite)
        raise bad(table, row, tr("{column} {value} is not {what}", column=column,
                                 value=shown_value(value), what=what)) from None


def json_value(value, table: str, row, column: str, limit: int = LONG_TEXT):
    """The JSON in the text ``value`` (any JSON SQLite could hold, depth-limited; at most
    ``limit`` characters, so that what the parser builds stays small)."""
    text(value, table, row, column, limit)
    if _too_deep(value):
        raise bad(table, row, tr("{column} is JSON nested deeper than {depth}", column=column,
                                 depth=JSON_DEPTH))
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise bad(table, row, tr("{column} is not JSON", column=column)) from None


def _too_deep(value: str) -> bool:
    """Whether the brackets of ``value`` nest deeper than :data:`JSON_DEPTH` (counted
    outside strings; cheap, and before the parser recurses)."""
    if value.count("[") + value.count("{") <= JSON_DEPTH:
        return False
    depth, in_string, escaped = 0, False, False
    for char in value:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > JSON_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def string_map(value, table: str, row, column: str) -> dict[str, str]:
    """A JSON object of texts (the tournament's options)."""
    found = json_value(value, table, row, column)
    if not isinstance(found, dict) or not all(isinstance(v, str) for v in found.values()):
        raise bad(table, row, tr("{column} is not a JSON object of texts", column=column))
    return found


def string_list(value, table: str, row, column: str) -> list[str]:
    """A JSON list of texts (kept TRF lines, tie-break names)."""
    found = json_value(value, table, row, column)
    if not isinstance(found, list) or not all(isinstance(v, str) for v in found):
        raise bad(table, row, tr("{column} is not a JSON list of texts", column=column))
    return found


def _whole(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def list_ratings(value, table: str, row, column: str) -> list:
    """players.fide_ratings: ``[[kind, rating, k, source], ...]``."""
    if value == "[]":
        return []
    found = json_value(value, table, row, column, PLAYER_JSON)
    if not isinstance(found, list) or len(found) > 3 * len(RATING_KINDS) or not all(
            isinstance(entry, list) and len(entry) == 4 and isinstance(entry[0], str)
            and len(entry[0]) <= SHORT_TEXT and _whole(entry[1], 0, MAX_RATING)
            and _whole(entry[2], 0, 1000) and isinstance(entry[3], str)
            and len(entry[3]) <= SHORT_TEXT for entry in found):
        raise bad(table, row, tr("{column} is not a list of FIDE list ratings",
                                 column=column))
    return found


def round_ratings(value, table: str, row, column: str) -> list:
    """players.round_ratings: ``[[first round, rating], ...]``."""
    if value == "[]":
        return []
    found = json_value(value, table, row, column, PLAYER_JSON)
    if not isinstance(found, list) or len(found) > MAX_LIST_RATINGS or not all(
            isinstance(entry, list) and len(entry) == 2 and _whole(entry[0], 1, MAX_ROUNDS)
            and _whole(entry[1], 0, MAX_RATING) for entry in found):
        raise bad(table, row, tr("{column} is not a list of ratings by round",
                                 column=column))
    return found


# -- whole tables, by SQL ----------------------------------------------------------------
def check_sizes(con: sqlite3.Connection) -> None:
    """Refuse a file with more rows than :data:`MAX_ROWS` allows, before any is read (the
    tables its format has: also before a file of an older format is brought up to date),
    and a tournament row whose options are too long to parse (the upgrade to format 5
    parses them)."""
    present = {row[0] for row in con.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    for table, most in MAX_ROWS.items():
        if table not in present:
            continue
        found = con.execute(f"SELECT count(*) FROM (SELECT 1 FROM {table} LIMIT ?)",
                            (most + 1,)).fetchone()[0]
        if found > most:
            if table == "players":
                raise BadValue(tr("it has more than {most} players (TRF numbers them 1 to "
                                  "{most})", most=most))
            raise BadValue(tr("its table {table} has more than {most} rows", table=table,
                              most=most))
    for rowid, options in con.execute("SELECT rowid, options FROM tournament"):
        text(options, "tournament", rowid, "options", LONG_TEXT)


#: the columns the model does not load: table -> ((column, SQL condition it must meet), ...)
_SIDE_COLUMNS = {
    "audit_log": (("timestamp", f"typeof(timestamp) = 'text' AND length(timestamp) <= {SHORT_TEXT}"),
                  ("action", f"typeof(action) = 'text' AND length(action) <= {SHORT_TEXT}"),
                  ("details", f"typeof(details) = 'text' AND length(details) <= {LONG_TEXT}")),
    "pairing_overrides": tuple(
        [("round_no", f"typeof(round_no) = 'integer' AND round_no BETWEEN 1 AND {MAX_ROUNDS}"),
         ("timestamp", f"typeof(timestamp) = 'text' AND length(timestamp) <= {SHORT_TEXT}")]
        + [(column, f"typeof({column}) = 'text' AND length({column}) <= {LONG_TEXT}")
           for column in ("reason", "engine_pairing", "manual_pairing", "violations",
                          "differences")]),
    "games": (("explanation",
               f"typeof(explanation) = 'text' AND length(explanation) <= {LONG_TEXT}"),
              ("message", f"typeof(message) = 'text' AND length(message) <= {LONG_TEXT}")),
    "byes": (("explanation",
              f"typeof(explanation) = 'text' AND length(explanation) <= {LONG_TEXT}"),
             ("message", f"typeof(message) = 'text' AND length(message) <= {LONG_TEXT}")),
    "matches": (("explanation",
                  f"typeof(explanation) = 'text' AND length(explanation) <= {LONG_TEXT}"),
                 ("message", f"typeof(message) = 'text' AND length(message) <= {LONG_TEXT}")),
    "team_byes": (("explanation",
                   f"typeof(explanation) = 'text' AND length(explanation) <= {LONG_TEXT}"),
                  ("message", f"typeof(message) = 'text' AND length(message) <= {LONG_TEXT}")),
    "rounds": (("paired_at", f"typeof(paired_at) = 'text' AND length(paired_at) <= {SHORT_TEXT}"),
               ("manual", "manual IN (0, 1) AND typeof(manual) = 'integer'")),
    "tournament": (
        ("created_at", f"typeof(created_at) = 'text' AND length(created_at) <= {SHORT_TEXT}"),
        ("auto_rank_before_round1",
         "auto_rank_before_round1 IN (0, 1) AND typeof(auto_rank_before_round1) = 'integer'"),
        # the tournament's own id: a text here; it names its backups' folder only when it
        # is 32 hex digits (store/backup.valid_uid), else they go by the file's path
        ("uid", "typeof(uid) = 'text' AND length(uid) <= 64")),
}


def check_side_tables(con: sqlite3.Connection) -> None:
    """The columns the model does not load: types and lengths, one scan per table."""
    for table, columns in _SIDE_COLUMNS.items():
        cases = " ".join(f"WHEN NOT ({condition}) THEN '{column}'"
                         for column, condition in columns)
        row = con.execute(f"SELECT rowid, bad, {', '.join(c for c, _ in columns)} FROM "
                          f"(SELECT rowid, CASE {cases} END AS bad, * FROM {table}) "
                          f"WHERE bad IS NOT NULL LIMIT 1").fetchone()
        if row is not None:
            rowid, column = row[0], row[1]
            value = row[2 + [c for c, _ in columns].index(column)]
            raise bad(table, rowid, tr("{column} {value} is not what Arbiter writes there",
                                       column=column, value=shown_value(value)))
