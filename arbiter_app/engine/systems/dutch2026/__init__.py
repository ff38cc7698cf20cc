"""The Dutch system, FIDE C.04.3 as applied from 1 February 2026
(``dutch2026``; FIDE Council 28/10/2025, with the Basic Rules C.04.1 and the
General Handling Rules C.04.2 of the same date).

What this edition's text says lives here: :mod:`.players` (floats 1.4.2-1.4.4,
[C2] as Basic Rules art. 4), :mod:`.criteria` ([C4]-[C21], criterion by
criterion, as matching weights) and :mod:`.rounds` (1.9: the round, [C4] in
every bracket, [C5] the PAB's score, [C9] where it applies).  The machinery
it shares with the 2016 edition (the matcher, the sequence of candidates of
articles 3-4, the colour allocation 5.2 = 2016 E, board order, C1-C3 of a
proposed pairing) is :mod:`arbiter_app.engine.systems.dutch_common`.
"""

from __future__ import annotations

from arbiter_app.engine.systems.dutch_common.system import DutchEdition
from arbiter_app.engine.texts import N_

from .players import build_players
from .rounds import pair_round


class Dutch2026(DutchEdition):
    name = "dutch2026"
    title = "C.04.3 FIDE (Dutch) system, applied from 1 February 2026"
    pair_round = staticmethod(pair_round)
    build_players = staticmethod(build_players)
    #: the colour allocation steps as articles of this edition (5.2.3 with
    #: C.04.2 3.4: unplayed rounds are skipped)
    article = {"E.1": "5.2.1", "E.2": "5.2.2", "E.3": "5.2.3", "E.4": "5.2.4", "E.5": "5.2.5"}
    bye_text = N_("pairing-allocated bye (1.5; C2, C5, C9) in the last bracket")
    #: [C2], Basic Rules art. 4 (manual pairings and ``validate``: [C1]-[C3])
    c2_text = N_("{player} already had a pairing-allocated bye or scored, in one round "
                 "without playing, as many points as a win")


SYSTEM = Dutch2026()

__all__ = ["Dutch2026", "SYSTEM"]
