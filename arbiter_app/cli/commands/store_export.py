"""``arbiter-cli export T.arbiter -o FILE.trf [--format trf2026|trf16]``: write the
tournament as a TRF file: TRF-2026, the format in force, unless TRF16 is asked for."""

from __future__ import annotations

import sys

from arbiter_app.cli.commands.store_common import opened


def register(sub) -> None:
    parser = sub.add_parser("export", help="write a tournament file as TRF-2026 (or TRF16)",
                            description="Write the tournament as a TRF file (to standard "
                                        "output with -o -): TRF-2026 by default, with the "
                                        "number of rounds, the system, the byes announced "
                                        "and the forbidden pairs for another program.")
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.trf")
    parser.add_argument("--format", choices=("trf2026", "trf16"), default="trf2026",
                        help="trf2026 (default): FIDE's TRF-2026; trf16: the 2016 format "
                             "with the XXR/XXC/XXP lines of the pairing engines")
    parser.set_defaults(func=run)


def run(args) -> int:
    with opened(args.file, read_only=True) as service:
        if args.output == "-":
            sys.stdout.write(service.export_trf_text(args.format))
        else:
            service.export_trf(args.output, args.format)
    return 0
