"""Engine objects to rows and back.

Loading reads rows as SQLite returns them (no ORM objects, no type conversion) and checks
every value as it builds the model (:mod:`.contents`), so a 2000-player, 11-round
tournament loads in a few hundredths of a second and a wrong value is one line naming
table, row and column.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import fields

from sqlalchemy import insert
from sqlalchemy.orm import Session

from arbiter_app.engine import acceleration as ACCELERATION
from arbiter_app.engine.forbidden_rounds import FORBIDDEN_ROUNDS, parse_forbidden_rounds
from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, ListRating, Player,
                                      Round, Scoring, Tournament, TournamentInfo)
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.engine.systems.registry import SYSTEMS
from arbiter_app.engine.tiebreaks.final_ties import playoff, tie_order
from arbiter_app.engine.tiebreaks.records import options_of as tiebreak_options_of
from arbiter_app.engine.tiebreaks.spec import parse_tiebreaks
from arbiter_app.i18n import N_, tr
from arbiter_app.i18n.message import from_data, shown, to_data
from arbiter_app.store import contents as C
from arbiter_app.store import team_convert
from arbiter_app.store.models import (ByeRow, ForbiddenPairRow, GameRow, PlayerRow, RoundRow,
                                      TournamentRow)

INFO_COLUMNS = ("name", "city", "federation", "start_date", "end_date", "kind",
                "chief_arbiter", "deputies", "time_control")
SCORING_FIELDS = tuple(f.name for f in fields(Scoring))
PLAYER_FIELDS = tuple(f.name for f in fields(Player))
_RESULTS = {r.value: r for r in GameResult}
_KINDS = {k.value: k for k in ByeKind}
#: options whose text is a list of ranges of rounds and players: checked at open (a range
#: of a billion players would take the machine's memory where it is expanded)
_OPTION_GRAMMARS = {ACCELERATION.EXPLICIT: ACCELERATION.parse_ranges,
                    FORBIDDEN_ROUNDS: parse_forbidden_rounds}


# -- settings ---------------------------------------------------------------
def settings_values(t: Tournament, tiebreaks: list[str] | None = None) -> dict:
    """Column values of the tournament row for ``t``."""
    values = {name: getattr(t.info, name) for name in INFO_COLUMNS}
    values.update({f"score_{name}": float(getattr(t.scoring, name)) for name in SCORING_FIELDS})
    values.update(system=t.system, total_rounds=t.total_rounds,
                  initial_colour=t.initial_colour.value if t.initial_colour else None,
                  options=json.dumps(t.options, sort_keys=True),
                  extra_lines=json.dumps(t.info.extra_lines))
    if tiebreaks is not None:
        values["tiebreaks"] = json.dumps(list(tiebreaks))
    return values


_TOURNAMENT_COLUMNS = (*INFO_COLUMNS, *(f"score_{name}" for name in SCORING_FIELDS), "system",
                       "total_rounds", "initial_colour", "options", "extra_lines")
_COLOURS = {"w": Colour.WHITE, "b": Colour.BLACK, None: None, "": None}


def raw(session: Session) -> sqlite3.Connection:
    """The DBAPI connection of ``session``'s transaction: rows as SQLite returns them,
    with no type conversion of SQLAlchemy's to hide a wrong type."""
    return session.connection().connection.driver_connection


def _settings(t: Tournament, row: tuple) -> None:
    table = "tournament"
    values = dict(zip(_TOURNAMENT_COLUMNS, row))
    t.info = TournamentInfo(**{name: C.text(values[name], table, 1, name)
                               for name in INFO_COLUMNS},
                            extra_lines=C.string_list(values["extra_lines"], table, 1,
                                                      "extra_lines"))
    t.scoring = Scoring(**{name: C.points(values[f"score_{name}"], table, 1, f"score_{name}")
                           for name in SCORING_FIELDS})
    system = C.text(values["system"], table, 1, "system")
    if system and system not in SYSTEMS:  # "": none chosen yet (the store's own tests)
        raise C.bad(table, 1, tr("{column} {value} is not {what}", column="system",
                                 value=C.shown_value(system),
                                 what=tr("a pairing system this version of Arbiter has")))
    t.system = system
    t.total_rounds = C.optional_integer(values["total_rounds"], table, 1, "total_rounds", 1,
                                        C.MAX_ROUNDS)
    t.initial_colour = C.code(values["initial_colour"], table, 1, "initial_colour", _COLOURS,
                              tr("a colour (w or b)"))
    t.options = C.string_map(values["options"], table, 1, "options")
    for key, parse in _OPTION_GRAMMARS.items():  # options read as ranges of players
        if key in t.options:
            try:
                parse(t.options[key])
            except ValueError as exc:
                raise C.bad(table, 1, tr("option {key}: {problem}", key=key,
                                         problem=shown(str(exc)))) from None
    for parse in (tiebreak_options_of, tie_order, playoff):  # the tie-break options the engine reads
        try:
            parse(t)
        except ValueError as exc:  # the engine's text names the option
            raise C.bad(table, 1, shown(str(exc))) from None


def result_of(value) -> GameResult:
    try:
        return _RESULTS[value]
    except (KeyError, TypeError):
        raise C.BadValue(tr("result {value} is not a result",
                            value=C.shown_value(value))) from None


def load_tiebreaks(session: Session) -> list[str]:
    return tiebreaks_of(raw(session))


def tiebreaks_of(con: sqlite3.Connection) -> list[str]:
    """The tournament's tie-break list, each one a name the engine knows (or a preset)."""
    row = con.execute("SELECT tiebreaks FROM tournament WHERE id = 1").fetchone()
    names = C.string_list(row[0], "tournament", 1, "tiebreaks") if row else []
    for name in names:
        try:
            if not name.strip():
                raise ValueError(N_("an empty tie-break name"))
            parse_tiebreaks([name])
        except ValueError as exc:  # UnknownTiebreak too: the engine's text names it
            raise C.bad("tournament", 1, tr("tiebreaks: {problem}",
                                            problem=shown(str(exc)))) from None
    return names


def load_options(session: Session) -> dict[str, str]:
    row = raw(session).execute("SELECT options FROM tournament WHERE id = 1").fetchone()
    return C.string_map(row[0], "tournament", 1, "options") if row else {}


# -- the whole tournament ---------------------------------------------------
def load_tournament(con: sqlite3.Connection) -> Tournament:
    """The tournament the database open on ``con`` holds, every value checked
    (:mod:`.contents`: a :class:`~.contents.BadValue` names the first one Arbiter
    never writes)."""
    t = Tournament()
    rows = con.execute(f"SELECT id, {', '.join(_TOURNAMENT_COLUMNS)} FROM tournament").fetchall()
    if len(rows) != 1 or rows[0][0] != 1:
        raise C.BadValue(tr("its table tournament has {n} rows; it has exactly one, row 1, "
                            "in a tournament file", n=len(rows)))
    _settings(t, rows[0][1:])
    players = t.players
    for row in con.execute(f"SELECT {', '.join(PLAYER_FIELDS)} FROM players"):
        player = _player(row)
        players[player.number] = player
    round_numbers = []
    rounds = {}
    for number, date in con.execute("SELECT number, date FROM rounds ORDER BY number"):
        if number != len(round_numbers) + 1:
            raise C.bad("rounds", number, tr("round {number} follows round {previous}; the "
                                             "rounds are numbered 1, 2, 3, ...",
                                             number=C.shown_value(number),
                                             previous=len(round_numbers)))
        round_numbers.append(number)
        rounds[number] = Round(date=C.text(date, "rounds", number, "date"))
    team = team_convert.is_team_event(con)
    _games(con, rounds, players, team)
    _byes(con, t, rounds, players)
    t.rounds = [rounds[n] for n in round_numbers]
    t.forbidden_pairs = _forbidden_pairs(con)
    if team:  # the individual games of a team event (arbiter_app.store.team_convert)
        team_convert.individual_level(con, t)
    return t


def _games(raw: sqlite3.Connection, rounds: dict, players: dict, team: bool = False) -> None:
    """``team``: a team event's games, numbered by match and board (a board without a game,
    an empty one, leaves its number out: :mod:`.team_convert` checks them)."""
    results = _RESULTS
    current, board_expected, seen = None, 0, set()
    for rowid, round_no, board, white, black, result in raw.execute(
            "SELECT rowid, round_no, board, white, black, result FROM games "
            "ORDER BY round_no, board"):
        rnd = rounds.get(round_no)
        if rnd is None:
            raise C.bad("games", rowid, tr("round_no {value} is not a paired round",
                                           value=C.shown_value(round_no)))
        if rnd is not current:
            current, board_expected, seen = rnd, 1, set()
        if team and type(board) is int and board_expected <= board <= C.MAX_ROWS["games"]:
            board_expected = board
        if board != board_expected:
            raise C.bad("games", rowid, tr("board {value} of round {round}: the boards of a "
                                           "round are numbered 1, 2, 3, ...",
                                           value=C.shown_value(board), round=round_no))
        board_expected += 1
        for column, number in (("white", white), ("black", black)):
            if number not in players or type(number) is not int:
                raise C.bad("games", rowid, tr("{column} {value} is not a player",
                                               column=column, value=C.shown_value(number)))
            if number in seen:
                raise C.bad("games", rowid, tr("player {number} plays twice in round "
                                               "{round}", number=number, round=round_no))
            seen.add(number)
        if result not in results:
            raise C.bad("games", rowid, tr("result {value} is not a result",
                                           value=C.shown_value(result)))
        rnd.games.append(Game(white, black, results[result]))


def _byes(raw: sqlite3.Connection, t: Tournament, rounds: dict, players: dict) -> None:
    kinds = _KINDS
    for rowid, round_no, player, kind in raw.execute(
            "SELECT rowid, round_no, player, kind FROM byes ORDER BY round_no, player"):
        C.integer(round_no, "byes", rowid, "round_no", 1, C.MAX_ROUNDS)
        if player not in players or type(player) is not int:
            raise C.bad("byes", rowid, tr("player {value} is not a player",
                                          value=C.shown_value(player)))
        kind = C.code(kind, "byes", rowid, "kind", kinds, tr("a kind of bye (U, H, F or Z)"))
        target = rounds.get(round_no)
        if target is not None:
            if target.game_of(player) is not None:
                raise C.bad("byes", rowid, tr("player {number} has a bye and a game in "
                                              "round {round}", number=player, round=round_no))
            target.byes[player] = kind
        elif kind is ByeKind.PAIRING_ALLOCATED:
            raise C.bad("byes", rowid, tr("a pairing-allocated bye in round {round}, which "
                                          "is not paired", round=round_no))
        else:
            t.requested_byes.setdefault(round_no, {})[player] = kind


def _forbidden_pairs(raw: sqlite3.Connection) -> set[frozenset[int]]:
    pairs = set()
    for rowid, first, second in raw.execute(
            "SELECT rowid, first, second FROM forbidden_pairs"):
        C.integer(first, "forbidden_pairs", rowid, "first", 1, C.MAX_PLAYERS)
        C.integer(second, "forbidden_pairs", rowid, "second", 1, C.MAX_PLAYERS)
        if first >= second:
            raise C.bad("forbidden_pairs", rowid, tr("the pair {first}-{second} is not written "
                                                     "as the smaller number first",
                                                     first=first, second=second))
        pairs.add(frozenset((first, second)))
    return pairs


def insert_tournament(session: Session, t: Tournament, tiebreaks: list[str], created_at: str
                      ) -> None:
    """Write all of ``t`` into an empty file."""
    session.execute(insert(TournamentRow), [dict(settings_values(t, tiebreaks), id=1,
                                                 created_at=created_at)])
    if t.players:
        session.execute(insert(PlayerRow), [player_values(p) for p in t.players.values()])
    for round_no, rnd in enumerate(t.rounds, start=1):
        session.execute(insert(RoundRow), [{"number": round_no, "date": rnd.date,
                                            "paired_at": "", "manual": 0}])
        if rnd.games:
            session.execute(insert(GameRow), [
                {"round_no": round_no, "board": board, "white": g.white, "black": g.black,
                 "result": g.result.value, "explanation": ""}
                for board, g in enumerate(rnd.games, start=1)])
        _insert_byes(session, round_no, rnd.byes)
    for round_no, byes in t.requested_byes.items():
        _insert_byes(session, round_no, byes)
    if t.forbidden_pairs:
        session.execute(insert(ForbiddenPairRow), [
            {"first": min(pair), "second": max(pair)} for pair in t.forbidden_pairs])


def _insert_byes(session: Session, round_no: int, byes: dict[int, ByeKind]) -> None:
    if byes:
        session.execute(insert(ByeRow), [
            {"round_no": round_no, "player": player, "kind": kind.value, "explanation": ""}
            for player, kind in byes.items()])


def player_values(p: Player) -> dict:
    values = {name: getattr(p, name) for name in PLAYER_FIELDS}
    values["fide_ratings"] = json.dumps([[r.kind, r.rating, r.k, r.source]
                                         for r in p.fide_ratings])
    values["round_ratings"] = json.dumps([list(x) for x in p.round_ratings])
    return values


def _player(row: tuple) -> Player:
    """A player from its row (columns in ``PLAYER_FIELDS`` order), every value checked."""
    (number, name, rating, title, sex, federation, fide_id, birth_date, entry_round,
     withdrawn_from, manual_rating, fide_ratings, round_ratings, half_byes, expelled) = row
    table, text, whole = "players", C.text, C.integer
    number = whole(number, table, number, "number", 1, C.MAX_PLAYERS)
    return Player(
        number, text(name, table, number, "name"),
        whole(rating, table, number, "rating", 0, C.MAX_RATING),
        text(title, table, number, "title"), text(sex, table, number, "sex"),
        text(federation, table, number, "federation"), text(fide_id, table, number, "fide_id"),
        text(birth_date, table, number, "birth_date"),
        whole(entry_round, table, number, "entry_round", 1, C.MAX_ROUNDS + 1),
        C.optional_integer(withdrawn_from, table, number, "withdrawn_from", 1,
                           C.MAX_ROUNDS + 1),
        whole(manual_rating, table, number, "manual_rating", 0, C.MAX_RATING),
        tuple(ListRating(*entry) for entry in C.list_ratings(fide_ratings, table, number,
                                                             "fide_ratings")),
        tuple(tuple(entry) for entry in C.round_ratings(round_ratings, table, number,
                                                        "round_ratings")),
        C.flag(half_byes, table, number, "half_byes"), C.flag(expelled, table, number,
                                                              "expelled"))


# -- one round's pairing ------------------------------------------------------
def load_pairing(session: Session, round_no: int) -> Pairing:
    """The pairing of round ``round_no`` (the values were checked when the file was
    opened: :func:`load_tournament` and :func:`.contents.check_side_tables`)."""
    con = raw(session)
    boards = [Board(w, b, from_data(message, explanation))
              for w, b, explanation, message in con.execute(
                  "SELECT white, black, explanation, message FROM games WHERE round_no = ? "
                  "ORDER BY board", (round_no,))]
    pairing = Pairing(boards=boards)
    bye = con.execute("SELECT player, explanation, message FROM byes WHERE round_no = ? "
                      "AND kind = ?", (round_no, ByeKind.PAIRING_ALLOCATED.value)).fetchone()
    if bye is not None:
        pairing.bye, pairing.bye_explanation = bye[0], from_data(bye[2], bye[1])
    return pairing


def insert_pairing(session: Session, round_no: int, pairing: Pairing) -> None:
    """The games and pairing-allocated bye of ``pairing`` as round ``round_no``."""
    if pairing.boards:
        session.execute(insert(GameRow), [
            {"round_no": round_no, "board": board_no, "white": b.white, "black": b.black,
             "result": GameResult.PENDING.value, "explanation": b.explanation,
             "message": to_data(b.explanation)}
            for board_no, b in enumerate(pairing.boards, start=1)])
    if pairing.bye is not None:
        session.execute(insert(ByeRow), [{"round_no": round_no, "player": pairing.bye,
                                          "kind": ByeKind.PAIRING_ALLOCATED.value,
                                          "explanation": pairing.bye_explanation,
                                          "message": to_data(pairing.bye_explanation)}])
