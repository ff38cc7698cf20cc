"""The Teams menu of the main window in a team event (issue #37, point 6): teams added,
edited, removed, withdrawn, re-admitted, numbered by strength; each team's roster in board
order (a player added, edited with the player dialog, removed, moved up or down); rosters
imported from a CSV file or from the FIDE rating list; the team event's settings.  Every
change is an undoable command (:mod:`arbiter_app.ui.teams.commands`) run through the
session, and the services decide what is allowed (a refusal is shown as they word it)."""

from __future__ import annotations

from dataclasses import asdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from arbiter_app.i18n import tr, trn
from arbiter_app.ui import commands as cmd
from arbiter_app.ui import warnings as warnings_ui
from arbiter_app.ui.teams import commands as team_cmd
from arbiter_app.ui.workers import user_message


class TeamEventActions:
    """Mixin of :class:`~arbiter_app.ui.main_window.MainWindow` (needs ``teams_view``)."""

    def add_team_menu(self, menu) -> None:
        self.teams_menu = menu
        act = self.action
        self.act_add_team = act(tr("&Add team\u2026"), self.add_team, "Ctrl+Shift+T")
        self.act_edit_team = act(tr("&Edit team\u2026"), lambda: self.edit_team(None))
        self.act_remove_team = act(tr("Re&move team\u2026"), lambda: self.remove_team(None),
                                   None, tr("Remove a team entered by mistake, with its "
                                            "players (before it has played)"))
        self.act_withdraw_team = act(tr("&Withdraw team"), lambda: self.withdraw_team(None))
        self.act_readmit_team = act(tr("Re-a&dmit team"), lambda: self.readmit_team(None))
        self.act_strengths = act(tr("&Strength from the rosters' ratings"),
                                 self.strengths_from_ratings, None,
                                 tr("Each team's strength factor: the average rating of its "
                                    "highest-rated roster players, one a board (unrated "
                                    "players left out)"))
        self.act_renumber_teams = act(tr("&Number teams by strength"), self.renumber_teams,
                                      None, tr("The teams' pairing numbers by strength factor, "
                                               "highest first (C.04.6 1.1, before round 1)"))
        self.act_add_team_player = act(tr("Add &player to the team\u2026"),
                                       self.add_team_player, "Ctrl+Shift+P")
        self.act_edit_team_player = act(tr("Edit roster pla&yer\u2026"),
                                        lambda: self.edit_team_player(None), "F2")
        self.act_remove_team_player = act(tr("Remo&ve roster player\u2026"),
                                          lambda: self.remove_team_player(None))
        self.act_player_up = act(tr("Move player &up the roster"),
                                 lambda: self.move_team_player(None, -1), "Ctrl+Up")
        self.act_player_down = act(tr("Move player d&own the roster"),
                                   lambda: self.move_team_player(None, 1), "Ctrl+Down")
        self.act_import_rosters = act(tr("Import rosters from &CSV\u2026"),
                                      self.import_rosters_csv, None,
                                      tr("One player a line: his team's name, his place on "
                                         "the roster if wanted, his own columns"))
        self.act_import_team_fide = act(tr("Add players from the &FIDE rating list\u2026"),
                                        self.import_team_fide)
        self.team_actions = [self.act_add_team, self.act_edit_team, self.act_remove_team,
                             self.act_withdraw_team, self.act_readmit_team,
                             self.act_strengths, self.act_renumber_teams,
                             self.act_add_team_player,
                             self.act_edit_team_player, self.act_remove_team_player,
                             self.act_player_up, self.act_player_down,
                             self.act_import_rosters, self.act_import_team_fide]
        for index, action in enumerate(self.team_actions):
            if index in (7, 12):
                menu.addSeparator()
            menu.addAction(action)
        for action in (self.act_player_up, self.act_player_down):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_add_team.setShortcuts([QKeySequence("Ctrl+Shift+T")])

    def connect_teams_view(self, view) -> None:
        view.edit_requested.connect(lambda what, key: self.edit_team(key) if what == "team"
                                    else self.edit_team_player(key))
        view.delete_requested.connect(lambda what, key: self.remove_team(key) if what == "team"
                                      else self.remove_team_player(key))
        view.add_requested.connect(lambda what: self.add_team() if what == "team"
                                   else self.add_team_player())
        view.move_requested.connect(self.move_team_player)

    # -- the team and player chosen ------------------------------------------------------
    def _team_or_current(self, number=None) -> int | None:
        number = number if number is not None else self.teams_view.current_team()
        if number is None or self.snapshot is None or number not in self.snapshot.tournament.teams:
            self.status(tr("Select a team first (Teams tab)."))
            return None
        return number

    def _roster_player(self, number=None) -> tuple[int, int] | None:
        """(team, player): ``number`` or the roster's current player."""
        number = number if number is not None else self.teams_view.current_roster_player()
        t = self.snapshot.tournament if self.snapshot is not None else None
        team = next((n for n, team in t.teams.items() if number in team.roster), None) \
            if t is not None and number is not None else None
        if team is None:
            self.status(tr("Select a player of a roster first (Teams tab)."))
            return None
        return team, number

    def _writable(self) -> bool:
        return (self.session is not None and self.snapshot is not None
                and not self.snapshot.read_only and getattr(self.snapshot, "teams", False))

    # -- teams -------------------------------------------------------------------------
    def add_team(self) -> None:
        from arbiter_app.ui.teams.team_dialog import TeamDialog
        if not self._writable():
            return
        dialog = TeamDialog(self)
        if not self.run_dialog(dialog):
            return
        values = dialog.values()

        def added(team):
            self.teams_view.select_team(team.number)
            self.status(tr("Team {number} {name} added.", number=team.number, name=team.name))
        self.session.perform(team_cmd.AddTeam(self.session, **values), on_done=added)

    def edit_team(self, number=None) -> None:
        from arbiter_app.ui.teams.team_dialog import TeamDialog
        number = self._team_or_current(number)
        if number is None or not self._writable():
            return
        team = self.snapshot.tournament.teams[number]
        old = dict(name=team.name, nickname=team.nickname, strength=team.strength)
        dialog = TeamDialog(self, old, title=tr("Edit team {number}", number=number))
        if not self.run_dialog(dialog):
            return
        command = team_cmd.EditTeam(self.session, number, old, dialog.values())
        if command.new:
            self.session.perform(command)

    def remove_team(self, number=None) -> None:
        number = self._team_or_current(number)
        if number is None or not self._writable():
            return
        team = self.snapshot.tournament.teams[number]
        if not self.ask(trn("Remove team {number} {name} and its {n} player? (Edit \u203a "
                            "Undo brings them back.)",
                            "Remove team {number} {name} and its {n} players? (Edit \u203a "
                            "Undo brings them back.)", len(team.roster), number=number,
                            name=team.name)):
            return
        self.session.perform(team_cmd.RemoveTeam(self.session, number, team.name),
                             on_done=lambda _r: self.status(tr(
                                 "Team {number} {name} removed.", number=number,
                                 name=team.name)))

    def withdraw_team(self, number=None) -> None:
        number = self._team_or_current(number)
        if number is None or not self._writable():
            return
        t = self.snapshot.tournament
        if t.players[number].withdrawn_from is not None:
            self.status(tr("Team {number} has already withdrawn.", number=number))
            return
        if not self.ask(tr("Withdraw team {number} {name}?\n\nThe team is not paired from the "
                           "next round on; its matches played keep counting. (Teams \u203a "
                           "Re-admit team brings it back.)", number=number,
                           name=t.teams[number].name)):
            return
        self.session.perform(team_cmd.WithdrawTeam(self.session, number))

    def readmit_team(self, number=None) -> None:
        number = self._team_or_current(number)
        if number is None or not self._writable():
            return
        withdrawn = self.snapshot.tournament.players[number].withdrawn_from
        if withdrawn is None:
            self.status(tr("Team {number} has not withdrawn.", number=number))
            return
        self.session.perform(team_cmd.ReadmitTeam(self.session, number, withdrawn))

    def strengths_from_ratings(self) -> None:
        """Teams › Strength from the rosters' ratings: one undoable step; replacing a
        strength entered is asked first (the services' warning)."""
        if not self._writable():
            return

        def done(changed):
            self.status(trn("{n} team's strength set from the ratings.",
                            "{n} teams' strengths set from the ratings.", len(changed))
                        if changed else tr("The strengths stay as they were."))
        warnings_ui.perform(self, lambda confirm: team_cmd.StrengthsFromRatings(
            self.session, confirm), on_done=done)

    def renumber_teams(self) -> None:
        if not self._writable():
            return

        def done(moved):
            if not moved:
                self.status(tr("The pairing numbers stay as they were."))
                return
            self.status(trn("{n} team renumbered by strength.",
                            "{n} teams renumbered by strength.", len(moved)))
        self.session.perform(team_cmd.RenumberTeams(self.session), on_done=done)

    # -- rosters -------------------------------------------------------------------------
    def add_team_player(self, team=None) -> None:
        """The player dialog stores each player itself ("Save and next" opens the next)."""
        from arbiter_app.ui.dialogs.player import PlayerDialog
        team = self._team_or_current(team)
        if team is None or not self._writable():
            return
        name = self.snapshot.tournament.teams[team].name
        while True:
            dialog = PlayerDialog(self, title=tr("Add player to team {number} {name}",
                                                 number=team, name=name),
                                  save=lambda values, saved, not_saved:
                                  self.add_team_player_values(team, values, saved, not_saved))
            if not self.run_dialog(dialog) or not dialog.next_wanted:
                return

    def add_team_player_values(self, team: int, values: dict, saved=None,
                               not_saved=None) -> None:
        def added(player):
            self.teams_view.select_team(team)
            self.teams_view.select_roster_player(player.number)
            self.status(tr("Player {number} {name} added to team {team}.",
                           number=player.number, name=player.name, team=team))
            if saved is not None:
                saved()
        warnings_ui.perform(self, lambda confirm: team_cmd.AddTeamPlayer(
            self.session, team, values, confirm), on_done=added, on_not_done=not_saved)

    def edit_team_player(self, number=None) -> None:
        """The player dialog, as for an individual event's player (``edit_player``)."""
        from arbiter_app.ui.dialogs.player import PlayerDialog
        found = self._roster_player(number)
        if found is None or not self._writable():
            return
        _team, number = found
        t = self.snapshot.tournament
        old = cmd.player_fields(t.individuals.players[number], t)
        self.run_dialog(PlayerDialog(
            self, old, title=tr("Edit player {number}", number=number), allow_next=False,
            save=lambda values, saved, not_saved: self._store_team_player(
                number, old, values, saved, not_saved)))

    def _store_team_player(self, number, old, values, saved, not_saved) -> None:
        command = cmd.EditPlayer(self.session, number, old, values)
        if not command.new:
            saved()
            return

        def failed(exc):
            self.show_error(user_message(exc))
            not_saved()
        self.session.perform(command, on_done=lambda _p: saved(), on_error=failed)

    def remove_team_player(self, number=None) -> None:
        found = self._roster_player(number)
        if found is None or not self._writable():
            return
        team, number = found
        name = self.snapshot.tournament.individuals.players[number].name
        if not self.ask(tr("Remove player {number} {name} from the roster of team {team}? "
                           "(Edit \u203a Undo brings him back.)", number=number, name=name,
                           team=team)):
            return
        self.session.perform(team_cmd.RemoveTeamPlayer(self.session, team, number, name))

    def move_team_player(self, number=None, step: int = 1) -> None:
        found = self._roster_player(number)
        if found is None or not self._writable():
            return
        team, number = found
        roster = list(self.snapshot.tournament.teams[team].roster)
        at = roster.index(number)
        target = at + step
        if not 0 <= target < len(roster):
            return
        roster[at], roster[target] = roster[target], roster[at]
        text = (tr("move player {number} up the roster of team {team}", number=number,
                   team=team) if step < 0 else
                tr("move player {number} down the roster of team {team}", number=number,
                   team=team))
        self.session.perform(team_cmd.RosterOrder(self.session, team, roster, text),
                             on_done=lambda _r: self.teams_view.select_roster_player(number))

    # -- imports -------------------------------------------------------------------------
    def import_rosters_csv(self) -> None:
        if not self._writable():
            return
        path = self.ask_open_path(tr("Import rosters from CSV"),
                                  tr("CSV files (*.csv *.txt);;All files (*)"))
        if path:
            from arbiter_app.services.player_import import read_csv_file
            self.tasks.run(lambda: read_csv_file(path), label=tr("Reading rosters"),
                           on_done=self.preview_rosters)

    def preview_rosters(self, table) -> None:
        """The CSV preview of the players' import, with the team's and board's columns as
        the fields they fill (services/teams/roster_import.py): each column's field, the
        problems; the valid lines alone on request."""
        from arbiter_app.services.teams.roster_import import (ROSTER_FIELDS, read_rosters,
                                                              roster_table)
        from arbiter_app.ui.dialogs.csv_preview import CsvPreviewDialog
        dialog = CsvPreviewDialog(roster_table(table), self, extra=ROSTER_FIELDS,
                                  read=read_rosters)
        dialog.setWindowTitle(tr("Import rosters from {source}", source=table.source))
        if not self.run_dialog(dialog) or not dialog.wanted():
            return
        self.import_roster_entries(dialog.players())

    def import_roster_entries(self, entries: list[dict]) -> None:
        """One undoable step; players entered already are one question for them all."""
        def done(result):
            teams, players = result
            self.status(tr("{players}, {teams} imported.",
                           players=trn("{n} player", "{n} players", len(players)),
                           teams=trn("{n} new team", "{n} new teams", len(teams))))
        warnings_ui.perform(self, lambda confirm: team_cmd.AddTeamPlayers(
            self.session, entries, confirm), on_done=done)

    def import_team_fide(self, team=None) -> None:
        """Players picked from the FIDE rating list join the selected team's roster."""
        from arbiter_app.ui.window_players import RATING_LISTS
        team = self._team_or_current(team)
        if team is None or not self._writable():
            return
        path = self.ask_open_path(tr("FIDE rating list (TXT or XML, plain or zipped)"),
                                  tr(RATING_LISTS))
        if not path:
            return
        from arbiter_app.ui.dialogs.fide import FidePickDialog
        dialog = FidePickDialog(lambda lines, done: self.search_fide(path, lines, done), self,
                                source=path)
        if not self.run_dialog(dialog) or not dialog.chosen():
            return
        name = self.snapshot.tournament.teams[team].name
        self.import_roster_entries([dict(player, team=name) for player in dialog.chosen()])

    # -- settings and files ----------------------------------------------------------------
    def edit_team_settings(self) -> None:
        """File › Tournament settings of a team event: ``team_event_settings`` read, the
        changes saved with ``update_team_settings`` (its warning asked as the window asks
        every warning)."""
        from arbiter_app.ui.dialogs.round_dates import round_dates_of
        from arbiter_app.ui.dialogs.tournament import TournamentDialog
        dates = round_dates_of(self.snapshot.tournament)
        paired = self.snapshot.tournament.rounds_played > 0

        def got(settings):
            old = asdict(settings)
            old["scoring"], old["initial_colour"] = settings.scoring, settings.initial_colour
            old["match_points"] = tuple(float(x) for x in settings.match_points)
            # the spelling the picker shows (MPvGP for a kept MPVGP): no change by itself
            from arbiter_app.ui.dialogs.fields import canonical
            old["tiebreaks"] = [canonical(code) for code in old["tiebreaks"]]
            dialog = TournamentDialog(self, dict(old, round_dates=dates), editing=True,
                                      team=True)
            dialog.team_fields.fix_boards(paired)
            if not self.run_dialog(dialog):
                return
            new = dialog.values()
            for key in ("teams", "system"):
                new.pop(key, None)
            changed_dates = dialog.round_dates.changes()

            def set_dates(warnings=None) -> None:
                warnings_ui.notify(self, warnings or [])
                for round_no, date in sorted(changed_dates.items()):
                    self.session.perform(cmd.SetRoundDate(self.session, round_no,
                                                          dates.get(round_no, ""), date))
            if not team_cmd.UpdateTeamSettings(self.session, old, new).new:
                set_dates()
                return
            warnings_ui.perform(self, lambda confirm: team_cmd.UpdateTeamSettings(
                self.session, old, new, confirm), on_done=set_dates)
        self.session.run(tr("Reading the settings"), lambda s: s.team_event_settings(),
                         on_done=got, refresh=False)

    def export_team_trf(self, path: str | None = None) -> None:
        """File › Export TRF of a team event: its TRF-2026 team file."""
        from pathlib import Path
        if path is None:
            path = self.ask_save_path(tr("Export the TRF-2026 team file"),
                                      tr("TRF files (*.trf *.txt);;All files (*)"),
                                      str(Path(self.snapshot.path).with_suffix(".trf")))
            if not path:
                return
        self.session.run(tr("Exporting TRF"), lambda s: s.export_team_trf(Path(path)),
                         refresh=False,
                         on_done=lambda _r: self.status(tr("Saved {path}.", path=path)))


__all__ = ["TeamEventActions"]
