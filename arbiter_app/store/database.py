"""Opening tournament files safely: check first (read-only), then connect.

Nothing is written to a file before it is known to be an Arbiter tournament
of a schema this release understands, SQLite finds it sound, and its schema is
exactly the one Arbiter writes for its format (:mod:`.schema`: no trigger, view
or other object that could run), so a wrong, damaged, hostile or newer file is
left exactly as it was.

Every connection is hardened (:func:`harden`): the schema is not trusted
(``trusted_schema``), SQLite's defensive mode is on where Python can set it
(3.12 and later), and an authorizer refuses whatever a statement would do from
inside a trigger or a view, as well as the statements that would create one,
attach another database or make the schema writable.  The schema check already
refuses such files; this is the second lock on the same door.

The journals beside a file (docs/untrusted-files.md, "The journals beside a file"):

* ``<file>-wal`` is where Arbiter's own last committed changes are after a crash
  (results entered since the last checkpoint): it is part of the database as
  SQLite reads it, so it is kept and applied, and every check reads the file with
  it applied.  A ``-wal`` from elsewhere can therefore do nothing a changed file
  could not, and such a file is refused like any other.
* ``<file>-journal`` (a rollback journal) is never Arbiter's: its files are in WAL
  mode.  SQLite would roll it back into the file on the first writable open, before
  any check, so a file with one beside it is not opened at all; the message says to
  move it away.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import struct
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.pool import StaticPool

from arbiter_app.i18n import tr
from arbiter_app.store.errors import DamagedFile, NewerSchemaError, NotATournament, StoreError
from arbiter_app.store.migrations import OLDEST_VERSION
from arbiter_app.store.models import APPLICATION_ID, SCHEMA_VERSION
from arbiter_app.store.schema import ForeignSchema, check_schema

SQLITE_HEADER = b"SQLite format 3\x00"
#: the largest tournament file opened (a 2000-player, 11-round event is under 1 MB; the
#: most a file may hold, store/contents.py, is far below this); a bigger one would take
#: minutes to check
MAX_FILE_BYTES = 512 * 1024 * 1024

_OK, _DENY = sqlite3.SQLITE_OK, sqlite3.SQLITE_DENY
#: statements Arbiter never runs on a tournament file, refused on every connection
_REFUSED = frozenset({
    sqlite3.SQLITE_ATTACH, sqlite3.SQLITE_DETACH, sqlite3.SQLITE_CREATE_TRIGGER,
    sqlite3.SQLITE_CREATE_TEMP_TRIGGER, sqlite3.SQLITE_CREATE_VIEW,
    sqlite3.SQLITE_CREATE_TEMP_VIEW, sqlite3.SQLITE_CREATE_VTABLE})
#: pragmas that would let a statement change the schema or trust it again (set, not read)
_REFUSED_PRAGMAS = frozenset({"writable_schema", "trusted_schema"})


def _authorizer(action: int, first, second, _database, inner) -> int:
    """SQLite's authorizer: ``inner`` names the trigger or view a statement's step comes
    from (None: from Arbiter's own statement); nothing stored in a file may act."""
    if inner is not None or action in _REFUSED:
        return _DENY
    if action == sqlite3.SQLITE_PRAGMA and second is not None \
            and str(first).lower() in _REFUSED_PRAGMAS:
        return _DENY
    return _OK


def harden(con: sqlite3.Connection) -> sqlite3.Connection:
    """Switch off everything by which a database could run code of its own."""
    con.execute("PRAGMA trusted_schema = OFF")
    con.execute("PRAGMA cell_size_check = ON")
    setconfig = getattr(con, "setconfig", None)  # Python 3.12 and later
    if setconfig is not None:
        setconfig(sqlite3.SQLITE_DBCONFIG_DEFENSIVE, True)
        setconfig(sqlite3.SQLITE_DBCONFIG_TRUSTED_SCHEMA, False)
        setconfig(sqlite3.SQLITE_DBCONFIG_ENABLE_TRIGGER, False)
        setconfig(sqlite3.SQLITE_DBCONFIG_ENABLE_VIEW, False)
    con.set_authorizer(_authorizer)
    return con


def is_database(path: str | os.PathLike) -> bool:
    """Whether ``path`` holds an SQLite database (a tournament file, whatever its name);
    never blocks: a FIFO or a device is no database."""
    try:
        return file_header(Path(path)).startswith(SQLITE_HEADER)
    except StoreError:
        return False


def read_only_uri(path: Path) -> str:
    return path.resolve().as_uri() + "?mode=ro"


def connect_read_only(path: Path) -> sqlite3.Connection:
    con = harden(sqlite3.connect(read_only_uri(path), uri=True, check_same_thread=False,
                                 isolation_level=None))
    con.execute("PRAGMA query_only = ON")
    return con


def connect_memory() -> sqlite3.Connection:
    return harden(sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None))


def connect_writable(path: Path) -> sqlite3.Connection:
    con = harden(sqlite3.connect(str(path), check_same_thread=False, isolation_level=None))
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
    header = file_header(path)
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
    # beside the name given and beside the file a link names (SQLite looks there)
    journals = (Path(f"{path}-journal"), Path(f"{os.path.realpath(path)}-journal"))
    journal = next((j for j in journals if os.path.lexists(j)), None)
    if journal is not None:
        raise NotATournament(tr(
            "{path} is not opened: {journal} beside it is a rollback journal, which Arbiter "
            "never writes, and SQLite would apply it to the tournament; move {journal} away "
            "to open the file as it is", path=path, journal=journal.name))
    try:
        con = connect_read_only(path)
    except sqlite3.Error as exc:
        raise NotATournament(tr("{path} cannot be opened: {exc}", path=path, exc=exc)) from None
    try:
        # the values as SQLite reads the file, its -wal applied
        application_id = con.execute("PRAGMA application_id").fetchone()[0]
        version = con.execute("PRAGMA user_version").fetchone()[0]
        _check_identity(path, application_id, version)
        problems = [row[0] for row in con.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            raise DamagedFile(tr("{path} is damaged: {problems}", path=path,
                                 problems="; ".join(problems)))
        try:
            check_schema(con, version, path)
        except ForeignSchema as exc:
            raise ForeignSchema(with_wal(path, str(exc))) from None
    except sqlite3.DatabaseError as exc:
        raise DamagedFile(tr("{path} is damaged ({exc})", path=path, exc=exc)) from None
    finally:
        con.close()
    return version


def file_header(path: Path) -> bytes:
    """The first 100 bytes of ``path``, after checking it is a regular file of a size a
    tournament file can have (a device, a FIFO or a folder is refused at once, and never
    opened in a way that could block)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise NotATournament(tr("{path}: no such file", path=path)) from None
    except OSError as exc:
        raise NotATournament(tr("{path} cannot be read: {reason}", path=path,
                                reason=exc.strerror or exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise NotATournament(tr("{path} is not a file", path=path))
    if info.st_size > MAX_FILE_BYTES:
        raise NotATournament(tr("{path} is {size} MB; a tournament file is at most {limit} MB",
                                path=path, size=info.st_size // 2**20,
                                limit=MAX_FILE_BYTES // 2**20))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise NotATournament(tr("{path} cannot be read: {reason}", path=path,
                                reason=exc.strerror or exc)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the stat above
            raise NotATournament(tr("{path} is not a file", path=path))
        return os.read(fd, 100)
    except OSError as exc:
        raise NotATournament(tr("{path} cannot be read: {reason}", path=path,
                                reason=exc.strerror or exc)) from None
    finally:
        os.close(fd)


def with_wal(path: Path, problem: str) -> str:
    """``problem`` (a refusal of the file ``path``), saying that what was found may be in
    the ``-wal`` beside it when there is one (the file alone may be sound)."""
    wal = Path(f"{path}-wal")
    try:
        applied = wal.is_file() and wal.stat().st_size > 0
    except OSError:
        applied = False
    if not applied:
        return problem
    return tr("{problem} (read with {wal} beside it, which SQLite applies to it)",
              problem=problem, wal=wal.name)


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
