"""A round robin's Berger numbers become the pairing numbers when round 1 is paired.

C.05: the drawing of lots gives the players their pairing numbers, and the Berger
table of Annex 1 is read with them; the same for an order the arbiter sets by hand
(FIDE checklist Q95).  So a TRF file exported afterwards carries the Berger numbers
and another program re-pairing it finds the same table.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.checker import check
from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.engine.systems.roundrobin.options import (OPTION_LOTS, OPTION_NUMBERED,
                                                           OPTION_ORDER, drawn_order)
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from arbiter_app.trf import read_trf
from tests.builders import tournament


def _service(tmp_path, players: int, rounds: int, **options: str) -> TournamentService:
    t = tournament(players, total_rounds=rounds)
    t.system = "roundrobin"
    t.options.update(options)
    TournamentFile.create(tmp_path / "rr.arbiter", t, ["DE", "WIN", "SB"],
                          auto_rank=False).close()
    return TournamentService.open(tmp_path / "rr.arbiter")


def _berger_entries(service: TournamentService) -> list[str]:
    return [e.details for e in service.audit_log() if e.action == "Berger numbers"]


def test_an_order_set_by_hand_gives_the_pairing_numbers(tmp_path):
    """Q95: Berger order 3, 1, 4, 2 set by hand.  Pairing round 1 renumbers player 3
    to 1, 1 to 2, 4 to 3 and 2 to 4; C.05 Annex 1's table for 4 players, round 1:
    1-4, 2-3."""
    with _service(tmp_path, 4, 3, **{OPTION_ORDER: "3,1,4,2"}) as service:
        service.request_bye(1, 2, ByeKind.ZERO_POINT)  # old number 1: absent in round 2
        pairing = service.pair_next_round()
        t = service.tournament()
        assert pairing.pairs() == [(1, 4), (2, 3)]
        assert [t.players[n].name for n in range(1, 5)] == [
            "Player 03", "Player 01", "Player 04", "Player 02"]
        assert t.requested_byes == {2: {2: ByeKind.ZERO_POINT}}  # followed its player
        assert OPTION_ORDER not in t.options and t.options[OPTION_NUMBERED] == "hand"
        assert "set by hand" in pairing.boards[0].explanation
        entries = _berger_entries(service)
        assert len(entries) == 1 and "3->1, 1->2, 4->3, 2->4" in entries[0]
        assert "set by hand" in entries[0]


def test_drawn_lots_give_the_pairing_numbers_and_the_file_repairs_alike(tmp_path):
    """The drawing of lots with a recorded seed: after round 1 Berger number i is
    the player the lots gave it, and every round is the Berger table with the
    pairing numbers, so the exported TRF16 file is re-paired identically."""
    order = drawn_order(list(range(1, 6)), "final 2026")
    with _service(tmp_path, 5, 5, **{OPTION_LOTS: "final 2026"}) as service:
        before = service.tournament()
        service.pair_next_round()
        t = service.tournament()
        assert [t.players[n].name for n in range(1, 6)] == [
            before.players[old].name for old in order]
        assert OPTION_LOTS not in t.options
        assert t.options[OPTION_NUMBERED] == "lots final 2026"
        # C.05 Annex 1, 5 players (the table for 6): round 1 is 1-6, 2-5, 3-4; 1 rests
        assert [(g.white, g.black) for g in t.rounds[0].games] == [(2, 5), (3, 4)]
        assert t.rounds[0].pairing_bye == 1
        entries = _berger_entries(service)
        assert len(entries) == 1 and "seed final 2026" in entries[0]
        for round_no in range(1, 6):
            if round_no > 1:
                service.pair_next_round()
            for board in range(1, 3):
                service.record_result(round_no, board, GameResult.DRAW)
        text = service.export_trf_text("trf16")
    exported = read_trf(text)
    assert all(r.matches for r in check(exported, get_system("roundrobin")))


def test_unpairing_round_1_keeps_the_numbers(tmp_path):
    with _service(tmp_path, 4, 3, **{OPTION_LOTS: "x"}) as service:
        first = service.pair_next_round()
        service.unpair_last_round()
        again = service.pair_next_round()
        assert again.pairs() == first.pairs() == [(1, 4), (2, 3)]
        assert len(_berger_entries(service)) == 1


def test_a_bad_order_is_refused_and_nothing_changes(tmp_path):
    with _service(tmp_path, 4, 3, **{OPTION_ORDER: "3,1,4"}) as service:
        before = service.tournament()
        log = service.audit_log()
        with pytest.raises(ServiceError, match="roundrobin.order.*every player"):
            service.pair_next_round()
        assert service.tournament().players == before.players
        assert service.tournament().rounds == [] and service.audit_log() == log
