"""A team event's round as its documents show it (no Qt, no I/O): each match with its
teams, game points and match points, and its boards with the two players, the colour of
the white team's player and the board's result; then the teams' byes and absences.

Everything comes from the :class:`~arbiter_app.engine.teams.model.TeamTournament` alone
(the pairing list, the match cards, the hall display and the web pages share it):

* board ``k`` of a match opposes the ``k``-th players of the two line-ups
  (:func:`~arbiter_app.engine.teams.match_boards.lineup`); the white team (C.04.6 1.6.1) has
  the colours of TRF-2026 352 on its boards (:func:`~arbiter_app.engine.teams.boards.
  white_colours`), the other team the opposite ones;
* a board's result is written from the white team's player's side (``1 – 0``: he won),
  as the match's game points are (``2½ – 1½``: the white team's first);
* a forfeited match (TRF-2026 330) has no games: no boards are listed for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import ByeKind, GameResult, Player
from arbiter_app.engine.teams.boards import white_colours
from arbiter_app.engine.teams.match_boards import lineup
from arbiter_app.engine.teams.match_result import recorded_forfeit
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.services.documents.notation import HALF, points

#: a board's (or a match's) outcome from the left side: points -> how it is written
_SIDE = {1.0: "1", 0.5: HALF, 0.0: "0"}
#: a player's result code -> (his mark, his opponent's mark)
_MARKS = {"1": ("1", "0"), "0": ("0", "1"), "=": (HALF, HALF), "+": ("+", "\u2212"),
          "-": ("\u2212", "+"), "W": ("1", "0"), "L": ("0", "1"), "D": (HALF, HALF)}
#: the order byes are listed in after the matches (as the individual pairing lists)
BYE_ORDER = {ByeKind.PAIRING_ALLOCATED: 0, ByeKind.FULL_POINT: 1, ByeKind.HALF_POINT: 2,
             ByeKind.ZERO_POINT: 3}


@dataclass(frozen=True)
class BoardLine:
    """Board ``board`` of a match: the white team's player (``left``) and the black team's
    (``right``), 0 for an empty side; ``left_white``: the white team's player has White;
    ``result``: "1 – 0", "½ – ½", "+ – −" ... from the left, "" while not entered."""

    board: int
    left: int
    right: int
    left_white: bool
    result: str = ""
    unrated: bool = False


@dataclass
class MatchLine:
    number: int
    white: int  # the white team's TPN (C.04.6 1.6.1)
    black: int
    result: GameResult
    #: game points "2½ – 1½", match points "2 – 0" ("" while the match has no result)
    game_points: str = ""
    match_points: str = ""
    forfeited: bool = False  # TRF-2026 330: no games
    boards: list[BoardLine] = field(default_factory=list)

    @property
    def known(self) -> bool:
        return self.result not in (GameResult.PENDING, GameResult.ADJOURNED)


@dataclass(frozen=True)
class ByeLine:
    team: int
    kind: ByeKind
    match_points: float
    game_points: float


def _pair_text(a: float, b: float) -> str:
    return f"{points(a)} \u2013 {points(b)}"


def board_result(t: TeamTournament, round_no: int, left: int, right: int) -> tuple[str, bool]:
    """(the board's result from ``left``'s side, unrated) in ``round_no``."""
    singles = t.individuals
    rnd = singles.rounds[round_no - 1] if round_no <= len(singles.rounds) else None
    player = left or right
    if rnd is None or not player:
        return ("\u2212 \u2013 \u2212" if not left and not right else ""), False
    game = rnd.game_of(player)
    if game is None:  # a board empty on one side: won (or lost) by forfeit
        code = t.board_forfeits.get((round_no, player))
        if code is None and rnd.byes.get(player) is ByeKind.FULL_POINT:
            code = "+"
        if code is None:
            return "", False
        mine, other = _MARKS[code]
        return (f"{mine} \u2013 {other}" if player == left else f"{other} \u2013 {mine}"), True
    if game.result is GameResult.PENDING:
        return "", False
    if game.result is GameResult.ADJOURNED:
        from arbiter_app.i18n import tr
        return tr("adjourned"), False
    # a game has both players (board k opposes the k-th players of the line-ups)
    code = game.code_of(left)
    if code in _MARKS:
        mine, other = _MARKS[code]
    else:  # ½-0, 0-0 ...: each side's own points
        s = singles.scoring
        mine, other = points(s.for_code(code)), points(s.for_code(game.code_of(right)))
    unrated = game.result.value in ("W", "L", "D") or game.result.is_forfeit
    return f"{mine} \u2013 {other}", unrated


def match_lines(t: TeamTournament, round_no: int) -> list[MatchLine]:
    """The matches of ``round_no`` in their order (match 1 first), each with its boards."""
    rnd = t.rounds[round_no - 1]
    colours = white_colours(t.settings)
    out = []
    for number, match in enumerate(rnd.games, start=1):
        line = MatchLine(number, match.white, match.black, match.result)
        if line.known:
            line.game_points = _pair_text(t.game_points.get((round_no, match.white), 0.0),
                                          t.game_points.get((round_no, match.black), 0.0))
            mp = t.scoring
            line.match_points = _pair_text(
                t.match_points.get((round_no, match.white), mp.for_code(match.code_of(
                    match.white))),
                t.match_points.get((round_no, match.black), mp.for_code(match.code_of(
                    match.black))))
        line.forfeited = recorded_forfeit(t, round_no, match)
        if not line.forfeited:
            left_team = lineup(t, round_no, match.white)
            right_team = lineup(t, round_no, match.black)
            for k in range(t.settings.boards):
                left, right = left_team[k], right_team[k]
                result, unrated = board_result(t, round_no, left, right)
                line.boards.append(BoardLine(k + 1, left, right, colours[k] == "W", result,
                                             unrated))
        out.append(line)
    return out


def bye_lines(t: TeamTournament, round_no: int) -> list[ByeLine]:
    """The round's byes and absences, the pairing-allocated bye first (teams not entered
    yet or withdrawn are not listed, as on the individual pairing lists)."""
    rnd = t.rounds[round_no - 1]
    out = []
    for team, kind in sorted(rnd.byes.items(), key=lambda i: (BYE_ORDER[i[1]], i[0])):
        p = t.players.get(team)
        if p is None or (kind is ByeKind.ZERO_POINT and not p.active_in(round_no)):
            continue
        out.append(ByeLine(team, kind, t.match_points.get((round_no, team),
                                                          t.scoring.for_bye(kind)),
                           t.game_points.get((round_no, team), 0.0)))
    return out


def team_name(t: TeamTournament, number: int) -> str:
    team = t.teams.get(number)
    return team.name if team is not None else str(number)


def player_of(t: TeamTournament, number: int) -> Player | None:
    return t.individuals.players.get(number) if number else None


def player_name(t: TeamTournament, number: int, title: bool = True) -> str:
    """``GM Doe, Jo``; "" for an empty board."""
    p = player_of(t, number)
    if p is None:
        return "" if not number else str(number)
    return " ".join(x for x in ((p.title if title else ""), p.name) if x)


def player_rating(t: TeamTournament, number: int):
    p = player_of(t, number)
    return (p.rating or "") if p is not None else ""


def team_of_players(t: TeamTournament) -> dict[int, int]:
    """Starting rank -> TPN of the team whose roster lists him."""
    return {player: team.number for team in t.teams.values() for player in team.roster}


__all__ = ["BYE_ORDER", "BoardLine", "ByeLine", "MatchLine", "board_result", "bye_lines",
           "match_lines", "player_name", "player_of", "player_rating", "team_name",
           "team_of_players"]
