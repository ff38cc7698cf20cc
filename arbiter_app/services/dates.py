"""The one reader of the dates a person types: every date field of the window, the CSV
import and the command line's ``--birth-date`` take the same spellings.

* year first, with ``-``, ``/`` or ``.``: ``2026-11-27``, ``2026/11/27``, ``2026.11.27``;
  ``00`` for an unknown month or day where the field allows it (a birth date
  ``2001/00/00``, as FIDE's lists write it), and the year alone (``1981``) there too;
* day first with dots: ``27.11.2026`` (nobody writes the month first with dots);
* day first with slashes, ``27/11/2026``, only in a language that writes its dates so
  (French, Spanish): in English ``03/04/2026`` may be the 4th of March, so there it is
  refused with the spellings taken;
* compact ``20261127``.

A date is kept as TRF16 writes it: ``YYYY/MM/DD`` (:mod:`arbiter_app.trf.fields`).
"""

from __future__ import annotations

import datetime as dt
import re

from arbiter_app.i18n import day, tr
from arbiter_app.trf.fields import long_date

_DOTTED = re.compile(r"([0-9]{1,2})\.([0-9]{1,2})\.([0-9]{4})")
_SLASHED = re.compile(r"([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})")
_COMPACT = re.compile(r"([0-9]{4})([0-9]{2})([0-9]{2})")


def day_first_slashes() -> bool:
    """Whether the language writes its dates ``DD/MM/YYYY``."""
    return day(dt.date(2026, 11, 27)) == "27/11/2026"


def read_date(text, *, unknown_parts: bool = False) -> str | None:
    """``text`` as ``YYYY/MM/DD``; ``""`` for an empty text; None when it is no date
    (an impossible one such as 1990/02/31 included).  ``unknown_parts``: a birth date,
    which may be the year alone or have ``00`` for an unknown month or day."""
    if isinstance(text, dt.date):
        return text.strftime("%Y/%m/%d")
    text = str(text or "").strip()
    if not text:
        return ""
    if unknown_parts and len(text) == 4 and text.isascii() and text.isdigit():
        return text
    full = long_date(text)
    if full is not None:
        if not unknown_parts and "/00" in full[4:]:
            return None
        return full
    for pattern, allowed in ((_DOTTED, True), (_SLASHED, day_first_slashes()), (_COMPACT, True)):
        match = pattern.fullmatch(text) if allowed and text.isascii() else None
        if match is None:
            continue
        if pattern is _COMPACT:
            year, month, day_ = (int(g) for g in match.groups())
        else:
            day_, month, year = (int(g) for g in match.groups())
        try:
            return dt.date(year, month, day_).strftime("%Y/%m/%d")
        except ValueError:
            return None
    return None


def as_date(text) -> dt.date | None:
    """The calendar day of a full date (None when there is none)."""
    value = read_date(text)
    if not value or len(value) != 10:
        return None
    return dt.date(int(value[:4]), int(value[5:7]), int(value[8:]))


def spellings() -> str:
    """The spellings taken, for a message: the language's own first (27.11.2026 in
    German), ``DD/MM/YYYY`` only where the language has it."""
    taken = ["2026-11-27", "2026/11/27", "27.11.2026"] + (
        ["27/11/2026"] if day_first_slashes() else [])
    own = day(dt.date(2026, 11, 27))
    return ", ".join(([own] if own in taken else []) + [s for s in taken if s != own])


def date_problem(field: str, text, *, unknown_parts: bool = False) -> str:
    """'' when ``text`` is a date (or empty), else a message naming ``field``."""
    if read_date(text, unknown_parts=unknown_parts) is not None:
        return ""
    if unknown_parts:
        return tr("{field}: {text!r} is not a date; write it as {spellings}, or the year "
                  "alone (1981)", field=field, text=str(text).strip(), spellings=spellings())
    return tr("{field}: {text!r} is not a date; write it as {spellings}", field=field,
              text=str(text).strip(), spellings=spellings())


__all__ = ["as_date", "date_problem", "day_first_slashes", "read_date", "spellings"]
