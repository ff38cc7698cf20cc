"""``arbiter-cli import-players T.arbiter FILE.csv``: players from a CSV file.

The columns are mapped as the GUI's preview maps them (known headers such as
``FIDE-ID``, ``Elo``, ``Fed``, ``Surname`` + ``First name``; see
:mod:`arbiter_app.services.player_import`); ``--map`` changes the mapping.  The
mapping and the columns ignored are printed first.  Every bad line is one line
naming file, line and column, and nothing is imported while there is one, unless
``--skip-invalid``: then the valid lines are imported and the others left out (each
still named on standard error).
Players already in the tournament (or twice in the file) are warnings: exit 3
with nothing changed, unless ``--skip-duplicates`` or ``--confirm``.
"""

from __future__ import annotations

import sys

from arbiter_app.cli.commands.store_common import (NEEDS_CONFIRMATION, opened, print_warnings,
                                                   user_errors)
from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import tr, trn
from arbiter_app.services import NeedsConfirmation
from arbiter_app.services.player_import import (FIELDS, apply_mapping, ignored_text,
                                                mapping_text, mapping_with, read_csv_file)


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "import-players",
        description=tr("Add the players of a CSV file with a header line (comma, semicolon or "
                       "tab separated) to a tournament file. Fields: {fields}.",
                       fields=", ".join(FIELDS)))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("csv", metavar="FILE.csv")
    parser.add_argument("--map", default="", metavar="COLUMN=field,...",
                        help=tr("map columns (a header or a number from 1) to fields, or to "
                                "'ignore', e.g. --map 'FIDE-ID=fide_id,Club=ignore'"))
    parser.add_argument("--skip-invalid", action="store_true",
                        help=tr("import the valid lines and leave out those with a problem "
                                "(each one is still named)"))
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--skip-duplicates", action="store_true",
                       help=tr("leave out players already in the tournament (same FIDE id, or "
                               "same name and birth date) and repeated lines of the file"))
    group.add_argument("--confirm", action="store_true",
                       help=tr("add every player, duplicates included"))
    parser.set_defaults(func=run)


def run(args) -> int:
    with user_errors():
        table = read_csv_file(args.csv)
        mapping = mapping_with(table, args.map) if args.map.strip() else table.mapping
    result = apply_mapping(table, mapping)
    print(tr("columns: {columns}", columns=mapping_text(table, mapping)))
    print(ignored_text(table, mapping))
    for error in result.errors:
        print(f"arbiter-cli: {error}", file=sys.stderr)
    if result.errors and args.skip_invalid and result.players:
        skipped_lines = len(result.bad_lines)
        print(trn("{source}: {n} line with a problem (above) is left out",
                  "{source}: {n} lines with a problem (above) are left out", skipped_lines,
                  source=table.source), file=sys.stderr)
    elif result.errors:
        raise CliError(trn("{source}: {n} problem (above); nothing was imported (correct the "
                           "file, --map a column to another field or to ignore, or "
                           "--skip-invalid to import the valid lines alone)",
                           "{source}: {n} problems (above); nothing was imported (correct the "
                           "file, --map a column to another field or to ignore, or "
                           "--skip-invalid to import the valid lines alone)",
                           len(result.errors), source=table.source), 2)
    if not result.players:
        raise CliError(tr("{source}: no players below the header line; nothing was imported",
                          source=table.source), 2)
    with opened(args.file) as service:
        try:
            added = service.add_players(result.players, skip_duplicates=args.skip_duplicates,
                                        confirm=args.confirm)
        except NeedsConfirmation as exc:
            print_warnings(exc.warnings)
            raise CliError(trn("{n} of the {total} players of {source} is already in the "
                               "tournament or twice in the file; nothing was imported (add "
                               "--skip-duplicates to leave them out, or --confirm to add them "
                               "anyway)",
                               "{n} of the {total} players of {source} are already in the "
                               "tournament or twice in the file; nothing was imported (add "
                               "--skip-duplicates to leave them out, or --confirm to add them "
                               "anyway)", len(exc.warnings), total=len(result.players),
                               source=table.source), NEEDS_CONFIRMATION) from None
    skipped = len(result.players) - len(added)
    if not added:
        print(trn("nothing imported: the player is already in the tournament",
                  "nothing imported: all {n} players are already in the tournament", skipped))
        return 0
    if len(added) == 1:
        text = tr("imported 1 player (number {number})", number=added[0].number)
    else:
        text = trn("imported {n} player (numbers {first}-{last})",
                   "imported {n} players (numbers {first}-{last})", len(added),
                   first=added[0].number, last=added[-1].number)
    if skipped:
        text = tr("{imported}; {skipped}", imported=text,
                  skipped=trn("{n} already in the tournament skipped",
                              "{n} already in the tournament skipped", skipped))
    print(text)
    return 0

