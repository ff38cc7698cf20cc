"""Helpers shared by the CLI commands: loading files and systems with clear errors."""

from __future__ import annotations

import sys
from pathlib import Path

from arbiter_app.cli.errors import CliError
from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import PairingSystem
from arbiter_app.engine.systems.registry import SYSTEMS, UnknownSystem, get_system


def add_system_argument(parser, required: bool = True) -> None:
    parser.add_argument("--system", required=required, metavar="SYSTEM",
                        help="pairing system: " + ", ".join(SYSTEMS))


def load_system(name: str) -> PairingSystem:
    try:
        return get_system(name)
    except UnknownSystem as exc:
        raise CliError(str(exc), 2) from None


def load_trf(path: str) -> Tournament:
    from arbiter_app.trf import TrfError, read_trf_file
    try:
        return read_trf_file(Path(path))
    except TrfError as exc:
        raise CliError(str(exc), 2) from None


def write_text(text: str, output: str | None) -> None:
    """Write ``text`` to the file ``output``, or to standard output."""
    if output in (None, "-"):
        sys.stdout.write(text)
        return
    try:
        Path(output).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot write {output}: {exc.strerror or exc}", 2) from None
