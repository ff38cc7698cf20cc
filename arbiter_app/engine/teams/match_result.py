"""The result a match's boards give (C.07 11.1: more game points wins), as a reader of a
team file derives it when no 330 record names one: what tells a forfeited match (TRF-2026
330) from a match whose boards were all forfeited (used by the TRF writer and the store).

Plain Python: no I/O.
"""

from __future__ import annotations

from arbiter_app.engine.model import Game, GameResult, Round
from arbiter_app.engine.teams import boards as B
from arbiter_app.engine.teams.model import TeamTournament


def fielded(t: TeamTournament, round_no: int, team: int) -> tuple[int, ...]:
    """The line-up a reader infers without a 300 record: the team's players on a board, in
    roster order, the last boards empty."""
    rnd = t.individuals.rounds[round_no - 1] if round_no <= len(t.individuals.rounds) \
        else Round()
    forfeits = {p: c for (r, p), c in t.board_forfeits.items() if r == round_no}
    players = B.on_boards(rnd, t.teams[team].roster, forfeits, True)
    return tuple(players) + (0,) * (t.settings.boards - len(players))


def has_games(t: TeamTournament, round_no: int, white: int, black: int) -> bool:
    """Whether a player of ``white`` has a game against a player of ``black``."""
    if round_no > len(t.individuals.rounds):
        return False
    rnd = t.individuals.rounds[round_no - 1]
    roster = set(t.teams[black].roster) if black in t.teams else set()
    return any(rnd.game_of(p) is not None and rnd.game_of(p).opponent_of(p) in roster
               for p in (t.teams[white].roster if white in t.teams else ()))


def boards_result(t: TeamTournament, round_no: int, match: Game) -> GameResult | None:
    """The result the boards of ``match`` give (None: it has no game): pending or adjourned
    while a board is; else the game points decide, a forfeit result when no game was played
    over the board."""
    if not has_games(t, round_no, match.white, match.black):
        return None
    rnd = t.individuals.rounds[round_no - 1]
    s = t.individuals.scoring
    points, played = {}, False
    for team in (match.white, match.black):
        total = 0.0
        for player in t.lineups.get((round_no, team), fielded(t, round_no, team)):
            board = rnd.game_of(player) if player else None
            if board is not None:
                if board.result in (GameResult.PENDING, GameResult.ADJOURNED):
                    return board.result
                played = played or board.result.is_played
                total += s.for_code(board.code_of(player))
            elif player:
                code = t.board_forfeits.get((round_no, player))
                total += (s.forfeit_win if code == "+" else s.forfeit_loss if code == "-"
                          else s.for_bye(rnd.byes[player]) if player in rnd.byes else 0.0)
        points[team] = total
    white, black = points[match.white], points[match.black]
    if white > black:
        return GameResult.WHITE_WINS if played else GameResult.WHITE_FORFEIT_WIN
    if white < black:
        return GameResult.BLACK_WINS if played else GameResult.BLACK_FORFEIT_WIN
    return GameResult.DOUBLE_FORFEIT if not played and white == 0 else GameResult.DRAW


def recorded_forfeit(t: TeamTournament, round_no: int, match: Game) -> bool:
    """Whether ``match`` is a forfeited match of its own (a 330 record): a forfeit result
    its boards do not give."""
    return match.result.is_forfeit and boards_result(t, round_no, match) is not match.result


__all__ = ["boards_result", "fielded", "has_games", "recorded_forfeit"]
