"""Helpers of the tournament-file commands (import, export, pair-next,
result, show, validate): service errors become one-line CLI errors."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from arbiter_app.cli.errors import CliError
from arbiter_app.engine.model import Tournament
from arbiter_app.services import ServiceError, TournamentService


@contextmanager
def user_errors(exit_code: int = 2) -> Iterator[None]:
    try:
        yield
    except ServiceError as exc:
        raise CliError(str(exc), exit_code) from None


@contextmanager
def opened(path: str, *, read_only: bool = False) -> Iterator[TournamentService]:
    with user_errors():
        service = TournamentService.open(path, read_only=read_only)
    try:
        with user_errors():
            yield service
    finally:
        service.close()


def who(t: Tournament, number: int) -> str:
    player = t.players.get(number)
    if player is None:
        return str(number)
    rating = f" ({player.rating})" if player.rating else ""
    return f"{number} {player.name}{rating}"
