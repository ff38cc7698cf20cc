"""Between-round commands on a tournament file: new, add-player, withdraw, readmit, bye,
cancel-bye, unpair."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind
from arbiter_app.services import TournamentService
from tests.builders import cli_run as run


@pytest.fixture
def event(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    assert run(capsys, "new", path, "--name", "Club Open", "--rounds", "5", "--system",
               "dutch2016", "--initial-colour", "white", "--tiebreaks", "BH,SB")[0] == 0
    for index, rating in enumerate([2300, 2250, 2200, 2150, 2100], start=1):
        assert run(capsys, "add-player", path, f"Player{index}, A", "--rating", rating)[0] == 0
    return path


def tournament(path):
    service = TournamentService.open(path, read_only=True)
    try:
        return service.tournament()
    finally:
        service.close()


def test_new_and_add_player_fill_the_file(event):
    t = tournament(event)
    assert t.info.name == "Club Open" and t.total_rounds == 5 and t.system == "dutch2016"
    assert [(p.number, p.rating) for p in t.players.values()] == [
        (1, 2300), (2, 2250), (3, 2200), (4, 2150), (5, 2100)]


def test_a_requested_bye_keeps_the_player_out_of_the_pairing(event, capsys):
    assert run(capsys, "bye", event, 5, 1, "H")[0] == 0
    code, out, _ = run(capsys, "pair-next", event, "--pairs")
    assert code == 0
    # four players to pair (C.04.1.c: no pairing-allocated bye), player 5 absent
    lines = out.splitlines()
    assert lines[0] == "2" and not any(line.endswith(" 0") for line in lines[1:])
    assert "5" not in " ".join(lines[1:]).split()
    assert tournament(event).round(1).byes == {5: ByeKind.HALF_POINT}


def test_cancel_bye_and_refusals_change_nothing(event, capsys):
    assert run(capsys, "bye", event, 2, 2, "Z")[0] == 0
    assert run(capsys, "cancel-bye", event, 2, 2)[0] == 0
    assert tournament(event).requested_byes == {}
    before = event.read_bytes()
    code, _, err = run(capsys, "cancel-bye", event, 2, 2)
    assert code == 2 and "no requested bye" in err
    code, _, err = run(capsys, "withdraw", event, 42)
    assert code == 2 and "42" in err
    assert event.read_bytes() == before


def test_withdraw_readmit_and_a_late_entry(event, capsys):
    assert run(capsys, "pair-next", event)[0] == 0
    code, out, _ = run(capsys, "withdraw", event, 3)
    # the round-1 pairing has no results yet, so the withdrawal starts with round 2
    assert code == 0 and "not paired from round 2" in out
    assert tournament(event).players[3].withdrawn_from == 2
    assert run(capsys, "readmit", event, 3)[0] == 0
    assert tournament(event).players[3].withdrawn_from is None
    code, out, _ = run(capsys, "add-player", event, "Late, Comer", "--rating", "1900")
    assert code == 0 and "late entry from round 2" in out


def test_unpair_removes_the_last_round_while_it_has_no_results(event, capsys):
    assert run(capsys, "pair-next", event)[0] == 0
    assert run(capsys, "unpair", event)[0] == 0
    assert tournament(event).rounds_played == 0
    assert run(capsys, "pair-next", event)[0] == 0
    assert run(capsys, "result", event, 1, 1, "1-0")[0] == 0
    code, _, err = run(capsys, "unpair", event)
    assert code == 2 and "result" in err
    assert tournament(event).rounds_played == 1


def test_new_refuses_an_existing_file_and_an_unknown_system(event, tmp_path, capsys):
    code, _, err = run(capsys, "new", event, "--name", "x", "--rounds", "3", "--system",
                       "dutch2016")
    assert code == 2 and "already exists" in err
    code, _, err = run(capsys, "new", tmp_path / "u.arbiter", "--name", "x", "--rounds", "3",
                       "--system", "swiss")
    assert code == 2 and "swiss" in err
    assert not (tmp_path / "u.arbiter").exists()
