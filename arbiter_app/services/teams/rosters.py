"""Rosters: the players of each team in board order (TRF-2026 310's list; C.04.6 leaves the
order to the competition's rules, the line-ups respect it: :mod:`.lineups`).

A player of a team event is a player as in an individual event (name, rating, title, FIDE
id ...; edited with ``edit_player``), numbered by his starting rank in the individual
games, and on exactly one roster.  Each method is one committed transaction in the audit
log; each change has its undo (:meth:`RosterActions.remove_team_player` /
:meth:`RosterActions.restore_team_player`, :meth:`RosterActions.set_roster_order` given
the order it returned).
"""

from __future__ import annotations

from arbiter_app.engine.model import Player
from arbiter_app.engine.teams.model import Team, TeamTournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services import ratings
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.players.checks import _checked_player
from arbiter_app.services.players.duplicates import duplicates_among
from arbiter_app.services.teams.entries import MAX_TEAMS, checked_team_fields, team_of
from arbiter_app.services.warnings import require_confirmation

#: the player's fields a roster entry takes (``add_player``'s)
ENTRY_FIELDS = ("name", "rating", "title", "sex", "federation", "fide_id", "birth_date",
                "manual_rating", "half_byes")


def _position(team: Team, board: int | None) -> int:
    """The roster index a new player goes to: ``board`` (1 first), or the end."""
    if board is None:
        return len(team.roster)
    if not isinstance(board, int) or not 1 <= board <= len(team.roster) + 1:
        raise ServiceError(tr("team {team} has {n} players; a new one goes to place 1 to {last}"
                              " of its roster, not {board!r}", team=team.number,
                              n=len(team.roster), last=len(team.roster) + 1, board=board))
    return board - 1


def _fielded(t: TeamTournament, stored: dict, player: int) -> list[int]:
    """The rounds in which ``player`` has a game, a bye or a place on a line-up."""
    rounds = {r for r, rnd in enumerate(t.individuals.rounds, start=1)
              if rnd.game_of(player) is not None or player in rnd.byes}
    rounds |= {r for (r, _team), players in stored.items() if player in players}
    return sorted(rounds)


class RosterActions:
    """Needs ``self._write()`` and ``self._require_team()``."""

    def add_team_player(self, team: int, name: str, rating: int = 0, title: str = "",
                        sex: str = "", federation: str = "", fide_id: str = "",
                        birth_date: str = "", *, board: int | None = None,
                        manual_rating: int = 0, half_byes: bool = True, k: int | None = None,
                        confirm: bool = False) -> Player:
        """A new player on ``team``'s roster, at place ``board`` (1 first; default: last).
        A player already entered (the same FIDE id, or name and birth date) is a level 3
        warning (NeedsConfirmation, nothing added, unless ``confirm``)."""
        self._require_team()
        k = ratings.checked_k(k)
        with self._write() as w:
            t = w.team_tournament()
            found = team_of(t, team)
            at = _position(found, board)
            number = max(t.individuals.players, default=0) + 1
            player = _checked_player(Player(number, name, rating, title, sex, federation,
                                            fide_id, birth_date, manual_rating=manual_rating or 0,
                                            half_byes=bool(half_byes)))
            require_confirmation(tr("add player {name} to team {team}", name=player.name,
                                    team=found.name),
                                 [d.warning for d in duplicates_among(t.individuals, [player])],
                                 confirm)
            w.add_player(player)
            ratings.write_k(w, number, k)
            roster = list(found.roster)
            roster.insert(at, number)
            w.set_roster(team, roster)
            w.audit(N_("add team player"), f"{number} {player.name} ({player.rating}) to team "
                    f"{team}, place {at + 1}")
            return player

    def add_team_players(self, entries: list[dict], *, confirm: bool = False,
                         skip_duplicates: bool = False) -> tuple[list[Team], list[Player]]:
        """An import of rosters (:mod:`.roster_import`): each entry the player's fields with
        ``team`` (a team's name; a new team when none has it) and ``board`` (its place on the
        roster, None: after the others) and, optionally, ``k`` (the K-factor of the rating
        change, as :meth:`add_team_player` takes it: a FIDE list gives it), in one
        transaction.  Returns the teams added and the players added.  Players already entered, or twice in the list, are level 3 warnings
        as for :meth:`add_team_player`, unless ``skip_duplicates`` (left out) or ``confirm``
        (added too)."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            by_name = {team.name.casefold(): team for team in t.teams.values()}
            new_teams: list[Team] = []
            rosters = {n: list(team.roster) for n, team in t.teams.items()}
            places: dict[int, list[tuple[int, int]]] = {}
            number = max(t.individuals.players, default=0)
            players = []
            k_of: dict[int, int | None] = {}
            for index, entry in enumerate(entries, start=1):
                entry = dict(entry)
                team_name, board = entry.pop("team", ""), entry.pop("board", None)
                try:
                    k = ratings.checked_k(entry.pop("k", None))
                except ServiceError as exc:
                    raise ServiceError(tr("entry {index} of the import: {exc}", index=index,
                                          exc=exc)) from None
                unknown = set(entry) - set(ENTRY_FIELDS)
                if unknown:
                    raise ServiceError(tr("entry {index} of the import: unknown field "
                                          "{unknown}", index=index,
                                          unknown=", ".join(sorted(unknown))))
                name, _nick, _strength = checked_team_fields(team_name)
                team = by_name.get(name.casefold())
                if team is None:
                    if max(t.teams, default=0) + len(new_teams) + 1 > MAX_TEAMS:
                        raise ServiceError(tr("a team event holds at most {most} teams",
                                              most=MAX_TEAMS))
                    team = Team(max([*t.teams, *(x.number for x in new_teams)], default=0) + 1,
                                name)
                    new_teams.append(team)
                    by_name[name.casefold()] = team
                    rosters[team.number] = []
                number += 1
                try:
                    player = _checked_player(Player(number, **entry))
                except ServiceError as exc:
                    raise ServiceError(tr("entry {index} of the import: {exc}", index=index,
                                          exc=exc)) from None
                players.append(player)
                k_of[number] = k
                places.setdefault(team.number, []).append((board or 0, number))
            found = duplicates_among(t.individuals, players)
            if found and skip_duplicates:
                dropped = {d.index for d in found}
                players = [p for i, p in enumerate(players) if i not in dropped]
            else:
                require_confirmation(tr("import the rosters"), [d.warning for d in found],
                                     confirm)
            kept = {p.number for p in players}
            for team in new_teams:
                w.add_team(team)
            for player in players:
                w.add_player(player)
                if k_of.get(player.number) is not None:
                    ratings.write_k(w, player.number, k_of[player.number])
            for team_no, entered in places.items():
                roster = rosters[team_no]
                for board, number in sorted(entered, key=lambda e: (e[0] or 10**6)):
                    if number not in kept:
                        continue
                    at = min(board - 1, len(roster)) if board else len(roster)
                    roster.insert(at, number)
                w.set_roster(team_no, roster)
            w.audit(N_("import rosters"), f"{len(new_teams)} teams, {len(players)} players")
            return new_teams, players

    def remove_team_player(self, team: int, player: int) -> tuple[int, Player]:
        """Take a player entered by mistake off ``team``'s roster and out of the event (only
        while he is on no line-up and has no game: he may stay on the roster unused
        otherwise).  Returns (his place, 1 first; the player), for
        :meth:`restore_team_player`."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            found = team_of(t, team)
            if player not in found.roster:
                raise ServiceError(tr("player {player} is not on the roster of team {team}",
                                      player=player, team=team))
            rounds = _fielded(t, w.stored_lineups(), player)
            if rounds:
                raise ServiceError(tr("player {player} is on the line-up of round {round}; "
                                      "he stays on the roster", player=player, round=rounds[0]))
            place = found.roster.index(player) + 1
            entry = t.individuals.players[player]
            w.set_roster(team, [p for p in found.roster if p != player])
            w.delete_player(player)
            w.audit(N_("remove team player"), f"{player} {entry.name} from team {team}")
            return place, entry

    def restore_team_player(self, team: int, player: Player, place: int) -> Player:
        """Put back a player :meth:`remove_team_player` removed, at his place (the undo)."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            found = team_of(t, team)
            if player.number in t.individuals.players:
                raise ServiceError(tr("player number {number} is taken", number=player.number))
            w.add_player(player)
            roster = list(found.roster)
            roster.insert(min(max(place, 1), len(roster) + 1) - 1, player.number)
            w.set_roster(team, roster)
            w.audit(N_("restore team player"), f"{player.number} {player.name} to team {team}")
            return player

    def set_roster_order(self, team: int, players: list[int]) -> tuple[int, ...]:
        """The roster of ``team`` in the board order ``players`` (every player of it once).
        Returns the order it had, for the undo."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            found = team_of(t, team)
            players = list(players)
            if sorted(players) != sorted(found.roster):
                raise ServiceError(tr("the new order of team {team} must name each of its "
                                      "players once: {players}", team=team,
                                      players=", ".join(map(str, found.roster))))
            if tuple(players) == found.roster:
                return found.roster
            w.set_roster(team, players)
            w.audit(N_("roster order"), f"team {team}: " + " ".join(map(str, players)))
            return found.roster


__all__ = ["ENTRY_FIELDS", "RosterActions"]
