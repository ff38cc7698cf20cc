"""Board standings of a team event: each board's players, their points and performance
(the board prizes), from the individual games (issue #37, point 4).

A player's games count on the board his team's line-up put him on in that round
(:func:`~arbiter_app.engine.teams.boards.lineup`), so a player who moved between boards is
listed on each of them with the games he played there.  For each board and player:

* ``rounds``: the rounds he sat on that board (his forfeits included, an empty board
  facing him included: a forfeit win);
* ``points``: the points he scored there, by the individual scoring (TRF-2026 162),
  forfeits included;
* ``games``: the games he played over the board there (forfeits left out, as rated games
  and C.07 10 count them), ``score`` the points of those games alone;
* ``aro`` and ``performance``: the average rating of the opponents he met over the board
  there and his tournament performance rating, C.07 10.1 and 10.2 as the individual
  tie-breaks compute them (ARO + dp(p), B.02's table; opponents without a rating left out
  unless the tournament's rule gives them one; None without a game against a rated
  opponent).

A team's bye puts nobody on a board.  A forfeited match (TRF-2026 330) puts the players of
its winner's line-up on their boards, each winning his by forfeit (the points C.07 2026
11.1.2 makes the team's game points of: :mod:`.forfeit_boards`), and the loser's nowhere
(its line-up is empty: it fielded nobody).  Rows are ordered
by points, then performance, then games (fewer first: the same points in fewer games),
then starting rank; ``order="performance"`` puts performance first (the usual order of
board prizes), and ``min_games`` lists the players with fewer games after the others.

Plain Python: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import ByeKind, Round, Tournament
from arbiter_app.engine.teams.match_boards import lineup
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.engine.tiebreaks.ratings import average_rating, tournament_performance
from arbiter_app.engine.tiebreaks.records import (Context, Kind, TiebreakOptions,
                                                  completed_rounds, options_of)

#: orders of the rows
BY_POINTS, BY_PERFORMANCE = "points", "performance"


@dataclass(frozen=True)
class BoardRow:
    rank: int
    #: the player's starting rank (the individual games' number), his name and team (TPN)
    player: int
    name: str
    team: int
    rating: int
    rounds: int
    points: float
    games: int
    score: float
    aro: int | None
    performance: int | None

    @property
    def percentage(self) -> float | None:
        """The points scored over the rounds played on the board, in percent."""
        if not self.rounds:
            return None
        return 100.0 * self.points / self.rounds


@dataclass
class BoardStanding:
    board: int
    rows: list[BoardRow] = field(default_factory=list)


def _team_of(t: TeamTournament) -> dict[int, int]:
    return {player: team.number for team in t.teams.values() for player in team.roster}


def board_tournament(t: TeamTournament, board: int, rounds: int) -> Tournament:
    """The individual games played on ``board`` over the first ``rounds`` rounds, as an
    individual tournament (every rostered player; those not on that board absent), and
    the full-point byes of the players who won their board by forfeit (the opponent's
    board empty, or the match forfeited)."""
    singles = t.individuals
    result = Tournament(info=singles.info, players=dict(singles.players),
                        scoring=singles.scoring, options=dict(t.options),
                        total_rounds=rounds)
    for round_no in range(1, rounds + 1):
        rnd = Round()
        seated: set[int] = set()
        for match in t.rounds[round_no - 1].games:
            for team in match.players():
                player = lineup(t, round_no, team)[board - 1]
                if player:
                    seated.add(player)
        if round_no <= len(singles.rounds):
            played = singles.rounds[round_no - 1]
            for game in played.games:
                if game.white in seated or game.black in seated:
                    rnd.games.append(game)
            for player in seated:
                if played.byes.get(player) is ByeKind.FULL_POINT:  # an empty board facing
                    rnd.byes[player] = ByeKind.FULL_POINT
        result.rounds.append(rnd)
    return result


def board_standings(t: TeamTournament, options: TiebreakOptions | None = None,
                    order: str = BY_POINTS, min_games: int = 0) -> list[BoardStanding]:
    """The standings of each board 1..B over the rounds the team standings count
    (``options.rounds``, else the leading rounds whose results are all in)."""
    options = options or options_of(t)
    rounds = completed_rounds(t) if options.rounds is None else options.rounds
    teams = _team_of(t)
    result = []
    for board in range(1, t.settings.boards + 1):
        played = board_tournament(t, board, rounds)
        ctx = Context.build(played, TiebreakOptions(
            unrated_rating=options.unrated_rating,
            unrated_performance=options.unrated_performance, rounds=rounds,
            rating_round=options.rating_round))
        rows = []
        for number, entries in ctx.entries.items():
            here = [e for e in entries if e.opponent is not None or e.kind is Kind.FULL_BYE]
            if not here:
                continue
            over_the_board = [e for e in here if e.played]
            rated = [ctx.rating(e.opponent, e.round_no) for e in over_the_board]
            player = played.players[number]
            rows.append(BoardRow(0, number, player.name, teams.get(number, 0), player.rating,
                                 len(here), sum(e.points for e in here), len(over_the_board),
                                 sum(e.points for e in over_the_board),
                                 average_rating([r for r in rated if r is not None]),
                                 tournament_performance(ctx, number)))
        rows.sort(key=lambda r: _order(r, order, min_games))
        ranked, previous = [], None
        for index, row in enumerate(rows, start=1):
            key = _order(row, order, min_games)[:-1]
            rank = ranked[-1].rank if key == previous else index
            ranked.append(BoardRow(rank, *[getattr(row, f) for f in _FIELDS[1:]]))
            previous = key
        result.append(BoardStanding(board, ranked))
    return result


_FIELDS = ("rank", "player", "name", "team", "rating", "rounds", "points", "games", "score",
           "aro", "performance")


def _order(row: BoardRow, order: str, min_games: int) -> tuple:
    performance = -(row.performance if row.performance is not None else -10 ** 6)
    enough = 0 if row.games >= min_games else 1
    if order == BY_PERFORMANCE:
        return (enough, performance, -row.points, row.games, row.player)
    return (enough, -row.points, performance, row.games, row.player)


__all__ = ["BY_PERFORMANCE", "BY_POINTS", "BoardRow", "BoardStanding", "board_standings",
           "board_tournament"]
