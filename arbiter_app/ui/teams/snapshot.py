"""A team event's snapshot (issue #37, point 6): what the window's team tabs show, read on
the worker thread from the services (``team_tournament``, ``team_standings``,
``team_board_standings``) and turned into plain rows there, so the GUI thread only hands
rows to models.

``snapshot.tournament`` is the service's :class:`~arbiter_app.engine.teams.model.
TeamTournament` (its players are the teams, its rounds' games the matches) and
``snapshot.teams`` is True; an individual event's snapshot has ``teams`` False.
"""

from __future__ import annotations

import logging
from pathlib import Path

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.engine.teams.model import MATCH_POINTS, TeamTournament
from arbiter_app.i18n import N_, decimal, tr
from arbiter_app.services.documents.notation import points
from arbiter_app.services.teams.standings import SCORE_TIEBREAKS
from arbiter_app.ui.session import Snapshot

log = logging.getLogger(__name__)

#: the Teams tab's columns
TEAM_HEADERS = (N_("No."), N_("Team"), N_("Nickname"), N_("Strength"), N_("Players"),
                N_("Status"))
#: the roster's columns (board order)
ROSTER_HEADERS = (N_("Bd"), N_("No."), N_("Name"), N_("Rating"), N_("Title"), N_("FIDE ID"),
                  N_("Fed"))
#: the board standings' columns (the command line's ``standings --boards``)
BOARD_HEADERS = (N_("Board"), N_("Rank"), N_("No."), N_("Name"), N_("Team"), N_("Rtg"),
                 N_("Rds"), N_("Pts"), N_("Games"), N_("Score"), "ARO", "TPR")


class TeamStatus(str):
    """The Teams tab's status text; ``withdrawn``: the row is shown grey."""

    withdrawn = False


def team_status(t: TeamTournament, number: int) -> TeamStatus:
    p = t.players[number]
    notes = []
    if p.withdrawn_from is not None:
        notes.append(tr("withdrawn from round {round}", round=p.withdrawn_from))
    for round_no in sorted(t.requested_byes):
        kind = t.requested_byes[round_no].get(number)
        if kind is not None:
            notes.append(tr("round {round}: {bye}", round=round_no, bye=_bye_text(kind)))
    status = TeamStatus("; ".join(notes))
    status.withdrawn = p.withdrawn_from is not None
    return status


def _bye_text(kind: ByeKind) -> str:
    from arbiter_app.services.documents.notation import BYE_TEXT
    return BYE_TEXT[kind]


def team_rows(t: TeamTournament) -> list[tuple]:
    return [(n, team.name, team.nickname, team.strength or "", len(team.roster),
             team_status(t, n)) for n, team in sorted(t.teams.items())]


def team_search(t: TeamTournament) -> dict[int, str]:
    """Team -> what the Teams tab's find box looks in (folded: case and accents aside): its
    name, nickname and its roster players' names (a player's name finds his team)."""
    from arbiter_app.engine.folding import fold
    players = t.individuals.players
    return {n: fold(" ".join([team.name, team.nickname,
                              *(players[p].name for p in team.roster if p in players)]))
            for n, team in t.teams.items()}


def roster_rows(t: TeamTournament, number: int) -> list[tuple]:
    """The roster of team ``number`` in board order; each row's key is the player's number
    (his starting rank in the individual games)."""
    team = t.teams.get(number)
    if team is None:
        return []
    rows = []
    for place, player in enumerate(team.roster, start=1):
        p = t.individuals.players.get(player)
        if p is None:
            continue
        rows.append((place, player, p.name, p.rating or "", p.title, p.fide_id, p.federation))
    return rows




def standings_rows(t: TeamTournament, table) -> tuple[list[str], list[tuple]]:
    """Rank, TPN, team, the primary score, the secondary one, then the event's tie-breaks
    (as the standings of an individual event show theirs: points as points, ``3½``, the
    other tie-breaks as numbers; MP, GP and MPvGP are points,
    :data:`~arbiter_app.services.teams.standings.SCORE_TIEBREAKS`)."""
    from arbiter_app.engine.teams.points import totals
    from arbiter_app.engine.tiebreaks import format_number
    primary_mp = t.settings.primary == MATCH_POINTS
    scores = [tr("MP"), tr("GP")] if primary_mp else [tr("GP"), tr("MP")]
    headers = [tr("Rank"), tr("No."), tr("Team"), *scores, *table.labels()]
    both = totals(t, table.rounds)
    places: dict[int, list[int]] = {}
    for position, entry in enumerate(table.rows, start=1):
        places.setdefault(entry.rank, []).append(position)
    rows = []
    for entry in table.rows:
        spread = places[entry.rank]
        rank = f"{spread[0]}-{spread[-1]}" if len(spread) > 1 else str(entry.rank)
        mp, gp = both.get(entry.number, (0.0, 0.0))
        first, second = (mp, gp) if primary_mp else (gp, mp)
        name = t.players[entry.number].name
        withdrawn = t.players[entry.number].withdrawn_from
        if withdrawn is not None:
            name += " (" + tr("withdrawn from round {round}", round=withdrawn) + ")"
        values = [points(v) if v is not None and spec.acronym in SCORE_TIEBREAKS
                  else decimal(format_number(v))
                  for spec, v in zip(table.tiebreaks, entry.values)]
        rows.append((rank, entry.number, name, points(first), points(second), *values))
    return headers, rows


def board_rows(t: TeamTournament, boards) -> list[tuple]:
    """One row per player and board, board 1 first (C.07 2026's board prizes: points,
    games over the board, performance)."""
    names = {n: team.name for n, team in t.teams.items()}
    rows = []
    for board in boards:
        for row in board.rows:
            rows.append((board.board, row.rank, row.player, row.name,
                         names.get(row.team, str(row.team)), row.rating or "", row.rounds,
                         points(row.points), row.games, points(row.score),
                         "" if row.aro is None else row.aro,
                         "" if row.performance is None else row.performance))
    return rows


def crosstable_rows(t: TeamTournament, order: list[int]) -> tuple[list[str], list[tuple]]:
    """One row per team in ``order``; per round ``<opponent's rank><w|b> <game points>`` (the
    white team's colour is that of its first board, C.04.6 1.6.1), a forfeited match's
    ``+``/``-``, a bye's kind; then match and game points."""
    from arbiter_app.engine.teams.points import totals
    rank_of = {n: i for i, n in enumerate(order, start=1)}
    played = t.rounds_played
    headers = [tr("Rank"), tr("No."), tr("Team"),
               *[tr("R{round}", round=r) for r in range(1, played + 1)], tr("MP"), tr("GP")]
    both = totals(t)
    forfeits = {GameResult.WHITE_FORFEIT_WIN: ("+", "-"),
                GameResult.BLACK_FORFEIT_WIN: ("-", "+"),
                GameResult.DOUBLE_FORFEIT: ("-", "-")}
    rows = []
    for n in order:
        cells = []
        for round_no in range(1, played + 1):
            rnd = t.round(round_no)
            game = rnd.game_of(n)
            gp = t.game_points.get((round_no, n))
            if game is None:
                kind = rnd.byes.get(n)
                text = {ByeKind.PAIRING_ALLOCATED: tr("+bye"), ByeKind.HALF_POINT: tr("\u00bd bye"),
                        ByeKind.FULL_POINT: tr("1 bye")}.get(kind, "\u2212")
                cells.append(f"{text} {points(gp)}" if gp and kind is not None else text)
                continue
            white = game.white == n
            opponent = game.black if white else game.white
            letter = "w" if white else "b"
            if game.result in forfeits:
                mark = forfeits[game.result][0 if white else 1]
            elif game.result is GameResult.PENDING:
                mark = ""
            else:
                mark = " " + points(gp or 0.0)
            cells.append(f"{rank_of.get(opponent, opponent)}{letter}{mark}")
        mp, gp = both.get(n, (0.0, 0.0))
        rows.append((rank_of[n], n, t.players[n].name, *cells, points(mp), points(gp)))
    return headers, rows


class TeamSnapshot(Snapshot):
    """A team event's snapshot: the rows of the Teams, team standings, board standings and
    crosstable tabs (the round tabs read ``tournament`` themselves)."""

    teams = True

    def __init__(self, path: Path, read_only: bool, t: TeamTournament, tiebreaks: list[str],
                 standings=None, boards=None, pairings=None) -> None:
        super().__init__(path, read_only, t, pairings or {}, None, tiebreaks)
        self.team_table = standings
        self.boards = boards or []
        self.team_rows = team_rows(t)
        self.team_search = team_search(t)
        self._rosters: dict[int, list[tuple]] = {}
        if standings is not None:
            self._team_standings = standings_rows(t, standings)
            self._team_notes = list(standings.notes)
            order = [entry.number for entry in standings.rows]
        else:  # never lose the window over a tie-break: by number, scores only
            self._team_standings = ([tr("Rank"), tr("No."), tr("Team")],
                                    [("", n, team.name) for n, team in sorted(t.teams.items())])
            self._team_notes = []
            order = sorted(t.players)
        self.board_rows = board_rows(t, self.boards)
        self.team_cross = crosstable_rows(t, order)

    def roster_rows(self, number: int) -> list[tuple]:
        with self._rows_lock:
            rows = self._rosters.get(number)
            if rows is None:
                rows = self._rosters[number] = roster_rows(self.tournament, number)
            return rows

    @property
    def team_standing_headers(self) -> list[str]:
        return self._team_standings[0]

    @property
    def team_standing_rows(self) -> list[tuple]:
        return self._team_standings[1]

    @property
    def team_notes(self) -> list[str]:
        """The team standings' notes (English, as the engine makes them)."""
        return self._team_notes

    def complete(self) -> None:
        """The team rows are made when the snapshot is read; the individual tabs' rows
        (players, pairings of individual rounds) are never asked for in a team event."""


def read_team_snapshot(service, reader) -> TeamSnapshot:
    """Worker thread: the team event as the window shows it (``reader``: the session's
    :class:`~arbiter_app.ui.session.SnapshotReader`, which keeps the tie-break list)."""
    t = service.team_tournament()
    if reader.tiebreaks is None:
        try:
            reader.tiebreaks = list(service.team_tiebreaks())
        except Exception:
            reader.tiebreaks = []
    pairings = {}  # each round's stored pairing: its matches' explanations
    for round_no in range(1, t.rounds_played + 1):
        rnd = t.round(round_no)
        key = ("teams", tuple((g.white, g.black) for g in rnd.games), tuple(sorted(rnd.byes)))
        cached = reader.cached_pairing(round_no, key)
        if cached is None:
            try:
                pairing = service.team_pairing(round_no)
            except Exception as exc:  # explanations are a help, never a reason to fail
                log.warning("the pairing of round %s not read: %s", round_no, exc)
                pairing = None
            cached = reader.keep_pairing(round_no, key, pairing)
        pairings[round_no] = cached[0]
    try:
        standings = service.team_standings()
    except Exception as exc:  # the tabs show what they can
        log.error("team standings failed: %s", exc)
        standings = None
    try:
        boards = service.team_board_standings()
    except Exception as exc:
        log.error("board standings failed: %s", exc)
        boards = []
    return TeamSnapshot(Path(service.path), bool(getattr(service, "read_only", False)), t,
                        list(reader.tiebreaks), standings, boards, pairings)


__all__ = ["BOARD_HEADERS", "ROSTER_HEADERS", "TEAM_HEADERS", "TeamSnapshot", "board_rows",
           "crosstable_rows", "read_team_snapshot", "roster_rows", "standings_rows",
           "team_rows", "team_search"]
