"""What the Lim system needs to know about each player before a round.

Decisions (also in docs/systems/lim.md):

* 2.1 "have not yet played each other" (also 2.3.a, 2.5): only games played
  over the board count; a pairing that ended in a forfeit was not played and
  may be repeated (as in the project's other systems and the endorsed
  engines).  A forbidden pair of the tournament (TRF ``XXP``) is never
  compatible.
* 3.10 "a floater who has floated the round just before": a player who, in
  the previous round, was paired (played or forfeited) against a player of a
  different score.  A bye or an absence is not a float.
* 1.1 with C.04.1.d "a point without playing": a forfeit win or a
  full-point bye (F) given by the arbiter; a half-point bye is not a point.
  Such players, and those who had the pairing-allocated bye, get the bye
  only if no other choice lets everybody else be paired.
* Section 6 "the last round": the round whose number equals
  ``Tournament.total_rounds``; when the number of rounds is unknown no round
  is the last.
* 3.2/5.7 Maxi-tournament rule: ``Tournament.options["lim.maxi"] == "1"``.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import ByeKind, Colour, Tournament
from arbiter_app.engine.systems.lim1999.colours import (CAN_BLACK, CAN_WHITE, allowed_mask,
                                                        due_colour)


@dataclass(frozen=True)
class Card:
    number: int
    score: float
    rating: int
    opponents: frozenset[int]  # met over the board, or a forbidden pair (2.1)
    colours: tuple[Colour, ...]  # colours of the games played, oldest first
    mask: int  # colours 5.1 a/b allow next (CAN_WHITE | CAN_BLACK)
    due: Colour | None
    prev_floated: bool
    bye_barred: bool  # C.04.1.d: had the pairing-allocated bye or a point without playing


class Context:
    """The cards of the players to pair, and the compatibility of 2.1."""

    def __init__(self, t: Tournament):
        self.tournament = t
        self.to_pair = t.players_to_pair()
        hist = histories(t)
        self.rounds_played = t.rounds_played
        self.round_no = t.next_round
        self.last_round = t.total_rounds is not None and self.round_no >= t.total_rounds
        self.maxi = t.options.get("lim.maxi") == "1"
        self.median = self.rounds_played * t.scoring.win / 2
        self.initial = t.initial_colour or Colour.WHITE
        forbidden: dict[int, set[int]] = {}
        for pair in t.forbidden_pairs:
            if len(pair) == 2:
                a, b = tuple(pair)
                forbidden.setdefault(a, set()).add(b)
                forbidden.setdefault(b, set()).add(a)
        self.cards: dict[int, Card] = {}
        for n in self.to_pair:
            h = hist[n]
            colours = tuple(h.played_colours)
            prev = False
            if h.paired_with and h.paired_with[-1] is not None:
                other = hist.get(h.paired_with[-1])
                if other is not None and other.scores_before and h.scores_before:
                    prev = other.scores_before[-1] != h.scores_before[-1]
            self.cards[n] = Card(
                number=n, score=h.score, rating=t.players[n].rating,
                opponents=frozenset(set(h.played_opponents) | forbidden.get(n, set())),
                colours=colours, mask=allowed_mask(colours), due=due_colour(colours),
                prev_floated=prev,
                bye_barred=(h.had_pairing_bye or h.had_forfeit_win
                            or ByeKind.FULL_POINT.value in h.codes))
        self._opp = {n: c.opponents for n, c in self.cards.items()}
        self._mask = {n: c.mask for n, c in self.cards.items()}
        self._score = {n: c.score for n, c in self.cards.items()}

    def compatible(self, a: int, b: int) -> bool:
        """2.1, with the last-round exception of section 6 for equal scores."""
        if b in self._opp[a] or a == b:
            return False
        if self.last_round and self._score[a] == self._score[b]:
            return True
        ma, mb = self._mask[a], self._mask[b]
        return bool((ma & CAN_WHITE and mb & CAN_BLACK) or (ma & CAN_BLACK and mb & CAN_WHITE))

    def score(self, n: int) -> float:
        return self._score[n]

    def colours(self) -> dict[int, tuple[Colour, ...]]:
        return {n: c.colours for n, c in self.cards.items()}
