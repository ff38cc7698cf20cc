"""``arbiter-cli result T.arbiter ROUND BOARD RESULT``: record or correct a result."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, print_warnings, who
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.cli.parser import Parser
from arbiter_app.engine.model import RESULT_SPELLINGS, GameResult
from arbiter_app.i18n import tr

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
    parser = add_command(sub, "result",
                         description=tr("Record (or correct) a result: {accepted} (+- and "
                                        "-+ are forfeits, -- a double forfeit; 1/2-0, "
                                        "0-1/2 and 0-0 what each player scored after an "
                                        "arbiter's decision; W-L, L-W, D-D games of less "
                                        "than one move, not rated; adjourned: no result "
                                        "yet, a draw for the pairing).",
                                        accepted=ACCEPTED))
    parser.__class__ = _ResultParser  # add_parser() has no parser-class argument
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("round", metavar="ROUND", type=_positive)
    parser.add_argument("board", metavar="BOARD", type=_positive)
    parser.add_argument("result", metavar="RESULT")
    parser.add_argument("--confirm", action="store_true",
                        help=tr("go ahead despite the warnings (an adjourned game's result "
                                "other than a draw)"))
    parser.set_defaults(func=run)


def _positive(text: str) -> int:
    import argparse
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("{text!r} is not a number", text=text)) from None
    if value < 1:
        raise argparse.ArgumentTypeError(tr("{value} must be 1 or more", value=value))
    return value


def run(args) -> int:
    args.result = args.result.lstrip(_SHIELD)
    try:
        result = GameResult.parse(args.result)
    except ValueError:
        raise CliError(tr("unknown result {result!r}; use one of {accepted}",
                          result=args.result, accepted=ACCEPTED), 2) from None
    if result is GameResult.PENDING:
        raise CliError(tr("{result!r} is no result; use one of {accepted}", result=args.result,
                          accepted=ACCEPTED), 2)
    with opened(args.file) as service:
        previous = service.record_result(args.round, args.board, result, confirm=args.confirm)
        t = service.tournament()
        # a backup after the round's last result that could not be written: the result
        # is saved (exit 0), the arbiter is told on stderr
        unsaved = list(service.backup_notices)
    game = t.round(args.round).games[args.board - 1]
    values = dict(round=args.round, board=args.board, white=who(t, game.white),
                  black=who(t, game.black), result=result.value)
    if previous is GameResult.PENDING:
        print(tr("round {round} board {board}: {white} - {black} {result}", **values))
    else:
        print(tr("round {round} board {board}: {white} - {black} {result} (was {previous})",
                 previous=previous.value, **values))
    print_warnings(unsaved)
    return 0
