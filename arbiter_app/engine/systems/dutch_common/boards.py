"""Colours (2016 section E, 2026 5.2), board order and the explanation of
each board; the edition names its articles."""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.base import Board, Pairing

from .colours import RULE_TEXT, allocate
from .players import POINT
from .rounds import RoundResult


def _points(units: int) -> str:
    value = units / POINT
    return f"{value:g}"


def _virtual(a, b) -> str:
    """When the two players' virtual points (accelerated pairings) differ, so
    that they decided the players' scores relative to each other, say whose
    and how many."""
    if a.virtual == b.virtual:
        return ""
    shown = ", ".join(f"{p.number} +{_points(p.virtual)} virtual" for p in (a, b) if p.virtual)
    return f"; scores include virtual points ({shown}; accelerated pairing)"


def make_pairing(result: RoundResult, initial: Colour, article: dict[str, str],
                 bye_text: str) -> Pairing:
    """Boards in order: the higher score in the pair first, then the higher
    sum of scores (the lower player's score), then the better rank (2016
    A.2, 2026 1.2) of the higher player of the pair (2026: C.04.2 3.6).
    ``article``: the edition's name of each colour step (:data:`.colours.RULE_TEXT`);
    ``bye_text``: what the bye's explanation cites."""
    boards = []
    for pair in result.pairs:
        a, b = pair.higher, pair.lower
        colour, rule = allocate(a, b, initial)
        white, black = (a, b) if colour is Colour.WHITE else (b, a)
        bracket = f"bracket {_points(pair.bracket_score)}"
        if pair.bracket_kind:
            bracket += f" ({pair.bracket_kind})"
        floats = ""
        if a.score != b.score:
            floats = f"; {a.number} ({_points(a.score)}) floats down, {b.number} ({_points(b.score)}) up"
        explanation = (f"{bracket}{floats}{_virtual(a, b)}; "
                       f"colours {article[rule]}: {RULE_TEXT[rule]}")
        key = (-a.score, -b.score, a.rank)
        boards.append((key, Board(white.number, black.number, explanation)))
    boards.sort(key=lambda item: item[0])
    pairing = Pairing(boards=[b for _, b in boards])
    if result.bye is not None:
        pairing.bye = result.bye.number
        pairing.bye_explanation = f"bracket {_points(result.bye_bracket_score)}: {bye_text}"
    return pairing
