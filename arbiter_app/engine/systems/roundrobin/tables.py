"""The Berger tables of FIDE Handbook C.05 (General Regulations for
Competitions), Annex 1, computed instead of copied.

N is the number of players, raised to the next even number when it is odd
(the extra number N is then the "bye number": whoever meets it rests).  A
cycle has N - 1 rounds.  In round r of the table:

* player N meets the player k with 2k = r + 1 (modulo N - 1), i.e. 1, N/2 + 1,
  2, N/2 + 2, ...; N has black in odd rounds and white in even ones, and this
  game is board 1;
* any other two players i, j meet when i + j = r + 1 (modulo N - 1); white is
  the one for whom (opponent - self) modulo N - 1 is odd;
* boards 2 .. N/2 follow the white player's number upwards from k + 1,
  counted round the cycle 1 .. N - 1.

These three rules reproduce the published tables (tests/test_roundrobin_tables.py
holds the tables for 3/4 and 9/10 players typed from the Handbook).
"""

from __future__ import annotations

from arbiter_app.engine.texts import N_


def table_size(players: int) -> int:
    """N: the number of players, or one more when that is odd."""
    if players < 2:
        raise ValueError(N_("a round robin needs at least 2 players"))
    return players + players % 2


def cycle_length(players: int) -> int:
    """Rounds in one cycle: N - 1."""
    return table_size(players) - 1


def berger_round(players: int, round_no: int) -> list[tuple[int, int]]:
    """Round ``round_no`` (1 .. N-1) of the Berger table for ``players``:
    ``(white, black)`` Berger numbers in board order; the bye number N of an odd
    field is kept in the table (the caller lets its opponent rest)."""
    n = table_size(players)
    m = n - 1
    if not 1 <= round_no <= m:
        raise ValueError(N_("round {round} is not a round of the {size}-player Berger table")
                         .format(round=round_no, size=n))
    # k with 2k = r + 1 (mod m); m is odd, so 2 has an inverse
    k = next(x for x in range(1, m + 1) if (2 * x - round_no - 1) % m == 0)
    boards = [(k, n) if round_no % 2 else (n, k)]
    for b in range(2, n // 2 + 1):
        i = (k - 1 + b - 1) % m + 1
        j = (round_no + 1 - i - 1) % m + 1
        white, black = (i, j) if (j - i) % m % 2 else (j, i)
        boards.append((white, black))
    # boards 2.. are listed by the first-listed player i rising from k + 1; in
    # the published tables that player is the white one on every such board
    return boards


def berger_table(players: int) -> list[list[tuple[int, int]]]:
    """Every round of one cycle."""
    return [berger_round(players, r) for r in range(1, cycle_length(players) + 1)]


def scheduled_round(players: int, round_no: int, swap: bool = False,
                    cycles: int = 1) -> tuple[int, int, bool]:
    """Which table round a tournament round plays: ``(cycle, table round,
    colours reversed)``.

    Cycle 2 (and every even cycle) plays the table again with the colours
    reversed.  ``swap``: in a double round robin the last two rounds of the
    first cycle are played in reverse order (C.05 Annex 1 recommends it, so
    that nobody gets the same colour three times in a row across the change
    of cycle); only with two or more cycles and at least three rounds a cycle.
    """
    m = cycle_length(players)
    cycle = (round_no - 1) // m + 1
    r = (round_no - 1) % m + 1
    if swap and cycles >= 2 and cycle == 1 and m >= 3 and r >= m - 1:
        r = 2 * m - 1 - r
    return cycle, r, cycle % 2 == 0
