"""The parts under the window's venue server (issue #39): the worker's ``submit`` (one
writer for the window and the server), the server's news handed to the GUI thread, the
result refused over one not seen, the QR code's picture."""

from __future__ import annotations

import struct
import threading

import pytest

pytest.importorskip("pytestqt")

from arbiter_app.engine.model import GameResult
from arbiter_app.server.qr import login_address, qr_png
from arbiter_app.services import TournamentService
from arbiter_app.services.venue.stale import Changed, record_unless_changed
from arbiter_app.ui.sample import make_sample
from arbiter_app.ui.venue.arrivals import Arrivals
from arbiter_app.ui.workers import TaskManager

TIMEOUT = 20_000


def test_submit_runs_on_the_window_worker_in_turn_with_its_ops(qtbot):
    tasks = TaskManager()
    order, threads = [], {}
    gate = threading.Event()

    def op():
        gate.wait(10)
        threads["op"] = threading.get_ident()
        order.append("op")
    tasks.run(op)
    future = tasks.submit(lambda: (threads.setdefault("submitted", threading.get_ident()),
                                   order.append("submitted"))[1])
    assert not future.done()  # queued behind the window's op
    gate.set()
    future.result(10)
    assert order == ["op", "submitted"]
    assert threads["op"] == threads["submitted"] != threading.get_ident()
    qtbot.waitUntil(lambda: not tasks.busy, timeout=TIMEOUT)
    tasks.shutdown()


def test_submit_from_the_worker_itself_runs_at_once_instead_of_waiting_forever(qtbot):
    tasks = TaskManager()
    found = []

    def op():  # the Venue made on the worker waits for its first call there
        inner = tasks.submit(lambda: 6 * 7)
        found.append(inner.result(5))
        failing = tasks.submit(lambda: 1 / 0)
        found.append(type(failing.exception(5)).__name__)
    tasks.run(op)
    qtbot.waitUntil(lambda: not tasks.busy, timeout=TIMEOUT)
    assert found == [42, "ZeroDivisionError"]
    tasks.shutdown()


def test_news_posted_from_another_thread_arrives_on_the_gui_thread_at_once(qtbot):
    got = []
    arrivals = Arrivals(lambda texts: got.append((threading.get_ident(), list(texts))))
    posting = threading.Thread(target=lambda: [arrivals.post(f"round 1 board {b}: 1-0")
                                               for b in (1, 2, 3)])
    posting.start()
    posting.join()
    qtbot.waitUntil(lambda: bool(got), timeout=TIMEOUT)
    assert got[0][0] == threading.get_ident()  # the GUI thread
    assert [text for _thread, texts in got for text in texts] == [
        "round 1 board 1: 1-0", "round 1 board 2: 1-0", "round 1 board 3: 1-0"]
    assert len(got) == 1  # posted before the GUI thread looked: one call


def test_a_result_over_one_not_seen_is_refused_and_changes_nothing(tmp_path):
    path = tmp_path / "t.arbiter"
    service = make_sample(path, players=8, rounds=1, total_rounds=4)
    try:
        service.pair_next_round()
        service.record_result(2, 1, GameResult.WHITE_WINS)  # entered at the venue
        before = len(service.audit_log())
        with pytest.raises(Changed) as refused:
            record_unless_changed(service, 2, 1, GameResult.BLACK_WINS, GameResult.PENDING)
        assert "1-0" in str(refused.value)
        assert service.tournament().round(2).games[0].result is GameResult.WHITE_WINS
        assert len(service.audit_log()) == before
        # over what it holds: recorded, the previous result returned (for the undo)
        assert record_unless_changed(service, 2, 1, GameResult.DRAW,
                                     GameResult.WHITE_WINS) is GameResult.WHITE_WINS
        assert record_unless_changed(service, 2, 2, GameResult.DRAW,
                                     None) is GameResult.PENDING
        t = service.tournament()
        assert [g.result for g in t.round(2).games[:2]] == [GameResult.DRAW] * 2
    finally:
        service.close()
    with TournamentService.open(path) as again:
        assert again.tournament().round(2).games[0].result is GameResult.DRAW


def test_the_qr_code_is_a_png_of_whole_modules_of_a_qr_symbol_size():
    link = login_address("http://192.168.1.20:8080/", "ABCDEFGHJK")
    assert link == "http://192.168.1.20:8080/login?code=ABCDEFGHJK"
    for scale in (1, 3, 5):
        png = qr_png(link, scale)
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png[16:24])  # the IHDR chunk
        assert width == height and width % scale == 0
        modules = width // scale - 2 * 4  # the quiet zone: 4 modules a side
        assert modules >= 21 and (modules - 21) % 4 == 0  # versions 1-40: 21, 25, 29, ...
