"""Standings and crosstable with their tie-breaks, and a legend of what the
abbreviations mean (tie-break names from the engine's catalogue, C.07)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import Tournament
from arbiter_app.engine.tiebreaks import UnknownTiebreak, completed_rounds
from arbiter_app.i18n import N_, Texts, tr
from arbiter_app.i18n.message import shown
from arbiter_app.services.documents.page import (PORTRAIT_NAME_ROOM, Column, Link, legend,
                                                 longest,
                                                 notes, table)
from arbiter_app.services.documents.tables import (StandingRow, crosstable, score_standings,
                                                   standings_table)

log = logging.getLogger(__name__)

CROSSTABLE_KEY = Texts({
    "12w1": N_("won with White against the player ranked 12 (b: with Black; 1 win, "
                   "\u00bd draw, 0 loss; + and \u2212 a game won or lost by forfeit)"),
    N_("+bye"): N_("pairing-allocated bye; 1 bye and \u00bd bye: full- and half-point byes; "
                   "\u2212 absent"),
})


@dataclass
class Ranked:
    """The standings as printed: headers, rows, the rounds they cover, the
    tie-break labels in order and the engine's remarks (in the current language)."""

    headers: list[str]
    rows: list[StandingRow]
    rounds: int
    labels: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def ranked(t: Tournament, tiebreaks: list[str]) -> Ranked:
    """The standings with the tournament's tie-breaks; points only (with a note)
    when the tie-breaks cannot be computed, as the window does."""
    try:
        headers, rows, table_ = standings_table(t, tiebreaks)
    except (UnknownTiebreak, ValueError) as exc:
        log.error("standings with tie-breaks %s failed: %s", tiebreaks, exc)
        done = completed_rounds(t)
        headers, rows = score_standings(t, histories(t, done))
        return Ranked(headers, rows, done, [],
                      [tr("The tie-breaks could not be computed ({error}); points only.",
                          error=shown(str(exc)))])
    # the edition of C.07 the values follow (chosen by the start date or the arbiter)
    from arbiter_app.services.tiebreak_texts import rules_note
    rules = [rules_note(table_)] if table_.tiebreaks else []
    # the engine's remarks are English (kept so in the JSON data); shown translated
    return Ranked(headers, rows, table_.rounds, table_.labels(),
                  rules + [shown(note) for note in table_.notes])


def tiebreak_legend(labels: list[str]) -> list[tuple[str, str]]:
    """``(label, name)`` of each tie-break in the current language, its article as
    C.07 numbers it (:func:`arbiter_app.services.tiebreak_texts.describe`)."""
    from arbiter_app.services.tiebreak_texts import describe
    return [(label, describe(label)) for label in labels]


def standings_page(t: Tournament, r: Ranked, card_href=None) -> tuple[str, bool]:
    """(body, landscape) of the standings: the table, then the tie-break legend;
    ``card_href`` (number -> address) links each name to the player's card."""
    kinds = {0: "n", 1: "n", 3: "name", 5: "n", 6: "n"}
    columns = [Column(h, kinds.get(i, "n" if i > 6 else "")) for i, h in enumerate(r.headers)]
    rows = [list(row.cells) for row in r.rows]
    if card_href:
        for row, standing in zip(rows, r.rows):
            row[3] = Link(str(row[3]), card_href(standing.number))
    body = table(columns, rows)
    body += legend(tr("Tie-breaks"), tiebreak_legend(r.labels)) + notes(r.notes)
    wide = longest(row.cells[3] for row in r.rows) > PORTRAIT_NAME_ROOM + 12 or len(r.labels) > 4
    return body, wide


def crosstable_page(t: Tournament, r: Ranked) -> str:
    """The crosstable over the rounds the standings cover, with each player's
    tie-breaks after the points; then how to read it and the tie-break legend."""
    order = [row.number for row in r.rows] or sorted(t.players)
    headers, rows = crosstable(t.truncated(r.rounds), order, histories(t, r.rounds))
    values = {row.number: list(row.cells[7:]) for row in r.rows}
    rows = [list(row) + values.get(row[1], [""] * len(r.labels)) for row in rows]
    headers = list(headers) + r.labels
    rounds = range(4, 4 + r.rounds)
    columns = [Column(h, "name" if i == 2 else "r" if i in rounds else "n")
               for i, h in enumerate(headers)]
    key = [(tr(k), v) for k, v in CROSSTABLE_KEY.items()]
    return (table(columns, rows) + legend(tr("How to read it"), key)
            + legend(tr("Tie-breaks"), tiebreak_legend(r.labels)) + notes(r.notes))


__all__ = ["CROSSTABLE_KEY", "Ranked", "crosstable_page", "ranked", "standings_page",
           "tiebreak_legend"]
