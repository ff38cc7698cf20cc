"""Standings and crosstable rows (no Qt): the GUI's tabs and the printed
documents show the same table, built here from engine objects."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import Tournament
from arbiter_app.i18n import decimal, tr
from arbiter_app.services.documents.notation import HALF, points


# -- standings ---------------------------------------------------------------

@dataclass(frozen=True)
class StandingRow:
    rank: str
    number: int
    cells: tuple


def standings(t: Tournament, tiebreaks: list[str] | None = None
              ) -> tuple[list[str], list[StandingRow]]:
    """(headers, rows) of the standings with the tournament's tie-breaks, by
    :func:`arbiter_app.engine.tiebreaks.compute_standings` (C.07; places still
    tied after the last tie-break are shared, shown as "3-4")."""
    headers, rows, _table = standings_table(t, tiebreaks)
    return headers, rows


def standings_table(t: Tournament, tiebreaks: list[str] | None = None):
    """:func:`standings`, and the engine's ``Standings`` they come from (its
    tie-break specs, rounds covered and notes, for the printed standings)."""
    from arbiter_app.engine.tiebreaks import compute_standings, format_number
    table = compute_standings(t, list(tiebreaks or []))
    labels = table.labels()  # as the edition of C.07 names them (GE / REP)
    headers = [tr("Rank"), tr("No."), tr("Title"), tr("Name"), tr("Fed"), tr("Rating"),
               tr("Points"), *labels]
    from arbiter_app.services.ratings import change_column
    change = change_column(t)  # the rating change on request (issue #24 point 5)
    if change is not None:
        headers.append(tr("Rtg +/-"))
    places: dict[int, list[int]] = {}
    for position, entry in enumerate(table.rows, start=1):
        places.setdefault(entry.rank, []).append(position)
    rows = []
    for entry in table.rows:
        p = t.players[entry.number]
        spread = places[entry.rank]
        rank = f"{spread[0]}-{spread[-1]}" if len(spread) > 1 else str(entry.rank)
        values = [decimal(format_number(v)) for v in entry.values]
        rows.append(StandingRow(rank, entry.number, (rank, entry.number, p.title,
                                                     p.name + status_mark(p)
                                                     + playoff_mark(table, entry.number),
                                                     p.federation, p.rating or "",
                                                     points(entry.points), *values)
                                + ((change.get(entry.number, ""),) if change is not None
                                   else ())))
    return headers, rows, table


def playoff_mark(table, number: int) -> str:
    """What the standings say after the name of a player whose place a play-off decided
    (Q207): `` (Armageddon: 1.5)``; '' for the others."""
    if number not in table.playoff_scores:
        return ""
    from arbiter_app.i18n.message import shown
    return " ({label}: {score})".format(label=shown(table.playoff_label),
                                        score=points(table.playoff_scores[number]))


def withdrawal(p) -> str:
    """``withdrawn from round 5`` (or ``expelled from ...``); '' for a player taking part
    (the players tab's status and the standings' mark, FIDE checklist Q170, Q197-198)."""
    if p.withdrawn_from is None:
        return ""
    if p.expelled:
        return tr("expelled from round {round}", round=p.withdrawn_from)
    return tr("withdrawn from round {round}", round=p.withdrawn_from)


def status_mark(p) -> str:
    """What the standings say after a withdrawn (or expelled) player's name:
    `` (withdrawn from round 5)``; '' for the others."""
    text = withdrawal(p)
    return f" ({text})" if text else ""


def score_standings(t: Tournament, hist: dict[int, PlayerHistory] | None = None
                    ) -> tuple[list[str], list[StandingRow]]:
    """Score only (the fallback when tie-breaks cannot be computed); equal
    scores share a rank, listed by pairing number."""
    hist = histories(t) if hist is None else hist
    order = sorted(t.players, key=lambda n: (-hist[n].score, n))
    headers = [tr("Rank"), tr("No."), tr("Title"), tr("Name"), tr("Fed"), tr("Rating"),
               tr("Points")]
    rows, previous, rank = [], None, 0
    for position, n in enumerate(order, start=1):
        p = t.players[n]
        if hist[n].score != previous:
            rank, previous = position, hist[n].score
        rows.append(StandingRow(str(rank), n, (str(rank), n, p.title, p.name + status_mark(p),
                                                p.federation,
                                                p.rating or "", points(hist[n].score))))
    return headers, rows


# -- crosstable --------------------------------------------------------------

def crosstable(t: Tournament, order: list[int], hist: dict[int, PlayerHistory] | None = None
               ) -> tuple[list[str], list[tuple]]:
    """One row per player in ``order``; per round ``<opponent's rank><w|b><result>``,
    as in printed crosstables (opponents by their rank in ``order``).  A round robin's
    crosstable shows the games as its standings count them (C.05, checklist Q103: the
    games of a player who withdrew before half of them removed, the later ones of one
    who withdrew after it as forfeits; ``engine.tiebreaks.roundrobin.standings_view``),
    so its points are the standings' points."""
    from arbiter_app.engine.tiebreaks.roundrobin import is_round_robin, standings_view
    if is_round_robin(t):
        counted, notes = standings_view(t)
        if notes:  # a withdrawal changed the games counted: the histories follow them
            t, hist = counted, histories(counted)
    hist = histories(t) if hist is None else hist
    rank_of = {n: i for i, n in enumerate(order, start=1)}
    headers = [tr("Rank"), tr("No."), tr("Name"), tr("Rating"),
               *[tr("R{round}", round=r) for r in range(1, t.rounds_played + 1)], tr("Points")]
    rows = []
    for n in order:
        h, p = hist[n], t.players[n]
        cells = []
        for r in range(t.rounds_played):
            opponent, code = h.paired_with[r], h.codes[r]
            mark = {"=": HALF, "D": HALF, "W": "1", "L": "0", " ": "", "*": ""}.get(code, code)
            if opponent is None:
                cells.append({"U": tr("+bye"), "H": tr("\u00bd bye"), "F": tr("1 bye"),
                              "Z": "\u2212"}.get(code, code))
                continue
            colour = h.colours[r]
            letter = "w" if colour is not None and colour.value == "w" else "b"
            if colour is None:  # forfeit: colour of the pairing
                game = t.round(r + 1).game_of(n)
                letter = "w" if game is not None and game.white == n else "b"
            cells.append(f"{rank_of.get(opponent, opponent)}{letter}{mark}")
        rows.append((rank_of[n], n, p.name, p.rating or "", *cells, points(h.score)))
    return headers, rows


__all__ = ["StandingRow", "crosstable", "score_standings", "standings", "standings_table"]
