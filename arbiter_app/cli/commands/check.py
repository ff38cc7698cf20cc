"""``arbiter-cli check FILE``: the Pairing and Tie-break Checker (FIDE checklist Q19-21).

Re-pairs every round from the rounds before it and reports each board, colour and
bye the rules pair differently (with the rules' explanation and the criteria the
file's pairing breaks); then compares the file's rank column with the standings
(points, then the tie-break list of 212 or 202) after the last round, or after
``--round K``.  The system comes from 192 (or 092), or ``--system``.

Exit 0: consistent; 1: something inconsistent; 2: the file cannot be read or
checked.  docs/checker.md describes the output.
"""

from __future__ import annotations

import json

from arbiter_app.cli.common import (TEAM_SYSTEM, add_system_argument, load_system, load_trf,
                                    team_file_error)
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.checker import RoundCheck, check
from arbiter_app.engine.systems.registry import SYSTEMS, is_team_system
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.i18n import N_, tr, trn
from arbiter_app.i18n.message import shown


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "check",
        description=tr("Re-pair every round of a TRF-2026 or TRF16 file from the rounds before "
                       "it and compare with the file (boards, colours, the bye, with the articles "
                       "that decide); then compare the file's rank column with the standings by "
                       "points and the tie-break list of 212/202. Exit 0 consistent, 1 "
                       "inconsistent, 2 the file cannot be read or checked."))
    parser.add_argument("file", metavar="FILE.trf")
    add_system_argument(parser, required=False)
    parser.add_argument("--round", type=int, metavar="K", dest="after",
                        help=tr("compare the rank column with the standings after round K "
                                "(default: the last round in the file)"))
    parser.add_argument("--json", action="store_true",
                        help=tr("print the report as JSON (in English, for programs)"))
    parser.add_argument("-q", "--quiet", action="store_true",
                        help=tr("print inconsistent rounds and places only"))
    parser.set_defaults(func=run)


def file_system(tournament, name: str | None):
    """The pairing system: ``--system``, else the one the file's 192 (or 092) names."""
    from arbiter_app.engine.systems.registry import system_of_trf_line
    if name:
        return load_system(name)
    named = tournament.system or system_of_trf_line(tournament.info.kind or "")
    if not named:
        raise CliError(tr("the file names no pairing system Arbiter knows (192 or 092); give "
                          "one with --system"), 2)
    return load_system(named)


def file_ranks(tournament) -> dict[int, int]:
    from arbiter_app.trf import layout as L
    ranks = {}
    for number, text in L.parse_number_list(tournament.options.get(L.RANKS_OPTION, "")).items():
        if text.isdigit() and int(text) > 0:
            ranks[number] = int(text)
    return ranks


def check_file(tournament, system, after: int | None = None):
    """(round checks, standings check) of a read file; raises CliError (exit 2) when the
    standings cannot be computed as the file asks."""
    from arbiter_app.engine.standings_check import CannotCheck, check_standings, tiebreak_list
    from arbiter_app.trf import trf2026 as T

    from dataclasses import replace
    if tournament.system != system.name:  # e.g. a TRF16 file: the standings of a round
        tournament = replace(tournament, system=system.name)  # robin read it
    if after is not None and not 1 <= after <= tournament.rounds_played:
        raise CliError(tr("--round {round}: the file holds rounds 1 to {last}", round=after,
                          last=tournament.rounds_played), 2)
    rounds = check(tournament, system) if tournament.rounds else []
    try:
        tiebreaks = tiebreak_list(tournament.options.get(T.TIEBREAKS_202, ""),
                                  tournament.options.get(T.TIEBREAKS_212, ""))
        standings = check_standings(tournament, file_ranks(tournament), tiebreaks, after)
    except CannotCheck as exc:
        raise CliError(tr("the standings cannot be checked: {problem}",
                          problem=shown(str(exc))), 2) from None
    except ValueError as exc:  # a tie-break option of the file the standings refuse
        raise CliError(tr("the standings cannot be computed: {problem}",
                          problem=shown(str(exc))), 2) from None
    return rounds, standings


#: a difference's kind -> its line (the file's and the rules' pairing of a board or the bye)
DIFFERENCE = {
    "colour": N_("board {board}: colours: file {file}, rules {rules}"),
    "board": N_("board {board}: pairing: file {file}, rules {rules}"),
    "bye": N_("bye: pairing-allocated bye: file {file}, rules {rules}"),
}


def format_round(result: RoundCheck) -> list[str]:
    """The lines of one round, in the current language; the rules' explanations and the
    criteria broken (the engine's English texts) through :func:`shown`."""
    if result.matches:
        return [tr("round {round}: consistent", round=result.round_no)]
    lines = [tr("round {round}: INCONSISTENT", round=result.round_no)]
    if result.error:
        lines.append("  " + tr("the rules cannot pair this round: {problem}",
                               problem=shown(result.error)))
    for d in result.differences:
        lines.append("  " + tr(DIFFERENCE[d.kind], board=d.board, file=shown(d.file),
                                  rules=shown(d.rules)))
        if d.reason:
            lines.append("    " + tr("rules: {explanation}", explanation=shown(d.reason)))
    if not result.differences and not result.error and result.found is not None:
        lines.append("  " + tr("the same games in another order"))
    for v in result.violations:
        who = ", ".join(str(p) for p in v.players)
        lines.append("  " + (tr("the file's pairing breaks {rule}: {text} (players {players})",
                                rule=shown(v.rule), text=shown(v.text), players=who) if who else
                             tr("the file's pairing breaks {rule}: {text}", rule=shown(v.rule),
                                text=shown(v.text))))
    return lines


def format_standings(standings, quiet: bool = False, teams: bool = False) -> list[str]:
    """The standings' lines, in the current language (the engine's notes and reasons
    through :func:`shown`); ``teams``: the competitors are teams."""
    source = standings.tiebreaks.source
    listed = ", ".join(standings.tiebreaks.labels)
    how = (tr("points, then {tiebreaks} ({source})", tiebreaks=listed, source=source)
           if listed else tr("points only (the file has no tie-break list)") if not source
           else tr("points only ({source} is empty)", source=source))
    head = tr("standings after round {round}, by {order}", round=standings.rounds, order=how)
    if standings.skipped:
        return [tr("{standings}: not checked: {reason}", standings=head,
                   reason=shown(standings.skipped))]
    lines = [tr("{standings}: consistent", standings=head) if standings.consistent
             else tr("{standings}: INCONSISTENT", standings=head)]
    notes = list(standings.tiebreaks.notes) + (standings.standings.notes
                                               if standings.standings else [])
    lines.extend("  " + tr("note: {note}", note=shown(note)) for note in notes if not quiet)
    for m in standings.misplaced:
        rank = (tr("no rank") if m.file_rank is None
                else tr("file rank {rank}", rank=m.file_rank))
        values = dict(number=m.number, name=m.name, rank=rank, places=m.places,
                      reason=shown(m.reason))
        if m.first is None:
            lines.append("  " + (
                tr("team {number} {name}: {rank}, the rules give none: {reason}", **values)
                if teams else
                tr("player {number} {name}: {rank}, the rules give none: {reason}", **values)))
            continue
        lines.append("  " + (
            tr("team {number} {name}: {rank}, the rules give {places}: {reason}", **values)
            if teams else
            tr("player {number} {name}: {rank}, the rules give {places}: {reason}", **values)))
    return lines


def report(path: str, system, rounds, standings) -> dict:
    return {
        "file": path, "system": system.name,
        "consistent": all(r.matches for r in rounds) and standings.consistent,
        "rounds": [{"round": r.round_no, "consistent": r.matches, "error": r.error or None,
                    "differences": [d.as_dict() for d in r.differences],
                    "violations": [{"rule": v.rule, "text": v.text, "players": list(v.players)}
                                   for v in r.violations]} for r in rounds],
        "standings": standings.as_dict(),
    }


def run(args) -> int:
    tournament = load_trf(args.file, teams=True)
    if isinstance(tournament, TeamTournament) and (
            TEAM_SYSTEM not in SYSTEMS
            or not is_team_system(args.system or tournament.system or TEAM_SYSTEM)):
        # read (its errors said first); checked by a team system (team2026, teamroundrobin)
        raise team_file_error(args.file)
    system = file_system(tournament, args.system)
    if not tournament.rounds and not args.json:
        print(tr("{file}: no paired round to check", file=args.file))
        return 0
    rounds, standings = check_file(tournament, system, args.after)
    consistent = all(r.matches for r in rounds) and standings.consistent
    if args.json:
        print(json.dumps(report(args.file, system, rounds, standings), indent=1,
                         ensure_ascii=False))
        return 0 if consistent else 1
    teams = isinstance(tournament, TeamTournament)
    print(tr("{file}: {players}, {rounds}, {system} ({title})", file=args.file,
             players=trn("{n} team", "{n} teams", len(tournament.players)) if teams else
             trn("{n} player", "{n} players", len(tournament.players)),
             rounds=trn("{n} round", "{n} rounds", tournament.rounds_played),
             system=system.name, title=tr(system.title)))
    for result in rounds:
        if args.quiet and result.matches:
            continue
        print("\n".join(format_round(result)))
    print("\n".join(format_standings(standings, args.quiet, teams)))
    print(summary(rounds, standings, consistent))
    return 0 if consistent else 1


def summary(rounds, standings, consistent: bool) -> str:
    """The last line: "4/5 rounds consistent; 2 places inconsistent: INCONSISTENT"."""
    same = sum(r.matches for r in rounds)
    places = len(standings.misplaced)
    paired = trn("{same}/{n} round consistent", "{same}/{n} rounds consistent", len(rounds),
                 same=same)
    ranked = (tr("standings not checked") if standings.skipped else
              trn("{n} place inconsistent", "{n} places inconsistent", places) if places
              else tr("standings consistent"))
    verdict = tr("CONSISTENT") if consistent else tr("INCONSISTENT")
    return tr("{rounds}; {standings}: {verdict}", rounds=paired, standings=ranked,
              verdict=verdict)
