"""Français: the catalogue of arbiter_app.i18n, English text -> translation (a pair of
English texts -> the plural forms), in one module per part of the program;
docs/languages.md says how to add or change one."""

from arbiter_app.i18n import join

NPLURALS = 2


def plural(n: int) -> int:
    """0: 0 and 1 (« 1 joueur », « 0 joueur »); 1: the others."""
    return 0 if n <= 1 else 1


#: every part's texts in one table (the parts: arbiter_app.i18n.PARTS)
PARTS, MESSAGES = join(__name__)
