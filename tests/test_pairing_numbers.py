"""Pairing numbers after round 1 (issue #24 point 3): late entries and rating corrections
before round 4, as C.04.2 (2026) article 2 has them (../shared/rules/swiss-rules-2026.txt):

* 2.2: ranked by strength, then FIDE title, then alphabetically;
* 2.3: "If, for any reason, the data used to determine the rankings were not correct,
  they can be adjusted at any time. The TPNs may be reassigned accordingly to the
  corrections. No modification of a TPN for this reason is allowed after the fourth round
  has been paired." (Dubov 1.2.2: each time a rating is introduced or modified before the
  pairing of round 4, the TPNs MUST be recalculated);
* 2.4: "Late Entries ... are given an appropriate TPN";
* 2.5: "the TPNs given at the start of the tournament are provisional ... corrections made
  accordingly in the results charts".

Checklist Q156: a late entry after round 4 gets a correct pairing number (the next free
one: no TPN may change any more).  The expected numbers are worked by hand from 2.2.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import Colour, GameResult
from arbiter_app.services import NeedsConfirmation, NewTournament, ServiceError, TournamentService

#: entered in this order; their initial order (2.2.1, strength) is the same
ENTRIES = [("Anders, Ann", 2400), ("Berg, Bo", 2300), ("Claes, Cy", 2200),
           ("Dahl, Di", 2100)]


@pytest.fixture
def service(tmp_path):
    service = TournamentService.create(tmp_path / "t.arbiter", NewTournament(
        "Late Open", 7, "dutch2016", initial_colour=Colour.WHITE))
    for name, rating in ENTRIES:
        service.add_player(name, rating)
    yield service
    service.close()


def numbers(service) -> dict[str, int]:
    return {p.name: n for n, p in service.tournament().players.items()}


def games_by_name(service) -> list[list[tuple[str, str, GameResult]]]:
    """Every round's games with the players' names (what the renumbering must keep)."""
    t = service.tournament()
    return [sorted((t.players[g.white].name, t.players[g.black].name, g.result)
                   for g in rnd.games) for rnd in t.rounds]


def play_round(service, result=GameResult.DRAW) -> None:
    round_no = len(service.tournament().rounds)
    for board in range(1, len(service.tournament().rounds[-1].games) + 1):
        service.record_result(round_no, board, result)


def test_a_late_entry_gets_the_number_of_his_place_in_the_initial_order(service):
    service.pair_next_round()
    play_round(service)
    before = games_by_name(service)
    # issue #35: the numbers that would change are said first, and nothing changes
    # before the arbiter confirms (Claes 3 and Dahl 4 move down one)
    with pytest.raises(NeedsConfirmation) as asked:
        service.add_player("Lund, Lea", 2250)
    (warning,) = asked.value.warnings
    assert warning.code == "late-entry-renumbering" and warning.level == 3
    assert "Lund, Lea 3" in warning.text and "3\u20134 \u2192 4\u20135" in warning.text
    assert len(service.tournament().players) == 4
    late = service.add_player("Lund, Lea", 2250, confirm=True)
    # 2.2.1: 2400 Anders, 2300 Berg, 2250 Lund, 2200 Claes, 2100 Dahl: Lund is #3 and the
    # players below her move down (2.4's "appropriate TPN")
    assert late.number == 3 and late.entry_round == 2
    assert numbers(service) == {"Anders, Ann": 1, "Berg, Bo": 2, "Lund, Lea": 3,
                                "Claes, Cy": 4, "Dahl, Di": 5}
    # 2.5: round 1's games stay between the same players, under their new numbers
    assert games_by_name(service) == before
    log = service.audit_log()[-1]
    assert log.action.startswith("pairing numbers reassigned (late entry Lund, Lea")
    assert "5->3" in log.details and "3->4" in log.details and "4->5" in log.details
    # the next round pairs the late entry under her number
    pairing = service.pair_next_round()
    assert 3 in {n for b in pairing.boards for n in (b.white, b.black)} | {pairing.bye}


def test_a_rating_corrected_before_round_4_reassigns_the_numbers(service):
    service.pair_next_round()
    play_round(service)
    service.pair_next_round()
    before = games_by_name(service)
    # the data were not correct (2.3): Dahl is rated 2350, between Anders and Berg
    corrected = service.edit_player(4, rating=2350)
    assert corrected.number == 2
    assert numbers(service) == {"Anders, Ann": 1, "Dahl, Di": 2, "Berg, Bo": 3,
                                "Claes, Cy": 4}
    assert games_by_name(service) == before  # round 2's pairing too, with its players
    # a field the order is not made of moves nobody
    service.edit_player(2, federation="SWE")
    assert numbers(service)["Dahl, Di"] == 2


def test_equal_ratings_after_a_correction_fall_back_to_title_then_name(service):
    service.pair_next_round()
    # Dahl corrected to 2300, Berg's rating; neither has a title (2.2.2), so the name
    # decides (2.2.3): Berg before Dahl
    service.edit_player(4, rating=2300)
    assert numbers(service) == {"Anders, Ann": 1, "Berg, Bo": 2, "Dahl, Di": 3,
                                "Claes, Cy": 4}
    service.edit_player(3, title="FM")  # Dahl, now #3, is an FM: before no title (2.2.2)
    assert numbers(service) == {"Anders, Ann": 1, "Dahl, Di": 2, "Berg, Bo": 3,
                                "Claes, Cy": 4}


def test_after_round_4_is_paired_no_number_changes(service):
    for name, rating in (("Ek, Ed", 2000), ("Falk, Fia", 1900), ("Gran, Gus", 1800),
                         ("Holm, Hal", 1700)):  # eight players: four rounds pair easily
        service.add_player(name, rating)
    for _ in range(3):
        service.pair_next_round()
        play_round(service, GameResult.WHITE_WINS)
    service.pair_next_round()  # round 4 paired: 2.3 allows no TPN change any more
    before = numbers(service)
    corrected = service.edit_player(4, rating=2500)
    assert corrected.number == 4 and numbers(service) == before
    # Q156: the late entry takes the next free number
    late = service.add_player("Lund, Lea", 2600)
    assert late.number == 9 and late.entry_round == 5
    with pytest.raises(ServiceError, match="C.04.2 2.3"):
        service.renumber_players()


def test_the_arbiter_who_keeps_his_numbers_keeps_them(service):
    """With auto_rank_before_round1 off the arbiter numbers the players himself
    (docs/ratings.md): a late entry takes the next number, a correction moves nobody,
    until he renumbers (allowed before round 4, 2.3)."""
    service.update_settings(auto_rank_before_round1=False)
    service.pair_next_round()
    late = service.add_player("Lund, Lea", 2250)
    assert late.number == 5
    before = games_by_name(service)
    mapping = service.renumber_players()
    assert mapping == {1: 1, 2: 2, 5: 3, 3: 4, 4: 5}
    assert games_by_name(service) == before
