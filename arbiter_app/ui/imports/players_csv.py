"""Players from a CSV file with a header row (comma, semicolon or tab separated).

The reading, the column mapping and its checks are the services layer's
(:mod:`arbiter_app.services.player_import`), shared with ``arbiter-cli
import-players``; the GUI shows the mapping first
(:mod:`arbiter_app.ui.dialogs.csv_preview`).  These two functions take the
proposed mapping as it is, for callers that want the players only.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_app.services import ServiceError
from arbiter_app.services.player_import import apply_mapping, parse_csv_text, read_csv_file


def parse_players_csv(text: str, source: str = "<csv>") -> list[dict]:
    """The players with the proposed mapping; ValueError naming file and line."""
    try:
        result = apply_mapping(parse_csv_text(text, source))
    except ServiceError as exc:
        raise ValueError(str(exc)) from None
    if result.errors:
        raise ValueError(result.errors[0])
    return result.players


def read_players_csv(path: str | Path) -> list[dict]:
    try:
        result = apply_mapping(read_csv_file(path))
    except ServiceError as exc:
        raise ValueError(str(exc)) from None
    if result.errors:
        raise ValueError(result.errors[0])
    return result.players
