"""Opening tournament files safely: check first (read-only), then connect.

Nothing is written to a file before it is known to be an Arbiter tournament
of a schema this release understands and SQLite finds it sound, so a wrong,
damaged or newer file is left exactly as it was.
"""

from __future__ import annotations

import os
import sqlite3
import struct
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.pool import StaticPool

from arbiter_app.i18n import tr
from arbiter_app.store.errors import DamagedFile, NewerSchemaError, NotATournament, StoreError
from arbiter_app.store.migrations import OLDEST_VERSION
from arbiter_app.store.models import APPLICATION_ID, SCHEMA_VERSION

SQLITE_HEADER = b"SQLite format 3\x00"


def is_database(path: str | os.PathLike) -> bool:
    """Whether ``path`` holds an SQLite database (a tournament file, whatever its name)."""
    try:
        with open(path, "rb") as handle:
            return handle.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


def read_only_uri(path: Path) -> str:
    return path.resolve().as_uri() + "?mode=ro"


def connect_read_only(path: Path) -> sqlite3.Connection:
    con = sqlite3.connect(read_only_uri(path), uri=True, check_same_thread=False,
                          isolation_level=None)
    con.execute("PRAGMA query_only = ON")
    return con


def connect_writable(path: Path) -> sqlite3.Connection:
    con = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
    con.execute("PRAGMA busy_timeout = 5000")
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("PRAGMA synchronous = FULL")
    return con


def inspect_file(path: Path) -> int:
    """The schema version of the tournament file ``path``, after checking
    that it is one this release can open; raises a :class:`StoreError`
    naming the file otherwise (its ``path`` attribute: the file).  Opens the
    file read-only."""
    try:
        return _inspect(path)
    except StoreError as exc:
        exc.path = path
        raise


def _inspect(path: Path) -> int:
    if not path.exists():
        raise NotATournament(tr("{path}: no such file", path=path))
    if not path.is_file():
        raise NotATournament(tr("{path} is not a file", path=path))
    try:
        with open(path, "rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise NotATournament(tr("{path} cannot be read: {reason}", path=path,
                                reason=exc.strerror or exc)) from None
    if not header:
        raise NotATournament(tr("{path} is empty, not an Arbiter tournament file", path=path))
    if not header.startswith(SQLITE_HEADER):
        raise NotATournament(tr("{path} is not an Arbiter tournament file (it is not an SQLite "
                                "database)", path=path))
    if len(header) < 100:
        raise DamagedFile(tr("{path} is damaged: the file is cut short", path=path))
    # the header's own copy of the format and owner: refuse a newer or a
    # foreign file before SQLite opens it (and makes -wal/-shm files beside it)
    version, application_id = (struct.unpack(">I", header[60:64])[0],
                               struct.unpack(">I", header[68:72])[0])
    _check_identity(path, application_id, version)
    try:
        con = connect_read_only(path)
    except sqlite3.Error as exc:
        raise NotATournament(tr("{path} cannot be opened: {exc}", path=path, exc=exc)) from None
    try:
        application_id = con.execute("PRAGMA application_id").fetchone()[0]
        version = con.execute("PRAGMA user_version").fetchone()[0]
        _check_identity(path, application_id, version)
        problems = [row[0] for row in con.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            raise DamagedFile(tr("{path} is damaged: {problems}", path=path,
                                 problems="; ".join(problems)))
        tables = {row[0] for row in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"tournament", "players", "rounds", "games", "byes"} <= tables:
            raise DamagedFile(tr("{path} is damaged: tables are missing", path=path))
    except sqlite3.DatabaseError as exc:
        raise DamagedFile(tr("{path} is damaged ({exc})", path=path, exc=exc)) from None
    finally:
        con.close()
    return version


def _check_identity(path: Path, application_id: int, version: int) -> None:
    if application_id != APPLICATION_ID:
        raise NotATournament(tr("{path} is an SQLite database of another program, not an "
                                "Arbiter tournament file", path=path))
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(tr(
            "{path} was written by a newer version of Arbiter (file format {version}; this "
            "version reads formats {oldest} to {newest}); please update Arbiter", path=path,
            version=version, oldest=OLDEST_VERSION, newest=SCHEMA_VERSION))
    if version < OLDEST_VERSION:
        raise NotATournament(tr("{path} has no Arbiter file format version; it is not an "
                                "Arbiter tournament file", path=path))


def make_engine(creator, *, static: bool = False) -> Engine:
    """An SQLAlchemy engine over connections made by ``creator``, with
    transactions under our control (the pysqlite driver's own implicit
    transactions are switched off: every Session transaction is one
    ``BEGIN`` ... ``COMMIT``)."""
    kwargs = {"poolclass": StaticPool} if static else {}
    engine = create_engine("sqlite://", creator=creator, **kwargs)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA foreign_keys = ON")

    @event.listens_for(engine, "begin")
    def _on_begin(connection):
        connection.exec_driver_sql("BEGIN")

    return engine
