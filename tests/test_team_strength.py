"""The teams' strength factors from their rosters' ratings (services/teams/strength.py):
C.04.6's preface leaves the teams' strength to the competition ("counting a fixed number of
highest ratings; managing unrated players"), 1.1.2 the TPNs ("The rules of the team
competition shall describe how to assign a TPN to each team.  Otherwise, it is a decision of
the Chief Arbiter").  The variant offered: the average rating of the B highest-rated roster
players (B: the boards of a match), unrated players left out, rounded half up.  Worked by
hand below; through the services, the command line and the Teams menu."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.services.teams import NewTeamEvent
from tests.builders import cli_run as run

#: team -> (strength entered, roster ratings in board order; 0: unrated)
TEAMS = {"Rooks": (0, [2300, 0, 2101, 2000]),    # 2300, 2101: 4401 / 2 = 2200.5 -> 2201
         "Knights": (0, [1800, 0]),              # one rated player: 1800
         "Pawns": (0, [0, 0]),                   # nobody rated: 0
         "Queens": (2500, [2400, 2200, 2350])}   # 2400, 2350: 2375 (2500 entered: warned)
EXPECTED = {1: 2201, 2: 1800, 3: 0, 4: 2375}


def event(path: Path) -> Path:
    service = TournamentService.create_team_event(path, NewTeamEvent("League", 5, boards=2))
    for name, (strength, ratings) in TEAMS.items():
        team = service.add_team(name, strength=strength)
        for place, rating in enumerate(ratings, start=1):
            service.add_team_player(team.number, f"{name} {place}", rating=rating)
    service.close()
    return path


def strengths(path: Path) -> dict[int, int]:
    service = TournamentService.open(path)
    try:
        return {n: team.strength for n, team in service.team_tournament().teams.items()}
    finally:
        service.close()


def test_the_strengths_from_the_ratings_worked_by_hand(tmp_path):
    path = event(tmp_path / "league.arbiter")
    service = TournamentService.open(path)
    try:
        with pytest.raises(NeedsConfirmation) as asked:  # Queens' 2500 would be replaced
            service.set_strengths_from_ratings()
        assert [w.code for w in asked.value.warnings] == ["strength-replaced"]
        assert "4 Queens 2500 -> 2375" in asked.value.warnings[0].text
        assert {n: t.strength for n, t in service.team_tournament().teams.items()} == {
            1: 0, 2: 0, 3: 0, 4: 2500}  # nothing changed
        changed = service.set_strengths_from_ratings(confirm=True)
        assert changed == {1: (0, 2201), 2: (0, 1800), 4: (2500, 2375)}  # Pawns stay 0
        assert {n: t.strength for n, t in service.team_tournament().teams.items()} == EXPECTED
        # again: nothing to change, no warning (the strengths are the ratings' now)
        assert service.set_strengths_from_ratings() == {}
        service.set_team_strengths({n: old for n, (old, _new) in changed.items()})  # undo
        assert {n: t.strength for n, t in service.team_tournament().teams.items()} == {
            1: 0, 2: 0, 3: 0, 4: 2500}
    finally:
        service.close()


def test_no_warning_when_no_strength_was_entered(tmp_path):
    path = tmp_path / "fresh.arbiter"
    service = TournamentService.create_team_event(path, NewTeamEvent("League", 5, boards=4))
    try:
        team = service.add_team("Solo")
        for rating in (2000, 2100, 1900, 2200, 2400):  # the four best of five: 8700 / 4
            service.add_team_player(team.number, f"P{rating}", rating=rating)
        assert service.set_strengths_from_ratings() == {1: (0, 2175)}
    finally:
        service.close()


def test_renumber_teams_strength_from_ratings(capsys, tmp_path):
    path = event(tmp_path / "league.arbiter")
    code, out, err = run(capsys, "renumber-teams", path, "--strength-from-ratings")
    assert code == 3 and "Queens 2500 -> 2375" in out + err
    assert strengths(path) == {1: 0, 2: 0, 3: 0, 4: 2500}
    code, out, _err = run(capsys, "renumber-teams", path, "--strength-from-ratings",
                          "--confirm")
    assert code == 0, out
    assert "strength of Queens: 2500 -> 2375" in out
    # by strength, highest first (C.04.6 1.1.2, the Chief Arbiter's decision here):
    # Queens 2375, Rooks 2201, Knights 1800, Pawns 0
    assert strengths(path) == {1: 2375, 2: 2201, 3: 1800, 4: 0}
    code, _out, err = run(capsys, "renumber-teams", path, "--strength-from-ratings",
                          "--order", "1,2,3,4")
    assert code == 2 and "--order" in err


def test_strength_from_the_ratings_from_the_teams_menu(qtbot, tmp_path):
    pytest.importorskip("pytestqt")
    from tests.gui import opened_window
    path = event(tmp_path / "league.arbiter")
    w, idle = opened_window(qtbot, path)
    w.answers = [False]  # replace Queens' 2500? No: nothing changes
    w.act_strengths.trigger()
    idle()
    assert "2500 -> 2375" in w.questions[-1]
    assert strengths(path) == {1: 0, 2: 0, 3: 0, 4: 2500}
    w.answers = [True]
    w.act_strengths.trigger()
    idle()
    assert strengths(path) == EXPECTED and w.errors == []
    w.undo()  # one step puts every strength back
    idle()
    assert strengths(path) == {1: 0, 2: 0, 3: 0, 4: 2500}
    w.redo()
    idle()
    assert strengths(path) == EXPECTED
    w.act_renumber_teams.trigger()  # then Number teams by strength
    idle()
    assert strengths(path) == {1: 2375, 2: 2201, 3: 1800, 4: 0}
