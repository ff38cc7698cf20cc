"""Tie-breaks built on the player's own results: WIN, WON, BPG, BWG, PS, GE."""

from __future__ import annotations

from arbiter_app.engine.model import Colour
from arbiter_app.engine.tiebreaks.records import Context, Entry
from arbiter_app.engine.tiebreaks.spec import TiebreakSpec
from arbiter_app.engine.tiebreaks.values import Contribution, Value


def _count(ctx: Context, label: str, test) -> dict[int, Value]:
    result = {}
    for number, entries in ctx.entries.items():
        hits = tuple(Contribution(e.round_no, e.opponent, label, 1.0, e.points)
                     for e in entries if test(e))
        result[number] = Value(float(len(hits)), hits)
    return result


def wins(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """WIN (C.07 7.1): rounds in which the player scored the points of a win,
    with or without playing (won games, forfeit wins, and byes worth a win)."""
    return _count(ctx, "win", lambda e: e.won)


def games_won(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """WON (C.07 7.2): games won over the board (forfeits and byes left out)."""
    return _count(ctx, "game won", lambda e: e.won and e.played)


def black_games(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """BPG (C.07 7.3): games played with black over the board (a forfeit is
    not a game played)."""
    return _count(ctx, "game with black", lambda e: e.played and e.colour is Colour.BLACK)


def black_wins(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """BWG (C.07 7.4): games won with black over the board."""
    return _count(ctx, "win with black",
                  lambda e: e.played and e.won and e.colour is Colour.BLACK)


def games_elected(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """GE, games one elected to play (C.07 7.6; named REP from August 2024): the rounds
    the player elected to play, the number of rounds minus his half-point byes, zero-
    point byes (every round after a withdrawal is one, 16.1.1) and forfeit losses.  A pairing-
    allocated bye, a full-point bye and a forfeit win count as elected."""
    def elected(entry: Entry) -> bool:
        return not entry.voluntary
    return _count(ctx, "round elected to play", elected)


def standard_points(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """STD (C.07 2026 7.7): 1 for each round in which the player scored more than
    the scheduled opponent, or without playing more than a draw's points; 1/2 for
    each round with as many as the opponent, or without playing a draw's points.

    With any scoring in which a win scores more than a draw and a draw more than a
    loss, "more than the opponent" is "more than a draw's points", which is how
    every round is compared here (as FIDE's checker does; a game still without a
    result, 0 points, scores 0)."""
    draw = ctx.draw
    result = {}
    for number, entries in ctx.entries.items():
        contributions = []
        for entry in entries:
            value = 1.0 if entry.points > draw + 1e-9 else 0.5 if abs(entry.points - draw) < 1e-9 \
                else 0.0
            contributions.append(Contribution(entry.round_no, entry.opponent, "standard points",
                                              value, entry.points))
        result[number] = Value(sum(c.value for c in contributions), tuple(contributions))
    return result


def pairing_number(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """TPN (C.07 2026 7.8): the tournament pairing number, the lower first."""
    return {number: Value(float(number), (), "the lower first", lower_first=True)
            for number in ctx.entries}


def progressive(ctx: Context, spec: TiebreakSpec) -> dict[int, Value]:
    """PS (C.07 7.5): the sum of the player's scores after each round; PS/Cn
    leaves out the first n rounds' running scores.  Unplayed rounds count with
    the points they gave."""
    result = {}
    for number, entries in ctx.entries.items():
        running = 0.0
        contributions = []
        for entry in entries:
            running += entry.points
            contributions.append(Contribution(entry.round_no, None, "score after the round",
                                              running, entry.points,
                                              cut=entry.round_no <= spec.cut_low))
        total = sum(c.value for c in contributions if not c.cut)
        result[number] = Value(total, tuple(contributions))
    return result


__all__ = ["black_games", "black_wins", "games_elected", "games_won", "pairing_number",
           "progressive", "standard_points", "wins"]
