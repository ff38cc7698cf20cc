"""What one transaction on a tournament file asks (:class:`Reader`) and changes
(:class:`Writer`); :class:`~arbiter_app.store.tournament_file.TournamentFile` gives one of
them to each ``read()`` / ``write()`` block.

The values read were checked when the file was opened (:mod:`.contents`); the model is
built by :mod:`.convert`.  The writer never writes what the open would refuse: a player
number over 9999, a round over 999 (:func:`_within_rounds`).
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Callable

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.orm import Session

from arbiter_app.engine.model import ByeKind, GameResult, Player, Tournament
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import to_data
from arbiter_app.store import convert
from arbiter_app.store.backup import valid_uid
from arbiter_app.store.contents import MAX_LIST_RATINGS, MAX_PLAYERS, MAX_ROUNDS
from arbiter_app.store.errors import StoreError
from arbiter_app.store.team_transactions import TeamReads, TeamWrites
from arbiter_app.store.models import (AuditRow, ByeRow, ForbiddenPairRow, GameRow,
                                      PairingOverrideRow, PlayerRow, RoundRow, TournamentRow)


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class Reader(TeamReads):
    """Queries inside one transaction (a consistent snapshot); a team event's:
    :class:`~.team_transactions.TeamReads`."""

    def __init__(self, session: Session, known: Callable[[], Tournament | None] = None,
                 learn: Callable[[Tournament], None] = None):
        self.session = session
        self._known = known
        self._learn = learn

    def tournament(self) -> Tournament:
        """The tournament the file holds, a model of the caller's own.  Loading 2000
        players over 10 rounds takes a noticeable time, so the file's owner may know it
        already (``known``: checked when the file was opened, or loaded since, and the
        file unchanged) and keeps what is loaded here (``learn``)."""
        model = self._known() if self._known is not None else None
        if model is None:
            model = convert.load_tournament(convert.raw(self.session))
            if self._learn is not None:
                self._learn(model)
        return model

    def tiebreaks(self) -> list[str]:
        return convert.load_tiebreaks(self.session)

    def auto_rank(self) -> bool:
        """The setting auto_rank_before_round1 (schema 3)."""
        return bool(self.session.scalar(select(TournamentRow.auto_rank_before_round1)))

    def pairing(self, round_no: int) -> Pairing:
        return convert.load_pairing(self.session, round_no)

    def rounds_paired(self) -> int:
        return self.session.scalar(select(func.count()).select_from(RoundRow)) or 0

    def round_exists(self, round_no: int) -> bool:
        return self.session.get(RoundRow, round_no) is not None

    def board_count(self, round_no: int) -> int:
        return self.session.scalar(select(func.count()).select_from(GameRow)
                                   .where(GameRow.round_no == round_no)) or 0

    def game(self, round_no: int, board: int) -> tuple[int, int, GameResult] | None:
        row = self.session.execute(select(GameRow.white, GameRow.black, GameRow.result).where(
            GameRow.round_no == round_no, GameRow.board == board)).first()
        if row is None:
            return None
        return row[0], row[1], convert.result_of(row[2])

    def paired_times(self) -> dict[int, str]:
        """Round -> when it was paired (UTC, ISO 8601; "" for a round imported from a file)."""
        return {n: t or "" for n, t in self.session.execute(
            select(RoundRow.number, RoundRow.paired_at))}

    def manual_rounds(self) -> set[int]:
        """The rounds whose stored pairing is a manual one."""
        return set(self.session.scalars(select(RoundRow.number).where(RoundRow.manual != 0)))

    def audit_log(self) -> list[tuple[str, str, str]]:
        return [tuple(r) for r in self.session.execute(
            select(AuditRow.timestamp, AuditRow.action, AuditRow.details).order_by(AuditRow.id))]

    def overrides(self) -> list[dict]:
        rows = self.session.execute(select(PairingOverrideRow).order_by(PairingOverrideRow.id))
        return [{c: getattr(r, c) for c in ("id", "round_no", "timestamp", "reason",
                                            "engine_pairing", "manual_pairing", "violations",
                                            "differences")}
                for r in rows.scalars()]

    def options(self) -> dict[str, str]:
        return convert.load_options(self.session)

    def uid(self) -> str | None:
        """The tournament's own id (schema 8), None when the file holds no valid one."""
        return valid_uid(self.session.scalar(select(TournamentRow.uid)))

    def is_manual(self, round_no: int) -> bool:
        return bool(self.session.scalar(select(RoundRow.manual)
                                        .where(RoundRow.number == round_no)))


class Writer(Reader, TeamWrites):
    """Changes inside one transaction; committed together when the block ends (a team
    event's: :class:`~.team_transactions.TeamWrites`)."""

    def __init__(self, session: Session, known: Callable[[], Tournament | None] = None,
                 learn: Callable[[Tournament], None] = None):
        super().__init__(session, known, learn)
        self._start = self._changes()
        #: what the tournament is once this transaction is committed, when the caller
        #: said so (:meth:`becomes`)
        self.after: Tournament | None = None
        #: who makes the change when it is not the one at the keyboard (the venue
        #: server's code holder, "deputy Anna"): written after every audit entry's details
        self.actor = ""

    def _changes(self) -> int:
        return convert.raw(self.session).total_changes

    @property
    def changed(self) -> bool:
        """Something was written in this transaction (so far)."""
        return self._changes() != self._start

    def tournament(self) -> Tournament:
        if not self.changed:  # what the file held before this transaction
            return super().tournament()
        return convert.load_tournament(convert.raw(self.session))

    def becomes(self, t: Tournament) -> None:
        """Say that the file holds ``t`` once this transaction is committed (its owner
        keeps a copy, and the next reader need not load it); ``t`` must be exactly what
        :meth:`tournament` would then load."""
        self.after = t.copy()

    def set_settings(self, **values) -> None:
        unknown = set(values) - set(TournamentRow.__table__.columns.keys())
        if unknown:
            raise StoreError(f"unknown settings: {', '.join(sorted(unknown))}")
        if values.get("total_rounds") is not None:
            _within_rounds(values["total_rounds"])
        if "tiebreaks" in values and not isinstance(values["tiebreaks"], str):
            values["tiebreaks"] = json.dumps(list(values["tiebreaks"]))
        self.session.execute(update(TournamentRow).where(TournamentRow.id == 1).values(**values))

    def set_option(self, key: str, value: str | None) -> None:
        """One entry of ``Tournament.options`` (``None`` removes it)."""
        options = self.options()
        if value is None:
            options.pop(key, None)
        else:
            options[key] = str(value)
        self.set_settings(options=json.dumps(options, sort_keys=True))

    def set_forbidden_pair(self, first: int, second: int, forbidden: bool) -> None:
        """Forbid (``forbidden``) or allow again the pairing of two players."""
        first, second = min(first, second), max(first, second)
        if forbidden:
            self.session.execute(insert(ForbiddenPairRow), [{"first": first, "second": second}])
        else:
            self.session.execute(delete(ForbiddenPairRow).where(
                ForbiddenPairRow.first == first, ForbiddenPairRow.second == second))

    def rewrite_entries(self, t: Tournament) -> None:
        """Replace the players, requested byes, forbidden pairs, options and
        kept lines by those of ``t`` (used to renumber the players before
        round 1: refused once a round exists, since games refer to players)."""
        if self.rounds_paired():
            raise StoreError(tr("a round is paired; the entries can no longer be rewritten"))
        self.session.execute(delete(ByeRow))
        self.session.execute(delete(ForbiddenPairRow))
        self.session.execute(delete(PlayerRow))
        if t.players:
            self.session.execute(insert(PlayerRow), [convert.player_values(p)
                                                     for p in t.players.values()])
        for round_no, byes in t.requested_byes.items():
            for player, kind in byes.items():
                self.set_bye(round_no, player, kind)
        if t.forbidden_pairs:
            self.session.execute(insert(ForbiddenPairRow), [
                {"first": min(pair), "second": max(pair)} for pair in t.forbidden_pairs])
        self.set_settings(options=json.dumps(t.options, sort_keys=True),
                          extra_lines=json.dumps(t.info.extra_lines))

    def renumber_paired(self, t: Tournament, mapping: dict[int, int]) -> None:
        """Give every player the number ``mapping`` (old -> new, every player) says while
        rounds are paired (C.04.2 2.3-2.5: the TPNs reassigned before round 4): the games
        and byes (pairing-allocated and requested) follow their players in place, and
        the players' fields, the forbidden pairs, options and kept lines become those of ``t``
        (already renumbered by the caller).  The foreign keys are checked when the
        transaction commits, once every number has moved."""
        from sqlalchemy import text
        self.session.execute(text("PRAGMA defer_foreign_keys = ON"))
        moved = {old: new for old, new in mapping.items() if old != new}
        for table, column in ((PlayerRow, PlayerRow.number), (GameRow, GameRow.white),
                              (GameRow, GameRow.black), (ByeRow, ByeRow.player)):
            for old, new in moved.items():  # via negative numbers: no two rows clash
                self.session.execute(update(table).where(column == old).values(
                    {column.key: -new}))
            self.session.execute(update(table).where(column < 0).values(
                {column.key: -column}))
        self.session.execute(delete(ForbiddenPairRow))
        if t.forbidden_pairs:
            self.session.execute(insert(ForbiddenPairRow), [
                {"first": min(pair), "second": max(pair)} for pair in t.forbidden_pairs])
        for player in t.players.values():
            self.update_player(player)
        self.set_settings(options=json.dumps(t.options, sort_keys=True),
                          extra_lines=json.dumps(t.info.extra_lines))

    def update_override(self, override_id: int, **values: str) -> None:
        self.session.execute(update(PairingOverrideRow)
                             .where(PairingOverrideRow.id == override_id).values(**values))

    def set_round_date(self, round_no: int, date: str) -> None:
        """The date of the paired round ``round_no`` (where a date set before
        the round is paired is kept is the services' decision, not the store's)."""
        done = self.session.execute(update(RoundRow).where(RoundRow.number == round_no)
                                    .values(date=date))
        if done.rowcount != 1:
            raise StoreError(tr("round {round} is not paired", round=round_no))

    def add_player(self, player: Player) -> None:
        if not 1 <= player.number <= MAX_PLAYERS:
            raise StoreError(tr("a tournament holds at most {most} players (TRF numbers them 1 "
                                "to {most}); player {number} cannot be added",
                                most=MAX_PLAYERS, number=player.number))
        _within_ratings(player)
        self.session.execute(insert(PlayerRow), [convert.player_values(player)])

    def update_player(self, player: Player) -> None:
        _within_ratings(player)
        values = convert.player_values(player)
        number = values.pop("number")
        self.session.execute(update(PlayerRow).where(PlayerRow.number == number).values(**values))

    def delete_player(self, number: int) -> None:
        self.session.execute(delete(PlayerRow).where(PlayerRow.number == number))

    def set_bye(self, round_no: int, player: int, kind: ByeKind, explanation: str = "") -> None:
        _within_rounds(round_no)
        self.delete_bye(round_no, player)
        self.session.execute(insert(ByeRow), [{"round_no": round_no, "player": player,
                                               "kind": kind.value, "explanation": explanation,
                                               "message": to_data(explanation)}])

    def delete_bye(self, round_no: int, player: int) -> bool:
        result = self.session.execute(delete(ByeRow).where(ByeRow.round_no == round_no,
                                                           ByeRow.player == player))
        return bool(result.rowcount)

    def add_round(self, round_no: int, pairing: Pairing, *, manual: bool = False,
                  date: str = "") -> None:
        """Save ``pairing`` as round ``round_no``, dated ``date``."""
        _within_rounds(round_no)
        self.session.execute(insert(RoundRow), [{"number": round_no, "date": date,
                                                 "paired_at": now(), "manual": int(manual)}])
        convert.insert_pairing(self.session, round_no, pairing)

    def replace_pairing(self, round_no: int, pairing: Pairing, *, manual: bool) -> None:
        self._delete_pairing(round_no)
        self.session.execute(update(RoundRow).where(RoundRow.number == round_no)
                             .values(manual=int(manual), paired_at=now()))
        convert.insert_pairing(self.session, round_no, pairing)

    def delete_round(self, round_no: int) -> str:
        """Remove a round's pairing; its requested byes and absences stay as
        requests for that round.  Returns the round's date ("" when none)."""
        date = self.session.scalar(select(RoundRow.date).where(RoundRow.number == round_no))
        self._delete_pairing(round_no)
        self.session.execute(delete(RoundRow).where(RoundRow.number == round_no))
        return date or ""

    def _delete_pairing(self, round_no: int) -> None:
        self.session.execute(delete(GameRow).where(GameRow.round_no == round_no))
        self.session.execute(delete(ByeRow).where(
            ByeRow.round_no == round_no, ByeRow.kind == ByeKind.PAIRING_ALLOCATED.value))

    def set_result(self, round_no: int, board: int, result: GameResult) -> None:
        done = self.session.execute(update(GameRow).where(
            GameRow.round_no == round_no, GameRow.board == board).values(result=result.value))
        if done.rowcount != 1:
            raise StoreError(tr("round {round} has no board {board}", round=round_no,
                                board=board))

    def add_override(self, round_no: int, reason: str, engine_pairing: str,
                     manual_pairing: str, violations: str, differences: str) -> None:
        self.session.execute(insert(PairingOverrideRow), [dict(
            round_no=round_no, timestamp=now(), reason=reason, engine_pairing=engine_pairing,
            manual_pairing=manual_pairing, violations=violations, differences=differences)])

    def audit(self, action: str, details: str = "") -> None:
        if self.actor:
            details = f"{details} (by {self.actor})" if details else f"by {self.actor}"
        self.session.execute(insert(AuditRow), [{"timestamp": now(), "action": action,
                                                 "details": details}])


def _within_rounds(round_no: int) -> None:
    """The store never writes what its own open would refuse (:mod:`.contents`)."""
    if not 1 <= round_no <= MAX_ROUNDS:
        raise StoreError(tr("a tournament has at most {most} rounds; round {round} is "
                            "refused", most=MAX_ROUNDS, round=round_no))


def _within_ratings(player: Player) -> None:
    if len(player.round_ratings) > MAX_LIST_RATINGS:
        raise StoreError(tr("player {number} would have more than {most} ratings by round",
                            number=player.number, most=MAX_LIST_RATINGS))
