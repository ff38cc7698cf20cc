"""The one error the TRF package raises: :class:`TrfError`.

Every problem with a file is reported as one ``TrfError`` naming where it is:

* a single line: ``FILE: line 14, cols 92-95: opponent 0132 is not a player``
* two players' lines that disagree about a round:
  ``FILE: round 3: player 7 lists opponent 12 as white, but player 12 lists opponent 9``
  (``line``/``columns`` then point at the first player's entry, for editors)
* the whole file: ``FILE: unknown encoding ...``
* a tournament that cannot be written: ``player 20: the name ... has 41 characters ...``

``FILE`` is the file's name; text given without one (``read_trf(text)``) and
the writer's errors have no source, and their message starts with the place
(no placeholder such as ``<input>``: the message is shown to the user as is).

The message is in the language current when the error is made (``tr()`` at the place that
raises it), the place (``line 14, cols 92-95``) in the language current when it is shown;
the tests run in English.  A TRF error is shown, never written into a file.
"""

from __future__ import annotations

from arbiter_app.i18n import tr


def place(line: int, columns: tuple[int, int] | None = None) -> str:
    """``line 14, cols 92-95`` / ``line 14, col 92`` / ``line 14``, in the current language."""
    if columns is None:
        return tr("line {line}", line=line)
    first, last = columns
    if first == last:
        return tr("line {line}, col {column}", line=line, column=first)
    return tr("line {line}, cols {first}-{last}", line=line, first=first, last=last)


def located(where: str, text: str) -> str:
    """``where: text`` (the separator as the current language writes it)."""
    return tr("{where}: {problem}", where=where, problem=text) if where else text


class TrfError(ValueError):
    """A TRF file that cannot be read (or a tournament that cannot be written).

    Attributes: ``source`` (file name, or ``""`` when there is none), ``line`` (1-based or
    None), ``columns`` (``(first, last)`` 1-based inclusive, or None),
    ``round_no`` (the round of a disagreement between two lines, or None) and
    ``message`` (what is wrong and what was expected).
    """

    def __init__(self, message: str, source: str = "", line: int | None = None,
                 columns: tuple[int, int] | None = None, round_no: int | None = None):
        self.message = message
        self.source = source
        self.line = line
        self.columns = columns
        self.round_no = round_no
        super().__init__(str(self))

    @property
    def where(self) -> str:
        """``round 3`` / ``line 14, cols 92-95`` / ``line 3`` / ``""`` (current language)."""
        if self.round_no is not None:
            return tr("round {round}", round=self.round_no)
        if self.line is None:
            return ""
        return place(self.line, self.columns)

    def __str__(self) -> str:
        return located(self.source, located(self.where, self.message))

    def __reduce__(self):  # keep the attributes when pickled (multiprocessing, Qt threads)
        return (TrfError, (self.message, self.source, self.line, self.columns, self.round_no))


class TeamFileError(TrfError):
    """A team file (records 310 or 013) given to the reader of individual tournaments: it is
    read with :func:`arbiter_app.trf.team_reader.read_team_trf`."""

    def __reduce__(self):
        return (TeamFileError, (self.message, self.source, self.line, self.columns,
                                self.round_no))
