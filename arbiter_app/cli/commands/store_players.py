"""Tournament-file commands for what happens between rounds, headless:

``add-player``, ``half-byes``, ``delete-player``, ``withdraw``, ``readmit``, ``bye``,
``cancel-bye`` and ``unpair``.
Each is one transaction through the services, like the GUI's actions.
"""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, print_warnings, who
from arbiter_app.engine.model import ByeKind

_BYES = {"H": ByeKind.HALF_POINT, "Z": ByeKind.ZERO_POINT, "F": ByeKind.FULL_POINT}


def register(sub) -> None:
    add = sub.add_parser("add-player", help="add a player (a late entry after round 1)")
    add.add_argument("file", metavar="T.arbiter")
    add.add_argument("name", help='"Last, First"')
    add.add_argument("--rating", type=int, default=0)
    add.add_argument("--title", default="")
    add.add_argument("--federation", default="")
    add.add_argument("--fide-id", default="")
    add.add_argument("--sex", default="", choices=["", "m", "w", "f"])
    add.add_argument("--birth-date", default="", metavar="YYYY/MM/DD")
    add.add_argument("--k", type=int, metavar="K",
                     help="the player's K-factor for the rating change (FIDE B.02 8.3.3: 40, "
                          "20 or 10) when no rating list gives it")
    add.add_argument("--confirm", action="store_true",
                     help="add the player even when warned (e.g. the same FIDE id, or the "
                          "same name and birth date, as a player already in the tournament)")
    add.add_argument("--no-half-byes", action="store_true",
                     help="the player may not take half-point byes (FIDE checklist Q175)")
    add.set_defaults(func=run_add)

    half = sub.add_parser("half-byes", help="allow or refuse a player's half-point byes",
                          description="Make a player eligible (allow) or ineligible (refuse) "
                                      "for half-point byes; a refused player's request for "
                                      "one is refused (FIDE checklist Q175-176).")
    half.add_argument("file", metavar="T.arbiter")
    half.add_argument("player", type=int, metavar="NUMBER")
    half.add_argument("allowed", choices=["allow", "refuse"])
    half.set_defaults(func=run_half_byes)

    closed = sub.add_parser("half-bye-rounds", help="rounds closed to half-point byes",
                            description="The rounds in which no half-point bye may be "
                                        "requested (FIDE checklist Q175), e.g. 8,9; 'none' "
                                        "opens every round again.")
    closed.add_argument("file", metavar="T.arbiter")
    closed.add_argument("rounds", metavar="ROUNDS", help="e.g. 8,9 or none")
    closed.set_defaults(func=run_half_bye_rounds)

    withdraw = sub.add_parser("withdraw", help="withdraw a player from the next round on")
    withdraw.add_argument("file", metavar="T.arbiter")
    withdraw.add_argument("player", type=int, metavar="NUMBER")
    withdraw.add_argument("--from-round", type=int, metavar="ROUND")
    withdraw.add_argument("--expelled", action="store_true",
                          help="withdrawn by expulsion: flagged, and left out of the Swiss "
                               "standings (FIDE checklist Q197-198)")
    withdraw.set_defaults(func=run_withdraw)

    readmit = sub.add_parser("readmit", help="re-admit a withdrawn player")
    readmit.add_argument("file", metavar="T.arbiter")
    readmit.add_argument("player", type=int, metavar="NUMBER")
    readmit.set_defaults(func=run_readmit)

    bye = sub.add_parser("bye", help="request a bye or announce an absence for a future round",
                         description="KIND: H half-point bye, Z zero-point (absence), F full-point.")
    bye.add_argument("file", metavar="T.arbiter")
    bye.add_argument("player", type=int, metavar="NUMBER")
    bye.add_argument("round", type=int, metavar="ROUND")
    bye.add_argument("kind", choices=sorted(_BYES), metavar="KIND")
    bye.add_argument("--confirm", action="store_true",
                     help="go ahead although warned (in FIDE mode: a second half-point bye)")
    bye.set_defaults(func=run_bye)

    cancel = sub.add_parser("cancel-bye", help="cancel a requested bye")
    cancel.add_argument("file", metavar="T.arbiter")
    cancel.add_argument("player", type=int, metavar="NUMBER")
    cancel.add_argument("round", type=int, metavar="ROUND")
    cancel.set_defaults(func=run_cancel)

    delete = sub.add_parser("delete-player", help="delete a player entered by mistake (only "
                                                  "while in no round; later: withdraw)")
    delete.add_argument("file", metavar="T.arbiter")
    delete.add_argument("player", type=int, metavar="NUMBER")
    delete.set_defaults(func=run_delete)

    unpair = sub.add_parser("unpair", help="remove the last round's pairing (no results yet)")
    unpair.add_argument("file", metavar="T.arbiter")
    unpair.set_defaults(func=run_unpair)


def run_add(args) -> int:
    with opened(args.file) as service:
        player = service.add_player(args.name, rating=args.rating, title=args.title,
                                    sex=args.sex, federation=args.federation,
                                    fide_id=args.fide_id, birth_date=args.birth_date,
                                    confirm=args.confirm, k=args.k,
                                    half_byes=not args.no_half_byes)
        late = f" (late entry from round {player.entry_round})" if player.entry_round > 1 else ""
        print(f"added {who(service.tournament(), player.number)}{late}")
    return 0


def run_half_byes(args) -> int:
    with opened(args.file) as service:
        service.edit_player(args.player, half_byes=args.allowed == "allow")
        t = service.tournament()
    may = "may" if t.players[args.player].half_byes else "may not"
    print(f"{who(t, args.player)} {may} take half-point byes")
    return 0


def run_half_bye_rounds(args) -> int:
    from arbiter_app.cli.errors import CliError
    text = args.rounds.strip().lower()
    try:
        rounds = [] if text == "none" else [int(x) for x in text.replace(" ", "").split(",")
                                            if x]
    except ValueError:
        raise CliError(f"{args.rounds!r}: write round numbers separated by commas, e.g. 8,9, "
                       "or none", 2) from None
    with opened(args.file) as service:
        service.close_half_byes(rounds)
    print("no half-point byes in round" + (f"s {', '.join(map(str, rounds))}" if rounds
                                           else "s: none (every round is open)"))
    return 0


def run_withdraw(args) -> int:
    with opened(args.file) as service:
        service.withdraw_player(args.player, args.from_round, expelled=args.expelled)
        player = service.tournament().players[args.player]
        print(f"{'expelled' if args.expelled else 'withdrawn'}: "
              f"{who(service.tournament(), args.player)}, "
              f"not paired from round {player.withdrawn_from}")
    return 0


def run_readmit(args) -> int:
    with opened(args.file) as service:
        service.readmit_player(args.player)
        print(f"re-admitted: {who(service.tournament(), args.player)}")
    return 0


def run_bye(args) -> int:
    with opened(args.file) as service:
        warnings = service.request_bye(args.player, args.round, _BYES[args.kind],
                                       confirm=args.confirm)
        print(f"round {args.round}: {who(service.tournament(), args.player)} has bye {args.kind}")
        print_warnings(warnings)  # the notices (a full-point bye is deprecated), and the
        # confirmed warnings, on standard error
    return 0


def run_cancel(args) -> int:
    with opened(args.file) as service:
        service.cancel_bye(args.player, args.round)
        print(f"round {args.round}: bye of {who(service.tournament(), args.player)} cancelled")
    return 0


def run_unpair(args) -> int:
    with opened(args.file) as service:
        round_no = service.tournament().rounds_played
        service.unpair_last_round()
        print(f"round {round_no} unpaired")
    return 0


def run_delete(args) -> int:
    with opened(args.file) as service:
        name = who(service.tournament(), args.player)
        service.remove_player(args.player)
        print(f"deleted: {name}")
    return 0
