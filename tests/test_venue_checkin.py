"""Check-in before a round (issue #39, point 5): a player checks himself in, a deputy or
the arbiter anyone; in one action the arbiter marks those not checked in absent (a
zero-point bye), and the round is then paired without them.

The tournament: :func:`tests.venue_builders.fresh_file`, 10 players (ratings 2400, 2390,
... so the numbers stay as they are before round 1), nobody paired; player 10 withdrawn
from round 1, player 9 asked for a half-point bye in round 1."""

from __future__ import annotations

import pytest

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import ByeKind
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.services.venue import (ARBITER, DEPUTY, PLAYER, CheckIn, Holder, NotAllowed,
                                        NotFound, check_in, checkin_state, ensure_secret,
                                        mark_missing_absent)
from arbiter_app.store import TournamentFile
from tests.builders import tournament
from tests.venue_builders import fresh_file, state

DEPUTY_ANY = Holder(DEPUTY, "Dana")


def player(n: int) -> Holder:
    return Holder(PLAYER, f"Player {n:02d}", player=n)


@pytest.fixture
def path(tmp_path):
    return fresh_file(tmp_path)


@pytest.fixture
def service(path):
    with TournamentService.open(path) as s:
        ensure_secret(s)
        s.withdraw_player(10, 1)
        s.request_bye(9, 1, ByeKind.HALF_POINT)
        yield s


def test_nobody_checked_in_yet(service):
    assert checkin_state(service.tournament()) == CheckIn(1, (), tuple(range(1, 9)), (9,))


def test_a_player_checks_himself_in_and_only_himself(service):
    state_now = check_in(service, player(1), 1)
    assert state_now == CheckIn(1, (1,), tuple(range(2, 9)), (9,))
    last = service.audit_log()[-1]
    assert (last.action, last.details) == ("check-in",
                                           "round 1: 1 Player 01 (by player 1 Player 01)")
    before = state(service)
    with pytest.raises(NotAllowed, match="a player checks in himself only"):
        check_in(service, player(1), 2)
    assert state(service) == before


def test_a_deputy_checks_in_anyone_and_takes_it_back(service):
    for n in (2, 3, 4):
        check_in(service, DEPUTY_ANY, n)
    assert service.audit_log()[-1].details == "round 1: 4 Player 04 (by deputy Dana)"
    now = check_in(service, DEPUTY_ANY, 3, present=False)
    assert now.present == (2, 4) and 3 in now.missing
    assert service.audit_log()[-1].action == "check-in taken back"


def test_checking_in_twice_writes_nothing(service):
    check_in(service, player(5), 5)
    before = state(service)
    assert check_in(service, player(5), 5).present == (5,)
    # taking back a check-in never made
    check_in(service, DEPUTY_ANY, 6, present=False)
    assert state(service) == before


def test_withdrawn_and_unknown_players(service):
    before = state(service)
    with pytest.raises(ServiceError, match="player 10 Player 10 does not play in round 1"):
        check_in(service, DEPUTY_ANY, 10)
    with pytest.raises(NotFound, match="there is no player 99"):
        check_in(service, DEPUTY_ANY, 99)
    with pytest.raises(NotAllowed):  # a player asking for another, unknown or not
        check_in(service, player(1), 99)
    assert state(service) == before


def test_the_check_ins_are_kept_in_the_file(path, service):
    check_in(service, player(2), 2)
    check_in(service, DEPUTY_ANY, 7)
    service.close()
    with TournamentService.open(path) as again:
        assert checkin_state(again.tournament()).present == (2, 7)


def test_those_not_checked_in_are_absent_in_one_transaction_and_not_paired(service):
    for n in range(1, 7):
        check_in(service, Holder(ARBITER) if n % 2 else player(n), n)
    log = len(service.audit_log())
    writes = []
    original = service._write

    def counted():
        writes.append(1)
        return original()
    service._write = counted
    assert mark_missing_absent(service, "arbiter (venue server)") == (1, [7, 8])
    del service._write
    # one transaction, one audit entry naming both
    assert len(writes) == 1
    entries = service.audit_log()[log:]
    assert [(e.action, e.details) for e in entries] == [
        ("absent: not checked in",
         "round 1: 7 Player 07, 8 Player 08 (by arbiter (venue server))")]
    t = service.tournament()
    assert t.requested_byes[1] == {7: ByeKind.ZERO_POINT, 8: ByeKind.ZERO_POINT,
                                   9: ByeKind.HALF_POINT}
    # nobody is missing any more
    assert checkin_state(t) == CheckIn(1, (1, 2, 3, 4, 5, 6), (), (7, 8, 9))

    pairing = service.pair_next_round(confirm=True)
    paired = {n for b in pairing.boards for n in (b.white, b.black)}
    assert paired == {1, 2, 3, 4, 5, 6} and pairing.bye is None
    t = service.tournament()
    assert t.round(1).byes == {7: ByeKind.ZERO_POINT, 8: ByeKind.ZERO_POINT,
                               9: ByeKind.HALF_POINT}
    scores = histories(t)
    assert (scores[7].score, scores[8].score, scores[9].score) == (0.0, 0.0, 0.5)
    # round 2's check-in starts afresh: round 1's is history
    assert checkin_state(t) == CheckIn(2, (), tuple(range(1, 10)), ())


def test_marking_absent_with_nobody_missing_changes_no_round(service):
    for n in range(1, 9):
        check_in(service, DEPUTY_ANY, n)
    log = service.audit_log()
    assert mark_missing_absent(service) == (1, [])
    assert service.audit_log() == log
    assert service.tournament().requested_byes[1] == {9: ByeKind.HALF_POINT}


def test_no_check_in_once_every_round_is_paired(tmp_path):
    t = tournament(2, ["1-2 1-0"], total_rounds=1)
    TournamentFile.create(tmp_path / "done.arbiter", t).close()
    with TournamentService.open(tmp_path / "done.arbiter") as s:
        assert checkin_state(s.tournament()) == CheckIn(0, (), (), ())
        for action in (lambda: check_in(s, DEPUTY_ANY, 1), lambda: mark_missing_absent(s)):
            with pytest.raises(ServiceError, match="every round is paired"):
                action()


def test_a_check_in_for_an_earlier_round_counts_for_nothing(tmp_path):
    # a file whose check-in option names round 1 while round 2 is next
    t = tournament(4, ["1-3 1-0, 2-4 0-1"], total_rounds=3)
    t.options["venue.checkin"] = "1:1,2,3,4"
    TournamentFile.create(tmp_path / "old.arbiter", t).close()
    with TournamentService.open(tmp_path / "old.arbiter") as s:
        assert checkin_state(s.tournament()) == CheckIn(2, (), (1, 2, 3, 4), ())
        assert check_in(s, DEPUTY_ANY, 2).present == (2,)
