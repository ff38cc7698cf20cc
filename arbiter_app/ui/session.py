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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import GameResult, Tournament
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.ui.models.rows import (PairingRow, StandingRow, crosstable, pairing_rows,
                                        player_rows, score_standings, standings)
from arbiter_app.ui.workers import TaskManager, user_message
from arbiter_app.ui.qtcompat import emit
from arbiter_app.i18n import tr

log = logging.getLogger(__name__)


@dataclass
class Snapshot:
    """Everything the views show, read and turned into rows on the worker
    thread after a change, so the GUI thread only hands rows to models."""

    path: Path
    read_only: bool
    tournament: Tournament
    pairings: dict[int, Pairing | None] = field(default_factory=dict)
    hist: dict[int, PlayerHistory] = field(default_factory=dict)
    tiebreaks: list[str] = field(default_factory=list)
    standing_headers: list[str] = field(default_factory=list)
    standing_rows: list[StandingRow] = field(default_factory=list)
    player_rows: list[tuple] = field(default_factory=list)
    round_rows: dict[int, list[PairingRow]] = field(default_factory=dict)
    cross_headers: list[str] = field(default_factory=list)
    cross_rows: list[tuple] = field(default_factory=list)
    #: the refreshing ops (Session.issued) this snapshot has seen done, all of them
    covered: int = 0

    @property
    def last_round_unplayed(self) -> bool:
        """The last round is paired and no result has been entered yet."""
        t = self.tournament
        if not t.rounds:
            return False
        return all(g.result is GameResult.PENDING for g in t.rounds[-1].games)


class SnapshotReader:
    """Reads snapshots on the worker thread, keeping what cannot have changed
    (stored pairings of rounds before the last, the tie-break list)."""

    def __init__(self) -> None:
        self._pairings: dict[int, tuple[tuple, Pairing | None, list]] = {}
        self.tiebreaks: list[str] | None = None

    def settings_changed(self) -> None:
        self.tiebreaks = None

    def read(self, service) -> Snapshot:
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
        return build_snapshot(Path(service.path), bool(getattr(service, "read_only", False)),
                              t, pairings, list(self.tiebreaks), broken)


def build_snapshot(path: Path, read_only: bool, t: Tournament,
                   pairings: dict[int, Pairing | None], tiebreaks: list[str],
                   broken: dict[int, list] | None = None) -> Snapshot:
    """Histories, standings and every table's rows of ``t`` (no Qt)."""
    hist = histories(t)
    try:
        headers, rows = standings(t, tiebreaks)
    except Exception as exc:  # never lose the window over a tie-break: show points only
        log.error("standings with tie-breaks %s failed: %s", tiebreaks, exc)
        headers, rows = score_standings(t, hist)
    order = [r.number for r in rows] or sorted(t.players)
    cross_headers, cross_rows = crosstable(t, order, hist)
    return Snapshot(path, read_only, t, pairings, hist, tiebreaks, headers, rows,
                    player_rows(t, hist),
                    {r: pairing_rows(t, r, pairings.get(r), hist, (broken or {}).get(r))
                     for r in range(1, t.rounds_played + 1)},
                    cross_headers, cross_rows)


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
            refresh: bool = True) -> None:
        """Run ``op(service)`` on the worker; then refresh the snapshot (on the
        worker too) and call ``on_done(result)`` on the GUI thread."""
        reader = self.reader
        if refresh:
            with self._lock:
                self._refreshes += 1
                self.issued += 1

        def job():
            covered = 0
            try:
                result = op(self.service)  # the current one: pairing may reopen the file
            finally:
                if refresh:
                    with self._lock:
                        self._refreshes -= 1
                        last = self._refreshes == 0
                        # one worker: every op queued so far has run (none is queued)
                        covered = self.issued if last else 0
            # typing results quickly queues many ops: read the file once, after the last
            snapshot = reader.read(self.service) if refresh and last else None
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

    def refresh(self) -> None:
        self.run(tr("Reading the tournament"), lambda service: None)

    def perform(self, command, on_done: Callable[[Any], None] | None = None,
                on_error: Callable[[BaseException], None] | None = None) -> None:
        """Do an undoable command; it joins the undo stack only once it succeeded."""
        def pushed(result):
            command.first_done = True
            self.undo_stack.push(command)
            if on_done is not None:
                on_done(result)
        self.run(command.text(), command.do, on_done=pushed, on_error=on_error)

    def undo_failed(self, exc: BaseException) -> None:
        # the file and the stack no longer agree: start a fresh history
        self.undo_stack.clear()
        emit(self.failed, user_message(exc) + "\n\n" + tr("The undo history was cleared."))
        self.refresh()

    def heavy(self, method: str, *args, **kwargs):
        """Worker thread: a service call that may pair, run in the pairing process."""
        from arbiter_app.ui import pairproc
        return pairproc.call(self, method, *args, **kwargs)

    def close(self) -> None:
        self.closed = True
        self.tasks.run(lambda: self.service.close(), label=tr("Closing"), on_error=lambda exc: None)
