"""Colour allocation, C.04.6 article 4: who has White on board 1 of each match.

``allocate(a, b, initial, secondary)`` returns the white team, the black team and the rule
(``"4.3.1"`` ... ``"4.3.9"``) that decided; :data:`RULE_TEXT` says each rule in words.

* 4.2 the first-team: the higher primary score, then the higher secondary score (unless the
  competition's rules say not to use it: ``secondary`` False), then the smaller TPN.
* 4.3.6 with C.04.2 3.4: the two teams' colour sequences of played matches are compared from
  their latest played match backwards (unplayed rounds squeezed out, the sequences aligned
  at their ends); the latest place where one had White and the other Black decides.
"""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.texts import N_

from .cards import TeamCard

RULE_TEXT = {
    "4.3.1": N_("neither team has played a match yet: the initial colour to the first-team "
                "if its TPN is odd, else the other colour"),
    "4.3.2": N_("the only colour preference granted"),
    "4.3.3": N_("both colour preferences granted"),
    "4.3.4": N_("the only strong colour preference granted"),
    "4.3.5": N_("White to the team with the lower colour difference"),
    "4.3.6": N_("colours alternated from the latest round in which they differed"),
    "4.3.7": N_("the first-team's colour preference granted"),
    "4.3.8": N_("the first-team's colour alternated from its last played match"),
    "4.3.9": N_("the other team's colour alternated from its last played match"),
}


def first_team(a: TeamCard, b: TeamCard, secondary: bool) -> tuple[TeamCard, TeamCard]:
    """4.2: (the first-team, the other)."""
    def rank(card: TeamCard):
        return (-card.score, -card.secondary if secondary else 0, card.number)
    return (a, b) if rank(a) <= rank(b) else (b, a)


def _latest_difference(first: TeamCard, other: TeamCard) -> Colour | None:
    """4.3.6: the colour ``first`` had the latest time the two had different colours
    (played matches only, aligned at their ends); None if never."""
    for mine, theirs in zip(reversed(first.played), reversed(other.played)):
        if mine is not theirs:
            return mine
    return None


def allocate(a: TeamCard, b: TeamCard, initial: Colour, secondary: bool
             ) -> tuple[int, int, str]:
    """(white team, black team, rule of 4.3) for the pair ``a``-``b``."""
    first, other = first_team(a, b, secondary)
    colour, rule = _first_colour(first, other, initial)
    if colour is Colour.WHITE:
        return first.number, other.number, rule
    return other.number, first.number, rule


def _first_colour(first: TeamCard, other: TeamCard, initial: Colour) -> tuple[Colour, str]:
    """The first-team's colour and the rule (4.3.1-4.3.9, the first that applies)."""
    if not first.played and not other.played:
        return (initial if first.number % 2 else initial.opposite), "4.3.1"
    pf, po = first.preference, other.preference
    if (pf is None) != (po is None):
        return (pf if pf is not None else po.opposite), "4.3.2"
    if pf is not None and po is not None and pf is not po:
        return pf, "4.3.3"
    if pf is not None and first.strong != other.strong:
        return (pf if first.strong else pf.opposite), "4.3.4"
    cf, co = first.colour_difference, other.colour_difference
    if cf != co:
        return (Colour.WHITE if cf < co else Colour.BLACK), "4.3.5"
    previous = _latest_difference(first, other)
    if previous is not None:
        return previous.opposite, "4.3.6"
    if pf is not None:
        return pf, "4.3.7"
    if first.played:
        return first.played[-1].opposite, "4.3.8"
    return other.played[-1], "4.3.9"


__all__ = ["RULE_TEXT", "allocate", "first_team"]
