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
from arbiter_app.i18n import tr
from arbiter_app.trf import layout as L
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.players import PlayerLine


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
                raise TrfError(tr("round {round}: pairing-allocated bye 'U' in a round without "
                                  "games; a round not paired yet may only announce H, F or Z "
                                  "byes", round=round_no),
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
            raise TrfError(tr("round {round}: opponent {opponent} of player {player} is not a "
                              "player", round=round_no, opponent=f"{opponent:04d}",
                              player=number), source, line=lines[number].lineno,
                           columns=L.opponent_columns(round_no))
        if opponent in listed_by:
            first = listed_by[opponent]
            raise TrfError(tr("player {opponent} is paired twice: players {first} and "
                              "{second} both list {opponent} as their opponent",
                              opponent=opponent, first=first, second=number), source,
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
            raise TrfError(_disagreement(number, opponent, cell.colour,
                                         None if other is None else other.opponent), **where)
        if other.colour == cell.colour:
            raise TrfError(tr("players {player} and {opponent} both have white in their game",
                              player=number, opponent=opponent) if cell.colour == "w" else
                           tr("players {player} and {opponent} both have black in their game",
                              player=number, opponent=opponent), **where)
        if cell.colour == "w":
            white, black, codes = number, opponent, (cell.code, other.code)
        else:
            white, black, codes = opponent, number, (other.code, cell.code)
        # "?" on either side: the result is not known (an adjourned game, or a symbol that
        # is no result code, FIDE checklist Q164-166): the game is adjourned
        result = GameResult.ADJOURNED if "?" in codes else GameResult.from_codes(*codes)
        if result is None:
            raise TrfError(tr("results don't match: player {white} (white) has {first} and "
                              "player {black} (black) has {second}; expected white/black 1/0, "
                              "=/=, +/-, -/+, -/-, W/L, D/D, =/0, 0/=, 0/0 (or ? for an "
                              "adjourned game, or both blank while pending)", white=white,
                              first=_show(codes[0]), black=black, second=_show(codes[1])),
                           **where)
        rnd.games.append(Game(white, black, result))
    return rnd


def _disagreement(number: int, opponent: int, colour: str, listed: int | None) -> str:
    """Player ``number`` (playing ``colour``) lists ``opponent``, whose entry lists
    ``listed`` (None: no opponent)."""
    values = dict(player=number, opponent=opponent, other=listed)
    if colour == "b":  # he lists his opponent as white
        if listed is None:
            return tr("player {player} lists opponent {opponent} as white, but player "
                      "{opponent} lists no opponent", **values)
        return tr("player {player} lists opponent {opponent} as white, but player {opponent} "
                  "lists opponent {other}", **values)
    if listed is None:
        return tr("player {player} lists opponent {opponent} as black, but player {opponent} "
                  "lists no opponent", **values)
    return tr("player {player} lists opponent {opponent} as black, but player {opponent} "
              "lists opponent {other}", **values)


def _show(code: str) -> str:
    return tr("a blank result") if code == " " else f"'{code}'"
