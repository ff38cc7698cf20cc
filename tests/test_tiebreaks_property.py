"""Property: pairing numbers are labels.  Renumbering the players (the same
games, byes, ratings and withdrawals under new numbers) changes nobody's
points, tie-break values or rank — for every tie-break, both unplayed-round
methods, with and without unrated players.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from arbiter_app.engine.model import ByeKind, Game, GameResult, Player, Round, Tournament
from arbiter_app.engine.tiebreaks import TiebreakOptions, available_tiebreaks, compute_standings

# TPN and TPN/R (C.07 2026 7.8) are the pairing number itself: renumbering changes them
TIEBREAKS = [a for a, _ in available_tiebreaks() if not a.startswith("TPN")]
RESULTS = [GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW, GameResult.DRAW,
           GameResult.WHITE_WINS, GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
           GameResult.DOUBLE_FORFEIT]


def random_tournament(rng: random.Random) -> Tournament:
    size = rng.randint(2, 11)
    rounds = rng.randint(1, 6)
    players = {}
    for n in range(1, size + 1):
        rating = 0 if rng.random() < 0.15 else rng.randint(1400, 2600)
        withdrawn = rng.randint(2, rounds + 1) if rng.random() < 0.15 else None
        players[n] = Player(n, f"P{n}", rating=rating, withdrawn_from=withdrawn)
    t = Tournament(players=players, total_rounds=rounds)
    for round_no in range(1, rounds + 1):
        rnd = Round()
        active = [n for n in players if players[n].active_in(round_no)]
        rng.shuffle(active)
        for n in list(active):
            if rng.random() < 0.12:
                rnd.byes[n] = rng.choice([ByeKind.HALF_POINT, ByeKind.ZERO_POINT,
                                          ByeKind.FULL_POINT])
                active.remove(n)
        if len(active) % 2:
            rnd.byes[active.pop()] = ByeKind.PAIRING_ALLOCATED
        for white, black in zip(active[::2], active[1::2]):
            rnd.games.append(Game(white, black, rng.choice(RESULTS)))
        t.rounds.append(rnd)
    return t


def renumbered(t: Tournament, mapping: dict[int, int]) -> Tournament:
    players = {mapping[n]: replace(p, number=mapping[n]) for n, p in t.players.items()}
    rounds = [Round([Game(mapping[g.white], mapping[g.black], g.result) for g in r.games],
                    {mapping[n]: k for n, k in r.byes.items()}) for r in t.rounds]
    return Tournament(players=players, rounds=rounds, total_rounds=t.total_rounds)


def snapshot(t: Tournament, options: TiebreakOptions, mapping: dict[int, int] | None = None):
    s = compute_standings(t, TIEBREAKS, options)
    back = {v: k for k, v in (mapping or {n: n for n in t.players}).items()}
    return {back[row.number]: (row.rank, row.points, row.values, row.shared) for row in s.rows}


OPTIONS = [TiebreakOptions(), TiebreakOptions(unplayed="2009"),
           TiebreakOptions(unrated_rating=1400)]


@pytest.mark.parametrize("seed", range(30))
def test_renumbering_changes_no_value(seed):
    # 30 seeds x 8 tournaments = 240 cases, the three option sets in turn
    rng = random.Random(seed)
    for case in range(8):
        t = random_tournament(rng)
        numbers = list(t.players)
        shuffled = numbers[:]
        rng.shuffle(shuffled)
        mapping = dict(zip(numbers, shuffled))
        options = OPTIONS[(seed + case) % len(OPTIONS)]
        assert snapshot(t, options) == snapshot(renumbered(t, mapping), options, mapping), \
            (seed, case)
