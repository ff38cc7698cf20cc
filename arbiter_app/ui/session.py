"""The open tournament as the window sees it.

A :class:`Session` owns one services ``TournamentService`` and a
:class:`~arbiter_app.ui.workers.TaskManager`.  Every call into the service runs
on the worker thread; after each change the worker also reads a fresh
:class:`Snapshot` (tournament, stored pairings, histories, standings), so the
GUI thread only turns ready data into table rows.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.ui.models.rows import StandingRow, score_standings, standings
from arbiter_app.ui.workers import TaskManager, user_message
from arbiter_app.ui.qtcompat import emit

log = logging.getLogger(__name__)


@dataclass
class Snapshot:
    """Everything the views show, read on the worker thread after a change."""

    path: Path
    read_only: bool
    tournament: Tournament
    pairings: dict[int, Pairing] = field(default_factory=dict)
    hist: dict[int, PlayerHistory] = field(default_factory=dict)
    tiebreaks: list[str] = field(default_factory=list)
    standing_headers: list[str] = field(default_factory=list)
    standing_rows: list[StandingRow] = field(default_factory=list)

    @property
    def last_round_unplayed(self) -> bool:
        """The last round is paired and no result has been entered yet."""
        t = self.tournament
        if not t.rounds:
            return False
        from arbiter_app.engine.model import GameResult
        return all(g.result is GameResult.PENDING for g in t.rounds[-1].games)


def read_snapshot(service) -> Snapshot:
    """Worker thread: everything the window shows, from the file."""
    t = service.tournament()
    pairings = {}
    for round_no in range(1, t.rounds_played + 1):
        try:
            pairings[round_no] = service.pairing(round_no)
        except Exception:  # explanations are a help, never a reason to fail
            pairings[round_no] = None
    try:
        tiebreaks = list(service.settings().tiebreaks)
    except Exception:
        tiebreaks = []
    hist = histories(t)
    try:
        headers, rows = standings(t, tiebreaks)
    except Exception as exc:  # never lose the window over a tie-break: show points only
        log.error("standings with tie-breaks %s failed: %s", tiebreaks, exc)
        headers, rows = score_standings(t, hist)
    return Snapshot(Path(service.path), bool(getattr(service, "read_only", False)), t, pairings,
                    hist, tiebreaks, headers, rows)


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

    # -- running ops -------------------------------------------------------
    def run(self, label: str, op: Callable[[Any], Any], *,
            on_done: Callable[[Any], None] | None = None,
            on_error: Callable[[BaseException], None] | None = None,
            refresh: bool = True) -> None:
        """Run ``op(service)`` on the worker; then refresh the snapshot (on the
        worker too) and call ``on_done(result)`` on the GUI thread."""
        service = self.service

        def job():
            result = op(service)
            return result, (read_snapshot(service) if refresh else None)

        def done(value):
            result, snapshot = value
            if snapshot is not None:
                self.snapshot = snapshot
                emit(self.changed, snapshot)
            if on_done is not None:
                on_done(result)

        def error(exc: BaseException):
            if on_error is not None:
                on_error(exc)
            else:
                emit(self.failed, user_message(exc))

        self.tasks.run(job, label=label, on_done=done, on_error=error)

    def refresh(self) -> None:
        self.run("Reading the tournament", lambda service: None)

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
        emit(self.failed, user_message(exc) + "\n\nThe undo history was cleared.")
        self.refresh()

    def close(self) -> None:
        service = self.service
        self.tasks.run(service.close, label="Closing", on_error=lambda exc: None)
