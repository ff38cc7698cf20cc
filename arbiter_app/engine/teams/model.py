"""A team event: a tournament whose competitors are teams (issue #37).

A :class:`TeamTournament` *is* a :class:`~arbiter_app.engine.model.Tournament`, seen at the
level of the teams, so that the Swiss machinery (histories, the checker, the generator, the
registry's systems) works on it as on individuals:

* its ``players`` are the teams, numbered by their Team Pairing Number (TPN, C.04.6 1.1),
  each a :class:`~arbiter_app.engine.model.Player` whose name is the team's name and whose
  rating is the team's strength factor (TRF-2026 record 310, columns 48-53);
* its rounds' ``games`` are the matches: the *white team* is the team whose player on the
  first board was scheduled to play White (C.04.6 1.6.1), the result the match's outcome
  (``WHITE_WINS`` for a match the white team won on game points, ``DRAW``, ``BLACK_WINS``;
  a forfeited match, TRF-2026 record 330, ``WHITE_FORFEIT_WIN``, ``BLACK_FORFEIT_WIN`` or
  ``DOUBLE_FORFEIT``); its ``byes`` the teams' byes (``U``: the pairing-allocated bye,
  record 320; ``F``/``H``/``Z``: record 240 with team numbers);
* its ``scoring`` gives match points (TRF-2026 record 362: TW, TD, TL; by default 2, 1, 0),
  so that a history's score is the team's match points.

What a team has beyond a player is kept beside: the roster of each team in board order
(:class:`Team`, records 310 or 013), the settings of the competition
(:class:`TeamSettings`: boards per match, colour preferences, primary score, 352's board
colours), the game points of each team in each round (:attr:`TeamTournament.game_points`,
the sum of its players' points in the match, a bye's given points included, 299's
corrections included), the line-up each team fielded in each round
(:attr:`TeamTournament.lineups`, record 300 where it is not the roster's order) and the
individual tournament of the players, whose games are the rated games of the event
(:attr:`TeamTournament.individuals`: its players are every rostered player, numbered by
their TRF starting rank, its games the boards of the matches).

Plain Python: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import Tournament

#: the primary score of a team competition (C.04.6 1.2.1: match points by default)
MATCH_POINTS = "MP"
GAME_POINTS = "GP"
SCORES = (MATCH_POINTS, GAME_POINTS)
#: the colour preferences of C.04.6 1.7: Type A (the default), Type B, or none at all
COLOURS_A = "A"
COLOURS_B = "B"
COLOURS_NONE = "none"
COLOUR_TYPES = (COLOURS_A, COLOURS_B, COLOURS_NONE)


@dataclass(frozen=True)
class TeamSettings:
    """How a team competition is run (its regulations, TRF-2026 192/352/362/320)."""

    #: games per match
    boards: int = 4
    #: C.04.6 1.7
    colour_type: str = COLOURS_A
    #: C.04.6 1.2.1: MP or GP; the other one is the secondary score
    primary: str = MATCH_POINTS
    #: C.04.6 4.2.2: whether the secondary score decides the first-team
    secondary_for_colours: bool = True
    #: TRF-2026 352: the colours of the white team's boards, board 1 first (``"WBWB"``;
    #: "" for the default: alternating, White on board 1)
    board_colours: str = ""
    #: C.04.6 1.4 / TRF-2026 320: the pairing-allocated bye's match and game points (None:
    #: those of a drawn match: TD match points, half the boards' game points)
    pab_match_points: float | None = None
    pab_game_points: float | None = None


@dataclass(frozen=True)
class Team:
    """One team: its TPN, its name and its roster (starting ranks of the individual
    tournament's players, in board order)."""

    number: int
    name: str
    roster: tuple[int, ...] = ()
    nickname: str = ""
    #: TRF-2026 310's strength factor (e.g. the average rating of the first boards)
    strength: int = 0


#: the kinds of a 299 record (TRF-2026 col 5): a result it gives points to, or "" for a
#: penalty or bonus added to what the team has
CORRECTION_KINDS = ("W", "D", "L", "F", "H", "Z", "+", "-", "")


@dataclass(frozen=True)
class PointsCorrection:
    """One TRF-2026 299 record (abnormal points) of a team competition.

    ``kind`` "" is a penalty or bonus: ``match_points`` and ``game_points`` are added to what
    the listed teams have (in round ``round_no``; 0: once, not tied to a round).  Any other
    kind (W D L F H Z + -) gives the results of that kind other points than the defaults:
    in round ``round_no`` (0: every round), for the listed ``teams`` (none: every team).
    None: that score is left as it is.  :mod:`.points` applies them."""

    kind: str
    match_points: float | None = None
    game_points: float | None = None
    round_no: int = 0
    teams: tuple[int, ...] = ()


@dataclass
class TeamTournament(Tournament):
    """A tournament whose competitors are teams (see the module)."""

    teams: dict[int, Team] = field(default_factory=dict)
    settings: TeamSettings = field(default_factory=TeamSettings)
    #: (round, TPN) -> the team's game points in that round (a match or a bye)
    game_points: dict[tuple[int, int], float] = field(default_factory=dict)
    #: (round, TPN) -> the starting ranks the team fielded on boards 1..B (0: an empty
    #: board); absent: the first B players of its roster
    lineups: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)
    #: the individual games (every rostered player, numbered by TRF starting rank)
    individuals: Tournament = field(default_factory=Tournament)
    #: (round, TPN) -> the team's match points in that round (its result's, a bye's, 299's
    #: corrections included); absent: those ``scoring`` gives its result
    match_points: dict[tuple[int, int], float] = field(default_factory=dict)
    #: TRF-2026 299 records, in file order (the per-round values above include them; a
    #: penalty or bonus of round 0 only counts in the totals: :func:`.points.totals`)
    corrections: list[PointsCorrection] = field(default_factory=list)
    #: (round, starting rank) -> "+" or "-": an individual entry without opponent that is a
    #: board won ("+") or lost ("-") by forfeit, its opponent's board being empty (TRF cell
    #: ``0000 - +``); the individual round holds it as a full-point ("+") or zero-point
    #: ("-") bye, the points of a forfeit win or loss (162 W, A), not rated
    board_forfeits: dict[tuple[int, int], str] = field(default_factory=dict)
    #: (round, starting rank) of a forfeited game whose TRF cell gives no colour
    #: (``   5 - +``: "scheduled colour or forfeit"); the individual game has colours all
    #: the same (the lower starting rank White), which decide nothing at the team level
    colourless: set[tuple[int, int]] = field(default_factory=set)

    # -- copies: the base class's copies share the team fields' containers (dataclasses'
    # replace keeps the subclass but not new dicts), so these give each copy its own
    def copy(self) -> "TeamTournament":
        """A copy that shares no container with ``self`` (the team fields included)."""
        copy = super().copy()
        copy.teams = dict(self.teams)
        copy.game_points = dict(self.game_points)
        copy.lineups = dict(self.lineups)
        copy.individuals = self.individuals.copy()
        copy.match_points = dict(self.match_points)
        copy.corrections = list(self.corrections)
        copy.board_forfeits = dict(self.board_forfeits)
        copy.colourless = set(self.colourless)
        return copy

    def truncated(self, rounds: int) -> "TeamTournament":
        """The tournament as it stood before round ``rounds + 1`` was paired
        (:meth:`Tournament.truncated`), with the game and match points, line-ups, 299
        corrections (those of round 0, for every round, kept), forfeited boards and
        individual games of rounds ``1..rounds`` only."""
        copy = super().truncated(rounds)
        copy.teams = dict(self.teams)
        copy.game_points = {key: value for key, value in self.game_points.items()
                            if key[0] <= rounds}
        copy.lineups = {key: value for key, value in self.lineups.items() if key[0] <= rounds}
        copy.individuals = self.individuals.truncated(rounds)
        copy.match_points = {key: value for key, value in self.match_points.items()
                             if key[0] <= rounds}
        copy.corrections = [c for c in self.corrections if c.round_no <= rounds]
        copy.board_forfeits = {key: value for key, value in self.board_forfeits.items()
                               if key[0] <= rounds}
        copy.colourless = {key for key in self.colourless if key[0] <= rounds}
        return copy


__all__ = ["COLOURS_A", "COLOURS_B", "COLOURS_NONE", "COLOUR_TYPES", "CORRECTION_KINDS",
           "GAME_POINTS", "MATCH_POINTS", "PointsCorrection", "SCORES", "Team", "TeamSettings",
           "TeamTournament"]
