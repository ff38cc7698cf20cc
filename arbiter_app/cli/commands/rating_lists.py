"""``arbiter-cli check-ratings T.arbiter --list F [--list G ...] [--update]``: the
registered players against FIDE rating list files (checklist Q127-137; see
docs/ratings.md, "Rating lists").

Every difference of the main list (the first ``--list``) is one line: rating (of
the tournament's rating type), K, title, federation, name, birth date.  Players the
main list lacks are shown with what the later lists give.  ``--update`` applies
every difference of the main list in one step and keeps each rating's list and
month.  Without ``--list`` the sequence kept for the tournament's rating type is
used (``arbiter-cli rating-lists``, Q123/Q126).  A ``.csv`` list is the arbiter's own
(Q117), its columns mapped as ``import-players`` maps them (``--map``).  Exit 0 (no
difference, or updated), 1 (differences shown, nothing changed), 2 with one line (no
such file, not a rating list).

``arbiter-cli rating-lists [--type T] [--add F] [--remove N] [--move N:M]``: the
sequence of lists per tournament type, kept with the arbiter's preferences; an added
list takes the place the default order gives it (Q123).
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
    parser.add_argument("--list", dest="lists", action="append",
                        metavar="FILE", help="a rating list file; repeat for a sequence, the "
                                             "main list first (default: the sequence kept "
                                             "for the tournament's rating type)")
    parser.add_argument("--map", default="", metavar="COLUMN=field,...",
                        help="columns of a CSV list (the arbiter's own, Q117), as "
                             "import-players --map; a 'rating' column is needed")
    parser.add_argument("--kind", choices=["standard", "rapid", "blitz"],
                        help="the kind of a one-kind list whose name does not say it")
    parser.add_argument("--month", metavar="YYYY/MM",
                        help="the month of a list whose name and header do not say it")
    parser.add_argument("--update", action="store_true",
                        help="take every difference of the main list (one step, audited)")
    parser.set_defaults(func=run)
    sequence = sub.add_parser(
        "rating-lists", help="the rating lists used per tournament type (check-ratings)",
        description="Show or change the sequence of rating lists per tournament type "
                    "(standard, rapid, blitz), kept with your preferences: the first is the "
                    "main list of check-ratings. An added list takes the place of the "
                    "default order (FIDE list of the type, FIDE standard, your CSV lists).")
    sequence.add_argument("--type", choices=["standard", "rapid", "blitz"],
                          help="the tournament type (default: every type is shown)")
    sequence.add_argument("--add", action="append", default=[], metavar="FILE",
                          help="add a list (FIDE TXT/XML/zip, or a CSV of your own)")
    sequence.add_argument("--remove", type=int, metavar="N", help="remove list N")
    sequence.add_argument("--move", metavar="N:M", help="move list N to place M")
    sequence.set_defaults(func=run_sequence)


def run_sequence(args) -> int:
    from arbiter_app.cli.commands.store_common import user_errors
    from arbiter_app.services import list_sequence as LS

    changing = args.add or args.remove is not None or args.move is not None
    if changing and not args.type:
        raise CliError("--add, --remove and --move need --type standard|rapid|blitz", 2)
    with user_errors():
        for path in args.add:
            LS.added(args.type, path)
        if args.remove is not None:
            LS.removed(args.type, args.remove)
        if args.move is not None:
            place, sep, to = args.move.partition(":")
            if not (sep and place.strip().isdigit() and to.strip().isdigit()):
                raise CliError(f"--move {args.move!r}: write N:M, e.g. 3:1", 2)
            LS.moved(args.type, int(place), int(to))
    for kind in [args.type] if args.type else list(LS.DEFAULT_ORDER):
        lists = LS.sequence(kind)
        print(f"{kind}: " + ("(none: " + ", then ".join(
            f"FIDE {k}" for k in LS.DEFAULT_ORDER[kind]) + ", then your own lists, "
            "is the default order)" if not lists else ""))
        for place, path in enumerate(lists, start=1):
            print(f"  {place}. {path}")
    return 0


def run(args) -> int:
    from arbiter_app.cli.commands.store_common import opened, print_warnings

    if args.month is not None:
        month = args.month.strip().replace("-", "/")
        if len(month) != 7 or not (month[:4].isdigit() and month[4] == "/"
                                   and month[5:].isdigit() and 1 <= int(month[5:]) <= 12):
            raise CliError(f"--month {args.month!r} is not a month; write YYYY/MM", 2)
        args.month = month
    with opened(args.file, read_only=not args.update) as service:
        if not args.lists:
            from arbiter_app.services import list_sequence as LS
            kind = service.settings().rating_type
            args.lists = LS.sequence(kind)
            if not args.lists:
                raise CliError(f"no rating lists are kept for {kind} events: give --list "
                               f"FILE, or keep a sequence (arbiter-cli rating-lists --type "
                               f"{kind} --add FILE)", 2)
            print(f"the {kind} lists kept: {', '.join(args.lists)}")
        do = service.update_from_lists if args.update else service.check_rating_lists
        check = do(args.lists, kind=args.kind or "", month=args.month or "",
                   mapping=args.map)
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
