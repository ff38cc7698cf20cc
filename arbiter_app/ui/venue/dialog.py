"""File › Venue server…: start and stop the venue server on the open file, see who is
connected, hand out the access codes, run the check-in (issue #39).

The dialog stays open beside the window while the arbiter works (it is not modal), and can
be closed and opened again: the server runs until it is stopped here or the file closes.
Every change it asks for is a service call on the worker thread; what it shows is read
there (:mod:`.state`) again after every change of the file, the venue's included."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import (QButtonGroup, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QHeaderView, QLabel, QPushButton, QRadioButton,
                               QSpinBox, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from arbiter_app.i18n import tr, trn
from arbiter_app.server.runner import DEFAULT_PORT, LOCAL, venue_addresses
from arbiter_app.services.venue import add_deputy, mark_missing_absent, remove_deputy, revoke
from arbiter_app.services.venue.codes import set_player_rule
from arbiter_app.ui.dialogs.fields import lay_out
from arbiter_app.ui.dialogs.screen import room
from arbiter_app.ui.venue.codes import CodesPanel
from arbiter_app.ui.venue.control import host_of
from arbiter_app.ui.venue.state import VenueState, read_state
from arbiter_app.ui.workers import user_message

#: who is connected is read this often (milliseconds)
CONNECTED_EVERY = 2000


class VenueDialog(QDialog):
    """The venue server of ``window``'s open file (its session and its
    :class:`~arbiter_app.ui.venue.control.VenueControl`)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window_ = window
        self.session = window.session
        self.control = window.venue_control
        self.state = VenueState()
        self._reading = self._again = False
        self._select = ""  # a holder's row to choose once the codes are read again
        self.setWindowTitle(tr("Venue server"))
        self.setModal(False)

        self.local = QRadioButton(tr("This &machine only ({address})", address=LOCAL))
        self.network = QRadioButton(tr("The venue's net&work"))
        self.local.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.local)
        group.addButton(self.network)
        self._hosts: list[str] | None = None  # this machine's addresses (a name look-up)
        self.network.toggled.connect(self._network_toggled)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(tr("any free port"))
        self.port.valueChanged.connect(lambda _v: self._show_server())
        port_label = QLabel(tr("&Port"))
        port_label.setBuddy(self.port)
        self.start_button = QPushButton(tr("&Start server"))
        self.start_button.clicked.connect(self._start_or_stop)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setMinimumWidth(300)
        listen = QVBoxLayout()
        listen.addWidget(self.local)
        listen.addWidget(self.network)
        form = QFormLayout()
        form.addRow(tr("Listen on"), listen)
        port_row = QHBoxLayout()
        port_row.addWidget(self.port)
        port_row.addWidget(self.start_button)
        port_row.addStretch(1)
        form.addRow(port_label, port_row)
        server_box = QGroupBox(tr("Server"))
        server_layout = QVBoxLayout(server_box)
        server_layout.addLayout(form)
        server_layout.addWidget(self.status)

        self.clients = QTreeWidget()
        self.clients.setRootIsDecorated(False)
        self.clients.setHeaderLabels([tr("Who"), tr("Address"), tr("Requests")])
        self.clients.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.clients.header().setStretchLastSection(False)
        self.clients_note = QLabel()
        self.clients_note.setWordWrap(True)
        clients_box = QGroupBox(tr("Connected (the last two minutes)"))
        clients_layout = QVBoxLayout(clients_box)
        clients_layout.addWidget(self.clients_note)
        clients_layout.addWidget(self.clients, 1)

        self.checkin_text = QLabel()
        self.checkin_text.setWordWrap(True)
        self.absent_button = QPushButton(tr("Mar&k them absent\u2026"))
        self.absent_button.clicked.connect(self._mark_absent)
        checkin_box = QGroupBox(tr("Check-in"))
        checkin_layout = QVBoxLayout(checkin_box)
        checkin_layout.addWidget(self.checkin_text)
        checkin_row = QHBoxLayout()
        checkin_row.addWidget(self.absent_button)
        checkin_row.addStretch(1)
        checkin_layout.addLayout(checkin_row)

        self.codes = CodesPanel()
        self.codes.add_deputy.connect(self._add_deputy)
        self.codes.remove_deputy.connect(self._remove_deputy)
        self.codes.revoke.connect(self._revoke)
        self.codes.rule_chosen.connect(self._set_rule)

        left = QVBoxLayout()
        left.addWidget(server_box)
        left.addWidget(clients_box, 1)
        left.addWidget(checkin_box)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addWidget(self.codes, 3)
        body = QWidget()
        body.setLayout(columns)
        self.buttons = lay_out(self, body, close_only=True)
        # wrapped texts make the natural size too small: the room a 1024x700 screen has
        self.resize(QSize(980, 640).boundedTo(room(self)))
        for button in self.findChildren(QPushButton):  # Enter never closes nor starts
            button.setAutoDefault(False)
            button.setDefault(False)
        order = [self.local, self.network, self.port, self.start_button, self.clients,
                 self.absent_button, *self.codes.tab_order(),
                 self.buttons.button(QDialogButtonBox.StandardButton.Close)]
        for first, second in zip(order, order[1:]):
            QWidget.setTabOrder(first, second)

        self.timer = QTimer(self)
        self.timer.setInterval(CONNECTED_EVERY)
        self.timer.timeout.connect(self.show_connected)
        self.session.changed.connect(self._file_changed)
        self._show_server()
        self.show_connected()
        self._show_checkin()
        self.reload()

    # -- reading ---------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the codes and the check-in again (on the worker)."""
        if self._reading:
            self._again = True
            return
        self._reading = True

        def done(state: VenueState) -> None:
            self._reading = False
            self._show_state(state)
            if self._again:
                self._again = False
                self.reload()

        def failed(exc: BaseException) -> None:
            self._reading = self._again = False
            self.status.setText(user_message(exc))
        # the first reading says so; the next ones follow the file's changes quietly
        label = "" if self.state.codes else tr("Reading the venue's codes")
        self.session.run(label, read_state, refresh=False, on_done=done, on_error=failed)

    def _file_changed(self, _snapshot) -> None:
        if self.isVisible():
            self.reload()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.timer.start()
        if self.state.codes or self.state.refusal:  # opened again: maybe changed since
            self.reload()

    def hideEvent(self, event) -> None:
        self.timer.stop()
        super().hideEvent(event)

    def _show_state(self, state: VenueState) -> None:
        self.state = state
        select, self._select = self._select, ""
        self.codes.show_codes(state.codes, state.rule, select)
        self.codes.writable(not state.refusal)
        self._show_server()
        self._show_checkin()

    # -- the server ------------------------------------------------------------------------
    def _show_server(self) -> None:
        control = self.control
        running, starting = control.running, control.starting
        for widget in (self.local, self.network, self.port):
            widget.setEnabled(not running and not starting)
        self.start_button.setText(tr("S&top server") if running else tr("&Start server"))
        self.start_button.setEnabled(not starting and (running or not self.state.refusal))
        if self.state.refusal:
            self.status.setText(tr("The server cannot serve this file: {reason}.",
                                   reason=self.state.refusal))
            self.codes.set_address("")
            return
        if starting:
            self.status.setText(tr("Starting\u2026"))
            return
        if running:
            addresses = control.addresses()
            lines = "\n".join(addresses)
            self.status.setText(tr("Serving. Phones and tablets open:\n{addresses}",
                                   addresses=lines) if control.server.host != LOCAL else
                                tr("Serving on this machine only:\n{addresses}",
                                   addresses=lines))
            self.codes.set_address(addresses[0] if addresses else "")
            return
        port = self.port.value()
        if self.network.isChecked():
            if self._hosts is None:
                self._hosts = venue_addresses()
            hosts = self._hosts
            where = tr("Phones and tablets will open:\n{addresses}", addresses="\n".join(
                f"http://{h}:{port}/" for h in hosts)) if hosts and port else (
                tr("Phones and tablets will open the address shown once it runs.") if hosts
                else tr("This machine is on no network now."))
        else:
            hosts = [LOCAL]
            where = tr("Only a browser on this machine will reach it.")
        self.status.setText(tr("Not running.") + " " + where)
        self.codes.set_address(f"http://{hosts[0]}:{port}/" if hosts and port else "")

    def _network_toggled(self, on: bool) -> None:
        if on:
            self._hosts = None  # looked up again: the laptop may have joined a network
        self._show_server()

    def _start_or_stop(self) -> None:
        if self.control.running:
            self.stop()
            return
        if self.control.server is not None:  # it ended by itself: put away first
            self.window_.stop_venue()
        self.control.start(self.session, host_of(self.network.isChecked()), self.port.value(),
                           on_done=self._started, on_error=self._not_started)
        self._show_server()

    def _started(self, addresses: list[str]) -> None:
        self.window_.venue_started(addresses)
        self._show_server()
        self.show_connected()
        self.start_button.setFocus()

    def _not_started(self, exc: BaseException) -> None:
        self._show_server()
        text = user_message(exc)
        self.status.setText(tr("Not running: {reason}", reason=text))
        self.window_.show_error(tr("The venue server did not start: {reason}", reason=text))

    def stop(self) -> None:
        self.window_.stop_venue()
        self._show_server()
        self.show_connected()

    def show_connected(self) -> None:
        """Who is connected now (every two seconds while the dialog is shown)."""
        clients = self.control.connected()
        scrolled = self.clients.verticalScrollBar().value()
        self.clients.clear()
        for client in clients:
            item = QTreeWidgetItem([client.holder or tr("(public pages)"), client.address,
                                    str(client.requests)])
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight)
            self.clients.addTopLevelItem(item)
        for column in (1, 2):
            self.clients.resizeColumnToContents(column)
        self.clients.verticalScrollBar().setValue(scrolled)
        if not self.control.running:
            self.clients_note.setText(tr("The server is not running."))
        else:
            holders = sum(1 for c in clients if c.holder)
            self.clients_note.setText(trn("{n} code holder, {public} on the public pages",
                                          "{n} code holders, {public} on the public pages",
                                          holders, public=len(clients) - holders))

    # -- the check-in ----------------------------------------------------------------------
    def _show_checkin(self) -> None:
        state = self.state.checkin
        missing = len(state.missing)
        if self.state.refusal:
            text = ""
        elif not state.round_no:
            text = tr("Every round is paired: there is no check-in.")
        elif not missing:
            text = tr("Every player of round {round} has checked in or asked for a bye.",
                      round=state.round_no)
        else:
            text = trn("{n} player not checked in for round {round} ({present} checked in).",
                       "{n} players not checked in for round {round} ({present} checked in).",
                       missing, round=state.round_no, present=len(state.present))
        self.checkin_text.setText(text)
        self.absent_button.setEnabled(bool(missing) and not self.state.refusal)

    def _mark_absent(self) -> None:
        state = self.state.checkin
        if not state.missing:
            return
        names = self.state.missing
        listed = ", ".join(names[:12]) + (", \u2026" if len(names) > 12 else "")
        if not self.window_.ask(trn(
                "Mark {n} player absent in round {round}: not paired, a zero-point bye?\n\n"
                "{players}\n\nEach absence can be taken back in Players \u203a Requested bye "
                "/ absence.",
                "Mark {n} players absent in round {round}: not paired, a zero-point bye?\n\n"
                "{players}\n\nEach absence can be taken back in Players \u203a Requested bye "
                "/ absence.", len(names), round=state.round_no, players=listed)):
            return

        def done(value) -> None:
            round_no, numbers = value
            self.window_.status(trn("Round {round}: {n} player marked absent (not checked in).",
                                    "Round {round}: {n} players marked absent (not checked "
                                    "in).", len(numbers), round=round_no))
        self.session.run(tr("Marking the players absent"), mark_missing_absent, on_done=done,
                         on_error=self._refused)

    # -- the codes -------------------------------------------------------------------------
    def _add_deputy(self, name: str, first: int, last: int) -> None:
        def done(holder) -> None:
            self._select = holder.key
            self.codes.deputy_added()
            self.window_.status(tr("Named {who}.", who=holder.shown()))
        self.session.run(tr("Naming a deputy"), lambda s: add_deputy(s, name, first, last),
                         on_done=done, on_error=self._refused)

    def _remove_deputy(self, holder) -> None:
        if not self.window_.ask(tr("Remove {who}? The code is refused from now on.",
                                   who=holder.shown())):
            return
        self.session.run(tr("Removing a deputy"), lambda s: remove_deputy(s, holder.name),
                         on_done=lambda _r: self.window_.status(
                             tr("Removed {who}.", who=holder.shown())),
                         on_error=self._refused)

    def _revoke(self, holder, code: str) -> None:
        if not self.window_.ask(tr("Revoke the code {code} of {who}? It is refused from now "
                                   "on, and {who} gets a new code.", code=code,
                                   who=holder.shown())):
            return
        self._select = holder.key

        def done(new: str) -> None:
            self.window_.status(tr("The code of {who} was revoked; the new one is {code}.",
                                   who=holder.shown(), code=new))
        self.session.run(tr("Revoking a code"), lambda s: revoke(s, holder), on_done=done,
                         on_error=self._refused)

    def _set_rule(self, rule: str) -> None:
        if rule == self.state.rule:
            return
        self.session.run(tr("Setting the players' result entry"),
                         lambda s: set_player_rule(s, rule), on_error=self._refused)

    def _refused(self, exc: BaseException) -> None:
        self.window_.show_error(user_message(exc))
        self.reload()


__all__ = ["VenueDialog"]
