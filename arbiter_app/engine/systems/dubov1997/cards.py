"""The Dubov pairing card of each player: R, ARO, due colour, limits.

Everything the procedure reads about a player before a round is computed
here once (dubov-1997 sections 1 and 2), from
:func:`arbiter_app.engine.history.histories`.

Decisions (listed in docs/systems/dubov.md):

* 1 (ARO): the average rating of the opponents met over the board; forfeited
  games, byes and absences are left out.  A player who has not played yet
  has ARO 0.  ARO is kept exact (not rounded) for all comparisons and shown
  with one decimal as in the example of 6.2 (re-checked: no article of the
  1997 text rounds it; the integer rounding of the 2026 edition is a new
  rule).
* 1 (due colour): counted over games played over the board; "his previous
  game" is his latest game played over the board (unplayed rounds skipped).
  A player who has not played a game yet has no due colour.
* 2.1: "played each other" means a game played over the board; a pairing
  that ended in a forfeit may be repeated.  Pairs forbidden by the
  tournament (TRF ``XXP``) are never paired either.
* 2.2: a "point without playing" is a pairing-allocated bye (U), a full-point
  bye (F) or a forfeit win; a half-point bye (H) is not a point.
* 2.3/2.4: counted over games played over the board (unplayed rounds
  skipped, so W - W counts as two whites in a row).
* 2.5: a player "was transferred to a higher score group" in a round in which
  he played over the board an opponent who had a higher score before that
  round (a tournament file does not say why two players met, so this is the
  count for the rounds played).  In the round being paired the limit binds
  the transfers up of 7.1 and 7.2, strictly (see procedure.py).  The limits
  do not apply when pairing the last round (``total_rounds`` known and equal
  to the round being paired); with the number of rounds unknown the limit of
  three (fewer than 10 rounds) is used.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.history import Float, PlayerHistory, histories
from arbiter_app.engine.model import ByeKind, Colour, Tournament
from arbiter_app.engine.systems.dubov_common import Rules

__all__ = ["Card", "Rules", "build_cards", "due_colour", "may_float_up", "upfloat_limit"]


@dataclass
class Card:
    number: int
    name: str
    rating: int
    score: float
    aro: float
    due: Colour | None
    diff: int  # whites minus blacks over games played
    last: Colour | None
    run: int  # how many times in a row ``last`` was played
    colours: list[Colour | None]  # per round, None = not played
    played: frozenset[int]
    had_point_without_playing: bool
    upfloats: int  # rounds transferred to a higher score group (2.5)
    upfloated_last_round: bool
    downfloated_before: bool  # played a lower-scored opponent in an earlier round (6.4)
    can_white: bool = field(init=False)
    can_black: bool = field(init=False)

    def __post_init__(self) -> None:
        # 2.3: the difference stays within -2..+2; 2.4: no third colour in a row
        self.can_white = self.diff + 1 <= 2 and not (self.last is Colour.WHITE and self.run >= 2)
        self.can_black = self.diff - 1 >= -2 and not (self.last is Colour.BLACK and self.run >= 2)

    def can_take(self, colour: Colour) -> bool:
        return self.can_white if colour is Colour.WHITE else self.can_black

    @property
    def alpha(self) -> str:
        """The name for "placed alphabetically" (6.2, 7.3, 7.4): case-insensitive."""
        return self.name.casefold()

    @property
    def aro_text(self) -> str:
        return f"{self.aro:.1f}"


def due_colour(history: PlayerHistory) -> Colour | None:
    """Section 1: white after more blacks, or equal numbers and black last;
    black after more whites, or equal numbers and white last."""
    diff = history.colour_difference
    if diff < 0:
        return Colour.WHITE
    if diff > 0:
        return Colour.BLACK
    last = history.last_colour
    return None if last is None else last.opposite


def _point_without_playing(history: PlayerHistory) -> bool:
    """2.2 (decision): U and F byes and forfeit wins; not H byes."""
    if history.had_pairing_bye or history.had_forfeit_win:
        return True
    return any(code in (ByeKind.FULL_POINT.value, ByeKind.PAIRING_ALLOCATED.value, "+")
               for code in history.codes)


def build_cards(t: Tournament) -> dict[int, Card]:
    ratings = {n: p.rating for n, p in t.players.items()}
    cards = {}
    for number, h in histories(t).items():
        last, run = h.same_colour_streak()
        played_floats = [f if c is not None else None for f, c in zip(h.floats, h.colours)]
        cards[number] = Card(
            number=number, name=t.players[number].name, rating=ratings[number],
            score=h.score, aro=h.aro(ratings), due=due_colour(h), diff=h.colour_difference,
            last=last, run=run, colours=list(h.colours),
            played=frozenset(h.played_opponents),
            had_point_without_playing=_point_without_playing(h),
            upfloats=sum(1 for f in played_floats if f is Float.UP),
            upfloated_last_round=bool(played_floats) and played_floats[-1] is Float.UP,
            downfloated_before=any(f is Float.DOWN for f in played_floats))
    return cards


def upfloat_limit(t: Tournament) -> int | None:
    """2.5: at most three transfers up (fewer than 10 rounds) or four (more
    than 9 rounds); None when pairing the last round (no limit)."""
    total = t.total_rounds
    if total is not None and t.next_round >= total:
        return None
    return 4 if total is not None and total > 9 else 3


def may_float_up(card: Card, limit: int | None) -> bool:
    """2.5: not two times running, and not beyond the limit."""
    if limit is None:
        return True
    return not card.upfloated_last_round and card.upfloats + 1 <= limit
