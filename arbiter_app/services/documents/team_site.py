"""A team event's web site (issue #37): the pages :mod:`arbiter_app.services.publish`
writes for a team event, each the team document the GUI prints, wrapped as a web page
with the site's one stylesheet (docs/publishing.md, "A team event").

Files: ``index.html`` (the event and its rounds), ``round-K.html`` (round K by match, with
its boards and results), ``round-K-alphabetical.html`` (its players by name),
``standings.html`` and ``standings-after-round-K.html`` (the team standings),
``board-standings.html``, ``crosstable.html``, ``teams.html`` (the rosters) and
``style.css``.  The match cards are for printing, not published.
"""

from __future__ import annotations

from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.engine.tiebreaks import completed_rounds
from arbiter_app.i18n import day, tr
from arbiter_app.services.documents import build_document
from arbiter_app.services.documents.index import RoundLinks, event_facts, index_body
from arbiter_app.services.documents.page import STYLE, WEB_STYLE, web_page

STYLE_FILE = "style.css"
TEAMS_FILE = "teams.html"
BOARDS_FILE = "board-standings.html"


def round_file(round_no: int, alphabetical: bool = False) -> str:
    return f"round-{round_no}{'-alphabetical' if alphabetical else ''}.html"


def standings_file(after: int | None = None) -> str:
    return "standings.html" if after is None else f"standings-after-round-{after}.html"


def matches_in(t: TeamTournament, round_no: int) -> tuple[int, int]:
    """(matches with their result, matches) of ``round_no``."""
    games = t.round(round_no).games
    return sum(g.result.is_known for g in games), len(games)


def team_facts(t: TeamTournament, system_name: str) -> list[tuple[str, str]]:
    """The event's facts as the index gives them: the teams and their players counted, the
    boards of a match."""
    facts = []
    for key, value in event_facts(t, system_name):
        if key == tr("Players"):
            facts.append((tr("Teams"), str(len(t.teams))))
            facts.append((tr("Players"), str(len(t.individuals.players))))
            facts.append((tr("Boards per match"), str(t.settings.boards)))
        else:
            facts.append((key, value))
    return facts


def team_site(t: TeamTournament, tiebreaks: list[str], birth_dates: bool, stamp_text: str,
              system_name: str, language: str | None) -> dict[str, str]:
    """Every file of the team event's site: file name -> content (in the current
    language, which the caller set to ``language``)."""
    title = t.info.name or tr("Tournament")
    done = completed_rounds(t)
    nav = [(tr("Event and rounds"), "index.html"), (tr("Standings"), standings_file()),
           (tr("Board standings"), BOARDS_FILE), (tr("Crosstable"), "crosstable.html"),
           (tr("Teams"), TEAMS_FILE)]
    files: dict[str, str] = {STYLE_FILE: STYLE + "\n" + WEB_STYLE + "\n"}

    def add(name: str, kind: str, round_no: int | None = None, **how) -> None:
        doc = build_document(t, tiebreaks, kind, round_no, language=language, **how)
        files[name] = web_page(title, doc.title, doc.place, doc.body, nav, stamp_text)

    rounds = []
    for k in range(1, t.rounds_played + 1):
        add(round_file(k), "pairings", k)
        add(round_file(k, True), "alphabetical", k)
        if k <= done:
            add(standings_file(k), "standings", k)
        got, total = matches_in(t, k)
        rounds.append(RoundLinks(k, t.round(k).date, round_file(k), round_file(k, True),
                                 standings_file(k) if k <= done else "",
                                 tr("complete") if got == total
                                 else tr("{got} of {total} results", got=got, total=total)))
    add(standings_file(), "standings")
    add(BOARDS_FILE, "boards")
    add("crosstable.html", "crosstable")
    add(TEAMS_FILE, "rosters", birth_dates=birth_dates)
    whole = [(tr("Standings after round {round}", round=done) if done else tr("Standings"),
              standings_file()),
             (tr("Board standings"), BOARDS_FILE), (tr("Crosstable"), "crosstable.html"),
             (tr("Teams and their players"), TEAMS_FILE)]
    body = index_body(t, team_facts(t, system_name), rounds, whole)
    files["index.html"] = web_page(title, tr("Tournament information"),
                                   ", ".join(x for x in (t.info.city, day(t.info.start_date))
                                             if x),
                                   body, nav, stamp_text)
    return files


__all__ = ["BOARDS_FILE", "TEAMS_FILE", "matches_in", "round_file", "standings_file",
           "team_facts", "team_site"]
