"""The Lim system, C.04.4.3 (approved 1987, amended 1988-1999).

The rule text is ``lim.txt`` of the rule texts; the reading decisions are in
the module docstrings (each with its rule number) and in docs/systems/lim.md.

* :mod:`.cards` - what each player brings to a round; compatibility (2.1)
* :mod:`.colours` - due colours and colour allocation (section 5, 7.2)
* :mod:`.matching` - the look-ahead that bounds the exchanges (Edmonds)
* :mod:`.scrutiny` - proposed pairings (2.4) and exchanges (section 4)
* :mod:`.groups` - one score-group: floaters (2.3, section 3) and pairings
* :mod:`.system` - the round: bye (1.1), group order (2.2), blocked median
  (2.6), round one (section 7), board order, absolute criteria
"""

from arbiter_app.engine.systems.lim1999.system import LimSystem

SYSTEM = LimSystem()

__all__ = ["SYSTEM", "LimSystem"]
