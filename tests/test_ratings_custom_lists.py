"""The arbiter's own rating lists and the sequence of lists per tournament type (issue #24
point 2; FIDE checklist Q117 "user-imported custom rating lists", Q123 "a default list
sequence proposed per tournament type", Q126 "lists of the sequence excluded, added,
reordered").

A custom list is a CSV mapped as the player import maps one; its rating is the arbiter's
estimate, the manual rating (C.04.2 2.1: "the Chief Arbiter estimates unknown or
unreliable ratings"), never the FIDE rating of the report (docs/ratings.md).  The default
order of a rapid event is FIDE rapid, FIDE standard (a player without a rapid rating takes
his standard one, B.02 7.2.1, Q118), then the arbiter's own lists.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.model import Player, Tournament, TournamentInfo
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.services import list_sequence as LS
from arbiter_app.store import TournamentFile

DATA = Path(__file__).resolve().parent / "data" / "ratings"


@pytest.fixture
def club(tmp_path):
    t = Tournament(info=TournamentInfo(name="Club Open", start_date="2026/03/07",
                                       end_date="2026/03/08"),
                   total_rounds=5, system="dutch2016")
    t.players[1] = Player(1, "de Vries, Jan", 2112, "FM", federation="NED",
                          fide_id="1000010", birth_date="1995/01/01")
    t.players[2] = Player(2, "Kramer, Tom", 0, federation="NED")
    t.players[3] = Player(3, "Smit, Kees", 0)
    path = tmp_path / "club.arbiter"
    TournamentFile.create(path, t).close()
    return path


def club_list(tmp_path, text: str) -> Path:
    path = tmp_path / "club-list.csv"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_csv_list_gives_the_manual_ratings(club, tmp_path):
    # the club's list: Kramer (no FIDE number, found by name, case aside) 1650; de Vries
    # by his FIDE number 2080 (the club's own figure); Smit is not in it
    listing = club_list(tmp_path, "Name;FIDE-ID;Elo\nkramer, tom;;1650\n"
                                  "de Vries, Jan;1000010;2080\n")
    with TournamentService.open(club) as service:
        check = service.check_rating_lists([listing])
        assert [(d.number, d.field, d.registered, d.listed) for d in check.differences] == [
            (1, "manual_rating", "", "2080"), (2, "manual_rating", "", "1650")]
        # the list has no title column: de Vries' FM is not a difference
        assert check.without_id == [3] and check.lists[0].publisher == "custom"
        service.update_from_lists([listing])
        t = service.tournament()
    assert (t.players[1].manual_rating, t.players[2].manual_rating) == (2080, 1650)
    # the FIDE rating and the list ratings of the report stay FIDE's
    assert t.players[1].rating == 2112 and t.players[1].fide_ratings == ()


def test_a_custom_list_beside_the_fide_list_shows_who_the_fide_list_lacks(club, tmp_path):
    # Q128-129: Kramer is not in FIDE's March list; the club's list rates him
    listing = club_list(tmp_path, "Name,Rating\n\"Kramer, Tom\",1650\n")
    with TournamentService.open(club, read_only=True) as service:
        check = service.check_rating_lists([DATA / "standard_mar26frl.txt", listing])
    (info, entry), = check.elsewhere[2]
    assert info.name == "club-list.csv" and entry.rating("standard") == 1650
    assert info.source("standard") == "custom standard (club-list.csv)"


def test_a_bad_line_makes_the_list_unusable(club, tmp_path):
    listing = club_list(tmp_path, "Name;Elo\nKramer, Tom;16x0\n")
    with TournamentService.open(club, read_only=True) as service:
        with pytest.raises(ServiceError, match=r"club-list.csv: line 2: rating '16x0' is not "
                                               r"a number \(column 'Elo'\)"):
            service.check_rating_lists([listing])


def test_the_columns_are_mapped_as_the_import_maps_them(club, tmp_path, capsys):
    listing = club_list(tmp_path, "Name;Punkte\nKramer, Tom;1650\n")
    code = main(["check-ratings", str(club), "--list", str(listing)])
    assert code == 2 and "no column is mapped to the rating" in capsys.readouterr().err
    code = main(["check-ratings", str(club), "--list", str(listing), "--map", "Punkte=rating"])
    out = capsys.readouterr().out
    assert code == 1 and "player 2 Kramer, Tom: manual rating (none) here, 1650 in the list" \
        in out


def test_the_default_sequence_of_a_rapid_event(tmp_path):
    """Q123: rapid first, then standard (Q118), then the arbiter's own lists; a combined
    FIDE list counts as the type's own list."""
    files = ["club.csv", "standard_mar26frl.zip", "rapid_mar26frl.zip", "players_list_foa.zip"]
    assert LS.proposed("rapid", files) == ["rapid_mar26frl.zip", "players_list_foa.zip",
                                           "standard_mar26frl.zip", "club.csv"]
    assert LS.proposed("blitz", files) == ["players_list_foa.zip", "standard_mar26frl.zip",
                                           "rapid_mar26frl.zip", "club.csv"]


def test_every_type_s_default_sequence_names_the_three_fide_kinds(capsys):
    """Q123 as the checklist's transcription gives it: standard -> standard, rapid, blitz;
    rapid -> the effective rapid (rapid, else standard), blitz; blitz -> the effective
    blitz (blitz, else standard), rapid; the arbiter's own lists last."""
    files = ["club.csv", "blitz_mar26frl.zip", "rapid_mar26frl.zip", "standard_mar26frl.zip"]
    assert LS.proposed("standard", files) == ["standard_mar26frl.zip", "rapid_mar26frl.zip",
                                              "blitz_mar26frl.zip", "club.csv"]
    assert LS.proposed("rapid", files) == ["rapid_mar26frl.zip", "standard_mar26frl.zip",
                                           "blitz_mar26frl.zip", "club.csv"]
    assert LS.proposed("blitz", files) == ["blitz_mar26frl.zip", "standard_mar26frl.zip",
                                           "rapid_mar26frl.zip", "club.csv"]
    assert main(["rating-lists"]) == 0
    out = capsys.readouterr().out
    assert ("standard: (none: FIDE standard, then FIDE rapid, then FIDE blitz, then your own "
            "lists, is the default order)") in out
    assert "rapid: (none: FIDE rapid, then FIDE standard, then FIDE blitz, then your own" in out
    assert "blitz: (none: FIDE blitz, then FIDE standard, then FIDE rapid, then your own" in out


def test_the_arbiter_adds_moves_and_removes_lists(tmp_path, capsys):
    """Q126: an added list takes its place in the default order; the arbiter moves or
    removes one; the sequence is kept with his preferences."""
    custom = club_list(tmp_path, "Name;Elo\nKramer, Tom;1650\n")
    standard, rapid = DATA / "standard_mar26frl.txt", DATA / "rapid_mar26frl.txt"
    for path in (custom, standard, rapid):
        assert main(["rating-lists", "--type", "rapid", "--add", str(path)]) == 0
    assert LS.sequence("rapid") == [str(rapid), str(standard), str(custom)]
    assert main(["rating-lists", "--type", "rapid", "--move", "3:1"]) == 0
    assert LS.sequence("rapid") == [str(custom), str(rapid), str(standard)]
    assert main(["rating-lists", "--type", "rapid", "--remove", "1"]) == 0
    assert LS.sequence("rapid") == [str(rapid), str(standard)]
    assert LS.sequence("standard") == []  # another type keeps its own
    capsys.readouterr()
    assert main(["rating-lists", "--type", "rapid", "--remove", "5"]) == 2
    assert "no list 5 (2 lists)" in capsys.readouterr().err
    assert main(["rating-lists", "--type", "rapid", "--add", str(tmp_path / "none.zip")]) == 2


def test_check_ratings_without_a_list_takes_the_kept_sequence(club, capsys):
    code = main(["check-ratings", str(club)])
    assert code == 2 and "rating-lists --type standard --add" in capsys.readouterr().err
    LS.added("standard", DATA / "standard_mar26frl.txt")
    code = main(["check-ratings", str(club)])
    out = capsys.readouterr().out
    # de Vries is 2112 in March as here: the list's K 20 is the only difference
    assert "the standard lists kept:" in out and "standard_mar26frl.txt" in out
    assert "player 1 de Vries, Jan: K (none) here, 20 in the list" in out and code == 1


def test_a_list_added_by_a_relative_path_is_found_from_any_folder(tmp_path, monkeypatch):
    """The sequence is kept with the arbiter's preferences and read by commands run from
    anywhere: a relative path is kept as the absolute path of the file it names."""
    folder = tmp_path / "lists"
    folder.mkdir()
    (folder / "rapid_mar26frl.txt").write_bytes((DATA / "rapid_mar26frl.txt").read_bytes())
    monkeypatch.chdir(tmp_path)
    assert main(["rating-lists", "--type", "rapid", "--add", "lists/rapid_mar26frl.txt"]) == 0
    assert LS.sequence("rapid") == [str(folder.resolve() / "rapid_mar26frl.txt")]
