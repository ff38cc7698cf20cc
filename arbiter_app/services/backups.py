"""Tournament files and their automatic backups, for the GUI and the CLI.

A backup copy is made before every round is paired (the newest 20 are kept,
see :mod:`arbiter_app.store.backup`).  Here they are listed with what they
hold, and one is restored as a tournament file: a new file, or an existing
one only when the caller says the user confirmed replacing it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from arbiter_app.i18n import tr, trn, using
from arbiter_app.services.errors import ServiceError, TournamentInUse
from arbiter_app.store import FILE_SUFFIX, InUse, StoreError, is_database
from arbiter_app.store.backup import (backup_contents, backup_folder, backup_label,
                                      list_backups, restore_copy)


@dataclass(frozen=True)
class Backup:
    """One automatic backup copy of a tournament file."""

    path: Path
    #: when it was taken (UTC, aware), None when its file name does not say
    taken_at: datetime | None
    #: why it was taken, as its file name says: "before-round-4", "before-format-3"
    label: str
    #: the round it was taken before (None for other backups)
    before_round: int | None = None
    #: what it holds (all 0 / "" when it cannot be opened)
    name: str = ""
    players: int = 0
    rounds: int = 0
    games: int = 0
    results: int = 0
    #: why it cannot be restored, one line naming the file ("" when it opens)
    problem: str = ""

    @property
    def usable(self) -> bool:
        return not self.problem

    @property
    def when(self) -> str:
        """The time it was taken, local time, to the second ("?" when unknown)."""
        if self.taken_at is None:
            return "?"
        return self.taken_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")

    @property
    def reason(self) -> str:
        """Why it was taken, for people, in the current language: "before round 4",
        "before the update to file format 3"."""
        if self.before_round is not None:
            return tr("before round {round}", round=self.before_round)
        found = re.fullmatch(r"before-format-(\d+)", self.label)
        if found:
            return tr("before the update to file format {format}", format=found.group(1))
        return self.label.replace("-", " ")

    @property
    def contents(self) -> str:
        """What it holds, in the current language, e.g. "3 rounds, 27 of 30 results,
        62 players"."""
        if self.problem:
            return tr("cannot be restored")
        rounds = trn("{n} round", "{n} rounds", self.rounds)
        results = (trn("{results} of {n} result", "{results} of {n} results", self.games,
                       results=self.results) if self.games else tr("no games"))
        players = trn("{n} player", "{n} players", self.players)
        return tr("{rounds}, {results}, {players}", rounds=rounds, results=results,
                  players=players)

    def describe(self) -> str:
        """One line: time, reason, contents."""
        return f"{self.when}, {self.reason}: {self.contents}"


def _round_before(label: str) -> int | None:
    found = re.fullmatch(r"before-round-(\d+)", label)
    return int(found.group(1)) if found else None


def read_backup(path: str | os.PathLike) -> Backup:
    """The backup at ``path`` with what it holds (``problem`` set when it cannot
    be opened: damaged, cut short, not a tournament)."""
    path = Path(path)
    taken_at, label = backup_label(path)
    before = _round_before(label)
    try:
        held = backup_contents(path)
    except StoreError as exc:
        return Backup(path, taken_at, label, before, problem=str(exc))
    return Backup(path, taken_at, label, before, **held)


def backups_of(tournament: str | os.PathLike) -> list[Backup]:
    """The backups of the tournament file ``tournament``, newest first (the
    file itself need not exist or open: they are found by its path)."""
    return [read_backup(path) for path in reversed(list_backups(Path(tournament)))]


def backups_folder(tournament: str | os.PathLike) -> Path:
    """The folder where the backups of ``tournament`` are kept."""
    return backup_folder(Path(tournament))


def newest_usable_backup(tournament: str | os.PathLike) -> Backup | None:
    """The newest backup of ``tournament`` that opens (a damaged one is
    skipped for the next); None when there is none."""
    for path in reversed(list_backups(Path(tournament))):
        backup = read_backup(path)
        if backup.usable:
            return backup
    return None


def restored_name(tournament: str | os.PathLike) -> Path:
    """A file beside ``tournament`` that does not exist yet, for its restored
    copy: ``open-restored.arbiter``, ``open-restored-2.arbiter``, ..."""
    tournament = Path(tournament)
    stem = tournament.stem
    suffix = tournament.suffix or FILE_SUFFIX
    for n in range(1, 10_000):
        candidate = tournament.with_name(f"{stem}-restored{'' if n == 1 else f'-{n}'}{suffix}")
        if not candidate.exists():
            return candidate
    raise ServiceError(tr("no free name for a restored copy of {tournament_name}",
                          tournament_name=tournament.name))


def restore_backup(backup: str | os.PathLike | Backup, target: str | os.PathLike, *,
                   replace: bool = False) -> Path:
    """Restore ``backup`` as the tournament file ``target`` and return its path.

    ``target`` must not exist unless ``replace`` is True (only when the user
    confirmed replacing it); a file open in another window or program is never
    replaced.  The restored file's audit log says which backup it came from.
    Raises :class:`ServiceError` (one line naming the file); nothing is changed then."""
    chosen = backup if isinstance(backup, Backup) else read_backup(backup)
    if chosen.problem:
        raise ServiceError(tr("{problem}; nothing was restored", problem=chosen.problem))
    target = Path(target)
    with using("en"):  # the audit log is kept in English
        note = ("restore", f"from the backup {chosen.path.name} ({chosen.when}, "
                           f"{chosen.reason}: {chosen.contents})")
    try:
        return restore_copy(chosen.path, target, replace=replace, note=note)
    except InUse as exc:
        raise TournamentInUse(str(exc)) from None
    except StoreError as exc:
        raise ServiceError(str(exc)) from None


def is_tournament_file(path: str | os.PathLike) -> bool:
    """Whether ``path`` holds a tournament file (an SQLite database, whatever
    its name; damaged or not): such a file must not be overwritten by other output."""
    return is_database(path)


__all__ = ["Backup", "backups_folder", "backups_of", "is_tournament_file",
           "newest_usable_backup", "read_backup", "restore_backup", "restored_name"]
