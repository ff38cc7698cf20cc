"""How arbiters write scores, results and byes (no Qt): shared by the GUI's
tables and the printed documents, so both say "2½" and "½ – ½" alike."""

from __future__ import annotations

import datetime as dt
import re

from arbiter_app.engine.model import ByeKind, GameResult
from arbiter_app.i18n import N_, Texts, day, decimal

HALF = "\u00bd"

#: the texts come out in the current language (arbiter_app.i18n.Texts)
RESULT_TEXT = Texts({
    GameResult.PENDING: "",
    GameResult.WHITE_WINS: "1 \u2013 0",
    GameResult.BLACK_WINS: "0 \u2013 1",
    GameResult.DRAW: f"{HALF} \u2013 {HALF}",
    GameResult.WHITE_FORFEIT_WIN: "+ \u2013 \u2212",
    GameResult.BLACK_FORFEIT_WIN: "\u2212 \u2013 +",
    GameResult.DOUBLE_FORFEIT: "\u2212 \u2013 \u2212",
    GameResult.WHITE_WINS_UNRATED: N_("1 \u2013 0 (unrated)"),
    GameResult.BLACK_WINS_UNRATED: N_("0 \u2013 1 (unrated)"),
    GameResult.DRAW_UNRATED: N_("\u00bd \u2013 \u00bd (unrated)"),
    GameResult.WHITE_HALF_BLACK_ZERO: f"{HALF} \u2013 0",
    GameResult.WHITE_ZERO_BLACK_HALF: f"0 \u2013 {HALF}",
    GameResult.DOUBLE_LOSS: "0 \u2013 0",
    GameResult.ADJOURNED: N_("adjourned"),
})

BYE_TEXT = Texts({
    ByeKind.PAIRING_ALLOCATED: N_("bye"),
    ByeKind.HALF_POINT: N_("half-point bye"),
    ByeKind.FULL_POINT: N_("full-point bye"),
    ByeKind.ZERO_POINT: N_("absent"),
})


def points(value: float) -> str:
    """Scores as arbiters write them: 3, 3½, ½."""
    whole = int(value)
    if value == whole:
        return str(whole)
    if abs(value - whole - 0.5) < 1e-9:
        return f"{whole}{HALF}" if whole else HALF
    return decimal(f"{value:g}")


__all__ = ["BYE_TEXT", "HALF", "RESULT_TEXT", "points"]


#: a date as TRF16 writes the rounds' (and old files the tournament's): YY/MM/DD
_SHORT_DATE = re.compile(r"^\s*(\d{2})[/.-](\d{2})[/.-](\d{2})\s*$")


def date_text(value: str | None) -> str:
    """A date of the tournament in the document language's form (6/3/2026 in Spanish,
    06.03.2026 in German: CLDR's, :func:`arbiter_app.i18n.day`), also when the file has it
    as TRF16's YY/MM/DD ("26/03/06", which was printed as read, issue #35); any other text
    as it is."""
    match = _SHORT_DATE.match(value or "")
    if match:
        year, month, day_no = (int(g) for g in match.groups())
        try:
            return day(dt.date(2000 + year, month, day_no))
        except ValueError:
            return value or ""
    return day(value)

