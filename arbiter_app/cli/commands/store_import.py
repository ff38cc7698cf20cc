"""``arbiter-cli import FILE.trf -o T.arbiter --system SYSTEM``: a TRF16 file
becomes a new tournament file."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import user_errors
from arbiter_app.engine.systems.registry import SYSTEMS
from arbiter_app.services import TournamentService


def register(sub) -> None:
    parser = sub.add_parser("import", help="make a tournament file (.arbiter) from a TRF16 file",
                            description="Read a TRF16 file and write it as a new tournament "
                                        "file; an existing file is never overwritten.")
    parser.add_argument("trf", metavar="FILE.trf")
    parser.add_argument("-o", "--output", required=True, metavar="T.arbiter")
    parser.add_argument("--system", required=True, metavar="SYSTEM",
                        help="pairing system: " + ", ".join(SYSTEMS))
    parser.set_defaults(func=run)


def run(args) -> int:
    with user_errors():
        with TournamentService.import_trf(args.trf, args.output, args.system) as service:
            t = service.tournament()
    print(f"{args.output}: {len(t.players)} players, {t.rounds_played} rounds paired"
          + (f" of {t.total_rounds}" if t.total_rounds else "") + f", system {t.system}")
    return 0
