"""A team event's match cards: one score sheet per match of a round for the two captains
(and the arbiter) to fill in and sign: the match, its boards with both players (number,
name, rating), the colour of the white team's player, a result box per board, the totals
and the signature lines.  Each card starts a new page when printed.  A result already
entered is printed in its box (a card printed again after the round), a forfeited match
(TRF-2026 330) has no boards to fill in.
"""

from __future__ import annotations

from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import tr
from arbiter_app.services.documents.page import cell
from arbiter_app.services.documents.team_pairings import colour_text
from arbiter_app.services.documents.team_rounds import (MatchLine, match_lines, player_name,
                                                        player_rating, team_name)

#: the blank box a captain writes a result in
_BOX = "&nbsp;" * 12
_LINE = "_" * 28


def _row(cells: list[str], kinds: str) -> str:
    """One ``<tr>``; ``cells`` already escaped, ``kinds`` one letter a cell (n r name -)."""
    out = []
    for value, kind in zip(cells, kinds):
        css = {"n": ' class="n"', "r": ' class="r"', "m": ' class="name"'}.get(kind, "")
        out.append(f"<td{css}>{value}</td>")
    return "<tr>" + "".join(out) + "</tr>"


def card(t: TeamTournament, round_no: int, m: MatchLine, first: bool) -> str:
    """The card of match ``m`` (a page break before it unless ``first``)."""
    white, black = team_name(t, m.white), team_name(t, m.black)
    brk = "" if first else ' style="page-break-before: always"'
    head = (f"<h2{brk}>{cell(tr('Round {round}, match {match}', round=round_no, match=m.number))}"
            f"</h2><p class=\"place\"><b>{cell(white)}</b> ({m.white}) \u2013 "
            f"<b>{cell(black)}</b> ({m.black})</p>")
    if m.forfeited:
        return head + (f"<p>{cell(tr('Forfeited match: {result}', result=m.game_points))}"
                       "</p>")
    headers = [tr("Bd"), tr("Colour"), tr("No."), white, tr("Rtg"), tr("Result"), tr("No."),
               black, tr("Rtg")]
    rows = [f"<tr>{''.join(f'<th>{cell(h)}</th>' for h in headers)}</tr>"]
    for b in m.boards:
        result = cell(b.result) if b.result else _BOX
        rows.append(_row([str(b.board), cell(colour_text(b.left_white)), cell(b.left or ""),
                          cell(player_name(t, b.left)), cell(player_rating(t, b.left)),
                          result, cell(b.right or ""), cell(player_name(t, b.right)),
                          cell(player_rating(t, b.right))], "nrnmnrnmn"))
    total = cell(m.game_points) if m.known else _BOX
    rows.append(_row(["", "", "", f"<b>{cell(tr('Game points'))}</b>", "", f"<b>{total}</b>",
                      "", "", ""], "nrnmnrnmn"))
    if m.known:
        rows.append(_row(["", "", "", f"<b>{cell(tr('Match points'))}</b>", "",
                          f"<b>{cell(m.match_points)}</b>", "", "", ""], "nrnmnrnmn"))
    body = (f'<table width="100%" cellspacing="0" cellpadding="8"><thead>{rows[0]}</thead>'
            + "".join(rows[1:]) + "</table>")
    how = tr("Each board's result from the side of {team}'s player: 1 \u2013 0, "
             "\u00bd \u2013 \u00bd, 0 \u2013 1.", team=white)
    signatures = "".join(
        f'<p class="sign">{cell(who)}: {_LINE}</p>'
        for who in (tr("Captain of {team}", team=white), tr("Captain of {team}", team=black),
                    tr("Match arbiter")))
    return head + body + f'<p class="legend">{cell(how)}</p>' + signatures


def match_cards(t: TeamTournament, round_no: int) -> tuple[str, bool]:
    """(every match card of ``round_no``, landscape)."""
    cards = [card(t, round_no, m, i == 0)
             for i, m in enumerate(match_lines(t, round_no))]
    if not cards:
        return f"<p>{cell(tr('The round has no match.'))}</p>", False
    return "".join(cards), True


__all__ = ["card", "match_cards"]
