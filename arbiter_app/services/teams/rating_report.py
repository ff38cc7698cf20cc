"""FIDE's rating report of a team event (issue #37: "the individual games of a team event
are rated, so the rating report ... come[s] from them").

The report is the event's TRF-2026 team file (:func:`.files.team_file_text`): its ``001``
lines hold the individual games, the rated ones and the forfeits and byes that are not
(TRF-2026's result codes ``+ - F H U Z``), and its team records say which team each player
played for.  It is written after the checks of the individual report
(:func:`arbiter_app.services.report.report_problems`, :func:`~arbiter_app.services.report.
check_report_allowed`), run on the individual games, with what differs for a team event
(docs/teams.md, "The rating report of a team event"):

* ``192`` is the event's team code (:func:`arbiter_app.trf.team_writer.type_code`:
  ``FIDE_TEAM_TYPEA_MP_GP``, ``FIDE_TEAM_ROUNDROBIN`` ...), not an individual system's;
* the rounds, their dates (``132``) and the number of rounds are the team level's (a round
  whose matches were all forfeited is a round all the same);
* the ``001`` lines are every rostered player's (the 310 records name them), so each FIDE
  number is checked, as for an individual event's players;
* ``310``'s fields column R marks ■ (team name 9-40, rank 69-71, first player 74-77): the
  rank is always written (the standings); a team without a name or without a player is a
  level 3 warning, as an empty ■ field of the individual report;
* ``182`` and ``202`` are filled as for an individual event, and the ``001`` ratings are the
  official ones (:func:`~arbiter_app.services.report.report_tournament`);
* the ``001`` rank (■) is the player's place by his points, equal points sharing it
  (:func:`player_ranks`): the event's tie-breaks rank the teams.
"""

from __future__ import annotations

import os
from dataclasses import replace

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import CONFIRM, ArbiterWarning


def rated_games(t, paired: dict[int, str]) -> Tournament:
    """The individual games of the team event ``t`` as the report's checks read them: the
    team level's rounds (each dated as the team round, else the day it was paired), number
    of rounds, tournament lines and 182/202."""
    from arbiter_app.services.export import with_dates
    from arbiter_app.trf import trf2026 as T

    from arbiter_app.trf.team_writer import individual_rounds
    ind = t.individuals
    rounds = individual_rounds(t)
    options = dict(ind.options)
    options.update({k: v for k, v in t.options.items()
                    if k in (T.CONTROLLER, T.TIEBREAKS_202)})
    games = replace(ind, info=t.info, rounds=rounds, options=options,
                    total_rounds=t.total_rounds or len(t.rounds) or None)
    return with_dates(games, paired)


def team_problems(t) -> list[ArbiterWarning]:
    """The ■ fields of ``310`` (TRF-2026, column R) a team leaves empty."""
    out = []
    for number in sorted(t.teams):
        team = t.teams[number]
        if not (team.name or "").strip():
            out.append(ArbiterWarning(
                CONFIRM, tr("team {number}: the team name (310, cols 9-40) is empty: "
                            "mandatory for the rating report (TRF-2026, column R)",
                            number=number), code="report-empty-310-name"))
        if not team.roster:
            out.append(ArbiterWarning(
                CONFIRM, tr("team {number} {name}: no player on the roster (310, cols 74-77, "
                            "the first player): mandatory for the rating report (TRF-2026, "
                            "column R)", number=number, name=team.name),
                code="report-empty-310-player"))
    return out


def player_ranks(t) -> dict[int, int]:
    """Each player's ``001`` rank (cols 86-89, ■ for the rating report) in the team event
    ``t``: his place by the points of his games (the ``001`` points column), equal points
    sharing it (TRF-2026: "ties allowed"); the event's tie-breaks rank teams, not players."""
    from arbiter_app.trf.reader import scores
    from arbiter_app.trf.team_writer import forfeited_match_boards
    points = scores(t.individuals)
    for (_round, player) in forfeited_match_boards(t):  # written as boards won by forfeit
        points[player] += t.individuals.scoring.for_code("+")
    ordered = sorted(points.values(), reverse=True)
    return {number: ordered.index(p) + 1 for number, p in points.items()}


class TeamReportActions:
    """Needs ``self._read()`` and ``self._require_team()``; the service's
    ``rating_report_problems``, ``rating_report_text`` and ``export_rating_report`` run these
    on a team event (:data:`.guard.TEAM_FORMS`)."""

    def _team_report_parts(self):
        from arbiter_app.trf.team_writer import type_code
        self._require_team()
        with self._read() as r:
            t, tiebreaks, paired = r.team_tournament(), r.tiebreaks(), r.paired_times()
        games = rated_games(t, paired)
        return t, tiebreaks, games, type_code(t)

    def team_rating_report_problems(self) -> list:
        """The report's warnings (see the module), nothing written; a ServiceError when no
        report may be written at all."""
        from arbiter_app.services.report import report_problems
        t, tiebreaks, games, code = self._team_report_parts()
        return report_problems(games, tiebreaks, code) + team_problems(t)

    def _team_rating_report(self, confirm: bool):
        """(the report's team tournament, ready to write, the notices)."""
        from arbiter_app.services.report import ACTION, report_problems, report_tournament
        from arbiter_app.services.teams.files import prepared
        from arbiter_app.services.warnings import require_confirmation
        from arbiter_app.trf import layout as L, trf2026 as T

        t, tiebreaks, games, code = self._team_report_parts()
        problems = report_problems(games, tiebreaks, code) + team_problems(t)
        warnings = require_confirmation(tr(ACTION), problems, confirm)
        filled = report_tournament(games, tiebreaks)  # the official ratings, 182
        report = t.copy()
        report.rounds = [replace(rnd, date=rnd.date or dated.date)
                         for rnd, dated in zip(t.rounds, games.rounds)]
        report.individuals = replace(t.individuals, players=filled.players,
                                     rounds=filled.rounds[:len(t.individuals.rounds)],
                                     options=dict(t.individuals.options))
        report.individuals.options[L.RANKS_OPTION] = L.format_number_list(
            {n: str(k) for n, k in player_ranks(report).items()})
        report.options[T.CONTROLLER] = filled.options[T.CONTROLLER]
        return prepared(report, tiebreaks), warnings

    def team_rating_report_text(self, confirm: bool = False) -> tuple[str, list]:
        """(the report as a TRF-2026 team file, lines ended by ``\\n``, the notices); raises
        NeedsConfirmation (nothing written) while a mandatory field is empty, unless
        ``confirm``."""
        from arbiter_app.trf import TrfError, write_team_trf

        report, warnings = self._team_rating_report(confirm)
        try:
            return write_team_trf(report), warnings
        except TrfError as exc:
            raise ServiceError(str(exc)) from None

    def export_team_rating_report(self, path: str | os.PathLike,
                                  confirm: bool = False) -> list:
        """Write the report to ``path`` as the individual report is written (CRLF,
        TRF-2026's Remark 1, through a temporary file); returns the notices.  Nothing is
        written while a warning waits for ``confirm``."""
        from arbiter_app.services.export import not_a_tournament_file, save_trf
        not_a_tournament_file(path)
        report, warnings = self._team_rating_report(confirm)
        save_trf(report, path, "trf2026")
        return warnings


__all__ = ["TeamReportActions", "player_ranks", "rated_games", "team_problems"]
