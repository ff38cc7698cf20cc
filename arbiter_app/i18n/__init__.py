"""One catalogue for every text a person reads: the windows, the documents, the web pages
and the command line (docs/languages.md).

The English text is the key (gettext's msgid).  Code marks a text with

* ``tr("Pairings of round {round}", round=3)``: translated into the current language, then
  formatted (placeholders are named, so a translation may put them in its own order);
* ``trn("{n} player", "{n} players", n)``: the plural form the current language needs for
  ``n`` (Russian has three), with ``n`` and any other keywords formatted in;
* ``N_("Standings")``: only marked (a table of texts defined at import time); the code
  translates it where it is shown, with ``tr(text)``.

The catalogues are Python packages, one per language (``fr/``, ``de/``, ...: a
``MESSAGES`` dict joined from one module per part of the program, and a ``plural`` rule): nothing to compile, and they travel with the code
into a wheel and the PyInstaller bundle.  A text missing from a catalogue shows in English;
``tests/test_i18n.py`` fails when any text the code marks is missing from a language, or a
translation drops or changes a placeholder.

The current language is the interface's (:func:`set_language`, chosen at start from the
settings or the operating system) unless a block runs :func:`using` another: the documents
of a tournament are built in the tournament's document language whatever the interface's.
This package imports nothing of Arbiter's and reads no files at run time (only
:mod:`.extract`, for the tests and tools, reads the sources); the engine does not use it
(its explanations are English, see docs/languages.md).
"""

from __future__ import annotations

import contextlib
import contextvars
import importlib
import os
import re
from datetime import date

#: code -> the language's own name, in the order the settings list them
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español",
             "ru": "Русский"}
DEFAULT = "en"
#: overrides the operating system's language (tests, a shared computer)
ENVIRONMENT = "ARBITER_LANGUAGE"

_interface = DEFAULT
_current: contextvars.ContextVar[str | None] = contextvars.ContextVar("arbiter_language",
                                                                      default=None)
_catalogues: dict[str, object] = {}


#: the modules of a language's package, one per part of the program; each holds a
#: ``MESSAGES`` dict, and a text is in one part only (tests/test_i18n.py)
PARTS = ("window", "dialogs", "services", "imports", "documents", "tournament", "engine",
         "checker", "files", "cli", "cli_tools")


def join(package: str) -> tuple[tuple, dict]:
    """The part modules of the language ``package`` and all their texts in one table."""
    modules = tuple(importlib.import_module(f"{package}.{part}") for part in PARTS)
    return modules, {key: value for module in modules for key, value in module.MESSAGES.items()}


def catalogue(code: str):
    """The module of language ``code`` (None for English, the keys themselves)."""
    if code == DEFAULT or code not in LANGUAGES:
        return None
    if code not in _catalogues:
        _catalogues[code] = importlib.import_module(f"{__name__}.{code}")
    return _catalogues[code]


def normalize(code: str | None) -> str | None:
    """``"fr_FR.UTF-8"``, ``"de-AT"``, ``"RU"`` -> the language Arbiter has, or None."""
    if not code:
        return None
    base = re.split(r"[_.@:-]", code.strip())[0].lower()
    return base if base in LANGUAGES else None


def system_language(candidates: list[str] | None = None) -> str:
    """The first language Arbiter has among ``candidates`` (the GUI passes Qt's list of the
    system's UI languages), else among ARBITER_LANGUAGE and the POSIX variables; English
    when none is known."""
    names = [os.environ.get(ENVIRONMENT, "")]
    names += list(candidates or [])
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        names += value.split(":") if variable == "LANGUAGE" else [value]
    for name in names:
        found = normalize(name)
        if found:
            return found
    return DEFAULT


def set_language(code: str | None) -> str:
    """Make ``code`` (normalized; English when unknown) the interface's language."""
    global _interface
    _interface = normalize(code) or DEFAULT
    return _interface


def language() -> str:
    """The language texts are translated into now."""
    return _current.get() or _interface


@contextlib.contextmanager
def using(code: str | None):
    """Translate into ``code`` inside the block (None or "": the interface's language)."""
    token = _current.set(normalize(code) or _interface)
    try:
        yield
    finally:
        _current.reset(token)


def N_(text: str) -> str:
    """Mark ``text`` for the catalogue; it is translated where it is shown."""
    return text


def tr(text: str, /, **values) -> str:
    """``text`` in the current language, its ``{name}`` placeholders filled from ``values``."""
    module = catalogue(language())
    if module is not None:
        text = module.MESSAGES.get(text) or text
    return text.format(**values) if values else text


def trn(singular: str, plural: str, n: int, /, **values) -> str:
    """The form of ``singular``/``plural`` the current language uses for ``n``."""
    module = catalogue(language())
    forms = module.MESSAGES.get((singular, plural)) if module is not None else None
    if forms:
        text = forms[min(module.plural(n), len(forms) - 1)]
    else:
        text = singular if n == 1 else plural
    return text.format(n=n, **values)


class Texts(dict):
    """A table of texts marked with :func:`N_` whose values come out translated
    (``RESULT_TEXT[result]`` in the current language)."""

    def __getitem__(self, key):
        return tr(super().__getitem__(key))

    def get(self, key, default=None):
        return tr(super().__getitem__(key)) if key in self else default

    def values(self):
        return [tr(v) for v in super().values()]

    def items(self):
        return [(k, tr(v)) for k, v in super().items()]


# -- numbers and dates in the language's form (files stay locale-free) -------------------
_DECIMAL = {"en": "."}
_DATE = {"en": "{y:04d}-{m:02d}-{d:02d}", "fr": "{d:02d}/{m:02d}/{y:04d}",
         "es": "{d:02d}/{m:02d}/{y:04d}", "de": "{d:02d}.{m:02d}.{y:04d}",
         "ru": "{d:02d}.{m:02d}.{y:04d}"}
_DATE_TEXT = re.compile(r"^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$")


def decimal(text: str) -> str:
    """A number already written with a point (``"23.5"``), with the language's separator."""
    return text.replace(".", _DECIMAL.get(language(), ","))


def number(value: float, places: int = 2) -> str:
    """``value`` with ``places`` decimals (trailing zeros kept) in the language's form."""
    return decimal(f"{value:.{places}f}")


def day(value: str | date | None) -> str:
    """A date (``date`` or ``"2026/04/04"``, ``"2026-04-04"``) in the language's short form
    (27/11/2026 in French, 27.11.2026 in German); a text that is not such a date, and any
    text in English, is returned as it is."""
    if not value:
        return ""
    if isinstance(value, str) and language() == DEFAULT:
        return value  # English: the date as the arbiter typed it (2026/04/04, 2026-04-04)
    if isinstance(value, date):
        y, m, d = value.year, value.month, value.day
    else:
        match = _DATE_TEXT.match(value)
        if not match:
            return value
        y, m, d = (int(g) for g in match.groups())
    return _DATE.get(language(), _DATE[DEFAULT]).format(y=y, m=m, d=d)


__all__ = ["DEFAULT", "ENVIRONMENT", "LANGUAGES", "N_", "PARTS", "Texts", "catalogue", "day",
           "decimal", "join", "language", "normalize", "number", "set_language",
           "system_language", "tr", "trn", "using"]
