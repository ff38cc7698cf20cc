"""TRF16 export fills the rank column (cols 86-89) from the standings (issue 9).

Hand-worked tournament, 4 players, 3 rounds (every player meets every other):

    R1: 1-3 1-0   2-4 0-1     after R1: 1:1  2:0  3:0  4:1
    R2: 2-1 1-0   4-3 0-1     after R2: 1:1  2:1  3:1  4:1
    R3: 1-4 1/2   3-2 0-1     final:    1:1.5  2:2  3:1  4:1.5

Points: 2 first (2), 1 and 4 tied (1.5), 3 last (1).
* No tie-breaks: points, then pairing number: 2 -> 1, 1 -> 2, 4 -> 3, 3 -> 4.
* DE (C.07 direct encounter): 1 and 4 drew their game, so DE does not split them:
  they share place 2, and 3 is 4th: 2 -> 1, 1 -> 2, 4 -> 2, 3 -> 4.
* DE, then SB (C.07: the scores of the opponents beaten plus half the scores of the
  opponents drawn): SB(1) = 1 (beat 3) + 1.5/2 (drew 4) = 1.75; SB(4) = 2 (beat 2)
  + 1.5/2 (drew 1) = 2.75; so 4 before 1: 2 -> 1, 4 -> 2, 1 -> 3, 3 -> 4.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import Colour
from arbiter_app.services import NewTournament, ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament

ROUNDS = ["1-3 1-0, 2-4 0-1", "2-1 1-0, 4-3 0-1", "1-4 1/2, 3-2 0-1"]


def columns(text: str) -> dict[int, tuple[str, str]]:
    """Pairing number -> (points cols 81-84, rank cols 86-89) of each 001 line."""
    return {int(line[4:8]): (line[80:84].strip(), line[85:89].strip())
            for line in text.splitlines() if line.startswith("001")}


@pytest.fixture
def service(tmp_path):
    t = tournament(4, ROUNDS, total_rounds=3)
    t.system = "dutch2016"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        yield service


def test_points_and_ranks_without_tiebreaks(service):
    assert columns(service.export_trf_text()) == {
        1: ("1.5", "2"), 2: ("2.0", "1"), 3: ("1.0", "4"), 4: ("1.5", "3")}


def test_ranks_share_a_place_when_the_tiebreaks_do_not_split(service):
    service.update_settings(confirm=True, tiebreaks=["DE"])
    assert {n: r for n, (_, r) in columns(service.export_trf_text()).items()} == {
        1: "2", 2: "1", 3: "4", 4: "2"}


def test_ranks_follow_the_tiebreaks_in_order(service, tmp_path):
    service.update_settings(confirm=True, tiebreaks=["DE", "SB"])
    expected = {1: "3", 2: "1", 3: "4", 4: "2"}
    assert {n: r for n, (_, r) in columns(service.export_trf_text()).items()} == expected
    service.export_trf(tmp_path / "out.trf")
    text = (tmp_path / "out.trf").read_text()
    assert {n: r for n, (_, r) in columns(text).items()} == expected


def test_before_round_1_ranks_follow_the_pairing_numbers(tmp_path):
    with TournamentService.create(tmp_path / "t.arbiter", NewTournament(
            "Open", 5, "dutch2016", initial_colour=Colour.WHITE)) as service:
        for name in ("A", "B", "C"):
            service.add_player(name)
        assert {n: r for n, (_, r) in columns(service.export_trf_text()).items()} == {
            1: "1", 2: "2", 3: "3"}


def test_unknown_tiebreak_is_refused_when_set(service):
    with pytest.raises(ServiceError, match="XYZ"):
        service.update_settings(tiebreaks=["BH", "XYZ"])
    assert service.settings().tiebreaks == []
