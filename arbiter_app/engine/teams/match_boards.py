"""The boards of a team event: who sat on each board of each match, and what each board
scored, read from the line-ups and the individual games.

* :func:`lineup`: the starting ranks a team fielded on boards 1..B in a round (0: an
  empty board); the roster's first B players where no line-up is recorded (TRF-2026
  record 300 is written only for a line-up out of the roster's order).
* :func:`player_result`: one player's outcome in one round of the individual games: the
  TRF result code of his game, or of his bye, with the game itself.
* :func:`played_over_the_board`: whether a match had any game played over the board.
* :func:`knockout_boards`: the game points of each board of a team in a round as C.07
  2026 article 12 counts them for BC, TBR and BBE (its preamble: "individual forfeit wins
  or losses are considered as standard wins or losses; if the team received a
  pairing-allocated bye, the game points considered for each board are the same as those
  assigned to a standard win").

Plain Python: no I/O.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, Game, GameResult, Scoring
from arbiter_app.engine.teams.model import TeamTournament

#: result codes of a player, by what article 12 makes of them
_WINS = ("1", "W", "+")
_LOSSES = ("0", "L", "-")
_DRAWS = ("=", "D")


def lineup(t: TeamTournament, round_no: int, team: int) -> tuple[int, ...]:
    """The starting ranks ``team`` fielded on boards 1..B in ``round_no`` (0: an empty
    board): the recorded line-up, else the roster's first B players."""
    boards = t.settings.boards
    fielded = t.lineups.get((round_no, team))
    if fielded is None:
        roster = t.teams[team].roster if team in t.teams else ()
        fielded = tuple(roster[:boards])
    fielded = tuple(fielded[:boards])
    return fielded + (0,) * (boards - len(fielded))


def player_result(t: TeamTournament, round_no: int, player: int
                  ) -> tuple[str | None, Game | None]:
    """``(code, game)``: the TRF result code of ``player`` in ``round_no`` of the
    individual games (``"1"``, ``"="``, ``"+"``, ... or the bye's ``"U"``, ``"F"``, ``"H"``,
    ``"Z"``) and his game (None for a bye); ``(None, None)`` when he is not in the round."""
    rounds = t.individuals.rounds
    if not 1 <= round_no <= len(rounds):
        return None, None
    rnd = rounds[round_no - 1]
    game = rnd.game_of(player)
    if game is not None:
        return game.code_of(player), game
    bye = rnd.byes.get(player)
    return (bye.value, None) if bye is not None else (None, None)


def standard_points(code: str | None, scoring: Scoring) -> float:
    """A board's game points as article 12 counts them: a forfeit as a standard win or
    loss; a game's own points otherwise (a bye that gives the points of a win, the full-
    point bye of an opponent's empty board, as a win)."""
    if code in _WINS or code in (ByeKind.FULL_POINT.value, ByeKind.PAIRING_ALLOCATED.value):
        return scoring.win
    if code in _LOSSES or code in (None, ByeKind.ZERO_POINT.value, " ", "*"):
        return scoring.loss
    if code in _DRAWS or code == ByeKind.HALF_POINT.value:
        return scoring.draw
    return scoring.for_code(code)


def played_over_the_board(t: TeamTournament, round_no: int, match: Game) -> bool | None:
    """Whether any game of a match (played, not forfeited as a whole) was played over the
    board; False when every board of both line-ups was forfeited or left empty, None when
    the individual games say nothing of the match (none recorded)."""
    known = False
    for team in match.players():
        for player in lineup(t, round_no, team):
            if player == 0:
                known = True
                continue
            code, game = player_result(t, round_no, player)
            if game is not None and game.result.is_played:
                return True
            known = known or code is not None
    return False if known else None


def knockout_boards(t: TeamTournament, round_no: int, team: int
                    ) -> tuple[float, ...] | None:
    """The game points of each board of ``team`` in ``round_no`` as article 12 counts
    them, board 1 first; None when the team played no match there (a bye other than the
    pairing-allocated one, an absence, a match still without its result).

    * a pairing-allocated bye: a standard win on every board (12, preamble);
    * a forfeited match (TRF-2026 330): every board forfeited, so a standard win on every
      board of the team that won it, a standard loss on every board of the other (both
      lose every board in a double forfeit);
    * a match played: each board from the game of the player the line-up put there, a
      forfeit as a standard win or loss; an empty board is a board lost by forfeit.
    """
    boards = t.settings.boards
    scoring = t.individuals.scoring
    rnd = t.rounds[round_no - 1]
    match = rnd.game_of(team)
    if match is None:
        if rnd.byes.get(team) is ByeKind.PAIRING_ALLOCATED:
            return (scoring.win,) * boards
        return None
    if match.result is GameResult.PENDING:
        return None
    if match.result.is_forfeit:
        won = match.code_of(team) == "+"
        return ((scoring.win if won else scoring.loss),) * boards
    return tuple(scoring.loss if player == 0 else
                 standard_points(player_result(t, round_no, player)[0], scoring)
                 for player in lineup(t, round_no, team))


__all__ = ["knockout_boards", "lineup", "played_over_the_board", "player_result",
           "standard_points"]
