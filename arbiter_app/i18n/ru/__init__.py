"""Русский: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms), in one module per part of the program;
docs/languages.md says how to add or change one."""

from arbiter_app.i18n import join

NPLURALS = 3


def plural(n: int) -> int:
    """0: 1, 21, 31 ... (not 11); 1: 2-4, 22-24 ... (not 12-14); 2: the others."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


#: every part's texts in one table (the parts: arbiter_app.i18n.PARTS)
PARTS, MESSAGES = join(__name__)
