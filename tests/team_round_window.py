"""The window on a team event, for the tests of its rounds (issue #37): a team event made
with the services, and what the file holds afterwards."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.engine.model import GameResult
from arbiter_app.services.service import TournamentService
from arbiter_app.services.teams import NewTeamEvent

NAMES = ("North", "South", "East", "West", "Centre", "Harbour")


def make_team_event(path: Path, teams: int = 4, boards: int = 4, players: int = 5,
                    rounds: int = 3) -> Path:
    """A team event made with the services: ``teams`` teams of ``players`` players each,
    team 1's players numbered 1..players, team 2's next, ... (ratings falling by board)."""
    service = TournamentService.create_team_event(
        path, NewTeamEvent(name="Club League", total_rounds=rounds, boards=boards))
    try:
        for i in range(teams):
            team = service.add_team(f"Club {NAMES[i]}", strength=2200 - 10 * i)
            for k in range(players):
                service.add_team_player(team.number, f"{NAMES[i]}, Player {k + 1}",
                                        rating=2300 - 40 * k - 10 * i)
    finally:
        service.close()
    return path


def stored(path: Path):
    """(the team tournament as the file holds it, (round, match) -> its boards as the
    services give them), read with the services."""
    with TournamentService.open(path, read_only=True) as service:
        t = service.team_tournament()
        boards = {(r, m): service.match_boards(r, m)
                  for r in range(1, t.rounds_played + 1)
                  for m, game in enumerate(t.rounds[r - 1].games, start=1)
                  if not game.result.is_forfeit}
    return t, boards


__all__ = ["GameResult", "make_team_event", "stored"]
