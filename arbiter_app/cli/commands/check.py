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

from arbiter_app.cli.common import add_system_argument, load_system, load_trf
from arbiter_app.cli.errors import CliError
from arbiter_app.engine.checker import RoundCheck, check


def register(sub) -> None:
    parser = sub.add_parser(
        "check", help="check a TRF file: every round's pairing and the standings",
        description="Re-pair every round of a TRF-2026 or TRF16 file from the rounds before it "
                    "and compare with the file (boards, colours, the bye, with the articles "
                    "that decide); then compare the file's rank column with the standings by "
                    "points and the tie-break list of 212/202. Exit 0 consistent, 1 "
                    "inconsistent, 2 the file cannot be read or checked.")
    parser.add_argument("file", metavar="FILE.trf")
    add_system_argument(parser, required=False)
    parser.add_argument("--round", type=int, metavar="K", dest="after",
                        help="compare the rank column with the standings after round K "
                             "(default: the last round in the file)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("-q", "--quiet", action="store_true",
                        help="print inconsistent rounds and places only")
    parser.set_defaults(func=run)


def file_system(tournament, name: str | None):
    """The pairing system: ``--system``, else the one the file's 192 (or 092) names."""
    from arbiter_app.engine.systems.registry import system_of_trf_line
    if name:
        return load_system(name)
    named = tournament.system or system_of_trf_line(tournament.info.kind or "")
    if not named:
        raise CliError("the file names no pairing system Arbiter knows (192 or 092); give "
                       "one with --system", 2)
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
        raise CliError(f"--round {after}: the file holds rounds 1 to "
                       f"{tournament.rounds_played}", 2)
    rounds = check(tournament, system) if tournament.rounds else []
    try:
        tiebreaks = tiebreak_list(tournament.options.get(T.TIEBREAKS_202, ""),
                                  tournament.options.get(T.TIEBREAKS_212, ""))
        standings = check_standings(tournament, file_ranks(tournament), tiebreaks, after)
    except CannotCheck as exc:
        raise CliError(f"the standings cannot be checked: {exc}", 2) from None
    except ValueError as exc:  # a tie-break option of the file the standings refuse
        raise CliError(f"the standings cannot be computed: {exc}", 2) from None
    return rounds, standings


def format_round(result: RoundCheck) -> list[str]:
    if result.matches:
        return [f"round {result.round_no}: consistent"]
    lines = [f"round {result.round_no}: INCONSISTENT"]
    if result.error:
        lines.append(f"  the rules cannot pair this round: {result.error}")
    for d in result.differences:
        where = "bye" if d.kind == "bye" else f"board {d.board}"
        what = {"colour": "colours", "board": "pairing", "bye": "pairing-allocated bye"}[d.kind]
        lines.append(f"  {where}: {what}: file {d.file}, rules {d.rules}")
        if d.reason:
            lines.append(f"    rules: {d.reason}")
    if not result.differences and not result.error and result.found is not None:
        lines.append("  the same games in another order")
    for violation in result.violations:
        lines.append(f"  the file's pairing breaks {violation}")
    return lines


def format_standings(standings, quiet: bool = False) -> list[str]:
    source = standings.tiebreaks.source
    listed = ", ".join(standings.tiebreaks.labels)
    how = (f"points, then {listed} ({source})" if listed else
           "points only (the file has no tie-break list)" if not source else
           f"points only ({source} is empty)")
    head = f"standings after round {standings.rounds}, by {how}"
    if standings.skipped:
        return [f"{head}: not checked: {standings.skipped}"]
    lines = [f"{head}: {'consistent' if standings.consistent else 'INCONSISTENT'}"]
    notes = list(standings.tiebreaks.notes) + (standings.standings.notes
                                               if standings.standings else [])
    lines.extend(f"  note: {note}" for note in notes if not quiet)
    for m in standings.misplaced:
        rank = "no rank" if m.file_rank is None else f"file rank {m.file_rank}"
        lines.append(f"  player {m.number} {m.name}: {rank}, the rules give {m.places}: "
                     f"{m.reason}")
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
    tournament = load_trf(args.file)
    system = file_system(tournament, args.system)
    if not tournament.rounds and not args.json:
        print(f"{args.file}: no paired round to check")
        return 0
    rounds, standings = check_file(tournament, system, args.after)
    consistent = all(r.matches for r in rounds) and standings.consistent
    if args.json:
        print(json.dumps(report(args.file, system, rounds, standings), indent=1,
                         ensure_ascii=False))
        return 0 if consistent else 1
    print(f"{args.file}: {len(tournament.players)} players, {tournament.rounds_played} "
          f"round(s), {system.name} ({system.title})")
    for result in rounds:
        if args.quiet and result.matches:
            continue
        print("\n".join(format_round(result)))
    print("\n".join(format_standings(standings, args.quiet)))
    same = sum(r.matches for r in rounds)
    places = len(standings.misplaced)
    print(f"{same}/{len(rounds)} rounds consistent; "
          + ("standings not checked" if standings.skipped else
             f"{places} place(s) inconsistent" if places else "standings consistent")
          + f": {'CONSISTENT' if consistent else 'INCONSISTENT'}")
    return 0 if consistent else 1
