"""Reading TRF16 into a :class:`~arbiter_app.engine.model.Tournament`.

What is read, and where it goes (decisions documented once, here):

* ``001`` lines -> ``Tournament.players`` (every field), rounds (see
  :mod:`arbiter_app.trf.rounds`); the rank (cols 86-89) -> ``options["trf.ranks"]``.
* ``012 022 032 042 052 092 102 112 122`` -> ``TournamentInfo`` fields (042/052
  dates and the 001 sex and birth date in the model's spelling, from every
  spelling other programs write: see :mod:`arbiter_app.trf.fields`);
  ``132`` (round dates, YY/MM/DD under each round column) -> ``Round.date``,
  dates of rounds not in the file yet -> ``options["trf.round_dates"]``;
  ``XXA`` (virtual points of accelerated pairings) -> like the ``250``
  records, see :mod:`.trf2026`;
  every other line (062, 072, 082, ...) is kept verbatim in
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

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine import forbidden_rounds as FR
from arbiter_app.engine.model import ByeKind, Colour, Scoring, Tournament, TournamentInfo
from arbiter_app.i18n import N_, tr, trn, using
from arbiter_app.trf import layout as L
from arbiter_app.trf import trf06
from arbiter_app.trf import trf2026 as T
from arbiter_app.trf.decoding import decode, split_lines
from arbiter_app.trf.errors import TeamFileError, TrfError, located, place
from arbiter_app.trf.fields import event_date, short_date
from arbiter_app.trf.players import PlayerLine, digits, parse_player_line
from arbiter_app.trf.rounds import build_rounds

_XXC = {"white1": Colour.WHITE, "black1": Colour.BLACK}
#: the records that make a file a team file (TRF-2026: 310, and 013 "to be phased out")
TEAM_RECORDS = ("310", "013")
_POINTS_VALUE = re.compile(r"[0-9]{1,3}(?:\.[0-9]+)?")


class ReadNote(str):
    """One line of what a file was read as otherwise than written.  The str is the text
    in English, as the audit log keeps it; :meth:`shown` gives it in the current language.
    ``question``: the FIDE checklist question it answers (Q50, Q166)."""

    question = ""
    source = ""
    _text = None  # a function of this module: the text (without the source), translated
    _values: dict = {}

    def shown(self) -> str:
        """The note in the current language (the file's name first, as in the str)."""
        if self._text is None:
            return str(self)
        return located(self.source, self._text(**self._values))


def _note(question: str, source: str, text, **values) -> ReadNote:
    """A note made by ``text(**values)`` (a module-level function, so that a note pickles)."""
    with using("en"):
        note = ReadNote(located(source, text(**values)))
    note.question, note.source, note._text, note._values = question, source, text, values
    return note


def _colour_text(colour: Colour) -> str:
    if colour is Colour.WHITE:
        return tr("no XXC or 152 line: the initial colour (white) is read from the top "
                  "player's colour in round 1")
    return tr("no XXC or 152 line: the initial colour (black) is read from the top player's "
              "colour in round 1")


def _blank_text(round_no: int, players: str, n: int) -> str:
    return trn("round {round}: blank cells of player {players} are read as absences (Z)",
               "round {round}: blank cells of players {players} are read as absences (Z)", n,
               round=round_no, players=players)


def _copied_text(lines: list[int]) -> str:
    shown = ", ".join(map(str, lines[:10])) + (" …" if len(lines) > 10 else "")
    return trn("line {lines}: the national rating record goes on with the 001 record's "
               "points and rank (cols 80-89); those columns are ignored",
               "lines {lines}: the national rating records go on with the 001 records' "
               "points and rank (cols 80-89); those columns are ignored", len(lines),
               lines=shown)


def _unknown_text(line: int, column: int, round_no: int, result: str, player: int,
                  opponent: int) -> str:
    return located(place(line, (column, column)), tr(
        "round {round}: result {result!r} of player {player} is not a TRF result code; the "
        "game with player {opponent} is read as adjourned (its result unknown)",
        round=round_no, result=result, player=player, opponent=opponent))


def read_trf(data: bytes | str, source: str = "", notes: list[str] | None = None, *,
             check_points: bool = True) -> Tournament:
    """Parse a TRF16 file's bytes (or text) into a Tournament; raises TrfError.

    ``notes`` receives what was read otherwise than written, one line each (a
    result symbol that is no TRF code, read as an adjourned game: FIDE checklist
    Q166).  A team file (records 310 or 013) is refused with a :class:`TeamFileError`:
    its 240, 250, 260 and 299 records name teams (:mod:`.team_reader` reads it).
    ``check_points`` False: the points of cols 81-84 are not checked (the team reader
    checks them once the team records are read)."""
    text = decode(data, source)
    lines = split_lines(text)
    if not any(line.strip() for line in lines):
        raise TrfError(tr("the file is empty; expected TRF16 lines (012 name, 001 players, "
                          "...)"), source)
    team = next((n for n, line in enumerate(lines, start=1) if line[:3] in TEAM_RECORDS), 0)
    if team:
        raise TeamFileError(tr("a team file (record {code}): its 240, 250, 260 and 299 records "
                               "name teams, and it is read as a team competition",
                               code=lines[team - 1][:3]), source, line=team, columns=(1, 3))
    t = Tournament(info=TournamentInfo())
    players: dict[int, PlayerLine] = {}
    seen: dict[str, int] = {}
    xxp_lines: list[tuple[int, set[frozenset[int]]]] = []
    scoring: dict[str, float] = {}
    dates_line: tuple[int, str] | None = None
    cells: dict = {}  # round-entry text -> parsed entry, shared by all player lines
    extensions: list[str] = []  # kept XX../BB.. lines, after the other kept lines
    new = _Records2026()
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        code = line[:3]
        if code == "001":
            parsed = parse_player_line(line, lineno, source, cells)
            number = parsed.player.number
            if number in players:
                raise TrfError(tr("pairing number {number} is used twice (also on line "
                                  "{line})", number=number, line=players[number].lineno),
                               source, line=lineno, columns=L.NUMBER)
            players[number] = parsed
            continue
        if code in _ONCE:
            if code in seen:
                raise TrfError(tr("second {code} line (the first is line {line})", code=code,
                                  line=seen[code]), source, line=lineno, columns=(1, 3))
            seen[code] = lineno
        if code == "112" and "112" in seen:  # TRF-2026: one line for each deputy
            # several deputies: each name as written, without the blanks around it (the
            # writer gives each its own line again)
            t.info.deputies = "; ".join(filter(None, (t.info.deputies.strip(),
                                                      _text_after_code(line).strip())))
        elif code in L.HEADER_FIELDS:
            seen.setdefault(code, lineno)
            value = _text_after_code(line)
            if code in _DATE_LINES:
                value = _read_header_date(code, value, line, lineno, source)
            setattr(t.info, L.HEADER_FIELDS[code], value)
        elif code in T.TOURNAMENT_CODES or code in T.RECORD_CODES or (
                line.startswith(("XXS", "XXA"))) or T.is_national_record(line):
            new.read(t, code, line, lineno, source)
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
        raise TrfError(tr("no player lines: expected at least one line starting with 001"),
                       source)
    t.players = {n: players[n].player for n in sorted(players)}
    if scoring:
        if new.points:
            raise TrfError(tr("both a 162 line (line {line}) and BB point lines give the "
                              "points; keep one of them", line=new.points[0]),
                           source, line=seen[min(
                               scoring, key=seen.get)], columns=(1, 3))
        t.scoring = scoring_from_lines(scoring)
    for lineno, pairs in xxp_lines:
        for number in sorted(set().union(*pairs)):
            if number not in players:
                raise TrfError(tr("XXP names player {player}, who is not a player",
                                  player=number), source,
                               line=lineno, columns=_value_span(lines[lineno - 1]))
    t.rounds, t.requested_byes = build_rounds(players, source)
    if notes is not None:
        notes.extend(unknown_results(players, source))
    columns = max(len(p.cells) for p in players.values())
    new.finish(t, players, seen, source)
    if t.total_rounds is None:
        t.total_rounds = columns or None
    elif t.total_rounds < len(t.rounds):
        code = "XXR" if "XXR" in seen else "142"
        raise TrfError(trn("{code} says {n} round, but the file holds {paired} paired rounds",
                           "{code} says {n} rounds, but the file holds {paired} paired rounds",
                           t.total_rounds, code=code, paired=len(t.rounds)),
                       source, line=seen[code],
                       columns=_value_span(lines[seen[code] - 1]))
    if t.requested_byes and max(t.requested_byes) > t.total_rounds:
        code = "XXR" if "XXR" in seen else "142"
        if code not in seen:  # rounds counted from the columns; the byes come from 240
            raise TrfError(tr("byes are announced for round {round}, but the file has "
                              "{columns} round columns and no 142 line giving the number of "
                              "rounds", round=max(t.requested_byes), columns=t.total_rounds),
                           source, round_no=max(t.requested_byes))
        raise TrfError(trn("{code} says {n} round, but byes are announced for round {round}",
                           "{code} says {n} rounds, but byes are announced for round {round}",
                           t.total_rounds, code=code, round=max(t.requested_byes)), source,
                       line=seen[code],
                       columns=_value_span(lines[seen[code] - 1]))
    new.forbidden(t, source)
    T.drop_computed(t)
    if dates_line is not None:
        _read_dates(t, *dates_line, source)
    ranks = {n: str(p.rank) for n, p in players.items() if p.rank is not None}
    if ranks:
        t.options[L.RANKS_OPTION] = L.format_number_list(ranks)
    if check_points:
        _check_points(t, players, source, new.extra_points)
    if t.initial_colour is None:
        t.initial_colour = infer_initial_colour(t)
        if notes is not None and t.initial_colour is not None:  # FIDE checklist Q50
            notes.append(_note("Q50", source, _colour_text, colour=t.initial_colour))
    if notes is not None:
        notes.extend(blank_cells(players, len(t.rounds), source))
        if new.copied_points:  # Q50: what was read otherwise than written
            notes.append(_note("Q50", source, _copied_text, lines=new.copied_points))
        if trf06.is_trf06(lines):  # Q47-Q48: the 2006 edition's shortcomings, said first
            notes[:0] = trf06.notes(t, source, _note)
    return t


def blank_cells(players: dict[int, PlayerLine], rounds: int, source: str) -> list[str]:
    """FIDE checklist Q50: a paired round's cell left blank (or missing) is read as an
    absence (Z, as TRF16 says); one line per round naming the players."""
    found = []
    for round_no in range(1, rounds + 1):
        blank = [n for n, line in sorted(players.items())
                 if len(line.cells) < round_no or line.cells[round_no - 1].blank]
        if blank:
            shown = ", ".join(map(str, blank[:10])) + (" ..." if len(blank) > 10 else "")
            found.append(_note("Q50", source, _blank_text, round_no=round_no, players=shown,
                               n=len(blank)))
    return found


def unknown_results(players: dict[int, PlayerLine], source: str) -> list[str]:
    """One line per round cell whose result symbol is no TRF code (read as ``?``)."""
    found = []
    for number, line in sorted(players.items()):
        for round_no, cell in enumerate(line.cells, start=1):
            if cell.unknown:
                first, _last = L.result_column(round_no)
                found.append(_note("Q166", source, _unknown_text, line=line.lineno,
                                   column=first, round_no=round_no, result=cell.unknown,
                                   player=number, opponent=cell.opponent))
    return found


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
#: lines that may appear once (112 may repeat: one line for each deputy)
_ONCE = (set(L.HEADER_FIELDS) - {"112"}) | {"132", "XXR", "XXC"} | set(_SCORING_CODES) | set(
    T.TOURNAMENT_CODES)


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
                   half_bye=draw, full_bye=win, zero_bye=values.get("BBZ", 0.0),
                   adjourned=draw)


def _read_points_line(line: str, lineno: int, source: str) -> float:
    value = line[3:].strip()
    if not _POINTS_VALUE.fullmatch(value):
        raise TrfError(tr("{code} {value!r} is not a number of points; expected e.g. "
                          "'{code}  3.0'", code=line[:3], value=value),
                       source, line=lineno, columns=_value_span(line))
    return float(value)


_DATE_LINES = {
    "042": N_("start date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD "
              "and YY/MM/DD are read too)"),
    "052": N_("end date {date!r} is not a date; expected YYYY/MM/DD (YYYY-MM-DD, YYYY.MM.DD "
              "and YY/MM/DD are read too)")}


def _read_header_date(code: str, value: str, line: str, lineno: int, source: str) -> str:
    """042/052 as YYYY/MM/DD, from any year-first spelling, YY/MM/DD included (see
    :func:`.fields.event_date`)."""
    import datetime

    date = event_date(value, datetime.date.today().year)
    if date is None:
        raise TrfError(tr(_DATE_LINES[code], date=value), source, line=lineno,
                       columns=_value_span(line))
    return date


def _text_after_code(line: str) -> str:
    return line[4:].rstrip() if line[3:4] == " " else line[3:].rstrip()


def _value_span(line: str) -> tuple[int, int]:
    return (5, max(5, len(line.rstrip())))


def _read_xxr(line: str, lineno: int, source: str) -> int:
    value = line[3:].strip()
    if not digits(value) or not 0 < int(value) < 1000:
        raise TrfError(tr("XXR {value!r} is not a number of rounds; expected e.g. 'XXR 9'",
                          value=value), source, line=lineno, columns=_value_span(line))
    return int(value)


def _read_xxc(line: str, lineno: int, source: str) -> Colour:
    value = line[3:].strip()
    if value.lower() not in _XXC:
        raise TrfError(tr("XXC {value!r} is not an initial colour; expected 'XXC white1' or "
                          "'XXC black1'", value=value), source, line=lineno,
                       columns=_value_span(line))
    return _XXC[value.lower()]


def _read_xxp(line: str, lineno: int, source: str) -> set[frozenset[int]]:
    items = line[3:].split()
    if len(items) < 2 or not all(digits(item) and int(item) > 0 for item in items):
        raise TrfError(tr("XXP {value!r}: expected two or more pairing numbers (players who "
                          "must not meet)", value=line[3:].strip()), source, line=lineno,
                       columns=_value_span(line))
    numbers = sorted({int(item) for item in items})
    return {frozenset((a, b)) for i, a in enumerate(numbers) for b in numbers[i + 1:]}


def _read_dates(t: Tournament, lineno: int, line: str, source: str) -> None:
    prefix = line[3:L.FIRST_ROUND_COLUMN - 1]
    if prefix.strip():
        first = 4 + len(prefix) - len(prefix.lstrip())
        raise TrfError(tr("round dates must start at column 92 (YY/MM/DD under each round's "
                          "entry)"), source, line=lineno,
                       columns=(first, L.FIRST_ROUND_COLUMN - 1))
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
            raise TrfError(tr("round {round} date {date!r} is not a date; expected YY/MM/DD "
                              "(YY-MM-DD and YY.MM.DD are read too)", round=round_no,
                              date=raw), source, line=lineno, columns=span)
        if round_no <= len(t.rounds):
            t.rounds[round_no - 1].date = value
        else:
            future[round_no] = value
    if future:
        t.options[L.FUTURE_DATES_OPTION] = L.format_number_list(future)


def scores(t: Tournament) -> dict[int, float]:
    """Points of every player from the rounds in ``t`` (scored with ``t.scoring``)."""
    total = {n: 0.0 for n in t.players}
    for_code = {code: t.scoring.for_code(code) for code in "1=0+-WDLUHFZ ?"}.__getitem__
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


def _check_points(t: Tournament, players: dict[int, PlayerLine], source: str,
                  bonus: dict[int, float] | None = None) -> None:
    computed = scores(t)
    extra = requested_points(t)
    unknown = {n for rnd in t.rounds for g in rnd.adjourned_games() for n in g.players()}
    for number, line in players.items():
        if line.points is None:
            continue
        base = computed[number] + (bonus or {}).get(number, 0.0)
        accepted = [base, base + extra.get(number, 0.0)]
        if number in unknown:
            continue  # a result not known (adjourned, or Q166's unknown symbol): any total
        if any(abs(line.points - value) < 1e-6 for value in accepted):
            continue
        text = tr("player {player} has {points} points, but the results give {computed}",
                  player=number, points=line.points_text, computed=f"{base:g}")
        if accepted[1] != base:
            text += " (" + tr("{points} with the announced bye", points=f"{accepted[1]:g}") + ")"
        if t.scoring == Scoring():
            text += "; " + tr("other points per result than win 1, draw 0.5, bye 1 need "
                              "BBW/BBD/... lines")
        raise TrfError(text, source, line=line.lineno, columns=L.POINTS)


_XXS = {"WW": ("win",), "BW": ("win",), "WD": ("draw",), "BD": ("draw",), "WL": ("loss",),
        "BL": ("loss",), "ZPB": ("zero_bye",), "HPB": ("half_bye",), "FPB": ("full_bye",),
        "PAB": ("pairing_bye",), "FW": ("forfeit_win",), "FL": ("forfeit_loss",),
        "W": ("win", "forfeit_win", "full_bye"), "D": ("draw", "half_bye")}


class _Records2026:
    """What the TRF-2026 lines (and JaVaFo's XXS) say, gathered while the file is
    read and applied once the players and rounds are known (see :mod:`.trf2026`)."""

    def __init__(self) -> None:
        self.points: list[int] = []  # line of the 162 line
        self.xxs: dict[str, float] = {}
        self.xxs_line = 0
        self.rounds_142: tuple[int, int] | None = None  # (value, line)
        self.colour_152: tuple[Colour, int] | None = None
        self.byes: list[tuple[int, int, ByeKind, list[int], str]] = []
        self.accelerations: list[tuple[int, T.Acceleration]] = []
        self.xxa: list[tuple[int, int, dict[int, float]]] = []  # line, player, values
        self.prohibited: list[tuple[int, int, int, list[int], str]] = []
        self.national: list[tuple[int, int, str]] = []
        self.copied_points: list[int] = []  # NRS records with the 001 points and rank
        self.extra_points: dict[int, float] = {}

    def read(self, t: Tournament, code: str, line: str, lineno: int, source: str) -> None:
        if code == "142":
            self.rounds_142 = (T.read_rounds_142(line, lineno, source), lineno)
        elif code == "152":
            self.colour_152 = (T.read_colour_152(line, lineno, source), lineno)
        elif code == "162":
            values = T.read_points_162(line, lineno, source)
            self.points.append(lineno)
            t.scoring = T.scoring_from_162(values)
        elif code == "172":
            t.options[T.STARTING_RANK] = T.read_starting_rank_172(line, lineno, source)
        elif code == "192":
            t.options[T.TYPE_CODE] = T.read_type_192(line, lineno, source)
            t.system = T.type_code_row(t.options[T.TYPE_CODE]).system or ""
            if T.split_type_code(t.options[T.TYPE_CODE])[1]:
                t.options[ACC.METHOD] = ACC.BAKU
        elif code == "222":
            t.options[T.TIME_CONTROL] = T.read_time_control_222(line, lineno, source)
        elif code in T.TEXT_OPTIONS:  # 182, 202, 212: text as written
            text = _text_after_code(line).strip()
            if text:  # an empty line says nothing (and is not written back)
                t.options[T.TEXT_OPTIONS[code]] = text
        elif code == "240":
            round_no, kind, players = T.read_byes_240(line, lineno, source)
            self.byes.append((lineno, round_no, kind, players, line))
        elif code == "250":
            self.accelerations.append((lineno, T.read_acceleration_250(line, lineno, source)))
        elif code == "260":
            self.prohibited.append((lineno, *T.read_forbidden_260(line, lineno, source), line))
        elif code == "XXS":
            self._read_xxs(line, lineno, source)
        elif code == "XXA":
            self.xxa.append((lineno, *T.read_xxa(line, lineno, source)))
        else:
            number, text = T.read_national(line, lineno, source, self.copied_points)
            self.national.append((lineno, number, text))

    def _read_xxs(self, line: str, lineno: int, source: str) -> None:
        self.xxs_line = self.xxs_line or lineno
        for item in line[3:].split():
            key, _, value = item.partition("=")
            if key.upper() not in _XXS or not re.fullmatch(r"[0-9]{0,3}\.?[0-9]+", value):
                raise TrfError(tr("XXS {item!r}: expected CODE=POINTS with a code of {codes}",
                                  item=item, codes=", ".join(_XXS)), source, line=lineno,
                               columns=_value_span(line))
            self.xxs[key.upper()] = float(value)

    def finish(self, t: Tournament, players: dict, seen: dict[str, int], source: str) -> None:
        if self.xxs:
            if self.points or any(code in seen for code in _SCORING_CODES):
                raise TrfError(tr("XXS and another point system (162 or BB lines) are both "
                                  "given; keep one of them"), source, line=self.xxs_line,
                               columns=(1, 3))
            values = {}
            for key, value in self.xxs.items():
                for name in _XXS[key]:
                    values[name] = value
            values["adjourned"] = values.get("draw", Scoring().draw)  # 162's X: a draw's
            t.scoring = Scoring(**{**Scoring().__dict__, **values})
        if self.rounds_142 is not None:
            value, lineno = self.rounds_142
            if t.total_rounds is not None and t.total_rounds != value:
                raise TrfError(trn("142 says {n} round, but XXR says {total}",
                                   "142 says {n} rounds, but XXR says {total}", value,
                                   total=t.total_rounds), source, line=lineno, columns=(5, 7))
            t.total_rounds = value
        if self.colour_152 is not None:
            colour, lineno = self.colour_152
            if t.initial_colour is not None and t.initial_colour is not colour:
                raise TrfError(tr("152 and XXC give different initial colours"), source,
                               line=lineno, columns=(5, 5))
            t.initial_colour = colour
        for lineno, number, text in self.national:
            if number not in players:
                raise TrfError(tr("{code} record for player {player}, who is not a player",
                                  code=text[:3], player=number), source, line=lineno,
                               columns=(5, 8))
        if self.national:
            t.options[T.NATIONAL] = "\n".join(text for _, _, text in self.national)
        for lineno, acc in self.accelerations:
            if acc.last_player not in players or acc.first_player not in players:
                raise TrfError(tr("250 names players {first}-{last}, who are not players",
                                  first=acc.first_player, last=acc.last_player), source,
                               line=lineno, columns=(23, 31))
        for lineno, number, _ in self.xxa:
            if number not in players:
                raise TrfError(tr("XXA line for player {player}, who is not a player",
                                  player=number), source, line=lineno, columns=(5, 8))
        if self.accelerations or self.xxa:
            t.options[T.ACCELERATIONS] = T.explicit_from(
                [acc for _, acc in self.accelerations], [(n, v) for _, n, v in self.xxa])
        for lineno, round_no, kind, numbers, line in self.byes:
            for number in numbers:
                self._bye(t, players, lineno, round_no, kind, number, line, source)

    @staticmethod
    def _bye(t: Tournament, players: dict, lineno: int, round_no: int, kind: ByeKind,
             number: int, line: str, source: str) -> None:
        where = dict(source=source, line=lineno, columns=_value_span(line))
        if number not in players:
            raise TrfError(tr("240 names player {player}, who is not a player", player=number),
                           **where)
        if round_no <= len(t.rounds):
            rnd = t.rounds[round_no - 1]
            if rnd.byes.get(number) is not kind:
                entry = rnd.byes.get(number)
                values = dict(player=number, kind=kind.value, round=round_no)
                raise TrfError(tr("240 gives player {player} a {kind} bye in round {round}, but "
                                  "his round {round} entry shows a {entry} entry",
                                  entry=entry.value, **values) if entry is not None else
                               tr("240 gives player {player} a {kind} bye in round {round}, but "
                                  "his round {round} entry shows a game", **values), **where)
            return
        announced = t.requested_byes.setdefault(round_no, {})
        if announced.get(number, kind) is not kind:
            raise TrfError(tr("240 gives player {player} a {kind} bye in round {round}, but "
                              "his round {round} column announces {announced}", player=number,
                              kind=kind.value, round=round_no,
                              announced=announced[number].value), **where)
        announced[number] = kind

    def forbidden(self, t: Tournament, source: str) -> None:
        """260 records, once the number of rounds is known: those of every round are
        forbidden pairs; the others are kept with their rounds."""
        ranged = []
        for lineno, first, last, numbers, line in self.prohibited:
            for number in numbers:
                if number not in t.players:
                    raise TrfError(tr("260 names player {player}, who is not a player",
                                      player=number), source, line=lineno,
                                   columns=_value_span(line))
            if first == 1 and last >= (t.total_rounds or 0):
                t.forbidden_pairs |= {frozenset((a, b)) for i, a in enumerate(numbers)
                                      for b in numbers[i + 1:]}
            else:
                ranged.append((first, last, numbers))
        if ranged:
            t.options[FR.FORBIDDEN_ROUNDS] = FR.format_forbidden_rounds(ranged)
