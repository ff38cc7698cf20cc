"""Writing a :class:`~arbiter_app.engine.teams.model.TeamTournament` as a TRF-2026 team file
(docs/trf.md, "Team files"); a file :mod:`.team_reader` read comes back as it was.

* The tournament lines and the 001 and NRS records are :func:`.writer.write_trf`'s (of the
  individual tournament, with the team level's rounds, initial colour, 182/192/202/212/222
  and round dates); ``082``, ``192``, ``352`` and ``362`` go among the tournament lines by
  code.  A board won or lost by forfeit against an empty board is written ``0000 - +`` /
  ``0000 - -``; a forfeit read without colours (``   5 - +``) is written so again.
* A forfeited match (``330``) has no game; the winning team's players (its line-up, else
  its roster's first B players) win their boards by forfeit (``0000 - +``), so that their
  001 points, the team's game points (C.07 11.1.2: the sum of its players' points;
  TRF-2026 162: ``W`` is a win over the board or by forfeit) and the 310 total agree
  (docs/teams.md, "Forfeited matches in the export").  The event holds those boards (the
  store keeps them with the match); one saved before it did has them written all the
  same.  Reading such a file gives the same event back: the 330 record decides the match.
  A file read is written back as it was read.
* Then the team records, in the order of the TRF-2026 text: ``013`` (only when the file read
  had them, and the TPNs are 1 to N), ``310``, ``250``, ``260``, ``240``, ``320``, ``330``,
  ``300``, ``299``, ``802``; the kept ``XX`` lines last.
* ``310``'s points are the totals of the results (299's included), its rank the team
  level's ``options["trf.ranks"]``.
* ``240``: every team bye of a paired round (F, H and Z: an absent team too), and the byes
  announced for later rounds (a withdrawn team's Z up to the last round).
* ``320``: when a team had the pairing-allocated bye, or the regulations give it other
  points than a draw's: its points, and the team of each paired round (``000``: none).
* ``330``: a forfeited match the games do not show (no game between the teams, or games
  that give another result).
* ``300``: a line-up other than the players on the boards in roster order (an empty board
  before the last player, or another order).
* ``082`` and ``802`` are written for a team event made in Arbiter and for a file read with
  them; ``362`` when its points are not the defaults, or the file read had it; ``352`` when
  the file read had it, for a team event made in Arbiter, and whenever the number of boards
  would otherwise be read otherwise.  ``801`` is not written: the TRF-2026 text gives no
  layout for it.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine.model import ByeKind, Colour, GameResult, Round, Tournament
from arbiter_app.engine.teams import boards as B
from arbiter_app.engine.teams import points as P
from arbiter_app.engine.teams.facts import ForfeitedMatch, LineUp
from arbiter_app.engine.teams.forfeit_boards import forfeit_winner, winner_players
from arbiter_app.engine.teams.match_result import boards_result, fielded, has_games
from arbiter_app.engine.teams.model import MATCH_POINTS, TeamTournament
from arbiter_app.i18n import tr
from arbiter_app.trf import layout as L
from arbiter_app.trf import team_codes as C
from arbiter_app.trf import team_records as R
from arbiter_app.trf import trf2026 as T
from arbiter_app.trf.errors import TrfError
from arbiter_app.trf.players import digits
from arbiter_app.trf.team_reader import ACCELERATIONS, OPTIONAL, RECORDS, TEAM_CODES, TEAM_OPTIONS
from arbiter_app.trf.writer import TRF2026, announcements, write_trf

#: the options of the individual tournament a team file writes
_INDIVIDUAL_OPTIONS = (T.STARTING_RANK, T.NATIONAL, L.RANKS_OPTION)
_BYE_NAMES = {ByeKind.PAIRING_ALLOCATED: "PAB", ByeKind.FULL_POINT: "FPB",
              ByeKind.HALF_POINT: "HPB", ByeKind.ZERO_POINT: "ZPB"}


def write_team_trf(t: TeamTournament) -> str:
    """The TRF-2026 text of ``t``, lines ended by ``\\n`` (see the module); raises TrfError
    for what cannot be written."""
    _check(t)
    carrier = _carrier(t)
    lines = write_trf(carrier, TRF2026).split("\n")[:-1]
    first = next((i for i, line in enumerate(lines) if line.startswith("001")), len(lines))
    end = first + len(carrier.players) + len(T.national_lines(carrier))
    head, people, trailer = lines[:first], lines[first:end], lines[end:]
    people = _forfeit_cells(t, people)
    head = _with_tournament_lines(head, tournament_lines(t))
    return "".join(line + "\n" for line in head + people + team_records(t) + trailer)


def _made_here(t: TeamTournament) -> bool:
    """A team event made in Arbiter (not read from a file)."""
    return RECORDS not in t.options


def _wanted(t: TeamTournament, code: str) -> bool:
    return _made_here(t) or code in t.options[RECORDS].split(",")


def _check(t: TeamTournament) -> None:
    if not t.teams:
        raise TrfError(tr("a team file needs teams (310 records); this team event has none"))
    for round_no, rnd in enumerate(t.rounds, start=1):
        for game in rnd.games:
            if game.result.is_forfeit or _has_games(t, round_no, game.white, game.black):
                continue
            raise TrfError(tr("cannot write round {round}: the match of teams {white} and "
                              "{black} has no boards (no individual games; enter the line-ups "
                              "first)", round=round_no, white=game.white, black=game.black))
    if len(t.individuals.rounds) > len(t.rounds):
        raise TrfError(tr("cannot write the team file: the individual games go up to round "
                          "{last}, the matches to round {n}", last=len(t.individuals.rounds),
                          n=len(t.rounds)))


def _has_games(t: TeamTournament, round_no: int, white: int, black: int) -> bool:
    return has_games(t, round_no, white, black)


def individual_rounds(t: TeamTournament) -> list[Round]:
    """Copies of the individual rounds, one for each team round (a round whose boards are
    not made yet empty), each dated as its team round (else as it was)."""
    rounds = [Round(list(r.games), dict(r.byes), r.date) for r in t.individuals.rounds]
    while len(rounds) < len(t.rounds):
        rounds.append(Round())
    for rnd, team_round in zip(rounds, t.rounds):
        rnd.date = team_round.date or rnd.date
    return rounds


def _carrier(t: TeamTournament) -> Tournament:
    """The individual tournament as :func:`write_trf` writes it in a team file."""
    ind = t.individuals
    rounds = individual_rounds(t)
    options = {k: v for k, v in ind.options.items() if k in _INDIVIDUAL_OPTIONS}
    options.update({k: v for k, v in t.options.items() if k in TEAM_OPTIONS})
    info = replace(t.info, extra_lines=[line for line in t.info.extra_lines
                                        if line[:3] not in TEAM_CODES])
    for (round_no, player) in forfeited_match_boards(t):
        rnd = rounds[round_no - 1]
        if rnd.game_of(player) is None:
            rnd.byes[player] = ByeKind.FULL_POINT  # 162's W: the points column counts it
    players = {n: replace(p, entry_round=1, withdrawn_from=None)
               for n, p in ind.players.items()}
    return Tournament(info=info, players=players, rounds=rounds,
                      total_rounds=t.total_rounds or len(t.rounds) or None,
                      initial_colour=t.initial_colour, scoring=ind.scoring, options=options)


def forfeited_match_boards(t: TeamTournament) -> dict[tuple[int, int], str]:
    """(round, player) -> ``+`` for each board a forfeited match's winner is written as
    winning by forfeit (see the module; :mod:`arbiter_app.engine.teams.forfeit_boards`)
    when the event does not hold them already (an event saved before the store kept
    them); nothing for a double forfeit (0 game points either way).  Only for an event
    made in Arbiter: a file read is written back as it was."""
    out: dict[tuple[int, int], str] = {}
    if not _made_here(t):
        return out
    for round_no, rnd in enumerate(t.rounds, start=1):
        people = t.individuals.rounds[round_no - 1] if round_no <= len(
            t.individuals.rounds) else Round()
        for game in rnd.games:
            winner = forfeit_winner(game.white, game.black, game.result)
            if winner not in t.teams or has_games(t, round_no, game.white, game.black):
                continue
            team = t.teams[winner]
            if any(people.game_of(p) is not None or people.byes.get(p, ByeKind.ZERO_POINT)
                   is not ByeKind.ZERO_POINT or (round_no, p) in t.board_forfeits
                   for p in team.roster):
                continue  # its boards are in the games already: as they are
            for player in winner_players(t.lineups.get((round_no, winner)), team.roster,
                                         t.settings.boards):
                out[(round_no, player)] = "+"
    return out


def _forfeit_cells(t: TeamTournament, people: list[str]) -> list[str]:
    """``0000 - +`` / ``0000 - -`` for the boards won or lost against an empty board, and
    ``-`` for the colour of a forfeit read without one."""
    by_number = {int(line[4:8]): i for i, line in enumerate(people) if line.startswith("001")}
    out = list(people)
    marks = sorted({**forfeited_match_boards(t), **t.board_forfeits}.items())
    marks += [(key, "") for key in sorted(t.colourless)]
    for (round_no, player), code in marks:
        index = by_number.get(player)
        column = (L.result_column(round_no) if code else L.colour_column(round_no))[0] - 1
        code = code or "-"
        if index is None or len(out[index]) <= column:
            continue
        line = out[index]
        out[index] = line[:column] + code + line[column + 1:]
    return out


def _with_tournament_lines(head: list[str], extra: list[str]) -> list[str]:
    """``extra`` among the tournament lines by code (before the first numbered line with a
    higher code)."""
    out = list(head)
    for line in extra:
        code = line[:3]
        at = next((i for i, other in enumerate(out) if digits(other[:3]) and other[:3] > code),
                  len(out))
        out.insert(at, line)
    return out


def tournament_lines(t: TeamTournament) -> list[str]:
    """082, 192, 352 and 362 of ``t`` (those it has)."""
    out = []
    if _wanted(t, "082"):
        out.append(f"082 {len(t.teams)}")
    code = type_code(t)
    if code:
        out.append(f"192 {code}")
    colours = t.settings.board_colours
    if colours or _made_here(t) or _boards_read(t) != t.settings.boards:
        out.append("352 " + (colours or B.white_colours(t.settings)))
    win, draw, loss = P.team_points(t.scoring)
    if _wanted(t, "362") or (win, draw, loss) != (P.TEAM_WIN, P.TEAM_DRAW, P.TEAM_LOSS):
        out.append(R.line_362(win, draw, loss))
    return out


def type_code(t: TeamTournament) -> str:
    """The 192 code: the one read while it still says the settings, else the settings'
    own (for the team2026 system); "" for none."""
    kept = t.options.get(T.TYPE_CODE, "")
    kind = C.read_team_type(kept) if kept else None
    baku = ACC.method(t) == ACC.BAKU
    if t.system == C.TEAM_ROUND_ROBIN:
        return _round_robin_code(t, kind)
    if kind is not None and C.agrees(kind, t.settings) and (not kind.swiss or
                                                            kind.baku == baku):
        return kind.code
    if t.system == C.TEAM_SWISS or (kind is not None and kind.swiss):
        return C.team_code(t.settings, baku)
    return ""


def _round_robin_code(t: TeamTournament, kind: C.TeamType | None) -> str:
    """A team round robin's code: the one read while it gives the event's cycles, else the
    code of its cycles and swap (:func:`.team_codes.round_robin_code`; the one read when its
    settings cannot be read)."""
    from arbiter_app.engine.systems.roundrobin.options import settings_of
    try:
        settings = settings_of(t)
    except ValueError:  # settings the system refuses: it says why when pairing
        return kind.code if kind is not None else ""
    if kind is not None and kind.cycles == settings.cycles:
        return kind.code
    return C.round_robin_code(settings.cycles, settings.swap)


def _fielded(t: TeamTournament, round_no: int, team: int) -> tuple[int, ...]:
    """The line-up a reader infers without a 300 record."""
    return fielded(t, round_no, team)


def _lineups_300(t: TeamTournament) -> list[LineUp]:
    out = []
    for round_no, rnd in enumerate(t.rounds, start=1):
        for game in rnd.games:
            for team, opponent in ((game.white, game.black), (game.black, game.white)):
                lineup = t.lineups.get((round_no, team))
                if lineup is not None and lineup != _fielded(t, round_no, team):
                    out.append(LineUp(round_no, team, opponent, lineup))
    return sorted(out, key=lambda x: (x.round_no, x.team))


def _boards_read(t: TeamTournament) -> int:
    """The number of boards a reader finds in the file without 352."""
    from arbiter_app.engine.teams.derive import fielded_boards
    from arbiter_app.engine.teams.facts import TeamFacts
    facts = TeamFacts(lineups=_lineups_300(t), board_forfeits=dict(t.board_forfeits))
    return fielded_boards(t.individuals, t.teams, facts) or min(
        (len(team.roster) for team in t.teams.values()), default=0) or 1


def _forfeits_330(t: TeamTournament) -> list[ForfeitedMatch]:
    """The forfeited matches the games do not show."""
    out = []
    for round_no, rnd in enumerate(t.rounds, start=1):
        for game in rnd.games:
            if game.result.is_forfeit and _games_result(t, round_no, game) is not game.result:
                out.append(ForfeitedMatch(round_no, game.white, game.black, game.result))
    return out


def _games_result(t: TeamTournament, round_no: int, game) -> GameResult | None:
    """The result a reader derives from the boards of a match (None: no game)."""
    return boards_result(t, round_no, game)


def _byes_240(t: TeamTournament) -> list[str]:
    byes: dict[int, dict[int, ByeKind]] = {}
    for round_no, rnd in enumerate(t.rounds, start=1):
        for team, kind in rnd.byes.items():
            if kind is not ByeKind.PAIRING_ALLOCATED:
                byes.setdefault(round_no, {})[team] = kind
    for round_no, announced in announcements(t, every_round=True).items():
        byes.setdefault(round_no, {}).update(announced)
    return T.byes_240(byes)


def _pab_320(t: TeamTournament) -> list[str]:
    teams = [rnd.pairing_bye or 0 for rnd in t.rounds]
    s = t.settings
    if not any(teams) and s.pab_match_points is None and s.pab_game_points is None:
        return []
    mp, gp = P.pab_points(s, t.individuals.scoring, t.scoring)
    return [R.line_320(mp, gp, teams)]


def _accelerations_250(t: TeamTournament) -> list[str]:
    text = t.options.get(ACCELERATIONS)
    if text:
        items = R.parse_accelerations(text)
    else:
        primary = t.settings.primary == MATCH_POINTS
        items = [R.TeamAcceleration(a.points if primary else 0.0, 0.0 if primary else a.points,
                                    a.first_round, a.last_round, a.first_player, a.last_player)
                 for a in ACC.parse_ranges(t.options.get(ACC.EXPLICIT, ""))]
    return [R.line_250(a) for a in items]


def _lines_802(t: TeamTournament) -> list[str]:
    totals = P.totals(t)
    out = []
    for number in sorted(t.teams):
        rounds = []
        for round_no, rnd in enumerate(t.rounds, start=1):
            gp = t.game_points.get((round_no, number), 0.0)
            if number in rnd.byes:
                rounds.append(R.Round802(_BYE_NAMES[rnd.byes[number]], "", gp))
                continue
            game = rnd.game_of(number)
            if game is None:
                rounds.append(R.Round802("", "", gp))
                continue
            colour = "w" if game.colour_of(number) is Colour.WHITE else "b"
            won = {GameResult.WHITE_FORFEIT_WIN: game.white,
                   GameResult.BLACK_FORFEIT_WIN: game.black}.get(game.result)
            mark = ("F" if won == number else "f") if game.result.is_forfeit else ""
            rounds.append(R.Round802(str(game.opponent_of(number)), colour, gp, mark))
        out.append(R.line_802(t.teams[number], *totals[number], rounds))
    return out


def team_records(t: TeamTournament) -> list[str]:
    """The team records of ``t``, in the order of the TRF-2026 text."""
    totals = P.totals(t)
    ranks = L.parse_number_list(t.options.get(L.RANKS_OPTION, ""))
    out = []
    numbers = sorted(t.teams)
    if _wanted(t, "013") and not _made_here(t) and numbers == list(range(1, len(numbers) + 1)):
        out.extend(R.line_013(t.teams[n]) for n in numbers)
    for n in numbers:
        rank = ranks.get(n, "")
        out.append(R.line_310(t.teams[n], *totals[n], int(rank) if rank.isdigit() else None))
    out.extend(_accelerations_250(t))
    out.extend(T.forbidden_260(t))
    out.extend(_byes_240(t))
    out.extend(_pab_320(t))
    out.extend(R.line_330(f) for f in _forfeits_330(t))
    out.extend(R.line_300(x) for x in _lineups_300(t))
    out.extend(R.line_299(c) for c in t.corrections)
    if _wanted(t, "802"):
        out.extend(_lines_802(t))
    return out


__all__ = ["OPTIONAL", "team_records", "tournament_lines", "type_code", "write_team_trf"]
