"""``arbiter-cli check-ratings T.arbiter --list F [--list G ...] [--update]``: the
registered players against FIDE rating list files (checklist Q127-137; see
docs/ratings.md, "Rating lists").

Every difference of the main list (the first ``--list``) is one line: rating (of
the tournament's rating type), K, title, federation, name, birth date.  Players the
main list lacks are shown with what the later lists give.  ``--update`` applies
every difference of the main list in one step and keeps each rating's list and
month.  Exit 0 (no difference, or updated), 1 (differences shown, nothing
changed), 2 with one line (no such file, not a rating list).
"""

from __future__ import annotations

from arbiter_app.cli.errors import CliError


def register(sub) -> None:
    parser = sub.add_parser(
        "check-ratings", help="check the players against FIDE rating lists (--update: take "
                              "the list's values)",
        description="Compare every registered player with a FIDE number against FIDE "
                    "rating list files (TXT or XML, standard, rapid, blitz or combined, plain "
                    "or zipped): rating, K, title, federation, name, birth date. The first "
                    "--list is the main list; players it lacks are shown with what the others "
                    "give.")
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--list", dest="lists", action="append", required=True,
                        metavar="FILE", help="a rating list file; repeat for a sequence, the "
                                             "main list first")
    parser.add_argument("--kind", choices=["standard", "rapid", "blitz"],
                        help="the kind of a one-kind list whose name does not say it")
    parser.add_argument("--month", metavar="YYYY/MM",
                        help="the month of a list whose name and header do not say it")
    parser.add_argument("--update", action="store_true",
                        help="take every difference of the main list (one step, audited)")
    parser.set_defaults(func=run)


def run(args) -> int:
    from arbiter_app.cli.commands.store_common import opened, print_warnings

    if args.month is not None:
        month = args.month.strip().replace("-", "/")
        if len(month) != 7 or not (month[:4].isdigit() and month[4] == "/"
                                   and month[5:].isdigit() and 1 <= int(month[5:]) <= 12):
            raise CliError(f"--month {args.month!r} is not a month; write YYYY/MM", 2)
        args.month = month
    with opened(args.file, read_only=not args.update) as service:
        do = service.update_from_lists if args.update else service.check_rating_lists
        check = do(args.lists, kind=args.kind or "", month=args.month or "")
        t = service.tournament()
    print_warnings(check.warnings)
    main = check.lists[0]
    print(f"{main.name}: {'/'.join(main.kinds)} list of {main.month or 'an unknown month'}; "
          f"{len(check.found)} of {len(t.players)} players found")
    for difference in check.differences:
        print(("updated " if args.update else "") + difference.text)
    for number, found in check.elsewhere.items():
        for info, entry in found:
            ratings = ", ".join(f"{kind} {entry.rating(kind)}" for kind in info.kinds
                                if entry.rating(kind)) or "no rating"
            print(f"player {number} {t.players[number].name}: not in {main.name}; "
                  f"{info.name} gives {ratings}")
    for number in check.not_found:
        print(f"player {number} {t.players[number].name}: FIDE number "
              f"{t.players[number].fide_id} is in none of the lists")
    if check.without_id:
        print("without a FIDE number (not checked): "
              + ", ".join(f"{n} {t.players[n].name}" for n in check.without_id))
    if not check.differences:
        print("no differences")
    return 1 if check.differences and not args.update else 0
