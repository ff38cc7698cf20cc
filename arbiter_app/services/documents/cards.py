"""Each player's card for the players: who they met, with which colour, the
result and the points after each round (the arbiter's pairing card without
the pairing details: floats and colour preferences stay in the GUI)."""

from __future__ import annotations

from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.i18n import N_, Texts, tr
from arbiter_app.services.documents.notation import HALF, points
from arbiter_app.services.documents.page import Column, Link, cell, legend, table

CARD_COLUMNS = [Column(N_("Rd"), "n"), Column(N_("Bd"), "n"), Column(N_("Colour"), "r"),
                Column(N_("No."), "n"), Column(N_("Opponent"), "name"), Column(N_("Rtg"), "n"),
                Column(N_("Result"), "r"), Column(N_("Pts"), "n")]

#: a player's TRF result code as the card says it
RESULT_OF_CODE = Texts({"1": "1", "0": "0", "=": HALF, "+": "+", "-": "\u2212",
                        "W": N_("1 (unrated)"), "L": N_("0 (unrated)"),
                        "D": N_("\u00bd (unrated)"), " ": "", "*": ""})
BYE_OF_CODE = Texts({"U": N_("bye"), "F": N_("full-point bye"), "H": N_("half-point bye"),
                     "Z": N_("absent")})

CARD_KEY = Texts({"+ / \u2212": N_("won / lost by forfeit"),
                  N_("Pts"): N_("the player's points after the round")})


def boards_of(t: Tournament) -> list[dict[int, tuple[int, str]]]:
    """Per round: player -> (board, "White" | "Black")."""
    found = []
    for rnd in t.rounds:
        seats = {}
        for board, game in enumerate(rnd.games, start=1):
            seats[game.white] = (board, "White")
            seats[game.black] = (board, "Black")
        found.append(seats)
    return found


def card_body(t: Tournament, number: int, hist: dict[int, PlayerHistory] | None = None,
              boards: list[dict[int, tuple[int, str]]] | None = None, card_href=None) -> str:
    """The card of player ``number``: a line of who the player is, then one row a
    round; ``card_href`` (number -> address) links the opponents' cards."""
    hist = histories(t) if hist is None else hist
    boards = boards_of(t) if boards is None else boards
    h, p = hist[number], t.players[number]
    rows = []
    for r in range(t.rounds_played):
        code = h.codes[r] if r < len(h.codes) else " "
        after = h.scores_before[r + 1] if r + 1 < len(h.scores_before) else h.score
        opponent = h.paired_with[r] if r < len(h.paired_with) else None
        if opponent is None:
            if code == "Z" and not p.active_in(r + 1):
                continue  # not entered yet, or withdrawn: no line
            result = points(t.scoring.for_code(code)) if code in BYE_OF_CODE else ""
            rows.append([r + 1, "", "", "", BYE_OF_CODE.get(code, ""), "", result,
                         points(after)])
            continue
        board, colour = boards[r].get(number, ("", ""))
        if h.colours[r] is not None:
            colour = "White" if h.colours[r] is Colour.WHITE else "Black"
        colour = tr(colour) if colour else ""
        opp = t.players.get(opponent)
        name = opp.name if opp else "?"
        rows.append([r + 1, board, colour, opponent,
                     Link(name, card_href(opponent)) if card_href and opp else name,
                     (opp.rating or "") if opp else "", RESULT_OF_CODE.get(code, code),
                     points(after)])
    who = " ".join(x for x in (p.title, p.name) if x)
    facts = [tr("No. {number}", number=number), who]
    if p.federation:
        facts.append(p.federation)
    if p.rating:
        facts.append(tr("rating {rating}", rating=p.rating))
    if p.fide_id:
        facts.append(tr("FIDE ID {id}", id=p.fide_id))
    if p.withdrawn_from is not None:
        facts.append(tr("withdrawn from round {round}", round=p.withdrawn_from))
    line = " \u00b7 ".join(facts)
    from arbiter_app.services.acceleration import virtual_for_round, virtual_text
    extra = virtual_for_round(t, t.next_round).get(number)  # accelerated pairing (#16)
    extra_text = " " + tr("({points} for the pairing of round {round})",
                          points=virtual_text(extra), round=t.next_round) if extra else ""
    head = (f'<p class="player">{cell(line)}</p>'
            f'<p class="player">{cell(tr("Points:"))} <b>{cell(points(h.score))}</b>'
            f'{cell(extra_text)}</p>')
    key = [(tr(k), v) for k, v in CARD_KEY.items()]
    return head + table(CARD_COLUMNS, rows) + legend(tr("How to read it"), key)


__all__ = ["CARD_COLUMNS", "boards_of", "card_body"]
