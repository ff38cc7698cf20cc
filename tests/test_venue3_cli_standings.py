"""Issue #35 points 20, 23 and 25 on the command line: the standings say in themselves
when they are provisional (Q161) or not the tournament's, no rating report is written
while a result is missing, and the tournament's tie-break rating is honoured (Q216)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament

# round 2, board 2 (3-4) has no result yet
ROUNDS = ["1-2 1-0, 3-4 1/2", "1-3 1/2, 4-2 *"]


def stored(tmp_path, rounds=ROUNDS, tiebreaks=("BH",), options=None, t=None):
    t = t or tournament(4, rounds, total_rounds=5)
    t.system = "dutch2016"
    t.info = replace(t.info, name="Club", start_date="2026/03/07")
    t.options.update(options or {})
    path = tmp_path / "s.arbiter"
    TournamentFile.create(path, t, list(tiebreaks)).close()
    return path


def run(capsys, *argv, code=0):
    got, out, err = cli_run(capsys, *argv)
    assert got == code, (argv, got, out, err)
    return out, err


def test_q161_standings_after_a_round_with_a_result_missing_say_provisional(tmp_path, capsys):
    path = stored(tmp_path)
    out, _ = run(capsys, "standings", path, "--round", "2")
    assert out.splitlines()[0] == ("PROVISIONAL STANDINGS: 1 result is missing (round 2 "
                                   "board 2 (4-2))")
    out, _ = run(capsys, "standings", path, "--round", "2", "--csv")
    lines = out.splitlines()
    assert lines[0].split(",")[-1] == "Status"
    assert all(line.endswith(",provisional") for line in lines[1:]) and len(lines) == 5


def test_q161_the_current_standings_name_the_round_still_running(tmp_path, capsys):
    path = stored(tmp_path)
    out, _ = run(capsys, "standings", path)
    # round 1 is complete: its standings are final, and say what is still to come
    assert out.splitlines()[0] == ("Standings after round 1 of 5: 1 result of a later round "
                                   "is missing")
    assert "PROVISIONAL" not in out
    out, _ = run(capsys, "standings", path, "--round", "1", "--csv")
    assert out.splitlines()[0].split(",")[-1] != "Status"


def test_q161_complete_standings_carry_no_mark(tmp_path, capsys):
    path = stored(tmp_path, ["1-2 1-0, 3-4 1/2", "1-3 1/2, 4-2 0-1"])
    out, _ = run(capsys, "standings", path)
    assert out.splitlines()[0].split()[:3] == ["Rank", "No", "Name"]
    out, _ = run(capsys, "standings", path, "--csv")
    assert out.splitlines()[0] == "Rank,No,Name,Pts,BH"


def test_q161_no_rating_report_while_a_result_is_missing(tmp_path, capsys):
    path = stored(tmp_path)
    report = tmp_path / "r.trf"
    _out, err = run(capsys, "export", path, "--report", "--confirm", "-o", report, code=2)
    assert "1 result is missing (round 2 board 2 (4-2))" in err and "Q161" in err
    assert not report.exists()
    _out, err = run(capsys, "validate", path, "--report", code=2)
    assert "result is missing" in err


def test_q161_the_published_data_say_provisional_when_a_counted_result_is_missing(tmp_path):
    from arbiter_app.services.publish import standings_data
    t = tournament(4, ROUNDS, total_rounds=5)
    assert standings_data(t, ["BH"])["provisional"] is False  # after round 1: final
    from arbiter_app.engine.model import GameResult
    t.rounds[0].games[1] = replace(t.rounds[0].games[1], result=GameResult.ADJOURNED)
    assert standings_data(t, ["BH"])["provisional"] is True  # an adjourned game counted


@pytest.mark.parametrize("options, named", [
    (["--tiebreaks", "SB"], "--tiebreaks"),
    (["--unplayed", "2009"], "--unplayed"),
    (["--tiebreak-rules", "2023"], "--tiebreak-rules"),
    (["--unrated-rating", "floor"], "--unrated-rating"),
])
def test_point_23_other_options_mark_the_standings(tmp_path, capsys, options, named):
    path = stored(tmp_path, ["1-2 1-0, 3-4 1/2", "1-3 1/2, 4-2 0-1"])
    out, _ = run(capsys, "standings", path, *options)
    assert out.splitlines()[0] == (f"NOT THE TOURNAMENT'S STANDINGS: computed with {named} "
                                   "other than the tournament's settings")
    out, _ = run(capsys, "standings", path, "--csv", *options)
    assert out.splitlines()[1].endswith(f",not the tournament's standings ({named})")


def test_point_23_the_tournaments_own_values_are_no_mark(tmp_path, capsys):
    # the start date (2026/03/07) picks the 2026 edition; BH is the tournament's list
    path = stored(tmp_path, ["1-2 1-0, 3-4 1/2", "1-3 1/2, 4-2 0-1"])
    out, _ = run(capsys, "standings", path, "--tiebreaks", "BH", "--unplayed", "2023",
                 "--tiebreak-rules", "2026")
    assert "NOT THE TOURNAMENT'S" not in out


def test_q216_the_cli_standings_honour_the_tiebreak_rating_round(tmp_path, capsys):
    # the worked example of tests/test_ratings_long_event.py: with each round's rating
    # ARO(1) = (2300 + 2260) / 2 = 2280 and ARO(4) = (2200 + 2280) / 2 = 2240
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "1-3 1/2, 4-2 1-0"], total_rounds=5,
                   ratings=[2400, 2300, 2200, 2100])
    t.players[2] = replace(t.players[2], round_ratings=((2, 2280),))
    t.players[3] = replace(t.players[3], round_ratings=((2, 2260),))
    path = stored(tmp_path, tiebreaks=["ARO"], options={"tiebreaks.rating_round": "round"},
                  t=t)
    out, _ = run(capsys, "standings", path, "--csv")
    aro = {row.split(",")[1]: row.split(",")[4] for row in out.splitlines()[1:]}
    assert (aro["1"], aro["4"]) == ("2280", "2240")
