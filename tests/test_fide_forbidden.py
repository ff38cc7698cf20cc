"""Forbidden pairs (issue #23; checklist Q194-196): entered before round 1; after
round 1 only outside FIDE mode (level 5)."""

from __future__ import annotations

import pytest

from arbiter_app.services import NeedsConfirmation, ServiceError, TournamentService
from tests.builders import cli_run as run
from tests.test_fide_mode import new_file, played


def with_players(tmp_path):
    path = new_file(tmp_path)
    with TournamentService.open(path) as service:
        for i in range(4):
            service.add_player(f"Player, {i + 1}", 2000 - i)
    return path


def test_q194_q195_forbidden_pair_entered_before_round_1(tmp_path):
    with TournamentService.open(with_players(tmp_path)) as service:
        service.forbid_pair(1, 2)
        assert service.tournament().forbidden_pairs == {frozenset((1, 2))}
        assert service.audit_log()[-1].action == "forbid pair"
        with pytest.raises(ServiceError, match="already"):
            service.forbid_pair(2, 1)
        service.allow_pair(2, 1)
        assert service.tournament().forbidden_pairs == set()
        service.forbid_pair(1, 2)
        pairing = service.pair_next_round()  # the system honours it
        assert all({b.white, b.black} != {1, 2} for b in pairing.boards)
        assert "XXP 1 2" in service.export_trf_text("trf16")


def test_q196_forbidden_pair_after_round_1_only_outside_fide_mode(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        for confirm in (False, True):
            with pytest.raises(NeedsConfirmation) as raised:
                service.forbid_pair(1, 3, confirm=confirm)
            assert raised.value.level == 5 and raised.value.warnings[0].question == "Q196"
        assert service.tournament().forbidden_pairs == set()
        service.leave_fide_mode(confirm=True)
        service.forbid_pair(1, 3)
        assert service.tournament().forbidden_pairs == {frozenset((1, 3))}


def test_q194_q196_cli_forbid(tmp_path, capsys):
    path = with_players(tmp_path)
    code, out, _ = run(capsys, "forbid", path, 1, 2)
    assert code == 0 and "shall not meet" in out
    code, _out, err = run(capsys, "forbid", path, 1, 1)
    assert code == 2 and "two players" in err
    code, out, _ = run(capsys, "forbid", path, 1, 2, "--remove")
    assert code == 0 and "may meet again" in out
    played_path = played(tmp_path)
    before = played_path.read_bytes()
    code, _out, err = run(capsys, "forbid", played_path, 1, 3, "--confirm")
    assert code == 2 and "warning (level 5)" in err and "outside FIDE mode" in err
    assert played_path.read_bytes() == before
