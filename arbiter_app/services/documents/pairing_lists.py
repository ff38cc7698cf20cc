"""The pairing list of one round for the wall: by board, and alphabetically.

Points are those before the round; a result not yet entered is left blank
for the arbiter to fill in.  Byes and absences follow the boards (absences of
players not yet entered or already withdrawn are not listed, as on screen).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import ByeKind, Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.documents.notation import BYE_TEXT, RESULT_TEXT, points
from arbiter_app.services.documents.page import (PORTRAIT_NAME_ROOM, Column, Link, longest,
                                                 table)

BYE_ORDER = {ByeKind.PAIRING_ALLOCATED: 0, ByeKind.FULL_POINT: 1, ByeKind.HALF_POINT: 2,
             ByeKind.ZERO_POINT: 3}

BOARD_COLUMNS = [Column(N_("Bd"), "n"), Column(N_("No."), "n"), Column(N_("White"), "name"),
                 Column(N_("Rtg"), "n"), Column(N_("Pts"), "n"), Column(N_("Result"), "r"),
                 Column(N_("Pts"), "n"), Column(N_("Black"), "name"), Column(N_("Rtg"), "n"),
                 Column(N_("No."), "n")]

ALPHABETICAL_COLUMNS = [Column(N_("Name"), "name"), Column(N_("No."), "n"),
                        Column(N_("Pts"), "n"), Column(N_("Bd"), "n"),
                        Column(N_("Colour"), "r"), Column(N_("Opponent"), "name"),
                        Column(N_("No."), "n"), Column(N_("Pts"), "n")]


@dataclass(frozen=True)
class Seat:
    """One player's place in the round."""

    number: int
    board: int | None = None
    colour: str = ""  # "White" or "Black"; "" for a bye or an absence
    opponent: int | None = None
    bye: ByeKind | None = None


def seats(t: Tournament, round_no: int) -> list[Seat]:
    """Every player of the round once: both players of each board, then the byes."""
    rnd = t.round(round_no)
    found = []
    for board, game in enumerate(rnd.games, start=1):
        found.append(Seat(game.white, board, "White", game.black))
        found.append(Seat(game.black, board, "Black", game.white))
    for n, kind in sorted(rnd.byes.items(), key=lambda item: (BYE_ORDER[item[1]], item[0])):
        p = t.players.get(n)
        if p is None or (kind is ByeKind.ZERO_POINT and not p.active_in(round_no)):
            continue  # not entered yet or withdrawn: not on the pairing list
        found.append(Seat(n, bye=kind))
    return found


def _before(hist: dict[int, PlayerHistory], round_no: int, n: int | None) -> str:
    h = hist.get(n) if n is not None else None
    if h is None or len(h.scores_before) < round_no:
        return ""
    return points(h.scores_before[round_no - 1])


def _name(t: Tournament, n: int | None) -> str:
    p = t.players.get(n) if n is not None else None
    return p.name if p is not None else ("" if n is None else "?")


def _rating(t: Tournament, n: int | None):
    p = t.players.get(n) if n is not None else None
    return (p.rating or "") if p is not None else ""


def _bye_text(t: Tournament, kind: ByeKind) -> str:
    return f"{BYE_TEXT[kind]} ({points(t.scoring.for_bye(kind))})"


def board_list(t: Tournament, round_no: int) -> tuple[str, bool]:
    """(table, landscape) of the pairing list by board."""
    hist = histories(t)
    rnd = t.round(round_no)
    rows = []
    for board, game in enumerate(rnd.games, start=1):
        w, b = game.white, game.black
        rows.append([board, w, _name(t, w), _rating(t, w), _before(hist, round_no, w),
                     RESULT_TEXT[game.result], _before(hist, round_no, b), _name(t, b),
                     _rating(t, b), b])
    for seat in seats(t, round_no):
        if seat.bye is not None:
            n = seat.number
            rows.append(["", n, _name(t, n), _rating(t, n), _before(hist, round_no, n),
                         _bye_text(t, seat.bye), "", "", "", ""])
    wide = longest(r[2] for r in rows) + longest(r[7] for r in rows) > 2 * PORTRAIT_NAME_ROOM
    return table(BOARD_COLUMNS, rows), wide


def alphabetical_list(t: Tournament, round_no: int, card_href=None) -> tuple[str, bool]:
    """(table, landscape) of the pairing list with each player once, by name;
    ``card_href`` (number -> address) links each name to the player's card."""
    hist = histories(t)
    rows = []
    for seat in sorted(seats(t, round_no),
                       key=lambda s: (_name(t, s.number).casefold(), s.number)):
        n = seat.number
        if seat.bye is not None:
            rows.append([_name(t, n), n, _before(hist, round_no, n), "", "",
                         _bye_text(t, seat.bye), "", ""])
        else:
            o = seat.opponent
            rows.append([_name(t, n), n, _before(hist, round_no, n), seat.board, tr(seat.colour),
                         _name(t, o), o, _before(hist, round_no, o)])
    wide = longest(r[0] for r in rows) + longest(r[5] for r in rows) > 2 * PORTRAIT_NAME_ROOM
    if card_href:
        for row in rows:
            row[0] = Link(row[0], card_href(row[1]))
    return table(ALPHABETICAL_COLUMNS, rows), wide


__all__ = ["ALPHABETICAL_COLUMNS", "BOARD_COLUMNS", "Seat", "alphabetical_list", "board_list",
           "seats"]
