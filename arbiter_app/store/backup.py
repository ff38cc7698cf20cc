"""Automatic backup copies, made with SQLite's online backup API.

Each tournament gets its own folder under the user data dir (or
``$ARBITER_HOME/data``): ``backups/<file stem>-<hash of its full path>/``,
holding ``<UTC time>-<reason>.arbiter`` files; the newest :data:`KEEP` stay.

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
from datetime import datetime, timezone
from pathlib import Path

from arbiter_app import paths
from arbiter_app.i18n import tr
from arbiter_app.store.database import connect_read_only, inspect_file
from arbiter_app.store.errors import DamagedFile, InUse, StoreError
from arbiter_app.store.lock import FileLock

KEEP = 20
STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"(\d{8}-\d{6}-\d{6})-(.*)")


def backup_folder(path: Path) -> Path:
    full = str(Path(path).resolve())
    digest = hashlib.sha1(full.encode("utf-8")).hexdigest()[:10]
    stem = re.sub(r"[^\w.-]+", "_", Path(path).stem)[:40] or "tournament"
    return paths.backups_dir() / f"{stem}-{digest}"


def list_backups(path: Path) -> list[Path]:
    """The backups of the tournament at ``path``, oldest first."""
    folder = backup_folder(path)
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.arbiter"))


def make_backup(source: sqlite3.Connection, path: Path, reason: str) -> Path:
    """Copy the database open on ``source`` (the tournament at ``path``) into
    its backup folder, then keep only the newest :data:`KEEP` copies."""
    folder = backup_folder(path)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(timezone.utc).strftime(STAMP)
    label = re.sub(r"[^\w-]+", "-", reason).strip("-") or "backup"
    target = folder / f"{stamp}-{label}.arbiter"
    partial = target.with_suffix(".partial")
    destination = sqlite3.connect(str(partial))
    try:
        source.backup(destination)
        destination.execute("PRAGMA journal_mode = DELETE")
    finally:
        destination.close()
    os.replace(partial, target)
    for old in list_backups(path)[:-KEEP]:
        try:
            old.unlink()
        except OSError:
            pass
    return target


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


def backup_contents(backup: Path) -> dict:
    """What the backup holds: ``name`` of the tournament, ``players``,
    ``rounds`` paired, ``games`` and ``results`` (games with a result).
    Checks first that it is a tournament file this release opens; raises a
    :class:`StoreError` naming it otherwise.  Reads it only."""
    backup = Path(backup)
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


def restore_copy(backup: Path, target: Path, *, replace: bool = False,
                 note: tuple[str, str] | None = None) -> Path:
    """Copy the backup ``backup`` to the tournament file ``target``.

    ``target`` must not exist, unless ``replace`` (the user confirmed); a
    target another program has open is never replaced.  ``note``: an
    (action, details) entry added to the copy's audit log.  The copy is
    written beside ``target`` and renamed over it at the end: on any error
    nothing is changed, and the :class:`StoreError` names the file."""
    backup, target = Path(backup), Path(target)
    inspect_file(backup)
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
