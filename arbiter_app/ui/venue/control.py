"""The venue server's life in the window: started on the worker thread, on the open file's
service, with the window's worker as its one writer; stopped before the file closes.

The server's changes and the window's run strictly one after the other on the worker
(:meth:`TaskManager.submit`); its news comes back through :class:`.arrivals.Arrivals`.
Stopping runs on the GUI thread, never on the worker: the requests in flight finish first,
and their changes are made by the worker."""

from __future__ import annotations

import logging
from typing import Callable

from PySide6.QtCore import QObject

from arbiter_app.i18n import tr
from arbiter_app.server.runner import EVERY_ADDRESS, LOCAL, VenueServer, check_served
from arbiter_app.server.venue import Client, Venue
from arbiter_app.ui.venue.arrivals import Arrivals

log = logging.getLogger(__name__)


class VenueControl(QObject):
    """At most one server, on the file of one session; ``on_arrival(texts)`` is told of the
    server's changes on the GUI thread."""

    def __init__(self, tasks, on_arrival: Callable[[list[str]], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = tasks
        self.arrivals = Arrivals(on_arrival, self)
        self.server: VenueServer | None = None
        self.session = None  # the session served
        self._addresses: list[str] = []  # where it serves (found once: a name look-up)
        self._starting = None  # the session a start is under way for

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    @property
    def starting(self) -> bool:
        return self._starting is not None

    def addresses(self) -> list[str]:
        return list(self._addresses) if self.server is not None else []

    def connected(self) -> list[Client]:
        return self.server.venue.connected() if self.server is not None else []

    def start(self, session, host: str, port: int, on_done: Callable[[list[str]], None],
              on_error: Callable[[BaseException], None]) -> None:
        """Serve ``session``'s file on ``host``:``port`` (0: a free port); ``on_done(the
        addresses)`` or ``on_error(exc)`` on the GUI thread."""
        if self.server is not None or self._starting is not None:
            return
        tasks, post = self.tasks, self.arrivals.post
        self._starting = session

        def op():  # the worker: its own calls of the venue run at once (TaskManager.submit)
            service = session.service
            check_served(service)
            venue = Venue(service, submit=tasks.submit, on_change=post)
            try:
                server = VenueServer(venue, host, port)
                server.start()
            except BaseException:
                venue.close()
                raise
            return server

        def started(server: VenueServer) -> None:
            self._starting = None
            if session.closed:  # the file was closed meanwhile
                server.stop()
                return
            self.server, self.session = server, session
            self._addresses = server.addresses()
            log.info("venue server on %s", ", ".join(self._addresses))
            on_done(self.addresses())

        def failed(exc: BaseException) -> None:
            self._starting = None
            on_error(exc)
        tasks.run(op, label=tr("Starting the venue server"), on_done=started, on_error=failed)

    def stop(self) -> bool:
        """Stop the server, if it runs: the requests in flight end (their changes are
        saved), then every session.  True when one was stopped."""
        server, self.server, self.session = self.server, None, None
        if server is None:
            return False
        server.stop()
        log.info("venue server stopped")
        return True


def host_of(network: bool) -> str:
    return EVERY_ADDRESS if network else LOCAL


__all__ = ["VenueControl", "host_of"]
