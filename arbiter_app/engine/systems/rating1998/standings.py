"""F.10: the order of the final standings.

Decisions (also in docs/systems/rating1998.md):

* Points are the points actually scored (F.9's "adjourned = draw" is for
  pairing only); a game still without result scores nothing here.
* "The best result in games played against each other" is used only among
  the players tied for first place, and counts games played over the board
  (forfeits are not games played, F.2).  The mutual score is used as it
  is, whether or not all of them have met.
* "The highest average rating of the opponents": opponents met over the
  board; a player without such a game has average 0.
* "The drawing of lots" is the arbiter's: ``lots`` gives the drawn order as
  a list of pairing numbers; without it the pairing number stands in.
"""

from __future__ import annotations

from typing import Sequence

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import Tournament


def final_order(t: Tournament, lots: Sequence[int] | None = None) -> list[int]:
    """Pairing numbers in final-standings order (F.10)."""
    hist = histories(t)
    ratings = {n: p.rating for n, p in t.players.items()}
    lot_rank = {n: i for i, n in enumerate(lots)} if lots else {}

    def lot(n: int) -> tuple[int, int]:
        return (lot_rank.get(n, len(lot_rank)), n)

    points = {n: h.score for n, h in hist.items()}
    aro = {n: h.aro(ratings) for n, h in hist.items()}
    order = sorted(t.players, key=lambda n: (-points[n], -aro[n], lot(n)))
    if not order:
        return order
    top = points[order[0]]
    leaders = [n for n in order if points[n] == top]
    if len(leaders) > 1:
        group = set(leaders)
        mutual = {n: 0.0 for n in leaders}
        for rnd in t.rounds:
            for game in rnd.games:
                if game.result.is_played and game.white in group and game.black in group:
                    for me in (game.white, game.black):
                        code = game.code_of(me)
                        if code.strip() and code != "*":
                            mutual[me] += t.scoring.for_code(code)
        leaders.sort(key=lambda n: (-mutual[n], -aro[n], lot(n)))
        order = leaders + order[len(leaders):]
    return order
