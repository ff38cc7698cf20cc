"""Rosters from a CSV file: one player a line, his team's name in a ``team`` column and,
optionally, his place on the roster in a ``board`` column; the player's columns are those of
a players' import (:mod:`arbiter_app.services.player_import`: name, rating, FIDE id,
title ...).  Lines without a board keep the file's order after those with one.

The team's and the board's columns are fields of the mapping as the players' are
(:data:`ROSTER_FIELDS`): :func:`roster_table` proposes them from the header, the CSV preview
shows them and lets the arbiter choose them, :func:`read_rosters` reads a mapping into the
entries and every problem (file, line, column).  :func:`read_roster_file` gives the entries
for :meth:`~arbiter_app.services.teams.rosters.RosterActions.add_team_players`, or a
ServiceError naming the file, line and column of each problem.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.player_import import (IGNORED, CsvImport, CsvTable, apply_mapping,
                                                normalised, parse_csv_text, read_csv_file)

#: headers (normalised) of the team's column and of the roster place's
TEAM_HEADERS = ("team", "team name", "club", "squad")
BOARD_HEADERS = ("board", "bd", "board no", "place", "order", "rank in team")
#: the roster's own fields of the mapping -> what the arbiter sees (``tr(label)``)
ROSTER_FIELDS = {"team": N_("Team"), "board": N_("Board")}


def _column(table: CsvTable, names: tuple[str, ...]) -> int | None:
    keys = [normalised(h) for h in table.header]
    return next((i for i, key in enumerate(keys) if key in names), None)


def roster_table(table: CsvTable) -> CsvTable:
    """``table`` with the team's and the board's columns in its mapping, from their
    headers (a field the mapping has already stays where it is)."""
    mapping = list(table.mapping) + [IGNORED] * (len(table.header) - len(table.mapping))
    for name, headers in (("team", TEAM_HEADERS), ("board", BOARD_HEADERS)):
        at = _column(table, headers)
        if name not in mapping and at is not None:
            mapping[at] = name
    return replace(table, mapping=mapping)


def read_rosters(table: CsvTable, mapping: list[str] | None = None) -> CsvImport:
    """The roster entries of ``table`` with ``mapping`` (default: the table's; a column
    mapped to ``team`` or ``board`` gives the team or the place), each a player's fields
    with ``team`` and ``board`` (None: after those with one), and every problem; the lines
    with one are left out (``bad_lines``), as a players' import leaves them."""
    mapping = list(table.mapping if mapping is None else mapping)
    mapping += [IGNORED] * (len(table.header) - len(mapping))
    ignored = [table.column_name(i) for i, f in enumerate(mapping) if not f]
    team_at = mapping.index("team") if "team" in mapping else None
    board_at = mapping.index("board") if "board" in mapping else None
    if team_at is None:
        return CsvImport([], [tr("{source}: line 1 must be a header with a 'team' column (the "
                                 "team's name); found: {found}", source=table.source,
                                 found=", ".join(table.header))], ignored)
    players = [IGNORED if f in ROSTER_FIELDS else f for f in mapping]
    found = apply_mapping(replace(table, mapping=players))
    errors, bad = list(found.errors), list(found.bad_lines)
    if not found.lines and errors:  # the mapping itself is wrong (no name ...)
        return CsvImport([], errors, ignored)
    rows = dict(table.rows)
    entries, lines = [], []
    for line, player in zip(found.lines, found.players):
        cells = rows[line]
        team = cells[team_at].strip() if team_at < len(cells) else ""
        if not team:
            errors.append(tr("{source}: line {line}: no team (column {column!r})",
                             source=table.source, line=line,
                             column=table.column_name(team_at)))
            bad.append(line)
            continue
        board = None
        if board_at is not None and board_at < len(cells) and cells[board_at].strip():
            text = cells[board_at].strip()
            if not text.isdigit() or not 1 <= int(text) <= 99:
                errors.append(tr("{source}: line {line}: board {value!r} is not a number from "
                                 "1 to 99 (column {column!r})", source=table.source, line=line,
                                 value=text, column=table.column_name(board_at)))
                bad.append(line)
                continue
            board = int(text)
        entries.append(dict(player, team=team, board=board))
        lines.append(line)
    return CsvImport(entries, errors, ignored, lines, sorted(bad))


def roster_entries(table: CsvTable) -> list[dict]:
    """The entries of ``table`` (its team and board columns found by their headers unless
    its mapping has them); a ServiceError listing the problems."""
    found = read_rosters(roster_table(table))
    if found.errors:
        raise ServiceError("\n".join(found.errors))
    return found.players


def read_roster_file(path: str | Path) -> list[dict]:
    return roster_entries(read_csv_file(path))


def read_roster_text(text: str, source: str = "<csv>") -> list[dict]:
    return roster_entries(parse_csv_text(text, source))


__all__ = ["BOARD_HEADERS", "ROSTER_FIELDS", "TEAM_HEADERS", "read_roster_file",
           "read_roster_text", "read_rosters", "roster_entries", "roster_table"]
