"""Lim system: properties over many random tournaments.

Each tournament is played round by round here (random results from
``random.Random(seed)``, forfeits, half-point byes, withdrawals), paired by
the Lim system.  Every round must keep the absolute rules, checked by code
written independently of the engine:

* C.04.1.b / 2.1: no two players play each other twice (a pairing that
  ended in a forfeit was not played and may be repeated);
* 5.1 a/b: no three equal colours in a row, never three more of one colour,
  except in the last round between players of equal score (section 6);
* everyone to pair is paired once, with one bye when the number is odd;
* 1.1 with C.04.1.d: the bye goes to the lowest ranked player of the lowest
  score-group who had neither a bye nor a forfeit win, unless without him
  the others cannot all be paired;
* when the system says no pairing exists, rustworkx confirms that no perfect
  matching of compatible players exists (for any choice of the bye).
"""

import random
from dataclasses import replace

import rustworkx as rx
import pytest

from arbiter_app.engine.checker import check, completeness_violations
from arbiter_app.engine.generator import Rates, generate
from arbiter_app.engine.model import ByeKind, Colour, Game, GameResult, Round
from arbiter_app.engine.systems.base import PairingError
from arbiter_app.engine.systems.lim1999 import SYSTEM
from tests.builders import tournament

SEEDS = range(60)


def records(t):
    """Independent reading of the model: met pairs, played colours, scores, bye-barred."""
    met, colours, score, barred = set(), {}, {}, set()
    points = {"1": 1, "0": 0, "=": 0.5, "+": 1, "-": 0}
    for n in t.players:
        colours[n], score[n] = [], 0.0
    for rnd in t.rounds:
        for g in rnd.games:
            if not g.result.is_forfeit:
                met.add(frozenset((g.white, g.black)))  # 2.1: "played each other"
            cw, cb = g.result.codes
            score[g.white] += points.get(cw, 0) if cw in points else (1 if cw == "W" else 0.5 if cw == "D" else 0)
            score[g.black] += points.get(cb, 0) if cb in points else (1 if cb == "W" else 0.5 if cb == "D" else 0)
            if g.result.is_forfeit:
                if cw == "+":
                    barred.add(g.white)
                if cb == "+":
                    barred.add(g.black)
            else:
                colours[g.white].append("w")
                colours[g.black].append("b")
        for n, kind in rnd.byes.items():
            score[n] += {ByeKind.PAIRING_ALLOCATED: 1, ByeKind.FULL_POINT: 1,
                         ByeKind.HALF_POINT: 0.5, ByeKind.ZERO_POINT: 0}[kind]
            if kind in (ByeKind.PAIRING_ALLOCATED, ByeKind.FULL_POINT):
                barred.add(n)  # C.04.1.d: a point without playing
    return met, colours, score, barred


def colour_ok(seq, colour):
    if len(seq) >= 2 and seq[-1] == seq[-2] == colour:
        return False
    diff = seq.count("w") - seq.count("b") + (1 if colour == "w" else -1)
    return abs(diff) <= 2


def compatible_fn(t):
    met, colours, score, _ = records(t)
    last = t.total_rounds is not None and t.next_round >= t.total_rounds

    def ok(a, b):
        if frozenset((a, b)) in met:
            return False
        if last and score[a] == score[b]:
            return True
        return ((colour_ok(colours[a], "w") and colour_ok(colours[b], "b"))
                or (colour_ok(colours[a], "b") and colour_ok(colours[b], "w")))
    return ok


def perfectly_pairable(players, ok):
    g = rx.PyGraph()
    g.add_nodes_from(players)
    g.add_edges_from_no_data([(i, j) for i, a in enumerate(players)
                              for j in range(i + 1, len(players)) if ok(a, players[j])])
    return len(rx.max_weight_matching(g, max_cardinality=True)) * 2 == len(players)


def check_round(t, pairing):
    to_pair = t.players_to_pair()
    assert completeness_violations(t, pairing) == []
    assert (pairing.bye is not None) == (len(to_pair) % 2 == 1)
    met, colours, score, barred = records(t)
    last = t.total_rounds is not None and t.next_round >= t.total_rounds
    for b in pairing.boards:
        assert frozenset((b.white, b.black)) not in met, f"rematch {b}"
        if not (last and score[b.white] == score[b.black]):
            assert colour_ok(colours[b.white], "w"), f"5.1 broken for {b.white}"
            assert colour_ok(colours[b.black], "b"), f"5.1 broken for {b.black}"
    assert SYSTEM.absolute_violations(t, pairing) == []
    if pairing.bye is not None:
        eligible = sorted((n for n in to_pair if n not in barred), key=lambda n: (score[n], -n))
        if eligible and pairing.bye != eligible[0]:
            ok = compatible_fn(t)
            rest = [n for n in to_pair if n != eligible[0]]
            assert not perfectly_pairable(rest, ok), \
                f"bye to {pairing.bye}, 1.1 says {eligible[0]}"


def assert_no_pairing_exists(t) -> None:
    """When the system finds no pairing, none exists: with an odd count, for no choice of
    the bye (checked by maximum matching, apart from the engine)."""
    to_pair = t.players_to_pair()
    ok = compatible_fn(t)
    choices = [to_pair] if len(to_pair) % 2 == 0 else \
        [[m for m in to_pair if m != b] for b in to_pair]
    assert not any(perfectly_pairable(c, ok) for c in choices)


def play(seed):
    rng = random.Random(seed)
    n = rng.randint(7, 150)
    rounds = rng.randint(3, min(9, n - 2))
    t = tournament(n, total_rounds=rounds,
                   initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]))
    for round_no in range(1, rounds + 1):
        for p in t.players_to_pair(round_no):
            roll = rng.random()
            if round_no > 1 and roll < 0.02:
                t.players[p] = replace(t.players[p], withdrawn_from=round_no)
            elif roll < 0.05 and round_no < rounds:
                t.requested_byes.setdefault(round_no, {})[p] = ByeKind.HALF_POINT
        if len(t.players_to_pair(round_no)) < 2:
            break
        try:
            pairing = SYSTEM.pair(t)
        except PairingError:
            assert_no_pairing_exists(t)
            return t, round_no
        check_round(t, pairing)
        rnd = Round()
        for b in pairing.boards:
            r = rng.random()
            result = (rng.choice([GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                                  GameResult.DOUBLE_FORFEIT]) if r < 0.04 else
                      GameResult.DRAW if r < 0.35 else
                      GameResult.WHITE_WINS if r < 0.7 else GameResult.BLACK_WINS)
            rnd.games.append(Game(b.white, b.black, result))
        if pairing.bye is not None:
            rnd.byes[pairing.bye] = ByeKind.PAIRING_ALLOCATED
        t.add_round(rnd)
    return t, None


@pytest.mark.parametrize("seed", SEEDS)
def test_random_tournaments_keep_the_absolute_rules(seed):
    play(seed)


def test_small_fields_run_into_no_false_dead_end():
    # few players, many rounds: the system may find no pairing, and then none exists
    for seed in range(100, 130):
        rng = random.Random(seed)
        n = rng.choice([7, 8, 9, 10])
        t = tournament(n, total_rounds=n - 1)
        for round_no in range(1, n):
            try:
                pairing = SYSTEM.pair(t)
            except PairingError:
                assert_no_pairing_exists(t)
                break
            check_round(t, pairing)
            rnd = Round(games=[Game(b.white, b.black, rng.choice(
                [GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW]))
                for b in pairing.boards])
            if pairing.bye is not None:
                rnd.byes[pairing.bye] = ByeKind.PAIRING_ALLOCATED
            t.add_round(rnd)


@pytest.mark.parametrize("seed", range(4))
def test_check_finds_no_difference_in_generated_tournaments(seed):
    rates = Rates(draw=0.3, forfeit=0.05, half_bye=0.05, withdraw=0.02)
    t = generate(SYSTEM, 20 + 17 * seed, 7, seed=seed, rates=rates)
    assert all(r.matches for r in check(t, SYSTEM))
