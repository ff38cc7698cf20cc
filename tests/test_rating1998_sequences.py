"""D.1 transpositions and D.2 exchanges of C.04.1, reproduced from the text."""

from __future__ import annotations

from itertools import permutations

from arbiter_app.engine.systems.rating1998.sequences import (apply_exchange, exchanges,
                                                             transpositions)


def test_d1_first_transpositions_as_listed():
    """D.1: "Transpositions within S2 should start with the lowest players, with
    descending priority: 1. 5-6-8-7; 2. 5-7-6-8; 3. 5-7-8-6; 4. 5-8-6-7;
    5. 5-8-7-6; 6. 6-5-7-8; 7. 6-5-8-7, etc." (the untouched order 5-6-7-8 is
    the pairing of C.6 itself)."""
    order = list(transpositions([5, 6, 7, 8]))
    assert order[0] == (5, 6, 7, 8)
    assert order[1:8] == [(5, 6, 8, 7), (5, 7, 6, 8), (5, 7, 8, 6), (5, 8, 6, 7),
                          (5, 8, 7, 6), (6, 5, 7, 8), (6, 5, 8, 7)]


def test_d1_hint_all_numbers_in_ascending_order():
    """D.1 hint: "put all numbers constructable with the digits 5, 6, 7 and 8 in
    ascending order"."""
    order = [int("".join(map(str, p))) for p in transpositions([8, 6, 7, 5])]
    expected = sorted(int("".join(p)) for p in permutations("5678"))
    assert order == expected and len(order) == 24


# the matrices of D.2, read off the text: letter -> (from S1, from S2)
ONE = {"a": ((4,), (5,)), "b": ((4,), (6,)), "c": ((3,), (5,)), "d": ((4,), (7,)),
       "e": ((3,), (6,)), "f": ((2,), (5,)), "g": ((3,), (7,)), "h": ((2,), (6,)),
       "i": ((2,), (7,))}
TWO = {"j": ((3, 4), (5, 6)), "k": ((3, 4), (5, 7)), "l": ((2, 4), (5, 6)),
       "m": ((3, 4), (6, 7)), "n": ((2, 4), (5, 7)), "o": ((2, 3), (5, 6)),
       "p": ((2, 4), (6, 7)), "q": ((2, 3), (5, 7)), "r": ((2, 3), (6, 7))}


def test_d2_even_bracket_matrices_exactly():
    """D.2: "The above matrices contain the sequence in which exchanges should be
    applied. Exchanging one player: a) 4 and 5; b) 4 and 6; c) 3 and 5; etc.
    until i) 2 and 7. Exchanging two players: j) 3+4 with 5+6; k) 3+4 with 5+7;
    l) 2+4 with 5+6 etc." (S1 = 1, 2, 3, 4; S2 = 5, 6, 7, 8)."""
    expected = [ONE[k] for k in "abcdefghi"] + [TWO[k] for k in "jklmnopqr"]
    assert exchanges([1, 2, 3, 4], [5, 6, 7, 8]) == expected


def test_d2_odd_bracket_remark():
    """D.2 remark: "with 7 players S1 contains players 1, 2 and 3, S2 4, 5, 6 and
    7. The exchanges needed in that case can be found from the above ones by
    deducting all numbers in S1 and S2 by 1. The last column of the second
    matrix has then become obsolete." (the last column is 2+3, i.e. 1+2)."""
    def minus_one(option):
        return tuple(tuple(v - 1 for v in side) for side in option)
    expected = [minus_one(ONE[k]) for k in "abcdefghi"]
    expected += [minus_one(TWO[k]) for k in "jklmnopqr" if TWO[k][0] != (2, 3)]
    assert exchanges([1, 2, 3], [4, 5, 6, 7]) == expected


def test_d2_smallest_difference_then_lowest_s1_player():
    """D.2: "the difference between the numbers exchanged should be as small as
    possible. When differences of various options are equal take the one
    concerning the lowest player of S1." Checked on a 10-player bracket."""
    singles = [e for e in exchanges([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]) if len(e[0]) == 1]
    diffs = [e[1][0] - e[0][0] for e in singles]
    assert diffs == sorted(diffs)
    for first, second in zip(singles, singles[1:]):
        if second[1][0] - second[0][0] == first[1][0] - first[0][0]:
            assert first[0][0] > second[0][0]


def test_a9b_both_subgroups_reordered_after_exchange():
    """A.9.b: "After each exchange both S1 and S2 are to be ordered according to A2."."""
    assert apply_exchange([1, 2, 3, 4], [5, 6, 7, 8], ((3,), (5,))) == ([1, 2, 4, 5], [3, 6, 7, 8])
