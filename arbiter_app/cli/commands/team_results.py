"""``arbiter-cli forfeit T.arbiter ROUND MATCH +-|-+|--``: a forfeited match (TRF-2026 330:
the white team wins, the black team wins, neither); ``--cancel``: played after all, its boards
made again from the line-ups (issue #37).  A board's result is ``result``'s."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, print_warnings
from arbiter_app.cli.commands.store_result import _ResultParser, _SHIELD
from arbiter_app.cli.commands.team_common import team_who
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr


def register(sub) -> None:
    parser = add_command(sub, "forfeit",
                         description=tr("Record a forfeited match: +- the white team wins, -+ "
                                        "the black team wins, -- neither (a double forfeit); "
                                        "--cancel: the match is played after all."))
    parser.__class__ = _ResultParser  # "--" and "-+" are codes here, not options
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("round", type=int, metavar="ROUND")
    parser.add_argument("match", type=int, metavar="MATCH")
    parser.add_argument("code", nargs="?", metavar="+-|-+|--")
    parser.add_argument("--cancel", action="store_true",
                        help=tr("cancel the forfeit: the boards are made again from the "
                                "line-ups"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("go ahead although warned (a round before the last one)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    code = args.code.lstrip(_SHIELD) if args.code else None
    if args.cancel == (code is not None):
        raise CliError(tr("give the code of the forfeited match (+-, -+ or --), or --cancel"),
                       2)
    with opened(args.file) as service:
        if args.cancel:
            service.cancel_match_forfeit(args.round, args.match)
        else:
            service.forfeit_match(args.round, args.match, code, confirm=args.confirm)
        t = service.team_tournament()
        notices = list(getattr(service, "backup_notices", []))
    game = t.rounds[args.round - 1].games[args.match - 1]
    values = dict(round=args.round, match=args.match, white=team_who(t, game.white),
                  black=team_who(t, game.black))
    if args.cancel:
        print(tr("round {round} match {match}: {white} - {black}, to be played", **values))
    else:
        print(tr("round {round} match {match}: {white} - {black} {code} (forfeited match)",
                 code=code, **values))
    print_warnings(notices)
    return 0


__all__ = ["register"]
