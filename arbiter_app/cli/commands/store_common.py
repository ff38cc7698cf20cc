"""Helpers of the tournament-file commands (import, export, pair-next,
result, show, validate): service errors become one-line CLI errors, and
warnings awaiting a confirmation exit 3 (see :func:`user_errors`)."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Iterable, Iterator

from arbiter_app.cli.errors import CliError
from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import tr, trn
from arbiter_app.i18n.message import shown
from arbiter_app.services import ArbiterWarning, NeedsConfirmation, ServiceError, TournamentService
from arbiter_app.services.warnings import OUTSIDE_FIDE_MODE


#: exit code of an action refused until the arbiter confirms its warnings
NEEDS_CONFIRMATION = 3
#: exit code of a refusal no --confirm lifts (level 5: possible only outside FIDE mode)
REFUSED = 2


@contextmanager
def user_errors(exit_code: int = 2) -> Iterator[None]:
    """Service errors as one-line CLI errors (``exit_code``).  Warnings that
    need a confirmation are printed one a line, ``warning (level N): ...``,
    then the command exits 3 with nothing changed (``--confirm`` goes ahead); a level 5
    warning (possible only outside FIDE mode) is a refusal no ``--confirm`` lifts: exit 2."""
    try:
        yield
    except NeedsConfirmation as exc:
        print_warnings(exc.warnings)
        if exc.level >= OUTSIDE_FIDE_MODE:
            raise CliError(tr("{action}: possible only outside FIDE mode; nothing was changed",
                              action=exc.action), REFUSED) from None
        raise CliError(tr("{action}: nothing was changed; add --confirm to go ahead",
                          action=exc.action), NEEDS_CONFIRMATION) from None
    except ServiceError as exc:
        raise CliError(str(exc), exit_code) from None


def print_warnings(warnings: Iterable[ArbiterWarning], file=None) -> None:
    """One line per warning on standard error: ``warning (level 3): text``."""
    for warning in warnings:
        where = f" [{warning.question}]" if warning.question else ""
        print(tr("warning (level {level}): {text}", level=warning.level, text=warning.text)
              + where, file=file or sys.stderr)


@contextmanager
def opened(path: str, *, read_only: bool = False) -> Iterator[TournamentService]:
    from arbiter_app.services import FileNotATournament
    with user_errors():
        try:
            service = TournamentService.open(path, read_only=read_only)
        except FileNotATournament as exc:  # not sound: the newest backup is offered
            offer = backup_offer(exc.path) if exc.path is not None else ""
            raise CliError(f"{exc}{offer}", 2) from None
    try:
        with user_errors():
            yield service
    finally:
        service.close()


def backup_offer(path) -> str:
    """The end of the line refusing the tournament file ``path``: its newest backup that
    opens and the command restoring it ("" when it has none)."""
    from arbiter_app.services import newest_usable_backup, restored_name
    try:
        backup = newest_usable_backup(path)
        if backup is None:
            return ""
        target = restored_name(path)
    except (OSError, ServiceError):
        return ""
    return tr("; its newest backup that opens was taken {when}, {reason} ({contents}): "
              "arbiter-cli restore {backup} -o {target}", when=backup.when,
              reason=backup.reason, contents=backup.contents, backup=backup.path,
              target=target)


def who(t: Tournament, number: int) -> str:
    player = t.players.get(number)
    if player is None:
        return str(number)
    rating = f" ({player.rating})" if player.rating else ""
    return f"{number} {player.name}{rating}"


def rounds_text(t: Tournament) -> str:
    """``3 rounds paired`` (``of 9`` when the tournament has a number of rounds)."""
    if t.total_rounds:
        return trn("{n} round paired of {total}", "{n} rounds paired of {total}",
                   t.rounds_played, total=t.total_rounds)
    return trn("{n} round paired", "{n} rounds paired", t.rounds_played)


def violation_text(violation) -> str:
    """A broken rule (the engine's :class:`Violation`, English in files and the audit log)
    as the arbiter reads it: ``C1: 2 and 1 have already met (players 2, 1)``."""
    text = tr("{rule}: {text}", rule=violation.rule, text=shown(violation.text))
    if violation.players:
        text += tr(" (players {players})", players=", ".join(map(str, violation.players)))
    return text


def read_pairing_file(path: str):
    """The pairing in the engines' format (count, ``white black`` per board, the bye as
    ``N 0``) that the file ``path`` holds; a one-line CliError (exit 2) naming the file
    and what is wrong."""
    from pathlib import Path

    from arbiter_app.services import parse_pairing_text
    from arbiter_app.trf.input_files import PAIRING, InputFileError, read_input
    try:
        text = read_input(path, PAIRING).decode("utf-8-sig")
    except InputFileError as exc:
        raise CliError(str(exc), 2) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(tr("cannot read {path}: {problem}", path=path,
                          problem=getattr(exc, "strerror", None) or exc), 2) from None
    with user_errors():
        return parse_pairing_text(text, Path(path).name)
