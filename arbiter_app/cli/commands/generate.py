"""``arbiter-cli generate``: a random tournament paired by a system, as TRF16."""

from __future__ import annotations

from arbiter_app.cli.common import add_system_argument, check_writable, load_system
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.generator import Rates, generate
from arbiter_app.engine.systems.base import PairingError


def _rate(text: str) -> float:
    import argparse
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text} is not between 0 and 1")
    return value


def register(sub) -> None:
    parser = sub.add_parser(
        "generate", help="generate a random tournament (TRF16)",
        description="Generate a random tournament paired by SYSTEM; results are drawn from rating "
                    "differences. The same seed gives the same file.")
    add_system_argument(parser)
    parser.add_argument("--players", type=int, required=True, metavar="N")
    parser.add_argument("--rounds", type=int, required=True, metavar="R")
    parser.add_argument("--seed", type=int, required=True, metavar="K")
    parser.add_argument("--draw-rate", type=_rate, default=0.3)
    parser.add_argument("--forfeit-rate", type=_rate, default=0.0)
    parser.add_argument("--half-bye-rate", type=_rate, default=0.0)
    parser.add_argument("--withdraw-rate", type=_rate, default=0.0)
    parser.add_argument("-o", "--output", required=True, metavar="OUT.trf")
    parser.set_defaults(func=run)


def run(args) -> int:
    from arbiter_app.trf import TrfError, write_trf_file
    if args.players < 2:
        raise CliError("--players must be at least 2", 2)
    if not 1 <= args.rounds <= 99:
        raise CliError("--rounds must be between 1 and 99", 2)
    check_writable(args.output)
    system = load_system(args.system)
    rates = Rates(draw=args.draw_rate, forfeit=args.forfeit_rate, half_bye=args.half_bye_rate,
                  withdraw=args.withdraw_rate)
    try:
        tournament = generate(system, args.players, args.rounds, args.seed, rates)
    except PairingError as exc:
        raise CliError(f"the random tournament could not be paired: {exc}; "
                       "try fewer rounds or more players", 1) from None
    try:
        write_trf_file(tournament, args.output)
    except TrfError as exc:  # the writer reports file-system failures as TrfError too
        raise CliError(f"cannot write {args.output}: {exc}", 2) from None
    except OSError as exc:
        raise CliError(f"cannot write {args.output}: {exc.strerror or exc}", 2) from None
    print(f"wrote {args.output}: {args.players} players, {args.rounds} rounds, {system.name}")
    return 0
