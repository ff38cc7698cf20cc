"""Section 5: the colours of one pair, 5.2.1 to 5.2.5 in descending priority.

* 5.2.1 both players have yet to play a game: the higher ranked player (more
  points, then smaller TPN) gets the initial-colour (5.1, the lot;
  ``Tournament.initial_colour``, White when not drawn) if his TPN is odd,
  the other colour if it is even.
* 5.2.2 both colour preferences granted (they differ).
* 5.2.3 the stronger preference granted (absolute > strong > mild, 1.6).
* 5.2.4 colours alternated to the most recent time one had White and the
  other Black, on the histories of played games only, compared from their
  latest game backwards (General Handling Rules 3.4: BWBuW is read as uBWBW,
  so two histories are aligned at their ends).
* 5.2.5 the preference of the higher ranked player.

[C3] makes every pair the pairing forms allocatable: an absolute preference
is always granted by 5.2.2 or 5.2.3.
"""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dubov2026.cards import Card, rank_key
from arbiter_app.engine.texts import N_, join_texts


def _as(white: Card, black: Card, why: str) -> tuple[int, int, str]:
    return white.number, black.number, why


def allocate(a: Card, b: Card, initial: Colour) -> tuple[int, int, str]:
    """``(white, black, reason)`` for the pair ``a``-``b``."""
    high, low = (a, b) if rank_key(a) < rank_key(b) else (b, a)
    if a.games == 0 and b.games == 0:
        colour = initial if high.number % 2 else initial.opposite
        ranks = (N_("{player} ranks higher, TPN odd: the initial-colour") if high.number % 2 else
                 N_("{player} ranks higher, TPN even: the other colour than the initial-colour"))
        why = join_texts([N_("5.2.1: neither has played"), ranks.format(player=high.number)])
        return _as(high, low, why) if colour is Colour.WHITE else _as(low, high, why)
    if a.preference is not b.preference:
        white, black = (a, b) if a.preference is Colour.WHITE else (b, a)
        return _as(white, black, N_("5.2.2: both colour preferences granted"))
    if a.strength != b.strength:
        strong, weak = (a, b) if a.strength > b.strength else (b, a)
        why = N_("5.2.3: the stronger preference granted ({player}: {stronger} against "
                 "{weaker})").format(player=strong.number, stronger=strong.preference_text,
                                     weaker=weak.preference_text)
        if strong.preference is Colour.WHITE:
            return _as(strong, weak, why)
        return _as(weak, strong, why)
    for ca, cb in zip(reversed(a.colours), reversed(b.colours)):
        if ca is not cb:
            white, black = (a, b) if ca is Colour.BLACK else (b, a)
            return _as(white, black, N_("5.2.4: colours alternated to the latest game in which "
                                        "they had different colours"))
    why = N_("5.2.5: the preference of the higher ranked player ({player})").format(
        player=high.number)
    if high.preference is Colour.WHITE:
        return _as(high, low, why)
    return _as(low, high, why)


__all__ = ["allocate"]
