"""``arbiter-cli export T.arbiter -o FILE.trf``: write the tournament as TRF16."""

from __future__ import annotations

import sys

from arbiter_app.cli.commands.store_common import opened


def register(sub) -> None:
    parser = sub.add_parser("export", help="write a tournament file as TRF16",
                            description="Write the tournament as a TRF16 file "
                                        "(to standard output with -o -).")
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.trf")
    parser.set_defaults(func=run)


def run(args) -> int:
    with opened(args.file, read_only=True) as service:
        if args.output == "-":
            sys.stdout.write(service.export_trf_text())
        else:
            service.export_trf(args.output)
    return 0
