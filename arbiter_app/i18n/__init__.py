"""One catalogue for every text a person reads: the windows, the documents, the web pages
and the command line (docs/languages.md).

The English text is the key (gettext's msgid).  Code marks a text with

* ``tr("Pairings of round {round}", round=3)``: translated into the current language, then
  formatted (placeholders are named, so a translation may put them in its own order);
* ``trn("{n} player", "{n} players", n)``: the plural form the current language needs for
  ``n`` (Russian has three), with ``n`` and any other keywords formatted in;
* ``N_("Standings")``: only marked (a table of texts defined at import time); the code
  translates it where it is shown, with ``tr(text)``.

The catalogues are gettext catalogues, data rather than code: ``arbiter_app/locale/arbiter.pot``
(the template: every marked text, with its places) and ``locale/<code>/LC_MESSAGES/arbiter.po``
per language, which translators edit with any .po editor.  At run time a language's
compiled ``arbiter.mo`` is read with the standard library's :mod:`gettext` (the plural rule
is the catalogue's ``Plural-Forms``).  The ``.mo`` files are build products: the build
backend compiles them (setup.py); a source checkout, or a ``.po`` edited since, gets its
``.mo`` compiled with Babel at the language's first use (kept next to the ``.po`` when the
folder is writable).  English reads no file.  A text missing from a catalogue shows in
English; ``tests/test_i18n.py`` fails when any text the code marks is missing from a
language, or a translation drops or changes a placeholder.

The current language is the interface's (:func:`set_language`, chosen at start from the
settings or the operating system) unless a block runs :func:`using` another: the documents
of a tournament are built in the tournament's document language whatever the interface's.
This package imports nothing of Arbiter's (only :mod:`.extract`, for the tests and tools,
reads the sources); the engine does not use it (its explanations are English, see
docs/languages.md).
"""

from __future__ import annotations

import contextlib
import contextvars
import gettext
import io
import os
import re
from datetime import date
from pathlib import Path

#: code -> the language's own name, in the order the settings list them
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español",
             "ru": "Русский", "it": "Italiano", "nl": "Nederlands", "pl": "Polski",
             "pt": "Português", "tr": "Türkçe"}
DEFAULT = "en"
#: overrides the operating system's language (tests, a shared computer)
ENVIRONMENT = "ARBITER_LANGUAGE"

_interface = DEFAULT
_current: contextvars.ContextVar[str | None] = contextvars.ContextVar("arbiter_language",
                                                                      default=None)
_catalogues: dict[str, "Catalogue | None"] = {}


#: the gettext catalogues: arbiter.pot and <code>/LC_MESSAGES/arbiter.po (and .mo)
LOCALE = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "arbiter"


class Catalogue(gettext.GNUTranslations):
    """A language's compiled catalogue, with the look-ups ``composed`` needs."""

    def get(self, key):
        """The translation of ``key`` (a text, or a pair of English forms: then the tuple
        of the language's forms), or None."""
        if isinstance(key, tuple):
            forms = []
            while (key[0], len(forms)) in self._catalog:
                forms.append(self._catalog[(key[0], len(forms))])
            return tuple(forms) or None
        return self._catalog.get(key) or None

    def form(self, key: tuple, n: int) -> str | None:
        """The form of the plural ``key`` the language uses for ``n``, or None."""
        return self._catalog.get((key[0], self.plural(n)))

    @classmethod
    def of(cls, messages: dict, plural: str = "n != 1") -> "Catalogue":
        """A catalogue made from ``{text: translation, (one, many): (forms...)}`` (tests)."""
        catalogue = cls()
        catalogue._catalog, catalogue.plural = {}, gettext.c2py(plural)
        for key, value in messages.items():
            if isinstance(key, tuple):
                catalogue._catalog.update({(key[0], i): form for i, form in enumerate(value)})
            else:
                catalogue._catalog[key] = value
        return catalogue


def compiled(code: str) -> bytes | None:
    """The ``.mo`` of language ``code`` compiled from its ``.po`` with Babel (None when
    there is no ``.po``); written next to it when the folder is writable."""
    folder = LOCALE / code / "LC_MESSAGES"
    po = folder / f"{DOMAIN}.po"
    if not po.is_file():
        return None
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with open(po, "rb") as file:
        catalog = read_po(file, locale=code)
    out = io.BytesIO()
    write_mo(out, catalog)
    data = out.getvalue()
    try:
        partial = folder / f".{DOMAIN}.mo.{os.getpid()}"
        partial.write_bytes(data)
        os.replace(partial, folder / f"{DOMAIN}.mo")
    except OSError:
        pass  # a read-only install: compiled again at the next start
    return data


def _load(code: str) -> Catalogue | None:
    """Language ``code``'s catalogue: its ``.mo`` when it is not older than its ``.po``,
    else compiled now."""
    folder = LOCALE / code / "LC_MESSAGES"
    try:
        mo_time = (folder / f"{DOMAIN}.mo").stat().st_mtime
    except OSError:
        mo_time = None
    try:
        po_time = (folder / f"{DOMAIN}.po").stat().st_mtime
    except OSError:
        po_time = None
    if mo_time is not None and (po_time is None or mo_time >= po_time):
        with open(folder / f"{DOMAIN}.mo", "rb") as file:
            return Catalogue(file)
    data = compiled(code)
    return Catalogue(io.BytesIO(data)) if data is not None else None


def catalogue(code: str) -> Catalogue | None:
    """The catalogue of language ``code`` (None for English, the keys themselves)."""
    if code == DEFAULT or code not in LANGUAGES:
        return None
    if code not in _catalogues:
        _catalogues[code] = _load(code)
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
    """``text`` in the current language, its ``{name}`` placeholders filled from ``values``
    (an empty text stays empty: gettext's key "" is the catalogue's header)."""
    module = catalogue(language())
    if module is not None and text:
        text = module.gettext(text)
    return text.format(**values) if values else text


def trn(singular: str, plural: str, n: int, /, **values) -> str:
    """The form of ``singular``/``plural`` the current language uses for ``n``."""
    module = catalogue(language())
    count = n if isinstance(n, int) else int(n) if float(n).is_integer() else 2
    if module is not None:
        text = module.ngettext(singular, plural, count)
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
         "ru": "{d:02d}.{m:02d}.{y:04d}", "it": "{d:02d}/{m:02d}/{y:04d}",
         "nl": "{d:02d}-{m:02d}-{y:04d}", "pl": "{d}.{m:02d}.{y:04d}",
         "pt": "{d:02d}/{m:02d}/{y:04d}", "tr": "{d}.{m:02d}.{y:04d}"}
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


__all__ = ["DEFAULT", "ENVIRONMENT", "LANGUAGES", "LOCALE", "N_", "Catalogue", "Texts",
           "catalogue", "compiled", "day", "decimal", "language", "normalize", "number", "set_language",
           "system_language", "tr", "trn", "using"]
