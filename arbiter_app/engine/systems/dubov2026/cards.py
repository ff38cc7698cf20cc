"""The 2026 pairing card of each player (C.04.4.1 (2026), section 1, [C2]).

Everything the pairing reads about a player before a round, computed once
from :func:`arbiter_app.engine.history.histories`.  Decisions (listed with
their articles in docs/systems/dubov2026.md):

* TPN (1.2): the player's number in the tournament (the pairing number of
  the file).  A late entry keeps the number he was given (General Handling
  Rules 2.4 "an appropriate TPN"); 5.2.1 uses it as it is.
* ARO (1.7.1): the ratings of the opponents met over the board, averaged and
  rounded to the nearest integer, the higher on .5; 0 before the first game
  played (1.7.3).  An unrated player counts with rating 0 (1.1.2 asks the
  Chief Arbiter to give him one; the file's rating is the one used).
* Colour difference and preference (1.5, 1.6): over games played over the
  board only (General Handling Rules 3.4).  A player whose colour difference
  and last two colours give absolute preferences for different colours
  (e.g. BBBBWW) has the one of the colour difference (1.6.1 names it first,
  and Basic Rule 6 binds before 7 is reached).  No game played: mild Black
  (1.6.4).
* Upfloated (1.8, [C8]-[C10]): a round in which the player played over the
  board an opponent who had more points before that round.  A forfeited game
  and a bye are not upfloats (the file keeps no brackets; only played games
  carry history in this edition, 1.5, 1.7.1, GHR 3.4).  "Upfloated in the
  previous round" ([C10]): in round k-1 itself.
* [C2] / 3.1.1: barred from the bye after a pairing-allocated bye, or after a
  round scored without playing with at least the points of a win (forfeit
  win, full-point bye).  A half-point bye does not bar.
* Games played (3.1.4): games played over the board; forfeits do not count.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.history import Float, Strength, histories
from arbiter_app.engine.model import ByeKind, Colour, Tournament
from arbiter_app.engine.systems.dubov_common import rounded_average
from arbiter_app.engine.texts import N_


@dataclass
class Card:
    number: int  # the TPN
    rating: int
    score: float
    aro: int
    games: int  # games played over the board
    preference: Colour  # 1.6 (mild Black before the first game, 1.6.4)
    strength: Strength
    colours: list[Colour]  # played colours only, oldest first (GHR 3.4)
    played: frozenset[int]
    bye_barred: bool  # [C2]
    upfloats: int
    upfloated_last_round: bool
    can_white: bool = field(init=False)
    can_black: bool = field(init=False)

    def __post_init__(self) -> None:
        # [C3]: an absolute preference is always granted, so a player with one
        # can only take that colour; two with the same one cannot meet
        absolute = self.strength is Strength.ABSOLUTE
        self.can_white = not (absolute and self.preference is Colour.BLACK)
        self.can_black = not (absolute and self.preference is Colour.WHITE)

    @property
    def diff(self) -> int:
        return self.colours.count(Colour.WHITE) - self.colours.count(Colour.BLACK)

    @property
    def preference_text(self) -> str:
        colour = "White" if self.preference is Colour.WHITE else "Black"
        return PREFERENCE_TEXT.get((self.strength, self.preference),
                                   f"{self.strength.name.lower()} {colour}")


#: a colour preference (1.6) as the explanations write it
PREFERENCE_TEXT = {
    (Strength.MILD, Colour.WHITE): N_("mild White"),
    (Strength.MILD, Colour.BLACK): N_("mild Black"),
    (Strength.STRONG, Colour.WHITE): N_("strong White"),
    (Strength.STRONG, Colour.BLACK): N_("strong Black"),
    (Strength.ABSOLUTE, Colour.WHITE): N_("absolute White"),
    (Strength.ABSOLUTE, Colour.BLACK): N_("absolute Black"),
}


def rank_key(card: Card) -> tuple[float, int]:
    """5.2.1 "the higher ranked player (i.e. the player who has more points
    or, when points are equal, has a smaller TPN)": smaller key ranks higher."""
    return (-card.score, card.number)


def _bye_barred(t: Tournament, codes: list[str], had_pairing_bye: bool) -> bool:
    """[C2]: a pairing-allocated bye, or one round scored without playing with
    as many points as a win."""
    if had_pairing_bye:
        return True
    win = t.scoring.win
    for code in codes:
        if code == ByeKind.PAIRING_ALLOCATED.value:
            return True
        if code in ("+", ByeKind.FULL_POINT.value) and t.scoring.for_code(code) >= win:
            return True
    return False


def build_cards(t: Tournament) -> dict[int, Card]:
    ratings = {n: p.rating for n, p in t.players.items()}
    cards = {}
    for number, h in histories(t).items():
        played = h.played_colours
        if played:
            pref = h.colour_preference()
            colour, strength = pref.colour, pref.strength
        else:
            colour, strength = Colour.BLACK, Strength.MILD  # 1.6.4
        opponents = h.played_opponents
        aro = rounded_average(sum(ratings[o] for o in opponents), len(opponents)) if opponents else 0
        played_floats = [f for f, c in zip(h.floats, h.colours) if c is not None]
        last_round_up = (bool(h.colours) and h.colours[-1] is not None
                         and h.floats[-1] is Float.UP)
        cards[number] = Card(
            number=number, rating=ratings[number], score=h.score, aro=aro,
            games=len(played), preference=colour, strength=strength, colours=list(played),
            played=frozenset(opponents),
            bye_barred=_bye_barred(t, h.codes, h.had_pairing_bye),
            upfloats=sum(1 for f in played_floats if f is Float.UP),
            upfloated_last_round=last_round_up)
    return cards


def max_upfloats(t: Tournament) -> int | None:
    """1.8.2: MaxT = 2 + [Rnds/5] (None when the number of rounds is unknown:
    then nobody is a maximum upfloater)."""
    if t.total_rounds is None:
        return None
    return 2 + t.total_rounds // 5


def is_last_round(t: Tournament) -> bool:
    """[C8]-[C10] "unless it is the last round"."""
    return t.total_rounds is not None and t.next_round >= t.total_rounds


__all__ = ["Card", "build_cards", "is_last_round", "max_upfloats", "rank_key"]
