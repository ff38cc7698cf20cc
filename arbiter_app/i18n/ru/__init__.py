"""Русский: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms), in one module per part of the program;
docs/languages.md says how to add or change one."""

from . import (checker, cli, cli_tools, dialogs, documents, engine, files, imports, services,
               tournament, window)

NPLURALS = 3


def plural(n: int) -> int:
    """0: 1, 21, 31 ... (not 11); 1: 2-4, 22-24 ... (not 12-14); 2: the others."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


#: every part's texts in one table (tests/test_i18n.py: no text is in two parts)
PARTS = (window, dialogs, services, imports, documents, tournament, engine, checker, files, cli,
         cli_tools)
MESSAGES = {key: value for part in PARTS for key, value in part.MESSAGES.items()}
