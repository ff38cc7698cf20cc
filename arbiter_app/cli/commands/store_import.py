"""``arbiter-cli import FILE.trf -o T.arbiter [--system SYSTEM]``: a TRF16 or TRF-2026 file
becomes a new tournament file (without --system, the system its system line
names).  A point system (162) FIDE mode forbids is a level 4 warning, so the import stops
(exit 3, as every warning --confirm can lift); ``--confirm`` imports it outside FIDE mode
(services/import_check.py)."""

from __future__ import annotations

import sys

from arbiter_app.cli.commands.store_common import print_warnings, rounds_text, user_errors
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.engine.systems.registry import SYSTEMS
from arbiter_app.i18n import tr, trn
from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.services.import_check import outside_point_system


def register(sub) -> None:
    parser = add_command(sub, "import",
                         description=tr("Read a TRF16 or TRF-2026 file and write it as a new "
                                        "tournament file; an existing file is never "
                                        "overwritten."))
    parser.add_argument("trf", metavar="FILE.trf")
    parser.add_argument("-o", "--output", required=True, metavar="T.arbiter")
    parser.add_argument("--system", metavar="SYSTEM",
                        help=tr("pairing system: {systems} (default: the one the file's 192 or "
                                "092 line names, e.g. '192 FIDE_DUTCH_2025' is dutch2026)",
                                systems=", ".join(SYSTEMS)))
    parser.add_argument("--tiebreaks", metavar="LIST",
                        help=tr("tie-breaks of the standings, e.g. BH/C1,BH,SB (default: those "
                                "of the file's 202 line; a TRF16 file names none: standings by "
                                "score only; '' for none)"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("import even when rounds of the file are not the system's "
                                "pairing (each such round is a level 3 warning; FIDE checklist "
                                "Q54-55), or, outside FIDE mode for good, when its point system "
                                "(162) is not allowed in FIDE mode (Q74, Q81, Q83)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    with user_errors():
        tiebreaks = (None if args.tiebreaks is None else
                     [x.strip() for x in args.tiebreaks.split(",") if x.strip()])
        try:
            service = TournamentService.import_trf(args.trf, args.output, args.system,
                                                   tiebreaks, confirm=args.confirm)
        except NeedsConfirmation as exc:
            if not outside_point_system(exc.warnings):
                raise
            # Q74, Q81, Q83: not imported in FIDE mode; only --confirm (leaving it) imports it
            print_warnings(exc.warnings)
            raise CliError(tr("{action}: the file's point system is not allowed in FIDE mode; "
                              "nothing was imported (--confirm imports it outside FIDE mode, "
                              "for good)", action=exc.action), 3) from None
        with service:
            if service.is_team_event:
                return _imported_team_event(args, service, tiebreaks)
            t = service.tournament()
            chosen = list(service.settings().tiebreaks)
            notices = list(service.import_notices)
    for notice in notices:  # Q166: unknown result symbols read as adjourned games
        print(tr("note: {note}", note=notice.text), file=sys.stderr)
    print(trn("{file}: {n} player, {rounds}, system {system}",
              "{file}: {n} players, {rounds}, system {system}", len(t.players),
              file=args.output, rounds=rounds_text(t), system=t.system))
    if chosen:
        if tiebreaks is None:
            print(tr("tie-breaks: {list} (the file's 202 line)", list=", ".join(chosen)))
        else:
            print(tr("tie-breaks: {list}", list=", ".join(chosen)))
    else:
        print(tr("tie-breaks: none, the standings are by score only (the file names none; "
                 "choose them with 'arbiter-cli settings FILE --tiebreaks LIST')"))
    if tiebreaks is None:
        from arbiter_app.services.service import file_tiebreaks
        unknown = file_tiebreaks(t)[1]
        if unknown:
            print(tr("not known to Arbiter, left out: {list} (the file's 202 line)",
                     list=", ".join(unknown)))
    return 0


def _imported_team_event(args, service, tiebreaks) -> int:
    """A TRF-2026 team file imported as a team event (docs/teams.md)."""
    t = service.team_tournament()
    chosen = service.team_tiebreaks()
    for notice in service.import_notices:
        print(tr("note: {note}", note=notice.text), file=sys.stderr)
    print(trn("{file}: team event, {n} team, {rounds}, system {system}",
              "{file}: team event, {n} teams, {rounds}, system {system}", len(t.teams),
              file=args.output, rounds=rounds_text(t), system=t.system))
    if chosen:
        print(tr("tie-breaks: {list}", list=", ".join(chosen)))
    else:
        print(tr("tie-breaks: none, the standings are by score only (the file names none; "
                 "choose them with 'arbiter-cli team-settings FILE --tiebreaks LIST')"))
    return 0
