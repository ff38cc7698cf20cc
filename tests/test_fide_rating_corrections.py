"""FIDE checklist Q192-193: corrections for the rating report only, stored apart from
the pairing and standings data, and listed as ``###`` comments of the TRF."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament


@pytest.fixture
def path(tmp_path):
    t = tournament(4, ["1-3 1-0, 2-4 1/2", "4-1 0-1, 3-2 *"], total_rounds=3)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    return tmp_path / "t.arbiter"


def _cells(text: str, number: int) -> str:
    line = next(x for x in text.splitlines() if x.startswith(f"001 {number:4d}"))
    return line[91:99]


def test_a_correction_changes_the_report_only(path):
    with TournamentService.open(path) as service:
        service.record_result(2, 2, GameResult.DRAW)
        service.correct_for_rating(1, 1, GameResult.BLACK_WINS, "scoresheets swapped")
        t = service.tournament()
        report, _ = service.rating_report_text(confirm=True)
        plain = service.export_trf_text("trf2026")
        log = [(e.action, e.details) for e in service.audit_log()]
    # pairings and standings keep 1-0 (player 1 has 2 points)
    assert t.round(1).games[0].result is GameResult.WHITE_WINS
    assert _cells(plain, 1) == "   3 w 1"
    # the rating report has 0-1 in both cells, and both exports the ### line
    assert _cells(report, 1) == "   3 w 0" and _cells(report, 3) == "   1 b 1"
    line = ("### Rating correction @ Round 1: board 1 1-3 1-0 -> 0-1 for the rating report "
            "(scoresheets swapped)")
    assert line in report.splitlines() and line in plain.splitlines()
    assert ("Rating correction", line[len("### Rating correction "):]) in log


def test_removing_and_refusals(path):
    with TournamentService.open(path) as service:
        with pytest.raises(ServiceError, match="round 2 board 2 has no result yet"):
            service.correct_for_rating(2, 2, GameResult.DRAW)
        with pytest.raises(ServiceError, match="round 3 is not paired"):
            service.correct_for_rating(3, 1, GameResult.DRAW)
        with pytest.raises(ServiceError, match="a rating correction is a final result"):
            service.correct_for_rating(1, 2, GameResult.ADJOURNED)
        service.correct_for_rating(1, 2, GameResult.DRAW_UNRATED)
        service.correct_for_rating(1, 2, None)
        assert "rating.corrections" not in service.tournament().options


def test_cli(path, capsys):
    code, out, _ = cli_run(capsys, "rating-correction", path, 1, 2, "D-D", "--reason",
                           "no move played")
    assert code == 0 and out.strip() == "round 1 board 2: D-D for the rating report"
    code, _, err = cli_run(capsys, "rating-correction", path, 1, 2)
    assert code == 2 and "--remove" in err
    code, out, _ = cli_run(capsys, "rating-correction", path, 1, 2, "--remove")
    assert code == 0 and out.strip() == "round 1 board 2: removed"
