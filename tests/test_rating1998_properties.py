"""Properties of rating1998 over generated tournaments.

Many seeds, 7-150 players, odd and even, with draws, forfeits, half-point
byes and withdrawals: every round our engine pairs breaks neither B.1 nor B.2
(B.2 not for players over 50% in the last round, note under B.6), everyone
to be paired is paired and at most one player gets the bye; when a round
cannot be paired, no complete pairing under B.1/B.2 exists at all; and
re-pairing every round reproduces it (the checker finds no difference).
"""

from __future__ import annotations

import random

import pytest

from arbiter_app.engine.checker import check, completeness_violations, pairing_of_round
from arbiter_app.engine.generator import Rates, generate
from arbiter_app.engine.systems.base import PairingError
from arbiter_app.engine.systems.rating1998 import SYSTEM
from arbiter_app.engine.systems.rating1998.cards import build_cards
from arbiter_app.engine.systems.rating1998.matching import completely_pairable

SEEDS = list(range(60))


def _shape(seed: int) -> tuple[int, int, Rates]:
    rng = random.Random(seed * 7919)
    players = rng.choice([7, 8, 9, 12, 15, 20, 27, 33, 48, 61, 90, 150]) if seed % 3 else \
        rng.randint(7, 40)
    rounds = rng.randint(4, 11) if players < 100 else 5
    rates = Rates(draw=rng.choice([0.1, 0.3, 0.5]), forfeit=rng.choice([0.0, 0.03, 0.1]),
                  half_bye=rng.choice([0.0, 0.03, 0.08]), withdraw=rng.choice([0.0, 0.02]))
    return players, rounds, rates


class _Recorder:
    """Wraps SYSTEM to remember the tournament of the round being paired."""

    name = SYSTEM.name

    def __init__(self):
        self.last = None

    def pair(self, t):
        self.last = t
        return SYSTEM.pair(t)


@pytest.mark.parametrize("seed", SEEDS)
def test_generated_tournaments_keep_b1_b2_and_pair_everyone(seed):
    players, rounds, rates = _shape(seed)
    recorder = _Recorder()
    try:
        t = generate(recorder, players, rounds, seed, rates)
    except PairingError:
        # allowed only when no complete pairing under B.1/B.2 exists (C.13 exhausted)
        cards = build_cards(recorder.last)
        assert not completely_pairable(list(cards.values()))
        return
    for k in range(1, t.rounds_played + 1):
        before = t.truncated(k - 1)
        pairing = pairing_of_round(t.round(k))
        assert SYSTEM.absolute_violations(before, pairing) == [], (seed, k)
        assert completeness_violations(before, pairing) == [], (seed, k)
        to_pair = len(before.players_to_pair())
        assert 2 * len(pairing.boards) == to_pair - (to_pair % 2), (seed, k)
    if seed % 4 == 0:
        assert all(result.matches for result in check(t, SYSTEM)), seed
        last = SYSTEM.pair(t.truncated(t.rounds_played - 1))
        assert all(board.explanation for board in last.boards)  # a short explanation per board
        assert last.bye is None or last.bye_explanation


def test_small_field_runs_out_of_opponents():
    """With 6 players and 6 rounds the round that cannot be paired is refused
    (PairingError), not paired against B.1."""
    with pytest.raises(PairingError, match="B.1/B.2"):
        generate(SYSTEM, 6, 6, 3, Rates(draw=0.3))
