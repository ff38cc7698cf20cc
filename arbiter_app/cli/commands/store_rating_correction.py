"""``arbiter-cli rating-correction T.arbiter ROUND BOARD RESULT [--reason TEXT]``: a result
corrected for the rating report only (FIDE checklist Q192-193); ``--remove`` takes it
back.  The pairings and standings keep the result as entered."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.engine.model import GameResult
from arbiter_app.i18n import tr
from arbiter_app.i18n.message import shown


def register(sub) -> None:
    parser = add_command(sub, "rating-correction",
                         description=tr("Correct a result for FIDE's rating report only "
                                        "(export --report and the rating changes); the "
                                        "pairings and the standings keep the result as "
                                        "entered. Written to the audit log and as a ### "
                                        "line of the TRF exports."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("round", type=int, metavar="ROUND")
    parser.add_argument("board", type=int, metavar="BOARD")
    parser.add_argument("result", nargs="?", metavar="RESULT",
                        help=tr("the result the rating report uses, e.g. 0-1, 1/2, W-L"))
    parser.add_argument("--remove", action="store_true", help=tr("take the correction back"))
    parser.add_argument("--reason", default="", help=tr("why (written to the audit log)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    if args.remove == (args.result is not None):
        raise CliError(tr("give a RESULT, or --remove to take the correction back"), 2)
    result = None
    if args.result is not None:
        try:
            result = GameResult.parse(args.result)
        except ValueError as exc:
            raise CliError(shown(str(exc)), 2) from None
    with opened(args.file) as service:
        service.correct_for_rating(args.round, args.board, result, args.reason)
    if result is None:
        print(tr("round {round} board {board}: removed", round=args.round, board=args.board))
    else:
        print(tr("round {round} board {board}: {result} for the rating report",
                 round=args.round, board=args.board, result=result.value))
    return 0
