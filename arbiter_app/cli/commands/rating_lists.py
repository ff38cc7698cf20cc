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

``arbiter-cli fide-list [--update [--url URL]]``: the local copy of FIDE's rating list
(issue #38, Q119/Q135-136, :mod:`arbiter_app.services.fide_download`): its month and
download day (exit 0; 1 when there is none), or downloaded now (exit 0; 2 with one line
when offline or the file is refused, the old copy kept).  ``check-ratings`` without a
list given or kept uses it.
"""

from __future__ import annotations

from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import tr, trn


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    from arbiter_app.services.fide_download import DEFAULT_URL
    parser = add_command(
        sub, "check-ratings",
        description=tr("Compare every registered player with a FIDE number against FIDE "
                       "rating list files (TXT or XML, standard, rapid, blitz or combined, "
                       "plain or zipped): rating, K, title, federation, name, birth date. The "
                       "first --list is the main list; players it lacks are shown with what the "
                       "others give."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--list", dest="lists", action="append",
                        metavar="FILE", help=tr("a rating list file; repeat for a sequence, the "
                                                "main list first (default: the sequence kept "
                                                "for the tournament's rating type)"))
    parser.add_argument("--map", default="", metavar="COLUMN=field,...",
                        help=tr("columns of a CSV list (the arbiter's own, Q117), as "
                                "import-players --map; a 'rating' column is needed"))
    parser.add_argument("--kind", choices=["standard", "rapid", "blitz"],
                        help=tr("the kind of a one-kind list whose name does not say it"))
    parser.add_argument("--month", metavar="YYYY/MM",
                        help=tr("the month of a list whose name and header do not say it"))
    parser.add_argument("--update", action="store_true",
                        help=tr("take every difference of the main list (one step, audited)"))
    parser.set_defaults(func=run)
    sequence = add_command(
        sub, "rating-lists",
        description=tr("Show or change the sequence of rating lists per tournament type "
                       "(standard, rapid, blitz), kept with your preferences: the first is the "
                       "main list of check-ratings. An added list takes the place of the "
                       "default order (FIDE list of the type, FIDE standard, your CSV lists)."))
    sequence.add_argument("--type", choices=["standard", "rapid", "blitz"],
                          help=tr("the tournament type (default: every type is shown)"))
    sequence.add_argument("--add", action="append", default=[], metavar="FILE",
                          help=tr("add a list (FIDE TXT/XML/zip, or a CSV of your own)"))
    sequence.add_argument("--remove", type=int, metavar="N", help=tr("remove list N"))
    sequence.add_argument("--move", metavar="N:M", help=tr("move list N to place M"))
    sequence.set_defaults(func=run_sequence)
    local = add_command(
        sub, "fide-list",
        description=tr("The local copy of FIDE's rating list (the combined standard, rapid "
                       "and blitz list), kept in your data folder: shown with its month and "
                       "the day it was downloaded, or --update: downloaded, checked, and put "
                       "in place of the old copy (which is kept when anything fails). "
                       "check-ratings uses it when no list is given or kept."))
    local.add_argument("--update", action="store_true",
                       help=tr("download FIDE's list now (the computer must be online)"))
    local.add_argument("--url", metavar="URL",
                       help=tr("where to download it from (default: FIDE's players list, "
                               "{url})", url=DEFAULT_URL))
    local.set_defaults(func=run_fide_list)


def run_fide_list(args) -> int:
    from arbiter_app.cli.commands.store_common import user_errors
    from arbiter_app.services import fide_download as FD

    if args.url is not None and not args.update:
        raise CliError(tr("--url needs --update"), 2)
    if args.update:
        url = args.url or FD.DEFAULT_URL
        print(tr("downloading {url}", url=url), flush=True)
        with user_errors():
            copy = FD.update(url)
        print(tr("updated: {copy}", copy=FD.describe(copy)))
        return 0
    copy = FD.local_list()
    print(FD.describe(copy))
    return 0 if copy is not None else 1


def run_sequence(args) -> int:
    from arbiter_app.cli.commands.store_common import user_errors
    from arbiter_app.services import list_sequence as LS

    changing = args.add or args.remove is not None or args.move is not None
    if changing and not args.type:
        raise CliError(tr("--add, --remove and --move need --type standard|rapid|blitz"), 2)
    with user_errors():
        for path in args.add:
            LS.added(args.type, path)
        if args.remove is not None:
            LS.removed(args.type, args.remove)
        if args.move is not None:
            place, sep, to = args.move.partition(":")
            if not (sep and place.strip().isdigit() and to.strip().isdigit()):
                raise CliError(tr("--move {move}: write N:M, e.g. 3:1", move=repr(args.move)),
                               2)
            LS.moved(args.type, int(place), int(to))
    for kind in [args.type] if args.type else list(LS.DEFAULT_ORDER):
        lists = LS.sequence(kind)
        if lists:
            print(f"{kind}: ")
        else:
            first, *others = LS.DEFAULT_ORDER[kind]
            order = f"FIDE {first}"
            for other in others:
                order = tr("{first}, then {second}", first=order, second=f"FIDE {other}")
            print(tr("{kind}: (none: {order}, then your own lists, is the default order)",
                     kind=kind, order=order))
        for place, path in enumerate(lists, start=1):
            print(f"  {place}. {path}")
    return 0


def run(args) -> int:
    from arbiter_app.cli.commands.store_common import opened, print_warnings

    if args.month is not None:
        month = args.month.strip().replace("-", "/")
        if len(month) != 7 or not (month[:4].isdigit() and month[4] == "/"
                                   and month[5:].isdigit() and 1 <= int(month[5:]) <= 12):
            raise CliError(tr("--month {month} is not a month; write YYYY/MM",
                              month=repr(args.month)), 2)
        args.month = month
    with opened(args.file, read_only=not args.update) as service:
        if not args.lists:
            from arbiter_app.services import list_sequence as LS
            kind = service.settings().rating_type
            args.lists = LS.sequence(kind)
            if not args.lists:
                from arbiter_app.services.fide_download import local_list
                copy = local_list()
                args.lists = [str(copy.path)] if copy is not None else []
                month = args.month or (copy.month if copy is not None else "")
                args.month = month or None
            if not args.lists:
                raise CliError(tr("no rating lists are kept for {kind} events: give --list "
                                  "FILE, or keep a sequence (arbiter-cli rating-lists --type "
                                  "{kind} --add FILE)", kind=kind), 2)
            print(tr("the {kind} lists kept: {lists}", kind=kind, lists=", ".join(args.lists)))
        do = service.update_from_lists if args.update else service.check_rating_lists
        check = do(args.lists, kind=args.kind or "", month=args.month or "",
                   mapping=args.map)
        t = service.tournament()
    print_warnings(check.warnings)
    main = check.lists[0]
    kinds, found, total = "/".join(main.kinds), len(check.found), len(t.players)
    print(trn("{list}: {kinds} list of {month}; {found} of {n} player found",
              "{list}: {kinds} list of {month}; {found} of {n} players found", total,
              list=main.name, kinds=kinds, month=main.month, found=found) if main.month else
          trn("{list}: {kinds} list of an unknown month; {found} of {n} player found",
              "{list}: {kinds} list of an unknown month; {found} of {n} players found", total,
              list=main.name, kinds=kinds, found=found))
    for difference in check.differences:
        print(tr("updated {difference}", difference=difference.text) if args.update
              else difference.text)
    for number, found in check.elsewhere.items():
        for info, entry in found:
            ratings = ", ".join(f"{kind} {entry.rating(kind)}" for kind in info.kinds
                                if entry.rating(kind)) or tr("no rating")
            print(tr("player {number} {name}: not in {list}; {other} gives {ratings}",
                     number=number, name=t.players[number].name, list=main.name,
                     other=info.name, ratings=ratings))
    for number in check.not_found:
        print(tr("player {number} {name}: FIDE number {fide_id} is in none of the lists",
                 number=number, name=t.players[number].name,
                 fide_id=t.players[number].fide_id))
    if check.without_id:
        print(tr("without a FIDE number (not checked): {players}",
                 players=", ".join(f"{n} {t.players[n].name}" for n in check.without_id)))
    if not check.differences:
        print(tr("no differences"))
    return 1 if check.differences and not args.update else 0
