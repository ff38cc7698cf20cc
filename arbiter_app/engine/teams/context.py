"""A team event as the tie-breaks see it: one record per score (C.07 2026, 11 and 13).

C.07 13: "All tie-breaks described in Articles 6-10 ... may be also applied for teams,
using teams MP or GP as the reference score for the team - the primary score being the
default".  So the individual machinery (:class:`~arbiter_app.engine.tiebreaks.records.Context`:
each competitor's rounds, the unplayed-round categories of article 16, the dummy
opponent) is built twice on the teams, once with match points and once with game points,
and a tie-break reads the one its reference score names (``BH:GP``, or the primary score):

* the **match points** record counts each match by its outcome (TRF-2026 362: TW, TD, TL)
  and a pairing-allocated bye with the match points the regulations give it
  (:attr:`TeamSettings.pab_match_points`; C.04.6 1.4: a draw's by default);
* the **game points** record counts each round with the team's game points
  (:attr:`TeamTournament.game_points`, which hold a bye's and 299's points too), and
  scores a match "won" with every board won: the points of a win are B times an
  individual win, those of a draw B times an individual draw.  So 16.3.2 (a trailing
  requested bye counted as a draw) and 16.4.2 (the dummy's cap: "the points awarded for a
  draw multiplied by the number of rounds") read game points as match points: 16.4's note
  "For team competitions, 'points' means 'match points and game points'".

Plain Python: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from arbiter_app.engine.model import GameResult, Scoring
from arbiter_app.engine.teams.match_boards import knockout_boards, played_over_the_board
from arbiter_app.engine.teams.model import GAME_POINTS, MATCH_POINTS, TeamTournament
from arbiter_app.engine.tiebreaks.records import Context, Kind, TiebreakOptions


def match_scoring(t: TeamTournament) -> Scoring:
    """The match points of every outcome: the event's scoring (362), the pairing-allocated
    bye's from the settings (320; a draw's when none is set, C.04.6 1.4)."""
    pab = t.settings.pab_match_points
    return replace(t.scoring, pairing_bye=t.scoring.draw if pab is None else pab)


def game_scoring(t: TeamTournament) -> Scoring:
    """The game points of a team's round when it is not written in ``game_points``: B
    times the individual points (162) of each outcome, the pairing-allocated bye's from
    the settings (320; a drawn match's when none is set, C.04.6 1.4)."""
    b, each = t.settings.boards, t.individuals.scoring
    pab = t.settings.pab_game_points
    return Scoring(win=b * each.win, draw=b * each.draw, loss=b * each.loss,
                   forfeit_win=b * each.win, forfeit_loss=b * each.loss,
                   pairing_bye=b * each.draw if pab is None else pab,
                   half_bye=b * each.draw, full_bye=b * each.win, zero_bye=b * each.loss,
                   adjourned=b * each.draw)


def _removed_matches(t: TeamTournament, view) -> set[tuple[int, int]]:
    """(round, team) of the matches a round robin's standings remove (C.05: the matches of a
    team that withdrew before playing half of them, engine/tiebreaks/roundrobin.py): their
    game points count no more either."""
    out = set()
    for round_no, (before, after) in enumerate(zip(t.rounds, view.rounds), start=1):
        for game in before.games:
            if game not in after.games:
                out.update((round_no, team) for team in game.players())
    return out


def _unplayed_matches(t: TeamTournament, rounds: int) -> list[tuple[int, int, Kind]]:
    """``(round, team, kind)`` of each match with a result in which no game was played
    over the board (every board forfeited or left empty) but that is not recorded as a
    forfeited match: C.07 15.1 "an unplayed round is any round in which a participant ...
    did not play ... a match in a team tournament", so each team's round is a forfeit
    win or loss, as its match points say (a drawn one stays a match)."""
    found = []
    for round_no, rnd in enumerate(t.rounds[:rounds], start=1):
        for match in rnd.games:
            if (match.result.is_forfeit or not match.result.is_known
                    or played_over_the_board(t, round_no, match) is not False):
                continue
            white, black = (t.scoring.for_code(code) for code in match.result.codes)
            if white == black and match.result is not GameResult.DOUBLE_LOSS:
                continue
            for team, mine, other in ((match.white, white, black),
                                      (match.black, black, white)):
                found.append((round_no, team, Kind.FORFEIT_WIN if mine > other
                              else Kind.FORFEIT_LOSS))
    return found


def _boards_counted(t: TeamTournament, view, removed: set[tuple[int, int]], round_no: int,
                    number: int) -> tuple[float, ...] | None:
    """The game points of each board of team ``number`` in ``round_no`` as article 12
    counts them (:func:`~.match_boards.knockout_boards`), in the round robin's standings
    as the game points are (``view``: C.05's withdrawals applied): nothing for a match
    removed (``removed``: a team withdrawn before half its matches), and for a match a
    later withdrawal makes a forfeit won by the scheduled opponent, every board forfeited
    (12, preamble: a forfeit as a standard win or loss)."""
    if (round_no, number) in removed:
        return None
    if t.rounds[round_no - 1].game_of(number) is None:
        added = view.rounds[round_no - 1].game_of(number)
        if added is not None:  # a forfeit C.05 gives for a withdrawal
            s = t.individuals.scoring
            won = added.code_of(number) == "+"
            return ((s.win if won else s.loss),) * t.settings.boards
    return knockout_boards(t, round_no, number)


@dataclass
class TeamContext:
    """Both records of a team event, and its boards as article 12 counts them."""

    tournament: TeamTournament
    #: each team's rounds counted in match points, and in game points
    mp: Context
    gp: Context
    #: team -> round -> the game points of each board (article 12), for the rounds in
    #: which the team played a match or had the pairing-allocated bye
    boards: dict[int, dict[int, tuple[float, ...]]] = field(default_factory=dict)
    _boards_record: Context | None = None

    @classmethod
    def build(cls, t: TeamTournament, options: TiebreakOptions | None = None
              ) -> "TeamContext":
        mp = Context.build(replace(t, scoring=match_scoring(t)), options)
        gp = Context.build(replace(t, scoring=game_scoring(t)), mp.options)
        removed = _removed_matches(t, gp.tournament) if gp.round_robin else set()
        for number, entries in gp.entries.items():
            gp.entries[number] = [
                replace(e, points=t.game_points[(e.round_no, number)])
                if (e.round_no, number) in t.game_points
                and (e.round_no, number) not in removed else e for e in entries]
        gp.scores = {n: sum(e.points for e in entries) for n, entries in gp.entries.items()}
        # C.07 14.5: the Koya limit moves "by half point at a time", of either score
        mp.half_point = gp.half_point = 0.5
        for round_no, number, kind in _unplayed_matches(t, mp.rounds):
            for ctx in (mp, gp):
                entry = ctx.entries[number][round_no - 1]
                ctx.entries[number][round_no - 1] = replace(entry, kind=kind, colour=None)
        boards = {n: {} for n in mp.entries}
        for number in boards:
            for round_no in range(1, mp.rounds + 1):
                points = _boards_counted(t, gp.tournament, removed, round_no, number)
                if points is not None:
                    boards[number][round_no] = points
        return cls(t, mp, gp, boards)

    # -- the scores --------------------------------------------------------
    @property
    def primary(self) -> str:
        """MP or GP (C.04.6 1.2.1)."""
        return self.tournament.settings.primary

    @property
    def secondary(self) -> str:
        return GAME_POINTS if self.primary == MATCH_POINTS else MATCH_POINTS

    def of(self, score: str = "") -> Context:
        """The record of ``score`` (MP or GP; "" the primary score, C.07 13)."""
        return self.mp if (score or self.primary) == MATCH_POINTS else self.gp

    @property
    def main(self) -> Context:
        """The record of the primary score: the one the standings rank by."""
        return self.of()

    def own_record(self, score: str = "") -> Context:
        """The record WIN, WON, BPG, BWG, REP and STD read: the matches on match points,
        the boards on game points (:mod:`.board_record`; "" the primary score)."""
        if (score or self.primary) == MATCH_POINTS:
            return self.mp
        if self._boards_record is None:
            from arbiter_app.engine.teams.board_record import board_context
            self._boards_record = board_context(self.tournament, self.mp)
        return self._boards_record

    def board_totals(self, number: int, rounds: set[int] | None = None
                     ) -> tuple[float, ...]:
        """The game points of each board over the rounds counted (article 12), or over
        ``rounds`` only."""
        totals = [0.0] * self.tournament.settings.boards
        for round_no, points in self.boards[number].items():
            if rounds is not None and round_no not in rounds:
                continue
            for index, value in enumerate(points):
                totals[index] += value
        return tuple(totals)


__all__ = ["TeamContext", "game_scoring", "match_scoring"]
