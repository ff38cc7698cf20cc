"""``arbiter-cli renumber T.arbiter``: give the players the pairing numbers of
the initial ranking list (rating, FIDE title, name; see docs/services.md)
until round 4 is paired (C.04.2 2.3; the paired rounds follow their players).
Prints ``old -> new`` for every number that changes; from round 4 on exits 2 with
one line."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr
from arbiter_app.services.ranking import ORDERS


def register(sub) -> None:
    parser = add_command(
        sub, "renumber",
        description=tr("Renumber the players of a tournament file by the initial ranking "
                       "list: rating, then FIDE title, then name (C.04.2.B; swiss-rating-1998 "
                       "A.2 for rating1998). Until round 4 is paired (C.04.2 2.3); the games "
                       "of the rounds already paired follow their players. Prints 'old -> new "
                       "name' for every number that changes."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--order", choices=ORDERS, default="rating",
                        help=tr("rating (default) or alphabetical (if announced "
                                "beforehand)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    with opened(args.file) as service:
        mapping = service.renumber_players(args.order)
        players = service.tournament().players
    changed = sorted((new, old) for old, new in mapping.items() if old != new)
    if not changed:
        print(tr("the pairing numbers already follow the initial ranking list; nothing "
                 "changed"))
        return 0
    for new, old in changed:
        print(f"{old:4d} -> {new:4d}  {players[new].name}")
    return 0
