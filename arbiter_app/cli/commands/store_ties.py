"""``arbiter-cli ties T.arbiter (--lots [--seed S] | --order N,N,... | --shared)``: how
the places still tied after the last tie-break are decided (FIDE checklist Q203-206)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr


def register(sub) -> None:
    parser = add_command(sub, "ties",
                         description=tr("Players still tied after the last tie-break share "
                                        "the place (C.07). --lots decides such places by a "
                                        "drawing of lots (the seed is kept: the same places "
                                        "every time); --order by the arbiter's order of the "
                                        "tied players; --shared goes back to shared "
                                        "places."))
    parser.add_argument("file", metavar="T.arbiter")
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--lots", action="store_true", help=tr("a drawing of lots"))
    how.add_argument("--order", metavar="N,N,...",
                     help=tr("pairing numbers of tied players, in the order they are placed"))
    how.add_argument("--shared", action="store_true", help=tr("tied players share the place"))
    parser.add_argument("--seed",
                        help=tr("the seed of the drawing of lots (default: a new one)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    if args.seed and not args.lots:
        raise CliError(tr("--seed goes with --lots"), 2)
    numbers = []
    if args.order is not None:
        try:
            numbers = [int(x) for x in args.order.replace(" ", "").split(",") if x]
        except ValueError:
            raise CliError(tr("--order {order!r}: write pairing numbers separated by commas, "
                              "e.g. 12,5,7", order=args.order), 2) from None
    with opened(args.file) as service:
        if args.lots:
            seed = service.draw_lots_for_ties(args.seed)
            print(tr("places still tied are decided by drawing of lots (seed {seed})",
                     seed=seed))
        elif args.order is not None:
            service.set_tie_order(numbers)
            print(tr("order of tied players: {order}",
                     order=", ".join(map(str, numbers)) or tr("none")))
        else:
            service.share_tied_places()
            print(tr("tied players share the place"))
    return 0
