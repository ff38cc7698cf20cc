"""What each player's record says before a round: the pairing card.

Computed in one pass over the rounds.  Unplayed rounds follow the rule
texts: byes, forfeits and absences give no colour (dutch-2016 A.6,
swiss-rating-1998 F.2, dubov-1997 2.2) and count as a downfloat
(dutch-2016 A.4.b).  System-specific readings (Dubov's due colour, Lim's
floaters, ...) build on these fields inside each system's module.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from arbiter_app.engine.model import ByeKind, Colour, Tournament
from arbiter_app.engine.texts import N_


class Float(str, enum.Enum):
    DOWN = "down"
    UP = "up"

    @property
    def arrow(self) -> str:
        return "\u2193" if self is Float.DOWN else "\u2191"


class Strength(enum.IntEnum):
    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True)
class ColourPreference:
    colour: Colour | None
    strength: Strength

    def __str__(self) -> str:
        """``strong white``, ``none`` ...: English (the pairing cards' texts), a key of the
        catalogue shown in the window's language (a message, ``i18n.message``)."""
        if self.colour is None or self.strength is Strength.NONE:
            return N_("none")
        return _PREFERENCE_TEXT[self.strength, self.colour]


NO_PREFERENCE = ColourPreference(None, Strength.NONE)
_PREFERENCE_TEXT = {
    (Strength.MILD, Colour.WHITE): N_("mild white"),
    (Strength.MILD, Colour.BLACK): N_("mild black"),
    (Strength.STRONG, Colour.WHITE): N_("strong white"),
    (Strength.STRONG, Colour.BLACK): N_("strong black"),
    (Strength.ABSOLUTE, Colour.WHITE): N_("absolute white"),
    (Strength.ABSOLUTE, Colour.BLACK): N_("absolute black"),
}


@dataclass
class PlayerHistory:
    """One player's record over the rounds already in the tournament."""

    number: int
    score: float = 0.0
    # score before each round (index 0 = before round 1)
    scores_before: list[float] = field(default_factory=list)
    # per round: the colour of a game played over the board, else None
    colours: list[Colour | None] = field(default_factory=list)
    # per round: the opponent paired against (played or forfeited), else None
    paired_with: list[int | None] = field(default_factory=list)
    # per round: the player's TRF result code (1 = 0 + - W D L U H F Z, ' ' pending)
    codes: list[str] = field(default_factory=list)
    # per round: the float received in that round (dutch-2016 A.4.b)
    floats: list[Float | None] = field(default_factory=list)
    # opponents met over the board (forfeited games excluded)
    played_opponents: list[int] = field(default_factory=list)
    # every opponent paired against, forfeits included
    opponents: set[int] = field(default_factory=set)
    had_pairing_bye: bool = False
    had_forfeit_win: bool = False
    # points scored without playing: U, F, H byes and forfeit wins
    unplayed_points: float = 0.0

    # -- colours -----------------------------------------------------------
    @property
    def played_colours(self) -> list[Colour]:
        """Colours of games played over the board, unplayed rounds dropped
        (swiss-rating-1998 F.3: WB-WB counts as -WBWB)."""
        return [c for c in self.colours if c is not None]

    @property
    def games_played(self) -> int:
        return len(self.played_colours)

    @property
    def colour_difference(self) -> int:
        """Whites minus blacks over games played (dutch-2016 A.6, 1998 A.7)."""
        played = self.played_colours
        return played.count(Colour.WHITE) - played.count(Colour.BLACK)

    @property
    def last_colour(self) -> Colour | None:
        played = self.played_colours
        return played[-1] if played else None

    def same_colour_streak(self) -> tuple[Colour | None, int]:
        """The latest played colour and how many times in a row it was played."""
        played = self.played_colours
        if not played:
            return None, 0
        last, run = played[-1], 0
        for colour in reversed(played):
            if colour is not last:
                break
            run += 1
        return last, run

    def colour_preference(self) -> ColourPreference:
        """The colour preference of dutch-2016 A.6 (and swiss-rating-1998 A.7).

        Decision (A.6.a): when a colour difference beyond +-1 and two equal
        latest colours point to different colours, the colour difference wins,
        since equalising colours (C.04.1.f) outranks alternating them.
        """
        played = self.played_colours  # once (colour_difference and the streak, inline)
        if not played:
            return NO_PREFERENCE
        diff = played.count(Colour.WHITE) - played.count(Colour.BLACK)
        last, run = played[-1], 0
        for colour in reversed(played):
            if colour is not last:
                break
            run += 1
        if diff > 1:
            return ColourPreference(Colour.BLACK, Strength.ABSOLUTE)
        if diff < -1:
            return ColourPreference(Colour.WHITE, Strength.ABSOLUTE)
        if run >= 2:
            return ColourPreference(last.opposite, Strength.ABSOLUTE)
        if diff == 1:
            return ColourPreference(Colour.BLACK, Strength.STRONG)
        if diff == -1:
            return ColourPreference(Colour.WHITE, Strength.STRONG)
        return ColourPreference(last.opposite, Strength.MILD)

    def signed_difference(self) -> str:
        """The colour difference as written on the 1998 pairing card:
        ``+1``, ``-2`` ..., and for zero ``+0`` or ``-0`` after a white or
        black previous game (swiss-rating-1998 A.7.c); ``0`` before any game."""
        diff = self.colour_difference
        if diff:
            return f"{diff:+d}"
        last = self.last_colour
        if last is None:
            return "0"
        return "+0" if last is Colour.WHITE else "-0"

    # -- floats ------------------------------------------------------------
    def float_back(self, rounds_back: int) -> Float | None:
        """The float received ``rounds_back`` rounds ago (1 = previous round)."""
        if rounds_back > len(self.floats):
            return None
        return self.floats[-rounds_back]

    # -- ratings -----------------------------------------------------------
    def aro(self, ratings: dict[int, int]) -> float:
        """Average rating of the opponents actually played (dubov-1997 1)."""
        if not self.played_opponents:
            return 0.0
        return sum(ratings[o] for o in self.played_opponents) / len(self.played_opponents)


def histories(tournament: Tournament, rounds: int | None = None) -> dict[int, PlayerHistory]:
    """Every player's history over rounds ``1..rounds`` (default: all)."""
    rounds = tournament.rounds_played if rounds is None else rounds
    scoring = tournament.scoring
    points = scoring.points  # the table once, not per player and round
    white, black, down, up = Colour.WHITE, Colour.BLACK, Float.DOWN, Float.UP
    result = {n: PlayerHistory(n) for n in tournament.players}
    for rnd in tournament.rounds[:rounds]:
        before = {n: h.score for n, h in result.items()}
        seen: set[int] = set()
        for game in rnd.games:
            w, b = result.get(game.white), result.get(game.black)
            if w is None or b is None:
                continue  # the reader reports such games; never crash here
            outcome = game.result
            played = outcome.is_played
            white_code, black_code = outcome.codes
            if w is b:  # as Game.code_of and colour_of read such a game
                sides = ((w, b, white_code, white), (b, w, white_code, white))
            else:
                sides = ((w, b, white_code, white), (b, w, black_code, black))
            for me, other, code, colour in sides:
                mine = before[me.number]
                seen.add(me.number)
                me.scores_before.append(mine)
                me.codes.append(code)
                me.paired_with.append(other.number)
                me.opponents.add(other.number)
                if code != "*" and code.strip():
                    me.score += points[code]
                if played:
                    me.colours.append(colour)
                    me.played_opponents.append(other.number)
                    theirs = before[other.number]
                    me.floats.append(down if mine > theirs else up if mine < theirs else None)
                else:
                    me.colours.append(None)
                    me.floats.append(down)
                    if code == "+":
                        me.had_forfeit_win = True
                        me.unplayed_points += scoring.forfeit_win
        byes = rnd.byes
        for number, history in result.items():
            if number in seen:
                continue
            kind = byes.get(number, ByeKind.ZERO_POINT)
            history.scores_before.append(before[number])
            history.codes.append(kind.value)
            history.paired_with.append(None)
            history.colours.append(None)
            history.floats.append(down)
            bye_points = points[kind.value]
            history.score += bye_points
            history.unplayed_points += bye_points
            if kind is ByeKind.PAIRING_ALLOCATED:
                history.had_pairing_bye = True
    return result


__all__ = ["ColourPreference", "Float", "NO_PREFERENCE", "PlayerHistory", "Strength",
           "histories"]
