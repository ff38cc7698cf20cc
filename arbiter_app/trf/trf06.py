"""TRF06: FIDE's Tournament Report File of 2006 (C.04 Annex 2, Torino, 1 June 2006).

FIDE checklist Q47-Q48.  TRF16 kept the 2006 layout of every record TRF06 has, so
one reader reads both (:mod:`.reader`, :mod:`.players`): the 001 line (starting
rank cols 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56,
FIDE number 58-68, birth date 70-79, points 81-84, rank 86-89, then one 10-column
block per round from col 92: opponent, colour, result), the tournament lines 012
to 132, and the result codes ``1 = 0 + - W D L`` with an opponent and ``H F U Z``
without one.  Every field is checked as for TRF16, with the line and the columns
of a bad one.

What tells a TRF06 file: none of the records the later editions added (the
program extensions ``XX..`` and ``BB..`` TRF16 files carry, TRF-2026's 142-222
tournament lines, 240/250/260 records and national rating records).  A file
holding only 2006 records is read as TRF06, and the notices say what its
shortcomings force (:func:`notes`): the number of rounds, the initial colour,
the pairing system and the point system, none of which TRF06 can say.
"""

from __future__ import annotations

from arbiter_app.i18n import tr, trn
from arbiter_app.trf import trf2026 as T

def _later_record(line: str) -> bool:
    code = line[:3]
    return (code.startswith(("XX", "BB")) or code in T.TOURNAMENT_CODES
            or code in T.RECORD_CODES or T.is_national_record(line))


def is_trf06(lines: list[str]) -> bool:
    """The file holds 001 lines and no record a later edition added."""
    found = False
    for line in lines:
        if line.startswith("001"):
            found = True
        elif line.strip() and _later_record(line):
            return False
    return found


def _version_text() -> str:
    return tr("read as TRF06 (FIDE's Tournament Report File of 2006): the file holds none "
              "of the records TRF16 and TRF-2026 add")


def _rounds_text(n: int) -> str:
    return trn("TRF06 gives no number of rounds: the file's {n} round column is taken as "
               "the number of rounds (change it with settings --rounds)",
               "TRF06 gives no number of rounds: the file's {n} round columns are taken as "
               "the number of rounds (change it with settings --rounds)", n)


def _no_rounds_text() -> str:
    return tr("TRF06 gives no number of rounds and the file has no round column: the number "
              "of rounds is unknown; set it before pairing (settings --rounds)")


def _no_colour_text() -> str:
    return tr("TRF06 gives no initial colour and no round is paired: it is unknown; set it "
              "before pairing round 1 (settings --initial-colour)")


def _system_text() -> str:
    return tr("TRF06 gives no pairing system (092 is free text): the system named on the "
              "092 line, or else the one chosen at the import, is used")


def _points_text() -> str:
    return tr("TRF06 gives no point system: the standard points are used (win 1, draw 1/2, "
              "loss 0; forfeit win, pairing-allocated bye and full-point bye 1; half-point "
              "bye 1/2; zero-point bye 0), and the points of every 001 line were checked "
              "against them")


def _missing_text() -> str:
    return tr("TRF06 has no record for accelerations, forbidden pairs, announced byes or "
              "tie-breaks: none are imported")


def notes(t, source: str, note) -> list[str]:
    """The notices of a file read as TRF06 (FIDE checklist Q48), made by ``note``
    (:func:`.reader._note`): what is inferred and what is missing."""
    found = [note("Q47", source, _version_text)]
    if t.total_rounds:
        found.append(note("Q48", source, _rounds_text, n=t.total_rounds))
    else:
        found.append(note("Q48", source, _no_rounds_text))
    if t.initial_colour is None:  # else the reader's own note says how it was inferred
        found.append(note("Q48", source, _no_colour_text))
    found += [note("Q48", source, _system_text), note("Q48", source, _points_text),
              note("Q48", source, _missing_text)]
    return found
