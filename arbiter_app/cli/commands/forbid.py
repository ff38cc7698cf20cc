"""``arbiter-cli forbid T A B [--remove]``: two players who shall never be paired
together (checklist Q194-196).  Before round 1; after it only outside FIDE mode
(a level 5 warning, exit 3, nothing changed)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, who


def register(sub) -> None:
    forbid = sub.add_parser("forbid", help="forbid (or --remove) a pair of players, before "
                                           "round 1")
    forbid.add_argument("file", metavar="T.arbiter")
    forbid.add_argument("a", type=int, metavar="A", help="a player's number")
    forbid.add_argument("b", type=int, metavar="B", help="the other player's number")
    forbid.add_argument("--remove", action="store_true", help="allow the pair again")
    forbid.add_argument("--confirm", action="store_true",
                        help="(after round 1 it is refused in FIDE mode whatever is "
                             "confirmed: leave-fide-mode first)")
    forbid.set_defaults(func=run_forbid)


def run_forbid(args) -> int:
    with opened(args.file) as service:
        if args.remove:
            service.allow_pair(args.a, args.b, confirm=args.confirm)
        else:
            service.forbid_pair(args.a, args.b, confirm=args.confirm)
        t = service.tournament()
        print(f"{who(t, args.a)} and {who(t, args.b)}: "
              + ("may meet again" if args.remove else "shall not meet"))
    return 0
