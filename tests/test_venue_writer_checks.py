"""A change from the venue checks its code on the writer thread as it is made (issue #39:
a revoked code changes nothing), and the requests that ask at once share one read of the
file (server/venue.py: a rush of results waits for the writer once each)."""

from __future__ import annotations

import asyncio

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.server.venue import Revoked, Venue
from arbiter_app.services.venue import (add_deputy, check_in, enter_result, holder_codes,
                                        revoke)
from arbiter_app.ui.sample import make_sample


@pytest.fixture
def venue(tmp_path):
    """12 players, round 3 paired, deputy Anna for boards 1-3."""
    service = make_sample(tmp_path / "t.arbiter", players=12, rounds=2, total_rounds=5)
    service.pair_next_round(confirm=True)
    add_deputy(service, "Anna", 1, 3)
    served = Venue(service)
    yield served
    served.close()
    service.close()


def code_of(venue: Venue, key: str) -> str:
    return next(c for h, c in holder_codes(venue.service.tournament()) if h.key == key)


def test_a_code_revoked_after_its_first_check_changes_nothing(venue):
    service = venue.service
    code = code_of(venue, "deputy:Anna")

    async def scenario():
        holder = await venue.holder_of(code, fresh=False)  # the request's first look
        assert holder is not None and holder.name == "Anna"
        venue.call_sync(lambda: revoke(service, holder))  # the arbiter, meanwhile
        with pytest.raises(Revoked):
            await venue.call_as(holder, code, lambda h: enter_result(
                service, h, 3, 1, GameResult.WHITE_WINS))
        # a fresh look refuses it too
        assert await venue.holder_of(code) is None

    asyncio.run(scenario())
    assert service.tournament().round(3).games[0].result is GameResult.PENDING


def test_results_in_a_row_each_checked_and_stored(venue):
    """Three results, one after the other, by the same code: each stored; then the code is
    revoked by the window's side and the fourth is refused."""
    service = venue.service
    code = code_of(venue, "deputy:Anna")

    async def scenario():
        holder = await venue.holder_of(code, fresh=False)
        for board, result in ((1, GameResult.WHITE_WINS), (2, GameResult.DRAW),
                              (3, GameResult.BLACK_WINS)):
            entry = await venue.call_as(holder, code, lambda h, b=board, r=result:
                                        enter_result(service, h, 3, b, r))
            assert entry.status == "recorded"
        venue.call_sync(lambda: revoke(service, holder))
        with pytest.raises(Revoked):
            await venue.call_as(holder, code, lambda h: check_in(service, h, 1, True))

    asyncio.run(scenario())
    games = service.tournament().round(3).games
    assert [g.result for g in games[:4]] == [GameResult.WHITE_WINS, GameResult.DRAW,
                                             GameResult.BLACK_WINS, GameResult.PENDING]


def test_a_player_renamed_meanwhile_still_enters_with_his_code(venue):
    service = venue.service
    game = service.tournament().round(3).games[1]
    code = code_of(venue, f"player:{game.white}")

    async def scenario():
        holder = await venue.holder_of(code, fresh=False)
        venue.call_sync(lambda: service.edit_player(game.white, name="Renamed, Player"))
        seen = []

        def enter(h):
            seen.append(h.name)
            return enter_result(service, h, 3, 2, GameResult.DRAW)
        entry = await venue.call_as(holder, code, enter)
        assert entry.status == "waiting"  # the rule "both": his opponent's entry is awaited
        assert seen == ["Renamed, Player"]  # the holder as he is now

    asyncio.run(scenario())


def test_the_requests_that_ask_at_once_share_one_read(venue):
    service = venue.service
    reads = []
    read = venue._read

    def counted():
        reads.append(service.generation)
        return read()
    venue._read = counted

    async def scenario():
        await venue.snapshot()
        venue.call_sync(lambda: service.record_result(3, 4, GameResult.DRAW))
        snaps = await asyncio.gather(*(venue.snapshot() for _ in range(10)))
        assert len({id(s) for s in snaps}) == 1
        assert snaps[0].tournament.round(3).games[3].result is GameResult.DRAW

    asyncio.run(scenario())
    assert len(reads) == 2  # the first look, then one read after the change
