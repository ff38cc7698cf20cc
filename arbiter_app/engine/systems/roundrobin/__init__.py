"""Round robins, single, double and more cycles: the Berger tables of FIDE
Handbook C.05 (General Regulations for Competitions), Annex 1.

* :mod:`.tables` - the Berger tables and which table round a round plays
* :mod:`.options` - cycles, the swap of a double round robin, Berger numbers
  (drawing of lots or set by hand), kept in ``Tournament.options``
* :mod:`.system` - pairing a round, checking a manual pairing
* :mod:`.standings` - withdrawals (C.05: games removed or forfeited)

Decisions: docs/systems/roundrobin.md.
"""

from arbiter_app.engine.systems.roundrobin.system import RoundRobinSystem

SYSTEM = RoundRobinSystem()

__all__ = ["SYSTEM", "RoundRobinSystem"]
