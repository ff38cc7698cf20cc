"""Automatic backup copies, made with SQLite's online backup API.

Each tournament gets its own folder under the user data dir (or
``$ARBITER_HOME/data``): ``backups/<file stem>-<hash of its full path>/``,
holding ``<UTC time>-<reason>.arbiter`` files; the newest :data:`KEEP` stay.
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

from arbiter_app import paths

KEEP = 20


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
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-%f")
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
