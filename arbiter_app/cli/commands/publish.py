"""``arbiter-cli publish T.arbiter [-o FOLDER] [--format html,json,csv]``: the
event for the players, as a static web site (index, pairing lists and results
of every round, standings after each round, crosstable, starting-rank list,
each player's card; one style.css, no script), and its standings and pairings
as JSON or CSV for other programs (docs/publishing.md).

Only files whose content changed are written again.  Without ``-o`` the
folder kept with the tournament (File > Publish > Publishing folder in the GUI,
or ``--remember``) is used.  Prints ``N files written, M unchanged, K removed:
FOLDER``.  Exit 0, or 2 with one line.
"""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import LANGUAGES
from arbiter_app.services.publish import (FORMATS, publish, publish_settings,
                                          set_publish_settings)


def register(sub) -> None:
    parser = sub.add_parser(
        "publish", help="write the event as web pages (and/or its standings and pairings as "
                        "JSON or CSV) into a folder",
        description="Write the tournament for the players into FOLDER: web pages (html: an "
                    "index, every round's pairings and results, the standings after each "
                    "round with their tie-breaks, the crosstable, the starting-rank list and "
                    "each player's card), or the standings and pairings as json or csv "
                    "(fields: docs/publishing.md). Files whose content is unchanged are not "
                    "written again.")
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("-o", "--output", metavar="FOLDER",
                        help="the folder (made when missing); default: the tournament's "
                             "publishing folder")
    parser.add_argument("--format", default="html", metavar="LIST",
                        help="comma-separated: " + ", ".join(FORMATS) + " (default: html)")
    parser.add_argument("--birth-dates", action="store_true",
                        help="publish the players' birth dates in the starting-rank list "
                             "(not published unless asked, as FIDE's lists)")
    parser.add_argument("--language", choices=list(LANGUAGES), metavar="LANG",
                        help="the language of the web pages: " + ", ".join(LANGUAGES)
                             + " (default: the tournament's document language, else the "
                               "system's; docs/languages.md)")
    parser.add_argument("--remember", action="store_true",
                        help="keep FOLDER (and --birth-dates) with the tournament for the "
                             "next publish")
    parser.set_defaults(func=run)


def run(args) -> int:
    formats = tuple(dict.fromkeys(f.strip().lower() for f in args.format.split(",")
                                  if f.strip()))
    bad = [f for f in formats if f not in FORMATS]
    if bad or not formats:
        raise CliError(f"--format: {', '.join(bad) or 'nothing'} is not one of "
                       f"{', '.join(FORMATS)}", 2)
    if args.remember and not args.output:
        raise CliError("--remember needs the folder to keep (-o FOLDER)", 2)
    with opened(args.file, read_only=not args.remember) as service:
        if args.remember:
            set_publish_settings(service, args.output, args.birth_dates)
        t = service.tournament()
        settings = publish_settings(t)
        folder = args.output or settings.folder
        if not folder:
            raise CliError(f"{args.file}: no publishing folder is set; give one with -o "
                           "FOLDER (--remember keeps it)", 2)
        report = publish(t, list(service.settings().tiebreaks), folder, formats,
                         birth_dates=args.birth_dates or settings.birth_dates,
                         language=args.language)
    print(report.summary())
    return 0


__all__ = ["register", "run"]
