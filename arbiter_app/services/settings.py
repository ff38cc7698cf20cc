"""Tournament settings as the GUI's new-tournament dialog fills them in."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from arbiter_app.engine.model import Colour, Scoring, Tournament, TournamentInfo

#: ``Tournament.options`` key of :attr:`NewTournament.auto_rank_before_round1`
# (an option, not a column: it needs no schema change and no TRF line)
AUTO_RANK_OPTION = "arbiter.auto_rank_before_round1"

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
    # renumber the players by the initial ranking list when round 1 is paired
    # (see TournamentService.renumber_players)
    auto_rank_before_round1: bool = True

    def to_tournament(self) -> Tournament:
        t = Tournament(info=TournamentInfo(**{n: getattr(self, n) for n in INFO_FIELDS}),
                       total_rounds=self.total_rounds, initial_colour=self.initial_colour,
                       scoring=self.scoring, system=self.system)
        if not self.auto_rank_before_round1:
            t.options[AUTO_RANK_OPTION] = option_text(False)
        return t

    @classmethod
    def of(cls, t: Tournament, tiebreaks: list[str]) -> "NewTournament":
        return cls(**{n: getattr(t.info, n) for n in INFO_FIELDS},
                   total_rounds=t.total_rounds or 0, system=t.system, scoring=t.scoring,
                   initial_colour=t.initial_colour, tiebreaks=list(tiebreaks),
                   auto_rank_before_round1=auto_rank(t))


def auto_rank(t: Tournament) -> bool:
    """The tournament's auto_rank_before_round1 setting (default: on)."""
    return t.options.get(AUTO_RANK_OPTION, "yes") != "no"


def option_text(value: bool) -> str:
    return "yes" if value else "no"


SETTING_NAMES = tuple(f.name for f in fields(NewTournament))
