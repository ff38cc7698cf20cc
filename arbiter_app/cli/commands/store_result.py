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
    parser.add_argument("--match", type=_positive, metavar="MATCH",
                        help=tr("a team event: BOARD is the board of match MATCH (without it, "
                                "BOARD is the board's number in the round: (MATCH - 1) x "
                                "boards + board)"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("go ahead despite the warnings (an adjourned game's result "
                                "other than a draw; a team event: a round before the last)"))
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
        if service.is_team_event:
            return _team_result(args, service, result)
        if args.match is not None:
            raise CliError(tr("--match is for a team event's boards"), 2)
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


def _team_result(args, service, result: GameResult) -> int:
    """A board of a team event: ``--match M`` and its board, or the board's number in the
    round."""
    from arbiter_app.cli.commands.team_common import player_who, points_text, team_who
    from arbiter_app.services.teams.results import locate
    boards = service.team_event_settings().boards
    match, board = (args.match, args.board) if args.match is not None else locate(boards,
                                                                                  args.board)
    previous = service.record_board_result(args.round, match, board, result,
                                           confirm=args.confirm)
    t = service.team_tournament()
    game = t.rounds[args.round - 1].games[match - 1]
    _k, white, black, _result = service.match_boards(args.round, match)[board - 1]
    values = dict(round=args.round, match=match, board=board, white=player_who(t, white),
                  black=player_who(t, black), result=result.value)
    if previous is GameResult.PENDING:
        print(tr("round {round} match {match} board {board}: {white} - {black} {result}",
                 **values))
    else:
        print(tr("round {round} match {match} board {board}: {white} - {black} {result} (was "
                 "{previous})", previous=previous.value, **values))
    unsaved = list(service.backup_notices)
    print(tr("match: {white} - {black} {score}", white=team_who(t, game.white),
             black=team_who(t, game.black), score="-".join(
                 points_text(t.game_points.get((args.round, n), 0.0))
                 for n in (game.white, game.black))
             + ("" if game.result.is_known else " " + tr("(not finished)"))))
    print_warnings(unsaved)  # a backup after the round's last result that was not written
    return 0
