"""A team event made through the services, for the tests of the team services, store and
command line: ``teams`` teams of ``boards + reserves`` players (team k: "Club k", its players
"Player k.1" ... in roster order, ratings 2400 - 100 k - 10 place), created as a new event
with the initial colour White (C.04.6 4.1: drawn by lot; given here)."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.engine.model import Colour, GameResult
from arbiter_app.services import TournamentService
from arbiter_app.services.teams import NewTeamEvent

WIN, DRAW, LOSS = GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS


def team_event(path: Path, teams: int = 6, boards: int = 4, rounds: int = 5,
               reserves: int = 1, **settings) -> TournamentService:
    service = TournamentService.create_team_event(path, NewTeamEvent(
        "Team League", rounds, boards=boards, initial_colour=Colour.WHITE, **settings))
    for k in range(1, teams + 1):
        team = service.add_team(f"Club {k}", nickname=f"C{k}", strength=2400 - 100 * k)
        for place in range(1, boards + reserves + 1):
            service.add_team_player(team.number, f"Player {k}.{place}",
                                    rating=2400 - 100 * k - 10 * place)
    return service


def enter_lineups(service: TournamentService, round_no: int) -> None:
    """Every team fields its first B players, in roster order."""
    t = service.team_tournament()
    for number, team in t.teams.items():
        if t.players[number].active_in(round_no):
            service.set_lineup(round_no, number, team.roster[:t.settings.boards])


def play(service: TournamentService, round_no: int, results: dict[int, str]) -> None:
    """Results of the boards of each match (match -> one character a board, board 1 first,
    seen from the white player of that board: 1 won, = drawn, 0 lost)."""
    codes = {"1": WIN, "=": DRAW, "0": LOSS}
    for match, text in results.items():
        for board, code in enumerate(text, start=1):
            service.record_board_result(round_no, match, board, codes[code])


__all__ = ["DRAW", "LOSS", "WIN", "enter_lineups", "play", "team_event"]
