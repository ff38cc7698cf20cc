"""Tournament-file commands for what happens between rounds, headless:

``add-player``, ``half-byes``, ``delete-player``, ``withdraw``, ``readmit``, ``bye``,
``cancel-bye`` and ``unpair``.
Each is one transaction through the services, like the GUI's actions.
"""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, print_warnings, who
from arbiter_app.cli.main import add_command
from arbiter_app.engine.model import ByeKind
from arbiter_app.i18n import tr, trn

_BYES = {"H": ByeKind.HALF_POINT, "Z": ByeKind.ZERO_POINT, "F": ByeKind.FULL_POINT}


def register(sub) -> None:
    add = add_command(sub, "add-player")
    add.add_argument("file", metavar="T.arbiter")
    add.add_argument("name", help=tr('"Last, First"'))
    add.add_argument("--rating", type=int, default=0)
    add.add_argument("--title", default="")
    add.add_argument("--federation", default="")
    add.add_argument("--fide-id", default="")
    add.add_argument("--sex", default="", choices=["", "m", "w", "f"])
    add.add_argument("--birth-date", default="", metavar="YYYY/MM/DD")
    add.add_argument("--k", type=int, metavar="K",
                     help=tr("the player's K-factor for the rating change (FIDE B.02 8.3.3: 40, "
                             "20 or 10) when no rating list gives it"))
    add.add_argument("--confirm", action="store_true",
                     help=tr("add the player even when warned (e.g. the same FIDE id, or the "
                             "same name and birth date, as a player already in the "
                             "tournament)"))
    add.add_argument("--no-half-byes", action="store_true",
                     help=tr("the player may not take half-point byes (FIDE checklist Q175)"))
    add.add_argument("--team", type=int, metavar="TEAM",
                     help=tr("a team event: the team whose roster the player joins"))
    add.add_argument("--board", type=int, metavar="PLACE",
                     help=tr("with --team: his place on the roster (1 first; default: last)"))
    add.set_defaults(func=run_add)

    half = add_command(sub, "half-byes",
                       description=tr("Make a player eligible (allow) or ineligible (refuse) "
                                      "for half-point byes; a refused player's request for "
                                      "one is refused (FIDE checklist Q175-176)."))
    half.add_argument("file", metavar="T.arbiter")
    half.add_argument("player", type=int, metavar="NUMBER")
    half.add_argument("allowed", choices=["allow", "refuse"])
    half.set_defaults(func=run_half_byes)

    closed = add_command(sub, "half-bye-rounds",
                         description=tr("The rounds in which no half-point bye may be "
                                        "requested (FIDE checklist Q175), e.g. 8,9; 'none' "
                                        "opens every round again."))
    closed.add_argument("file", metavar="T.arbiter")
    closed.add_argument("rounds", metavar="ROUNDS", help=tr("e.g. 8,9 or none"))
    closed.set_defaults(func=run_half_bye_rounds)

    withdraw = add_command(sub, "withdraw")
    withdraw.add_argument("file", metavar="T.arbiter")
    withdraw.add_argument("player", type=int, metavar="NUMBER")
    withdraw.add_argument("--from-round", type=int, metavar="ROUND")
    withdraw.add_argument("--expelled", action="store_true",
                          help=tr("withdrawn by expulsion: flagged, and left out of the Swiss "
                                  "standings (FIDE checklist Q197-198)"))
    withdraw.set_defaults(func=run_withdraw)

    readmit = add_command(sub, "readmit")
    readmit.add_argument("file", metavar="T.arbiter")
    readmit.add_argument("player", type=int, metavar="NUMBER")
    readmit.set_defaults(func=run_readmit)

    bye = add_command(sub, "bye",
                      description=tr("KIND: H half-point bye, Z zero-point (absence), F "
                                     "full-point."))
    bye.add_argument("file", metavar="T.arbiter")
    bye.add_argument("player", type=int, metavar="NUMBER")
    bye.add_argument("round", type=int, metavar="ROUND")
    bye.add_argument("kind", choices=sorted(_BYES), metavar="KIND")
    bye.add_argument("--confirm", action="store_true",
                     help=tr("go ahead although warned (in FIDE mode: a second half-point bye)"))
    bye.set_defaults(func=run_bye)

    cancel = add_command(sub, "cancel-bye")
    cancel.add_argument("file", metavar="T.arbiter")
    cancel.add_argument("player", type=int, metavar="NUMBER")
    cancel.add_argument("round", type=int, metavar="ROUND")
    cancel.set_defaults(func=run_cancel)

    delete = add_command(sub, "delete-player")
    delete.add_argument("file", metavar="T.arbiter")
    delete.add_argument("player", type=int, metavar="NUMBER")
    delete.set_defaults(func=run_delete)

    unpair = add_command(sub, "unpair")
    unpair.add_argument("file", metavar="T.arbiter")
    unpair.set_defaults(func=run_unpair)

    pick = add_command(sub, "pick-rating")
    pick.add_argument("file", metavar="T.arbiter")
    pick.add_argument("player", type=int, metavar="NUMBER")
    pick.add_argument("--take", type=int, metavar="N",
                      help=tr("the rating to take, by its number in the list shown"))
    pick.set_defaults(func=run_pick_rating)


def run_add(args) -> int:
    if args.team is not None or args.board is not None:
        return run_add_team_player(args)
    with opened(args.file) as service:
        player = service.add_player(args.name, rating=args.rating, title=args.title,
                                    sex=args.sex, federation=args.federation,
                                    fide_id=args.fide_id, birth_date=args.birth_date,
                                    confirm=args.confirm, k=args.k,
                                    half_byes=not args.no_half_byes)
        added = who(service.tournament(), player.number)
        if player.entry_round > 1:
            print(tr("added {player} (late entry from round {round})", player=added,
                     round=player.entry_round))
        else:
            print(tr("added {player}", player=added))
    return 0


def run_add_team_player(args) -> int:
    from arbiter_app.cli.commands.team_common import player_who, team_who
    from arbiter_app.cli.errors import CliError
    if args.team is None:
        raise CliError(tr("--board is a place on a team's roster: give --team too"), 2)
    with opened(args.file) as service:
        player = service.add_team_player(
            args.team, args.name, rating=args.rating, title=args.title, sex=args.sex,
            federation=args.federation, fide_id=args.fide_id, birth_date=args.birth_date,
            board=args.board, k=args.k, half_byes=not args.no_half_byes, confirm=args.confirm)
        t = service.team_tournament()
    place = t.teams[args.team].roster.index(player.number) + 1
    print(tr("added {player} to team {team}, place {place}", player=player_who(t, player.number),
             team=team_who(t, args.team), place=place))
    return 0


def run_half_byes(args) -> int:
    with opened(args.file) as service:
        service.edit_player(args.player, half_byes=args.allowed == "allow")
        t = service.tournament()
    if t.players[args.player].half_byes:
        print(tr("{player} may take half-point byes", player=who(t, args.player)))
    else:
        print(tr("{player} may not take half-point byes", player=who(t, args.player)))
    return 0


def run_half_bye_rounds(args) -> int:
    from arbiter_app.cli.errors import CliError
    text = args.rounds.strip().lower()
    try:
        rounds = [] if text == "none" else [int(x) for x in text.replace(" ", "").split(",")
                                            if x]
    except ValueError:
        raise CliError(tr("{rounds!r}: write round numbers separated by commas, e.g. 8,9, "
                          "or none", rounds=args.rounds), 2) from None
    with opened(args.file) as service:
        service.close_half_byes(rounds)
    if rounds:
        print(trn("no half-point byes in round {rounds}", "no half-point byes in rounds {rounds}",
                  len(rounds), rounds=", ".join(map(str, rounds))))
    else:
        print(tr("no half-point byes in rounds: none (every round is open)"))
    return 0


def run_withdraw(args) -> int:
    with opened(args.file) as service:
        service.withdraw_player(args.player, args.from_round, expelled=args.expelled)
        player = service.tournament().players[args.player]
        name = who(service.tournament(), args.player)
        if args.expelled:
            print(tr("expelled: {player}, not paired from round {round}", player=name,
                     round=player.withdrawn_from))
        else:
            print(tr("withdrawn: {player}, not paired from round {round}", player=name,
                     round=player.withdrawn_from))
    return 0


def run_readmit(args) -> int:
    with opened(args.file) as service:
        service.readmit_player(args.player)
        print(tr("re-admitted: {player}", player=who(service.tournament(), args.player)))
    return 0


def run_bye(args) -> int:
    with opened(args.file) as service:
        warnings = service.request_bye(args.player, args.round, _BYES[args.kind],
                                       confirm=args.confirm)
        print(tr("round {round}: {player} has bye {kind}", round=args.round,
                 player=who(service.tournament(), args.player), kind=args.kind))
        print_warnings(warnings)  # the notices (a full-point bye is deprecated), and the
        # confirmed warnings, on standard error
    return 0


def run_cancel(args) -> int:
    with opened(args.file) as service:
        service.cancel_bye(args.player, args.round)
        print(tr("round {round}: bye of {player} cancelled", round=args.round,
                 player=who(service.tournament(), args.player)))
    return 0


def run_unpair(args) -> int:
    with opened(args.file) as service:
        if service.is_team_event:
            round_no = service.team_tournament().rounds_played
            service.unpair_last_team_round()
            print(tr("round {round} unpaired", round=round_no))
            return 0
        round_no = service.tournament().rounds_played
        service.unpair_last_round()
        print(tr("round {round} unpaired", round=round_no))
    return 0


def run_delete(args) -> int:
    with opened(args.file) as service:
        if service.is_team_event:  # off his team's roster
            t = service.team_tournament()
            team = next((n for n, x in t.teams.items() if args.player in x.roster), None)
            if team is None:
                from arbiter_app.cli.errors import CliError
                raise CliError(tr("there is no player {number}", number=args.player), 2)
            from arbiter_app.cli.commands.team_common import player_who
            name = player_who(t, args.player)
            service.remove_team_player(team, args.player)
            print(tr("deleted: {player}", player=name))
            return 0
        name = who(service.tournament(), args.player)
        service.remove_player(args.player)
        print(tr("deleted: {player}", player=name))
    return 0


def run_pick_rating(args) -> int:
    """Q128-129: the ratings the player's lists give (kept by ``check-ratings
    --update``), numbered; ``--take N`` gives him the N-th."""
    from arbiter_app.services.rating_lists import choice_text
    with opened(args.file) as service:
        if args.take is not None:
            from arbiter_app.services.starting_rank import rating_type
            picked, into = service.pick_list_rating(args.player, args.take)
            t = service.tournament()
            if into == "manual_rating":
                print(tr("{player}: manual rating {rating} (a {kind} rating in a {type} "
                         "event: it places him, the rating report keeps his FIDE rating)",
                         player=who(t, args.player), rating=t.players[args.player].manual_rating,
                         kind=tr(picked.kind), type=tr(rating_type(t))))
                return 0
            print(tr("{player}: rating {rating}", player=who(t, args.player),
                     rating=t.players[args.player].rating))
            return 0
        choices = service.list_rating_choices(args.player)
        t = service.tournament()
    if not choices:
        print(tr("{player}: no list rating to pick from (update the ratings from the lists "
                 "first: check-ratings --update)", player=who(t, args.player)))
        return 0
    print(tr("{player}: rating {rating}; the lists give:", player=who(t, args.player),
             rating=t.players[args.player].rating))
    for index, rating in enumerate(choices, start=1):
        print(f"  {index}. {choice_text(rating)}")
    return 0
