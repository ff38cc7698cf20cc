"""Teams: adding, editing, removing (before it plays) and its undo, withdrawing and
re-admitting.

A team's number is its Team Pairing Number (C.04.6 1.1: "from 1 to the TPN corresponding to
the number of teams"; 1.1.2: the competition's rules, else the Chief Arbiter, say how they are
given): a new team gets the next free one; :meth:`TeamEntryActions.renumber_teams` numbers
them by strength (or in an order given) before round 1; the strengths may come from the
rosters' ratings (:mod:`.strength`, whose actions these include).  Each method is one
committed transaction, written to the audit log.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import ByeKind, Player
from arbiter_app.engine.teams.model import Team, TeamTournament
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.teams.strength import TeamStrengthActions

#: TRF-2026 310's widths: name, nickname, strength factor
NAME_WIDTH, NICK_WIDTH, STRENGTH_MOST = 32, 5, 999_999
#: the most teams (310 numbers them 1 to 999)
MAX_TEAMS = 999


def checked_team_fields(name: str, nickname: str = "", strength: int = 0) -> tuple[str, str, int]:
    """(name, nickname, strength) as stored; a ServiceError for what TRF-2026's 310 record
    cannot hold."""
    name, nickname = " ".join(str(name).split()), str(nickname).strip()
    if not name:
        raise ServiceError(tr("a team needs a name"))
    if len(name) > NAME_WIDTH:
        raise ServiceError(tr("the team name {name!r} is longer than the {width} characters "
                              "TRF-2026 has for it", name=name, width=NAME_WIDTH))
    if len(nickname) > NICK_WIDTH or not nickname.isprintable():
        raise ServiceError(tr("the nickname {nickname!r} is longer than the {width} characters "
                              "TRF-2026 has for it", nickname=nickname, width=NICK_WIDTH))
    try:
        strength = int(strength or 0)
    except (TypeError, ValueError):
        raise ServiceError(tr("the strength factor {value!r} is not a whole number",
                              value=strength)) from None
    if not 0 <= strength <= STRENGTH_MOST:
        raise ServiceError(tr("the strength factor {value} is not from 0 to {most}",
                              value=strength, most=STRENGTH_MOST))
    return name, nickname, strength


def team_of(t: TeamTournament, number: int) -> Team:
    team = t.teams.get(number) if isinstance(number, int) else None
    if team is None:
        raise ServiceError(tr("there is no team {number} (teams: {teams})", number=number,
                              teams=", ".join(map(str, sorted(t.teams))) or tr("none")))
    return team


def _plays(t: TeamTournament, number: int) -> bool:
    """Whether the team has a match or a bye other than an absence in a paired round."""
    return any(rnd.game_of(number) is not None
               or rnd.byes.get(number, ByeKind.ZERO_POINT) is not ByeKind.ZERO_POINT
               for rnd in t.rounds)


class TeamEntryActions(TeamStrengthActions):
    """Needs ``self._write()``, ``self._read()`` and ``self._require_team()``."""

    def team_tournament(self) -> TeamTournament:
        """The team level of the event: teams, matches, byes, line-ups, points, and the
        individual games beside (:class:`~arbiter_app.engine.teams.model.TeamTournament`)."""
        self._require_team()
        with self._read() as r:
            return r.team_tournament()

    def add_team(self, name: str, nickname: str = "", strength: int = 0) -> Team:
        """A new team, numbered after the others (a late entry once round 1 is paired)."""
        self._require_team()
        name, nickname, strength = checked_team_fields(name, nickname, strength)
        with self._write() as w:
            t = w.team_tournament()
            if t.total_rounds and t.rounds_played >= t.total_rounds:
                raise ServiceError(tr("all rounds are paired; no team can enter"))
            number = max(t.teams, default=0) + 1
            if number > MAX_TEAMS:
                raise ServiceError(tr("a team event holds at most {most} teams", most=MAX_TEAMS))
            if any(team.name.casefold() == name.casefold() for team in t.teams.values()):
                raise ServiceError(tr("there is a team {name!r} already", name=name))
            team = Team(number, name, (), nickname, strength)
            w.add_team(team)
            late = f", late entry in round {t.next_round}" if t.rounds else ""
            # a late entry is absent from the rounds paired before it
            for round_no in range(1, t.rounds_played + 1):
                w.set_team_bye(round_no, number, ByeKind.ZERO_POINT)
            w.audit(N_("add team"), f"{number} {name}{late}")
            return team

    def edit_team(self, number: int, **fields) -> Team:
        """Change a team's ``name``, ``nickname`` or ``strength``."""
        self._require_team()
        unknown = set(fields) - {"name", "nickname", "strength"}
        if unknown:
            raise ServiceError(trn("unknown team field: {names}", "unknown team fields: {names}",
                                   len(unknown), names=", ".join(sorted(unknown))))
        with self._write() as w:
            t = w.team_tournament()
            team = team_of(t, number)
            values = {"name": team.name, "nickname": team.nickname, "strength": team.strength}
            values.update(fields)
            name, nickname, strength = checked_team_fields(**values)
            if any(n != number and other.name.casefold() == name.casefold()
                   for n, other in t.teams.items()):
                raise ServiceError(tr("there is a team {name!r} already", name=name))
            new = replace(team, name=name, nickname=nickname, strength=strength)
            if new == team:
                return team
            w.update_team(number, name=name, nickname=nickname, strength=strength)
            changed = [f"{k}: {getattr(team, k)!r} -> {getattr(new, k)!r}"
                       for k in ("name", "nickname", "strength")
                       if getattr(team, k) != getattr(new, k)]
            w.audit(N_("edit team"), f"{number}: " + ", ".join(changed))
            return new

    def remove_team(self, number: int) -> tuple[Team, list[Player]]:
        """Remove a team entered by mistake, with its roster's players (only while it has
        played no round: later, withdraw it).  Returns the team and its players, for
        :meth:`restore_team`."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            team = team_of(t, number)
            if _plays(t, number) or set(team.roster) & _in_games(t):
                raise ServiceError(tr("team {number} has played or been paired; it cannot be "
                                      "removed (withdraw it instead)", number=number))
            players = [t.individuals.players[p] for p in team.roster]
            w.delete_team(number)
            for player in players:
                w.delete_player(player.number)
            w.audit(N_("remove team"), f"{number} {team.name} and its {len(players)} players")
            return team, players

    def restore_team(self, team: Team, players: list[Player]) -> Team:
        """Put back a team :meth:`remove_team` removed, with its number and players (the
        undo of a removal)."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            if team.number in t.teams:
                raise ServiceError(tr("team number {number} is taken", number=team.number))
            taken = [p.number for p in players if p.number in t.individuals.players]
            if taken:
                raise ServiceError(tr("player number {number} is taken", number=taken[0]))
            for player in players:
                w.add_player(player)
            w.add_team(team)
            w.audit(N_("restore team"), f"{team.number} {team.name}")
            return team

    def withdraw_team(self, number: int, from_round: int | None = None) -> int:
        """The team is not paired from ``from_round`` on (default: the next round); its
        rounds paired stay as played.  Returns the round it is withdrawn from."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            team_of(t, number)
            first = t.next_round if from_round is None else from_round
            if not isinstance(first, int) or first < t.next_round:
                raise ServiceError(tr("round {round} is paired; a team is withdrawn from the "
                                      "next round ({next}) on", round=first, next=t.next_round))
            if t.total_rounds and first > t.total_rounds:
                raise ServiceError(tr("there is no round {round_no}", round_no=first))
            w.update_team(number, withdrawn_from=first)
            w.audit(N_("withdraw team"), f"{number} from round {first}")
            return first

    def readmit_team(self, number: int) -> None:
        """Undo a withdrawal: the team is paired again from the next round."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            team_of(t, number)
            if t.players[number].withdrawn_from is None:
                raise ServiceError(tr("team {number} is not withdrawn", number=number))
            w.update_team(number, withdrawn_from=None)
            w.audit(N_("readmit team"), f"{number}")

    def renumber_teams(self, order: str | list[int] = "strength") -> dict[int, int]:
        """Number the teams (C.04.6 1.1.2) before round 1: by ``"strength"`` (the strength
        factor, highest first, then the name), or in the order of the list of numbers given.
        Returns old -> new for each team whose number changed."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            if t.rounds:
                raise ServiceError(tr("round 1 is paired: the teams' pairing numbers stay as "
                                      "they are (C.04.6 1.1.3)"))
            if order == "strength":
                ranked = sorted(t.teams, key=lambda n: (-t.teams[n].strength,
                                                        t.teams[n].name.casefold(), n))
            else:
                ranked = list(order)
                if sorted(ranked) != sorted(t.teams):
                    raise ServiceError(tr("the new order must name every team once: {teams}",
                                          teams=", ".join(map(str, sorted(t.teams)))))
            mapping = {old: new for new, old in enumerate(ranked, start=1)}
            moved = {old: new for old, new in mapping.items() if old != new}
            if not moved:
                return {}
            stored = w.stored_lineups()
            byes = {(r, n): kind for r, byes in t.requested_byes.items()
                    for n, kind in byes.items()}
            withdrawn = {n: t.players[n].withdrawn_from for n in t.teams}
            for number in t.teams:
                w.delete_team(number)
            for old, team in t.teams.items():
                w.add_team(replace(team, number=mapping[old]), withdrawn[old])
            for (round_no, old), players in stored.items():
                w.set_lineup(round_no, mapping[old], players)
            for (round_no, old), kind in byes.items():
                w.set_team_bye(round_no, mapping[old], kind)
            for pair in t.forbidden_pairs:
                a, b = sorted(pair)
                w.set_forbidden_pair(a, b, False)
            for pair in t.forbidden_pairs:
                a, b = sorted(mapping[n] for n in pair)
                w.set_forbidden_pair(a, b, True)
            w.audit(N_("renumber teams"), ", ".join(f"{old}->{new}" for old, new
                                                    in sorted(moved.items())))
            return moved


def _in_games(t: TeamTournament) -> set[int]:
    return {p for rnd in t.individuals.rounds for g in rnd.games for p in g.players()}


__all__ = ["MAX_TEAMS", "TeamEntryActions", "checked_team_fields", "team_of"]
