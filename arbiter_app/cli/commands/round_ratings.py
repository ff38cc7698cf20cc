"""``arbiter-cli round-ratings T.arbiter --from-round N (--list F | --player P --rating R)``:
the ratings of an event longer than 30 days from round N on (checklist Q210-216; see
docs/ratings.md, "Events longer than 30 days").

``--list`` rates every registered player the list has (by FIDE number, the tournament's
rating type) from round N on: the list valid when round N is played.  ``--player P
--rating R`` rates one player; ``--rating none`` removes his rating of round N.  Without
either, the players' ratings by round are shown.  Exit 0, or 2 with one line (the flag is
not set, no such round, file or player).
"""

from __future__ import annotations

from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import tr


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "round-ratings",
        description=tr("Enter the players' ratings from round N on in an event longer than 30 "
                       "days (settings --long-event on): every player a rating list has, or "
                       "one player. Without --list or --player, show the ratings by round."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--from-round", type=int, metavar="N",
                        help=tr("the first round the ratings apply to (2 or more)"))
    parser.add_argument("--list", metavar="FILE",
                        help=tr("the FIDE rating list valid when round N is played"))
    parser.add_argument("--kind", choices=["standard", "rapid", "blitz"],
                        help=tr("the kind of a one-kind list whose name does not say it"))
    parser.add_argument("--month", metavar="YYYY/MM",
                        help=tr("the month of a list whose name and header do not say it"))
    parser.add_argument("--player", type=int, metavar="P", help=tr("one player's number"))
    parser.add_argument("--rating", metavar="R",
                        help=tr("that player's rating from round N ('none': removed)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    from arbiter_app.cli.commands.store_common import opened, print_warnings

    changing = args.list is not None or args.player is not None
    if args.list is not None and args.player is not None:
        raise CliError(tr("give --list or --player, not both"), 2)
    if changing and args.from_round is None:
        raise CliError(tr("--from-round N is needed to enter ratings"), 2)
    if args.player is not None and args.rating is None:
        raise CliError(tr("--player needs --rating R (or --rating none)"), 2)
    if args.rating is not None and args.player is None:
        raise CliError(tr("--rating goes with --player P"), 2)
    with opened(args.file, read_only=not changing) as service:
        if args.list is not None:
            done = service.round_ratings_from_list(args.from_round, args.list,
                                                   kind=args.kind or "",
                                                   month=args.month or "")
            t = service.tournament()
            print_warnings(done.warnings)
            print(tr("from round {round}: {list}", round=done.from_round, list=done.source))
            for number, (before, after) in done.changed.items():
                print(tr("player {number} {name}: {before} -> {after}", number=number,
                         name=t.players[number].name, before=before or "-", after=after or "-"))
            for number in done.not_found:
                print(tr("player {number} {name}: FIDE number {fide_id} is not in the list "
                         "(rating kept)", number=number, name=t.players[number].name,
                         fide_id=t.players[number].fide_id))
            if not done.changed:
                print(tr("no rating changes"))
            return 0
        if args.player is not None:
            text = args.rating.strip().lower()
            service.set_round_rating(args.player, args.from_round,
                                     None if text in ("none", "-", "") else text)
            print_warnings(service.long_event_advice())
        t = service.tournament()
    rated = [p for p in t.players.values() if p.round_ratings]
    if not rated:
        print(tr("no ratings by round"))
    for player in sorted(rated, key=lambda p: p.number):
        steps = ", ".join(tr("from round {round}: {rating}", round=r, rating=v or "-")
                          for r, v in player.round_ratings)
        print(tr("player {number} {name}: {rating}; {ratings}", number=player.number,
                 name=player.name, rating=player.rating or "-", ratings=steps))
    return 0
