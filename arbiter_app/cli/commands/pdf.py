"""``arbiter-cli pdf T.arbiter --what KIND [--round K] -o FILE.pdf``: the
documents of File > Print / Export PDF in the GUI, built by the same services
code and laid out by the same renderer, so both give the same PDF.

--language fr (any code of i18n.LANGUAGES) writes it in that language instead of the
tournament's document language (docs/languages.md).

KIND: pairings (a round's pairing list by board), alphabetical (the same round,
each player once by name), ranking (the starting-rank list), standings,
crosstable, ratings.  A team event (issue #37) has its own: pairings (by match,
with the boards), alphabetical (the round's players), match-cards (the match
cards of a round), rosters (ranking gives them too), standings, boards (the board
standings), crosstable, ratings (its individual games).  Exit 0, or 2 with one
line: no round paired, round K not paired, a kind the event does not have, the
output cannot be written.
"""

from __future__ import annotations

from arbiter_app.cli.commands.store_common import opened
from arbiter_app.cli.common import check_writable
from arbiter_app.cli.errors import CliError
from arbiter_app.i18n import LANGUAGES, tr
from arbiter_app.services.documents import KINDS, ROUND_KINDS, DocumentError, read_document
from arbiter_app.services.documents.team_documents import TEAM_KINDS, TEAM_ROUND_KINDS

#: every kind of either event (a team event's after the individual ones)
ALL_KINDS = list(dict.fromkeys([*KINDS, *TEAM_KINDS]))


def register(sub) -> None:
    from arbiter_app.cli.main import add_command
    # each kind with its name as the menu writes it (not lowered: German nouns keep capitals)
    kinds = "; ".join(f"{kind}: {text}" for kind, text in KINDS.items())
    team_kinds = "; ".join(f"{kind}: {text}" for kind, text in TEAM_KINDS.items())
    parser = add_command(sub, "pdf",
                         description=tr("Write a document of the tournament as an A4 PDF, "
                                        "as the GUI prints it ({kinds}; a team event: "
                                        "{team_kinds}).", kinds=kinds, team_kinds=team_kinds))
    parser.add_argument("file", metavar="T.arbiter")
    parser.add_argument("--what", required=True, choices=ALL_KINDS, metavar="KIND",
                        help=tr("one of {kinds}", kinds=", ".join(ALL_KINDS)))
    parser.add_argument("--round", type=int, metavar="K",
                        help=tr("the round of a pairing list (default: the last paired round)"))
    parser.add_argument("-o", "--output", required=True, metavar="FILE.pdf")
    parser.add_argument("--language", choices=list(LANGUAGES), metavar="LANG",
                        help=tr("the language of the document: {languages} (default: the "
                                "tournament's document language, else the system's; "
                                "docs/languages.md)", languages=", ".join(LANGUAGES)))
    parser.set_defaults(func=run)


def run(args) -> int:
    round_kinds = list(dict.fromkeys([*ROUND_KINDS, *TEAM_ROUND_KINDS]))
    if args.round is not None and args.what not in round_kinds:
        raise CliError(tr("--round is for the pairing lists ({kinds}); the standings and the "
                          "crosstable cover the rounds with every result in",
                          kinds=", ".join(round_kinds)), 2)
    check_writable(args.output, (args.file,))
    with opened(args.file, read_only=True) as service:
        try:
            doc = read_document(service, args.what, args.round, language=args.language)
        except DocumentError as exc:
            # the window's sentence as it is (lowering its first letter would be wrong in
            # German, whose nouns keep their capital)
            raise CliError(f"{args.file}: {exc}", 2) from None
    try:
        from arbiter_app import render
    except ImportError as exc:  # a command-line-only install without Qt
        raise CliError(tr("writing a PDF needs Qt (PySide6), which cannot be loaded: {problem}",
                          problem=exc), 2) from None
    render.ensure_application(offscreen=True)
    try:
        render.write_pdf(doc.html, args.output, doc.landscape, doc.title)
    except OSError as exc:
        raise CliError(tr("cannot write {file}: {problem}", file=args.output, problem=exc),
                       2) from None
    return 0


__all__ = ["register", "run"]
