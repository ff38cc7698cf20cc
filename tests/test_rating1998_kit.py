"""Small helpers for the rating1998 tests: hand-made pairing cards.

A card is what the arbiter writes on the pairing card (A.4, A.7): score,
colours of the games played, floats, opponents met.  Building cards by hand
lets each test state exactly the situation a rule is about.
"""

from __future__ import annotations

from arbiter_app.engine.history import Float
from arbiter_app.engine.systems.rating1998.cards import BLACK, WHITE, Card, order_key

_COLOURS = {"W": WHITE, "B": BLACK}
_FLOATS = {"D": Float.DOWN, "U": Float.UP, "-": None}


def card(number: int, score: float = 0.0, colours: str = "", floats: str = "",
         met: tuple[int, ...] = (), bye: bool = True, rating: int | None = None,
         title: str = "", name: str | None = None, waived: bool = False) -> Card:
    """``colours`` like "WBW" (games played, oldest first); ``floats`` one
    letter per round, D/U/- (oldest first)."""
    cols = [_COLOURS[c] for c in colours]
    rating = 2500 - 10 * number if rating is None else rating
    c = Card(number, name or f"Player {number:03d}", rating, title, score, cols,
             [_FLOATS[f] for f in floats], set(met), bye, waived)
    return c.refresh()


def ranked(*cards: Card) -> dict[int, Card]:
    """Cards by number, with ``rank`` set by A.2 and ``met`` made symmetric."""
    by_number = {c.number: c for c in cards}
    for c in cards:
        for other in list(c.met):
            if other in by_number:
                by_number[other].met.add(c.number)
    for rank, c in enumerate(sorted(cards, key=order_key)):
        c.rank = rank
    return by_number


def pairs_of(outcome_pairs) -> set[frozenset[int]]:
    return {frozenset((a.number, b.number)) for a, b in outcome_pairs}


def test_kit_builds_symmetric_met_and_ranks():
    cards = ranked(card(2, 1.0, met=(1,)), card(1, 1.0))
    assert cards[1].met == {2} and cards[1].rank == 0 and cards[2].rank == 1
