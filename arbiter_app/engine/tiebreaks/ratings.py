"""Rating-based tie-breaks: ARO (and AROC-n), TPR, PTP, APRO, APPO.

Only games played over the board count (forfeits and byes have no opponent
rating).  Unrated players (C.07 10): when the tournament has unrated players
and no rule gives them a rating, these tie-breaks are dropped (every value
empty); ``TiebreakOptions.unrated_rating`` is that rule (for instance 1400,
the FIDE rating floor since 1 March 2024).

The tables are those of the FIDE Rating Regulations (B.02 8.1), kept once in
:mod:`arbiter_app.engine.ratings`: ``dp`` for a fractional score p, and ``PD``
the expected score for a rating difference D.
"""

from __future__ import annotations

from arbiter_app.engine.ratings import dp, expected_hundredths
from arbiter_app.engine.tiebreaks.opponents import round_half_up
from arbiter_app.engine.tiebreaks.records import Context, Entry
from arbiter_app.engine.tiebreaks.spec import TiebreakSpec
from arbiter_app.engine.tiebreaks.values import Contribution, Value

def game_result(ctx: Context, entry: Entry) -> float:
    """A played game's result as 1, 1/2 or 0 (the rating tables' scale)."""
    if entry.won:
        return 1.0
    if entry.points == ctx.scoring.draw and entry.points != ctx.scoring.loss:
        return 0.5
    return 0.0


def _rated_games(ctx: Context, number: int) -> list[tuple[Entry, int]]:
    games = []
    for entry in ctx.entries[number]:
        if not entry.played:
            continue
        rating = ctx.rating(entry.opponent, entry.round_no)
        if rating is not None:
            games.append((entry, rating))
    return games


def _after_cut(games: list[tuple[Entry, int]], low: int, high: int = 0
               ) -> tuple[list, set[int]]:
    """Drop the ``low`` lowest-rated opponents, then the ``high`` highest-rated
    (the earliest round among equals)."""
    order = sorted(range(len(games)), key=lambda i: (games[i][1], games[i][0].round_no))
    dropped = set(order[:low])
    rest = [i for i in sorted(range(len(games)), key=lambda i: (-games[i][1],
                                                                games[i][0].round_no))
            if i not in dropped]
    dropped |= set(rest[:high])
    return [g for i, g in enumerate(games) if i not in dropped], dropped


def _contributions(games, dropped, ctx: Context) -> tuple[Contribution, ...]:
    return tuple(Contribution(e.round_no, e.opponent, "opponent's rating", float(r),
                              game_result(ctx, e), cut=i in dropped)
                 for i, (e, r) in enumerate(games))


def average_rating(ratings: list[int]) -> int | None:
    """The average rounded to the nearest integer, halves up."""
    if not ratings:
        return None
    return int(round_half_up(sum(ratings) / len(ratings), 0))


def rating(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """RTNG (C.07 2026 10.6): the player's own rating, the higher first (an unrated
    player: the rating the rule of C.07 10 gives, see ``unrated_rating``)."""
    result = {}
    for number in ctx.entries:
        value = ctx.rating(number)
        result[number] = Value(None if value is None else float(value), (),
                               "" if value is not None else "unrated")
    return result


def average_rating_of_opponents(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """ARO (C.07 10.1): the average rating of the opponents met over the board,
    rounded to the nearest integer; ARO/Cn (AROC-n) first drops the n
    lowest-rated opponents, ARO/Mn also the n highest-rated."""
    result = {}
    for number in ctx.entries:
        games = _rated_games(ctx, number)
        kept, dropped = _after_cut(games, spec.cut_low, spec.cut_high)
        value = average_rating([r for _, r in kept])
        result[number] = Value(None if value is None else float(value),
                               _contributions(games, dropped, ctx),
                               "" if value is not None else "no rated game played")
    return result


def tournament_performance(ctx: Context, number: int) -> int | None:
    """TPR: ARO + dp(p), p = the score in those games / their number, rounded
    to two decimals."""
    games = _rated_games(ctx, number)
    aro = average_rating([r for _, r in games])
    if aro is None:
        return None
    score = sum(game_result(ctx, e) for e, _ in games)
    p = int(round_half_up(score / len(games) * 100, 0))
    return aro + dp(p)


def perfect_performance(ctx: Context, number: int) -> int | None:
    """PTP: the lowest whole rating R whose expected score against the same
    opponents, the sum of PD(R - Ri) over the full table (no 400-point cut), is
    at least the score made; a zero score: the lowest opponent's rating - 800.

    Decision: a perfect score follows the definition as it stands, giving the
    highest opponent's rating + 736 (PD is 1.00 only beyond 735).
    """
    games = _rated_games(ctx, number)
    if not games:
        return None
    ratings = [r for _, r in games]
    target = round(sum(game_result(ctx, e) for e, _ in games) * 100)
    if target <= 0:
        return min(ratings) - 800
    low, high = min(ratings) - 800, max(ratings) + 800  # expected(low) < target <= expected(high)

    def expected(rating: int) -> int:
        return sum(expected_hundredths(rating - r) for r in ratings)

    while high - low > 1:
        middle = (low + high) // 2
        if expected(middle) >= target:
            high = middle
        else:
            low = middle
    return high


def _per_player(ctx: Context, compute, label: str) -> dict[int, Value]:
    result = {}
    for number in ctx.entries:
        games = _rated_games(ctx, number)
        value = compute(ctx, number)
        result[number] = Value(None if value is None else float(value),
                               _contributions(games, set(), ctx),
                               "" if value is not None else f"no rated game: no {label}")
    return result


def performance_rating(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """TPR (C.07 10.2): tournament performance rating, ARO + dp(p)."""
    return _per_player(ctx, tournament_performance, "TPR")


def perfect_tournament_performance(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """PTP (C.07 10.3): perfect tournament performance."""
    return _per_player(ctx, perfect_performance, "PTP")


def _average_of_opponents(ctx: Context, compute, label: str) -> dict[int, Value]:
    own = {n: compute(ctx, n) for n in ctx.entries}
    result = {}
    for number, entries in ctx.entries.items():
        contributions = []
        for entry in entries:
            if entry.played and own[entry.opponent] is not None:
                contributions.append(Contribution(entry.round_no, entry.opponent,
                                                  f"opponent's {label}",
                                                  float(own[entry.opponent]), entry.points))
        value = average_rating([int(c.value) for c in contributions])
        result[number] = Value(None if value is None else float(value), tuple(contributions),
                               "" if value is not None else "no opponent with a " + label)
    return result


def average_performance_of_opponents(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """APRO (C.07 10.4): the average TPR of the opponents met over the board,
    rounded to the nearest integer (opponents without a TPR left out)."""
    return _average_of_opponents(ctx, tournament_performance, "TPR")


def average_perfect_performance_of_opponents(ctx: Context, spec: TiebreakSpec
                                             ) -> dict[int, Value]:
    """APPO (C.07 10.5): the average PTP of the opponents met over the board,
    rounded to the nearest integer (opponents without a PTP left out)."""
    return _average_of_opponents(ctx, perfect_performance, "PTP")


__all__ = ["average_perfect_performance_of_opponents", "average_performance_of_opponents",
           "average_rating", "average_rating_of_opponents", "dp", "expected_hundredths",
           "perfect_performance", "perfect_tournament_performance", "performance_rating", "rating",
           "tournament_performance"]
