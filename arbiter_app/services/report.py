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
  number and a game's result.  Each one empty is a level 3 warning (one
  confirmation: a report can go out incomplete, but not unnoticed), naming the
  field, its TRF tag or columns, and for a player field the player by number
  and name;
* ◙ fields (``182``, ``192``, ``202``) still empty are level 2 notices: Arbiter
  does not know whether the event is a title event;
* a report of a tournament with rounds still to be paired is a notice (an
  interim report is allowed; it covers the paired rounds);
* refused (:func:`check_report_allowed`, before any warning): a tournament
  without a paired round (there is nothing to rate);
* the rating column (001 cols 49-52) is the FIDE rating of the tournament's rating
  type as the list gave it (:func:`official_ratings`), and a rating from the list of
  another month than the start date's is a notice (Q137).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from arbiter_app.engine.model import GameResult, Tournament
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning

#: the ■ tournament lines of column R that Arbiter keeps in TournamentInfo: tag -> (attribute, what)
TOURNAMENT_FIELDS = (
    ("012", "name", "tournament name"),
    ("022", "city", "city"),
    ("032", "federation", "federation"),
    ("042", "start_date", "date of start"),
    ("052", "end_date", "date of end"),
    ("102", "chief_arbiter", "chief arbiter"),
)
#: what the export does; the action named in warnings and refusals
ACTION = "export the rating report"


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
        raise ServiceError(f"{ACTION}: the tie-break list cannot be written in 202: "
                           f"{exc}") from None


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
                NOTICE, f"player {number} {t.players[number].name}: the rating "
                f"{listed.rating} is from {listed.source}; the list valid at the start date "
                f"is that of {wanted} (arbiter-cli check-ratings)", "Q137",
                "report-rating-list"))
    return out


def check_report_allowed(t: Tournament) -> None:
    """Raise :class:`ServiceError` when no rating report may be written at all
    (checked before the warnings; see the module docstring)."""
    if not t.rounds:
        raise ServiceError(f"{ACTION}: no round is paired yet; there is nothing to rate")
    # FIDE checklist Q169: no report while an adjourned game has no result (a game
    # merely without result is a warning below: the arbiter may still be entering them)
    adjourned = [(n, b, g) for n, rnd in enumerate(t.rounds, start=1)
                 for b, g in enumerate(rnd.games, start=1) if g.result.is_adjourned]
    if adjourned:
        shown = ", ".join(f"round {n} board {b} ({g.white}-{g.black})"
                          for n, b, g in adjourned[:5])
        more = f" and {len(adjourned) - 5} more" if len(adjourned) > 5 else ""
        raise ServiceError(f"{ACTION}: {shown}{more} {'is' if len(adjourned) == 1 else 'are'} "
                           "adjourned and without a result; enter the result first (the "
                           "report is final, FIDE checklist Q169)")


def report_problems(t: Tournament, tiebreaks: Iterable[str] = ()) -> list[ArbiterWarning]:
    """Every field the rating report must have (TRF-2026 column R) that the
    tournament leaves empty, as warnings (levels in the module docstring); a
    refusal (:func:`check_report_allowed`) is raised before any of them."""
    from arbiter_app.trf import trf2026 as T

    check_report_allowed(t)
    tiebreaks = list(tiebreaks)
    filled = report_tournament(t, tiebreaks)
    out: list[ArbiterWarning] = []

    def empty(tag: str, what: str, level: int = CONFIRM, detail: str = "") -> None:
        why = ("mandatory for the rating report" if level >= CONFIRM
               else "mandatory for title events")
        out.append(ArbiterWarning(level, f"{tag} ({what}) is empty{detail}: {why} (TRF-2026, "
                                  "column R)", code=f"report-empty-{tag}"))

    for tag, attribute, what in TOURNAMENT_FIELDS:
        if not str(getattr(t.info, attribute) or "").strip():
            empty(tag, what)
    undated = [n for n, rnd in enumerate(t.rounds, start=1) if not (rnd.date or "").strip()]
    if undated:
        rounds = ", ".join(map(str, undated))
        out.append(ArbiterWarning(
            CONFIRM, f"132 (dates of the rounds): round{'s' if len(undated) > 1 else ''} "
            f"{rounds} {'have' if len(undated) > 1 else 'has'} no date: mandatory for the "
            "rating report (TRF-2026, column R)", code="report-empty-132"))
    if not T.type_code(filled):
        empty("192", "type of tournament", NOTICE,
              f" (the Tournament-Type Code Table has no code Arbiter writes for the system "
              f"{t.system or '(none)'})")
    if not filled.options.get(T.TIEBREAKS_202, "").strip():
        empty("202", "tie-breaks", NOTICE, " (the tournament has no tie-breaks)")
    kept = t.options.get(T.TIEBREAKS_202, "").strip()
    wanted = filled.options.get(T.TIEBREAKS_202, "")
    if kept and wanted and not _same_tiebreaks(kept, wanted):
        out.append(ArbiterWarning(
            NOTICE, f"202 of the imported file ({kept}) is replaced by the tournament's "
            f"tie-breaks ({wanted}), the ones the rank column follows", code="report-202"))
    for number in sorted(t.players):
        player = t.players[number]
        if not str(player.fide_id or "").strip():
            out.append(ArbiterWarning(
                CONFIRM, f"player {number} {player.name}: the FIDE number (cols 58-68) is "
                "empty: mandatory for the rating report (TRF-2026, column R)",
                code="report-empty-fide-id"))
    for round_no, rnd in enumerate(t.rounds, start=1):
        for board, game in enumerate(rnd.games, start=1):
            if game.result is GameResult.PENDING:
                white, black = (t.players.get(n) for n in game.players())
                out.append(ArbiterWarning(
                    CONFIRM, f"round {round_no}, board {board}: {game.white} "
                    f"{white.name if white else ''} - {game.black} "
                    f"{black.name if black else ''} has no result: both players' round "
                    f"{round_no} cells (result, col {92 + 10 * (round_no - 1) + 7}) are "
                    "mandatory for the rating report (TRF-2026, column R)",
                    code="report-empty-result"))
    if t.total_rounds and len(t.rounds) < t.total_rounds:
        out.append(ArbiterWarning(
            NOTICE, f"{len(t.rounds)} of {t.total_rounds} rounds are paired: the report "
            f"covers rounds 1-{len(t.rounds)}", code="report-interim"))
    out.extend(list_month_notices(t))
    return out


__all__ = ["ACTION", "TOURNAMENT_FIELDS", "check_report_allowed", "program_name",
           "report_problems", "report_tiebreaks", "report_tournament"]
