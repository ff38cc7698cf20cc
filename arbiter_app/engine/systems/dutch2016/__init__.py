"""The Dutch system, FIDE C.04.3 as approved in Baku 2016 (``dutch2016``).

Modules: :mod:`.players` (what the 2016 text knows of each player: A.4.b
floats, C2), :mod:`.weights` (criteria C4-C19 as matching weights),
:mod:`.rounds` (the round, A.9, with PPB and CLB).  The machinery shared
with the 2026 edition (the matcher, one bracket's B and D sequence, section
E, board order, C1-C3 of a proposed pairing) is in
:mod:`arbiter_app.engine.systems.dutch_common`.
"""

from __future__ import annotations

from arbiter_app.engine.systems.dutch_common.system import DutchEdition
from arbiter_app.engine.texts import N_

from .players import build_players
from .rounds import pair_round


class Dutch2016(DutchEdition):
    name = "dutch2016"
    title = "C.04.3 FIDE (Dutch) system, Baku 2016"
    pair_round = staticmethod(pair_round)
    build_players = staticmethod(build_players)
    #: section E's rules as the explanations name them
    article = {rule: rule for rule in ("E.1", "E.2", "E.3", "E.4", "E.5")}
    bye_text = N_("pairing-allocated bye (A.5, C2) in the last bracket")
    c2_text = N_("{player} already had a pairing-allocated bye or a forfeit win")


SYSTEM = Dutch2016()

__all__ = ["Dutch2016", "SYSTEM"]
