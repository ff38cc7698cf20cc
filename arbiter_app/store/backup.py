"""Automatic backup copies, made with SQLite's online backup API.

Where they are kept (under the user data dir, or ``$ARBITER_HOME/data``):

* ``backups/<id>/``: the backups of the tournament whose own id (``tournament.uid``,
  32 hex digits, schema 8) is ``<id>``, wherever its file is, so a moved or renamed
  file still finds them.  Its ``path-folders`` names the folders of the paths it was
  backed up from, and ``file-paths`` the files, so that a copy of the file (same id, the
  original still there) is told apart and gets an id of its own (:func:`copy_of`).
* ``backups/<file stem>-<hash of its full path>/``: the folder of one path: the
  backups made before schema 8 and the one taken before a file is upgraded to it
  (the old file has no id yet), and ``tournament-id``, the id of the tournament last
  backed up from that path, so the backups of a file that is gone are still found.

The backups of a tournament (:func:`list_backups`) are those of its id's folder, of
the folders its ``path-folders`` names and of its path's folder, each once.  The id
is read from the file without trusting it (:func:`file_uid`) and names a folder only
when it is 32 lowercase hex digits.

Each holds ``<UTC time>-<reason>.arbiter`` files; per folder the newest :data:`KEEP`
stay, and of those taken while a round's results come in (``during-round-N``) the
newest :data:`KEEP_DURING`.  A backup is written beside its final name and renamed
at the end: a failed one leaves nothing behind and raises :class:`BackupFailed`.

:func:`backup_contents` says what a backup holds (after checking that it
opens) and :func:`restore_copy` copies one to a tournament file of the
user's choice: never over an existing file unless asked, never over a file
open elsewhere, and atomically (the target is whole or untouched).
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
import struct
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from arbiter_app import paths
from arbiter_app.i18n import N_, tr
from arbiter_app.store.database import (SQLITE_HEADER, connect_read_only, file_header,
                                        inspect_file)
from arbiter_app.store.errors import DamagedFile, InUse, StoreError
from arbiter_app.store.lock import FileLock
from arbiter_app.store.models import APPLICATION_ID

KEEP = 20
#: of the backups taken while a round's results come in, the newest kept
KEEP_DURING = 3
STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"(\d{8}-\d{6}-\d{6})-(.*)")
_DURING = re.compile(r"during-round-\d+")
#: a tournament's id as Arbiter writes it (uuid4().hex, or lower(hex(randomblob(16))))
_UID = re.compile(r"[0-9a-f]{32}")
#: in a path's folder: the id of the tournament last backed up from that path
POINTER = "tournament-id"
#: in an id's folder: the names of the folders of the paths it was backed up from
PATHS = "path-folders"
#: in an id's folder: the files (full paths) it was backed up from or restored to, newest
#: last: a second file with the same id while one of them still holds it is a copy
FILES = "file-paths"
_PATHS_KEPT = 50
_PATH_FOLDER = re.compile(r"[\w.-]{1,40}-[0-9a-f]{10}")
#: a ``.partial`` this old was left by a process that died while writing it
_STALE_PARTIAL = 3600
#: the most SQLite steps reading a file's id may take (a hostile file cannot make it hang)
_READ_STEPS = 200

#: a backup that could not be written (English in the audit log, translated when shown)
FAILED = N_("the backup copy of {name} could not be written in {folder}: {reason}")


class BackupFailed(StoreError):
    """A backup copy could not be written (full disk, read-only folder, ...); nothing
    of it was left behind."""

    def __init__(self, name: str, folder: Path | str, reason: str):
        self.name, self.folder, self.reason = name, str(folder), reason
        super().__init__(tr(FAILED, name=name, folder=self.folder, reason=reason))

    def in_english(self) -> str:
        """The same line as the records keep it (the audit log)."""
        return FAILED.format(name=self.name, folder=self.folder, reason=self.reason)


# -- the id of a tournament ------------------------------------------------------------
def valid_uid(value: object) -> str | None:
    """``value`` when it is an id as Arbiter writes them, else None: an id read from a
    file is untrusted text and names a folder only once checked."""
    return value if isinstance(value, str) and _UID.fullmatch(value) else None


def read_uid(con: sqlite3.Connection) -> str | None:
    """The id of the tournament open on ``con`` (None: none, or not a valid one)."""
    try:
        row = con.execute("SELECT uid FROM tournament WHERE id = 1").fetchone()
    except sqlite3.Error:  # a file of an older schema has no id
        return None
    return valid_uid(row[0]) if row else None


def file_uid(path: str | os.PathLike) -> str | None:
    """The id kept in the tournament file ``path``, read without trusting the file: only
    a regular file with Arbiter's header (:func:`.database.file_header`: never a device
    or a FIFO, never one over the size a tournament file can have), read-only and
    immutable (no journal is applied, nothing is written beside it), with stored code
    not trusted and the reading cut short after a few steps; only from a plain table
    ``tournament``.
    None when the file is gone, damaged, of an older schema or anything else."""
    path = Path(path)
    try:
        header = file_header(path)
    except StoreError:
        return None
    if (len(header) < 100 or not header.startswith(SQLITE_HEADER)
            or struct.unpack(">I", header[68:72])[0] != APPLICATION_ID):
        return None
    try:
        con = sqlite3.connect(path.resolve().as_uri() + "?mode=ro&immutable=1", uri=True,
                              isolation_level=None, check_same_thread=False)
    except (sqlite3.Error, ValueError, OSError):
        return None
    try:
        steps = iter(range(_READ_STEPS))
        con.set_progress_handler(lambda: next(steps, None) is None, 100)
        con.execute("PRAGMA trusted_schema = OFF")
        con.execute("PRAGMA query_only = ON")
        found = con.execute("SELECT type, sql FROM sqlite_master WHERE name = 'tournament'"
                            ).fetchall()
        if (len(found) != 1 or found[0][0] != "table" or not isinstance(found[0][1], str)
                or not re.match(r"\s*CREATE\s+TABLE\b", found[0][1], re.IGNORECASE)):
            return None
        columns = {row[1]: row for row in con.execute("PRAGMA table_xinfo(tournament)")}
        if "uid" not in columns or columns["uid"][6] != 0:  # a generated column: not ours
            return None
        return read_uid(con)
    except sqlite3.Error:
        return None
    finally:
        con.close()


# -- folders -----------------------------------------------------------------------------
def path_folder(path: str | os.PathLike) -> Path:
    """The folder of the path ``path`` (backups made before schema 8 and before the
    upgrade to it, and the pointer to the tournament's id)."""
    full = str(Path(path).resolve())
    digest = hashlib.sha1(full.encode("utf-8")).hexdigest()[:10]
    stem = re.sub(r"[^\w.-]+", "_", Path(path).stem)[:40] or "tournament"
    return paths.backups_dir() / f"{stem}-{digest}"


def id_folder(uid: str) -> Path:
    """The folder of the tournament whose id is ``uid`` (a valid id)."""
    if valid_uid(uid) is None:
        raise ValueError(f"not a tournament id: {uid!r}")
    return paths.backups_dir() / uid


def _read_small(file: Path, limit: int) -> str:
    """The start of a small text file Arbiter wrote ("" when it cannot be read)."""
    try:
        with open(file, "rb") as handle:
            return handle.read(limit).decode("utf-8", "replace")
    except OSError:
        return ""


def _write_small(file: Path, text: str) -> None:
    """Write a small text file whole (best effort: an index, the backups are written)."""
    partial = file.with_name(f".{file.name}.{os.getpid()}.partial")
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, file)
    except OSError:
        try:
            partial.unlink()
        except OSError:
            pass


def _pointed_uid(path: Path) -> str | None:
    return valid_uid(_read_small(path_folder(path) / POINTER, 64).strip())


def _path_folders(uid: str) -> list[Path]:
    """The folders of the paths the tournament ``uid`` was backed up from (checked:
    only names :func:`path_folder` makes, inside the backups folder)."""
    names = _read_small(id_folder(uid) / PATHS, 64 * _PATHS_KEPT).splitlines()
    return [paths.backups_dir() / name for name in names if _PATH_FOLDER.fullmatch(name)]


def _link(path: Path, uid: str) -> None:
    """Note that the tournament at ``path`` has the id ``uid``: in the path's folder
    (found again when the file is gone) and in the id's (the path's older backups are
    listed wherever the file is now, and a copy of the file is told apart)."""
    if _pointed_uid(path) != uid:
        _write_small(path_folder(path) / POINTER, uid + "\n")
    name = path_folder(path).name
    names = [folder.name for folder in _path_folders(uid)]
    if name not in names:
        _write_small(id_folder(uid) / PATHS, "".join(
            f"{n}\n" for n in (names + [name])[-_PATHS_KEPT:]))
    full = str(Path(path).resolve())
    files = known_files(uid)
    if not files or files[-1] != full:
        files = [f for f in files if f != full] + [full]
        _write_small(id_folder(uid) / FILES, "".join(f"{f}\n" for f in files[-_PATHS_KEPT:]))


def known_files(uid: str) -> list[str]:
    """The files the tournament ``uid`` was backed up from or restored to (full paths,
    newest last)."""
    lines = _read_small(id_folder(uid) / FILES, 4096 * _PATHS_KEPT).splitlines()
    return [line for line in lines if line and os.path.isabs(line)]


def copy_of(path: str | os.PathLike, uid: str) -> str | None:
    """The file ``path`` is a copy of, when it is one: another file that took backups of
    the tournament ``uid`` and still keeps that id (or is there but cannot be read, e.g.
    damaged) while ``path`` (never backed up under it) has it too.  None when ``path`` is
    that tournament's own file, or its file moved or renamed (the other is gone or holds
    another id now).  Two files with one id would
    mix their backups (and offer one's as the other's newest), so the copy gets an id of
    its own (docs/services.md, "Backups")."""
    uid = valid_uid(uid)
    if uid is None:
        return None
    me = Path(path).resolve()
    files = known_files(uid)
    if not files or str(me) in files:
        return None
    for other in reversed(files):
        try:
            if not Path(other).is_file() or os.path.samefile(other, me):
                continue
        except OSError:
            continue
        # still that tournament's file, or one that cannot be read (damaged: it has not
        # moved here either; its backups are its own)
        if file_uid(other) in (uid, None):
            return other
    return None


def note_restored(target: Path) -> None:
    """The file ``target`` a backup was restored to continues its tournament: it is
    known as one of its files, never taken for a copy."""
    uid = file_uid(target)
    if uid:
        _link(Path(target), uid)


def tournament_uid(path: str | os.PathLike, uid: str | None = None) -> str | None:
    """The id of the tournament at ``path``: ``uid`` when valid, else the one its file
    keeps, else (the file gone or unreadable) the one last backed up from that path."""
    return valid_uid(uid) or file_uid(path) or _pointed_uid(Path(path))


def backup_folder(path: str | os.PathLike, uid: str | None = None) -> Path:
    """The folder new backups of the tournament at ``path`` go to: its id's folder,
    or its path's when it has no id (yet)."""
    uid = tournament_uid(path, uid)
    return id_folder(uid) if uid else path_folder(path)


def backup_folders(path: str | os.PathLike, uid: str | None = None) -> list[Path]:
    """The folders the backups of the tournament at ``path`` are in: its id's (see
    :func:`tournament_uid`), those of the paths it had before, and its path's."""
    uid = tournament_uid(path, uid)
    folders = [id_folder(uid), *_path_folders(uid)] if uid else []
    folders.append(path_folder(path))
    return list(dict.fromkeys(folders))


def list_backups(path: str | os.PathLike, uid: str | None = None) -> list[Path]:
    """The backups of the tournament at ``path``, oldest first: those of its id and
    those of its path together, each once."""
    found: dict[str, Path] = {}
    for folder in backup_folders(path, uid):
        if not folder.is_dir():
            continue
        for backup in folder.glob("*.arbiter"):
            found.setdefault(os.path.normcase(str(backup.resolve())), backup)
    return sorted(found.values(), key=lambda backup: (backup.name, str(backup)))


def last_backup_at(path: str | os.PathLike, uid: str | None = None) -> datetime | None:
    """When the newest backup of the tournament at ``path`` was taken (UTC), None when
    there is none."""
    times = [when for when, _label in map(backup_label, list_backups(path, uid))
             if when is not None]
    return max(times, default=None)


# -- making one ----------------------------------------------------------------------------
def make_backup(source: sqlite3.Connection, path: Path, reason: str, *,
                uid: str | None = None, when: datetime | None = None) -> Path:
    """Copy the database open on ``source`` (the tournament at ``path``, whose id is
    ``uid``; None: its path's folder) into its backup folder, then keep only the newest
    copies (:data:`KEEP`, :data:`KEEP_DURING`).  ``when``: the time it is taken (now).

    Raises :class:`BackupFailed` when it cannot be written; nothing of it is left then."""
    path = Path(path)
    uid = valid_uid(uid)
    folder = id_folder(uid) if uid else path_folder(path)
    label = re.sub(r"[^\w-]+", "-", reason).strip("-") or "backup"
    stamp = (when or datetime.now(timezone.utc)).astimezone(timezone.utc)
    target = folder / f"{stamp.strftime(STAMP)}-{label}.arbiter"
    while target.exists():  # two in the same microsecond (a test's clock)
        stamp += timedelta(microseconds=1)
        target = folder / f"{stamp.strftime(STAMP)}-{label}.arbiter"
    partial = folder / f".{target.stem}.{os.getpid()}.partial"
    done = False
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _copy_database(source, partial)
        os.replace(partial, target)
        done = True
    except OSError as exc:
        raise BackupFailed(path.name, folder, exc.strerror or str(exc)) from None
    except sqlite3.Error as exc:
        raise BackupFailed(path.name, folder, str(exc).splitlines()[0] if str(exc)
                           else type(exc).__name__) from None
    finally:
        if not done:
            _remove_partial(partial)
    if uid:
        _link(path, uid)
    _prune(folder)
    return target


def _copy_database(source: sqlite3.Connection, partial: Path) -> None:
    """Write the database open on ``source`` into the new file ``partial``."""
    destination = sqlite3.connect(str(partial), isolation_level=None)
    try:
        source.backup(destination)
        destination.execute("PRAGMA journal_mode = DELETE")
    finally:
        destination.close()


def _remove_partial(partial: Path) -> None:
    for leftover in (partial, *(Path(f"{partial}{side}") for side in ("-journal", "-wal",
                                                                       "-shm"))):
        try:
            leftover.unlink()
        except OSError:
            pass


def _prune(folder: Path) -> None:
    """Keep the newest backups of ``folder``; remove what dead processes left there."""
    backups = sorted(folder.glob("*.arbiter"))
    during = [b for b in backups if _DURING.fullmatch(backup_label(b)[1])]
    others = [b for b in backups if not _DURING.fullmatch(backup_label(b)[1])]
    old = during[:-KEEP_DURING] + others[:-KEEP]
    now = time.time()
    for leftover in folder.glob(".*.partial*"):
        try:
            if now - leftover.stat().st_mtime > _STALE_PARTIAL:
                old.append(leftover)
        except OSError:
            pass
    for backup in old:
        try:
            backup.unlink()
        except OSError:
            pass


def backup_label(backup: Path) -> tuple[datetime | None, str]:
    """(when it was taken, UTC; the reason, e.g. ``before-round-4``) from a
    backup's file name; (None, the name) for a name not made by :func:`make_backup`."""
    found = _NAME.fullmatch(Path(backup).stem)
    if found is None:
        return None, Path(backup).stem
    try:
        when = datetime.strptime(found.group(1), STAMP).replace(tzinfo=timezone.utc)
    except ValueError:
        return None, Path(backup).stem
    return when, found.group(2)


def backup_contents(backup: Path, *, whole: bool = False) -> dict:
    """What the backup holds: ``name`` of the tournament, ``players``,
    ``rounds`` paired, ``games`` and ``results`` (games with a result).
    Checks first that it is a tournament file this release opens (its kind and
    schema; ``whole``: every value too, as opening it would, :func:`check_whole`);
    raises a :class:`StoreError` naming it otherwise.  Reads it only."""
    backup = Path(backup)
    if whole:
        check_whole(backup)
    else:
        inspect_file(backup)
    try:
        con = connect_read_only(backup)
    except sqlite3.Error as exc:
        raise DamagedFile(tr("{path} cannot be opened: {exc}", path=backup, exc=exc)) from None
    try:
        def count(sql: str) -> int:
            return int(con.execute(sql).fetchone()[0] or 0)
        name = con.execute("SELECT name FROM tournament ORDER BY id LIMIT 1").fetchone()
        return {"name": (name[0] if name else "") or "",
                "players": count("SELECT count(*) FROM players"),
                "rounds": count("SELECT count(*) FROM rounds"),
                "games": count("SELECT count(*) FROM games"),
                "results": count("SELECT count(*) FROM games WHERE result NOT IN ('*', '')")}
    except sqlite3.Error as exc:
        raise DamagedFile(tr("{path} is damaged ({exc})", path=backup, exc=exc)) from None
    finally:
        con.close()


def check_whole(backup: Path) -> None:
    """Refuse (a :class:`StoreError` naming it) a backup that its open would refuse:
    kind, schema and every value, an older format checked as brought up to date in
    memory.  A backup is a file on disk like any other; it is restored only whole."""
    from arbiter_app.store.tournament_file import TournamentFile
    TournamentFile.open(backup, read_only=True).close()


def restore_copy(backup: Path, target: Path, *, replace: bool = False,
                 note: tuple[str, str] | None = None) -> Path:
    """Copy the backup ``backup`` to the tournament file ``target``.

    ``target`` must not exist, unless ``replace`` (the user confirmed); a
    target another program has open is never replaced.  ``note``: an
    (action, details) entry added to the copy's audit log.  The copy is
    written beside ``target`` and renamed over it at the end: on any error
    nothing is changed, and the :class:`StoreError` names the file."""
    backup, target = Path(backup), Path(target)
    check_whole(backup)
    if target.exists() and not target.is_file():
        raise StoreError(tr("{path} is not a file; nothing was changed", path=target))
    if target.exists() and os.path.samefile(target, backup):
        raise StoreError(tr("{path} is the backup itself; choose another file", path=target))
    if target.exists() and not replace:
        raise StoreError(tr("{path} already exists; nothing was changed (choose another name, "
                            "or confirm replacing it)", path=target))
    if not target.parent.is_dir():
        raise StoreError(tr("cannot write {path}: folder {folder} does not exist", path=target,
                            folder=target.parent))
    lock = FileLock(target)
    try:
        acquired = lock.acquire()
    except OSError as exc:
        raise StoreError(tr("cannot write {path}: {reason}", path=target,
                            reason=exc.strerror or exc)) from None
    if not acquired:
        owner = lock.owner() or tr("another process")
        raise InUse(tr("{name} is in use by {owner}; it was not replaced", name=target.name,
                       owner=owner))
    partial = target.with_name(f".{target.name}.{os.getpid()}.partial")
    try:
        _copy(backup, partial, note)
        if target.exists() and not replace:  # made meanwhile by someone else
            raise StoreError(tr("{path} already exists; nothing was changed", path=target))
        _replace(partial, target)
    except OSError as exc:
        raise StoreError(tr("cannot write {path}: {reason}; nothing was changed", path=target,
                            reason=exc.strerror or exc)) from None
    except sqlite3.Error as exc:
        raise StoreError(tr("cannot restore {name} to {path}: {exc}; nothing was changed",
                            name=backup.name, path=target, exc=exc)) from None
    finally:
        for leftover in (partial, Path(f"{partial}-journal")):
            try:
                leftover.unlink()
            except OSError:
                pass
        lock.release()
    note_restored(target)
    return target


def _replace(partial: Path, target: Path) -> None:
    """Rename ``partial`` over ``target``.  The target's journals (-wal,
    -shm, -journal) belong to its old content and must never be applied to
    the new one: they are moved aside first, and back if the rename fails."""
    moved = []
    try:
        for side in ("-wal", "-shm", "-journal"):
            journal = Path(f"{target}{side}")
            if journal.exists():
                aside = Path(f"{partial}{side}.old")
                os.replace(journal, aside)
                moved.append((aside, journal))
        os.replace(partial, target)
    except OSError:
        for aside, journal in reversed(moved):
            os.replace(aside, journal)
        raise
    for aside, _journal in moved:
        aside.unlink(missing_ok=True)


def _copy(backup: Path, partial: Path, note: tuple[str, str] | None) -> None:
    source = connect_read_only(backup)
    try:
        destination = sqlite3.connect(str(partial), isolation_level=None)
        try:
            source.backup(destination)
            destination.execute("PRAGMA journal_mode = DELETE")
            if note is not None:
                stamp = datetime.now(timezone.utc).isoformat(timespec="milliseconds")
                destination.execute("INSERT INTO audit_log (timestamp, action, details) "
                                    "VALUES (?, ?, ?)", (stamp, *note))
        finally:
            destination.close()
    finally:
        source.close()
