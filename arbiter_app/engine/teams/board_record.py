"""A team's rounds board by board, for the tie-breaks of a participant's own record (C.07
7: WIN, WON, BPG, BWG, REP, STD) computed on game points.

C.07 13 lets every tie-break of articles 6-10 use "teams MP or GP as the reference score".
On match points a team's round is its match (:class:`~arbiter_app.engine.teams.context.
TeamContext`'s ``mp``).  On game points the unit that scores is the game: a round is the
team's B boards, each one an entry of its own (a game won, drawn or lost with its colour, a
forfeit, an empty board lost by forfeit), so that WIN:GP counts the boards won with or
without playing, WON:GP the games won over the board, BPG:GP the games played with Black,
REP:GP the boards the team elected to play, STD:GP 1 a board won and 1/2 a board drawn
(FIDE's tie-break checker counts so too).  A round without a match is B boards of the
same kind: a forfeited match every board forfeited; a team bye every board that bye, each
board scoring an equal share of the bye's game points (the pairing-allocated bye of a
draw's game points, C.04.6 1.4, is B boards of 1/2: no win).

Plain Python: no I/O.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind
from arbiter_app.engine.teams.match_boards import lineup, player_result
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.engine.tiebreaks.records import Context, Entry, Kind

def _board(t: TeamTournament, round_no: int, player: int) -> Entry:
    """One board of a match the team played: its player's game."""
    scoring = t.individuals.scoring
    if player == 0:  # an empty board: lost by forfeit
        return Entry(round_no, Kind.FORFEIT_LOSS, scoring.forfeit_loss)
    code, game = player_result(t, round_no, player)
    if game is None:  # no game: a full-point bye is the forfeit of an empty board
        if code == ByeKind.FULL_POINT.value:
            return Entry(round_no, Kind.FORFEIT_WIN, scoring.forfeit_win, won=True)
        return Entry(round_no, Kind.FORFEIT_LOSS, scoring.forfeit_loss)
    points = scoring.for_code(code)
    if game.result.is_forfeit:
        won = code == "+"
        return Entry(round_no, Kind.FORFEIT_WIN if won else Kind.FORFEIT_LOSS, points,
                     game.opponent_of(player), won=won)
    return Entry(round_no, Kind.GAME, points, game.opponent_of(player),
                 game.colour_of(player), won=code in ("1", "W"))


def board_entries(t: TeamTournament, mp: Context, number: int) -> list[Entry]:
    """The entries of team ``number``, B a round, over the rounds ``mp`` counts."""
    boards, scoring = t.settings.boards, t.individuals.scoring
    result: list[Entry] = []
    for match in mp.entries[number]:
        r = match.round_no
        played = t.rounds[r - 1].game_of(number)
        if played is not None and not played.result.is_forfeit:  # boards of a match
            result.extend(_board(t, r, p) for p in lineup(t, r, number))
        elif match.kind in (Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS):
            won = match.kind is Kind.FORFEIT_WIN
            result.extend(Entry(r, match.kind, scoring.win if won else scoring.loss,
                                won=won) for _ in range(boards))
        else:
            share = t.game_points.get((r, number), 0.0) / boards
            kind = match.kind
            result.extend(Entry(r, kind, share, won=share >= scoring.win > 0)
                          for _ in range(boards))
    return result


def board_context(t: TeamTournament, mp: Context) -> Context:
    """A record whose rounds are the teams' boards (scored as the individual games are),
    for WIN, WON, BPG, BWG, REP and STD on game points."""
    entries = {number: board_entries(t, mp, number) for number in mp.entries}
    return Context(t.individuals, mp.options, mp.rounds, mp.edition, entries=entries,
                   scores={n: sum(e.points for e in es) for n, es in entries.items()})


__all__ = ["board_context", "board_entries"]
