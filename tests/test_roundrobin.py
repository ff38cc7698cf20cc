"""The ``roundrobin`` system (C.05 Annex 1): pairing, checking, manual pairings."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.engine.checker import check
from arbiter_app.engine.generator import generate
from arbiter_app.engine.model import Player, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError
from arbiter_app.engine.systems.registry import available_systems, get_system
from arbiter_app.engine.systems.roundrobin.options import (OPTION_CYCLES, OPTION_LOTS,
                                                           OPTION_ORDER, OPTION_SWAP,
                                                           drawn_order, settings_of)
from arbiter_app.trf import read_trf_file

DATA = Path(__file__).parent / "data" / "roundrobin"
SYSTEM = get_system("roundrobin")


def _load(path: Path) -> Tournament:
    return read_trf_file(path)


def test_registered():
    assert "roundrobin" in available_systems()
    assert SYSTEM.name == "roundrobin"


@pytest.mark.parametrize("path", sorted(DATA.glob("*.trf")), ids=lambda p: p.stem)
def test_fide_generator_files_are_repaired_identically(path):
    """Every round of FIDE's generator's round robins (single, double, odd,
    even, with and without the swap of the last two rounds of cycle 1)."""
    t = _load(path)
    results = check(t, SYSTEM)
    assert results and all(r.matches for r in results), [
        (r.round_no, r.missing, r.extra, r.error) for r in results if not r.matches]


def test_check_recognises_the_swap_from_the_file():
    swapped = _load(DATA / "doubleswap_p10_0000.trf")
    assert SYSTEM.options_from_history(swapped) == {OPTION_SWAP: "on"}
    straight = _load(DATA / "double_p10_0000.trf")
    assert SYSTEM.options_from_history(straight) == {}
    # told the wrong order, the check finds rounds 8 and 9 differ
    straight.options[OPTION_SWAP] = "on"
    differing = [r.round_no for r in check(straight, SYSTEM) if not r.matches]
    assert differing == [8, 9]


def _tournament(n: int, rounds: int | None = None, **options: str) -> Tournament:
    t = Tournament(players={i: Player(i, f"P{i}", 2000 - i) for i in range(1, n + 1)},
                   total_rounds=rounds, system="roundrobin")
    t.options.update(options)
    return t


def test_odd_field_the_player_against_the_bye_number_rests():
    """C.05 Annex 1: with 9 players number 10 is the bye; round 1 of the table
    pairs 1-10, so player 1 rests."""
    t = _tournament(9, 9)
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 1
    assert pairing.pairs() == [(2, 9), (3, 8), (4, 7), (5, 6)]
    assert "bye number 10" in pairing.bye_explanation


def test_generate_a_double_round_robin_and_check_it():
    t = generate(SYSTEM, players=6, rounds=10, seed=3)
    assert settings_of(t).cycles == 2
    met = {}
    for rnd in t.rounds:
        for g in rnd.games:
            met.setdefault(frozenset(g.players()), []).append((g.white, g.black))
    assert all(len(v) == 2 and v[0] == v[1][::-1] for v in met.values())
    assert all(r.matches for r in check(t, SYSTEM))


def test_several_cycles_and_the_end():
    t = _tournament(4, None, **{OPTION_CYCLES: "3"})
    assert settings_of(t).rounds == 9
    t = generate(SYSTEM, players=4, rounds=9, seed=1)
    assert len(t.rounds) == 9
    with pytest.raises(PairingError, match="has 9 rounds"):
        SYSTEM.pair(t)


def test_drawing_of_lots_is_reproducible_and_recorded():
    players = list(range(1, 11))
    assert drawn_order(players, "2026-03-01 CA") == drawn_order(players, "2026-03-01 CA")
    assert sorted(drawn_order(players, "x")) == players
    t = _tournament(10, 9, **{OPTION_LOTS: "42"})
    s = settings_of(t)
    assert s.order == tuple(drawn_order(players, "42"))
    pairing = SYSTEM.pair(t)
    # board 1 of round 1 is Berger 1 (white) against Berger 10
    assert pairing.pairs()[0] == (s.order[0], s.order[9])
    assert "drawn by lot (seed 42)" in pairing.boards[0].explanation


def test_berger_numbers_set_by_hand():
    t = _tournament(4, 3, **{OPTION_ORDER: "3,1,4,2"})
    assert SYSTEM.pair(t).pairs() == [(3, 2), (1, 4)]
    t.options[OPTION_ORDER] = "3,1,4"
    with pytest.raises(PairingError, match="every player"):
        SYSTEM.pair(t)


def test_manual_pairing_each_pair_meets_once_per_cycle():
    t = generate(SYSTEM, players=4, rounds=6, seed=2)
    before = t.truncated(2)  # cycle 1, round 3 to pair
    played = before.round(1).games[0]
    bad = Pairing([Board(played.white, played.black)])
    others = [p for p in before.players if p not in played.players()]
    bad.boards.append(Board(*others))
    rules = SYSTEM.absolute_violations(before, bad)
    assert rules and rules[0].rule == "C.05"
    assert SYSTEM.absolute_violations(before, SYSTEM.pair(before)) == []
    # in cycle 2 the same pair may meet again
    start2 = t.truncated(3)
    assert SYSTEM.absolute_violations(start2, Pairing([Board(played.black, played.white),
                                                       Board(*others)])) == []


def test_withdrawn_players_opponent_is_not_paired():
    from dataclasses import replace
    t = _tournament(4, 3)
    t.players[4] = replace(t.players[4], withdrawn_from=1)
    pairing = SYSTEM.pair(t)
    assert pairing.pairs() == [(2, 3)] and pairing.bye is None


def test_a_manual_pairing_without_the_withdrawn_players_opponent_is_complete():
    """C.05: the opponent of a withdrawn player has nobody to play in that round.  The
    scheduled pairing (2-3; 1 would have met 4) checked as a manual one is complete;
    leaving out player 2 is still reported."""
    from dataclasses import replace

    from arbiter_app.services.pairings import validate
    t = _tournament(4, 3)
    t.players[4] = replace(t.players[4], withdrawn_from=1)
    assert SYSTEM.players_to_pair(t) == [2, 3]
    assert validate(t, SYSTEM, Pairing([Board(2, 3)])) == []
    missing = [v for v in validate(t, SYSTEM, Pairing()) if v.rule == "completeness"]
    assert missing and missing[0].players == (2, 3)
