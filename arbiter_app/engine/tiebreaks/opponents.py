"""Tie-breaks built on the opponents' scores: BH, FB, AOB, SB, KS.

Every function takes the shared :class:`Context` and the tie-break's
:class:`TiebreakSpec` and returns ``{pairing number: Value}``.  Unplayed
rounds follow :mod:`.records` (C.07 2023 article 16, or the 2009 method).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from arbiter_app.engine.tiebreaks.records import UNPLAYED_2023, Context, Entry, Kind
from arbiter_app.engine.tiebreaks.spec import TiebreakSpec
from arbiter_app.engine.tiebreaks.values import Contribution, Value, apply_cuts


def round_half_up(value: float, decimals: int) -> float:
    quantum = Decimal(1).scaleb(-decimals)
    return float(Decimal(repr(value)).quantize(quantum, rounding=ROUND_HALF_UP))


def _stand_in(ctx: Context, number: int, entry: Entry, own_score: float | None = None,
              opponent_scores: dict[int, float] | None = None) -> Contribution:
    """The contribution of an unplayed round: a dummy (C.07 16.4, capped from the
    2026 edition on: 16.4.1, 16.4.2) or a virtual (2009) opponent.  FB passes the
    player's and the opponents' Fore scores."""
    what = entry.kind.value
    if entry.opponent is not None:
        what += f" against #{entry.opponent}"
    value = ctx.dummy_score(number, entry, own_score, opponent_scores)
    if ctx.options.unplayed == UNPLAYED_2023:
        own = ctx.scores[number] if own_score is None else own_score
        capped = " capped, 16.4" if value < own else ""
        source = f"dummy opponent ({what}{capped})"
    else:
        source = f"virtual opponent ({what})"
    return Contribution(entry.round_no, None, source, value, entry.points,
                        voluntary=entry.voluntary)


def _opponent_scores(ctx: Context) -> dict[int, float]:
    return ctx.opponent_scores()


def counts_as_played(entry: Entry, forfeits_played: bool) -> bool:
    """A game over the board, or (modifier /P) a forfeit, which then counts as a
    game against the scheduled opponent."""
    return entry.played or (forfeits_played and entry.kind in (Kind.FORFEIT_WIN,
                                                                Kind.FORFEIT_LOSS))


def _buchholz_contributions(ctx: Context, number: int, scores: dict[int, float],
                            forfeits_played: bool = False) -> list[Contribution]:
    result = []
    for entry in ctx.entries[number]:
        if ctx.round_robin and entry.opponent is None:
            continue  # a rest, or no game: nothing in a round robin
        if counts_as_played(entry, forfeits_played):
            source = "opponent" if entry.played else f"opponent ({entry.kind.value})"
            result.append(Contribution(entry.round_no, entry.opponent, source,
                                       scores[entry.opponent], entry.points))
        else:
            result.append(_stand_in(ctx, number, entry))
    return result


#: each round's opponent (or dummy) and his score, for BH, SB and a team event's ESB
buchholz_contributions = _buchholz_contributions


def buchholz(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """BH (C.07 8.1): the sum of the scores of the player's opponents.

    Opponents' scores follow 16.3 (a trailing requested bye or absence of the
    opponent counts as a draw); each of the player's own unplayed rounds counts
    a dummy opponent with the player's own score (16.4).  Cut-n / Median-n
    (C.07 14) drop the n least (and most) significant values, the player's
    voluntarily unplayed rounds first (16.5).
    """
    scores = _opponent_scores(ctx)
    voluntary_first = ctx.options.unplayed == UNPLAYED_2023
    result = {}
    for number in ctx.entries:
        contributions = _buchholz_contributions(ctx, number, scores, spec.forfeits_played)
        total, marked = apply_cuts(contributions, spec.cut_low, spec.cut_high, voluntary_first)
        result[number] = Value(total, marked)
    return result


def final_round_covered(ctx: Context) -> bool:
    """Whether the standings cover the tournament's final round (FB's "final
    round", C.07 8.3; FIDE's checker adjusts nothing before it)."""
    t = ctx.tournament
    final = t.total_rounds or t.rounds_played
    return ctx.rounds > 0 and ctx.rounds >= final


def _has_last_round_opponent(ctx: Context, number: int) -> Entry | None:
    if not final_round_covered(ctx):
        return None
    last = ctx.entries[number][-1]
    return last if last.opponent is not None else None


def fore_buchholz(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """FB (C.07 8.3): Buchholz with every pairing of the final round counted as a
    draw (forfeits included, against the scheduled opponent).

    The final round is the tournament's last round; standings that do not
    cover it have no final round to draw, and FB is BH there (as FIDE's
    checker computes it).  Players with a bye in that round keep the bye's
    points.  A final-round pairing counted as a draw is not a VUR, so a
    requested bye before it is followed by a round that is not a VUR (16.2.3)
    and counts with its points in the player's Fore score as an opponent.
    """
    base = _opponent_scores(ctx)
    fore: dict[int, float] = {}
    for number in ctx.entries:
        last = _has_last_round_opponent(ctx, number)
        fore[number] = base[number]
        if last is not None:
            fore[number] = ctx.score_after(number, ctx.rounds - 1) + ctx.draw
    own_fore = {}
    for number in ctx.entries:
        last = _has_last_round_opponent(ctx, number)
        own_fore[number] = ctx.scores[number] + (
            ctx.draw - last.points if last is not None else 0.0)
    voluntary_first = ctx.options.unplayed == UNPLAYED_2023
    result = {}
    for number in ctx.entries:
        contributions = []
        for entry in ctx.entries[number]:
            last_pairing = (entry.round_no == ctx.rounds and entry.opponent is not None
                            and final_round_covered(ctx))
            if counts_as_played(entry, spec.forfeits_played) or last_pairing:
                contributions.append(Contribution(
                    entry.round_no, entry.opponent,
                    "opponent (last round as a draw)" if last_pairing else
                    "opponent" if entry.played else f"opponent ({entry.kind.value})",
                    fore[entry.opponent], ctx.draw if last_pairing else entry.points))
            else:
                contributions.append(_stand_in(ctx, number, entry, own_fore[number], fore))
        total, marked = apply_cuts(contributions, spec.cut_low, spec.cut_high, voluntary_first)
        result[number] = Value(total, marked)
    return result


def average_of_opponents_buchholz(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """AOB (C.07 8.2): the average of the (uncut) Buchholz of the opponents met
    over the board, rounded to two decimals.

    AOB/F averages the opponents' Fore Buchholz instead.  Decision: unplayed
    rounds are left out (they have no opponent whose Buchholz could be taken); a
    player without games has no AOB (empty).
    """
    if spec.fore:
        plain, label = fore_buchholz(ctx, TiebreakSpec("FB")), "opponent's Fore Buchholz"
    else:
        plain, label = buchholz(ctx, TiebreakSpec("BH")), "opponent's Buchholz"
    result = {}
    for number, entries in ctx.entries.items():
        contributions = tuple(
            Contribution(e.round_no, e.opponent, label, plain[e.opponent].value or 0.0,
                         e.points)
            for e in entries if e.played)
        if not contributions:
            result[number] = Value(None, (), "no game played")
            continue
        average = sum(c.value for c in contributions) / len(contributions)
        result[number] = Value(round_half_up(average, 2), contributions)
    return result


def sonneborn_berger(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """SB (C.07 9.1): for each round, the opponent's score times the points the
    player scored against him.

    Opponents' scores, dummy and virtual opponents as in :func:`buchholz`; in a
    round robin the opponents' actual scores, forfeits as games against the
    scheduled opponent and nothing for a round without opponent
    (:mod:`.roundrobin`).
    SB/Cn cuts the product of the lowest-scoring opponent, the worst result
    among opponents with equal scores (14.1); with VURs, 16.5 cuts the lowest
    VUR product instead when it is not lower than that product.
    """
    scores = dict(ctx.scores) if ctx.round_robin else _opponent_scores(ctx)
    voluntary_first = ctx.options.unplayed == UNPLAYED_2023
    result = {}
    for number in ctx.entries:
        contributions = [
            Contribution(c.round_no, c.opponent, c.source, c.value * (c.points or 0.0),
                         c.points, c.voluntary, basis=c.value)
            for c in _buchholz_contributions(ctx, number, scores, spec.forfeits_played)]
        total, marked = apply_cuts(contributions, spec.cut_low, spec.cut_high, voluntary_first)
        result[number] = Value(total, marked)
    return result


def koya(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """KS (C.07 9.2): the points scored against the opponents whose final score
    is at least half (``TiebreakOptions.koya_limit``) of the maximum possible
    score; KS/L+n (KS/L-n) raises (lowers) that limit by n half points (14.5).

    Decision: forfeited games count with their points against the scheduled
    opponent (KS is meant for round robins, where unplayed games count as
    played); the opponents' actual scores are compared with the limit.  In a
    round robin with an odd field the maximum leaves out the rests.
    """
    games = ctx.rounds
    field_size = len(ctx.tournament.players)
    if ctx.round_robin and field_size % 2:
        games -= ctx.rounds // field_size  # the rests of an odd field (one a cycle)
    half_point = ctx.scoring.win / 2 if ctx.half_point is None else ctx.half_point
    limit = ctx.options.koya_limit * games * ctx.scoring.win + spec.limit_shift * half_point
    result = {}
    for number, entries in ctx.entries.items():
        contributions = []
        for entry in entries:
            if entry.opponent is None:
                continue
            reached = ctx.scores[entry.opponent] >= limit - 1e-9
            contributions.append(Contribution(
                entry.round_no, entry.opponent,
                "opponent at or above the limit" if reached else "opponent below the limit",
                entry.points, entry.points, cut=not reached))
        total = sum(c.value for c in contributions if not c.cut)
        result[number] = Value(total, tuple(contributions))
    return result


__all__ = ["average_of_opponents_buchholz", "buchholz", "buchholz_contributions",
           "counts_as_played", "fore_buchholz", "koya",
           "round_half_up", "sonneborn_berger"]
