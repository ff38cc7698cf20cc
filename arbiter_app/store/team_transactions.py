"""What one transaction asks (:class:`TeamReads`) and changes (:class:`TeamWrites`) of a
team event's rows (schema 10; how they are kept: :mod:`.team_convert`).  Mixins of
:class:`~.transactions.Reader` and :class:`~.transactions.Writer`.

The writer never writes what the open would refuse: the services check the values first
(a team number, a board, a roster's player), the store its own limits.
"""

from __future__ import annotations

import json

from sqlalchemy import delete, func, insert, select, update

from arbiter_app.engine.model import ByeKind, GameResult, Tournament
from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.engine.teams.forfeit_boards import forfeit_winner, winner_players
from arbiter_app.engine.teams.model import Team, TeamSettings, TeamTournament
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import from_data
from arbiter_app.store import convert
from arbiter_app.store import team_convert as TC
from arbiter_app.store.contents import MAX_ROUNDS
from arbiter_app.store.errors import StoreError
from arbiter_app.store.models import (ByeRow, GameRow, LineupRow, MatchRow, RosterRow,
                                      RoundRow, TeamByeRow, TeamEventRow, TeamRow)


class TeamReads:
    """Queries of a team event (needs ``self.session`` and ``self.tournament()``)."""

    def is_team_event(self) -> bool:
        return bool(self.session.scalar(select(func.count()).select_from(TeamEventRow)))

    def team_tournament(self) -> TeamTournament:
        """The team level of the event, built from the rows (checked when the file was
        opened; :func:`.team_convert.load_team`)."""
        individuals: Tournament = self.tournament()
        t = TC.load_team(convert.raw(self.session), individuals)
        if t is None:
            raise StoreError(tr("this tournament is not a team event"))
        return t

    def team_settings(self) -> TeamSettings:
        row = self.session.execute(select(
            TeamEventRow.boards, TeamEventRow.colour_type, TeamEventRow.primary_score,
            TeamEventRow.secondary_for_colours, TeamEventRow.board_colours,
            TeamEventRow.pab_match_points, TeamEventRow.pab_game_points)).first()
        if row is None:
            raise StoreError(tr("this tournament is not a team event"))
        return TeamSettings(row[0], row[1], row[2], bool(row[3]), row[4], row[5], row[6])

    def matches(self, round_no: int) -> list[tuple[int, int, int, str]]:
        """(number, white team, black team, forfeit code) of each match of ``round_no``."""
        return [tuple(r) for r in self.session.execute(
            select(MatchRow.number, MatchRow.white, MatchRow.black, MatchRow.forfeit)
            .where(MatchRow.round_no == round_no).order_by(MatchRow.number))]

    def team_pairing(self, round_no: int) -> Pairing:
        """The matches of ``round_no`` as a pairing of teams (its bye: the PAB team)."""
        rows = self.session.execute(
            select(MatchRow.white, MatchRow.black, MatchRow.explanation, MatchRow.message)
            .where(MatchRow.round_no == round_no).order_by(MatchRow.number))
        pairing = Pairing(boards=[Board(w, b, from_data(m, e)) for w, b, e, m in rows])
        bye = self.session.execute(
            select(TeamByeRow.team, TeamByeRow.explanation, TeamByeRow.message).where(
                TeamByeRow.round_no == round_no,
                TeamByeRow.kind == ByeKind.PAIRING_ALLOCATED.value)).first()
        if bye is not None:
            pairing.bye, pairing.bye_explanation = bye[0], from_data(bye[2], bye[1])
        return pairing

    def stored_lineups(self) -> dict[tuple[int, int], tuple[int, ...]]:
        """(round, team) -> the players entered on boards 1..B (0: empty), every round
        (those not paired yet too)."""
        boards = self.team_settings().boards
        found: dict[tuple[int, int], dict[int, int]] = {}
        for round_no, team, board, player in self.session.execute(
                select(LineupRow.round_no, LineupRow.team, LineupRow.board, LineupRow.player)):
            found.setdefault((round_no, team), {})[board] = player
        return {key: tuple(seats.get(k, 0) for k in range(1, boards + 1))
                for key, seats in found.items()}

    def board_forfeits(self) -> dict[tuple[int, int], str]:
        text = self.session.scalar(select(TeamEventRow.board_forfeits)) or "[]"
        return {(r, p): code for r, p, code in json.loads(text)}


class TeamWrites:
    """Changes of a team event's rows (needs ``self.session``)."""

    def create_team_event(self, settings: TeamSettings, scoring,
                          individual_options: dict | None = None) -> None:
        self.session.execute(insert(TeamEventRow), [TC.event_values(
            settings, scoring, individual_options or {})])

    def update_team_event(self, **values) -> None:
        unknown = set(values) - set(TeamEventRow.__table__.columns.keys())
        if unknown:
            raise StoreError(f"unknown team settings: {', '.join(sorted(unknown))}")
        self.session.execute(update(TeamEventRow).where(TeamEventRow.id == 1).values(**values))

    # -- teams and rosters --------------------------------------------------------------
    def add_team(self, team: Team, withdrawn_from: int | None = None) -> None:
        if not 1 <= team.number <= TC.MAX_TEAMS:
            raise StoreError(tr("a team event holds at most {most} teams (TRF-2026 numbers "
                                "them 1 to {most}); team {number} cannot be added",
                                most=TC.MAX_TEAMS, number=team.number))
        self.session.execute(insert(TeamRow), [TC.team_values(team, withdrawn_from)])
        self.set_roster(team.number, team.roster)

    def update_team(self, number: int, **values) -> None:
        self.session.execute(update(TeamRow).where(TeamRow.number == number).values(**values))

    def delete_team(self, number: int) -> None:
        """The team, its roster, its line-ups and its requested byes (its players stay:
        the caller removes them)."""
        for table, column in ((RosterRow, RosterRow.team), (LineupRow, LineupRow.team),
                              (TeamByeRow, TeamByeRow.team), (TeamRow, TeamRow.number)):
            self.session.execute(delete(table).where(column == number))

    def set_roster(self, team: int, players: tuple[int, ...] | list[int]) -> None:
        """The roster of ``team``: ``players`` in board order."""
        self.session.execute(delete(RosterRow).where(RosterRow.team == team))
        if players:
            self.session.execute(insert(RosterRow), [
                {"team": team, "position": k, "player": p}
                for k, p in enumerate(players, start=1)])

    # -- line-ups and byes -------------------------------------------------------------
    def set_lineup(self, round_no: int, team: int, players: tuple[int, ...]) -> None:
        """The players ``team`` fields on boards 1, 2, ... in ``round_no`` (0: empty); in a
        match forfeited, the boards its winner's players win by forfeit follow."""
        _within_rounds(round_no)
        self.delete_lineup(round_no, team)
        if players:
            self.session.execute(insert(LineupRow), [
                {"round_no": round_no, "team": team, "board": k, "player": p}
                for k, p in enumerate(players, start=1)])
        match = self.session.execute(
            select(MatchRow.number, MatchRow.white, MatchRow.black, MatchRow.forfeit).where(
                MatchRow.round_no == round_no,
                (MatchRow.white == team) | (MatchRow.black == team))).first()
        if match is not None and match[3]:  # a forfeited match: its winner's boards again
            self._forfeit_boards(round_no, *match)

    def delete_lineup(self, round_no: int, team: int) -> None:
        self.session.execute(delete(LineupRow).where(LineupRow.round_no == round_no,
                                                     LineupRow.team == team))

    def set_team_bye(self, round_no: int, team: int, kind: ByeKind,
                     explanation: str = "") -> None:
        _within_rounds(round_no)
        self.delete_team_bye(round_no, team)
        self.session.execute(insert(TeamByeRow), [TC.bye_values(round_no, team, kind,
                                                                explanation)])

    def delete_team_bye(self, round_no: int, team: int) -> bool:
        done = self.session.execute(delete(TeamByeRow).where(TeamByeRow.round_no == round_no,
                                                             TeamByeRow.team == team))
        return bool(done.rowcount)

    # -- rounds, matches and boards ------------------------------------------------------
    def add_team_round(self, round_no: int, pairing: Pairing, date: str = "") -> None:
        """Round ``round_no`` paired: its matches (``pairing``'s boards are teams) and the
        pairing-allocated bye; the boards are the caller's (:meth:`add_board`)."""
        _within_rounds(round_no)
        self.session.execute(insert(RoundRow), [{"number": round_no, "date": date,
                                                 "paired_at": convert_now(), "manual": 0}])
        if pairing.boards:
            self.session.execute(insert(MatchRow), [
                TC.match_values(round_no, number, b.white, b.black, b.explanation)
                for number, b in enumerate(pairing.boards, start=1)])
        if pairing.bye is not None:
            self.set_team_bye(round_no, pairing.bye, ByeKind.PAIRING_ALLOCATED,
                              pairing.bye_explanation)

    def set_match_forfeit(self, round_no: int, match: int, code: str) -> None:
        """Match ``match`` of ``round_no`` forfeited (``code``: ``+-``, ``-+``, ``--``; "":
        not forfeited), with the boards its winner's players win by forfeit
        (:meth:`_forfeit_boards`)."""
        done = self.session.execute(update(MatchRow).where(
            MatchRow.round_no == round_no, MatchRow.number == match).values(forfeit=code))
        if done.rowcount != 1:
            raise StoreError(tr("round {round} has no match {match}", round=round_no,
                                match=match))
        white, black = self.session.execute(select(MatchRow.white, MatchRow.black).where(
            MatchRow.round_no == round_no, MatchRow.number == match)).one()
        self._forfeit_boards(round_no, match, white, black, code)

    def _forfeit_boards(self, round_no: int, match: int, white: int, black: int,
                        code: str) -> None:
        """While match ``match`` has no game: the two teams' boards won by forfeit in
        ``round_no`` (and their individual full-point byes) are those the forfeited match
        gives its winner's players (:mod:`arbiter_app.engine.teams.forfeit_boards`), none
        when it is not forfeited or a double forfeit.  A match with games keeps its own
        (its boards facing an empty one)."""
        boards = self.team_settings().boards
        first, last = TC.board_number(match, 1, boards), TC.board_number(match, boards, boards)
        if self.session.scalar(select(func.count()).select_from(GameRow).where(
                GameRow.round_no == round_no, GameRow.board.between(first, last))):
            return
        rosters: dict[int, tuple[int, ...]] = {white: (), black: ()}
        for team, player in self.session.execute(
                select(RosterRow.team, RosterRow.player).where(RosterRow.team.in_(rosters))
                .order_by(RosterRow.team, RosterRow.position)):
            rosters[team] += (player,)
        forfeits = self.board_forfeits()
        for player in rosters[white] + rosters[black]:
            if forfeits.pop((round_no, player), None) is not None:
                self.set_individual_bye(round_no, player, None)
        winner = forfeit_winner(white, black, code)
        if winner is not None:
            lineup = self.stored_lineups().get((round_no, winner))
            for player in winner_players(lineup, rosters[winner], boards):
                forfeits[(round_no, player)] = "+"
                self.set_individual_bye(round_no, player, ByeKind.FULL_POINT)
        self.set_board_forfeits(forfeits)

    def add_board(self, round_no: int, number: int, white: int, black: int,
                  result: GameResult = GameResult.PENDING) -> None:
        self.session.execute(insert(GameRow), [dict(
            round_no=round_no, board=number, white=white, black=black, result=result.value,
            explanation="", message="")])

    def delete_boards(self, round_no: int, first: int, last: int) -> None:
        """The games rows ``first..last`` of ``round_no``."""
        self.session.execute(delete(GameRow).where(GameRow.round_no == round_no,
                                                   GameRow.board.between(first, last)))

    def set_individual_bye(self, round_no: int, player: int, kind: ByeKind | None) -> None:
        """A player's bye in a paired round (a board won or lost against an empty board:
        F or Z); None removes it."""
        self.session.execute(delete(ByeRow).where(ByeRow.round_no == round_no,
                                                  ByeRow.player == player))
        if kind is not None:
            self.session.execute(insert(ByeRow), [{"round_no": round_no, "player": player,
                                                   "kind": kind.value, "explanation": "",
                                                   "message": ""}])

    def set_board_forfeits(self, board_forfeits: dict[tuple[int, int], str]) -> None:
        self.update_team_event(board_forfeits=TC.forfeits_json(board_forfeits))

    def delete_team_round(self, round_no: int) -> str:
        """Remove round ``round_no``'s pairing (matches, boards, the PAB, the individual
        byes of its boards); the teams' requested byes and the line-ups entered stay.
        Returns the round's date."""
        date = self.session.scalar(select(RoundRow.date).where(RoundRow.number == round_no))
        for table in (GameRow, MatchRow, ByeRow):
            self.session.execute(delete(table).where(table.round_no == round_no))
        self.session.execute(delete(TeamByeRow).where(
            TeamByeRow.round_no == round_no,
            TeamByeRow.kind == ByeKind.PAIRING_ALLOCATED.value))
        self.session.execute(delete(RoundRow).where(RoundRow.number == round_no))
        self.set_board_forfeits({k: v for k, v in self.board_forfeits().items()
                                 if k[0] != round_no})
        return date or ""


def convert_now() -> str:
    from arbiter_app.store.transactions import now
    return now()


def _within_rounds(round_no: int) -> None:
    if not 1 <= round_no <= MAX_ROUNDS:
        raise StoreError(tr("a tournament has at most {most} rounds; round {round} is "
                            "refused", most=MAX_ROUNDS, round=round_no))


__all__ = ["TeamReads", "TeamWrites"]
