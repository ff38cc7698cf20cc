"""Colour allocation E.1-E.5 of C.04.1.

Decisions (also in docs/systems/rating1998.md):

* E.1: a player without a colour preference is content with either colour,
  so "both preferences" are granted whenever they differ or one is absent.
* E.3: the colour histories are compared from the latest game backwards
  with unplayed rounds dropped (F.3: BWW-B is -BWWB); at the latest place
  where the two players had different colours, each gets the other colour.
* E.5: "even numbered players in S1" are numbered by their place in S1,
  i.e. in the A.2 order of the players taking part (an absent player is not
  counted, as the TRF reader assumes when it infers the initial colour):
  the higher-ranked player of a board gets the colour drawn for the top
  player (Tournament.initial_colour, white when not drawn) when his place is
  odd, the other colour when it is even.  The same rule settles any later
  pairing of two players who have no colour preference and no history to
  alternate (E.3/E.4 say nothing there).
* B.2 outranks E: when the colour E chooses would break B.2 for a player,
  the other allocation is used (the pair is only made when one exists).
"""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.rating1998.cards import BLACK, WHITE, Card
from arbiter_app.engine.texts import N_, join_texts


def allocate(a: Card, b: Card, initial: Colour | None) -> tuple[Card, Card, str]:
    """(white, black, which rule decided) for the pairing of ``a`` and ``b``."""
    high, low = (a, b) if a.rank < b.rank else (b, a)
    white_for_high, rule = _choose(high, low, initial or WHITE)
    white, black = (high, low) if white_for_high else (low, high)
    if not (white.may_take(WHITE) and black.may_take(BLACK)):
        white, black = black, white
        rule = join_texts([rule, N_("B.2 forces the other colours")])
    return white, black, rule


def _choose(high: Card, low: Card, initial: Colour) -> tuple[bool, str]:
    ph, pl = high.preference, low.preference
    if ph is None and pl is None:
        return _by_number(high, initial)
    if ph is None or pl is None or ph is not pl:
        if ph is not None:
            return ph is WHITE, N_("E.1 both preferences granted")
        return pl is BLACK, N_("E.1 both preferences granted")
    if high.strength != low.strength:  # E.2
        stronger = high if high.strength > low.strength else low
        white_for_stronger = stronger.preference is WHITE
        return (white_for_stronger if stronger is high else not white_for_stronger,
                N_("E.2 stronger preference of {player} granted").format(player=stronger.number))
    for back in range(1, min(len(high.colours), len(low.colours)) + 1):  # E.3
        ch, cl = high.colours[-back], low.colours[-back]
        if ch is not cl:
            return ch is BLACK, N_("E.3 colours alternated to the latest different round")
    return ph is WHITE, N_("E.4 preference of the higher-ranked player {player} granted").format(
        player=high.number)


def _by_number(high: Card, initial: Colour) -> tuple[bool, str]:
    place = high.rank + 1
    colour = initial if place % 2 == 1 else initial.opposite
    return colour is WHITE, N_("E.5 colour by place {place} in the A.2 order").format(place=place)
