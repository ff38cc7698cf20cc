"""TRF-2026 team files: the event written as one (:func:`arbiter_app.trf.write_team_trf`),
and a new team event made from one (:func:`arbiter_app.trf.read_team_trf`).

An imported team file keeps everything the writer writes back (its 299 corrections, its
forfeits written without colours, its individual options; :mod:`arbiter_app.store.
team_convert`), so that exporting it gives the file as Arbiter writes it again.  What the
reader read otherwise than written comes back as notices (``import_notices``).
"""

from __future__ import annotations

import os
from pathlib import Path

from arbiter_app.i18n import N_, tr
from arbiter_app.i18n.message import shown
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import NOTICE, ArbiterWarning


class TeamFileActions:
    """Needs ``self._read()`` and ``self._require_team()``."""

    def export_team_trf_text(self) -> str:
        """The event as a TRF-2026 team file (lines ended by ``\\n``)."""
        self._require_team()
        with self._read() as r:
            t = r.team_tournament()
            tiebreaks = r.tiebreaks()
        return team_file_text(t, tiebreaks)

    def export_team_trf(self, path: str | os.PathLike) -> None:
        text = self.export_team_trf_text()
        try:
            Path(path).write_text(text, encoding="utf-8", newline="\n")
        except OSError as exc:
            raise ServiceError(tr("cannot write {path}: {reason}", path=path,
                                  reason=exc.strerror or exc)) from None



def team_file_text(t, tiebreaks: list[str]) -> str:
    """``t`` (a TeamTournament, changed in place: :func:`prepared`) as a TRF-2026 team
    file."""
    from arbiter_app.trf import TrfError, write_team_trf
    try:
        return write_team_trf(prepared(t, tiebreaks))
    except TrfError as exc:
        raise ServiceError(str(exc)) from None


def prepared(t, tiebreaks: list[str]):
    """``t`` (a TeamTournament, changed in place) with 202 and 212 from ``tiebreaks`` and
    310's ranks from the standings, as the export and the rating report
    (:mod:`.rating_report`) write it."""
    from arbiter_app.services.export import trf_ranks
    from arbiter_app.services.report import report_tiebreaks
    from arbiter_app.trf import layout as L, trf2026 as T
    codes = report_tiebreaks(tiebreaks)
    if codes:  # 202, and 212 the standings: the points (the primary score), then these
        t.options[T.TIEBREAKS_202] = codes
        t.options[T.TIEBREAKS_212] = "PTS," + codes
    if t.rounds:  # 310's rank: the standings' places (what check compares it with)
        ranks = trf_ranks(t, tiebreaks)
        t.options[L.RANKS_OPTION] = L.format_number_list({n: str(k)
                                                          for n, k in ranks.items()})
    return t


def import_team_trf(service_class, trf_path: str | os.PathLike, out_path: str | os.PathLike,
                    tiebreaks: list[str] | None = None):
    """A new tournament file ``out_path`` holding the team event of the TRF-2026 team file
    ``trf_path``; ``tiebreaks``: the event's (None: those of its 202 line Arbiter knows).
    Returns the open service; ``import_notices``: what was read otherwise than written."""
    from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks
    from arbiter_app.services.service import _translated
    from arbiter_app.store import TournamentFile
    from arbiter_app.trf import TrfError, read_team_trf_file
    from arbiter_app.trf.trf2026 import TIEBREAKS_202
    notes: list = []
    try:
        t = read_team_trf_file(trf_path, notes)
    except TrfError as exc:
        raise ServiceError(str(exc)) from None
    except OSError as exc:
        raise ServiceError(tr("{trf_path}: {strerror}", trf_path=trf_path,
                              strerror=exc.strerror or exc)) from None
    if not t.system:
        t.system = "team2026"
    if tiebreaks is None:
        tiebreaks = []
        for code in t.options.get(TIEBREAKS_202, "").replace(",", " ").split():
            try:
                parse_tiebreaks([code])
            except UnknownTiebreak:
                continue
            tiebreaks.append(code)
    try:
        parse_tiebreaks([str(x) for x in tiebreaks])
    except UnknownTiebreak as exc:
        raise ServiceError(shown(str(exc))) from None
    with _translated():
        service = service_class(TournamentFile.create(
            out_path, t, [str(x) for x in tiebreaks], action=N_("import"),
            details=f"team file {Path(trf_path).name}, {t.system}; tie-breaks "
                    f"{', '.join(map(str, tiebreaks)) or 'none'}", auto_rank=False))
    service.import_notices = [ArbiterWarning(NOTICE, note.shown() if hasattr(note, "shown")
                                             else str(note), getattr(note, "question", ""),
                                             "read-note") for note in notes]
    if notes:
        with service._write() as w:
            for note in notes:
                w.audit(N_("import note"), note)
    return service


__all__ = ["TeamFileActions", "import_team_trf", "prepared", "team_file_text"]
