"""Line-ups: the players a team fields on boards 1..B in a round (0: an empty board).

C.04.6 does not fix a board order; competitions do (the roster's, TRF-2026 310's list): a
line-up in which a player stands above a player listed before him on the roster is a level 3
warning the arbiter confirms (:func:`lineup_warnings`, code ``lineup-order``); an empty board
above an occupied one is a notice (``lineup-gap``: competitions usually leave only the last
boards empty).  A player not on the team's roster, or twice, is refused.

A line-up is entered before its round is paired; when none is, the team's line-up of its last
round is proposed (:func:`proposed_lineup`; before any, its first B players), and pairing the
round with proposed line-ups asks for a confirmation (:mod:`.pairing`).  Once paired, a
team's line-up still changes while its match has no result: the match's boards are made again.
"""

from __future__ import annotations

from arbiter_app.engine.teams.model import Team, TeamTournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.teams.boards import make_boards, remove_boards
from arbiter_app.services.teams.entries import team_of
from arbiter_app.services.warnings import CONFIRM, NOTICE, ArbiterWarning, require_confirmation


def checked_lineup(team: Team, players, boards: int) -> tuple[int, ...]:
    """``players`` (numbers, 0 for an empty board) as a line-up of ``boards`` boards; a
    ServiceError for a player not on the roster, twice, or more players than boards."""
    try:
        players = tuple(int(p) for p in players)
    except (TypeError, ValueError):
        raise ServiceError(tr("a line-up is a list of player numbers (0: an empty board)")
                           ) from None
    if len(players) > boards:
        raise ServiceError(tr("the line-up of team {team} has {n} boards; a match has "
                              "{boards}", team=team.number, n=len(players), boards=boards))
    seen = set()
    for player in players:
        if not player:
            continue
        if player not in team.roster:
            raise ServiceError(tr("player {player} is not on the roster of team {team} "
                                  "({players})", player=player, team=team.number,
                                  players=", ".join(map(str, team.roster)) or tr("none")))
        if player in seen:
            raise ServiceError(tr("player {player} is twice on the line-up of team {team}",
                                  player=player, team=team.number))
        seen.add(player)
    return players + (0,) * (boards - len(players))


def lineup_warnings(team: Team, round_no: int, players: tuple[int, ...]) -> list[ArbiterWarning]:
    """The roster's order among the players fielded (level 3), an empty board above an
    occupied one (a notice)."""
    out = []
    place = {p: k for k, p in enumerate(team.roster, start=1)}
    fielded = [(board, p) for board, p in enumerate(players, start=1) if p]
    for (board_a, a), (board_b, b) in zip(fielded, fielded[1:]):
        if place[a] > place[b]:
            out.append(ArbiterWarning(CONFIRM, tr(
                "round {round}, team {team}: player {a} (place {place_a} on the roster) is on "
                "board {board_a}, above player {b} (place {place_b}) on board {board_b}: not the "
                "roster's board order", round=round_no, team=team.number, a=a,
                place_a=place[a], board_a=board_a, b=b, place_b=place[b], board_b=board_b),
                code="lineup-order"))
    last = max((board for board, _ in fielded), default=0)
    empty = [board for board, p in enumerate(players, start=1) if not p and board < last]
    if empty:
        out.append(ArbiterWarning(NOTICE, tr(
            "round {round}, team {team}: board {board} is empty, a board below it is not "
            "(competitions usually leave the last boards empty)", round=round_no,
            team=team.number, board=empty[0]), code="lineup-gap"))
    return out


def proposed_lineup(t: TeamTournament, stored: dict, round_no: int, number: int
                    ) -> tuple[tuple[int, ...], bool]:
    """(the line-up of team ``number`` in ``round_no``, whether it was entered): the one
    entered, else the team's line-up of the last round it entered one for (its players still
    on the roster), else its roster's first B players."""
    team, boards = t.teams[number], t.settings.boards
    if (round_no, number) in stored:
        return stored[(round_no, number)], True
    earlier = sorted((r for (r, n), players in stored.items()
                      if n == number and r < round_no and any(players)), reverse=True)
    if earlier:
        players = tuple(p if p in team.roster else 0 for p in stored[(earlier[0], number)])
        if any(players):
            return players, False
    first = tuple(team.roster[:boards])
    return first + (0,) * (boards - len(first)), False


def match_of(matches: list, team: int):
    """The stored match (number, white, black, forfeit) of ``team`` among ``matches``."""
    return next((m for m in matches if team in m[1:3]), None)


class LineupActions:
    """Needs ``self._write()``, ``self._read()`` and ``self._require_team()``."""

    def lineup(self, round_no: int, team: int) -> tuple[tuple[int, ...], bool]:
        """(the line-up of ``team`` in ``round_no``, whether it was entered; else the one
        proposed: :func:`proposed_lineup`)."""
        self._require_team()
        with self._read() as r:
            t = r.team_tournament()
            team_of(t, team)
            return proposed_lineup(t, r.stored_lineups(), round_no, team)

    def set_lineup(self, round_no: int, team: int, players, confirm: bool = False
                   ) -> tuple[tuple[int, ...] | None, list[ArbiterWarning]]:
        """Enter the line-up of ``team`` for ``round_no``: ``players`` on boards 1, 2, ...
        (0: an empty board; boards left out are empty).  Not the roster's order: a level 3
        warning (NeedsConfirmation, nothing changed, unless ``confirm``).  Returns (the
        line-up entered before, None when none: the undo; the warnings, notices included)."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            found = team_of(t, team)
            if not isinstance(round_no, int) or round_no < 1 or (
                    t.total_rounds and round_no > t.total_rounds):
                raise ServiceError(tr("there is no round {round_no}", round_no=round_no))
            players = checked_lineup(found, players, t.settings.boards)
            warnings = require_confirmation(
                tr("enter the line-up of team {team} for round {round}", team=team,
                   round=round_no), lineup_warnings(found, round_no, players), confirm)
            stored = w.stored_lineups()
            before = stored.get((round_no, team))
            if before == players:
                return before, warnings
            if round_no <= t.rounds_played:
                self._remake_match(w, t, round_no, team, {team: players})
            w.set_lineup(round_no, team, players)
            w.audit(N_("line-up"), f"round {round_no} team {team}: "
                    + " ".join(map(str, players))
                    + (f" (was {' '.join(map(str, before))})" if before else ""))
            return before, warnings

    def clear_lineup(self, round_no: int, team: int) -> tuple[int, ...] | None:
        """Remove the line-up entered for ``team`` in ``round_no`` (a round not paired yet:
        the proposed one serves again).  Returns the one removed (None: none), the undo."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            team_of(t, team)
            before = w.stored_lineups().get((round_no, team))
            if before is None:
                return None
            if round_no <= t.rounds_played and match_of(w.matches(round_no), team) is not None:
                raise ServiceError(tr("round {round} is paired: the line-up of team {team} "
                                      "makes its match's boards; change it instead",
                                      round=round_no, team=team))
            w.delete_lineup(round_no, team)
            w.audit(N_("line-up removed"), f"round {round_no} team {team}")
            return before

    def _remake_match(self, w, t: TeamTournament, round_no: int, team: int,
                      new: dict[int, tuple[int, ...]]) -> None:
        """The boards of ``team``'s match in the paired ``round_no`` made again from the
        line-ups (``new``: those changing); refused once a board has a result."""
        found = match_of(w.matches(round_no), team)
        if found is None:
            raise ServiceError(tr("team {team} has no match in round {round}", team=team,
                                  round=round_no))
        number, white, black, forfeit = found
        if forfeit:
            raise ServiceError(tr("the match of teams {white} and {black} in round {round} is "
                                  "forfeited ({code}); its line-ups no longer change",
                                  white=white, black=black, round=round_no, code=forfeit))
        stored = w.stored_lineups()
        lineups = {n: new.get(n, stored.get((round_no, n), (0,) * t.settings.boards))
                   for n in (white, black)}
        results = [g for g in t.individuals.rounds[round_no - 1].games
                   if {g.white, g.black} & (set(stored.get((round_no, white), ()))
                                            | set(stored.get((round_no, black), ())))
                   and g.result.is_known]
        if results:
            raise ServiceError(tr("the match of teams {white} and {black} in round {round} has "
                                  "results; its line-ups no longer change", white=white,
                                  black=black, round=round_no))
        old = set(stored.get((round_no, white), ())) | set(stored.get((round_no, black), ()))
        remove_boards(w, t.settings, round_no, number, old - {0})
        code = make_boards(w, t.settings, round_no, number, lineups[white], lineups[black])
        if code:
            w.set_match_forfeit(round_no, number, code)


__all__ = ["LineupActions", "checked_lineup", "lineup_warnings", "match_of", "proposed_lineup"]
