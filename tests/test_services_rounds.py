"""Records of manual pairings (pairing_overrides) and round dates (set_round_date)."""

from __future__ import annotations

import datetime as dt

import pytest

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.services import PairingOverride, ServiceError
from arbiter_app.trf import read_trf
from tests.test_services_pairing import finish, new_service, toy  # noqa: F401 (fixture)


def test_pairing_overrides_lists_every_manual_pairing(tmp_path, toy):  # noqa: F811
    """The toy system pairs neighbours in score order, alternating colours from
    board 1: after round 1 (1-2 1-0, 3-4 1-0) the order is 1, 3, 2, 4, so the
    system's round 2 is 1-3, 4-2."""
    service = new_service(tmp_path, players=4, colour=Colour.WHITE)
    assert service.pairing_overrides() == []
    service.set_pairing(Pairing([Board(1, 2), Board(3, 4)]), confirm=True)
    finish(service, 1)
    manual = Pairing([Board(2, 1), Board(4, 3)])
    service.set_pairing(manual, accept_violations=True, reason="players agreed", confirm=True)
    first, second = service.pairing_overrides()
    assert isinstance(second, PairingOverride)
    assert (first.round_no, first.reason, first.violations) == (1, "", [])
    assert second.round_no == 2 and second.reason == "players agreed"
    assert second.manual_pairing.pairs() == [(2, 1), (4, 3)] and second.manual_pairing.bye is None
    assert second.engine_pairing.pairs() == [(1, 3), (4, 2)]
    assert second.violations == ["C.04.1.b: 2 and 1 have already met (players 2, 1)",
                                 "C.04.1.b: 4 and 3 have already met (players 4, 3)"]
    assert second.differences == ["2-1 is not in the system's pairing",
                                  "4-3 is not in the system's pairing",
                                  "system's 1-3 is not paired", "system's 4-2 is not paired"]
    assert dt.datetime.fromisoformat(second.timestamp) >= dt.datetime.fromisoformat(
        first.timestamp)
    service.close()


def test_round_dates_paired_and_not_yet_paired(tmp_path, toy):  # noqa: F811
    service = new_service(tmp_path, players=4, rounds=3, colour=Colour.WHITE)
    service.set_round_date(2, "2024-05-02")  # not paired yet: kept for the round
    service.set_round_date(3, dt.date(2024, 5, 3))
    service.pair_next_round()
    service.set_round_date(1, "24/05/01")  # paired: on the round (TRF16 short form)
    t = service.tournament()
    assert t.rounds[0].date == "24/05/01"
    finish(service, 1)
    service.pair_next_round()  # the date set before pairing goes with the round
    t = service.tournament()
    assert [r.date for r in t.rounds] == ["24/05/01", "2024/05/02"]
    assert t.options.get("trf.round_dates") == "3=2024/05/03"
    # TRF16 line 132: YY/MM/DD under each round (columns 92-99, 102-109, ...)
    line = next(x for x in service.export_trf_text().splitlines() if x.startswith("132"))
    assert (line[91:99], line[101:109], line[111:119]) == ("24/05/01", "24/05/02", "24/05/03")
    assert [r.date for r in read_trf(service.export_trf_text()).rounds] == [
        "24/05/01", "24/05/02"]
    # unpairing keeps the date for the round; clearing removes it
    service.unpair_last_round()
    service.set_round_date(3, "")
    t = service.tournament()
    assert t.options.get("trf.round_dates") == "2=2024/05/02"
    actions = [(e.action, e.details) for e in service.audit_log() if e.action == "round date"]
    assert actions[0] == ("round date", "round 2: none -> 2024/05/02")
    assert actions[-1] == ("round date", "round 3: 2024/05/03 -> none")
    service.close()


@pytest.mark.parametrize("round_no, date, message", [
    (1, "2024-02-30", "'2024-02-30' is not a date"),
    (1, "tomorrow", "'tomorrow' is not a date"),
    (1, "24/13/01", "'24/13/01' is not a date"),
    (0, "2024-05-01", "there is no round 0"),
    (4, "2024-05-01", "there is no round 4; the tournament has 3 rounds"),
])
def test_bad_round_dates_change_nothing(tmp_path, toy, round_no, date, message):  # noqa: F811
    service = new_service(tmp_path, players=4, rounds=3, colour=Colour.WHITE)
    before = (service.tournament(), service.audit_log())
    with pytest.raises(ServiceError, match=message):
        service.set_round_date(round_no, date)
    assert (service.tournament(), service.audit_log()) == before
    service.close()
