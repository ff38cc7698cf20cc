"""Results of a team round: a board's result (the match's follows from its boards: C.07
11.1, more game points wins), and a forfeited match (TRF-2026 330: ``+-`` the white team
wins, ``-+`` the black team, ``--`` neither), with their undo.

A board is named by its match and its number in the match (1 to B), or by its number in the
round, ``(match - 1) * B + board`` (:func:`locate`).  Changing a result of a round older than
the last one paired (the later rounds were paired on it) is a level 3 warning the arbiter
confirms.  A forfeited match has no games: recording it removes the match's boards (a level 3
warning when one of them has a result) and gives each player its winner fielded a board won by
forfeit (C.07 2026 11.1.2, TRF-2026 162 W: :mod:`arbiter_app.engine.teams.forfeit_boards`; the
store keeps them with the match's code), cancelling it removes those and makes the match's
boards again from the line-ups, with no result.
"""

from __future__ import annotations

from arbiter_app.engine.model import GameResult
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, tr
from arbiter_app.services.errors import ServiceError
from arbiter_app.services.teams.boards import board_pairs, make_boards, remove_boards
from arbiter_app.services.warnings import CONFIRM, ArbiterWarning, require_confirmation
from arbiter_app.store.team_convert import FORFEITS, board_number


def locate(boards: int, number: int) -> tuple[int, int]:
    """(match, board) of the board numbered ``number`` in its round."""
    return (number - 1) // boards + 1, (number - 1) % boards + 1


def _match(w, round_no: int, match: int) -> tuple[int, int, int, str]:
    if not w.round_exists(round_no):
        raise ServiceError(tr("round {round} is not paired", round=round_no))
    matches = w.matches(round_no)
    if not isinstance(match, int) or not 1 <= match <= len(matches):
        raise ServiceError(tr("round {round} has no match {match} (matches 1-{n})",
                              round=round_no, match=match, n=len(matches)))
    return matches[match - 1]


def _older_round_warning(t: TeamTournament, round_no: int, what: str) -> list[ArbiterWarning]:
    if round_no >= t.rounds_played:
        return []
    return [ArbiterWarning(CONFIRM, tr(
        "{what}: round {round} is not the last round paired; round {next} and later were "
        "paired on its results", what=what, round=round_no, next=round_no + 1),
        code="older-round-result")]


class TeamResultActions:
    """Needs ``self._write()`` and ``self._require_team()``."""

    def record_board_result(self, round_no: int, match: int, board: int, result: GameResult,
                            confirm: bool = False, *, periodic_backup: bool = False
                            ) -> GameResult:
        """Record (or correct) the result of board ``board`` of match ``match``; returns the
        previous one (the undo).  The result is the white player's, as for any game.  The
        round's last missing result takes a backup (and, ``periodic_backup``, one every 10
        minutes), as :meth:`~arbiter_app.services.service.TournamentService.record_result`
        says; one that cannot be written is a notice in ``backup_notices``."""
        self._require_team()
        result = GameResult(result)
        self.backup_notices = []
        with self._write() as w:
            t = w.team_tournament()
            number, white_team, black_team, forfeit = _match(w, round_no, match)
            boards = t.settings.boards
            if not isinstance(board, int) or not 1 <= board <= boards:
                raise ServiceError(tr("a match has boards 1-{boards}, not {board!r}",
                                      boards=boards, board=board))
            if forfeit:
                raise ServiceError(tr("the match of teams {white} and {black} in round {round} "
                                      "is forfeited ({code}); its boards have no games",
                                      white=white_team, black=black_team, round=round_no,
                                      code=forfeit))
            game = w.game(round_no, board_number(match, board, boards))
            if game is None:
                raise ServiceError(tr("board {board} of match {match} in round {round} has no "
                                      "game: a board empty on one side is won by forfeit by "
                                      "the player on the other side, one empty on both sides "
                                      "is lost by both teams", board=board, match=match,
                                      round=round_no))
            white, black, previous = game
            if previous is result:
                return previous
            what = tr("round {round} match {match} board {board}", round=round_no,
                      match=match, board=board)
            require_confirmation(tr("record {value} on {what}", value=result.value, what=what),
                                 _older_round_warning(t, round_no, what) if previous.is_known
                                 else [], confirm)
            w.set_result(round_no, board_number(match, board, boards), result)
            w.audit(N_("result"), f"round {round_no} match {match} ({white_team}-{black_team}) "
                    f"board {board}: {white}-{black} {result.value} (was {previous.value})")
            games = t.individuals.rounds[round_no - 1].games
            this = {white, black}
            completed = not all(g.result.is_known for g in games) and all(
                (result if {g.white, g.black} == this else g.result).is_known for g in games)
        # the round's last missing result takes a backup, as for an individual event
        self._backup_after_result(round_no, completed, periodic_backup)
        return previous

    def forfeit_match(self, round_no: int, match: int, code: str, confirm: bool = False
                      ) -> str:
        """Record match ``match`` of ``round_no`` as forfeited: ``+-`` (the white team wins),
        ``-+`` (the black team wins) or ``--`` (a double forfeit).  Returns the code it had
        ("": none), for :meth:`cancel_match_forfeit`."""
        self._require_team()
        if code not in FORFEITS:
            raise ServiceError(tr("a forfeited match is +- (the white team wins), -+ (the "
                                  "black team wins) or -- (a double forfeit), not {code!r}",
                                  code=code))
        with self._write() as w:
            t = w.team_tournament()
            number, white, black, before = _match(w, round_no, match)
            if before == code:
                return before
            what = tr("round {round} match {match}", round=round_no, match=match)
            stored = w.stored_lineups()
            players = set(stored.get((round_no, white), ())) | set(
                stored.get((round_no, black), ()))
            rnd = t.individuals.rounds[round_no - 1]
            played = sorted(p for p in players if p and rnd.game_of(p) is not None
                            and rnd.game_of(p).result.is_known and not before)
            warnings = _older_round_warning(t, round_no, what)
            if played:
                warnings.append(ArbiterWarning(CONFIRM, tr(
                    "{what} has results on its boards; a forfeited match has no games, they "
                    "are removed", what=what), code="forfeit-removes-results"))
            require_confirmation(tr("record the match {what} as forfeited", what=what),
                                 warnings, confirm)
            if not before:
                remove_boards(w, t.settings, round_no, number, players - {0})
            w.set_match_forfeit(round_no, number, code)
            w.audit(N_("forfeited match"), f"round {round_no} match {match} {white}-{black} "
                    f"{code}" + (f" (was {before})" if before else ""))
            return before

    def cancel_match_forfeit(self, round_no: int, match: int) -> None:
        """The match is played after all: its boards are made again from the line-ups (no
        result yet).  Refused when the line-ups give no game."""
        self._require_team()
        with self._write() as w:
            t = w.team_tournament()
            number, white, black, before = _match(w, round_no, match)
            if not before:
                return
            stored = w.stored_lineups()
            empty = (0,) * t.settings.boards
            lineups = [stored.get((round_no, n), empty) for n in (white, black)]
            boards = t.settings.boards
            # first the boards its winner won by forfeit go, then the match's own are made
            w.set_match_forfeit(round_no, number, "")
            if not any(w.game(round_no, board_number(number, k, boards))
                       for k in range(1, boards + 1)):
                code = make_boards(w, t.settings, round_no, number, *lineups)
                if code:
                    raise ServiceError(tr("the line-ups of teams {white} and {black} in round "
                                          "{round} give no game; enter them first",
                                          white=white, black=black, round=round_no))
            w.audit(N_("forfeit cancelled"), f"round {round_no} match {match} {white}-{black}"
                    f" (was {before})")

    def match_boards(self, round_no: int, match: int
                     ) -> list[tuple[int, int, int, GameResult | None]]:
        """(board from 1, White's player, Black's player, result; None: no game) of each
        board of a match (a player 0: his side of the board is empty)."""
        self._require_team()
        with self._read() as r:
            t = r.team_tournament()
            number, white, black, _forfeit = _match(r, round_no, match)
            stored = r.stored_lineups()
            empty = (0,) * t.settings.boards
            out = []
            for k, a, b in board_pairs(t.settings, stored.get((round_no, white), empty),
                                       stored.get((round_no, black), empty)):
                game = r.game(round_no, board_number(number, k, t.settings.boards))
                out.append((k, game[0], game[1], game[2]) if game else (k, a, b, None))
            return out


__all__ = ["TeamResultActions", "locate"]
