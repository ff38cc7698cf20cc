"""A new team event as the command line (and later the window's new-tournament dialog)
fills it in: :class:`NewTeamEvent`, checked by :func:`check_new_team_event`.

What a team event adds to an individual tournament's settings (issue #37; TRF-2026 records
192, 352, 362 and 320):

* ``boards``: the games of a match;
* ``colour_type``: C.04.6 1.7's colour preferences, Type A (the default), Type B or none;
* ``primary``: C.04.6 1.2.1's primary score, match points (the default) or game points, the
  other one the secondary score; ``secondary_for_colours``: whether the secondary score
  decides which team is the first-team (4.2.2; the 192 codes ``_MP``/``_GP`` say not);
* ``board_colours``: 352, the white team's colours board by board ("": alternating from
  White on board 1);
* ``match_points``: 362's TW, TD, TL (2, 1, 0 by default);
* ``pab_match_points``, ``pab_game_points``: 320, the pairing-allocated bye's points (None: a
  drawn match's, C.04.6 1.4).

``scoring`` is the individual games' point system (162): a team's game points are its
players' points.

``system``: the Swiss Team Pairing System (``team2026``, the default) or a team round robin
(``teamroundrobin``, C.05 Annex 1), whose ``round_robin`` settings are the individual round
robin's (services/round_robin.py: ``cycles``, ``swap``; the Berger numbers are the teams'
pairing numbers, set with ``renumber-teams``).  A team round robin's rest (the team meeting
the bye number of an odd field) scores nothing unless the arbiter gives the bye points
(:func:`round_robin_defaults`; docs/systems/teamroundrobin.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import Colour, Scoring, Tournament, TournamentInfo
from arbiter_app.engine.teams import points as P
from arbiter_app.engine.teams.model import (COLOUR_TYPES, COLOURS_A, MATCH_POINTS, SCORES,
                                            TeamSettings, TeamTournament)
from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.settings import INFO_FIELDS

#: the registry's name of the Swiss Team Pairing System (C.04.6)
TEAM_SYSTEM = "team2026"
#: the registry's name of the team round robin (C.05 Annex 1, Berger tables)
TEAM_ROUND_ROBIN = "teamroundrobin"
#: the tie-breaks of a new team event: the secondary score first (C.07 13.1: game points
#: after match points, or the reverse), then Buchholz and Sonneborn-Berger on the primary score
DEFAULT_TEAM_TIEBREAKS = ("MPVGP", "BH/C1", "SB")
#: the tie-breaks of a new team round robin: C.07 8 leaves the Buchholz family out of round
#: robins; game points after match points (13.1), the direct encounter (6), then
#: Sonneborn-Berger on the primary score (9.1 with 13)
ROUND_ROBIN_TEAM_TIEBREAKS = ("MPVGP", "DE", "SB")
#: the most boards a match has (TRF-2026 310 lists 14 players a team)
MAX_BOARDS = 14


@dataclass
class NewTeamEvent:
    name: str
    total_rounds: int
    boards: int = 4
    colour_type: str = COLOURS_A
    primary: str = MATCH_POINTS
    secondary_for_colours: bool = True
    board_colours: str = ""
    match_points: tuple[float, float, float] = (P.TEAM_WIN, P.TEAM_DRAW, P.TEAM_LOSS)
    pab_match_points: float | None = None
    pab_game_points: float | None = None
    system: str = TEAM_SYSTEM
    city: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    chief_arbiter: str = ""
    deputies: str = ""
    time_control: str = ""
    #: the individual games' points (TRF-2026 162): a team's game points add them up
    scoring: Scoring = field(default_factory=Scoring)
    #: None: drawn by lot when round 1 is paired (the colour of team 1's first board)
    initial_colour: Colour | None = None
    tiebreaks: list[str] = field(default_factory=lambda: list(DEFAULT_TEAM_TIEBREAKS))
    tiebreak_rules: str = ""
    document_language: str = ""
    #: a team round robin's cycles and swap (services/round_robin.py's keys)
    round_robin: dict = field(default_factory=dict)

    def team_settings(self) -> TeamSettings:
        return TeamSettings(boards=self.boards, colour_type=self.colour_type,
                            primary=self.primary,
                            secondary_for_colours=self.secondary_for_colours,
                            board_colours=self.board_colours.upper(),
                            pab_match_points=self.pab_match_points,
                            pab_game_points=self.pab_game_points)

    def to_team_tournament(self) -> TeamTournament:
        info = TournamentInfo(**{n: getattr(self, n) for n in INFO_FIELDS})
        settings = self.team_settings()
        win, draw, loss = self.match_points
        t = TeamTournament(info=info, total_rounds=self.total_rounds,
                           initial_colour=self.initial_colour,
                           scoring=P.match_scoring(win, draw, loss,
                                                   pab=settings.pab_match_points),
                           system=self.system, settings=settings,
                           individuals=Tournament(info=info, scoring=self.scoring,
                                                  total_rounds=self.total_rounds))
        from arbiter_app.engine.tiebreaks import OPTION_RULES
        from arbiter_app.services.settings import LANGUAGE_OPTION, checked_language
        if self.tiebreak_rules:
            t.options[OPTION_RULES] = self.tiebreak_rules
        if self.document_language:
            t.options[LANGUAGE_OPTION] = checked_language(self.document_language)
        from arbiter_app.services.round_robin import round_robin_options
        for key, value in round_robin_options(self.system, self.round_robin).items():
            if value is not None:
                t.options[key] = value
        return t


def round_robin_defaults(values: dict) -> dict:
    """``values`` (a :class:`NewTeamEvent`'s fields) with a team round robin's defaults for
    what they leave out: no points for the rest of an odd field (C.05 Annex 1: the team
    meeting the bye number does not play; the individual round robin gives its rest none
    either), the tie-breaks :data:`ROUND_ROBIN_TEAM_TIEBREAKS`, the swap of a double round
    robin (services/round_robin.py)."""
    out = dict(values)
    if out.get("pab_match_points") is None and out.get("pab_game_points") is None:
        out["pab_match_points"], out["pab_game_points"] = 0.0, 0.0
    out.setdefault("tiebreaks", list(ROUND_ROBIN_TEAM_TIEBREAKS))
    return out


def check_new_team_event(new: NewTeamEvent) -> NewTeamEvent:
    """``new`` checked (a ServiceError names what is wrong), its dates as TRF writes them."""
    from arbiter_app.services.settings import NewTournament
    from arbiter_app.services.settings_checks import check_settings, normalised
    from arbiter_app.engine.systems.registry import is_team_system
    if new.system not in ("", TEAM_SYSTEM) and not is_team_system(new.system):
        raise ServiceError(tr("{system} pairs individual players; a team event is paired by "
                              "{team_system}", system=new.system, team_system=TEAM_SYSTEM))
    plain = NewTournament(**{n: getattr(new, n) for n in INFO_FIELDS},
                          total_rounds=new.total_rounds, system=new.system or TEAM_SYSTEM,
                          scoring=new.scoring, initial_colour=new.initial_colour,
                          tiebreaks=list(new.tiebreaks), tiebreak_rules=new.tiebreak_rules,
                          document_language=new.document_language)
    check_settings(plain, ["name", "total_rounds", "scoring", "initial_colour", "tiebreaks",
                           "tiebreak_rules"])
    from arbiter_app.services.round_robin import round_robin_options
    round_robin_options(new.system or TEAM_SYSTEM, new.round_robin)
    plain = normalised(plain)
    check_team_settings(new.team_settings(), new.match_points)
    from dataclasses import replace
    return replace(new, start_date=plain.start_date, end_date=plain.end_date,
                   board_colours=new.board_colours.upper())


def check_team_settings(settings: TeamSettings, match_points: tuple) -> None:
    """The team settings (see the module); a ServiceError naming the first wrong one."""
    if not isinstance(settings.boards, int) or not 1 <= settings.boards <= MAX_BOARDS:
        raise ServiceError(tr("the boards of a match must be a whole number from 1 to {most}, "
                              "not {boards!r}", most=MAX_BOARDS, boards=settings.boards))
    if settings.colour_type not in COLOUR_TYPES:
        raise ServiceError(tr("the colour preferences must be one of {types} (C.04.6 1.7), "
                              "not {value!r}", types=", ".join(COLOUR_TYPES),
                              value=settings.colour_type))
    if settings.primary not in SCORES:
        raise ServiceError(tr("the primary score must be MP or GP (C.04.6 1.2.1), not "
                              "{value!r}", value=settings.primary))
    colours = settings.board_colours
    if colours and (set(colours) - {"W", "B"} or len(colours) > MAX_BOARDS):
        raise ServiceError(tr("the board colours (TRF-2026 352) are a sequence of W and B, "
                              "board 1 first, e.g. WBWB; not {value!r}", value=colours))
    try:
        win, draw, loss = (float(x) for x in match_points)
    except (TypeError, ValueError):
        raise ServiceError(tr("the match points (TRF-2026 362) are three numbers: a match won, "
                              "drawn, lost")) from None
    values = [win, draw, loss] + [x for x in (settings.pab_match_points,
                                              settings.pab_game_points) if x is not None]
    if any(not 0 <= x <= 99.9 or round(x, 1) != x for x in values):
        raise ServiceError(tr("the match points and the bye's points are 0 to 99.9, with one "
                              "decimal at most (what TRF-2026 writes)"))
    if not loss <= draw <= win or loss == win:
        raise ServiceError(tr("the match points of a win ({win:g}), a draw ({draw:g}) and a "
                              "loss ({loss:g}) must be in that order, a win worth more than a "
                              "loss", win=win, draw=draw, loss=loss))


__all__ = ["DEFAULT_TEAM_TIEBREAKS", "MAX_BOARDS", "NewTeamEvent", "ROUND_ROBIN_TEAM_TIEBREAKS",
           "TEAM_ROUND_ROBIN", "TEAM_SYSTEM", "check_new_team_event", "check_team_settings",
           "round_robin_defaults"]
