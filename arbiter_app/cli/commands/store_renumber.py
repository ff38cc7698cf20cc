"""``arbiter-cli renumber T.arbiter``: give the players the pairing numbers of
the initial ranking list (rating, FIDE title, name; see docs/services.md)
until round 4 is paired (C.04.2 2.3; the paired rounds follow their players).
Prints ``old -> new`` for every number that changes; from round 4 on exits 2 with
one line.

``--move N:M`` (repeatable) changes the numbers by hand instead (checklist Q147-154):
the player numbered N gets M, the players between move by one; level 3 when the result
is not the ranking order, level 4 once round 1 is paired (exit 3 unless ``--confirm``),
refused from round 4 on (exit 2)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, print_warnings
from arbiter_app.cli.errors import CliError
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
    parser.add_argument("--order", choices=ORDERS, default=None,
                        help=tr("rating (default) or alphabetical (if announced "
                                "beforehand)"))
    parser.add_argument("--move", action="append", default=[], metavar="N:M",
                        help=tr("change the numbers by hand: the player numbered N gets "
                                "number M, the players between move by one (repeatable, "
                                "applied in turn); before round 1 freely, after it only "
                                "until round 4 is paired (C.04.2 2.3-2.5)"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("go ahead after the warnings of a change by hand"))
    parser.set_defaults(func=run)


def _move(text: str) -> tuple[int, int]:
    n, sep, m = text.partition(":")
    if not (sep and n.strip().isdigit() and m.strip().isdigit()):
        raise CliError(tr("--move {text}: write N:M, two pairing numbers (e.g. 5:2)",
                          text=text))
    return int(n), int(m)


def run(args) -> int:
    if args.move:
        if args.order is not None:
            raise CliError(tr("--move and --order do not go together: one renumbers by "
                              "hand, the other by the initial ranking list"))
        moves = [_move(text) for text in args.move]
        with opened(args.file) as service:
            mapping, warnings = service.change_pairing_numbers(moves=moves,
                                                               confirm=args.confirm)
            players = service.tournament().players
        print_warnings([w for w in warnings if not w.blocking])
    else:
        with opened(args.file) as service:
            mapping = service.renumber_players(args.order or "rating")
            players = service.tournament().players
    changed = sorted((new, old) for old, new in mapping.items() if old != new)
    if not changed and args.move:
        print(tr("the pairing numbers stay as they were; nothing changed"))
        return 0
    if not changed:
        print(tr("the pairing numbers already follow the initial ranking list; nothing "
                 "changed"))
        return 0
    for new, old in changed:
        print(f"{old:4d} -> {new:4d}  {players[new].name}")
    return 0
