"""Print, PDF and TRF export of the main window."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.ui.views.rounds import RoundView
from arbiter_app.ui.workers import user_message


class OutputActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    def add_output_menus(self, file_menu) -> None:
        print_menu = file_menu.addMenu("&Print")
        pdf_menu = file_menu.addMenu("Export P&DF")
        self.output_actions = []
        for what, label in (("pairings", "&Pairing list of the current round"),
                            ("standings", "&Standings"), ("crosstable", "&Crosstable")):
            act = self.action(label + "\u2026", lambda w=what: self.print_document(w),
                              "Ctrl+P" if what == "pairings" else None)
            act.read_only_ok = True
            print_menu.addAction(act)
            pdf = self.action(label + "\u2026", lambda w=what: self.export_pdf(w))
            pdf.read_only_ok = True
            pdf_menu.addAction(pdf)
            self.output_actions += [act, pdf]

    def _current_round(self) -> int | None:
        widget = self.tabs.currentWidget()
        if isinstance(widget, RoundView):
            return widget.round_no
        return self.snapshot.tournament.rounds_played if self.snapshot.tournament.rounds else None

    def document_html(self, what: str) -> tuple[str, str]:
        """(html, suggested file name) of a document; ValueError when there is none."""
        from arbiter_app.ui import printing
        snap = self.snapshot
        stem = "".join(c if c.isalnum() else "-" for c in snap.tournament.info.name).strip("-")
        if what == "pairings":
            round_no = self._current_round()
            if round_no is None:
                raise ValueError("No round is paired yet: there is no pairing list to print.")
            return printing.pairing_list_html(snap, round_no), f"{stem}-round-{round_no}.pdf"
        if what == "standings":
            return printing.standings_html(snap), f"{stem}-standings.pdf"
        return printing.crosstable_html(snap), f"{stem}-crosstable.pdf"

    def print_document(self, what: str) -> None:
        from arbiter_app.ui import printing
        try:
            html, _name = self.document_html(what)
            printing.print_html(html, self)
        except (ValueError, OSError) as exc:
            self.show_error(user_message(exc))

    def export_pdf(self, what: str, path: str | None = None) -> None:
        from arbiter_app.ui import printing
        try:
            html, name = self.document_html(what)
        except ValueError as exc:
            self.show_error(str(exc))
            return
        if path is None:
            suggestion = str(Path(self.snapshot.path).with_name(name))
            path = self.ask_save_path("Export PDF", "PDF files (*.pdf)", suggestion)
            if not path:
                return
        try:
            written = printing.export_pdf(html, path, landscape=(what == "crosstable"))
        except OSError as exc:
            self.show_error(f"The PDF could not be written: {user_message(exc)}")
            return
        self.status(f"Saved {written}.")

    def export_trf(self, path: str | None = None) -> None:
        if path is None:
            suggestion = str(Path(self.snapshot.path).with_suffix(".trf"))
            path = self.ask_save_path("Export TRF", "TRF files (*.trf);;All files (*)", suggestion)
            if not path:
                return
        self.session.run("Exporting TRF", lambda s: s.export_trf(Path(path)), refresh=False,
                         on_done=lambda _r: self.status(f"Saved {path}."))

    def show_audit_log(self) -> None:
        from arbiter_app.ui.dialogs.audit import AuditDialog
        self.session.run("Reading the audit log", lambda s: s.audit_log(), refresh=False,
                         on_done=lambda entries: self.open_audit_dialog(AuditDialog(entries, self)))

    def open_audit_dialog(self, dialog) -> None:  # tests replace this
        dialog.exec()

    def edit_settings(self) -> None:
        from arbiter_app.ui.commands import UpdateSettings, settings_dict
        from arbiter_app.ui.dialogs.tournament import TournamentDialog

        def got(settings):
            old = settings_dict(settings)
            dialog = TournamentDialog(self, old, editing=True)
            if dialog.exec() != TournamentDialog.DialogCode.Accepted:
                return
            new = dialog.values()
            new.pop("system", None)
            command = UpdateSettings(self.session, old, new)
            if command.new:
                self.session.perform(command)
        self.session.run("Reading the settings", lambda s: s.settings(), on_done=got,
                         refresh=False)
