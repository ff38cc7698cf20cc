"""``arbiter-cli standings``: the standings table from a TRF16 file or an
.arbiter tournament.  Values are those hand-computed in
tests/test_tiebreaks_buchholz.py and tests/test_tiebreaks_sb_koya.py for the
"every kind" tournament (BH 1: 7, 2: 9, 3: 9, 4: 9, 5: 8, 6: 4; SB 1: 5.5, 2: 2,
3: 6.75, 4: 2.25, 5: 2.25, 6: 1)."""

from __future__ import annotations

import pytest

from arbiter_app.cli.main import main
from arbiter_app.trf import write_trf
from tests.test_tiebreaks_own import every_kind


@pytest.fixture
def trf_file(tmp_path):
    path = tmp_path / "every-kind.trf"
    path.write_text(write_trf(every_kind()), encoding="utf-8")
    return path


def run(capsys, *argv):
    code = main(["standings", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def test_text_table_one_player_a_line(trf_file, capsys):
    code, out, err = run(capsys, trf_file, "--tiebreaks", "BH,SB")
    assert code == 0
    lines = [line.split() for line in out.splitlines()]
    assert lines[0] == ["Rank", "No", "Name", "Pts", "BH", "SB"]
    # points first (1: 3.5, 3: 3), then 2 and 5 on 1.5 by BH (9 > 8), 4 and 6 on 1 (9 > 4)
    assert lines[1:] == [["1", "1", "Player", "01", "3.5", "7", "5.5"],
                         ["2", "3", "Player", "03", "3", "9", "6.75"],
                         ["3", "2", "Player", "02", "1.5", "9", "2"],
                         ["4", "5", "Player", "05", "1.5", "8", "2.25"],
                         ["5", "4", "Player", "04", "1", "9", "2.25"],
                         ["6", "6", "Player", "06", "1", "4", "1"]]


def test_csv_output(trf_file, capsys):
    code, out, _ = run(capsys, trf_file, "-t", "BH/C1", "--csv")
    assert code == 0
    rows = out.splitlines()
    # BH/C1 (16.5): 1: 6, 3: 8, 2: 8, 5: 8 - 1.5 = 6.5, 4: 9 - 1 (ZPB dummy) = 8, 6: 3
    assert rows == ["Rank,No,Name,Pts,BH/C1", "1,1,Player 01,3.5,6", "2,3,Player 03,3,8",
                    "3,2,Player 02,1.5,8", "4,5,Player 05,1.5,6.5", "5,4,Player 04,1,8",
                    "6,6,Player 06,1,3"]


def test_shared_places_without_tiebreaks(trf_file, capsys):
    code, out, _ = run(capsys, trf_file, "--csv")
    assert code == 0
    assert [line.split(",")[:2] for line in out.splitlines()[1:]] == [
        ["1", "1"], ["2", "3"], ["3", "2"], ["3", "5"], ["5", "4"], ["5", "6"]]


def test_unknown_tiebreak_lists_the_known_ones(trf_file, capsys):
    code, out, err = run(capsys, trf_file, "--tiebreaks", "BH/C1,BUCH")
    assert code == 2 and out == ""
    assert "unknown tie-break 'BUCH'" in err and "SB" in err and "ARO" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_rating_tiebreaks_need_a_rule_for_unrated_players(tmp_path, capsys):
    from dataclasses import replace
    t = every_kind()
    t.players[6] = replace(t.players[6], rating=0)
    path = tmp_path / "unrated.trf"
    path.write_text(write_trf(t), encoding="utf-8")
    code, out, err = run(capsys, path, "-t", "ARO", "--csv")
    assert code == 0 and "dropped" in err
    assert out.splitlines()[1] == "1,1,Player 01,3.5,"
    # with 1400 for unrated players: 1 met 2, 4, 3, 5 over the board: (2390+2370+2380+2360)/4
    code, out, err = run(capsys, path, "-t", "ARO", "--csv", "--unrated-rating", "floor")
    assert out.splitlines()[1] == "1,1,Player 01,3.5,2375"


def test_bad_inputs_exit_2(trf_file, tmp_path, capsys):
    assert run(capsys, tmp_path / "missing.trf")[0] == 2
    code, _, err = run(capsys, trf_file, "--round", "7")
    assert code == 2 and "not paired yet" in err
    code, _, err = run(capsys, trf_file, "--unrated-rating", "abc")
    assert code == 2 and "--unrated-rating" in err
    bad = tmp_path / "bad.trf"
    bad.write_text("001 nonsense\n", encoding="utf-8")
    code, _, err = run(capsys, bad)
    assert code == 2 and "bad.trf" in err


def test_arbiter_file(trf_file, tmp_path, capsys):
    from arbiter_app.services import TournamentService
    target = tmp_path / "t.arbiter"
    TournamentService.import_trf(trf_file, target, "dutch2016", confirm=True).close()
    code, out, _ = run(capsys, target, "-t", "BH", "--csv")
    assert code == 0
    # the tournament has no tie-breaks: BH makes them other than its own (issue #35 point 23)
    mark = "not the tournament's standings (--tiebreaks)"
    assert out.splitlines()[1:3] == [f"1,1,Player 01,3.5,7,{mark}", f"2,3,Player 03,3,9,{mark}"]


def test_not_an_arbiter_file(tmp_path, capsys):
    junk = tmp_path / "junk.arbiter"
    junk.write_bytes(b"this is not a tournament")
    code, out, err = run(capsys, junk)
    assert code == 2 and out == "" and "junk.arbiter" in err


def test_command_line_overrides_the_unplayed_method(trf_file, capsys):
    # 2009 virtual opponents: BH 1: 6.5, 2: 8.5, 3: 8.5, 4: 9.5, 5: 9, 6: 8
    # (tests/test_tiebreaks_buchholz.py); ranks: 1, 3, then 5 (9) before 2 (8.5), 4 before 6
    code, out, _ = run(capsys, trf_file, "-t", "BH", "--unplayed", "2009", "--csv")
    assert code == 0
    assert [line.split(",")[1] + ":" + line.split(",")[4] for line in out.splitlines()[1:]] == [
        "1:6.5", "3:8.5", "5:9", "2:8.5", "4:9.5", "6:8"]
