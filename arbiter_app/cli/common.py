"""Helpers shared by the CLI commands: loading files and systems with clear errors (in the
command line's language, docs/languages.md)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from arbiter_app.cli.errors import CliError
from arbiter_app.engine.model import Scoring, Tournament
from arbiter_app.engine.systems.base import PairingSystem
from arbiter_app.engine.systems.registry import SYSTEMS, UnknownSystem, get_system
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import shown


def round_robin_scoring() -> Scoring:
    """A round robin's default point system: the player meeting the bye number rests
    without points (P=0, docs/systems/roundrobin.md), the rest standard; ``new`` and
    ``generate`` both give it."""
    return Scoring(pairing_bye=0.0)


def add_system_argument(parser, required: bool = True) -> None:
    parser.add_argument("--system", required=required, metavar="SYSTEM",
                        help=tr("pairing system: {systems}", systems=", ".join(SYSTEMS)))


def load_system(name: str) -> PairingSystem:
    if name not in SYSTEMS:
        raise CliError(tr("unknown pairing system {name!r}; choose one of {systems}", name=name,
                          systems=", ".join(SYSTEMS)), 2)
    try:
        return get_system(name)
    except UnknownSystem as exc:  # the engine's text (a system not built yet)
        raise CliError(shown(str(exc)), 2) from None


#: the first bytes of every SQLite database (as :mod:`arbiter_app.store.database` checks them)
SQLITE_HEADER = b"SQLite format 3\x00"


def is_database(path: str | Path) -> bool:
    """Whether ``path`` is a tournament file: an SQLite database, whatever its name, damaged
    or not (the services' ``is_tournament_file``, which the GUI asks).  Read here, without
    the store: importing SQLAlchemy would cost a command that reads one TRF file most of
    its time (issue #17); a test checks that both answer alike.  Anything but a regular
    file is no tournament file, and is not opened (a FIFO would block, a device be read:
    :func:`arbiter_app.trf.input_files.file_head`)."""
    from arbiter_app.trf.input_files import file_head
    return file_head(path, len(SQLITE_HEADER)) == SQLITE_HEADER


#: the registry's name of the team pairing system (C.04.6)
TEAM_SYSTEM = "team2026"


def team_file_error(path: str) -> CliError:
    """A team file where the command reads individual tournaments (until the team
    commands come with the team pairing system)."""
    return CliError(tr("{path} is a team file (records 310 or 013): team files are checked "
                       "with --system {system}", path=path, system=TEAM_SYSTEM), 2)


def load_trf(path: str, teams: bool = False) -> Tournament:
    """The TRF file at ``path``; a team file is a :class:`TeamTournament` when ``teams``,
    else refused (:func:`team_file_error`)."""
    from arbiter_app.trf import TeamFileError, TrfError, read_team_trf_file, read_trf_file
    if is_database(path):
        raise CliError(tr("{path} is a tournament file (.arbiter), not a TRF16 file; use "
                          "'arbiter-cli export {path} -o FILE.trf' first, or the commands for "
                          "tournament files (pair-next, show, validate)", path=path), 2)
    try:
        try:
            return read_trf_file(Path(path))
        except TeamFileError:
            if not teams:
                raise team_file_error(path) from None
            return read_team_trf_file(Path(path))
    except TrfError as exc:
        raise CliError(str(exc), 2) from None
    except OSError as exc:
        raise CliError(tr("{path}: cannot read the file: {strerror}", path=path,
                          strerror=exc.strerror or exc), 2) from None


def check_writable(output: str | None, inputs: tuple[str, ...] = ()) -> None:
    """Refuse at once an output path that cannot be written (before any long work), and one
    whose writing would destroy data: a tournament file, or one of the command's ``inputs``.

    Standard output (``None`` or ``-``) is always writable."""
    if output in (None, "-"):
        return
    path = Path(output)
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise CliError(tr("cannot write {output}: it is a folder", output=output), 2)
    if not folder.is_dir():
        raise CliError(tr("cannot write {output}: folder {folder} does not exist",
                          output=output, folder=folder), 2)
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise CliError(tr("cannot write {output}: permission denied", output=output), 2)
    if is_database(path):
        raise CliError(tr("{output} is a tournament file (.arbiter); it is not overwritten "
                          "(choose another output file)", output=output), 2)
    for source in inputs:
        if path.exists() and Path(source).exists() and os.path.samefile(path, source):
            raise CliError(tr("{output} is the input file; it is not overwritten "
                              "(choose another output file)", output=output), 2)


def write_text(text: str, output: str | None, inputs: tuple[str, ...] = ()) -> None:
    """Write ``text`` to the file ``output``, or to standard output (see check_writable)."""
    if output in (None, "-"):
        sys.stdout.write(text)
        return
    check_writable(output, inputs)
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CliError(tr("cannot write {output}: {problem}", output=output,
                          problem=exc.strerror or exc), 2) from None
