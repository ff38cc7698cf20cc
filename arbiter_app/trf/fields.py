"""The spellings of the TRF16 player and date fields, shared by the reader,
the writer and the layers that let a user enter them.

Canonical values (what a :class:`~arbiter_app.engine.model.Player` or a
:class:`~arbiter_app.engine.model.TournamentInfo` holds, and exactly what
the writer puts in the file):

* sex: ``"m"``, ``"w"`` or ``""`` (TRF16 col 10 has ``m``/``w``).  Other
  programs (and earlier releases of Arbiter) write ``f``; ``f``, ``F``,
  ``W`` are read as ``w``, ``M`` as ``m`` (:func:`normal_sex`).
* dates with the year: ``YYYY/MM/DD`` (042 start, 052 end, birth date cols
  70-79; a birth date may also be the year alone, ``YYYY``, and ``00`` stands
  for an unknown month or day, as in ``2001/00/00``).  Read with ``-``, ``/``
  or ``.`` between year-first parts, one- or two-digit month and day
  (:func:`long_date`).  Day-first spellings (``17.05.1990``) are refused:
  ``03/04/1990`` could be either month first or day first.
* round dates (132): ``YY/MM/DD`` in the file; the model keeps ``YY/MM/DD`` as
  read or ``YYYY/MM/DD`` as entered (:func:`short_date` turns both into the
  file's form).
* names: at most :data:`NAME_WIDTH` characters (cols 15-47); a longer name
  is refused where it is entered, with a shorter spelling proposed
  (:func:`name_problem`, :func:`abbreviate_name`), never cut.
"""

from __future__ import annotations

import re

from arbiter_app.i18n import trn
from arbiter_app.trf import layout as L

NAME_WIDTH = L.NAME[1] - L.NAME[0] + 1  # 33

#: "u" (unknown: FIDE's own tournament generator writes it) is read as blank
_SEX = {"": "", "m": "m", "w": "w", "f": "w", "u": ""}
_LONG = re.compile(r"([0-9]{4})([-/.])([0-9]{1,2})\2([0-9]{1,2})")
_SHORT = re.compile(r"([0-9]{2})([-/.])([0-9]{1,2})\2([0-9]{1,2})")
_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def normal_sex(value: str) -> str | None:
    """``"m"``, ``"w"`` or ``""`` for any spelling of them (f/F/W/M); None for
    anything else."""
    return _SEX.get(str(value).strip().lower())


def _valid(year: int, month: int, day: int) -> bool:
    """A calendar date; month 00 and day 00 stand for unknown (day 00 is needed
    when the month is 00)."""
    if month > 12 or day > 31 or (month == 0 and day != 0):
        return False
    if month == 0 or day == 0:
        return True
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return day <= (29 if month == 2 and leap else 28 if month == 2 else _DAYS[month - 1])


def long_date(value: str, year_only: bool = False) -> str | None:
    """``YYYY/MM/DD`` for a year-first date written with ``-``, ``/`` or ``.``
    (``year_only``: also ``YYYY`` alone, for birth dates); None when
    ``value`` is no such date.  ``""`` stays ``""``."""
    text = str(value).strip()
    if not text:
        return ""
    if year_only and len(text) == 4 and text.isascii() and text.isdigit():
        return text
    match = _LONG.fullmatch(text)
    if match is None:
        return None
    year, month, day = int(match[1]), int(match[3]), int(match[4])
    return f"{match[1]}/{month:02d}/{day:02d}" if _valid(year, month, day) else None


def short_date(value: str) -> str | None:
    """``YY/MM/DD`` (the 132 line's form) for ``YY`` or ``YYYY`` year-first
    dates written with ``-``, ``/`` or ``.``; None when ``value`` is no such
    date (or has an unknown month or day: a round is played on a day)."""
    text = str(value).strip()
    match = _SHORT.fullmatch(text)
    if match is not None:
        year, month, day = int(match[1]), int(match[3]), int(match[4])
        if month and day and _valid(2000 + year, month, day):
            return f"{match[1]}/{month:02d}/{day:02d}"
        return None
    full = long_date(text)
    if not full or full.endswith("/00"):
        return None
    return full[2:]


def event_date(value: str, this_year: int) -> str | None:
    """A start or end date (042/052) as ``YYYY/MM/DD``: year-first with four digits,
    or with two (``YY/MM/DD``, as FIDE's tournament generator writes them), read as
    the century that puts it no later than next year; None when it is no date."""
    full = long_date(value)
    if full is not None:
        return full
    short = short_date(value)
    if not short:
        return None
    century = 2000 if 2000 + int(short[:2]) <= this_year + 1 else 1900
    return f"{century + int(short[:2])}{short[2:]}"


def check_date(value: str, long_year: bool) -> bool:
    """Exactly ``YYYY/MM/DD`` (``long_year``) or ``YY/MM/DD``, a valid date
    (00 for an unknown month or day in the long form)."""
    if long_year:
        return len(value) == 10 and long_date(value) == value
    return len(value) == 8 and short_date(value) == value


def _initials(given: str) -> str:
    """``"Maria Jose"`` -> ``"M. J."``, ``"Jean-Pierre"`` -> ``"J.-P."``."""
    words = []
    for word in given.split():
        parts = [part for part in word.split("-") if part]
        words.append("-".join(part[0] + "." for part in parts) if parts else word)
    return " ".join(words)


def abbreviate_name(name: str, width: int = NAME_WIDTH) -> str:
    """A spelling of ``name`` in at most ``width`` characters, to propose to
    the user: the first names as initials (``"Surname, F. S."``, then
    ``"Surname, F.S."``, then ``"Surname, F."``); without a comma every word
    but the last becomes an initial.  A surname too long even alone is cut
    (the proposal only: a name is never cut without the user)."""
    name = " ".join(str(name).split())
    if len(name) <= width:
        return name
    surname, comma, given = name.partition(",")
    if comma:
        surname, initials = surname.strip(), _initials(given)
        candidates = [f"{surname}, {initials}", f"{surname}, {initials.replace(' ', '')}",
                      f"{surname}, {initials.split(' ')[0]}" if initials else surname,
                      surname]
    else:
        words = name.split()
        candidates = [" ".join([_initials(" ".join(words[:-1])), words[-1]]).strip(),
                      words[-1]]
    for candidate in candidates:
        if len(candidate) <= width:
            return candidate
    return candidates[-1][:width].rstrip()


def name_problem(name: str) -> str:
    """``""`` when ``name`` fits its 33 columns, else what to do about it:
    ``the name 'X' has 41 characters; TRF files hold 33 — shorten it (e.g. 'X, Y.')``
    (in the current language)."""
    if len(name) <= NAME_WIDTH:
        return ""
    return trn("the name {name!r} has {n} character; TRF files hold {width} — shorten it "
               "(e.g. {proposal!r})",
               "the name {name!r} has {n} characters; TRF files hold {width} — shorten it "
               "(e.g. {proposal!r})", len(name), name=name, width=NAME_WIDTH,
               proposal=abbreviate_name(name))
