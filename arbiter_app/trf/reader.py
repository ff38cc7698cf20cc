"""Reading TRF16 into a :class:`~arbiter_app.engine.model.Tournament`.

What is read, and where it goes (decisions documented once, here):

* ``001`` lines -> ``Tournament.players`` (every field), rounds (see
  :mod:`arbiter_app.trf.rounds`); the rank (cols 86-89) -> ``options["trf.ranks"]``.
* ``012 022 032 042 052 092 102 112 122`` -> ``TournamentInfo`` fields (042/052
  dates and the 001 sex and birth date in the model's spelling, from every
  spelling other programs write: see :mod:`arbiter_app.trf.fields`);
  ``132`` (round dates, YY/MM/DD under each round column) -> ``Round.date``,
  dates of rounds not in the file yet -> ``options["trf.round_dates"]``;
  every other line (062, 072, 082, XXA, ...) is kept verbatim in
  ``info.extra_lines``: tournament lines first, then extension lines (XX..,
  BB..), each group in file order (see :func:`.layout.is_extension`).
* ``XXR n`` -> ``total_rounds`` (else the number of round columns);
  ``XXC white1|black1`` -> ``initial_colour``; without XXC the initial colour
  is inferred from round 1 by Dutch E.5: the lowest-numbered player paired in
  round 1 received the initial colour if his place among the players taking
  part in round 1 is odd, the other colour if it is even.  Places, not raw
  pairing numbers: players absent from round 1 are not counted (the note
  under E points to C.04.2.B/C for the management of pairing numbers, and
  the endorsed engines number the players present), so player 9 after an
  absent player 8 is the 8th and has the colour of an even number; no rounds
  and no XXC: None.  ``XXP a b ...`` -> ``forbidden_pairs`` (every two of the listed
  players must not meet).  ``BBW BBD BBL BBZ BBF BBU`` (bbpPairings' point
  lines) -> ``scoring`` (see :func:`scoring_from_lines`).
* Points (cols 81-84) are not stored: they are checked against the results
  scored with ``Tournament.scoring``: its defaults (win 1, draw 1/2,
  pairing bye 1, ...) unless BB lines say otherwise.  A difference of
  exactly the announced (requested) byes' points is accepted
  (pairing-input convention).
* A game's colour ``-`` with an opponent is refused: the model keeps colours
  for every paired game, forfeits included, so such a file could not be
  written back as read.
"""

from __future__ import annotations

import re

from arbiter_app.engine.model import ByeKind, Colour, Scoring, Tournament, TournamentInfo
from arbiter_app.trf import layout as L
from arbiter_app.trf.decoding import decode, split_lines
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.fields import long_date, short_date
from arbiter_app.trf.players import PlayerLine, digits, parse_player_line
from arbiter_app.trf.rounds import build_rounds

_XXC = {"white1": Colour.WHITE, "black1": Colour.BLACK}
_POINTS_VALUE = re.compile(r"[0-9]{1,3}(?:\.[0-9]+)?")


def read_trf(data: bytes | str, source: str = "") -> Tournament:
    """Parse a TRF16 file's bytes (or text) into a Tournament; raises TrfError."""
    text = decode(data, source)
    lines = split_lines(text)
    if not any(line.strip() for line in lines):
        raise TrfError("the file is empty; expected TRF16 lines (012 name, 001 players, ...)",
                       source)
    t = Tournament(info=TournamentInfo())
    players: dict[int, PlayerLine] = {}
    seen: dict[str, int] = {}
    xxp_lines: list[tuple[int, set[frozenset[int]]]] = []
    scoring: dict[str, float] = {}
    dates_line: tuple[int, str] | None = None
    cells: dict = {}  # round-entry text -> parsed entry, shared by all player lines
    extensions: list[str] = []  # kept XX../BB.. lines, after the other kept lines
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        code = line[:3]
        if code == "001":
            parsed = parse_player_line(line, lineno, source, cells)
            number = parsed.player.number
            if number in players:
                raise TrfError(f"pairing number {number} is used twice (also on line "
                               f"{players[number].lineno})", source, line=lineno,
                               columns=L.NUMBER)
            players[number] = parsed
            continue
        if code in L.HEADER_FIELDS or code in ("132", "XXR", "XXC") or code in _SCORING_CODES:
            if code in seen:
                raise TrfError(f"second {code} line (the first is line {seen[code]})",
                               source, line=lineno, columns=(1, 3))
            seen[code] = lineno
        if code in L.HEADER_FIELDS:
            value = _text_after_code(line)
            if code in _DATE_LINES:
                value = _read_header_date(code, value, line, lineno, source)
            setattr(t.info, L.HEADER_FIELDS[code], value)
        elif code == L.ROUND_DATES:
            dates_line = (lineno, line.rstrip())
        elif code == "XXR":
            t.total_rounds = _read_xxr(line, lineno, source)
        elif code == "XXC":
            t.initial_colour = _read_xxc(line, lineno, source)
        elif code in _SCORING_CODES:
            scoring[code] = _read_points_line(line, lineno, source)
        elif code == "XXP":
            pairs = _read_xxp(line, lineno, source)
            xxp_lines.append((lineno, pairs))
            t.forbidden_pairs |= pairs
        else:
            (extensions if L.is_extension(line) else t.info.extra_lines).append(line.rstrip())
    t.info.extra_lines.extend(extensions)
    if not players:
        raise TrfError("no player lines: expected at least one line starting with 001",
                       source)
    t.players = {n: players[n].player for n in sorted(players)}
    if scoring:
        t.scoring = scoring_from_lines(scoring)
    for lineno, pairs in xxp_lines:
        for number in sorted(set().union(*pairs)):
            if number not in players:
                raise TrfError(f"XXP names player {number}, who is not a player", source,
                               line=lineno, columns=_value_span(lines[lineno - 1]))
    t.rounds, t.requested_byes = build_rounds(players, source)
    columns = max(len(p.cells) for p in players.values())
    if t.total_rounds is None:
        t.total_rounds = columns or None
    elif t.total_rounds < len(t.rounds):
        raise TrfError(f"XXR says {t.total_rounds} rounds, but the file holds "
                       f"{len(t.rounds)} paired rounds", source, line=seen["XXR"],
                       columns=_value_span(lines[seen["XXR"] - 1]))
    if t.requested_byes and max(t.requested_byes) > t.total_rounds:
        raise TrfError(f"XXR says {t.total_rounds} rounds, but byes are announced for round "
                       f"{max(t.requested_byes)}", source, line=seen["XXR"],
                       columns=_value_span(lines[seen["XXR"] - 1]))
    if dates_line is not None:
        _read_dates(t, *dates_line, source)
    ranks = {n: str(p.rank) for n, p in players.items() if p.rank is not None}
    if ranks:
        t.options[L.RANKS_OPTION] = L.format_number_list(ranks)
    _check_points(t, players, source)
    if t.initial_colour is None:
        t.initial_colour = infer_initial_colour(t)
    return t


def infer_initial_colour(t: Tournament) -> Colour | None:
    """Dutch E.5 read backwards from round 1 (see the module docstring)."""
    if not t.rounds or not t.rounds[0].games:
        return None
    first = t.rounds[0]
    game = min(first.games, key=lambda g: min(g.white, g.black))
    top = min(game.white, game.black)
    colour = game.colour_of(top)
    present = {n for g in first.games for n in g.players()}
    present.update(n for n, kind in first.byes.items() if kind is ByeKind.PAIRING_ALLOCATED)
    place = sum(1 for n in present if n <= top)
    return colour if place % 2 == 1 else colour.opposite


_SCORING_CODES = ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU")


def scoring_from_lines(values: dict[str, float]) -> Scoring:
    """Scoring from the bbpPairings point lines (BBW win, BBD draw, BBL loss,
    BBZ zero-point bye, BBF forfeit loss, BBU pairing-allocated bye).

    TRF has no separate lines for the forfeit win and the full-point bye (they
    score a win) nor for the half-point bye (a draw); an absent line keeps
    the standard value (BBF defaults to the loss, BBU to the win).
    """
    win = values.get("BBW", 1.0)
    draw = values.get("BBD", 0.5)
    loss = values.get("BBL", 0.0)
    return Scoring(win=win, draw=draw, loss=loss, forfeit_win=win,
                   forfeit_loss=values.get("BBF", loss), pairing_bye=values.get("BBU", win),
                   half_bye=draw, full_bye=win, zero_bye=values.get("BBZ", 0.0))


def _read_points_line(line: str, lineno: int, source: str) -> float:
    value = line[3:].strip()
    if not _POINTS_VALUE.fullmatch(value):
        raise TrfError(f"{line[:3]} {value!r} is not a number of points; expected e.g. "
                       f"'{line[:3]}  3.0'", source, line=lineno, columns=_value_span(line))
    return float(value)


_DATE_LINES = {"042": "start date", "052": "end date"}


def _read_header_date(code: str, value: str, line: str, lineno: int, source: str) -> str:
    """042/052 as YYYY/MM/DD, from any year-first spelling (see :mod:`.fields`)."""
    date = long_date(value)
    if date is None:
        raise TrfError(f"{_DATE_LINES[code]} {value!r} is not a date; expected YYYY/MM/DD "
                       "(YYYY-MM-DD and YYYY.MM.DD are read too)", source, line=lineno,
                       columns=_value_span(line))
    return date


def _text_after_code(line: str) -> str:
    return line[4:].rstrip() if line[3:4] == " " else line[3:].rstrip()


def _value_span(line: str) -> tuple[int, int]:
    return (5, max(5, len(line.rstrip())))


def _read_xxr(line: str, lineno: int, source: str) -> int:
    value = line[3:].strip()
    if not digits(value) or not 0 < int(value) < 1000:
        raise TrfError(f"XXR {value!r} is not a number of rounds; expected e.g. 'XXR 9'",
                       source, line=lineno, columns=_value_span(line))
    return int(value)


def _read_xxc(line: str, lineno: int, source: str) -> Colour:
    value = line[3:].strip()
    if value.lower() not in _XXC:
        raise TrfError(f"XXC {value!r} is not an initial colour; expected 'XXC white1' or "
                       "'XXC black1'", source, line=lineno, columns=_value_span(line))
    return _XXC[value.lower()]


def _read_xxp(line: str, lineno: int, source: str) -> set[frozenset[int]]:
    items = line[3:].split()
    if len(items) < 2 or not all(digits(item) and int(item) > 0 for item in items):
        raise TrfError(f"XXP {line[3:].strip()!r}: expected two or more pairing numbers "
                       "(players who must not meet)", source, line=lineno,
                       columns=_value_span(line))
    numbers = sorted({int(item) for item in items})
    return {frozenset((a, b)) for i, a in enumerate(numbers) for b in numbers[i + 1:]}


def _read_dates(t: Tournament, lineno: int, line: str, source: str) -> None:
    prefix = line[3:L.FIRST_ROUND_COLUMN - 1]
    if prefix.strip():
        first = 4 + len(prefix) - len(prefix.lstrip())
        raise TrfError("round dates must start at column 92 (YY/MM/DD under each round's "
                       "entry)", source, line=lineno, columns=(first, L.FIRST_ROUND_COLUMN - 1))
    future: dict[int, str] = {}
    round_no = 0
    while L.round_start(round_no + 1) <= len(line):
        round_no += 1
        span = L.cell_columns(round_no)
        raw = L.field(line, span).strip()
        if not raw:
            continue
        value = short_date(raw)
        if value is None:
            raise TrfError(f"round {round_no} date {raw!r} is not a date; expected YY/MM/DD "
                           "(YY-MM-DD and YY.MM.DD are read too)",
                           source, line=lineno, columns=span)
        if round_no <= len(t.rounds):
            t.rounds[round_no - 1].date = value
        else:
            future[round_no] = value
    if future:
        t.options[L.FUTURE_DATES_OPTION] = L.format_number_list(future)


def scores(t: Tournament) -> dict[int, float]:
    """Points of every player from the rounds in ``t`` (scored with ``t.scoring``)."""
    total = {n: 0.0 for n in t.players}
    for_code = {code: t.scoring.for_code(code) for code in "1=0+-WDLUHFZ "}.__getitem__
    for rnd in t.rounds:
        for game in rnd.games:
            white, black = game.result.codes
            total[game.white] += for_code(white)
            total[game.black] += for_code(black)
        for number, kind in rnd.byes.items():
            total[number] += for_code(kind.value)
    return total


def requested_points(t: Tournament) -> dict[int, float]:
    """Points of the byes announced for rounds not paired yet, per player."""
    extra: dict[int, float] = {}
    for round_no, announced in t.requested_byes.items():
        if round_no <= len(t.rounds):
            continue  # folded into the round when it was paired (Tournament.add_round)
        for number, kind in announced.items():
            extra[number] = extra.get(number, 0.0) + t.scoring.for_bye(kind)
    return extra


def _check_points(t: Tournament, players: dict[int, PlayerLine], source: str) -> None:
    computed = scores(t)
    extra = requested_points(t)
    for number, line in players.items():
        if line.points is None:
            continue
        base = computed[number]
        accepted = [base, base + extra.get(number, 0.0)]
        if any(abs(line.points - value) < 1e-6 for value in accepted):
            continue
        also = f" ({accepted[1]:g} with the announced bye)" if accepted[1] != base else ""
        hint = ("; other points per result than win 1, draw 0.5, bye 1 need BBW/BBD/... "
                "lines" if t.scoring == Scoring() else "")
        raise TrfError(f"player {number} has {line.points_text} points, but the results give "
                       f"{base:g}{also}{hint}", source, line=line.lineno, columns=L.POINTS)
