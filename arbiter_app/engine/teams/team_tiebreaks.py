"""The tie-breaks of team competitions built on the two scores: MP, GP, MPvGP, the four
Extended Sonneborn-Berger (ESB) and SSSC (C.07 2026, 11.1, 13.1, 13.2, 13.4).

Every function takes the :class:`~arbiter_app.engine.teams.context.TeamContext` and the
tie-break's :class:`~arbiter_app.engine.tiebreaks.spec.TiebreakSpec` and returns
``{TPN: Value}``, as the individual ones do.
"""

from __future__ import annotations

import math

from arbiter_app.engine.teams.context import TeamContext
from arbiter_app.engine.teams.model import GAME_POINTS, MATCH_POINTS
from arbiter_app.engine.tiebreaks.opponents import (buchholz, buchholz_contributions,
                                                    fore_buchholz)
from arbiter_app.engine.tiebreaks.records import UNPLAYED_2023, Context
from arbiter_app.engine.tiebreaks.spec import TiebreakSpec
from arbiter_app.engine.tiebreaks.values import Contribution, Value, apply_cuts


def _score(ctx: Context, label: str) -> dict[int, Value]:
    return {number: Value(ctx.scores[number], tuple(
        Contribution(e.round_no, e.opponent, label, e.points, e.points) for e in entries))
        for number, entries in ctx.entries.items()}


def match_points(tctx: TeamContext, spec: TiebreakSpec) -> dict[int, Value]:
    """MP (C.07 11.1.1): "points assigned to a team-win, team-draw, and team-loss", summed
    over the rounds (a bye's and a forfeited match's included)."""
    return _score(tctx.mp, "match points")


def game_points(tctx: TeamContext, spec: TiebreakSpec) -> dict[int, Value]:
    """GP (C.07 11.1.2): "sum of the individual points that each player of the team
    scores", summed over the rounds (a bye's included)."""
    return _score(tctx.gp, "game points")


def secondary_score(tctx: TeamContext, spec: TiebreakSpec) -> dict[int, Value]:
    """MPvGP (C.07 13.1): "Match Points in team competitions that are decided by Game
    Points or Game Points in team competitions that are decided by Match Points": the
    secondary score."""
    return (game_points if tctx.secondary == GAME_POINTS else match_points)(tctx, spec)


#: ESB's letters: the opponent's total, then the points scored against him (13.2.1-13.2.4)
_LETTERS = {"M": MATCH_POINTS, "G": GAME_POINTS}


def extended_sonneborn_berger(tctx: TeamContext, spec: TiebreakSpec) -> dict[int, Value]:
    """EMMSB, EMGSB, EGMSB, EGGSB (C.07 13.2): for each round, the opponent's total match
    (EM..) or game (EG..) points times the match (..MSB) or game (..GSB) points scored
    against him.

    Article 16 applies as to SB (13.2: "See Article 16"): the opponent's total is his
    adjusted score (16.3) in the first score; each unplayed round of the team is a dummy
    opponent with the team's own total in that score (16.4, capped from 2026), times the
    points of the second score the round gave.  Cut-n (14.1, last paragraph) leaves out the
    product of the opponent with the lowest total in the first score, the lowest product
    among several; a voluntarily unplayed round first (16.5).  /P: a forfeited match counts
    as played against the scheduled opponent.  In a round robin the opponents' real totals
    are used (as for SB).
    """
    scores_ctx = tctx.of(_LETTERS[spec.acronym[1]])
    points_ctx = tctx.of(_LETTERS[spec.acronym[2]])
    totals = (dict(scores_ctx.scores) if scores_ctx.round_robin
              else scores_ctx.opponent_scores())
    voluntary_first = scores_ctx.options.unplayed == UNPLAYED_2023
    result = {}
    for number in scores_ctx.entries:
        scored = {e.round_no: e.points for e in points_ctx.entries[number]}
        contributions = [
            Contribution(c.round_no, c.opponent, c.source, c.value * scored[c.round_no],
                         scored[c.round_no], c.voluntary, basis=c.value)
            for c in buchholz_contributions(scores_ctx, number, totals,
                                            spec.forfeits_played)]
        total, marked = apply_cuts(contributions, spec.cut_low, spec.cut_high,
                                   voluntary_first)
        result[number] = Value(total, marked)
    return result


def normalising_factor(tctx: TeamContext) -> float:
    """SSSC's divisor (13.4.2.b): "the highest achievable primary score in the tournament
    divided by the highest secondary score achievable in a single match, rounded to the
    nearest integer towards zero".  The tournament's rounds times a match's highest primary
    score (a win's match points, or every board's game points), over a match's highest
    secondary score; at least 1 (a tournament too short for the quotient to reach 1)."""
    t = tctx.tournament
    rounds = t.total_rounds or t.rounds_played
    primary, secondary = tctx.of(tctx.primary).scoring, tctx.of(tctx.secondary).scoring
    return float(max(1, math.floor(rounds * primary.win / secondary.win + 1e-9)))


def schedule_strength_combination(tctx: TeamContext, spec: TiebreakSpec
                                  ) -> dict[int, Value]:
    """SSSC (C.07 13.4): the secondary score plus the Schedule Strength, the team's
    Buchholz on the primary score (8.1, article 16 for its unplayed rounds; /F: the Fore
    Buchholz, 13.4.2.a's note; /P: forfeited matches as played) divided by the normalising
    factor (:func:`normalising_factor`, or /K<n>: "a different value if stated by the rules
    of the competition")."""
    primary = tctx.main
    secondary = tctx.of(tctx.secondary)
    base = TiebreakSpec("FB" if spec.fore else "BH", forfeits_played=spec.forfeits_played)
    strength = (fore_buchholz if spec.fore else buchholz)(primary, base)
    factor = spec.factor or normalising_factor(tctx)
    result = {}
    for number in primary.entries:
        bh = strength[number].value or 0.0
        result[number] = Value(
            secondary.scores[number] + bh / factor,
            (Contribution(None, None, f"secondary score ({tctx.secondary})",
                          secondary.scores[number]),
             Contribution(None, None, f"{base.acronym} {bh:g} / {factor:g}", bh / factor)))
    return result


__all__ = ["extended_sonneborn_berger", "game_points", "match_points", "normalising_factor",
           "schedule_strength_combination", "secondary_score"]
