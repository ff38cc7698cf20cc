"""A team round robin run from the command line end to end (issue #37, point 3): new-team
--system teamroundrobin, rosters from a CSV file, line-ups from a file, pair-next every
round, results board by board, standings, a TRF-2026 export imported back byte for byte,
``check`` and ``pair`` on the exported file.

The matches are typed from the Berger table for 3/4 participants of FIDE Handbook C.05
Annex 1 (round 1: 1-4, 2-3; round 2: 4-3, 1-2; round 3: 2-4, 3-1; the first-named has
White, for teams White on board 1: C.04.6 1.6.1); the boards' colours alternate from the
white team's White on board 1 (TRF-2026 352's default); the standings are worked by hand
below (C.07 11.1 match and game points, 13.1 MPvGP, 6 DE, 9.1 SB on match points).
"""

from __future__ import annotations

from pathlib import Path

from tests.builders import cli_run as run


def roster_csv(path: Path, teams: int) -> Path:
    """Team k's players are k.1, k.2, k.3; their starting ranks 3(k-1)+1 .. 3k."""
    lines = ["Team;Board;Name;Rating;FIDE ID"]
    for k in range(1, teams + 1):
        for place in range(1, 4):
            lines.append(f"Club {k};{place};Player {k}.{place};{2400 - 100 * k - 10 * place};")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def new_event(tmp_path: Path, capsys, teams: int, rounds: int, *options) -> Path:
    path = tmp_path / "rr.arbiter"
    code, out, err = run(capsys, "new-team", path, "--name", "Club Round Robin", "--rounds",
                         rounds, "--boards", 2, "--system", "teamroundrobin", *options)
    assert code == 0, err
    assert "pairing system: teamroundrobin" in out
    # a round robin's rest scores nothing, and C.07 8 leaves Buchholz out of round robins
    assert "pairing-allocated bye (320): 0 match points, 0 game points" in out
    assert "tie-breaks: MPVGP, DE, SB" in out
    code, out, err = run(capsys, "import-roster", path, roster_csv(tmp_path / "r.csv", teams))
    assert code == 0, err
    return path


def pair_round(capsys, tmp_path: Path, path: Path, round_no: int, teams: int) -> str:
    """Every team fields its first two players; the round paired."""
    lineups = tmp_path / f"lineups-{round_no}.txt"
    lineups.write_text("".join(f"{k}: {3 * k - 2} {3 * k - 1}\n" for k in range(1, teams + 1)),
                       encoding="utf-8")
    code, _, err = run(capsys, "lineup", path, "--round", round_no, "--from-file", lineups)
    assert code == 0, err
    code, out, err = run(capsys, "pair-next", path)
    assert code == 0, err
    return out


def results(capsys, path: Path, round_no: int, boards: list[str]) -> None:
    """``boards``: the results of the round's boards in order (match 1 board 1 first), as
    White's: 1-0, 1/2, 0-1."""
    for board, result in enumerate(boards, start=1):
        code, _, err = run(capsys, "result", path, round_no, board, result)
        assert code == 0, err


def matches(capsys, path: Path, round_no: int) -> list[str]:
    code, out, _ = run(capsys, "show", path, "--round", round_no)
    assert code == 0
    return [line.split("[")[0].strip().split(". ", 1)[1].split("  ")[0]
            for line in out.splitlines() if line.startswith("   ")
            and not line.startswith("     ") and line.strip()[0].isdigit() and "Club" in line]


def test_a_single_team_round_robin(tmp_path, capsys):
    path = new_event(tmp_path, capsys, 4, 3)
    out = pair_round(capsys, tmp_path, path, 1, 4)
    # round 1 of the table: 1-4, 2-3; board 1 White for the white team, board 2 Black
    assert "1 Club 1 - 4 Club 4" in out and "2 Club 2 - 3 Club 3" in out
    assert "1. 1 Player 1.1 (2290) - 10 Player 4.1 (1990)" in out
    assert "2. 11 Player 4.2 (1980) - 2 Player 1.2 (2280)" in out
    assert "Berger table round 1, match 1: Berger numbers 1-4" in out
    assert "team 1 has White on board 1 (C.04.6 1.6.1)" in out
    # match 1: team 1 wins board 1, board 2 drawn: 1.5-0.5; match 2: team 2 (White on
    # board 1) wins board 1, board 2 drawn: 1.5-0.5
    results(capsys, path, 1, ["1-0", "1/2", "1-0", "1/2"])
    out = pair_round(capsys, tmp_path, path, 2, 4)
    assert matches(capsys, path, 2) == ["4 Club 4 - 3 Club 3", "1 Club 1 - 2 Club 2"]
    assert "1. 10 Player 4.1 (1990) - 7 Player 3.1 (2090)" in out
    # 4-3: board 1 to team 3, board 2 (team 3's player White) to team 4: 1-1; 1-2: board 1
    # drawn, board 2 (team 2's player White) to team 1: 1.5-0.5
    results(capsys, path, 2, ["0-1", "0-1", "1/2", "0-1"])
    pair_round(capsys, tmp_path, path, 3, 4)
    assert matches(capsys, path, 3) == ["2 Club 2 - 4 Club 4", "3 Club 3 - 1 Club 1"]
    # 2-4: each team wins a board: 1-1; 3-1: each team wins a board: 1-1
    results(capsys, path, 3, ["1-0", "1-0", "1-0", "1-0"])
    code, out, err = run(capsys, "standings", path)
    assert code == 0, err
    # MP (2/1/0): team 1 2+2+1 = 5, team 2 2+0+1 = 3, team 3 0+1+1 = 2, team 4 0+1+1 = 2;
    # GP: 1: 1.5+1.5+1 = 4, 2: 1.5+0.5+1 = 3, 3: 0.5+1+1 = 2.5, 4: 0.5+1+1 = 2.5.
    # Teams 3 and 4: same MP and GP, drew each other (DE equal); SB on MP (C.07 9.1: the
    # opponents' final score times the points scored against them): team 3 = 0 x 3 (lost to
    # 2) + 1 x 2 (drew 4) + 1 x 5 (drew 1) = 7; team 4 = 0 x 5 + 1 x 2 (drew 3) + 1 x 3
    # (drew 2) = 5; team 1 = 2 x 2 (beat 4) + 2 x 3 (beat 2) + 1 x 2 (drew 3) = 12; team 2 =
    # 2 x 2 (beat 3) + 0 x 5 + 1 x 2 (drew 4) = 6
    rows = [line.split() for line in out.splitlines()[1:] if line.split()
            and line.split()[0].isdigit()]
    assert [(r[0], r[1], r[-4], r[-3], r[-1]) for r in rows] == [
        ("1", "1", "5", "4", "12"), ("2", "2", "3", "3", "6"), ("3", "3", "2", "2.5", "7"),
        ("4", "4", "2", "2.5", "5")]
    # the TRF-2026 file: 192 names the team round robin; imported, written back the same
    first = tmp_path / "rr.trf"
    assert run(capsys, "export", path, "-o", first)[0] == 0
    text = first.read_text(encoding="utf-8")
    assert "\n192 FIDE_TEAM_ROUNDROBIN\n" in text and "\n352 WB\n" in text
    code, out, err = run(capsys, "import", first, "-o", tmp_path / "copy.arbiter")
    assert code == 0, err
    assert "system teamroundrobin" in out
    second = tmp_path / "copy.trf"
    assert run(capsys, "export", tmp_path / "copy.arbiter", "-o", second)[0] == 0
    assert second.read_bytes() == first.read_bytes()
    # the free checker re-pairs every round from the table and agrees with the standings
    code, out, err = run(capsys, "check", first)
    assert code == 0, out + err
    assert "3/3 rounds consistent; standings consistent: CONSISTENT" in out
    code, out, err = run(capsys, "check", first, "--system", "teamroundrobin")
    assert code == 0, out + err


def test_a_double_round_robin_of_three_teams(tmp_path, capsys):
    # three teams play the 3/4 table; team 4 is the bye number, so its opponent rests.
    # C.05 Annex 1 (double round robin): the last two rounds of cycle 1 in reverse order,
    # then cycle 2 with the colours reversed:
    #   round 1 (table 1): 2-3, 1 rests     round 4 (table 1 reversed): 3-2, 1 rests
    #   round 2 (table 3): 3-1, 2 rests     round 5 (table 2 reversed): 2-1, 3 rests
    #   round 3 (table 2): 1-2, 3 rests     round 6 (table 3 reversed): 1-3, 2 rests
    path = new_event(tmp_path, capsys, 3, 6, "--double")
    expected = [("2 Club 2 - 3 Club 3", 1), ("3 Club 3 - 1 Club 1", 2),
                ("1 Club 1 - 2 Club 2", 3), ("3 Club 3 - 2 Club 2", 1),
                ("2 Club 2 - 1 Club 1", 3), ("1 Club 1 - 3 Club 3", 2)]
    for round_no, (match, rest) in enumerate(expected, start=1):
        out = pair_round(capsys, tmp_path, path, round_no, 3)
        assert matches(capsys, path, round_no) == [match], round_no
        assert f"{rest} Club {rest}: pairing-allocated bye" in out, round_no
        if round_no == 2:
            assert "(last two rounds of cycle 1 swapped)" in out
        if round_no == 4:
            # the white team of cycle 2 has White on board 1, its opponent on board 2
            assert "1. 7 Player 3.1 (2090) - 4 Player 2.1 (2190)" in out
            assert "2. 5 Player 2.2 (2180) - 8 Player 3.2 (2080)" in out
        results(capsys, path, round_no, ["1-0", "1/2"])  # the white team wins 1.5-0.5
    code, out, err = run(capsys, "standings", path)
    assert code == 0, err
    # each team was the white team twice (won, 2 MP, 1.5 GP) and the black team twice
    # (lost, 0.5 GP); its two rests score nothing: 4 MP, 4 GP each
    rows = [line.split() for line in out.splitlines()[1:] if line.split()
            and line.split()[0].isdigit()]
    assert sorted((r[1], r[-4], r[-3]) for r in rows) == [("1", "4", "4"), ("2", "4", "4"),
                                                          ("3", "4", "4")]
    first = tmp_path / "rr.trf"
    assert run(capsys, "export", path, "-o", first)[0] == 0
    assert "\n192 FIDE_TEAM_DOUBLEROUNDROBIN\n" in first.read_text(encoding="utf-8")
    code, out, err = run(capsys, "check", first)
    assert code == 0, out + err
    code, out, err = run(capsys, "import", first, "-o", tmp_path / "copy.arbiter")
    assert code == 0, err
    second = tmp_path / "copy.trf"
    assert run(capsys, "export", tmp_path / "copy.arbiter", "-o", second)[0] == 0
    assert second.read_bytes() == first.read_bytes()


def test_pair_gives_the_next_round_of_an_exported_file(tmp_path, capsys):
    # the file after round 1 of a double round robin of three teams (swap on): round 2 is
    # the table's round 3, 3-1, team 2 resting (the PAB line "2 0" last)
    path = new_event(tmp_path, capsys, 3, 6, "--double")
    pair_round(capsys, tmp_path, path, 1, 3)
    results(capsys, path, 1, ["1-0", "1-0"])
    cut = tmp_path / "cut.trf"
    assert run(capsys, "export", path, "-o", cut)[0] == 0
    code, out, err = run(capsys, "pair", cut, "--system", "teamroundrobin")
    assert code == 0, err
    assert out.split() == ["2", "3", "1", "2", "0"]
    # the file's code says the swap (FIDE_TEAM_DOUBLEROUNDROBIN): imported, it is kept
    code, out, err = run(capsys, "import", cut, "-o", tmp_path / "copy.arbiter")
    assert code == 0, err
    code, out, _ = run(capsys, "team-settings", tmp_path / "copy.arbiter")
    assert "last two rounds of cycle 1 swapped: yes" in out


def test_the_round_robin_options_need_the_system(tmp_path, capsys):
    code, _, err = run(capsys, "new-team", tmp_path / "x.arbiter", "--name", "X", "--rounds",
                       5, "--double")
    assert code == 2 and "--system teamroundrobin" in err
    # the individual round robin pairs players: the service refuses it for a team event
    import pytest
    from arbiter_app.services.errors import ServiceError
    from arbiter_app.services.teams import NewTeamEvent, check_new_team_event
    with pytest.raises(ServiceError, match="pairs individual players"):
        check_new_team_event(NewTeamEvent("X", 5, system="roundrobin"))
    with pytest.raises(ServiceError, match="swap"):
        check_new_team_event(NewTeamEvent("X", 5, system="teamroundrobin", tiebreaks=["SB"],
                                          round_robin={"swap": "maybe"}))
    # C.07 8: the Buchholz family is no tie-break of round robins
    with pytest.raises(ServiceError, match="BH/C1 cannot break ties in a round robin"):
        check_new_team_event(NewTeamEvent("X", 5, system="teamroundrobin"))
