"""The teams of a team event: ``add-team``, ``edit-team``, ``remove-team``,
``withdraw-team``, ``readmit-team``, ``team-bye`` and ``renumber-teams`` (issue #37)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.commands.team_common import TEAM_BYES, team_who
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.engine.model import ByeKind
from arbiter_app.i18n import tr, trn

_BYES = {"H": ByeKind.HALF_POINT, "Z": ByeKind.ZERO_POINT, "F": ByeKind.FULL_POINT}


def register(sub) -> None:
    add = add_command(sub, "add-team",
                      description=tr("Add a team: it gets the next team pairing number "
                                     "(renumber-teams orders them before round 1)."))
    add.add_argument("file", metavar="T.arbiter")
    add.add_argument("name", help=tr("the team's name (at most 32 characters)"))
    add.add_argument("--nickname", default="",
                     help=tr("a short name of at most 5 characters (TRF-2026 310)"))
    add.add_argument("--strength", type=int, default=0,
                     help=tr("the strength factor, e.g. the average rating of its first "
                             "boards (TRF-2026 310)"))
    add.set_defaults(func=run_add)

    edit = add_command(sub, "edit-team")
    edit.add_argument("file", metavar="T.arbiter")
    edit.add_argument("team", type=int, metavar="TEAM")
    edit.add_argument("--name")
    edit.add_argument("--nickname")
    edit.add_argument("--strength", type=int)
    edit.set_defaults(func=run_edit)

    remove = add_command(sub, "remove-team")
    remove.add_argument("file", metavar="T.arbiter")
    remove.add_argument("team", type=int, metavar="TEAM")
    remove.set_defaults(func=run_remove)

    withdraw = add_command(sub, "withdraw-team")
    withdraw.add_argument("file", metavar="T.arbiter")
    withdraw.add_argument("team", type=int, metavar="TEAM")
    withdraw.add_argument("--from-round", type=int, metavar="ROUND",
                          help=tr("the first round it is not paired in (default: the next)"))
    withdraw.set_defaults(func=run_withdraw)

    readmit = add_command(sub, "readmit-team")
    readmit.add_argument("file", metavar="T.arbiter")
    readmit.add_argument("team", type=int, metavar="TEAM")
    readmit.set_defaults(func=run_readmit)

    bye = add_command(sub, "team-bye",
                      description=tr("KIND: F full-point bye (a won match's points), H "
                                     "half-point bye (a drawn match's), Z absence (none); "
                                     "for a round not paired yet."))
    bye.add_argument("file", metavar="T.arbiter")
    bye.add_argument("team", type=int, metavar="TEAM")
    bye.add_argument("round", type=int, metavar="ROUND")
    bye.add_argument("kind", nargs="?", choices=sorted(_BYES), metavar="KIND")
    bye.add_argument("--cancel", action="store_true", help=tr("cancel the team's bye"))
    bye.set_defaults(func=run_bye)

    renumber = add_command(sub, "renumber-teams",
                           description=tr("Before round 1: the team pairing numbers by "
                                          "strength factor (highest first), or in the order "
                                          "given (C.04.6 1.1.2)."))
    renumber.add_argument("file", metavar="T.arbiter")
    renumber.add_argument("--order", metavar="N,N,...",
                          help=tr("the teams' current numbers in their new order"))
    renumber.add_argument("--strength-from-ratings", action="store_true",
                          help=tr("first set each team's strength factor to the average "
                                  "rating of its B highest-rated roster players (B: the "
                                  "boards of a match; unrated players left out), then number "
                                  "the teams by it"))
    renumber.add_argument("--confirm", action="store_true",
                          help=tr("replace strength factors entered before (a warning)"))
    renumber.set_defaults(func=run_renumber)


def run_add(args) -> int:
    with opened(args.file) as service:
        team = service.add_team(args.name, nickname=args.nickname, strength=args.strength)
    print(tr("added team {team}", team=f"{team.number} {team.name}"))
    return 0


def run_edit(args) -> int:
    fields = {k: getattr(args, k) for k in ("name", "nickname", "strength")
              if getattr(args, k) is not None}
    with opened(args.file) as service:
        team = service.edit_team(args.team, **fields)
    print(tr("team {team}", team=f"{team.number} {team.name}"))
    return 0


def run_remove(args) -> int:
    with opened(args.file) as service:
        team, players = service.remove_team(args.team)
    print(trn("removed team {team} and its {n} player", "removed team {team} and its {n} "
              "players", len(players), team=f"{team.number} {team.name}"))
    return 0


def run_withdraw(args) -> int:
    with opened(args.file) as service:
        first = service.withdraw_team(args.team, args.from_round)
        t = service.team_tournament()
    print(tr("withdrawn: team {team}, not paired from round {round}",
             team=team_who(t, args.team), round=first))
    return 0


def run_readmit(args) -> int:
    with opened(args.file) as service:
        service.readmit_team(args.team)
        t = service.team_tournament()
    print(tr("re-admitted: team {team}", team=team_who(t, args.team)))
    return 0


def run_bye(args) -> int:
    if args.cancel == (args.kind is not None):
        raise CliError(tr("give the kind of bye (F, H or Z), or --cancel"), 2)
    with opened(args.file) as service:
        if args.cancel:
            before = service.cancel_team_bye(args.team, args.round)
        else:
            service.request_team_bye(args.team, args.round, _BYES[args.kind])
        t = service.team_tournament()
    if args.cancel:
        if before is None:
            print(tr("round {round}: team {team} had no bye", round=args.round,
                     team=team_who(t, args.team)))
        else:
            print(tr("round {round}: bye of team {team} cancelled", round=args.round,
                     team=team_who(t, args.team)))
    else:
        print(tr("round {round}: team {team}: {bye}", round=args.round,
                 team=team_who(t, args.team), bye=TEAM_BYES[_BYES[args.kind]]))
    return 0


def run_renumber(args) -> int:
    order = "strength"
    if args.order:
        try:
            order = [int(x) for x in args.order.replace(" ", "").split(",") if x]
        except ValueError:
            raise CliError(tr("--order {order!r}: team numbers separated by commas",
                              order=args.order), 2) from None
    if args.strength_from_ratings and args.order:
        raise CliError(tr("--strength-from-ratings numbers the teams by strength; leave out "
                          "--order"), 2)
    changed = {}
    with opened(args.file) as service:
        if args.strength_from_ratings:
            if service.team_tournament().rounds:  # nothing changed: renumbering is refused
                service.renumber_teams(order)
            names = {n: team.name for n, team in service.team_tournament().teams.items()}
            changed = {names[n]: change for n, change
                       in service.set_strengths_from_ratings(confirm=args.confirm).items()}
        moved = service.renumber_teams(order)
        t = service.team_tournament()
    for name, (old, new) in changed.items():
        print(tr("strength of {team}: {old} -> {new}", team=name, old=old, new=new))
    if not moved:
        print(tr("the team pairing numbers stay as they are"))
    for number in sorted(t.teams):
        team = t.teams[number]
        print(f"{number:4d}  {team.name}" + (f"  ({team.strength})" if team.strength else ""))
    return 0


__all__ = ["register"]
