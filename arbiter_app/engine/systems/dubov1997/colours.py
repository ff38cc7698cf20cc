"""Section 3: colour allocation of one pair.

"Pairing two players the colour allocation shall regard with descending
priority:" due colours, equalising the colour counts, alternating at the
first difference of the colour histories, white to the higher ARO, white to
the lower R.  Only allocations allowed by 2.3 and 2.4 are considered.

Decisions (docs/systems/dubov.md):

* 3, first line: "give both players their due colour" is read as "give as
  many of the two players as possible their due colour"; a player without a
  due colour (no game played yet) is content with either colour.
* 3, second line: "equalise the numbers of black and white games" is read as
  "make the sum over both players of |whites - blacks| after the game as small
  as possible".
* 3, third line: going back round by round from the previous round, the first
  round in which one played white and the other black decides; rounds in
  which either did not play over the board are skipped.
* 3, after the last line (the text stops there): white to the player with
  the lower pairing number.
"""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dubov1997.cards import Card
from arbiter_app.engine.texts import N_


def _dues_met(white: Card, black: Card) -> int:
    return ((white.due in (None, Colour.WHITE)) + (black.due in (None, Colour.BLACK)))


def _imbalance(white: Card, black: Card) -> int:
    return abs(white.diff + 1) + abs(black.diff - 1)


def _alternation(a: Card, b: Card) -> Card | None:
    """The player who gets white by alternating at the latest round in which
    the two had different colours (a had black then -> a gets white)."""
    for ca, cb in zip(reversed(a.colours), reversed(b.colours)):
        if ca is None or cb is None or ca is cb:
            continue
        return a if ca is Colour.BLACK else b
    return None


def allocate(a: Card, b: Card) -> tuple[int, int, str]:
    """``(white, black, reason)`` for the pair ``a``-``b`` (which must be legal)."""
    options = [(w, k) for w, k in ((a, b), (b, a)) if w.can_white and k.can_black]
    if not options:
        raise ValueError(f"players {a.number} and {b.number} cannot be given colours (2.3/2.4)")
    if len(options) == 1:
        w, k = options[0]
        return w.number, k.number, N_("the only colours allowed by 2.3/2.4")
    (w1, k1), (w2, k2) = options
    first, second = _dues_met(w1, k1), _dues_met(w2, k2)
    if first != second:
        w, k = options[0] if first > second else options[1]
        why = N_("both due colours (3)") if max(first, second) == 2 else N_("due colour (3)")
        return w.number, k.number, why
    first, second = _imbalance(w1, k1), _imbalance(w2, k2)
    if first != second:
        w, k = options[0] if first < second else options[1]
        return w.number, k.number, N_("equalising colours (3)")
    white = _alternation(a, b)
    if white is not None:
        other = b if white is a else a
        return white.number, other.number, N_("alternating at the first difference (3)")
    if a.aro != b.aro:
        w, k = (a, b) if a.aro > b.aro else (b, a)
        return w.number, k.number, N_("white to the higher ARO (3)")
    if a.rating != b.rating:
        w, k = (a, b) if a.rating < b.rating else (b, a)
        return w.number, k.number, N_("white to the lower R (3)")
    w, k = (a, b) if a.number < b.number else (b, a)
    return w.number, k.number, N_("white to the lower pairing number (decision)")
