"""``arbiter-cli new-team`` and ``arbiter-cli team-settings``: a team event created, its
settings shown or changed (issue #37; docs/teams.md)."""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened, user_errors
from arbiter_app.cli.commands.store_settings import (COLOUR_CHOICES, TEXT_FIELDS,
                                                     add_cycle_options, cycle_values)
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.main import add_command
from arbiter_app.i18n import tr


def _add_fields(parser, creating: bool) -> None:
    for option, (_setting, text) in TEXT_FIELDS.items():
        metavar = "YYYY/MM/DD" if option.endswith("date") else None
        parser.add_argument("--" + option.replace("_", "-"), metavar=metavar, help=tr(text))
    team = parser.add_argument_group(tr("the team competition (docs/teams.md)"))
    team.add_argument("--boards", type=int, metavar="B",
                      help=tr("games per match (default 4)") if creating
                      else tr("games per match (only before round 1)"))
    team.add_argument("--colours", choices=["A", "B", "none"],
                      help=tr("the colour preferences of C.04.6 1.7: Type A (the default), "
                              "Type B, or none"))
    team.add_argument("--primary", choices=["MP", "GP"],
                      help=tr("the primary score (C.04.6 1.2): match points (the default) or "
                              "game points"))
    team.add_argument("--secondary-colours", choices=["on", "off"],
                      help=tr("whether the secondary score decides the first-team of the "
                              "colour allocation (C.04.6 4.2.2; default on)"))
    team.add_argument("--board-colours", metavar="WBWB",
                      help=tr("TRF-2026 352: the colours of the white team's boards, board 1 "
                              "first (default: alternating, White on board 1)"))
    team.add_argument("--match-points", metavar="W,D,L",
                      help=tr("TRF-2026 362: match points of a match won, drawn, lost "
                              "(default 2,1,0)"))
    team.add_argument("--pab", metavar="MP,GP",
                      help=tr("TRF-2026 320: match and game points of the pairing-allocated "
                              "bye (default: those of a drawn match, C.04.6 1.4)"))
    parser.add_argument("--points", metavar="W=1,D=0.5,L=0",
                        help=tr("the game points of the individual games, as TRF-2026 record "
                                "162 has them (default: 1, 1/2, 0)"))
    parser.add_argument("--initial-colour", choices=sorted(COLOUR_CHOICES),
                        help=tr("the colour of team 1's first board in round 1 ('lot': drawn "
                                "by lot when round 1 is paired, the default; C.04.6 4.1)"))
    parser.add_argument("--tiebreaks", metavar="LIST",
                        help=tr("comma-separated team tie-breaks, e.g. MPVGP,BH/C1,SB (the "
                                "default; '' for none; docs/tiebreaks.md)") if creating
                        else tr("comma-separated team tie-breaks, e.g. MPVGP,BH/C1,SB"))


def register(sub) -> None:
    new = add_command(sub, "new-team",
                      description=tr("Create a team event: teams are then added with "
                                     "add-team (or import-roster), their players with "
                                     "add-player --team."))
    new.add_argument("file", metavar="T.arbiter")
    new.add_argument("--name", required=True)
    new.add_argument("--rounds", type=int, required=True, metavar="R")
    from arbiter_app.engine.systems.registry import TEAM_SYSTEMS
    new.add_argument("--system", choices=sorted(TEAM_SYSTEMS), default="team2026",
                     help=tr("the pairing system: team2026 (C.04.6, the default) or "
                             "teamroundrobin (C.05 Annex 1, Berger tables; docs/teams.md)"))
    _add_fields(new, creating=True)
    rr = new.add_argument_group(tr("team round robin (--system teamroundrobin; "
                                   "docs/systems/teamroundrobin.md)"))
    add_cycle_options(rr)
    new.set_defaults(func=run_new)

    settings = add_command(sub, "team-settings",
                           description=tr("Without options: print the settings of a team "
                                          "event. With options: change those (the others "
                                          "stay)."))
    settings.add_argument("file", metavar="T.arbiter")
    settings.add_argument("--name")
    settings.add_argument("--rounds", type=int, metavar="R")
    _add_fields(settings, creating=False)
    settings.add_argument("--confirm", action="store_true",
                          help=tr("go ahead although warned (after round 1: the colour "
                                  "preferences, the scores, the points or the tie-breaks)"))
    settings.set_defaults(func=run_settings)


def _numbers(option: str, text: str, count: int) -> tuple[float, ...]:
    try:
        values = tuple(float(x) for x in text.replace(" ", "").split(","))
    except ValueError:
        values = ()
    if len(values) != count:
        raise CliError(tr("{option} {text!r}: expected {n} numbers separated by commas",
                          option=option, text=text, n=count), 2)
    return values


def _values(args, current=None) -> dict:
    from arbiter_app.services.points import parse_points
    values = {}
    if args.name is not None:
        values["name"] = args.name
    if args.rounds is not None:
        values["total_rounds"] = args.rounds
    for option, (setting, _text) in TEXT_FIELDS.items():
        value = getattr(args, option)
        if value is not None:
            values[setting] = value.strip().upper() if setting == "federation" \
                else value.strip()
    if args.boards is not None:
        values["boards"] = args.boards
    if args.colours is not None:
        values["colour_type"] = args.colours
    if args.primary is not None:
        values["primary"] = args.primary
    if args.secondary_colours is not None:
        values["secondary_for_colours"] = args.secondary_colours == "on"
    if args.board_colours is not None:
        values["board_colours"] = args.board_colours.strip().upper()
    if args.match_points is not None:
        values["match_points"] = _numbers("--match-points", args.match_points, 3)
    if args.pab is not None:
        values["pab_match_points"], values["pab_game_points"] = _numbers("--pab", args.pab, 2)
    if args.points is not None:
        try:
            values["scoring"] = parse_points(args.points, current.scoring if current else None)
        except ValueError as exc:
            raise CliError(f"--points {exc}", 2) from None
    if args.initial_colour is not None:
        values["initial_colour"] = COLOUR_CHOICES[args.initial_colour]
    if args.tiebreaks is not None:
        values["tiebreaks"] = [x.strip() for x in args.tiebreaks.split(",") if x.strip()]
    return values


def _round_robin(args) -> dict[str, str]:
    """A team round robin's cycles and swap (services/round_robin.py's keys)."""
    asked = args.double or args.cycles is not None or args.swap is not None
    if args.system != "teamroundrobin":
        if asked:
            raise CliError(tr("--double, --cycles and --swap are for --system "
                              "teamroundrobin"), 2)
        return {}
    return cycle_values(args)


def run_new(args) -> int:
    from arbiter_app.services import TournamentService
    from arbiter_app.services.teams import NewTeamEvent
    from arbiter_app.services.teams.new_event import round_robin_defaults
    values = _values(args)
    values["system"] = args.system
    round_robin = _round_robin(args)
    if args.system == "teamroundrobin":
        values = round_robin_defaults(values)
        values["round_robin"] = round_robin
    name, rounds = values.pop("name"), values.pop("total_rounds")
    with user_errors():
        with TournamentService.create_team_event(args.file, NewTeamEvent(name, rounds,
                                                                         **values)) as service:
            s = service.team_event_settings()
    print(tr("created {file}: {name}, team event, {rounds} rounds, {boards} boards a match",
             file=args.file, name=s.name, rounds=s.total_rounds, boards=s.boards))
    _print(s)
    return 0


def run_settings(args) -> int:
    from arbiter_app.cli.commands.store_common import print_warnings
    with opened(args.file) as service:
        values = _values(args, service.team_event_settings())
        warnings = service.update_team_settings(confirm=args.confirm, **values) \
            if values else []
        s = service.team_event_settings()
    print_warnings(warnings)
    print(tr("{name}: team event, {rounds} rounds, {boards} boards a match", name=s.name,
             rounds=s.total_rounds, boards=s.boards))
    _print(s)
    return 0


def _print(s) -> None:
    from arbiter_app.engine.systems.registry import system_title
    from arbiter_app.i18n import decimal
    print(tr("pairing system: {system} ({title})", system=s.system,
             title=tr(system_title(s.system))))
    if s.round_robin:
        print(tr("round robin: cycles {cycles}; last two rounds of cycle 1 swapped: {swap}",
                 cycles=s.round_robin.get("cycles") or tr("as the rounds need"),
                 swap=tr("yes") if s.round_robin.get("swap") == "on" else tr("no")))
    win, draw, loss = (decimal(f"{x:g}") for x in s.match_points)
    colours = {"A": tr("Type A"), "B": tr("Type B"), "none": tr("none")}[s.colour_type]
    print(tr("colour preferences: {colours}; primary score: {primary}; the secondary score "
             "decides the first-team: {secondary}", colours=colours, primary=s.primary,
             secondary=tr("yes") if s.secondary_for_colours else tr("no")))
    print(tr("board colours (352): {colours}; match points (362): {win}, {draw}, {loss}",
             colours=s.board_colours or tr("alternating, White on board 1"), win=win,
             draw=draw, loss=loss))
    if s.pab_match_points is not None or s.pab_game_points is not None:
        print(tr("pairing-allocated bye (320): {mp} match points, {gp} game points",
                 mp=decimal(f"{s.pab_match_points:g}") if s.pab_match_points is not None
                 else "-", gp=decimal(f"{s.pab_game_points:g}")
                 if s.pab_game_points is not None else "-"))
    print(tr("tie-breaks: {list}", list=", ".join(s.tiebreaks) or tr("none")))


__all__ = ["register", "run_new", "run_settings"]
