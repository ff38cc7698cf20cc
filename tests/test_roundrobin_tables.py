"""The Berger tables of FIDE Handbook C.05, Annex 1, typed by hand from the
published tables, against :mod:`arbiter_app.engine.systems.roundrobin.tables`.

C.05 Annex 1 (as recalled): the tables give, round by round, the pairings by
pairing number, the first-named player having white; "if there is an odd
number of players, the highest number counts as a bye" - the player drawn
against it rests that round.  So 3 players use the table for 4 and 9 players
the table for 10.
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.systems.roundrobin.tables import (berger_round, berger_table,
                                                          cycle_length, scheduled_round)

# C.05 Annex 1, "3 or 4 players"
TABLE_4 = [
    [(1, 4), (2, 3)],
    [(4, 3), (1, 2)],
    [(2, 4), (3, 1)],
]

# C.05 Annex 1, "9 or 10 players"
TABLE_10 = [
    [(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)],
    [(10, 6), (7, 5), (8, 4), (9, 3), (1, 2)],
    [(2, 10), (3, 1), (4, 9), (5, 8), (6, 7)],
    [(10, 7), (8, 6), (9, 5), (1, 4), (2, 3)],
    [(3, 10), (4, 2), (5, 1), (6, 9), (7, 8)],
    [(10, 8), (9, 7), (1, 6), (2, 5), (3, 4)],
    [(4, 10), (5, 3), (6, 2), (7, 1), (8, 9)],
    [(10, 9), (1, 8), (2, 7), (3, 6), (4, 5)],
    [(5, 10), (6, 4), (7, 3), (8, 2), (9, 1)],
]

# C.05 Annex 1, "5 or 6 players"
TABLE_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players(players):
    assert berger_table(players) == TABLE_4


@pytest.mark.parametrize("players", [9, 10])
def test_nine_and_ten_players(players):
    assert berger_table(players) == TABLE_10


@pytest.mark.parametrize("players", [5, 6])
def test_five_and_six_players(players):
    assert berger_table(players) == TABLE_6


@pytest.mark.parametrize("players", range(2, 31))
def test_every_pair_meets_once_and_colours_balance(players):
    n = players + players % 2
    table = berger_table(players)
    assert len(table) == cycle_length(players) == n - 1
    met = [frozenset(p) for rnd in table for p in rnd]
    assert len(met) == len(set(met)) == n * (n - 1) // 2
    for rnd in table:
        assert sorted(x for p in rnd for x in p) == list(range(1, n + 1))
    whites = {p: sum(1 for rnd in table for w, _ in rnd if w == p) for p in range(1, n + 1)}
    # in a single cycle every player has white n/2 or n/2 - 1 times
    assert set(whites.values()) <= {n // 2, n // 2 - 1}


def test_round_out_of_the_table():
    with pytest.raises(ValueError):
        berger_round(4, 4)
    with pytest.raises(ValueError):
        berger_round(1, 1)


def test_double_round_robin_swap_and_reversed_colours():
    """C.05 Annex 1 (as recalled): "For a double-round tournament it is
    recommended to reverse the order of the last two rounds of the first
    cycle", so that nobody plays the same colour three times running where the
    cycles meet; the second cycle plays the table again with colours reversed."""
    # 10 players, 9 rounds a cycle: round 8 plays table round 9 and back
    assert scheduled_round(10, 8, swap=True, cycles=2) == (1, 9, False)
    assert scheduled_round(10, 9, swap=True, cycles=2) == (1, 8, False)
    assert scheduled_round(10, 8, swap=False, cycles=2) == (1, 8, False)
    assert scheduled_round(10, 10, swap=True, cycles=2) == (2, 1, True)
    assert scheduled_round(10, 18, swap=True, cycles=2) == (2, 9, True)
    # a single round robin has no swap
    assert scheduled_round(10, 8, swap=True, cycles=1) == (1, 8, False)


def test_swap_avoids_three_equal_colours_at_the_change_of_cycle():
    players = 10
    rounds = []
    for k in range(1, 19):
        _cycle, r, rev = scheduled_round(players, k, swap=True, cycles=2)
        boards = berger_round(players, r)
        rounds.append({(b if rev else w): "w" for w, b in boards}
                      | {(w if rev else b): "b" for w, b in boards})
    for p in range(1, players + 1):
        seq = "".join(rnd[p] for rnd in rounds)
        assert "www" not in seq and "bbb" not in seq, (p, seq)
