"""A CSV cell is data, never a formula (issue #34, point 3).

A spreadsheet program that opens a CSV file runs a cell beginning with ``=``,
``+``, ``-`` or ``@`` as a formula (and some skip a leading tab or carriage
return first), so a player named ``=HYPERLINK("http://...")`` would become a
link, or worse, in the organiser's spreadsheet.  Every CSV Arbiter writes
therefore passes each cell through :func:`data_cell`: such a cell gets a
leading apostrophe, as the spreadsheet programs' own advice says, and shows
as text.

The rule, exactly (docs/publishing.md, "CSV cells are data"):

* a cell that is a number (an ``int``, not a ``bool``, or a finite ``float``)
  is written as it is, and None as an empty cell; any other value is taken as
  its text (``str``);
* a text that is a plain decimal number, ``[+-]?[0-9]+(\\.[0-9]+)?`` and
  nothing else (``-3``, ``+8.4``, ``-0.5``), is written as it is: a
  spreadsheet reads it as that number and nothing more;
* any other text whose first character, once the characters that may be
  dropped before a spreadsheet sees the cell are passed over, is one of
  :data:`TRIGGERS` (``=``, ``+``, ``-``, ``@``, tab, carriage return, and their
  full-width forms ``＝＋－＠``) gets one more apostrophe in front: ``=1+2`` ->
  ``'=1+2``, the result code ``-+`` -> ``'-+``, ``'=x`` -> ``''=x``.  Passed
  over: control characters (arbiter-cli's terminal filter removes them, so
  ``ESC=1+1`` printed by ``standings --csv`` would reach the file as ``=1+1``),
  blanks, zero-width and bidi characters, and apostrophes.

Every writer uses :func:`writer`, which also quotes a cell holding a carriage
return: Python's csv module quotes only the characters of its line end (``\\n``
here), and a bare carriage return inside ``Bob\\r=1+1`` would start a new row
whose first cell is a formula.

Apostrophes being among the characters passed over makes :func:`read_cell` the exact
inverse: it removes one leading apostrophe from a text whose rest :func:`data_cell` would
mark, so ``read_cell(data_cell(x)) == x`` for every text, and a text without such a start
(``'t Hooft``) is never changed either way.
"""

from __future__ import annotations

import csv
import io
import math
import re
import unicodedata

#: the first characters a spreadsheet takes as the start of a formula (the full-width forms
#: too: some spreadsheets in East Asian locales take them as the ASCII ones)
TRIGGERS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")

_TRIGGER_SET = frozenset(TRIGGERS)
#: the kinds of character that may be dropped before a spreadsheet sees the cell, so that
#: what follows them ends up first: control characters (arbiter-cli's terminal filter removes
#: them from standard output, cli/terminal.py), format characters (zero-width, bidi) and
#: blanks (spreadsheets skip some); apostrophes are passed over too (the mark itself, for the
#: inverse to hold)
_PASSED_OVER = frozenset({"Cc", "Cf", "Zs", "Zl", "Zp"})
_NUMBER = re.compile(r"[+-]?[0-9]+(?:\.[0-9]+)?")


def _needs_mark(text: str) -> bool:
    """Whether the first character of ``text`` past those passed over is a trigger."""
    for char in text:
        if char in _TRIGGER_SET:
            return True
        if char != "'" and unicodedata.category(char) not in _PASSED_OVER:
            return False
    return False


def data_cell(value):
    """``value`` as a CSV cell that a spreadsheet shows as data (the module's rule)."""
    if value is None:
        return None  # the csv module writes it as an empty cell
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    value = str(value)  # any other value as the csv module would write it
    if _NUMBER.fullmatch(value):
        return value
    if _needs_mark(value):
        return "'" + value
    return value


def data_row(values) -> list:
    """:func:`data_cell` of every value of a row."""
    return [data_cell(v) for v in values]


class DataWriter:
    """``csv.writer``'s ``writerow`` and ``writerows`` (comma, ``"``, each row ending in
    ``\\n``) with every cell passed through :func:`data_cell`, and a cell that holds a
    carriage return or a line feed quoted."""

    def __init__(self, out) -> None:
        self._out = out
        self._row = io.StringIO()
        # a line end of both characters makes the csv module quote a cell holding either
        self._writer = csv.writer(self._row, lineterminator="\r\n")

    def writerow(self, values) -> None:
        self._row.seek(0)
        self._row.truncate()
        self._writer.writerow(data_row(values))
        self._out.write(self._row.getvalue()[:-2] + "\n")

    def writerows(self, rows) -> None:
        for values in rows:
            self.writerow(values)


def writer(out) -> DataWriter:
    """The writer of every CSV Arbiter writes, into the text stream ``out``."""
    return DataWriter(out)


def read_cell(text: str) -> str:
    """A cell as :func:`data_cell` wrote it, back as it was (the apostrophe it added
    removed); any other text unchanged."""
    return text[1:] if text.startswith("'") and _needs_mark(text[1:]) else text


__all__ = ["DataWriter", "TRIGGERS", "data_cell", "data_row", "read_cell", "writer"]
