"""The absolute criteria C1-C3 (both editions) applied to a proposed pairing."""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Pairing, Violation
from arbiter_app.engine.texts import N_

from .players import DutchPlayer


def absolute_violations(tournament: Tournament, pairing: Pairing, built: list[DutchPlayer],
                        c2_text: str) -> list[Violation]:
    """C1 and C3 on every board, C2 on the bye (``built``: the players as the
    edition reads them; ``c2_text``: what its C2 refuses, with ``{player}``)."""
    players = {p.number: p for p in built}
    found: list[Violation] = []
    for board in pairing.boards:
        a, b = players.get(board.white), players.get(board.black)
        if a is None or b is None:
            continue  # completeness is checked elsewhere
        who = (board.white, board.black)
        if b.number in a.opponents:
            found.append(Violation("C1", N_("{a} and {b} have already played each other").format(
                a=a.number, b=b.number), who))
        if frozenset(who) in tournament.forbidden_pairs:
            found.append(Violation("C1", N_("{a} and {b} are a forbidden pair").format(
                a=a.number, b=b.number), who))
        if (a.absolute and b.absolute and a.preference is b.preference
                and not a.topscorer and not b.topscorer):
            text = (N_("{a} and {b} both have an absolute preference for white and neither is "
                       "a topscorer") if a.preference.value == "w" else
                    N_("{a} and {b} both have an absolute preference for black and neither is "
                       "a topscorer"))
            found.append(Violation("C3", text.format(a=a.number, b=b.number), who))
    if pairing.bye is not None and pairing.bye in players:
        p = players[pairing.bye]
        if not p.bye_eligible:
            found.append(Violation("C2", c2_text.format(player=p.number), (p.number,)))
    return found
