"""The boards a forfeited match (TRF-2026 330) gives the team that won it (docs/teams.md,
"Forfeited matches").

C.07 2026 11.1.2: a team's game points are "the sum of the individual points that each
player of the team scores"; TRF-2026 162, "valid also for game points in team
competitions", scores ``W`` a "win OTB or by forfeit".  So the B x W game points of the
winner of a forfeited match are its players' points: each player it fielded (its line-up of
the round, else the first B players of its roster) wins his board by forfeit (TRF
``0000 - +``: an individual full-point bye, 162's W points, not rated, like a board whose
opponent's side is empty).  The loser's players score nothing (absent, 162's A points
either way); a double forfeit gives no board.

Plain Python: no I/O.
"""

from __future__ import annotations

from arbiter_app.engine.model import GameResult

#: a forfeited match's code or result -> which side won it (0: White's team, 1: Black's)
_WINNER = {"+-": 0, "-+": 1, GameResult.WHITE_FORFEIT_WIN: 0,
           GameResult.BLACK_FORFEIT_WIN: 1}


def forfeit_winner(white: int, black: int, code: str | GameResult) -> int | None:
    """The team that won the forfeited match of ``white`` and ``black`` (``code``: its
    330 code ``+-``, ``-+``, ``--`` or its result); None for a double forfeit or none."""
    side = _WINNER.get(code)
    return None if side is None else (white, black)[side]


def winner_players(lineup: tuple[int, ...] | None, roster: tuple[int, ...],
                   boards: int) -> list[int]:
    """The players who win their boards by forfeit: those of the winner's ``lineup`` (0:
    an empty board, which nobody wins), else the first ``boards`` players of its
    ``roster``."""
    fielded = [p for p in (lineup or ())[:boards] if p]
    return fielded or list(roster[:boards])


__all__ = ["forfeit_winner", "winner_players"]
