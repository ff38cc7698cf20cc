"""``arbiter-cli import-roster T.arbiter ROSTERS.csv``: the players of the teams from a CSV
file (a ``team`` column, a ``board`` column for the roster's order, and the players'
columns of import-players: name, rating, FIDE id, title ...); a team not entered yet is
added (issue #37)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, user_errors
from arbiter_app.cli.commands.team_common import player_who
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr, trn


def register(sub) -> None:
    parser = add_command(sub, "import-roster",
                         description=tr("Add the players of a CSV file to the teams' rosters: "
                                        "a 'team' column (the team's name: a new team when "
                                        "none has it), an optional 'board' column (the place "
                                        "on the roster), and the players' columns (name, "
                                        "rating, FIDE id, title, federation, sex, birth "
                                        "date)."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("csv", metavar="ROSTERS.csv")
    parser.add_argument("--skip-duplicates", action="store_true",
                        help=tr("leave out the players already entered"))
    parser.add_argument("--confirm", action="store_true",
                        help=tr("add the players already entered again (warned otherwise)"))
    parser.set_defaults(func=run)


def run(args) -> int:
    from arbiter_app.services.teams.roster_import import read_roster_file
    with user_errors():
        entries = read_roster_file(args.csv)
    with opened(args.file) as service:
        teams, players = service.add_team_players(entries, confirm=args.confirm,
                                                  skip_duplicates=args.skip_duplicates)
        t = service.team_tournament()
    print(trn("{n} team added", "{n} teams added", len(teams)) + "; "
          + trn("{n} player added", "{n} players added", len(players)))
    for number in sorted(t.teams):
        team = t.teams[number]
        print(f"{number:4d}  {team.name}: "
              + "; ".join(player_who(t, p) for p in team.roster))
    return 0


__all__ = ["register"]
