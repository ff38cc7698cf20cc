"""C.04.1 "Swiss System Based on Rating" (1992, amended 1997 and 1998).

``SYSTEM.pair(t)`` pairs ``t.next_round``:

1. the cards of the players to pair (F.5: withdrawn and absent players are
   left out) ranked by A.2 (:mod:`.cards`);
2. the score brackets from the highest down, C.1-C.14 (:mod:`.procedure`,
   :mod:`.search`), D.1/D.2 in the text's order (:mod:`.sequences`);
3. colours by E.1-E.5 (:mod:`.colours`);
4. boards sorted by F.1.

Round one (F.4) needs nothing special: everyone is in one homogeneous
bracket with no history, so S1[i] meets S2[i] and the lowest ranked player
of an odd field gets the bye.  The decisions where the text leaves a choice
are in the docstrings of the submodules and in docs/systems/rating1998.md.
"""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingSystem, Violation
from arbiter_app.engine.systems.rating1998.cards import BLACK, WHITE, Card, build_cards
from arbiter_app.engine.systems.rating1998.colours import allocate
from arbiter_app.engine.systems.rating1998.procedure import Procedure, Record
from arbiter_app.engine.systems.rating1998.standings import final_order
from arbiter_app.engine.texts import N_, join_texts

__all__ = ["Rating1998", "SYSTEM", "final_order", "board_order"]


def _fmt(score: float) -> str:
    return f"{score:g}"


def board_order(pairs: list[tuple[Card, Card]]) -> list[tuple[Card, Card]]:
    """F.1: score of the higher player, sum of both scores, A.2 rank of the
    higher player."""
    def key(pair: tuple[Card, Card]) -> tuple:
        high = min(pair, key=lambda c: c.rank)
        return (-high.score, -(pair[0].score + pair[1].score), high.rank)
    return sorted(pairs, key=key)


def _explain(record: Record, a: Card, b: Card, colour_rule: str) -> str:
    outcome = record.outcome
    kind = N_("homogeneous") if outcome.homogeneous else N_("heterogeneous")
    parts = [N_("bracket {score} ({kind})").format(score=_fmt(record.group.score), kind=kind)]
    if a.score != b.score:
        high, low = (a, b) if a.score > b.score else (b, a)
        parts.append(N_("{down} floats down from {down_score}, {up} up from {up_score}").format(
            down=high.number, down_score=_fmt(high.score), up=low.number,
            up_score=_fmt(low.score)))
    if outcome.relaxed.describe():
        parts.append(N_("C.9/C.10 dropped {criteria}").format(
            criteria=outcome.relaxed.describe()))
    parts.extend(outcome.notes)
    parts.append(colour_rule)
    return join_texts(p for p in parts if p)


class Rating1998(PairingSystem):
    name = "rating1998"
    title = "C.04.1 Swiss system based on rating, 1992/97/98"

    def pair(self, tournament: Tournament) -> Pairing:
        cards = build_cards(tournament)
        records = Procedure(cards).run()
        initial = tournament.initial_colour or WHITE
        by_pair: dict[tuple[int, int], tuple[Record, str]] = {}
        pairs: list[tuple[Card, Card]] = []
        bye: Card | None = None
        for record in records:
            for a, b in record.outcome.pairs:
                pairs.append((a, b))
                by_pair[(a.number, b.number)] = (record, "")
            if record.lowest and record.outcome.leftover:
                bye = record.outcome.leftover[0]
        boards = []
        for a, b in board_order(pairs):
            record, _ = by_pair[(a.number, b.number)]
            white, black, rule = allocate(a, b, initial)
            boards.append(Board(white.number, black.number, _explain(record, a, b, rule)))
        pairing = Pairing(boards=boards, bye=bye.number if bye else None)
        if bye is not None:
            text = (N_("A.5: {player} is left unpaired in the lowest bracket (1 point)")
                    if bye.score == 1 else
                    N_("A.5: {player} is left unpaired in the lowest bracket ({score} points)"))
            pairing.bye_explanation = text.format(player=bye.number, score=_fmt(bye.score))
        return pairing

    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        """B.1 and B.2 (B.2 not for a player over 50% in the last round)."""
        numbers = {p for board in pairing.boards for p in (board.white, board.black)}
        if pairing.bye is not None:
            numbers.add(pairing.bye)
        known = sorted(n for n in numbers if n in tournament.players)
        cards = build_cards(tournament, known)
        found: list[Violation] = []
        for board in pairing.boards:
            w, b = cards.get(board.white), cards.get(board.black)
            if w is None or b is None:
                continue  # unknown players: completeness_violations reports them
            if b.number in w.met:
                found.append(Violation("B1a", N_("{a} and {b} have already met").format(
                    a=w.number, b=b.number), (w.number, b.number)))
            for card, colour in ((w, WHITE), (b, BLACK)):
                if card.may_take(colour):
                    continue
                diff = card.difference + (1 if colour is WHITE else -1)
                if abs(diff) > 2:
                    text = (N_("{player} with white would reach colour difference {difference}")
                            if colour is WHITE else
                            N_("{player} with black would reach colour difference {difference}"))
                    found.append(Violation("B2a", text.format(player=card.number,
                                                              difference=f"{diff:+d}"),
                                           (card.number,)))
                if card.colours[-2:] == [colour, colour]:
                    text = (N_("{player} would have white three times in a row")
                            if colour is WHITE else
                            N_("{player} would have black three times in a row"))
                    found.append(Violation("B2b", text.format(player=card.number),
                                           (card.number,)))
        if pairing.bye is not None and pairing.bye in cards and not cards[pairing.bye].bye_allowed:
            found.append(Violation(
                "B1b", N_("{player} already received a point without playing and may not "
                          "receive the bye").format(player=pairing.bye), (pairing.bye,)))
        return found


SYSTEM = Rating1998()
