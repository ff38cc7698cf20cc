"""Players, late entries, withdrawals and requested byes."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind, Colour, GameResult, Player
from arbiter_app.services import NewTournament, ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament


@pytest.fixture
def service(tmp_path):
    service = TournamentService.create(tmp_path / "t.arbiter", NewTournament(
        "Club Swiss", 5, "dutch2016", initial_colour=Colour.WHITE))
    yield service
    service.close()


@pytest.fixture
def played(tmp_path):
    """Four players, round 1 played (1-2 1-0, 3-4 1/2), round 2 paired (2-3, 4-1)."""
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "2-3 *, 4-1 *"], total_rounds=5)
    t.system = "dutch2016"
    TournamentFile.create(tmp_path / "p.arbiter", t).close()
    with TournamentService.open(tmp_path / "p.arbiter") as service:
        yield service


def test_add_players_numbers_in_order(service):
    first = service.add_player("Carlsen, Magnus", 2830, "GM", "m", "NOR", "1503014", "1990/11/30")
    second = service.add_player("  Hou, Yifan ", 2630, "GM", "w", "CHN")
    assert first == Player(1, "Carlsen, Magnus", 2830, "GM", "m", "NOR", "1503014", "1990/11/30")
    assert second.number == 2 and second.name == "Hou, Yifan" and second.entry_round == 1
    assert service.tournament().players == {1: first, 2: second}


def test_bad_player_input_writes_nothing(service):
    before = service.audit_log()
    with pytest.raises(ServiceError, match="needs a name"):
        service.add_player("   ")
    with pytest.raises(ServiceError, match="rating 'abc' is not a number"):
        service.add_player("A", "abc")
    with pytest.raises(ServiceError, match="out of range"):
        service.add_player("A", 9000)
    assert service.tournament().players == {} and service.audit_log() == before


def test_late_entry_after_round_one(played):
    late = played.add_player("Late, Larry", 2100)
    assert late.number == 5 and late.entry_round == 3
    t = played.tournament()
    assert 5 not in t.players_to_pair(2) and 5 in t.players_to_pair(3)
    assert "late entry from round 3" in played.audit_log()[-1].details


def test_edit_player(played):
    # 2375 keeps player 3 between 2390 and 2370: no pairing number moves (C.04.2 2.3 is
    # tests/test_pairing_numbers.py's)
    changed = played.edit_player(3, name="Third, Tom", rating=2375, federation="ENG")
    assert changed == Player(3, "Third, Tom", 2375, federation="ENG")
    assert played.tournament().players[3] == changed
    with pytest.raises(ServiceError, match="cannot edit withdrawn_from"):
        played.edit_player(3, withdrawn_from=2)
    with pytest.raises(ServiceError, match="no player 9"):
        played.edit_player(9, name="X")
    with pytest.raises(ServiceError, match="already has round 1 in the record"):
        played.edit_player(3, entry_round=2)


def test_withdraw_from_next_round_and_readmit(played):
    played.record_result(2, 1, GameResult.WHITE_WINS)
    played.record_result(2, 2, GameResult.DRAW)
    played.withdraw_player(4)
    t = played.tournament()
    assert t.players[4].withdrawn_from == 3
    assert 4 not in t.players_to_pair()
    played.readmit_player(4)
    assert played.tournament().players[4].withdrawn_from is None
    with pytest.raises(ServiceError, match="has not withdrawn"):
        played.readmit_player(4)


def test_withdraw_from_a_round_where_the_player_is_paired(played):
    before = played.audit_log()
    with pytest.raises(ServiceError, match="player 4 is paired in round 2; record the forfeit"):
        played.withdraw_player(4, from_round=2)
    assert played.tournament().players[4].withdrawn_from is None
    assert played.audit_log() == before


def test_withdrawal_drops_later_requested_byes(played):
    played.request_bye(2, 4, ByeKind.HALF_POINT)
    played.withdraw_player(2, from_round=3)
    assert played.tournament().requested_byes == {}


def test_requested_byes(played):
    played.request_bye(1, 3, ByeKind.HALF_POINT)
    played.request_bye(2, 4, ByeKind.ZERO_POINT)
    assert played.tournament().requested_byes == {3: {1: ByeKind.HALF_POINT},
                                                  4: {2: ByeKind.ZERO_POINT}}
    played.request_bye(1, 3, ByeKind.ZERO_POINT)  # changed mind
    assert played.tournament().requested_byes[3] == {1: ByeKind.ZERO_POINT}
    played.cancel_bye(1, 3)
    assert played.tournament().requested_byes == {4: {2: ByeKind.ZERO_POINT}}
    with pytest.raises(ServiceError, match="no requested bye in round 3"):
        played.cancel_bye(1, 3)


@pytest.mark.parametrize("args, message", [
    ((1, 2, ByeKind.HALF_POINT), "round 2 is already paired"),
    ((1, 6, ByeKind.HALF_POINT), "there is no round 6; the tournament has 5 rounds"),
    ((1, 3, ByeKind.PAIRING_ALLOCATED), "cannot be requested"),
    ((8, 3, ByeKind.HALF_POINT), "no player 8"),
])
def test_bad_bye_requests_write_nothing(played, args, message):
    before = played.audit_log()
    with pytest.raises(ServiceError, match=message):
        played.request_bye(*args)
    assert played.tournament().requested_byes == {} and played.audit_log() == before


def test_bye_for_a_withdrawn_player_is_refused(played):
    played.withdraw_player(3, from_round=4)
    played.request_bye(3, 3, ByeKind.HALF_POINT)  # still plays round 3
    with pytest.raises(ServiceError, match="does not play in round 4: has withdrawn"):
        played.request_bye(3, 4, ByeKind.HALF_POINT)


def test_remove_a_player_entered_by_mistake(service):
    service.add_player("Right, Anna", 2000)
    service.add_player("Wrong, Entry", 1000)
    service.request_bye(2, 3, ByeKind.HALF_POINT)
    service.remove_player(2)
    assert sorted(service.tournament().players) == [1]
    assert service.tournament().requested_byes == {}
    assert service.add_player("Next, One", 1500).number == 2


def test_a_player_with_a_record_cannot_be_removed(played):
    before = played.audit_log()
    with pytest.raises(ServiceError, match="is in round 1; a player with a record can only "
                                           "be withdrawn"):
        played.remove_player(3)
    assert 3 in played.tournament().players and played.audit_log() == before
