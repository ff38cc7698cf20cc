"""DE, direct encounter (C.07 6), and the first-place-only variant of
swiss-rating-1998 F.10.

Unlike the other tie-breaks, DE is not a number of its own: it orders a
group of players still tied when it is applied.  Decisions (C.07 6, from
memory; see docs/tiebreaks.md):

* Only games played over the board count; forfeits do not (6.1.1), unless
  the regulations say so: DE/P.  Players who met more than once count the average of their
  results against each other.
* When every tied player has met every other, they are ordered by their
  points in those games; players still equal are ordered again by DE among
  themselves (the games between the remaining players only).
* When some have not met (Swiss), a player is placed ahead of the others only
  if his points exceed what any other could have reached had every missing
  game been won; the same then applies to the next place, and so on.  When
  the first place cannot be separated, the group stays tied.  The players
  left after the separated ones are ordered again by DE among themselves.
* The value shown (:func:`values`) is the rank DE gives within the tied
  group (6.2: "ranked number 1 and so on"; equal ranks shared) when DE
  separates at least one player of the group, and 0 for every player of a
  group DE does not separate at all, a player alone in his group included:
  the value of FIDE's tie-break checker (docs/tiebreaks.md).
"""

from __future__ import annotations

from arbiter_app.engine.tiebreaks.records import Context, Entry, Kind
from arbiter_app.engine.tiebreaks.values import PRECISION, Contribution

EPSILON = 10.0 ** -PRECISION


def _counts(entry: Entry, forfeits: bool) -> bool:
    return entry.played or (forfeits and entry.kind in (Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS))


def encounters(ctx: Context, group: list[int], forfeits: bool = False
               ) -> dict[int, dict[int, float]]:
    """``{player: {opponent in group: average points against him}}`` over the
    games played over the board between members of ``group`` (and the
    forfeits between them with DE/P)."""
    members = set(group)
    results: dict[int, dict[int, list[float]]] = {n: {} for n in group}
    for number in group:
        for entry in ctx.entries[number]:
            if _counts(entry, forfeits) and entry.opponent in members:
                results[number].setdefault(entry.opponent, []).append(entry.points)
    return {n: {o: sum(p) / len(p) for o, p in met.items()} for n, met in results.items()}


def encounter_contributions(ctx: Context, number: int, group: list[int] | set[int],
                            forfeits: bool = False) -> tuple[Contribution, ...]:
    members = group if isinstance(group, set) else set(group)
    return tuple(Contribution(e.round_no, e.opponent, "direct encounter", e.points, e.points)
                 for e in ctx.entries[number] if _counts(e, forfeits) and e.opponent in members)


def split(ctx: Context, group: list[int], forfeits: bool = False) -> list[list[int]]:
    """Order ``group`` by direct encounter: a list of subgroups, best first;
    players in one subgroup remain tied.  ``forfeits`` (DE/P): forfeits count
    as games played."""
    if len(group) < 2:
        return [list(group)]
    met = encounters(ctx, group, forfeits)
    points = {n: sum(met[n].values()) for n in group}
    others = len(group) - 1
    # a round robin: the tied players have met or will meet; DE compares the
    # points of the games played so far (as FIDE's checker does)
    if ctx.round_robin or all(len(met[n]) == others for n in group):
        levels = sorted({round(points[n], PRECISION) for n in group}, reverse=True)
        if len(levels) == 1:
            return [sorted(group)]
        result = []
        for level in levels:
            sub = sorted(n for n in group if round(points[n], PRECISION) == level)
            result.extend(split(ctx, sub, forfeits) if len(sub) > 1 else [sub])
        return result
    best = {n: points[n] + (others - len(met[n])) * ctx.scoring.win for n in group}
    rest = sorted(group, key=lambda n: (-points[n], n))
    placed: list[list[int]] = []
    while len(rest) > 1:
        leader, followers = rest[0], rest[1:]
        if points[leader] > max(best[n] for n in followers) + EPSILON:
            placed.append([leader])
            rest = followers
        else:
            break
    if not placed:
        return [sorted(group)]
    return placed + split(ctx, sorted(rest), forfeits)


def places(parts: list[list[int]]) -> dict[int, int]:
    """The place within the tied group of each player (equal places shared)."""
    result = {}
    position = 1
    for part in parts:
        for number in part:
            result[number] = position
        position += len(part)
    return result


def values(parts: list[list[int]]) -> dict[int, int]:
    """The DE value of each player of a tied group ordered into ``parts`` by
    :func:`split`: his place within the group (1 = first, equal places shared)
    when DE separated anybody, else 0 for all (a player alone included)."""
    if len(parts) < 2:
        return {number: 0 for part in parts for number in part}
    return places(parts)


__all__ = ["encounter_contributions", "encounters", "places", "split", "values"]
