"""Provisional standings: no standings look final while a result is missing (FIDE
checklist Q161, issue #35 point 20).

Standings are provisional while a game of the rounds they count has no result
(pending, or adjourned: it counts as a draw, Q169).  The standings of a running
round count by default only the rounds whose results are all in ("after round 4
of 5"), which are final for those rounds; standings asked for after a round with a
result missing (``--round 5``) are provisional.  Every output says so in itself:
the command line's text (a line) and CSV (a last column ``Status``), the printed
and published standings (their title, "Provisional standings after round K", and
``"provisional"`` in the published JSON).  The rating report, which covers every
paired round, is refused while a result is missing (services/report.py).
"""

from __future__ import annotations

from arbiter_app.engine.model import Game, Tournament
from arbiter_app.i18n import tr, trn

_SHOWN = 5


def missing_results(t: Tournament, up_to: int | None = None) -> list[tuple[int, int, Game]]:
    """(round, board, game) of every game without a final result in rounds 1 to
    ``up_to`` (None: every paired round)."""
    last = t.rounds_played if up_to is None else min(max(up_to, 0), t.rounds_played)
    return [(n, b, g) for n, rnd in enumerate(t.rounds[:last], start=1)
            for b, g in enumerate(rnd.games, start=1) if not g.result.is_known]


def where(missing: list[tuple[int, int, Game]]) -> str:
    """``round 5 board 3 (7-2), round 5 board 4 (1-8, adjourned), ...`` (the first five,
    then how many more)."""
    shown = ", ".join((tr("round {round} board {board} ({white}-{black}, adjourned)", round=n,
                          board=b, white=g.white, black=g.black) if g.result.is_adjourned
                       else tr("round {round} board {board} ({white}-{black})", round=n,
                               board=b, white=g.white, black=g.black))
                      for n, b, g in missing[:_SHOWN])
    if len(missing) > _SHOWN:
        shown += tr(" and {n} more", n=len(missing) - _SHOWN)
    return shown


def provisional_line(t: Tournament, up_to: int | None = None) -> str:
    """The line provisional standings carry ("" when none is missing)."""
    missing = missing_results(t, up_to)
    if not missing:
        return ""
    return trn("PROVISIONAL STANDINGS: {n} result is missing ({where})",
               "PROVISIONAL STANDINGS: {n} results are missing ({where})", len(missing),
               where=where(missing))


__all__ = ["missing_results", "provisional_line", "where"]
