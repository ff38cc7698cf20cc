"""Writing TRF16: round-trips, recomputed points, layout, files on disk."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import (ByeKind, Colour, Player, Scoring, Tournament,
                                      TournamentInfo)
from arbiter_app.trf import TrfError, read_trf, read_trf_file, write_trf, write_trf_file
from tests.builders import tournament


def _lines(text: str) -> list[str]:
    """Lines whatever the line endings; the empty last line the engines write is dropped."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def round_trip_files(data_dir):
    return sorted((data_dir / "dutch2016").glob("*.trf")) + [data_dir / "trf" / "base.trf",
                                                              data_dir / "trf" / "bench-n400-round1.trf"]


def test_every_fixture_round_trips_field_by_field_and_byte_for_byte(data_dir):
    for path in round_trip_files(data_dir):
        data = path.read_bytes()
        t = read_trf(data, path.name)
        text = write_trf(t)
        again = read_trf(text)
        assert again == t, path.name
        assert vars(again.info) == vars(t.info)
        assert again.players == t.players and again.rounds == t.rounds
        assert _lines(text) == _lines(data.decode("latin-1")), path.name


def test_written_file_reads_back_from_disk_with_each_newline(tmp_path, data_dir):
    t = read_trf_file(data_dir / "dutch2016" / "rough-00001-n058-r06.trf")
    for newline in ("\r\n", "\n", "\r"):
        path = tmp_path / "out.trf"
        write_trf_file(t, path, newline=newline)
        data = path.read_bytes()
        assert newline.encode() in data and (newline == "\r\n" or b"\r\n" not in data)
        assert read_trf_file(path) == t
    assert [p.name for p in tmp_path.iterdir()] == ["out.trf"]  # no temporary file left


def test_points_are_recomputed_from_the_results():
    t = tournament(5, ["1-2 1-0, 3-4 1/2, 5 U", "4-1 +-, 2-5 --, 3 H"])
    text = write_trf(t)
    points = {int(line[4:8]): line[80:84] for line in text.splitlines() if line.startswith("001")}
    # 1: win + forfeit loss; 2: loss + double forfeit; 3: draw + half-point bye;
    # 4: draw + forfeit win; 5: pairing-allocated bye (a win, C.04.1.c) + double forfeit
    assert points == {1: " 1.0", 2: " 0.0", 3: " 1.0", 4: " 1.5", 5: " 1.0"}
    assert read_trf(text).rounds == t.rounds


def test_player_fields_are_written_in_their_columns():
    t = Tournament(players={7: Player(7, "Müller, Jürgen", rating=2345, title="GM", sex="m",
                                      federation="GER", fide_id="4612345",
                                      birth_date="1990/05/17")})
    line = write_trf(t).splitlines()[0]
    # columns of TRF16 (1-based inclusive), shared/rules/README.md
    assert line[0:3] == "001" and line[4:8] == "   7" and line[9] == "m"
    assert line[10:13] == " GM" and line[14:47] == "Müller, Jürgen".ljust(33)
    assert line[48:52] == "2345" and line[53:56] == "GER" and line[57:68] == "    4612345"
    assert line[69:79] == "1990/05/17" and line[80:84] == " 0.0" and len(line) == 84
    assert read_trf(write_trf(t)).players == t.players


def test_latin1_when_possible_else_utf8(tmp_path):
    t = Tournament(players={1: Player(1, "Müller")})
    write_trf_file(t, tmp_path / "a.trf")
    assert "Müller".encode("latin-1") in (tmp_path / "a.trf").read_bytes()
    t.players[2] = Player(2, "Łukasz")
    write_trf_file(t, tmp_path / "b.trf")
    assert "Łukasz".encode("utf-8") in (tmp_path / "b.trf").read_bytes()
    assert read_trf_file(tmp_path / "b.trf").players == t.players


def test_requested_byes_are_a_trailing_column_and_read_back():
    t = tournament(4, ["1-2 1-0, 3-4 0-1"], total_rounds=5)
    t.requested_byes = {2: {3: ByeKind.HALF_POINT}}
    text = write_trf(t)
    line3 = [line for line in text.splitlines() if line.startswith("001    3")][0]
    assert line3[101:109] == "0000 - H"
    # the points column sums the row, the announced half point included
    assert line3[80:84] == " 0.5"
    assert "XXR 5" in text.splitlines()
    back = read_trf(text)
    assert back.requested_byes == t.requested_byes and back.total_rounds == 5
    assert back.rounds == t.rounds


def test_xxc_written_for_a_running_tournament_or_when_round_one_does_not_show_it():
    t = tournament(4, [], total_rounds=7, initial_colour=Colour.BLACK)
    assert "XXC black1" in write_trf(t).splitlines()
    assert read_trf(write_trf(t)).initial_colour is Colour.BLACK
    # still running (1 of 7 rounds): XXC is written, as in the engines' pairing inputs
    t = tournament(4, ["1-3 1-0, 4-2 1/2"], total_rounds=7, initial_colour=Colour.WHITE)
    assert "XXC white1" in write_trf(t).splitlines()
    # finished: round 1 shows white1 by E.5 (player 1, odd, white), so no XXC line ...
    t.total_rounds = 1
    assert not any(line.startswith("XXC") for line in write_trf(t).splitlines())
    # ... but an initial colour that contradicts round 1 is kept
    t.initial_colour = Colour.BLACK
    assert "XXC black1" in write_trf(t).splitlines()
    assert read_trf(write_trf(t)).initial_colour is Colour.BLACK


def test_absent_player_without_an_entry_is_written_as_zero_point_bye():
    t = tournament(3, ["1-2 1-0"])
    back = read_trf(write_trf(t))
    assert back.round(1).byes == {3: ByeKind.ZERO_POINT}


def test_scoring_other_than_standard_is_written_as_bb_lines():
    t = tournament(3, ["1-2 1/2, 3 U"], total_rounds=1)
    # TRF16 has no line for X (an unknown result): a reader gives it the draw's points
    t.scoring = Scoring(win=3, draw=1, forfeit_win=3, full_bye=3, half_bye=1, pairing_bye=1,
                        adjourned=1)
    text = write_trf(t)
    assert {"BBW  3.0", "BBD  1.0", "BBU  1.0"} <= set(text.splitlines())
    back = read_trf(text)
    assert back.scoring == t.scoring and back == t


def test_header_info_and_forbidden_pairs_are_written():
    t = tournament(4, ["1-3 1-0, 2-4 0-1"], total_rounds=1)
    # kept lines as a reader stores them: in file order (062 before the players, XXZ after)
    t.info = TournamentInfo(name="Open", city="Town", time_control="90+30",
                            extra_lines=["062 4", "XXZ 1 2"])
    t.forbidden_pairs = {frozenset((1, 2))}
    t.rounds[0].date = "24/03/01"
    lines = write_trf(t).splitlines()
    assert lines[:4] == ["012 Open", "022 Town", "062 4", "122 90+30"]
    assert lines[4] == "132" + " " * 88 + "24/03/01"
    assert lines[-2:] == ["XXP 1 2", "XXZ 1 2"]
    back = read_trf("\n".join(lines))
    assert back == t


@pytest.mark.parametrize("player, words", [
    (Player(1, "A", rating=12345), ["rating"]),
    (Player(1, "A", federation="GERM"), ["federation"]),
    (Player(10000, "A"), ["pairing number 10000"]),
])
def test_values_that_do_not_fit_are_refused_not_cut(player, words):
    t = Tournament(players={player.number: player})
    with pytest.raises(TrfError) as info:
        write_trf(t)
    for word in words:
        assert word in str(info.value)


def test_unwritable_path_is_a_trf_error(tmp_path):
    t = tournament(2, [])
    with pytest.raises(TrfError) as info:
        write_trf_file(t, tmp_path / "missing-folder" / "x.trf")
    assert "cannot write" in info.value.message and info.value.source == "x.trf"
    with pytest.raises(TrfError):
        write_trf_file(t, tmp_path / "x.trf", newline="\t")


@pytest.mark.parametrize("change, words", [
    (lambda t: t.rounds[0].byes.__setitem__(1, ByeKind.HALF_POINT), ["round 1", "player 1",
                                                                     "two entries"]),
    (lambda t: t.rounds[0].byes.__setitem__(9, ByeKind.ZERO_POINT), ["player 9 is not a player"]),
    (lambda t: t.requested_byes.__setitem__(2, {3: ByeKind.PAIRING_ALLOCATED}), ["round 2"]),
    (lambda t: t.forbidden_pairs.add(frozenset((1, 8))), ["forbidden pair [1, 8]"]),
    (lambda t: setattr(t.info, "name", "two\nlines"), ["line break"]),
    (lambda t: t.players.__setitem__(1, Player(1, "A", birth_date="17.05.1990")),
     ["birth date", "YYYY/MM/DD"]),
    (lambda t: setattr(t.rounds[0], "date", "1 March"), ["round 1", "YY/MM/DD"]),
])
def test_tournaments_that_would_not_read_back_are_refused(change, words):
    t = tournament(4, ["1-2 1-0, 3-4 0-1"])
    change(t)
    with pytest.raises(TrfError) as info:
        write_trf(t)
    for word in words:
        assert word in str(info.value)


def test_iso_dates_are_written_in_trf_form():
    t = tournament(2, ["1-2 1-0"], total_rounds=1)
    t.players[1] = Player(1, "A", birth_date="1990-05-17")
    t.rounds[0].date = "2024-03-01"
    back = read_trf(write_trf(t))
    assert back.players[1].birth_date == "1990/05/17" and back.rounds[0].date == "24/03/01"


def test_windows_1252_file_round_trips_byte_for_byte(tmp_path, data_dir):
    lines = (data_dir / "trf" / "base.trf").read_text().splitlines()
    lines[1] = lines[1][:14] + "Šimon, Müller".ljust(33) + lines[1][47:]
    data = ("\r\n".join(lines) + "\r\n").encode("cp1252")
    (tmp_path / "in.trf").write_bytes(data)
    write_trf_file(read_trf_file(tmp_path / "in.trf"), tmp_path / "out.trf")
    assert (tmp_path / "out.trf").read_bytes() == data


def test_withdrawn_player_is_announced_absent_for_the_next_round():
    from dataclasses import replace
    t = tournament(4, ["1-2 1-0, 3-4 0-1"], total_rounds=5)
    t.players[4] = replace(t.players[4], withdrawn_from=2)
    text = write_trf(t)
    line4 = [line for line in text.splitlines() if line.startswith("001    4")][0]
    assert line4[101:109] == "0000 - Z"  # round 2 entry: cols 102-109
    back = read_trf(text)
    assert back.requested_byes == {2: {4: ByeKind.ZERO_POINT}}
    assert back.players_to_pair() == t.players_to_pair() == [1, 2, 3]
    # a finished tournament has no next round to announce
    t.total_rounds = 1
    assert read_trf(write_trf(t)).requested_byes == {}


def test_kept_lines_keep_their_order_around_the_tournament_lines():
    line = "001    1      A".ljust(80) + " 0.0"
    # a file that lists an extension before a tournament line: the reader stores the
    # tournament lines first, so what is written reads back the same
    t = read_trf(f"XXZ 1\n012 Open\nXYZ free text\n062 1\n022 Town\n{line}\n")
    assert t.info.extra_lines == ["XYZ free text", "062 1", "XXZ 1"]
    text = write_trf(t)
    # 012 and 022 go before the kept lines (codes below the next numbered kept line, 062)
    assert text.splitlines() == ["012 Open", "022 Town", "XYZ free text", "062 1", line, "XXZ 1"]
    assert read_trf(text) == t


@pytest.mark.parametrize("kept", ["012 Second name", "001 x", "XXR 3", "   "])
def test_kept_lines_a_reader_would_interpret_are_refused(kept):
    t = tournament(2, [])
    t.info.extra_lines = [kept]
    with pytest.raises(TrfError) as info:
        write_trf(t)
    assert "kept line" in info.value.message
