"""What the Baku 2016 text says of each player before a round; the player
record itself and the parts both editions share are in
:mod:`arbiter_app.engine.systems.dutch_common.players`.

Decisions (documented in docs/systems/dutch.md):

* C2: the pairing-allocated bye is refused to a player who already had a
  pairing-allocated bye or a forfeit win; a full-point bye given by the
  arbiter on request (TRF ``F``) does not count, as C2 names only those two.
* A.4.b: a round in which the player did not play (bye, forfeit, absence)
  counts as a downfloat.
"""

from __future__ import annotations

from arbiter_app.engine.history import Float, PlayerHistory
from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.dutch_common import players as common
from arbiter_app.engine.systems.dutch_common.players import (POINT, DutchPlayer, compatible,
                                                             units)

__all__ = ["POINT", "DutchPlayer", "build_players", "compatible", "units"]


def float_of(history: PlayerHistory, rounds_back: int) -> Float | None:
    """A.4.b: a float from a game between different scores, and a downfloat
    for every round without a game over the board."""
    return history.float_back(rounds_back)


def bye_eligible(history: PlayerHistory) -> bool:
    """C2: no earlier pairing-allocated bye and no forfeit win."""
    return not (history.had_pairing_bye or history.had_forfeit_win)


def build_players(tournament: Tournament) -> list[DutchPlayer]:
    """The players to pair in the next round, in A.2 order (score, then
    pairing number)."""
    return common.build_players(tournament, float_of, bye_eligible)
