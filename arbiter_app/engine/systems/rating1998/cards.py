"""The pairing card of each player as C.04.1 (1992/97/98) reads it.

Everything the procedure needs about one player before a round: the score
(F.9: adjourned games count as draws), the A.2 order, the colour history with
unplayed rounds dropped (F.2/F.3), the colour difference and preference (A.7),
the floats (A.4/A.5) and who may not meet whom (B.1) or take which colour (B.2).

Decisions (also in docs/systems/rating1998.md):

* F.9: a game of an earlier round still without result is an adjourned game
  and counts as a draw for both players, for pairing only.
* A.4/A.5/F.2: a float is written on the card when the pairing is made, so a
  forfeited game gives the same floats as a played one (score difference
  before the round); the pairing-allocated bye is a downfloat (A.5); other
  byes and absences give no float.
* B.1.a/F.2: only games played over the board count as "met"; a forfeited
  pairing may be repeated.  Pairs forbidden by the tournament (XXP) are
  treated like players who have met.
* B.1.b: "a point without playing" is a pairing-allocated bye (U), a
  full-point bye (F) or a forfeit win; a requested half-point bye is not.
* A.7.a: "The preference is white when the colour difference is < 0 or when
  the last two games were played with black, otherwise black."  The two
  conditions can only disagree on a history B.2 forbids (e.g. WWWWBB: +2,
  last two black; BBBBWW: -2, last two white).  Decision: the colour
  difference is named first in both sentences of A.7.a, so it decides when
  it is beyond +-1 (white below -1, black above +1); otherwise the last two
  games decide (white after two blacks, black after two whites).  This is
  symmetric in the colours, which the bare "or" reading is not (it would
  give white to both examples).
* A.7.a / note under B.6: a "score of over 50%" is a score above half of
  the points of a win times the rounds played; the exceptions apply to each
  such player on his own when the round being paired is the last one
  (total rounds known): his absolute preference becomes strong or mild, and
  B.2, B.5 and B.6 are not applied to him (his opponent keeps them).
* B.2.b: "three times in a row" is read on the colour history with the
  unplayed rounds dropped (F.2/F.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.history import Float, Strength, histories
from arbiter_app.engine.model import ByeKind, Colour, Tournament
from arbiter_app.engine.texts import N_

WHITE, BLACK = Colour.WHITE, Colour.BLACK

#: A.2.c: IGM-WGM-IM-WIM-FM-WFM-no title.  Both the full names and the TRF16
#: codes of columns 11-13 (g, wg, i, wi, f, wf; any case) are understood.
#: Decision (A.2.c): titles the text does not list (CM, WCM: TRF c, wc, and
#: anything else) rank as "no title".
TITLE_RANK = {"GM": 0, "IGM": 0, "G": 0, "WGM": 1, "WG": 1, "IM": 2, "I": 2,
              "WIM": 3, "WI": 3, "FM": 4, "F": 4, "WFM": 5, "WF": 5}
NO_TITLE = 6


def title_rank(title: str | None) -> int:
    return TITLE_RANK.get((title or "").strip().upper(), NO_TITLE)


@dataclass
class Card:
    number: int
    name: str
    rating: int
    title: str
    score: float
    colours: list[Colour]  # played games only, oldest first (F.2/F.3)
    floats: list[Float | None]  # per round, oldest first
    met: set[int]  # B.1.a
    bye_allowed: bool  # B.1.b
    waived: bool  # scores over 50% and this is the last round (A.7.a, note under B.6)
    rank: int = 0  # position in the A.2 order of this round (0 = highest)
    preference: Colour | None = None
    strength: Strength = Strength.NONE
    can_white: bool = True  # may_take(WHITE), cached by refresh()
    can_black: bool = True
    pcode: int = 0  # preference as 0 (none), 1 (white), 2 (black), cached by refresh()

    def refresh(self) -> "Card":
        """Derive the preference (A.7) and the cached colour facts."""
        self.preference, self.strength = colour_preference(self.colours, self.waived)
        self.can_white, self.can_black = self.may_take(WHITE), self.may_take(BLACK)
        self.pcode = 0 if self.preference is None else 1 if self.preference is WHITE else 2
        return self

    # -- A.7 -------------------------------------------------------------
    @property
    def difference(self) -> int:
        return self.colours.count(WHITE) - self.colours.count(BLACK)

    def signed_difference(self) -> str:
        """The colour difference as on the card: ``+1``, ``-2``, and ``+0``
        or ``-0`` after a white or black previous game (A.7.c)."""
        diff = self.difference
        if diff or not self.colours:
            return f"{diff:+d}" if diff else "0"
        return "+0" if self.colours[-1] is WHITE else "-0"

    def float_back(self, rounds_back: int) -> Float | None:
        if rounds_back > len(self.floats):
            return None
        return self.floats[-rounds_back]

    # -- B.2 -------------------------------------------------------------
    def may_take(self, colour: Colour) -> bool:
        """B.2: colour difference stays within +-2 and no third equal colour
        in a row (not applied to a player over 50% in the last round)."""
        if self.waived:
            return True
        diff = self.difference + (1 if colour is WHITE else -1)
        if diff > 2 or diff < -2:
            return False
        return not (len(self.colours) >= 2 and self.colours[-1] is colour
                    and self.colours[-2] is colour)

    def preference_text(self) -> str:
        if self.preference is None:
            return "no colour preference"
        return (f"{self.strength.name.lower()} "
                f"{'white' if self.preference is WHITE else 'black'}")


def colour_preference(colours: list[Colour], waived: bool) -> tuple[Colour | None, Strength]:
    """A.7 on a colour history with unplayed rounds dropped."""
    if not colours:
        return None, Strength.NONE
    diff = colours.count(WHITE) - colours.count(BLACK)
    same_two = len(colours) >= 2 and colours[-1] is colours[-2]
    if not waived and (diff > 1 or diff < -1 or same_two):
        # A.7.a: the colour difference (named first) decides when beyond +-1,
        # else the two latest games (see the module docstring)
        white = diff < 0 if diff > 1 or diff < -1 else colours[-1] is BLACK
        return (WHITE if white else BLACK), Strength.ABSOLUTE
    if diff:
        return (WHITE if diff < 0 else BLACK), Strength.STRONG  # A.7.b
    return colours[-1].opposite, Strength.MILD  # A.7.c


def is_last_round(t: Tournament) -> bool:
    return t.total_rounds is not None and t.next_round >= t.total_rounds


def _scores(t: Tournament, cards_codes: dict[int, list[str]]) -> dict[int, list[float]]:
    """Score before each round and after the last (F.9: pending = draw)."""
    scoring = t.scoring
    result = {}
    for number, codes in cards_codes.items():
        running, track = 0.0, [0.0]
        for code in codes:
            running += scoring.draw if code in (" ", "*", "") else scoring.for_code(code)
            track.append(running)
        result[number] = track
    return result


def build_cards(t: Tournament, numbers: list[int] | None = None) -> dict[int, Card]:
    """Cards of ``numbers`` (default: the players to pair), ranked by A.2."""
    numbers = t.players_to_pair() if numbers is None else numbers
    hist = histories(t)
    scores = _scores(t, {n: hist[n].codes for n in t.players})
    played_rounds = t.rounds_played
    last = is_last_round(t)
    threshold = 0.5 * t.scoring.win * played_rounds
    games_by_round = [{p: g for g in rnd.games for p in (g.white, g.black)} for rnd in t.rounds]
    cards: dict[int, Card] = {}
    for n in numbers:
        h, player = hist[n], t.players[n]
        track = scores[n]
        floats: list[Float | None] = []
        for r, rnd in enumerate(t.rounds):
            game = games_by_round[r].get(n)
            if game is not None:
                other = game.opponent_of(n)
                mine = track[r]
                theirs = scores[other][r] if other in scores else mine
                floats.append(Float.DOWN if mine > theirs else Float.UP if mine < theirs else None)
            elif rnd.byes.get(n) is ByeKind.PAIRING_ALLOCATED:
                floats.append(Float.DOWN)  # A.5
            else:
                floats.append(None)
        met = set(h.played_opponents)
        for pair in t.forbidden_pairs:
            if n in pair:
                met |= set(pair) - {n}
        bye_allowed = not (h.had_pairing_bye or h.had_forfeit_win or "F" in h.codes)
        waived = last and played_rounds > 0 and track[-1] > threshold
        card = Card(n, player.name, player.rating, player.title, track[-1],
                    list(h.played_colours), floats, met, bye_allowed, waived)
        cards[n] = card.refresh()
    for rank, card in enumerate(sorted(cards.values(), key=order_key)):
        card.rank = rank
    return cards


def order_key(card: Card) -> tuple:
    """A.2: score, rating, FIDE title, alphabetically (then pairing number)."""
    return (-card.score, -card.rating, title_rank(card.title), card.name.casefold(),
            card.number)


# -- pair-level criteria ---------------------------------------------------------

def colours_possible(a: Card, b: Card) -> bool:
    """B.2 allows at least one colour allocation of a pairing."""
    return (a.can_white and b.can_black) or (a.can_black and b.can_white)


def compatible(a: Card, b: Card) -> bool:
    """Absolute criteria B.1.a and B.2 for pairing ``a`` against ``b``."""
    return b.number not in a.met and colours_possible(a, b)


def colour_conflict(a: Card, b: Card) -> bool:
    """The pairing cannot fulfil both colour preferences (A.8, B.4)."""
    return a.pcode != 0 and a.pcode == b.pcode


@dataclass(frozen=True)
class Relaxed:
    """Which relative criteria are dropped (C.9, C.10)."""

    b6_down: bool = False
    b5_down: bool = False
    b6_up: bool = False
    b5_up: bool = False

    def describe(self) -> str:
        """The criteria dropped, as the explanations name them ("" for none)."""
        flags = (self.b6_down, self.b5_down, self.b6_up, self.b5_up)
        if flags in DROPPED:
            return DROPPED[flags]
        parts = [name for name, on in zip(("B6 downfloats", "B5 downfloats", "B6 upfloats",
                                           "B5 upfloats"), flags) if on]
        return ", ".join(parts)


#: the steps of C.9/C.10 (RELAX_ORDER) as the explanations name them, marked for the catalogue
DROPPED = {
    (False, False, False, False): "",
    (True, False, False, False): N_("B6 downfloats"),
    (True, True, False, False): N_("B6 downfloats, B5 downfloats"),
    (True, True, True, False): N_("B6 downfloats, B5 downfloats, B6 upfloats"),
    (True, True, True, True): N_("B6 downfloats, B5 downfloats, B6 upfloats, B5 upfloats"),
}


RELAX_ORDER = [Relaxed(), Relaxed(b6_down=True), Relaxed(True, True),
               Relaxed(True, True, True), Relaxed(True, True, True, True)]
ALL_RELAXED = RELAX_ORDER[-1]


def may_float(card: Card, kind: Float, relaxed: Relaxed) -> bool:
    """B.5 and B.6 for one float (not applied to a player over 50% in the last round)."""
    if card.waived:
        return True
    b5 = relaxed.b5_down if kind is Float.DOWN else relaxed.b5_up
    b6 = relaxed.b6_down if kind is Float.DOWN else relaxed.b6_up
    if not b5 and card.float_back(1) is kind:
        return False
    if not b6 and card.float_back(2) is kind:
        return False
    return True


def floats_ok(a: Card, b: Card, relaxed: Relaxed) -> bool:
    if a.score == b.score:
        return True
    high, low = (a, b) if a.score > b.score else (b, a)
    return may_float(high, Float.DOWN, relaxed) and may_float(low, Float.UP, relaxed)


def x_of(cards: list[Card]) -> int:
    """A.8: x = b - q if b > w else w - q (never below zero)."""
    w = sum(1 for c in cards if c.preference is WHITE)
    b = sum(1 for c in cards if c.preference is BLACK)
    q = (len(cards) + 1) // 2
    return max(0, b - q if b > w else w - q)
