"""Fixed-column layout of TRF16 (FIDE Tournament Report File, 2016).

Columns are 1-based and inclusive, as in the format description
(../shared/rules/README.md).  Shared by the reader and the writer so both
agree on every position.
"""

from __future__ import annotations

# 001 player line: field -> (first, last) column
NUMBER = (5, 8)
SEX = (10, 10)
TITLE = (11, 13)
NAME = (15, 47)
RATING = (49, 52)
FEDERATION = (54, 56)
FIDE_ID = (58, 68)
BIRTH_DATE = (70, 79)
POINTS = (81, 84)
RANK = (86, 89)
# columns that separate the fields and must hold a blank
SEPARATORS = (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91)
#: a player line must reach at least the points column
MIN_PLAYER_LINE = POINTS[1]

FIRST_ROUND_COLUMN = 92
ROUND_WIDTH = 10  # 4 opponent, blank, colour, blank, result, 2 blanks
CELL_WIDTH = 8

# tournament lines kept in TournamentInfo fields (code -> attribute)
HEADER_FIELDS = {
    "012": "name",
    "022": "city",
    "032": "federation",
    "042": "start_date",
    "052": "end_date",
    "092": "kind",
    "102": "chief_arbiter",
    "112": "deputies",
    "122": "time_control",
}
ROUND_DATES = "132"

# keys this package uses in Tournament.options
RANKS_OPTION = "trf.ranks"  # "number=rank,..." as read from cols 86-89
FUTURE_DATES_OPTION = "trf.round_dates"  # "round=YY/MM/DD,..." for rounds not in t.rounds

RESULT_CODES_WITH_OPPONENT = "1=0+-WDL? "
BYE_CODES = "UHFZ"


def is_extension(line: str) -> bool:
    """Program extension lines (XXA, BBW, ...): written after the player lines.

    Every other kept line belongs with the tournament lines before them.  The
    reader stores kept lines in that order (tournament lines first, then
    extensions, each in file order) so writing and reading again changes
    nothing.
    """
    return line[:2] in ("XX", "BB")


def round_start(round_no: int) -> int:
    """First column (1-based) of round ``round_no``'s entry."""
    return FIRST_ROUND_COLUMN + ROUND_WIDTH * (round_no - 1)


def cell_columns(round_no: int) -> tuple[int, int]:
    start = round_start(round_no)
    return (start, start + CELL_WIDTH - 1)


def opponent_columns(round_no: int) -> tuple[int, int]:
    start = round_start(round_no)
    return (start, start + 3)


def colour_column(round_no: int) -> tuple[int, int]:
    col = round_start(round_no) + 5
    return (col, col)


def result_column(round_no: int) -> tuple[int, int]:
    col = round_start(round_no) + 7
    return (col, col)


def field(line: str, span: tuple[int, int]) -> str:
    """The raw text of columns ``span`` (blank-padded past the line's end)."""
    first, last = span
    return line[first - 1:last].ljust(last - first + 1)


def parse_number_list(text: str) -> dict[int, str]:
    """``"1=2,5=3"`` -> ``{1: "2", 5: "3"}`` (the option formats above)."""
    out: dict[int, str] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, _, value = item.partition("=")
        if key.strip().isascii() and key.strip().isdigit():
            out[int(key)] = value.strip()
    return out


def format_number_list(values: dict[int, str]) -> str:
    return ",".join(f"{key}={values[key]}" for key in sorted(values))
