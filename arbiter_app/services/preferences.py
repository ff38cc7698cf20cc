"""The arbiter's own preferences (not a tournament's), kept as JSON in the user config dir
(or $ARBITER_HOME/config): for now the interface language chosen in Settings › Language."""

from __future__ import annotations

import json
import os
from pathlib import Path

from arbiter_app import paths
from arbiter_app.i18n import normalize


def _path() -> Path:
    return paths.config_dir() / "preferences.json"


def _read() -> dict:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def interface_language() -> str | None:
    """The language chosen for the interface; None: the operating system's."""
    value = _read().get("language")
    return normalize(value) if isinstance(value, str) else None


def set_interface_language(code: str | None) -> None:
    """Keep ``code`` (None or "": follow the operating system).  OSError when the config
    folder cannot be written."""
    data = _read()
    data["language"] = normalize(code) or None
    target = _path()
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    partial.write_text(json.dumps(data, indent=1), encoding="utf-8")
    os.replace(partial, target)


def stored(key: str, default=None):
    """The preference ``key`` as kept (JSON values), else ``default``."""
    return _read().get(key, default)


def store(key: str, value) -> None:
    """Keep ``value`` (a JSON value; None removes it) as the preference ``key``.  OSError
    when the config folder cannot be written."""
    data = _read()
    if value is None:
        data.pop(key, None)
    else:
        data[key] = value
    target = _path()
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    partial.write_text(json.dumps(data, indent=1), encoding="utf-8")
    os.replace(partial, target)


__all__ = ["interface_language", "set_interface_language", "store", "stored"]
