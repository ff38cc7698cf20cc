"""The pairing of a bracket (C.04.6 3.6, criteria [C1], [C8]-[C10]).

A pairing of the bracket is a perfect matching of its teams over the legal pairs ([C1]);
each pair costs its share of

* [C8] the teams whose colour preference is not fulfilled: one when both teams prefer the
  same colour (article 4 then grants it to one of them), else none;
* [C9] (Type B) the same for strong preferences: one when both prefer the same colour
  strongly (a strong and a mild preference: 4.3.4 grants the strong one);
* [C10] (not in the last two rounds) one when an upfloater meets a resident team that was a
  floater in the previous round;

and the pairing chosen (3.6.4) is, among those of least ([C8], [C9], [C10]), the first in the
order of identifiers (3.6.2-3.6.3): the top members (smaller TPN of each pair) in ascending
order, then the bottom members in the order of their top members.  It is built one element
at a time: each team, in ascending TPN, is made a top member when a best pairing allows it
(so the sequence of top members is the smallest), then each top member in turn gets the
smallest bottom member a best pairing allows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import TeamCard
from .matching import Lex, Matcher


@dataclass
class BracketPairing:
    pairs: list[tuple[int, int]] = field(default_factory=list)  # (top, bottom), 3.6.1
    c8: int = 0
    c9: int = 0
    c10: int = 0

    @property
    def identifier(self) -> list[int]:
        """3.6.2: the top members ascending, then their bottom members."""
        pairs = sorted(self.pairs)
        return [a for a, _ in pairs] + [b for _, b in pairs]


def pair_costs(a: TeamCard, b: TeamCard, upfloaters: set[int], c9_applies: bool,
               c10_applies: bool) -> tuple[int, int, int]:
    """([C8], [C9], [C10]) of the pair ``a``-``b``."""
    same = a.preference is not None and a.preference is b.preference
    c8 = 1 if same else 0
    c9 = 1 if same and c9_applies and a.strong and b.strong else 0
    c10 = 0
    if c10_applies and (a.number in upfloaters) != (b.number in upfloaters):
        resident = b if a.number in upfloaters else a
        c10 = 1 if resident.floated else 0
    return c8, c9, c10


def pair_bracket(bracket: list[int], cards: dict[int, TeamCard], allowed, upfloaters: set[int],
                 c9_applies: bool, c10_applies: bool) -> BracketPairing:
    """3.6.4: the first pairing (order of identifiers) of least [C8], [C9], [C10]."""
    matcher = Matcher(bracket, allowed)
    half = len(bracket) // 2 + 1
    lex = Lex([0, half, half])
    matcher.set_costs(lambda a, b: lex.pack(pair_costs(cards[a], cards[b], upfloaters,
                                                       c9_applies, c10_applies)))
    found = matcher.solve()
    if found is None:
        raise ValueError("the bracket has no legal pairing")
    target, mates = found
    tops: set[int] = set()
    bottoms: set[int] = set()
    fixed: dict[int, int] = {}

    def keep(a: int, b: int) -> bool:  # a < b: a is the top member of the pair
        if a in bottoms or b in tops:
            return False
        if a in fixed or b in fixed:
            return fixed.get(a) == b
        return True

    members = sorted(bracket)
    for team in members:
        if len(tops) == len(members) // 2:
            bottoms.add(team)
            continue
        tops.add(team)
        found_mates = matcher.best(target, keep, mates)
        if found_mates is not None:
            mates = found_mates
            continue
        tops.discard(team)
        bottoms.add(team)
    for top in sorted(tops):
        for bottom in sorted(b for b in bottoms if b > top and b not in fixed):
            fixed[top], fixed[bottom] = bottom, top
            found_mates = matcher.best(target, keep, mates)
            if found_mates is not None:
                mates = found_mates
                break
            del fixed[top], fixed[bottom]
        else:  # cannot happen: the best cost was reached with these top members
            raise ValueError("no bottom member reaches the best cost")
    counts = lex.unpack(target)
    return BracketPairing(sorted((a, fixed[a]) for a in tops), *counts)


__all__ = ["BracketPairing", "pair_bracket", "pair_costs"]
