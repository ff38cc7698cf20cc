"""``arbiter-cli renumber T.arbiter``: pairing numbers by the initial ranking list
(C.04.2.B: rating, then FIDE title, then name) until round 4 is paired (C.04.2 2.3)."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import Colour, Player, Tournament
from arbiter_app.services import TournamentService
from arbiter_app.store import TournamentFile
from tests.test_store_cli import one_line_error, run


@pytest.fixture
def entered(tmp_path):
    """Entered in this order; by rating the order is 3 (2300), 1 (2100), then the
    2000s by title: 4 (IM) before 2 (no title)."""
    t = Tournament(players={1: Player(1, "Bravo, Ben", 2100), 2: Player(2, "Alpha, Ann", 2000),
                            3: Player(3, "Charlie, Cy", 2300),
                            4: Player(4, "Delta, Dan", 2000, "IM")},
                   total_rounds=3, system="dutch2016", initial_colour=Colour.WHITE)
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, t).close()
    return path


def test_renumber_prints_old_to_new(capsys, entered):
    code, out, err = run(capsys, "renumber", entered)
    assert (code, err) == (0, "")
    assert out.splitlines() == ["   3 ->    1  Charlie, Cy", "   1 ->    2  Bravo, Ben",
                                "   4 ->    3  Delta, Dan", "   2 ->    4  Alpha, Ann"]
    with TournamentService.open(entered) as service:
        assert [service.tournament().players[n].name for n in (1, 2, 3, 4)] == [
            "Charlie, Cy", "Bravo, Ben", "Delta, Dan", "Alpha, Ann"]
    code, out, err = run(capsys, "renumber", entered)
    assert code == 0 and "already follow the initial ranking list" in out


def test_renumber_alphabetical(capsys, entered):
    code, out, _ = run(capsys, "renumber", entered, "--order", "alphabetical")
    assert code == 0
    assert out.splitlines() == ["   2 ->    1  Alpha, Ann", "   1 ->    2  Bravo, Ben"]


def test_renumber_after_round_1_takes_the_games_along(capsys, entered):
    """C.04.2 2.3: "The TPNs may be reassigned accordingly to the corrections" until the
    fourth round has been paired; 2.5: "corrections made accordingly in the results
    charts" (the games stay between the same players)."""
    with TournamentService.open(entered) as service:
        service.update_settings(auto_rank_before_round1=False)
        service.pair_next_round()
        t = service.tournament()
        games = sorted((t.players[g.white].name, t.players[g.black].name)
                       for g in t.rounds[0].games)
    code, out, err = run(capsys, "renumber", entered)
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "   3 ->    1  Charlie, Cy"
    with TournamentService.open(entered) as service:
        t = service.tournament()
        assert t.players[1].name == "Charlie, Cy"
        assert sorted((t.players[g.white].name, t.players[g.black].name)
                      for g in t.rounds[0].games) == games


def test_renumber_after_round_4_is_refused(capsys, tmp_path):
    from tests.builders import tournament
    t = tournament(4, ["1-2 1/2, 3-4 1/2", "3-1 1/2, 4-2 1/2", "1-4 1/2, 2-3 1/2",
                       "2-1 *, 4-3 *"], total_rounds=5, ratings=[2000, 2100, 2200, 2300])
    t.system = "dutch2016"
    path = tmp_path / "r4.arbiter"
    TournamentFile.create(path, t).close()
    code, out, err = run(capsys, "renumber", path)
    assert code == 2 and out == ""
    one_line_error(err, "round 4 is paired", "C.04.2 2.3")
    with TournamentService.open(path) as service:
        assert service.tournament() == t


def test_renumber_of_a_file_that_is_no_tournament(capsys, tmp_path):
    path = tmp_path / "x.arbiter"
    path.write_text("hello")
    code, _, err = run(capsys, "renumber", path)
    assert code == 2
    one_line_error(err, "x.arbiter")
