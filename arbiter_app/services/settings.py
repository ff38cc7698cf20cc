"""Tournament settings as the GUI's new-tournament dialog fills them in."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

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

    def to_tournament(self) -> Tournament:
        t = Tournament(info=TournamentInfo(**{n: getattr(self, n) for n in INFO_FIELDS}),
                       total_rounds=self.total_rounds, initial_colour=self.initial_colour,
                       scoring=self.scoring, system=self.system)
        if self.tiebreak_rules:
            t.options[OPTION_RULES] = self.tiebreak_rules
        t.options[OPTION_MODE] = "on"  # every new tournament starts in FIDE mode
        return t

    @classmethod
    def of(cls, t: Tournament, tiebreaks: list[str], auto_rank: bool = True
           ) -> "NewTournament":
        return cls(**{n: getattr(t.info, n) for n in INFO_FIELDS},
                   total_rounds=t.total_rounds or 0, system=t.system, scoring=t.scoring,
                   initial_colour=t.initial_colour, tiebreaks=list(tiebreaks),
                   tiebreak_rules=t.options.get(OPTION_RULES, ""),
                   auto_rank_before_round1=auto_rank)


SETTING_NAMES = tuple(f.name for f in fields(NewTournament))

#: the letters of ``--points`` (those of TRF-2026 record 162): win, draw, loss, PAB
POINT_LETTERS = {"W": "win", "D": "draw", "L": "loss", "P": "pairing_bye"}


def scoring_from(win: float = 1.0, draw: float = 0.5, pairing_bye: float = 1.0,
                 loss: float = 0.0) -> Scoring:
    """The point system the new-tournament dialog and ``arbiter-cli`` set: a forfeit
    win and a full-point bye score a win, a half-point bye a draw, a forfeit loss
    and an absence nothing."""
    base = Scoring()
    return Scoring(win=win, draw=draw, loss=loss, forfeit_win=win,
                   forfeit_loss=base.forfeit_loss, pairing_bye=pairing_bye, half_bye=draw,
                   full_bye=win, zero_bye=base.zero_bye)


def parse_points(text: str, current: Scoring | None = None) -> Scoring:
    """``W=1,D=0.5,L=0,P=1`` (any subset; the others as in ``current`` or the
    standard system) as a Scoring; ValueError naming the bad item."""
    start = current or Scoring()
    values = {"win": start.win, "draw": start.draw, "loss": start.loss,
              "pairing_bye": start.pairing_bye}
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        letter, _, number = item.partition("=")
        key = POINT_LETTERS.get(letter.strip().upper())
        if key is None or not number.strip():
            raise ValueError(f"{item!r}: write LETTER=POINTS with LETTER one of "
                             f"{', '.join(POINT_LETTERS)} (e.g. W=1,D=0.5,P=1)")
        try:
            values[key] = float(number)
        except ValueError:
            raise ValueError(f"{item!r}: {number.strip()!r} is not a number") from None
    return scoring_from(**values)
