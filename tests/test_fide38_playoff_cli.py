"""FIDE checklist Q207 (issue #38 point 9), through the command line: the outcome of a
play-off played over the board (C.07 2.2.1 and 3: a play-off, an Armageddon game, a blitz
match) is entered for tied players, kept in the tournament file, decides their places
(the higher play-off score the higher place) and is printed as such in the standings, the
CSV, the printed and web standings.

Four players, round 1 1-2 ½-½ and 3-4 ½-½: all on ½ point with Buchholz ½ each (each
opponent has ½), so the four are one tied group after the tie-breaks."""

from __future__ import annotations

import json
import sqlite3

import pytest

from arbiter_app.services import FileNotATournament, TournamentService
from arbiter_app.services.documents import build_document
from arbiter_app.store import TournamentFile
from tests.builders import cli_run, tournament


def _file(tmp_path, capsys, rounds=("1-2 1/2, 3-4 1/2",), tiebreaks="BH"):
    t = tournament(4, list(rounds), total_rounds=3)
    t.system = "dutch2026"
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t).close()
    code, _out, err = cli_run(capsys, "settings", path, "--tiebreaks", tiebreaks, "--confirm")
    assert code == 0, err
    return path


def _order(out: str) -> list[str]:
    """The pairing numbers of the standings' rows, in order."""
    return [line.split()[1] for line in out.splitlines()[1:] if line.strip()]


def _options(path) -> dict:
    with TournamentService.open(path, read_only=True) as service:
        return dict(service.tournament().options)


def test_the_play_off_decides_the_places_and_every_output_says_so(tmp_path, capsys):
    path = _file(tmp_path, capsys)
    code, _out, _err = cli_run(capsys, "standings", path)
    assert code == 0
    code, out, _err = cli_run(capsys, "ties", path, "--playoff", "3=1.5,1=0.5,4=1,2=0",
                              "--label", "Armageddon")
    assert code == 0 and "3=1.5" in out
    code, out, err = cli_run(capsys, "standings", path)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[-1] == "Armageddon"  # a column named after the play-off
    assert _order(out) == ["3", "4", "1", "2"]  # 1.5 > 1 > 0.5 > 0
    assert [line.split()[0] for line in lines[1:]] == ["1", "2", "3", "4"]  # no shared place
    assert [line.split()[-1] for line in lines[1:]] == ["1.5", "1", "0.5", "0"]
    assert "places 1-4 decided by Armageddon: 3 (1.5), 4 (1), 1 (0.5), 2 (0)" in err
    code, out, _err = cli_run(capsys, "standings", path, "--csv")
    rows = [line.split(",") for line in out.splitlines()]
    assert rows[0][-1] == "Armageddon"
    assert [(row[1], row[-1]) for row in rows[1:]] == [("3", "1.5"), ("4", "1"), ("1", "0.5"),
                                                       ("2", "0")]
    # the printed standings (PDF and web pages are made of this document)
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
    doc = build_document(t, ["BH"], "standings", language="en")
    assert "Player 03 (Armageddon: 1\u00bd)" in doc.html
    assert "decided by Armageddon" in doc.html


def test_equal_play_off_scores_stay_tied_and_the_arbiters_order_follows(tmp_path, capsys):
    path = _file(tmp_path, capsys)
    code, _out, _err = cli_run(capsys, "ties", path, "--playoff", "1=1,2=1,3=0,4=0")
    assert code == 0
    code, out, _err = cli_run(capsys, "standings", path)
    assert out.splitlines()[0].split()[-1] == "play-off"  # the default name
    assert [line.split()[0] for line in out.splitlines()[1:]] == ["1", "1", "3", "3"]
    code, _out, _err = cli_run(capsys, "ties", path, "--order", "2,1")
    code, out, _err = cli_run(capsys, "standings", path)
    assert _order(out) == ["2", "1", "3", "4"]
    assert [line.split()[0] for line in out.splitlines()[1:]] == ["1", "2", "3", "3"]
    # a play-off among two of the four tied players decides nothing, and says so
    code, _out, _err = cli_run(capsys, "ties", path, "--playoff", "1=1,2=0")
    code, out, err = cli_run(capsys, "standings", path)
    assert [line.split()[0] for line in out.splitlines()[1:]] == ["1", "1", "1", "1"]
    assert "places 1-4 stay tied: play-off has no score for every one of 1, 2, 3, 4" in err
    code, _out, _err = cli_run(capsys, "ties", path, "--shared")  # removes the play-off too
    assert code == 0 and "tiebreaks.playoff" not in _options(path)


def test_a_play_off_on_points_comes_before_the_tie_breaks(tmp_path, capsys):
    # 1-2 1-0, 3-4 1-0: 1 and 3 tied on 1 point; RTNG puts 1 (2400) before 3 (2380)
    path = _file(tmp_path, capsys, ["1-2 1-0, 3-4 1-0"], tiebreaks="RTNG")
    code, out, _err = cli_run(capsys, "standings", path)
    assert _order(out) == ["1", "3", "2", "4"]
    # after the tie-breaks 1 and 3 are not tied: refused, named, nothing stored
    code, _out, err = cli_run(capsys, "ties", path, "--playoff", "3=1,1=0")
    assert code == 2 and "players 3 Player 03, 1 Player 01 are not tied" in err
    assert "tiebreaks.playoff" not in _options(path)
    # the rules play it off on points (C.07 2.2.1): the play-off wins over the rating
    code, _out, _err = cli_run(capsys, "ties", path, "--playoff", "3=1,1=0", "--on", "points",
                               "--label", "blitz match")
    assert code == 0
    code, out, err = cli_run(capsys, "standings", path)
    assert _order(out) == ["3", "1", "2", "4"]
    assert "decided by blitz match: 3 (1), 1 (0)" in err
    # 1 and 2 have different scores: no play-off on points between them
    code, _out, err = cli_run(capsys, "ties", path, "--playoff", "1=1,2=0", "--on", "points")
    assert code == 2 and "not tied" in err


@pytest.mark.parametrize("argv, words", [
    (["--playoff", "3=x"], "--playoff '3=x'"),
    (["--playoff", "3=1,3=0"], "player 3 is named twice"),
    (["--playoff", "3=1,9=0"], "player 9 is not in the tournament"),
    (["--playoff", "3=1"], "two players at least"),
    (["--playoff", "3=1,1=0", "--label", "a|b"], "cannot contain"),
    (["--playoff", "3=1,1=0", "--label", "x" * 41], "longer than 40"),
    (["--playoff", "3=1,1=-1"], "from 0 to 1000"),
    (["--order", "3,1", "--label", "Armageddon"], "--label and --on go with --playoff"),
])
def test_bad_input_is_refused_and_changes_nothing(tmp_path, capsys, argv, words):
    path = _file(tmp_path, capsys)
    code, _out, err = cli_run(capsys, "ties", path, *argv)
    assert code == 2 and words in err, err
    assert "tiebreaks.playoff" not in _options(path)


@pytest.mark.parametrize("value, words", [
    ("tiebreaks|Armageddon|3=x,1=0", "'3=x' is not number=score"),
    ("later|Armageddon|3=1,1=0", "'later' is not tiebreaks or points"),
    ("tiebreaks|Armageddon", "write scope|name|number=score"),
    ("tiebreaks||3=1,1=0", "the play-off has no name"),
    ("tiebreaks|Armageddon|3=1", "two players at least"),
])
def test_a_damaged_play_off_in_a_file_is_refused_at_open(tmp_path, capsys, value, words):
    """The file is untrusted: the stored play-off is checked when it is opened."""
    path = _file(tmp_path, capsys)
    con = sqlite3.connect(str(path), isolation_level=None)
    options = json.loads(con.execute("SELECT options FROM tournament").fetchone()[0])
    options["tiebreaks.playoff"] = value
    con.execute("UPDATE tournament SET options = ?", (json.dumps(options),))
    con.close()
    with pytest.raises(FileNotATournament, match="tiebreaks.playoff"):
        TournamentService.open(path)
    code, _out, err = cli_run(capsys, "standings", path)
    assert code == 2 and words in err, err


@pytest.mark.parametrize("language, name", [("fr", "barrage"), ("de", "Stichkampf")])
def test_a_play_off_entered_without_a_name_is_named_in_the_reader_s_language(
        tmp_path, capsys, monkeypatch, language, name):
    """The default name is a catalogue text: the text table's column is in the language
    (the CSV keeps its English headings, as every other column)."""
    from arbiter_app import i18n
    path = _file(tmp_path, capsys)
    assert cli_run(capsys, "ties", path, "--playoff", "3=1.5,1=0.5,4=1,2=0")[0] == 0
    monkeypatch.setenv("ARBITER_LANGUAGE", language)
    try:
        code, out, err = cli_run(capsys, "standings", path)
        assert code == 0, err
        assert out.splitlines()[0].split()[-1] == name
        code, out, err = cli_run(capsys, "standings", path, "--csv")
        assert out.splitlines()[0].split(",")[-1] == "play-off"
    finally:
        i18n.set_language("en")  # the command line set the interface's language
