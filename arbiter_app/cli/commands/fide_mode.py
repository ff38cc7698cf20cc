"""``arbiter-cli leave-fide-mode``: leave FIDE mode for good (issue #23).

The service's level 4 warning (a double confirmation in the GUI) is one
``--confirm`` on the command line; without it the command prints the warning
and exits 3 with nothing changed."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.i18n import tr


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    leave = add_command(sub, "leave-fide-mode",
                        description=tr("Leave FIDE mode: irreversible, written to the audit "
                                       "log and to every export (### line) and printout."))
    leave.add_argument("file", metavar="T.arbiter")
    leave.add_argument("--confirm", action="store_true",
                       help=tr("confirm it (without it: the warning, exit 3, nothing changed)"))
    leave.set_defaults(func=run_leave)


def run_leave(args) -> int:
    with opened(args.file) as service:
        n = service.leave_fide_mode(confirm=args.confirm)
        print(tr("{file}: left FIDE mode at round {round} (for good)", file=args.file,
                 round=n))
    return 0
