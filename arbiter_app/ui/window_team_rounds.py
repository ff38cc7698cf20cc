"""A team event's rounds in the main window (issue #37): the round tabs of matches and
boards, and the team branches of the Rounds menu (pair, manual pairing, unpair, line-ups,
team byes).

A mixin of :class:`~arbiter_app.ui.main_window.MainWindow` placed before
:class:`~arbiter_app.ui.window_rounds.RoundActions`: in a team event (``snapshot.teams``)
its methods do the team's work through the team services, otherwise they hand over to
the individual ones, which stay as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

from arbiter_app.engine.model import GameResult
from arbiter_app.i18n import tr, trn
from arbiter_app.ui.models.rows import RESULT_TEXT
from arbiter_app.ui.teams import round_commands as team_cmd
from arbiter_app.ui.teams.match_rows import team_text
from arbiter_app.ui.teams.round_view import TeamRoundView
from arbiter_app.ui.warnings import confirm, notify, perform

#: the team services' warning "the pairing breaks a criterion" (services/teams/manual.py)
BREAKS_RULE = "manual-breaks-rule"


class TeamRoundActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow` (see the module)."""

    # -- the menu ------------------------------------------------------------------------
    def add_round_menu(self, menu) -> None:
        super().add_round_menu(menu)
        self.act_lineups = self.action(tr("&Line-ups\u2026"), self.edit_lineups, "Ctrl+L",
                                       tr("The players each team fields on boards 1, 2, ... "
                                          "in the next round (or in a match not played yet)"))
        self.act_team_bye = self.action(tr("Team b&ye / absence\u2026"), self.request_team_bye,
                                        "Ctrl+Shift+B",
                                        tr("A team's bye or absence in a round not paired yet"))
        self.team_round_separator = menu.addSeparator()
        self.team_round_actions = [self.act_lineups, self.act_team_bye]
        for act in self.team_round_actions:
            menu.addAction(act)
            act.setVisible(False)  # an individual event's menu is as it was
        self.team_round_separator.setVisible(False)
        self.round_actions += self.team_round_actions

    def is_team_event(self) -> bool:
        return bool(getattr(self.snapshot, "teams", False))

    def team_round_unplayed(self) -> bool:
        """The last round is paired and none of its boards has a result (it can be
        unpaired)."""
        t = self.snapshot.tournament
        last = t.rounds_played
        if not last:
            return False
        rounds = t.individuals.rounds
        return last > len(rounds) or all(g.result is GameResult.PENDING
                                         for g in rounds[last - 1].games)

    def update_round_actions(self) -> None:
        super().update_round_actions()
        team = self.is_team_event()
        for act in self.team_round_actions:
            act.setVisible(team)
        self.team_round_separator.setVisible(team)
        if not team:
            return
        writable = self.snapshot is not None and not self.snapshot.read_only
        idle = not self.tasks.busy
        self.act_unpair.setEnabled(writable and idle and self.team_round_unplayed())
        self.act_override.setEnabled(writable and idle and self.team_manual_round() is not None)
        # a team event has no rating correction or tie order in the window
        for act in (self.act_rating_correction, self.act_ties):
            act.setEnabled(False)
        for act in self.team_round_actions:
            act.setEnabled(writable and idle)

    # -- the round tabs ------------------------------------------------------------------
    def make_team_round_view(self, round_no: int) -> TeamRoundView:
        """The tab of round ``round_no`` of a team event (the main window places it)."""
        view = TeamRoundView(round_no, self)
        view.board_result_entered.connect(self.enter_board_result)
        view.forfeit_entered.connect(self.enter_match_forfeit)
        view.player_activated.connect(self.show_team_player_card)
        return view

    def show_team_player_card(self, number: int) -> None:
        """Enter on a board row: the card of the board's (white) player, his individual
        games of the event (``snapshot.tournament.individuals``)."""
        from arbiter_app.ui.dialogs.card import PairingCardDialog
        t = self.snapshot.tournament if self.snapshot is not None else None
        if t is None or number not in t.individuals.players:
            return
        self.run_dialog(PairingCardDialog(t.individuals, number, self, team=True))

    # -- pairing -------------------------------------------------------------------------
    def pair_next_round(self) -> None:
        if not self.is_team_event():
            return super().pair_next_round()
        problem = self.pair_problem()
        if problem:
            self.show_error(problem)
            return
        if self.tasks.busy:
            return
        round_no = self.snapshot.tournament.next_round

        def paired(value) -> None:
            pairing, warnings = value
            view = self.round_view(round_no)
            self.tabs.setCurrentWidget(view)
            view.table.setFocus()
            view.table.go_to(1, 1)
            bye = (tr("; bye: {player}", player=team_text(self.snapshot.tournament,
                                                          pairing.bye))
                   if pairing.bye is not None else "")
            notices = [w for w in warnings if not w.blocking]
            self.status(trn("Round {round_no} paired: {n} match", "Round {round_no} paired: "
                            "{n} matches", len(pairing.boards), round_no=round_no) + bye + "."
                        + "".join(f" {w.text[:1].upper()}{w.text[1:]}." for w in notices))

        def not_done() -> None:
            self.show_round_next = None
            self.status(tr('Round {round_no} was not paired.', round_no=round_no))
        self.act_pair.setEnabled(False)
        self.show_round_next = round_no
        # the line-ups proposed (lineup-proposed) are asked as every warning is
        perform(self, lambda confirmed: team_cmd.PairNextTeamRound(self.session, round_no,
                                                                   confirmed),
                on_done=paired, on_not_done=not_done)

    def unpair_last_round(self) -> None:
        if not self.is_team_event():
            return super().unpair_last_round()
        if self.snapshot is None or not self.team_round_unplayed():
            self.show_error(tr("Only the last round can be unpaired, and only while it has no "
                               "results."))
            return
        round_no = self.snapshot.tournament.rounds_played
        self.session.perform(team_cmd.UnpairLastTeamRound(self.session, round_no),
                             on_done=lambda _r: self.status(
                                 tr('Round {round_no} unpaired.', round_no=round_no)))

    # -- manual pairing ------------------------------------------------------------------
    def team_manual_round(self):
        """(round, the tournament it is paired from, whether it replaces a paired round) of a
        pairing by hand, as the services decide it (``team_target_round``), or None when they
        would refuse one now (a round half played, every round paired); once a snapshot."""
        from arbiter_app.services.errors import ServiceError
        from arbiter_app.services.teams.manual import team_target_round
        snap = self.snapshot
        cached = getattr(self, "_team_manual", None)
        if cached is not None and cached[0] is snap:
            return cached[1]
        try:
            target = team_target_round(snap.tournament)
        except ServiceError:
            target = None
        self._team_manual = (snap, target)
        return target

    def make_override_dialog(self, then) -> None:
        """Rounds › Manual pairing in a team event: the dialog of the individual event with
        teams (:data:`~arbiter_app.ui.dialogs.override.TEAMS`) for the round the services
        name, starting from the round as paired (the last round while it has no result) or
        from the system's pairing (the next round), checked live by C.04.6's criteria."""
        if not self.is_team_event():
            return super().make_override_dialog(then)
        from arbiter_app.engine.systems.base import Board, Pairing
        from arbiter_app.ui.dialogs.override import TEAMS, OverrideDialog
        from arbiter_app.ui.workers import user_message
        target = self.team_manual_round()
        if target is None:
            self.show_error(self.pair_problem() or tr(
                "Round {round} has results and is not finished: no pairing by hand now.",
                round=self.snapshot.tournament.rounds_played))
            return
        round_no, t_in, replacing = target
        previous = None
        if replacing:
            rnd = self.snapshot.tournament.round(round_no)
            previous = self.snapshot.pairings.get(round_no) or Pairing(
                [Board(g.white, g.black) for g in rnd.games], rnd.pairing_bye)
        to_pair = sorted(t_in.players_to_pair())

        def show(system) -> None:
            self._override = (round_no, previous)
            then(OverrideDialog(t_in, round_no, previous or system or Pairing(), to_pair,
                                self.validate_team_pairing, None, self, system, TEAMS))

        def no_proposal(exc) -> None:
            self.status(tr("The engine has no pairing to propose: {user_message}",
                           user_message=user_message(exc)))
            show(None)
        self.session.run(tr("Asking the engine for a pairing"),
                         lambda s: self.session.heavy("team_engine_pairing"),
                         on_done=show, on_error=no_proposal, refresh=False)

    def validate_team_pairing(self, pairing, callback) -> None:
        self.session.run(tr("Checking the pairing"), lambda s: s.validate_team_pairing(pairing),
                         on_done=callback, refresh=False)

    def apply_override(self, dialog) -> None:
        """Save the team pairing of the dialog (one undoable step): the criteria the
        arbiter confirmed in the dialog are not asked again; other warnings (line-ups
        proposed, a backup not written) are."""
        if not self.is_team_event():
            return super().apply_override(dialog)
        from arbiter_app.ui.window_rounds import backup_question
        round_no, previous = self._override
        pairing = dialog.pairing()
        backup_confirmed = [False]

        def command(confirmed: bool):
            return team_cmd.SetTeamPairing(self.session, round_no, pairing, previous,
                                           dialog.reason, confirmed, backup_confirmed[0])

        def ask(exc) -> bool:
            left = [w for w in exc.warnings
                    if not (dialog.accepted_violations and w.code == BREAKS_RULE)]
            if not any(w.blocking for w in left):
                return True  # the rules broken were confirmed in the dialog
            answer = confirm(self, left, exc.action)
            if answer and backup_question(exc):
                backup_confirmed[0] = True
            return answer

        def saved(value) -> None:
            _violations, warnings = value
            view = self.round_view(round_no)
            self.tabs.setCurrentWidget(view)
            note = tr(" with confirmed rule violations (written to the audit log)") \
                if dialog.accepted_violations else ""
            notices = [w for w in warnings if not w.blocking]
            self.status(tr("Manual pairing of round {round_no} saved{note}.",
                           round_no=round_no, note=note)
                        + "".join(f" {w.text[:1].upper()}{w.text[1:]}." for w in notices))
        perform(self, command, on_done=saved, ask=ask)

    # -- results -------------------------------------------------------------------------
    def enter_board_result(self, round_no: int, match: int, board: int,
                           result: GameResult) -> None:
        if self.snapshot is None or self.snapshot.read_only:
            return
        view = self.round_view(round_no)
        row = view.table.rows.get(match)
        if row is None or not 1 <= board <= len(row.boards):
            return
        seat = row.boards[board - 1]
        key = (round_no, match, board)
        typed = self.typed_results.get(key)
        current = typed[0] if typed is not None else seat.result
        if current is result or current is None:
            return
        where = tr("Round {round_no}, match {match}, board {board}", round_no=round_no,
                   match=match, board=board)
        if current.is_known:
            new = RESULT_TEXT[result] or tr("no result")
            if not self.ask(tr("{where} ({white} \u2013 {black}) already has the result "
                               "{result}.\n\nReplace it by {new}?", where=where,
                               white=seat.cells[1], black=seat.cells[4],
                               result=RESULT_TEXT[current], new=new)):
                view.table.show_result(match, board, current)
                self.status(tr("{where}: the result {result} was kept.", where=where,
                               result=RESULT_TEXT[current]))
                return

        def done(_previous) -> None:
            self.status(tr("{where}: {text}.", where=where,
                           text=RESULT_TEXT[result] or tr("no result")))
        view.table.show_result(match, board, result)  # at once; the file follows
        perform(self, lambda confirmed: team_cmd.RecordBoardResult(
            self.session, round_no, match, board, result, confirmed), on_done=done)
        self.typed_results[key] = (result, self.session.issued)

    def enter_match_forfeit(self, round_no: int, match: int, code: str) -> None:
        if self.snapshot is None or self.snapshot.read_only:
            return
        row = self.round_view(round_no).table.rows.get(match)
        if row is None or (not code and not row.forfeited) or (
                row.forfeited and row.result.value == code):
            return
        where = tr("Round {round_no}, match {match}", round_no=round_no, match=match)

        def done(_before) -> None:
            self.status(tr("{where}: forfeited ({code}).", where=where, code=code) if code
                        else tr("{where}: to be played; its boards are made again.",
                                where=where))
        perform(self, lambda confirmed: team_cmd.ForfeitMatch(
            self.session, round_no, match, code, confirmed), on_done=done)

    # -- line-ups ------------------------------------------------------------------------
    def lineup_round(self) -> tuple[int, list[int]]:
        """(the round whose line-ups the dialog shows, its teams): the round shown while it
        is the last one paired and has matches without results (their teams), else the next
        round (the teams to pair); no teams: nothing to enter."""
        t = self.snapshot.tournament
        widget = self.tabs.currentWidget()
        if isinstance(widget, TeamRoundView) and widget.round_no == t.rounds_played:
            teams = [team for row in widget.table.rows.values()
                     if row.boards and not row.forfeited and not row.has_results
                     for team in (row.white, row.black)]
            if teams:
                return t.rounds_played, sorted(teams)
        if t.total_rounds is not None and t.next_round > t.total_rounds:
            return t.next_round, []
        return t.next_round, sorted(t.players_to_pair())

    def edit_lineups(self) -> None:
        """Rounds › Line-ups: every team's line-up of a round in one dialog, saved in one
        undoable step (the services' warnings asked first)."""
        from arbiter_app.ui.teams.lineup_dialog import LineupDialog
        if self.snapshot is None or not self.is_team_event():
            return
        t = self.snapshot.tournament
        round_no, teams = self.lineup_round()
        if not teams:
            self.show_error(self.pair_problem() or tr("No team has a line-up to enter in "
                                                      "round {round}.", round=round_no))
            return

        def show(proposals) -> None:
            dialog = LineupDialog(round_no, t, proposals, self)
            if not self.run_dialog(dialog):
                return
            # every line-up listed is entered: the changed ones and those only proposed
            wanted = {team: players for team, players in dialog.values().items()
                      if players != tuple(proposals[team][0]) or not proposals[team][1]}
            if not wanted:
                self.status(tr("Line-ups of round {round}: nothing changed.", round=round_no))
                return

            def saved(notices) -> None:
                notify(self, notices or [])
                self.status(trn("Line-ups of round {round}: {n} team entered.",
                                "Line-ups of round {round}: {n} teams entered.",
                                len(wanted), round=round_no))
            perform(self, lambda confirmed: team_cmd.SetLineups(self.session, round_no,
                                                                wanted, confirmed),
                    on_done=saved)
        # the dialog once the reading is over (the window is not busy while it is open)
        self.session.run(tr("Reading the line-ups"),
                         lambda s: {team: s.lineup(round_no, team) for team in teams},
                         on_done=lambda proposals: QTimer.singleShot(0, lambda: show(proposals)),
                         refresh=False)

    # -- team byes -----------------------------------------------------------------------
    def request_team_bye(self, team: int | None = None) -> None:
        """Rounds › Team bye / absence: F, H or Z (or none) for a round not paired yet."""
        from arbiter_app.ui.teams.round_bye_dialog import TeamByeDialog
        if self.snapshot is None or not self.is_team_event():
            return
        t = self.snapshot.tournament
        first = t.next_round
        last = t.total_rounds or first + 20
        if first > last:
            self.show_error(self.pair_problem())
            return
        current = {(r, n): kind for r, byes in t.requested_byes.items()
                   for n, kind in byes.items()}
        dialog = TeamByeDialog({n: team_text(t, n) for n in t.teams}, first, last, current,
                               team, self)
        if not self.run_dialog(dialog):
            return
        team, round_no, kind = dialog.values()
        previous = current.get((round_no, team))
        if kind == previous:
            return
        self.session.perform(team_cmd.TeamBye(self.session, team, round_no, kind, previous),
                             on_done=lambda _r: self.status(tr(
                                 "Team {team}, round {round}: {bye}.", team=team,
                                 round=round_no, bye=dialog.kind.currentText())))


__all__ = ["TeamRoundActions"]
