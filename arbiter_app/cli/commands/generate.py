"""``arbiter-cli generate``: the Random Tournament Generator (FIDE checklist Q22-24).

Tournaments made to order (:mod:`arbiter_app.engine.random_tournament`), written as
complete TRF-2026 files (142, 152, 162, 192, 202, the rank column) or TRF16; with
``--teams`` (a team system, ``team2026``) team events
(:mod:`arbiter_app.engine.teams.random_teams`) written as TRF-2026 team files.
docs/checker.md describes every option.
"""

from __future__ import annotations

import random
from dataclasses import replace

from arbiter_app.cli.common import add_system_argument, check_writable, load_system
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.systems.registry import is_team_system
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.i18n.message import shown

#: the events given as an amount: option -> Plan field
AMOUNTS = {"--full-byes": "full_byes", "--half-byes": "half_byes", "--zero-byes": "zero_byes",
           "--forfeits": "forfeits", "--unusual": "unusual", "--late-entries": "late_entries",
           "--withdrawals": "withdrawals"}
#: the amounts' help (translated where the parser is built)
_HELP = {
    "--full-byes": N_("full-point byes (F) requested for a round"),
    "--half-byes": N_("half-point byes (H) requested for a round"),
    "--zero-byes": N_("zero-point byes (Z) requested for a round"),
    "--forfeits": N_("forfeited games (+/-, either side)"),
    "--unusual": N_("games scored 1/2-0, 0-1/2 or 0-0"),
    "--late-entries": N_("players who enter after round 1 (a percentage: of the players; "
                         "@rounds: when they enter, default 2 to half the rounds)"),
    "--withdrawals": N_("players who withdraw (a percentage: of the players; @rounds: the "
                        "first round they miss, default 2 to the last)"),
}


#: the events of team events only: option -> TeamPlan field
TEAM_AMOUNTS = {"--empty-boards": "empty_boards", "--forfeited-matches": "forfeited_matches",
                "--absences": "absences"}
_TEAM_HELP = {
    "--empty-boards": N_("line-ups whose last board is empty (a percentage: of the line-ups)"),
    "--forfeited-matches": N_("forfeited matches (TRF-2026 330; a percentage: of the matches)"),
    "--absences": N_("teams absent from a round (zero-point byes; a percentage: of the "
                     "team-rounds)"),
}
#: the options of individual tournaments only (a team event refuses them)
_INDIVIDUAL_ONLY = {"--unusual": "unusual", "--late-entries": "late_entries",
                    "--zero-byes": "zero_byes"}


def _plan_inputs(args, options: dict[str, str]) -> tuple[dict, str, str, tuple[str, ...]]:
    """The amounts of ``options`` (option -> Plan field), the rating range's ends and the
    tie-break labels given on the command line, each refused with the option named."""
    from arbiter_app.engine.random_tournament import Amount, PlanError
    from arbiter_app.engine.tiebreaks import UnknownTiebreak, parse_tiebreaks
    amounts = {}
    try:
        for option, name in options.items():
            text = getattr(args, name)
            if text is not None:
                amounts[name] = Amount.parse(text, option)
    except PlanError as exc:
        raise CliError(shown(str(exc)), 2) from None
    low, _, high = str(args.ratings).partition("-")
    if not (low.strip().isdigit() and high.strip().isdigit()):
        raise CliError(tr("--ratings: {ratings} is not LOW-HIGH (e.g. 1400-2700)",
                          ratings=repr(args.ratings)), 2)
    tiebreaks = tuple(x for x in args.tiebreaks.replace(" ", ",").split(",") if x)
    try:
        tiebreaks = tuple(spec.label for spec in parse_tiebreaks(list(tiebreaks)))
    except UnknownTiebreak as exc:
        raise CliError(tr("--tiebreaks: {problem}", problem=shown(str(exc))), 2) from None
    return amounts, low, high, tiebreaks


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(  # argparse formats % in the options' help, not here
        sub, "generate",
        description=tr("Generate random tournaments paired by SYSTEM, results drawn from "
                       "FIDE's rating table (docs/checker.md). An AMOUNT is a count (5) or a "
                       "percentage (3%: of the player-rounds for byes, of the games for "
                       "results), optionally limited to rounds (5%@1-4, 2@3). The same --seed "
                       "gives the same set."))
    add_system_argument(parser, required=False)
    parser.add_argument("--players", type=int, metavar="N",
                        help=tr("the number of players (an individual tournament)"))
    parser.add_argument("--rounds", type=int, required=True, metavar="R")
    for option, text in _HELP.items():
        parser.add_argument(option, metavar="AMOUNT", help=tr(text))
    teams = parser.add_argument_group(tr("team events (--teams; the system team2026)"))
    teams.add_argument("--teams", type=int, metavar="N",
                       help=tr("the number of teams: a team event (C.04.6)"))
    teams.add_argument("--boards", type=int, default=4, metavar="B",
                       help=tr("boards per match (default 4)"))
    teams.add_argument("--reserves", type=int, default=1, metavar="K",
                       help=tr("players on each roster beyond the boards (default 1)"))
    teams.add_argument("--colours", choices=("A", "B", "none"), default="A",
                       help=tr("the colour preferences (C.04.6 1.7; default A)"))
    teams.add_argument("--primary", choices=("MP", "GP"), default="MP",
                       help=tr("the primary score: match points or game points (C.04.6 1.2; "
                               "default MP)"))
    for option, text in _TEAM_HELP.items():
        teams.add_argument(option, metavar="AMOUNT", help=tr(text))
    parser.add_argument("--acceleration", choices=("none", "baku"), default="none",
                        help=tr("Baku acceleration (C.04.7; Dutch systems)"))
    parser.add_argument("--tiebreaks", metavar="LIST", default="",
                        help=tr("the tie-break list written in 202, which the rank column "
                                "follows (e.g. BH/C1,BH,SB,DE)"))
    parser.add_argument("--ratings", metavar="LOW-HIGH", default="1400-2700",
                        help=tr("players' ratings are drawn evenly in this range"))
    parser.add_argument("--count", type=int, default=1, metavar="N",
                        help=tr("how many tournaments; -o must then hold %%d (numbered from 1)"))
    parser.add_argument("--seed", type=int, metavar="K",
                        help=tr("the seed of the whole set (default: drawn and printed)"))
    parser.add_argument("--format", choices=("trf2026", "trf16"), default="trf2026")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.trf")
    parser.set_defaults(func=run)


def build_plan(args, system):
    """The plan the options ask for; a CliError (exit 2) naming the option that is wrong
    (the generator's own English texts through :func:`shown`)."""
    from arbiter_app.engine.random_tournament import Plan, PlanError

    amounts, low, high, tiebreaks = _plan_inputs(args, AMOUNTS)
    try:
        plan = Plan(args.players, args.rounds, acceleration=args.acceleration,
                    tiebreaks=tiebreaks, ratings=(int(low), int(high)), **amounts)
        plan.check(system)
    except PlanError as exc:
        raise CliError(shown(str(exc)), 2) from None
    return plan


def tournament_text(generated, plan, version: str = "trf2026") -> str:
    """The file of a generated tournament: 202 with the plan's tie-breaks and the rank
    column after the last round (:func:`~arbiter_app.engine.standings_check.rank_column`)."""
    from arbiter_app.engine.standings_check import rank_column
    from arbiter_app.trf import layout as L
    from arbiter_app.trf import trf2026 as T
    from arbiter_app.trf.writer import write_trf

    from arbiter_app.trf import read_trf

    t = generated.tournament
    if t.system == "roundrobin":  # the rest scores as a round robin's default has it
        from arbiter_app.cli.common import round_robin_scoring
        t.scoring = round_robin_scoring()
    if plan.tiebreaks:
        t.options[T.TIEBREAKS_202] = ",".join(plan.tiebreaks)
    if t.system == "roundrobin" and not t.options.get(T.TYPE_CODE):
        # 192 has no code Arbiter writes for every round robin: the Berger tables' code of
        # the number of cycles played, so that check finds the system in the file
        from arbiter_app.engine.systems.roundrobin.tables import cycle_length
        cycles = max(1, -(-plan.rounds // cycle_length(plan.players)))
        if cycles <= 4:
            t.options[T.TYPE_CODE] = f"BERGER_ROUNDROBIN_G{cycles}"
    # ranked as the file says the tournament: a withdrawal, which no TRF record holds,
    # changes a round robin's standings (C.05), so the tournament is read back first
    as_read = read_trf(write_trf(t, version, complete=True))
    ranks = rank_column(replace(as_read, system=t.system), plan.tiebreaks)
    t.options[L.RANKS_OPTION] = L.format_number_list({n: str(r) for n, r in ranks.items()})
    return write_trf(t, version, complete=True)


def output_path(pattern: str, index: int, count: int) -> str:
    return pattern % index if count > 1 or "%d" in pattern else pattern


def _check_count(args) -> None:
    if args.count < 1:
        raise CliError(tr("--count must be at least 1"), 2)
    if args.count > 1 and args.output.count("%d") != 1 or "%" in args.output.replace("%d", ""):
        raise CliError(tr("-o {output}: with --count {count} the name needs one %d (numbered "
                          "from 1), and no other %", output=args.output, count=args.count), 2)


def _write_files(args, produce, text_of, unpairable) -> tuple[str, int]:
    """Write the ``args.count`` tournaments ``produce(seed)`` yields (index, generated), each
    as ``text_of(generated)``: (the files written, as the summary names them; the seed).
    ``unpairable(number, problem)``: the message when one cannot be paired."""
    from arbiter_app.engine.systems.base import PairingError
    from arbiter_app.trf import TrfError
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10 ** 9)
    for index in (1, args.count):
        check_writable(output_path(args.output, index, args.count))
    written, path = 0, output_path(args.output, 1, args.count)
    try:
        for index, generated in produce(seed):
            path = output_path(args.output, index, args.count)
            text = text_of(generated)
            with open(path, "w", encoding="utf-8", newline="\r\n") as handle:
                handle.write(text)
            written += 1
            for note in generated.notes:
                print(f"{path}: {shown(note)}")
    except PairingError as exc:
        raise CliError(unpairable(written + 1, shown(str(exc))), 1) from None
    except (TrfError, ValueError) as exc:
        raise CliError(tr("cannot write {file}: {problem}", file=path, problem=shown(str(exc))),
                       2) from None
    except OSError as exc:
        raise CliError(tr("cannot write {file}: {problem}", file=path,
                          problem=exc.strerror or exc), 2) from None
    where = args.output if args.count == 1 else f"{output_path(args.output, 1, 2)} ... " \
                                                  f"{output_path(args.output, args.count, 2)}"
    return where, seed


def run(args) -> int:
    from arbiter_app.engine.random_tournament import generate_set

    if args.teams is not None:
        return run_teams(args)
    if args.players is None:
        raise CliError(tr("generate needs --players N (an individual tournament) or --teams N "
                          "(a team event)"), 2)
    system = load_system(args.system or "dutch2026")
    if is_team_system(system.name):
        raise CliError(tr("--system {system} pairs teams: give --teams N instead of --players",
                          system=system.name), 2)
    _check_count(args)
    plan = build_plan(args, system)
    where, seed = _write_files(
        args, lambda seed: generate_set(system, plan, seed, args.count),
        lambda generated: tournament_text(generated, plan, args.format),
        lambda number, problem: tr("tournament {number} could not be paired in 20 attempts: "
                                   "{problem}; try fewer rounds or more players",
                                   number=number, problem=problem))
    print(tr("wrote {where}: {tournaments}, {players}, {rounds}, {system}, seed {seed}",
             where=where, tournaments=trn("{n} tournament", "{n} tournaments", args.count),
             players=trn("{n} player", "{n} players", args.players),
             rounds=trn("{n} round", "{n} rounds", args.rounds), system=system.name,
             seed=seed))
    return 0


def build_team_plan(args, system):
    """The team plan the options ask for (see :func:`build_plan`)."""
    from arbiter_app.engine.random_tournament import PlanError
    from arbiter_app.engine.teams.random_teams import TeamPlan

    if args.players is not None:
        raise CliError(tr("--players and --teams: a team event's players are its teams' "
                          "rosters (--boards, --reserves)"), 2)
    for option, name in _INDIVIDUAL_ONLY.items():
        if getattr(args, name) is not None:
            raise CliError(tr("{option}: not for team events (their absences are the teams': "
                              "--absences)", option=option), 2)
    if args.acceleration != "none" or args.format != "trf2026":
        raise CliError(tr("a team event is written as a TRF-2026 team file, without "
                          "acceleration"), 2)
    options = {**{o: n for o, n in AMOUNTS.items() if n not in _INDIVIDUAL_ONLY.values()},
               **TEAM_AMOUNTS}
    amounts, low, high, tiebreaks = _plan_inputs(args, options)
    try:
        plan = TeamPlan(args.teams, args.rounds, boards=args.boards, reserves=args.reserves,
                        colour_type=args.colours, primary=args.primary, tiebreaks=tiebreaks,
                        ratings=(int(low), int(high)), **amounts)
        plan.check(system)
    except PlanError as exc:
        raise CliError(shown(str(exc)), 2) from None
    return plan


def team_text(generated, plan) -> str:
    """The TRF-2026 team file of a generated team event: 202 the plan's tie-breaks, 212
    ``PTS`` and them (the primary score first), 310's rank the standings' places."""
    from arbiter_app.engine.standings_check import rank_column
    from arbiter_app.engine.tiebreaks import parse_tiebreaks
    from arbiter_app.trf import layout as L
    from arbiter_app.trf import trf2026 as T
    from arbiter_app.trf import write_team_trf

    t = generated.tournament
    if plan.tiebreaks:
        t.options[T.TIEBREAKS_202] = ",".join(plan.tiebreaks)
        t.options[T.TIEBREAKS_212] = "PTS," + ",".join(plan.tiebreaks)
    ranks = rank_column(t, parse_tiebreaks(list(plan.tiebreaks)))
    t.options[L.RANKS_OPTION] = L.format_number_list({n: str(r) for n, r in ranks.items()})
    return write_team_trf(t)


def run_teams(args) -> int:
    from arbiter_app.engine.teams.random_teams import generate_team_set

    system = load_system(args.system or "team2026")
    if not is_team_system(system.name):
        raise CliError(tr("--teams: {system} pairs individual players; team events are paired "
                          "by a team system (team2026)", system=system.name), 2)
    _check_count(args)
    plan = build_team_plan(args, system)
    where, seed = _write_files(
        args, lambda seed: generate_team_set(system, plan, seed, args.count),
        lambda generated: team_text(generated, plan),
        lambda number, problem: tr("tournament {number} could not be paired in 20 attempts: "
                                   "{problem}; try fewer rounds or more teams",
                                   number=number, problem=problem))
    print(tr("wrote {where}: {tournaments}, {teams} of {boards}, {rounds}, {system}, seed "
             "{seed}", where=where,
             tournaments=trn("{n} tournament", "{n} tournaments", args.count),
             teams=trn("{n} team", "{n} teams", args.teams),
             boards=trn("{n} board", "{n} boards", args.boards),
             rounds=trn("{n} round", "{n} rounds", args.rounds), system=system.name,
             seed=seed))
    return 0
