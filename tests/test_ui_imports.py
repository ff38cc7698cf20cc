"""Reading players for import: CSV, the FIDE rating list (TXT and XML, zipped or not)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from arbiter_app.ui.imports.fide_list import search_rating_list
from arbiter_app.ui.imports.players_csv import parse_players_csv, read_players_csv

DATA = Path(__file__).resolve().parent / "data" / "ui"


def test_csv_with_a_header_and_aliases():
    players = read_players_csv(DATA / "players.csv")
    assert players[0] == dict(name="Example, Anna", rating=2301, title="WGM", federation="GER",
                              fide_id="1000001", sex="f", birth_date="1990")
    assert players[1]["rating"] == 0 and players[1]["sex"] == "m"


@pytest.mark.parametrize("text, message", [
    ("Player;Elo\nA;12x\n", "line 2: rating '12x' is not a number"),
    ("Surname,Rating\nA,1\n", "line 1 must be a header with a 'name' column"),
    ("Name,Rating\n,1500\n", "line 2: the name is empty"),
])
def test_bad_csv_names_file_and_line(text, message):
    with pytest.raises(ValueError, match=message) as info:
        parse_players_csv(text, "entries.csv")
    assert str(info.value).startswith("entries.csv: ")


@pytest.mark.parametrize("name", ["fide_sample.txt", "fide_sample.xml"])
def test_rating_list_by_name_words_and_by_id(name):
    found = search_rating_list(DATA / name, ["example", "1000002"])
    assert [p["fide_id"] for p in found] == ["1000001", "1000002", "1000003"]
    anna = dict(found[0])
    assert anna.pop("k", 20) == 20  # the XML list's K column (the TXT sample has none)
    assert anna == dict(name="Example, Anna", rating=2301, title="WGM", sex="w",
                        federation="GER", fide_id="1000001", birth_date="1990")
    # every word of a line must occur in the name
    assert [p["name"] for p in search_rating_list(DATA / name, ["carl example"])] == [
        "Example, Carl"]
    unrated = search_rating_list(DATA / name, ["1000004"])
    assert unrated[0]["rating"] == 0 and unrated[0]["name"] == "Testova, Dana"


def test_rating_list_inside_a_zip(tmp_path):
    archive = tmp_path / "players_list.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.write(DATA / "fide_sample.txt", "players_list_foa.txt")
    assert [p["fide_id"] for p in search_rating_list(archive, ["Sample"])] == ["1000002"]


def test_not_a_rating_list(tmp_path):
    bad = tmp_path / "list.txt"
    bad.write_text("Hello world\nsome text\n")
    with pytest.raises(ValueError, match="list.txt: line 1 is not the header of a FIDE rating list"):
        search_rating_list(bad, ["x"])


def test_players_only_from_a_trf_file():
    from arbiter_app.ui.imports.players_trf import read_players_trf
    players = read_players_trf(DATA / "seven-players-seven-rounds.trf")
    # the file's 001 lines: "Test0001 Player0001" rated 2649 ... player 7 rated 1173
    assert len(players) == 7
    assert players[0]["name"] == "Test0001 Player0001" and players[0]["rating"] == 2649
    assert players[6]["rating"] == 1173
