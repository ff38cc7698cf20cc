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
from arbiter_app.i18n import N_, tr

#: the letters of record 162 (and of ``--points``) -> the keyword of :func:`scoring_from`
POINT_LETTERS = {"W": "win", "D": "draw", "L": "loss", "A": "absence", "P": "pairing_bye",
                 "X": "adjourned"}
#: what each letter gives, for messages and the dialog
LETTER_NAMES = {"W": "a win", "D": "a draw", "L": "a loss", "A": "an absence or forfeit loss",
                "P": "the pairing-allocated bye", "X": "an unknown (adjourned) result"}

#: what the points of each letter are, for the refusals (translated where shown)
POINTS_FOR = {"W": N_("points for a win"), "D": N_("points for a draw"),
              "L": N_("points for a loss"), "A": N_("points for an absence or forfeit loss"),
              "P": N_("points for the pairing-allocated bye"),
              "X": N_("points for an unknown (adjourned) result")}

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
            raise ValueError(tr("{item!r}: write LETTER=POINTS with LETTER one of {letters} "
                                "(e.g. W=3,D=1,L=0,P=3)", item=item,
                                letters=", ".join(POINT_LETTERS)))
        if letter in given:
            raise ValueError(tr("{item!r}: {letter} is given twice", item=item, letter=letter))
        try:
            value = float(number)
        except ValueError:
            raise ValueError(tr("{item!r}: {number!r} is not a number", item=item,
                                number=number.strip())) from None
        if not math.isfinite(value):
            raise ValueError(tr("{item!r}: {number!r} is not a number of points", item=item,
                                number=number.strip()))
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
    (an adjourned game) the points of a draw (Q167: no other provisional score); the forfeit win, the byes and the forfeit loss score as
    record 162 says (W, D, A)."""
    six = letters(s)
    for letter, value in six.items():
        what = f"{tr(POINTS_FOR[letter])} ({letter}={_number(value)})"
        if not isinstance(value, (int, float)) or not math.isfinite(value):
            return tr("{what} is not a number", what=what)
        if value < 0:
            return tr("{what} cannot be negative", what=what)
        if value > MAX_POINTS or abs(round(value * 10) - value * 10) > 1e-9:
            return tr("{what}: points are 0 to {most} with at most one decimal (as TRF-2026 "
                      "writes them)", what=what, most=f"{MAX_POINTS:g}")
    w, d, l, a, p, x = six.values()
    g = {letter.lower(): f"{value:g}" for letter, value in six.items()}
    if w <= l:
        return tr("a win (W={w}) must be worth more than a loss (L={l})", **g)
    if l > d:
        return tr("a loss (L={l}) cannot be worth more than a draw (D={d})", **g)
    if d > w:
        return tr("a draw (D={d}) cannot be worth more than a win (W={w})", **g)
    if 2 * d > w + l:
        return tr("two draws (2 \u00d7 D = {two_draws}) cannot be worth more than a win and a "
                  "loss (W + L = {win_loss}) (FIDE checklist Q74)", two_draws=f"{2 * d:g}",
                  win_loss=f"{w + l:g}")
    if a > l:
        return tr("an absence or forfeit loss (A={a}) cannot be worth more than a loss over "
                  "the board (L={l})", **g)
    if p > w:
        return tr("the pairing-allocated bye (P={p}) cannot be worth more than a win (W={w}) "
                  "(FIDE checklist Q81)", **g)
    if p not in (w, d, l, 0.0):
        if (w, d, l) == (1.0, 0.5, 0.0):
            return tr("with the standard point system the pairing-allocated bye is 1, \u00bd "
                      "or 0 points, not {p} (FIDE checklist Q83)", **g)
        return tr("the pairing-allocated bye (P={p}) must be worth what a game can give: a "
                  "win (W={w}), a draw (D={d}) or a loss (L={l}), or 0 points (FIDE "
                  "checklist Q84)", **g)
    if x != d:
        return tr("an unknown (adjourned) result (X={x}) scores a draw (D={d}) until its "
                  "result is entered: no other provisional score (FIDE checklist Q167)", **g)
    derived = ((s.forfeit_win, w, N_("a forfeit win scores a win (W), {wanted} points, not "
                                     "{value} (TRF-2026 record 162)")),
               (s.full_bye, w, N_("a full-point bye scores a win (W), {wanted} points, not "
                                  "{value} (TRF-2026 record 162)")),
               (s.half_bye, d, N_("a half-point bye scores a draw (D), {wanted} points, not "
                                  "{value} (TRF-2026 record 162)")),
               (s.forfeit_loss, a, N_("a forfeit loss scores an absence (A), {wanted} points, "
                                      "not {value} (TRF-2026 record 162)")))
    for value, wanted, text in derived:
        if value != wanted:
            return tr(text, wanted=f"{wanted:g}", value=_number(value))
    return ""


def _number(value) -> str:
    return f"{value:g}" if isinstance(value, (int, float)) else repr(value)
