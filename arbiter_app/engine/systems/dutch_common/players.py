"""What the Dutch rules of both editions know of each player before a round.

Built once per pairing from :func:`arbiter_app.engine.history.histories`.
Scores are kept as integers in hundredths of a point so that sums and
differences are exact.  What the editions read differently (which rounds
give a float, who may receive the pairing-allocated bye) is handed in by
the edition (``dutch2016.players``, ``dutch2026.players``); the rest is the
same text in both:

* C1 (both editions): only games played over the board count as "having
  played each other"; a pairing that ended in a forfeit may be repeated
  (2026: C.04.2 3.5 says so in words).
* The pairing number whose parity decides the colour (2016 E.5, 2026 5.2.5
  with the TPN of C.04.2 art. 2) is the player's rank among the players that
  have entered the pairing so far: paired in an earlier round (a game, even
  forfeited, or the pairing-allocated bye) or to be paired now.  A player
  who was only ever absent or on a requested bye has no number yet (late
  entries are numbered when they join).  Both editions' reference engines
  behave so in the fixtures.
* Topscorers (2016 A.7, 2026 1.8) exist only when the final round is
  paired; the maximum possible score is the number of rounds played times
  the points of a win.
* Accelerated pairings (:mod:`arbiter_app.engine.acceleration`): the score
  is the pairing score, real points plus the round's virtual points
  (``virtual``); the floats of earlier rounds compare the pairing scores of
  those rounds, as the reference engine does (docs/systems/acceleration.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from arbiter_app.engine.acceleration import Values, virtual_points
from arbiter_app.engine.history import Float, PlayerHistory, Strength, histories
from arbiter_app.engine.model import Colour, Tournament

#: one point, in score units
POINT = 100


def units(score: float) -> int:
    return int(round(score * POINT))


@dataclass
class DutchPlayer:
    number: int
    score: int  # hundredths of a point
    rank: int = 0  # position in the A.2 order among the players to pair (0 = first)
    colour_difference: int = 0
    preference: Colour | None = None
    strength: Strength = Strength.NONE
    played: list[Colour] = field(default_factory=list)  # colours of played games
    float1: Float | None = None  # float received in the previous round
    float2: Float | None = None  # float received two rounds before
    bye_eligible: bool = True
    opponents: frozenset[int] = frozenset()  # opponents met over the board
    topscorer: bool = False
    # E.5: the pairing number among the players paired this round (absent
    # players left out, as the endorsed engines do)
    pairing_number: int = 0
    # rounds without a game over the board (2026 C9)
    unplayed: int = 0
    # virtual points of an accelerated round, included in ``score`` (units)
    virtual: int = 0

    @property
    def absolute(self) -> bool:
        return self.strength is Strength.ABSOLUTE

    @property
    def strong(self) -> bool:
        """A strong (not absolute) preference, A.6.b."""
        return self.strength is Strength.STRONG

    def repeated_colour(self) -> Colour | None:
        """The colour of the two latest played games when they are equal."""
        if len(self.played) >= 2 and self.played[-1] is self.played[-2]:
            return self.played[-1]
        return None

    def label(self) -> str:
        return str(self.number)


def build_players(tournament: Tournament,
                  float_of: Callable[[PlayerHistory, int], Float | None],
                  bye_eligible: Callable[[PlayerHistory], bool]) -> list[DutchPlayer]:
    """The players to pair in the next round, in the order of score, then
    pairing number (2016 A.2, 2026 1.2).  ``float_of(history, k)``: the float
    the edition gives the player ``k`` rounds back; ``bye_eligible(history)``:
    C2 of the edition."""

    hist = histories(tournament)
    virtual = virtual_points(tournament)
    if virtual:
        accelerate_floats(hist, virtual)
    next_round = tournament.next_round
    numbers = tournament.players_to_pair()
    played_rounds = tournament.rounds_played
    final_round = (tournament.total_rounds is not None
                   and tournament.next_round >= tournament.total_rounds)
    max_score = units(played_rounds * tournament.scoring.win)
    result = []
    to_pair = set(numbers)
    entered = [n for n in sorted(tournament.players)
               if n in to_pair or any(c not in ("H", "F", "Z") for c in hist[n].codes)]
    pairing_numbers = {n: k for k, n in enumerate(entered, start=1)}
    for number in numbers:
        h: PlayerHistory = hist[number]
        pref = h.colour_preference()
        played = h.played_colours  # a new list, once (not per property)
        extra = units(virtual.get(number, {}).get(next_round, 0.0))
        score = units(h.score) + extra
        result.append(DutchPlayer(
            number=number,
            score=score,
            virtual=extra,
            colour_difference=played.count(Colour.WHITE) - played.count(Colour.BLACK),
            preference=pref.colour,
            strength=pref.strength,
            played=played,
            float1=float_of(h, 1) if played_rounds >= 1 else None,
            float2=float_of(h, 2) if played_rounds >= 2 else None,
            bye_eligible=bye_eligible(h),
            unplayed=played_rounds - len(played),
            opponents=frozenset(h.played_opponents),
            topscorer=final_round and 2 * score > max_score,
            pairing_number=pairing_numbers[number],
        ))
    result.sort(key=lambda p: (-p.score, p.number))
    for index, player in enumerate(result):
        player.rank = index
    return result


def accelerate_floats(hist: dict[int, PlayerHistory], virtual: Values) -> None:
    """The float of every game already played, from the pairing scores of its
    round (real score before it plus that round's virtual points)."""
    def pairing_score(number: int, index: int) -> float:
        return hist[number].scores_before[index] + virtual.get(number, {}).get(index + 1, 0.0)

    for number, h in hist.items():
        for index, (colour, other) in enumerate(zip(h.colours, h.paired_with)):
            if colour is None or other is None or other not in hist:
                continue
            mine, theirs = pairing_score(number, index), pairing_score(other, index)
            h.floats[index] = (Float.DOWN if mine > theirs else
                               Float.UP if mine < theirs else None)


def compatible(a: DutchPlayer, b: DutchPlayer, forbidden: set[frozenset[int]]) -> bool:
    """May ``a`` and ``b`` meet under the absolute criteria C1 and C3
    (and the tournament's forbidden pairs)?"""
    if b.number in a.opponents or a.number in b.opponents:
        return False
    if forbidden and frozenset((a.number, b.number)) in forbidden:
        return False
    if (a.absolute and b.absolute and a.preference is b.preference
            and not a.topscorer and not b.topscorer):
        return False
    return True
