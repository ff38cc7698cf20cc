"""The Dubov system, C.04.4.1 as applied from 1 February 2026: ``dubov2026``.

The rule text is ../shared/rules/dubov-2026.txt, with the Basic Rules and
General Handling Rules it cites in swiss-rules-2026.txt.  Modules:

* :mod:`.cards`: TPN, ARO (1.7), colour preferences (1.6), upfloats (1.8), [C2];
* :mod:`.colours`: the colour allocation of 5.2;
* :mod:`.bracket`: one bracket, 3.2.3-3.2.6 (G1/G2, shifts of 4.3, transpositions of 4.4);
* :mod:`.procedure`: the bye (3.1) and the brackets with their upfloaters (3.2.1, 3.2.2).

What it shares with ``dubov1997`` (the matching oracle, the legality of a
pair, the score format, the rounding) is in
:mod:`arbiter_app.engine.systems.dubov_common`.

Decisions of this module (docs/systems/dubov2026.md lists all of them):

* 1.9.3 "the Chief Arbiter shall decide": a round that cannot be completed
  raises :class:`PairingError` with the reason.
* Board order (General Handling Rules 3.6, recommended): the score of the
  pair's higher ranked player, then the sum of both scores, then the smaller
  TPN of the higher ranked player.
"""

from __future__ import annotations

from arbiter_app.engine.history import Strength
from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError, PairingSystem, Violation
from arbiter_app.engine.systems.dubov2026.cards import (Card, build_cards, is_last_round,
                                                        max_upfloats, rank_key)
from arbiter_app.engine.systems.dubov2026.colours import allocate
from arbiter_app.engine.systems.dubov2026.procedure import Brackets, bye_order
from arbiter_app.engine.systems.dubov_common import Oracle, Rules, fmt, rematch_violations
from arbiter_app.engine.texts import N_, count_text, join_texts


class Dubov2026System(PairingSystem):
    name = "dubov2026"
    title = "C.04.4.1 Dubov system, 2026"

    def pair(self, tournament: Tournament) -> Pairing:
        """1.9.2: the bye first (3.1), then the scoregroups from the top (3.2)."""
        t, cards = tournament, build_cards(tournament)
        players = t.players_to_pair()
        legality = Rules(t, cards)  # [C1], [C3]
        oracle = Oracle(legality.legal, players, legality.neighbours)  # [C4]
        bye = None
        skipped = 0
        if len(players) % 2:
            order = bye_order(cards, players)
            if not order:
                raise PairingError(N_("an odd number of players is to be paired and every one "
                                      "of them has had a pairing-allocated bye or a win without "
                                      "playing ([C2], 3.1.1): no one may get the bye"))
            for candidate in oracle.possible_byes(order):
                if oracle.restart(candidate):
                    bye = candidate
                    break
            if bye is None:
                raise PairingError(N_("whoever gets the bye, the others cannot all be paired by "
                                      "[C1] and [C3] (3.1.2, 1.9.3: the Chief Arbiter decides)"))
            skipped = order.index(bye)
        elif not oracle.restart(None):
            raise PairingError(N_("the players cannot all be paired by [C1] (no second game "
                                  "between two players) and [C3] (1.9.3: the Chief Arbiter "
                                  "decides)"))
        brackets = Brackets(cards, oracle, max_upfloats(t), is_last_round(t))
        brackets.run([p for p in players if p != bye])
        initial = t.initial_colour or Colour.WHITE
        boards = []
        for record in brackets.records:
            white, black, why = allocate(cards[record.a], cards[record.b], initial)
            boards.append(Board(white, black,
                                join_texts([record.text, N_("colours: {rule}").format(rule=why)])))
        pairing = Pairing(boards=sorted(boards, key=lambda b: board_key(cards, b)), bye=bye)
        if bye is not None:
            c = cards[bye]
            pairing.bye_explanation = N_(
                "pairing-allocated bye (3.1): no bye or win without playing before (3.1.1), "
                "lowest score {score} (3.1.3), then most games played ({games}, 3.1.4), then "
                "largest TPN (3.1.5)").format(score=fmt(c.score), games=c.games)
            if skipped:
                pairing.bye_explanation = join_texts([pairing.bye_explanation, count_text(
                    "{n} player before him in that order would have left others unpairable "
                    "(3.1.2)",
                    "{n} players before him in that order would have left others unpairable "
                    "(3.1.2)", skipped)])
        return pairing

    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        """[C1] (a second game, or a forbidden pair), [C2] (the bye), [C3]."""
        cards = build_cards(tournament)
        boards = list(rematch_violations(tournament, cards, pairing, "C1"))
        problems = [v for _, _, v in boards if v is not None]
        problems += [v for w, b, _ in boards if (v := same_absolute(cards[w], cards[b]))]
        bye = pairing.bye
        if bye is not None and bye in cards and cards[bye].bye_barred:
            problems.append(Violation("C2", N_("{player} has already had a pairing-allocated "
                                               "bye or a win without playing and may not get "
                                               "the bye").format(player=bye), (bye,)))
        return problems


def same_absolute(a: Card, b: Card) -> Violation | None:
    """[C3]: two players with the same absolute colour preference."""
    if (a.strength is Strength.ABSOLUTE and b.strength is Strength.ABSOLUTE
            and a.preference is b.preference):
        text = (N_("{a} and {b} both have an absolute colour preference for White")
                if a.preference is Colour.WHITE else
                N_("{a} and {b} both have an absolute colour preference for Black"))
        return Violation("C3", text.format(a=a.number, b=b.number), (a.number, b.number))
    return None


def board_key(cards: dict[int, Card], board: Board):
    """General Handling Rules 3.6: the higher ranked player's score, the sum
    of the scores, the higher ranked player's TPN."""
    w, b = cards[board.white], cards[board.black]
    high = min(w, b, key=rank_key)
    return (-high.score, -(w.score + b.score), high.number)


SYSTEM = Dubov2026System()

__all__ = ["Dubov2026System", "SYSTEM", "board_key", "bye_order", "same_absolute"]
