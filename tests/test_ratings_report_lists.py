"""The rating report carries the FIDE ratings of the list valid at the start (issue
#24 point 6): TRF-2026 001 cols 49-52 are the "FIDE Rating" of the text, so the
report writes the rating the list gave, not one typed since; a rating from the list
of another month than the start date's is a notice (checklist Q137)."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.cli.main import main
from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService

DATA = Path(__file__).resolve().parent / "data" / "ratings"


def _paired(tmp_path, month: str) -> Path:
    path = tmp_path / "t.arbiter"
    assert main(["import", str(DATA / "nrs-fidon.trf"), "-o", str(path)]) == 0
    with TournamentService.open(path) as service:
        service.update_from_lists([DATA / "standard_mar26frl.txt"], month=month)
        service.edit_player(2, rating=2200)  # typed by hand after the list
        pairing = service.pair_next_round()
        for board in range(1, len(pairing.boards) + 1):  # no report while one is missing
            service.record_result(1, board, GameResult.DRAW)
    return path


def _rating_of(report: Path, number: int) -> str:
    for line in report.read_bytes().decode().replace("\r", "").split("\n"):
        if line.startswith("001") and int(line[4:8]) == number:
            return line[48:52]
    raise AssertionError(f"no 001 line for {number}")


def test_the_report_writes_the_lists_rating(tmp_path, capsys):
    path = _paired(tmp_path, "")
    with TournamentService.open(path) as service:
        number = next(n for n, p in service.tournament().players.items()
                      if p.name == "de Vries, Jan")
    report = tmp_path / "report.trf"
    assert main(["export", str(path), "--report", "--confirm", "-o", str(report)]) == 0
    assert _rating_of(report, number) == "2112"  # the March list's, not the 2200 typed
    assert "Q137" not in capsys.readouterr().err  # the list of the start date's month


def test_a_rating_of_another_months_list_is_a_notice(tmp_path, capsys):
    path = _paired(tmp_path, "2026/02")
    capsys.readouterr()
    main(["export", str(path), "--report", "--confirm", "-o", str(tmp_path / "r.trf")])
    err = capsys.readouterr().err
    assert ("de Vries, Jan: the rating 2112 is from FIDE standard 2026/02; the list valid at "
            "the start date is that of 2026/03 (arbiter-cli check-ratings) [Q137]") in err
