"""The results of generated games: FIDE's rating table with a draw share that grows with
the players' level (docs/checker.md, "How results are drawn").

* The expected score of white, E, is the scoring probability PD of FIDE's rating
  table (Rating Regulations B.02, table 8.1.2, :func:`~arbiter_app.engine.ratings.
  expected_hundredths`) for D = white's rating minus black's; no cap at 400 points (the
  cap of 8.3.1 belongs to the rating change, not to the probability of a result).
* The draw share grows with the mean rating M of the two players:
  d(M) = 0.36 + 0.0003 * (M - 2000), kept between 0.10 and 0.60: about 18 % at 1400,
  36 % at 2000 and 57 % at 2700.  These levels follow the draw rates of the result model
  of FIDE's own tournament generator (the FIDE TEC's TieBreakServer, ``drawresult.py``,
  read for its figures: 15 %, 36 % and 57 % between equal players at those ratings); the
  straight line is ours.
* A draw gives each player half a point, so the share is limited to 2 * min(E, 1 - E):
  white wins with E - d/2, draws with d, loses with 1 - E - d/2, and white's expected
  score stays exactly E, the table's value.
"""

from __future__ import annotations

import random

from arbiter_app.engine.ratings import expected_hundredths

DRAW_AT_2000 = 0.36
DRAW_PER_POINT = 0.0003
DRAW_MIN, DRAW_MAX = 0.10, 0.60


def expected_score(white: int, black: int) -> float:
    """White's expected score: table 8.1.2's PD for D = white - black."""
    return expected_hundredths(int(white) - int(black)) / 100.0


def draw_share(white: int, black: int) -> float:
    mean = (int(white) + int(black)) / 2.0
    return min(DRAW_MAX, max(DRAW_MIN, DRAW_AT_2000 + DRAW_PER_POINT * (mean - 2000)))


def probabilities(white: int, black: int) -> tuple[float, float, float]:
    """(white wins, draw, black wins) for the two ratings (see the module docstring)."""
    expected = expected_score(white, black)
    draw = min(draw_share(white, black), 2 * min(expected, 1 - expected))
    return expected - draw / 2, draw, 1 - expected - draw / 2


def draw_result(white: int, black: int, rng: random.Random) -> str:
    """``"1-0"``, ``"1/2"`` or ``"0-1"`` drawn from :func:`probabilities`."""
    win, draw, _ = probabilities(white, black)
    roll = rng.random()
    return "1-0" if roll < win else "1/2" if roll < win + draw else "0-1"


__all__ = ["draw_result", "draw_share", "expected_score", "probabilities"]
