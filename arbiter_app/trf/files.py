"""Reading and writing TRF files on disk.

``write_trf_file`` writes CRLF line endings by default (the Windows
convention FIDE's own tools and most arbiters' programs use; every reader
that accepts LF or CR also accepts CRLF), and Latin-1 (as Windows-1252, its
superset for letters such as Š or Œ) when every character fits, since many
pairing engines count columns in bytes and a one-byte encoding keeps one byte
per column; otherwise UTF-8 (the reader accepts it with columns counted in
characters or in bytes).  The file is written to a temporary file
next to the target and then renamed over it, so a failure never leaves half a
file behind.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import tr
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.input_files import TRF, read_input
from arbiter_app.trf.reader import read_trf
from arbiter_app.trf.team_reader import read_team_trf
from arbiter_app.trf.team_writer import write_team_trf
from arbiter_app.trf.writer import write_trf


def read_trf_file(path: str | os.PathLike, notes: list[str] | None = None) -> Tournament:
    """Read the TRF file at ``path``; errors name the file (its base name);
    ``notes`` as :func:`read_trf`.  Only a regular file of at most
    :data:`.input_files.TRF`'s limit is read (an :class:`.InputFileError` names the file
    as given otherwise)."""
    path = Path(path)
    try:
        data = read_input(path, TRF)
    except OSError as exc:
        raise TrfError(tr("cannot read the file: {reason}", reason=exc.strerror or exc),
                       path.name) from None
    return read_trf(data, source=path.name, notes=notes)


def read_team_trf_file(path: str | os.PathLike, notes: list[str] | None = None
                       ) -> TeamTournament:
    """Read the team file at ``path`` (as :func:`read_trf_file`)."""
    path = Path(path)
    try:
        data = read_input(path, TRF)
    except OSError as exc:
        raise TrfError(tr("cannot read the file: {reason}", reason=exc.strerror or exc),
                       path.name) from None
    return read_team_trf(data, source=path.name, notes=notes)


def write_trf_file(t: Tournament, path: str | os.PathLike, newline: str = "\r\n",
                   encoding: str | None = None, version: str = "trf16") -> None:
    """Write ``t`` to ``path`` (see the module docstring for the defaults); a team event
    (:class:`TeamTournament`) as a TRF-2026 team file, whatever ``version``."""
    path = Path(path)
    if newline not in ("\r\n", "\n", "\r"):
        raise TrfError(tr("newline must be CRLF, LF or CR, not {newline!r}", newline=newline),
                       path.name)
    text = (write_team_trf(t) if isinstance(t, TeamTournament)
            else write_trf(t, version)).replace("\n", newline)
    try:
        if encoding is None:
            try:
                data = text.encode("cp1252")
            except UnicodeEncodeError:
                data = text.encode("utf-8")
        else:
            data = text.encode(encoding)
    except (UnicodeEncodeError, LookupError) as exc:
        raise TrfError(tr("cannot encode the file as {encoding}: {exc}", encoding=encoding,
                          exc=exc), path.name) from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp",
                                   dir=path.parent if str(path.parent) else ".")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError as exc:
        raise TrfError(tr("cannot write {path}: {reason}", path=path,
                          reason=exc.strerror or exc), path.name) from None
