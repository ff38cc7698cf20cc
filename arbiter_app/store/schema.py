"""The exact schema Arbiter writes, format by format, and the check of a file against it.

A tournament file comes from anywhere (a deputy's laptop, a mail), and SQLite runs what a
database's schema holds: a trigger fires on an ``UPDATE`` of ours, a view or a virtual
table answers a query of ours, a ``DEFAULT`` or ``CHECK`` expression is evaluated on our
writes.  So before any statement that could run stored code, and before any migration,
:func:`check_schema` compares the file's ``sqlite_master`` with the schema Arbiter writes
for the file's format (``PRAGMA user_version``): the same tables, each defined by the
same column definitions and table constraints, the same automatic indexes of their
primary keys, and nothing else (no trigger, view, index, virtual table or other table).
Anything else is refused with one line naming the first thing found.

The schema of each format is not written out by hand: it is the frozen schema of format 1
(:data:`FORMAT_1`, as the release of format 1 wrote it) brought forward by the frozen
migration steps (:mod:`.migrations`) in a database in memory, so every format a release
wrote, and only those, is accepted.  A test checks that the newest one is exactly what
:mod:`.models` creates in a new file.

Two definitions are "the same" when their tokens are: SQLite's statement text differs
between a file made new (SQLAlchemy's layout) and one migrated (``ALTER TABLE ... ADD
COLUMN`` appends the column's text), so whitespace and the order of the items in the
parentheses do not count, nor the case of names and keywords (SQLite ignores it too).
Anything this tokenizer does not know (a comment, a quoted name, a semicolon) is never
in Arbiter's schema, so it never matches.
"""

from __future__ import annotations

import re
import sqlite3
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from arbiter_app.i18n import tr, trn
from arbiter_app.store.errors import NotATournament

#: the schema of file format 1, frozen: what the first release's ``create_all`` wrote
#: (tests/data/store/make_v1_file.py made the committed sample file from the same text)
FORMAT_1 = (
    "CREATE TABLE audit_log (id INTEGER NOT NULL, timestamp VARCHAR NOT NULL, "
    "action VARCHAR NOT NULL, details TEXT NOT NULL, PRIMARY KEY (id))",
    "CREATE TABLE forbidden_pairs (first INTEGER NOT NULL, second INTEGER NOT NULL, "
    "PRIMARY KEY (first, second))",
    "CREATE TABLE players (number INTEGER NOT NULL, name VARCHAR NOT NULL, "
    "rating INTEGER NOT NULL, title VARCHAR NOT NULL, sex VARCHAR NOT NULL, "
    "federation VARCHAR NOT NULL, fide_id VARCHAR NOT NULL, birth_date VARCHAR NOT NULL, "
    "entry_round INTEGER NOT NULL, withdrawn_from INTEGER, PRIMARY KEY (number))",
    "CREATE TABLE rounds (number INTEGER NOT NULL, date VARCHAR NOT NULL, "
    "paired_at VARCHAR NOT NULL, PRIMARY KEY (number))",
    "CREATE TABLE tournament (id INTEGER NOT NULL, name VARCHAR NOT NULL, "
    "city VARCHAR NOT NULL, federation VARCHAR NOT NULL, start_date VARCHAR NOT NULL, "
    "end_date VARCHAR NOT NULL, kind VARCHAR NOT NULL, chief_arbiter VARCHAR NOT NULL, "
    "deputies VARCHAR NOT NULL, time_control VARCHAR NOT NULL, system VARCHAR NOT NULL, "
    "total_rounds INTEGER, initial_colour VARCHAR(1), score_win FLOAT NOT NULL, "
    "score_draw FLOAT NOT NULL, score_loss FLOAT NOT NULL, "
    "score_forfeit_win FLOAT NOT NULL, score_forfeit_loss FLOAT NOT NULL, "
    "score_pairing_bye FLOAT NOT NULL, score_half_bye FLOAT NOT NULL, "
    "score_full_bye FLOAT NOT NULL, score_zero_bye FLOAT NOT NULL, "
    "options TEXT NOT NULL, extra_lines TEXT NOT NULL, created_at VARCHAR NOT NULL, "
    "PRIMARY KEY (id))",
    "CREATE TABLE byes (round_no INTEGER NOT NULL, player INTEGER NOT NULL, "
    "kind VARCHAR(1) NOT NULL, PRIMARY KEY (round_no, player), "
    "FOREIGN KEY(player) REFERENCES players (number))",
    "CREATE TABLE games (round_no INTEGER NOT NULL, board INTEGER NOT NULL, "
    "white INTEGER NOT NULL, black INTEGER NOT NULL, result VARCHAR NOT NULL, "
    "PRIMARY KEY (round_no, board), "
    "FOREIGN KEY(round_no) REFERENCES rounds (number) ON DELETE CASCADE, "
    "FOREIGN KEY(white) REFERENCES players (number), "
    "FOREIGN KEY(black) REFERENCES players (number))",
)

# SQLite's whitespace (not Python's: SQLite takes no vertical tab or Unicode space)
_TOKEN = re.compile(r"""
    (?P<space>[ \t\n\f\r]+)
  | (?P<word>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<number>[0-9]+(?:\.[0-9]+)?)
  | (?P<string>'(?:[^']|'')*')
  | (?P<punct>[(),.])
""", re.VERBOSE)
_CONSTRAINTS = {"PRIMARY", "FOREIGN", "UNIQUE", "CHECK", "CONSTRAINT"}


class ForeignSchema(NotATournament):
    """The file's schema is not one Arbiter writes: it may hold code SQLite would run."""


@dataclass(frozen=True)
class Table:
    """One table as Arbiter defines it: the items between its parentheses (column
    definitions and table constraints, as token tuples), by column name for columns."""

    items: Counter
    columns: dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class Schema:
    tables: dict[str, Table]  # by name, upper case
    #: the automatic indexes of the primary keys: index name (upper case) -> table
    autoindexes: dict[str, str]


def tokens(sql: str) -> list[str] | None:
    """The tokens of ``sql`` (names and keywords in upper case, strings as written),
    or None when it holds anything else (a comment, a quoted name, a semicolon...)."""
    out, position = [], 0
    while position < len(sql):
        found = _TOKEN.match(sql, position)
        if found is None:
            return None
        position = found.end()
        kind = found.lastgroup
        if kind == "space":
            continue
        text = found.group()
        out.append(text.upper() if kind == "word" else text)
    return out


def parse_table(sql: str | None) -> tuple[str, Table] | None:
    """(name, definition) of a ``CREATE TABLE name (...)`` statement, or None when
    ``sql`` is not one this module can read (which Arbiter never writes)."""
    words = tokens(sql) if isinstance(sql, str) else None
    if not words or words[:2] != ["CREATE", "TABLE"] or len(words) < 6:
        return None
    name, rest = words[2], words[3:]
    if rest[0] != "(" or rest[-1] != ")":
        return None
    items, current, depth = Counter(), [], 0
    for token in rest[1:-1]:
        if token == "(":
            depth += 1
        elif token == ")":
            depth -= 1
            if depth < 0:
                return None
        if token == "," and depth == 0:
            items[tuple(current)] += 1
            current = []
        else:
            current.append(token)
    if depth != 0 or not current:
        return None
    items[tuple(current)] += 1
    if any(not item for item in items):
        return None
    columns = {item[0]: item for item in items if item[0] not in _CONSTRAINTS}
    return name, Table(items, columns)


def read_schema(con: sqlite3.Connection) -> list[tuple[str, str, str, str | None]]:
    """Every object of the database: (type, name, table, sql).  Reading
    ``sqlite_master`` runs nothing the file holds."""
    return [tuple(row) for row in con.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid")]


@lru_cache(maxsize=None)
def expected(version: int) -> Schema:
    """The schema Arbiter writes for file format ``version``: format 1 brought forward by
    the frozen migration steps, in memory."""
    from arbiter_app.store.migrations import OLDEST_VERSION, STEPS
    con = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for statement in FORMAT_1:
            con.execute(statement)
        for step in range(OLDEST_VERSION, version):
            STEPS[step](con)
        tables, autoindexes = {}, {}
        for kind, name, table, sql in read_schema(con):
            if kind == "table":
                parsed = parse_table(sql)
                assert parsed is not None, f"format {version}: cannot read {sql!r}"
                tables[parsed[0]] = parsed[1]
            elif kind == "index" and sql is None:
                autoindexes[name.upper()] = table.upper()
            else:  # pragma: no cover - Arbiter's own schema holds nothing else
                raise AssertionError(f"format {version}: unexpected {kind} {name}")
        return Schema(tables, autoindexes)
    finally:
        con.close()


def check_schema(con: sqlite3.Connection, version: int, path) -> None:
    """Refuse (:class:`ForeignSchema`, one line naming ``path`` and the first thing
    found) a database whose schema is not exactly format ``version``'s."""
    problems = schema_problems(read_schema(con), expected(version), version)
    if problems:
        more = len(problems) - 1
        text = problems[0] if not more else trn(
            "{problem} (and {n} more thing Arbiter does not write)",
            "{problem} (and {n} more things Arbiter does not write)", more,
            problem=problems[0])
        raise ForeignSchema(tr("{path} is not a tournament file Arbiter wrote: {problem}",
                               path=path, problem=text))


def schema_problems(objects, schema: Schema, version: int) -> list[str]:
    """What in ``objects`` (:func:`read_schema`) differs from ``schema``, one text each."""
    problems, seen = [], set()
    for kind, name, table, sql in objects:
        name_key, table_key = str(name).upper(), str(table).upper()
        if kind == "trigger":
            problems.append(tr("it has a trigger {name!r} on {table}", name=name, table=table))
        elif kind == "view":
            problems.append(tr("it has a view {name!r}", name=name))
        elif kind == "index":
            if sql is None and schema.autoindexes.get(name_key) == table_key:
                continue
            problems.append(tr("it has an index {name!r} on {table}", name=name, table=table))
        elif kind != "table":
            problems.append(tr("it has an object {name!r} of type {kind!r}", name=name,
                               kind=kind))
        elif isinstance(sql, str) and sql.lstrip()[:20].upper().startswith("CREATE VIRTUAL"):
            problems.append(tr("it has a virtual table {name!r}", name=name))
        elif name_key not in schema.tables:
            problems.append(tr("it has a table {name!r} that Arbiter does not write",
                               name=name))
        else:
            seen.add(name_key)
            problems += _table_problems(name, sql, schema.tables[name_key], version)
    for missing in sorted(set(schema.tables) - seen):
        problems.append(tr("its table {name!r} is missing", name=missing.lower()))
    return problems


def _table_problems(name: str, sql, wanted: Table, version: int) -> list[str]:
    parsed = parse_table(sql)
    if parsed is None or parsed[0] != str(name).upper():
        return [tr("its table {name!r} is not defined as Arbiter defines it", name=name)]
    found = parsed[1]
    if found.items == wanted.items:
        return []
    problems = []
    for column in found.columns:
        if column not in wanted.columns:
            problems.append(tr("its table {table!r} has a column {column!r} that Arbiter "
                               "does not write in file format {version}", table=name,
                               column=column.lower(), version=version))
        elif found.columns[column] != wanted.columns[column]:
            problems.append(tr("the column {column!r} of its table {table!r} is not defined "
                               "as Arbiter defines it", table=name, column=column.lower()))
    for column in wanted.columns:
        if column not in found.columns:
            problems.append(tr("its table {table!r} lacks the column {column!r} of file "
                               "format {version}", table=name, column=column.lower(),
                               version=version))
    if not problems:  # the same columns: a table constraint differs, or an item is twice
        problems.append(tr("its table {name!r} is not defined as Arbiter defines it",
                           name=name))
    return problems
