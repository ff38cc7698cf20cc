"""The boards of a match, made from the two teams' line-ups (issue #37).

Board ``k`` of match ``m`` opposes the ``k``-th players of the two line-ups; the white team
(the one with White on board 1, C.04.6 1.6.1) has the colours of TRF-2026 352 on its boards
(``engine.teams.boards.white_colours``: alternating from White without 352), the other team
the opposite ones.  Each board with two players is a games row, numbered
``(m - 1) * B + k`` in its round (:mod:`arbiter_app.store.team_convert`); a board with one
player is won by forfeit by him (his individual full-point bye, TRF ``0000 - +``); a board
with none is left empty.

A match in which no board has two players has no game at all: it is a forfeited match
(TRF-2026 330), won by the team that fields more players, a double forfeit when both field
as many (or none); :func:`make_boards` gives its code instead of making boards.
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind
from arbiter_app.engine.teams.boards import white_colours
from arbiter_app.engine.teams.model import TeamSettings
from arbiter_app.store.team_convert import board_number


def board_pairs(settings: TeamSettings, white: tuple[int, ...], black: tuple[int, ...]
                ) -> list[tuple[int, int, int]]:
    """(board k from 1, White's player, Black's player) of each board; a player is 0 on a
    board empty on his side."""
    colours = white_colours(settings)
    out = []
    for k in range(settings.boards):
        a = white[k] if k < len(white) else 0
        b = black[k] if k < len(black) else 0
        out.append((k + 1, a, b) if colours[k] == "W" else (k + 1, b, a))
    return out


def forfeit_code(white: tuple[int, ...], black: tuple[int, ...], boards: int) -> str:
    """"" when the line-ups give a game on some board, else the forfeited match's code (see
    the module)."""
    pairs = list(zip(list(white) + [0] * boards, list(black) + [0] * boards))[:boards]
    if any(a and b for a, b in pairs):
        return ""
    fielded_white = sum(1 for a, _ in pairs if a)
    fielded_black = sum(1 for _, b in pairs if b)
    if fielded_white > fielded_black:
        return "+-"
    if fielded_black > fielded_white:
        return "-+"
    return "--"


def make_boards(w, settings: TeamSettings, round_no: int, match: int,
                white: tuple[int, ...], black: tuple[int, ...]) -> str:
    """Write the boards of match ``match`` of ``round_no`` (``white``/``black``: the line-ups
    of the white and the black team).  Returns "" when they were made, else the code of the
    forfeited match the line-ups give (nothing written)."""
    code = forfeit_code(white, black, settings.boards)
    if code:
        return code
    forfeits = w.board_forfeits()
    for k, a, b in board_pairs(settings, white, black):
        if a and b:
            w.add_board(round_no, board_number(match, k, settings.boards), a, b)
        elif a or b:
            w.set_individual_bye(round_no, a or b, ByeKind.FULL_POINT)
            forfeits[(round_no, a or b)] = "+"
    w.set_board_forfeits(forfeits)
    return ""


def remove_boards(w, settings: TeamSettings, round_no: int, match: int,
                  players: set[int]) -> None:
    """Remove the boards of match ``match`` (``players``: those of both line-ups, whose
    boards won against an empty one go too)."""
    boards = settings.boards
    w.delete_boards(round_no, board_number(match, 1, boards), board_number(match, boards,
                                                                          boards))
    forfeits = w.board_forfeits()
    for player in players:
        if forfeits.pop((round_no, player), None) is not None:
            w.set_individual_bye(round_no, player, None)
    w.set_board_forfeits(forfeits)


__all__ = ["board_pairs", "forfeit_code", "make_boards", "remove_boards"]
