"""The venue server for real (issue #39, points 1, 6 and 7): uvicorn on a free port of this
machine, requests over sockets.  Twenty clients entering five results each at once are all
in the file once the server stops, each in the audit log with the deputy who entered it; a
request in flight when the server stops is answered and kept; a streamed body over the
limit and a path climbing out of the server are refused."""

from __future__ import annotations

import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

import httpx
import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.server.runner import VenueServer
from arbiter_app.server.venue import Venue
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.services.venue import ARBITER, add_deputy, ensure_secret, holder_codes
from tests.venue_builders import board_file, event_file

CLIENTS, EACH = 20, 5
#: board b's result: 1-0, 0-1, 1/2 in turn
VALUES = ["1-0", "0-1", "1/2"]


@contextmanager
def serving(path, deputies=()):
    """The file served on a free port: (service, venue, server, codes by holder key)."""
    with TournamentService.open(path) as service:
        ensure_secret(service)
        for name, first, last in deputies:
            add_deputy(service, name, first, last)
        codes = {h.key: c for h, c in holder_codes(service.tournament())}
        venue = Venue(service)
        server = VenueServer(venue, "127.0.0.1", 0)
        server.start()
        try:
            yield service, venue, server, codes
        finally:
            server.stop()


def test_the_address_is_the_port_listened_on(tmp_path):
    with serving(event_file(tmp_path)) as (_service, _venue, server, _codes):
        [address] = server.addresses()
        port = int(address.rsplit(":", 1)[1].rstrip("/"))
        assert port != 0 and address == f"http://127.0.0.1:{port}/"
        assert server.port == port
        assert httpx.get(address + "api/round/3").json()["round"] == 3


def test_the_address_of_a_server_run_in_the_foreground(tmp_path):
    # run() (Ctrl+C stops it) never goes through start(): the address asks the socket
    with TournamentService.open(event_file(tmp_path)) as service:
        server = VenueServer(Venue(service), "127.0.0.1", 0)
        thread = threading.Thread(target=server.run)
        thread.start()
        try:
            for _ in range(500):
                if server.server.started:
                    break
                threading.Event().wait(0.01)
            [address] = server.addresses()
            assert not address.endswith(":0/")
            assert httpx.get(address + "api/round/3").status_code == 200
        finally:
            server.stop()
            thread.join(15)


def test_twenty_clients_enter_five_results_each_at_once(tmp_path):
    path = board_file(tmp_path, CLIENTS * EACH)  # board b is b-(b + 100)
    deputies = [(f"D{k:02d}", EACH * k + 1, EACH * (k + 1)) for k in range(CLIENTS)]
    with serving(path, deputies) as (_service, venue, server, codes):
        url = server.addresses()[0]
        start = threading.Barrier(CLIENTS)

        def client(k: int) -> list[int]:
            name, first, last = deputies[k]
            answers = []
            with httpx.Client(base_url=url, timeout=30,
                              headers={"Authorization": f"Bearer {codes[f'deputy:{name}']}"}
                              ) as http:
                start.wait()
                for b in range(first, last + 1):
                    answer = http.post(f"api/round/1/board/{b}/result",
                                       json={"result": VALUES[b % 3]})
                    answers.append(answer.status_code)
            return answers

        with ThreadPoolExecutor(CLIENTS) as pool:
            statuses = [s for answers in pool.map(client, range(CLIENTS)) for s in answers]
        assert statuses == [200] * (CLIENTS * EACH)
    # the server stopped: everything is in the file
    with TournamentService.open(path) as again:
        games = again.tournament().round(1).games
        assert [g.result.value for g in games] == [VALUES[b % 3]
                                                   for b in range(1, CLIENTS * EACH + 1)]
        by_board = {}
        for entry in again.audit_log():
            if entry.action == "result":
                board = int(entry.details.split("board ")[1].split(":")[0])
                by_board.setdefault(board, []).append(entry.details)
        assert sorted(by_board) == list(range(1, CLIENTS * EACH + 1))
        for b, details in by_board.items():
            name, first, last = deputies[(b - 1) // EACH]
            assert details == [f"round 1 board {b}: {b}-{b + CLIENTS * EACH} "
                               f"{VALUES[b % 3]} (was *) (by deputy {name} (boards "
                               f"{first}-{last}))"]


def test_a_request_in_flight_when_the_server_stops_is_answered_and_kept(tmp_path):
    path = event_file(tmp_path)
    with TournamentService.open(path) as service:
        ensure_secret(service)
        code = {h.key: c for h, c in holder_codes(service.tournament())}[ARBITER]
        venue = Venue(service)
        server = VenueServer(venue, "127.0.0.1", 0)
        server.start()
        url = server.addresses()[0]
        assert httpx.get(url + "api/round/3").status_code == 200  # the codes are read
        # the writer thread is busy (a change of the window's, say): the request waits
        busy = threading.Event()
        venue._submit(lambda: busy.wait(10))
        answers = []

        def post():
            answers.append(httpx.post(url + "api/round/3/board/1/result", timeout=30,
                                      headers={"Authorization": f"Bearer {code}"},
                                      json={"result": "1/2"}))
        poster = threading.Thread(target=post)
        poster.start()
        for _ in range(500):  # until the server has the request (its holder is seen)
            if any(c.holder for c in venue.connected()):
                break
            threading.Event().wait(0.01)
        else:
            raise AssertionError("the request did not arrive")
        stopper = threading.Thread(target=server.stop)
        stopper.start()
        for _ in range(500):  # until the server is stopping: it takes no new connection
            try:
                socket.create_connection(("127.0.0.1", server.port), timeout=1).close()
            except OSError:
                break
            threading.Event().wait(0.01)
        else:
            raise AssertionError("the server did not stop listening")
        assert poster.is_alive()  # the request is still waiting for the writer thread
        busy.set()
        poster.join(30)
        stopper.join(30)
        assert [a.status_code for a in answers] == [200]
        assert venue.sessions == {} and not server.running
    with TournamentService.open(path) as again:
        assert again.tournament().round(3).games[0].result is GameResult.DRAW


def raw(port: int, request: bytes) -> bytes:
    """The server's answer to ``request`` as sent ("" if it closed the connection on it)."""
    chunks = []
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        try:
            sock.sendall(request)
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
        except (ConnectionResetError, BrokenPipeError):
            pass
    return b"".join(chunks)


@pytest.mark.parametrize("target", [b"/../t.arbiter", b"/%2e%2e/t.arbiter", b"/./t.arbiter",
                                    b"/../../t.arbiter", b"//t.arbiter", b"/t.arbiter",
                                    b"/..\\t.arbiter"])
def test_a_path_out_of_the_server_never_serves_the_file(tmp_path, target):
    with serving(event_file(tmp_path)) as (_service, _venue, server, _codes):
        answer = raw(server.port, b"GET " + target + b" HTTP/1.1\r\nHost: x\r\n"
                     b"Connection: close\r\n\r\n")
        status = int(answer.split(b" ", 2)[1])
        assert status in (400, 404) and b"SQLite format 3" not in answer


def test_a_streamed_body_over_the_limit_is_413(tmp_path):
    with serving(event_file(tmp_path)) as (service, _venue, server, codes):
        def chunks():
            yield b'{"result": "1-0", "pad": "'
            for _ in range(10):
                yield b"x" * 2000
            yield b'"}'
        answer = httpx.post(server.addresses()[0] + "api/round/3/board/1/result",
                            headers={"Authorization": f"Bearer {codes[ARBITER]}"},
                            content=chunks(), timeout=30)
        assert answer.status_code == 413
        assert "content-length" not in {k.lower() for k in answer.request.headers}
    with TournamentService.open(service.path) as again:
        assert again.tournament().round(3).games[0].result is GameResult.PENDING


def test_an_oversized_head_is_refused_and_the_server_goes_on(tmp_path):
    # a head of a megabyte: refused (or the connection closed on it), not read whole
    with serving(event_file(tmp_path)) as (_service, _venue, server, _codes):
        answer = raw(server.port, b"GET /?" + b"a" * 1000000 + b" HTTP/1.1\r\nHost: x\r\n"
                     b"Connection: close\r\n\r\n")
        assert answer == b"" or int(answer.split(b" ", 2)[1]) in (400, 413, 414, 431)
        answer = raw(server.port, b"GET /api/round/3 HTTP/1.1\r\nHost: x\r\nX-Pad: "
                     + b"p" * 1000000 + b"\r\nConnection: close\r\n\r\n")
        assert answer == b"" or int(answer.split(b" ", 2)[1]) in (400, 413, 431)
        assert httpx.get(server.addresses()[0] + "api/round/3").status_code == 200


def test_a_port_in_use_is_said(tmp_path):
    with serving(event_file(tmp_path)) as (service, venue, server, _codes):
        second = VenueServer(venue, "127.0.0.1", server.port)
        with pytest.raises(ServiceError, match=f"could not listen on 127.0.0.1 port "
                                               f"{server.port}"):
            second.start()


@pytest.mark.parametrize("host", ["localhost", "example.org", "", "1.2.3.4.5"])
def test_the_host_is_an_address(tmp_path, host):
    with TournamentService.open(event_file(tmp_path)) as service:
        venue = Venue(service)
        try:
            with pytest.raises(ServiceError, match="is not an address of this machine"):
                VenueServer(venue, host, 0)
        finally:
            venue.close()


def test_the_default_is_this_machine_only():
    import inspect
    assert inspect.signature(VenueServer).parameters["host"].default == "127.0.0.1"

