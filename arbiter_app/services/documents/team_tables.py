"""A team event's standings (C.07 2026 11-13: rank, team, match points, game points and the
event's tie-breaks, with their legend), board standings (C.07 10: per board each player's
points, games, the opponents' average rating and performance, the board prizes) and
crosstable (team against team with the game points of their matches), over the rounds with
every result in (or the round asked)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from arbiter_app.engine.teams.board_standings import board_standings
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.engine.teams.points import totals
from arbiter_app.engine.tiebreaks import (UnknownTiebreak, compute_standings, completed_rounds,
                                          options_of)
from arbiter_app.i18n import N_, Texts, decimal, tr
from arbiter_app.i18n.message import shown
from arbiter_app.services.documents.notation import points
from arbiter_app.services.documents.page import (PORTRAIT_NAME_ROOM, Column, cell, legend,
                                                 longest, notes, table)
from arbiter_app.services.documents.results import tiebreak_legend
from arbiter_app.services.documents.tables import status_mark
from arbiter_app.services.documents.team_rounds import team_name
from arbiter_app.services.teams.standings import SCORE_TIEBREAKS

log = logging.getLogger(__name__)

#: more teams than this: the crosstable by round instead of team against team
GRID_MOST = 20

BOARD_COLUMNS = [Column(N_("Rank"), "n"), Column(N_("No."), "n"), Column(N_("Name"), "name"),
                 Column(N_("Team"), "name"), Column(N_("Rtg"), "n"), Column(N_("Rds"), "n"),
                 Column(N_("Pts"), "n"), Column(N_("Games"), "n"), Column("ARO", "n"),
                 Column("TPR", "n")]

BOARD_KEY = Texts({
    N_("Rds"): N_("the rounds the player sat on this board (forfeits included)"),
    N_("Pts"): N_("the points he scored on this board"),
    N_("Games"): N_("the games he played over this board (forfeits left out)"),
    "ARO": N_("the average rating of the opponents he met over this board (C.07 10.1)"),
    "TPR": N_("his tournament performance rating on this board (C.07 10.2)"),
})

CROSS_KEY = Texts({
    N_("MP"): N_("match points (C.07 11.1.1)"),
    N_("GP"): N_("game points (C.07 11.1.2); in the table, the game points the team of the "
                 "row scored against the team of the column"),
})


@dataclass
class TeamRanked:
    """The team standings as printed."""

    rounds: int
    #: (rank text, TPN, MP, GP, tie-break values as printed)
    rows: list[tuple[str, int, float, float, list[str]]]
    labels: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    primary: str = "MP"


def team_ranked(t: TeamTournament, tiebreaks: list[str]) -> TeamRanked:
    """The team standings with the event's tie-breaks (the primary score only, with a note,
    when they cannot be computed)."""
    from arbiter_app.engine.tiebreaks import format_number
    from arbiter_app.services.tiebreak_texts import rules_note
    extra: list[str] = []
    try:
        standings = compute_standings(t, list(tiebreaks), options_of(t))
    except (UnknownTiebreak, ValueError) as exc:
        log.error("team standings with tie-breaks %s failed: %s", tiebreaks, exc)
        standings = compute_standings(t, [], options_of(t))
        extra = [tr("The tie-breaks could not be computed ({error}); points only.",
                    error=shown(str(exc)))]
    places: dict[int, list[int]] = {}
    for position, entry in enumerate(standings.rows, start=1):
        places.setdefault(entry.rank, []).append(position)
    scores = totals(t, standings.rounds)
    rows = []
    for entry in standings.rows:
        spread = places[entry.rank]
        rank = f"{spread[0]}-{spread[-1]}" if len(spread) > 1 else str(entry.rank)
        mp, gp = scores.get(entry.number, (0.0, 0.0))
        rows.append((rank, entry.number, mp, gp,
                     [points(v) if v is not None and spec.acronym in SCORE_TIEBREAKS
                      else decimal(format_number(v))
                      for spec, v in zip(standings.tiebreaks, entry.values)]))
    rules = [rules_note(standings)] if standings.tiebreaks else []
    return TeamRanked(standings.rounds, rows, standings.labels(),
                      extra + rules + [shown(n) for n in standings.notes],
                      t.settings.primary)


def _team_cell(t: TeamTournament, number: int) -> str:
    p = t.players.get(number)
    return team_name(t, number) + (status_mark(p) if p is not None else "")


def standings_page(t: TeamTournament, r: TeamRanked) -> tuple[str, bool]:
    """(table, legend and notes; landscape) of the team standings."""
    columns = [Column(N_("Rank"), "n"), Column(N_("No."), "n"), Column(N_("Team"), "name"),
               Column(N_("MP"), "n"), Column(N_("GP"), "n"),
               *[Column(label, "n") for label in r.labels]]
    rows = [[rank, number, _team_cell(t, number), points(mp), points(gp), *values]
            for rank, number, mp, gp, values in r.rows]
    scores = [(tr("MP"), tr("match points (C.07 11.1.1)")),
              (tr("GP"), tr("game points (C.07 11.1.2)"))]
    body = (table(columns, rows) + legend(tr("Scores"), scores)
            + legend(tr("Tie-breaks"), tiebreak_legend(r.labels)) + notes(r.notes))
    wide = longest(row[2] for row in rows) > PORTRAIT_NAME_ROOM + 12 or len(r.labels) > 5
    return body, wide


def board_page(t: TeamTournament, rounds: int) -> tuple[str, bool]:
    """(each board's standings and their key, landscape) over the first ``rounds``."""
    options = options_of(t)
    from dataclasses import replace
    boards = board_standings(t, replace(options, rounds=rounds))
    body, names = "", []
    for standing in boards:
        rows = [[row.rank, row.player, row.name, team_name(t, row.team), row.rating or "",
                 row.rounds, points(row.points), row.games,
                 "" if row.aro is None else row.aro,
                 "" if row.performance is None else row.performance]
                for row in standing.rows]
        names += [r[2] for r in rows] + [r[3] for r in rows]
        body += f"<h3>{cell(tr('Board {board}', board=standing.board))}</h3>"
        body += table(BOARD_COLUMNS, rows) if rows else \
            f"<p>{cell(tr('No game on this board yet.'))}</p>"
    key = [(tr(k), v) for k, v in BOARD_KEY.items()]
    return body + legend(tr("How to read it"), key), 2 * longest(names) > 2 * PORTRAIT_NAME_ROOM


def encounters(t: TeamTournament, rounds: int) -> dict[tuple[int, int], list[float]]:
    """(team, opponent) -> the game points ``team`` scored in each of their matches with a
    result, over the first ``rounds``."""
    out: dict[tuple[int, int], list[float]] = {}
    for round_no in range(1, rounds + 1):
        for match in t.rounds[round_no - 1].games:
            if not match.result.is_known:
                continue
            for me, other in ((match.white, match.black), (match.black, match.white)):
                out.setdefault((me, other), []).append(t.game_points.get((round_no, me), 0.0))
    return out


def crosstable_page(t: TeamTournament, r: TeamRanked) -> tuple[str, bool]:
    """(the crosstable with each team's scores and tie-breaks, then its key; landscape):
    team against team (columns by rank) up to :data:`GRID_MOST` teams, else one column a
    round (``12w 2½``: against the team ranked 12, as the white team, 2½ game points)."""
    order = [row[1] for row in r.rows]
    rank_of = {n: i for i, n in enumerate(order, start=1)}
    met = encounters(t, r.rounds)
    values = {row[1]: row for row in r.rows}
    if len(order) <= GRID_MOST:
        heads = [str(i) for i in range(1, len(order) + 1)]
        cells = {n: ["\u00d7" if n == o else " ".join(points(g) for g in met.get((n, o), []))
                     for o in order] for n in order}
    else:
        heads = [tr("R{round}", round=k) for k in range(1, r.rounds + 1)]
        cells = {n: [_round_cell(t, k, n, rank_of) for k in range(1, r.rounds + 1)]
                 for n in order}
    columns = [Column(N_("Rank"), "n"), Column(N_("No."), "n"), Column(N_("Team"), "name"),
               *[Column(h, "r") for h in heads], Column(N_("MP"), "n"), Column(N_("GP"), "n"),
               *[Column(label, "n") for label in r.labels]]
    rows = []
    for n in order:
        rank, _number, mp, gp, tbs = values[n]
        rows.append([rank, n, _team_cell(t, n), *cells[n], points(mp), points(gp), *tbs])
    key = [(tr(k), v) for k, v in CROSS_KEY.items()]
    body = (table(columns, rows) + legend(tr("How to read it"), key)
            + legend(tr("Tie-breaks"), tiebreak_legend(r.labels)) + notes(r.notes))
    return body, True


def _round_cell(t: TeamTournament, round_no: int, team: int, rank_of: dict[int, int]) -> str:
    rnd = t.rounds[round_no - 1]
    match = rnd.game_of(team)
    gp = points(t.game_points.get((round_no, team), 0.0))
    if match is None:
        kind = rnd.byes.get(team)
        return "" if kind is None else f"{kind.value} {gp}"
    if not match.result.is_known:
        return ""
    other = match.opponent_of(team)
    side = "w" if match.white == team else "b"
    return f"{rank_of.get(other, other)}{side} {gp}"


def standings_rounds(t: TeamTournament, round_no: int | None) -> int:
    """The rounds the standings cover: ``round_no`` (within the paired ones), else the
    leading rounds with every result in."""
    if round_no is None:
        return completed_rounds(t)
    return min(max(round_no, 0), t.rounds_played)


__all__ = ["BOARD_COLUMNS", "GRID_MOST", "TeamRanked", "board_page", "crosstable_page",
           "encounters", "standings_page", "standings_rounds", "team_ranked"]
