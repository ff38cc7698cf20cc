"""A CSV cell is data, never a formula (issue #34, point 3): every CSV Arbiter writes
puts an apostrophe before a cell a spreadsheet would run (one beginning with ``=``,
``+``, ``-``, ``@``, tab or carriage return), leaves numbers as numbers, and Arbiter's
own CSV import takes that apostrophe off again (docs/publishing.md, "CSV cells are
data")."""

from __future__ import annotations

import csv
import io
import re
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from arbiter_app.engine.model import GameResult
from arbiter_app.services import TournamentService
from arbiter_app.services.csv_cells import data_cell, read_cell, writer
from arbiter_app.services.player_import import apply_mapping, parse_csv_text
from arbiter_app.services.publish import build_data
from arbiter_app.ui.sample import make_sample
from tests.builders import cli_run

#: what a spreadsheet runs, and a text's own start (written here, not taken from the code)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
PLAIN_NUMBER = re.compile(r"[+-]?[0-9]+(\.[0-9]+)?\Z")

#: names an attacker would give, as the issue lists them (tab and CR included)
HOSTILE = ['=HYPERLINK("http://e.vil","Go")', "+cmd|' /C calc'!A0",
           "-2+3", "@SUM(1)", "\t=1+1", "\r=1+1", "'=already marked"]


def _dropped(char: str) -> bool:
    """What a terminal filter or a spreadsheet may drop before it reads the first
    character: control, format (zero-width, bidi) and blank characters."""
    import unicodedata
    return unicodedata.category(char) in ("Cc", "Cf", "Zs", "Zl", "Zp")


def safe_for_a_spreadsheet(cell: str) -> bool:
    """A number, or a cell that does not begin with a formula once what may be dropped
    is gone (an apostrophe first keeps the whole cell text)."""
    if PLAIN_NUMBER.match(cell) is not None or cell.startswith("'"):
        return True
    visible = "".join(c for c in cell if not _dropped(c))
    return not visible.startswith(FORMULA_START + ("\uff1d", "\uff0b", "\uff0d", "\uff20"))


def cells_of(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


@pytest.mark.parametrize("given_, written", [
    ("=1+2", "'=1+2"), ("+2", "+2"), ("-3", "-3"), ("-1.5", "-1.5"), ("+8.4", "+8.4"),
    ("-2+3", "'-2+3"), ("@SUM(1)", "'@SUM(1)"), ("\t=1", "'\t=1"), ("\r=1", "'\r=1"),
    ("-+", "'-+"), ("+-", "'+-"), ("--", "'--"), ("1-0", "1-0"), ("1/2-1/2", "1/2-1/2"),
    ("-", "'-"), ("+", "'+"), ("-.5", "'-.5"), ("-1e3", "'-1e3"), ("-3\n", "'-3\n"),
    ("- 3", "'- 3"), ("'=x", "''=x"), ("''+x", "'''+x"), ("'t Hooft", "'t Hooft"),
    ("Smith, John", "Smith, John"), ("", ""), (" =1", "' =1"),
    # what a terminal filter or a spreadsheet drops before the trigger does not hide it
    ("\x1b=HYPERLINK(1)", "'\x1b=HYPERLINK(1)"), ("\u202e=1+1", "'\u202e=1+1"),
    ("\x7f+cmd", "'\x7f+cmd"), ("\x85@SUM(1)", "'\x85@SUM(1)"),
    ("\u200b\u00a0-2+3", "'\u200b\u00a0-2+3"), ("\uff1d1+1", "'\uff1d1+1"),
    ("Smith, =John", "Smith, =John"), (" Smith", " Smith"),
])
def test_the_rule_cell_by_cell(given_, written):
    assert data_cell(given_) == written
    assert read_cell(written) == given_


def test_numbers_stay_numbers():
    assert data_cell(-3) == -3 and data_cell(2.5) == 2.5 and data_cell(None) is None
    # not a plain number: its text goes through the rule like any other
    assert data_cell(float("-inf")) == "'-inf"


@given(st.text(alphabet=st.sampled_from(list("=+-@\t\r'0123456789.ab ,\"")), max_size=12))
def test_reading_back_gives_every_text_as_it_was(text):
    written = data_cell(text)
    assert read_cell(written) == text
    assert safe_for_a_spreadsheet(written)
    rest = "".join(c for c in text if c in "\t\r" or not (_dropped(c) or c == "'"))
    if not rest.startswith(FORMULA_START):
        assert written == text  # only the cells that need it are touched


@given(st.lists(st.text(alphabet=st.sampled_from(list("=+-@\t\r\n'0.a ,\"")), max_size=8),
                min_size=1, max_size=5))
def test_a_written_row_reads_back_as_one_row_of_the_same_cells(cells):
    """A carriage return inside a cell must not start a new row in the reader (a
    spreadsheet would take what follows as the first cell of a row: ``Bob\\r=1+1``)."""
    out = io.StringIO()
    writer(out).writerow(cells)
    text = out.getvalue()
    assert text.endswith("\n") and not text.endswith("\r\n")
    rows = cells_of(text)
    assert len(rows) == 1 and [read_cell(c) for c in rows[0]] == cells
    assert all(safe_for_a_spreadsheet(c) for c in rows[0])


@pytest.fixture
def hostile_event(tmp_path) -> Path:
    """A 16-player event after round 2 (with a forfeit) whose first players carry
    formula names."""
    path = tmp_path / "hostile.arbiter"
    service = make_sample(path, players=16, rounds=2, total_rounds=5)
    for number, name in enumerate(HOSTILE[:4] + HOSTILE[6:], start=1):
        service.edit_player(number, name=name)
    service.record_result(2, 1, GameResult.WHITE_FORFEIT_WIN)
    service.record_result(2, 2, GameResult.BLACK_FORFEIT_WIN)
    service.close()
    return path


def names_written(rows: list[list[str]], column: int) -> set[str]:
    return {row[column] for row in rows[1:]}


def test_standings_csv_neutralises_names_and_keeps_numbers(hostile_event, capsys):
    code, out, err = cli_run(capsys, "standings", hostile_event, "--csv")
    assert code == 0, err
    rows = cells_of(out)
    assert rows[0][:4] == ["Rank", "No", "Name", "Pts"]
    assert all(safe_for_a_spreadsheet(c) for row in rows for c in row)
    names = names_written(rows, 2)
    assert {"'" + n for n in HOSTILE[:4]} | {"''=already marked"} <= names
    for row in rows[1:]:  # points and tie-breaks are still numbers a spreadsheet adds up
        assert all(PLAIN_NUMBER.match(c) for c in row[3:] if c), row


def test_ratings_csv_keeps_signed_changes_as_numbers(hostile_event, capsys):
    code, out, err = cli_run(capsys, "ratings", hostile_event, "--csv")
    assert code == 0, err
    rows = cells_of(out)
    assert all(safe_for_a_spreadsheet(c) for row in rows for c in row)
    change = rows[0].index("Change")
    signed = [row[change] for row in rows[1:] if row[change][:1] in "+-"]
    assert signed and all(PLAIN_NUMBER.match(c) for c in signed)  # -8 is -8, not '-8
    assert "'-2+3" in names_written(rows, 1)


def test_publish_csv_neutralises_names_and_forfeits_but_not_json(hostile_event, tmp_path,
                                                                 capsys):
    out = tmp_path / "data"
    code, _out, err = cli_run(capsys, "publish", hostile_event, "-o", out,
                              "--format", "csv,json")
    assert code == 0, err
    standings = cells_of((out / "standings.csv").read_text(encoding="utf-8"))
    pairings = cells_of((out / "round-2-pairings.csv").read_text(encoding="utf-8"))
    for rows in (standings, pairings, cells_of((out / "round-1-pairings.csv")
                                               .read_text(encoding="utf-8"))):
        assert all(safe_for_a_spreadsheet(c) for row in rows for c in row)
    assert "'@SUM(1)" in names_written(standings, standings[0].index("name"))
    result = pairings[0].index("result")
    assert pairings[1][result] == "'+-" and pairings[2][result] == "'-+"
    # JSON is not for spreadsheets: the names as entered
    assert "@SUM(1)" in (out / "standings.json").read_text(encoding="utf-8")
    assert "'@SUM(1)" not in (out / "standings.json").read_text(encoding="utf-8")


def test_tab_and_carriage_return_names_from_a_file(hostile_event):
    """Add player strips them, but a file from elsewhere may hold them: the writers
    still mark them."""
    with TournamentService.open(hostile_event, read_only=True) as service:
        t = service.tournament()
        tiebreaks = list(service.settings().tiebreaks)
    t.players[5] = replace(t.players[5], name=HOSTILE[4])
    t.players[6] = replace(t.players[6], name=HOSTILE[5])
    t.players[7] = replace(t.players[7], name="Bob\r=1+1")  # a new row, were it not quoted
    files = build_data(t, tiebreaks, "csv", datetime(2026, 4, 12, 18, 5))
    for name, text in files.items():
        rows = cells_of(text)
        assert all(safe_for_a_spreadsheet(c) for row in rows for c in row), name
        assert len({len(row) for row in rows}) == 1, name  # no row cut in two
    standings = cells_of(files["standings.csv"])
    assert len(standings) == 1 + len(t.players)
    assert {"'\t=1+1", "'\r=1+1", "Bob\r=1+1"} <= names_written(standings, 4)

    from arbiter_app.cli.commands.standings import render_csv
    from arbiter_app.engine.tiebreaks import compute_standings
    rows = cells_of(render_csv(compute_standings(t, tiebreaks)))
    assert len(rows) == 1 + len(t.players)
    assert {"'\t=1+1", "'\r=1+1", "Bob\r=1+1"} <= names_written(rows, 2)


def test_arbiters_own_standings_csv_imports_the_names_as_entered(hostile_event, tmp_path,
                                                                 capsys):
    out = tmp_path / "data"
    assert cli_run(capsys, "publish", hostile_event, "-o", out, "--format", "csv")[0] == 0
    table = parse_csv_text((out / "standings.csv").read_text(encoding="utf-8"), "s.csv")
    imported = apply_mapping(table)
    assert imported.ok, imported.errors
    assert set(HOSTILE[:4]) | {HOSTILE[6]} <= {p["name"] for p in imported.players}
    # an apostrophe before anything else is the name's own
    own = apply_mapping(parse_csv_text("Name,Elo\n'T Hooft,2100\n", "o.csv"))
    assert [p["name"] for p in own.players] == ["'T Hooft"]
