"""``arbiter-cli pair FILE.trf --system SYSTEM [-o OUT]``: pair the next round (of a team
file with ``--system team2026``: the matches, white team first, the team PAB as ``N 0``)."""

from __future__ import annotations

import sys

from arbiter_app.cli.common import (add_system_argument, check_writable, load_system, load_trf,
                                     team_file_error, write_text)
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.model import GameResult
from arbiter_app.engine.systems.base import PairingError
from arbiter_app.engine.systems.registry import is_team_system
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import tr, trn
from arbiter_app.i18n.message import shown


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "pair",
        description=tr("Pair the next round. Output: the number of lines that follow, then "
                       "'white black' per board in board order, the pairing-allocated bye as "
                       "'N 0' last."))
    parser.add_argument("file", metavar="FILE.trf")
    add_system_argument(parser)
    parser.add_argument("-o", "--output", metavar="OUT",
                        help=tr("write the pairing here (default: stdout)"))
    parser.add_argument("--explain", action="store_true",
                        help=tr("after the pairing, print each board's explanation to stderr"))
    parser.set_defaults(func=run)


def run(args) -> int:
    system = load_system(args.system)
    check_writable(args.output, (args.file,))
    tournament = load_trf(args.file, teams=True)
    teams = isinstance(tournament, TeamTournament)
    if teams and not is_team_system(args.system):
        raise team_file_error(args.file)
    if is_team_system(args.system) and not teams:
        raise CliError(tr("{file} is an individual tournament (no record 310 or 013): "
                          "{system} pairs team files", file=args.file, system=args.system), 2)
    if tournament.total_rounds is not None and tournament.next_round > tournament.total_rounds:
        raise CliError(trn("{file}: {n} round of {n} is already paired (raise XXR to pair more)",
                           "{file}: all {n} rounds are already paired (raise XXR to pair "
                           "more)", tournament.total_rounds, file=args.file), 2)
    for round_no, rnd in enumerate(tournament.rounds, start=1):
        if not rnd.complete:
            pending = ", ".join(f"{g.white}-{g.black}" for g in rnd.games
                                if g.result is GameResult.PENDING)
            text = (tr("{file}: round {round} has matches without a result ({games}); enter "
                       "them before pairing round {next}", file=args.file, round=round_no,
                       games=pending, next=tournament.next_round) if teams else
                    tr("{file}: round {round} has games without a result ({games}); "
                       "enter them before pairing round {next}", file=args.file,
                       round=round_no, games=pending, next=tournament.next_round))
            raise CliError(text, 2)
    try:
        pairing = system.pair(tournament)
    except PairingError as exc:
        raise CliError(tr("{file}: round {round} cannot be paired: {problem}", file=args.file,
                          round=tournament.next_round, problem=shown(str(exc))), 1) from None
    write_text(pairing.to_text(), args.output, (args.file,))
    if args.explain:
        sys.stdout.flush()  # the pairing first, then the explanations on stderr
        for number, board in enumerate(pairing.boards, start=1):
            values = dict(board=number, white=board.white, black=board.black,
                          explanation=shown(board.explanation))
            print(tr("match {board}: {white}-{black}: {explanation}", **values) if teams else
                  tr("board {board}: {white}-{black}: {explanation}", **values),
                  file=sys.stderr)
        if pairing.bye is not None:
            values = dict(player=pairing.bye, explanation=shown(pairing.bye_explanation))
            print(tr("bye: team {player}: {explanation}", **values) if teams else
                  tr("bye: {player}: {explanation}", **values), file=sys.stderr)
    return 0
