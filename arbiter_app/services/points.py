"""Point systems as an arbiter sets them (FIDE checklist Q70-88; docs/fide-mode.md).

A point system is the six values of TRF-2026 record 162, one per letter:

* ``W`` a win over the board, a forfeit win and a full-point bye;
* ``D`` a draw and a half-point bye;
* ``L`` a loss over the board;
* ``A`` an absence: a forfeit loss and a zero-point bye;
* ``P`` the pairing-allocated bye (162's default: the points of W);
* ``X`` an unknown result, e.g. an adjourned game (162's default: the points of D).

:func:`scoring_from` turns them into the model's :class:`Scoring`;
:func:`point_system_problem` is the one check the service, the command line and
the tournament dialog apply to a point system the arbiter sets.
"""

from __future__ import annotations

import math

from arbiter_app.engine.model import Scoring
from arbiter_app.i18n import N_

#: the letters of record 162 (and of ``--points``) -> the keyword of :func:`scoring_from`
POINT_LETTERS = {"W": "win", "D": "draw", "L": "loss", "A": "absence", "P": "pairing_bye",
                 "X": "adjourned"}
#: what each letter gives, for messages and the dialog
LETTER_NAMES = {"W": "a win", "D": "a draw", "L": "a loss", "A": "an absence or forfeit loss",
                "P": "the pairing-allocated bye", "X": "an unknown (adjourned) result"}

#: the presets the tournament dialog offers: name -> (title, W D L A P X)
PRESETS = {
    "standard": (N_("Standard (1 - \u00bd - 0)"), (1.0, 0.5, 0.0, 0.0, 1.0, 0.5)),
    "3-1-0": (N_("3 - 1 - 0 (three points for a win)"), (3.0, 1.0, 0.0, 0.0, 3.0, 1.0)),
}
CUSTOM = "custom"

#: the largest value record 162 (and the points columns 81-84) can write: 4 columns
MAX_POINTS = 99.9


def scoring_from(win: float = 1.0, draw: float = 0.5, pairing_bye: float = 1.0,
                 loss: float = 0.0, absence: float = 0.0,
                 adjourned: float | None = None) -> Scoring:
    """The model's point system for the six values of record 162: a forfeit win and a
    full-point bye score a win, a half-point bye a draw, a forfeit loss and a
    zero-point bye the absence; ``adjourned`` None: the points of a draw."""
    return Scoring(win=win, draw=draw, loss=loss, forfeit_win=win, forfeit_loss=absence,
                   pairing_bye=pairing_bye, half_bye=draw, full_bye=win, zero_bye=absence,
                   adjourned=draw if adjourned is None else adjourned)


def letters(s: Scoring) -> dict[str, float]:
    """The six values of record 162 of ``s`` (A: the zero-point bye's)."""
    return {"W": s.win, "D": s.draw, "L": s.loss, "A": s.zero_bye, "P": s.pairing_bye,
            "X": s.adjourned}


def from_letters(values: dict[str, float]) -> Scoring:
    return scoring_from(**{POINT_LETTERS[letter]: float(v) for letter, v in values.items()})


def preset_of(s: Scoring) -> str:
    """The name of the preset ``s`` is ("standard", "3-1-0"), else "custom"."""
    six = tuple(letters(s).values())
    return next((name for name, (_title, values) in PRESETS.items() if values == six), CUSTOM)


def preset(name: str) -> Scoring:
    return from_letters(dict(zip(POINT_LETTERS, PRESETS[name][1])))


def points_text(s: Scoring) -> str:
    """``W=1,D=0.5,L=0,A=0,P=1,X=0.5``: as ``--points`` reads it and the audit log says it."""
    return ",".join(f"{k}={v:g}" for k, v in letters(s).items())


def parse_points(text: str, current: Scoring | None = None) -> Scoring:
    """``W=3,D=1,L=0,P=3`` (any subset of W D L A P X) as a Scoring; ValueError
    naming the bad item.  A letter not given keeps its value in ``current`` (the
    standard system when None), except that P and X keep following W and D (record
    162's defaults) when they had the points of W and D."""
    start = current or Scoring()
    given: dict[str, float] = {}
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        letter, equals, number = item.partition("=")
        letter = letter.strip().upper()
        if letter not in POINT_LETTERS or not equals or not number.strip():
            raise ValueError(f"{item!r}: write LETTER=POINTS with LETTER one of "
                             f"{', '.join(POINT_LETTERS)} (e.g. W=3,D=1,L=0,P=3)")
        if letter in given:
            raise ValueError(f"{item!r}: {letter} is given twice")
        try:
            value = float(number)
        except ValueError:
            raise ValueError(f"{item!r}: {number.strip()!r} is not a number") from None
        if not math.isfinite(value):
            raise ValueError(f"{item!r}: {number.strip()!r} is not a number of points")
        given[letter] = value
    values = {**letters(start), **given}
    if "P" not in given and start.pairing_bye == start.win:
        values["P"] = values["W"]
    if "X" not in given and start.adjourned == start.draw:
        values["X"] = values["D"]
    return from_letters(values)


def point_system_problem(s: Scoring) -> str:
    """Why ``s`` cannot be a tournament's point system ("" when it can).

    The decisions (docs/fide-mode.md, Q70-88): every value is 0 to 99.9 with at
    most one decimal (what record 162 and the points columns can write); a win is
    worth more than a loss, a loss no more than a draw, a draw no more than a win,
    and two draws no more than a win and a loss (Q74); an absence or forfeit loss no
    more than a lost game; the pairing-allocated bye no more than a win (Q81) and one
    of 1, 1/2 or 0 in the standard system (Q83), in another one the points of a
    result, W, D or L, or 0 (Q84 "reachable"; Q82 allows 0); an unknown result
    between a loss and a win; the forfeit win, the byes and the forfeit loss score as
    record 162 says (W, D, A)."""
    six = letters(s)
    for letter, value in six.items():
        what = f"points for {LETTER_NAMES[letter]} ({letter}={_number(value)})"
        if not isinstance(value, (int, float)) or not math.isfinite(value):
            return f"{what} is not a number"
        if value < 0:
            return f"{what} cannot be negative"
        if value > MAX_POINTS or abs(round(value * 10) - value * 10) > 1e-9:
            return (f"{what}: points are 0 to {MAX_POINTS:g} with at most one decimal "
                    "(as TRF-2026 writes them)")
    w, d, l, a, p, x = six.values()
    if w <= l:
        return f"a win (W={w:g}) must be worth more than a loss (L={l:g})"
    if l > d:
        return f"a loss (L={l:g}) cannot be worth more than a draw (D={d:g})"
    if d > w:
        return f"a draw (D={d:g}) cannot be worth more than a win (W={w:g})"
    if 2 * d > w + l:
        return (f"two draws (2 \u00d7 D = {2 * d:g}) cannot be worth more than a win and a "
                f"loss (W + L = {w + l:g}) (FIDE checklist Q74)")
    if a > l:
        return (f"an absence or forfeit loss (A={a:g}) cannot be worth more than a loss over "
                f"the board (L={l:g})")
    if p > w:
        return (f"the pairing-allocated bye (P={p:g}) cannot be worth more than a win "
                f"(W={w:g}) (FIDE checklist Q81)")
    if p not in (w, d, l, 0.0):
        if (w, d, l) == (1.0, 0.5, 0.0):
            return (f"with the standard point system the pairing-allocated bye is 1, \u00bd "
                    f"or 0 points, not {p:g} (FIDE checklist Q83)")
        return (f"the pairing-allocated bye (P={p:g}) must be worth what a game can give: a "
                f"win (W={w:g}), a draw (D={d:g}) or a loss (L={l:g}), or 0 points "
                "(FIDE checklist Q84)")
    if not l <= x <= w:
        return (f"an unknown (adjourned) result (X={x:g}) must be worth between a loss "
                f"(L={l:g}) and a win (W={w:g})")
    derived = ((s.forfeit_win, w, "a forfeit win", "a win (W)"),
               (s.full_bye, w, "a full-point bye", "a win (W)"),
               (s.half_bye, d, "a half-point bye", "a draw (D)"),
               (s.forfeit_loss, a, "a forfeit loss", "an absence (A)"))
    for value, wanted, what, like in derived:
        if value != wanted:
            return (f"{what} scores {like}, {wanted:g} points, not {_number(value)} "
                    "(TRF-2026 record 162)")
    return ""


def _number(value) -> str:
    return f"{value:g}" if isinstance(value, (int, float)) else repr(value)
