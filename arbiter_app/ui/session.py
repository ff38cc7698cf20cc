"""The open tournament as the window sees it.

A :class:`Session` owns one services ``TournamentService`` and a
:class:`~arbiter_app.ui.workers.TaskManager`.  Every call into the service runs
on the worker thread; after each change the worker also reads a fresh
:class:`Snapshot` (tournament, stored pairings, histories, standings), so the
GUI thread only turns ready data into table rows.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import GameResult, Tournament
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.ui.models.rows import (PairingRow, StandingRow, crosstable, pairing_rows,
                                        player_rows, score_standings, standings_table)
from arbiter_app.ui.workers import TaskManager, user_message
from arbiter_app.ui.qtcompat import emit
from arbiter_app.i18n import tr

log = logging.getLogger(__name__)


class Snapshot:
    """Everything the views show, read and turned into rows on the worker
    thread after a change, so the GUI thread only hands rows to models.

    The rows are made when first asked for, once (under locks, so that the
    worker and the GUI thread never make them twice): after a pairing the new
    round's boards are shown first and the standings, the cross table and the
    other tabs' rows follow on the worker (:meth:`complete`).

    ``teams``: False here; a team event's snapshot
    (:class:`~arbiter_app.ui.teams.snapshot.TeamSnapshot`) is True."""

    teams = False

    def __init__(self, path: Path, read_only: bool, tournament: Tournament,
                 pairings: dict[int, Pairing | None] | None = None,
                 hist: dict[int, PlayerHistory] | None = None,
                 tiebreaks: list[str] | None = None, broken: dict[int, list] | None = None
                 ) -> None:
        self.path = path
        self.read_only = read_only
        self.tournament = tournament
        self.pairings = pairings or {}
        self.hist = hist if hist is not None else histories(tournament)
        self.tiebreaks = tiebreaks or []
        self._broken = broken or {}
        self._lock = threading.RLock()  # the standings and the cross table
        self._rows_lock = threading.Lock()  # the players' and the rounds' rows
        self._standings: tuple[list[str], list[StandingRow]] | None = None
        self._standing_notes: list[str] = []
        self._cross: tuple[list[str], list[tuple]] | None = None
        self._players: list[tuple] | None = None
        self._rounds: dict[int, list[PairingRow]] = {}
        self.round_rows = _RoundRows(self)
        #: the refreshing ops (Session.issued) this snapshot has seen done, all of them
        self.covered = 0

    @property
    def last_round_unplayed(self) -> bool:
        """The last round is paired and no result has been entered yet."""
        t = self.tournament
        if not t.rounds:
            return False
        return all(g.result is GameResult.PENDING for g in t.rounds[-1].games)

    # -- rows, made when first asked for --------------------------------------------
    def _standings_now(self) -> tuple[list[str], list[StandingRow]]:
        with self._lock:
            if self._standings is None:
                t = self.tournament
                try:
                    headers, rows, table = standings_table(t, self.tiebreaks)
                    self._standings = headers, rows
                    self._standing_notes = list(table.notes)
                except Exception as exc:  # never lose the window over a tie-break
                    log.error("standings with tie-breaks %s failed: %s", self.tiebreaks, exc)
                    self._standings = score_standings(t, self.hist)
            return self._standings

    @property
    def standing_notes(self) -> list[str]:
        """The standings' notes (English, as the engine makes them): a tie-break dropped,
        a player left out (expelled, a round robin's early withdrawal), ..."""
        self._standings_now()
        return self._standing_notes

    def _cross_now(self) -> tuple[list[str], list[tuple]]:
        with self._lock:
            if self._cross is None:
                rows = self._standings_now()[1]
                order = [r.number for r in rows] or sorted(self.tournament.players)
                self._cross = crosstable(self.tournament, order, self.hist)
            return self._cross

    @property
    def standing_headers(self) -> list[str]:
        return self._standings_now()[0]

    @property
    def standing_rows(self) -> list[StandingRow]:
        return self._standings_now()[1]

    @property
    def cross_headers(self) -> list[str]:
        return self._cross_now()[0]

    @property
    def cross_rows(self) -> list[tuple]:
        return self._cross_now()[1]

    @property
    def player_rows(self) -> list[tuple]:
        with self._rows_lock:
            if self._players is None:
                self._players = player_rows(self.tournament, self.hist)
            return self._players

    def rows_of_round(self, round_no: int) -> list[PairingRow]:
        with self._rows_lock:
            rows = self._rounds.get(round_no)
            if rows is None:
                if not 1 <= round_no <= self.tournament.rounds_played:
                    raise KeyError(round_no)
                rows = self._rounds[round_no] = pairing_rows(
                    self.tournament, round_no, self.pairings.get(round_no), self.hist,
                    self._broken.get(round_no))
            return rows

    def complete(self) -> None:
        """Make every row now (the worker, so the GUI thread finds them made): the
        quick ones first, so that another round's tab never waits for the standings."""
        for round_no in range(self.tournament.rounds_played, 0, -1):
            self.rows_of_round(round_no)
        self.player_rows
        self._standings_now()
        self._cross_now()


class _RoundRows(Mapping):
    """``snapshot.round_rows[n]``: round n's rows, made when first asked for."""

    def __init__(self, snapshot: Snapshot) -> None:
        self._snapshot = snapshot

    def __getitem__(self, round_no: int) -> list[PairingRow]:
        return self._snapshot.rows_of_round(round_no)

    def __iter__(self) -> Iterator[int]:
        return iter(range(1, self._snapshot.tournament.rounds_played + 1))

    def __len__(self) -> int:
        return self._snapshot.tournament.rounds_played


class SnapshotReader:
    """Reads snapshots on the worker thread, keeping what cannot have changed
    (stored pairings of rounds before the last, the tie-break list)."""

    def __init__(self) -> None:
        self._pairings: dict[int, tuple[tuple, Pairing | None, list]] = {}
        self.tiebreaks: list[str] | None = None
        self._system_loaded = False

    def settings_changed(self) -> None:
        self.tiebreaks = None

    def cached_pairing(self, round_no: int, key: tuple) -> tuple | None:
        """(the stored pairing,) of round ``round_no`` read before with the same ``key``
        (its boards or matches, its byes), or None."""
        cached = self._pairings.get(round_no)
        return (cached[1],) if cached is not None and cached[0] == key else None

    def keep_pairing(self, round_no: int, key: tuple, pairing: Pairing | None) -> tuple:
        self._pairings[round_no] = (key, pairing, [])
        return (pairing,)

    def read(self, service, complete: bool = True) -> Snapshot:
        """The snapshot of the file as it is now; ``complete`` False: the last round's
        rows only, the rest made when asked for (:meth:`Snapshot.complete`)."""
        if getattr(service, "is_team_event", False):  # the team tabs' rows (ui/teams)
            from arbiter_app.ui.teams.snapshot import read_team_snapshot
            return read_team_snapshot(service, self)
        t = service.tournament()
        pairings, broken = {}, {}
        for round_no in range(1, t.rounds_played + 1):
            rnd = t.round(round_no)
            key = (tuple((g.white, g.black) for g in rnd.games), tuple(sorted(rnd.byes)))
            cached = self._pairings.get(round_no)
            if cached is not None and cached[0] == key:
                pairings[round_no], broken[round_no] = cached[1], cached[2]
                continue
            try:
                pairings[round_no] = service.pairing(round_no)
            except Exception:  # explanations are a help, never a reason to fail
                pairings[round_no] = None
            try:  # a manual pairing that breaks a rule is marked on its boards
                broken[round_no] = list(service.round_violations(round_no))
            except Exception as exc:
                log.warning("rules of round %s not checked: %s", round_no, exc)
                broken[round_no] = []
            self._pairings[round_no] = (key, pairings[round_no], broken[round_no])
        if self.tiebreaks is None:
            try:
                self.tiebreaks = list(service.settings().tiebreaks)
            except Exception:
                self.tiebreaks = []
        if not self._system_loaded:  # the pairing checks find the system's code loaded
            self._system_loaded = True
            try:
                from arbiter_app.services.pairings import system_for
                system_for(t.system)
            except Exception:
                pass
        return build_snapshot(Path(service.path), bool(getattr(service, "read_only", False)),
                              t, pairings, list(self.tiebreaks), broken, complete=complete)


def build_snapshot(path: Path, read_only: bool, t: Tournament,
                   pairings: dict[int, Pairing | None], tiebreaks: list[str],
                   broken: dict[int, list] | None = None, *, complete: bool = True) -> Snapshot:
    """Histories, standings and every table's rows of ``t`` (no Qt); with
    ``complete`` False only the histories and the last round's rows, the rest
    when asked for (:meth:`Snapshot.complete`)."""
    snapshot = Snapshot(path, read_only, t, pairings, histories(t), tiebreaks, broken)
    if complete:
        snapshot.complete()
    elif t.rounds_played:
        snapshot.rows_of_round(t.rounds_played)
    return snapshot


def read_snapshot(service) -> Snapshot:
    """Worker thread: everything the window shows, from the file."""
    return SnapshotReader().read(service)


class Session(QObject):
    """One open ``.arbiter`` file, driven from the GUI thread."""

    changed = Signal(object)  # Snapshot
    failed = Signal(str)  # a message for the arbiter

    def __init__(self, service, tasks: TaskManager, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.tasks = tasks
        self.undo_stack = QUndoStack(self)
        self.snapshot: Snapshot | None = None
        self.reader = SnapshotReader()
        # refreshing ops queued but not yet run: only the last one reads the file
        self._refreshes = 0
        # refreshing ops queued so far: a snapshot knows how many of them it has seen
        self.issued = 0
        self._lock = threading.Lock()
        self.closed = False  # after close(), results of ops still queued are dropped

    # -- running ops -------------------------------------------------------
    def run(self, label: str, op: Callable[[Any], Any], *,
            on_done: Callable[[Any], None] | None = None,
            on_error: Callable[[BaseException], None] | None = None,
            refresh: bool = True, boards_first: bool = False) -> None:
        """Run ``op(service)`` on the worker; then refresh the snapshot (on the
        worker too) and call ``on_done(result)`` on the GUI thread.

        ``boards_first`` (a round just paired): the snapshot comes with the last
        round's rows only, so that its boards are shown at once; the standings and
        the other tabs' rows are made on the worker right after."""
        reader = self.reader
        if refresh:
            with self._lock:
                self._refreshes += 1
                self.issued += 1

        def job():
            covered = 0
            try:
                result = op(self.service)
            finally:
                if refresh:
                    with self._lock:
                        self._refreshes -= 1
                        last = self._refreshes == 0
                        # one worker: every op queued so far has run (none is queued)
                        covered = self.issued if last else 0
            # typing results quickly queues many ops: read the file once, after the last
            snapshot = (reader.read(self.service, complete=not boards_first)
                        if refresh and last else None)
            if snapshot is not None:
                snapshot.covered = covered
            return result, snapshot

        def done(value):
            if self.closed:  # an op queued before the tournament was closed
                return
            result, snapshot = value
            if snapshot is not None:
                self.snapshot = snapshot
                emit(self.changed, snapshot)
            if on_done is not None:
                on_done(result)
            if snapshot is not None and boards_first:
                self._complete(snapshot)

        def error(exc: BaseException):
            if self.closed:
                return
            if refresh:  # earlier queued ops may have left the reading to this one
                self.refresh()
            if on_error is not None:
                on_error(exc)
            else:
                emit(self.failed, user_message(exc))

        self.tasks.run(job, label=label, on_done=done, on_error=error)

    def _complete(self, snapshot: Snapshot) -> None:
        """Make the rest of ``snapshot``'s rows on the worker, unless a newer one
        is coming by then."""
        def job():
            with self._lock:
                newer = self._refreshes > 0
            if not newer and self.snapshot is snapshot:
                snapshot.complete()
        self.tasks.run(job, label="", on_error=lambda exc: log.error(
            "rows of the snapshot not made: %s", exc))

    def refresh(self) -> None:
        self.run(tr("Reading the tournament"), lambda service: None)

    def perform(self, command, on_done: Callable[[Any], None] | None = None,
                on_error: Callable[[BaseException], None] | None = None,
                boards_first: bool = False) -> None:
        """Do an undoable command; it joins the undo stack only once it succeeded
        (``boards_first``: see :meth:`run`)."""
        def pushed(result):
            command.first_done = True
            self.undo_stack.push(command)
            if on_done is not None:
                on_done(result)
        self.run(command.text(), command.do, on_done=pushed, on_error=on_error,
                 boards_first=boards_first)

    def undo_failed(self, exc: BaseException) -> None:
        # the file and the stack no longer agree: start a fresh history
        self.undo_stack.clear()
        emit(self.failed, user_message(exc) + "\n\n" + tr("The undo history was cleared."))
        self.refresh()

    def heavy(self, method: str, *args, **kwargs):
        """Worker thread: a service call that may pair; the engine pairs in the pairing
        helper process (:mod:`arbiter_app.ui.pairproc`)."""
        from arbiter_app.ui import pairproc
        return pairproc.call(self, method, *args, **kwargs)

    def close(self) -> None:
        self.closed = True
        self.tasks.run(lambda: self.service.close(), label=tr("Closing"), on_error=lambda exc: None)
