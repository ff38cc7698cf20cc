"""Running the venue server: uvicorn on a thread of the window, or in the foreground of
``arbiter-cli serve`` (:class:`VenueServer`).

Stopping waits for the requests in flight (each change is one transaction: it is either in
the file or was never made) and ends every session."""

from __future__ import annotations

import ipaddress
import socket
import threading

import uvicorn

from arbiter_app.i18n import tr
from arbiter_app.server.app import create_app
from arbiter_app.server.venue import Venue
from arbiter_app.services.errors import ServiceError

#: this machine only (the default); the venue's network is the arbiter's choice
LOCAL = "127.0.0.1"
EVERY_ADDRESS = "0.0.0.0"
DEFAULT_PORT = 8080
#: at most this many connections at once (uvicorn answers 503 to the ones beyond; an idle
#: keep-alive connection counts too).  2000 phones on the live pages, each asking every 5 to
#: 8 seconds and keeping its connection :data:`KEEP_ALIVE` seconds, hold some 600 at a time
MAX_CONCURRENT = 1000
#: an idle connection is closed after this many seconds (uvicorn's default is 5: every
#: phone on a live page would hold one all the time)
KEEP_ALIVE = 2
#: the open files the server asks the system for (a connection is one; Linux gives 1024 and
#: macOS 256 unless asked, up to the hard limit)
WANTED_FILES = 4096


def raise_file_limit() -> None:
    """Ask for :data:`WANTED_FILES` open files, within what the system allows."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows: no such limit on sockets
        return
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        wanted = WANTED_FILES if hard == resource.RLIM_INFINITY else min(WANTED_FILES, hard)
        if soft != resource.RLIM_INFINITY and soft < wanted:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    except (OSError, ValueError):
        pass  # the server serves fewer phones at once; it runs all the same


def check_served(service) -> None:
    """What the venue server does not serve (a read-only file: somebody else writes it)."""
    if service.read_only:
        raise ServiceError(tr("{reason}: the venue server needs the file to itself",
                              reason=service.read_only_reason or tr("opened read-only")))
    if service.is_team_event:
        raise ServiceError(tr("the venue server serves individual events; a team event's "
                              "results are entered in the window or with arbiter-cli result"))


def check_host(host: str) -> str:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        raise ServiceError(tr("{host!r} is not an address of this machine (such as 127.0.0.1, "
                              "or 0.0.0.0 for every network)", host=host)) from None
    return host


def venue_addresses() -> list[str]:
    """This machine's addresses on the networks it is on (what the phones type)."""
    found = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))  # no packet is sent: the route's source
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            if info[4][0] not in found and not info[4][0].startswith("127."):
                found.append(info[4][0])
    except OSError:
        pass
    return [a for a in found if not a.startswith("127.")]


class VenueServer:
    """uvicorn serving ``venue`` on ``host``:``port`` (0: a free port)."""

    def __init__(self, venue: Venue, host: str = LOCAL, port: int = DEFAULT_PORT):
        self.venue = venue
        self.host = check_host(host)
        self.port = port
        config = uvicorn.Config(create_app(venue), host=self.host, port=port, log_level="warning",
                                access_log=False, limit_concurrency=MAX_CONCURRENT,
                                timeout_keep_alive=KEEP_ALIVE,
                                timeout_graceful_shutdown=10, server_header=False,
                                h11_max_incomplete_event_size=16 * 1024, lifespan="off",
                                # h11 always: the limit on a request's head above is h11's,
                                # and "auto" would take httptools where it is installed
                                http="h11")
        self.server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None

    def _bound_port(self) -> int:
        for server in getattr(self.server, "servers", []):
            for sock in server.sockets:
                return sock.getsockname()[1]
        return self.port

    def addresses(self) -> list[str]:
        """The addresses at which the pages are served (with the port listened on, once
        listening: port 0 asks for a free one)."""
        port = self._bound_port()
        if self.host == EVERY_ADDRESS:
            hosts = venue_addresses() or [LOCAL]
        else:
            hosts = [self.host]
        return [f"http://{h}:{port}/" for h in hosts]

    def start(self) -> None:
        """Serve on a thread of its own; returns once listening (ServiceError: could not)."""
        raise_file_limit()
        self._thread = threading.Thread(target=self._serve, name="arbiter-venue-server",
                                        daemon=True)
        self._thread.start()
        while not self.server.started and self._thread.is_alive():
            self._thread.join(0.02)
        if not self.server.started:
            raise ServiceError(tr("the venue server could not listen on {host} port {port} "
                                  "(is the port in use?)", host=self.host, port=self.port))
        self.port = self._bound_port()

    def _serve(self) -> None:
        try:
            self.server.run()
        except SystemExit:  # uvicorn's way of saying it could not listen: start() says it
            pass

    def run(self) -> None:
        """Serve in the foreground until interrupted (Ctrl+C)."""
        self.server.run()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        """Stop: the requests in flight end, then every session."""
        self.server.should_exit = True
        if self._thread is not None:
            self._thread.join(15)
        self.venue.close()
