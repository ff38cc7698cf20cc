"""The Dutch system, FIDE C.04.3 as approved in Baku 2016 (``dutch2016``).

Modules: :mod:`.players` (what the rules know of each player),
:mod:`.colours` (section E), :mod:`.weights` (criteria C4-C19 as matching
weights), :mod:`.matching` (the matcher), :mod:`.brackets` (one bracket, B and
D), :mod:`.rounds` (the round, A.9), :mod:`.boards` (board order and
explanations), :mod:`.violations` (C1-C3 of a proposed pairing).
"""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Pairing, PairingSystem, Violation

from .boards import make_pairing
from .rounds import initial_colour, pair_round
from .violations import absolute_violations


class Dutch2016(PairingSystem):
    name = "dutch2016"
    title = "C.04.3 FIDE (Dutch) system, Baku 2016"

    def pair(self, tournament: Tournament) -> Pairing:
        result = pair_round(tournament)
        return make_pairing(result, initial_colour(tournament))

    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        return absolute_violations(tournament, pairing)


SYSTEM = Dutch2016()

__all__ = ["Dutch2016", "SYSTEM"]
