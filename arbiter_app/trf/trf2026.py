"""The records TRF-2026 added to TRF16, read and written (docs/trf.md).

Where each one goes in the model (nothing needs a column of its own in the
tournament file: every value is a field the model already had, or a
``Tournament.options`` entry, which the store keeps as it is):

* ``142`` number of rounds -> ``Tournament.total_rounds`` (as ``XXR``);
* ``152`` initial colour ``W``/``B`` -> ``Tournament.initial_colour`` (as ``XXC``);
* ``162`` point system -> ``Tournament.scoring`` (W: win, forfeit win, full-point
  bye and, without P, the pairing-allocated bye; D: draw, half-point bye and,
  without X, the unknown result; L: loss; A: zero-point bye and forfeit loss;
  P: pairing-allocated bye; X: the unknown result, e.g. an adjourned game);
* ``172`` starting-rank method -> ``options["trf.starting_rank_method"]``
  (``"FED METHOD"``); ``182`` pairing controller -> ``options["trf.pairing_controller"]``;
* ``192`` encoded type of tournament -> ``options["trf.type_code"]`` (the code as
  written) and ``Tournament.system`` when :data:`TYPE_CODES` maps it to a system;
* ``202`` / ``212`` tie-breaks -> ``options["trf.tiebreaks.202"]`` / ``["trf.tiebreaks.212"]``
  (kept as written: the tournament's own tie-break list stays the arbiter's choice);
* ``222`` encoded time control -> ``options["trf.time_control_code"]``;
* ``240`` byes -> ``Tournament.requested_byes`` for rounds not paired yet; for a
  paired round they must agree with the player's round entry;
* ``250`` accelerations (and TRF16's ``XXA`` lines) -> ``options["trf.accelerations"]``,
  the format of :mod:`arbiter_app.engine.acceleration`; a ``_BAKU`` suffix on
  192 -> ``options["pairing.acceleration"] = "baku"``.  Written back: the
  explicit values, or, for the Baku method, the values it computes (so that
  another program pairs the same; read back, values equal to the computed
  ones are dropped again);
* ``260`` prohibited pairings -> ``Tournament.forbidden_pairs`` when they cover every
  round, else ``options["trf.forbidden_rounds"]``;
* NRS records (a federation code instead of ``001``) -> ``options["trf.national"]``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine.forbidden_rounds import FORBIDDEN_ROUNDS, parse_forbidden_rounds
from arbiter_app.engine.model import ByeKind, Colour, Scoring, Tournament
from arbiter_app.i18n import tr
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.players import digits

# -- options keys --------------------------------------------------------------
STARTING_RANK = "trf.starting_rank_method"
CONTROLLER = "trf.pairing_controller"
TYPE_CODE = "trf.type_code"
TIEBREAKS_202 = "trf.tiebreaks.202"
TIEBREAKS_212 = "trf.tiebreaks.212"
TIME_CONTROL = "trf.time_control_code"
ACCELERATIONS = ACC.EXPLICIT
NATIONAL = "trf.national"

#: codes of the lines this module interprets (tournament section, then records)
TOURNAMENT_CODES = ("142", "152", "162", "172", "182", "192", "202", "212", "222")
RECORD_CODES = ("240", "250", "260")
#: the option written on each tournament line (142/152/162 have model fields)
TEXT_OPTIONS = {"172": STARTING_RANK, "182": CONTROLLER, "192": TYPE_CODE,
                "202": TIEBREAKS_202, "212": TIEBREAKS_212, "222": TIME_CONTROL}


@dataclass(frozen=True)
class TypeCode:
    """One row of the Tournament-Type Code Table (record 192)."""

    system: str | None  # the pairing system of Arbiter's registry; None: none pairs it
    meaning: str
    written: bool = False  # the code Arbiter writes for ``system``
    accelerable: bool = True  # a ``_BAKU`` suffix (Baku acceleration) may follow
    provisional: bool = False  # not in FIDE's table: the name follows its pattern


#: the code (without ``_BAKU``) -> its meaning.  One table: a system added to the
#: registry gets its row here (and ``written=True`` on the code to write for it).
TYPE_CODES: dict[str, TypeCode] = {
    "FIDE_DUTCH_2025": TypeCode("dutch2026", "C.04.3 Dutch system applied from 1 February "
                                "2026 (the code of FIDE's first table, written and read by "
                                "bbpPairings v6)", written=True),
    "FIDE_DUTCH_2026": TypeCode("dutch2026", "C.04.3 Dutch system applied from 1 February 2026"),
    "FIDE_DUTCH": TypeCode("dutch2026", "C.04.3 Dutch system, the edition in force"),
    "FIDE_DUTCH_2017": TypeCode("dutch2016", "C.04.3 Dutch system, Baku 2016 (applied 2017 "
                                "to January 2026)", written=True),
    "FIDE_DUBOV": TypeCode("dubov2026", "C.04.4.1 Dubov system, the edition in force",
                           written=True),
    "FIDE_DUBOV_2026": TypeCode("dubov2026", "C.04.4.1 Dubov system, 2026", provisional=True),
    "FIDE_DUBOV_1997": TypeCode("dubov1997", "C.04.4.1 Dubov system, 1997", written=True,
                                provisional=True),
    "FIDE_LIM": TypeCode("lim1999", "C.04.4.3 Lim system", written=True, provisional=True),
    "FIDE_RATING_1998": TypeCode("rating1998", "C.04.1 Swiss system based on rating, "
                                 "1992/97/98", written=True, provisional=True),
    "FIDE_BURSTEIN": TypeCode(None, "C.04.4.2 Burstein system"),
    "CUSTOM_SWISS": TypeCode(None, "a Swiss system not coded by FIDE"),
    "FIDE_DOUBLESWISS": TypeCode(None, "C.04.5 Double-Swiss system"),
    "CUSTOM_DOUBLESWISS": TypeCode(None, "a Double-Swiss system not coded by FIDE"),
    # round robins: the system reads its cycles from its own options, which these
    # codes do not set (the code read is kept and written back)
    "FIDE_ROUNDROBIN": TypeCode("roundrobin", "round robin, FIDE tables", accelerable=False),
    "FIDE_DOUBLEROUNDROBIN": TypeCode("roundrobin", "double round robin, FIDE tables",
                                      accelerable=False),
    **{f"BERGER_ROUNDROBIN_G{n}": TypeCode("roundrobin", f"round robin, Berger tables, "
                                           f"{n} cycle(s)", accelerable=False)
       for n in range(1, 5)},
}
BAKU = "_BAKU"


def split_type_code(value: str) -> tuple[str, bool]:
    """``"FIDE_DUTCH_2025_BAKU"`` -> ``("FIDE_DUTCH_2025", True)``."""
    code = value.strip().upper()
    if code.endswith(BAKU):
        return code[:-len(BAKU)], True
    return code, False


def type_code_row(value: str) -> TypeCode | None:
    code, baku = split_type_code(value)
    row = TYPE_CODES.get(code)
    if row is None or (baku and not row.accelerable):
        return None
    return row


def code_for_system(system: str, accelerated: bool = False) -> str | None:
    """The 192 code Arbiter writes for a system of its registry."""
    for code, row in TYPE_CODES.items():
        if row.system == system and row.written:
            return code + (BAKU if accelerated else "")
    return None


def type_code(t: Tournament) -> str:
    """The 192 value of ``t``: the code read (when it still names ``t.system``), else
    the table's code for the system; ``_BAKU`` when the tournament's acceleration is
    the Baku method (``options["pairing.acceleration"]``)."""
    kept = t.options.get(TYPE_CODE, "")
    row = type_code_row(kept) if kept else None
    baku = accelerated(t)
    if kept and (not t.system or (row is not None and row.system == t.system)):
        code, _ = split_type_code(kept)
        return code + (BAKU if baku and row is not None and row.accelerable else "")
    if t.system == "roundrobin":
        return _round_robin_code(t)
    return code_for_system(t.system, baku) or "" if t.system else ""


def _round_robin_code(t: Tournament) -> str:
    """FIDE_ROUNDROBIN for one cycle, FIDE_DOUBLEROUNDROBIN for two (the table has no
    code for more cycles: none is written then)."""
    from arbiter_app.engine.systems.roundrobin.options import settings_of
    try:
        cycles = settings_of(t).cycles
    except ValueError:  # settings the system refuses: it says why when pairing
        return ""
    return {1: "FIDE_ROUNDROBIN", 2: "FIDE_DOUBLEROUNDROBIN"}.get(cycles, "")


def accelerated(t: Tournament) -> bool:
    """True when the tournament is paired with the Baku acceleration."""
    return ACC.method(t) == ACC.BAKU


# -- reading ---------------------------------------------------------------------

def _span(line: str) -> tuple[int, int]:
    return (5, max(5, len(line.rstrip())))


def _fail(message: str, source: str, lineno: int, columns: tuple[int, int]):
    raise TrfError(message, source, line=lineno, columns=columns)


_POINTS = re.compile(r"[0-9]{1,3}(?:\.[0-9]+)?|\.[0-9]+")


def _points(text: str, what: str, source: str, lineno: int, columns) -> float:
    """``what``: the field, in the current language (``250 fictitious points``)."""
    value = text.strip()
    if not _POINTS.fullmatch(value):
        _fail(tr("{what} {value!r} is not a number of points; expected e.g. 1.0", what=what,
                 value=value), source, lineno, columns)
    return float(value)


def read_rounds_142(line: str, lineno: int, source: str) -> int:
    value = line[3:].strip()
    if not digits(value) or not 0 < int(value) < 1000:
        _fail(tr("142 {value!r} is not a number of rounds; expected e.g. '142 9'",
                 value=value), source, lineno, _span(line))
    return int(value)


def read_colour_152(line: str, lineno: int, source: str) -> Colour:
    value = line[3:].strip()
    if value.upper() not in ("W", "B"):
        _fail(tr("152 {value!r} is not an initial colour; expected '152 W' or '152 B'",
                 value=value), source, lineno, _span(line))
    return Colour.WHITE if value.upper() == "W" else Colour.BLACK


_POINT_ENTRY = re.compile(r"\s*([A-Za-z])\s*([0-9.]+)")


def read_points_162(line: str, lineno: int, source: str) -> dict[str, float]:
    """``162  W 3.0    D 1.0`` -> ``{"W": 3.0, "D": 1.0}`` (code in col 6, points in
    7-10, the next code 9 columns on; read by the letters and numbers, so a value
    shifted by a column is still read)."""
    text = line.rstrip()
    values: dict[str, float] = {}
    pos = 3
    while pos < len(text):
        match = _POINT_ENTRY.match(text, pos)
        if match is None:
            rest = len(text[pos:]) - len(text[pos:].lstrip())
            _fail(tr("162: expected a result code (W D L A P X) followed by its points, e.g. "
                     "'162  W 3.0    D 1.0'"), source, lineno, (pos + rest + 1, len(text)))
        code = match.group(1).upper()
        columns = (match.start(1) + 1, match.end(2))
        if code not in "WDLAPX":
            _fail(tr("162: {code!r} is not a result code; expected W, D, L, A, P or X",
                     code=match.group(1)), source, lineno, columns)
        if code in values:
            _fail(tr("162: {code} is given twice", code=code), source, lineno, columns)
        values[code] = _points(match.group(2), f"162 {code}", source, lineno, columns)
        pos = match.end()
    if not values:
        _fail(tr("162 names no result code; expected e.g. '162  W 3.0    D 1.0'"), source,
              lineno, (4, 10))
    return values


def scoring_from_162(values: dict[str, float]) -> Scoring:
    win = values.get("W", 1.0)
    draw = values.get("D", 0.5)
    absent = values.get("A", 0.0)
    return Scoring(win=win, draw=draw, loss=values.get("L", 0.0), forfeit_win=win,
                   forfeit_loss=absent, pairing_bye=values.get("P", win), half_bye=draw,
                   full_bye=win, zero_bye=absent, adjourned=values.get("X", draw))


_RANK_METHODS = ("FIDE", "NRO", "FIDON", "NIDOF", "HBFN", "LBFN", "OTHER")


def read_starting_rank_172(line: str, lineno: int, source: str) -> str:
    federation, method = line[4:7].strip(), line[8:13].strip().upper()
    if not (len(federation) == 3 and federation.isascii() and federation.isalpha()):
        _fail(tr("172: federation {federation!r} is not a 3-letter FIDE code",
                 federation=federation), source, lineno, (5, 7))
    if method not in _RANK_METHODS or line[13:].strip():
        _fail(tr("172: ranking method {method!r} is not one of {methods}",
                 method=line[8:].strip(), methods=", ".join(_RANK_METHODS)),
              source, lineno, (9, max(13, len(line.rstrip()))))
    return f"{federation.upper()} {method}"


def read_type_192(line: str, lineno: int, source: str) -> str:
    value = line[3:].strip()
    row = type_code_row(value)
    if row is None:
        code, baku = split_type_code(value)
        from arbiter_app.trf.team_codes import is_team_code
        if is_team_code(value):
            why = tr("192: {value} is the code of a team competition, but the file has no team "
                     "records (310)", value=value.strip().upper())
        elif baku and code in TYPE_CODES:
            why = tr("192: {code} takes no {baku} acceleration; expected e.g. FIDE_DUTCH_2025, "
                     "FIDE_DUTCH_2025_BAKU, FIDE_DUBOV", code=code, baku=BAKU)
        else:
            why = tr("192: {value!r} is not in the Tournament-Type Code Table; expected e.g. "
                     "FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUBOV", value=value)
        _fail(why, source, lineno, _span(line))
    return value.upper()


_PERIOD = r"(?:[0-9]+/[0-9]+(?:\+[0-9]+)?|[0-9]+(?:\+[0-9]+)?)"
_PERIODS = rf"{_PERIOD}(?::{_PERIOD})*"
_TIME_CONTROL = re.compile(rf"{_PERIODS}|W{_PERIODS}-B{_PERIODS}")


def read_time_control_222(line: str, lineno: int, source: str) -> str:
    value = line[3:].strip()
    if not _TIME_CONTROL.fullmatch(value):
        _fail(tr("222 {value!r} is not an encoded time control; expected e.g. 5400+30, "
                 "40/6000+30:900+30 or W300-B240 (seconds)", value=value), source, lineno,
              _span(line))
    return value


def _numbers(items: list[str], source: str, lineno: int, line: str) -> list[int]:
    """Rounds and players of a 240 or 260 record."""
    out = []
    for item in items:
        if not digits(item) or int(item) == 0:
            _fail(tr("{code}: round or player {item!r} is not a number from 1 to 9999",
                     code=line[:3], item=item), source, lineno, _span(line))
        out.append(int(item))
    return out


def read_byes_240(line: str, lineno: int, source: str) -> tuple[int, ByeKind, list[int]]:
    """``240 H 003  026  047`` -> (3, half-point bye, [26, 47])."""
    parts = line[3:].split()
    if len(parts) < 3 or parts[0].upper() not in ("F", "H", "Z"):
        _fail(tr("240: expected the kind of bye (F, H or Z), the round and one or more "
                 "players, e.g. '240 H 003  026  047'"), source, lineno, _span(line))
    round_no, *players = _numbers(parts[1:], source, lineno, line)
    if len(set(players)) != len(players):
        _fail(tr("240 names a player twice"), source, lineno, _span(line))
    return round_no, ByeKind(parts[0].upper()), players


#: one 250 record (the engine's range of players and rounds)
Acceleration = ACC.Range


def read_acceleration_250(line: str, lineno: int, source: str) -> Acceleration:
    """``250 MMMM GGGG RRF RRL PPPF PPPL`` (match points 5-8, empty for individuals)."""
    text = line.rstrip()
    match_points = text[4:8].strip()
    if match_points and (not _POINTS.fullmatch(match_points) or float(match_points)):
        _fail(tr("250: match points {points!r} in an individual tournament; expected blank "
                 "(or 0.0)", points=match_points), source, lineno, (5, 8))
    points = _points(text[9:13], tr("250 fictitious points"), source, lineno, (10, 13))
    if points == 0:
        _fail(tr("250: the fictitious points must differ from 0.0"), source, lineno, (10, 13))
    fields = [(text[14:17], (15, 17)), (text[18:21], (19, 21)), (text[22:26], (23, 26)),
              (text[27:31], (28, 31))]
    values = []
    for raw, columns in fields:
        if not digits(raw.strip()) or int(raw.strip()) == 0:
            _fail(tr("250: {value!r} is not a round or player number; expected "
                     "'250      1.0 001 003 0001 0020'", value=raw.strip()), source, lineno,
                  columns)
        values.append(int(raw))
    if text[31:].strip() or any(text[c - 1:c].strip() for c in (4, 9, 14, 18, 22, 27)):
        _fail(tr("250: expected '250 MMMM GGGG RRF RRL PPPF PPPL' (columns 5-8, 10-13, "
                 "15-17, 19-21, 23-26, 28-31)"), source, lineno, _span(line))
    first_round, last_round, first_player, last_player = values
    if first_round > last_round or first_player > last_player:
        _fail(tr("250: the first round or player comes after the last"), source, lineno,
              (15, 31))
    return Acceleration(points, first_round, last_round, first_player, last_player)


def parse_accelerations(text: str) -> list[Acceleration]:
    return ACC.parse_ranges(text)


def accelerations(t: Tournament) -> dict[int, dict[int, float]]:
    """Player -> round -> fictitious points, from the 250 records (and XXA lines)
    kept (a later record overrides an earlier one for the same player and round)."""
    return ACC.explicit(t)


def read_xxa(line: str, lineno: int, source: str) -> tuple[int, dict[int, float]]:
    """``XXA NNNN pppp pppp ...`` (JaVaFo, bbpPairings): the player (columns 5-8),
    then his virtual points for rounds 1, 2, ... in 4 columns each, one blank apart
    (columns 10-13, 15-18, ...; blank: none)."""
    text = line.rstrip()
    number = text[4:8].strip()
    if not digits(number) or int(number) == 0 or text[3:4].strip():
        _fail(tr("XXA: expected the player's number in columns 5-8, e.g. "
                 "'XXA    1  1.0  1.0  0.5'"), source, lineno, (5, 8))
    values = {}
    for round_no, start in enumerate(range(9, len(text), 5), start=1):
        raw = text[start:start + 4]
        if text[start - 1:start].strip():
            _fail(tr("XXA: expected one blank before each round's points"), source, lineno,
                  (start, start))
        if raw.strip():
            values[round_no] = _points(raw, tr("XXA virtual points"), source, lineno,
                                       (start + 1, start + 4))
    return int(number), values


def explicit_from(ranges: list[Acceleration], xxa: list[tuple[int, dict[int, float]]]) -> str:
    """The option's text for what 250 records then XXA lines give (an XXA line
    replaces what 250 gave its player), in the engine's shortest form."""
    values = ACC.expand(ranges)
    for number, rounds in xxa:
        values[number] = dict(rounds)
    return ACC.format_ranges(ACC.compress(values))


def drop_computed(t: Tournament) -> None:
    """Read back: explicit values equal to what the Baku method computes are
    the ones Arbiter wrote for it, and the method keeps computing them."""
    if accelerated(t) and t.options.get(ACCELERATIONS) and ACC.explicit(t) == ACC.baku(t):
        del t.options[ACCELERATIONS]


def written_accelerations(t: Tournament) -> list[Acceleration]:
    """What a file says of the accelerations: the explicit values, else those the
    Baku method computes when it is the tournament's (docs/systems/acceleration.md)."""
    values = ACC.explicit(t) or (ACC.baku(t) if accelerated(t) else {})
    return ACC.compress(values)


def read_forbidden_260(line: str, lineno: int, source: str) -> tuple[int, int, list[int]]:
    """``260 001 002  125  180  184`` -> (1, 2, [125, 180, 184])."""
    parts = line[3:].split()
    if len(parts) < 4:
        _fail(tr("260: expected the first and last round and two or more players, e.g. "
                 "'260 001 009  125  180'"), source, lineno, _span(line))
    first, last, *players = _numbers(parts, source, lineno, line)
    if first > last:
        _fail(tr("260: the first round {first} comes after the last {last}", first=first,
                 last=last), source, lineno, (5, 11))
    if len(set(players)) < 2:
        _fail(tr("260 needs two different players"), source, lineno, _span(line))
    return first, last, sorted(set(players))


def is_national_record(line: str) -> bool:
    """An NRS record: a 3-letter federation code (not a program's XX/BB extension)
    in cols 1-3, a blank, and a starting rank in cols 5-8."""
    code = line[:3]
    return (len(line) >= 8 and code.isascii() and code.isalpha() and code.isupper()
            and code[:2] not in ("XX", "BB") and line[3] == " "
            and digits(line[4:8].strip()))


#: cols 80-89 of a record copied with the 001 record's whole static part: col 80
#: blank, the points (81-84, e.g. " 3.5") and the rank (86-89), either may be blank
_COPIED_POINTS = re.compile(r" (?: {4}|[ 0-9]{0,3}[0-9]\.[0-9]| {0,3}[0-9]{1,4})"
                            r"(?: (?: {4}| {0,3}[0-9]{1,4}))?")


def copied_points(text: str) -> bool:
    """True when an NRS record goes on after col 79 only with what the 001 record holds
    in cols 80-89 (points and rank): programs copy the 001 line's whole static part."""
    return 79 < len(text) <= 89 and bool(_COPIED_POINTS.fullmatch(text[79:]))


def read_national(line: str, lineno: int, source: str,
                  copied: list[int] | None = None) -> tuple[int, str]:
    """The player an NRS record belongs to, and the record as it will be written.
    ``copied`` (the reader's): a record that carries the 001 record's points and rank
    after col 79 is read without them, its line appended to ``copied`` (the reader
    says so); anything else after col 79 is refused."""
    text = line.rstrip()
    rating = text[48:52].strip()
    if rating and not digits(rating):
        _fail(tr("{code} record: national rating {rating!r} is not a number", code=text[:3],
                 rating=rating), source, lineno, (49, 52))
    if copied is not None and copied_points(text):
        copied.append(lineno)
        text = text[:79].rstrip()
    if len(text) > 79:
        _fail(tr("{code} record: expected nothing after the birth date (cols 70-79)",
                 code=text[:3]), source, lineno, (80, len(text)))
    return int(text[4:8]), text


def national_ratings(t: Tournament) -> dict[int, dict[str, int]]:
    """Player -> rating federation -> national rating (0 when the record has none)."""
    out: dict[int, dict[str, int]] = {}
    for line in filter(None, t.options.get(NATIONAL, "").split("\n")):
        rating = line[48:52].strip()
        out.setdefault(int(line[4:8]), {})[line[:3]] = int(rating) if rating else 0
    return out


# -- writing ----------------------------------------------------------------------

def points_162(s: Scoring, complete: bool = False) -> str:
    """The 162 line for ``s`` ("" when every value is the format's default, unless
    ``complete``: then every code); refused when ``s`` gives points 162 cannot say (a
    forfeit win other than a win, ...)."""
    if (s.forfeit_win, s.full_bye) != (s.win, s.win) or s.half_bye != s.draw \
            or s.forfeit_loss != s.zero_bye:
        raise TrfError(tr("the point system cannot be written in a 162 line: it gives the "
                          "forfeit win and full-point bye the points of a win, the half-point "
                          "bye those of a draw and the forfeit loss those of a zero-point bye"))
    wanted = [("W", s.win, 1.0), ("D", s.draw, 0.5), ("L", s.loss, 0.0),
              ("A", s.zero_bye, 0.0), ("P", s.pairing_bye, s.win), ("X", s.adjourned, s.draw)]
    entries = [(code, value) for code, value, default in wanted
               if value != default or complete]
    if not entries:
        return ""
    out = "162"
    for index, (code, value) in enumerate(entries):
        text = four_columns(value)
        if text is None:
            raise TrfError(tr("162: {points} points for {code} cannot be written in 4 columns "
                              "with one decimal", points=f"{value:g}", code=code))
        out += ("  " if index == 0 else "    ") + code + text
    return out


def four_columns(value: float) -> str | None:
    """``value`` as a 4-column points field with one decimal (``" 1.5"``), or None when it
    cannot be written so (negative, 100 or more, or a finer fraction)."""
    text = f"{value:4.1f}"
    if abs(float(text) - value) > 1e-9 or len(text) > 4 or value < 0:
        return None
    return text


def _accelerated_points(value: float) -> str:
    text = four_columns(value)
    if text is None:
        raise TrfError(tr("{points} fictitious points (250, XXA) cannot be written in 4 columns "
                          "with one decimal", points=f"{value:g}"))
    return text


def tournament_lines(t: Tournament, complete: bool = False) -> list[tuple[str, str]]:
    """(code, line) of the TRF-2026 tournament lines 142-222 of ``t``, in code order
    (``complete``: 162 even when it holds the defaults)."""
    out: list[tuple[str, str]] = []
    rounds = t.total_rounds or len(t.rounds)
    if rounds:
        out.append(("142", f"142 {rounds}"))
    if t.initial_colour is not None:
        out.append(("152", f"152 {'W' if t.initial_colour is Colour.WHITE else 'B'}"))
    points = points_162(t.scoring, complete)
    if points:
        out.append(("162", points))
    for code in ("172", "182", "192", "202", "212", "222"):
        value = type_code(t) if code == "192" else t.options.get(TEXT_OPTIONS[code], "")
        if value:
            out.append((code, f"{code} {value}"))
    return out


def byes_240(announced: dict[int, dict[int, ByeKind]]) -> list[str]:
    """One 240 record per round and kind, players in pairing-number order."""
    out = []
    for round_no in sorted(announced):
        for kind in (ByeKind.FULL_POINT, ByeKind.HALF_POINT, ByeKind.ZERO_POINT):
            players = sorted(n for n, k in announced[round_no].items() if k is kind)
            if players:
                out.append(f"240 {kind.value} {round_no:03d}"
                           + "".join(f" {n:4d}" for n in players))
    return out


def accelerations_250(t: Tournament) -> list[str]:
    out = []
    for acc in written_accelerations(t):
        out.append(f"250      {_accelerated_points(acc.points)} {acc.first_round:03d} "
                   f"{acc.last_round:03d} "
                   f"{acc.first_player:04d} {acc.last_player:04d}")
    return out


def accelerations_xxa(t: Tournament) -> list[str]:
    """TRF16: one ``XXA`` line per accelerated player, rounds 1 to his last."""
    values = ACC.expand(written_accelerations(t))
    out = []
    for number in sorted(values):
        rounds = values[number]
        cells = "".join(f" {_accelerated_points(rounds[r])}" if r in rounds else "     "
                        for r in range(1, max(rounds) + 1))
        out.append(f"XXA {number:4d}{cells}")
    return out


def forbidden_260(t: Tournament) -> list[str]:
    """Forbidden pairs of every round (rounds 1 to the last), then those of some rounds."""
    last = t.total_rounds or max(len(t.rounds), 1)
    entries = [(1, last, sorted(pair)) for pair in sorted(tuple(sorted(p))
                                                            for p in t.forbidden_pairs)]
    entries += parse_forbidden_rounds(t.options.get(FORBIDDEN_ROUNDS, ""))
    return [f"260 {a:03d} {b:03d}" + "".join(f" {n:4d}" for n in players)
            for a, b, players in entries]


def with_national(text: str, number: int, federation: str, rating: int,
                  national_id: str | None = None) -> str:
    """The NRS records ``text`` (``options["trf.national"]``) with the record of
    ``federation`` for player ``number`` set to ``rating`` (cols 49-52) and
    ``national_id`` (cols 58-68; None keeps the record's), its other columns kept; a
    record left with neither rating nor id is removed.  Records stay in file order, a
    new one after the player's others."""
    lines = [line for line in text.split("\n") if line]
    key = (federation, number)
    found = [i for i, line in enumerate(lines) if (line[:3], int(line[4:8])) == key]
    old = (lines[found[0]] if found else f"{federation} {number:4d}").ljust(68)
    if national_id is None:
        national_id = old[57:68].strip()
    if not rating and not national_id:
        return "\n".join(line for i, line in enumerate(lines) if i not in found)
    new = (old[:48] + (f"{rating:4d}" if rating else "    ") + old[52:57]
           + f"{national_id:>11.11}" + old[68:]).rstrip()
    if found:
        lines[found[0]] = new
    else:
        after = max((i for i, line in enumerate(lines) if int(line[4:8]) <= number),
                    default=-1)
        lines.insert(after + 1, new)
    return "\n".join(lines)


def national_lines(t: Tournament) -> list[str]:
    return [line for line in t.options.get(NATIONAL, "").split("\n") if line]
