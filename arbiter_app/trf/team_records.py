"""The team records of TRF-2026, one line each: read (with the line and columns of every
problem) and written at the text's columns.

=======  =====================================================================
record   columns (1-based)
=======  =====================================================================
``310``  TPN 5-7, name 9-40, nickname 42-46, strength factor 48-53, match points
         55-60, game points 62-67, rank 69-71, players 74-77, 79-82, ... (starting ranks)
``013``  name 5-36, players 37-40, 42-45, ... (to be phased out; the TPN is its place)
``320``  PAB match points 5-8, game points 10-13, the PAB team of round 1 15-17,
         round 2 19-21, ... (``000``: none)
``330``  ``+-``/``-+``/``--`` 5-6, round 8-10, white team 12-14, black team 16-18
``300``  round 5-7, team 9-11, scheduled opponent 13-15, players 17-20, 22-25, ...
         (``0000``: an empty board)
``299``  kind 5 (W D L F H Z + -, blank: penalty or bonus), match points 8-11, game points
         14-17 (``[-]11.5``), round 20-22 (``000`` or blank: all rounds), teams 24-27, 29-32, ...
``250``  fictitious match points 5-8, game points 10-13, rounds 15-17 and 19-21, teams
         23-26 and 28-31
``352``  the boards' colours, e.g. ``352 WBWB``
``362``  ``362 TW 2.0   TD 1.0   TL 0.0``: each symbol in 2 columns then its points in 4,
         9 columns apart (5-6/7-10, 14-15/16-19, 23-24/25-28)
``802``  TPN 5-7, nickname 9-13, match points 15-20, game points 22-27, then per round from
         col 29, 13 columns each: opponent or bye (PAB FPB HPB ZPB) 29-31, colour 33,
         game points 35-38, forfeit 39
=======  =====================================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.engine.model import GameResult
from arbiter_app.engine.teams.facts import ForfeitedMatch, LineUp
from arbiter_app.engine.teams.model import CORRECTION_KINDS, PointsCorrection, Team
from arbiter_app.i18n import tr
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.players import digits

_POINTS = re.compile(r"-?(?:[0-9]{1,4}(?:\.[0-9]+)?|\.[0-9]+)")
FORFEIT_CODES = {"+-": GameResult.WHITE_FORFEIT_WIN, "-+": GameResult.BLACK_FORFEIT_WIN,
                 "--": GameResult.DOUBLE_FORFEIT}


class _Line:
    """One line being read: its fields by columns, each problem a TrfError at them."""

    def __init__(self, line: str, lineno: int, source: str):
        self.text, self.lineno, self.source = line.rstrip(), lineno, source

    def fail(self, message: str, first: int, last: int | None = None):
        raise TrfError(message, self.source, line=self.lineno,
                       columns=(first, first if last is None else last))

    def field(self, first: int, last: int) -> str:
        return self.text[first - 1:last]

    def blanks(self, *columns: int) -> None:
        """Columns between fields must be blank (else the columns are shifted)."""
        for col in columns:
            found = self.text[col - 1:col]
            if found.strip():
                self.fail(tr("{code}: expected a blank between fields at col {column}, found "
                             "{found!r} (are the columns shifted?)", code=self.text[:3],
                             column=col, found=found), col)

    def number(self, first: int, last: int, what: str, low: int = 1, high: int = 9999,
               blank: int | None = None) -> int:
        """``what``: the field, in the current language; ``blank``: the value of a blank field
        (None: a blank is refused)."""
        raw = self.field(first, last).strip()
        if not raw and blank is not None:
            return blank
        if not digits(raw) or not low <= int(raw) <= high:
            self.fail(tr("{code}: {what} {value!r} is not a number from {low} to {high}",
                         code=self.text[:3], what=what, value=raw, low=low, high=high),
                      first, last)
        return int(raw)

    def points(self, first: int, last: int, what: str) -> float | None:
        raw = self.field(first, last).strip()
        if not raw:
            return None
        if not _POINTS.fullmatch(raw):
            self.fail(tr("{code}: {what} {value!r} is not a number of points like 1.5",
                         code=self.text[:3], what=what, value=raw), first, last)
        return float(raw)

    def ids(self, first: int, what: str, width: int = 4, high: int = 9999,
            zero: bool = False) -> list[int]:
        """The numbers from col ``first`` on, ``width`` columns each, one blank apart
        (``zero``: 0 allowed, and a blank field is 0, keeping the places; else a blank field
        is skipped)."""
        out = []
        self.places = []  # the first column of each number read
        col = first
        while col <= len(self.text):
            if col > first:
                self.blanks(col - 1)
            raw = self.field(col, col + width - 1).strip()
            if raw:
                out.append(self.number(col, col + width - 1, what, 0 if zero else 1, high))
                self.places.append(col)
            elif zero:
                self.places.append(col)
                out.append(0)
            col += width + 1
        return out


@dataclass(frozen=True)
class TeamLine:
    """A 310 (or 013) record read: the team, and what the file says of its totals."""

    team: Team
    lineno: int
    match_points: float | None = None
    game_points: float | None = None
    rank: int | None = None
    #: the first column of each player of the roster
    places: tuple[int, ...] = ()


def read_310(line: str, lineno: int, source: str) -> TeamLine:
    r = _Line(line, lineno, source)
    r.blanks(4, 8, 41, 47, 54, 61, 68, 72, 73)
    number = r.number(5, 7, tr("team pairing number"), 1, 999)
    name = r.field(9, 40).strip()
    if not name:
        r.fail(tr("310: the team has no name (cols 9-40)"), 9, 40)
    strength = r.number(48, 53, tr("strength factor"), 0, 999999, blank=0)
    mp = r.points(55, 60, tr("match points"))
    gp = r.points(62, 67, tr("game points"))
    rank = r.number(69, 71, tr("rank"), 1, 999, blank=0) or None
    roster = r.ids(74, tr("player"))
    team = Team(number, name, tuple(roster), nickname=r.field(42, 46).strip(),
                strength=strength)
    return TeamLine(team, lineno, mp, gp, rank, tuple(r.places))


def read_013(line: str, lineno: int, source: str, number: int) -> TeamLine:
    """An 013 record; ``number``: its place among the 013 records (the TPN)."""
    r = _Line(line, lineno, source)
    r.blanks(4)
    name = r.field(5, 36).strip()
    if not name:
        r.fail(tr("013: the team has no name (cols 5-36)"), 5, 36)
    roster = r.ids(37, tr("player"))
    return TeamLine(Team(number, name, tuple(roster)), lineno, places=tuple(r.places))


def read_320(line: str, lineno: int, source: str) -> tuple[float | None, float | None,
                                                           dict[int, int]]:
    """(PAB match points, game points, round -> TPN or 0)."""
    r = _Line(line, lineno, source)
    r.blanks(4, 9, 14)
    mp = r.points(5, 8, tr("PAB match points"))
    gp = r.points(10, 13, tr("PAB game points"))
    teams = r.ids(15, tr("team"), width=3, high=999, zero=True) if len(r.text) >= 15 else []
    return mp, gp, {round_no: team for round_no, team in enumerate(teams, start=1)}


def read_330(line: str, lineno: int, source: str) -> ForfeitedMatch:
    r = _Line(line, lineno, source)
    r.blanks(4, 7, 11, 15)
    code = r.field(5, 6)
    if code not in FORFEIT_CODES:
        r.fail(tr("330: {code!r} is not a forfeit; expected +- (the white team wins), -+ (the "
                  "black team wins) or -- (double forfeit)", code=code), 5, 6)
    if len(r.text) > 18:
        r.fail(tr("330: expected nothing after the black team (cols 16-18)"), 19, len(r.text))
    team = tr("team")
    return ForfeitedMatch(r.number(8, 10, tr("round"), 1, 999), r.number(12, 14, team, 1, 999),
                          r.number(16, 18, team, 1, 999), FORFEIT_CODES[code], lineno)


def read_300(line: str, lineno: int, source: str) -> LineUp:
    r = _Line(line, lineno, source)
    r.blanks(4, 8, 12, 16)
    players = r.ids(17, tr("player"), zero=True)
    if not players:
        r.fail(tr("300: the line-up lists no player (cols 17-20, 22-25, ...)"), 17, 20)
    return LineUp(r.number(5, 7, tr("round"), 1, 999), r.number(9, 11, tr("team"), 1, 999),
                  r.number(13, 15, tr("team"), 1, 999), tuple(players), lineno)


def read_299(line: str, lineno: int, source: str) -> PointsCorrection:
    r = _Line(line, lineno, source)
    r.blanks(4, 6, 7, 12, 13, 18, 19, 23)
    kind = r.field(5, 5).strip().upper()
    if kind not in CORRECTION_KINDS:
        r.fail(tr("299: {kind!r} is not a kind of assignment; expected W, D, L, F, H, Z, +, - "
                  "or blank (a penalty or bonus)", kind=kind), 5)
    mp = r.points(8, 11, tr("match points"))
    gp = r.points(14, 17, tr("game points"))
    if mp is None and gp is None:
        r.fail(tr("299 gives no points (match points cols 8-11, game points cols 14-17)"), 8, 17)
    round_no = r.number(20, 22, tr("round"), 0, 999, blank=0)
    teams = r.ids(24, tr("team"), high=999) if len(r.text) >= 24 else []
    return PointsCorrection(kind, mp, gp, round_no, tuple(teams))


@dataclass(frozen=True)
class TeamAcceleration:
    """A 250 record of a team file."""

    match_points: float
    game_points: float
    first_round: int
    last_round: int
    first_team: int
    last_team: int

    def text(self) -> str:
        """The option item ``MP/GP:R1-R2:T1-T2`` (:data:`.team_reader.ACCELERATIONS`)."""
        return (f"{self.match_points:g}/{self.game_points:g}:{self.first_round}-"
                f"{self.last_round}:{self.first_team}-{self.last_team}")


def read_250(line: str, lineno: int, source: str) -> TeamAcceleration:
    r = _Line(line, lineno, source)
    r.blanks(4, 9, 14, 18, 22, 27)
    if len(r.text) > 31:
        r.fail(tr("250: expected nothing after the last team (cols 28-31)"), 32, len(r.text))
    mp = r.points(5, 8, tr("fictitious match points")) or 0.0
    gp = r.points(10, 13, tr("fictitious game points")) or 0.0
    first, last = r.number(15, 17, tr("round"), 1, 999), r.number(19, 21, tr("round"), 1, 999)
    low, high = r.number(23, 26, tr("team"), 1, 999), r.number(28, 31, tr("team"), 1, 999)
    if first > last or low > high:
        r.fail(tr("250: the first round or team comes after the last"), 15, 31)
    return TeamAcceleration(mp, gp, first, last, low, high)


def parse_accelerations(text: str) -> list[TeamAcceleration]:
    """The items of :meth:`TeamAcceleration.text` joined by ``;`` (ValueError if malformed)."""
    out = []
    for item in filter(None, (part.strip() for part in text.split(";"))):
        points, rounds, teams = item.split(":")
        mp, gp = points.split("/")
        r1, r2 = rounds.split("-")
        t1, t2 = teams.split("-")
        out.append(TeamAcceleration(float(mp), float(gp), int(r1), int(r2), int(t1), int(t2)))
    return out


def read_352(line: str, lineno: int, source: str) -> str:
    r = _Line(line, lineno, source)
    value = r.text[3:].strip().upper()
    if not value or value.strip("WB"):
        r.fail(tr("352: expected the boards' colours, W or B each, e.g. '352 WBWB'"), 5,
               max(5, len(r.text)))
    return value


_TEAM_POINTS = re.compile(r"\s*(TW|TD|TL|W|D|L)\s*(-?[0-9]*\.?[0-9]+)", re.IGNORECASE)
_SYMBOLS = {"TW": "TW", "TD": "TD", "TL": "TL", "W": "TW", "D": "TD", "L": "TL"}


def read_362(line: str, lineno: int, source: str) -> dict[str, float]:
    """``{"TW": 3.0, ...}``: the symbols TW, TD, TL (TRF-2026), or W, D, L at 162's places
    (how Gacrux reads the line: the second letter of each symbol), each followed by its
    points; read by symbol and number, so that a value a column off is still read."""
    r = _Line(line, lineno, source)
    text, pos, values = r.text, 3, {}
    while pos < len(text):
        match = _TEAM_POINTS.match(text, pos)
        if match is None:
            rest = len(text[pos:]) - len(text[pos:].lstrip())
            r.fail(tr("362: expected a symbol (TW, TD or TL) followed by its match points, e.g. "
                      "'362 TW 3.0   TD 1.0   TL 0.0'"), pos + rest + 1, len(text))
        symbol = _SYMBOLS[match.group(1).upper()]
        if symbol in values:
            r.fail(tr("362: {symbol} is given twice", symbol=symbol), match.start(1) + 1,
                   match.end(2))
        values[symbol] = float(match.group(2))
        pos = match.end()
    if not values:
        r.fail(tr("362 names no symbol; expected e.g. '362 TW 3.0   TD 1.0   TL 0.0'"), 4, 10)
    return values


def read_082(line: str, lineno: int, source: str) -> int:
    r = _Line(line, lineno, source)
    value = r.text[3:].strip()
    if not digits(value):
        r.fail(tr("082: {value!r} is not a number of teams", value=value), 5,
               max(5, len(r.text)))
    return int(value)


# -- writing ----------------------------------------------------------------------

def _fit(value: str, width: int, what: str, team: int) -> str:
    if len(value) > width:
        raise TrfError(tr("team {team}: {what} {value!r} is longer than the {width} columns "
                          "TRF-2026 has for it", team=team, what=what, value=value,
                          width=width))
    return value


def _points(value: float, width: int, zero_padded: bool = False) -> str:
    text = f"{value:0{width}.1f}" if zero_padded else f"{value:{width}.1f}"
    if len(text) > width or abs(float(text) - value) > 1e-9:
        raise TrfError(tr("the value {points} does not fit its field (width {width}) with one "
                          "decimal", points=f"{value:g}", width=width))
    return text


def line_310(team: Team, mp: float, gp: float, rank: int | None) -> str:
    if not 0 < team.number <= 999:
        raise TrfError(tr("team pairing number {number} does not fit TRF-2026 (1 to 999)",
                          number=team.number))
    name = _fit(team.name, 32, tr("name"), team.number)
    nick = _fit(team.nickname, 5, tr("nickname"), team.number)
    strength = _fit(str(team.strength) if team.strength else "", 6, tr("strength factor"),
                    team.number)
    head = (f"310 {team.number:3d} {name:<32} {nick:<5} {strength:>6} {_points(mp, 6)} "
            f"{_points(gp, 6)} {rank or '':>3}")
    return (head + "  " + " ".join(f"{p:4d}" for p in team.roster)).rstrip()


def line_013(team: Team) -> str:
    name = _fit(team.name, 32, tr("name"), team.number)
    return (f"013 {name:<32}" + " ".join(f"{p:4d}" for p in team.roster)).rstrip()


def line_320(mp: float, gp: float, teams: list[int]) -> str:
    return f"320 {_points(mp, 4)} {_points(gp, 4)}" + "".join(f" {n:03d}" for n in teams)


def line_330(f: ForfeitedMatch) -> str:
    code = {v: k for k, v in FORFEIT_CODES.items()}[f.result]
    return f"330 {code} {f.round_no:03d} {f.white:03d} {f.black:03d}"


def line_300(x: LineUp) -> str:
    return (f"300 {x.round_no:03d} {x.team:03d} {x.opponent:03d} "
            + " ".join(f"{p:04d}" for p in x.players))


def line_299(c: PointsCorrection) -> str:
    mp = "" if c.match_points is None else _points(c.match_points, 4)
    gp = "" if c.game_points is None else _points(c.game_points, 4)
    return (f"299 {c.kind or ' '}  {mp:>4}  {gp:>4}  {c.round_no:03d}"
            + "".join(f" {n:4d}" for n in c.teams)).rstrip()


def line_250(a: TeamAcceleration) -> str:
    return (f"250 {_points(a.match_points, 4, True)} {_points(a.game_points, 4, True)} "
            f"{a.first_round:03d} {a.last_round:03d} {a.first_team:04d} {a.last_team:04d}")


def line_362(win: float, draw: float, loss: float) -> str:
    return f"362 TW{_points(win, 4)}   TD{_points(draw, 4)}   TL{_points(loss, 4)}"


@dataclass(frozen=True)
class Round802:
    """One round of an 802 record: the opponent's TPN (or ``PAB``/``FPB``/``HPB``/``ZPB``),
    the team's colour (``w``/``b``, "" for a bye), its game points, its forfeit mark."""

    opponent: str
    colour: str
    game_points: float
    forfeit: str = ""


def line_802(team: Team, mp: float, gp: float, rounds: list[Round802]) -> str:
    nick = _fit(team.nickname, 5, tr("nickname"), team.number)
    out = f"802 {team.number:3d} {nick:<5} {_points(mp, 6)} {_points(gp, 6)}"
    for r in rounds:
        out += (f" {r.opponent:>3} {r.colour or ' '} {_points(r.game_points, 4)}"
                f"{r.forfeit or ' '} ")
    return out.rstrip()


__all__ = ["FORFEIT_CODES", "Round802", "TeamAcceleration", "TeamLine", "line_013",
           "line_250", "line_299", "line_300", "line_310", "line_320", "line_330", "line_362",
           "line_802", "parse_accelerations", "read_013", "read_082", "read_250", "read_299",
           "read_300", "read_310", "read_320", "read_330", "read_352", "read_362"]
