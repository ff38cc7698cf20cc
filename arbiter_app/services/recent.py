"""The recent-files list, kept as JSON in the user config dir (or $ARBITER_HOME/config)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from arbiter_app import paths

MAX_RECENT = 10


def _recent_path() -> Path:
    return paths.config_dir() / "recent-files.json"


def recent_files() -> list[Path]:
    """Tournaments opened lately, newest first (files that vanished are left out)."""
    try:
        data = json.loads(_recent_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [Path(p) for p in data if isinstance(p, str) and Path(p).exists()]


def add_recent_file(path: str | os.PathLike) -> None:
    """Put ``path`` first in the recent-files list (best effort: a config
    folder that cannot be written never stops the user's work)."""
    full = str(Path(path).resolve())
    entries = [str(p) for p in recent_files() if str(p) != full]
    entries = [full, *entries][:MAX_RECENT]
    target = _recent_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".partial")
        partial.write_text(json.dumps(entries, indent=1), encoding="utf-8")
        os.replace(partial, target)
    except OSError:
        pass
