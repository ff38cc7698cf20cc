"""The FIDE Technical Commission's tie-break exercise for C.07-2023 (IA Mario
Held, "Exercises in Tie-Breaking", tec.fide.com, 18 March 2024): its 16-player,
5-round Swiss with half-point byes, pairing-allocated byes, forfeits and an
absence.  The published answers for Buchholz and Buchholz Cut-1 are checked
here; each is also worked by hand below.

Only the rows needed are known for player 12 (lost to 4 in R1, won by forfeit
against 14 in R3); his other rounds are left absent.  None of the values
checked depends on them.

Crosstable (+ win, = draw, - loss; W/B colour, F forfeit):
     1: +W9  =B13 =W2  +B15 =W4       3.5      9: -B1  -W10 =HPB -F11 +PAB   1.5
     2: +B10 +W7  =B1  +W16 =B3       4        10: -W2  +B9  -W15 -B6  -B5    1
     3: =W11 +B6  +W8  =B4  =W2       3.5      11: =B3  -W16 -B5  +F9  +W7    2.5
     4: +B12 =HPB +W13 =W3  =B1       3.5      13: +B5  =W1  -B4  -B8  -W14   1.5
     5: -W13 -B15 +W11 =B7  +W10      2.5      14: +W6  -B8  -F12 abs  +B13   2
     6: -B14 -W3  +PAB +W10 +B8       3        15: -B7  +W5  +B10 -W1  -B16   2
     7: +W15 -B2  -B16 =W5  -B11      1.5      16: =W8  +B11 +W7  -B2  +W15   3.5
     8: =B16 +W14 -B3  +W13 -W6       2.5
"""

from __future__ import annotations

import pytest

from arbiter_app.engine.tiebreaks import compute_standings
from tests.builders import tournament

ROUNDS = [
    "1-9 1-0, 10-2 0-1, 3-11 1/2, 12-4 0-1, 5-13 0-1, 14-6 1-0, 7-15 1-0, 16-8 1/2",
    "13-1 1/2, 2-7 1-0, 6-3 0-1, 4 H, 15-5 1-0, 8-14 1-0, 9-10 0-1, 11-16 0-1",
    "1-2 1/2, 3-8 1-0, 4-13 1-0, 5-11 1-0, 6 U, 16-7 1-0, 9 H, 10-15 0-1, 12-14 +-",
    "15-1 0-1, 2-16 1-0, 4-3 1/2, 7-5 1/2, 6-10 1-0, 8-13 1-0, 11-9 +-",
    "1-4 1/2, 3-2 1/2, 5-10 1-0, 8-6 0-1, 11-7 1-0, 9 U, 13-14 0-1, 16-15 1-0",
]


@pytest.fixture(scope="module")
def exercise():
    t = tournament(16, ROUNDS, total_rounds=5)
    t.info.start_date = "2024/03/18"  # the exercise is C.07 2023's (its 2026 values: test_tiebreaks_editions.py)
    return t


def test_points_match_the_crosstable(exercise):
    points = compute_standings(exercise, []).points
    assert [points[n] for n in (1, 2, 3, 4, 5, 6, 8, 9, 11, 14, 16)] == [
        3.5, 4, 3.5, 3.5, 2.5, 3, 2.5, 1.5, 2.5, 2, 3.5]


def test_exercise_buchholz(exercise):
    # Ex. 1, #2: 10 (1) + 7 (1.5) + 1 (3.5) + 16 (3.5) + 3 (3.5) = 13
    # Ex. 2, #1: 9 (1.5: the HPB in R3 is followed by his R5 PAB, 16.2.3, awarded)
    #            + 13 (1.5) + 2 (4) + 15 (2) + 4 (3.5) = 12.5
    #        #3: 11 (2.5) + 6 (3) + 8 (2.5) + 4 (3.5) + 2 (4) = 15.5
    # Ex. 3, #5: 13 (1.5) + 15 (2) + 11 (2.5) + 7 (1.5) + 10 (1) = 8.5
    #        #8: 16 (3.5) + 14 (2) + 3 (3.5) + 13 (1.5) + 6 (3) = 13.5
    #        #11: 3 (3.5) + 16 (3.5) + 5 (2.5) + forfeit win R4: dummy = own 2.5 + 7 (1.5) = 13.5
    # Ex. 4, #16: 8 (2.5) + 11 (2.5) + 7 (1.5) + 2 (4) + 15 (2) = 12.5
    bh = {row.number: row.values[0] for row in compute_standings(exercise, ["BH"]).rows}
    assert {n: bh[n] for n in (1, 2, 3, 5, 8, 11, 16)} == {
        1: 12.5, 2: 13, 3: 15.5, 5: 8.5, 8: 13.5, 11: 13.5, 16: 12.5}


def test_exercise_buchholz_cut_1(exercise):
    # Ex. 5: #5 8.5 - 1 (#10) = 7.5; #8 13.5 - 1.5 (#13) = 12;
    # #11 13.5 - 1.5 (#7; the forfeit win is not a VUR) = 12
    cut = {row.number: row.values[0] for row in compute_standings(exercise, ["BH/C1"]).rows}
    assert (cut[5], cut[8], cut[11]) == (7.5, 12, 12)
