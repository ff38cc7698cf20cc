"""The local copy of FIDE's rating list, refreshed in one action when the laptop is
online (issue #38 point 10; FIDE checklist Q119, Q135-136).

FIDE publishes its combined players list (standard, rapid and blitz ratings) each month
as a zip file holding one list (:data:`DEFAULT_URL`).  :func:`update` downloads it into
the user's data folder (:func:`arbiter_app.paths.data_dir`, ``fide-list/``) with the day
of the download; everything else reads that copy, so the venue stays offline
(:func:`local_list`, :func:`current`).

The download is untrusted input.  It is read in chunks up to ``limit`` bytes (a larger
declared or actual size is refused), must be a zip file holding exactly one member, a
plain ``.txt`` or ``.xml`` name (no folder, no ``..``), and that member must read as a
FIDE rating list (:mod:`arbiter_app.trf.fide_list`, every record, at least one player)
before it replaces the old copy: it is written to a temporary file beside the copy and
renamed over it.  Any failure (offline, an HTTP error, a hostile or broken file) is one
:class:`~arbiter_app.services.errors.ServiceError` and leaves the old copy as it was.

Decision (docs/ratings.md): the combined list's file says no month, so the copy's month
is that of the day it was downloaded (FIDE's list of that month).
"""

from __future__ import annotations

import json
import os
import tempfile
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath
from typing import Callable

from arbiter_app import paths
from arbiter_app.i18n import day, tr, trn
from arbiter_app.services.errors import ServiceError
from arbiter_app.trf.fide_list import ListError, count_players
from arbiter_app.trf.input_files import RATING_LIST_ZIP

DEFAULT_URL = "http://ratings.fide.com/download/players_list.zip"
#: the largest download accepted: the limit of a zipped rating list (docs/input-files.md;
#: FIDE's zipped combined list is some 40-60 MB)
DOWNLOAD_LIMIT = RATING_LIST_ZIP.limit
CHUNK = 1 << 16
FOLDER = "fide-list"
FILE = "players_list.zip"
ABOUT = "players_list.json"


@dataclass(frozen=True)
class LocalList:
    """The local copy: its file, the day it was downloaded (``YYYY-MM-DD``, UTC), the
    list's month (``YYYY/MM``), where from, its member and how many players it holds."""

    path: Path
    downloaded: str
    month: str
    url: str = ""
    member: str = ""
    players: int = 0


def folder() -> Path:
    return paths.data_dir() / FOLDER


def local_list() -> LocalList | None:
    """The local copy, or None when there is none (never downloaded, or its record lost)."""
    path, about = folder() / FILE, folder() / ABOUT
    if not path.is_file():
        return None
    try:
        data = json.loads(about.read_text(encoding="utf-8"))
        return LocalList(path, str(data["downloaded"]), str(data["month"]),
                         str(data.get("url", "")), str(data.get("member", "")),
                         int(data.get("players", 0)))
    except (OSError, ValueError, KeyError, TypeError):
        return LocalList(path, "", "")


def _refused(url: str, reason: str) -> ServiceError:
    old = local_list()
    kept = (tr("the local copy of {day} is kept", day=day(old.downloaded) or "?") if old else
            tr("there is no local copy yet"))
    return ServiceError(tr("FIDE rating list not updated from {url}: {reason}; {kept}",
                           url=url, reason=reason, kept=kept))


def _download(url: str, target, limit: int, progress, timeout: float) -> None:
    if not url.lower().startswith(("http://", "https://")):
        raise _refused(url, tr("only http:// and https:// addresses are downloaded"))
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:  # noqa: S310 (checked)
            declared = response.headers.get("Content-Length")
            total = int(declared) if declared and declared.strip().isdigit() else 0
            if total > limit:
                raise _refused(url, tr("the file is {size} bytes, more than {limit}",
                                       size=total, limit=limit))
            done = 0
            while True:
                chunk = response.read(CHUNK)
                if not chunk:
                    break
                done += len(chunk)
                if done > limit:
                    raise _refused(url, tr("the file is more than {limit} bytes", limit=limit))
                target.write(chunk)
                if progress is not None:
                    progress(done, total)
    except urllib.error.HTTPError as exc:
        raise _refused(url, tr("the server answered {code} {reason}", code=exc.code,
                               reason=exc.reason)) from None
    except urllib.error.URLError as exc:
        raise _refused(url, tr("cannot reach it ({reason}); is the computer online?",
                               reason=exc.reason)) from None
    except (OSError, ValueError) as exc:  # a connection cut, a timeout, a bad address
        raise _refused(url, tr("the download failed ({reason})", reason=exc)) from None


def _member(path: Path, url: str) -> str:
    """The one member of the zip file ``path``, checked: a plain .txt or .xml name."""
    try:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise _refused(url, tr("not a zip file ({problem})", problem=exc)) from None
    if len(names) != 1:
        raise _refused(url, tr("the zip file holds {n} files; FIDE's holds one rating list",
                               n=len(names)))
    name = names[0]
    pure = PurePosixPath(name.replace("\\", "/"))
    if (len(pure.parts) != 1 or pure.name in ("", ".", "..") or ":" in name
            or pure.suffix.lower() not in (".txt", ".xml")):
        raise _refused(url, tr("the zip file's member {name!r} is not a plain .txt or .xml "
                               "rating list", name=name))
    return name


def update(url: str = DEFAULT_URL, progress: Callable[[int, int], None] | None = None,
           limit: int = DOWNLOAD_LIMIT, timeout: float = 60.0,
           today: datetime | None = None) -> LocalList:
    """Download FIDE's list from ``url``, check it, and make it the local copy (see the
    module's text); ``progress(bytes_done, bytes_total_or_0)`` as it comes."""
    target_dir = folder()
    try:
        target_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _refused(url, tr("cannot make the folder {folder} ({reason})",
                               folder=target_dir, reason=exc.strerror or exc)) from None
    handle, temp_name = tempfile.mkstemp(prefix=".download-", suffix=".zip", dir=target_dir)
    temp = Path(temp_name)
    try:
        with os.fdopen(handle, "wb") as target:
            _download(url, target, limit, progress, timeout)
        member = _member(temp, url)
        try:
            info, players = count_players(temp)
        except ListError as exc:  # named by the downloaded file, not the temporary one
            shown = str(exc).replace(temp.name, url.rstrip("/").rsplit("/", 1)[-1] or url)
            raise _refused(url, tr("not a FIDE rating list ({problem})", problem=shown)) \
                from None
        if not players:
            raise _refused(url, tr("the list holds no player"))
        now = today or datetime.now(timezone.utc)
        copy = LocalList(target_dir / FILE, now.strftime("%Y-%m-%d"),
                         info.month or now.strftime("%Y/%m"), url, member, players)
        about = json.dumps({"downloaded": copy.downloaded, "month": copy.month, "url": url,
                            "member": member, "players": players}, indent=1)
        about_temp = target_dir / (ABOUT + ".new")
        about_temp.write_text(about, encoding="utf-8")
        os.replace(temp, copy.path)
        os.replace(about_temp, target_dir / ABOUT)
        return copy
    finally:
        temp.unlink(missing_ok=True)
        (target_dir / (ABOUT + ".new")).unlink(missing_ok=True)


def describe(copy: LocalList | None) -> str:
    """One line saying what the local copy is, in the current language."""
    if copy is None:
        return tr("no local copy of FIDE's rating list yet (update it while online)")
    if not copy.downloaded:
        return tr("local copy of FIDE's rating list: {path} (date unknown)", path=copy.path)
    return trn("FIDE rating list of {month}, downloaded on {day}: {n} player ({path})",
               "FIDE rating list of {month}, downloaded on {day}: {n} players ({path})",
               copy.players, month=copy.month, day=day(copy.downloaded), path=copy.path)


__all__ = ["DEFAULT_URL", "DOWNLOAD_LIMIT", "LocalList", "describe", "folder", "local_list",
           "update"]
