"""``arbiter-cli backups T.arbiter``: the automatic backups of a tournament file
(taken before each round is paired and after its last result; found by the
tournament's own id, and by the path), newest first, with what each holds;
``arbiter-cli restore BACKUP -o T.arbiter``: one of them as a tournament file.

restore never replaces an existing file unless ``--force`` is given, and
never one open in Arbiter or another program.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import tr, trn


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    listing = add_command(
        sub, "backups",
        description=tr("List the backups of the tournament file, newest first: those taken "
                       "before each round was paired, after each round's last result and, in "
                       "the window, while results came in (the newest 20 are kept, and the "
                       "newest 3 of those taken while results came in). For each: time "
                       "(local), why it was taken, the rounds and results it holds, and its "
                       "path for 'arbiter-cli restore'. They are found by the tournament's "
                       "own id, so a moved or renamed file still lists them. The tournament "
                       "file itself need not open (or exist any more): give the path it had."))
    listing.add_argument("file", metavar="T.arbiter")
    listing.set_defaults(func=run_list)
    restore = add_command(
        sub, "restore",
        description=tr("Copy a backup (a path listed by 'arbiter-cli backups') to a tournament "
                       "file. An existing file is not replaced unless --force is given; a file "
                       "open in Arbiter or another program never is."))
    restore.add_argument("backup", metavar="BACKUP")
    restore.add_argument("-o", "--output", required=True, metavar="T.arbiter",
                         help=tr("the tournament file to make"))
    restore.add_argument("--force", action="store_true",
                         help=tr("replace OUTPUT if it exists (its content is lost)"))
    restore.set_defaults(func=run_restore)


def run_list(args) -> int:
    from arbiter_app.services import ServiceError, backups_of
    from arbiter_app.services.backups import backups_folder

    try:
        found = backups_of(args.file)
    except (ServiceError, OSError) as exc:
        raise CliError(tr("{file}: the backups cannot be read: {problem}", file=args.file,
                          problem=exc), 2) from None
    if not found:
        print(tr("no backups of {file} (they are taken before each round is paired and "
                 "after its last result, in {folder})", file=args.file,
                 folder=backups_folder(args.file)))
        return 0
    print(tr("backups of {file}, newest first (local time):", file=args.file))
    width = max(len(reason(backup)) for backup in found)  # the reasons in one column
    for n, backup in enumerate(found, start=1):
        state = (contents(backup) if backup.usable
                 else tr("cannot be restored: {problem}", problem=backup.problem))
        print(f"{n:3d}  {backup.when}  {reason(backup):<{width}}  {state}")
        print(f"     {backup.path}")
    if not any(b.usable for b in found):
        print(tr("none of them can be restored"))
        return 1
    return 0


def reason(backup) -> str:
    """Why the backup was taken, in the current language (the service's English text for a
    backup taken before anything but a round)."""
    if backup.before_round is not None:
        return tr("before round {round}", round=backup.before_round)
    return backup.reason


def contents(backup) -> str:
    """What the backup holds: "3 rounds, 27 of 30 results, 62 players"."""
    rounds = trn("{n} round", "{n} rounds", backup.rounds)
    results = (trn("{results} of {n} result", "{results} of {n} results", backup.games,
                   results=backup.results) if backup.games else tr("no games"))
    players = trn("{n} player", "{n} players", backup.players)
    return tr("{rounds}, {results}, {players}", rounds=rounds, results=results, players=players)


def run_restore(args) -> int:
    from arbiter_app.services import ServiceError, restore_backup

    if args.output == "-":
        raise CliError(tr("restore writes a tournament file: give its name with -o"), 2)
    output = Path(args.output)
    if output.exists() and not args.force:
        raise CliError(tr("{output} already exists; nothing was changed (choose another "
                          "name, or add --force to replace it)", output=output), 2)
    try:
        written = restore_backup(args.backup, output, replace=args.force)
    except ServiceError as exc:
        raise CliError(str(exc), 2) from None
    print(tr("restored {backup} as {written}", backup=Path(args.backup).name, written=written))
    return 0
