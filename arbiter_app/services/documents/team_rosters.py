"""A team event's rosters: the teams by pairing number (TPN, C.04.6 1.1), each with its
players in board order (the roster's order, TRF-2026 310) with their starting rank, title,
federation, rating and FIDE ID: the starting-rank list of a team event."""

from __future__ import annotations

from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, day, tr
from arbiter_app.services.documents.page import PORTRAIT_LIST_ROOM, Column, cell, longest, table
from arbiter_app.services.documents.tables import status_mark

ROSTER_COLUMNS = [Column(N_("Bd"), "n"), Column(N_("No."), "n"), Column(N_("Title")),
                  Column(N_("Name"), "name"), Column(N_("Fed")), Column(N_("Rating"), "n"),
                  Column(N_("FIDE ID"), "n")]


def team_heading(t: TeamTournament, number: int) -> str:
    """``3. Club North (NORTH), strength 2210``."""
    team = t.teams[number]
    name = team.name + (f" ({team.nickname})" if team.nickname else "")
    text = tr("{number}. {team}", number=number, team=name)
    if team.strength:
        text += ", " + tr("strength {value}", value=team.strength)
    p = t.players.get(number)
    return text + (status_mark(p) if p is not None else "")


def rosters_list(t: TeamTournament, birth_dates: bool = False) -> tuple[str, bool]:
    """(every team's heading and roster table, landscape; each heading's anchor
    ``team-N``, for the web pages' links); birth dates only when asked."""
    columns = ROSTER_COLUMNS + ([Column(N_("Born"))] if birth_dates else [])
    body, names = "", []
    if not t.teams:
        return f"<p>{cell(tr('No team is entered yet.'))}</p>", False
    for number in sorted(t.teams):
        rows = []
        for place, n in enumerate(t.teams[number].roster, start=1):
            p = t.individuals.players.get(n)
            if p is None:
                continue
            rows.append([place, n, p.title, p.name, p.federation, p.rating or "",
                         p.fide_id or ""] + ([day(p.birth_date)] if birth_dates else []))
            names.append(p.name)
        body += f'<h3 id="team-{number}">{cell(team_heading(t, number))}</h3>'
        body += table(columns, rows) if rows else \
            f"<p>{cell(tr('No player on the roster yet.'))}</p>"
    return body, longest(names) > PORTRAIT_LIST_ROOM


__all__ = ["ROSTER_COLUMNS", "rosters_list", "team_heading"]
