"""FIDE checklist Q175-176: the arbiter can make a player ineligible for half-point
byes; that player's request for one is then refused (a zero-point absence is not)."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind
from arbiter_app.services import NewTournament, ServiceError, TournamentService
from tests.builders import cli_run


@pytest.fixture
def path(tmp_path):
    with TournamentService.create(tmp_path / "t.arbiter",
                                  NewTournament("Open", 5, "dutch2026")) as service:
        service.add_player("Alpha, A", 2400)
        service.add_player("Beta, B", 2300, half_byes=False)
        service.add_player("Gamma, C", 2200)
    return tmp_path / "t.arbiter"


def test_an_ineligible_player_is_refused_a_half_point_bye(path):
    with TournamentService.open(path) as service:
        before = service.audit_log()
        with pytest.raises(ServiceError, match="player 2 Beta, B may not take half-point byes"):
            service.request_bye(2, 1, ByeKind.HALF_POINT)
        assert service.audit_log() == before
        service.request_bye(2, 1, ByeKind.ZERO_POINT)  # an absence stays possible
        service.request_bye(1, 1, ByeKind.HALF_POINT)
        service.edit_player(2, half_byes=True)
        service.request_bye(2, 2, ByeKind.HALF_POINT)
        assert service.tournament().requested_byes[2] == {2: ByeKind.HALF_POINT}


def test_the_flag_survives_reopening_and_renumbering(path):
    with TournamentService.open(path) as service:
        service.renumber_players("alphabetical")
        t = service.tournament()
    beta = next(p for p in t.players.values() if p.name == "Beta, B")
    assert beta.half_byes is False
    assert all(p.half_byes for p in t.players.values() if p.name != "Beta, B")


def test_cli(path, capsys):
    code, out, _ = cli_run(capsys, "half-byes", path, 3, "refuse")
    assert code == 0 and out.strip() == "3 Gamma, C (2200) may not take half-point byes"
    code, _, err = cli_run(capsys, "bye", path, 3, 1, "H")
    assert code == 2 and "may not take half-point byes" in err
    code, _, _ = cli_run(capsys, "half-byes", path, 3, "allow")
    assert cli_run(capsys, "bye", path, 3, 1, "H")[0] == 0
    code, _, _ = cli_run(capsys, "add-player", path, "Delta, D", "--no-half-byes")
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().players[4].half_byes is False


def test_window_player_dialog_sets_it(qtbot, path):
    from tests.gui import opened_window
    w, idle = opened_window(qtbot, path)

    def fill(dialog) -> bool:
        assert dialog.half_byes.isChecked()  # player 1 is eligible
        dialog.half_byes.setFocus()
        qtbot.keyClick(dialog.half_byes, " ")  # the space bar ticks it off
        assert not dialog.half_byes.isChecked()
        dialog.buttons.accepted.emit()
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = fill
    w.edit_player(1)
    idle()
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().players[1].half_byes is False
    w.close()


def test_rounds_closed_to_half_point_byes(path, capsys):
    # Q175 "(or rounds)": e.g. the regulations' last two rounds; an absence stays possible
    code, out, _ = cli_run(capsys, "half-bye-rounds", path, "4,5")
    assert code == 0 and out.strip() == "no half-point byes in rounds 4, 5"
    code, _, err = cli_run(capsys, "bye", path, 1, 4, "H")
    assert code == 2 and "no half-point byes in round 4" in err
    assert cli_run(capsys, "bye", path, 1, 4, "Z")[0] == 0
    assert cli_run(capsys, "bye", path, 1, 3, "H")[0] == 0
    assert cli_run(capsys, "half-bye-rounds", path, "none")[0] == 0
    assert cli_run(capsys, "bye", path, 3, 5, "H")[0] == 0
    code, _, err = cli_run(capsys, "half-bye-rounds", path, "9")
    assert code == 2 and "round 9 is not a round" in err
