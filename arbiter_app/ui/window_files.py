"""Opening, creating, importing and closing a tournament file in the main window,
and the recent files (a mixin of :class:`~arbiter_app.ui.main_window.MainWindow`).

A file is opened on the worker thread; once open, its service becomes the window's
session.  One file is opened once: a second Enter on the recent list, or Open recent
on the file already open, does nothing more (issue #35)."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtGui import QAction

from arbiter_app.i18n import N_, tr
from arbiter_app.ui.qtcompat import disconnect
from arbiter_app.ui.session import Session
from arbiter_app.ui.warnings import confirm as confirm_warnings

log = logging.getLogger(__name__)

#: the file dialogs' types (translated where shown; the patterns stay)
FILE_FILTER = N_("Arbiter tournaments (*.arbiter);;All files (*)")
TRF_FILTER = N_("TRF files (*.trf *.txt);;All files (*)")


class FileActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    def refresh_recent(self) -> None:
        try:
            from arbiter_app.services import recent_files
            paths = [Path(p) for p in recent_files()]
        except Exception as exc:  # the list is a convenience only
            log.warning("recent files unavailable: %s", exc)
            paths = []
        self.start.set_recent(paths)
        self.recent_menu.clear()
        for path in paths:
            act = QAction(str(path), self)
            act.triggered.connect(lambda checked=False, p=str(path): self.open_path(p))
            self.recent_menu.addAction(act)
        self.recent_menu.setEnabled(bool(paths))

    def new_tournament(self) -> None:
        from arbiter_app.ui.dialogs.tournament import TournamentDialog
        dialog = TournamentDialog(self)
        if not self.run_dialog(dialog):
            return
        values = dialog.values()
        suggestion = "".join(c if c.isalnum() else "-" for c in values["name"]).strip("-") + ".arbiter"
        path = self.ask_save_path(tr("Save the new tournament as"), tr(FILE_FILTER), suggestion)
        if path:
            self.create_tournament(path, values)

    def create_tournament(self, path: str, values: dict) -> None:
        """``values``: the dialog's; with ``teams`` True a team event (issue #37)."""
        from arbiter_app.services import NewTournament, TournamentService
        path = _with_suffix(path)
        values = dict(values)
        if values.pop("teams", False):
            from arbiter_app.services.teams import NewTeamEvent
            self._start(lambda: TournamentService.create_team_event(path, NewTeamEvent(**values)),
                        tr("Creating {name}", name=path.name))
            return
        self._start(lambda: TournamentService.create(path, NewTournament(**values)),
                    tr("Creating {name}", name=path.name))

    def open_tournament(self) -> None:
        path = self.ask_open_path(tr("Open a tournament"), tr(FILE_FILTER))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> None:
        from arbiter_app.services import TournamentService
        wanted = _file_key(path)
        if wanted in self._opening:
            return  # already on its way: opening it again would find its lock (#35)
        if self.snapshot is not None and _file_key(self.snapshot.path) == wanted:
            # open in this window already: a second open would only see it read-only
            self.stack.setCurrentWidget(self.tabs)
            self.focus_current_tab()
            self.status(tr("{name} is already open.", name=Path(path).name))
            return
        self._opening.add(wanted)
        self._start(lambda: TournamentService.open(Path(path)), tr("Opening {name}", name=Path(path).name),
                    finished=lambda: self._opening.discard(wanted))

    def import_trf(self) -> None:
        trf = self.ask_open_path(tr("Import a TRF file"), tr(TRF_FILTER))
        if not trf:
            return
        from arbiter_app.services.service import trf_proposal

        def ask(proposal) -> None:  # what the file names (192, 202), if anything
            from arbiter_app.ui.dialogs.system import ImportDialog
            dialog = ImportDialog(Path(trf).name, self, *proposal)
            if not self.run_dialog(dialog):
                return
            system, tiebreaks = dialog.values()
            out = self.ask_save_path(tr("Save the imported tournament as"), tr(FILE_FILTER),
                                     str(Path(trf).with_suffix(".arbiter")))
            if out:
                self.import_trf_path(trf, out, system, tiebreaks)
        # the file is read on the worker (a big one takes a moment), never on this thread
        self.tasks.run(lambda: trf_proposal(trf), label=tr('Reading {name}', name=Path(trf).name),
                       on_done=ask)

    def import_trf_path(self, trf: str, out: str, system: str,
                        tiebreaks: list[str] | None = None) -> None:
        from arbiter_app.services import TournamentService
        out_path = _with_suffix(out)
        note = "" if tiebreaks else tr(
            "{trf} imported as {name}. No tie-breaks are set: the standings are by score "
            "only; choose them in File \u203a Tournament settings.", trf=Path(trf).name,
            name=out_path.name)

        def start(confirm: bool) -> None:
            self._start(lambda: TournamentService.import_trf(Path(trf), out_path, system,
                                                             tiebreaks, confirm=confirm),
                        tr("Importing {name}", name=Path(trf).name), note=note,
                        on_question=None if confirm else lambda exc: (
                            start(True) if confirm_warnings(self, exc) else self.status(
                                tr('{name} was not imported.', name=Path(trf).name))))
        start(False)

    def _start(self, opener, label: str, note: str = "", on_question=None,
               finished=None) -> None:
        """Open a service on the worker, then show it (and ``note``, if any);
        ``on_question`` takes a NeedsConfirmation (the import's re-check, Q55);
        ``finished`` is called first, whether the opening worked or not."""
        def opened(service):
            from arbiter_app.services import add_recent_file
            if finished is not None:
                finished()
            notices = getattr(service, "import_notices", [])
            self._attach(service)
            try:
                add_recent_file(Path(service.path))
            except Exception as exc:
                log.warning("recent files not updated: %s", exc)
            self.refresh_recent()
            told = "\n\n".join([note] * bool(note) + [w.text for w in notices])
            if told:  # the import's notes (Q166: unknown results read as adjourned)
                self.inform(told)
        def failed(exc: BaseException) -> None:
            from arbiter_app.services import NeedsConfirmation
            if finished is not None:
                finished()
            if on_question is not None and isinstance(exc, NeedsConfirmation):
                on_question(exc)
            else:
                self.open_failed(exc)  # offers a backup when the file is damaged
        self.tasks.run(opener, label=label, on_done=opened, on_error=failed)

    def _attach(self, service) -> None:
        self.close_tournament()
        self.session = Session(service, self.tasks, self)
        self.session.changed.connect(self._show)
        self.session.failed.connect(self.show_error)
        self.session.undo_stack.indexChanged.connect(lambda _i: self._update_actions())
        self.session.refresh()

    def close_tournament(self) -> None:
        if self.session is None:
            return
        for signal in (self.session.changed, self.session.failed,
                       self.session.undo_stack.indexChanged):
            disconnect(signal)
        self.session.close()
        self.session.deleteLater()
        self.session = None
        self.snapshot = None
        self.typed_results = {}
        self.stack.setCurrentWidget(self.start)
        # the next file starts afresh: no round tab, cursor, scroll or filter of this one
        self._sync_round_tabs(0)
        self.players_view.reset()
        self.start.focus_recent()
        self._update_title()
        self._update_actions()


def _file_key(path) -> str:
    """One spelling of a file's place, to tell whether two paths name the same file."""
    return os.path.normcase(os.path.realpath(path))


def _with_suffix(path: str) -> Path:
    p = Path(path)
    return p if p.suffix else p.with_suffix(".arbiter")
