"""``arbiter-cli result T.arbiter ROUND BOARD RESULT``: record or correct a result."""

from __future__ import annotations

import argparse

from arbiter_app.cli.commands.store_common import opened, who
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.parser import Parser
from arbiter_app.engine.model import RESULT_SPELLINGS, GameResult

ACCEPTED = ", ".join(RESULT_SPELLINGS)
_SHIELD = "\x00"  # marks "--" and "-+" as plain words, not argparse syntax


class _ResultParser(Parser):
    """Takes ``--`` and ``-+`` as results: argparse would read ``--`` as the
    end of options and ``-+`` as an unknown option."""

    def parse_known_args(self, args=None, namespace=None):
        if args is not None:
            args = [_SHIELD + a if a in ("--", "-+") else a for a in args]
        return super().parse_known_args(args, namespace)


def register(sub) -> None:
    parser = sub.add_parser("result", help="record a result in a tournament file",
                            description=f"Record (or correct) a result: {ACCEPTED} "
                                        "(+- and -+ are forfeits, -- a double forfeit; 1/2-0, "
                                        "0-1/2 and 0-0 what each player scored after an "
                                        "arbiter's decision; W-L, L-W, D-D games of less than "
                                        "one move, not rated; adjourned: no result yet, a "
                                        "draw for the pairing).")
    parser.__class__ = _ResultParser  # add_parser() has no parser-class argument
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("round", metavar="ROUND", type=_positive)
    parser.add_argument("board", metavar="BOARD", type=_positive)
    parser.add_argument("result", metavar="RESULT")
    parser.add_argument("--confirm", action="store_true",
                        help="go ahead despite the warnings (an adjourned game's result "
                             "other than a draw)")
    parser.set_defaults(func=run)


def _positive(text: str) -> int:
    import argparse
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be 1 or more")
    return value


def run(args) -> int:
    args.result = args.result.lstrip(_SHIELD)
    try:
        result = GameResult.parse(args.result)
    except ValueError:
        raise CliError(f"unknown result {args.result!r}; use one of {ACCEPTED}", 2) from None
    if result is GameResult.PENDING:
        raise CliError(f"{args.result!r} is no result; use one of {ACCEPTED}", 2)
    with opened(args.file) as service:
        previous = service.record_result(args.round, args.board, result, confirm=args.confirm)
        t = service.tournament()
    game = t.round(args.round).games[args.board - 1]
    was = "" if previous is GameResult.PENDING else f" (was {previous.value})"
    print(f"round {args.round} board {args.board}: {who(t, game.white)} - "
          f"{who(t, game.black)} {result.value}{was}")
    return 0
