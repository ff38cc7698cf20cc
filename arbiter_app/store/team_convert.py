"""A team event's rows (schema 10, docs/teams.md) to the
:class:`~arbiter_app.engine.teams.model.TeamTournament` and back.

How a team event is kept:

* the ``players``, ``rounds``, ``games`` and ``byes`` rows are the individual tournament (every
  rostered player, numbered by starting rank; the games of the boards; the individual byes,
  F or Z of a board won or lost against an empty board among them);
* the ``tournament`` row holds what both levels share (name, dates, number of rounds), the
  team level's system, options, tie-breaks and initial colour, and the individual games'
  points (TRF-2026 162: the game points); the ``forbidden_pairs`` are pairs of teams;
* ``team_event`` (one row) the settings and what a TRF file read had beside, ``teams`` and
  ``rosters`` the teams, ``matches`` each paired round's matches, ``team_byes`` the teams'
  byes (the pairing-allocated one, F, H, Z; of a round not paired yet: requested),
  ``lineups`` the players each team fields on each board (0: an empty board);
* board ``k`` of match ``m`` is the games row ``(m - 1) * B + k`` of its round (``B`` the
  boards per match): a board whose line-ups have one player at most has no games row.

Loading checks every value as :mod:`.contents` does, then puts the team level together with
:func:`~arbiter_app.engine.teams.derive.build_team_tournament` from the individual games and
the stored matches, byes and line-ups; a match of a paired round with no games and no
forfeit (its boards not made yet) is a pending match without boards.  Whatever the derivation
finds wrong is a :class:`~.contents.BadValue` too.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

from sqlalchemy import insert
from sqlalchemy.orm import Session

from arbiter_app.engine.model import ByeKind, GameResult, Tournament
from arbiter_app.engine.teams import derive as D
from arbiter_app.engine.teams import points as P
from arbiter_app.engine.teams.match_result import recorded_forfeit
from arbiter_app.engine.teams.forfeit_boards import forfeit_winner
from arbiter_app.engine.teams.facts import (FORFEIT_RESULTS, ForfeitedMatch, LineUp, TeamBye,
                                            TeamFacts, TeamInputError)
from arbiter_app.engine.teams.model import (COLOUR_TYPES, CORRECTION_KINDS, SCORES,
                                            PointsCorrection, Team, TeamSettings,
                                            TeamTournament)
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import shown, to_data
from arbiter_app.store import contents as C
from arbiter_app.store.models import (GameRow, LineupRow, MatchRow, RosterRow,
                                      TeamByeRow, TeamEventRow, TeamRow)

#: the tables only a team event has rows in
TEAM_TABLES = ("team_event", "teams", "rosters", "matches", "team_byes", "lineups")
#: the most teams (TRF-2026 310 numbers them 1 to 999) and boards per match
MAX_TEAMS = 999
MAX_BOARDS = 99
#: a forfeited match's code (TRF-2026 330) -> its result
FORFEITS = {r.value: r for r in FORFEIT_RESULTS}
_KINDS = {k.value: k for k in ByeKind}
_EVENT_COLUMNS = ("id", "boards", "colour_type", "primary_score", "secondary_for_colours",
                  "board_colours", "team_win", "team_draw", "team_loss", "pab_match_points",
                  "pab_game_points", "individual_options", "corrections", "board_forfeits",
                  "colourless")


def is_team_event(con: sqlite3.Connection) -> bool:
    return con.execute("SELECT count(*) FROM team_event").fetchone()[0] > 0


# -- loading ------------------------------------------------------------------------------
def individual_level(con: sqlite3.Connection, t: Tournament) -> None:
    """``t``, loaded from the shared rows, as the individual tournament of a team event: its
    own options, no system and no forbidden pairs (those of the tournament row are the team
    level's)."""
    row = con.execute("SELECT individual_options FROM team_event").fetchone()
    t.options = C.string_map(row[0], "team_event", 1, "individual_options")
    t.system = ""
    t.forbidden_pairs = set()


def load_team(con: sqlite3.Connection, individuals: Tournament) -> TeamTournament | None:
    """The team level of the event on ``con`` (None for an individual event), every value
    checked; ``individuals``: its individual tournament (:func:`individual_level`)."""
    rows = con.execute(f"SELECT {', '.join(_EVENT_COLUMNS)} FROM team_event").fetchall()
    if not rows:
        for table in TEAM_TABLES[1:]:
            if con.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone() is not None:
                raise C.BadValue(tr("its table {table} has rows, but it is no team event (its "
                                    "table team_event is empty)", table=table))
        return None
    if len(rows) != 1 or rows[0][0] != 1:
        raise C.BadValue(tr("its table team_event has {n} rows; a team event has exactly one, "
                            "row 1", n=len(rows)))
    event = _Event(rows[0])
    teams, withdrawn = _teams(con)
    rosters = _rosters(con, teams, individuals)
    paired = len(individuals.rounds)
    matches = _matches(con, teams, paired)
    facts = TeamFacts(corrections=event.corrections, board_forfeits=event.board_forfeits,
                      colourless=event.colourless)
    _team_byes(con, teams, matches, facts)
    lineups = _lineups(con, teams, rosters, event.settings.boards)
    with_games = _boards(con, matches, lineups, event.settings.boards, individuals)
    for round_no, listed in matches.items():
        for number, white, black, forfeit in listed:
            # a forfeited match: its winner's line-up, when its players won their boards
            winner = forfeit_winner(white, black, forfeit)
            for team, other in ((white, black), (black, white)):
                players = lineups.get((round_no, team), ())
                won = team == winner and any(players) and all(
                    (round_no, p) in facts.board_forfeits for p in players if p)
                if (round_no, number) in with_games or won:
                    facts.lineups.append(LineUp(round_no, team, other, players))
            if forfeit or (round_no, number) not in with_games:
                # no boards made yet: a match still to be played, without games
                facts.forfeited.append(ForfeitedMatch(
                    round_no, white, black, FORFEITS[forfeit] if forfeit
                    else GameResult.PENDING))
    built = {n: Team(n, name, tuple(rosters.get(n, ())), nickname, strength)
             for n, (name, nickname, strength) in teams.items()}
    try:
        t = D.build_team_tournament(individuals, built, event.settings, facts,
                                    scoring=event.scoring, rounds=paired)
    except TeamInputError as exc:
        raise C.BadValue(tr("the team event does not fit together: {problem}",
                            problem=shown(exc.message))) from None
    _in_match_order(t, matches)
    _team_level(con, t, withdrawn)
    return t


class _Event:
    """The team_event row, checked."""

    def __init__(self, row: tuple):
        table = "team_event"
        values = dict(zip(_EVENT_COLUMNS, row))
        boards = C.integer(values["boards"], table, 1, "boards", 1, MAX_BOARDS)
        colour_type = C.code(values["colour_type"], table, 1, "colour_type",
                             {c: c for c in COLOUR_TYPES}, tr("A, B or none"))
        primary = C.code(values["primary_score"], table, 1, "primary_score",
                         {s: s for s in SCORES}, tr("MP or GP"))
        colours = C.text(values["board_colours"], table, 1, "board_colours")
        if colours and (len(colours) > MAX_BOARDS or set(colours) - {"W", "B"}):
            raise C.bad(table, 1, tr("board_colours {value} is not a sequence of W and B",
                                     value=C.shown_value(colours)))
        pab = [None if values[c] is None else C.points(values[c], table, 1, c)
               for c in ("pab_match_points", "pab_game_points")]
        self.settings = TeamSettings(
            boards=boards, colour_type=colour_type, primary=primary,
            secondary_for_colours=C.flag(values["secondary_for_colours"], table, 1,
                                         "secondary_for_colours"),
            board_colours=colours, pab_match_points=pab[0], pab_game_points=pab[1])
        win, draw, loss = (C.points(values[c], table, 1, c)
                           for c in ("team_win", "team_draw", "team_loss"))
        self.scoring = P.match_scoring(win, draw, loss, pab=pab[0])
        C.string_map(values["individual_options"], table, 1, "individual_options")
        self.corrections = _corrections(values["corrections"])
        self.board_forfeits = {}
        for entry in _entries(values["board_forfeits"], "board_forfeits", 3):
            if entry[2] not in ("+", "-") or not _round_and_player(entry):
                raise C.bad(table, 1, tr("board_forfeits is not a list of [round, player, "
                                         "'+' or '-']"))
            self.board_forfeits[(entry[0], entry[1])] = entry[2]
        self.colourless = set()
        for entry in _entries(values["colourless"], "colourless", 2):
            if not _round_and_player(entry):
                raise C.bad(table, 1, tr("colourless is not a list of [round, player]"))
            self.colourless.add((entry[0], entry[1]))


def _entries(value, column: str, size: int) -> list[list]:
    found = C.json_value(value, "team_event", 1, column)
    if not isinstance(found, list) or not all(isinstance(e, list) and len(e) == size
                                              for e in found):
        raise C.bad("team_event", 1, tr("{column} is not a JSON list of lists of {n}",
                                        column=column, n=size))
    return found


def _whole(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _round_and_player(entry: list) -> bool:
    return _whole(entry[0], 1, C.MAX_ROUNDS) and _whole(entry[1], 1, C.MAX_PLAYERS)


def _corrections(value) -> list[PointsCorrection]:
    out = []
    for entry in _entries(value, "corrections", 5):
        kind, mp, gp, round_no, teams = entry
        points_ok = all(p is None or (type(p) in (int, float) and abs(p) <= C.MAX_POINTS)
                        for p in (mp, gp))
        if kind not in CORRECTION_KINDS or not points_ok or not _whole(round_no, 0, C.MAX_ROUNDS) \
                or not isinstance(teams, list) or not all(_whole(n, 1, MAX_TEAMS) for n in teams):
            raise C.bad("team_event", 1, tr("corrections is not a list of TRF-2026 299 "
                                            "records"))
        out.append(PointsCorrection(kind, None if mp is None else float(mp),
                                    None if gp is None else float(gp), round_no, tuple(teams)))
    return out


def _teams(con: sqlite3.Connection) -> tuple[dict, dict]:
    teams, withdrawn = {}, {}
    for number, name, nickname, strength, out in con.execute(
            "SELECT number, name, nickname, strength, withdrawn_from FROM teams "
            "ORDER BY number"):
        C.integer(number, "teams", number, "number", 1, MAX_TEAMS)
        teams[number] = (C.text(name, "teams", number, "name"),
                         C.text(nickname, "teams", number, "nickname"),
                         C.integer(strength, "teams", number, "strength", 0, 999_999))
        withdrawn[number] = C.optional_integer(out, "teams", number, "withdrawn_from", 1,
                                               C.MAX_ROUNDS + 1)
    return teams, withdrawn


def _rosters(con: sqlite3.Connection, teams: dict, individuals: Tournament) -> dict:
    rosters: dict[int, list[int]] = {}
    owner: dict[int, int] = {}
    for rowid, team, position, player in con.execute(
            "SELECT rowid, team, position, player FROM rosters ORDER BY team, position"):
        if team not in teams or type(team) is not int:
            raise C.bad("rosters", rowid, tr("team {value} is not a team",
                                             value=C.shown_value(team)))
        players = rosters.setdefault(team, [])
        if position != len(players) + 1 or type(position) is not int:
            raise C.bad("rosters", rowid, tr("position {value} of team {team}: a roster's "
                                             "positions are 1, 2, 3, ...",
                                             value=C.shown_value(position), team=team))
        if player not in individuals.players or type(player) is not int:
            raise C.bad("rosters", rowid, tr("player {value} is not a player",
                                             value=C.shown_value(player)))
        if player in owner:
            raise C.bad("rosters", rowid, tr("player {player} is on the rosters of teams "
                                             "{first} and {second}", player=player,
                                             first=owner[player], second=team))
        owner[player] = team
        players.append(player)
    for player in individuals.players:
        if player not in owner:
            raise C.bad("players", player, tr("player {player} is on no team's roster",
                                              player=player))
    return rosters


def _matches(con: sqlite3.Connection, teams: dict, paired: int) -> dict:
    """Round -> [(number, white, black, forfeit code)], every paired round."""
    out: dict[int, list] = {r: [] for r in range(1, paired + 1)}
    playing: dict[tuple[int, int], int] = {}
    for rowid, round_no, number, white, black, forfeit in con.execute(
            "SELECT rowid, round_no, number, white, black, forfeit FROM matches "
            "ORDER BY round_no, number"):
        if round_no not in out or type(round_no) is not int:
            raise C.bad("matches", rowid, tr("round_no {value} is not a paired round",
                                             value=C.shown_value(round_no)))
        listed = out[round_no]
        if number != len(listed) + 1 or type(number) is not int:
            raise C.bad("matches", rowid, tr("number {value} of round {round}: the matches of "
                                             "a round are numbered 1, 2, 3, ...",
                                             value=C.shown_value(number), round=round_no))
        for column, team in (("white", white), ("black", black)):
            if team not in teams or type(team) is not int:
                raise C.bad("matches", rowid, tr("{column} {value} is not a team",
                                                 column=column, value=C.shown_value(team)))
            if (round_no, team) in playing:
                raise C.bad("matches", rowid, tr("team {team} plays twice in round {round}",
                                                 team=team, round=round_no))
            playing[(round_no, team)] = number
        if forfeit != "" and forfeit not in FORFEITS:
            raise C.bad("matches", rowid, tr("forfeit {value} is not '', '+-', '-+' or '--'",
                                             value=C.shown_value(forfeit)))
        listed.append((number, white, black, forfeit))
    return out


def _team_byes(con: sqlite3.Connection, teams: dict, matches: dict, facts: TeamFacts) -> None:
    playing = {(r, team) for r, listed in matches.items() for m in listed
               for team in m[1:3]}
    for rowid, round_no, team, kind in con.execute(
            "SELECT rowid, round_no, team, kind FROM team_byes ORDER BY round_no, team"):
        C.integer(round_no, "team_byes", rowid, "round_no", 1, C.MAX_ROUNDS)
        if team not in teams or type(team) is not int:
            raise C.bad("team_byes", rowid, tr("team {value} is not a team",
                                               value=C.shown_value(team)))
        kind = C.code(kind, "team_byes", rowid, "kind", _KINDS,
                      tr("a kind of bye (U, H, F or Z)"))
        if (round_no, team) in playing:
            raise C.bad("team_byes", rowid, tr("team {team} has a bye and a match in round "
                                               "{round}", team=team, round=round_no))
        if kind is ByeKind.PAIRING_ALLOCATED:
            if round_no not in matches:
                raise C.bad("team_byes", rowid, tr("a pairing-allocated bye in round {round}, "
                                                   "which is not paired", round=round_no))
            if facts.pabs.get(round_no):
                raise C.bad("team_byes", rowid, tr("a second pairing-allocated bye in round "
                                                   "{round}", round=round_no))
            facts.pabs[round_no] = team
        else:
            facts.byes.append(TeamBye(round_no, team, kind))


def _lineups(con: sqlite3.Connection, teams: dict, rosters: dict, boards: int) -> dict:
    """(round, team) -> the players on boards 1..B (0: empty)."""
    found: dict[tuple[int, int], dict[int, int]] = {}
    for rowid, round_no, team, board, player in con.execute(
            "SELECT rowid, round_no, team, board, player FROM lineups"):
        C.integer(round_no, "lineups", rowid, "round_no", 1, C.MAX_ROUNDS)
        if team not in teams or type(team) is not int:
            raise C.bad("lineups", rowid, tr("team {value} is not a team",
                                             value=C.shown_value(team)))
        C.integer(board, "lineups", rowid, "board", 1, boards)
        if type(player) is not int or (player and player not in rosters.get(team, ())):
            raise C.bad("lineups", rowid, tr("player {value} is not on the roster of team "
                                             "{team}", value=C.shown_value(player), team=team))
        seats = found.setdefault((round_no, team), {})
        if player and player in seats.values():
            raise C.bad("lineups", rowid, tr("player {player} is twice on the line-up of team "
                                             "{team} in round {round}", player=player,
                                             team=team, round=round_no))
        seats[board] = player
    return {key: tuple(seats.get(k, 0) for k in range(1, boards + 1))
            for key, seats in found.items()}


def _boards(con: sqlite3.Connection, matches: dict, lineups: dict, boards: int,
            individuals: Tournament) -> set[tuple[int, int]]:
    """Every games row of a paired round is board k of match m (see the module): the game of
    the two teams' players on that board.  Returns the (round, match) that have games."""
    with_games = set()
    for rowid, round_no, number, white, black in con.execute(
            "SELECT rowid, round_no, board, white, black FROM games ORDER BY round_no, board"):
        match, board = (number - 1) // boards + 1, (number - 1) % boards
        listed = matches.get(round_no, [])
        if match > len(listed):
            raise C.bad("games", rowid, tr("board {value} of round {round} is no board of a "
                                           "match (round {round} has {n} matches of {boards} "
                                           "boards)", value=number, round=round_no,
                                           n=len(listed), boards=boards))
        _number, team_a, team_b, _forfeit = listed[match - 1]
        seats = {lineups.get((round_no, team), (0,) * boards)[board] for team in (team_a, team_b)}
        if seats != {white, black}:
            raise C.bad("games", rowid, tr("players {white} and {black} are not the players "
                                           "of board {board} of match {match} in round {round} "
                                           "by the teams' line-ups", white=white, black=black,
                                           board=board + 1, match=match, round=round_no))
        with_games.add((round_no, match))
    return with_games


def _in_match_order(t: TeamTournament, matches: dict) -> None:
    """The team rounds' matches in the stored order, each the way round it is stored."""
    for round_no, listed in matches.items():
        rnd = t.rounds[round_no - 1]
        ordered = []
        for _number, white, black, _forfeit in listed:
            game = rnd.game_of(white)
            if game is None or game.opponent_of(white) != black:
                raise C.bad("matches", f"{round_no}/{_number}", tr(
                    "the match of teams {white} and {black} is not in round {round}'s games",
                    white=white, black=black, round=round_no))
            if game.white != white:
                raise C.bad("matches", f"{round_no}/{_number}", tr(
                    "team {white} has White in the match against team {black} in round "
                    "{round}, but the colours of its boards give it Black (C.04.6 1.6.1)",
                    white=white, black=black, round=round_no))
            ordered.append(game)
        rnd.games = ordered


def _team_level(con: sqlite3.Connection, t: TeamTournament, withdrawn: dict) -> None:
    """What the tournament row and the forbidden pairs hold for the team level."""
    system, options, total, colour = con.execute(
        "SELECT system, options, total_rounds, initial_colour FROM tournament").fetchone()
    from arbiter_app.store.convert import _COLOURS
    t.system = system
    t.options = C.string_map(options, "tournament", 1, "options")
    t.total_rounds = total
    t.individuals.total_rounds = total
    t.initial_colour = _COLOURS.get(colour)
    t.forbidden_pairs = {frozenset(pair) for pair in con.execute(
        "SELECT first, second FROM forbidden_pairs")}
    for number, out in withdrawn.items():
        if out is not None:
            t.players[number] = replace(t.players[number], withdrawn_from=out)


# -- writing ------------------------------------------------------------------------------
def event_values(settings: TeamSettings, scoring, individual_options: dict,
                 corrections=(), board_forfeits=None, colourless=()) -> dict:
    """The team_event row of a team event."""
    return dict(
        id=1, boards=settings.boards, colour_type=settings.colour_type,
        primary_score=settings.primary, secondary_for_colours=settings.secondary_for_colours,
        board_colours=settings.board_colours, team_win=float(scoring.win),
        team_draw=float(scoring.draw), team_loss=float(scoring.loss),
        pab_match_points=settings.pab_match_points, pab_game_points=settings.pab_game_points,
        individual_options=json.dumps(individual_options, sort_keys=True),
        corrections=json.dumps([[c.kind, c.match_points, c.game_points, c.round_no,
                                 list(c.teams)] for c in corrections]),
        board_forfeits=forfeits_json(board_forfeits or {}),
        colourless=json.dumps(sorted([r, p] for r, p in colourless)))


def forfeits_json(board_forfeits: dict) -> str:
    return json.dumps([[r, p, code] for (r, p), code in sorted(board_forfeits.items())])


def team_values(team: Team, withdrawn_from: int | None = None) -> dict:
    return dict(number=team.number, name=team.name, nickname=team.nickname,
                strength=team.strength, withdrawn_from=withdrawn_from)


def board_number(match: int, board: int, boards: int) -> int:
    """The games row of board ``board`` of match ``match`` (both from 1)."""
    return (match - 1) * boards + board


def insert_team_event(session: Session, t: TeamTournament, tiebreaks: list[str],
                      created_at: str) -> None:
    """Write all of the team event ``t`` into an empty file: the shared rows (the individual
    tournament with the team level's settings), then :func:`insert_team_level`."""
    from arbiter_app.store.convert import insert_tournament
    people = t.individuals
    shared = Tournament(info=t.info, players=dict(people.players),
                        rounds=[r for r in people.rounds][:len(t.rounds)],
                        total_rounds=t.total_rounds, initial_colour=t.initial_colour,
                        scoring=people.scoring, system=t.system, options=dict(t.options),
                        forbidden_pairs=set(t.forbidden_pairs))
    while len(shared.rounds) < len(t.rounds):
        from arbiter_app.engine.model import Round
        shared.rounds.append(Round(date=t.rounds[len(shared.rounds)].date))
    for rnd, team_round in zip(shared.rounds, t.rounds):
        rnd.date = team_round.date or rnd.date
    insert_tournament(session, shared, tiebreaks, created_at)
    insert_team_level(session, t)


def insert_team_level(session: Session, t: TeamTournament) -> None:
    """Everything of ``t`` beside the shared rows (which :func:`.convert.insert_tournament`
    wrote from ``t.individuals`` with the team level's settings): the team tables, and the
    games rows numbered by match and board."""
    from sqlalchemy import delete
    session.execute(insert(TeamEventRow), [event_values(
        t.settings, t.scoring, t.individuals.options, t.corrections, t.board_forfeits,
        t.colourless)])
    for number, team in sorted(t.teams.items()):
        player = t.players.get(number)
        session.execute(insert(TeamRow), [team_values(
            team, player.withdrawn_from if player is not None else None)])
        if team.roster:
            session.execute(insert(RosterRow), [
                {"team": number, "position": k, "player": p}
                for k, p in enumerate(team.roster, start=1)])
    boards = t.settings.boards
    session.execute(delete(GameRow))
    for round_no, rnd in enumerate(t.rounds, start=1):
        people = t.individuals.rounds[round_no - 1] if round_no <= len(t.individuals.rounds) \
            else None
        for match, game in enumerate(rnd.games, start=1):
            forfeit = game.result.value if recorded_forfeit(t, round_no, game) else ""
            session.execute(insert(MatchRow), [dict(
                round_no=round_no, number=match, white=game.white, black=game.black,
                forfeit=forfeit, explanation="", message="")])
            for team in (game.white, game.black):
                lineup = t.lineups.get((round_no, team))
                if lineup:
                    session.execute(insert(LineupRow), [
                        {"round_no": round_no, "team": team, "board": k, "player": p}
                        for k, p in enumerate(lineup, start=1)])
            if people is None:
                continue
            white_players = t.lineups.get((round_no, game.white), ())
            for k, player in enumerate(white_players, start=1):
                board = people.game_of(player) if player else None
                if board is not None:
                    session.execute(insert(GameRow), [dict(
                        round_no=round_no, board=board_number(match, k, boards),
                        white=board.white, black=board.black, result=board.result.value,
                        explanation="", message="")])
        for team, kind in rnd.byes.items():
            session.execute(insert(TeamByeRow), [dict(round_no=round_no, team=team,
                                                      kind=kind.value, explanation="",
                                                      message="")])
    for round_no, byes in t.requested_byes.items():
        for team, kind in byes.items():
            session.execute(insert(TeamByeRow), [dict(round_no=round_no, team=team,
                                                      kind=kind.value, explanation="",
                                                      message="")])


def match_values(round_no: int, number: int, white: int, black: int,
                 explanation: str = "") -> dict:
    return dict(round_no=round_no, number=number, white=white, black=black, forfeit="",
                explanation=explanation, message=to_data(explanation))


def bye_values(round_no: int, team: int, kind: ByeKind, explanation: str = "") -> dict:
    return dict(round_no=round_no, team=team, kind=kind.value, explanation=explanation,
                message=to_data(explanation))


__all__ = ["FORFEITS", "MAX_BOARDS", "MAX_TEAMS", "TEAM_TABLES", "board_number", "bye_values",
           "event_values", "forfeits_json", "individual_level", "insert_team_event",
           "insert_team_level", "is_team_event", "load_team", "match_values", "team_values"]
