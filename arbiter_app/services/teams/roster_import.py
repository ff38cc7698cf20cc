"""Rosters from a CSV file: one player a line, his team's name in a ``team`` column and,
optionally, his place on the roster in a ``board`` column; the player's columns are those of
a players' import (:mod:`arbiter_app.services.player_import`: name, rating, FIDE id,
title ...).  Lines without a board keep the file's order after those with one.

:func:`read_roster_file` gives the entries for
:meth:`~arbiter_app.services.teams.rosters.RosterActions.add_team_players`, or a
ServiceError naming the file, line and column of each problem.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_app.i18n import tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.player_import import (IGNORED, CsvTable, apply_mapping, normalised,
                                                parse_csv_text, read_csv_file)

#: headers (normalised) of the team's column and of the roster place's
TEAM_HEADERS = ("team", "team name", "club", "squad")
BOARD_HEADERS = ("board", "bd", "board no", "place", "order", "rank in team")


def _column(table: CsvTable, names: tuple[str, ...]) -> int | None:
    keys = [normalised(h) for h in table.header]
    return next((i for i, key in enumerate(keys) if key in names), None)


def roster_entries(table: CsvTable) -> list[dict]:
    """The entries of ``table`` (see the module); a ServiceError listing the problems."""
    team_at = _column(table, TEAM_HEADERS)
    if team_at is None:
        raise ServiceError(tr("{source}: line 1 must be a header with a 'team' column (the "
                              "team's name); found: {found}", source=table.source,
                              found=", ".join(table.header)))
    board_at = _column(table, BOARD_HEADERS)
    mapping = list(table.mapping) + [IGNORED] * (len(table.header) - len(table.mapping))
    for index in (team_at, board_at):
        if index is not None:
            mapping[index] = IGNORED
    found = apply_mapping(replace(table, mapping=mapping))
    errors = list(found.errors)
    rows = dict(table.rows)
    entries = []
    for line, player in zip(found.lines, found.players):
        cells = rows[line]
        team = cells[team_at].strip() if team_at < len(cells) else ""
        if not team:
            errors.append(tr("{source}: line {line}: no team (column {column!r})",
                             source=table.source, line=line,
                             column=table.column_name(team_at)))
            continue
        board = None
        if board_at is not None and board_at < len(cells) and cells[board_at].strip():
            text = cells[board_at].strip()
            if not text.isdigit() or not 1 <= int(text) <= 99:
                errors.append(tr("{source}: line {line}: board {value!r} is not a number from "
                                 "1 to 99 (column {column!r})", source=table.source, line=line,
                                 value=text, column=table.column_name(board_at)))
                continue
            board = int(text)
        entries.append(dict(player, team=team, board=board))
    if errors:
        raise ServiceError("\n".join(errors))
    return entries


def read_roster_file(path: str | Path) -> list[dict]:
    return roster_entries(read_csv_file(path))


def read_roster_text(text: str, source: str = "<csv>") -> list[dict]:
    return roster_entries(parse_csv_text(text, source))


__all__ = ["BOARD_HEADERS", "TEAM_HEADERS", "read_roster_file", "read_roster_text",
           "roster_entries"]
