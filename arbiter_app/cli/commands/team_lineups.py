"""``arbiter-cli lineup T.arbiter --round R --team N PLAYERS...``: a team's line-up for a
round (the players' numbers on boards 1, 2, ...; 0: an empty board), or every line-up of a
file (``--file``: one team a line, ``TEAM: P1 P2 P3 P4``); without players, the line-up is
printed (the one entered, else the one proposed).  Not the roster's order: a warning, exit
3 unless ``--confirm`` (issue #37)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, print_warnings
from arbiter_app.cli.commands.team_common import player_who, team_who
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr
from arbiter_app.services import ServiceError


def register(sub) -> None:
    parser = add_command(sub, "lineup",
                         description=tr("Enter a team's line-up for a round: the players' "
                                        "numbers on boards 1, 2, ... (0: an empty board). "
                                        "Without players: print it (entered, or proposed: "
                                        "the team's last one). --from-file: one team a line, "
                                        "'TEAM: P1 P2 P3 P4'."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--round", type=int, required=True, metavar="R")
    parser.add_argument("--team", type=int, nargs="+", metavar=("TEAM", "PLAYER"),
                        help=tr("the team, then its players on boards 1, 2, ... (0: an empty "
                                "board); the team alone: its line-up is printed"))
    parser.add_argument("--from-file", dest="lineups", metavar="LINEUPS.txt",
                        help=tr("the line-ups of several teams, one a line: 'TEAM: P1 P2 ...'"))
    parser.add_argument("--clear", action="store_true",
                        help=tr("remove the line-up entered (a round not paired yet)"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("enter it although it is not the roster's board order"))
    parser.set_defaults(func=run)


def read_lineups(path: str) -> list[tuple[int, list[int], int]]:
    """(team, players, line) of each line of ``path`` ('TEAM: P1 P2 ...'; blank lines and
    lines starting with # are skipped)."""
    from arbiter_app.trf.input_files import CSV, InputFileError, read_input
    try:
        text = read_input(path, CSV).decode("utf-8-sig")
    except InputFileError as exc:
        raise CliError(str(exc), 2) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(tr("cannot read {path}: {problem}", path=path,
                          problem=getattr(exc, "strerror", None) or exc), 2) from None
    out = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        team, sep, rest = line.partition(":")
        try:
            if not sep:
                raise ValueError
            out.append((int(team), [int(x) for x in rest.replace(",", " ").split()], line_no))
        except ValueError:
            raise CliError(tr("{path}: line {line}: expected 'TEAM: P1 P2 ...' (numbers), "
                              "not {text!r}", path=path, line=line_no, text=line), 2) from None
    return out


def run(args) -> int:
    if args.team is not None:
        args.team, args.players = args.team[0], args.team[1:]
    if args.lineups:
        if args.team is not None:
            raise CliError(tr("--from-file gives the teams and players; leave out --team and "
                              "the players"), 2)
        wanted = [(team, players, line) for team, players, line in read_lineups(args.lineups)]
    elif args.team is None:
        raise CliError(tr("name the team (--team N), or give --from-file"), 2)
    else:
        wanted = [(args.team, args.players, 0)]
    with opened(args.file) as service:
        warnings = []
        for team, players, line in wanted:
            if args.clear:
                service.clear_lineup(args.round, team)
            elif players:
                try:
                    warnings += service.set_lineup(args.round, team, players,
                                                   confirm=args.confirm)[1]
                except ServiceError as exc:
                    if line:  # say which line of the file
                        exc.args = (tr("{path}: line {line}: {problem}", path=args.lineups,
                                       line=line, problem=exc),)
                    raise
        t = service.team_tournament()
        shown = [(team, *service.lineup(args.round, team)) for team, _p, _l in wanted]
    print_warnings(warnings)
    for team, players, entered in shown:
        state = tr("entered") if entered else tr("proposed, not entered")
        print(tr("round {round}, team {team} ({state}):", round=args.round,
                 team=team_who(t, team), state=state))
        for board, player in enumerate(players, start=1):
            print(f"  {board}. {player_who(t, player)}")
    return 0


__all__ = ["read_lineups", "register"]
