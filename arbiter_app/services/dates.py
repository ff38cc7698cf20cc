"""The one reader of the dates a person types: every date field of the window, the CSV
import and the command line's ``--birth-date`` take the same spellings.

* year first, with ``-``, ``/`` or ``.``: ``2026-11-27``, ``2026/11/27``, ``2026.11.27``;
  ``00`` for an unknown month or day where the field allows it (a birth date
  ``2001/00/00``, as FIDE's lists write it), and the year alone (``1981``) there too;
* day first with dots: ``27.11.2026`` (nobody writes the month first with dots);
* the current language's own form, its order and separator from CLDR as the window writes
  its dates (:func:`arbiter_app.i18n.date_form`, ``locale/cldr.json``), with one or two
  digits for the day and month and four for the year: ``27/11/2026`` and ``6/3/2026`` in
  French or Spanish, ``27-11-2026`` in Dutch, ``6.03.2026`` in Polish.  English writes ISO,
  so ``03/04/2026`` (the 4th of March, or the 3rd of April?) is refused there, with the
  spellings taken;
* compact ``20261127``.

A date is kept as TRF16 writes it: ``YYYY/MM/DD`` (:mod:`arbiter_app.trf.fields`).
"""

from __future__ import annotations

import datetime as dt
import re

from arbiter_app.i18n import date_form, day, tr
from arbiter_app.trf.fields import long_date

_DOTTED = re.compile(r"([0-9]{1,2})\.([0-9]{1,2})\.([0-9]{4})"), "dmy"
_COMPACT = re.compile(r"([0-9]{4})([0-9]{2})([0-9]{2})"), "ymd"
_PART = {"d": "([0-9]{1,2})", "m": "([0-9]{1,2})", "y": "([0-9]{4})"}


def own_form() -> tuple[re.Pattern, str]:
    """The current language's form of a date as a pattern, and its order (``"dmy"``)."""
    order, separator = date_form()
    return re.compile(re.escape(separator).join(_PART[part] for part in order)), order


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
    if not text.isascii():
        return None
    for pattern, order in (own_form(), _DOTTED, _COMPACT):
        match = pattern.fullmatch(text)
        if match is None:
            continue
        parts = dict(zip(order, (int(g) for g in match.groups())))
        try:
            return dt.date(parts["y"], parts["m"], parts["d"]).strftime("%Y/%m/%d")
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
    German, 27-11-2026 in Dutch, 2026-11-27 in English), then ISO, TRF's and the dotted
    day first."""
    own = day(dt.date(2026, 11, 27))
    return ", ".join([own] + [s for s in ("2026-11-27", "2026/11/27", "27.11.2026") if s != own])


def date_problem(field: str, text, *, unknown_parts: bool = False) -> str:
    """'' when ``text`` is a date (or empty), else a message naming ``field``."""
    if read_date(text, unknown_parts=unknown_parts) is not None:
        return ""
    if unknown_parts:
        return tr("{field}: {text!r} is not a date; write it as {spellings}, or the year "
                  "alone (1981)", field=field, text=str(text).strip(), spellings=spellings())
    return tr("{field}: {text!r} is not a date; write it as {spellings}", field=field,
              text=str(text).strip(), spellings=spellings())


__all__ = ["as_date", "date_problem", "own_form", "read_date", "spellings"]
