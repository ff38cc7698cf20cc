"""The open file remembers the tournament it holds (loading 2000 players over 10
rounds takes a noticeable time, three times per pairing before): what a reader gets
must always be exactly what loading the file gives, and a caller's changes to it
never reach the next reader."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind, Colour, GameResult, Player
from arbiter_app.services import NewTournament, NeedsConfirmation, TournamentService
from arbiter_app.store import convert


def fresh(service):
    """The tournament as loading the file gives it, past every remembered model."""
    with service._file.engine.connect() as connection:
        return convert.load_tournament(connection.connection.driver_connection)


def new_service(tmp_path, players=7):
    service = TournamentService.create(tmp_path / "t.arbiter", NewTournament(
        "Club Swiss", 4, "dutch2016", initial_colour=Colour.WHITE))
    for n in range(players):
        service.add_player(f"Player {n + 1}", 2400 - 10 * n)
    return service


def finish(service, round_no):
    boards = service.pairing(round_no).boards
    for board in range(1, len(boards) + 1):
        service.record_result(round_no, board, GameResult.WHITE_WINS if board % 2
                              else GameResult.DRAW)


def test_after_each_pairing_the_reader_gets_what_the_file_holds(tmp_path):
    service = new_service(tmp_path)
    service.set_round_date(2, "2024-05-02")  # taken onto the round when it is paired
    service.request_bye(3, 2, ByeKind.HALF_POINT)
    service.request_bye(6, 2, ByeKind.ZERO_POINT)
    service.request_bye(1, 3, ByeKind.HALF_POINT)  # stays requested after round 2
    for round_no in (1, 2, 3):
        service.pair_next_round(confirm=True)
        assert service._file._model is not None  # remembered, not loaded again
        assert service.tournament() == fresh(service)
        finish(service, round_no)
        assert service.tournament() == fresh(service)
    t = service.tournament()
    assert t.rounds[1].date.replace("/", "-") == "2024-05-02"
    assert t.rounds[1].byes[3] is ByeKind.HALF_POINT and t.rounds[1].byes[6] is ByeKind.ZERO_POINT
    service.close()


def test_a_callers_changes_never_reach_the_next_reader(tmp_path):
    service = new_service(tmp_path)
    service.pair_next_round(confirm=True)
    t = service.tournament()
    t.players[1] = Player(1, "Changed")
    t.rounds[0].games.clear()
    t.rounds[0].byes[99] = ByeKind.FULL_POINT
    t.info.extra_lines.append("XXX")
    t.options["x"] = "y"
    t.forbidden_pairs.add(frozenset((1, 2)))
    assert service.tournament() == fresh(service) != t
    service.close()


def test_a_refused_change_leaves_the_remembered_model_true(tmp_path):
    service = new_service(tmp_path)
    service.pair_next_round(confirm=True)  # round 1 without a result: pairing round 2 asks
    with pytest.raises(NeedsConfirmation):
        service.pair_next_round()
    assert service.tournament() == fresh(service)
    assert service.tournament().rounds_played == 1
    service.close()


def test_a_file_opened_read_only_is_loaded_for_every_reader(tmp_path):
    service = new_service(tmp_path)
    path = service.path
    other = TournamentService.open(path, read_only=True)
    other.tournament()  # the open's model, for the first read
    service.pair_next_round(confirm=True)  # another window writes the file meanwhile
    assert other.tournament().rounds_played == 1
    other.close()
    service.close()


def test_a_model_loaded_before_a_write_is_never_kept_after_it(tmp_path):
    """Another thread's reader that loaded the file before a write commits must not
    leave its older model behind for the readers after the write."""
    service = new_service(tmp_path)
    store = service._file
    older = service.tournament()
    learn = store._reader_learns()  # a reader starts ...
    service.add_player("Late Entry", 1500)  # ... a write commits meanwhile ...
    learn(older)  # ... and the reader then keeps what it loaded
    assert service.tournament() == fresh(service)
    assert len(service.tournament().players) == len(older.players) + 1
    service.close()
