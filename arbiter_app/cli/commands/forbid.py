"""``arbiter-cli forbid T A B [--remove]``: two players who shall never be paired
together (checklist Q194-196).  Before round 1; after it only outside FIDE mode
(a level 5 warning, exit 3, nothing changed)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, who
from arbiter_app.i18n import tr


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    forbid = add_command(sub, "forbid")
    forbid.add_argument("file", metavar="T.arbiter")
    forbid.add_argument("a", type=int, metavar="A", help=tr("a player's number"))
    forbid.add_argument("b", type=int, metavar="B", help=tr("the other player's number"))
    forbid.add_argument("--remove", action="store_true", help=tr("allow the pair again"))
    forbid.add_argument("--confirm", action="store_true",
                        help=tr("(after round 1 it is refused in FIDE mode whatever is "
                                "confirmed: leave-fide-mode first)"))
    forbid.set_defaults(func=run_forbid)


def run_forbid(args) -> int:
    with opened(args.file) as service:
        if args.remove:
            service.allow_pair(args.a, args.b, confirm=args.confirm)
        else:
            service.forbid_pair(args.a, args.b, confirm=args.confirm)
        t = service.tournament()
        print(tr("{a} and {b}: may meet again", a=who(t, args.a), b=who(t, args.b))
              if args.remove else
              tr("{a} and {b}: shall not meet", a=who(t, args.a), b=who(t, args.b)))
    return 0
