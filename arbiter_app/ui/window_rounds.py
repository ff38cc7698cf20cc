"""Rounds menu of the main window: pair, results, manual pairing, unpair."""

from __future__ import annotations

from arbiter_app.engine.model import GameResult
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.ui import commands as cmd
from arbiter_app.services import pairing_warnings
from arbiter_app.services.fide_mode import in_fide_mode
from arbiter_app.services.ties import TIE_SETTINGS
from arbiter_app.ui.models.rows import RESULT_TEXT
from arbiter_app.ui.warnings import confirm, perform
from arbiter_app.ui.workers import user_message
from arbiter_app.i18n import tr, trn

#: the service's warning "a manual pairing that is not the system's" (Q69)
MANUAL_DIFFERS = "manual-differs"


class RoundActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

    def add_round_menu(self, menu) -> None:
        self.act_pair = self.action(tr("&Pair next round"), self.pair_next_round, "F9",
                                    tr("Pair the next round with the tournament's system"))
        self.act_override = self.action(tr("&Manual pairing\u2026"), self.manual_pairing, "Ctrl+M",
                                        tr("Change the last unplayed round's pairing by hand"))
        self.act_unpair = self.action(tr("&Unpair last round"), self.unpair_last_round, None,
                                      tr("Delete the last round's pairing while it has no results"))
        self.act_round_date = self.action(tr("Round &date\u2026"), self.ask_round_date, None,
                                          tr("The date of the round shown (or of the next round)"))
        self.act_rating_correction = self.action(
            tr("Rating &correction\u2026"), self.correct_for_rating, None,
            tr("A result corrected for the rating report only (the standings keep it)"))
        self.act_ties = self.action(tr("&Tied places\u2026"), self.decide_ties, None,
                                    tr("Places still tied after the tie-breaks: shared, the "
                                       "arbiter's order or a drawing of lots"))
        self.round_actions = [self.act_pair, self.act_override, self.act_unpair,
                              self.act_round_date, self.act_rating_correction, self.act_ties]
        for act in self.round_actions:
            menu.addAction(act)

    def correct_for_rating(self, round_no: int | None = None, board: int = 1,
                           result: GameResult | None = None) -> None:
        """Rounds › Rating correction (FIDE checklist Q192-193); from a refused change
        of an old result, on that board with the result wanted."""
        from arbiter_app.ui.dialogs.rating_correction import RatingCorrectionDialog
        t = self.snapshot.tournament if self.snapshot is not None else None
        if t is None or not t.rounds_played:
            self.show_error(tr("No round is paired yet: there is no result to correct."))
            return
        dialog = RatingCorrectionDialog(t.rounds_played, round_no or t.rounds_played, board,
                                        self, result)
        if not self.run_dialog(dialog):
            return
        round_no, board, result, reason = dialog.values()
        self.session.perform(cmd.CorrectForRating(self.session, round_no, board, result,
                                                  reason),
                             on_done=lambda _r: self.status(tr(
                                 "Round {round_no}, board {board}: the rating report's "
                                 "result is set.", round_no=round_no, board=board)))

    def decide_ties(self) -> None:
        """Rounds › Tied places (FIDE checklist Q203-206)."""
        from arbiter_app.engine.tiebreaks.final_ties import OPTION_LOTS, playoff, tie_order
        from arbiter_app.ui.dialogs.ties import LOTS, ORDER, PLAYOFF, SHARED, TiesDialog
        t = self.snapshot.tournament
        order, seed, game = tie_order(t), t.options.get(OPTION_LOTS, ""), playoff(t)
        how = PLAYOFF if game.scores else ORDER if order else LOTS if seed else SHARED
        kept = (dict(game.scores), game.label, game.scope)
        dialog = TiesDialog(how, order, seed, self, kept)
        if not self.run_dialog(dialog):
            return
        saved = {key: t.options.get(key) for key in TIE_SETTINGS}
        self.session.perform(cmd.SetTies(self.session, dialog.values(), saved),
                             on_done=lambda _r: self.status(tr("Tied places: set.")))

    # -- state ---------------------------------------------------------------------
    def pair_problem(self) -> str:
        """Why the next round cannot be paired now ('' when it can)."""
        if self.snapshot is None:
            return tr("No tournament is open.")
        t = self.snapshot.tournament
        if t.total_rounds is not None and t.next_round > t.total_rounds:
            return trn("The only round is paired.", "All {n} rounds are paired.",
                       t.total_rounds)
        if len(t.players_to_pair()) < 2:
            return (tr("At least two teams are needed to pair a round.")
                    if self.snapshot.teams else
                    tr("At least two players are needed to pair a round."))
        return ""

    def update_round_actions(self) -> None:
        writable = self.snapshot is not None and not self.snapshot.read_only
        idle = not self.tasks.busy
        problem = self.pair_problem()
        # enabled even when the round cannot be paired: F9 then says why (a disabled
        # shortcut says nothing at all)
        self.act_pair.setEnabled(writable and idle)
        self.act_pair.setToolTip(problem or tr("Pair the next round"))
        self.act_pair.setStatusTip(problem or tr("Pair the next round with the tournament's system"))
        self.act_unpair.setEnabled(writable and idle and self.snapshot.last_round_unplayed)
        self.act_override.setEnabled(writable and idle and (self.snapshot.last_round_unplayed
                                                            or not problem))

    # -- round dates ---------------------------------------------------------------------
    def ask_round_date(self) -> None:
        from arbiter_app.ui.dialogs.round_date import RoundDateDialog
        t = self.snapshot.tournament
        widget = self.tabs.currentWidget()
        round_no = getattr(widget, "round_no", None) or t.next_round
        if t.total_rounds is not None and round_no > t.total_rounds:
            round_no = t.rounds_played
        old = t.round(round_no).date if round_no <= t.rounds_played else ""
        dialog = RoundDateDialog(round_no, old, self)
        if self.run_dialog(dialog):
            self.set_round_date(round_no, dialog.value())

    def set_round_date(self, round_no: int, date: str) -> None:
        t = self.snapshot.tournament
        old = t.round(round_no).date if round_no <= t.rounds_played else ""
        if date != old:
            self.session.perform(cmd.SetRoundDate(self.session, round_no, old, date))

    # -- pairing -----------------------------------------------------------------------
    def pair_next_round(self) -> None:
        problem = self.pair_problem()
        if problem:
            self.show_error(problem)
            return
        if self.tasks.busy:
            return
        round_no = self.snapshot.tournament.next_round
        # Q159-160, Q168: games without a result are adjourned, a draw for the pairing;
        # Q62: before round 1, more rounds than the players allow
        notices = pairing_warnings(self.snapshot.tournament)
        if any(w.blocking for w in notices) and not confirm(
                self, notices, tr("pair round {round_no}", round_no=round_no)):
            self.status(tr('Round {round_no} was not paired.', round_no=round_no))
            return

        def paired(pairing: Pairing):
            self.tabs.setCurrentWidget(self.round_view(round_no))
            view = self.round_view(round_no)
            view.table.setFocus()
            view.table.move_to_board(0)
            bye = tr("; bye: {player}", player=pairing.bye) if pairing.bye is not None else ""
            self.status(trn("Round {round_no} paired: {n} board", "Round {round_no} paired: "
                            "{n} boards", len(pairing.boards), round_no=round_no) + bye + "."
                        + "".join(f" {w.text[:1].upper()}{w.text[1:]}." for w in notices))
        def failed(exc: BaseException) -> None:
            # the backup before the pairing could not be written: the arbiter decides
            if backup_question(exc):
                if confirm(self, exc):
                    pair(True)
                else:
                    self.status(tr('Round {round_no} was not paired.', round_no=round_no))
                return
            self.show_error(tr('Round {round_no} could not be paired.\n\n{user_message}',
                               round_no=round_no, user_message=user_message(exc)))

        def pair(confirm_backup: bool) -> None:
            self.act_pair.setEnabled(False)
            self.show_round_next = round_no
            self.session.perform(cmd.PairNextRound(self.session, round_no,
                                                   confirm=bool(notices),
                                                   confirm_backup=confirm_backup),
                                 on_done=paired, on_error=failed, boards_first=True)
        pair(False)

    def unpair_last_round(self) -> None:
        if self.snapshot is None or not self.snapshot.last_round_unplayed:
            self.show_error(tr("Only the last round can be unpaired, and only while it has no results."))
            return
        round_no = self.snapshot.tournament.rounds_played
        self.session.perform(cmd.UnpairLastRound(self.session, round_no),
                             on_done=lambda _r: self.status(tr('Round {round_no} unpaired.', round_no=round_no)))

    # -- results ----------------------------------------------------------------------
    def enter_result(self, round_no: int, board: int, result: GameResult) -> None:
        if self.snapshot is None or self.snapshot.read_only:
            return
        t = self.snapshot.tournament
        game = t.round(round_no).games[board - 1]
        # a result typed a moment ago may not be read back yet: it is the one replaced
        current = self.typed_result(round_no, board, game.result)
        if current is result:
            return
        if current.is_known and round_no < t.rounds_played - 1 and in_fide_mode(t):
            self.refuse_old_result(round_no, board, current, result)  # before any question
            return
        if current.is_known:  # an adjourned game waits for its result: no question
            w, b = t.players[game.white], t.players[game.black]
            new = RESULT_TEXT[result] or tr("no result")
            if not self.ask(tr('Round {round_no}, board {board} ({white} – {black}) already has the result {result}.\n\nReplace it by {new}?', round_no=round_no, board=board, white=w.name, black=b.name, result=RESULT_TEXT[current], new=new)):
                self.status(tr('Round {round_no}, board {board}: the result {result} was kept.', round_no=round_no, board=board, result=RESULT_TEXT[current]))
                return
        later = t.rounds_played > round_no

        def done(previous):
            text = RESULT_TEXT[result] or tr("no result")
            self.status(tr('Round {round_no}, board {board}: {text}.', round_no=round_no, board=board, text=text))
            if later and previous is not None and previous.is_known:
                w, b = t.players[game.white], t.players[game.black]
                self.inform(
                    tr('Round {round_no}, board {board} ({white} – {black}) corrected from {result} to {text}.\n\nThe scores of both players and the standings are updated. Rounds {next}–{rounds_played} keep their pairings.', round_no=round_no, board=board, white=w.name, black=b.name, result=RESULT_TEXT[previous], text=text or tr('no result'), next=round_no + 1, rounds_played=t.rounds_played))
        if not current.is_adjourned:  # at once; the file follows
            self.round_view(round_no).model.show_result(board, result)
        # an adjourned game's result other than a draw asks first (Q163)
        # over what the window shows: a result entered at the venue meanwhile is kept
        perform(self, lambda confirmed: cmd.RecordResult(self.session, round_no, board, result,
                                                         confirmed, expected=current),
                on_done=done)
        if not current.is_adjourned:  # until a snapshot has read it, this is the result
            self.typed_results[(round_no, board)] = (result, self.session.issued)

    def refuse_old_result(self, round_no: int, board: int, current: GameResult,
                          wanted: GameResult) -> None:
        """FIDE checklist Q189-191: in FIDE mode a result older than the round before
        the last paired one stays as it is (the service refuses it too).  Said at
        once, with the two ways there are; the rating correction on request."""
        t = self.snapshot.tournament
        game = t.round(round_no).games[board - 1]
        w, b = t.players[game.white], t.players[game.black]
        kept, new = RESULT_TEXT[current], RESULT_TEXT[wanted] or tr("no result")
        text = tr("Round {round_no}, board {board} ({white} – {black}) keeps its result "
                  "{result}: in FIDE mode a result can be changed only in the last two "
                  "rounds paired ({first} and {last}).\n\n"
                  "There are two ways:\n"
                  "\u2022 a correction for the rating report: the standings keep {result}, "
                  "FIDE's rating report gets the corrected result;\n"
                  "\u2022 leaving FIDE mode for good (File \u203a Leave FIDE mode); then the "
                  "result itself can be changed to {new}.",
                  round_no=round_no, board=board, white=w.name, black=b.name, result=kept,
                  first=t.rounds_played - 1, last=t.rounds_played, new=new)
        self.status(tr("Round {round_no}, board {board}: the result {result} was kept.",
                       round_no=round_no, board=board, result=kept))
        if self.offer(text, tr("&Correction for the rating report\u2026")):
            self.correct_for_rating(round_no, board,
                                    wanted if wanted.is_known else None)

    def typed_result(self, round_no: int, board: int, stored: GameResult) -> GameResult:
        """The result of a board as the arbiter last typed it: ``stored`` (the
        snapshot's) unless a result typed since is still on its way to the file."""
        typed = self.typed_results.get((round_no, board))
        return typed[0] if typed is not None else stored

    def forget_typed_results(self, covered: int) -> None:
        """A new snapshot has read the ops up to ``covered``: their results are in it."""
        self.typed_results = {key: value for key, value in self.typed_results.items()
                              if value[1] > covered}

    # -- manual pairing -------------------------------------------------------------------
    def manual_pairing(self) -> None:
        self.make_override_dialog(lambda dialog: (
            self.apply_override(dialog) if self.run_dialog(dialog) else None))

    def make_override_dialog(self, then) -> None:
        """Build the manual-pairing dialog (fetching the engine's proposal for a
        round not yet paired) and hand it to ``then``."""
        from arbiter_app.ui.dialogs.override import OverrideDialog
        snap = self.snapshot
        t = snap.tournament
        if snap.last_round_unplayed:
            round_no = t.rounds_played
            rnd = t.round(round_no)
            stored = snap.pairings.get(round_no) or Pairing(
                [Board(g.white, g.black) for g in rnd.games], rnd.pairing_bye)
            to_pair = sorted(p for p in rnd.participants()
                             if p not in rnd.byes or p == rnd.pairing_bye)
            self._override = (round_no, stored)
            then(OverrideDialog(t.truncated(round_no - 1), round_no, stored, to_pair,
                                self.validate_pairing, self.show_card, self))
            return
        problem = self.pair_problem()
        if problem:
            self.show_error(problem)
            return
        round_no = t.next_round

        def proposal(pairing, system=True):
            self._override = (round_no, None)
            then(OverrideDialog(t, round_no, pairing, t.players_to_pair(), self.validate_pairing,
                                self.show_card, self, pairing if system else None))

        def no_proposal(exc):
            self.status(tr('The engine has no pairing to propose: {user_message}', user_message=user_message(exc)))
            proposal(Pairing(), system=False)
        self.session.run(tr("Asking the engine for a pairing"),
                         lambda s: self.session.heavy("engine_pairing"),
                         on_done=proposal, on_error=no_proposal, refresh=False)

    def validate_pairing(self, pairing: Pairing, callback) -> None:
        self.session.run(tr("Checking the pairing"), lambda s: s.validate_pairing(pairing),
                         on_done=callback, refresh=False)

    def apply_override(self, dialog) -> None:
        round_no, previous = self._override
        pairing = dialog.pairing()

        backup_confirmed = [False]  # the arbiter chose to save it without a backup

        def command(confirmed: bool):
            return cmd.SetPairing(self.session, round_no, pairing, previous,
                                  dialog.accepted_violations, dialog.reason, confirmed,
                                  backup_confirmed[0])

        def ask(exc) -> bool:
            if dialog.accepted_violations and dialog.differences_shown and not \
                    backup_question(exc) and all(
                    w.code == MANUAL_DIFFERS or not w.blocking for w in exc.warnings):
                # "not the system's pairing" (Q69), with the differences and the
                # system's boards, was said and confirmed in the one dialog that listed
                # the rules broken: not asked a second time (where the dialog had no
                # system's pairing to compare with, the question below says it)
                return True
            answer = confirm(self, exc)
            if answer and backup_question(exc):
                backup_confirmed[0] = True
            return answer

        def saved(_violations):
            self.tabs.setCurrentWidget(self.round_view(round_no))
            note = tr(" with confirmed rule violations (written to the audit log)") \
                if dialog.accepted_violations else ""
            self.status(tr('Manual pairing of round {round_no} saved{note}.', round_no=round_no, note=note))
        # Q69: a pairing that is not the system's is asked first (the system's boards shown)
        perform(self, command, on_done=saved, ask=ask)


def backup_question(exc: BaseException) -> bool:
    """Whether ``exc`` asks the arbiter to pair although the backup before the pairing
    could not be written."""
    from arbiter_app.services import NeedsConfirmation
    from arbiter_app.services.backups import BACKUP_FAILED
    return isinstance(exc, NeedsConfirmation) and any(
        w.code == BACKUP_FAILED for w in exc.warnings)
