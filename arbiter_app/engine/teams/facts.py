"""What a team competition records beside the individual games (TRF-2026 records 330,
300, 320 and 240 with team numbers, 299): the input of :func:`.derive.build_team_tournament`.

Each fact may carry the ``line`` it was read from (0: not from a file), so that an error
found when the facts are put together names the line (:class:`TeamInputError`).

Plain Python: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.engine.teams.model import PointsCorrection

#: the results a forfeited match (330) may have
FORFEIT_RESULTS = (GameResult.WHITE_FORFEIT_WIN, GameResult.BLACK_FORFEIT_WIN,
                   GameResult.DOUBLE_FORFEIT)


@dataclass(frozen=True)
class ForfeitedMatch:
    """Record 330: in ``round_no`` the match of ``white`` against ``black`` (TPNs) was
    forfeited (``+-`` the white team wins, ``-+`` the black team, ``--`` neither)."""

    round_no: int
    white: int
    black: int
    result: GameResult
    line: int = 0


@dataclass(frozen=True)
class LineUp:
    """Record 300: in ``round_no`` team ``team`` played ``opponent`` with ``players`` on
    boards 1, 2, ... (starting ranks; 0: an empty board)."""

    round_no: int
    team: int
    opponent: int
    players: tuple[int, ...]
    line: int = 0


@dataclass(frozen=True)
class TeamBye:
    """Record 240 in a team file: ``team`` has a bye of ``kind`` (F, H or Z) in
    ``round_no``."""

    round_no: int
    team: int
    kind: ByeKind
    line: int = 0


@dataclass
class TeamFacts:
    """Everything a team file says beside the individual games."""

    forfeited: list[ForfeitedMatch] = field(default_factory=list)
    lineups: list[LineUp] = field(default_factory=list)
    #: record 320: round -> the TPN with the pairing-allocated bye (0: none)
    pabs: dict[int, int] = field(default_factory=dict)
    pab_line: int = 0
    byes: list[TeamBye] = field(default_factory=list)
    corrections: list[PointsCorrection] = field(default_factory=list)
    #: the line of each correction (same order; may be shorter: 0)
    correction_lines: list[int] = field(default_factory=list)
    #: (round, starting rank) -> "+"/"-": entries without opponent won or lost by forfeit
    board_forfeits: dict[tuple[int, int], str] = field(default_factory=dict)
    #: (round, starting rank) of forfeited games written without colours (see the model)
    colourless: set[tuple[int, int]] = field(default_factory=set)

    def correction_line(self, index: int) -> int:
        return self.correction_lines[index] if index < len(self.correction_lines) else 0


class TeamInputError(ValueError):
    """Facts that do not fit together (an engine message, see :mod:`arbiter_app.engine.texts`),
    with the ``line`` of the fact at fault (0: none) and the ``round_no`` (None: none)."""

    def __init__(self, message, line: int = 0, round_no: int | None = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.round_no = round_no


__all__ = ["FORFEIT_RESULTS", "ForfeitedMatch", "LineUp", "TeamBye", "TeamFacts",
           "TeamInputError"]
