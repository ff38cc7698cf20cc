"""Section E of the Baku 2016 text: the allocation is shared with the 2026
edition (its 5.2.1-5.2.5 are E.1-E.5), see
:mod:`arbiter_app.engine.systems.dutch_common.colours`."""

from arbiter_app.engine.systems.dutch_common.colours import (RULE_TEXT, allocate, colour_faults,
                                                             player_faults)

__all__ = ["RULE_TEXT", "allocate", "colour_faults", "player_faults"]
