"""The look-ahead of the Dubov pairing (section 9: pair everybody when a legal pairing exists).

Its answers, including those of the quick repair by exchanges, are compared
with a brute-force search for a complete pairing on small random graphs.
"""

from __future__ import annotations

import itertools
import random

from arbiter_app.engine.systems.dubov1997.feasibility import Oracle


def _complete_pairing_exists(players: list[int], legal) -> bool:
    if not players:
        return True
    first, rest = players[0], players[1:]
    return any(legal(first, q) and _complete_pairing_exists([r for r in rest if r != q], legal)
               for q in rest)


def test_oracle_agrees_with_brute_force():
    rng = random.Random(11)
    for _ in range(60):
        n = rng.choice([6, 8, 10])
        density = rng.choice([0.3, 0.5, 0.8])
        edges = {frozenset(e) for e in itertools.combinations(range(1, n + 1), 2)
                 if rng.random() < density}

        def legal(a, b):
            return frozenset((a, b)) in edges
        players = list(range(1, n + 1))
        oracle = Oracle(legal, players)
        assert oracle.restart(None) == _complete_pairing_exists(players, legal)
        if not oracle.strict or not oracle.mate:
            continue
        taken: set[int] = set()
        for a, b in itertools.combinations(players, 2):
            if a in taken or b in taken:
                continue
            rest = [p for p in players if p not in taken | {a, b}]
            expected = legal(a, b) and _complete_pairing_exists(rest, legal)
            assert oracle.ok(a, b, taken) == expected
            if expected and rng.random() < 0.5:
                taken |= {a, b}
        oracle.commit(taken)
        assert len(oracle.mate) == len(oracle.remaining)
        assert all(oracle.mate[oracle.mate[p]] == p and legal(p, oracle.mate[p])
                   for p in oracle.remaining)


def test_possible_byes_by_parity_of_the_parts():
    """A player with no legal opponent at all can only be the bye."""
    edges = {frozenset(e) for e in [(1, 2), (2, 3), (3, 4), (4, 1)]}
    oracle = Oracle(lambda a, b: frozenset((a, b)) in edges, [1, 2, 3, 4, 5])
    assert oracle.possible_byes([1, 2, 5, 3]) == [5]
    assert oracle.restart(5)
    assert not oracle.restart(1)


def test_plain_oracle_accepts_every_legal_pair():
    oracle = Oracle(lambda a, b: a + b != 5)
    assert oracle.ok(1, 2) and not oracle.ok(1, 4)
    assert oracle.possible_byes([3, 1]) == [3, 1]
