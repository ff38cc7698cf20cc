"""``arbiter-cli new`` with every field of the New tournament dialog, ``settings``,
``delete-player`` and ``import --tiebreaks`` (issue #21: the command line does
what the GUI does)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.engine.model import Colour, Scoring
from arbiter_app.services import TournamentService
from tests.builders import cli_run as run

FIXTURE = Path(__file__).resolve().parent / "data" / "dutch2016" / "mixed-00019-n010-r05.trf"


def settings(path):
    with TournamentService.open(path, read_only=True) as service:
        return service.settings()


def test_new_takes_every_field_of_the_dialog(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    code, out, err = run(capsys, "new", path, "--name", "Venue Open", "--rounds", 7,
                         "--system", "dutch2016", "--city", "Leiden", "--federation", "ned",
                         "--start-date", "2026/11/27", "--end-date", "2026-11-29",
                         "--chief-arbiter", "IA A. Arbiter", "--deputies", "FA B. Deputy",
                         "--time-control", "90'/40+30'+30\"", "--points", "W=3,D=1,P=3",
                         "--initial-colour", "black", "--tiebreaks", "BH/C1,SB,DE",
                         "--tiebreak-rules", "2024", "--auto-rank", "off")
    assert code == 0, err
    s = settings(path)
    assert (s.name, s.total_rounds, s.system, s.city, s.federation) == (
        "Venue Open", 7, "dutch2016", "Leiden", "NED")
    # dates as the TRF writes them (042/052: YYYY/MM/DD), whatever spelling was typed
    assert (s.start_date, s.end_date) == ("2026/11/27", "2026/11/29")
    assert (s.chief_arbiter, s.deputies, s.time_control) == (
        "IA A. Arbiter", "FA B. Deputy", "90'/40+30'+30\"")
    assert (s.scoring.win, s.scoring.draw, s.scoring.loss, s.scoring.pairing_bye) == (3, 1, 0, 3)
    assert s.scoring.forfeit_win == 3 and s.scoring.half_bye == 1  # as the dialog sets them
    assert s.initial_colour is Colour.BLACK and s.auto_rank_before_round1 is False
    assert list(s.tiebreaks) == ["BH/C1", "SB", "DE"] and s.tiebreak_rules == "2024"


def test_new_without_tiebreaks_gets_the_dialogs_defaults(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    assert run(capsys, "new", path, "--name", "X", "--rounds", 5, "--system", "dutch2016")[0] == 0
    s = settings(path)
    assert list(s.tiebreaks) == ["BH/C1", "BH", "SB"] and s.scoring == Scoring()
    assert s.initial_colour is None and s.auto_rank_before_round1 is True


@pytest.mark.parametrize("args, message", [
    (["--points", "W=1,Q=2"], "'Q=2': write LETTER=POINTS with LETTER one of W, D, L, A, P, X"),
    (["--points", "D=half"], "'half' is not a number"),
    (["--start-date", "2026-11-31"], "start date: '2026-11-31' is not a date"),
    (["--start-date", "2026/11/29", "--end-date", "2026/11/27"],
     "the end date 2026/11/27 is before the start date 2026/11/29"),
    (["--tiebreaks", "BH,XYZ"], "XYZ"),
])
def test_new_refuses_bad_fields_in_one_line_and_writes_nothing(tmp_path, capsys, args, message):
    path = tmp_path / "t.arbiter"
    code, _, err = run(capsys, "new", path, "--name", "X", "--rounds", 5, "--system",
                       "dutch2016", *args)
    assert code == 2 and message in err and err.count("\n") == 1
    assert not path.exists()


def test_settings_prints_and_changes_only_what_is_named(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    run(capsys, "new", path, "--name", "Club", "--rounds", 5, "--system", "dutch2016",
        "--city", "Delft")
    code, out, _ = run(capsys, "settings", path)
    assert code == 0 and "city            Delft" in out and "points          W=1,D=0.5,L=0,A=0,P=1,X=0.5" in out
    code, out, err = run(capsys, "settings", path, "--rounds", 6, "--tiebreaks", "SB",
                         "--start-date", "2026-12-01", "--points", "P=0.5")
    assert code == 0, err
    s = settings(path)
    assert s.total_rounds == 6 and list(s.tiebreaks) == ["SB"] and s.city == "Delft"
    assert s.start_date == "2026/12/01" and s.scoring.pairing_bye == 0.5 and s.scoring.win == 1
    assert run(capsys, "settings", path, "--tiebreak-rules", "2023")[0] == 0
    assert settings(path).tiebreak_rules == "2023"
    code, out, _ = run(capsys, "settings", path, "--tiebreak-rules", "date")
    assert settings(path).tiebreak_rules == "" and "in force at the start date" in out


def test_delete_player_before_round_one_and_not_after(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    run(capsys, "new", path, "--name", "Club", "--rounds", 3, "--system", "dutch2016")
    for name, rating in (("A, A", 2000), ("B, B", 1900), ("Mistake, M", 1800)):
        run(capsys, "add-player", path, name, "--rating", rating)
    code, out, _ = run(capsys, "delete-player", path, 3)
    assert code == 0 and "deleted: 3 Mistake, M" in out
    with TournamentService.open(path, read_only=True) as service:
        assert sorted(service.tournament().players) == [1, 2]
    assert run(capsys, "pair-next", path)[0] == 0
    code, _, err = run(capsys, "delete-player", path, 1)
    assert code == 2 and "can only be withdrawn" in err


def test_import_says_which_tiebreaks_the_standings_use(tmp_path, capsys):
    code, out, _ = run(capsys, "import", FIXTURE, "-o", tmp_path / "a.arbiter", "--system",
                       "dutch2016")
    assert code == 0 and "standings are by score only" in out
    code, out, _ = run(capsys, "import", FIXTURE, "-o", tmp_path / "b.arbiter", "--system",
                       "dutch2016", "--tiebreaks", "BH/C1,BH,SB")
    assert code == 0 and "tie-breaks: BH/C1, BH, SB" in out
    assert list(settings(tmp_path / "b.arbiter").tiebreaks) == ["BH/C1", "BH", "SB"]


def test_import_takes_the_tiebreaks_of_a_trf2026_202_line(tmp_path, capsys):
    """TRF-2026 record 202 names the tie-breaks: an import without --tiebreaks uses the
    ones Arbiter knows and says which it left out."""
    text = FIXTURE.read_text(encoding="latin-1").replace("\r\n", "\n").replace("\r", "\n")
    trf = tmp_path / "with202.trf"
    trf.write_text("202 BH/C1 SB XYZ9\n" + text, encoding="latin-1")
    code, out, err = run(capsys, "import", trf, "-o", tmp_path / "c.arbiter", "--system",
                         "dutch2016")
    assert code == 0, err
    assert "tie-breaks: BH/C1, SB (the file's 202 line)" in out and "XYZ9" in out
    assert list(settings(tmp_path / "c.arbiter").tiebreaks) == ["BH/C1", "SB"]
