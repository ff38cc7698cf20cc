"""The starting-rank list: every player by pairing number (the starting rank
once round 1 is paired), with title, federation, rating and FIDE id."""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.services.documents.page import PORTRAIT_LIST_ROOM, Column, longest, table

STARTING_RANK_COLUMNS = [Column("No.", "n"), Column("Title"), Column("Name", "name"),
                         Column("Fed"), Column("Rating", "n"), Column("FIDE ID", "n")]


def starting_rank_list(t: Tournament) -> tuple[str, bool]:
    """(table, landscape) of the starting-rank list."""
    rows = []
    for n in sorted(t.players):
        p = t.players[n]
        rows.append([n, p.title, p.name, p.federation, p.rating or "", p.fide_id or ""])
    return table(STARTING_RANK_COLUMNS, rows), longest(r[2] for r in rows) > PORTRAIT_LIST_ROOM


__all__ = ["STARTING_RANK_COLUMNS", "starting_rank_list"]
