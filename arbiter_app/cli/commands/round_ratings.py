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


def register(sub) -> None:
    parser = sub.add_parser(
        "round-ratings", help="ratings by round of an event longer than 30 days",
        description="Enter the players' ratings from round N on in an event longer than 30 "
                    "days (settings --long-event on): every player a rating list has, or "
                    "one player. Without --list or --player, show the ratings by round.")
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--from-round", type=int, metavar="N",
                        help="the first round the ratings apply to (2 or more)")
    parser.add_argument("--list", metavar="FILE",
                        help="the FIDE rating list valid when round N is played")
    parser.add_argument("--kind", choices=["standard", "rapid", "blitz"],
                        help="the kind of a one-kind list whose name does not say it")
    parser.add_argument("--month", metavar="YYYY/MM",
                        help="the month of a list whose name and header do not say it")
    parser.add_argument("--player", type=int, metavar="P", help="one player's number")
    parser.add_argument("--rating", metavar="R",
                        help="that player's rating from round N ('none': removed)")
    parser.set_defaults(func=run)


def run(args) -> int:
    from arbiter_app.cli.commands.store_common import opened, print_warnings

    changing = args.list is not None or args.player is not None
    if args.list is not None and args.player is not None:
        raise CliError("give --list or --player, not both", 2)
    if changing and args.from_round is None:
        raise CliError("--from-round N is needed to enter ratings", 2)
    if args.player is not None and args.rating is None:
        raise CliError("--player needs --rating R (or --rating none)", 2)
    if args.rating is not None and args.player is None:
        raise CliError("--rating goes with --player P", 2)
    with opened(args.file, read_only=not changing) as service:
        if args.list is not None:
            done = service.round_ratings_from_list(args.from_round, args.list,
                                                   kind=args.kind or "",
                                                   month=args.month or "")
            t = service.tournament()
            print_warnings(done.warnings)
            print(f"from round {done.from_round}: {done.source}")
            for number, (before, after) in done.changed.items():
                print(f"player {number} {t.players[number].name}: {before or '-'} -> "
                      f"{after or '-'}")
            for number in done.not_found:
                print(f"player {number} {t.players[number].name}: FIDE number "
                      f"{t.players[number].fide_id} is not in the list (rating kept)")
            if not done.changed:
                print("no rating changes")
            return 0
        if args.player is not None:
            text = args.rating.strip().lower()
            service.set_round_rating(args.player, args.from_round,
                                     None if text in ("none", "-", "") else text)
            print_warnings(service.long_event_advice())
        t = service.tournament()
    rated = [p for p in t.players.values() if p.round_ratings]
    if not rated:
        print("no ratings by round")
    for player in sorted(rated, key=lambda p: p.number):
        steps = ", ".join(f"from round {r}: {v or '-'}" for r, v in player.round_ratings)
        print(f"player {player.number} {player.name}: {player.rating or '-'}; {steps}")
    return 0
