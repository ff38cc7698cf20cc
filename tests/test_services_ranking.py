"""Initial ranking list and pairing numbers before round 1.

Orders worked out by hand from the texts:
* C.04.2.B (dutch-2016 A.1 refers to it): "Before the first round the players
  are ranked in order of a. strength (rating), b. FIDE-title
  (GM-IM-WGM-FM-WIM-CM-WFM-WCM-no title), c. alphabetically"; "the highest one
  gets #1".
* swiss-rating-1998 A.2: "b. rating c. FIDE-title (IGM-WGM-IM-WIM-FM-WFM-no
  title) d. alphabetically"; "The order made before the first round ... is
  used to determine the pairing numbers: the highest one gets #1 etc."
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind, Colour, Player, Round, Tournament
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.services import (NewTournament, ServiceError, TournamentService,
                                  parse_pairing_text)
from arbiter_app.services.ranking import initial_order, normal_title, renumbered, renumbering
from arbiter_app.store import TournamentFile

#: entered in this order (number, name, rating, title)
ENTRIES = [
    (1, "Zeta, Zoe", 2000, ""),
    (2, "Alpha, Al", 2000, "FM"),
    (3, "Beta, Bo", 2200, "WGM"),
    (4, "Gamma, Gus", 2000, "IM"),
    (5, "Delta, Di", 0, "GM"),     # unrated
    (6, "Epsilon, Eva", 0, ""),    # unrated
    (7, "alpha, Ann", 2000, ""),   # lower-case: alphabetical is case-insensitive
    (8, "Wim, Wanda", 2000, "wg"),  # TRF16 title code of WGM
    (9, "Young, Yan", 2000, "CM"),
]
# C.04.2.B: 2200 first (3); at 2000: IM 4, WGM 8, FM 2, CM 9, untitled 7 ("alpha, ann"),
# 1 ("zeta, zoe"); then the unrated: GM 5, untitled 6
DUTCH_ORDER = [3, 4, 8, 2, 9, 7, 1, 5, 6]
# swiss-rating-1998 A.2.c: WGM before IM; CM is not in its list, so "no title":
# untitled at 2000 alphabetically: "alpha, ann" 7, "young, yan" 9, "zeta, zoe" 1
RATING1998_ORDER = [3, 8, 4, 2, 7, 9, 1, 5, 6]


def entries(system: str = "dutch2016") -> Tournament:
    return Tournament(players={n: Player(n, name, rating, title)
                               for n, name, rating, title in ENTRIES},
                      total_rounds=5, system=system, initial_colour=Colour.WHITE)


@pytest.fixture
def service(tmp_path):
    TournamentFile.create(tmp_path / "t.arbiter", entries()).close()
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        yield service


def test_titles_in_every_spelling():
    assert [normal_title(x) for x in ("g", "IGM", "gm", " wg ", "WI", "c", "wf", "wc", "HGM",
                                      "")] == ["GM", "GM", "GM", "WGM", "WIM", "CM", "WFM",
                                               "WCM", "", ""]


def test_order_of_c0402b_for_the_dutch_system():
    assert initial_order(entries("dutch2016")) == DUTCH_ORDER
    assert initial_order(entries("dubov1997")) == DUTCH_ORDER


def test_order_of_swiss_rating_1998_a2():
    assert initial_order(entries("rating1998")) == RATING1998_ORDER


def test_alphabetical_order_when_announced():
    # by name only, case-insensitive: alpha al, alpha ann, beta, delta, epsilon, gamma,
    # wim, young, zeta
    assert initial_order(entries(), "alphabetical") == [2, 7, 3, 5, 6, 4, 8, 9, 1]


def test_renumber_players_renumbers_everything_that_names_a_player(service):
    service.request_bye(6, 2, ByeKind.HALF_POINT)
    with service._write() as w:  # a forbidden pair and kept TRF data (XXA, ranks)
        t = w.tournament()
        t.forbidden_pairs = {frozenset({1, 3})}
        t.info.extra_lines = ["XXA    1  1.0  1.0", "XXA    3  1.0  0.0"]
        t.options["trf.ranks"] = "1=9,3=1"
        w.rewrite_entries(t)
    audit_before = service.audit_log()
    mapping = service.renumber_players()
    assert mapping == {old: new for new, old in enumerate(DUTCH_ORDER, start=1)}
    t = service.tournament()
    assert [(n, t.players[n].name) for n in (1, 2, 9)] == [
        (1, "Beta, Bo"), (2, "Gamma, Gus"), (9, "Epsilon, Eva")]
    assert all(p.number == n for n, p in t.players.items())
    assert t.requested_byes == {2: {9: ByeKind.HALF_POINT}}  # 6 -> 9
    assert t.forbidden_pairs == {frozenset({7, 1})}  # 1 -> 7, 3 -> 1
    assert t.info.extra_lines == ["XXA    7  1.0  1.0", "XXA    1  1.0  0.0"]
    assert t.options["trf.ranks"] == "1=1,7=9"
    log = service.audit_log()
    assert log[:len(audit_before)] == audit_before  # the history stays as it was
    assert log[-1].action == "renumber players" and "3->1" in log[-1].details
    # already in order: nothing changes, no audit entry
    assert all(old == new for old, new in service.renumber_players().items())
    assert len(service.audit_log()) == len(log)


def test_renumber_players_refused_once_round_4_is_paired(service):
    """C.04.2 2.3: "No modification of a TPN for this reason is allowed after the fourth
    round has been paired." (before it, tests/test_pairing_numbers.py)"""
    from arbiter_app.engine.model import GameResult
    service.update_settings(auto_rank_before_round1=False)
    for round_no in range(1, 5):
        service.pair_next_round()
        if round_no < 4:
            for board in range(1, len(service.tournament().rounds[-1].games) + 1):
                service.record_result(round_no, board, GameResult.DRAW)
    before = (service.tournament(), service.audit_log())
    with pytest.raises(ServiceError, match="round 4 is paired; C.04.2 2.3 allows no change"):
        service.renumber_players()
    assert (service.tournament(), service.audit_log()) == before


def test_unknown_order_is_refused(service):
    with pytest.raises(ServiceError, match="unknown initial order 'elo'"):
        service.renumber_players("elo")
    assert sorted(service.tournament().players) == list(range(1, 10))


def test_manual_round_1_record_follows_the_renumbering(service):
    """A manual round 1, unpaired again: its record names players by number
    (1-2 is a forbidden pair, so the record holds an accepted violation)."""
    with service._write() as w:
        t = w.tournament()
        t.forbidden_pairs = {frozenset({1, 2})}
        w.rewrite_entries(t)
    manual = Pairing([Board(1, 2), Board(3, 4), Board(5, 6), Board(7, 8)], bye=9)
    service.set_pairing(manual, accept_violations=True, reason="test", confirm=True)
    service.unpair_last_round()
    with service._file.read() as r:
        engine_before = parse_pairing_text(r.overrides()[0]["engine_pairing"])
    mapping = service.renumber_players()
    with service._file.read() as r:
        record = r.overrides()[0]
    stored = parse_pairing_text(record["manual_pairing"])
    assert stored.pairs() == [(mapping[w], mapping[b]) for w, b in manual.pairs()]
    assert stored.bye == mapping[9]
    engine = parse_pairing_text(record["engine_pairing"])
    assert engine.pairs() == [(mapping[w], mapping[b]) for w, b in engine_before.pairs()]
    assert "before the renumbering" in record["violations"]


def test_pairing_round_1_ranks_first_when_the_setting_is_on(service):
    """Default on: pairing round 1 renumbers first (audit entry), and the pairing
    is made with the new numbers (Dutch round 1, C.04.3 A.2.b: top half 1-4 meets
    bottom half 5-8 in order, 9 gets the bye: {1,5} {2,6} {3,7} {4,8})."""
    assert service.settings().auto_rank_before_round1 is True
    pairing = service.pair_next_round()
    t = service.tournament()
    assert t.players[1].name == "Beta, Bo" and t.players[9].name == "Epsilon, Eva"
    assert sorted(map(frozenset, pairing.pairs())) == sorted(
        map(frozenset, [(1, 5), (2, 6), (3, 7), (4, 8)]))
    assert pairing.bye == 9
    actions = [e.action for e in service.audit_log()]
    assert actions[-2:] == ["renumber players before round 1", "pair round"]


def test_pairing_round_1_keeps_the_numbers_when_the_setting_is_off(service):
    service.update_settings(auto_rank_before_round1=False)
    assert service.settings().auto_rank_before_round1 is False
    service.pair_next_round()
    t = service.tournament()
    assert [t.players[n].name for n in (1, 2, 3)] == ["Zeta, Zoe", "Alpha, Al", "Beta, Bo"]
    assert "renumber players before round 1" not in [e.action for e in service.audit_log()]


def test_setting_given_at_creation_and_checked(tmp_path):
    new = NewTournament("Open", 5, "dutch2016", auto_rank_before_round1=False)
    with TournamentService.create(tmp_path / "t.arbiter", new) as service:
        assert service.settings() == new
        with pytest.raises(ServiceError, match="True or False"):
            service.update_settings(auto_rank_before_round1="maybe")
        service.update_settings(auto_rank_before_round1=True)
        assert service.settings().auto_rank_before_round1 is True
        assert "auto_rank_before_round1: False -> True" in service.audit_log()[-1].details


def test_renumbered_refuses_a_started_tournament():
    t = entries()
    t.rounds.append(Round())
    with pytest.raises(ServiceError, match="round 1 is paired"):
        renumbered(t, renumbering(entries()))


def test_imported_trf_keeps_its_starting_ranks(tmp_path):
    """A TRF file's starting ranks (cols 5-8) are its author's initial ranking:
    importing turns auto_rank_before_round1 off, so round 1 is paired with them."""
    from arbiter_app.trf import write_trf

    trf = tmp_path / "in.trf"
    trf.write_text(write_trf(entries()))
    with TournamentService.import_trf(trf, tmp_path / "t.arbiter", "dutch2016") as service:
        assert service.settings().auto_rank_before_round1 is False
        service.pair_next_round()
        t = service.tournament()
        assert {n: p.name for n, p in t.players.items()} == {
            n: name for n, name, _, _ in ENTRIES}
        # the arbiter can still choose the ranking list before round 1
        service.unpair_last_round()
        assert service.renumber_players() == {
            old: new for new, old in enumerate(DUTCH_ORDER, start=1)}
