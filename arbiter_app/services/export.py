"""TRF16 and TRF-2026 export with the points and rank columns (issues 9, 15).

What the export adds to the tournament as stored (issue #35 point 5): the tie-breaks
the rank column follows as 202 and 212 (:func:`with_tiebreaks`), a date in 132 for
every paired round (the day it was paired unless the arbiter set one,
:func:`with_dates`), and the checklist's ``###`` lines, without the ``MPA`` note of a
round whose manual pairing was undone (:func:`with_comments`).

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
import re
from dataclasses import replace
from datetime import datetime, timezone

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import shown
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


def with_comments(t: Tournament, audit: list[tuple[str, str, str]],
                  manual: set[int] | None = None) -> Tournament:
    """``t`` (changed in place, a copy from :func:`with_ranks`) with the audit trail's
    checklist events as ``###`` comment lines (``### Configuration @ Round 2: ...``,
    oldest first) after the lines it kept, and, outside FIDE mode, a first
    ``### NOT IN FIDE MODE ...`` line.  A line already kept (read from a TRF file)
    is not written twice.  ``manual``: the rounds whose pairing is still a manual one
    that differs from the system's; an ``MPA`` line is written only for them, the last
    one of its round (a round the arbiter gave back the system's pairing, by hand or by
    pairing it again, carries no stale note); None: every MPA line."""
    from arbiter_app.services.fide_mode import MPA, TRF_ACTIONS, outside_note, trf_comment

    lines = list(t.info.extra_lines)
    wanted = []
    note = outside_note(t)
    if note:
        wanted.append(f"### {note}")
    last_mpa = {}
    for index, (_when, action, details) in enumerate(audit):
        if action == MPA:
            last_mpa[_mpa_round(details)] = index
    wanted += [trf_comment(action, details) for index, (_when, action, details)
               in enumerate(audit) if action in TRF_ACTIONS and (
                   action != MPA or manual is None
                   or (_mpa_round(details) in manual
                       and last_mpa[_mpa_round(details)] == index))]
    for line in wanted:
        if line not in lines:
            lines.append(line)
    t.info = replace(t.info, extra_lines=lines)
    return t


_MPA_ROUND = re.compile(r"@ Round ([0-9]+)")


def _mpa_round(details: str) -> int | None:
    match = _MPA_ROUND.match(details)
    return int(match.group(1)) if match else None


def manual_rounds(reader) -> set[int]:
    """The rounds whose stored pairing is a manual one that differs from the system's
    (the last override of the round recorded differences)."""
    manual = reader.manual_rounds()
    last = {}
    for row in reader.overrides():
        last[row["round_no"]] = row
    return {n for n in manual if n in last and (last[n]["differences"] or "").strip()}


def with_tiebreaks(t: Tournament, tiebreaks: list[str]) -> Tournament:
    """``t`` (changed in place, a copy) with TRF-2026's 202 (the tie-breaks) and 212
    (the standings: ``PTS`` then the tie-breaks) of the tournament's own list, the one
    the rank column follows, so that a reader (``check``, an import) ranks as the file
    does.  A tournament without tie-breaks keeps the lines it read, if any."""
    from arbiter_app.services.report import report_tiebreaks
    from arbiter_app.trf import trf2026 as T
    codes = report_tiebreaks(tiebreaks)
    if codes:
        t.options[T.TIEBREAKS_202] = codes
        t.options[T.TIEBREAKS_212] = "PTS," + codes
    return t


def pairing_day(stamp: str) -> str:
    """The local day (``YYYY/MM/DD``) of a pairing time as the store keeps it (UTC, ISO
    8601); "" when there is none or it cannot be read."""
    try:
        when = datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return ""
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when.astimezone().strftime("%Y/%m/%d")


def with_dates(t: Tournament, paired: dict[int, str]) -> Tournament:
    """``t`` (changed in place, a copy) with a date for every paired round: the one the
    arbiter set, else the day it was paired (TRF-2026's 132, mandatory for the rating
    report).  A round imported from a file without a date keeps none."""
    rounds = []
    for number, rnd in enumerate(t.rounds, start=1):
        day = "" if (rnd.date or "").strip() else pairing_day(paired.get(number, ""))
        rounds.append(replace(rnd, date=day) if day else rnd)
    t.rounds = rounds  # a new list: the rounds of the model read stay as they are
    return t


class ExportActions:
    """Needs ``self._read()`` from the service."""

    def _ranked_tournament(self) -> Tournament:
        with self._read() as r:
            t, tiebreaks, audit = r.tournament(), r.tiebreaks(), r.audit_log()
            paired, manual = r.paired_times(), manual_rounds(r)
        t = with_ranks(t, tiebreaks)
        return with_comments(with_dates(with_tiebreaks(t, tiebreaks), paired), audit, manual)

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
        not_a_tournament_file(path)
        save_trf(self._ranked_tournament(), path, version)
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
            t, tiebreaks, paired = r.tournament(), r.tiebreaks(), r.paired_times()
        return report_problems(with_dates(replace(t), paired),
                               tiebreaks)

    def _rating_report(self, confirm: bool) -> tuple[Tournament, list]:
        from arbiter_app.services.report import ACTION, report_problems, report_tournament
        from arbiter_app.services.warnings import require_confirmation

        with self._read() as r:
            t, tiebreaks, audit = r.tournament(), r.tiebreaks(), r.audit_log()
            paired, manual = r.paired_times(), manual_rounds(r)
        t = with_dates(replace(t), paired)
        warnings = require_confirmation(tr(ACTION), report_problems(t, tiebreaks), confirm)
        report = with_ranks(report_tournament(t, tiebreaks), tiebreaks)
        report = with_comments(with_tiebreaks(report, tiebreaks), audit, manual)
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
        not_a_tournament_file(path)
        report, warnings = self._rating_report(confirm)
        save_trf(report, path, "trf2026")
        return warnings


def not_a_tournament_file(path: str | os.PathLike) -> None:
    """Refuse to write a TRF export over a tournament file (before anything is computed)."""
    if is_database(path):
        raise ServiceError(tr("{path} is a tournament file; it is not overwritten by a TRF "
                              "export (choose another file name)", path=path))


def save_trf(t, path: str | os.PathLike, version: str) -> None:
    """``t`` written to ``path`` as a TRF file of ``version`` (CRLF, through a temporary
    file, so never half written); a TrfError as a ServiceError."""
    from arbiter_app.trf import TrfError, write_trf_file
    try:
        write_trf_file(t, path, version=version)
    except TrfError as exc:
        raise ServiceError(str(exc)) from None


__all__ = ["ExportActions", "manual_rounds", "pairing_day", "trf_ranks", "with_comments",
           "with_dates", "with_ranks", "with_tiebreaks"]
