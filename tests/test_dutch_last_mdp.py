"""The last bracket with one MDP: its first perfect candidate found without
the matcher (``perfect.first_perfect_last_mdp``) against the matcher's own
search, on random tournaments of both editions: every round must be paired
the same way (pairs, colours, bye), and the new route must be taken."""

from __future__ import annotations

import random

import pytest

from arbiter_app.engine.model import ByeKind, Game, GameResult, Round
from arbiter_app.engine.systems.dutch_common import brackets
from arbiter_app.engine.systems.registry import get_system
from tests.builders import tournament


def _result(rng: random.Random) -> GameResult:
    x = rng.random()
    if x < 0.03:
        return GameResult.parse("+-")
    if x < 0.05:
        return GameResult.parse("-+")
    return GameResult.parse(rng.choice(["1-0", "1-0", "0-1", "1/2"]))


@pytest.mark.parametrize("system_name", ["dutch2016", "dutch2026"])
def test_last_bracket_with_one_mdp_same_as_the_matcher(system_name, monkeypatch):
    system = get_system(system_name)
    taken = []
    route = brackets.first_perfect_last_mdp

    def counting(*args):
        pairs = route(*args)
        taken.append(pairs is not None)
        return pairs
    monkeypatch.setattr(brackets, "first_perfect_last_mdp", counting)
    rng = random.Random(17)
    for _ in range(300):
        n = rng.randrange(9, 40)
        t = tournament(n, total_rounds=rng.randrange(4, 9))
        for _round in range(rng.randrange(1, 5)):
            monkeypatch.setattr(brackets, "PERFECT_MDP", True)
            fast = system.pair(t)
            monkeypatch.setattr(brackets, "PERFECT_MDP", False)
            slow = system.pair(t)
            assert [(b.white, b.black) for b in fast.boards] == \
                [(b.white, b.black) for b in slow.boards]
            assert fast.bye == slow.bye
            played = Round()
            for b in fast.boards:
                if b.black is None:
                    continue
                played.games.append(Game(b.white, b.black, _result(rng)))
            if fast.bye is not None:
                played.byes[fast.bye] = ByeKind("U")
            t.rounds.append(played)
    assert sum(taken) >= 20, (sum(taken), len(taken))
