"""Tournament files and their automatic backups, for the GUI and the CLI.

A backup copy is taken (:class:`BackupActions`, docs/services.md "Backups"):

* before every round is paired, by the system or by hand; one that cannot be
  written is a level 3 warning, the arbiter decides whether to pair without it;
* when the last missing result of a round is entered (a finished round is always
  in a backup); one that cannot be written leaves the result saved and is said;
* in the window, also when a result is entered 10 minutes or more after the
  newest backup (:data:`BACKUP_INTERVAL`).

They are kept in the folder of the tournament's own id, so a moved or renamed
file finds them (see :mod:`arbiter_app.store.backup`).  Here they are listed with
what they hold, and one is restored as a tournament file: a new file, or an
existing one only when the caller says the user confirmed replacing it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Callable

from arbiter_app.i18n import N_, day, tr, trn, using
from arbiter_app.services.errors import ServiceError, TournamentInUse
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning, require_confirmation
from arbiter_app.store import FILE_SUFFIX, InUse, StoreError, is_database
from arbiter_app.store.backup import (BackupFailed, backup_contents, backup_folder, backup_label,
                                      last_backup_at, list_backups, restore_copy)

#: in the window, a result entered this long after the newest backup takes one
BACKUP_INTERVAL = timedelta(minutes=10)
#: the code of the warnings about a backup that could not be written
BACKUP_FAILED = "backup-failed"
PAIRING_WITHOUT_BACKUP = N_("{problem}; round {round} would be paired without a backup of "
                            "the tournament as it is now")
ROUND_NOT_BACKED_UP = N_("{problem}; the results of round {round} are saved in the "
                         "tournament file, but no backup holds them yet")
RESULT_NOT_BACKED_UP = N_("{problem}; the result is saved in the tournament file, but no "
                          "backup holds it yet (tried again in 10 minutes)")


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


class BackupActions:
    """Mixin of :class:`~arbiter_app.services.service.TournamentService`: the backups
    the service takes itself."""

    #: the time now (UTC, aware): when a backup is taken and whether the next is due;
    #: tests give a clock of their own
    clock: Callable[[], datetime] = staticmethod(utc_now)
    #: the backup the last pairing or result could not write (code :data:`BACKUP_FAILED`:
    #: the level 3 warning the arbiter confirmed before a pairing, a level 2 notice after
    #: a result); [] when it needed none or all went well
    backup_notices: list[ArbiterWarning] = []
    #: when this service last tried a backup while results came in (a failed one too)
    _backup_tried_at: datetime | None = None
    #: the newest backup known to this process (its folder is not listed again until it is
    #: BACKUP_INTERVAL old)
    _newest_backup_seen: datetime | None = None

    def _backup_before_pairing(self, round_no: int, action: str, confirm: bool) -> str:
        """The backup before round ``round_no`` is paired.  One that cannot be written
        is a level 3 warning: NeedsConfirmation (``action`` in it, nothing paired)
        unless ``confirm``.  Returns the line for the pairing's audit entry ("" when
        it was written); the warning confirmed is kept in :attr:`backup_notices`."""
        self.backup_notices = []
        try:
            self._file.backup(f"before-round-{round_no}", when=self.clock())
        except BackupFailed as exc:
            warning = ArbiterWarning(CONFIRM, tr(PAIRING_WITHOUT_BACKUP, problem=str(exc),
                                                 round=round_no), "", BACKUP_FAILED)
            require_confirmation(action, [warning], confirm)
            self.backup_notices = [warning]
            return f"\n{exc.in_english()}"
        return ""

    def _backup_after_result(self, round_no: int, completed: bool, periodic: bool) -> None:
        """After a result of round ``round_no`` was saved: a backup when it was the
        round's last missing result (``completed``), or, ``periodic``, when the newest
        backup is :data:`BACKUP_INTERVAL` old.  A failure is a notice in
        :attr:`backup_notices`; the result stays saved."""
        self.backup_notices = []
        now = self.clock()
        if completed:
            reason, text = f"after-round-{round_no}", ROUND_NOT_BACKED_UP
        elif periodic and self._backup_due(now):
            reason, text = f"during-round-{round_no}", RESULT_NOT_BACKED_UP
        else:
            return
        self._backup_tried_at = now
        try:
            self._file.backup(reason, when=now)
        except StoreError as exc:
            self.backup_notices = [ArbiterWarning(NOTICE, tr(text, problem=str(exc),
                                                             round=round_no), "",
                                                  BACKUP_FAILED)]

    def _backup_due(self, now: datetime) -> bool:
        seen = self._newest_backup_seen  # a newer backup since only makes it less due
        if seen is not None and timedelta(0) <= now - seen < BACKUP_INTERVAL:
            return False  # no listing of the backup folder at every result of a rush
        with self._read() as r:
            uid = r.uid()
        times = [when for when in (last_backup_at(self.path, uid), self._backup_tried_at)
                 if when is not None]
        self._newest_backup_seen = max(times) if times else None
        return not times or now - max(times) >= BACKUP_INTERVAL


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
        """The time it was taken, local time, to the second ("?" when unknown); the day in
        the current language's form (ISO in English, as the audit log keeps it)."""
        if self.taken_at is None:
            return "?"
        local = self.taken_at.astimezone()
        return f"{day(local.date())} {local:%H:%M:%S}"

    @property
    def reason(self) -> str:
        """Why it was taken, for people, in the current language: "before round 4",
        "before the update to file format 3"."""
        if self.before_round is not None:
            return tr("before round {round}", round=self.before_round)
        found = re.fullmatch(r"before-format-(\d+)", self.label)
        if found:
            return tr("before the update to file format {format}", format=found.group(1))
        found = re.fullmatch(r"(after|during)-round-(\d+)", self.label)
        if found and found.group(1) == "after":
            return tr("after the last result of round {round}", round=int(found.group(2)))
        if found:
            return tr("while the results of round {round} came in", round=int(found.group(2)))
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


def read_backup(path: str | os.PathLike, *, whole: bool = False) -> Backup:
    """The backup at ``path`` with what it holds (``problem`` set when it cannot
    be opened: damaged, cut short, not a tournament; ``whole``: every value checked
    as its open would, else its kind and schema only, which is quick enough for a
    list of them)."""
    path = Path(path)
    taken_at, label = backup_label(path)
    before = _round_before(label)
    try:
        held = backup_contents(path, whole=whole)
    except StoreError as exc:
        return Backup(path, taken_at, label, before, problem=str(exc))
    return Backup(path, taken_at, label, before, **held)


def backups_of(tournament: str | os.PathLike) -> list[Backup]:
    """The backups of the tournament file ``tournament``, newest first: those kept under
    the tournament's own id and those of its path (the file itself need not exist or
    open: then they are found by the path, and by the id it had there)."""
    return [read_backup(path) for path in reversed(list_backups(Path(tournament)))]


def backups_folder(tournament: str | os.PathLike) -> Path:
    """The folder where new backups of ``tournament`` are kept."""
    return backup_folder(Path(tournament))


def newest_usable_backup(tournament: str | os.PathLike) -> Backup | None:
    """The newest backup of ``tournament`` that opens (a damaged one is
    skipped for the next); None when there is none."""
    for path in reversed(list_backups(Path(tournament))):
        backup = read_backup(path, whole=True)
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


__all__ = ["BACKUP_FAILED", "BACKUP_INTERVAL", "Backup", "BackupActions", "backups_folder",
           "backups_of", "is_tournament_file", "newest_usable_backup", "read_backup",
           "restore_backup", "restored_name"]
