"""Colours (2016 section E, 2026 5.2), board order and the explanation of
each board; the edition names its articles."""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.engine.texts import N_, join_texts

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
    if a.virtual and b.virtual:
        shown = N_("{a} +{a_points} virtual, {b} +{b_points} virtual").format(
            a=a.number, a_points=_points(a.virtual), b=b.number, b_points=_points(b.virtual))
    else:
        p = a if a.virtual else b
        shown = N_("{player} +{points} virtual").format(player=p.number,
                                                       points=_points(p.virtual))
    return N_("scores include virtual points ({shown}; accelerated pairing)").format(shown=shown)


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
        score = _points(pair.bracket_score)
        pieces = [N_("bracket {score} ({kind})").format(score=score, kind=pair.bracket_kind)
                  if pair.bracket_kind else N_("bracket {score}").format(score=score)]
        if a.score != b.score:
            pieces.append(N_("{down} ({down_score}) floats down, {up} ({up_score}) up").format(
                down=a.number, down_score=_points(a.score), up=b.number, up_score=_points(b.score)))
        pieces.append(_virtual(a, b))
        pieces.append(N_("colours {article}: {rule}").format(article=article[rule],
                                                             rule=RULE_TEXT[rule]))
        explanation = join_texts(piece for piece in pieces if piece)
        key = (-a.score, -b.score, a.rank)
        boards.append((key, Board(white.number, black.number, explanation)))
    boards.sort(key=lambda item: item[0])
    pairing = Pairing(boards=[b for _, b in boards])
    if result.bye is not None:
        pairing.bye = result.bye.number
        pairing.bye_explanation = N_("bracket {score}: {bye}").format(
            score=_points(result.bye_bracket_score), bye=bye_text)
    return pairing
