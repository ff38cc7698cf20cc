"""FIDE checklist Q189-191: in FIDE mode only the results of the last paired round and
of the round before it can be changed; older ones only outside FIDE mode (level 5).
Decision (docs/results.md): "the previous round" is the one before the last paired
round; a game of an older round still without a final result (adjourned) can always
get it (Q162)."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament


@pytest.fixture
def path(tmp_path):
    t = tournament(6, ["1-4 1-0, 5-2 0-1, 3-6 ?", "2-1 1-0, 4-3 1/2, 6-5 0-1",
                       "1-6 1-0, 3-2 *, 5-4 *"], total_rounds=5)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    return tmp_path / "t.arbiter"


def test_rounds_two_and_three_can_change_round_one_cannot(path):
    with TournamentService.open(path) as service:
        service.record_result(3, 1, GameResult.DRAW)
        service.record_result(2, 1, GameResult.DRAW)
        with pytest.raises(NeedsConfirmation) as info:
            service.record_result(1, 1, GameResult.DRAW, confirm=True)
        assert info.value.level == 5 and info.value.warnings[0].question == "Q189"
        assert service.tournament().round(1).games[0].result is GameResult.WHITE_WINS
        # the adjourned game of round 1 gets its result (Q162)
        service.record_result(1, 3, GameResult.DRAW)
        assert service.tournament().round(1).games[2].result is GameResult.DRAW


def test_outside_fide_mode_every_round_can_change(path, capsys):
    code, _out, err = cli_run(capsys, "result", path, 1, 1, "0-1", "--confirm")
    assert code == 2 and "possible only outside FIDE mode" in err
    with TournamentService.open(path) as service:
        service.leave_fide_mode(confirm=True)
        service.record_result(1, 1, GameResult.BLACK_WINS)
        assert service.tournament().round(1).games[0].result is GameResult.BLACK_WINS
