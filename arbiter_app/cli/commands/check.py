"""``arbiter-cli check FILE.trf --system SYSTEM``: re-pair every round and compare.

Exit 0: every round matches; 1: some round differs; 2: bad input.
"""

from __future__ import annotations

from arbiter_app.cli.common import add_system_argument, load_system, load_trf
from arbiter_app.engine.checker import RoundCheck, check


def register(sub) -> None:
    parser = sub.add_parser(
        "check", help="re-pair every round of a TRF16 file and compare",
        description="Re-pair every round from the rounds before it and print, per round, whether "
                    "it matches. Exit 0 all match, 1 any differs, 2 bad input.")
    parser.add_argument("file", metavar="FILE.trf")
    add_system_argument(parser)
    parser.add_argument("-q", "--quiet", action="store_true", help="print differing rounds only")
    parser.set_defaults(func=run)


def format_round(result: RoundCheck) -> list[str]:
    if result.matches:
        return [f"round {result.round_no}: identical"]
    lines = [f"round {result.round_no}: DIFFERS"]
    if result.error:
        lines.append(f"  could not pair: {result.error}")
        return lines
    width = 14
    lines.append(f"  {'expected (file)':<{width}}  found")
    missing, extra = result.missing, result.extra
    for index in range(max(len(missing), len(extra))):
        left = "%d-%d" % missing[index] if index < len(missing) else ""
        right = "%d-%d" % extra[index] if index < len(extra) else ""
        lines.append(f"  {left:<{width}}  {right}")
    found_bye = result.found.bye if result.found else None
    if found_bye != result.expected.bye:
        lines.append(f"  {'bye ' + str(result.expected.bye or '-'):<{width}}  bye {found_bye or '-'}")
    return lines


def run(args) -> int:
    system = load_system(args.system)
    tournament = load_trf(args.file)
    if not tournament.rounds:
        print(f"{args.file}: no paired round to check")
        return 0
    results = check(tournament, system)
    differing = [r for r in results if not r.matches]
    for result in results:
        if args.quiet and result.matches:
            continue
        print("\n".join(format_round(result)))
    print(f"{len(results) - len(differing)}/{len(results)} rounds identical")
    return 1 if differing else 0
