"""The main window: start page, then tabs (players, one per round, standings,
crosstable) over one open tournament file.

Nothing is ever unsaved: every action is written by the services layer the
moment it is taken, so closing never asks anything.  All talking to the file
runs on the worker thread (:mod:`arbiter_app.ui.workers`).
"""

from __future__ import annotations

import gc
import logging
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QFileDialog, QLabel, QMainWindow, QMessageBox, QProgressBar,
                               QStackedWidget, QTabWidget)

from arbiter_app.engine.systems.registry import is_round_robin_system
from arbiter_app.services.fide_mode import outside_note_shown as outside_note
from arbiter_app.ui.dialogs.fide import update_fide_list
from arbiter_app.ui.dialogs.screen import room
from arbiter_app.ui.session import Session, Snapshot
from arbiter_app.ui.teams.views import (BoardStandingsView, TeamCrosstableView,
                                        TeamStandingsView, TeamsView)
from arbiter_app.ui.teams.window_tabs import TeamTabs
from arbiter_app.ui.teams.window_teams import TeamEventActions
from arbiter_app.ui.views.players import PlayersView
from arbiter_app.ui.views.rounds import RoundView
from arbiter_app.ui.views.standings import CrosstableView, StandingsView
from arbiter_app.ui.views.start import StartPage
from arbiter_app.ui.venue.actions import VenueActions
from arbiter_app.ui.warnings import message
from arbiter_app.ui.window_backups import BackupActions
from arbiter_app.ui.window_files import FileActions
from arbiter_app.ui.window_output import OutputActions
from arbiter_app.ui.window_players import PlayerActions
from arbiter_app.ui.window_publish import PublishActions
from arbiter_app.ui.window_rounds import RoundActions
from arbiter_app.ui.window_team_rounds import TeamRoundActions
from arbiter_app.ui.workers import TaskManager, user_message
from arbiter_app.i18n import tr

log = logging.getLogger(__name__)

class MainWindow(VenueActions, FileActions, PlayerActions, TeamEventActions, TeamTabs,
                 TeamRoundActions, RoundActions, OutputActions, PublishActions, BackupActions,
                 QMainWindow):
    def __init__(self, tasks: TaskManager | None = None) -> None:
        super().__init__()
        self.tasks = tasks or TaskManager(self)
        self.tasks.busy_changed.connect(self._busy)
        self.tasks.failed.connect(lambda label, text: self.show_error(text))
        self.session: Session | None = None
        self.snapshot: Snapshot | None = None
        self.start = StartPage(self)
        self.start.new_requested.connect(self.new_tournament)
        self.start.open_requested.connect(self.open_tournament)
        self.start.import_requested.connect(self.import_trf)
        self.start.recent_chosen.connect(self.open_path)
        self.tabs = QTabWidget(self)
        self.players_view = PlayersView(self)
        self.players_view.edit_requested.connect(self.edit_player)
        self.players_view.delete_requested.connect(  # Del: as Players › Delete player
            lambda number: self.delete_player(number) if self.act_delete_player.isEnabled()
            else None)
        self.players_view.table.player_activated.connect(self.edit_player)
        self.standings_view = StandingsView(self)
        self.crosstable_view = CrosstableView(self)
        self.standings_view.player_activated.connect(self.show_card)
        self.crosstable_view.player_activated.connect(self.show_card)
        self.round_views: list = []
        # a team event's tabs (issue #37): shown instead of the individual ones
        self.teams_view = TeamsView(self)
        self.team_standings_view = TeamStandingsView(self)
        self.board_standings_view = BoardStandingsView(self)
        self.team_crosstable_view = TeamCrosstableView(self)
        for view in self.main_views_of(team=True):  # in a tab, or nowhere to be seen
            view.hide()
        self.team_mode = False
        # Alt+P, Alt+R are the menus: the tabs take other letters (Ctrl+Tab walks them)
        self._add_main_tabs()
        self._stale: set = set()
        self.show_round_next: int | None = None  # the tab to show with the next snapshot
        self._opening: set[str] = set()  # files being opened (each one once at a time)
        # results typed but not yet read back from the file: (round, board) ->
        # (result, the session's op number), see RoundActions.enter_result
        self.typed_results: dict[tuple[int, int], tuple] = {}
        self.tabs.currentChanged.connect(self._tab_changed)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.start)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # busy indicator
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        self.busy_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.busy_label)
        # outside FIDE mode the status bar says so for good (issue #23)
        self.fide_label = QLabel(self)
        self.fide_label.setStyleSheet("color: #b00000; font-weight: bold;")
        self.fide_label.setVisible(False)
        self.statusBar().addPermanentWidget(self.fide_label)
        self.statusBar().addPermanentWidget(self.progress)
        self._make_menus()
        self.connect_teams_view(self.teams_view)
        self._update_actions()
        self._update_title()
        self.resize(QSize(1200, 760).boundedTo(room(self)))  # a laptop's screen too
        self.refresh_recent()
        # start the pairing process now, while this process is small (starting
        # it takes the interpreter lock for as long as the operating system
        # needs to copy the process)
        from arbiter_app.ui import pairproc
        self.tasks.run(pairproc.warm_up, label="", on_error=lambda exc: None)

    # -- menus ---------------------------------------------------------------
    def action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
        act.triggered.connect(lambda checked=False: slot())
        return act

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(tr("&File"))
        self.act_new = self.action(tr("&New tournament\u2026"), self.new_tournament, QKeySequence.StandardKey.New)
        self.act_open = self.action(tr("&Open\u2026"), self.open_tournament, QKeySequence.StandardKey.Open)
        self.act_import = self.action(tr("&Import TRF\u2026"), self.import_trf)
        self.recent_menu = file_menu.addMenu(tr("Open &recent"))
        for act in (self.act_new, self.act_open, self.act_import):
            file_menu.addAction(act)
        file_menu.addMenu(self.recent_menu)
        file_menu.addAction(self.action(tr("Restore from &backup\u2026"), self.restore_from_backup))
        file_menu.addSeparator()
        self.act_settings = self.action(tr("Tournament &settings\u2026"), self.edit_settings)
        # a team event exports its TRF-2026 team file
        self.act_export_trf = self.action(tr("&Export TRF\u2026"), lambda: (
            self.export_team_trf() if self.team_mode else self.export_trf()))
        self.act_rating_report = self.action(
            tr("Export ra&ting report\u2026"), self.export_rating_report,
            tip=tr("FIDE's rating report (TRF-2026): the mandatory fields checked first"))
        self.act_audit = self.action(tr("&Audit log\u2026"), self.show_audit_log)
        self.act_audit.read_only_ok = True
        file_menu.addAction(self.act_settings)
        file_menu.addAction(self.act_audit)
        file_menu.addAction(self.act_export_trf)
        file_menu.addAction(self.act_rating_report)
        self.act_leave_fide = self.action(tr("&Leave FIDE mode\u2026"), self.leave_fide_mode,
                                          tip=tr("Leave FIDE mode for good (two questions)"))
        file_menu.addAction(self.act_leave_fide)
        self.add_output_menus(file_menu)
        self.add_publish_menu(file_menu)
        self.add_venue_menu(file_menu)  # the venue server (issue #39)
        file_menu.addSeparator()
        self.act_close = self.action(tr("&Close tournament"), self.close_tournament, QKeySequence.StandardKey.Close)
        self.act_close.read_only_ok = True  # a tournament shown read-only can be closed
        file_menu.addAction(self.act_close)
        file_menu.addAction(self.action(tr("&Quit"), self.close, QKeySequence.StandardKey.Quit))

        self.edit_menu = bar.addMenu(tr("&Edit"))
        self.act_undo = self.action(tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self.action(tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo)
        self.edit_menu.addAction(self.act_undo)
        self.edit_menu.addAction(self.act_redo)
        self.edit_menu.addSeparator()
        self.act_find = self.action(tr("&Find player / go to board"), self.find_player,
                                    QKeySequence.StandardKey.Find)
        self.act_find.read_only_ok = True  # looking is no change
        self.edit_menu.addAction(self.act_find)
        self.act_next_tab = self.action(tr("Ne&xt tab"), lambda: self.step_tab(1), "Ctrl+Tab")
        self.act_next_tab.setShortcuts([QKeySequence("Ctrl+Tab"), QKeySequence("Ctrl+PgDown")])
        self.act_previous_tab = self.action(tr("Pre&vious tab"), lambda: self.step_tab(-1),
                                            "Ctrl+Shift+Tab")
        self.act_previous_tab.setShortcuts([QKeySequence("Ctrl+Shift+Tab"),
                                            QKeySequence("Ctrl+PgUp")])
        for act in (self.act_next_tab, self.act_previous_tab):
            act.read_only_ok = True
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.edit_menu.addAction(act)
        self.players_menu = bar.addMenu(tr("&Players"))
        self.add_player_menu(self.players_menu)
        self.add_team_menu(bar.addMenu(tr("Tea&ms")))  # in a team event, instead of Players
        self.add_round_menu(bar.addMenu(tr("&Rounds")))
        settings_menu = bar.addMenu(tr("Se&ttings"))
        self.act_language = self.action(tr("&Language\u2026"), self.choose_language,
                                        tip=tr("The language of Arbiter's windows"))
        settings_menu.addAction(self.act_language)
        # the rating change (FIDE B.02) as a column of the standings, on request (#24)
        self.act_rating_change = self.action(tr("&Rating change in the standings"),
                                             self.toggle_rating_change,
                                             tip=tr("Each player's rating change so far as the "
                                                    "standings' last column"))
        self.act_rating_change.setCheckable(True)
        settings_menu.addAction(self.act_rating_change)
        settings_menu.addAction(self.action(tr("Update &FIDE rating list\u2026"),
                                            lambda: update_fide_list(self)))
        self.session_actions = [self.act_settings, self.act_audit, self.act_export_trf,
                                self.act_rating_report, self.act_rating_change,
                                self.act_leave_fide, self.act_close, self.act_find,
                                self.act_next_tab, self.act_previous_tab,
                                *self.player_actions, *self.round_actions, *self.output_actions,
                                *self.publish_actions, *self.venue_actions,
                                *self.team_actions]

    def toggle_rating_change(self) -> None:
        """Settings › Rating change in the standings (a setting of the tournament)."""
        from arbiter_app.ui import commands as cmd
        on = self.act_rating_change.isChecked()
        self.session.perform(cmd.ShowRatingChange(self.session, on))

    def choose_language(self) -> None:
        """Settings › Language: kept with the preferences, shown from the next start."""
        from arbiter_app.i18n import LANGUAGES
        from arbiter_app.services import interface_language, set_interface_language
        from arbiter_app.ui.dialogs.language import LanguageDialog
        dialog = LanguageDialog(interface_language(), self)
        if not self.run_dialog(dialog):
            return
        try:
            set_interface_language(dialog.value())
        except OSError as exc:
            self.show_error(tr("The language could not be kept: {error}",
                               error=exc.strerror or exc))
            return
        name = LANGUAGES.get(dialog.value()) or tr("the operating system's language")
        self.status(tr("Arbiter will be in {language} from its next start.", language=name))

    def undo(self) -> None:
        if self.session and self.session.undo_stack.canUndo() and not self.tasks.busy:
            text = self.session.undo_stack.undoText()
            self.session.undo_stack.undo()
            self.status(tr('Undone: {text}.', text=text))  # never leave the undone change on show

    def redo(self) -> None:
        if self.session and self.session.undo_stack.canRedo() and not self.tasks.busy:
            text = self.session.undo_stack.redoText()
            self.session.undo_stack.redo()
            self.status(tr('Redone: {text}.', text=text))

    def step_tab(self, step: int) -> None:
        if self.stack.currentWidget() is self.tabs and self.tabs.count():
            self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % self.tabs.count())
            self.focus_current_tab()

    def focus_current_tab(self) -> None:
        """Keyboard focus into the tab shown (its table), so typing works at once."""
        widget = self.tabs.currentWidget()
        target = getattr(widget, "table", None) or widget
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_actions(self) -> None:
        has = self.snapshot is not None
        writable = has and not self.snapshot.read_only
        for act in self.session_actions:
            act.setEnabled(has and (writable or getattr(act, "read_only_ok", False)))
        stack = self.session.undo_stack if self.session else None
        self.act_undo.setEnabled(bool(stack and stack.canUndo()))
        self.act_redo.setEnabled(bool(stack and stack.canRedo()))
        self.act_undo.setText(tr("&Undo") + " " + stack.undoText() if stack and stack.canUndo()
                              else tr("&Undo"))
        self.act_redo.setText(tr("&Redo") + " " + stack.redoText() if stack and stack.canRedo()
                              else tr("&Redo"))
        if has:
            self.update_round_actions()
            from arbiter_app.services.ratings import CHANGE_COLUMN
            self.act_rating_change.setChecked(
                self.snapshot.tournament.options.get(CHANGE_COLUMN) == "on")
        self._update_team_actions()

    def _update_title(self) -> None:
        if self.snapshot is None:
            self.setWindowTitle("Arbiter")
            self.fide_label.setVisible(False)
            return
        name = self.snapshot.tournament.info.name
        flag = " " + tr("[read-only: open elsewhere]") if self.snapshot.read_only else ""
        note = outside_note(self.snapshot.tournament)
        mode = f" [{note}]" if note else ""
        self.setWindowTitle(f"{name}{mode} \u2013 {self.snapshot.path}{flag} \u2013 Arbiter")
        self.fide_label.setText(note)  # a permanent part of the status bar
        self.fide_label.setVisible(bool(note))

    def leave_fide_mode(self) -> None:
        """File › Leave FIDE mode…: the service's level 4 warning, asked twice
        (ui/warnings), then the tournament is outside FIDE mode for good."""
        from arbiter_app.services import NeedsConfirmation
        from arbiter_app.ui import warnings as warnings_ui

        if self.session is None:
            return
        session = self.session

        def done(n) -> None:
            self.status(tr('Left FIDE mode at round {n}; this cannot be undone.', n=n))

        def failed(exc: BaseException) -> None:
            if isinstance(exc, NeedsConfirmation) and warnings_ui.confirm(self, exc):
                # irreversible: not on the undo stack
                session.run(tr("Leaving FIDE mode"), lambda s: s.leave_fide_mode(confirm=True),
                            on_done=done)
            elif isinstance(exc, NeedsConfirmation):
                self.status(tr("Leave FIDE mode: not done; nothing was changed."))
            else:
                self.show_error(user_message(exc))

        session.run(tr("Leaving FIDE mode"), lambda s: s.leave_fide_mode(), on_done=done,
                    on_error=failed)

    # -- messages and dialogs (tests replace these) ------------------------------------
    def run_dialog(self, dialog) -> bool:
        """Show a modal dialog; True when the arbiter accepted it.  Every dialog of
        the window goes through here, so a test can fill it through its widgets."""
        return dialog.exec() == dialog.DialogCode.Accepted

    def show_error(self, text: str) -> None:
        message(self, QMessageBox.Icon.Warning, text)  # a long text scrolls (ui/warnings)

    def inform(self, text: str) -> None:
        message(self, QMessageBox.Icon.Information, text)

    def ask(self, text: str) -> bool:
        """A Yes/No question; No is the default button, so Enter never says yes to a
        risky change (a duplicate id, the rounds, a second half-point bye, a result
        replaced, ...); a long text scrolls (ui/warnings)."""
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = message(self, QMessageBox.Icon.Question, text, buttons,
                         QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def offer(self, text: str, action: str) -> bool:
        """A refusal that offers one way out: True when the arbiter took ``action``
        (a button); Close, the default, takes nothing."""
        box = QMessageBox(QMessageBox.Icon.Warning, "Arbiter", text, parent=self)
        take = box.addButton(action, QMessageBox.ButtonRole.ActionRole)
        close = box.addButton(QMessageBox.StandardButton.Close)
        box.setDefaultButton(close)
        box.setEscapeButton(close)
        box.exec()
        taken = box.clickedButton() is take
        box.deleteLater()
        return taken

    def ask_open_path(self, title: str, filter_: str) -> str:
        return QFileDialog.getOpenFileName(self, title, str(self.file_folder()), filter_)[0]

    def ask_save_path(self, title: str, filter_: str, suggestion: str = "") -> str:
        return QFileDialog.getSaveFileName(self, title, str(self.file_folder() / suggestion)
                                           if suggestion else str(self.file_folder()),
                                           filter_)[0]

    def file_folder(self) -> Path:
        """Where file dialogs open: the open tournament's folder, else that of the
        most recent tournament, else the home folder."""
        if self.snapshot is not None:
            return Path(self.snapshot.path).resolve().parent
        try:
            from arbiter_app.services import recent_files
            for path in recent_files():
                if Path(path).parent.is_dir():
                    return Path(path).resolve().parent
        except Exception:  # the list is a convenience only
            pass
        return Path.home()

    def status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    # -- busy indicator ------------------------------------------------------------
    def _busy(self, busy: bool, label: str) -> None:
        self.progress.setVisible(busy)
        self.busy_label.setText(label + "\u2026" if busy and label else "")
        self._update_actions()

    # -- showing a snapshot ----------------------------------------------------------
    def _show(self, snapshot: Snapshot) -> None:
        first = self.snapshot is None
        self.snapshot = snapshot
        self.forget_typed_results(snapshot.covered)
        t = snapshot.tournament
        self._set_team_mode(snapshot.teams)
        self._sync_round_tabs(t.rounds_played)
        # only the tab in sight is filled now; the others when they are shown
        self._stale = {*self.main_views(), *self.round_views}
        wanted = None
        if first:  # open on the last round (or the players): fill only that tab
            wanted = self.round_views[-1] if self.round_views else self.main_views()[0]
            if is_round_robin_system(t.system) and self.round_views:
                # a round robin's main view (#25), of players or of teams
                wanted = self.team_crosstable_view if snapshot.teams else self.crosstable_view
        elif self.show_round_next and self.show_round_next <= len(self.round_views):
            wanted = self.round_view(self.show_round_next)  # a round just paired
        self.show_round_next = None
        if wanted is not None:
            self.tabs.blockSignals(True)
            self.tabs.setCurrentWidget(wanted)
            self.tabs.blockSignals(False)
        self._fill_current()
        self.stack.setCurrentWidget(self.tabs)
        if first or wanted is not None:
            self.focus_current_tab()  # results can be typed without clicking first
        if first:
            if snapshot.read_only:
                self.inform(tr("This tournament is open in another Arbiter window or program; "
                            "it is shown read-only here."))
        self._update_title()
        self._update_actions()
        self.update_hall(snapshot)  # the screen in the hall follows every change
        gc.freeze()  # see app.tune_interpreter: the new snapshot is not scanned again

    def _tab_changed(self, _index: int) -> None:
        """Another tab (Alt+digit, Ctrl+Tab, a click): filled if stale, and the
        keyboard in its table, so a result can be typed at once (#35)."""
        self._fill_current()
        if self.stack.currentWidget() is self.tabs:
            self.focus_current_tab()

    def _fill_current(self, _index: int = -1) -> None:
        widget = self.tabs.currentWidget()
        if self.snapshot is not None and widget in self._stale:
            self._stale.discard(widget)
            _fill(widget, self.snapshot)

    def fill_all(self) -> None:
        """Fill every tab now (printing, tests and screenshots read them)."""
        if self.snapshot is not None:
            for widget in list(self._stale):
                _fill(widget, self.snapshot)
            self._stale.clear()

    def _sync_round_tabs(self, rounds: int) -> None:
        while len(self.round_views) > rounds:
            view = self.round_views.pop()
            self.tabs.removeTab(self.tabs.indexOf(view))
            self._stale.discard(view)
            view.deleteLater()
        while len(self.round_views) < rounds:
            round_no = len(self.round_views) + 1
            if self.team_mode:  # the matches of a team round (ui/teams/round_view.py)
                view = self.make_team_round_view(round_no)
            else:
                view = RoundView(round_no, self)
                view.result_entered.connect(self.enter_result)
                view.player_activated.connect(self.show_card)
            self.tabs.insertTab(len(self.round_views) + 1, view,
                                tr("Round &{round}", round=round_no)
                                if round_no < 10 else tr("Round {round}", round=round_no))
            self.round_views.append(view)

    def round_view(self, round_no: int):
        return self.round_views[round_no - 1]

    def current_player(self) -> int | None:
        """The player selected in the current tab, if any."""
        widget = self.tabs.currentWidget()
        if widget is self.players_view:
            return self.players_view.current_player()
        if isinstance(widget, RoundView):
            index = widget.table.currentIndex()
            if index.isValid():
                item = widget.model.item(index.row())
                return item.black if index.column() > 5 and item.black else item.white
            return None
        table = getattr(widget, "table", None)
        return table.current_key() if table is not None else None

    def find_player(self) -> None:
        widget = self.tabs.currentWidget()
        if self.team_mode:  # a team round's own find box, else the teams
            find = getattr(widget, "find", None)
            if find is None:  # the Teams tab's find box (a team, or a player's team)
                self.tabs.setCurrentWidget(self.teams_view)
                find = self.teams_view.find
            find.setFocus(Qt.FocusReason.ShortcutFocusReason)
            find.selectAll()
            return
        if isinstance(widget, RoundView):  # inside a round: its own find box
            widget.find.setFocus(Qt.FocusReason.ShortcutFocusReason)
            widget.find.selectAll()
            return
        self.tabs.setCurrentWidget(self.players_view)
        self.players_view.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.players_view.filter.selectAll()

    # -- closing never asks: everything is already saved --------------------------------
    def closeEvent(self, event) -> None:
        # a running operation (a long pairing) finishes and commits first; the
        # window goes away at once
        self.hide()
        from arbiter_app.ui import pairproc
        if pairproc.abandon():
            log.info("closed while pairing: the pairing was abandoned, nothing was saved by it")
        self.close_tournament()
        self.tasks.shutdown()
        event.accept()



def _fill(widget, snapshot) -> None:
    """A tab shows ``snapshot``: ``set_snapshot``, or a team round's ``show_snapshot``."""
    fill = getattr(widget, "set_snapshot", None) or getattr(widget, "show_snapshot")
    fill(snapshot)
