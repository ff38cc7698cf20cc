"""`arbiter-cli generate --teams N` (issue #37: "`generate` ... work[s] for teams as for
players"): random team events paired by team2026 (C.04.6), written as TRF-2026 team files;
every file is read back and checked with `arbiter-cli check --system team2026` (each round
re-paired from the rounds before it, the rank column against the standings)."""

from __future__ import annotations

import pytest

from arbiter_app.trf import read_team_trf_file
from tests.builders import cli_run


@pytest.mark.parametrize("colours, primary", [("A", "MP"), ("B", "GP"), ("none", "MP")])
def test_generated_team_events_pass_the_checker(tmp_path, capsys, colours, primary):
    out = tmp_path / "t%d.trf"
    code, text, err = cli_run(capsys, "generate", "--teams", "8", "--rounds", "5",
                              "--boards", "3", "--colours", colours, "--primary", primary,
                              "--forfeits", "3%", "--empty-boards", "4%", "--absences", "1",
                              "--half-byes", "1", "--forfeited-matches", "1", "--count", "2",
                              "--seed", "3", "--tiebreaks", "BH/C1", "-o", str(out))
    assert code == 0, err
    for index in (1, 2):
        path = tmp_path / f"t{index}.trf"
        t = read_team_trf_file(path)
        assert len(t.teams) == 8 and t.settings.boards == 3 and t.rounds_played == 5
        assert (t.settings.colour_type, t.settings.primary) == (colours, primary)
        # each roster: the boards and one reserve (the default), in rating order
        for team in t.teams.values():
            ratings = [t.individuals.players[p].rating for p in team.roster]
            assert len(ratings) == 4 and ratings == sorted(ratings, reverse=True)
        # 8 teams, one absent in some round (H or Z): the rest paired, at most one PAB
        for rnd in t.rounds:
            assert len(rnd.games) in (3, 4)
        code, report, err = cli_run(capsys, "check", str(path), "--system", "team2026", "-q")
        assert code == 0, report + err
        assert report.splitlines()[-1].endswith("CONSISTENT")
        assert "INCONSISTENT" not in report


def test_the_same_seed_gives_the_same_file(tmp_path, capsys):
    texts = []
    for name in ("a.trf", "b.trf"):
        code, _, err = cli_run(capsys, "generate", "--teams", "5", "--rounds", "3",
                               "--seed", "9", "-o", str(tmp_path / name))
        assert code == 0, err
        texts.append((tmp_path / name).read_bytes())
    assert texts[0] == texts[1]
    t = read_team_trf_file(tmp_path / "a.trf")
    # 5 teams: a pairing-allocated bye each round (C.04.6 3.4), never twice to a team ([C2])
    assert len({rnd.pairing_bye for rnd in t.rounds}) == 3


def test_the_team_options_are_checked(tmp_path, capsys):
    out = str(tmp_path / "x.trf")
    code, _, err = cli_run(capsys, "generate", "--teams", "6", "--rounds", "3",
                           "--system", "dutch2026", "-o", out)
    assert code == 2 and "team2026" in err
    code, _, err = cli_run(capsys, "generate", "--teams", "6", "--rounds", "3",
                           "--unusual", "2", "-o", out)
    assert code == 2 and "--unusual" in err
    code, _, err = cli_run(capsys, "generate", "--teams", "6", "--rounds", "3",
                           "--boards", "12", "--reserves", "3", "-o", out)
    assert code == 2 and "--reserves" in err
    code, _, err = cli_run(capsys, "generate", "--rounds", "3", "-o", out)
    assert code == 2 and "--players" in err and "--teams" in err
    code, _, err = cli_run(capsys, "generate", "--players", "6", "--rounds", "3",
                           "--system", "team2026", "-o", out)
    assert code == 2 and "--teams" in err
