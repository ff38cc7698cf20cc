"""``arbiter-cli national-rating T.arbiter NUMBER FED RATING [--id NATIONAL_ID]``: a
player's rating on a federation's national list (TRF-2026's NRS record, read by the
starting-rank methods NRO, FIDON, NIDOF, HBFN and LBFN of record 172); RATING 0 with
``--id ''`` removes it."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, who
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr


def register(sub) -> None:
    parser = add_command(sub, "national-rating",
                         description=tr("Set a player's rating on a federation's national "
                                        "list (TRF-2026 NRS record), with the national id. "
                                        "RATING 0 and --id '' remove it."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("player", type=int, metavar="NUMBER")
    parser.add_argument("federation", metavar="FED", help=tr("3-letter FIDE code, e.g. NED"))
    parser.add_argument("rating", type=int, metavar="RATING")
    parser.add_argument("--id", dest="national_id", default=None,
                        help=tr("the player's number on that national list"))
    parser.set_defaults(func=run)


def run(args) -> int:
    with opened(args.file) as service:
        service.set_national_rating(args.player, args.federation, args.rating,
                                    args.national_id)
        t = service.tournament()
    fed = args.federation.upper()
    shown = f"{fed} {args.rating}" if args.rating else tr("no {federation} rating",
                                                          federation=fed)
    print(f"{who(t, args.player)}: {shown}")
    return 0
