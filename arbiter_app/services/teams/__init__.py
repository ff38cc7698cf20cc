"""Team events (issue #37): the use cases of a tournament whose competitors are teams.

:class:`TeamActions` is a mixin of :class:`~arbiter_app.services.service.TournamentService`;
every change is one committed transaction written to the audit log, or a ServiceError with
nothing written, and has its undo (the method that puts back what it returned).  A team
operation refuses an individual event and an individual one a team event (:mod:`.guard`).
One idea per module:

- :mod:`.new_event`: a new team event's settings (:class:`NewTeamEvent`);
- :mod:`.settings`: the event's settings read and changed;
- :mod:`.entries`: teams added, edited, removed, withdrawn, renumbered;
- :mod:`.rosters`: the players of each team in board order; :mod:`.roster_import`: rosters
  from a CSV file;
- :mod:`.lineups`: the players a team fields in a round, checked against its roster's order;
- :mod:`.boards`: a match's boards made from the line-ups and 352's colours;
- :mod:`.pairing`: the next round paired by ``team2026`` (C.04.6), and unpaired;
- :mod:`.manual`: a round's pairing set by hand, and a proposed one checked;
- :mod:`.results`: a board's result, a forfeited match;
- :mod:`.byes`: a team's bye or absence in a round to come;
- :mod:`.standings`: team standings with tie-breaks, board standings;
- :mod:`.files`: TRF-2026 team files, exported and imported;
- :mod:`.rating_report`: FIDE's rating report of a team event (its team file, checked).

How the store keeps a team event: :mod:`arbiter_app.store.team_convert`; for the arbiter and
the developers: docs/teams.md.
"""

from __future__ import annotations

from arbiter_app.services.teams.byes import TeamByeActions
from arbiter_app.services.teams.entries import TeamEntryActions
from arbiter_app.services.teams.files import TeamFileActions, import_team_trf
from arbiter_app.services.teams.guard import INDIVIDUAL_ONLY, TeamEventGuard, individual_only
from arbiter_app.services.teams.lineups import LineupActions
from arbiter_app.services.teams.manual import TeamManualActions
from arbiter_app.services.teams.new_event import (DEFAULT_TEAM_TIEBREAKS, TEAM_SYSTEM,
                                                  NewTeamEvent, check_new_team_event)
from arbiter_app.services.teams.pairing import TeamPairingActions
from arbiter_app.services.teams.rating_report import TeamReportActions
from arbiter_app.services.teams.results import TeamResultActions
from arbiter_app.services.teams.rosters import RosterActions
from arbiter_app.services.teams.settings import TeamSettingActions
from arbiter_app.services.teams.standings import TeamStandingActions


class TeamActions(TeamEventGuard, TeamEntryActions, RosterActions, LineupActions,
                  TeamPairingActions, TeamManualActions, TeamResultActions, TeamByeActions,
                  TeamStandingActions, TeamFileActions, TeamReportActions, TeamSettingActions):
    """Every team use case (see the package)."""


__all__ = ["DEFAULT_TEAM_TIEBREAKS", "INDIVIDUAL_ONLY", "NewTeamEvent", "TEAM_SYSTEM",
           "TeamActions", "check_new_team_event", "import_team_trf", "individual_only"]
