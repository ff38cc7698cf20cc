"""Print, PDF and TRF export of the main window."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.ui.views.rounds import RoundView
from arbiter_app.i18n import N_, tr

#: (document kind, menu label, shortcut) of File > Print and File > Export PDF
DOCUMENT_MENU = (
    ("pairings", N_("&Pairing list of the current round"), "Ctrl+P"),
    ("alphabetical", N_("&Alphabetical pairing list of the current round"), None),
    ("ranking", N_("Starting-&rank list"), None),
    ("standings", N_("&Standings"), None),
    ("crosstable", N_("&Crosstable"), None),
    ("ratings", N_("Rating c&hanges and performances"), None),
    # a team event's own (issue #37), shown only when one is open
    ("match-cards", N_("&Match cards of the current round"), None),
    ("boards", N_("&Board standings"), None),
)
#: the kinds only a team event has (their menu entries are hidden in an individual event)
TEAM_ONLY = ("match-cards", "boards")


def team_event(window) -> bool:
    """Whether the tournament open in ``window`` is a team event (its service knows it,
    read once from the file and kept)."""
    service = getattr(getattr(window, "session", None), "service", None)
    if service is None or getattr(window, "snapshot", None) is None:
        return False
    try:
        return bool(service.is_team_event)
    except Exception:  # a closed or unreadable file: the individual menus
        return False


class OutputActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    def add_output_menus(self, file_menu) -> None:
        print_menu = file_menu.addMenu(tr("&Print"))
        pdf_menu = file_menu.addMenu(tr("Export P&DF"))
        self.output_actions = []
        #: ("print" | "pdf", document kind) -> its menu action
        self.document_actions = {}
        #: "print" | "pdf" -> its menu (the team entries come and go with the event's kind)
        self.document_menus = {"print": print_menu, "pdf": pdf_menu}
        for kind, label, shortcut in DOCUMENT_MENU:
            act = self.action(tr(label) + "\u2026", lambda k=kind: self.print_document(k),
                              shortcut)
            act.read_only_ok = True
            pdf = self.action(tr(label) + "\u2026", lambda k=kind: self.export_pdf(k))
            pdf.read_only_ok = True
            if kind not in TEAM_ONLY:  # those: in a team event's menus only
                print_menu.addAction(act)
                pdf_menu.addAction(pdf)
            self.output_actions += [act, pdf]
            self.document_actions[("print", kind)] = act
            self.document_actions[("pdf", kind)] = pdf
        print_menu.aboutToShow.connect(self.show_team_documents)
        pdf_menu.aboutToShow.connect(self.show_team_documents)

    def show_team_documents(self) -> None:
        """The match cards and the board standings are in the menus of a team event only
        (at their end, as :data:`DOCUMENT_MENU` lists them)."""
        team = team_event(self)
        for (how, kind), act in self.document_actions.items():
            if kind not in TEAM_ONLY:
                continue
            menu = self.document_menus[how]
            if team and act not in menu.actions():
                menu.addAction(act)
            elif not team and act in menu.actions():
                menu.removeAction(act)

    def _current_round(self) -> int | None:
        widget = self.tabs.currentWidget()
        if isinstance(widget, RoundView):
            return widget.round_no
        if team_event(self):  # a team round's tab, else the last round paired
            round_no = getattr(widget, "round_no", None)
            return round_no if isinstance(round_no, int) else None
        return self.snapshot.tournament.rounds_played if self.snapshot.tournament.rounds else None

    def with_document(self, kind: str, then) -> None:
        """``then(document)`` with the document ``kind`` (:meth:`document`); a team event's
        is built by the services on the worker (from its team level).  An error is shown."""
        from arbiter_app.services import ServiceError
        if team_event(self):
            from arbiter_app.services.documents import read_document
            from arbiter_app.services.documents.team_documents import TEAM_ROUND_KINDS
            round_no = self._current_round() if kind in TEAM_ROUND_KINDS else None
            self.session.run(tr("Preparing the document"),
                             lambda s: read_document(s, kind, round_no), refresh=False,
                             on_done=then, on_error=lambda exc: self.show_error(
                                 str(exc) if isinstance(exc, ServiceError) else
                                 tr("The document could not be made: {exc}", exc=exc)))
            return
        try:
            doc = self.document(kind)
        except ServiceError as exc:
            self.show_error(str(exc))
            return
        then(doc)

    def document(self, kind: str):
        """The document ``kind`` built by the services from the snapshot (the
        pairing lists: of the round shown, else the last); DocumentError when
        there is none."""
        from arbiter_app.services.documents import ROUND_KINDS
        from arbiter_app.ui import printing
        round_no = self._current_round() if kind in ROUND_KINDS else None
        return printing.document(self.snapshot, kind, round_no)

    def print_document(self, what: str) -> None:
        self.with_document(what, self._print_built)

    def _print_built(self, doc) -> None:
        from arbiter_app.ui import printing
        printer = self.ask_printer()
        if printer is None:
            return
        try:
            printing.print_on(printer, doc)
        except OSError as exc:
            self.show_error(tr('The document could not be printed: {exc}', exc=exc.strerror or exc))
            return
        self.status(tr('Printed {title}.', title=doc.title))

    def ask_printer(self):
        """The printer the arbiter chose in the print dialog, or None."""
        from PySide6.QtPrintSupport import QPrintDialog

        from arbiter_app.ui import printing
        printer = printing.make_printer()
        return printer if self.run_dialog(QPrintDialog(printer, self)) else None

    def export_pdf(self, what: str, path: str | None = None) -> None:
        self.with_document(what, lambda doc: self._export_built(doc, path))

    def _export_built(self, doc, path: str | None) -> None:
        from arbiter_app.ui import printing
        if path is None:
            suggestion = str(Path(self.snapshot.path).with_name(doc.file_stem + ".pdf"))
            path = self.ask_save_path(tr("Export PDF"), tr("PDF files (*.pdf)"), suggestion)
            if not path:
                return
        try:
            written = printing.export_pdf(doc.html, path, landscape=doc.landscape)
        except OSError as exc:
            self.show_error(tr('The PDF could not be written: {exc}', exc=exc.strerror or exc))
            return
        self.status(tr('Saved {written}.', written=written))

    def export_trf(self, path: str | None = None, version: str = "trf2026") -> None:
        """File > Export TRF: TRF-2026 (the format in force) or TRF16, as the save
        dialog's file type says (see :meth:`ask_trf_export`)."""
        if path is None:
            suggestion = str(Path(self.snapshot.path).with_suffix(".trf"))
            path, version = self.ask_trf_export(suggestion)
            if not path:
                return
        self.session.run(tr("Exporting TRF"), lambda s: s.export_trf(Path(path), version),
                         refresh=False, on_done=lambda notices: self.status(
                             " ".join([tr('Saved {path}.', path=path)]
                                      + [w.text for w in notices or []])))

    def export_rating_report(self, path: str | None = None) -> None:
        """File > Export rating report: FIDE's rating report (TRF-2026, the fields of
        its column R filled from the tournament, services/report.py).  The fields
        still empty are shown first (ui/warnings ``confirm``: one question for
        level 3); the file is asked and written only after a yes."""
        from arbiter_app.services.report import ACTION
        from arbiter_app.ui import warnings as warnings_ui

        session = self.session

        def write(target: str) -> None:
            session.run(tr("Exporting the rating report"),
                        lambda s: s.export_rating_report(Path(target), confirm=True),
                        refresh=False, on_done=lambda _r: self.status(tr('Saved {target}.', target=target)))

        def checked(warnings) -> None:
            if not warnings_ui.confirm(self, warnings, tr(ACTION)):
                self.status(tr("Export the rating report: not done; nothing was written."))
                return
            target = path
            if target is None:
                suggestion = str(Path(self.snapshot.path).with_name(
                    Path(self.snapshot.path).stem + "-rating-report.trf"))
                target = self.ask_save_path(tr("Export rating report"),
                                            tr("TRF-2026 files (*.trf)"), suggestion)
                if not target:
                    return
            write(target)

        session.run(tr("Checking the rating report"), lambda s: s.rating_report_problems(),
                    refresh=False, on_done=checked)

    #: the save dialog's file types (translated where shown) -> the TRF version written
    TRF_EXPORT_TYPES = {N_("TRF-2026, FIDE's format in force (*.trf)"): "trf2026",
                        N_("TRF16, with the XXR/XXC/XXP lines of the pairing engines (*.trf)"):
                            "trf16"}

    def ask_trf_export(self, suggestion: str) -> tuple[str, str]:
        """The file to export to and the version its file type names ("" when
        cancelled); the tests replace it."""
        from PySide6.QtWidgets import QFileDialog

        types = {tr(text): version for text, version in self.TRF_EXPORT_TYPES.items()}
        path, chosen = QFileDialog.getSaveFileName(
            self, tr("Export TRF"), str(self.file_folder() / Path(suggestion).name),
            ";;".join(types))
        return path, types.get(chosen, "trf2026")

    def show_audit_log(self) -> None:
        from arbiter_app.ui.dialogs.audit import AuditDialog
        self.session.run(tr("Reading the audit log"), lambda s: s.audit_log(), refresh=False,
                         on_done=lambda entries: self.open_audit_dialog(AuditDialog(entries, self)))

    def open_audit_dialog(self, dialog) -> None:
        self.run_dialog(dialog)

    def edit_settings(self) -> None:
        from arbiter_app.ui import warnings as warnings_ui
        from arbiter_app.ui.commands import SetRoundDate, UpdateSettings, settings_dict
        from arbiter_app.ui.dialogs.round_dates import round_dates_of
        from arbiter_app.ui.dialogs.tournament import TournamentDialog

        if self.snapshot.teams:  # a team event has settings of its own (ui/teams)
            self.edit_team_settings()
            return
        dates = round_dates_of(self.snapshot.tournament)

        def got(settings):
            old = settings_dict(settings)
            dialog = TournamentDialog(self, dict(old, round_dates=dates), editing=True)
            if not self.run_dialog(dialog):
                return
            new = dialog.values()
            new.pop("system", None)
            changed_dates = dialog.round_dates.changes()

            def set_dates(_result=None) -> None:  # after the settings: rounds may be added
                for round_no, date in sorted(changed_dates.items()):
                    self.session.perform(SetRoundDate(self.session, round_no,
                                                      dates.get(round_no, ""), date))
            if not UpdateSettings(self.session, old, new).new:
                set_dates()
                return
            # after round 1, in FIDE mode: the service's level 4 warning, asked twice
            warnings_ui.perform(self, lambda confirm: UpdateSettings(self.session, old, new,
                                                                     confirm), on_done=set_dates)
        self.session.run(tr("Reading the settings"), lambda s: s.settings(), on_done=got,
                         refresh=False)
