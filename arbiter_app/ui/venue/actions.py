"""The main window's part of the venue server (issue #39): File › Venue server…, the
results arriving from the venue, the server stopped before the file closes.

A change made at the venue (a deputy's result, a player's, a check-in) reaches the window as
a line of news from the server's thread (:class:`~.arrivals.Arrivals`); the window reads the
file again, as after its own changes, and says the change in the status bar.

The undo history is kept when the venue changes the file: every change of the window is
undone or redone as before, except that nothing the window does ever replaces a result it
did not see.  A result typed, undone or redone over a board that got another result at the
venue in the meantime is refused and the venue's result stays (see
:class:`~arbiter_app.ui.commands.RecordResult`); a refused undo clears the history, as any
undo that fails does.  The other changes of the window touch nothing the venue changes
(the venue enters results of the current round, check-ins and absences of the next one; an
undo that would unpair a round with results is refused by the services)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from arbiter_app.i18n import tr, trn
from arbiter_app.ui.venue.control import VenueControl


class VenueActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    venue_control: VenueControl | None = None
    venue_dialog = None

    def add_venue_menu(self, menu) -> None:
        self.venue_control = VenueControl(self.tasks, self.venue_arrived, self)
        self.venue_label = QLabel(self)
        self.venue_label.setVisible(False)
        self.statusBar().addPermanentWidget(self.venue_label)
        self.act_venue = self.action(
            tr("&Venue server\u2026"), self.open_venue,
            tip=tr("Serve the pairings, result entry and check-in to the venue's phones and "
                   "tablets"))
        self.act_venue.read_only_ok = True  # the dialog says why a file cannot be served
        menu.addAction(self.act_venue)
        self.venue_actions = [self.act_venue]

    def open_venue(self) -> None:
        """File › Venue server…: the dialog (one a file; shown again when it is open)."""
        if self.session is None:
            return
        from arbiter_app.ui.venue.dialog import VenueDialog
        dialog = self.venue_dialog
        if dialog is None or dialog.session is not self.session:
            self._close_venue_dialog()
            dialog = self.venue_dialog = VenueDialog(self)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    # -- the server's news -------------------------------------------------------------
    def venue_started(self, addresses: list[str]) -> None:
        self.venue_label.setText(tr("Venue server: {address}",
                                    address=addresses[0] if addresses else ""))
        self.venue_label.setVisible(True)
        self.status(tr("The venue server runs at {addresses}.", addresses=", ".join(addresses)))

    def venue_arrived(self, texts: list[str]) -> None:
        """GUI thread: the server changed the file (``texts`` say how, oldest first)."""
        session = self.session
        if session is None:  # (news of a file closed since: it is in that file)
            return
        session.run("", lambda service: None)  # the file read again, as after a change here
        last = texts[-1]
        if len(texts) == 1:
            self.status(tr("From the venue: {change}", change=last))
        else:
            self.status(trn("From the venue: {change} (and {n} change before)",
                            "From the venue: {change} (and {n} changes before)",
                            len(texts) - 1, change=last))

    def stop_venue(self, refresh: bool = True) -> None:
        """Stop the server, if it runs (the requests in flight end first); ``refresh``:
        then read the file again (not when it is closing)."""
        control = self.venue_control
        if control is not None and control.stop():
            self.venue_label.setVisible(False)
            if refresh and self.session is not None:  # the last requests' changes, shown
                self.session.run("", lambda service: None)
            self.status(tr("The venue server stopped; every change is in the file."))

    def _close_venue_dialog(self) -> None:
        dialog, self.venue_dialog = self.venue_dialog, None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()

    # -- closing: the server stops first ------------------------------------------------
    def close_tournament(self) -> None:
        self.stop_venue(refresh=False)
        self._close_venue_dialog()
        super().close_tournament()


__all__ = ["VenueActions"]
