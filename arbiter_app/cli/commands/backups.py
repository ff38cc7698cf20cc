"""``arbiter-cli backups T.arbiter``: the automatic backups of a tournament file
(made before each round is paired), newest first, with what each holds;
``arbiter-cli restore BACKUP -o T.arbiter``: one of them as a tournament file.

restore never replaces an existing file unless ``--force`` is given, and
never one open in Arbiter or another program.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_app.cli.errors import CliError


def register(sub) -> None:
    listing = sub.add_parser(
        "backups", help="list the automatic backups of a tournament file",
        description="List the backups taken before each round of the tournament file was "
                    "paired (the newest 20 are kept), newest first: time (local), the round "
                    "it was taken before, the rounds and results it holds, and its path for "
                    "'arbiter-cli restore'. The tournament file itself need not open (or "
                    "exist any more): give the path it had.")
    listing.add_argument("file", metavar="T.arbiter")
    listing.set_defaults(func=run_list)
    restore = sub.add_parser(
        "restore", help="restore a backup as a tournament file",
        description="Copy a backup (a path listed by 'arbiter-cli backups') to a tournament "
                    "file. An existing file is not replaced unless --force is given; a file "
                    "open in Arbiter or another program never is.")
    restore.add_argument("backup", metavar="BACKUP")
    restore.add_argument("-o", "--output", required=True, metavar="T.arbiter",
                         help="the tournament file to make")
    restore.add_argument("--force", action="store_true",
                         help="replace OUTPUT if it exists (its content is lost)")
    restore.set_defaults(func=run_restore)


def run_list(args) -> int:
    from arbiter_app.services import ServiceError, backups_of
    from arbiter_app.services.backups import backups_folder

    try:
        found = backups_of(args.file)
    except (ServiceError, OSError) as exc:
        raise CliError(f"{args.file}: the backups cannot be read: {exc}", 2) from None
    if not found:
        print(f"no backups of {args.file} (they are made before each round is paired, "
              f"in {backups_folder(args.file)})")
        return 0
    print(f"backups of {args.file}, newest first (local time):")
    for n, backup in enumerate(found, start=1):
        state = backup.contents if backup.usable else f"cannot be restored: {backup.problem}"
        print(f"{n:3d}  {backup.when}  {backup.reason:<15}  {state}")
        print(f"     {backup.path}")
    if not any(b.usable for b in found):
        print("none of them can be restored")
        return 1
    return 0


def run_restore(args) -> int:
    from arbiter_app.services import ServiceError, restore_backup

    if args.output == "-":
        raise CliError("restore writes a tournament file: give its name with -o", 2)
    output = Path(args.output)
    if output.exists() and not args.force:
        raise CliError(f"{output} already exists; nothing was changed (choose another "
                       "name, or add --force to replace it)", 2)
    try:
        written = restore_backup(args.backup, output, replace=args.force)
    except ServiceError as exc:
        raise CliError(str(exc), 2) from None
    print(f"restored {Path(args.backup).name} as {written}")
    return 0
