"""``arbiter-cli pair-next T.arbiter``: pair the next round with the
tournament's system and save it (a backup copy is made first)."""

from __future__ import annotations

import sys

from arbiter_app.cli.commands.store_common import opened, print_warnings, who
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr


def register(sub) -> None:
    parser = add_command(sub, "pair-next",
                         description=tr("Pair the next round with the tournament's system "
                                        "and save it. Prints the boards (or, with --pairs, "
                                        "the count / 'white black' / 'N 0' format of "
                                        "'pair')."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--pairs", action="store_true",
                        help=tr("print the pairing in the endorsed engines' format"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("go ahead despite the warnings (a last round with no result "
                                "at all: its games are marked adjourned; a backup that "
                                "cannot be written; a team event: line-ups not entered, the "
                                "last ones proposed)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    from arbiter_app.services.pairings import pairing_warnings
    with opened(args.file) as service:
        if service.is_team_event:
            return _pair_teams(args, service)
        # Q159-160, Q168: games without a result are adjourned (a draw for the pairing);
        # Q62: before round 1, more rounds than the players allow
        notices = pairing_warnings(service.tournament())
        pairing = service.pair_next_round(confirm=args.confirm)
        t = service.tournament()
        notices = [*notices, *service.backup_notices]  # confirmed: paired without a backup
    print_warnings(notices)
    if args.pairs:
        sys.stdout.write(pairing.to_text())
        return 0
    print(tr("Round {round}", round=t.rounds_played))
    for number, board in enumerate(pairing.boards, start=1):
        print(f"{number:4d}. {who(t, board.white)} - {who(t, board.black)}")
    if pairing.bye is not None:
        print("  " + tr("bye: {player}", player=who(t, pairing.bye)))
    return 0


def _pair_teams(args, service) -> int:
    """A team event: the next round's matches by the team system, each with its boards made
    from the line-ups (docs/teams.md)."""
    from arbiter_app.cli.commands.team_common import match_lines
    pairing, notices = service.pair_next_team_round(confirm=args.confirm)
    t = service.team_tournament()
    print_warnings(notices)
    if args.pairs:
        sys.stdout.write(pairing.to_text())
        return 0
    print(tr("Round {round}", round=t.rounds_played))
    for line in match_lines(t, service, t.rounds_played):
        print(line)
    return 0
