"""The tournament's rating settings and every player's tournament rating (issue #24).

Kept in ``Tournament.options`` (no column of the tournament file):

* ``trf.starting_rank_method`` -- TRF-2026 record 172 as ``"FED METHOD"`` (the
  rating federation of the national ratings, then the method of
  :mod:`arbiter_app.engine.tournament_rating`); absent: ``FIDE``, FIDE ratings only;
* ``ranking.tie`` -- the criterion after strength and title (C.04.2 2.2.3, Q146):
  ``name`` (absent) or ``fide-id``;
* ``ratings.type`` -- the tournament's rating type, ``standard`` (absent), ``rapid``
  or ``blitz`` (checklist Q124): which FIDE list the official ratings come from;
* ``ratings.long_event`` -- ``on`` for an event longer than 30 days (Q210): each
  round then has its own ratings (``Player.round_ratings``).

The national ratings are those of the NRS records (``trf.national``) for the 172
federation.
"""

from __future__ import annotations

from datetime import date

from arbiter_app.engine import tournament_rating as TR
from arbiter_app.engine.model import RATING_KINDS, Tournament
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.trf.trf2026 import NATIONAL, STARTING_RANK, national_ratings

TIE_OPTION = "ranking.tie"
TYPE_OPTION = "ratings.type"
LONG_OPTION = "ratings.long_event"


def rating_method(t: Tournament) -> tuple[str, str]:
    """(rating federation, method) of ``t``; ``("", "FIDE")`` when none is set."""
    value = t.options.get(STARTING_RANK, "").split()
    if len(value) == 2 and value[1] in TR.METHODS:
        return value[0], value[1]
    if len(value) == 1 and value[0] in TR.METHODS:
        return "", value[0]
    return "", "FIDE"


def method_value(method: str, federation: str) -> str | None:
    """The option value for ``method`` and ``federation`` (None: the default FIDE
    method, no option); ServiceError for an unknown method or a national method
    without a federation."""
    method = (method or "FIDE").strip().upper()
    federation = (federation or "").strip().upper()
    if method not in TR.METHODS:
        raise ServiceError(tr("rating method {method!r} is not one of {methods} (TRF-2026 record "
                              "172)", method=method, methods=', '.join(TR.METHODS)))
    if federation and not (len(federation) == 3 and federation.isascii()
                           and federation.isalpha()):
        raise ServiceError(tr("rating federation {federation!r} is not a 3-letter FIDE code",
                              federation=federation))
    if method in TR.NATIONAL_METHODS and not federation:
        raise ServiceError(tr("the rating method {method} reads national ratings: name their "
                              "federation (e.g. NED), or give the tournament a federation",
                              method=method))
    if method == "FIDE" and not federation:
        return None
    return f"{federation} {method}" if federation else method


def tie_order(t: Tournament) -> str:
    value = t.options.get(TIE_OPTION, "name")
    return value if value in TR.TIE_ORDERS else "name"


def rating_type(t: Tournament) -> str:
    value = t.options.get(TYPE_OPTION, "standard")
    return value if value in RATING_KINDS else "standard"


def long_event(t: Tournament) -> bool:
    return t.options.get(LONG_OPTION, "") == "on"


def tiebreak_rating(t: Tournament) -> str:
    """The rating the rating-based tie-breaks read (Q213-216): "first", "round" or "N"."""
    from arbiter_app.engine.tiebreaks.records import OPTION_RATING_ROUND, RATING_FIRST
    return t.options.get(OPTION_RATING_ROUND, "") or RATING_FIRST


def long_event_advice(t: Tournament, tiebreaks) -> list:
    """Checklist Q211: in an event longer than 30 days the players' ratings change during
    the event, and FIDE advises against rating-based tie-breaks there: a notice."""
    from arbiter_app.engine.tiebreaks.spec import parse_tiebreak
    from arbiter_app.engine.tiebreaks.standings import RATING_TIEBREAKS
    from arbiter_app.services.warnings import NOTICE, ArbiterWarning

    def rating_based(code: str) -> bool:
        try:
            return parse_tiebreak(code).acronym in RATING_TIEBREAKS
        except ValueError:
            return False

    used = [str(x) for x in tiebreaks if rating_based(str(x))]
    if not long_event(t) or not used:
        return []
    return [ArbiterWarning(
        NOTICE, tr("the event is longer than 30 days: its ratings change from round to round, "
                   "and rating-based tie-breaks ({tiebreaks}) are not recommended; they read "
                   "the rating {which}", tiebreaks=", ".join(used),
                   which=describe_tiebreak_rating(t)), "Q211", "long-event-rating-tiebreaks")]


def describe_tiebreak_rating(t: Tournament) -> str:
    """Which rating the rating-based tie-breaks read, in the current language: "at the
    start", "of each round", "valid in round 3"."""
    value = tiebreak_rating(t)
    if value == "first":
        return tr("at the start")
    if value == "round":
        return tr("of each round")
    return tr("valid in round {round}", round=value)


def longer_than_30_days(t: Tournament) -> bool:
    """True when the start and end dates are more than 30 days apart (Q210's flag is
    the arbiter's; this is what the dialog proposes)."""
    try:
        start = date(*map(int, t.info.start_date.split("/")))
        end = date(*map(int, t.info.end_date.split("/")))
    except (TypeError, ValueError):
        return False
    return (end - start).days + 1 > 30


def national_of(t: Tournament) -> dict[int, int]:
    """Player -> national rating of the 172 federation (players with one)."""
    federation, _method = rating_method(t)
    if not federation or not t.options.get(NATIONAL):
        return {}
    return {n: by_fed[federation] for n, by_fed in national_ratings(t).items()
            if by_fed.get(federation)}


def tournament_ratings(t: Tournament) -> dict[int, int]:
    """Every player's tournament rating (0: none), by the tournament's method."""
    _federation, method = rating_method(t)
    national = national_of(t)
    return {n: TR.tournament_rating(method, p.rating, national.get(n, 0), p.manual_rating)
            for n, p in t.players.items()}


def describe_method(t: Tournament) -> str:
    federation, method = rating_method(t)
    text = f"{method} ({tr(TR.DESCRIPTIONS[method])})"
    return tr("{method}, national ratings of {federation}", method=text,
              federation=federation) if federation and method in TR.NATIONAL_METHODS else text


__all__ = ["LONG_OPTION", "TIE_OPTION", "TYPE_OPTION", "describe_method",
           "describe_tiebreak_rating", "long_event", "long_event_advice", "tiebreak_rating",
           "longer_than_30_days", "method_value", "national_of", "rating_method",
           "rating_type", "tie_order", "tournament_ratings"]
