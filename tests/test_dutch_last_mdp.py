"""Shortcuts of the Dutch engines against the search they replace,
on random tournaments of both editions, every round paired both ways (pairs,
colours, bye must be the same):

* the last bracket with one MDP: its first perfect candidate
  (``perfect.first_perfect_last_mdp``, switch ``brackets.PERFECT_MDP``);
* D.2.a (no exchange needed) shown by swapping pairs of the best matching
  (``brackets.SWAP_ACROSS``) instead of a matching of S1R x S2R;
* no search for a perfect candidate when the colour preferences cannot
  balance (``perfect.colours_can_balance``).

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


@pytest.mark.parametrize("system_name", ["dutch2016", "dutch2026"])
def test_unbalanced_colours_no_perfect_search(system_name, monkeypatch):
    """``perfect.colours_can_balance`` stops the search for a perfect
    candidate before it starts when more than half the bracket prefer one
    colour: the search itself must find nothing there either."""
    from arbiter_app.engine.systems.dutch_common import perfect
    system = get_system(system_name)
    check = perfect.colours_can_balance
    search = perfect.first_perfect
    refused = []

    def searching(bracket, *args):
        found = search(bracket, *args)
        if not check(bracket):
            refused.append(bracket)
            assert found is None
        return found
    monkeypatch.setattr(perfect, "colours_can_balance", lambda bracket: True)
    monkeypatch.setattr(brackets, "first_perfect", searching)
    rng = random.Random(4)
    for _ in range(60):
        t = tournament(rng.randrange(10, 60), total_rounds=9)
        for _round in range(rng.randrange(1, 6)):
            _play(t, system.pair(t), rng)
    assert len(refused) >= 20, len(refused)
