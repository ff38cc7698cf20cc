"""Results entered at the venue (issue #39, point 4), by who holds the code: the arbiter as
in the window (FIDE-mode rules and confirmations), a deputy on his boards of the current
round, a player on his own board by the rule the arbiter chose.  The tournament is
:func:`tests.venue_builders.event_file` (round 3 current; its boards are in ROUND3)."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.services.venue import (ARBITER, DISPUTED, PLAYER, RECORDED,
                                        UNCHANGED, WAITING, Conflict, Holder, NotAllowed,
                                        NotFound, add_deputy, ensure_secret, enter_result,
                                        set_player_rule, waiting_claims)
from arbiter_app.services.venue.entries import Claim
from tests.venue_builders import event_file, state

W, B, D = GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW
ARB = Holder(ARBITER)


@pytest.fixture
def path(tmp_path):
    return event_file(tmp_path)


@pytest.fixture
def service(path):
    with TournamentService.open(path) as s:
        ensure_secret(s)
        yield s


def player(n: int) -> Holder:
    return Holder(PLAYER, f"Player {n:02d}", player=n)


def result(service, r: int, b: int) -> GameResult:
    return service.tournament().round(r).games[b - 1].result


def refused(service, exc, match, holder, r, b, value, confirm=False):
    """``holder``'s entry is refused with ``exc`` and changes nothing."""
    before = state(service)
    with pytest.raises(exc, match=match) as info:
        enter_result(service, holder, r, b, value, confirm)
    assert state(service) == before
    return info.value


# -- the arbiter ----------------------------------------------------------------------------

def test_the_arbiter_enters_and_corrects_the_current_round(service):
    entry = enter_result(service, ARB, 3, 1, W)
    assert (entry.status, entry.round_no, entry.board, entry.result, entry.previous) == (
        RECORDED, 3, 1, W, GameResult.PENDING)
    last = service.audit_log()[-1]
    assert last.action == "result"
    assert last.details == "round 3 board 1: 1-4 1-0 (was *) (by arbiter (venue server))"
    # the arbiter changes a result already there (a deputy cannot)
    entry = enter_result(service, ARB, 3, 1, D)
    assert (entry.status, entry.previous) == (RECORDED, W) and result(service, 3, 1) is D
    assert enter_result(service, ARB, 3, 1, D).status == UNCHANGED


def test_the_arbiter_corrects_the_previous_round(service):
    # round 2 board 1 (2-1) was a draw; in FIDE mode rounds 2 and 3 can still change
    entry = enter_result(service, ARB, 2, 1, W)
    assert entry.status == RECORDED and entry.previous is D and result(service, 2, 1) is W


def test_an_older_round_is_refused_in_fide_mode_even_confirmed(service):
    # round 1 is older than the previous round (2): level 5, no confirmation lifts it
    for confirm in (False, True):
        exc = refused(service, Conflict, "round 1 is older than the previous round", ARB,
                      1, 1, B, confirm)
        assert exc.needs_confirmation is False
    assert result(service, 1, 1) is W


def test_an_adjourned_game_not_drawn_needs_the_arbiters_confirmation(service):
    # round 2 board 6 (12-11) was adjourned and counted as a draw for round 3's pairing
    exc = refused(service, Conflict, "was adjourned", ARB, 2, 6, W)
    assert exc.needs_confirmation is True
    entry = enter_result(service, ARB, 2, 6, W, confirm=True)
    assert entry.status == RECORDED and entry.previous is GameResult.ADJOURNED
    assert result(service, 2, 6) is W


def test_an_adjourned_game_drawn_needs_no_confirmation(service):
    assert enter_result(service, ARB, 2, 6, D).status == RECORDED


def test_no_such_round_board_or_result(service):
    refused(service, NotFound, "round 4 is not paired", ARB, 4, 1, W)
    refused(service, NotFound, "round 0 is not paired", ARB, 0, 1, W)
    refused(service, NotFound, r"round 3 has no board 7 \(boards 1-6\)", ARB, 3, 7, W)
    refused(service, ServiceError, "'\\*' is no result", ARB, 3, 1, GameResult.PENDING)


# -- a deputy -------------------------------------------------------------------------------

@pytest.fixture
def dana(service):
    return add_deputy(service, "Dana", 1, 3)


def test_a_deputy_enters_his_boards_named_in_the_audit(service, dana):
    entry = enter_result(service, dana, 3, 2, B)
    assert entry.status == RECORDED and result(service, 3, 2) is B
    assert service.audit_log()[-1].details == (
        "round 3 board 2: 5-2 0-1 (was *) (by deputy Dana (boards 1-3))")


def test_a_deputy_with_every_board(service):
    finn = add_deputy(service, "Finn")
    assert enter_result(service, finn, 3, 6, D).status == RECORDED
    assert service.audit_log()[-1].details.endswith("(by deputy Finn)")


def test_a_board_outside_the_deputys_range_is_refused(service, dana):
    refused(service, NotAllowed, r"board 4 is not one of your boards \(1-3\)", dana, 3, 4, W)


def test_outside_his_range_a_deputy_learns_nothing_of_the_board(service, dana):
    # board 4 has a result: the answer is still "not your board", neither "unchanged" nor
    # "another result is there"
    enter_result(service, ARB, 3, 4, W)
    refused(service, NotAllowed, "not one of your boards", dana, 3, 4, W)
    refused(service, NotAllowed, "not one of your boards", dana, 3, 4, B)


def test_a_deputy_enters_the_current_round_only(service, dana):
    refused(service, NotAllowed, r"only the arbiter enters results of a round before the "
            r"current one \(3\)", dana, 2, 1, W)
    refused(service, NotAllowed, "only the arbiter", dana, 2, 3, D)


def test_a_deputy_does_not_change_a_result_already_there(service, dana):
    enter_result(service, dana, 3, 2, W)
    exc = refused(service, Conflict, "board 2 already has the result 1-0; only the arbiter "
                  "changes it", dana, 3, 2, B)
    assert exc.needs_confirmation is False
    # the same result again: nothing to do, nothing written
    before = state(service)
    assert enter_result(service, dana, 3, 2, W).status == UNCHANGED
    assert state(service) == before
    # the arbiter's result is not the deputy's to change either
    enter_result(service, ARB, 3, 3, D)
    refused(service, Conflict, "board 3 already has the result 1/2", dana, 3, 3, W)


def test_a_deputy_enters_every_kind_of_result(service, dana):
    assert enter_result(service, dana, 3, 1, GameResult.WHITE_FORFEIT_WIN).status == RECORDED
    assert result(service, 3, 1) is GameResult.WHITE_FORFEIT_WIN


# -- the players ----------------------------------------------------------------------------

def test_both_players_agree_and_it_is_recorded_naming_both(service):
    # board 2 is 5-2
    entry = enter_result(service, player(5), 3, 2, W)
    assert entry.status == WAITING and result(service, 3, 2) is GameResult.PENDING
    assert waiting_claims(service.tournament()) == [Claim(3, 2, 5, W)]
    assert service.audit_log()[-1].details == (
        "round 3 board 2: 1-0 (by player 5 Player 05)")
    entry = enter_result(service, player(2), 3, 2, W)
    assert entry.status == RECORDED and result(service, 3, 2) is W
    assert service.audit_log()[-1].details == (
        "round 3 board 2: 5-2 1-0 (was *) (by players 5 and 2, both entries)")
    assert waiting_claims(service.tournament()) == []


def test_black_first_then_white(service):
    # board 1 is 1-4: black enters first; the recording names white first
    assert enter_result(service, player(4), 3, 1, D).status == WAITING
    assert enter_result(service, player(1), 3, 1, D).status == RECORDED
    assert service.audit_log()[-1].details.endswith("(by players 1 and 4, both entries)")


def test_entries_that_differ_wait_for_the_arbiter(service):
    assert enter_result(service, player(1), 3, 1, W).status == WAITING
    assert enter_result(service, player(4), 3, 1, B).status == DISPUTED
    assert result(service, 3, 1) is GameResult.PENDING
    assert sorted(waiting_claims(service.tournament()), key=lambda c: c.player) == [
        Claim(3, 1, 1, W), Claim(3, 1, 4, B)]
    # the arbiter decides; the board's entries are no longer waiting
    enter_result(service, ARB, 3, 1, D)
    assert waiting_claims(service.tournament()) == []


def test_a_player_changes_his_mind_to_agree(service):
    enter_result(service, player(1), 3, 1, W)
    enter_result(service, player(4), 3, 1, B)
    # player 1 takes his entry back for his opponent's: they agree
    assert enter_result(service, player(1), 3, 1, B).status == RECORDED
    assert result(service, 3, 1) is B


def test_agreeing_entries_on_an_adjourned_game_wait_for_the_arbiter(service):
    # the arbiter marked board 5 (11-8) adjourned: its result other than a draw is his to
    # confirm; the players' agreeing entries are refused without being lost
    enter_result(service, ARB, 3, 5, GameResult.ADJOURNED)
    assert enter_result(service, player(11), 3, 5, W).status == WAITING
    with pytest.raises(Conflict, match="was adjourned") as info:
        enter_result(service, player(8), 3, 5, W)
    assert info.value.needs_confirmation is False  # the player cannot confirm it
    assert result(service, 3, 5) is GameResult.ADJOURNED
    assert sorted(waiting_claims(service.tournament()), key=lambda c: c.player) == [
        Claim(3, 5, 8, W), Claim(3, 5, 11, W)]
    enter_result(service, ARB, 3, 5, W, confirm=True)
    assert waiting_claims(service.tournament()) == []


def test_the_waiting_entries_are_kept_in_the_file(path, service):
    enter_result(service, player(5), 3, 2, W)
    service.close()
    with TournamentService.open(path) as again:
        assert waiting_claims(again.tournament()) == [Claim(3, 2, 5, W)]
        assert enter_result(again, player(2), 3, 2, W).status == RECORDED


def test_a_player_enters_his_own_board_only(service):
    refused(service, NotAllowed, "board 2 is not your board", player(1), 3, 2, W)
    # a board with a result tells another player nothing either
    enter_result(service, ARB, 3, 2, W)
    refused(service, NotAllowed, "board 2 is not your board", player(1), 3, 2, W)
    refused(service, NotAllowed, "board 2 is not your board", player(1), 3, 2, B)
    # player 13 has the pairing bye: no board is his
    refused(service, NotAllowed, "board 6 is not your board", player(13), 3, 6, W)


def test_a_player_enters_a_win_a_loss_or_a_draw(service):
    for value in (GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                  GameResult.DOUBLE_FORFEIT, GameResult.WHITE_HALF_BLACK_ZERO,
                  GameResult.DOUBLE_LOSS, GameResult.WHITE_WINS_UNRATED,
                  GameResult.ADJOURNED):
        refused(service, NotAllowed, "a player enters a win, a loss or a draw", player(1),
                3, 1, value)


def test_a_player_enters_the_current_round_only(service):
    refused(service, NotAllowed, "only the arbiter", player(2), 2, 1, B)


def test_a_player_does_not_change_a_result(service):
    enter_result(service, ARB, 3, 1, W)
    refused(service, Conflict, "board 1 already has the result 1-0", player(4), 3, 1, B)
    assert enter_result(service, player(4), 3, 1, W).status == UNCHANGED


def test_rule_one_records_the_first_entry(service):
    set_player_rule(service, "one")
    # board 4 is 7-9
    entry = enter_result(service, player(9), 3, 4, B)
    assert entry.status == RECORDED and result(service, 3, 4) is B
    assert service.audit_log()[-1].details == (
        "round 3 board 4: 7-9 0-1 (was *) (by player 9 Player 09)")
    refused(service, Conflict, "already has the result 0-1", player(7), 3, 4, W)


def test_rule_off_refuses_the_players(service):
    set_player_rule(service, "off")
    refused(service, NotAllowed, "players do not enter results in this tournament",
            player(7), 3, 4, W)
    # the deputies and the arbiter still do
    assert enter_result(service, ARB, 3, 4, W).status == RECORDED


def test_the_hostile_name_is_only_a_name(service):
    # player 3 (board 3, 3-6) has markup in his name: it is kept as it was typed
    enter_result(service, Holder(PLAYER, service.tournament().players[3].name, player=3),
                 3, 3, D)
    assert "player 3 <script>" in service.audit_log()[-1].details
    assert enter_result(service, player(6), 3, 3, D).status == RECORDED
