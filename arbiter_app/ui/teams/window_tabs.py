"""The tabs and menus of the main window for a team event or an individual one (issue #37,
point 6): a team event shows Teams, its rounds, team standings, board standings and the
crosstable of teams instead of Players, rounds, standings and crosstable, and the Teams menu
instead of Players; what only an individual event does is disabled (services/teams/guard.py
refuses it in a team event).  A mixin of :class:`~arbiter_app.ui.main_window.MainWindow`."""

from __future__ import annotations

from arbiter_app.i18n import tr


class TeamTabs:
    """Needs the window's views, actions and ``team_mode`` (False at the start)."""

    def main_views(self) -> list:
        """The tabs beside the rounds': players, standings, crosstable; in a team event
        teams, team standings, board standings, crosstable of teams."""
        return self.main_views_of(self.team_mode)

    def main_views_of(self, team: bool) -> list:
        if team:
            return [self.teams_view, self.team_standings_view, self.board_standings_view,
                    self.team_crosstable_view]
        return [self.players_view, self.standings_view, self.crosstable_view]

    def _add_main_tabs(self) -> None:
        if self.team_mode:
            titles = [tr("Te&ams"), tr("&Standings"), tr("&Board standings"),
                      tr("&Crosstable")]
        else:
            titles = [tr("Pla&yers"), tr("&Standings"), tr("&Crosstable")]
        first = self.main_views()[0]
        self.tabs.insertTab(0, first, titles[0])
        for view, title in zip(self.main_views()[1:], titles[1:]):
            self.tabs.addTab(view, title)

    def _set_team_mode(self, team: bool) -> None:
        """Show the tabs of a team event, or of an individual one (a file is one or the
        other; the round tabs are made again for the other kind)."""
        if team == self.team_mode:
            return
        self.tabs.blockSignals(True)
        self._sync_round_tabs(0)
        for view in self.main_views():
            self.tabs.removeTab(self.tabs.indexOf(view))
        self.team_mode = team
        self._add_main_tabs()
        self.tabs.blockSignals(False)

    def individual_only_actions(self) -> list:
        """The actions a team event has no use for, or that its services refuse
        (services/teams/guard.py): disabled there; the Teams menu replaces Players."""
        # pairing, manual pairing, unpairing (ui/window_team_rounds.py), printing,
        # publishing and the hall (services/documents/team_*.py) have their team forms
        return [*self.player_actions, self.act_rating_correction,
                self.act_ties, self.act_rating_change]

    def _update_team_actions(self) -> None:
        team = self.snapshot is not None and self.snapshot.teams
        if team:
            for act in self.individual_only_actions():
                act.setEnabled(False)
        else:
            for act in self.team_actions:
                act.setEnabled(False)
        self.players_menu.menuAction().setVisible(not team)
        self.teams_menu.menuAction().setVisible(bool(team))



__all__ = ["TeamTabs"]
