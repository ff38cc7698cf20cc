"""The rating report as a printable page: every player's rated games so far,
the expected score by FIDE's table, the score, K, the rating change and the
performance (B.02 8.1 and 8.3; computed in :mod:`arbiter_app.services.ratings`)."""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, Texts, decimal, tr
from arbiter_app.services.documents.page import (PORTRAIT_LIST_ROOM, Column, Link, legend,
                                                 longest, notes, table)

RATING_DOCUMENT_COLUMNS = [Column(N_("No."), "n"), Column(N_("Name"), "name"),
                           Column(N_("Rating"), "n"), Column("K", "n"), Column(N_("Games"), "n"),
                           Column(N_("Score"), "n"), Column(N_("Expected"), "n"),
                           Column(N_("Change"), "n"), Column(N_("Perf."), "n")]

RATING_KEY = Texts({
    N_("Games"): N_("games played to a result against a rated opponent (forfeits, byes, "
                    "unrated games and games against unrated players are left out)"),
    N_("Expected"): N_("the sum of the expected scores PD of FIDE's table (B.02 8.1.2); a "
                       "difference of more than 400 points counts as 400 for players rated "
                       "below 2650 (8.3.1)"),
    N_("Change"): N_("K \u00d7 (score \u2212 expected) (B.02 8.3.2), before the rounding of "
                     "the rating period"),
    N_("Perf."): N_("the performance: the opponents' average rating + dp of FIDE's table "
                    "(B.02 8.1.1) for the percentage scored"),
})


def ratings_page(t: Tournament, card_href=None) -> tuple[str, bool]:
    """(table and key, landscape) of the rating report."""
    from arbiter_app.services import ratings

    rows = []
    for line in ratings.rating_lines(t):
        cells = line.cells()
        cells[0] = line.number
        if cells[2] == "unrated":
            cells[2] = tr("unrated")
        for i in (5, 6, 7):  # score, expected, change in the language's form
            cells[i] = decimal(cells[i])
        if card_href:
            cells[1] = Link(line.name, card_href(line.number))
        rows.append(cells)
    body = table(RATING_DOCUMENT_COLUMNS, rows) + legend(tr("How to read it"),
                                                      [(tr(k), v) for k, v in RATING_KEY.items()])
    if ratings.any_assumed(t):
        body += notes([tr(ratings.ASSUMED_NOTE)])
    return body, longest(r[1] for r in rows) > PORTRAIT_LIST_ROOM


__all__ = ["RATING_DOCUMENT_COLUMNS", "ratings_page"]
