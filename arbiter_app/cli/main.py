"""``arbiter-cli``: every command is a module in :mod:`arbiter_app.cli.commands`.

A command module defines ``register(subparsers)`` which adds its parser and
sets ``func`` (taking the parsed arguments, returning an exit code).  Errors
meant for the user are raised as :class:`CliError` and printed as one line;
a traceback reaching the user is a bug.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import traceback

from arbiter_app import __version__
from arbiter_app.cli import commands
from arbiter_app.cli.errors import CliError
from arbiter_app.cli.parser import Parser

__all__ = ["CliError", "build_parser", "main"]

#: exit code of an unexpected failure (a bug): EX_SOFTWARE
INTERNAL_ERROR = 70


def build_parser() -> Parser:
    parser = Parser(
        prog="arbiter-cli",
        description="Arbiter: pair, check and manage FIDE Swiss tournaments from the command line.")
    parser.add_argument("--version", action="version", version=f"arbiter-cli {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
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
        print("arbiter-cli: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug: one line for the user, the details on request
        if os.environ.get("ARBITER_DEBUG"):
            traceback.print_exc()
        print(f"arbiter-cli: internal error ({type(exc).__name__}: {exc}); this is a bug — "
              "please report it with the command and the file (set ARBITER_DEBUG=1 for details)",
              file=sys.stderr)
        return INTERNAL_ERROR


if __name__ == "__main__":
    sys.exit(main())
