"""Engine objects to rows and back.

Loading uses column selects (no ORM objects) so a 2000-player, 11-round
tournament loads in a few hundredths of a second.
"""

from __future__ import annotations

import json
from dataclasses import fields

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from arbiter_app.engine.model import (ByeKind, Colour, Game, GameResult, ListRating, Player,
                                      Round, Scoring, Tournament, TournamentInfo)
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.store.models import (ByeRow, ForbiddenPairRow, GameRow, PlayerRow, RoundRow,
                                      TournamentRow)

INFO_COLUMNS = ("name", "city", "federation", "start_date", "end_date", "kind",
                "chief_arbiter", "deputies", "time_control")
SCORING_FIELDS = tuple(f.name for f in fields(Scoring))
PLAYER_FIELDS = tuple(f.name for f in fields(Player))
_RESULTS = {r.value: r for r in GameResult}
_KINDS = {k.value: k for k in ByeKind}


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


def _apply_settings(t: Tournament, row) -> None:
    t.info = TournamentInfo(**{name: getattr(row, name) for name in INFO_COLUMNS},
                            extra_lines=json.loads(row.extra_lines))
    t.scoring = Scoring(**{name: getattr(row, f"score_{name}") for name in SCORING_FIELDS})
    t.system = row.system
    t.total_rounds = row.total_rounds
    t.initial_colour = Colour(row.initial_colour) if row.initial_colour else None
    t.options = json.loads(row.options)


def load_tiebreaks(session: Session) -> list[str]:
    return json.loads(session.scalar(select(TournamentRow.tiebreaks)) or "[]")


# -- the whole tournament ---------------------------------------------------
def load_tournament(session: Session) -> Tournament:
    t = Tournament()
    row = session.execute(select(TournamentRow).where(TournamentRow.id == 1)).scalar_one()
    _apply_settings(t, row)
    player_columns = [getattr(PlayerRow, name) for name in PLAYER_FIELDS]
    t.players = {r[0]: _player(r) for r in session.execute(select(*player_columns))}
    round_rows = session.execute(
        select(RoundRow.number, RoundRow.date).order_by(RoundRow.number)).all()
    round_numbers = [number for number, _ in round_rows]
    rounds = {number: Round(date=date) for number, date in round_rows}
    results = _RESULTS
    for round_no, white, black, result in session.execute(
            select(GameRow.round_no, GameRow.white, GameRow.black, GameRow.result)
            .order_by(GameRow.round_no, GameRow.board)):
        rounds[round_no].games.append(Game(white, black, results[result]))
    kinds = _KINDS
    for round_no, player, kind in session.execute(
            select(ByeRow.round_no, ByeRow.player, ByeRow.kind)
            .order_by(ByeRow.round_no, ByeRow.player)):
        target = rounds.get(round_no)
        if target is not None:
            target.byes[player] = kinds[kind]
        else:
            t.requested_byes.setdefault(round_no, {})[player] = kinds[kind]
    t.rounds = [rounds[n] for n in round_numbers]
    t.forbidden_pairs = {frozenset(pair) for pair in session.execute(
        select(ForbiddenPairRow.first, ForbiddenPairRow.second))}
    return t


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


_FIDE_RATINGS = PLAYER_FIELDS.index("fide_ratings")
_ROUND_RATINGS = PLAYER_FIELDS.index("round_ratings")


def _player(row) -> Player:
    """A player from its row (columns in ``PLAYER_FIELDS`` order; the JSON ones decoded)."""
    values = list(row)
    values[_FIDE_RATINGS] = tuple(ListRating(*entry)
                                  for entry in json.loads(values[_FIDE_RATINGS] or "[]"))
    values[_ROUND_RATINGS] = tuple(tuple(entry)
                                   for entry in json.loads(values[_ROUND_RATINGS] or "[]"))
    return Player(*values)


# -- one round's pairing ------------------------------------------------------
def load_pairing(session: Session, round_no: int) -> Pairing:
    boards = [Board(w, b, explanation) for w, b, explanation in session.execute(
        select(GameRow.white, GameRow.black, GameRow.explanation)
        .where(GameRow.round_no == round_no).order_by(GameRow.board))]
    pairing = Pairing(boards=boards)
    bye = session.execute(select(ByeRow.player, ByeRow.explanation).where(
        ByeRow.round_no == round_no, ByeRow.kind == ByeKind.PAIRING_ALLOCATED.value)).first()
    if bye is not None:
        pairing.bye, pairing.bye_explanation = bye
    return pairing


def insert_pairing(session: Session, round_no: int, pairing: Pairing) -> None:
    """The games and pairing-allocated bye of ``pairing`` as round ``round_no``."""
    if pairing.boards:
        session.execute(insert(GameRow), [
            {"round_no": round_no, "board": board_no, "white": b.white, "black": b.black,
             "result": GameResult.PENDING.value, "explanation": b.explanation}
            for board_no, b in enumerate(pairing.boards, start=1)])
    if pairing.bye is not None:
        session.execute(insert(ByeRow), [{"round_no": round_no, "player": pairing.bye,
                                          "kind": ByeKind.PAIRING_ALLOCATED.value,
                                          "explanation": pairing.bye_explanation}])
