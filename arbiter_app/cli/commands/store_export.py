"""``arbiter-cli export T.arbiter -o FILE.trf [--format trf2026|trf16]``: write the
tournament as a TRF file: TRF-2026, the format in force, unless TRF16 is asked for.

``--report``: FIDE's rating report (services/report.py), TRF-2026 with the fields
of the text's column R filled from the tournament; each mandatory field still
empty is printed as a warning and the command exits 3 writing nothing, unless
``--confirm``.  A team event's report is its TRF-2026 team file, checked so too
(services/teams/rating_report.py)."""

from __future__ import annotations

import sys

from arbiter_app.cli.commands.store_common import opened, print_warnings
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr


def register(sub) -> None:
    parser = add_command(sub, "export",
                         description=tr("Write the tournament as a TRF file (to standard "
                                        "output with -o -): TRF-2026 by default, with the "
                                        "number of rounds, the system, the byes announced "
                                        "and the forbidden pairs for another program."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.trf")
    parser.add_argument("--format", choices=("trf2026", "trf16"), default="trf2026",
                        help=tr("trf2026 (default): FIDE's TRF-2026; trf16: the 2016 format "
                                "with the XXR/XXC/XXP lines of the pairing engines"))
    parser.add_argument("--report", action="store_true",
                        help=tr("FIDE's rating report (TRF-2026): the fields FIDE marks "
                                "mandatory filled from the tournament; each one empty is a "
                                "warning (exit 3, nothing written, unless --confirm)"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("with --report: write it although mandatory fields are empty"))
    parser.set_defaults(func=run)


def run(args) -> int:
    if args.report:
        return run_report(args)
    if args.confirm:
        raise CliError(tr("--confirm is for --report (a TRF export asks for no confirmation)"),
                       2)
    with opened(args.file, read_only=True) as service:
        if service.is_team_event:  # a TRF-2026 team file (docs/teams.md)
            if args.format != "trf2026":
                raise CliError(tr("a team event is written as a TRF-2026 team file; TRF16 "
                                  "has no team records: leave out --format trf16"), 2)
            if args.output == "-":
                sys.stdout.write(service.export_team_trf_text())
            else:
                from arbiter_app.cli.common import check_writable
                check_writable(args.output, (args.file,))
                service.export_team_trf(args.output)
            return 0
        if args.output == "-":
            sys.stdout.write(service.export_trf_text(args.format))
            notices = service.trf_notices()
        else:
            notices = service.export_trf(args.output, args.format)
    print_warnings(notices)  # a name cut to the TRF field, naming the player
    return 0


def run_report(args) -> int:
    if args.format != "trf2026":
        raise CliError(tr("--report writes TRF-2026, the format FIDE's rating server reads; "
                          "leave out --format trf16"), 2)
    with opened(args.file, read_only=True) as service:
        if args.output == "-":
            text, notices = service.rating_report_text(confirm=args.confirm)
            sys.stdout.write(text)
        else:
            notices = service.export_rating_report(args.output, confirm=args.confirm)
    print_warnings(notices)  # the notices, and the warnings the arbiter confirmed
    return 0
