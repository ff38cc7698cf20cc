"""Helpers of the team-event commands (issue #37): how a team, a match and its boards are
printed."""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, Texts, decimal, tr
from arbiter_app.i18n.message import shown

TEAM_BYES = Texts({ByeKind.PAIRING_ALLOCATED: N_("pairing-allocated bye"),
                   ByeKind.HALF_POINT: N_("half-point bye"),
                   ByeKind.FULL_POINT: N_("full-point bye"),
                   ByeKind.ZERO_POINT: N_("absent (zero-point bye)")})


def team_who(t: TeamTournament, number: int) -> str:
    team = t.teams.get(number)
    return f"{number} {team.name}" if team is not None else str(number)


def player_who(t: TeamTournament, number: int) -> str:
    if not number:
        return tr("(empty board)")
    player = t.individuals.players.get(number)
    if player is None:
        return str(number)
    rating = f" ({player.rating})" if player.rating else ""
    return f"{number} {player.name}{rating}"


def points_text(value: float) -> str:
    return decimal(f"{value:g}")


def match_lines(t: TeamTournament, service, round_no: int, boards: bool = True) -> list[str]:
    """The matches of ``round_no`` (each with its game points and result, its boards when
    ``boards``) and the round's byes."""
    pairing = service.team_pairing(round_no)
    rnd = t.rounds[round_no - 1]
    lines = []
    for number, (game, board) in enumerate(zip(rnd.games, pairing.boards), start=1):
        white = t.game_points.get((round_no, game.white), 0.0)
        black = t.game_points.get((round_no, game.black), 0.0)
        if game.result is GameResult.PENDING:
            score = ""
        elif game.result.is_forfeit:
            score = "  " + tr("{code} (forfeited match)", code=game.result.value)
        else:
            score = f"  {points_text(white)}-{points_text(black)}"
        explanation = f"   [{shown(board.explanation)}]" if board.explanation else ""
        lines.append(f"{number:4d}. {team_who(t, game.white)} - {team_who(t, game.black)}"
                     f"{score}{explanation}")
        if not boards:
            continue
        for k, white_player, black_player, result in service.match_boards(round_no, number):
            if result is None and not (white_player and black_player):
                if white_player or black_player:
                    shown_result = "  " + tr("won by forfeit (empty board)")
                else:
                    shown_result = ""
            else:
                shown_result = "" if result in (None, GameResult.PENDING) \
                    else f"  {result.value}"
            if game.result.is_forfeit and result is None:
                continue
            lines.append(f"        {k}. {player_who(t, white_player)} - "
                         f"{player_who(t, black_player)}{shown_result}")
    for team, kind in sorted(rnd.byes.items()):
        lines.append(f"      {team_who(t, team)}: {TEAM_BYES[kind]}")
    return lines


__all__ = ["TEAM_BYES", "match_lines", "player_who", "points_text", "team_who"]
