"""``arbiter-cli ratings T.arbiter [--csv]``: every player's rating games so
far, the expected score by FIDE's table, the score, K, the rating change and
the performance (FIDE Rating Regulations B.02 8.1 and 8.3; see docs/ratings.md).

Columns: No, Name, Rating, K, Games, Score, Expected, Change, Performance.  A K
marked ``*`` was given neither by a rating list nor by the arbiter (the note on
standard error says which K 8.3.3 gives then).  Exit 0, or 2 with one line (no
such file, not a tournament file).
"""

from __future__ import annotations

import io
import sys

from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import N_, decimal, tr
from arbiter_app.services import csv_cells

#: the text table's headings: the CSV's English column -> the catalogue's text (the rating
#: report's, services/documents/ratings.py); K is FIDE's letter in every language
HEADINGS = {"No": N_("No."), "Name": N_("Name"), "Rating": N_("Rating"), "Games": N_("Games"),
            "Score": N_("Score"), "Expected": N_("Expected"), "Change": N_("Change"),
            "Performance": N_("Performance")}


def heading(column: str, headings: dict[str, str]) -> str:
    """A column of a text table in the current language; in English the CSV's own heading
    (a language that keeps the catalogue's English text keeps it too)."""
    key = headings.get(column)
    if key is None:
        return column
    text = tr(key)
    return column if text == key else text


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "ratings",
        description=tr("Print each player's rated games so far, the expected score by FIDE's "
                       "table (B.02 8.1.2, the 400-point rule of 8.3.1), the score, K, the "
                       "rating change K x (score - expected) and the performance rating (Ra + "
                       "dp). Forfeits, byes, unrated games and games against unrated players "
                       "are left out."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--csv", action="store_true",
                        help=tr("comma-separated output with a header (in English, for "
                                "programs)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    if not str(args.file).lower().endswith(".arbiter"):
        raise CliError(tr("{file}: not a tournament file (.arbiter); import a TRF file first "
                          "(arbiter-cli import)", file=args.file), 2)
    from arbiter_app.cli.commands.store_common import opened
    from arbiter_app.services import ratings

    with opened(args.file, read_only=True) as service:
        t = service.tournament()
    lines = [line.cells() for line in ratings.rating_lines(t)]
    header = list(ratings.RATING_COLUMNS)
    if args.csv:
        out = io.StringIO()
        writer = csv_cells.writer(out)  # every cell is data, never a formula
        writer.writerow(header)
        writer.writerows(lines)
        sys.stdout.write(out.getvalue())
    else:  # for people: headings, "unrated" and the decimals in the current language
        header = [heading(column, HEADINGS) for column in header]
        for cells in lines:
            if cells[2] == "unrated":
                cells[2] = tr("unrated")
            for i in (5, 6, 7):  # score, expected, change
                cells[i] = decimal(cells[i])
        widths = [max(len(row[i]) for row in [header, *lines]) for i in range(len(header))]
        for row in [header, *lines]:
            print("  ".join(cell.ljust(w) if i == 1 else cell.rjust(w)
                            for i, (cell, w) in enumerate(zip(row, widths))).rstrip())
    if ratings.any_assumed(t):
        print(tr(ratings.ASSUMED_NOTE), file=sys.stderr)
    return 0


__all__ = ["register", "run"]
