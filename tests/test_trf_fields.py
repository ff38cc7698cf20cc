"""TRF16 field spellings (issue #21): what the format says, read from what other
programs write, written exactly as the format says.

Expected values come from the format text (../shared/rules/README.md):
col 10 sex ``m``/``w``; cols 15-47 name (33 columns); cols 70-79 birth date
``YYYY/MM/DD``; 042/052 dates ``YYYY/MM/DD``; 132 round dates ``YY/MM/DD``
from column 92, one per round (10 columns each).
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import Player, Tournament, TournamentInfo
from arbiter_app.trf import TrfError, read_trf, write_trf
from tests.builders import tournament


def _line(number: int = 1, sex: str = " ", name: str = "Doe, Jane", birth: str = "") -> str:
    """A 001 line typed column by column from the format text (no games, 0.0 points)."""
    line = "001" + " " + f"{number:>4}" + " " + sex + "   " + " " + name.ljust(33)
    line += " " + "    " + " " + "   " + " " + " " * 11 + " " + birth.ljust(10) + " " + " 0.0"
    assert len(line) == 84 and line[9] == sex and line[69:79] == birth.ljust(10)
    return line


def _player_line(text: str, number: int = 1) -> str:
    return next(line for line in text.splitlines()
                if line.startswith("001") and int(line[4:8]) == number)


# -- writing -------------------------------------------------------------------------------

@pytest.mark.parametrize("stored", ["f", "F", "w", "W"])
def test_a_woman_is_written_w_in_column_10(stored):
    t = Tournament(players={1: Player(1, "Doe, Jane", sex=stored),
                            2: Player(2, "Doe, John", sex="M")})
    text = write_trf(t)
    assert _player_line(text, 1)[9] == "w"
    assert _player_line(text, 2)[9] == "m"


def test_tournament_dates_are_written_yyyy_mm_dd():
    t = tournament(2, ["1-2 1-0"], total_rounds=1)
    t.info = TournamentInfo(name="Open", start_date="2026-11-27", end_date="2026.11.30")
    lines = write_trf(t).splitlines()
    assert "042 2026/11/27" in lines and "052 2026/11/30" in lines
    assert not any("2026-11" in line or "2026.11" in line for line in lines)


def test_birth_and_round_dates_are_written_in_the_format():
    t = tournament(2, ["1-2 1-0", "2-1 1-0"], total_rounds=2)
    t.players[1] = Player(1, "Doe, Jane", birth_date="1990.05.17")
    t.players[2] = Player(2, "Doe, John", birth_date="1988-1-2")
    t.rounds[0].date, t.rounds[1].date = "2026.11.27", "26-11-28"
    text = write_trf(t)
    assert _player_line(text, 1)[69:79] == "1990/05/17"
    assert _player_line(text, 2)[69:79] == "1988/01/02"
    dates = next(line for line in text.splitlines() if line.startswith("132"))
    assert dates[91:99] == "26/11/27" and dates[101:109] == "26/11/28"


def test_a_name_over_33_characters_is_cut_to_its_columns():
    fits = "Abcdefghijklmnop, Qrstuvwxyzabcde"
    assert len(fits) == 33
    line = _player_line(write_trf(Tournament(players={1: Player(1, fits)})))
    assert line[14:47] == fits and line[47] == " "
    name = "Abcdefghijklmnop, Maria Fernanda Josefina"  # 41 characters
    line = _player_line(write_trf(Tournament(players={20: Player(20, name)})), 20)
    assert line[14:47] == "Abcdefghijklmnop, Maria Fernanda " and line[47] == " "


def test_unwritable_values_are_refused():
    with pytest.raises(TrfError, match=r"player 1: sex 'x' cannot be written; TRF16 has m or w"):
        write_trf(Tournament(players={1: Player(1, "A", sex="x")}))
    t = Tournament(players={1: Player(1, "A")}, info=TournamentInfo(start_date="27.11.2026"))
    with pytest.raises(TrfError, match=r"start date '27.11.2026' .* YYYY/MM/DD"):
        write_trf(t)


# -- reading -------------------------------------------------------------------------------

def test_every_spelling_of_the_sex_is_read():
    spellings = {"w": "w", "W": "w", "f": "w", "F": "w", "m": "m", "M": "m", " ": ""}
    lines = [_line(n, sex=letter) for n, letter in enumerate(spellings, start=1)]
    t = read_trf("\n".join(lines) + "\n")
    assert [t.players[n].sex for n in t.players] == list(spellings.values())
    assert [line[9] for line in write_trf(t).splitlines()] == ["w"] * 4 + ["m"] * 2 + [" "]


def test_an_unknown_sex_is_refused_at_column_10():
    with pytest.raises(TrfError) as info:
        read_trf(_line(sex="x") + "\n", "a.trf")
    assert (info.value.line, info.value.columns) == (1, (10, 10))
    assert str(info.value).startswith("a.trf: line 1, col 10: sex 'x' is not m or w")


def test_every_spelling_of_a_birth_date_is_read():
    spellings = {"1990/05/17": "1990/05/17", "1990-05-17": "1990/05/17",
                 "1990.05.17": "1990/05/17", "1990-5-7": "1990/05/07", "1990": "1990",
                 "2001/00/00": "2001/00/00"}
    lines = [_line(n, birth=written) for n, written in enumerate(spellings, start=1)]
    t = read_trf("\n".join(lines) + "\n")
    assert [t.players[n].birth_date for n in t.players] == list(spellings.values())
    assert [line[69:79].rstrip() for line in write_trf(t).splitlines()] == \
        list(spellings.values())


def test_birth_dates_that_are_no_year_first_calendar_date_are_refused():
    for written in ["1990/02/30", "17.05.1990", "1990/13/01", "90/05/17"]:
        with pytest.raises(TrfError) as info:
            read_trf(_line(birth=written) + "\n")
        assert info.value.columns == (70, 79) and "YYYY/MM/DD" in info.value.message


def test_every_spelling_of_the_tournament_dates_is_read():
    for written in ["2026-11-27", "2026.11.27", "2026/11/27"]:
        t = read_trf(f"042 {written}\n052 {written.replace('27', '30')}\n{_line()}\n")
        assert (t.info.start_date, t.info.end_date) == ("2026/11/27", "2026/11/30")
        assert write_trf(t).splitlines()[:2] == ["042 2026/11/27", "052 2026/11/30"]


def test_a_tournament_date_that_is_no_date_is_refused_at_its_line():
    with pytest.raises(TrfError) as info:
        read_trf(f"012 Open\n042 next Friday\n{_line()}\n", "a.trf")
    assert str(info.value) == ("a.trf: line 2, cols 5-15: start date 'next Friday' is not a "
                               "date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD and YY/MM/DD "
                               "are read too)")


def test_every_spelling_of_a_round_date_is_read():
    # cols 85-91: blank, rank (blank), 2 blanks; round 1 from col 92: opponent, colour, result
    one = _line(1, name="A").replace(" 0.0", " 1.0") + " " * 7 + "   2 w 1"
    two = _line(2, name="B") + " " * 7 + "   1 b 0"
    for written in ["26-11-27", "26.11.27", "26/11/27"]:
        t = read_trf("132" + " " * 88 + written + "\n" + one + "\n" + two + "\n")
        assert t.rounds[0].date == "26/11/27"
        dates = next(line for line in write_trf(t).splitlines() if line.startswith("132"))
        assert dates == "132" + " " * 88 + "26/11/27"


# -- messages --------------------------------------------------------------------------------

def test_no_placeholder_source_in_any_message():
    for bad in ["", _line(sex="x"), "042 soon\n" + _line()]:
        with pytest.raises(TrfError) as info:
            read_trf(bad)
        assert "<input>" not in str(info.value) and not str(info.value).startswith(":")
    with pytest.raises(TrfError) as info:
        write_trf(Tournament(players={1: Player(1, "x", federation="GERM")}))
    assert "<input>" not in str(info.value) and str(info.value).startswith("player 1: ")


@pytest.mark.parametrize("name, proposal", [
    ("Abcdefghijklmnop, Maria Fernanda Josefina", "Abcdefghijklmnop, M. F. J."),
    ("Abcdefghijklmnopqrstu, Jean-Pierre Marie", "Abcdefghijklmnopqrstu, J.-P. M."),
    ("Abcdefghijklmnopqrstuvwxyzab, Jean Marie", "Abcdefghijklmnopqrstuvwxyzab, J."),
    ("Maria Fernanda Josefina Abcdefghijklmnop", "M. F. J. Abcdefghijklmnop"),
    ("Doe, Jane", "Doe, Jane"),
])
def test_the_proposal_turns_first_names_into_initials(name, proposal):
    from arbiter_app.trf.fields import abbreviate_name, name_problem

    assert abbreviate_name(name) == proposal and len(proposal) <= 33
    assert name_problem(name) == ("" if len(name) <= 33 else
                                  f"the name '{name}' has {len(name)} characters; TRF files "
                                  f"hold 33 — shorten it (e.g. '{proposal}')")


# -- the player dialog -------------------------------------------------------------------------

def test_player_dialog_says_at_once_that_a_name_is_too_long(qtbot):
    from arbiter_app.ui.dialogs.player import PlayerDialog, check_player

    dialog = PlayerDialog(initial={"name": "Doe, Jane", "sex": "f"})
    qtbot.addWidget(dialog)
    assert [dialog.sex.itemText(i) for i in range(dialog.sex.count())] == ["", "m", "w"]
    assert dialog.sex.currentText() == "w" and dialog.values()["sex"] == "w"
    assert dialog.name_hint.isHidden()
    # issue #35: a name longer than a TRF line's 33 columns is kept whole
    dialog.name.setText("Abcdefghijklmnop, Maria Fernanda Josefina")
    assert dialog.name_hint.isHidden() and check_player(dialog.values()) == ""
    dialog.name.setText("x" * 101)  # as typed or pasted: every change is checked
    assert not dialog.name_hint.isHidden()
    assert "101 characters" in dialog.name_hint.text()
    assert "100" in check_player(dialog.values())


def test_files_of_fides_tournament_generator_read_as_written():
    """FIDE's own generator writes 042/052 as YY/MM/DD and an unknown sex as 'u'
    (issue #25's round-robin files): read, not refused; written back in the format's
    spelling (YYYY/MM/DD, blank)."""
    from arbiter_app.trf import read_trf, write_trf
    from arbiter_app.trf.fields import event_date

    assert event_date("26/11/25", 2026) == "2026/11/25"
    assert event_date("98/05/01", 2026) == "1998/05/01"  # no later than next year
    assert event_date("2026-11-25", 2026) == "2026/11/25" and event_date("25/13/01", 2026) is None
    t = read_trf("012 RR\n042 26/11/25\n052 26/11/27\n" + _line(1, sex="u") + "\n")
    assert (t.info.start_date, t.info.end_date) == ("2026/11/25", "2026/11/27")
    assert t.players[1].sex == ""
    assert "042 2026/11/25" in write_trf(t)
