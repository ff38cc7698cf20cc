"""The FIDE rating report: the TRF-2026 file sent to FIDE's rating server (issue #15).

TRF-2026's Remark 2 marks in its column R what the rating server takes into
account: ■ mandatory, ◙ mandatory for title events.  The report is the
tournament's TRF-2026 export with those fields filled from the tournament's
data (:func:`report_tournament`), and :func:`report_problems` lists, as
:class:`~arbiter_app.services.warnings.ArbiterWarning` values, each one still
empty.  Decisions (docs/trf.md, "The FIDE rating report"):

* filled: ``182`` (pairing controller) with the program, ``Arbiter <version>``,
  when the tournament has none; ``192`` from the pairing system (as every
  TRF-2026 export: :func:`arbiter_app.trf.trf2026.type_code`); ``202`` from the
  tournament's tie-break list, the one the rank column is computed with (a
  ``202`` kept from an imported file that names other tie-breaks is replaced,
  with a notice); ``132`` from the rounds' dates; the starting rank and the
  rank (from the standings, :func:`arbiter_app.services.export.trf_ranks`) of
  every player always;
* never guessed: ``012`` name, ``022`` city, ``032`` federation, ``042``/``052``
  start and end dates, ``102`` chief arbiter, a round's date, a player's FIDE
  number and a game's result (a missing result is a refusal, below).  Each one
  empty is a level 3 warning (one confirmation: a report can go out incomplete,
  but not unnoticed), naming the field, its TRF tag or columns, and for a player
  field the player by number and name;
* ◙ fields (``182``, ``192``, ``202``) still empty are level 2 notices: Arbiter
  does not know whether the event is a title event;
* a report of a tournament with rounds still to be paired is a notice (an
  interim report is allowed; it covers the paired rounds);
* refused (:func:`check_report_allowed`, before any warning): a tournament
  without a paired round (there is nothing to rate), and one with a game without
  a result or adjourned, whatever is confirmed (the report is final; Q161, Q169);
* the rating column (001 cols 49-52) is the FIDE rating of the tournament's rating
  type as the list gave it (:func:`official_ratings`), and a rating from the list of
  another month than the start date's is a notice (Q137).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.i18n.message import shown
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning

#: the ■ tournament lines of column R that Arbiter keeps in TournamentInfo: tag -> (attribute, what)
TOURNAMENT_FIELDS = (
    ("012", "name", N_("tournament name")),
    ("022", "city", N_("city")),
    ("032", "federation", N_("federation")),
    ("042", "start_date", N_("date of start")),
    ("052", "end_date", N_("date of end")),
    ("102", "chief_arbiter", N_("chief arbiter")),
)
#: what the export does; the action named in warnings and refusals
ACTION = N_("export the rating report")  # translated where shown


def program_name() -> str:
    """What ``182`` says when the tournament names no pairing controller."""
    from arbiter_app import __version__
    return f"Arbiter {__version__}"


def report_tiebreaks(tiebreaks: Iterable[str]) -> str:
    """The ``202`` value of a tie-break list: the codes (presets expanded),
    comma-separated as the TRF-2026 text asks ("" without tie-breaks)."""
    from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks

    try:
        return ",".join(spec.label for spec in parse_tiebreaks(list(tiebreaks)))
    except UnknownTiebreak as exc:
        raise ServiceError(tr("{action}: the tie-break list cannot be written in 202: {exc}",
                              action=tr(ACTION), exc=shown(str(exc)))) from None


def _same_tiebreaks(kept: str, wanted: str) -> bool:
    from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks

    try:
        return ([s.label for s in parse_tiebreaks(kept.replace(" ", ",").split(","))]
                == wanted.split(","))
    except UnknownTiebreak:
        return False


def report_tournament(t: Tournament, tiebreaks: Iterable[str]) -> Tournament:
    """A copy of ``t`` with the report's ◙ lines filled (182, 202; see the module
    docstring); the rank column is added by the export (``with_ranks``)."""
    from arbiter_app.trf import trf2026 as T

    from arbiter_app.services.rating_corrections import corrected
    t = corrected(t)  # the results corrected for the rating report only (Q192)
    options = dict(t.options)
    if not options.get(T.CONTROLLER, "").strip():
        options[T.CONTROLLER] = program_name()
    wanted = report_tiebreaks(tiebreaks)
    if wanted:
        options[T.TIEBREAKS_202] = wanted
    return replace(t, options=options, players=official_ratings(t))


def official_ratings(t: Tournament) -> dict:
    """``t``'s players with the FIDE rating of the tournament's rating type as the
    rating list gave it (``Player.fide_ratings``; issue #24): the report carries the
    official ratings, not an estimate or a correction typed since (C.04.2 2.1's
    estimate is the manual rating, apart).  A player no list rated keeps his rating."""
    from arbiter_app.services.starting_rank import rating_type
    kind = rating_type(t)
    out = {}
    for number, player in t.players.items():
        listed = player.fide_rating(kind)
        out[number] = replace(player, rating=listed.rating) if listed else player
    return out


def list_month_notices(t: Tournament) -> list[ArbiterWarning]:
    """A notice per player whose rating comes from the list of another month than the
    one valid at the start date (checklist Q137; services/rating_lists.py)."""
    from arbiter_app.services.rating_lists import valid_month
    from arbiter_app.services.starting_rank import rating_type
    wanted, kind = valid_month(t), rating_type(t)
    out = []
    for number in sorted(t.players):
        listed = t.players[number].fide_rating(kind)
        month = listed.source.rsplit(" ", 1)[-1] if listed else ""
        if wanted and listed and len(month) == 7 and month != wanted:
            out.append(ArbiterWarning(
                NOTICE, tr("player {number} {name}: the rating {rating} is from {source}; the "
                           "list valid at the start date is that of {wanted} (arbiter-cli "
                           "check-ratings)", number=number, name=t.players[number].name,
                           rating=listed.rating, source=listed.source, wanted=wanted), "Q137",
                "report-rating-list"))
    return out


def check_report_allowed(t: Tournament) -> None:
    """Raise :class:`ServiceError` when no rating report may be written at all
    (checked before the warnings; see the module docstring)."""
    if not t.rounds:
        raise ServiceError(tr("{action}: no round is paired yet; there is nothing to rate",
                              action=tr(ACTION)))
    # FIDE checklist Q161/Q169: no report while a game has no result or is adjourned,
    # whatever is confirmed (a report is final; its rank column would be the
    # provisional standings): the arbiter enters the results first
    from arbiter_app.services.provisional import missing_results, where
    missing = missing_results(t)
    if missing:
        raise ServiceError(trn("{action}: {n} result is missing ({shown}); enter it first: "
                               "the report is final (FIDE checklist Q161, Q169)",
                               "{action}: {n} results are missing ({shown}); enter them first: "
                               "the report is final (FIDE checklist Q161, Q169)",
                               len(missing), action=tr(ACTION), shown=where(missing)))


def report_problems(t: Tournament, tiebreaks: Iterable[str] = (),
                    code: str | None = None) -> list[ArbiterWarning]:
    """Every field the rating report must have (TRF-2026 column R) that the
    tournament leaves empty, as warnings (levels in the module docstring); a
    refusal (:func:`check_report_allowed`) is raised before any of them.  ``code``:
    the 192 the report writes when it is not the system's individual code (a team
    event's team code: services/teams/rating_report.py)."""
    from arbiter_app.trf import trf2026 as T

    check_report_allowed(t)
    tiebreaks = list(tiebreaks)
    filled = report_tournament(t, tiebreaks)
    out: list[ArbiterWarning] = []

    def empty(tag: str, what: str, level: int = CONFIRM, detail: str = "") -> None:
        why = (tr("mandatory for the rating report") if level >= CONFIRM
               else tr("mandatory for title events"))
        out.append(ArbiterWarning(level, tr("{tag} ({what}) is empty{detail}: {why} (TRF-2026, "
                                            "column R)", tag=tag, what=tr(what), detail=detail,
                                            why=why), code=f"report-empty-{tag}"))

    for tag, attribute, what in TOURNAMENT_FIELDS:
        if not str(getattr(t.info, attribute) or "").strip():
            empty(tag, what)
    undated = [n for n, rnd in enumerate(t.rounds, start=1) if not (rnd.date or "").strip()]
    if undated:
        rounds = ", ".join(map(str, undated))
        out.append(ArbiterWarning(
            CONFIRM, trn("132 (dates of the rounds): round {rounds} has no date: mandatory for "
                         "the rating report (TRF-2026, column R)",
                         "132 (dates of the rounds): rounds {rounds} have no date: mandatory for "
                         "the rating report (TRF-2026, column R)", len(undated), rounds=rounds),
            code="report-empty-132"))
    if not (T.type_code(filled) if code is None else code):
        empty("192", N_("type of tournament"), NOTICE,
              tr(" (the Tournament-Type Code Table has no code Arbiter writes for the system "
                 "{system})", system=t.system or tr("(none)")))
    if not filled.options.get(T.TIEBREAKS_202, "").strip():
        empty("202", N_("tie-breaks"), NOTICE, tr(" (the tournament has no tie-breaks)"))
    kept = t.options.get(T.TIEBREAKS_202, "").strip()
    wanted = filled.options.get(T.TIEBREAKS_202, "")
    if kept and wanted and not _same_tiebreaks(kept, wanted):
        out.append(ArbiterWarning(
            NOTICE, tr("202 of the imported file ({kept}) is replaced by the tournament's "
                       "tie-breaks ({wanted}), the ones the rank column follows", kept=kept,
                       wanted=wanted), code="report-202"))
    for number in sorted(t.players):
        player = t.players[number]
        if not str(player.fide_id or "").strip():
            out.append(ArbiterWarning(
                CONFIRM, tr("player {number} {name}: the FIDE number (cols 58-68) is empty: "
                            "mandatory for the rating report (TRF-2026, column R)", number=number,
                            name=player.name),
                code="report-empty-fide-id"))
    if t.total_rounds and len(t.rounds) < t.total_rounds:
        out.append(ArbiterWarning(
            NOTICE, tr("{n} of {total_rounds} rounds are paired: the report covers rounds 1-{n}",
                       n=len(t.rounds), total_rounds=t.total_rounds), code="report-interim"))
    out.extend(list_month_notices(t))
    return out


__all__ = ["ACTION", "TOURNAMENT_FIELDS", "check_report_allowed", "program_name",
           "report_problems", "report_tiebreaks", "report_tournament"]
