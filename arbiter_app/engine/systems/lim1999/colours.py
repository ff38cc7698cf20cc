"""Colours in the Lim system (sections 2.1, 5 and 7.2).

Decisions (also in docs/systems/lim.md):

* 2.1, 2.3.b/c, 5.1, 5.3, 5.4: a player's colour history is the sequence of
  colours of the games he *played*; rounds without a played game (byes,
  forfeits, absences) are dropped, so "the previous two rounds" are his two
  latest played games and "three successive rounds" are three successive
  played games.
* 5.1/5.5/5.6 (the *due colour*): a player with more whites than blacks is
  due black, with more blacks due white (equalisation; before an odd round
  this is also the colour that leaves him "one more only of one colour");
  with as many whites as blacks he is due the colour other than his last one
  (alternation).  If that colour is forbidden by 5.1 a/b and the other is
  not, the other is due.  A player who has played no game is due no colour.
* 5.4/5.6, when both players are due the same colour: going back through
  their histories from the latest game, at the first game where their
  colours differ, the player who had the colour *other* than the due one
  gets the due colour (he needs it most: he has it least recently).  When
  one history runs out first, the missing colour counts as "different".
  Identical histories: in the median score-group or above the higher ranked
  player gets the due colour, below the median the lower ranked one.  "Rank"
  is the order by score, then pairing number (as swiss-rating-1998 A.2 and
  dutch-2016 A.2 define it), so a floater with the higher score is the
  higher ranked.
* No colour history on either side: the higher ranked player gets the
  colour drawn for round one
  (``Tournament.initial_colour``, white when not drawn), by analogy with 7.2.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import Colour
from arbiter_app.engine.texts import N_, join_texts

WHITE, BLACK = Colour.WHITE, Colour.BLACK
CAN_WHITE, CAN_BLACK = 1, 2


def colour_difference(colours: tuple[Colour, ...]) -> int:
    return sum(1 if c is WHITE else -1 for c in colours)


def breaks_51(colours: tuple[Colour, ...], colour: Colour) -> str:
    """Which of 5.1 a/b giving ``colour`` would break ('' if none)."""
    if len(colours) >= 2 and colours[-1] is colour and colours[-2] is colour:
        return "5.1a"
    diff = colour_difference(colours) + (1 if colour is WHITE else -1)
    if abs(diff) >= 3:
        return "5.1b"
    return ""


def allowed_mask(colours: tuple[Colour, ...]) -> int:
    """Bit mask of the colours 5.1 a/b (and 2.1) allow the player next."""
    mask = 0
    if not breaks_51(colours, WHITE):
        mask |= CAN_WHITE
    if not breaks_51(colours, BLACK):
        mask |= CAN_BLACK
    return mask


def due_colour(colours: tuple[Colour, ...]) -> Colour | None:
    """The colour the player is due (see the module docstring, 5.1/5.5/5.6)."""
    if not colours:
        return None
    diff = colour_difference(colours)
    due = BLACK if diff > 0 else WHITE if diff < 0 else colours[-1].opposite
    mask = allowed_mask(colours)
    bit = CAN_WHITE if due is WHITE else CAN_BLACK
    if not mask & bit and mask:
        due = due.opposite
    return due


def _bit(colour: Colour) -> int:
    return CAN_WHITE if colour is WHITE else CAN_BLACK


@dataclass(frozen=True)
class ColourChoice:
    white: int
    black: int
    rule: str  # which rule decided, for the board explanation


def history_decides(first: tuple[Colour, ...], second: tuple[Colour, ...],
                    colour: Colour) -> int | None:
    """5.4: 0 if the first player gets ``colour``, 1 if the second, None if the
    histories are identical."""
    for back in range(1, max(len(first), len(second)) + 1):
        a = first[-back] if back <= len(first) else None
        b = second[-back] if back <= len(second) else None
        if a is b:
            continue
        if a is colour.opposite:
            return 0
        if b is colour.opposite:
            return 1
        return 0 if a is None else 1  # the one who had ``colour`` there does not get it
    return None


def allocate(first: int, second: int, histories: dict[int, tuple[Colour, ...]],
             upper: bool, even_round: bool, initial: Colour) -> ColourChoice:
    """Colours of a pair (section 5).

    ``first`` is the higher ranked player (higher score, then lower pairing
    number);
    ``upper`` says
    whether the pair is made in the median score-group or above (5.4).
    When neither colour assignment keeps 5.1 a/b (only possible under the
    last-round exception, section 6), the due-colour rules decide alone.
    """
    ha, hb = histories[first], histories[second]
    ma, mb = allowed_mask(ha), allowed_mask(hb)
    legal = []
    if ma & CAN_WHITE and mb & CAN_BLACK:
        legal.append((first, second))
    if ma & CAN_BLACK and mb & CAN_WHITE:
        legal.append((second, first))
    if len(legal) == 1:
        white, black = legal[0]
        return ColourChoice(white, black, N_("5.3/5.1: the only colours allowed"))
    da, db = due_colour(ha), due_colour(hb)
    if da is None and db is None:
        choice = (first, second) if initial is WHITE else (second, first)
        rule = N_("no colour history: the higher ranked gets the colour drawn (7.2)")
    elif da is None or db is None or da is not db:
        if da is not None:
            choice = (first, second) if da is WHITE else (second, first)
        else:
            choice = (second, first) if db is WHITE else (first, second)
        rule = N_("both get their due colour (5.1)")
    else:
        rule_no = "5.6" if even_round else "5.4"
        winner = history_decides(ha, hb, da)
        if winner is None:
            winner = 0 if upper else 1
            rule = (N_("{rule}: identical histories, the higher ranked gets the due colour")
                    if upper else
                    N_("{rule}: identical histories, the lower ranked gets the due colour")
                    ).format(rule=rule_no)
        else:
            rule = N_("{rule}: colour history decides").format(rule=rule_no)
        gets = first if winner == 0 else second
        other = second if gets == first else first
        choice = (gets, other) if da is WHITE else (other, gets)
    if legal and choice not in legal:
        choice = legal[0]
        rule = N_("5.3/5.1: the only colours allowed")
    if not legal:
        rule = join_texts([rule, N_("last round: 5.1 yields to C.04.1.e (6)")])
    return ColourChoice(choice[0], choice[1], rule)


def round_one_colour(position: int, initial: Colour) -> Colour:
    """7.2: the colour of the upper-half player at 1-based ``position``."""
    return initial if position % 2 == 1 else initial.opposite
