"""A team event run from the command line end to end (issue #37): six teams of four boards
and a reserve, rosters from a CSV file, three rounds paired and played board by board, a
forfeited match, a withdrawn team, the pairing-allocated bye, standings, board standings,
a TRF-2026 team file exported and imported back, and the individual commands refused.

The pairings and points are worked by hand in tests/test_team_services.py (C.04.6 3.4, 3.5,
3.6, 4.3; C.07 11.1); this file runs the same event through the commands."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders import cli_run as run

#: board results typed per match, board 1 first (the white player's result on each board)
ROUND_1 = {1: "1-0 1/2 1-0 1/2", 5: "0-1 1-0 0-1 1-0", 3: "1/2 1/2 1/2 1/2"}


def roster_csv(path: Path) -> Path:
    lines = ["Team;Board;Name;Rating;FIDE ID"]
    for k in range(1, 7):
        for place in range(1, 6):
            lines.append(f"Club {k};{place};Player {k}.{place};{2400 - 100 * k - 10 * place};")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def match_numbers(capsys, league: Path, round_no: int) -> dict[int, tuple[int, int]]:
    """Match number -> (white team, black team), read from ``show --round``."""
    code, out, _ = run(capsys, "show", league, "--round", round_no)
    assert code == 0
    found = {}
    for line in out.splitlines():
        head = line.strip().split(".", 1)
        if line.startswith("   ") and not line.startswith("     ") and head[0].isdigit():
            teams = head[1].split(" - ")
            found[int(head[0])] = (int(teams[0].split()[0]), int(teams[1].split()[0]))
    return found


def play(capsys, league: Path, round_no: int, results: dict[int, str]) -> None:
    """``results``: white team -> its match's board results."""
    numbers = {white: m for m, (white, _black) in match_numbers(capsys, league,
                                                                round_no).items()}
    for white, text in results.items():
        for board, result in enumerate(text.split(), start=1):
            code, out, err = run(capsys, "result", league, round_no, board, result,
                                 "--match", numbers[white])
            assert code == 0, err


def lineups(capsys, tmp_path: Path, league: Path, round_no: int, teams) -> None:
    """Every team of ``teams`` fields its first four players (a file of line-ups)."""
    text = "".join(f"{k}: {' '.join(str((k - 1) * 5 + p) for p in range(1, 5))}\n"
                   for k in teams)
    path = tmp_path / f"lineups-{round_no}.txt"
    path.write_text("# team: players on boards 1-4\n" + text, encoding="utf-8")
    code, _, err = run(capsys, "lineup", league, "--round", round_no, "--from-file", path)
    assert code == 0, err


def standings_rows(out: str) -> list[tuple[int, str]]:
    rows = []
    for line in out.splitlines()[1:]:
        cells = line.split()
        if cells and cells[0].isdigit():
            rows.append((int(cells[1]), cells[-4]))  # number, points (before 3 tie-breaks)
    return rows


@pytest.fixture
def league(tmp_path, capsys) -> Path:
    path = tmp_path / "league.arbiter"
    code, out, err = run(capsys, "new-team", path, "--name", "Club League", "--rounds", 5,
                         "--boards", 4, "--colours", "A", "--primary", "MP",
                         "--initial-colour", "white")
    assert code == 0, err
    assert "team event, 5 rounds, 4 boards a match" in out
    code, out, err = run(capsys, "import-roster", path, roster_csv(tmp_path / "r.csv"))
    assert code == 0, err
    assert "6 teams added; 30 players added" in out
    return path


def test_a_team_event_from_the_command_line(league, tmp_path, capsys):
    # a reserve added by hand, on place 6 of team 1's roster
    code, out, _ = run(capsys, "add-player", league, "Reserve, Rita", "--rating", 1900,
                       "--team", 1)
    assert code == 0 and "to team 1 Club 1, place 6" in out
    # round 1: no line-up entered, so pairing asks first (exit 3), nothing paired
    code, _, err = run(capsys, "pair-next", league)
    assert code == 3 and "no line-up entered" in err
    lineups(capsys, tmp_path, league, 1, range(1, 7))
    code, out, err = run(capsys, "pair-next", league)
    assert code == 0, err
    # C.04.6 3.6 and 4.3.1 (worked in tests/test_team_services.py): 1-4, 5-2, 3-6
    assert set(match_numbers(capsys, league, 1).values()) == {(1, 4), (5, 2), (3, 6)}
    assert "1 Player 1.1 (2290) - 16 Player 4.1 (1990)" in out  # board 1, White: team 1's
    play(capsys, league, 1, ROUND_1)
    code, out, _ = run(capsys, "withdraw-team", league, 6)
    assert code == 0 and "not paired from round 2" in out
    lineups(capsys, tmp_path, league, 2, range(1, 6))
    code, out, err = run(capsys, "pair-next", league)
    assert code == 0, err
    assert "5 Club 5: pairing-allocated bye" in out  # 3.4: five teams to pair
    numbers = {pair: m for m, pair in match_numbers(capsys, league, 2).items()}
    assert set(numbers) == {(2, 1), (4, 3)}
    code, out, _ = run(capsys, "forfeit", league, 2, numbers[(2, 1)], "+-")
    assert code == 0 and "+- (forfeited match)" in out
    play(capsys, league, 2, {4: "1-0 1-0 1-0 1-0"})
    lineups(capsys, tmp_path, league, 3, range(1, 6))
    code, out, err = run(capsys, "pair-next", league)
    assert code == 0, err
    assert "4 Club 4: pairing-allocated bye" in out  # [C2]: team 5 had it
    assert set(match_numbers(capsys, league, 3).values()) == {(2, 1), (3, 5)}
    play(capsys, league, 3, {2: "1/2 1/2 1/2 1/2", 3: "1-0 1/2 1-0 1/2"})
    code, out, err = run(capsys, "standings", league)
    assert code == 0, err
    assert standings_rows(out) == [(2, "5"), (3, "4"), (1, "3"), (4, "2"), (5, "1"), (6, "1")]
    code, out, err = run(capsys, "standings", league, "--boards")
    assert code == 0 and out.startswith("Board 1") and "Player 2.1" in out
    # the TRF-2026 team file, imported into a new file, is written back the same
    first = tmp_path / "league.trf"
    assert run(capsys, "export", league, "-o", first)[0] == 0
    code, out, err = run(capsys, "import", first, "-o", tmp_path / "copy.arbiter")
    assert code == 0, err
    assert "team event, 6 teams, 3 rounds paired of 5" in out
    second = tmp_path / "copy.trf"
    assert run(capsys, "export", tmp_path / "copy.arbiter", "-o", second)[0] == 0
    assert second.read_bytes() == first.read_bytes()
    text = first.read_text(encoding="utf-8")
    assert "\n330 +- 002 002 001\n" in text and "\n240 Z 004    6\n" in text
    # the file reopened: everything is there
    code, out, _ = run(capsys, "show", league)
    assert code == 0 and "withdrawn from round 2" in out
    code, out, _ = run(capsys, "show", league, "--round", 2)
    assert "+- (forfeited match)" in out and "5 Club 5: pairing-allocated bye" in out


def test_individual_commands_are_refused_in_a_team_event(league, capsys):
    for argv in (["add-player", league, "Doe, Jo"], ["bye", league, 1, 2, "H"],
                 ["withdraw", league, 3], ["settings", league, "--city", "X"],
                 ["export", league, "-o", "-", "--format", "trf16"]):
        code, _, err = run(capsys, *argv)
        assert code == 2 and "team event" in err and "Traceback" not in err, argv


def test_team_commands_are_refused_in_an_individual_event(tmp_path, capsys):
    path = tmp_path / "open.arbiter"
    assert run(capsys, "new", path, "--name", "Open", "--rounds", 5)[0] == 0
    for argv in (["add-team", path, "Club"], ["lineup", path, "--round", 1, "--team", 1],
                 ["forfeit", path, 1, 1, "+-"], ["result", path, 1, 1, "1-0", "--match", 1]):
        code, _, err = run(capsys, *argv)
        assert code == 2 and ("not a team event" in err or "team event" in err), argv


def test_a_board_by_its_number_in_the_round(league, tmp_path, capsys):
    lineups(capsys, tmp_path, league, 1, range(1, 7))
    assert run(capsys, "pair-next", league)[0] == 0
    # board 6 of the round: match 2, board 2
    code, out, err = run(capsys, "result", league, 1, 6, "1-0")
    assert code == 0, err
    assert out.startswith("round 1 match 2 board 2:") and "(not finished)" in out
    code, _, err = run(capsys, "result", league, 1, 9, "1-0", "--match", 1)
    assert code == 2 and "boards 1-4" in err
    code, _, err = run(capsys, "lineup", league, "--round", 2, "--team", 1, 2, 1, 3, 4)
    assert code == 3 and "roster's board order" in err


def test_a_team_file_is_read_first_when_imported(tmp_path, capsys):
    data = Path(__file__).parent / "data" / "teams"
    bad = tmp_path / "bad.trf"
    bad.write_text((data / "five-teams.trf").read_text().replace(
        "330 +- 002 003 005", "330 +- 002 003 009"))
    code, _out, err = run(capsys, "import", bad, "-o", tmp_path / "t.arbiter")
    assert code == 2 and not (tmp_path / "t.arbiter").exists()
    assert "bad.trf: line 43, cols 16-18: 330 names team 9, which is not a team (310)" in err
    code, _out, err = run(capsys, "import", data / "five-teams.trf", "-o",
                          tmp_path / "t.arbiter", "--system", "dutch2026")
    assert code == 2 and "team system" in err
    code, out, err = run(capsys, "import", data / "five-teams.trf", "-o",
                         tmp_path / "t.arbiter")
    assert code == 0 and "team event, 5 teams, 3 rounds paired of 3" in out
    code, out, _ = run(capsys, "export", tmp_path / "t.arbiter", "-o", "-")
    assert code == 0 and "\n330 +- 002 003 005\n" in out
