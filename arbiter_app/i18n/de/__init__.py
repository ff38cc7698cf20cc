"""Deutsch: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms), in one module per part of the program;
docs/languages.md says how to add or change one."""

from . import (checker, cli, cli_tools, dialogs, documents, engine, files, imports, services,
               tournament, window)

NPLURALS = 2


def plural(n: int) -> int:
    """0: one; 1: the others (also 0)."""
    return 0 if n == 1 else 1


#: every part's texts in one table (tests/test_i18n.py: no text is in two parts)
PARTS = (window, dialogs, services, imports, documents, tournament, engine, checker, files, cli,
         cli_tools)
MESSAGES = {key: value for part in PARTS for key, value in part.MESSAGES.items()}
