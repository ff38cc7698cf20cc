"""Colour allocation, section E of the Dutch rules.

``allocate(higher, lower, initial_colour)`` returns the colour of the higher
ranked player (A.2) and the rule that decided it.  The same function is used
to evaluate the colour criteria C8-C11 of a candidate pair, so the criteria
judge exactly the colours that will be given.
"""

from __future__ import annotations

from arbiter_app.engine.history import Strength
from arbiter_app.engine.model import Colour
from arbiter_app.engine.texts import N_

from .players import DutchPlayer

RULE_TEXT = {
    "E.1": N_("both colour preferences granted"),
    "E.2": N_("the stronger colour preference granted"),
    "E.3": N_("colours alternated from the latest round in which they differed"),
    "E.4": N_("the higher ranked player's preference granted"),
    "E.5": N_("initial colour by pairing number"),
}


def _latest_difference(a: DutchPlayer, b: DutchPlayer) -> Colour | None:
    """E.3: walking back through both players' played games (unplayed
    rounds skipped, C.04.2.D.5), the colour ``a`` had the latest time the
    two players had different colours; None if never."""
    for ca, cb in zip(reversed(a.played), reversed(b.played)):
        if ca is not cb:
            return ca
    return None


def allocate(a: DutchPlayer, b: DutchPlayer, initial: Colour) -> tuple[Colour, str]:
    """Colour of ``a`` (the higher ranked of the pair) and the deciding rule."""
    pa, pb = a.preference, b.preference
    if pa is None and pb is None:
        colour = initial if a.pairing_number % 2 == 1 else initial.opposite
        return colour, "E.5"
    if pa is None or pb is None or pa is not pb:
        # E.1: both preferences can be granted
        return (pa if pa is not None else pb.opposite), "E.1"
    # same preference: E.2 grants the stronger one
    if a.strength != b.strength:
        return (pa if a.strength > b.strength else pa.opposite), "E.2"
    if a.strength is Strength.ABSOLUTE:
        da, db = abs(a.colour_difference), abs(b.colour_difference)
        if da != db:
            return (pa if da > db else pa.opposite), "E.2"
    previous = _latest_difference(a, b)
    if previous is not None:
        return previous.opposite, "E.3"
    return pa, "E.4"


def colour_faults(a: DutchPlayer, b: DutchPlayer, colour_a: Colour) -> tuple[int, int, int, int]:
    """How many of the two players break C8, C9, C10 and C11 with these colours.

    C8: colour difference beyond +-2; C9: the same colour three times in a
    row; C10: colour preference not granted; C11: strong (not absolute)
    preference not granted.  C8 and C9 can only happen when a topscorer is
    involved, since C3 forbids the other cases.
    """
    fa = player_faults(a, colour_a)
    fb = player_faults(b, colour_a.opposite)
    return fa[0] + fb[0], fa[1] + fb[1], fa[2] + fb[2], fa[3] + fb[3]


def player_faults(player: DutchPlayer, colour: Colour) -> tuple[int, int, int, int]:
    """One player's share of :func:`colour_faults` when given ``colour``."""
    c8 = c9 = c10 = c11 = 0
    diff = player.colour_difference + (1 if colour is Colour.WHITE else -1)
    if abs(diff) > 2:
        c8 = 1
    if len(player.played) >= 2 and player.played[-1] is colour and player.played[-2] is colour:
        c9 = 1
    if player.preference is not None and player.preference is not colour:
        c10 = 1
        if player.strength is Strength.STRONG:
            c11 = 1
    return c8, c9, c10, c11
