"""The set of upfloaters of the top-scoregroup (C.04.6 3.5, criteria [C3]-[C7]).

All the teams still to pair are one matching problem: a set of upfloaters S and the
pairings that go with it are a perfect matching of them, S being the partners outside the
top-scoregroup G of G's teams (an upfloater never meets another upfloater when S is as small
as [C4] wants: both could go, and leave the others as they were).  So, over the perfect
matchings of all teams left (that is [C3] for the rest, and [C1] for everybody):

* [C4] the number of pairs between G and the others is least;
* [C5] "maximise the scores (taken in ascending order) of the upfloaters": the lowest score
  an upfloater has is as high as it can be, then as few upfloaters as possible have it,
  then the next lowest score as high as it can be, and so on (:func:`_profile`);
* [C6] "the following scoregroup" F is the scoregroup (1.3.1: all the teams of one score)
  of the next lower score among the teams of the round; when all its teams became
  upfloaters of earlier brackets or are upfloaters now, it is empty and [C6] does not apply
  (even if teams of lower scores are left).  Otherwise "the bracket where this scoregroup
  is paired" is the next one, and there [C4] counts the teams of F left paired outside F:
  it is least over the pairings of the rest when the pairs between F and the teams below,
  counted in the same matching, are least (graded: docs/systems/team2026.md);
* [C7] (not in the last two rounds) the upfloaters that were floaters in the previous round
  are fewest;

and 3.5.3-3.5.5: the sets of the best such values are ordered by their TPNs (descending
score, then ascending TPN, compared lexicographically), and the first one is chosen, one
element at a time (:func:`_first_set`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import TeamCard
from .matching import Lex, Matcher


@dataclass
class Upfloaters:
    """The choice of 3.5 for one top-scoregroup."""

    teams: list[int] = field(default_factory=list)  # in the order of 3.5.3
    c6: int = 0  # [C6]: upfloaters the next bracket will need
    c7: int = 0  # [C7]: upfloaters that floated in the previous round


def choose(matcher: Matcher, cards: dict[int, TeamCard], top: list[int],
           c7_applies: bool, following_score: int | None = None) -> Upfloaters:
    """3.5 for the top-scoregroup ``top`` among ``matcher.teams`` (all teams still to
    pair, a legal pairing of them existing).  ``following_score``: the score of the
    following scoregroup of the round ([C6]; None: the highest score below ``top``'s among
    the teams still to pair)."""
    group = set(top)
    others = [n for n in matcher.teams if n not in group]
    levels = sorted({cards[n].score for n in others}, reverse=True)
    rank = {n: levels.index(cards[n].score) for n in others}

    def crossing(a: int, b: int) -> bool:
        return (a in group) != (b in group)

    matcher.set_costs(lambda a, b: 1 if crossing(a, b) else 0)
    found = matcher.solve()
    if found is None:
        raise ValueError("no legal pairing of the teams left")
    k, mates = found
    if k == 0:
        return Upfloaters()
    profile = _profile(matcher, group, rank, k)
    # the full cost: [C4], [C5] (the profile's counts), [C6], [C7]
    used = [r for r, _ in profile]
    if following_score is None:
        following_score = levels[0] if levels else None
    following = {n for n in others if cards[n].score == following_score}
    half = len(matcher.teams) // 2 + 1
    lex = Lex([0] + [k + 1] * len(used) + [half, k + 1])

    def cost(a: int, b: int) -> int:
        if crossing(a, b):
            x = b if a in group else a
            counts = [1 if rank[x] == r else 0 for r in used]
            floated = 1 if c7_applies and cards[x].floated else 0
            return lex.pack([1, *counts, 0, floated])
        if a not in group and (a in following) != (b in following):
            return lex.pack([0] * (len(used) + 1) + [1, 0])
        return 0

    allowed_ranks = set(used)

    def allowed(a: int, b: int) -> bool:
        if not crossing(a, b):
            return True
        return rank[b if a in group else a] in allowed_ranks

    matcher.set_costs(cost)
    found = matcher.solve(allowed)
    if found is None:  # cannot happen: the profile was reached with these pairs
        raise ValueError("the upfloaters' profile is not reachable")
    target, mates = found
    counts = lex.unpack(target)
    chosen = _first_set(matcher, group, rank, dict(profile), cards, target, allowed, mates)
    return Upfloaters(chosen, c6=counts[-2], c7=counts[-1])


def _profile(matcher: Matcher, group: set[int], rank: dict[int, int], k: int
             ) -> list[tuple[int, int]]:
    """[C5]: (rank of the score below the top-scoregroup, number of upfloaters of that
    score), the lowest score first, for ``k`` upfloaters ([C4])."""
    fixed: list[tuple[int, int]] = []
    left = k
    worst = max(rank.values()) + 1
    while left > 0:
        ranks = [r for r, _ in fixed]
        for candidate in range(worst):
            lex = Lex([0] + [k + 1] * (len(ranks) + 1))
            tracked = ranks + [candidate]

            def cost(a: int, b: int, tracked=tracked, lex=lex) -> int:
                if (a in group) == (b in group):
                    return 0
                x = b if a in group else a
                return lex.pack([1] + [1 if rank[x] == r else 0 for r in tracked])

            def allowed(a: int, b: int, tracked=tracked, candidate=candidate) -> bool:
                if (a in group) == (b in group):
                    return True
                r = rank[b if a in group else a]
                return r <= candidate or r in tracked

            matcher.set_costs(cost)
            found = matcher.solve(allowed)
            if found is None:
                continue
            counts = lex.unpack(found[0])
            if counts[0] != k or counts[1:-1] != [c for _, c in fixed]:
                continue
            fixed.append((candidate, counts[-1]))
            left -= counts[-1]
            worst = candidate
            break
        else:  # cannot happen: the ranks of the previous step are still allowed
            raise ValueError("no upfloaters' profile")
    return fixed


def _first_set(matcher: Matcher, group: set[int], rank: dict[int, int],
               profile: dict[int, int], cards: dict[int, TeamCard], target: int,
               allowed, mates: dict[int, int]) -> list[int]:
    """3.5.3-3.5.5: the first set, in the lexicographic order of its TPNs (descending
    score, then ascending TPN), among those reaching the best costs ``target``."""
    inside: set[int] = set()  # upfloaters chosen
    outside: set[int] = set()  # potential upfloaters passed over

    def keep(a: int, b: int) -> bool:
        if not allowed(a, b):
            return False
        if (a in group) == (b in group):
            return a not in inside and b not in inside
        x = b if a in group else a
        return x not in outside

    chosen: list[int] = []
    for level in sorted(profile):
        candidates = sorted(n for n, r in rank.items() if r == level)
        for count in range(profile[level]):
            for index, team in enumerate(candidates):
                if team in inside or team in outside:
                    continue
                inside.add(team)
                found = matcher.best(target, keep, mates)
                if found is not None:
                    mates = found
                    chosen.append(team)
                    break
                inside.discard(team)
                outside.add(team)
            else:  # cannot happen: the best costs were reached with this profile
                raise ValueError("no set of upfloaters reaches the best costs")
        outside.update(n for n in candidates if n not in inside)
    return chosen


__all__ = ["Upfloaters", "choose"]
