"""The published site's front page: the event's facts and a link to every page
(per round the pairing lists and the standings after it; the whole event's
standings, crosstable and starting-rank list, which links each player's card)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.documents.notation import date_text
from arbiter_app.services.documents.page import Column, Link, cell, table


@dataclass(frozen=True)
class RoundLinks:
    round_no: int
    date: str
    pairings: str  # address of the pairing list by board (with the results)
    alphabetical: str
    standings: str = ""  # "" while the round has games without a result
    results: str = ""  # "complete", "3 of 125 results", ...


ROUND_COLUMNS = [Column(N_("Round"), "n"), Column(N_("Date")), Column(N_("Pairings and results")),
                 Column(N_("Alphabetical")), Column(N_("Standings after the round")),
                 Column(N_("Results"))]


def event_facts(t: Tournament, system_name: str = "") -> list[tuple[str, str]]:
    """``(what, value)`` of the event as FIDE's tournament report gives them."""
    i = t.info
    dates = " \u2013 ".join(date_text(x) for x in (i.start_date, i.end_date) if x)
    rounds = (tr("{played} of {total}", played=t.rounds_played, total=t.total_rounds)
              if t.total_rounds else str(t.rounds_played))
    facts = [(tr("Place"), ", ".join(x for x in (i.city, i.federation) if x)),
             (tr("Dates"), dates), (tr("Players"), str(len(t.players))),
             (tr("Rounds paired"), rounds), (tr("Pairing system"), system_name),
             (tr("Time control"), i.time_control), (tr("Chief arbiter"), i.chief_arbiter),
             (tr("Deputy arbiters"), i.deputies)]
    return [(k, v) for k, v in facts if v]


def index_body(t: Tournament, facts: list[tuple[str, str]], rounds: list[RoundLinks],
               whole: list[tuple[str, str]], data: list[tuple[str, str]] = ()) -> str:
    """The facts, the rounds (newest first) and the pages of the whole event;
    ``whole`` and ``data`` are ``(text, address)``."""
    lines = "".join(f"<tr><td>{cell(k)}</td><td>{cell(v)}</td></tr>" for k, v in facts)
    body = f'<table class="facts" cellspacing="0">{lines}</table>'
    body += f"<h3>{cell(tr('The event'))}</h3><ul>" + "".join(
        f'<li><a href="{cell(href)}">{cell(text)}</a></li>' for text, href in whole) + "</ul>"
    if rounds:
        rows = [[r.round_no, date_text(r.date),
                 Link(tr("Round {round} by board", round=r.round_no), r.pairings),
                 Link(tr("Round {round} by name", round=r.round_no), r.alphabetical),
                 Link(tr("After round {round}", round=r.round_no), r.standings)
                 if r.standings else "",
                 r.results] for r in sorted(rounds, key=lambda r: -r.round_no)]
        body += f"<h3>{cell(tr('Rounds'))}</h3>" + table(ROUND_COLUMNS, rows)
    else:
        body += f"<h3>{cell(tr('Rounds'))}</h3><p>{cell(tr('No round is paired yet.'))}</p>"
    if data:
        body += f"<h3>{cell(tr('Data for other programs'))}</h3><ul>" + "".join(
            f'<li><a href="{cell(href)}">{cell(text)}</a></li>' for text, href in data) + "</ul>"
    return body


__all__ = ["RoundLinks", "event_facts", "index_body"]
