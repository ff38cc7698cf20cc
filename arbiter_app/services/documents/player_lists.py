"""The starting-rank list: every player by pairing number (the starting rank
once round 1 is paired), with title, federation, rating and FIDE id."""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, day
from arbiter_app.services.documents.page import (PORTRAIT_LIST_ROOM, Column, Link, longest,
                                                 table)

STARTING_RANK_COLUMNS = [Column(N_("No."), "n"), Column(N_("Title")), Column(N_("Name"), "name"),
                         Column(N_("Fed")), Column(N_("Rating"), "n"), Column(N_("FIDE ID"), "n")]


def starting_rank_list(t: Tournament, card_href=None, birth_dates: bool = False
                       ) -> tuple[str, bool]:
    """(table, landscape) of the starting-rank list; ``card_href`` (number ->
    address) links each name to the player's card; birth dates only when asked
    (FIDE's own lists do not publish them)."""
    rows = []
    columns = STARTING_RANK_COLUMNS + ([Column(N_("Born"))] if birth_dates else [])
    for n in sorted(t.players):
        p = t.players[n]
        name = Link(p.name, card_href(n)) if card_href else p.name
        rows.append([n, p.title, name, p.federation, p.rating or "", p.fide_id or ""]
                    + ([day(p.birth_date)] if birth_dates else []))
    return table(columns, rows), longest(r[2] for r in rows) > PORTRAIT_LIST_ROOM


__all__ = ["STARTING_RANK_COLUMNS", "starting_rank_list"]
