"""The undoable commands of the Teams menu (issue #37, point 6), each a service call and the
call that undoes it (:mod:`arbiter_app.services.teams`); run through
:meth:`~arbiter_app.ui.session.Session.perform` like every command of the window
(:mod:`arbiter_app.ui.commands`)."""

from __future__ import annotations

from arbiter_app.i18n import tr, trn
from arbiter_app.ui.commands import Command


class AddTeam(Command):
    def __init__(self, session, name: str, nickname: str = "", strength: int = 0) -> None:
        super().__init__(session, tr("add team {name}", name=name))
        self.values = dict(name=name, nickname=nickname, strength=strength)
        self.number: int | None = None

    def do(self, service):
        team = service.add_team(**self.values)
        self.number = team.number
        return team

    def undo_op(self, service):
        service.remove_team(self.number)


class EditTeam(Command):
    def __init__(self, session, number: int, old: dict, new: dict) -> None:
        super().__init__(session, tr("edit team {number}", number=number))
        self.number = number
        changed = {k for k in new if new[k] != old.get(k)}
        self.old = {k: old[k] for k in changed}
        self.new = {k: new[k] for k in changed}

    def do(self, service):
        return service.edit_team(self.number, **self.new)

    def undo_op(self, service):
        service.edit_team(self.number, **self.old)


class RemoveTeam(Command):
    """A team entered by mistake, with its players; undo puts both back, numbers kept."""

    def __init__(self, session, number: int, name: str) -> None:
        super().__init__(session, tr("remove team {number} {name}", number=number, name=name))
        self.number = number
        self.removed = None

    def do(self, service):
        self.removed = service.remove_team(self.number)
        return self.removed

    def undo_op(self, service):
        team, players = self.removed
        service.restore_team(team, players)


class WithdrawTeam(Command):
    def __init__(self, session, number: int) -> None:
        super().__init__(session, tr("withdraw team {number}", number=number))
        self.number = number

    def do(self, service):
        return service.withdraw_team(self.number)

    def undo_op(self, service):
        service.readmit_team(self.number)


class ReadmitTeam(Command):
    def __init__(self, session, number: int, withdrawn_from: int) -> None:
        super().__init__(session, tr("re-admit team {number}", number=number))
        self.number, self.withdrawn_from = number, withdrawn_from

    def do(self, service):
        service.readmit_team(self.number)

    def undo_op(self, service):
        service.withdraw_team(self.number, self.withdrawn_from)


class RenumberTeams(Command):
    """The teams numbered by strength (C.04.6 1.1.2) before round 1; undo numbers them back."""

    def __init__(self, session) -> None:
        super().__init__(session, tr("renumber the teams by strength"))
        self.moved: dict[int, int] = {}

    def do(self, service):
        self.moved = service.renumber_teams("strength")
        return self.moved

    def undo_op(self, service):
        if not self.moved:
            return
        back = {new: old for old, new in self.moved.items()}
        teams = sorted(service.team_tournament().teams)
        # the team now numbered n was numbered back.get(n, n): list them by that number
        service.renumber_teams(sorted(teams, key=lambda n: back.get(n, n)))


class StrengthsFromRatings(Command):
    """Every team's strength from its roster's ratings (services/teams/strength.py);
    ``confirm``: the arbiter confirmed replacing the strengths entered.  Undo gives the
    teams their strengths back."""

    def __init__(self, session, confirm: bool = False) -> None:
        super().__init__(session, tr("set the strengths from the ratings"))
        self.confirm = confirm
        self.changed: dict[int, tuple[int, int]] = {}

    def do(self, service):
        self.changed = service.set_strengths_from_ratings(confirm=self.confirm)
        return self.changed

    def undo_op(self, service):
        if self.changed:
            service.set_team_strengths({n: old for n, (old, _new) in self.changed.items()})


class AddTeamPlayer(Command):
    """A player added to a team's roster (the player dialog's fields); ``confirm``: the
    arbiter confirmed the warnings (a player entered already)."""

    def __init__(self, session, team: int, fields_: dict, confirm: bool = False) -> None:
        super().__init__(session, tr("add player {name} to team {team}",
                                     name=fields_.get("name", ""), team=team))
        self.team, self.fields, self.confirm = team, dict(fields_), confirm
        self.number: int | None = None
        self.removed = None

    def do(self, service):
        if self.removed is not None:  # redo: the same player, his number kept
            place, player = self.removed
            self.removed = None
            return service.restore_team_player(self.team, player, place)
        values = {k: v for k, v in self.fields.items() if k != "national"}
        player = service.add_team_player(self.team, **values, confirm=self.confirm)
        self.number = player.number
        return player

    def undo_op(self, service):
        self.removed = service.remove_team_player(self.team, self.number)


class AddTeamPlayers(Command):
    """An import of rosters (a CSV file, or players picked from the FIDE list for one team):
    the teams and players in one undoable step; undo removes the new teams (with their
    players) and the players added to teams that were there."""

    def __init__(self, session, entries: list[dict], confirm: bool = False,
                 skip_duplicates: bool = False) -> None:
        super().__init__(session, trn("import {n} roster player", "import {n} roster players",
                                      len(entries)))
        self.entries = [dict(e) for e in entries]
        self.confirm, self.skip_duplicates = confirm, skip_duplicates
        self.new_teams: list = []
        self.players: list = []
        self.removed: list | None = None

    def do(self, service):
        if self.removed is not None:  # redo: the same teams and players, numbers kept
            teams, players = self.removed
            self.removed = None
            for team, members in teams:
                service.restore_team(team, members)
            for team, place, player in players:
                service.restore_team_player(team, player, place)
            return self.new_teams, self.players
        self.new_teams, self.players = service.add_team_players(
            self.entries, confirm=self.confirm, skip_duplicates=self.skip_duplicates)
        return self.new_teams, self.players

    def undo_op(self, service):
        new = {team.number for team in self.new_teams}
        t = service.team_tournament()
        team_of = {p: n for n, team in t.teams.items() for p in team.roster}
        removed_players = []
        for player in reversed(self.players):
            team = team_of.get(player.number)
            if team is not None and team not in new:
                place, entry = service.remove_team_player(team, player.number)
                removed_players.append((team, place, entry))
        removed_teams = [service.remove_team(number) for number in sorted(new, reverse=True)]
        self.removed = (list(reversed(removed_teams)), list(reversed(removed_players)))


class RemoveTeamPlayer(Command):
    def __init__(self, session, team: int, player: int, name: str) -> None:
        super().__init__(session, tr("remove player {number} {name} from team {team}",
                                     number=player, name=name, team=team))
        self.team, self.player = team, player
        self.removed = None

    def do(self, service):
        self.removed = service.remove_team_player(self.team, self.player)
        return self.removed

    def undo_op(self, service):
        place, player = self.removed
        service.restore_team_player(self.team, player, place)


class RosterOrder(Command):
    """A team's roster in another board order (a player moved up or down)."""

    def __init__(self, session, team: int, order: list[int], text: str = "") -> None:
        super().__init__(session, text or tr("board order of team {team}", team=team))
        self.team, self.order = team, list(order)
        self.previous: tuple[int, ...] | None = None

    def do(self, service):
        self.previous = service.set_roster_order(self.team, self.order)
        return self.previous

    def undo_op(self, service):
        service.set_roster_order(self.team, list(self.previous))


class UpdateTeamSettings(Command):
    """The settings of a team event; ``confirm``: the arbiter confirmed the warnings (a
    setting that changes the rounds to come, after round 1).  ``do`` returns them."""

    def __init__(self, session, old: dict, new: dict, confirm: bool = False) -> None:
        super().__init__(session, tr("change the tournament settings"))
        changed = {k for k in new if new[k] != old.get(k)}
        self.old = {k: old[k] for k in changed}
        self.new = {k: new[k] for k in changed}
        self.confirm = confirm

    def do(self, service):
        return service.update_team_settings(confirm=self.confirm, **self.new)

    def undo_op(self, service):
        # putting back what was there was confirmed with the change
        service.update_team_settings(confirm=True, **self.old)


__all__ = ["AddTeam", "AddTeamPlayer", "AddTeamPlayers", "EditTeam", "ReadmitTeam",
           "RemoveTeam", "RemoveTeamPlayer", "RenumberTeams", "RosterOrder",
           "StrengthsFromRatings",
           "UpdateTeamSettings", "WithdrawTeam"]
