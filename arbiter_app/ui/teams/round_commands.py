"""Undoable commands of a team event's rounds: line-ups, pairing and unpairing, a board's
result, a forfeited match, a team's bye (each a service call and its undo, as
:mod:`arbiter_app.ui.commands`)."""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.i18n import N_, tr
from arbiter_app.ui.commands import Command, RecordResult
from arbiter_app.ui.models.rows import RESULT_TEXT
from arbiter_app.ui.qtcompat import emit


class SetLineups(Command):
    """The line-ups of several teams for one round, one undoable step.  The service's
    warnings of every team are asked together, before anything is written
    (``confirm``: the arbiter confirmed them); each line-up is then the service's
    ``set_lineup``.  Undo puts back each team's line-up before (or removes it where the
    team had none entered)."""

    def __init__(self, session, round_no: int, lineups: dict[int, tuple[int, ...]],
                 confirm: bool = False) -> None:
        super().__init__(session, tr("line-ups of round {round}", round=round_no))
        self.round_no, self.lineups, self.confirm = round_no, dict(lineups), confirm
        self.previous: dict[int, tuple[int, ...] | None] = {}

    def do(self, service):
        if not self.confirm:  # one question for every team's warnings, nothing written yet
            from arbiter_app.services.teams.lineups import checked_lineup, lineup_warnings
            from arbiter_app.services.warnings import require_confirmation
            t = service.team_tournament()
            warnings = []
            for team, players in self.lineups.items():
                if team in t.teams:
                    players = checked_lineup(t.teams[team], players, t.settings.boards)
                    warnings += lineup_warnings(t.teams[team], self.round_no, players)
            require_confirmation(tr("enter the line-ups of round {round}", round=self.round_no),
                                 warnings, False)
        notices, done = [], []
        try:
            for team, players in self.lineups.items():
                before, warnings = service.set_lineup(self.round_no, team, players,
                                                      confirm=True)
                self.previous.setdefault(team, before)
                done.append(team)
                notices += warnings
        except Exception:
            self._put_back(service, done)  # all or nothing
            raise
        return notices

    def undo_op(self, service):
        self._put_back(service, list(self.lineups))

    def _put_back(self, service, teams) -> None:
        for team in reversed(teams):
            before = self.previous.get(team)
            if before is None:
                service.clear_lineup(self.round_no, team)
            else:
                service.set_lineup(self.round_no, team, before, confirm=True)


class PairNextTeamRound(Command):
    """The team system pairs the next round (in the pairing process, as the individual
    pairing).  Undo unpairs it (the line-ups stay); redo pairs it again."""

    def __init__(self, session, round_no: int, confirm: bool = False) -> None:
        super().__init__(session, tr("pair round {round_no}", round_no=round_no))
        self.round_no, self.confirm = round_no, confirm
        self.pairing = None

    def do(self, service):
        pairing, warnings = self.session.heavy("pair_next_team_round", confirm=self.confirm)
        changed = self.pairing is not None and (pairing.pairs(), pairing.bye) != (
            self.pairing.pairs(), self.pairing.bye)
        self.pairing = pairing
        if changed:
            emit(self.session.failed, tr("Pairing this round again gave a different pairing "
                                         "than before the undo; check the new round."))
        return pairing, warnings

    def undo_op(self, service):
        service.unpair_last_team_round()


class UnpairLastTeamRound(Command):
    """Unpair the last round while none of its boards has a result; undo pairs it again
    (the same input: its line-ups stay)."""

    def __init__(self, session, round_no: int) -> None:
        super().__init__(session, tr("unpair round {round_no}", round_no=round_no))
        self.round_no = round_no

    def do(self, service):
        service.unpair_last_team_round()

    def undo_op(self, service):
        self.session.heavy("pair_next_team_round", confirm=True)


class SetTeamPairing(Command):
    """A team round's pairing set by hand (the services' ``set_team_pairing``: the next
    round, or the last one while it has no result).  ``confirm``: the arbiter confirmed
    the warnings (the criteria broken, line-ups proposed); ``confirm_backup``: he chose to
    save although the backup could not be written.  Undo unpairs the new round (its
    line-ups stay, as after the system's pairing), or puts back the pairing it replaced
    (``previous``), its matches then set by hand too."""

    def __init__(self, session, round_no: int, pairing, previous, reason: str = "",
                 confirm: bool = False, confirm_backup: bool = False) -> None:
        super().__init__(session, tr("manual pairing of round {round_no}", round_no=round_no))
        self.round_no, self.pairing, self.previous = round_no, pairing, previous
        self.reason, self.confirm, self.confirm_backup = reason, confirm, confirm_backup

    def do(self, service):
        return self.session.heavy("set_team_pairing", self.pairing, confirm=self.confirm,
                                  reason=self.reason, confirm_backup=self.confirm_backup)

    def undo_op(self, service):
        if self.previous is None:
            service.unpair_last_team_round()
        else:  # the audit log stays English (docs/languages.md)
            self.session.heavy("set_team_pairing", self.previous, confirm=True,
                               reason="undo of a manual pairing", confirm_backup=True)


class RecordBoardResult(Command):
    """A board's result (``GameResult.PENDING``: cleared); undo puts back the one before.
    A backup that could not be written is said, as for an individual result."""

    def __init__(self, session, round_no: int, match: int, board: int, result: GameResult,
                 confirm: bool = False) -> None:
        super().__init__(session, tr("result {result} on board {board} of match {match}, "
                                     "round {round_no}",
                                     result=RESULT_TEXT[result] or tr("cleared"), board=board,
                                     match=match, round_no=round_no))
        self.round_no, self.match, self.board, self.result = round_no, match, board, result
        self.confirm = confirm
        self.previous: GameResult | None = None

    def do(self, service):
        self.previous = service.record_board_result(self.round_no, self.match, self.board,
                                                    self.result, confirm=self.confirm,
                                                    periodic_backup=True)
        RecordResult._say_backup_problems(self, service)
        return self.previous

    def undo_op(self, service):
        service.record_board_result(self.round_no, self.match, self.board, self.previous,
                                    confirm=True)
        RecordResult._say_backup_problems(self, service)


class ForfeitMatch(Command):
    """A forfeited match (``code`` +-, -+ or --) or its cancellation (``code`` ""); undo
    puts back what was there, the boards' results included (a forfeit removes them)."""

    def __init__(self, session, round_no: int, match: int, code: str,
                 confirm: bool = False) -> None:
        text = (tr("forfeited match {match} of round {round_no} cancelled", match=match,
                   round_no=round_no) if not code else
                tr("match {match} of round {round_no} forfeited ({code})", match=match,
                   round_no=round_no, code=code))
        super().__init__(session, text)
        self.round_no, self.match, self.code, self.confirm = round_no, match, code, confirm
        self.before = ""
        self.results: list[tuple[int, GameResult]] = []

    def do(self, service):
        if self.code:
            self.results = [(k, result) for k, _w, _b, result in
                            service.match_boards(self.round_no, self.match)
                            if result is not None and result is not GameResult.PENDING]
            self.before = service.forfeit_match(self.round_no, self.match, self.code,
                                                confirm=self.confirm)
        else:
            t = service.team_tournament()
            game = t.rounds[self.round_no - 1].games[self.match - 1]
            self.before = game.result.value if game.result.is_forfeit else ""
            service.cancel_match_forfeit(self.round_no, self.match)
        return self.before

    def undo_op(self, service):
        if self.before:
            service.forfeit_match(self.round_no, self.match, self.before, confirm=True)
            return
        service.cancel_match_forfeit(self.round_no, self.match)
        for board, result in self.results:
            service.record_board_result(self.round_no, self.match, board, result, confirm=True)


class TeamBye(Command):
    """A team's bye (F, H, Z) in a round not paired yet, or its cancellation (``kind``
    None); undo puts back the one before."""

    def __init__(self, session, team: int, round_no: int, kind: ByeKind | None,
                 previous: ByeKind | None) -> None:
        kind = ByeKind(kind) if kind is not None else None
        text = (tr("cancel the bye of team {number} in round {round_no}") if kind is None
                else tr(TEAM_BYE_REQUESTS[kind]))
        super().__init__(session, text.format(number=team, round_no=round_no))
        self.team, self.round_no, self.kind = team, round_no, kind
        self.previous = ByeKind(previous) if previous is not None else None

    def _set(self, service, kind) -> None:
        if kind is None:
            service.cancel_team_bye(self.team, self.round_no)
        else:
            service.request_team_bye(self.team, self.round_no, kind)

    def do(self, service):
        self._set(service, self.kind)

    def undo_op(self, service):
        self._set(service, self.previous)


#: the undo text of a team's bye, by kind (filled with number= and round_no=)
TEAM_BYE_REQUESTS = {
    ByeKind.HALF_POINT: N_("request a half-point bye of team {number} in round {round_no}"),
    ByeKind.FULL_POINT: N_("request a full-point bye of team {number} in round {round_no}"),
    ByeKind.ZERO_POINT: N_("request an absence of team {number} in round {round_no}"),
}


__all__ = ["ForfeitMatch", "PairNextTeamRound", "RecordBoardResult",
           "SetLineups", "SetTeamPairing", "TeamBye", "UnpairLastTeamRound"]
