"""``arbiter-cli ties T.arbiter (--lots [--seed S] | --order N,N,... | --shared)``: how
the places still tied after the last tie-break are decided (FIDE checklist Q203-206)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.errors import CliError


def register(sub) -> None:
    parser = sub.add_parser("ties", help="decide the places still tied after the tie-breaks",
                            description="Players still tied after the last tie-break share "
                                        "the place (C.07). --lots decides such places by a "
                                        "drawing of lots (the seed is kept: the same places "
                                        "every time); --order by the arbiter's order of the "
                                        "tied players; --shared goes back to shared places.")
    parser.add_argument("file", metavar="T.arbiter")
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--lots", action="store_true", help="a drawing of lots")
    how.add_argument("--order", metavar="N,N,...",
                     help="pairing numbers of tied players, in the order they are placed")
    how.add_argument("--shared", action="store_true", help="tied players share the place")
    parser.add_argument("--seed", help="the seed of the drawing of lots (default: a new one)")
    parser.set_defaults(func=run)


def run(args) -> int:
    if args.seed and not args.lots:
        raise CliError("--seed goes with --lots", 2)
    numbers = []
    if args.order is not None:
        try:
            numbers = [int(x) for x in args.order.replace(" ", "").split(",") if x]
        except ValueError:
            raise CliError(f"--order {args.order!r}: write pairing numbers separated by "
                           "commas, e.g. 12,5,7", 2) from None
    with opened(args.file) as service:
        if args.lots:
            seed = service.draw_lots_for_ties(args.seed)
            print(f"places still tied are decided by drawing of lots (seed {seed})")
        elif args.order is not None:
            service.set_tie_order(numbers)
            print(f"order of tied players: {', '.join(map(str, numbers)) or 'none'}")
        else:
            service.share_tied_places()
            print("tied players share the place")
    return 0
