"""Issue #21: a CSV import shows its column mapping and says what it ignores (a
``FIDE-ID`` header used to leave every FIDE id empty); services and command line."""

from __future__ import annotations

import pytest

from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.services.player_import import (apply_mapping, ignored_text, mapping_text,
                                                mapping_with, parse_csv_text)
from tests.builders import cli_run as run

ENTRIES = ('Name,FIDE-ID,Rtg,Club\n'
           '"Carlsen, Magnus",1503014,2830,Oslo SK\n'
           '"Hou, Yifan",8602980,2630,\n')


@pytest.mark.parametrize("header", ["FIDE-ID", "FIDE_ID", "Fide Id", "fideid", "ID"])
def test_known_fide_id_headers_are_mapped(header):
    table = parse_csv_text(f"Name;{header};Elo\nA;123;1500\n", "e.csv")
    assert table.mapping == ["name", "fide_id", "rating"]
    assert apply_mapping(table).players[0]["fide_id"] == "123"


def test_an_unknown_column_is_ignored_and_said_so():
    table = parse_csv_text(ENTRIES, "entries.csv")
    assert table.mapping == ["name", "fide_id", "rating", ""]
    result = apply_mapping(table)
    assert result.errors == [] and result.ignored == ["Club"]
    assert ignored_text(table, table.mapping) == "ignored: Club"
    assert mapping_text(table, table.mapping) == ("Name -> Name (Last, First), "
                                                  "FIDE-ID -> FIDE id, Rtg -> Rating")
    assert [p["fide_id"] for p in result.players] == ["1503014", "8602980"]


def test_a_specific_header_wins_over_a_general_one_and_surname_plus_first_name():
    table = parse_csv_text("ID\tSurname\tFirst name\tFIDE ID\tFed\n7\tCarlsen\tMagnus\t1503014\tnor\n")
    assert table.mapping == ["", "surname", "first_name", "fide_id", "federation"]
    (player,) = apply_mapping(table).players
    assert player["name"] == "Carlsen, Magnus" and player["fide_id"] == "1503014"
    assert player["federation"] == "NOR"


def test_every_bad_line_is_named_with_its_column():
    text = ("Name;Elo;FIDE ID\n"
            "Good, One;1500;1\n"
            "Bad, Rating;15OO;2\n"
            "\n"
            f"{'Verylongsurname-Doublebarrelled, Firstname'};1400;3\n"
            f"{'Y' * 101};1400;3\n"
            ";1300;4\n")
    result = apply_mapping(parse_csv_text(text, "club.csv"))
    assert result.errors == [
        "club.csv: line 3: rating '15OO' is not a number (column 'Elo')",
        f"club.csv: line 6: the name '{'Y' * 100}\u2026' has 101 characters; at most 100 are "
        "kept (column 'Name')",
        "club.csv: line 7: the name is empty (column 'Name')"]
    # a name longer than a TRF line's 33 columns is kept whole (issue #35)
    assert [p["name"] for p in result.players] == [
        "Good, One", "Verylongsurname-Doublebarrelled, Firstname"]


def test_a_mapping_without_a_name_or_with_a_field_twice_is_refused():
    table = parse_csv_text("Player,Elo,Rtg\nA,1,2\n", "x.csv")
    assert apply_mapping(table).players == [{"name": "A", "rating": 1, "title": "",
                                             "federation": "", "fide_id": "", "sex": "",
                                             "birth_date": ""}]
    twice = apply_mapping(table, ["name", "rating", "rating"])
    assert twice.errors == ["x.csv: columns 'Elo' and 'Rtg' are both mapped to Rating; "
                            "ignore one of them"]
    assert "no column is mapped to the name" in apply_mapping(table, ["", "rating", ""]).errors[0]
    assert mapping_with(table, "Rtg=rating") == ["name", "", "rating"]
    assert mapping_with(table, "1=ignore,3=name") == ["", "rating", "name"]
    with pytest.raises(ServiceError, match="x.csv has no column 'Club'"):
        mapping_with(table, "Club=name")
    with pytest.raises(ServiceError, match="unknown field 'colour'"):
        mapping_with(table, "Elo=colour")


# -- command line ------------------------------------------------------------------

@pytest.fixture
def event(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    assert run(capsys, "new", path, "--name", "Open", "--rounds", "5",
               "--system", "dutch2016")[0] == 0
    return path


def players(path):
    with TournamentService.open(path, read_only=True) as service:
        return [(p.name, p.fide_id, p.rating) for _n, p in sorted(service.tournament().players.items())]


def test_cli_import_players_prints_the_mapping_and_the_ignored_columns(event, tmp_path, capsys):
    csv_file = tmp_path / "entries.csv"
    csv_file.write_text(ENTRIES)
    code, out, err = run(capsys, "import-players", event, csv_file)
    assert code == 0, err
    assert out.splitlines() == [
        "columns: Name -> Name (Last, First), FIDE-ID -> FIDE id, Rtg -> Rating",
        "ignored: Club",
        "imported 2 players (numbers 1-2)"]
    assert players(event) == [("Carlsen, Magnus", "1503014", 2830), ("Hou, Yifan", "8602980", 2630)]

    # the same file again: exit 3, nothing changed, unless told what to do
    before = event.read_bytes()
    code, out, err = run(capsys, "import-players", event, csv_file)
    assert code == 3
    lines = err.splitlines()
    assert lines[0] == ("warning (level 3): Carlsen, Magnus: player 1 Carlsen, Magnus has "
                        "FIDE id 1503014 already")
    assert "--skip-duplicates" in lines[-1] and "--confirm" in lines[-1]
    assert event.read_bytes() == before
    code, out, _ = run(capsys, "import-players", event, csv_file, "--skip-duplicates")
    assert code == 0 and "nothing imported: all 2 players are already in the tournament" in out
    assert len(players(event)) == 2
    code, out, _ = run(capsys, "import-players", event, csv_file, "--confirm")
    assert code == 0 and "imported 2 players (numbers 3-4)" in out
    assert len(players(event)) == 4


def test_cli_import_players_with_a_mapping_and_bad_lines(event, tmp_path, capsys):
    csv_file = tmp_path / "club.csv"
    csv_file.write_text("Player;Code;Strength\nA, B;11;1500\nC, D;12;15x0\n")
    before = event.read_bytes()
    code, out, err = run(capsys, "import-players", event, csv_file, "--map", "Code=fide_id,3=elo")
    assert code == 2
    assert "columns: Player -> Name (Last, First), Code -> FIDE id, Strength -> Rating" in out
    assert ("arbiter-cli: club.csv: line 3: rating '15x0' is not a number (column 'Strength')"
            in err.splitlines())
    assert "nothing was imported" in err and "Traceback" not in err
    assert event.read_bytes() == before
    csv_file.write_text("Player;Code;Strength\nA, B;11;1500\nC, D;12;1510\n")
    code, out, err = run(capsys, "import-players", event, csv_file, "--map", "Code=fide_id,3=elo")
    assert code == 0, err
    assert players(event) == [("A, B", "11", 1500), ("C, D", "12", 1510)]
    code, _, err = run(capsys, "import-players", event, csv_file, "--map", "Nope=name")
    assert code == 2 and err.strip() == ("arbiter-cli: --map: club.csv has no column 'Nope' "
                                         "(columns: Player, Code, Strength)")


def test_titles_and_birth_dates_a_trf_line_cannot_hold_are_named_in_the_preview():
    result = apply_mapping(parse_csv_text("Name,Title,Born\nA,Grandmaster,1990\n"
                                          "B,GM,31.11.1990\nC,IM,1990-11-30\n", "x.csv"))
    assert result.errors == [
        "x.csv: line 2: title 'Grandmaster' has more than the 3 characters TRF files hold "
        "(GM, WIM, ...) (column 'Title')",
        "x.csv: line 3: birth date: '31.11.1990' is not a date; write it as 2026-11-27, "
        "2026/11/27, 27.11.2026, or the year alone (1981) (column 'Born')"]
    assert result.players[0]["birth_date"] == "1990/11/30"
