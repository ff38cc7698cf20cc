"""Malformed TRF files: one clear TrfError naming the line, columns (or round) and players.

The samples in tests/data/trf/ are base.trf (the endorsed engines' rough-00008-n009-r05,
LF endings) with one change each, made by tests/data/trf/make_samples.py.  Line 2 holds
player 1, ..., line 10 player 9; round r's entry starts at column 92 + 10 (r - 1)
(TRF16 layout, shared/rules/README.md).  Expected positions below are worked out from the
change and that layout, not copied from the reader's output.
"""

from __future__ import annotations

import pytest

from arbiter_app.trf import TrfError, read_trf, read_trf_file

# file, line, columns, round, words the message must contain
CASES = [
    # player 5's line cut at column 60; cols 53-60 are blanks, so it ends after the rating
    ("short-line.trf", 6, (53, 84), None, ["ends at column 52", "84"]),
    # player 2, round 3 result (col 112 + 7) is X
    # player 7 now lists 8 in round 2, player 6 still lists 7 (6 is white, 7 black)
    ("opponent-mismatch.trf", 7, (102, 109), 2,
     ["player 6 lists opponent 7 as black, but player 7 lists opponent 8"]),
    # player 1 and player 5 both white in round 1
    ("same-colour.trf", 2, (92, 99), 1, ["players 1 and 5 both have white"]),
    # player 3 (white) '=' against player 5 (black) '0' in round 2
    ("results-disagree.trf", 4, (102, 109), 2,
     ["player 3 (white) has '='", "player 5 (black) has '1'", "1/0, =/="]),
    ("opponent-not-player.trf", 3, (92, 95), None, ["opponent 0012", "player 2",
                                                    "not a player"]),
    ("duplicate-number.trf", 10, (5, 8), None, ["pairing number 8 is used twice", "line 9"]),
    # player 4: 1 + 0 + 1 + 1 + 0 = 3 points, the file says 3.5
    ("points-contradict.trf", 5, (81, 84), None, ["player 4", "3.5", "give 3"]),
    ("rating-not-number.trf", 4, (49, 52), None, ["rating '22A2' is not a number"]),
    ("bad-xxc.trf", 11, (5, 7), None, ["XXC 'red'", "white1", "black1"]),
    ("bad-xxr.trf", 11, (5, 8), None, ["XXR 'nine'", "number of rounds"]),
    ("xxr-too-small.trf", 11, (5, 5), None, ["XXR says 3 rounds", "5 paired rounds"]),
    # players 2 and 4 both list 9 in round 2 (2 is met first, in pairing-number order)
    ("paired-twice.trf", 5, (102, 105), 2, ["player 9 is paired twice", "players 2 and 4"]),
    ("paired-with-himself.trf", 7, (122, 125), None, ["round 4", "player 6 is paired with himself"]),
    ("bad-birth-date.trf", 3, (70, 79), None, ["'1990/13/01' is not a date", "YYYY/MM/DD"]),
    # the 132 line: round 2's date (cols 102-109) is 24/01/32
    ("bad-round-date.trf", 11, (102, 109), None, ["round 2 date '24/01/32'", "YY/MM/DD"]),
    ("colour-dash-with-opponent.trf", 2, (117, 117), None,
     ["round 3", "colour '-' with opponent 8", "w or b"]),
    ("result-without-opponent.trf", 6, (129, 129), None,
     ["round 4", "result '1' without an opponent", "U, H, F or Z"]),
    ("shifted-columns.trf", 4, (48, 48), None, ["blank between fields", "'X'"]),
    ("tab-character.trf", 7, (20, 20), None, ["tab"]),
    ("bad-entry-layout.trf", 9, (92, 99), None, ["round 1 entry '   4wb 0'", "NNNN c r"]),
    # a round-6 column with no game is an announcement; U cannot be announced
    ("u-in-requested-round.trf", 2, (149, 149), None, ["round 6", "'U'", "H, F or Z"]),
    ("second-name-line.trf", 11, (1, 3), None, ["second 012 line", "line 1"]),
    ("utf16.trf", None, None, None, ["unknown encoding", "UTF-8 or Latin-1"]),
    ("empty.trf", None, None, None, ["empty"]),
    ("blank-lines-only.trf", None, None, None, ["empty"]),
    ("no-player-lines.trf", None, None, None, ["no player lines", "001"]),
]


@pytest.mark.parametrize("name, line, columns, round_no, words", CASES,
                         ids=[case[0] for case in CASES])
def test_malformed_file_gives_one_clear_error(data_dir, name, line, columns, round_no, words):
    with pytest.raises(TrfError) as info:
        read_trf_file(data_dir / "trf" / name)
    err = info.value
    assert (err.source, err.line, err.columns, err.round_no) == (name, line, columns, round_no)
    for word in words:
        assert word in err.message
    text = str(err)
    assert text.startswith(name + ": ")
    if round_no is not None:
        assert text.startswith(f"{name}: round {round_no}: ")
    elif line is not None:
        first, last = columns
        cols = f"col {first}" if first == last else f"cols {first}-{last}"
        assert text.startswith(f"{name}: line {line}, {cols}: ")


def test_the_base_of_the_samples_is_valid(data_dir):
    t = read_trf_file(data_dir / "trf" / "base.trf")
    assert len(t.players) == 9 and len(t.rounds) == 5


def test_missing_file_is_a_trf_error(tmp_path):
    with pytest.raises(TrfError) as info:
        read_trf_file(tmp_path / "nowhere.trf")
    assert info.value.source == "nowhere.trf"
    assert "cannot read the file" in info.value.message


def test_str_without_position_and_source_default():
    err = TrfError("the file is empty")  # no source: no placeholder, the message as it is
    assert str(err) == "the file is empty"
    assert str(TrfError("x", line=3, columns=(5, 8))) == "line 3, cols 5-8: x"
    assert str(TrfError("x", "a.trf", line=3)) == "a.trf: line 3: x"


def test_error_survives_pickling():
    import pickle
    err = pickle.loads(pickle.dumps(TrfError("bad", "f.trf", 4, (5, 8), None)))
    assert (err.message, err.source, err.line, err.columns) == ("bad", "f.trf", 4, (5, 8))


def _player(number: str = "   1", points: str = " 0.0", rest: str = "") -> bytes:
    """A minimal 001 line: number in cols 5-8, name at 15, points in cols 81-84."""
    return (("001 " + number + "      A").ljust(80) + points + rest).encode()


@pytest.mark.parametrize("data, words", [
    (b"012 x\n" + _player(points=" 4,5"), ["cols 81-84", "points '4,5'"]),
    (b"XXP 1\n" + _player(), ["line 1", "XXP", "two or more"]),
    (b"XXP 1 7\n" + _player(), ["line 1", "XXP names player 7"]),
    (_player(number="   x"), ["cols 5-8", "pairing number 'x'"]),
    (_player(rest="    z"), ["cols 86-89", "rank 'z'"]),
    (b"\x00\x01binary", ["unknown encoding"]),
    (b"012 x\x07\n", ["control character 0x07"]),
    (b"\xef\xbb\xbf012 \xe9\n", ["UTF-8 byte-order mark"]),
])
def test_other_bad_inputs(data, words):
    with pytest.raises(TrfError) as info:
        read_trf(data)
    for word in words:
        assert word in str(info.value)


def test_wrong_argument_type_is_a_trf_error():
    with pytest.raises(TrfError):
        read_trf(12345)  # type: ignore[arg-type]


def test_round_dates_must_start_at_column_92():
    line = "001    1      A".ljust(80) + " 0.0"
    with pytest.raises(TrfError) as info:
        read_trf(f"132   24/01/01\n{line}\n", "d.trf")
    assert (info.value.line, info.value.columns) == (1, (7, 91))


def test_xxr_smaller_than_an_announced_round(data_dir):
    lines = (data_dir / "trf" / "base.trf").read_text().splitlines()
    # player 1 announces a half-point bye for round 6; XXR says 5 rounds
    lines[1] += "  0000 - H"
    lines[1] = lines[1][:80] + " 5.0" + lines[1][84:]
    with pytest.raises(TrfError) as info:
        read_trf("\n".join(lines + ["XXR 5"]), "x.trf")
    assert info.value.line == 11 and "announced for round 6" in info.value.message


@pytest.mark.parametrize("code, hint", [("+", "0000 - U"), ("=", "0000 - H"), ("-", "0000 - Z")])
def test_byes_written_as_results_get_a_hint(data_dir, code, hint):
    lines = (data_dir / "trf" / "base.trf").read_text().splitlines()
    # player 5's round-4 entry is "0000 - U" (cols 122-129); its result is col 129
    lines[5] = lines[5][:128] + code + lines[5][129:]
    with pytest.raises(TrfError) as info:
        read_trf("\n".join(lines), "b.trf")
    assert (info.value.line, info.value.columns) == (6, (129, 129))
    assert hint in info.value.message
