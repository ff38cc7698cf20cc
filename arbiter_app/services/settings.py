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

    def to_tournament(self) -> Tournament:
        t = Tournament(info=TournamentInfo(**{n: getattr(self, n) for n in INFO_FIELDS}),
                       total_rounds=self.total_rounds, initial_colour=self.initial_colour,
                       scoring=self.scoring, system=self.system)
        if self.tiebreak_rules:
            t.options[OPTION_RULES] = self.tiebreak_rules
        t.options[OPTION_MODE] = "on"  # every new tournament starts in FIDE mode
        if self.acceleration == ACC.BAKU:
            t.options[ACC.METHOD] = ACC.BAKU
        return t

    @classmethod
    def of(cls, t: Tournament, tiebreaks: list[str], auto_rank: bool = True
           ) -> "NewTournament":
        return cls(**{n: getattr(t.info, n) for n in INFO_FIELDS},
                   total_rounds=t.total_rounds or 0, system=t.system, scoring=t.scoring,
                   initial_colour=t.initial_colour, tiebreaks=list(tiebreaks),
                   tiebreak_rules=t.options.get(OPTION_RULES, ""),
                   auto_rank_before_round1=auto_rank, acceleration=ACC.method(t))


SETTING_NAMES = tuple(f.name for f in fields(NewTournament))
