"""The published site's front page: the event's facts and a link to every page
(per round the pairing lists and the standings after it; the whole event's
standings, crosstable and starting-rank list, which links each player's card)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import Tournament
from arbiter_app.services.documents.page import Column, Link, cell, table


@dataclass(frozen=True)
class RoundLinks:
    round_no: int
    date: str
    pairings: str  # address of the pairing list by board (with the results)
    alphabetical: str
    standings: str = ""  # "" while the round has games without a result
    results: str = ""  # "complete", "3 of 125 results", ...


ROUND_COLUMNS = [Column("Round", "n"), Column("Date"), Column("Pairings and results"),
                 Column("Alphabetical"), Column("Standings after the round"),
                 Column("Results")]


def event_facts(t: Tournament, system_name: str = "") -> list[tuple[str, str]]:
    """``(what, value)`` of the event as FIDE's tournament report gives them."""
    i = t.info
    dates = " \u2013 ".join(x for x in (i.start_date, i.end_date) if x)
    rounds = f"{t.rounds_played} of {t.total_rounds}" if t.total_rounds else str(t.rounds_played)
    facts = [("Place", ", ".join(x for x in (i.city, i.federation) if x)), ("Dates", dates),
             ("Players", str(len(t.players))), ("Rounds paired", rounds),
             ("Pairing system", system_name), ("Time control", i.time_control),
             ("Chief arbiter", i.chief_arbiter), ("Deputy arbiters", i.deputies)]
    return [(k, v) for k, v in facts if v]


def index_body(t: Tournament, facts: list[tuple[str, str]], rounds: list[RoundLinks],
               whole: list[tuple[str, str]], data: list[tuple[str, str]] = ()) -> str:
    """The facts, the rounds (newest first) and the pages of the whole event;
    ``whole`` and ``data`` are ``(text, address)``."""
    lines = "".join(f"<tr><td>{cell(k)}</td><td>{cell(v)}</td></tr>" for k, v in facts)
    body = f'<table class="facts" cellspacing="0">{lines}</table>'
    body += "<h3>The event</h3><ul>" + "".join(
        f'<li><a href="{cell(href)}">{cell(text)}</a></li>' for text, href in whole) + "</ul>"
    if rounds:
        rows = [[r.round_no, r.date, Link(f"Round {r.round_no} by board", r.pairings),
                 Link(f"Round {r.round_no} by name", r.alphabetical),
                 Link(f"After round {r.round_no}", r.standings) if r.standings else "",
                 r.results] for r in sorted(rounds, key=lambda r: -r.round_no)]
        body += "<h3>Rounds</h3>" + table(ROUND_COLUMNS, rows)
    else:
        body += "<h3>Rounds</h3><p>No round is paired yet.</p>"
    if data:
        body += "<h3>Data for other programs</h3><ul>" + "".join(
            f'<li><a href="{cell(href)}">{cell(text)}</a></li>' for text, href in data) + "</ul>"
    return body


__all__ = ["RoundLinks", "event_facts", "index_body"]
