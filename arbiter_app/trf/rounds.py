"""From the per-player round entries to rounds: games, byes and requested byes.

Both players' entries of a game must agree: each names the other, the colours
are opposite and the result codes match (1/0, =/=, +/-, -/+, -/-, W/L, D/D,
or both blank while pending).  Games are stored in the order of their
lower-numbered player (a TRF has no board numbers).

A blank entry inside a paired round is a zero-point bye (Z), as the format
says.  Trailing round columns that hold no game at all are the pairing-input
convention's announcements for rounds not paired yet: their H, F and Z entries
become ``Tournament.requested_byes`` (a blank entry there announces nothing).
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, Game, GameResult, Round
from arbiter_app.trf import layout as L
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.players import PlayerLine

_PAIRS = ("1/0, =/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (or ? for an adjourned game, "
          "or both blank while pending)")


def _colour_word(colour: str) -> str:
    return "white" if colour == "w" else "black"


def build_rounds(lines: dict[int, PlayerLine], source: str
                 ) -> tuple[list[Round], dict[int, dict[int, ByeKind]]]:
    """Rounds played (or paired) and requested byes of the trailing columns."""
    columns = max((len(p.cells) for p in lines.values()), default=0)
    order = sorted(lines)
    paired_columns = columns
    while paired_columns > 0 and not any(
            len(lines[n].cells) >= paired_columns and lines[n].cells[paired_columns - 1].opponent
            for n in order):
        paired_columns -= 1
    rounds = [_build_round(lines, order, r, source) for r in range(1, paired_columns + 1)]
    requested: dict[int, dict[int, ByeKind]] = {}
    for round_no in range(paired_columns + 1, columns + 1):
        announced: dict[int, ByeKind] = {}
        for number in order:
            line = lines[number]
            if len(line.cells) < round_no or line.cells[round_no - 1].code == " ":
                continue
            code = line.cells[round_no - 1].code
            if code == "U":
                raise TrfError(f"round {round_no}: pairing-allocated bye 'U' in a round without "
                               "games; a round not paired yet may only announce H, F or Z byes",
                               source, line=line.lineno, columns=L.result_column(round_no))
            announced[number] = ByeKind(code)
        if announced:
            requested[round_no] = announced
    return rounds, requested


def _build_round(lines: dict[int, PlayerLine], order: list[int], round_no: int,
                 source: str) -> Round:
    index = round_no - 1
    cells = {n: (lines[n].cells[index] if len(lines[n].cells) > index else None) for n in order}
    listed_by: dict[int, int] = {}
    for number in order:
        cell = cells[number]
        if cell is None or cell.opponent is None:
            continue
        opponent = cell.opponent
        if opponent not in lines:
            raise TrfError(f"round {round_no}: opponent {opponent:04d} of player {number} "
                           "is not a player", source, line=lines[number].lineno,
                           columns=L.opponent_columns(round_no))
        if opponent in listed_by:
            first = listed_by[opponent]
            raise TrfError(f"player {opponent} is paired twice: players {first} and {number} "
                           f"both list {opponent} as their opponent", source,
                           line=lines[number].lineno, columns=L.opponent_columns(round_no),
                           round_no=round_no)
        listed_by[opponent] = number

    rnd = Round()
    for number in order:
        cell = cells[number]
        if cell is None or cell.opponent is None:
            rnd.byes[number] = ByeKind(cell.code) if cell is not None and cell.code != " " \
                else ByeKind.ZERO_POINT
            continue
        opponent = cell.opponent
        if opponent < number:
            continue  # game already built from the opponent's entry
        other = cells[opponent]
        where = dict(source=source, line=lines[number].lineno,
                     columns=L.cell_columns(round_no), round_no=round_no)
        if other is None or other.opponent != number:
            found = "no opponent" if other is None or other.opponent is None \
                else f"opponent {other.opponent}"
            raise TrfError(f"player {number} lists opponent {opponent} as "
                           f"{_colour_word(_opposite(cell.colour))}, but player {opponent} "
                           f"lists {found}", **where)
        if other.colour == cell.colour:
            raise TrfError(f"players {number} and {opponent} both have "
                           f"{_colour_word(cell.colour)} in their game", **where)
        if cell.colour == "w":
            white, black, codes = number, opponent, (cell.code, other.code)
        else:
            white, black, codes = opponent, number, (other.code, cell.code)
        # "?" on either side: the result is not known (an adjourned game, or a symbol that
        # is no result code, FIDE checklist Q164-166): the game is adjourned
        result = GameResult.ADJOURNED if "?" in codes else GameResult.from_codes(*codes)
        if result is None:
            raise TrfError(f"results don't match: player {white} (white) has "
                           f"{_show(codes[0])} and player {black} (black) has {_show(codes[1])}; "
                           f"expected white/black {_PAIRS}", **where)
        rnd.games.append(Game(white, black, result))
    return rnd


def _opposite(colour: str) -> str:
    return "b" if colour == "w" else "w"


def _show(code: str) -> str:
    return "a blank result" if code == " " else f"'{code}'"
