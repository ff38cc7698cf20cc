"""Matcher-free routes of the Dutch engines against the matcher's own search,
on random tournaments of both editions, every round paired both ways (pairs,
colours, bye must be the same):

* the last bracket with one MDP: its first perfect candidate
  (``perfect.first_perfect_last_mdp``, switch ``brackets.PERFECT_MDP``);
* D.2.a (no exchange needed) shown by swapping pairs of the best matching
  (``brackets.SWAP_ACROSS``) instead of a matching of S1R x S2R.

Each test also checks that the new route is taken."""

from __future__ import annotations

import random

import pytest

from arbiter_app.engine.model import ByeKind, Game, GameResult, Round
from arbiter_app.engine.systems.dutch_common import brackets, matching
from arbiter_app.engine.systems.registry import get_system
from tests.builders import tournament


def _result(rng: random.Random) -> GameResult:
    x = rng.random()
    if x < 0.03:
        return GameResult.parse("+-")
    if x < 0.05:
        return GameResult.parse("-+")
    return GameResult.parse(rng.choice(["1-0", "1-0", "0-1", "1/2"]))


def _play(t, pairing, rng: random.Random) -> None:
    played = Round()
    for b in pairing.boards:
        if b.black is not None:
            played.games.append(Game(b.white, b.black, _result(rng)))
    if pairing.bye is not None:
        played.byes[pairing.bye] = ByeKind("U")
    t.rounds.append(played)


def _both_ways(system, t, monkeypatch, switch: str):
    results = []
    for flag in (True, False):
        monkeypatch.setattr(brackets, switch, flag)
        results.append(system.pair(t))
    fast, slow = results
    assert [(b.white, b.black) for b in fast.boards] == [(b.white, b.black) for b in slow.boards]
    assert fast.bye == slow.bye
    return fast


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
        t = tournament(rng.randrange(9, 40), total_rounds=rng.randrange(4, 9))
        for _round in range(rng.randrange(1, 5)):
            _play(t, _both_ways(system, t, monkeypatch, "PERFECT_MDP"), rng)
    assert sum(taken) >= 20, (sum(taken), len(taken))


@pytest.mark.parametrize("system_name", ["dutch2016", "dutch2026"])
def test_d2a_by_swaps_same_as_the_matcher(system_name, monkeypatch):
    system = get_system(system_name)
    solves = {True: 0, False: 0}
    solve = matching.BracketGraph.solve

    def counting(self):
        solves[brackets.SWAP_ACROSS] += 1
        return solve(self)
    monkeypatch.setattr(matching.BracketGraph, "solve", counting)
    rng = random.Random(2017)
    for _ in range(60):
        t = tournament(rng.randrange(20, 90), total_rounds=9)
        for _round in range(rng.randrange(1, 7)):
            _play(t, _both_ways(system, t, monkeypatch, "SWAP_ACROSS"), rng)
    assert solves[True] + 20 <= solves[False], solves
