"""The Dubov system, C.04.4.1 (approved 1997): ``dubov1997``.

The rule text is ../shared/rules/dubov-1997.txt (a copy of the FIDE
Handbook page).  Modules:

* :mod:`.cards`: R, ARO, due colour and the limitations of section 2;
* :mod:`.colours`: the colour allocation of section 3;
* :mod:`.rows`: the columns and row-by-row pairing of 6.2/6.3;
* :mod:`.procedure`: score groups, transfers (7) and floaters (6.4, 8);
* :mod:`.feasibility`: the bounded look-ahead that keeps everyone pairable;
* :mod:`.benchmark`: time to pair a large round (measured, not asserted).

Decisions of this module (docs/systems/dubov.md lists all of them):

* 4: the bye goes to a player allowed one by 2.2, from the lowest score
  group holding such a player; lowest R; among equal R first a player due to
  the dominating due colour of his score group, then the higher ARO, then the
  higher pairing number.  If the others could not all be paired then, the
  next player in that order gets it (section 9).
* 5 is used for round 1 only: the players to pair in pairing-number order
  (the initial ranking list), the last one gets the bye when odd; the lot of
  the first board is ``Tournament.initial_colour`` (white when not drawn).
* Board order: the higher score in the pair first, then the higher sum of
  scores, then the better rank of the pair's higher player (score, then R,
  then pairing number).
"""

from __future__ import annotations

from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError, PairingSystem, Violation
from arbiter_app.engine.systems.dubov1997.cards import Card, Rules, build_cards, upfloat_limit
from arbiter_app.engine.systems.dubov1997.colours import allocate
from arbiter_app.engine.systems.dubov1997.feasibility import Oracle
from arbiter_app.engine.systems.dubov1997.procedure import Procedure, fmt
from arbiter_app.engine.systems.dubov1997.rows import pair_rows
from arbiter_app.engine.systems.dubov_common import rematch_violations
from arbiter_app.engine.texts import N_, join_texts


def bye_order(cards: dict[int, Card], players: list[int]) -> list[int]:
    """Section 4 with 2.2: the players who may get the bye, best first."""
    by_score: dict[float, list[int]] = {}
    for p in players:
        by_score.setdefault(cards[p].score, []).append(p)
    dominating: dict[float, Colour | None] = {}
    for score, group in by_score.items():
        whites = sum(1 for p in group if cards[p].due is Colour.WHITE)
        blacks = sum(1 for p in group if cards[p].due is Colour.BLACK)
        dominating[score] = (Colour.WHITE if whites > blacks else
                             Colour.BLACK if blacks > whites else None)
    eligible = [p for p in players if not cards[p].had_point_without_playing]

    def key(p: int):
        c = cards[p]
        dom = dominating[c.score]
        return (c.score, c.rating, 0 if dom is not None and c.due is dom else 1, -c.aro, -p)
    return sorted(eligible, key=key)


class DubovSystem(PairingSystem):
    name = "dubov1997"
    title = "C.04.4.1 Dubov system, 1997"

    # -- pairing ---------------------------------------------------------------
    def pair(self, tournament: Tournament) -> Pairing:
        t = tournament
        players = t.players_to_pair()
        cards = build_cards(t)
        rules = Rules(t, cards)
        if t.next_round == 1:
            pairing = self._first_round(t, cards, rules, players)
            if pairing is not None:
                return pairing
        order = bye_order(cards, players) if len(players) % 2 else [None]
        if not order:
            raise PairingError(N_("an odd number of players is to be paired, and every one of "
                                  "them has already had a point without playing (2.2): no one "
                                  "may get the bye"))
        # run 1: the procedure as written
        first = self._run(t, cards, rules, players, order[0], Oracle(rules.legal))
        if first is not None:
            return first
        # run 2: the same procedure looking ahead (section 9), the bye by 4 then 2.2
        oracle = Oracle(rules.legal, players, rules.neighbours)
        for bye in oracle.possible_byes(order):
            if not oracle.restart(bye):
                continue
            result = self._run(t, cards, rules, players, bye, oracle, complete=True)
            if result is not None:
                return result
        raise PairingError(N_("no pairing satisfies 2.1-2.4 (no rematch, bye only to a player "
                              "without a point without playing, colour difference within 2, "
                              "no three colours in a row)"))

    def _run(self, t: Tournament, cards: dict[int, Card], rules: Rules, players: list[int],
             bye: int | None, oracle: Oracle, complete: bool = False) -> Pairing | None:
        procedure = Procedure(cards, oracle, upfloat_limit(t), forbidden=rules.forbidden)
        procedure.run([p for p in players if p != bye])
        records = [(r.a, r.b, r.explanation) for r in procedure.pairs]
        if procedure.unpaired:
            if not complete:
                return None
            completion = self._complete(cards, oracle, procedure.unpaired)
            if completion is None:
                return None
            records += completion
        boards = [self._board(cards, a, b, text) for a, b, text in records]
        pairing = self._pairing(cards, boards, bye)
        if bye is not None and complete and bye != bye_order(cards, players)[0]:
            pairing.bye_explanation = join_texts([pairing.bye_explanation, N_(
                "the players before him in that order would have left others without a legal "
                "opponent (9)")])
        return pairing

    @staticmethod
    def _complete(cards: dict[int, Card], oracle: Oracle, left: list[int]
                  ) -> list[tuple[int, int, str]] | None:
        """Section 9 (decision): the players the procedure left unpaired, from
        the highest score and R down, each with the first of the following
        players with whom the rest can still all be paired."""
        order = sorted(left, key=lambda p: (-cards[p].score, -cards[p].rating, p))
        taken: set[int] = set()
        records = []
        for i, p in enumerate(order):
            if p in taken:
                continue
            partner = next((q for q in order[i + 1:] if q not in taken
                            and oracle.ok(p, q, taken)), None)
            if partner is None:
                return None
            taken.update((p, partner))
            records.append((p, partner, N_("paired so that everyone is paired (9: the "
                                           "procedure of 6-8 left them unpaired)")))
        return records

    @staticmethod
    def _board(cards: dict[int, Card], a: int, b: int, text: str) -> Board:
        white, black, why = allocate(cards[a], cards[b])
        return Board(white, black, join_texts([text, N_("colours: {rule}").format(rule=why)]))

    @staticmethod
    def _pairing(cards: dict[int, Card], boards: list[Board], bye: int | None) -> Pairing:
        def rank(p: int):
            return (-cards[p].score, -cards[p].rating, p)

        def key(board: Board):
            sw, sb = cards[board.white].score, cards[board.black].score
            return (-max(sw, sb), -(sw + sb), min(rank(board.white), rank(board.black)))
        pairing = Pairing(boards=sorted(boards, key=key), bye=bye)
        if bye is not None:
            c = cards[bye]
            pairing.bye_explanation = N_(
                "bye (4): lowest R ({rating}) of the lowest score group ({score}) among players "
                "without a point without playing (2.2)").format(rating=c.rating,
                                                                score=fmt(c.score))
        return pairing

    def _first_round(self, t: Tournament, cards: dict[int, Card], rules: Rules,
                     players: list[int]) -> Pairing | None:
        """Section 5; None when a forbidden pair makes it impossible (then 6)."""
        listed = sorted(players)
        bye = listed.pop() if len(listed) % 2 else None
        half = len(listed) // 2
        left, right = listed[:half], listed[half:]
        outcome = pair_rows(left, right, Oracle(rules.legal))
        if outcome.white_pairs or outcome.leftovers:
            return None
        first = t.initial_colour or Colour.WHITE
        boards = []
        for index, (a, b, how) in enumerate(outcome.pairs):
            colour = first if index % 2 == 0 else first.opposite
            white, black = (a, b) if colour is Colour.WHITE else (b, a)
            text = N_("round 1 (5): {how}").format(
                how=N_("upper half against lower half") if how.startswith("row") else how)
            lot = N_("the lot of board 1 (5)") if index == 0 else (
                N_("odd-numbered pair, as board 1 (5)") if index % 2 == 0 else
                N_("even-numbered pair, other colour than board 1 (5)"))
            boards.append(Board(white, black,
                                join_texts([text, N_("colours: {rule}").format(rule=lot)])))
        pairing = Pairing(boards=boards, bye=bye)
        if bye is not None:
            pairing.bye_explanation = N_("bye (5): the last player of the list")
        return pairing

    # -- checking --------------------------------------------------------------
    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        cards = build_cards(tournament)
        problems: list[Violation] = []
        for w, b, rematch in rematch_violations(tournament, cards, pairing, "2.1"):
            if rematch is not None:
                problems.append(rematch)
            for p, colour in ((w, Colour.WHITE), (b, Colour.BLACK)):
                c = cards[p]
                diff = c.diff + (1 if colour is Colour.WHITE else -1)
                if abs(diff) > 2:
                    text = (N_("{player} would have {difference} more whites than blacks")
                            if diff > 0 else
                            N_("{player} would have {difference} more blacks than whites"))
                    problems.append(Violation("2.3", text.format(player=p, difference=abs(diff)),
                                              (p,)))
                if c.last is colour and c.run >= 2:
                    text = (N_("{player} would have white {times} times in a row")
                            if colour is Colour.WHITE else
                            N_("{player} would have black {times} times in a row"))
                    problems.append(Violation("2.4", text.format(player=p, times=c.run + 1),
                                              (p,)))
        bye = pairing.bye
        if bye is not None and bye in cards and cards[bye].had_point_without_playing:
            problems.append(Violation("2.2", N_("{player} has already received a point without "
                                                "playing and may not get the bye").format(
                                                    player=bye), (bye,)))
        return problems


SYSTEM = DubovSystem()

__all__ = ["DubovSystem", "SYSTEM", "bye_order"]
