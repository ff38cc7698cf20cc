"""``arbiter-cli pair FILE.trf --system SYSTEM [-o OUT]``: pair the next round."""

from __future__ import annotations

import sys

from arbiter_app.cli.common import (add_system_argument, check_writable, load_system, load_trf,
                                     write_text)
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.model import GameResult
from arbiter_app.engine.systems.base import PairingError


def register(sub) -> None:
    parser = sub.add_parser(
        "pair", help="pair the next round of a TRF16 file",
        description="Pair the next round. Output: the number of lines that follow, then "
                    "'white black' per board in board order, the pairing-allocated bye as 'N 0' last.")
    parser.add_argument("file", metavar="FILE.trf")
    add_system_argument(parser)
    parser.add_argument("-o", "--output", metavar="OUT", help="write the pairing here (default: stdout)")
    parser.add_argument("--explain", action="store_true",
                        help="after the pairing, print each board's explanation to stderr")
    parser.set_defaults(func=run)


def run(args) -> int:
    system = load_system(args.system)
    check_writable(args.output, (args.file,))
    tournament = load_trf(args.file)
    if tournament.total_rounds is not None and tournament.next_round > tournament.total_rounds:
        raise CliError(f"{args.file}: all {tournament.total_rounds} rounds are already paired "
                       "(raise XXR to pair more)", 2)
    for round_no, rnd in enumerate(tournament.rounds, start=1):
        if not rnd.complete:
            pending = ", ".join(f"{g.white}-{g.black}" for g in rnd.games
                                if g.result is GameResult.PENDING)
            raise CliError(f"{args.file}: round {round_no} has games without a result "
                           f"({pending}); enter them before pairing round "
                           f"{tournament.next_round}", 2)
    try:
        pairing = system.pair(tournament)
    except PairingError as exc:
        raise CliError(f"{args.file}: round {tournament.next_round} cannot be paired: {exc}", 1) from None
    write_text(pairing.to_text(), args.output, (args.file,))
    if args.explain:
        sys.stdout.flush()  # the pairing first, then the explanations on stderr
        for number, board in enumerate(pairing.boards, start=1):
            print(f"board {number}: {board.white}-{board.black}: {board.explanation}", file=sys.stderr)
        if pairing.bye is not None:
            print(f"bye: {pairing.bye}: {pairing.bye_explanation}", file=sys.stderr)
    return 0
