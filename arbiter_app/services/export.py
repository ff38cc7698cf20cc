"""TRF16 and TRF-2026 export with the points and rank columns (issues 9, 15).

Ranks come from the standings (:func:`arbiter_app.engine.tiebreaks.compute_standings`)
with the tournament's tie-break list, over every round in the file (the same
rounds the points column sums; a game still without a result counts as
played with no points yet).  Without tie-breaks the players are ranked by
points, then pairing number, one rank each: the rank column of the FIDE-
endorsed engines' files (every file in tests/data/dutch2016 has it so).
With tie-breaks, players still equal after the last tie-break share the place
(C.07: shared places, never a lot drawn by the program), e.g. 1, 2, 2, 4.
"""

from __future__ import annotations

import os
from dataclasses import replace

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks
from arbiter_app.i18n import tr
from arbiter_app.i18n.composed import shown
from arbiter_app.services.errors import ServiceError
from arbiter_app.store import is_database


def trf_ranks(t: Tournament, tiebreaks: list[str]) -> dict[int, int]:
    """Pairing number -> rank for the TRF16 rank column (see the module docstring)."""
    from arbiter_app.engine.standings_check import rank_column
    try:
        specs = parse_tiebreaks(list(tiebreaks))  # presets (rating1998, ...) expanded
        return rank_column(t, specs)  # the checker's rule, so that check agrees
    except (UnknownTiebreak, ValueError) as exc:
        raise ServiceError(tr("the standings for the rank column cannot be computed: {exc}; "
                              "nothing was written (check the tie-break settings)",
                              exc=shown(str(exc)))) from None


def with_ranks(t: Tournament, tiebreaks: list[str]) -> Tournament:
    """``t`` with ``options["trf.ranks"]`` set from :func:`trf_ranks` (a copy)."""
    from arbiter_app.trf import layout as L

    ranks = trf_ranks(t, tiebreaks)
    copy = replace(t, options=dict(t.options))
    copy.options[L.RANKS_OPTION] = L.format_number_list({n: str(r) for n, r in ranks.items()})
    return copy


def with_comments(t: Tournament, audit: list[tuple[str, str, str]]) -> Tournament:
    """``t`` (changed in place, a copy from :func:`with_ranks`) with the audit trail's
    checklist events as ``###`` comment lines (``### Configuration @ Round 2: ...``,
    oldest first) after the lines it kept, and, outside FIDE mode, a first
    ``### NOT IN FIDE MODE ...`` line.  A line already kept (read from a TRF file)
    is not written twice."""
    from arbiter_app.services.fide_mode import TRF_ACTIONS, outside_note, trf_comment

    lines = list(t.info.extra_lines)
    wanted = []
    note = outside_note(t)
    if note:
        wanted.append(f"### {note}")
    wanted += [trf_comment(action, details) for _when, action, details in audit
               if action in TRF_ACTIONS]
    for line in wanted:
        if line not in lines:
            lines.append(line)
    t.info = replace(t.info, extra_lines=lines)
    return t


class ExportActions:
    """Needs ``self._read()`` from the service."""

    def _ranked_tournament(self) -> Tournament:
        with self._read() as r:
            t, tiebreaks, audit = r.tournament(), r.tiebreaks(), r.audit_log()
        return with_comments(with_ranks(t, tiebreaks), audit)

    def export_trf_text(self, version: str = "trf16") -> str:
        """The tournament as TRF16 (or ``version="trf2026"``: TRF-2026) text, points
        and ranks filled in."""
        from arbiter_app.trf import TrfError, write_trf

        try:
            return write_trf(self._ranked_tournament(), version)
        except TrfError as exc:
            raise ServiceError(str(exc)) from None

    def export_trf(self, path: str | os.PathLike, version: str = "trf16") -> list:
        """Write the tournament as TRF16 (or ``version="trf2026"``: TRF-2026) to
        ``path`` (written to a temporary file and renamed, so never half written),
        points and ranks filled in; returns the notices (:meth:`trf_notices`)."""
        from arbiter_app.trf import TrfError, write_trf_file

        if is_database(path):
            raise ServiceError(tr("{path} is a tournament file; it is not overwritten by a TRF "
                                  "export (choose another file name)", path=path))
        try:
            write_trf_file(self._ranked_tournament(), path, version=version)
        except TrfError as exc:
            raise ServiceError(str(exc)) from None
        return self.trf_notices()

    def trf_notices(self) -> list:
        """What a TRF export writes otherwise than the tournament has it (level 2): each
        name longer than its 33 columns, cut (arbiter_app/trf/names.py)."""
        from arbiter_app.services.warnings import NOTICE, ArbiterWarning
        from arbiter_app.trf.names import cut_names

        with self._read() as r:
            t = r.tournament()
        return [ArbiterWarning(NOTICE, text, code="trf-name-cut") for text in cut_names(t)]

    # -- the FIDE rating report (services/report.py) ---------------------------------------
    def rating_report_problems(self) -> list:
        """The rating report's warnings (:func:`~arbiter_app.services.report.report_problems`),
        nothing written; a ServiceError when no report may be written at all."""
        from arbiter_app.services.report import report_problems

        with self._read() as r:
            t, tiebreaks = r.tournament(), r.tiebreaks()
        return report_problems(t, tiebreaks)

    def _rating_report(self, confirm: bool) -> tuple[Tournament, list]:
        from arbiter_app.services.report import ACTION, report_problems, report_tournament
        from arbiter_app.services.warnings import require_confirmation

        with self._read() as r:
            t, tiebreaks, audit = r.tournament(), r.tiebreaks(), r.audit_log()
        warnings = require_confirmation(tr(ACTION), report_problems(t, tiebreaks), confirm)
        report = with_comments(with_ranks(report_tournament(t, tiebreaks), tiebreaks), audit)
        return report, warnings + self.trf_notices()

    def rating_report_text(self, confirm: bool = False) -> tuple[str, list]:
        """(the rating report as TRF-2026 text, the notices): the export with the
        fields of TRF-2026's column R filled from the tournament; raises
        NeedsConfirmation (nothing written) while a mandatory field is empty,
        unless ``confirm``."""
        from arbiter_app.trf import TrfError, write_trf

        report, warnings = self._rating_report(confirm)
        try:
            return write_trf(report, "trf2026"), warnings
        except TrfError as exc:
            raise ServiceError(str(exc)) from None

    def export_rating_report(self, path: str | os.PathLike, confirm: bool = False) -> list:
        """Write the rating report (:meth:`rating_report_text`) to ``path`` as
        :meth:`export_trf` writes (CRLF, through a temporary file); returns the
        notices.  Nothing is written while a warning waits for ``confirm``."""
        from arbiter_app.trf import TrfError, write_trf_file

        if is_database(path):
            raise ServiceError(tr("{path} is a tournament file; it is not overwritten by a TRF "
                                  "export (choose another file name)", path=path))
        report, warnings = self._rating_report(confirm)
        try:
            write_trf_file(report, path, version="trf2026")
        except TrfError as exc:
            raise ServiceError(str(exc)) from None
        return warnings


__all__ = ["ExportActions", "trf_ranks", "with_comments", "with_ranks"]
