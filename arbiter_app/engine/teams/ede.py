"""EDE, the Extended Direct Encounter for teams, and its four forms (C.07 2026, 13.3).

13.3.1 "Apply the Direct Encounter rule (Article 6), first using the primary score (MP or
GP), then, if no ties were broken in accordance with this rule, using the secondary
score."  13.3.2 "If exactly two teams are still tied in both MP and GP, the rules of a
competition must specify whether the Tie-Breaks specific for Team Knockouts apply (Article
12), and, if so, which ones and in what order": EDEBT (BC, then TBR), EDEBB (BC, then
BBE), EDET (TBR), EDEB (BBE); plain EDE applies none.  13.3.3 "Any time a new subset of
tied teams is determined, restart with the new subset from 13.3.1."

So a tied group is ordered by :func:`~arbiter_app.engine.tiebreaks.direct.split` (article
6 with 6.2's reapplication and 6.3's "whatever the outcome of the missing games") on the
primary score; if that separates nobody, on the secondary score; each subgroup it makes
starts again from the primary score; two teams neither score separates go to the forms'
board tie-breaks.

Decision: those board tie-breaks are counted on the boards of the two teams' encounters
(their matches against each other), not on every match of the tournament.  Article 12 is
written for a knockout, where "both teams have the same number of match points and game
points" in the match between them and the boards of that match decide; EDE extends the
direct encounter (13.3.1 applies article 6, whose "encounters" are the matches between the
tied teams), and 13.3.2 takes over when those encounters leave the two teams "tied in
both MP and GP".  Two teams that never met stay tied.  FIDE's tie-break checker counts
them so too; read literally, 12.1-12.3's "in all games played by the team in the
tournament" would count every match (docs/tiebreaks.md, "Team events").

Like DE, EDE is no number of its own: the value shown is the place EDE gives within the
group tied when it is applied, 0 when it separates none of them (as for DE, see
docs/tiebreaks.md).  /P: forfeited matches count as matches played (6.1.1).
"""

from __future__ import annotations

from arbiter_app.engine.teams import knockout
from arbiter_app.engine.teams.context import TeamContext
from arbiter_app.engine.tiebreaks import direct
from arbiter_app.engine.tiebreaks.values import Contribution, Value

#: each form's tie-breaks of article 12, in order (13.3.2 a.-d.)
FORMS: dict[str, tuple[str, ...]] = {
    "EDE": (),
    "EDEBT": ("BC", "TBR"),
    "EDEBB": ("BC", "BBE"),
    "EDET": ("TBR",),
    "EDEB": ("BBE",),
}


def split(tctx: TeamContext, group: list[int], acronym: str = "EDE",
          forfeits: bool = False) -> list[list[int]]:
    """Order a tied group by EDE or one of its forms: subgroups, best first."""
    if len(group) < 2:
        return [list(group)]
    for score in (tctx.primary, tctx.secondary):  # 13.3.1
        parts = direct.split(tctx.of(score), sorted(group), forfeits)
        if len(parts) > 1:
            ordered: list[list[int]] = []
            for part in parts:  # 13.3.3
                ordered.extend(split(tctx, part, acronym, forfeits))
            return ordered
    if len(group) == 2 and FORMS[acronym]:  # 13.3.2
        rounds = encounter_rounds(tctx, group, forfeits)
        for tiebreak in FORMS[acronym] if rounds else ():
            parts = knockout.split(tctx, tiebreak, group, rounds)
            if len(parts) > 1:
                return parts
    return [sorted(group)]


def encounter_rounds(tctx: TeamContext, group: list[int], forfeits: bool) -> set[int]:
    """The rounds in which two tied teams met: their matches played over the board, and
    with /P their forfeited ones."""
    first, second = group
    return {c.round_no for c in direct.encounter_contributions(tctx.mp, first, {second},
                                                               forfeits)}


def contributions(tctx: TeamContext, number: int, group: list[int], forfeits: bool
                  ) -> tuple[Contribution, ...]:
    """The matches between the tied teams, on the primary then the secondary score."""
    members = set(group)
    result = []
    for score in (tctx.primary, tctx.secondary):
        result.extend(Contribution(c.round_no, c.opponent, f"direct encounter ({score})",
                                   c.value, c.points)
                      for c in direct.encounter_contributions(tctx.of(score), number,
                                                              members, forfeits))
    return tuple(result)


def ordered_group(tctx: TeamContext, values: dict[int, Value], group: list[int],
                  acronym: str, forfeits: bool) -> list[list[int]]:
    """Order a tied group by ``acronym`` and set each member's value in ``values``: his
    place among them when EDE separates any, else 0."""
    parts = split(tctx, group, acronym, forfeits)
    place = direct.values(parts)
    for number in group:
        values[number] = Value(
            float(place[number]), contributions(tctx, number, group, forfeits),
            f"place {place[number]} among {len(group)} tied teams" if place[number]
            else f"{acronym} separates none of the {len(group)} tied teams")
    return parts


__all__ = ["FORMS", "contributions", "encounter_rounds", "ordered_group", "split"]
