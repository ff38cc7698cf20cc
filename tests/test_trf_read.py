"""Reading TRF16: every field, games and byes, initial colour, requested byes.

Expected values are read by hand off the endorsed engines' fixture lines quoted in the
comments, or follow from the format description in shared/rules/README.md.
"""

from __future__ import annotations

import re

import pytest

from arbiter_app.engine.model import ByeKind, Colour, Game, GameResult, Scoring
from arbiter_app.trf import TrfError, read_trf, read_trf_file
from arbiter_app.trf.layout import RANKS_OPTION, parse_number_list

FIXTURE_NAME = re.compile(r"(mixed|rough)-\d+-n(\d+)-r(\d+)\.trf")


def fixture(data_dir, name):
    return read_trf_file(data_dir / "dutch2016" / name)


def fixture_files(data_dir):
    """The complete endorsed tournaments (PROFILE-SEED-nPLAYERS-rROUNDS.trf), not bench cuts."""
    return sorted(p for p in (data_dir / "dutch2016").glob("*.trf")
                  if FIXTURE_NAME.fullmatch(p.name))


def test_player_line_fields_and_games(data_dir):
    # 001    1      Test0001 Player0001               2742     ...   4.0    2    23 b 1
    #     12 w 1     6 b 1     4 w -     5 w 1
    t = fixture(data_dir, "mixed-00001-n044-r05.trf")
    p = t.players[1]
    assert (p.number, p.name, p.rating, p.title, p.sex, p.federation, p.fide_id,
            p.birth_date) == (1, "Test0001 Player0001", 2742, "", "", "", "", "")
    assert t.info.name == "AutoTest Tournament 1"
    assert len(t.players) == 44 and len(t.rounds) == 5 and t.total_rounds == 5
    r1, r4 = t.round(1), t.round(4)
    assert Game(23, 1, GameResult.BLACK_WINS) in r1.games      # 1: "23 b 1"
    assert Game(1, 4, GameResult.BLACK_FORFEIT_WIN) in r4.games  # 1: "4 w -", 4: "1 b +"
    assert r4.byes[14] is ByeKind.HALF_POINT                    # 14: "0000 - H"
    assert t.round(5).byes[26] is ByeKind.ZERO_POINT             # 26: "0000 - Z"
    assert parse_number_list(t.options[RANKS_OPTION])[1] == "2"  # cols 86-89 of player 1
    assert t.requested_byes == {} and t.forbidden_pairs == set()
    assert t.scoring == Scoring()


def test_games_are_ordered_by_their_lower_numbered_player(data_dir):
    t = fixture(data_dir, "mixed-00001-n044-r05.trf")
    for rnd in t.rounds:
        keys = [min(g.white, g.black) for g in rnd.games]
        assert keys == sorted(keys)


def test_double_forfeit(data_dir):
    # round 4: player 2 "4 b -", player 4 "2 w -"
    t = fixture(data_dir, "rough-00031-n028-r12.trf")
    assert Game(4, 2, GameResult.DOUBLE_FORFEIT) in t.round(4).games
    # round 3: player 1 "7 w +", player 7 "1 b -"
    assert Game(1, 7, GameResult.WHITE_FORFEIT_WIN) in t.round(3).games


@pytest.mark.parametrize("name, colour", [
    # fixtures README / dutch E.5: player 1 (odd) has black on its round-1 board
    ("mixed-00001-n044-r05.trf", Colour.BLACK),
    # 001    1 ...  4 w 1 : player 1 white in round 1
    ("rough-00034-n007-r07.trf", Colour.WHITE),
    # player 1 sits out round 1 (0000 - H): player 2 is the first player taking part and is
    # white -> initial white (the endorsed engines count the players present: E.5's note
    # refers to C.04.2.B/C for pairing numbers; see tests/test_initial_colour.py)
    ("mixed-00147-n126-r07.trf", Colour.WHITE),
    # player 1 sits out round 1; player 2, the first present, is black ("27 w 0" / "2 b 1")
    ("rough-00002-n051-r07.trf", Colour.BLACK),
])
def test_initial_colour_inferred_from_round_one(data_dir, name, colour):
    assert fixture(data_dir, name).initial_colour is colour


def test_every_fixture_reads_with_its_size_and_complete_rounds(data_dir):
    files = fixture_files(data_dir)
    assert len(files) >= 15
    for path in files:
        _, players, rounds = FIXTURE_NAME.fullmatch(path.name).groups()
        t = read_trf_file(path)
        assert len(t.players) == int(players), path.name
        assert len(t.rounds) == int(rounds) == t.total_rounds, path.name
        for rnd in t.rounds:
            seen = [n for g in rnd.games for n in g.players()] + list(rnd.byes)
            assert sorted(seen) == sorted(t.players), path.name  # everyone once per round
            assert sum(kind is ByeKind.PAIRING_ALLOCATED for kind in rnd.byes.values()) <= 1


def base_lines(data_dir):
    return (data_dir / "trf" / "base.trf").read_text().splitlines()


@pytest.mark.parametrize("newline", ["\n", "\r", "\r\n"])
def test_line_endings_do_not_matter(data_dir, newline):
    lines = base_lines(data_dir)
    reference = read_trf("\n".join(lines) + "\n")
    assert read_trf((newline.join(lines) + newline).encode()) == reference
    assert read_trf(newline.join(lines).encode()) == reference  # no final line break


def test_latin1_utf8_and_bom(data_dir):
    lines = base_lines(data_dir)
    lines[1] = lines[1][:14] + "Müller, Jürgen".ljust(33) + lines[1][47:]
    text = "\n".join(lines) + "\n"
    for data in (text.encode("latin-1"), text.encode("utf-8"),
                 b"\xef\xbb\xbf" + text.encode("utf-8"), "\ufeff" + text):
        assert read_trf(data).players[1].name == "Müller, Jürgen"


def _pairing_input(data_dir, points: dict[int, str], announced: dict[int, str],
                   extra: list[str] = ()):
    """base.trf cut after round 3, with a round-4 column of announcements."""
    out = []
    for line in base_lines(data_dir):
        if line.startswith("001"):
            number = int(line[4:8])
            line = line[:80] + points[number].rjust(4) + line[84:119]
            if number in announced:
                line += "  " + announced[number]
        out.append(line)
    return "\n".join(out + list(extra)) + "\n"


# points after round 3 of base.trf, added up by hand from its lines
POINTS_R3 = {1: "3.0", 2: "3.0", 3: "2.0", 4: "2.0", 5: "0.0", 6: "2.0", 7: "1.0", 8: "1.0",
             9: "1.0"}


@pytest.mark.parametrize("five", ["0.0", "0.5"])
def test_announced_byes_become_requested_byes(data_dir, five):
    text = _pairing_input(data_dir, {**POINTS_R3, 5: five},
                          {5: "0000 - H", 7: "0000 - Z"}, ["XXR 5"])
    t = read_trf(text)
    assert len(t.rounds) == 3 and t.total_rounds == 5
    assert t.requested_byes == {4: {5: ByeKind.HALF_POINT, 7: ByeKind.ZERO_POINT}}
    assert 5 not in t.players_to_pair() and 7 not in t.players_to_pair()
    assert len(t.players_to_pair()) == 7


def test_announced_bye_points_other_than_its_value_are_refused(data_dir):
    text = _pairing_input(data_dir, {**POINTS_R3, 5: "1.0"}, {5: "0000 - H"})
    with pytest.raises(TrfError) as info:
        read_trf(text, "cut.trf")
    assert info.value.line == 6 and info.value.columns == (81, 84)
    assert "0.5 with the announced bye" in info.value.message


def test_without_xxr_the_round_columns_count(data_dir):
    t = read_trf(_pairing_input(data_dir, POINTS_R3, {5: "0000 - F"}))
    assert t.total_rounds == 4 and t.requested_byes == {4: {5: ByeKind.FULL_POINT}}


def test_tournament_lines_and_extensions(data_dir):
    lines = base_lines(data_dir)
    header = ["012 Open of Somewhere", "022 Somewhere", "032 NED", "042 2024/01/01",
              "052 2024/01/05", "062 9", "072 9", "092 Individual: Swiss-System",
              "102 Chief, Arbiter", "112 Deputy, One", "122 90'+30\"",
              "132" + " " * 88 + "24/01/01  24/01/02  24/01/03  24/01/04  24/01/05  24/01/06",
              "XXZ 1 2", "XXP 1 9", "XXP 2 3 4", "XXR 6", "XXC black1", "BBW  3.0", "BBD  1.0"]
    # 3 points a win, 1 a draw (BBW/BBD), U scores a win: recompute player 1's 4.5 -> 13
    text = "\n".join(header + lines[1:]) + "\n"
    with pytest.raises(TrfError) as info:
        read_trf(text)
    assert "player 1 has 4.5 points, but the results give 13" in info.value.message
    text = "\n".join(header[:-2] + lines[1:]) + "\n"
    t = read_trf(text)
    i = t.info
    assert (i.name, i.city, i.federation, i.start_date, i.end_date, i.kind, i.chief_arbiter,
            i.deputies, i.time_control) == (
        "Open of Somewhere", "Somewhere", "NED", "2024/01/01", "2024/01/05",
        "Individual: Swiss-System", "Chief, Arbiter", "Deputy, One", "90'+30\"")
    assert i.extra_lines == ["062 9", "072 9", "XXZ 1 2"]  # an unknown extension line
    assert [r.date for r in t.rounds] == ["24/01/01", "24/01/02", "24/01/03", "24/01/04",
                                          "24/01/05"]
    assert t.options["trf.round_dates"] == "6=24/01/06"
    assert t.forbidden_pairs == {frozenset((1, 9)), frozenset((2, 3)), frozenset((2, 4)),
                                 frozenset((3, 4))}
    assert t.total_rounds == 6 and t.initial_colour is Colour.BLACK


def test_scoring_lines_give_the_scoring():
    line = "001    1      A".ljust(80) + " 0.0"
    t = read_trf(f"BBW  3.0\nBBD  1.0\nBBU  1.0\n{line}\n")
    assert t.scoring == Scoring(win=3.0, draw=1.0, forfeit_win=3.0, pairing_bye=1.0,
                                half_bye=1.0, full_bye=3.0, adjourned=1.0)  # X: as D (162)


def test_pending_unrated_and_blank_entries():
    def player(n, points, cells):
        # points in cols 81-84, blanks in 85-91, round entries from col 92
        return ("001 " + f"{n:>4}" + f"      P{n}").ljust(80) + points.rjust(4) + " " * 7 + \
            "  ".join(cells)
    lines = [
        player(1, "1.0", ["   2 w W", "   3 b  "]),
        player(2, "0.5", ["   1 b L", "   4 w D"]),
        player(3, "0.0", ["        ", "   1 w  "]),
        player(4, "0.5", ["0000 - Z", "   2 b D"]),
    ]
    t = read_trf("\n".join(lines) + "\n")
    assert t.round(1).games == [Game(1, 2, GameResult.WHITE_WINS_UNRATED)]
    assert t.round(1).byes == {3: ByeKind.ZERO_POINT, 4: ByeKind.ZERO_POINT}  # blank = Z
    assert Game(3, 1, GameResult.PENDING) in t.round(2).games
    assert Game(2, 4, GameResult.DRAW_UNRATED) in t.round(2).games
    assert not t.round(2).complete
    # player 3's line ends after round 2's colour (a pending result is blank)
    assert t.initial_colour is Colour.WHITE  # player 1 (odd) white in round 1


def test_no_rounds_and_no_xxc_leaves_the_initial_colour_open():
    t = read_trf("001    1      A".ljust(80) + " 0.0\n")
    assert t.rounds == [] and t.initial_colour is None and t.total_rounds is None


def test_bench_input_with_xxr_and_xxc(data_dir):
    # tests/data/trf/bench-n400-round1.trf: first 10 lines of the engines' bench file
    # n400-round1.trf (players 1-10, no rounds), XXR 11, XXC white1
    t = read_trf_file(data_dir / "trf" / "bench-n400-round1.trf")
    assert (t.total_rounds, t.initial_colour, len(t.players), t.rounds) == (
        11, Colour.WHITE, 10, [])


def test_utf8_file_with_columns_counted_in_bytes(data_dir):
    # a byte-counting program puts "Müller, Jürgen" (16 bytes in UTF-8) in the 33 bytes of
    # cols 15-47, so the rating starts at byte 49 but at character 47
    lines = base_lines(data_dir)
    raw = lines[1].encode()
    lines[1] = (raw[:14] + "Müller, Jürgen".encode().ljust(33) + raw[47:]).decode()
    t = read_trf("\n".join(lines).encode("utf-8"))
    assert t.players[1].name == "Müller, Jürgen" and t.players[1].rating == 2665


def test_windows_1252_letters_outside_latin1(data_dir):
    lines = base_lines(data_dir)
    lines[1] = lines[1][:14] + "Šimon, Œdipe".ljust(33) + lines[1][47:]
    t = read_trf("\n".join(lines).encode("cp1252"))
    assert t.players[1].name == "Šimon, Œdipe"


def test_xxc_wins_over_what_round_one_shows(data_dir):
    # base.trf: player 1 (odd) black in round 1 -> black1 by E.5; the file's XXC decides
    lines = base_lines(data_dir)
    assert read_trf("\n".join(lines)).initial_colour is Colour.BLACK
    assert read_trf("\n".join(lines + ["XXC white1"])).initial_colour is Colour.WHITE
