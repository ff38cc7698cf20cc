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
# moved down so the printed documents share them; still importable from here
from arbiter_app.i18n import N_, Texts, tr
from arbiter_app.services.documents.notation import BYE_TEXT, HALF, RESULT_TEXT, points
from arbiter_app.services.documents.tables import (StandingRow, crosstable, score_standings,
                                                   standings, standings_table, withdrawal)

#: what an arbiter types on a pairing card -> result (the issue's keys)
RESULT_KEYS = {
    "1": GameResult.WHITE_WINS,
    "0": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "+": GameResult.WHITE_FORFEIT_WIN,
    "-": GameResult.BLACK_FORFEIT_WIN,
    "*": GameResult.DOUBLE_FORFEIT,
    "?": GameResult.ADJOURNED,
}

#: every outcome a board can have, in the order of its result menu, with what it means
RESULT_MENU = (
    (GameResult.WHITE_WINS, N_("White wins")),
    (GameResult.BLACK_WINS, N_("Black wins")),
    (GameResult.DRAW, N_("Draw")),
    (GameResult.WHITE_FORFEIT_WIN, N_("White wins by forfeit (black did not play)")),
    (GameResult.BLACK_FORFEIT_WIN, N_("Black wins by forfeit (white did not play)")),
    (GameResult.DOUBLE_FORFEIT, N_("Neither played (double forfeit)")),
    (GameResult.WHITE_HALF_BLACK_ZERO, N_("White \u00bd, black 0 (arbiter's decision)")),
    (GameResult.WHITE_ZERO_BLACK_HALF, N_("White 0, black \u00bd (arbiter's decision)")),
    (GameResult.DOUBLE_LOSS, N_("Both lose (arbiter's decision)")),
    (GameResult.WHITE_WINS_UNRATED, N_("White wins, less than one move played (not rated)")),
    (GameResult.BLACK_WINS_UNRATED, N_("Black wins, less than one move played (not rated)")),
    (GameResult.DRAW_UNRATED, N_("Draw, less than one move played (not rated)")),
    (GameResult.ADJOURNED, N_("Adjourned (a draw for the pairing until the result is known)")),
    (GameResult.PENDING, N_("No result")),
)


# -- players ---------------------------------------------------------------

PLAYER_HEADERS = (N_("No."), N_("Title"), N_("Name"), N_("Fed"), N_("Rating"), N_("FIDE ID"),
                  N_("Sex"), N_("Born"), N_("Points"), N_("Status"))
SEX_COLUMN, BORN_COLUMN = PLAYER_HEADERS.index("Sex"), PLAYER_HEADERS.index("Born")
#: TRF's letters for the sex (the file keeps them), as each language abbreviates the word
#: (French h/f, Spanish h/m, Russian м/ж); the player dialog offers the same letters
SEX_TEXT = Texts({"m": N_("m"), "w": N_("w")})


class Status(str):
    """The players tab's status text (in the language); ``withdrawn``: the player has
    withdrawn (not expelled), the row is shown grey."""

    withdrawn = False


def player_status(t: Tournament, number: int) -> Status:
    p = t.players[number]
    notes = []
    if p.withdrawn_from is not None:
        notes.append(withdrawal(p))
    if p.entry_round > 1:
        notes.append(tr("enters in round {round}", round=p.entry_round))
    for round_no in sorted(t.requested_byes):
        kind = t.requested_byes[round_no].get(number)
        if kind is not None:
            notes.append(tr("round {round}: {bye}", round=round_no, bye=BYE_TEXT[kind]))
    status = Status("; ".join(notes))
    status.withdrawn = p.withdrawn_from is not None and not p.expelled
    return status


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

PAIRING_HEADERS = (N_("Bd"), N_("No."), N_("White"), N_("Rtg"), N_("Pts"), N_("Result"),
                   N_("Pts"), N_("Black"), N_("Rtg"), N_("No."))
RESULT_COLUMN = 5


@dataclass(frozen=True)
class PairingRow:
    board: int | None  # None: a bye or absence row
    white: int
    black: int | None
    cells: tuple
    result: GameResult | None
    explanation: str
    #: the rules this board breaks (a manual pairing saved with confirmed violations)
    broken: tuple[str, ...] = ()


def pairing_rows(t: Tournament, round_no: int, pairing: Pairing | None = None,
                 hist: dict[int, PlayerHistory] | None = None,
                 violations: list | None = None) -> list[PairingRow]:
    """Boards in stored order (board = position + 1), then byes and absences;
    ``violations`` (of a manual pairing) mark the boards and the bye they concern."""
    hist = histories(t) if hist is None else hist
    rnd = t.round(round_no)
    explain = {}
    if pairing is not None:
        explain = {(b.white, b.black): b.explanation for b in pairing.boards}
    bye_explanation = pairing.bye_explanation if pairing is not None else ""
    from arbiter_app.services.acceleration import virtual_for_round, virtual_text
    virtual = virtual_for_round(t, round_no)  # accelerated pairing (issue #16)

    def before(n: int) -> str:
        h = hist.get(n)
        if h is None or len(h.scores_before) < round_no:
            return ""
        text = points(h.scores_before[round_no - 1])
        return f"{text} ({virtual_text(virtual[n])})" if n in virtual else text

    rows = []
    for board, game in enumerate(rnd.games, start=1):
        w, b = t.players.get(game.white), t.players.get(game.black)
        cells = (board, game.white, w.name if w else "?", (w.rating or "") if w else "",
                 before(game.white), RESULT_TEXT[game.result], before(game.black),
                 b.name if b else "?", (b.rating or "") if b else "", game.black)
        rows.append(PairingRow(board, game.white, game.black, cells, game.result,
                               explain.get((game.white, game.black), ""),
                               _broken(violations, game.white, game.black)))
    order = {ByeKind.PAIRING_ALLOCATED: 0, ByeKind.FULL_POINT: 1, ByeKind.HALF_POINT: 2,
             ByeKind.ZERO_POINT: 3}
    for n, kind in sorted(rnd.byes.items(), key=lambda item: (order[item[1]], item[0])):
        p = t.players.get(n)
        if p is None or (kind is ByeKind.ZERO_POINT and not p.active_in(round_no)):
            continue  # not entered yet or withdrawn: not on the pairing list
        text = f"{BYE_TEXT[kind]} ({points(t.scoring.for_bye(kind))})"
        cells = ("", n, p.name, p.rating or "", before(n), text, "", "", "", "")
        rows.append(PairingRow(None, n, None, cells, None,
                               bye_explanation if kind is ByeKind.PAIRING_ALLOCATED else "",
                               _broken(violations, n) if kind is ByeKind.PAIRING_ALLOCATED
                               else ()))
    return rows


def _broken(violations: list | None, *players: int) -> tuple[str, ...]:
    """The violations naming any of ``players``, as text (rule first)."""
    return tuple(str(v) for v in violations or () if set(v.players) & set(players))
