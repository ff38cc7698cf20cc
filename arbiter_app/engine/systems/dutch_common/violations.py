"""The absolute criteria C1-C3 (both editions) applied to a proposed pairing."""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Pairing, Violation

from .players import DutchPlayer


def absolute_violations(tournament: Tournament, pairing: Pairing, built: list[DutchPlayer],
                        c2_text: str) -> list[Violation]:
    """C1 and C3 on every board, C2 on the bye (``built``: the players as the
    edition reads them; ``c2_text``: what its C2 refuses)."""
    players = {p.number: p for p in built}
    found: list[Violation] = []
    for board in pairing.boards:
        a, b = players.get(board.white), players.get(board.black)
        if a is None or b is None:
            continue  # completeness is checked elsewhere
        who = (board.white, board.black)
        if b.number in a.opponents:
            found.append(Violation("C1", f"{a.number} and {b.number} have already played "
                                   "each other", who))
        if frozenset(who) in tournament.forbidden_pairs:
            found.append(Violation("C1", f"{a.number} and {b.number} are a forbidden pair", who))
        if (a.absolute and b.absolute and a.preference is b.preference
                and not a.topscorer and not b.topscorer):
            colour = "white" if a.preference.value == "w" else "black"
            found.append(Violation("C3", f"{a.number} and {b.number} both have an absolute "
                                   f"preference for {colour} and neither is a topscorer", who))
    if pairing.bye is not None and pairing.bye in players:
        p = players[pairing.bye]
        if not p.bye_eligible:
            found.append(Violation("C2", f"{p.number} {c2_text}", (p.number,)))
    return found
