"""A team's bye or absence in a round not paired yet (TRF-2026 240 with team numbers): a
full-point bye (F: the points of a won match, B x the game points of a win), a half-point bye
(H: a drawn match's), or an absence (Z: nothing).  The pairing-allocated bye (U) is the
system's (C.04.6 1.4, 3.4).  The team is not paired in that round; :mod:`arbiter_app.engine.
teams.points` gives the points.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.teams.entries import team_of

#: the byes a team may be given before its round is paired
REQUESTABLE = (ByeKind.FULL_POINT, ByeKind.HALF_POINT, ByeKind.ZERO_POINT)


class TeamByeActions:
    """Needs ``self._write()`` and ``self._require_team()``."""

    def request_team_bye(self, team: int, round_no: int, kind: ByeKind) -> ByeKind | None:
        """Give ``team`` a bye of ``kind`` (F, H, Z) in ``round_no``, not paired yet.
        Returns the bye it had there (None: none), for the undo."""
        self._require_team()
        kind = ByeKind(kind)
        if kind not in REQUESTABLE:
            raise ServiceError(tr("the pairing-allocated bye is given by the pairing (C.04.6 "
                                  "3.4); a team may be given F, H or Z"))
        with self._write() as w:
            t = w.team_tournament()
            team_of(t, team)
            self._future_round(t, round_no)
            before = t.requested_byes.get(round_no, {}).get(team)
            if before is kind:
                return before
            w.set_team_bye(round_no, team, kind)
            w.audit(N_("team bye"), f"team {team} round {round_no}: {kind.value}")
            return before

    def cancel_team_bye(self, team: int, round_no: int) -> ByeKind | None:
        """Remove the bye of ``team`` in ``round_no`` (not paired yet); returns it."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            team_of(t, team)
            self._future_round(t, round_no)
            before = t.requested_byes.get(round_no, {}).get(team)
            if before is None:
                return None
            w.delete_team_bye(round_no, team)
            w.audit(N_("team bye cancelled"), f"team {team} round {round_no}: {before.value}")
            return before

    @staticmethod
    def _future_round(t, round_no: int) -> None:
        if not isinstance(round_no, int) or round_no <= t.rounds_played:
            raise ServiceError(tr("round {round} is paired; a bye is given for a round not "
                                  "paired yet (from round {next})", round=round_no,
                                  next=t.next_round))
        if t.total_rounds and round_no > t.total_rounds:
            raise ServiceError(tr("there is no round {round_no}", round_no=round_no))


__all__ = ["REQUESTABLE", "TeamByeActions"]
