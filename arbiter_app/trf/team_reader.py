"""Reading a TRF-2026 team file (one with 310 or 013 records) into a
:class:`~arbiter_app.engine.teams.model.TeamTournament` (docs/trf.md, "Team files").

The individual part (tournament lines, 001 records, NRS records, kept lines) is read by
:func:`.reader.read_trf`, the team records here, with the line and columns of every problem;
:func:`arbiter_app.engine.teams.derive.build_team_tournament` then puts them together (its
errors name the line of the record at fault, or the round).

What goes where:

* ``310`` (or ``013``: a TRF16 team file; TPN = its place) -> ``teams``; 310's rank ->
  ``options["trf.ranks"]`` of the team level; its match and game points are checked against
  the results (a difference is a note, as is one of the 001 points: team files are paired on
  the teams' points);
* ``352`` -> ``settings.board_colours`` and the number of boards (without it: the most boards
  a team had in a match, else the shortest roster); ``362`` -> the team level's ``scoring``
  (TW, TD, TL); ``320`` -> the PAB points of ``settings`` and the PAB teams; ``192`` (a team
  code, :mod:`.team_codes`) -> ``settings`` (colour type, primary score), ``system``,
  ``options["trf.type_code"]``, ``_BAKU``: ``options["pairing.acceleration"]``, a team
  round robin's cycles: ``options["roundrobin.cycles"]`` (and the swap of FIDE's double
  round robin: ``options["roundrobin.swap"]``);
* ``330``, ``300``, ``240`` (team numbers), ``299`` -> the facts of the engine;
* ``250`` (team numbers, match and game points) -> ``options["trf.team.accelerations"]`` as
  written, and the primary score's values as ``options["trf.accelerations"]``; ``260`` (team
  numbers) -> ``forbidden_pairs`` / ``options["trf.forbidden_rounds"]`` of the team level;
* ``082`` is checked against the number of teams (a note); ``801`` is not kept (its layout
  is not in the TRF-2026 text; a note says so); ``802`` is informative and written anew;
* 142, 152, 182, 192, 202, 212, 222 and the round dates belong to the team level; 162,
  172, the NRS records and the 001 ranks to the individual one.

Individual cells a team file has and an individual file has not: ``0000 - +`` and
``0000 - -`` (a board won or lost by forfeit, the opponent's board being empty), ``U`` in
a round whose column holds no game (every match of the round forfeited), and a forfeit
against an opponent without colour (``   5 - +``).
"""

from __future__ import annotations

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine import forbidden_rounds as FR
from arbiter_app.engine.model import ByeKind, Colour, Round, Tournament
from arbiter_app.engine.teams import derive as D
from arbiter_app.engine.teams import points as P
from arbiter_app.engine.teams.facts import TeamBye, TeamFacts, TeamInputError
from arbiter_app.engine.teams.model import MATCH_POINTS, TeamSettings, TeamTournament
from arbiter_app.i18n import tr, using
from arbiter_app.i18n.message import shown
from arbiter_app.trf import layout as L
from arbiter_app.trf import team_codes as C
from arbiter_app.trf import team_records as R
from arbiter_app.trf import trf2026 as T
from arbiter_app.trf.decoding import decode, split_lines
from arbiter_app.trf.errors import TrfError, located, place
from arbiter_app.trf.players import _realign, digits, parse_player_line
from arbiter_app.trf.reader import ReadNote, infer_initial_colour, read_trf, scores

#: the records of a team file read here (the others by the individual reader)
TEAM_CODES = ("013", "310", "320", "330", "300", "299", "352", "362", "082", "801", "802",
              "192", "240", "250", "260")
#: the optional records a file had (so that a file is written back as read):
#: ``options["trf.team.records"]``, e.g. ``"082,802"``; absent: a team event made in Arbiter
RECORDS = "trf.team.records"
OPTIONAL = ("013", "082", "362", "802")
#: the 250 records as written (``MP/GP:R1-R2:T1-T2;...``)
ACCELERATIONS = "trf.team.accelerations"
#: options of the team level (the others stay with the individual tournament)
TEAM_OPTIONS = (T.CONTROLLER, T.TIEBREAKS_202, T.TIEBREAKS_212, T.TIME_CONTROL,
                L.FUTURE_DATES_OPTION)


def is_team_text(lines: list[str]) -> bool:
    return any(line[:3] in ("310", "013") for line in lines)


def is_team_file(data: bytes | str) -> bool:
    """Whether ``data`` is a team file (records 310 or 013); False when it is no text."""
    try:
        return is_team_text(split_lines(decode(data, "")))
    except TrfError:
        return False


# -- notes ----------------------------------------------------------------------

def _note(where: str, text, **values) -> ReadNote:
    with using("en"):
        note = ReadNote(located(where, text(**values)))
    note.question, note.source, note._text, note._values = "", where, text, values
    return note


def _totals_text(line: int, team: int, what: str, written: str, computed: str) -> str:
    return located(place(line, (55, 60) if what == "MP" else (62, 67)), tr(
        "team {team} has {written} {what} in the file, but the results give {computed}",
        team=team, written=written, what=tr("match points") if what == "MP"
        else tr("game points"), computed=computed))


def _points_text(line: int, player: int, written: str, computed: str) -> str:
    return located(place(line, L.POINTS), tr(
        "player {player} has {written} points in the file, but the results give {computed}",
        player=player, written=written, computed=computed))


def _count_text(line: int, written: int, teams: int) -> str:
    return located(place(line), tr("082 gives {written} as the number of teams; the team "
                                   "records give {teams}", written=written, teams=teams))


def _dropped_text(line: int, code: str) -> str:
    return located(place(line), tr("the {code} record is informative and not kept (Arbiter "
                                   "writes 802 records from the results)", code=code))


def _baku_text() -> str:
    return tr("192 names the Baku acceleration but no 250 record gives the teams' virtual "
              "points: the rounds are paired without them (Arbiter reads a team event's "
              "accelerated rounds from its 250 records only, docs/teams.md)")


def _colour_text(colour: Colour) -> str:
    if colour is Colour.WHITE:
        return tr("no 152 line: the initial colour (white) is read from the colour of team 1's "
                  "match in round 1")
    return tr("no 152 line: the initial colour (black) is read from the colour of team 1's "
              "match in round 1")


def _announced_text(round_no: int, players: str) -> str:
    return tr("round {round}: the individual byes announced in this column are not kept: "
              "a team file announces the teams' byes (240): players {players}",
              round=round_no, players=players)


# -- reading ----------------------------------------------------------------------

def read_team_trf(data: bytes | str, source: str = "", notes: list[str] | None = None
                  ) -> TeamTournament:
    """A team file's bytes (or text) as a TeamTournament; raises TrfError (see the
    module).  ``notes`` receives what was read otherwise than written."""
    lines = split_lines(decode(data, source))
    if not is_team_text(lines):
        raise TrfError(tr("not a team file: expected 310 records (teams, TRF-2026) or 013 "
                          "records (TRF16)"), source)
    records: list[tuple[int, str, str]] = []
    cells: dict[tuple[int, int], str] = {}
    rest = []
    for lineno, line in enumerate(lines, start=1):
        code = line[:3]
        if code in TEAM_CODES:
            records.append((lineno, code, line))
            rest.append("")
        elif code == "001":
            rest.append(_plain_cells(line, cells))
        else:
            rest.append(line)
    found: list[str] = []
    individuals = read_trf("\n".join(rest), source, found, check_points=False)
    own: list[str] = [n for n in found if getattr(n, "question", "") == "Q166"
                      or getattr(getattr(n, "_text", None), "__name__", "") == "_copied_text"]
    reader = _TeamRecords(source, individuals, own)
    for lineno, code, line in records:
        reader.read(lineno, code, line)
    t = reader.finish(cells, lines, rest)
    if notes is not None:
        notes.extend(own)
    return t


def _plain_cells(line: str, cells: dict[tuple[int, int], str]) -> str:
    """The 001 record with the cells a team file may have and an individual file may not
    (``0000 - +``, ``0000 - -``, ``0000 - U``) written ``F``, ``Z``, ``Z``, and a forfeit
    against an opponent without colour (``   5 - +``: TRF-2026's "scheduled colour or
    forfeit") with provisional colours, the lower starting rank White; ``cells`` gets
    (round, player) -> the code written (``"c"`` for a forfeit without colour)."""
    text = _realign(line.rstrip())
    number = text[4:8].strip()
    if not digits(number):
        return line  # the individual reader says what is wrong with it
    out = list(text)
    round_no = 0
    start = L.FIRST_ROUND_COLUMN - 1
    while start + L.CELL_WIDTH <= len(text):
        round_no += 1
        chunk = text[start:start + L.CELL_WIDTH]
        code = chunk[7].upper()
        opponent = chunk[:4].strip()
        plain = chunk[4] == " " and chunk[5] in "- " and chunk[6] == " "
        if plain and opponent in ("", "0000") and code in "+-U":
            cells[(round_no, int(number))] = code
            out[start + 7] = {"+": "F", "-": "Z", "U": "Z"}[code]
        elif plain and digits(opponent) and int(opponent) and code in "+-":
            cells[(round_no, int(number))] = "c"
            out[start + 5] = "w" if int(number) < int(opponent) else "b"
        start += L.ROUND_WIDTH
    return "".join(out)


class _TeamRecords:
    """The team records of one file, gathered and then put together."""

    def __init__(self, source: str, individuals: Tournament, notes: list[str]):
        self.source, self.individuals, self.notes = source, individuals, notes
        self.teams: list[R.TeamLine] = []
        self.old: list[R.TeamLine] = []  # 013
        self.facts = TeamFacts()
        self.once: dict[str, int] = {}
        self.colours = ""
        self.team_points: dict[str, float] = {}
        self.pab: tuple[float | None, float | None] = (None, None)
        self.kind: C.TeamType | None = None
        self.count: tuple[int, int] | None = None  # 082: (value, line)
        self.byes: list[tuple[int, int, ByeKind, list[int], str]] = []
        self.accelerations: list[tuple[int, R.TeamAcceleration]] = []
        self.prohibited: list[tuple[int, int, int, list[int], str]] = []
        self.present: set[str] = set()

    def fail(self, message: str, line: int, columns=None):
        raise TrfError(message, self.source, line=line, columns=columns)

    def single(self, code: str, lineno: int) -> None:
        if code in self.once:
            self.fail(tr("second {code} line (the first is line {line})", code=code,
                         line=self.once[code]), lineno, (1, 3))
        self.once[code] = lineno

    def read(self, lineno: int, code: str, line: str) -> None:
        source = self.source
        self.present.add(code)
        if code == "310":
            self.teams.append(R.read_310(line, lineno, source))
        elif code == "013":
            self.old.append(R.read_013(line, lineno, source, len(self.old) + 1))
        elif code == "330":
            self.facts.forfeited.append(R.read_330(line, lineno, source))
        elif code == "300":
            self.facts.lineups.append(R.read_300(line, lineno, source))
        elif code == "299":
            self.facts.corrections.append(R.read_299(line, lineno, source))
            self.facts.correction_lines.append(lineno)
        elif code == "240":
            round_no, kind, numbers = T.read_byes_240(line, lineno, source)
            self.byes.append((lineno, round_no, kind, numbers, line))
        elif code == "250":
            self.accelerations.append((lineno, R.read_250(line, lineno, source)))
        elif code == "260":
            self.prohibited.append((lineno, *T.read_forbidden_260(line, lineno, source), line))
        elif code in ("801", "802"):
            if code == "801":
                self.notes.append(_note(self.source, _dropped_text, line=lineno, code=code))
        else:
            self.single(code, lineno)
            self._single(lineno, code, line)

    def _single(self, lineno: int, code: str, line: str) -> None:
        source = self.source
        if code == "320":
            mp, gp, teams = R.read_320(line, lineno, source)
            self.pab = (mp, gp)
            self.facts.pabs, self.facts.pab_line = teams, lineno
        elif code == "352":
            self.colours = R.read_352(line, lineno, source)
        elif code == "362":
            self.team_points = R.read_362(line, lineno, source)
        elif code == "082":
            self.count = (R.read_082(line, lineno, source), lineno)
        else:  # 192
            value = line[3:].strip()
            self.kind = C.read_team_type(value)
            if self.kind is None:
                self.fail(tr("192: {value!r} is not a team competition's code of the "
                             "Tournament-Type Code Table; expected e.g. FIDE_TEAM_TYPEA_MP_GP, "
                             "FIDE_TEAM_TYPEB_MP, FIDE_TEAM_MP_GP_BAKU", value=value), lineno,
                          (5, max(5, len(line.rstrip()))))

    # -- putting it together --------------------------------------------------------
    def team_lines(self) -> list[R.TeamLine]:
        chosen = self.teams or self.old
        seen: dict[int, int] = {}
        for entry in chosen:
            if entry.team.number in seen:
                self.fail(tr("team pairing number {number} is used twice (also on line {line})",
                             number=entry.team.number, line=seen[entry.team.number]),
                          entry.lineno, (5, 7))
            seen[entry.team.number] = entry.lineno
        if self.teams and self.old:
            by_number = {e.team.number: e.team for e in self.teams}
            for entry in self.old:
                other = by_number.get(entry.team.number)
                if other is None or (other.name, other.roster) != (entry.team.name,
                                                                   entry.team.roster):
                    self.fail(tr("013 record {n} does not match the 310 record of team {n} "
                                 "(the same name and players, in TPN order)",
                                 n=entry.team.number), entry.lineno)
        owner: dict[int, tuple[int, int]] = {}
        for entry in chosen:
            for player, first in zip(entry.team.roster, entry.places):
                columns = (first, first + 3)
                if player not in self.individuals.players:
                    self.fail(tr("team {team}: player {player} is not a player (no 001 record)",
                                 team=entry.team.number, player=player), entry.lineno, columns)
                if player in owner:
                    self.fail(tr("player {player} is on the rosters of teams {first} (line "
                                 "{line}) and {second}", player=player, first=owner[player][0],
                                 line=owner[player][1], second=entry.team.number),
                              entry.lineno, columns)
                owner[player] = (entry.team.number, entry.lineno)
        return chosen

    def check_players(self, teams: set[int]) -> None:
        def known(code: str, team: int, line: int, columns: tuple[int, int]) -> None:
            if team not in teams:
                self.fail(tr("{code} names team {team}, which is not a team (310)", code=code,
                             team=team), line, columns)
        for lineno, _round, _kind, numbers, line in self.byes:
            for n in numbers:
                known("240", n, lineno, (11, max(11, len(line.rstrip()))))
        for lineno, acc in self.accelerations:
            for n in (acc.first_team, acc.last_team):
                known("250", n, lineno, (23, 31))
        for lineno, _first, _last, numbers, line in self.prohibited:
            for n in numbers:
                known("260", n, lineno, (13, max(13, len(line.rstrip()))))
        for f in self.facts.forfeited:
            known("330", f.white, f.line, (12, 14))
            known("330", f.black, f.line, (16, 18))
        for round_no, n in self.facts.pabs.items():
            first = 15 + 4 * (round_no - 1)
            if n:
                known("320", n, self.facts.pab_line, (first, first + 2))
        for index, c in enumerate(self.facts.corrections):
            for n in c.teams:
                known("299", n, self.facts.correction_line(index),
                      (24, 24 + 5 * len(c.teams) - 2))
        for lineup in self.facts.lineups:
            known("300", lineup.team, lineup.line, (9, 11))
            known("300", lineup.opponent, lineup.line, (13, 15))
            for index, player in enumerate(lineup.players):
                if player and player not in self.individuals.players:
                    first = 17 + 5 * index
                    self.fail(tr("300: player {player} is not a player (no 001 record)",
                                 player=player), lineup.line, (first, first + 3))

    def finish(self, cells: dict[tuple[int, int], str], lines: list[str],
               plain: list[str]) -> TeamTournament:
        """``lines``: the file's; ``plain``: the same with the team records blank and the
        001 records' team cells written as an individual file has them."""
        entries = self.team_lines()
        teams = {e.team.number: e.team for e in entries}
        self.check_players(set(teams))
        people = self.individuals
        self.facts.board_forfeits = {k: v for k, v in cells.items() if v in "+-"}
        self.facts.colourless = {k for k, v in cells.items() if v == "c"}
        self.facts.byes = [TeamBye(r, n, kind, lineno)
                           for lineno, r, kind, numbers, _ in self.byes for n in numbers]
        paired = max([D.paired_rounds(people, self.facts)]
                     + [r for (r, _), code in cells.items() if code != "c"])
        self._fold(people, cells, paired)
        boards = len(self.colours) or D.fielded_boards(people, teams, self.facts) or min(
            (len(team.roster) for team in teams.values()), default=0) or 1
        kind = self.kind or C.TeamType("", None)
        settings = TeamSettings(boards=boards, colour_type=kind.colour_type,
                                primary=kind.primary,
                                secondary_for_colours=kind.secondary_for_colours,
                                board_colours=self.colours, pab_match_points=self.pab[0],
                                pab_game_points=self.pab[1])
        win, draw, loss = (self.team_points.get(s, d) for s, d in (
            ("TW", P.TEAM_WIN), ("TD", P.TEAM_DRAW), ("TL", P.TEAM_LOSS)))
        scoring = P.match_scoring(win, draw, loss, pab=settings.pab_match_points)
        try:
            t = D.build_team_tournament(people, teams, settings, self.facts, scoring=scoring,
                                        rounds=paired)
        except TeamInputError as exc:
            if exc.line:
                raise TrfError(shown(exc.message), self.source, line=exc.line) from None
            raise TrfError(shown(exc.message), self.source) from None  # it names the round
        self._level(t, lines, entries, kind, paired)
        self._check_totals(t, entries, plain)
        return t

    def _fold(self, people: Tournament, cells: dict[tuple[int, int], str], paired: int) -> None:
        """The individual rounds up to ``paired``: the team level pairs them even when the
        column holds no game (read as announcements); U restored."""
        while len(people.rounds) < paired:
            people.add_round(Round())
        for (round_no, player), code in cells.items():
            if code == "U":
                people.rounds[round_no - 1].byes[player] = ByeKind.PAIRING_ALLOCATED
        for round_no in sorted(r for r in people.requested_byes if r > paired):
            shown_players = ", ".join(map(str, sorted(people.requested_byes[round_no])))
            self.notes.append(_note(self.source, _announced_text, round_no=round_no,
                                    players=shown_players))
        people.requested_byes = {}

    def _level(self, t: TeamTournament, lines: list[str], entries: list[R.TeamLine],
               kind: C.TeamType, paired: int) -> None:
        """What belongs to the team level: rounds, colour, options, checks."""
        people = self.individuals
        explicit = any(line[:3] in ("142", "XXR") for line in lines)
        t.total_rounds = people.total_rounds if explicit else max(
            paired, people.total_rounds or 0) or None
        announced = max(t.requested_byes, default=0)
        if announced > (t.total_rounds or 0):
            lineno = next(b.line for b in self.facts.byes if b.round_no == announced)
            self.fail(tr("240 gives a bye in round {round}, but 142 gives {n} as the number of "
                         "rounds", round=announced, n=t.total_rounds or 0), lineno)
        people.total_rounds = t.total_rounds
        if any(line[:3] in ("152", "XXC") for line in lines):
            t.initial_colour = people.initial_colour
        else:
            t.initial_colour = infer_initial_colour(t)
            if t.initial_colour is not None:
                self.notes.append(_note(self.source, _colour_text, colour=t.initial_colour))
        for key in TEAM_OPTIONS:
            if key in people.options:
                t.options[key] = people.options.pop(key)
        t.system = kind.system or ""
        if kind.code:
            t.options[T.TYPE_CODE] = kind.code
        if kind.baku:
            t.options[ACC.METHOD] = ACC.BAKU
        if kind.cycles:  # a team round robin: the cycles its code gives (team_codes)
            from arbiter_app.engine.systems.roundrobin.options import OPTION_CYCLES, OPTION_SWAP
            from arbiter_app.engine.systems.teamroundrobin.system import swap_shown
            t.options[OPTION_CYCLES] = str(kind.cycles)
            if kind.swap:  # FIDE's double round robin: the swap, unless the rounds say not
                t.options[OPTION_SWAP] = "off" if swap_shown(t) is False else "on"
        self._accelerate(t)
        if kind.baku and not self.accelerations:
            self.notes.append(_note(self.source, _baku_text))
        self._forbid(t)
        ranks = {e.team.number: str(e.rank) for e in entries if e.rank}
        if ranks:
            t.options[L.RANKS_OPTION] = L.format_number_list(ranks)
        t.options[RECORDS] = ",".join(code for code in OPTIONAL if code in self.present)

    def _accelerate(self, t: TeamTournament) -> None:
        if not self.accelerations:
            return
        items = [acc for _, acc in self.accelerations]
        t.options[ACCELERATIONS] = ";".join(acc.text() for acc in items)
        primary = t.settings.primary == MATCH_POINTS
        ranges = [ACC.Range(acc.match_points if primary else acc.game_points, acc.first_round,
                            acc.last_round, acc.first_team, acc.last_team) for acc in items]
        values = ACC.compress(ACC.expand(ranges))
        if values:
            t.options[ACC.EXPLICIT] = ACC.format_ranges(values)

    def _forbid(self, t: TeamTournament) -> None:
        ranged = []
        for _lineno, first, last, numbers, _line in self.prohibited:
            if first == 1 and last >= (t.total_rounds or 0):
                t.forbidden_pairs |= {frozenset((a, b)) for i, a in enumerate(numbers)
                                      for b in numbers[i + 1:]}
            else:
                ranged.append((first, last, numbers))
        if ranged:
            t.options[FR.FORBIDDEN_ROUNDS] = FR.format_forbidden_rounds(ranged)

    def _check_totals(self, t: TeamTournament, entries: list[R.TeamLine],
                      lines: list[str]) -> None:
        """310's points, 082 and the 001 points against the results: notes.  As for the
        001 points of an individual file, 310's may count the byes announced for rounds not
        paired yet, or not (Gacrux counts them)."""
        totals = P.totals(t)
        announced: dict[int, tuple[float, float]] = {}
        for round_no, byes in t.requested_byes.items():
            for team, kind in byes.items():
                mp, gp = P.default_points(P.BYE_KINDS[kind], t.settings,
                                          t.individuals.scoring, t.scoring)
                mp, gp = P.corrected(P.BYE_KINDS[kind], round_no, team, mp, gp, t.corrections)
                old = announced.get(team, (0.0, 0.0))
                announced[team] = (old[0] + mp, old[1] + gp)
        for e in entries:
            mp, gp = totals[e.team.number]
            extra = announced.get(e.team.number, (0.0, 0.0))
            for what, written, computed, more in (("MP", e.match_points, mp, extra[0]),
                                                  ("GP", e.game_points, gp, extra[1])):
                if written is not None and abs(written - computed) > 1e-6 \
                        and abs(written - computed - more) > 1e-6:
                    self.notes.append(_note(self.source, _totals_text, line=e.lineno,
                                            team=e.team.number, what=what,
                                            written=f"{written:g}", computed=f"{computed:g}"))
        if self.count is not None and self.count[0] != len(t.teams):
            self.notes.append(_note(self.source, _count_text, line=self.count[1],
                                    written=self.count[0], teams=len(t.teams)))
        computed = scores(t.individuals)
        for lineno, line in enumerate(lines, start=1):
            if line[:3] != "001":
                continue
            parsed = parse_player_line(line, lineno, self.source)
            number = parsed.player.number
            if parsed.points is not None and abs(parsed.points - computed[number]) > 1e-6:
                if any(g.result.is_adjourned for r in t.individuals.rounds for g in r.games
                       if number in g.players()):
                    continue
                self.notes.append(_note(self.source, _points_text, line=lineno, player=number,
                                        written=parsed.points_text,
                                        computed=f"{computed[number]:g}"))


__all__ = ["ACCELERATIONS", "OPTIONAL", "RECORDS", "TEAM_CODES", "is_team_file",
           "is_team_text", "read_team_trf"]
