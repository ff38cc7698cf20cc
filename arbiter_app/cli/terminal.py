"""What arbiter-cli writes is text, never commands to the terminal (issue #34,
docs/input-files.md).

A player's name, a tournament's fields, a CSV header, a file name in an error: much of what
the command line prints comes from files made by someone else.  A terminal takes some
characters in them as commands: ``ESC ] 0 ; ... BEL`` retitles the window, ``ESC [ 2 J``
clears the screen, others move the cursor, rewrite lines already shown or, in some
terminals, answer back as if typed.  So :func:`main` of :mod:`arbiter_app.cli.main` writes
standard output and standard error through :class:`TerminalText`, which removes, from
every text written:

* the C0 control characters but newline and tab (U+0000-U+0008, U+000B-U+001F: ESC, BEL,
  backspace, carriage return, form feed ...) and DEL (U+007F);
* the C1 control characters (U+0080-U+009F: U+009B is a one-character ``ESC [``);
* the Unicode bidirectional embeddings, overrides and isolates (U+202A-U+202E,
  U+2066-U+2069): they can make a line read in another order than it is written
  ("Trojan Source"), e.g. swap the two players of a board.  Right-to-left names need none
  of them (the terminal orders their letters itself); the marks U+200E, U+200F and U+061C,
  which override nothing, are kept.

Always, not only when the stream is a terminal: a pipe ends in a terminal as often as not
(``| less -R``, ``| tee``, a log shown later with ``cat``), and nothing arbiter-cli writes
to standard output holds such characters for a reason (its TRF, CSV and pairings are lines
of printable text ended by newlines; its JSON writes control characters as ``\\u001b``).
Files written with ``-o`` are the files' content and are left as they are.  Bytes written
to the binary buffer underneath (none today) are not filtered.

The characters are removed one by one, so the text is the same whichever pieces it is
written in; ``print`` encodes it as before (the stream's encoding and error handler), and
a broken pipe or an interrupt reaches :func:`main` as before.
"""

from __future__ import annotations

import contextlib
import re
import sys
from typing import Iterator

#: every character removed (see the module docstring)
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def clean(text: str) -> str:
    """``text`` without the characters a terminal would take as commands."""
    return UNSAFE.sub("", text)


class TerminalText:
    """A text stream written through :func:`clean`; everything else (encoding, flush,
    fileno, isatty, buffer ...) is the stream's own."""

    def __init__(self, stream) -> None:
        self._stream = stream

    @property
    def wrapped(self):
        return self._stream

    def write(self, text) -> int:
        if isinstance(text, str):
            self._stream.write(clean(text))
            return len(text)
        return self._stream.write(text)  # not text: the stream says what is wrong

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name):
        return getattr(self._stream, name)


@contextlib.contextmanager
def cleaned_output() -> Iterator[None]:
    """Standard output and standard error through :class:`TerminalText` inside the block,
    as they were after it."""
    saved = sys.stdout, sys.stderr
    if sys.stdout is not None and not isinstance(sys.stdout, TerminalText):
        sys.stdout = TerminalText(sys.stdout)
    if sys.stderr is not None and not isinstance(sys.stderr, TerminalText):
        sys.stderr = TerminalText(sys.stderr)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved


__all__ = ["TerminalText", "UNSAFE", "clean", "cleaned_output"]
