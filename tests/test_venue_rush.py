"""A rush of results at the venue (issue #39): each change is durable when it is answered,
and the copy from the journal into the tournament file is left to the last change of the
rush (one copy, not one per result), which makes it: the file alone, copied while the server
runs, holds every result answered."""

from __future__ import annotations

import shutil
import threading
from concurrent.futures import ThreadPoolExecutor

import httpx

from arbiter_app.engine.model import GameResult
from arbiter_app.server.runner import VenueServer
from arbiter_app.server.venue import Venue
from arbiter_app.services import TournamentService
from arbiter_app.services.venue import ARBITER, ensure_secret, holder_codes
from tests.venue_builders import board_file

RUSH = 20


def _alone(path, folder):
    """The tournament file without its journal (what a copy of the .arbiter alone holds)."""
    folder.mkdir()
    shutil.copyfile(path, folder / path.name)
    with TournamentService.open(folder / path.name, read_only=True) as copy:
        return [g.result for g in copy.tournament().round(1).games]


def test_the_file_alone_holds_every_result_of_a_rush(tmp_path):
    path = board_file(tmp_path, RUSH + 10)  # ten boards stay unplayed: no round backup
    with TournamentService.open(path) as service:
        ensure_secret(service)
        code = {h.key: c for h, c in holder_codes(service.tournament())}[ARBITER]
        service.record_result(1, RUSH + 1, GameResult.DRAW)  # the round's first backup
        said = []
        told = service.more_changes_follow
        service.more_changes_follow = lambda more: said.append(more) or told(more)
        server = VenueServer(Venue(service), "127.0.0.1", 0)
        server.start()
        try:
            url = server.addresses()[0]
            start = threading.Barrier(RUSH)

            def enter(board: int) -> int:
                with httpx.Client(base_url=url, timeout=30) as http:
                    start.wait()
                    return http.post(f"api/round/1/board/{board}/result", json={
                        "result": "1-0"}, headers={"Authorization": f"Bearer {code}"}
                    ).status_code

            with ThreadPoolExecutor(RUSH) as pool:
                assert list(pool.map(enter, range(1, RUSH + 1))) == [200] * RUSH
            results = _alone(path, tmp_path / "copy")
        finally:
            server.stop()
    assert results[:RUSH] == [GameResult.WHITE_WINS] * RUSH
    assert results[RUSH:] == [GameResult.DRAW] + [GameResult.PENDING] * 9
    assert len(said) == RUSH and True in said  # a rush it was: changes waited behind others
    assert said[-1] is False


def test_changes_that_say_more_follow_are_copied_by_the_first_that_does_not(tmp_path):
    # (each is in the journal when it returns: durable, the file opened again has it)
    path = board_file(tmp_path, 6)
    with TournamentService.open(path) as service:
        service.record_result(1, 6, GameResult.DRAW)  # the round's first backup
        for board in (1, 2):
            with service.more_changes_follow(True):
                service.record_result(1, board, GameResult.BLACK_WINS)
        assert _alone(path, tmp_path / "before")[:2] == [GameResult.PENDING] * 2
        with service.more_changes_follow(False):
            service.record_result(1, 3, GameResult.WHITE_WINS)
        results = _alone(path, tmp_path / "copy")
    assert results == [GameResult.BLACK_WINS, GameResult.BLACK_WINS, GameResult.WHITE_WINS,
                       GameResult.PENDING, GameResult.PENDING, GameResult.DRAW]
