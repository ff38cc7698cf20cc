"""``arbiter-cli publish T.arbiter [-o FOLDER] [--format html,json,csv]``: the
event for the players, as a static web site (index, pairing lists and results
of every round, standings after each round, crosstable, starting-rank list,
each player's card; one style.css, no script), and its standings and pairings
as JSON or CSV for other programs (docs/publishing.md).

Only files whose content changed are written again, and only files the last
publish listed in the folder's manifest are removed.  Without ``-o`` the folder
chosen on this computer for the tournament (``--remember``, or File > Publish >
Publishing folder in the GUI) is used; a folder only named in the tournament
file (made elsewhere) is refused, naming it, with exit 2.  Prints ``N files
written, M unchanged, K removed: FOLDER``.  Exit 0, or 2 with one line.
"""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import LANGUAGES, tr
from arbiter_app.services.publish import (FORMATS, publish, publish_folder,
                                          publish_settings, set_publish_settings,
                                          shown_folder)


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    parser = add_command(
        sub, "publish",
        description=tr("Write the tournament for the players into FOLDER: web pages (html: an "
                       "index, every round's pairings and results, the standings after each "
                       "round with their tie-breaks, the crosstable, the starting-rank list and "
                       "each player's card), or the standings and pairings as json or csv "
                       "(fields: docs/publishing.md). Files whose content is unchanged are not "
                       "written again."))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("-o", "--output", metavar="FOLDER",
                        help=tr("the folder (made when missing); default: the tournament's "
                                "publishing folder"))
    parser.add_argument("--format", default="html", metavar="LIST",
                        help=tr("comma-separated: {formats} (default: html)",
                                formats=", ".join(FORMATS)))
    parser.add_argument("--birth-dates", action="store_true",
                        help=tr("publish the players' birth dates in the starting-rank list "
                                "(not published unless asked, as FIDE's lists)"))
    parser.add_argument("--language", choices=list(LANGUAGES), metavar="LANG",
                        help=tr("the language of the web pages: {languages} (default: the "
                                "tournament's document language, else the system's; "
                                "docs/languages.md)", languages=", ".join(LANGUAGES)))
    parser.add_argument("--remember", action="store_true",
                        help=tr("keep FOLDER (and --birth-dates) with the tournament for the "
                                "next publish"))
    parser.set_defaults(func=run)


def run(args) -> int:
    formats = tuple(dict.fromkeys(f.strip().lower() for f in args.format.split(",")
                                  if f.strip()))
    bad = [f for f in formats if f not in FORMATS]
    if bad or not formats:
        raise CliError(tr("--format: {given} is not one of {formats}",
                          given=", ".join(bad) or tr("nothing"), formats=", ".join(FORMATS)),
                       2)
    if args.remember and not args.output:
        raise CliError(tr("--remember needs the folder to keep (-o FOLDER)"), 2)
    with opened(args.file, read_only=not args.remember) as service:
        if args.remember:  # the JSON and CSV choice of the GUI stays as it was
            from arbiter_app.services.documents import event_of
            set_publish_settings(service, args.output, args.birth_dates,
                                 publish_settings(event_of(service)[0]).data)
        from arbiter_app.services.documents import event_of
        t, tiebreaks = event_of(service)  # a team event: its team level (issue #37)
        settings = publish_settings(t)
        folder = args.output or ""
        if not folder:
            choice = publish_folder(service.path, t)
            if choice.proposal:  # named in a file made elsewhere: never used unasked
                raise CliError(tr("{file}: the file proposes the publishing folder {folder}, "
                                  "not chosen on this computer; to publish there, give it "
                                  "with -o FOLDER (--remember keeps it)", file=args.file,
                                  folder=shown_folder(choice.proposal)), 2)
            folder = choice.folder
        if not folder:
            raise CliError(tr("{file}: no publishing folder is set; give one with -o FOLDER "
                              "(--remember keeps it)", file=args.file), 2)
        report = publish(t, tiebreaks, folder, formats,
                         birth_dates=args.birth_dates or settings.birth_dates,
                         language=args.language)
    print(report.summary())
    return 0


__all__ = ["register", "run"]
