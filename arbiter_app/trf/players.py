"""Parsing one ``001`` player line (fields and per-round entries)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field as dc_field

from arbiter_app.engine.model import Player
from arbiter_app.i18n import N_, tr
from arbiter_app.trf import layout as L
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.fields import check_date, long_date, normal_sex

__all__ = ["Cell", "PlayerLine", "check_date", "digits", "parse_player_line"]

_POINTS = re.compile(r"[0-9]{1,3}(?:\.[0-9]{1,2})?|\.[0-9]{1,2}")


# older files mark byes with game results; TRF16 has a code for each kind of bye
_OLD_BYE_HINTS = {
    "+": N_("write 0000 - U for the pairing-allocated bye, 0000 - F for a full-point bye"),
    "=": N_("write 0000 - H for a half-point bye"),
    "-": N_("write 0000 - Z for an absence or zero-point bye"),
}


@dataclass(frozen=True)
class Cell:
    """One round's entry of one player, as written (codes not yet interpreted)."""

    opponent: int | None  # None: no opponent (0000 or blank)
    colour: str  # "w", "b", "-" or " "
    code: str  # result code, " " when blank ("?" for an unknown result)
    # a symbol that is no result code, read as an unknown result "?" (FIDE checklist Q166)
    unknown: str = ""

    @property
    def blank(self) -> bool:
        return self.opponent is None and self.code == " "


@dataclass
class PlayerLine:
    lineno: int
    player: Player
    points: float | None  # None: column blank
    points_text: str
    rank: int | None
    cells: list[Cell] = dc_field(default_factory=list)


def _fail(ctx_source: str, lineno: int, span: tuple[int, int] | None, message: str):
    raise TrfError(message, ctx_source, line=lineno, columns=span)


def _aligned(text: str) -> bool:
    return all(col > len(text) or text[col - 1] == " " for col in L.SEPARATORS)


#: field boundaries (0-based, exclusive ends) of the columns before the rounds
_BOUNDS = sorted({0} | {c - 1 for c in L.SEPARATORS} | {c for c in L.SEPARATORS})


def _realign(text: str) -> str:
    """A UTF-8 line whose columns were counted in bytes, re-cut in characters.

    Programs that count bytes put a name such as "Müller" in 33 bytes (32
    characters), shifting every later column by one character.  When the
    line is misaligned in characters but aligned in bytes, each field is cut
    from the bytes and padded back to its width.
    """
    if text.isascii() or _aligned(text):
        return text
    raw = text.encode("utf-8")
    pieces = []
    try:
        for start, end in zip(_BOUNDS, _BOUNDS[1:] + [len(raw)]):
            chunk = raw[start:end].decode("utf-8")
            pieces.append(chunk.ljust(min(end, len(raw)) - start) if end <= L.SEPARATORS[-1]
                          else chunk)
    except UnicodeDecodeError:
        return text
    fixed = "".join(pieces)
    return fixed if _aligned(fixed) else text


def digits(text: str) -> bool:
    """Only ASCII digits (str.isdigit also accepts '²' and other digits int() refuses)."""
    return text.isascii() and text.isdigit()


def parse_player_line(line: str, lineno: int, source: str,
                      cache: dict[str, Cell] | None = None) -> PlayerLine:
    text = _realign(line.rstrip())
    if len(text) < L.MIN_PLAYER_LINE:
        _fail(source, lineno, (len(text) + 1, L.MIN_PLAYER_LINE),
              tr("player line ends at column {column}; expected at least {least} columns "
                 "(pairing number 5-8, name 15-47, rating 49-52, ..., points 81-84)",
                 column=len(text), least=L.MIN_PLAYER_LINE))
    if "\t" in text:
        col = text.index("\t") + 1
        _fail(source, lineno, (col, col), tr("tab character; TRF uses fixed columns of blanks"))
    for col in L.SEPARATORS:
        if col <= len(text) and text[col - 1] != " ":
            _fail(source, lineno, (col, col),
                  tr("expected a blank between fields, found {found!r} (are the columns "
                     "shifted?)", found=text[col - 1]))

    raw = L.field(text, L.NUMBER).strip()
    if not digits(raw) or int(raw) == 0:
        _fail(source, lineno, L.NUMBER,
              tr("pairing number {number!r} is not a number from 1 to 9999", number=raw)
              if raw else tr("pairing number missing (expected a number from 1 to 9999)"))
    number = int(raw)

    rating_text = L.field(text, L.RATING).strip()
    if rating_text and not digits(rating_text):
        _fail(source, lineno, L.RATING, tr("rating {rating!r} is not a number (expected up "
                                           "to 4 digits, or blank when unrated)",
                                           rating=rating_text))
    fide_id = L.field(text, L.FIDE_ID).strip()
    if fide_id and not digits(fide_id):
        _fail(source, lineno, L.FIDE_ID, tr("FIDE id {fide_id!r} is not a number",
                                            fide_id=fide_id))
    raw_birth = L.field(text, L.BIRTH_DATE).strip()
    birth = long_date(raw_birth, year_only=True)
    if birth is None:
        _fail(source, lineno, L.BIRTH_DATE,
              tr("birth date {date!r} is not a date; expected YYYY/MM/DD (or YYYY; "
                 "YYYY-MM-DD and YYYY.MM.DD are read too)", date=raw_birth))
    raw_sex = L.field(text, L.SEX).strip()
    sex = normal_sex(raw_sex)
    if sex is None:
        _fail(source, lineno, L.SEX, tr("sex {sex!r} is not m or w (f is read as w, u as "
                                        "unknown), or blank", sex=raw_sex))
    points_text = L.field(text, L.POINTS).strip()
    points = None
    if points_text:
        if not _POINTS.fullmatch(points_text):
            _fail(source, lineno, L.POINTS, tr("points {points!r} are not a number like 4.5",
                                               points=points_text))
        points = float(points_text)
    rank_text = L.field(text, L.RANK).strip()
    if rank_text and not digits(rank_text):
        _fail(source, lineno, L.RANK, tr("rank {rank!r} is not a number", rank=rank_text))

    player = Player(number=number, name=L.field(text, L.NAME).strip(),
                    rating=int(rating_text) if rating_text else 0,
                    title=L.field(text, L.TITLE).strip(), sex=sex,
                    federation=L.field(text, L.FEDERATION).strip(), fide_id=fide_id,
                    birth_date=birth)
    parsed = PlayerLine(lineno, player, points, points_text,
                        int(rank_text) if rank_text else None)
    parsed.cells = _parse_cells(text, lineno, number, source, cache if cache is not None else {})
    return parsed


def _parse_cells(text: str, lineno: int, number: int, source: str,
                 cache: dict[str, Cell]) -> list[Cell]:
    """Round entries of one line; ``cache`` maps an entry's text to its Cell
    (the same text always means the same thing), so a big file parses fast."""
    cells: list[Cell] = []
    length = len(text)
    width, step = L.CELL_WIDTH, L.ROUND_WIDTH
    start = L.FIRST_ROUND_COLUMN - 1
    round_no = 0
    while start < length:
        round_no += 1
        chunk = text[start:start + width]
        if len(chunk) < width:
            chunk = chunk.ljust(width)
        gap = text[start + width:start + step]
        if gap and gap != "  " and gap.strip():
            col = start + width + 1 + (len(gap) - len(gap.lstrip()))
            _fail(source, lineno, (col, col),
                  tr("round {round}: expected blanks after the entry {entry!r} (each round "
                     "takes 10 columns: 'NNNN c r' and 2 blanks)", round=round_no, entry=chunk))
        cell = cache.get(chunk)
        if cell is None:
            cell = _parse_cell(chunk, round_no, lineno, source)
            cache[chunk] = cell
        if cell.opponent == number:
            _fail(source, lineno, L.opponent_columns(round_no),
                  tr("round {round}: player {player} is paired with himself",
                     round=round_no, player=number))
        cells.append(cell)
        start += step
    return cells


def _parse_cell(chunk: str, round_no: int, lineno: int, source: str) -> Cell:
    if chunk[4] != " " or chunk[6] != " ":
        _fail(source, lineno, L.cell_columns(round_no),
              tr("round {round} entry {entry!r} is not of the form 'NNNN c r' (opponent in 4 "
                 "columns, blank, colour, blank, result)", round=round_no, entry=chunk))
    opp_text, colour, code = chunk[:4].strip(), chunk[5], chunk[7]
    if code.isalpha():
        code = code.upper()  # TRF-2026: letter codes are case-insensitive
    if opp_text and not digits(opp_text):
        _fail(source, lineno, L.opponent_columns(round_no),
              tr("round {round}: opponent {opponent!r} is not a pairing number",
                 round=round_no, opponent=opp_text))
    opponent = int(opp_text) if opp_text and int(opp_text) != 0 else None
    if opponent is None:
        if colour not in "- ":
            _fail(source, lineno, L.colour_column(round_no),
                  tr("round {round}: colour {colour!r} without an opponent; expected '-'",
                     round=round_no, colour=colour))
        if code not in L.BYE_CODES + " ":
            hint = _OLD_BYE_HINTS.get(code)
            _fail(source, lineno, L.result_column(round_no),
                  tr("round {round}: result {code!r} without an opponent; expected a bye code "
                     "U, H, F or Z (or blank) ({hint})", round=round_no, code=code,
                     hint=tr(hint)) if hint else
                  tr("round {round}: result {code!r} without an opponent; expected a bye code "
                     "U, H, F or Z (or blank)", round=round_no, code=code))
        return Cell(None, colour, code)
    if colour not in ("w", "b"):
        _fail(source, lineno, L.colour_column(round_no),
              tr("round {round}: colour {colour!r} with opponent {opponent}; expected w or b "
                 "(a paired game, forfeited or not, has colours)", round=round_no,
                 colour=colour, opponent=opponent))
    if code in L.BYE_CODES:
        _fail(source, lineno, L.result_column(round_no),
              tr("round {round}: result {code!r} is a bye code but an opponent is given; "
                 "expected 1 = 0 + - W D L ? (or blank while the game is pending)",
                 round=round_no, code=code))
    if code not in L.RESULT_CODES_WITH_OPPONENT:
        # FIDE checklist Q166: an unknown result symbol is an unknown result (the reader
        # tells, see unknown_results), not a reason to refuse the whole file
        return Cell(opponent, colour, "?", unknown=code)
    return Cell(opponent, colour, code)
