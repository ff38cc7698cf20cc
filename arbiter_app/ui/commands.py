"""Undoable actions (QUndoCommand), each a pair of service calls.

:meth:`Command.do` and :meth:`Command.undo_op` run on the worker thread with
the service.  A command is pushed on the undo stack only after its first
``do`` succeeded (see :meth:`Session.perform`), so ``redo`` right after
``push`` does nothing.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from PySide6.QtGui import QUndoCommand

from arbiter_app.engine.model import ByeKind, GameResult, Player
from arbiter_app.engine.systems.base import Pairing
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.ui.models.rows import RESULT_TEXT
from arbiter_app.ui.qtcompat import emit


#: the undo text of a requested bye, by kind (filled with number= and round_no=)
BYE_REQUESTS = {
    ByeKind.HALF_POINT: N_("request a half point bye of player {number} in round {round_no}"),
    ByeKind.FULL_POINT: N_("request a full point bye of player {number} in round {round_no}"),
    ByeKind.ZERO_POINT: N_("request a zero point bye of player {number} in round {round_no}"),
    ByeKind.PAIRING_ALLOCATED: N_("request a pairing allocated bye of player {number} in round "
                                  "{round_no}"),
}


class Command(QUndoCommand):
    def __init__(self, session, text: str) -> None:
        super().__init__(text)
        self.session = session
        self.first_done = False

    def do(self, service):  # worker thread
        raise NotImplementedError

    def undo_op(self, service):  # worker thread
        raise NotImplementedError

    def redo(self) -> None:
        if self.first_done:
            self.first_done = False
            return
        self.session.run(tr("Redo {action}", action=self.text()), self.do,
                         on_error=self.session.undo_failed)

    def undo(self) -> None:
        self.session.run(tr("Undo {action}", action=self.text()), self.undo_op,
                         on_error=self.session.undo_failed)


PLAYER_FIELDS = ("name", "rating", "title", "sex", "federation", "fide_id", "birth_date",
                 "half_byes", "manual_rating")


def player_fields(player: Player, t=None) -> dict:
    """The editable fields of ``player``; with its tournament ``t``, its K too, and
    its national rating of the tournament's national federation (when it has one)."""
    fields = {name: getattr(player, name) for name in PLAYER_FIELDS}
    if t is not None:
        from arbiter_app.services.national import national_federation, national_rating
        from arbiter_app.services.ratings import k_factors
        fields["k"] = k_factors(t).get(player.number)
        federation = national_federation(t)
        if federation:
            fields["national_federation"] = federation
            fields["national"] = national_rating(t, player.number, federation)
    return fields


class AddPlayer(Command):
    """``confirm``: the arbiter confirmed the warnings (a duplicate, ...)."""

    def __init__(self, session, fields_: dict, confirm: bool = False) -> None:
        super().__init__(session, tr("add player {name}", name=fields_.get('name', '')))
        self.fields = dict(fields_)
        self.confirm = confirm
        self.number: int | None = None
        self.withdrawn = False

    def do(self, service):
        if self.withdrawn:  # redo after an undo that could only withdraw the entry
            service.readmit_player(self.number)
            self.withdrawn = False
            return service.tournament().players[self.number]
        player = service.add_player(**self.fields, confirm=self.confirm)
        self.number = player.number
        return player

    def undo_op(self, service):
        self.withdrawn = self.remove(service, self.number)

    @staticmethod
    def remove(service, number: int) -> bool:
        """Remove the entry; True when it could only be withdrawn (the services
        API has no removal yet): then it never takes part."""
        remove = getattr(service, "remove_player", None)
        if remove is not None:
            remove(number)
            return False
        t = service.tournament()
        service.withdraw_player(number, from_round=t.players[number].entry_round)
        return True


class AddPlayers(Command):
    """An import: several players in one undoable step (one transaction).
    ``confirm`` adds the duplicates the arbiter was warned of too,
    ``skip_duplicates`` leaves them out (``skipped``: how many, for the text)."""

    def __init__(self, session, players: list[dict], confirm: bool = False,
                 skip_duplicates: bool = False, skipped: int = 0) -> None:
        count = len(players) - skipped
        super().__init__(session, trn("import {n} player", "import {n} players", count))
        self.players = [dict(p) for p in players]
        self.confirm, self.skip_duplicates = confirm, skip_duplicates
        self.numbers: list[int] = []
        self.withdrawn = False

    def do(self, service):
        if self.withdrawn:
            for number in self.numbers:
                service.readmit_player(number)
            self.withdrawn = False
            return self.numbers
        added = service.add_players(self.players, confirm=self.confirm,
                                    skip_duplicates=self.skip_duplicates)
        self.numbers = [p.number for p in added]
        return self.numbers

    def undo_op(self, service):
        for number in reversed(self.numbers):
            self.withdrawn = AddPlayer.remove(service, number)


class DeletePlayer(Command):
    """Delete an entry made by mistake; undo puts it back with its number and byes."""

    def __init__(self, session, player: Player, byes: dict) -> None:
        super().__init__(session, tr("delete player {number} {name}", number=player.number,
                                     name=player.name))
        self.player, self.byes = player, dict(byes)

    def do(self, service):
        service.remove_player(self.player.number)

    def undo_op(self, service):
        service.restore_player(self.player)
        for round_no, kind in sorted(self.byes.items()):
            service.request_bye(self.player.number, round_no, kind)


class EditPlayer(Command):
    def __init__(self, session, number: int, old: dict, new: dict) -> None:
        super().__init__(session, tr("edit player {number}", number=number))
        self.number = number
        changed = {k for k in new if new[k] != old.get(k)}
        self.old = {k: old[k] for k in changed}
        self.new = {k: new[k] for k in changed}

    def do(self, service):
        return self._set(service, self.new)

    def undo_op(self, service):
        return self._set(service, self.old)

    def _set(self, service, values: dict):
        values = dict(values)
        values.pop("national_federation", None)
        national = values.pop("national", None)
        player = service.edit_player(self.number, **values) if values else None
        if national is not None:  # the NRS record of the tournament's federation
            from arbiter_app.services.national import national_federation
            service.set_national_rating(self.number,
                                        national_federation(service.tournament()), national)
        return player


class Withdraw(Command):
    def __init__(self, session, number: int, from_round: int | None = None,
                 expelled: bool = False) -> None:
        super().__init__(session, tr("expel player {number}", number=number) if expelled
                         else tr("withdraw player {number}", number=number))
        self.number, self.from_round, self.expelled = number, from_round, expelled

    def do(self, service):
        service.withdraw_player(self.number, self.from_round, expelled=self.expelled)

    def undo_op(self, service):
        service.readmit_player(self.number)


class Readmit(Command):
    def __init__(self, session, number: int, withdrawn_from: int | None) -> None:
        super().__init__(session, tr("re-admit player {number}", number=number))
        self.number, self.withdrawn_from = number, withdrawn_from

    def do(self, service):
        service.readmit_player(self.number)

    def undo_op(self, service):
        service.withdraw_player(self.number, self.withdrawn_from)


class RequestBye(Command):
    """``confirm``: the arbiter confirmed the warnings (a second half-point bye);
    ``do`` returns the service's warnings (a full-point bye's notice)."""

    def __init__(self, session, number: int, round_no: int, kind: ByeKind | None,
                 previous: ByeKind | None, confirm: bool = False) -> None:
        kind = ByeKind(kind) if kind is not None else None
        previous = ByeKind(previous) if previous is not None else None
        text = (tr("cancel the bye of player {number} in round {round_no}")
                if kind is None else tr(BYE_REQUESTS[kind]))
        super().__init__(session, text.format(number=number, round_no=round_no))
        self.number, self.round_no, self.kind, self.previous = number, round_no, kind, previous
        self.confirm = confirm

    def _set(self, service, kind):
        if kind is None:
            service.cancel_bye(self.number, self.round_no)
            return []
        # an undo puts back what was there: confirmed already
        return service.request_bye(self.number, self.round_no, kind,
                                   confirm=self.confirm or kind == self.previous)

    def do(self, service):
        return self._set(service, self.kind)

    def undo_op(self, service):
        self._set(service, self.previous)


class ForbidPair(Command):
    """Forbid (``forbid``) or allow again a pair of players; undone by the opposite."""

    def __init__(self, session, a: int, b: int, forbid: bool, confirm: bool = False) -> None:
        super().__init__(session, tr("forbid the pair {a}-{b}", a=a, b=b) if forbid
                         else tr("allow the pair {a}-{b}", a=a, b=b))
        self.a, self.b, self.forbid, self.confirm = a, b, forbid, confirm

    def _set(self, service, forbid: bool):
        change = service.forbid_pair if forbid else service.allow_pair
        return change(self.a, self.b, confirm=self.confirm)

    def do(self, service):
        return self._set(service, self.forbid)

    def undo_op(self, service):
        return self._set(service, not self.forbid)


class RecordResult(Command):
    """``confirm``: the arbiter confirmed the warnings (an adjourned game's result
    other than a draw, Q163).  A backup after the result (the round's last result, or
    10 minutes since the newest backup: the window asks for those too) that could not
    be written is said, whether by doing, undoing or redoing; the result stays.

    While the venue server runs, deputies and players enter results into the same file
    (issue #39).  The undo history is kept, but no entry, undo or redo ever replaces a
    result it did not see: the first entry is made over ``expected`` (the result the
    window showed), an undo over the result this command entered, a redo over the one
    the undo put back.  A board changed since (at the venue) is refused
    (:class:`~arbiter_app.services.venue.stale.Changed`); a refused undo or redo clears
    the history, as any undo that fails does (``Session.undo_failed``)."""

    def __init__(self, session, round_no: int, board: int, result: GameResult,
                 confirm: bool = False, expected: GameResult | None = None) -> None:
        super().__init__(session, tr("result {result} on board {board} of round {round_no}",
                                     result=RESULT_TEXT[result] or tr("cleared"), board=board,
                                     round_no=round_no))
        self.round_no, self.board, self.result = round_no, board, result
        self.previous: GameResult | None = None
        self.confirm = confirm
        self.expected = expected

    def do(self, service):
        from arbiter_app.services.venue.stale import record_unless_changed
        # the first time: over what the window showed; a redo: over what the undo left
        over = self.expected if self.previous is None else self.previous
        self.previous = record_unless_changed(service, self.round_no, self.board, self.result,
                                              over, confirm=self.confirm,
                                              periodic_backup=True)
        self._say_backup_problems(service)
        return self.previous

    def undo_op(self, service):
        from arbiter_app.services.venue.stale import record_unless_changed
        # putting back what was there needs no question (an adjourned game again)
        record_unless_changed(service, self.round_no, self.board, self.previous, self.result,
                              confirm=True)
        self._say_backup_problems(service)

    def _say_backup_problems(self, service) -> None:
        notices = list(service.backup_notices)
        if notices:
            emit(self.session.failed, "\n\n".join(f"{w.text[:1].upper()}{w.text[1:]}."
                                                  for w in notices))


class PairNextRound(Command):
    """The system pairs the next round.  Redo after undo pairs again: the
    input is the same (the initial colour drawn by lot is kept in the file)
    and the systems are deterministic, so the pairing is the same; should it
    differ, the arbiter is told."""

    def __init__(self, session, round_no: int, confirm: bool = False,
                 confirm_backup: bool = False) -> None:
        super().__init__(session, tr("pair round {round_no}", round_no=round_no))
        self.pairing: Pairing | None = None
        self.changed_on_redo = False
        self.confirm = confirm  # the arbiter was told of the games to adjourn
        # the arbiter chose to pair although the backup could not be written
        self.confirm_backup = confirm_backup

    def do(self, service):
        pairing = self.session.heavy("pair_next_round", confirm=self.confirm,
                                     confirm_backup=self.confirm_backup)
        if self.pairing is not None and (pairing.pairs(), pairing.bye) != (
                self.pairing.pairs(), self.pairing.bye):
            self.changed_on_redo = True
        self.pairing = pairing
        return pairing

    def redo(self) -> None:
        if self.first_done:
            self.first_done = False
            return
        self.changed_on_redo = False

        def done(_pairing):
            if self.changed_on_redo:
                emit(self.session.failed, tr("Pairing this round again gave a different "
                                             "pairing than before the undo; check the new "
                                             "round."))
        self.session.run(tr("Redo {action}", action=self.text()), self.do, on_done=done,
                         on_error=self.session.undo_failed)

    def undo_op(self, service):
        service.unpair_last_round()


class SetPairing(Command):
    """A manual pairing (override) of the last unplayed or of the next round."""

    def __init__(self, session, round_no: int, pairing: Pairing, previous: Pairing | None,
                 accept: bool, reason: str, confirm: bool = False,
                 confirm_backup: bool = False) -> None:
        super().__init__(session, tr("manual pairing of round {round_no}", round_no=round_no))
        self.pairing, self.previous, self.accept, self.reason = pairing, previous, accept, reason
        self.confirm = confirm  # the arbiter confirmed the warnings (Q69: not the system's)
        # the arbiter chose to save it although the backup could not be written
        self.confirm_backup = confirm_backup

    def do(self, service):
        return self.session.heavy("set_pairing", self.pairing, accept_violations=self.accept,
                                  reason=self.reason, confirm=self.confirm,
                                  confirm_backup=self.confirm_backup)

    def undo_op(self, service):
        if self.previous is None:
            service.unpair_last_round()
        else:
            self.session.heavy("set_pairing", self.previous, accept_violations=True,
                               reason="undo of a manual pairing", confirm=True)


class UnpairLastRound(Command):
    def __init__(self, session, round_no: int) -> None:
        super().__init__(session, tr("unpair round {round_no}", round_no=round_no))
        self.pairing: Pairing | None = None

    def do(self, service):
        t = service.tournament()
        self.pairing = service.pairing(t.rounds_played)
        service.unpair_last_round()

    def undo_op(self, service):
        self.session.heavy("set_pairing", self.pairing, accept_violations=True,
                           reason="undo of unpairing", confirm=True)


class SetRoundDate(Command):
    def __init__(self, session, round_no: int, old: str, new: str) -> None:
        super().__init__(session, tr("date of round {round_no}", round_no=round_no))
        self.round_no, self.old, self.new = round_no, old, new

    def do(self, service):
        service.set_round_date(self.round_no, self.new)

    def undo_op(self, service):
        service.set_round_date(self.round_no, self.old)


class UpdateSettings(Command):
    """``confirm``: the arbiter confirmed the warnings (after round 1 in FIDE mode:
    the number of rounds, points, PAB or tie-breaks; its undo goes back confirmed)."""

    def __init__(self, session, old: dict, new: dict, confirm: bool = False) -> None:
        super().__init__(session, tr("change tournament settings"))
        changed = {k for k in new if new[k] != old.get(k)}
        self.old = {k: old[k] for k in changed}
        self.new = {k: new[k] for k in changed}
        self.confirm = confirm

    def do(self, service):
        service.update_settings(confirm=self.confirm, **self.new)
        self.session.reader.settings_changed()

    def undo_op(self, service):
        service.update_settings(confirm=self.confirm, **self.old)
        self.session.reader.settings_changed()


def settings_dict(settings) -> dict:
    if is_dataclass(settings):
        return {f.name: getattr(settings, f.name) for f in fields(settings)}
    return dict(settings)


__all__ = ["AddPlayer", "AddPlayers", "Command", "DeletePlayer", "EditPlayer", "ForbidPair", "PairNextRound", "Readmit", "RecordResult",
           "RequestBye", "SetPairing", "SetRoundDate", "UnpairLastRound", "UpdateSettings", "Withdraw",
           "player_fields", "settings_dict"]


class CorrectForRating(Command):
    """A result for the rating report only (Q192); undo puts back what was there."""

    def __init__(self, session, round_no: int, board: int, result, reason: str) -> None:
        super().__init__(session, tr("rating correction of board {board} of round {round_no}",
                                     board=board, round_no=round_no))
        self.round_no, self.board, self.result, self.reason = round_no, board, result, reason
        self.previous = None

    def do(self, service):
        from arbiter_app.services.rating_corrections import corrections
        self.previous = corrections(service.tournament()).get((self.round_no, self.board))
        service.correct_for_rating(self.round_no, self.board, self.result, self.reason)

    def undo_op(self, service):
        service.correct_for_rating(self.round_no, self.board, self.previous, "undo")


class SetTies(Command):
    """How tied places are decided (Q203-207): ``values`` are (shared | order | lots |
    playoff, the order's numbers, the seed[, the play-off's (scores, name, scope)]);
    ``previous``: the three settings as stored before (``services.ties.TIE_SETTINGS``),
    all given back by an undo, also where more than one was set."""

    def __init__(self, session, values: tuple, previous: tuple) -> None:
        super().__init__(session, tr("tied places"))
        self.values, self.previous = values, previous

    @staticmethod
    def _set(service, values: tuple):
        how, order, seed = values[:3]
        service.share_tied_places()
        if how == "playoff":  # Q207: (scores, name, scope)
            scores, label, scope = values[3]
            service.set_playoff(dict(scores), label, scope)
        elif how == "order":
            service.set_tie_order(list(order))
        elif how == "lots":
            return service.draw_lots_for_ties(seed or None)
        return seed

    def do(self, service):
        how, order = self.values[:2]
        # a new seed is drawn once: a redo draws the same places again (Q206)
        self.values = (how, order, self._set(service, self.values), *self.values[3:])

    def undo_op(self, service):
        service.restore_tie_settings(self.previous)


class ShowRatingChange(Command):
    """The rating change as a column of the standings (issue #24), on or off."""

    def __init__(self, session, on: bool) -> None:
        super().__init__(session, tr("rating change in the standings"))
        self.on = on

    def do(self, service):
        from arbiter_app.services.ratings import set_change_column
        set_change_column(service, self.on)

    def undo_op(self, service):
        from arbiter_app.services.ratings import set_change_column
        set_change_column(service, not self.on)

