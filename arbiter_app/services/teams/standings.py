"""Team standings (C.07 2026 11-13: the primary score, then the event's team tie-breaks) and
board standings (each board's players: points and performance), computed by
:mod:`arbiter_app.engine.teams` from the stored event."""

from __future__ import annotations

from arbiter_app.engine.teams.board_standings import BY_POINTS, BoardStanding, board_standings
from arbiter_app.engine.tiebreaks import (Standings, TiebreakOptions, UnknownTiebreak,
                                          compute_standings, options_of, parse_tiebreaks)
from arbiter_app.i18n.message import shown
from arbiter_app.services.errors import ServiceError

#: the team tie-breaks whose value is a team's score (C.07 2026 11.1, 13.1): shown as its
#: points are (``14½``) in the window and the documents, the others as the individual
#: standings show tie-breaks (``14.5``)
SCORE_TIEBREAKS = frozenset({"MP", "GP", "MPVGP"})


class TeamStandingActions:
    """Needs ``self._read()`` and ``self._require_team()``."""

    def team_tiebreaks(self) -> list[str]:
        """The event's tie-breaks, in order."""
        self._require_team()
        with self._read() as r:
            return r.tiebreaks()

    def team_standings(self, tiebreaks: list[str] | None = None,
                       options: TiebreakOptions | None = None) -> Standings:
        """The team standings with ``tiebreaks`` (default: the event's own), after the rounds
        ``options.rounds`` names (default: the leading rounds with all their results)."""
        self._require_team()
        with self._read() as r:
            t = r.team_tournament()
            names = r.tiebreaks() if tiebreaks is None else list(tiebreaks)
        try:
            specs = parse_tiebreaks(names)
            return compute_standings(t, specs, options or options_of(t))
        except (UnknownTiebreak, ValueError) as exc:
            raise ServiceError(shown(str(exc))) from None

    def team_board_standings(self, options: TiebreakOptions | None = None,
                             order: str = BY_POINTS, min_games: int = 0
                             ) -> list[BoardStanding]:
        """Each board's standings (``order``: ``points`` or ``performance``; ``min_games``:
        the players with fewer games over the board listed after the others)."""
        self._require_team()
        with self._read() as r:
            t = r.team_tournament()
        try:
            return board_standings(t, options, order=order, min_games=min_games)
        except ValueError as exc:
            raise ServiceError(shown(str(exc))) from None


__all__ = ["TeamStandingActions"]
