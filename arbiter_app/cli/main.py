"""``arbiter-cli``: every command is a module in :mod:`arbiter_app.cli.commands`.

A command module defines ``register(subparsers)`` which adds its parser and
sets ``func`` (taking the parsed arguments, returning an exit code).  Errors
meant for the user are raised as :class:`CliError` and printed as one line;
a traceback reaching the user is a bug.

Only the module of the command being run is imported (issue #17): the store
and SQLAlchemy cost a quarter of a second, which a command reading one TRF
file should not pay.  :data:`COMMANDS` names each command's module and its
line in ``--help``; the other commands get a stand-in parser with that line.
A test checks the table against what the modules register.

Every text is in the system's language (docs/languages.md): :func:`main` chooses it
before any parser is built (a parser's help texts are translated as it is built), and
argparse's own texts come from the catalogue too (:mod:`arbiter_app.cli.argparse_texts`).

Standard output and standard error carry text only: :func:`main` writes them through
:mod:`arbiter_app.cli.terminal`, which removes the control characters a name or a file
given by someone else may hold (issue #34, docs/input-files.md).
"""

from __future__ import annotations

import importlib
import os
import sys
import traceback

from arbiter_app import __version__
from arbiter_app.cli import argparse_texts
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.parser import Parser
from arbiter_app.cli.terminal import cleaned_output
from arbiter_app.i18n import N_, set_language, system_language, tr

__all__ = ["COMMANDS", "CliError", "build_parser", "main"]

#: exit code of an unexpected failure (a bug): EX_SOFTWARE
INTERNAL_ERROR = 70

#: command name -> (module in arbiter_app.cli.commands, its line in --help), in the order of
#: --help: by module name, then as the module registers them (the line in English, marked
#: for the catalogue: the module registers it with tr(), the stand-in here translates it)
COMMANDS: dict[str, tuple[str, str]] = {
    "backups": ("backups", N_("list the automatic backups of a tournament file")),
    "restore": ("backups", N_("restore a backup as a tournament file")),
    "check": ("check", N_("check a TRF file: every round's pairing and the standings")),
    "leave-fide-mode": ("fide_mode", N_("leave FIDE mode for good (needs --confirm)")),
    "forbid": ("forbid", N_("forbid (or --remove) a pair of players, before round 1")),
    "generate": ("generate", N_("generate random tournaments (TRF-2026 or TRF16)")),
    "import-players": ("import_players",
                       N_("add the players of a CSV file (one undoable import in the GUI)")),
    "pair": ("pair", N_("pair the next round of a TRF16 file")),
    "pdf": ("pdf", N_("write a pairing list, the starting-rank list, the standings or the "
                      "crosstable as a PDF")),
    "publish": ("publish", N_("write the event as web pages (and/or its standings and pairings "
                              "as JSON or CSV) into a folder")),
    "check-ratings": ("rating_lists", N_("check the players against FIDE rating lists "
                                         "(--update: take the list's values)")),
    "rating-lists": ("rating_lists", N_("the rating lists used per tournament type "
                                        "(check-ratings)")),
    "fide-list": ("rating_lists", N_("the local copy of FIDE's rating list: its date, or "
                                     "--update it while online")),
    "ratings": ("ratings", N_("print each player's rating change and performance (FIDE B.02)")),
    "round-ratings": ("round_ratings", N_("ratings by round of an event longer than 30 days")),
    "self-test": ("selftest", N_("check this installation: pair two rounds with every system")),
    "standings": ("standings", N_("print the standings with tie-breaks (FIDE C.07)")),
    "export": ("store_export", N_("write a tournament file as TRF-2026 (or TRF16)")),
    "import": ("store_import", N_("make a tournament file (.arbiter) from a TRF16 "
                                  "or TRF-2026 file")),
    "national-rating": ("store_national", N_("set a player's national rating")),
    "pair-next": ("store_pair_next", N_("pair and save the next round of a tournament file")),
    "add-player": ("store_players", N_("add a player (a late entry after round 1)")),
    "half-byes": ("store_players", N_("allow or refuse a player's half-point byes")),
    "half-bye-rounds": ("store_players", N_("rounds closed to half-point byes")),
    "withdraw": ("store_players", N_("withdraw a player from the next round on")),
    "readmit": ("store_players", N_("re-admit a withdrawn player")),
    "bye": ("store_players", N_("request a bye or announce an absence for a future round")),
    "cancel-bye": ("store_players", N_("cancel a requested bye")),
    "delete-player": ("store_players", N_("delete a player entered by mistake (only while in "
                                          "no round; later: withdraw)")),
    "unpair": ("store_players", N_("remove the last round's pairing (no results yet)")),
    "pick-rating": ("store_players", N_("list the ratings a player's rating lists give, or "
                                        "give him one (--take N): picked, not typed "
                                        "(checklist Q128-129)")),
    "rating-correction": ("store_rating_correction", N_("correct a result for the rating "
                                                        "report only")),
    "renumber": ("store_renumber", N_("pairing numbers by the initial ranking list (until "
                                      "round 4)")),
    "result": ("store_result", N_("record a result in a tournament file")),
    "set-pairing": ("store_set_pairing", N_("save a pairing made by hand")),
    "new": ("store_settings", N_("create an empty tournament file")),
    "settings": ("store_settings", N_("show or change a tournament's settings")),
    "show": ("store_show", N_("show a tournament file or one of its rounds")),
    "ties": ("store_ties", N_("decide the places still tied after the tie-breaks")),
    "validate": ("store_validate", N_("check a proposed pairing against the system's "
                                      "absolute criteria")),
    "add-team": ("team_entries", N_("add a team to a team event")),
    "edit-team": ("team_entries", N_("change a team's name, nickname or strength factor")),
    "remove-team": ("team_entries", N_("remove a team entered by mistake, with its players "
                                       "(before it plays; later: withdraw-team)")),
    "withdraw-team": ("team_entries", N_("withdraw a team from the next round on")),
    "readmit-team": ("team_entries", N_("re-admit a withdrawn team")),
    "team-bye": ("team_entries", N_("give a team a bye or an absence in a round to come (or "
                                    "--cancel it)")),
    "renumber-teams": ("team_entries", N_("team pairing numbers by strength, or in an order "
                                          "given (before round 1)")),
    "new-team": ("team_event", N_("create an empty team event (a tournament of teams)")),
    "team-settings": ("team_event", N_("show or change a team event's settings")),
    "lineup": ("team_lineups", N_("enter (or show) a team's line-up for a round")),
    "forfeit": ("team_results", N_("record a forfeited match of a team event (or --cancel "
                                   "it)")),
    "import-roster": ("team_rosters", N_("add the players of the teams from a CSV file")),
    "serve": ("venue", N_("serve the tournament to the venue: live pages, result entry and "
                          "check-in from phones, a JSON API")),
    "codes": ("venue", N_("the venue server's access codes: list, name deputies, revoke")),
    "checkin": ("venue", N_("the players' check-in for the next round; mark the others "
                            "absent")),
}

#: modules of arbiter_app.cli.commands that register no command (helpers of the others)
HELPERS = frozenset({"store_common", "team_common"})

PACKAGE = "arbiter_app.cli.commands"


def add_command(sub, name: str, **kwargs):
    """The parser of command ``name``, with its line of :data:`COMMANDS` as help in the
    current language (each command module's ``register`` calls this)."""
    return sub.add_parser(name, help=tr(COMMANDS[name][1]), **kwargs)


def command_modules() -> list[str]:
    """Every module of :mod:`arbiter_app.cli.commands`, by name (found on disk)."""
    import pkgutil

    from arbiter_app.cli import commands
    return sorted(info.name for info in pkgutil.iter_modules(commands.__path__))


def build_parser(command: str | None = None, *, everything: bool = True) -> Parser:
    """The parser of arbiter-cli.  By default every command module is imported.  With
    ``everything=False`` the commands :data:`COMMANDS` lists get stand-ins (their line in
    ``--help``) but those of ``command``'s module; a module on disk that the table does not
    list is imported all the same (correct, only slower), a listed one that is not on disk
    is left out."""
    argparse_texts.install()
    parser = Parser(
        prog="arbiter-cli",
        description=tr("Arbiter: pair, check and manage FIDE Swiss tournaments from the "
                       "command line."))
    parser.add_argument("--version", action="version", version=f"arbiter-cli {__version__}",
                        help=tr("show program's version number and exit"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    wanted = COMMANDS[command][0] if command in COMMANDS else None
    listed: dict[str, list[str]] = {}
    for name, (module, _help) in COMMANDS.items():
        listed.setdefault(module, []).append(name)
    for module in command_modules():
        if module in HELPERS and not everything:
            continue
        if everything or module == wanted or module not in listed:
            _register(sub, module)
        else:
            for name in listed[module]:
                add_command(sub, name, add_help=False)
    return parser


def _register(sub, module_name: str) -> None:
    module = importlib.import_module(f"{PACKAGE}.{module_name}")
    register = getattr(module, "register", None)
    if register is not None:
        register(sub)


def command_of(argv: list[str]) -> str | None:
    """The command named in ``argv``: its first word that is not an option (the top level
    has no option taking a value); None when there is none."""
    for word in argv:
        if word == "--":
            return None
        if not word.startswith("-"):
            return word
    return None


def main(argv: list[str] | None = None) -> int:
    # what is printed is text, never commands to the terminal: every control character
    # removed from standard output and standard error (arbiter_app/cli/terminal.py)
    with cleaned_output():
        return _main(argv)


def _main(argv: list[str] | None) -> int:
    # the messages in the system's language (docs/languages.md), before any parser is built
    set_language(system_language())
    if argv is None:
        argv = sys.argv[1:]
    command = command_of(argv)
    parser = build_parser(command, everything=False)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except CliError as exc:
        print(f"arbiter-cli: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("arbiter-cli: " + tr("interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug: one line for the user, the details on request
        if os.environ.get("ARBITER_DEBUG"):
            traceback.print_exc()
        print("arbiter-cli: " + tr("internal error ({error}); this is a bug — please report it "
                                   "with the command and the file (set ARBITER_DEBUG=1 for "
                                   "details)", error=f"{type(exc).__name__}: {exc}"),
              file=sys.stderr)
        return INTERNAL_ERROR


if __name__ == "__main__":
    sys.exit(main())
