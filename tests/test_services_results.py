"""Recording and correcting results; refusals write nothing."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament


@pytest.fixture
def service(tmp_path):
    t = tournament(6, ["1-2 1-0, 3-4 1/2, 5-6 0-1", "2-3 *, 4-1 *, 6-5 *"], total_rounds=5)
    t.system = "dutch2016"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        yield service


def test_record_returns_the_previous_result_and_persists(service, tmp_path):
    assert service.record_result(2, 2, GameResult.BLACK_WINS) is GameResult.PENDING
    assert service.record_result(2, 2, GameResult.DRAW) is GameResult.BLACK_WINS  # correction
    entry = service.audit_log()[-1]
    assert (entry.action, entry.details) == ("result", "round 2 board 2: 4-1 1/2 (was 0-1)")
    service.close()
    with TournamentService.open(tmp_path / "t.arbiter") as again:
        assert again.tournament().rounds[1].games[1].result is GameResult.DRAW


def test_undo_by_recording_the_previous_result(service):
    previous = service.record_result(2, 1, GameResult.WHITE_FORFEIT_WIN)
    service.record_result(2, 1, previous)
    assert service.tournament().rounds[1].games[0].result is GameResult.PENDING


def test_correcting_an_earlier_round(service):
    assert service.record_result(1, 3, GameResult.DOUBLE_FORFEIT) is GameResult.BLACK_WINS
    assert service.tournament().rounds[0].games[2].result is GameResult.DOUBLE_FORFEIT


@pytest.mark.parametrize("round_no, board, message", [
    (2, 4, r"round 2 has no board 4 \(boards 1-3\); no result was recorded"),
    (2, 0, "round 2 has no board 0"),
    (3, 1, r"round 3 is not paired \(rounds 1-2 are paired\); no result was recorded"),
])
def test_bad_result_target_writes_nothing(service, round_no, board, message):
    before = (service.tournament(), service.audit_log())
    with pytest.raises(ServiceError, match=message):
        service.record_result(round_no, board, GameResult.WHITE_WINS)
    assert (service.tournament(), service.audit_log()) == before


def test_no_round_paired_yet(tmp_path):
    t = tournament(2, [], total_rounds=3)
    t.system = "dutch2016"
    with TournamentFile.create(tmp_path / "e.arbiter", t):
        pass
    with TournamentService.open(tmp_path / "e.arbiter") as service:
        with pytest.raises(ServiceError, match="round 1 is not paired .no round is paired yet"):
            service.record_result(1, 1, GameResult.DRAW)


def test_calls_from_a_worker_thread(service):
    """The GUI runs service calls on one worker thread (connections made on
    the GUI thread are then used there)."""
    from concurrent.futures import ThreadPoolExecutor
    service.tournament()  # a pooled connection made on this thread
    with ThreadPoolExecutor(1) as worker:
        assert worker.submit(service.record_result, 2, 1, GameResult.DRAW).result() \
            is GameResult.PENDING
        seen = worker.submit(service.tournament).result()
    assert seen.rounds[1].games[0].result is GameResult.DRAW
    assert service.tournament() == seen
