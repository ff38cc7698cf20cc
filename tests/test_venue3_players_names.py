"""Issue #35 point 12: a long name is kept whole everywhere; only the TRF export cuts it to
the 33 columns of a player line (cols 15-47, ../shared/rules/README.md), with a notice
naming the player."""

from __future__ import annotations

import pytest

from arbiter_app.services import NewTournament, TournamentService
from arbiter_app.trf.names import trf_name
from tests.builders import cli_run as run

#: 41 characters, as FIDE's own list has such names
LONG = "Abcdefghijklmnop, Maria Fernanda Josefina"


@pytest.mark.parametrize("name, written", [
    ("Doe, Jane", "Doe, Jane"),
    ("Abcdefghijklmnop, Qrstuvwxyzabcde", "Abcdefghijklmnop, Qrstuvwxyzabcde"),  # 33: fits
    (LONG, "Abcdefghijklmnop, Maria Fernanda"),  # cut at 33, the blank dropped
    # the surname alone fills the field: the first name keeps its initial
    ("Abcdefghijklmnopqrstuvwxyzabcdefg, Jean", "Abcdefghijklmnopqrstuvwxyzabc, J."),
    ("Abcdefghijklmnopqrstuvwxyzabcdefghij", "Abcdefghijklmnopqrstuvwxyzabcdefg"),
])
def test_the_trf_cut_keeps_the_first_name_where_it_can(name, written):
    assert trf_name(name) == written and len(written) <= 33


def test_the_cli_keeps_the_whole_name_and_the_export_names_the_cut(tmp_path, capsys):
    path = tmp_path / "open.arbiter"
    with TournamentService.create(path, NewTournament("Open", 5, "dutch2016")):
        pass
    code, _out, err = run(capsys, "add-player", path, LONG, "--rating", "2100",
                          "--birth-date", "14.02.1981")
    assert code == 0, err
    code, _out, err = run(capsys, "add-player", path, "Doe, Jane")
    assert code == 0, err
    with TournamentService.open(path, read_only=True) as service:
        (first, second) = sorted(service.tournament().players.items())
    assert first[1].name == LONG and first[1].birth_date == "1981/02/14"
    code, _out, err = run(capsys, "export", path, "-o", tmp_path / "open.trf")
    assert code == 0
    assert f"player 1 {LONG}" in err and "'Abcdefghijklmnop, Maria Fernanda'" in err
    assert "Doe, Jane" not in err  # only the names cut are named
    lines = [line for line in (tmp_path / "open.trf").read_text().splitlines()
             if line.startswith("001")]
    assert lines[0][14:47] == "Abcdefghijklmnop, Maria Fernanda "
    # read back, the file has the cut name; the tournament still has the whole one
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().players[1].name == LONG


def test_an_impossible_birth_date_on_the_command_line_names_the_field(tmp_path, capsys):
    path = tmp_path / "open.arbiter"
    with TournamentService.create(path, NewTournament("Open", 5, "dutch2016")):
        pass
    code, _out, err = run(capsys, "add-player", path, "Doe, Jane", "--birth-date", "1990/02/31")
    assert code == 2 and "birth date" in err and "'1990/02/31' is not a date" in err
    assert "Traceback" not in err
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().players == {}


def test_a_name_that_fits_is_written_as_it_is():
    # other programs' files align names with spaces; a name that fits is not touched
    assert trf_name("Player    3") == "Player    3"
