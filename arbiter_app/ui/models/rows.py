"""Ready-to-show rows built from engine objects (no Qt here).

The Qt table models hold nothing but these plain tuples and the pairing
numbers they belong to, never engine or database objects, so a table of
2000 players paints without computing anything.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import ByeKind, GameResult, Tournament
from arbiter_app.engine.systems.base import Pairing

HALF = "\u00bd"

RESULT_TEXT = {
    GameResult.PENDING: "",
    GameResult.WHITE_WINS: "1 \u2013 0",
    GameResult.BLACK_WINS: "0 \u2013 1",
    GameResult.DRAW: f"{HALF} \u2013 {HALF}",
    GameResult.WHITE_FORFEIT_WIN: "+ \u2013 \u2212",
    GameResult.BLACK_FORFEIT_WIN: "\u2212 \u2013 +",
    GameResult.DOUBLE_FORFEIT: "\u2212 \u2013 \u2212",
    GameResult.WHITE_WINS_UNRATED: "1 \u2013 0 (unrated)",
    GameResult.BLACK_WINS_UNRATED: "0 \u2013 1 (unrated)",
    GameResult.DRAW_UNRATED: f"{HALF} \u2013 {HALF} (unrated)",
}

BYE_TEXT = {
    ByeKind.PAIRING_ALLOCATED: "bye",
    ByeKind.HALF_POINT: "half-point bye",
    ByeKind.FULL_POINT: "full-point bye",
    ByeKind.ZERO_POINT: "absent",
}

#: what an arbiter types on a pairing card -> result (the issue's keys)
RESULT_KEYS = {
    "1": GameResult.WHITE_WINS,
    "0": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "+": GameResult.WHITE_FORFEIT_WIN,
    "-": GameResult.BLACK_FORFEIT_WIN,
    "*": GameResult.DOUBLE_FORFEIT,
}


def points(value: float) -> str:
    """Scores as arbiters write them: 3, 3½, ½."""
    whole = int(value)
    if value == whole:
        return str(whole)
    if abs(value - whole - 0.5) < 1e-9:
        return f"{whole}{HALF}" if whole else HALF
    return f"{value:g}"


# -- players ---------------------------------------------------------------

PLAYER_HEADERS = ("No.", "Title", "Name", "Fed", "Rating", "FIDE ID", "Sex", "Born", "Points",
                  "Status")


def player_status(t: Tournament, number: int) -> str:
    p = t.players[number]
    notes = []
    if p.withdrawn_from is not None:
        notes.append(f"withdrawn from round {p.withdrawn_from}")
    if p.entry_round > 1:
        notes.append(f"enters in round {p.entry_round}")
    for round_no in sorted(t.requested_byes):
        kind = t.requested_byes[round_no].get(number)
        if kind is not None:
            notes.append(f"round {round_no}: {BYE_TEXT[kind]}")
    return "; ".join(notes)


def player_rows(t: Tournament, hist: dict[int, PlayerHistory] | None = None) -> list[tuple]:
    hist = histories(t) if hist is None else hist
    rows = []
    for n in sorted(t.players):
        p = t.players[n]
        score = hist[n].score if n in hist else 0.0
        rows.append((n, p.title, p.name, p.federation, p.rating, p.fide_id, p.sex,
                     p.birth_date, score, player_status(t, n)))
    return rows


# -- pairings --------------------------------------------------------------

PAIRING_HEADERS = ("Bd", "No.", "White", "Rtg", "Pts", "Result", "Pts", "Black", "Rtg", "No.")
RESULT_COLUMN = 5


@dataclass(frozen=True)
class PairingRow:
    board: int | None  # None: a bye or absence row
    white: int
    black: int | None
    cells: tuple
    result: GameResult | None
    explanation: str


def pairing_rows(t: Tournament, round_no: int, pairing: Pairing | None = None,
                 hist: dict[int, PlayerHistory] | None = None) -> list[PairingRow]:
    """Boards in stored order (board = position + 1), then byes and absences."""
    hist = histories(t) if hist is None else hist
    rnd = t.round(round_no)
    explain = {}
    if pairing is not None:
        explain = {(b.white, b.black): b.explanation for b in pairing.boards}
    bye_explanation = pairing.bye_explanation if pairing is not None else ""

    def before(n: int) -> str:
        h = hist.get(n)
        if h is None or len(h.scores_before) < round_no:
            return ""
        return points(h.scores_before[round_no - 1])

    rows = []
    for board, game in enumerate(rnd.games, start=1):
        w, b = t.players.get(game.white), t.players.get(game.black)
        cells = (board, game.white, w.name if w else "?", w.rating if w else "",
                 before(game.white), RESULT_TEXT[game.result], before(game.black),
                 b.name if b else "?", b.rating if b else "", game.black)
        rows.append(PairingRow(board, game.white, game.black, cells, game.result,
                               explain.get((game.white, game.black), "")))
    order = {ByeKind.PAIRING_ALLOCATED: 0, ByeKind.FULL_POINT: 1, ByeKind.HALF_POINT: 2,
             ByeKind.ZERO_POINT: 3}
    for n, kind in sorted(rnd.byes.items(), key=lambda item: (order[item[1]], item[0])):
        p = t.players.get(n)
        if p is None or (kind is ByeKind.ZERO_POINT and not p.active_in(round_no)):
            continue  # not entered yet or withdrawn: not on the pairing list
        text = f"{BYE_TEXT[kind]} ({points(t.scoring.for_bye(kind))})"
        cells = ("", n, p.name, p.rating, before(n), text, "", "", "", "")
        rows.append(PairingRow(None, n, None, cells, None,
                               bye_explanation if kind is ByeKind.PAIRING_ALLOCATED else ""))
    return rows


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
    from arbiter_app.engine.tiebreaks import compute_standings, format_number
    table = compute_standings(t, list(tiebreaks or []))
    labels = [spec.label for spec in table.tiebreaks]
    headers = ["Rank", "No.", "Title", "Name", "Fed", "Rating", "Points", *labels]
    places: dict[int, list[int]] = {}
    for position, entry in enumerate(table.rows, start=1):
        places.setdefault(entry.rank, []).append(position)
    rows = []
    for entry in table.rows:
        p = t.players[entry.number]
        spread = places[entry.rank]
        rank = f"{spread[0]}-{spread[-1]}" if len(spread) > 1 else str(entry.rank)
        values = [format_number(v) for v in entry.values]
        rows.append(StandingRow(rank, entry.number, (rank, entry.number, p.title, p.name,
                                                     p.federation, p.rating,
                                                     points(entry.points), *values)))
    return headers, rows


def score_standings(t: Tournament, hist: dict[int, PlayerHistory] | None = None
                    ) -> tuple[list[str], list[StandingRow]]:
    """Score only (the fallback when tie-breaks cannot be computed); equal
    scores share a rank, listed by pairing number."""
    hist = histories(t) if hist is None else hist
    order = sorted(t.players, key=lambda n: (-hist[n].score, n))
    headers = ["Rank", "No.", "Title", "Name", "Fed", "Rating", "Points"]
    rows, previous, rank = [], None, 0
    for position, n in enumerate(order, start=1):
        p = t.players[n]
        if hist[n].score != previous:
            rank, previous = position, hist[n].score
        rows.append(StandingRow(str(rank), n, (str(rank), n, p.title, p.name, p.federation,
                                                p.rating, points(hist[n].score))))
    return headers, rows


# -- crosstable --------------------------------------------------------------

def crosstable(t: Tournament, order: list[int], hist: dict[int, PlayerHistory] | None = None
               ) -> tuple[list[str], list[tuple]]:
    """One row per player in ``order``; per round ``<opponent's rank><w|b><result>``,
    as in printed crosstables (opponents by their rank in ``order``)."""
    hist = histories(t) if hist is None else hist
    rank_of = {n: i for i, n in enumerate(order, start=1)}
    headers = ["Rank", "No.", "Name", "Rating",
               *[f"R{r}" for r in range(1, t.rounds_played + 1)], "Points"]
    rows = []
    for n in order:
        h, p = hist[n], t.players[n]
        cells = []
        for r in range(t.rounds_played):
            opponent, code = h.paired_with[r], h.codes[r]
            mark = {"=": HALF, "D": HALF, "W": "1", "L": "0", " ": "", "*": ""}.get(code, code)
            if opponent is None:
                cells.append({"U": "+bye", "H": f"{HALF} bye", "F": "1 bye", "Z": "\u2212"}
                             .get(code, code))
                continue
            colour = h.colours[r]
            letter = "w" if colour is not None and colour.value == "w" else "b"
            if colour is None:  # forfeit: colour of the pairing
                game = t.round(r + 1).game_of(n)
                letter = "w" if game is not None and game.white == n else "b"
            cells.append(f"{rank_of.get(opponent, opponent)}{letter}{mark}")
        rows.append((rank_of[n], n, p.name, p.rating, *cells, points(h.score)))
    return headers, rows
