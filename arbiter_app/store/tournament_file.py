"""One open tournament file: one engine, one Session per action, one writer.

What a transaction can ask and change is :mod:`.transactions`; what is checked before
a file opens, :mod:`.database` (what it is, its schema) and :mod:`.checked` (every value).

* Every :meth:`TournamentFile.write` block is one transaction, committed when
  the block ends (WAL journal, ``synchronous=FULL``: once it returns, the
  change survives a crash or power cut).
* The writer holds the file's lock (:mod:`arbiter_app.store.lock`); a second
  process gets the file read-only and is told who has it.
* Files of an older schema are migrated on opening (after a backup copy);
  opened read-only, they are migrated in memory and the file stays as it is.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import uuid
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterator

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.store import convert, team_convert
from arbiter_app.store.backup import BackupFailed, copy_of, make_backup, read_uid
from arbiter_app.store.checked import check_database
from arbiter_app.store.contents import BadValue, check_sizes
from arbiter_app.store.database import (connect_memory, connect_read_only, connect_writable,
                                        inspect_file, make_engine, with_wal)
from arbiter_app.store.errors import DamagedFile, InUse, NotATournament, ReadOnlyError, StoreError
from arbiter_app.store.lock import FileLock
from arbiter_app.store.migrations import migrate
from arbiter_app.store.models import APPLICATION_ID, SCHEMA_VERSION, Base
from arbiter_app.store.transactions import Reader, Writer, now


class TournamentFile:
    """An open ``.arbiter`` file."""

    def __init__(self, path: Path, engine, *, read_only: bool, lock: FileLock | None,
                 read_only_reason: str = "", in_use_by: str = ""):
        self.path = path
        self.engine = engine
        self.read_only = read_only
        self.read_only_reason = read_only_reason
        self.in_use_by = in_use_by
        self._lock = lock
        #: the tournament the file holds, when known: as the open's check built it, or as
        #: loaded or written since.  A read-only file's may change under it (another
        #: Arbiter writes it), so its model serves the first read only; a writable
        #: file's changes only through :meth:`write` (this process holds its lock).
        self._model: Tournament | None = None
        self._model_lock = threading.Lock()
        self._generation = 0  # one more when a write starts and when it ends
        self._writing = False
        #: who makes the changes written now, when not the one at the keyboard (the audit
        #: log names them: :attr:`Writer.actor`); set by the services, one writer thread
        self.actor = ""
        #: more changes follow at once (the venue's results in a rush): the copy from the
        #: WAL into the file waits for the last of them (:meth:`more_changes_follow`)
        self._deferred = False
        self._owed = False

    @property
    def generation(self) -> int:
        """A number that grows with every write of this process (the venue server's pages
        know from it that what they show changed)."""
        return self._generation

    # -- opening and closing -------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike, *, read_only: bool = False) -> "TournamentFile":
        """Open the tournament file ``path`` after checking all of it: what it is
        (:func:`.database.inspect_file`: an Arbiter file of a known format, sound, of
        exactly Arbiter's schema) and every value it holds (:mod:`.contents`).  Raises a
        :class:`StoreError` naming the file, with nothing written to it, otherwise."""
        path = Path(path)
        reason, in_use_by, lock = "", "", None
        # why it is read-only, in the language of the window that opens it (shown, never
        # written into the file)
        if read_only:
            reason = tr("opened read-only")
        elif path.is_file() and not _writable(path):
            read_only, reason = True, tr("{path} is write-protected", path=path)
        elif path.is_file() and _names(path) > 1:  # the lock is one name's: not a second's
            read_only, reason = True, trn(
                "{name} has {n} name (hard links); it is opened read-only so that nobody "
                "writes it under another name at the same time",
                "{name} has {n} names (hard links); it is opened read-only so that nobody "
                "writes it under another name at the same time", _names(path), name=path.name)
        elif path.is_file():  # the lock first: no other Arbiter writes while we check
            lock = FileLock(path)
            try:
                acquired = lock.acquire()
            except OSError as exc:  # e.g. a read-only share, or a lock file not ours
                read_only, lock = True, None
                reason = tr("{name} is opened read-only: its lock file cannot be made "
                            "({reason})", name=path.name, reason=exc.strerror or exc)
            else:
                if not acquired:
                    in_use_by = lock.owner() or tr("another process")
                    read_only, lock = True, None
                    reason = tr("{name} is in use by {owner}", name=path.name,
                                owner=in_use_by)
        try:
            version = inspect_file(path)
            engine, model = cls._engine(path, version, read_only)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        opened = cls(path, engine, read_only=read_only, lock=lock, read_only_reason=reason,
                     in_use_by=in_use_by)
        opened._model = model
        return opened

    def _own_id_if_a_copy(self) -> None:
        """A copy of a tournament file (the other file still there, with the same id)
        gets an id of its own before its first backup, so that the two never mix their
        backups (:func:`.backup.copy_of`); until then it lists the backups of the file
        it copies, whose history it shares."""
        with self.read() as reader:
            uid = reader.uid()
        original = copy_of(self.path, uid) if uid else None
        if original is None:
            return
        model, self._model = self._model, None
        with self.write() as writer:
            writer.set_settings(uid=uuid.uuid4().hex)
            writer.audit(N_("new tournament id"),
                         f"{self.path.name} is a copy of {original}: its backups are kept "
                         f"apart from that file's from now on")
        self._model = model

    @staticmethod
    def _engine(path: Path, version: int, read_only: bool):
        """(an engine on the checked file, the tournament it holds).  Every check reads
        (a file of an older format is brought up to date in memory and checked there);
        only then is the file opened for writing, and migrated (after a backup copy)."""
        if version < SCHEMA_VERSION:
            memory = connect_memory()
            source = connect_read_only(path)
            try:
                source.backup(memory)
            finally:
                source.close()
            try:
                try:
                    check_sizes(memory)  # what the upgrade reads is bounded first
                except BadValue as exc:
                    raise _damaged(path, exc) from None
                try:
                    migrate(memory, version)
                except (sqlite3.Error, ValueError, TypeError, RecursionError) as exc:
                    raise _refusal(path, tr(
                        "{path} cannot be brought up to file format {version}: {reason}",
                        path=path, version=SCHEMA_VERSION, reason=exc)) from None
                model = _checked(memory, path)
            except BaseException:
                memory.close()
                raise
            if read_only:
                return make_engine(lambda: memory, static=True), model
            memory.close()
            con = connect_writable(path)
            try:
                make_backup(con, path, f"before-format-{SCHEMA_VERSION}")
                migrate(con, version)
            finally:
                con.close()
            return make_engine(lambda: connect_writable(path)), model
        con = connect_read_only(path)
        try:
            model = _checked(con, path)
        finally:
            con.close()
        return make_engine((lambda: connect_read_only(path)) if read_only
                           else (lambda: connect_writable(path))), model

    @classmethod
    def create(cls, path: str | os.PathLike, tournament: Tournament,
               tiebreaks: list[str] = (), *, action: str = N_("create"), details: str = "",
               auto_rank: bool = True) -> "TournamentFile":
        """Write ``tournament`` into a new file ``path`` (which must not exist);
        ``auto_rank``: the setting auto_rank_before_round1.  A
        :class:`~arbiter_app.engine.teams.model.TeamTournament` makes a team event
        (:mod:`.team_convert`)."""
        path = Path(path)
        if path.exists():
            raise StoreError(tr("{path} already exists; choose another name", path=path))
        if not path.parent.is_dir():
            raise StoreError(tr("folder {folder} does not exist", folder=path.parent))
        partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
        try:
            con = connect_writable(partial)
            con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            con.close()
            engine = make_engine(lambda: connect_writable(partial))
            try:
                Base.metadata.create_all(engine)
                with Session(engine) as session, session.begin():
                    if isinstance(tournament, TeamTournament):  # schema 10: a team event
                        team_convert.insert_team_event(session, tournament, list(tiebreaks),
                                                       now())
                    else:
                        convert.insert_tournament(session, tournament, list(tiebreaks), now())
                    writer = Writer(session)
                    writer.set_settings(auto_rank_before_round1=int(bool(auto_rank)),
                                        uid=uuid.uuid4().hex)
                    writer.audit(action, details)
            finally:
                engine.dispose()
            check = connect_read_only(partial)  # never a file that its own open refuses
            try:
                check_database(check)
            except BadValue as exc:
                raise StoreError(tr("cannot write {path}: {reason}", path=path,
                                    reason=exc)) from None
            finally:
                check.close()
            if path.exists():
                raise StoreError(tr("{path} already exists; choose another name", path=path))
            os.replace(partial, path)
        except OSError as exc:
            raise StoreError(tr("cannot write {path}: {reason}", path=path,
                                reason=exc.strerror or exc)) from None
        except (sqlite3.Error, SQLAlchemyError) as exc:
            reason = getattr(exc, "orig", None) or exc
            raise StoreError(tr("cannot write {path}: {reason}", path=path,
                                reason=reason)) from None
        finally:
            for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
                try:
                    leftover.unlink()
                except OSError:
                    pass
        return cls.open(path)

    def close(self) -> None:
        if self.engine is not None:
            self.engine.dispose()
            self.engine = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> "TournamentFile":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- actions ---------------------------------------------------------------
    def _check_open(self) -> None:
        if self.engine is None:
            raise StoreError(tr("{path} is closed", path=self.path))

    def _known_model(self) -> Tournament | None:
        """A copy of the model of the file as it is now (None: not known)."""
        with self._model_lock:
            model = self._model
            if self.read_only:
                self._model = None
                return model
        return model.copy() if model is not None else None

    def _reader_learns(self) -> Callable[[Tournament], None] | None:
        """What a read transaction starting now keeps of the model it loads: nothing on
        a read-only file, nor when a write starts or ends meanwhile (another thread's:
        the model may then be older than the file)."""
        if self.read_only:
            return None
        generation = self._generation

        def learn(model: Tournament) -> None:
            copy = model.copy()
            with self._model_lock:
                if self._generation == generation and not self._writing:
                    self._model = copy
        return learn

    @contextmanager
    def read(self) -> Iterator[Reader]:
        self._check_open()
        learn = self._reader_learns()
        try:
            with Session(self.engine) as session, session.begin():
                yield Reader(session, self._known_model, learn)
        except SQLAlchemyError as exc:
            raise StoreError(tr("{path} could not be read: {reason}", path=self.path,
                                reason=_reason(exc))) from None
        except BadValue as exc:
            raise _damaged(self.path, exc) from None

    @contextmanager
    def write(self) -> Iterator[Writer]:
        """One user action: everything done on the writer is committed at
        once when the block ends, or nothing if it raises."""
        self._check_open()
        if self.read_only:
            if self.in_use_by:
                raise InUse(tr("{name} is in use by {owner}; it is open read-only here and "
                               "nothing was changed", name=self.path.name,
                               owner=self.in_use_by))
            raise ReadOnlyError(tr("{read_only_reason}; nothing was changed",
                                   read_only_reason=self.read_only_reason
                                   or tr("opened read-only")))
        # while the transaction runs no reader takes or keeps a model; the model known
        # before serves the writer until it changes something, and stays true when the
        # transaction fails (rolled back); once committed, the model is the one the
        # writer said it wrote (:meth:`Writer.becomes`), else unknown
        with self._model_lock:
            before = [self._model]
            self._model = None
            self._writing = True
            self._generation += 1

        def known() -> Tournament | None:
            return before[0].copy() if before[0] is not None else None

        def learn(model: Tournament) -> None:
            before[0] = model.copy()
        after = None
        try:
            with Session(self.engine) as session, session.begin():
                writer = Writer(session, known, learn)
                writer.actor = self.actor
                yield writer
                after = writer.after if writer.changed else before[0]
        except SQLAlchemyError as exc:
            raise StoreError(tr("{path} could not be changed, nothing was saved: {reason}",
                                path=self.path, reason=_reason(exc))) from None
        except BadValue as exc:
            raise _damaged(self.path, exc) from None
        except BaseException:
            after = before[0]  # rolled back: the file is as it was
            raise
        finally:
            with self._model_lock:
                self._model = after
                self._writing = False
                self._generation += 1
        if self._deferred:
            self._owed = True
        else:
            self._checkpoint()

    @contextmanager
    def more_changes_follow(self, more: bool) -> Iterator[None]:
        """The writes inside, when ``more`` changes follow at once, leave their copy from
        the WAL into the file (:meth:`_checkpoint`) to the last of them: each is durable
        in the WAL when it returns all the same, and the first write with ``more`` False
        copies them all.  A rush of 20 results then makes one copy, not 20."""
        self._deferred = more
        try:
            yield
        finally:
            self._deferred = False
            if not more and self._owed:
                self._owed = False
                self._checkpoint()

    def _checkpoint(self) -> None:
        """Copy the committed change from the WAL into the .arbiter file
        itself, so that a copy of the file alone (mailed, backed up by the
        user while Arbiter runs) holds it.  The change is already durable in
        the WAL; a checkpoint that cannot run now simply happens later."""
        try:
            raw = self.engine.raw_connection()
        except SQLAlchemyError:
            return
        try:
            raw.driver_connection.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error:
            pass
        finally:
            raw.close()

    def backup(self, reason: str, *, when: datetime | None = None) -> Path:
        """A backup copy of the file as it is now, in the folder of the tournament's
        id (see :mod:`.backup`); ``when``: the time it is taken (now).  Raises
        :class:`~.backup.BackupFailed` when it cannot be written."""
        self._check_open()
        if not self.read_only:
            self._own_id_if_a_copy()
        try:
            with self.engine.connect() as connection:
                raw = connection.connection.driver_connection
                return make_backup(raw, self.path, reason, uid=read_uid(raw), when=when)
        except SQLAlchemyError as exc:
            from arbiter_app.paths import backups_dir
            raise BackupFailed(self.path.name, backups_dir(), _reason(exc)) from None


def _checked(con: sqlite3.Connection, path: Path) -> Tournament:
    """The tournament the database on ``con`` holds, after checking its sizes and every
    value (:mod:`.contents`); a :class:`DamagedFile` naming ``path`` and the value
    otherwise.  Reads only."""
    try:
        return check_database(con)
    except BadValue as exc:
        raise _damaged(path, exc) from None
    except (sqlite3.Error, ValueError, TypeError, RecursionError) as exc:
        # SQLite's own refusal of a page, or a value no check foresaw: still one line
        raise _refusal(path, tr("{path} is damaged ({exc})", path=path, exc=exc)) from None


def _damaged(path: Path, exc: BadValue) -> DamagedFile:
    return _refusal(path, with_wal(path, tr("{path} is damaged: {problems}", path=path,
                                            problems=exc)))


def _refusal(path: Path, text: str) -> DamagedFile:
    """The file ``path`` refused with ``text``; its ``path`` names it (the window and the
    command line offer its newest backup)."""
    error = DamagedFile(text)
    error.path = path
    return error


def _reason(exc: BaseException) -> str:
    original = getattr(exc, "orig", None)
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(original if original is not None else exc).splitlines()[0]


def _names(path: Path) -> int:
    try:
        return os.stat(path).st_nlink
    except OSError:
        return 1


def _writable(path: Path) -> bool:
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


__all__ = ["NotATournament", "Reader", "TournamentFile", "Writer"]
