"""Where Arbiter keeps its own files (not the tournaments: those live where the user saves them).

* configuration (settings, the recent-files list): the platformdirs user config dir;
* data (automatic backups): the platformdirs user data dir.

Setting ``ARBITER_HOME`` puts both under that folder (``config/`` and ``data/``),
for a portable install on a USB stick and for tests.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Arbiter"
HOME_VARIABLE = "ARBITER_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """Folder for settings and the recent-files list (not created here)."""
    home = _home()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Folder for data Arbiter makes itself, such as backups (not created here)."""
    home = _home()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def backups_dir() -> Path:
    return data_dir() / "backups"


def resource_path(name: str) -> Path | None:
    """An asset of the top-level ``resources/`` folder (icons), wherever Arbiter runs from:
    a PyInstaller bundle (``resources/`` beside the code), an installed package
    (``<prefix>/share/arbiter/resources``, see pyproject's data-files) or a source tree.
    None when it is missing."""
    import sys
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates.append(Path(sys.prefix) / "share" / "arbiter" / "resources")
    candidates.append(Path(__file__).resolve().parents[1] / "resources")
    for folder in candidates:
        if (folder / name).is_file():
            return folder / name
    return None
