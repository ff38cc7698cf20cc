"""The tie-breaks specific for team knockouts, usable in any team competition: BC, TBR
and BBE (C.07 2026, 12).

They read the game points of each board over every match the team played (the boards as
:func:`~arbiter_app.engine.teams.boards.knockout_boards` counts them: a forfeit as a
standard win or loss, a pairing-allocated bye as a standard win on every board; 12,
preamble).  Each orders a tied group (:func:`split`); the standings' column shows BC's sum, and for
TBR and BBE, like DE, the place they give within the group tied when they are applied, 0
when they separate none of it (:func:`ordered_group`; FIDE's tie-break checker shows the
same):

* BC (12.1): the sum of board number times the game points on that board; "the lower the
  sum of these products, the higher the ranking of the team"; "it can only be used when
  all tied teams have (scored) the same number of game points": a tied group whose game
  points scores differ is left as it is;
* TBR (12.2): the game points on board 1; "if the results on the top board are not
  decisive, reapply this tie-break to the top-most board not yet counted": the boards'
  game points compared board by board, board 1 first;
* BBE (12.3): the game points on every board but the bottom one; "if excluding the bottom
  board is not decisive, reapply this tie-break to the bottom-most board not yet
  excluded": the sums without the last board, then without the last two, ... compared in
  that order.
"""

from __future__ import annotations

from arbiter_app.engine.teams.context import TeamContext
from arbiter_app.engine.tiebreaks import direct
from arbiter_app.engine.tiebreaks.spec import TiebreakSpec
from arbiter_app.engine.tiebreaks.values import PRECISION, Contribution, Value


def _board_contributions(tctx: TeamContext, number: int, weighted: bool
                         ) -> tuple[Contribution, ...]:
    return tuple(Contribution(None, None, f"board {board}",
                              board * points if weighted else points, points)
                 for board, points in enumerate(tctx.board_totals(number), start=1))


def order_key(tctx: TeamContext, acronym: str, number: int,
              rounds: set[int] | None = None) -> tuple[float, ...]:
    """What orders a tied group, the higher first (BC: its sum, negated); over the
    ``rounds`` given only, when given."""
    totals = tctx.board_totals(number, rounds)
    if acronym == "BC":
        return (-sum(board * p for board, p in enumerate(totals, start=1)),)
    if acronym == "TBR":
        return tuple(totals)
    return tuple(sum(totals[:kept]) for kept in range(len(totals) - 1, 0, -1))


def values(tctx: TeamContext, spec: TiebreakSpec) -> dict[int, Value]:
    """Each team's value before any tied group is ordered: BC, the sum of the products
    (the lower first); TBR and BBE, 0 (see :func:`ordered_group`).  The breakdown lists
    the boards' game points."""
    result = {}
    for number in tctx.mp.entries:
        if spec.acronym == "BC":
            contributions = _board_contributions(tctx, number, True)
            result[number] = Value(sum(c.value for c in contributions), contributions,
                                   "the lower first", lower_first=True)
        else:
            result[number] = Value(0.0, _board_contributions(tctx, number, False),
                                   f"not tied when {spec.acronym} is applied")
    return result


def ordered_group(tctx: TeamContext, values: dict[int, Value], group: list[int],
                  acronym: str) -> list[list[int]]:
    """Order a tied group by TBR or BBE and set each member's value in ``values``: like
    DE's, the place the tie-break gives him within the group when it separates any of
    them, else 0 (a comparison board by board has no single number of its own)."""
    parts = split(tctx, acronym, group)
    place = direct.values(parts)
    for number in group:
        values[number] = Value(
            float(place[number]), _board_contributions(tctx, number, False),
            f"place {place[number]} among {len(group)} tied teams" if place[number]
            else f"{acronym} separates none of the {len(group)} tied teams")
    return parts


def same_game_points(tctx: TeamContext, group: list[int]) -> bool:
    """12.1: whether the tied teams "have (scored) the same number of game points": their
    game points scores (the boards' sums BC reads may still differ: a pairing-allocated bye
    counts a standard win on each board)."""
    return len({round(tctx.gp.scores[n], PRECISION) for n in group}) == 1


def split(tctx: TeamContext, acronym: str, group: list[int],
          rounds: set[int] | None = None) -> list[list[int]]:
    """Order a tied group by BC, TBR or BBE: subgroups, best first (BC leaves a group whose
    game points differ as it is, 12.1).  ``rounds``: only the boards of those rounds count
    (EDE's encounters, :mod:`.ede`), where the tied teams' game points are equal."""
    if acronym == "BC" and rounds is None and not same_game_points(tctx, group):
        return [sorted(group)]
    keys = {n: tuple(round(v, PRECISION) for v in order_key(tctx, acronym, n, rounds))
            for n in group}
    return [sorted(n for n in group if keys[n] == key)
            for key in sorted(set(keys.values()), reverse=True)]


__all__ = ["order_key", "ordered_group", "same_game_points", "split", "values"]
