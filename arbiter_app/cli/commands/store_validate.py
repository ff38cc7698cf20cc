"""``arbiter-cli validate (FILE.trf --system SYSTEM | T.arbiter) --pairing PAIRS.txt``:
check a proposed pairing of the next round (exit 1 if it breaks a rule).  A team file
(TRF-2026 310/013) with a team system (``--system team2026``), or a team event: the pairing's
lines are matches (white team first, the PAB as ``N 0``), checked against C.04.6's absolute
criteria ([C1], [C2]) and completeness, each violation printed with its teams.

``arbiter-cli validate T.arbiter --report``: the check of ``export --report`` (FIDE's
rating report, services/report.py) without writing anything: each warning one
line (``warning (level N): ...``) on standard output; exit 1 when one of them
would need ``--confirm`` on export, 0 otherwise; a team event's report is checked as
its team file (services/teams/rating_report.py)."""

from __future__ import annotations

import sys

from arbiter_app.cli.common import load_trf, team_file_error
from arbiter_app.cli.commands.store_common import (opened, print_warnings, read_pairing_file,
                                                   user_errors, violation_text)
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.engine.systems.registry import SYSTEMS, is_team_system
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import tr
from arbiter_app.services.pairings import check_system_name, validate_for
from arbiter_app.services.teams.manual import team_target_round, team_violation_text
from arbiter_app.services.warnings import CONFIRM


def register(sub) -> None:
    parser = add_command(
        sub, "validate",
        description=tr("Check a proposed pairing of the next round (of a paired round without "
                       "results, in a tournament file) against the system's absolute criteria "
                       "and completeness. Prints each violation with its rule and players. "
                       "With --report instead: the fields FIDE's rating report needs that the "
                       "tournament file leaves empty (export --report's warnings), nothing "
                       "written. Exit 0: none (notices only); 1: violations or warnings; "
                       "2: bad input."))
    parser.add_argument("file", metavar="FILE.trf|T.arbiter")
    parser.add_argument("--system", metavar="SYSTEM",
                        help=tr("pairing system of a TRF file: {systems}",
                                systems=", ".join(SYSTEMS)))
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--pairing", metavar="PAIRS.txt",
                      help=tr("count, then 'white black' per board, the bye as 'N 0'"))
    what.add_argument("--report", action="store_true",
                      help=tr("check a tournament file for FIDE's rating report (the warnings "
                              "of 'export --report'), writing nothing"))
    parser.set_defaults(func=run)


def run(args) -> int:
    if args.report:
        return run_report(args)
    pairing = read_pairing_file(args.pairing)
    teams = False
    if args.file.lower().endswith(".trf") or args.system:
        if not args.system:
            raise CliError(tr("{file}: a TRF file needs --system", file=args.file), 2)
        t = load_trf(args.file, teams=True)
        teams = isinstance(t, TeamTournament)
        with user_errors():
            t.system = check_system_name(args.system)
        if teams != is_team_system(t.system):
            raise (team_file_error(args.file) if teams else CliError(tr(
                "{file} is an individual tournament (no record 310 or 013): {system} pairs "
                "team files", file=args.file, system=args.system), 2))
        with user_errors():
            violations = (validate_team_file(t, pairing) if teams
                          else validate_for(t, pairing))
    else:
        with opened(args.file, read_only=True) as service:
            teams = service.is_team_event
            violations = (service.validate_team_pairing(pairing) if teams
                          else service.validate_pairing(pairing))
    for violation in violations:
        print(team_violation_text(violation) if teams else violation_text(violation))
    return 1 if violations else 0


def validate_team_file(t, pairing):
    """The violations of ``pairing`` as the next round of the team file ``t`` (or of its last
    round while it has no result)."""
    from arbiter_app.services.pairings import system_for, validate
    _, t_in, _ = team_target_round(t)
    return validate(t_in, system_for(t.system), pairing)


def run_report(args) -> int:
    if args.file.lower().endswith(".trf") or args.system:
        raise CliError(tr("{file}: --report checks a tournament file (T.arbiter); import the "
                          "TRF file first", file=args.file), 2)
    with opened(args.file, read_only=True) as service:
        warnings = service.rating_report_problems()
    print_warnings(warnings, file=sys.stdout)
    if not warnings:
        print(tr("{file}: the rating report has every field FIDE marks mandatory",
                 file=args.file))
    return 1 if any(w.level >= CONFIRM for w in warnings) else 0
