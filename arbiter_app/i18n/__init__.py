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

Dates and decimals are written in the language's form from CLDR (:func:`day`,
:func:`decimal`, :func:`number`): ``locale/cldr.json``, made with Babel by ``python
tools/i18n.py cldr``, holds each language's short date pattern (the year in four digits)
and decimal symbol, and is read without Babel at the first date or number written in a
language other than English (which writes ISO dates and a decimal point).

The current language is the interface's (:func:`set_language`, chosen at start from the
settings or the operating system) unless a block runs :func:`using` another: the documents
of a tournament are built in the tournament's document language whatever the interface's.
This package imports nothing of Arbiter's (only :mod:`.extract`, for the tests and tools,
reads the sources).  The engine's texts are messages (:mod:`.message`): English texts that
keep their key and values, shown in the language from those (docs/languages.md).
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
    """A language's compiled catalogue."""

    def get(self, key):
        """The translation of ``key`` (a text, or a pair of English forms: then the tuple
        of the language's forms), or None."""
        if isinstance(key, tuple):
            forms = []
            while (key[0], len(forms)) in self._catalog:
                forms.append(self._catalog[(key[0], len(forms))])
            return tuple(forms) or None
        return self._catalog.get(key) or None

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
    else compiled now; in the bundle, which has neither, its ``.mo.gz`` (a third of the
    size: packaging/arbiter.spec)."""
    folder = LOCALE / code / "LC_MESSAGES"
    packed = folder / f"{DOMAIN}.mo.gz"
    if packed.is_file() and not (folder / f"{DOMAIN}.po").exists():
        import gzip
        return Catalogue(io.BytesIO(gzip.decompress(packed.read_bytes())))
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
    if module is not None and text:  # gettext's "" is the catalogue's header
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
#: each language's date pattern, its order and separator, and decimal symbol, from CLDR
#: (made with Babel by ``python tools/i18n.py cldr``; read here without Babel)
CLDR = LOCALE / "cldr.json"
_forms: dict[str, dict] | None = None
_DATE_TEXT = re.compile(r"^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$")
#: the fields of a pattern (d, dd, M, MM, y, yyyy: tools/i18n.py cldr allows no other)
_FIELD = re.compile(r"d+|M+|y+")


def forms(code: str | None = None) -> dict:
    """The CLDR forms of language ``code`` (the current one by default): ``date`` (the
    pattern, ``"dd.MM.y"``), ``order`` (``"dmy"``) and ``separator`` of its dates, and its
    ``decimal`` symbol; English's when the table has no such language.  The table is read
    once, at the first use."""
    global _forms
    if _forms is None:
        import json
        with open(CLDR, encoding="utf-8") as file:
            _forms = json.load(file)["languages"]
    return _forms.get(code or language()) or _forms[DEFAULT]


def decimal(text: str) -> str:
    """A number already written with a point (``"23.5"``), with the language's decimal
    symbol (CLDR's: ``23,5`` in French)."""
    code = language()
    return text if code == DEFAULT else text.replace(".", forms(code)["decimal"])


def number(value: float, places: int = 2) -> str:
    """``value`` with ``places`` decimals (trailing zeros kept) in the language's form."""
    return decimal(f"{value:.{places}f}")


def written(pattern: str, year: int, month: int, day_: int) -> str:
    """A date written with a CLDR date ``pattern`` (``d``/``M``: the number, ``dd``/``MM``:
    two digits, ``y``: the year, ``yyyy``: four digits; the rest as it is).  An unknown
    month or day (``0``, a birth date ``2001/00/00``) is written ``00``."""
    numbers = {"d": day_, "M": month, "y": year}

    def field(match) -> str:
        n = numbers[match.group()[0]]
        return str(n).zfill(len(match.group()) if n else 2)
    return _FIELD.sub(field, pattern)


def day(value: str | date | None) -> str:
    """A date (``date`` or ``"2026/04/04"``, ``"2026-04-04"``) in the language's short form,
    CLDR's with a four-digit year (27/11/2026 in French, 27.11.2026 in German, 6/3/2026 in
    Spanish); English writes a date ISO (2026-11-27), and a text as the arbiter typed it.
    A text that is not such a date is returned as it is."""
    if not value:
        return ""
    code = language()
    if isinstance(value, date):
        if code == DEFAULT:
            return value.isoformat()  # English: ISO by decision (docs/languages.md)
        y, m, d = value.year, value.month, value.day
    else:
        if code == DEFAULT:
            return value  # English: the date as the arbiter typed it (2026/04/04, 2026-04-04)
        match = _DATE_TEXT.match(value)
        if not match:
            return value
        y, m, d = (int(g) for g in match.groups())
    return written(forms(code)["date"], y, m, d)


def date_form() -> tuple[str, str]:
    """How the current language writes a date: the order of its day, month and year
    (``"dmy"``) and their separator (``"."``); English: ISO's ``("ymd", "-")``."""
    if language() == DEFAULT:
        return "ymd", "-"
    form = forms()
    return form["order"], form["separator"]


__all__ = ["CLDR", "DEFAULT", "ENVIRONMENT", "LANGUAGES", "LOCALE", "N_", "Catalogue", "Texts",
           "catalogue", "compiled", "date_form", "day", "decimal", "forms", "language",
           "normalize", "number", "set_language", "system_language", "tr", "trn", "using",
           "written"]
