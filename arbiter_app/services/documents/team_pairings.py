"""A team event's pairing list of one round: each match (its number, the white team, the
black team, the game points and match points once the result is in) followed by its
boards (the two players with title and rating, the colour of the white team's player, the
board's result); then the teams' byes (the pairing-allocated bye, F, H, Z).  And the same
round by player, alphabetically: where each player sits (match, board, colour, opponent).
"""

from __future__ import annotations

from arbiter_app.engine.model import ByeKind
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, Texts, tr
from arbiter_app.services.documents.notation import points
from arbiter_app.services.documents.page import (PORTRAIT_NAME_ROOM, Column, Link, Strong,
                                                 legend, longest, table)
from arbiter_app.services.documents.team_rounds import (bye_lines, match_lines, player_name,
                                                        player_rating, team_name,
                                                        team_of_players)

MATCH_COLUMNS = [Column(N_("Bd"), "n"), Column(N_("No."), "n"), Column(N_("Team"), "name"),
                 Column(N_("Rtg"), "n"), Column(N_("Colour"), "r"), Column(N_("Result"), "r"),
                 Column(N_("Team"), "name"), Column(N_("Rtg"), "n"), Column(N_("No."), "n"),
                 Column(N_("MP"), "r")]

PLAYER_COLUMNS = [Column(N_("Name"), "name"), Column(N_("No."), "n"), Column(N_("Team"), "name"),
                  Column(N_("Match"), "n"), Column(N_("Bd"), "n"), Column(N_("Colour"), "r"),
                  Column(N_("Opponent"), "name"), Column(N_("Team"), "name")]

#: a team's bye as the pairing list says it
TEAM_BYE_TEXT = Texts({ByeKind.PAIRING_ALLOCATED: N_("pairing-allocated bye"),
                       ByeKind.FULL_POINT: N_("full-point bye"),
                       ByeKind.HALF_POINT: N_("half-point bye"),
                       ByeKind.ZERO_POINT: N_("absent")})

PAIRING_KEY = Texts({
    "1.2": N_("match 1, board 2: the white team's player on the left, the colour he "
                  "has, the result from his side (+ and \u2212: won and lost by forfeit)"),
    N_("Result"): N_("on a match's line: the teams' game points, the white team's first"),
    N_("MP"): N_("match points (C.07 11.1.1)"),
})


def colour_text(white: bool) -> str:
    return tr("White") if white else tr("Black")


def match_list(t: TeamTournament, round_no: int) -> tuple[str, bool]:
    """(table and key, landscape) of the pairing list of ``round_no`` by match."""
    rows = []
    for m in match_lines(t, round_no):
        result = (m.game_points + (" " + tr("(forfeited match)") if m.forfeited else "")
                  if m.known else "")
        rows.append([Strong(str(m.number)), m.white, Strong(team_name(t, m.white)), "", "",
                     Strong(result), Strong(team_name(t, m.black)), "", m.black,
                     m.match_points])
        for b in m.boards:
            rows.append([f"{m.number}.{b.board}", b.left or "", player_name(t, b.left),
                         player_rating(t, b.left), colour_text(b.left_white) if b.left else "",
                         b.result, player_name(t, b.right), player_rating(t, b.right),
                         b.right or "", ""])
    for bye in bye_lines(t, round_no):
        rows.append(["", bye.team, Strong(team_name(t, bye.team)), "", "",
                     TEAM_BYE_TEXT[bye.kind], "", "", "", points(bye.match_points)])
    names = [str(r[2]) for r in rows] + [str(r[6]) for r in rows]
    wide = 2 * longest(names) > 2 * PORTRAIT_NAME_ROOM - 10
    key = [(tr(k), v) for k, v in PAIRING_KEY.items()]
    return table(MATCH_COLUMNS, rows) + legend(tr("How to read it"), key), wide


def player_list(t: TeamTournament, round_no: int, card_href=None) -> tuple[str, bool]:
    """(table, landscape) of the round's players alphabetically: each player on a board
    once, with his team, match, board, colour and opponent."""
    teams = team_of_players(t)
    rows = []
    for m in match_lines(t, round_no):
        for b in m.boards:
            for me, other, white in ((b.left, b.right, b.left_white),
                                     (b.right, b.left, not b.left_white)):
                if not me:
                    continue
                rows.append([player_name(t, me, title=False), me,
                             team_name(t, teams.get(me, 0)), m.number, b.board,
                             colour_text(white),
                             player_name(t, other, title=False) if other
                             else tr("(empty board)"),
                             team_name(t, teams.get(other, 0)) if other else ""])
    rows.sort(key=lambda r: (str(r[0]).casefold(), r[1]))
    if card_href:
        for row in rows:
            row[0] = Link(row[0], card_href(row[1]))
    wide = longest(str(r[0]) for r in rows) + longest(r[6] for r in rows) \
        > 2 * PORTRAIT_NAME_ROOM - 16
    return table(PLAYER_COLUMNS, rows), wide


__all__ = ["MATCH_COLUMNS", "PLAYER_COLUMNS", "TEAM_BYE_TEXT", "colour_text", "match_list",
           "player_list"]
