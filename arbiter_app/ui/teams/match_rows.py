"""The rows of a team round's tab, made from the snapshot's team tournament (no Qt).

A round is its matches (match number, the white and the black team, each team's game
points so far, the match's result in match points once decided) each with its boards
(board, White's player with rating, Black's player with rating, the result), then the
teams' byes of the round (the pairing-allocated bye and the F/H/Z byes and absences).
Who sits on which board is the services' own rule (:func:`~arbiter_app.services.teams.
boards.board_pairs` on the line-ups the engine reads, :func:`~arbiter_app.engine.teams.
match_boards.lineup`); the game of a board is the individual game of its players.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.engine.teams.match_boards import lineup
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, Texts, tr
from arbiter_app.services.documents.notation import RESULT_TEXT, points
from arbiter_app.services.teams.boards import board_pairs

#: the columns of a team round's tab
COLUMNS = (N_("No."), N_("White"), N_("Rating"), N_("Result"), N_("Black"), N_("Rating"),
           N_("Match points"))
RESULT = 3  # the result column

#: a team's bye as the round's tab says it (the command line's words)
TEAM_BYES = Texts({ByeKind.PAIRING_ALLOCATED: N_("pairing-allocated bye"),
                   ByeKind.HALF_POINT: N_("half-point bye"),
                   ByeKind.FULL_POINT: N_("full-point bye"),
                   ByeKind.ZERO_POINT: N_("absent (zero-point bye)")})


@dataclass(frozen=True)
class BoardRow:
    """One board of a match.  ``result`` None: no game on it (a side left empty: the
    player there wins by forfeit, or nobody plays)."""

    match: int
    board: int
    white: int  # the starting rank of White's player (0: an empty board on his side)
    black: int
    cells: tuple
    result: GameResult | None


@dataclass(frozen=True)
class MatchRow:
    """One match (``match`` from 1), or a team's bye (``match`` None, ``black`` None)."""

    match: int | None
    white: int
    black: int | None
    cells: tuple
    result: GameResult | None
    explanation: str
    boards: tuple[BoardRow, ...] = ()

    @property
    def forfeited(self) -> bool:
        return self.result is not None and self.result.is_forfeit

    @property
    def has_results(self) -> bool:
        """Whether a board of the match has a result (its line-ups no longer change)."""
        return any(b.result is not None and b.result is not GameResult.PENDING
                   for b in self.boards)


def team_text(t: TeamTournament, number: int) -> str:
    team = t.teams.get(number)
    return f"{number} {team.name}" if team is not None else str(number)


def player_cells(t: TeamTournament, number: int) -> tuple[str, object]:
    """(name with starting rank, rating) of a board's player; an empty board said so."""
    if not number:
        return tr("(empty board)"), ""
    player = t.individuals.players.get(number)
    if player is None:
        return str(number), ""
    return f"{number} {player.name}", player.rating or ""


def board_rows(t: TeamTournament, round_no: int, match: int, white: int, black: int
               ) -> tuple[BoardRow, ...]:
    """The boards of match ``match`` of ``round_no`` (the white and the black team)."""
    rounds = t.individuals.rounds
    rnd = rounds[round_no - 1] if round_no <= len(rounds) else None
    out = []
    for k, a, b in board_pairs(t.settings, lineup(t, round_no, white), lineup(t, round_no, black)):
        game = rnd.game_of(a) if rnd is not None and a and b else None
        if game is not None:
            a, b, result = game.white, game.black, game.result
            shown = RESULT_TEXT[result]
        else:
            result = None
            shown = tr("won by forfeit (empty board)") if a or b else ""
        white_name, white_rating = player_cells(t, a)
        black_name, black_rating = player_cells(t, b)
        out.append(BoardRow(match, k, a, b, (str(k), white_name, white_rating, shown,
                                             black_name, black_rating, ""), result))
    return tuple(out)


def _match_points(t: TeamTournament, round_no: int, team: int, code: str) -> float:
    value = t.match_points.get((round_no, team))
    return value if value is not None else t.scoring.for_code(code)


def match_rows(t: TeamTournament, round_no: int, pairing=None) -> list[MatchRow]:
    """The matches of ``round_no``, then its byes (``pairing``: the stored pairing, whose
    explanations say which article decided each match; None: none shown)."""
    rnd = t.rounds[round_no - 1]
    explanations = list(getattr(pairing, "boards", None) or ())
    rows = []
    for number, game in enumerate(rnd.games, start=1):
        gp_white = t.game_points.get((round_no, game.white), 0.0)
        gp_black = t.game_points.get((round_no, game.black), 0.0)
        boards = () if game.result.is_forfeit else board_rows(t, round_no, number, game.white,
                                                               game.black)
        if game.result.is_forfeit:
            score = tr("{code} (forfeited match)", code=RESULT_TEXT[game.result])
        elif game.result is GameResult.PENDING and not any(
                b.result is not None and b.result.is_known for b in boards):
            score = ""
        else:
            score = f"{points(gp_white)} \u2013 {points(gp_black)}"
        if game.result is GameResult.PENDING:
            decided = ""
        else:
            white_code, black_code = game.result.codes
            decided = (f"{points(_match_points(t, round_no, game.white, white_code))} \u2013 "
                       f"{points(_match_points(t, round_no, game.black, black_code))}")
        board = explanations[number - 1] if number <= len(explanations) else None
        explanation = board.explanation if board is not None and (
            board.white, board.black) == (game.white, game.black) else ""
        rows.append(MatchRow(number, game.white, game.black,
                             (str(number), team_text(t, game.white), "", score,
                              team_text(t, game.black), "", decided),
                             game.result, explanation, boards))
    order = {ByeKind.PAIRING_ALLOCATED: 0, ByeKind.FULL_POINT: 1, ByeKind.HALF_POINT: 2,
             ByeKind.ZERO_POINT: 3}
    for team, kind in sorted(rnd.byes.items(), key=lambda item: (order[item[1]], item[0])):
        mp = t.match_points.get((round_no, team), t.scoring.for_bye(kind))
        gp = t.game_points.get((round_no, team), 0.0)
        text = tr("{bye}: {mp} MP, {gp} GP", bye=TEAM_BYES[kind], mp=points(mp), gp=points(gp))
        rows.append(MatchRow(None, team, None, ("", team_text(t, team), "", text, "", "", ""),
                             None, getattr(pairing, "bye_explanation", "")
                             if kind is ByeKind.PAIRING_ALLOCATED else ""))
    return rows


__all__ = ["BoardRow", "COLUMNS", "MatchRow", "RESULT", "TEAM_BYES", "board_rows",
           "match_rows", "player_cells", "team_text"]
