"""Writing a Tournament as TRF16 text.

Layout (matches the endorsed engines' files, so a file read and written back
is byte-identical apart from line endings): the tournament lines 012..122 in
code order, with unknown numeric lines (062, 072, ...) kept verbatim among
them by code, then 132 (round dates) if any; then one 001 line per player in
pairing-number order; then ``XXR`` (only when it differs from the number of
round columns written, which is what a reader assumes without it), ``XXC``
(for a tournament still running, as in the engines' pairing inputs; for a
finished one only when round 1 does not show it by Dutch E.5, see
:func:`arbiter_app.trf.reader.infer_initial_colour`), ``XXP`` (one line per
forbidden pair), BB point lines when ``t.scoring`` is not the standard
one, the TRF-2026 values after them (accelerations as ``XXA`` lines, which
JaVaFo and bbpPairings read), then the other kept lines in their file order.

Points (cols 81-84) are recomputed with ``t.scoring`` from every entry on the
line, announced (requested) byes included, so they are the sum of the row.
Ranks come from ``options["trf.ranks"]`` (blank when absent).  Requested byes
are written as trailing columns without games (``0000 - H``), the
pairing-input convention (entries for rounds already paired are left out:
``Tournament.add_round`` folded them into the round); withdrawn players get
such an entry for the next round (see :func:`announcements`).  A value that
does not fit its columns raises TrfError rather than being cut; a name is the one
exception: cut to its 33 columns (:mod:`arbiter_app.trf.names`, the export says so).  Sex and dates are written exactly as the
format spells them (col 10 ``m``/``w``, 042/052 and birth date ``YYYY/MM/DD``,
132 ``YY/MM/DD``), also from the spellings of earlier releases (``f``,
``2026-11-27``): see :mod:`arbiter_app.trf.fields`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter_app.engine.model import ByeKind, Colour, Game, Player, Scoring, Tournament
from arbiter_app.i18n import N_, tr
from arbiter_app.trf import layout as L
from arbiter_app.trf import trf2026 as T
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.fields import NAME_WIDTH, long_date, normal_sex, short_date
from arbiter_app.trf.names import trf_name
from arbiter_app.trf.players import digits
from arbiter_app.trf.reader import infer_initial_colour, scores

_XXC = {Colour.WHITE: "white1", Colour.BLACK: "black1"}
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


TRF16 = "trf16"
TRF2026 = "trf2026"
#: the versions :func:`write_trf` writes
VERSIONS = (TRF2026, TRF16)


def write_trf(t: Tournament, version: str = TRF16, complete: bool = False) -> str:
    """The TRF16 (or TRF-2026) text of ``t``, lines ended by ``\\n`` (see the module
    docstring; what TRF-2026 writes differently: :func:`_write_2026`).  ``complete``:
    TRF-2026's 162 even when it holds the defaults (the generator's files)."""
    if version not in VERSIONS:
        raise TrfError(tr("unknown TRF version {version!r}; expected one of {versions}",
                          version=version, versions=", ".join(VERSIONS)))
    _check_writable(t)
    new = version == TRF2026
    columns = len(t.rounds)
    pending = announcements(t, every_round=new)
    if pending and not new:
        columns = max(columns, max(pending))
    known = [(code, f"{code} {_header_value(t, code, attribute)}")
             for code, attribute in L.HEADER_FIELDS.items() if getattr(t.info, attribute)]
    if new:
        known = _tournament_lines_2026(t, known, complete)
    kept = [_kept_line(line) for line in t.info.extra_lines]
    trailer = [line for line in kept if L.is_extension(line)]
    out: list[str] = []
    leading = [line for line in kept if not L.is_extension(line)]
    for index, line in enumerate(leading):
        # tournament lines in code order around the kept ones, which never change their
        # own order: before a kept line go the known lines whose code is below the next
        # numbered kept line's code (all of them if none follows)
        following = next((other[:3] for other in leading[index:] if _numbered(other)), "999")
        while known and known[0][0] < following:
            out.append(known.pop(0)[1])
        out.append(line)
    out.extend(line for _, line in known)
    dates = "" if new else _dates_line(t)
    if dates:
        out.append(dates)
    points = scores(t)
    if not new:
        for announced in pending.values():
            for number, kind in announced.items():
                points[number] += t.scoring.for_bye(kind)
    ranks = L.parse_number_list(t.options.get(L.RANKS_OPTION, ""))
    games = [{n: g for g in rnd.games for n in g.players()} for rnd in t.rounds]
    for number in sorted(t.players):
        out.append(_player_line(t, games, {} if new else pending, t.players[number],
                                points[number], ranks.get(number, ""), columns))
    if new:
        out.extend(_checked(T.national_lines(t)))
        out.extend(T.byes_240(pending))
        out.extend(T.accelerations_250(t))
        out.extend(T.forbidden_260(t))
        out.extend(trailer)
        return "".join(line + "\n" for line in out)
    if t.total_rounds is not None and t.total_rounds != columns:
        out.append(f"XXR {t.total_rounds}")
    finished = t.total_rounds is not None and len(t.rounds) >= t.total_rounds
    if t.initial_colour is not None and (
            not finished or infer_initial_colour(t) is not t.initial_colour):
        out.append(f"XXC {_XXC[t.initial_colour]}")
    out.extend(_scoring_lines(t.scoring))
    for pair in sorted(tuple(sorted(p)) for p in t.forbidden_pairs):
        out.append("XXP " + " ".join(str(n) for n in pair))
    out.extend(_only_2026(t))
    out.extend(trailer)
    return "".join(line + "\n" for line in out)


def _tournament_lines_2026(t: Tournament, known: list[tuple[str, str]],
                           complete: bool = False) -> list[tuple[str, str]]:
    """TRF-2026's tournament section: one 112 line for each deputy (the model keeps
    them in one field, separated by "; "), 132, then 142-222, all in code order."""
    out = []
    for code, line in known:
        if code == "112":
            out.extend(("112", f"112 {name.strip()}") for name in t.info.deputies.split(";")
                       if name.strip())
        else:
            out.append((code, line))
    dates = _dates_line(t)
    if dates:
        out.append((L.ROUND_DATES, dates))
    out.extend((code, _one_line(line, N_("{code} line"), code=code))
               for code, line in T.tournament_lines(t, complete))
    return sorted(out, key=lambda item: item[0])


def _only_2026(t: Tournament) -> list[str]:
    """In a TRF16 file, what only TRF-2026 records can say (they come from a TRF-2026
    file read or from the arbiter's settings): written so that nothing is lost, after
    the XX lines; a TRF16 reader skips them."""
    out = [f"{code} {_one_line(T.type_code(t) if code == '192' else t.options[key], N_('{code} line'), code=code)}"
           for code, key in T.TEXT_OPTIONS.items()
           if t.options.get(key) or (code == "192" and T.accelerated(t) and T.type_code(t))]
    out.extend(_checked(T.national_lines(t)))
    out.extend(T.accelerations_xxa(t))
    out.extend(line for line in T.forbidden_260(replace(t, forbidden_pairs=set())))
    return out


def _checked(lines: list[str]) -> list[str]:
    return [_one_line(line, N_("national rating record")) for line in lines]


def announcements(t: Tournament, every_round: bool = False) -> dict[int, dict[int, ByeKind]]:
    """The byes and absences to write after the last paired round.

    ``t.requested_byes`` for rounds not paired yet, plus, for the next round of
    a tournament still running, a zero-point entry (``0000 - Z``) for every
    player who has withdrawn or not entered yet (``Player.active_in``): TRF
    has no field for withdrawals, and the pairing-input convention reads
    such an entry as "not to be paired", so an engine given the file leaves
    them out.  Read back, they are requested zero-point byes.  ``every_round``
    (TRF-2026's 240 records, which name their round): the entry for every round
    left in which the player is not active, so a withdrawal reads as one: absent
    to the end (what a round robin's standings need, C.05 and checklist Q103:
    :func:`arbiter_app.engine.tiebreaks.roundrobin.standings_view`).  TRF16's
    trailing columns keep the next round only: more columns would read as
    rounds played.
    """
    out = {k: dict(v) for k, v in t.requested_byes.items() if k > len(t.rounds) and v}
    upcoming = t.next_round
    last = t.total_rounds or 0
    for k in range(upcoming, (last if every_round else min(last, upcoming)) + 1):
        for number, player in t.players.items():
            if not player.active_in(k):
                out.setdefault(k, {}).setdefault(number, ByeKind.ZERO_POINT)
    return out


_INTERPRETED = set(L.HEADER_FIELDS) | {"001", L.ROUND_DATES, "XXR", "XXC", "XXP", "BBW", "BBD",
                                        "BBL", "BBZ", "BBF", "BBU", "XXS"} | set(
    T.TOURNAMENT_CODES) | set(T.RECORD_CODES)


def _numbered(line: str) -> bool:
    return len(line) >= 3 and digits(line[:3])


def _kept_line(line: str) -> str:
    """A kept (uninterpreted) line as written; refused if a reader would interpret it."""
    line = _one_line(line, N_("kept line")).rstrip()
    if not line.strip():
        raise TrfError(tr("the kept line {line!r} cannot be written: a reader would skip it",
                          line=line))
    if line[:3] in _INTERPRETED or T.is_national_record(line):
        raise TrfError(tr("the kept line {line!r} cannot be written: a reader would read it as "
                          "a {code} line", line=line, code=line[:3]))
    return line


def _one_line(value: str, what: str, **values) -> str:
    """``value`` of a field that must stay on one line; ``what``: the field's name (a text
    marked with ``N_``, translated only in the error, with ``values``)."""
    if "\r" in value or "\n" in value:
        raise TrfError(tr("the {what} {value!r} holds a line break; TRF keeps it on one line",
                          what=tr(what, **values), value=value))
    if _CONTROL.search(value):
        raise TrfError(tr("the {what} {value!r} holds a control character",
                          what=tr(what, **values), value=value))
    return value


def _check_writable(t: Tournament) -> None:
    """Refuse a tournament whose file could not be read back as the same tournament."""
    for round_no, rnd in enumerate(t.rounds, start=1):
        seen: set[int] = set()
        entries = [n for g in rnd.games for n in g.players()] + list(rnd.byes)
        for number in entries:
            if number not in t.players:
                raise TrfError(tr("cannot write round {round}: player {player} is not a player",
                                  round=round_no, player=number))
            if number in seen:
                raise TrfError(tr("cannot write round {round}: player {player} has two entries "
                                  "(games or byes) in it", round=round_no, player=number))
            seen.add(number)
        for game in rnd.games:
            if game.white == game.black:
                raise TrfError(tr("cannot write round {round}: player {player} is paired with "
                                  "himself", round=round_no, player=game.white))
    for round_no, announced in t.requested_byes.items():
        for number, kind in announced.items():
            if number not in t.players:
                raise TrfError(tr("cannot write the byes announced for round {round}: player "
                                  "{player} is not a player", round=round_no, player=number))
            if round_no <= len(t.rounds):
                continue  # already folded into that round (Tournament.add_round): not written
            if kind is ByeKind.PAIRING_ALLOCATED:
                raise TrfError(tr("cannot write a pairing-allocated bye announced for round "
                                  "{round} (only H, F, Z byes for rounds not paired yet can be "
                                  "written)", round=round_no))
    for pair in t.forbidden_pairs:
        if len(pair) != 2 or not all(n in t.players for n in pair):
            raise TrfError(tr("cannot write the forbidden pair {pair}: it must name two "
                              "players", pair=sorted(pair)))


def _header_value(t: Tournament, code: str, attribute: str) -> str:
    """A tournament line's value; 042/052 as YYYY/MM/DD (any year-first spelling,
    e.g. the ISO YYYY-MM-DD of files made by earlier releases, is rewritten)."""
    value = _one_line(getattr(t.info, attribute), _HEADER_NAMES[attribute])
    if code in ("042", "052"):
        date = long_date(value)
        if not date:
            raise TrfError(tr("the {what} {value!r} cannot be written; TRF16 expects YYYY/MM/DD "
                              "in its {code} line", what=tr(_HEADER_NAMES[attribute]),
                              value=value, code=code))
        return date
    return value


#: the tournament lines' fields, as the writer's errors name them
_HEADER_NAMES = {"name": N_("name"), "city": N_("city"), "federation": N_("federation"),
                 "start_date": N_("start date"), "end_date": N_("end date"),
                 "kind": N_("kind"), "chief_arbiter": N_("chief arbiter"),
                 "deputies": N_("deputies"), "time_control": N_("time control")}


def _sex(p: Player) -> str:
    """``m`` or ``w`` (a stored ``f`` is written ``w``), blank when unknown."""
    sex = normal_sex(p.sex)
    if sex is None:
        raise TrfError(tr("player {player}: sex {sex!r} cannot be written; TRF16 has m or w",
                          player=p.number, sex=p.sex))
    return sex or " "


def _birth_date(p: Player) -> str:
    """YYYY/MM/DD (or YYYY); other year-first spellings (YYYY-MM-DD ...) are rewritten."""
    value = long_date(p.birth_date, year_only=True)
    if value is None:
        raise TrfError(tr("player {player}: birth date {date!r} cannot be written; TRF16 "
                          "expects YYYY/MM/DD", player=p.number, date=p.birth_date))
    return value


def _round_date(value: str, round_no: int) -> str:
    """YY/MM/DD; YYYY/MM/DD and other year-first spellings are shortened to it."""
    date = short_date(value)
    if date is None:
        raise TrfError(tr("round {round}: date {date!r} cannot be written; TRF16 expects "
                          "YY/MM/DD", round=round_no, date=value.strip()))
    return date


def _scoring_lines(s: Scoring) -> list[str]:
    """BB point lines for values that differ from what a reader assumes without them.

    TRF cannot say that a forfeit win or a full-point bye scores other than a
    win, or a half-point bye other than a draw: those follow the win/draw.
    """
    if s.adjourned != s.draw:  # nothing is ever lost: say so instead of writing less
        raise TrfError(tr("TRF16 has no line for the points of an adjourned game ({points}, "
                          "not a draw's {draw}); export TRF-2026 (its 162 line says X)",
                          points=f"{s.adjourned:g}", draw=f"{s.draw:g}"))
    wanted = [("BBW", s.win, 1.0), ("BBD", s.draw, 0.5), ("BBL", s.loss, 0.0),
              ("BBZ", s.zero_bye, 0.0), ("BBF", s.forfeit_loss, s.loss),
              ("BBU", s.pairing_bye, s.win)]
    return [f"{code} {_points_text(value)}" for code, value, default in wanted if value != default]


def _points_text(value: float) -> str:
    return f"{value:4.1f}" if abs(value * 10 - round(value * 10)) < 1e-9 else f"{value:g}"


def _fit(value: str, width: int, what: str, player: Player, right: bool = False) -> str:
    """``value`` in ``width`` columns; ``what``: the field (marked with ``N_``)."""
    if len(value) > width:
        raise TrfError(tr("player {player}: {what} {value!r} is longer than the {width} "
                          "columns TRF16 has for it", player=player.number, what=tr(what),
                          value=value, width=width))
    return value.rjust(width) if right else value.ljust(width)


def _name(p: Player) -> str:
    # a longer name is cut to the field (trf/names.py; the export names each one cut)
    return trf_name(_one_line(p.name, N_("name"))).ljust(NAME_WIDTH)


def _player_line(t: Tournament, games: list[dict[int, Game]],
                 pending: dict[int, dict[int, ByeKind]], p: Player, points: float,
                 rank: str, columns: int) -> str:
    if not 0 < p.number <= 9999:
        raise TrfError(tr("pairing number {number} does not fit TRF16 (1 to 9999)",
                          number=p.number))
    rating = str(p.rating) if p.rating else ""
    if p.rating < 0 or (p.fide_id and not digits(p.fide_id)):
        raise TrfError(tr("player {player}: rating {rating} / FIDE id {fide_id!r} cannot be "
                          "written (TRF16 expects digits)", player=p.number, rating=p.rating,
                          fide_id=p.fide_id))
    points_text = f"{points:.1f}"
    if abs(float(points_text) - points) > 1e-9:
        raise TrfError(tr("player {player}: {points} points cannot be written with one "
                          "decimal in cols 81-84", player=p.number, points=f"{points:g}"))
    parts = [
        "001 ", f"{p.number:>4}", " ",
        _sex(p),
        _fit(_one_line(p.title, N_("title")), 3, N_("title"), p, right=True), " ",
        _name(p), " ",
        _fit(rating, 4, N_("rating"), p, right=True), " ",
        _fit(_one_line(p.federation, N_("federation")), 3, N_("federation"), p), " ",
        _fit(p.fide_id, 11, N_("FIDE id"), p, right=True), " ",
        _fit(_birth_date(p), 10, N_("birth date"), p), " ",
        _fit(points_text, 4, N_("points"), p, right=True), " ",
        _fit(rank, 4, N_("rank"), p, right=True),
    ]
    cells = []
    for round_no in range(1, columns + 1):
        cells.append(_cell(t, games, pending, p.number, round_no))
    line = "".join(parts)
    if cells:
        line += "  " + "  ".join(cells)
    return line.rstrip()


def _cell(t: Tournament, games: list[dict[int, Game]], pending: dict[int, dict[int, ByeKind]],
          number: int, round_no: int) -> str:
    if round_no <= len(t.rounds):
        kind = t.rounds[round_no - 1].byes.get(number)
        game = None if kind is not None else games[round_no - 1].get(number)
        if game is not None:
            colour = game.colour_of(number).value
            return f"{game.opponent_of(number):>4} {colour} {game.code_of(number)}"
        return f"0000 - {(kind.value if kind is not None else 'Z')}"
    kind = pending.get(round_no, {}).get(number)
    return f"0000 - {kind.value}" if kind is not None else " " * L.CELL_WIDTH


def _dates_line(t: Tournament) -> str:
    dates = {n: _round_date(r.date, n) for n, r in enumerate(t.rounds, start=1) if r.date}
    for round_no, value in L.parse_number_list(t.options.get(L.FUTURE_DATES_OPTION, "")).items():
        if round_no > len(t.rounds) and value:
            dates[round_no] = _round_date(value, round_no)
    if not dates:
        return ""
    cells = [dates.get(r, "").ljust(L.CELL_WIDTH) for r in range(1, max(dates) + 1)]
    return ("132".ljust(L.FIRST_ROUND_COLUMN - 1) + "  ".join(cells)).rstrip()
