"""What C.04.6 knows of each team before a round: its pairing card.

Built from the shared histories (:func:`arbiter_app.engine.history.histories`: opponents,
colours of played matches, byes) and the team scores (:mod:`arbiter_app.engine.teams.scores`).
Where the team text reads them differently from the individual rules, it is here:

* 1.2: the score is the primary score (match points or game points, as the settings say),
  the secondary score the other; virtual points of an accelerated round included.
* 1.6.1 with C.04.2 3.4: a team had a colour only in a match actually played (a forfeited
  match gives no colour); colour sequences skip the unplayed rounds.
* 1.7.1 / 1.7.2: Type A simple preferences, Type B strong and mild ones, or none.  Type B,
  last round, CD 0 and the last two played matches of one colour: the strong clause is read
  first, so the preference is strong (the "no preference ... CD zero ... last round" clause
  covers what the strong clause leaves; docs/systems/team2026.md).
* 1.5: a floater plays against an opponent with a different score; the floaters of the
  previous round ([C7], [C10]) are the teams that played a match in it against an opponent
  whose pairing score then differed from theirs.  A bye has no opponent, so it is no float;
  a forfeited match was not played, so neither.
* [C1] with C.04.2 3.5: only matches actually played count as having met.
* [C2]: no pairing-allocated bye for a team that had one, won a match by forfeit or had a
  full-point bye.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import Colour
from arbiter_app.engine.teams.model import COLOURS_A, COLOURS_B, COLOURS_NONE, TeamTournament
from arbiter_app.engine.teams.scores import (POINT, pairing_scores, team_scores,
                                             virtual_points)
from arbiter_app.engine.texts import N_


@dataclass
class TeamCard:
    number: int  # the TPN (1.1)
    score: int  # primary score for pairing, in hundredths (virtual points included)
    secondary: int  # secondary score (1.2.1), in hundredths
    played: list[Colour] = field(default_factory=list)  # colours of played matches
    preference: Colour | None = None  # 1.7
    strong: bool = False  # a strong Type B preference (1.7.2)
    floated: bool = False  # a floater in the previous round (1.5)
    bye_barred: bool = False  # [C2]
    opponents: frozenset[int] = frozenset()  # teams met in a played match ([C1])
    virtual: int = 0  # virtual points of an accelerated round in ``score``

    @property
    def matches_played(self) -> int:
        return len(self.played)

    @property
    def colour_difference(self) -> int:
        """1.6.2: matches with White minus matches with Black."""
        return self.played.count(Colour.WHITE) - self.played.count(Colour.BLACK)

    @property
    def last_colour(self) -> Colour | None:
        return self.played[-1] if self.played else None

    def preference_text(self) -> str:
        if self.preference is None:
            return N_("none")
        if self.strong:
            return N_("strong white") if self.preference is Colour.WHITE else N_("strong black")
        return N_("white") if self.preference is Colour.WHITE else N_("black")


def preference(played: list[Colour], colour_type: str, last_round: bool
               ) -> tuple[Colour | None, bool]:
    """(colour, strong) of 1.7: Type A's simple preference (``strong`` False), Type B's
    strong or mild one, none (``colour_type`` "none", or no match played yet)."""
    if colour_type == COLOURS_NONE or not played:
        return None, False
    cd = played.count(Colour.WHITE) - played.count(Colour.BLACK)
    twice = played[-1] if len(played) >= 2 and played[-1] is played[-2] else None
    # Type A's simple preference, Type B's strong one: the same words (1.7.1, 1.7.2)
    if cd < -1 or (cd in (0, -1) and twice is Colour.BLACK):
        return Colour.WHITE, colour_type == COLOURS_B
    if cd > 1 or (cd in (0, 1) and twice is Colour.WHITE):
        return Colour.BLACK, colour_type == COLOURS_B
    if colour_type != COLOURS_B:
        return None, False
    # Type B's mild preferences
    if cd == -1 or (cd == 0 and not last_round and played[-1] is Colour.BLACK):
        return Colour.WHITE, False
    if cd == 1 or (cd == 0 and not last_round and played[-1] is Colour.WHITE):
        return Colour.BLACK, False
    return None, False


def is_last_round(t: TeamTournament) -> bool:
    return t.total_rounds is not None and t.next_round >= t.total_rounds


def in_last_two_rounds(t: TeamTournament) -> bool:
    """[C7], [C10]: "with the exception of the last two rounds" (unknown length: never)."""
    return t.total_rounds is not None and t.next_round >= t.total_rounds - 1


def colour_type(t: TeamTournament) -> str:
    kind = t.settings.colour_type
    return kind if kind in (COLOURS_A, COLOURS_B, COLOURS_NONE) else COLOURS_A


def floated_in_previous_round(h: PlayerHistory, before: dict) -> bool:
    """1.5: the team played a match in the previous round against an opponent whose pairing
    score then differed from its own (``before``: the pairing scores of that round)."""
    if not h.colours or h.colours[-1] is None:
        return False  # no match played in it: a bye, an absence, a forfeited match
    other = h.paired_with[-1]
    return other in before and before[other].primary != before[h.number].primary


def _barred(h: PlayerHistory) -> bool:
    return h.had_pairing_bye or h.had_forfeit_win or "F" in h.codes


def build_cards(t: TeamTournament) -> dict[int, TeamCard]:
    """The card of every team of the tournament (those to pair and the others)."""
    hist = histories(t)
    scores = team_scores(t, hist)
    virtual = virtual_points(t)
    now = pairing_scores(t, scores, t.next_round, virtual)
    previous_round = t.rounds_played
    before = pairing_scores(t, scores, previous_round, virtual) if previous_round else {}
    kind, last = colour_type(t), is_last_round(t)
    cards = {}
    for number, h in hist.items():
        played = h.played_colours
        colour, strong = preference(played, kind, last)
        floated = bool(previous_round) and floated_in_previous_round(h, before)
        cards[number] = TeamCard(
            number=number, score=now[number].primary, secondary=now[number].secondary,
            played=played, preference=colour, strong=strong, floated=floated,
            bye_barred=_barred(h), opponents=frozenset(h.played_opponents),
            virtual=now[number].virtual_primary)
    return cards


def score_text(value: int) -> str:
    """A score in hundredths as people write it (``3``, ``2.5``)."""
    return f"{value / POINT:g}"


__all__ = ["TeamCard", "build_cards", "colour_type", "in_last_two_rounds", "is_last_round",
           "preference", "score_text"]
