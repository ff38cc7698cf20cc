"""Tournament settings as the GUI's new-tournament dialog fills them in."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine.model import Colour, Scoring, Tournament, TournamentInfo
from arbiter_app.engine.tiebreaks import OPTION_RULES
from arbiter_app.services.fide_mode import OPTION_MODE

#: the tie-breaks of a new tournament, and of an imported file that names none: C.07's
#: usual choice for an individual Swiss (Buchholz cut 1, Buchholz, Sonneborn-Berger)
DEFAULT_TIEBREAKS = ("BH/C1", "BH", "SB")

INFO_FIELDS = ("name", "city", "federation", "start_date", "end_date", "chief_arbiter",
               "deputies", "time_control")


@dataclass
class NewTournament:
    name: str
    total_rounds: int
    system: str  # registry name, e.g. "dutch2016"
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    chief_arbiter: str = ""
    deputies: str = ""
    time_control: str = ""
    scoring: Scoring = field(default_factory=Scoring)
    # None: drawn by lot when round 1 is paired
    initial_colour: Colour | None = None
    tiebreaks: list[str] = field(default_factory=list)  # e.g. ["BH/C1", "SB", "DE"]
    # the edition of FIDE C.07 the tie-breaks follow ("2023", "2024", "2026"); "": the one
    # in force at the start date (kept in Tournament.options, key tiebreaks.rules)
    tiebreak_rules: str = ""
    # renumber the players by the initial ranking list when round 1 is paired
    # (see TournamentService.renumber_players)
    auto_rank_before_round1: bool = True
    # accelerated pairings: "none" or "baku" (Tournament.options pairing.acceleration)
    acceleration: str = "none"
    # the ratings (services/starting_rank.py, kept in Tournament.options): the FIDE list
    # the official ratings come from (Q124), the starting-rank method of TRF-2026 record
    # 172 with the federation of its national ratings, the criterion after strength and
    # title (C.04.2 2.2.3, Q146) and the flag of events longer than 30 days (Q210)
    rating_type: str = "standard"
    rating_method: str = "FIDE"
    rating_federation: str = ""
    tie_order: str = "name"
    long_event: bool = False
    # the rating the rating-based tie-breaks read in an event longer than 30 days
    # (Q213-216): "first" (the start's), "round" (each round's) or a round number "N"
    tiebreak_rating: str = "first"
    # the rating of unrated players in the rating-based tie-breaks (C.07 10, Q208-209):
    # "none" (those tie-breaks dropped), a rating ("floor": the FIDE rating floor) or
    # "performance" (each unrated player's own performance), Tournament.options
    # tiebreaks.unrated_rating
    unrated_rating: str = "none"
    # the language of the printouts and web pages ("fr"; "": the interface's), kept in
    # Tournament.options documents.language (docs/languages.md)
    document_language: str = ""
    # a round robin's cycles, swap, lots or Berger order (services/round_robin.py), kept
    # in Tournament.options roundrobin.*; fixed once round 1 is paired
    round_robin: dict = field(default_factory=dict)

    def to_tournament(self) -> Tournament:
        t = Tournament(info=TournamentInfo(**{n: getattr(self, n) for n in INFO_FIELDS}),
                       total_rounds=self.total_rounds, initial_colour=self.initial_colour,
                       scoring=self.scoring, system=self.system)
        if self.tiebreak_rules:
            t.options[OPTION_RULES] = self.tiebreak_rules
        t.options[OPTION_MODE] = "on"  # every new tournament starts in FIDE mode
        if self.acceleration == ACC.BAKU:
            t.options[ACC.METHOD] = ACC.BAKU
        for name in RATING_SETTINGS:
            for key, value in rating_options(self, name).items():
                if value is not None:
                    t.options[key] = value
        if self.document_language:
            t.options[LANGUAGE_OPTION] = checked_language(self.document_language)
        from arbiter_app.services.round_robin import round_robin_options
        for key, value in round_robin_options(self.system, self.round_robin).items():
            if value is not None:
                t.options[key] = value
        return t

    @classmethod
    def of(cls, t: Tournament, tiebreaks: list[str], auto_rank: bool = True
           ) -> "NewTournament":
        return cls(**{n: getattr(t.info, n) for n in INFO_FIELDS},
                   total_rounds=t.total_rounds or 0, system=t.system, scoring=t.scoring,
                   initial_colour=t.initial_colour, tiebreaks=list(tiebreaks),
                   tiebreak_rules=t.options.get(OPTION_RULES, ""),
                   auto_rank_before_round1=auto_rank, acceleration=ACC.method(t),
                   document_language=t.options.get(LANGUAGE_OPTION, ""),
                   round_robin=_round_robin_values(t),
                   **rating_settings(t))


def _round_robin_values(t: Tournament) -> dict:
    from arbiter_app.services.round_robin import round_robin_values
    return round_robin_values(t.options)


#: Tournament.options key of the documents' language (services.documents reads it)
LANGUAGE_OPTION = "documents.language"


def checked_language(code: str) -> str:
    """``code`` when Arbiter has that language ("" for the interface's); else ServiceError."""
    from arbiter_app.i18n import LANGUAGES, tr
    from arbiter_app.services.errors import ServiceError
    if code and code not in LANGUAGES:
        raise ServiceError(tr("the document language {code!r} is not one of {known}",
                              code=code, known=", ".join(LANGUAGES)))
    return code


#: the settings kept as Tournament.options by :func:`rating_options`
RATING_SETTINGS = ("rating_type", "rating_method", "rating_federation", "tie_order",
                   "long_event", "tiebreak_rating", "unrated_rating")


def rating_settings(t: Tournament) -> dict:
    from arbiter_app.services import starting_rank as SR
    federation, method = SR.rating_method(t)
    return dict(rating_type=SR.rating_type(t), rating_method=method,
                rating_federation=federation, tie_order=SR.tie_order(t),
                long_event=SR.long_event(t), tiebreak_rating=SR.tiebreak_rating(t),
                unrated_rating=unrated_rating_of(t))


def unrated_rating_of(t: Tournament) -> str:
    """The stored rating of unrated players as the settings show it ("none", a number or
    "performance")."""
    from arbiter_app.engine.tiebreaks.records import OPTION_UNRATED_RATING
    return t.options.get(OPTION_UNRATED_RATING, "").strip().lower() or "none"


def unrated_rating_value(text: str) -> str | None:
    """The stored value of the setting ``text`` (None: no rating, the entry removed);
    ServiceError naming the value when it is none of "none", a rating, "floor" or
    "performance"."""
    from arbiter_app.engine.tiebreaks.records import RATING_FLOOR, UNRATED_PERFORMANCE
    from arbiter_app.i18n import tr
    from arbiter_app.services.errors import ServiceError
    value = str(text or "").strip().lower()
    if value in ("", "none"):
        return None
    if value == "floor":
        return str(RATING_FLOOR)
    if value == UNRATED_PERFORMANCE:
        return value
    if value.isascii() and value.isdigit() and 0 < int(value) <= 3500:
        return str(int(value))
    raise ServiceError(tr("the rating of unrated players {value!r} is not 'none', a rating, "
                          "'floor' or 'performance'", value=text))


def rating_options(new: "NewTournament", name: str) -> dict[str, str | None]:
    """The options setting ``name`` of ``new`` writes (None: the entry is removed);
    ServiceError when the value is refused."""
    from arbiter_app.engine.model import RATING_KINDS
    from arbiter_app.i18n import tr
    from arbiter_app.engine.tournament_rating import TIE_ORDERS
    from arbiter_app.services import starting_rank as SR
    from arbiter_app.services.errors import ServiceError
    from arbiter_app.trf.trf2026 import STARTING_RANK
    if name == "rating_type":
        if new.rating_type not in RATING_KINDS:
            raise ServiceError(tr("rating type {kind!r} is not one of {kinds}",
                                  kind=new.rating_type, kinds=", ".join(RATING_KINDS)))
        return {SR.TYPE_OPTION: None if new.rating_type == "standard" else new.rating_type}
    if name in ("rating_method", "rating_federation"):
        federation = new.rating_federation or (
            new.federation if new.rating_method in SR.TR.NATIONAL_METHODS else "")
        return {STARTING_RANK: SR.method_value(new.rating_method, federation)}
    if name == "tie_order":
        if new.tie_order not in TIE_ORDERS:
            raise ServiceError(tr("tie order {order!r} is not one of {orders}",
                                  order=new.tie_order, orders=", ".join(TIE_ORDERS)))
        return {SR.TIE_OPTION: None if new.tie_order == "name" else new.tie_order}
    if name == "long_event":
        return {SR.LONG_OPTION: "on" if new.long_event else None}
    if name == "tiebreak_rating":
        from arbiter_app.engine.tiebreaks.records import (OPTION_RATING_ROUND, RATING_FIRST,
                                                          TiebreakOptions)
        value = str(new.tiebreak_rating or RATING_FIRST).strip().lower()
        try:
            TiebreakOptions(rating_round=value)
        except ValueError:
            raise ServiceError(tr("the tie-breaks' rating {value!r} is not 'first', 'round' "
                                  "or a round number", value=new.tiebreak_rating)) from None
        return {OPTION_RATING_ROUND: None if value == RATING_FIRST else value}
    if name == "unrated_rating":
        from arbiter_app.engine.tiebreaks.records import OPTION_UNRATED_RATING
        return {OPTION_UNRATED_RATING: unrated_rating_value(new.unrated_rating)}
    raise KeyError(name)


SETTING_NAMES = tuple(f.name for f in fields(NewTournament))
