"""``arbiter-cli set-pairing T.arbiter --pairing PAIRS.txt``: save a pairing made by hand (the
window's Rounds › Manual pairing) for the next round, or for the last round while it
has no result.

The pairing file is the endorsed engines' format (``pair`` prints it): the number of
boards, then ``white black`` per board, the pairing-allocated bye as ``N 0``.  A
pairing that breaks a rule of the system is refused (exit 1, the rules listed) unless
``--accept-violations`` with a ``--reason``; in FIDE mode a pairing that is not the
system's is a level 3 warning (FIDE checklist Q69: exit 3, nothing saved, unless
``--confirm``).

A team event: the lines are matches (white team first), the team PAB ``N 0``; the round's
boards are made from the line-ups, and each C.04.6 criterion the pairing breaks is a warning
naming the rule and the teams (exit 3, nothing saved, until ``--confirm``); a team named twice
or not in the event, or a team to pair left out, is refused (exit 1)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import (opened, print_warnings, read_pairing_file,
                                                   violation_text, who)
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr
from arbiter_app.services import PairingRejected


def register(sub) -> None:
    parser = add_command(sub, "set-pairing",
                         description=tr("Save a pairing made by hand for the next round (or "
                                        "the last round while it has no result). Exit 1: it "
                                        "breaks a rule (listed); 3: it needs --confirm; 2: "
                                        "bad input."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--pairing", metavar="PAIRS.txt", required=True,
                        help=tr("count, then 'white black' per board, the bye as 'N 0'"))
    parser.add_argument("--accept-violations", action="store_true",
                        help=tr("save it although it breaks rules of the system (with "
                                "--reason)"))
    parser.add_argument("--reason", default="", help=tr("why (written to the audit log)"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("go ahead despite the warnings (a pairing that is not the "
                                "system's, FIDE checklist Q69)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    if args.accept_violations and not args.reason.strip():
        raise CliError(tr("--accept-violations needs a --reason (it goes to the audit log)"),
                       2)
    pairing = read_pairing_file(args.pairing)
    with opened(args.file) as service:
        if service.is_team_event:
            return run_team(service, args, pairing)
        try:
            accepted = service.set_pairing(pairing, accept_violations=args.accept_violations,
                                           reason=args.reason.strip(), confirm=args.confirm)
        except PairingRejected as exc:  # the rules it breaks, one a line, then why
            for violation in exc.violations:
                print(violation_text(violation))
            raise CliError(str(exc), 1) from None
        t = service.tournament()
        unsaved = list(service.backup_notices)  # confirmed: saved without a fresh backup
    print_warnings(unsaved)
    round_no = t.rounds_played
    print(tr("Round {round} (by hand)", round=round_no))
    for number, game in enumerate(t.round(round_no).games, start=1):
        print(f"{number:4d}. {who(t, game.white)} - {who(t, game.black)}")
    if t.round(round_no).pairing_bye is not None:
        print("  " + tr("bye: {player}", player=who(t, t.round(round_no).pairing_bye)))
    for violation in accepted:
        print(tr("accepted: {violation}", violation=violation_text(violation)))
    return 0


def run_team(service, args, pairing) -> int:
    """The manual pairing of a team event (see the module)."""
    from arbiter_app.services.teams.manual import team_violation_text
    try:
        accepted, warnings = service.set_team_pairing(pairing, confirm=args.confirm,
                                                      reason=args.reason.strip())
    except PairingRejected as exc:
        for violation in exc.violations:
            print(team_violation_text(violation))
        raise CliError(str(exc), 1) from None
    print_warnings(w for w in warnings if not w.blocking)
    t = service.team_tournament()
    round_no = t.rounds_played
    print(tr("Round {round} (by hand)", round=round_no))
    for number, match in enumerate(t.round(round_no).games, start=1):
        print(f"{number:4d}. {team_name(t, match.white)} - {team_name(t, match.black)}")
    if t.round(round_no).pairing_bye is not None:
        print("  " + tr("bye: team {team}", team=team_name(t, t.round(round_no).pairing_bye)))
    for violation in accepted:
        print(tr("accepted: {violation}", violation=team_violation_text(violation)))
    return 0


def team_name(t, number: int) -> str:
    team = t.teams.get(number)
    return f"{number} {team.name}" if team is not None else str(number)
