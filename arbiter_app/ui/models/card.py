"""The player's pairing card: what the arbiter would have written down (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.engine.history import histories
from arbiter_app.engine.model import ByeKind, Colour, Tournament
from arbiter_app.i18n import N_, Texts, decimal, tr, trn
from arbiter_app.i18n.message import shown
from arbiter_app.ui.models.rows import BYE_TEXT, HALF, points

CARD_HEADERS = (N_("Round"), N_("Opponent"), N_("Colour"), N_("Result"), N_("Points after"),
                N_("Float"), N_("Note"))
#: the colours a card lists ("W B – W"), as the language's arbiters write them
COLOUR_LETTER = Texts({Colour.WHITE: N_("W"), Colour.BLACK: N_("B")})


@dataclass(frozen=True)
class PairingCard:
    number: int
    title: str  # "12 Name (2104)"
    rows: list[tuple]
    colour_difference: str
    colour_preference: str
    colours: str  # e.g. "W B - W"
    score: str
    # the rating so far (FIDE B.02 8.3; services/ratings.py): "-8.4 (K 20; 3 rated
    # games, 1½ scored, 1.92 expected)", "" for an unrated player
    rating_change: str = ""
    performance: str = ""  # "1833" ("" before any rated game)


def pairing_card(t: Tournament, number: int) -> PairingCard:
    from arbiter_app.services.acceleration import virtual_for_round, virtual_text
    hist = histories(t)
    # accelerated pairings (issue #16): the floats of the pairing scores, and each
    # round's virtual points in its note
    virtual = {r: virtual_for_round(t, r).get(number, 0.0) for r in range(1, t.next_round + 1)}
    if any(virtual.values()):
        from arbiter_app.engine.acceleration import virtual_points
        from arbiter_app.engine.systems.dutch_common.players import accelerate_floats
        accelerate_floats(hist, virtual_points(t))
    h, p = hist[number], t.players[number]
    rows = []
    for r in range(t.rounds_played):
        opponent = h.paired_with[r]
        code = h.codes[r]
        after = h.scores_before[r + 1] if r + 1 < len(h.scores_before) else h.score
        flt = h.floats[r].arrow if h.floats[r] is not None else ""
        note = (tr("paired with {virtual}", virtual=virtual_text(virtual[r + 1]))
                if virtual[r + 1] else "")
        if opponent is None:
            kind = ByeKind(code) if code in {k.value for k in ByeKind} else ByeKind.ZERO_POINT
            rows.append((r + 1, "", "", {"U": "+", "F": "+", "H": HALF, "Z": "0"}.get(code, code),
                         points(after), flt, "; ".join(filter(None, (BYE_TEXT[kind], note)))))
            continue
        opp = t.players.get(opponent)
        colour = h.colours[r]
        if colour is None:
            game = t.round(r + 1).game_of(number)
            colour_text = (tr("white") if game is not None and game.white == number
                           else tr("black"))
            note = "; ".join(filter(None, (
                tr("forfeit (no colour counted)") if code.strip() else "", note)))
        else:
            colour_text = tr("white") if colour is Colour.WHITE else tr("black")
        unrated = {"W": "1", "L": "0", "D": HALF}
        result = (tr("{points} (unrated)", points=unrated[code]) if code in unrated else
                  {"1": "1", "0": "0", "=": HALF, "+": "+", "-": "\u2212", " ": "",
                   "*": ""}.get(code, code))
        if not code.strip():
            note = note or tr("result pending")
        rows.append((r + 1, f"{opponent} {opp.name if opp else '?'} ({opp.rating if opp else ''})",
                     colour_text, result, points(after), flt, note))
    colours = " ".join(COLOUR_LETTER[c] if c is not None else "\u2013" for c in h.colours)
    change, performance = _rating_so_far(t, number)
    score = points(h.score)
    if virtual.get(t.next_round):
        score += " " + tr("({virtual} for round {round})",
                          virtual=virtual_text(virtual[t.next_round]), round=t.next_round)
    return PairingCard(number, f"{number} {p.name} ({p.rating})", rows, h.signed_difference(),
                       # the engine's English ("strong white") in the window's language
                       shown(str(h.colour_preference())), colours, score, change, performance)


def _rating_so_far(t: Tournament, number: int) -> tuple[str, str]:
    """(rating change, performance) of the card, as text."""
    from arbiter_app.engine.ratings import rating_change
    from arbiter_app.services import ratings

    c = rating_change(t, number, ratings.k_factors(t).get(number))
    performance = str(c.performance) if c.performance is not None else ""
    if c.change is None:
        return (tr("unrated: no change"), performance)
    if not c.count:
        return (tr("0 (K {k}; no rated game yet)", k=ratings.k_text(c)), performance)
    return (trn("{change} (K {k}; {n} rated game, {score} scored, {expected} expected)",
                "{change} (K {k}; {n} rated games, {score} scored, {expected} expected)",
                c.count, change=decimal(ratings.decimal(c.change, signed=True)),
                k=ratings.k_text(c), score=points(float(c.score)),
                expected=decimal(ratings.decimal(c.expected))), performance)
