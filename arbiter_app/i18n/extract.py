"""The texts the code marks for the catalogue, found in the sources, and the checks of the
gettext catalogues (``arbiter_app/locale``) against them: for the tests and
``tools/i18n.py``; never used at run time (it needs Babel).

A marked text is the literal first argument of ``tr(...)`` or ``N_(...)``, or the two
literal first arguments of ``trn(...)`` or of the engine's ``count_text(...)`` (the key is
then the pair; arbiter_app/engine/texts.py).  A call whose text is not a literal is not a
marked text: such code translates a text marked elsewhere.  Qt's own ``self.tr(...)`` is
not ours.  :func:`babel_extract` is the same rule as a Babel extraction method (babel.cfg),
so that ``pybabel extract`` and :func:`template` find exactly :func:`marked`.

:func:`cldr_table` makes ``locale/cldr.json``, the dates' and decimals' forms of each
language taken from CLDR through Babel (``python tools/i18n.py cldr``), which
:mod:`arbiter_app.i18n` reads at run time without Babel.
"""

from __future__ import annotations

import ast
import io
import json
import re
import string
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]
ROOT = PACKAGE.parent
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / "arbiter.pot"
#: the CLDR forms of each language's dates and decimals, read at run time (made by cldr_table)
CLDR_TABLE = LOCALE / "cldr.json"
#: the CLDR locale of a catalogue whose code alone names another country's usage: the
#: Portuguese catalogue is written as Portugal writes (ficheiro, ecrã), CLDR's "pt" is Brazil's
CLDR_LOCALES = {"pt": "pt_PT"}
#: English's date, a decision rather than CLDR's (docs/languages.md): the interface is an
#: international English, and CLDR en's M/d/yy (03/04/26) is the 4th of March in the US and
#: the 3rd of April almost everywhere else
ENGLISH_DATE = "yyyy-MM-dd"
#: Babel's keyword specs of the marking functions (pybabel: -k tr -k N_ -k trn:1,2 ...)
KEYWORDS = {"tr": None, "N_": None, "trn": (1, 2), "count_text": (1, 2)}
WIDTH = 76


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _calls(source: str, keywords=KEYWORDS):
    """(line, function name, key) of every marked text of ``source``."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name not in keywords or (name == "tr" and isinstance(node.func, ast.Attribute)):
            continue  # not a marking function, or Qt's own QObject.tr
        spec = keywords[name] or (1,)
        if len(node.args) < len(spec):
            continue
        texts = tuple(_literal(node.args[i - 1]) for i in spec)
        if None not in texts:
            yield node.lineno, name, texts if len(texts) > 1 else texts[0]


def marked_in(source: str, where: str = "") -> dict[object, list[str]]:
    """key -> places ("file:line") of every marked text of ``source``."""
    found: dict[object, list[str]] = {}
    for line, _name, key in sorted(_calls(source), key=lambda call: call[0]):
        found.setdefault(key, []).append(f"{where}:{line}")
    return found


def marked(root: Path = PACKAGE) -> dict[object, list[str]]:
    """Every marked text of the package."""
    found: dict[object, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).parts[0] == "i18n":
            continue  # the catalogue's own code
        where = str(path.relative_to(root.parent).as_posix())
        for key, places in marked_in(path.read_text(encoding="utf-8"), where).items():
            found.setdefault(key, []).extend(places)
    return found


def babel_extract(fileobj, keywords, comment_tags, options):
    """Babel's extraction method (babel.cfg's ``arbiter``): the texts :func:`marked_in`
    finds, for the keyword names Babel passes."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for line, name, key in sorted(_calls(source, {k: KEYWORDS.get(k) for k in keywords}),
                                  key=lambda call: call[0]):
        yield line, name, key, []


def template():
    """The catalogue template (a Babel ``Catalog``) of every text the code marks, with its
    places, extracted by Babel with babel.cfg."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg
    with open(ROOT / "babel.cfg", encoding="utf-8") as mapping:
        method_map, options_map = parse_mapping_cfg(mapping)
    catalog = Catalog(project="Arbiter", version="0.1.0", copyright_holder="the Arbiter authors",
                      msgid_bugs_address="", fuzzy=True)
    catalog.header_comment = ("# Template of Arbiter's texts (docs/languages.md says how to "
                              "edit it).\n# This file is distributed under the same license as "
                              "the Arbiter project.\n#")
    for file, line, key, _comments, context in extract_from_dir(
            PACKAGE, method_map, options_map, keywords=KEYWORDS, comment_tags=()):
        catalog.add(key, None, [(f"{PACKAGE.name}/{file}", line)], context=context)
    _brace_only(catalog)
    return catalog


def _brace_only(catalog) -> None:
    """A ``{placeholder}`` text is not a %-format text, even with a ``%`` in it."""
    for message in catalog:
        if "python-brace-format" in message.flags:
            message.flags.discard("python-format")


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "arbiter.po"


def read(path: Path):
    from babel.messages.pofile import read_po
    with open(path, "rb") as file:
        catalog = read_po(file)
    _brace_only(catalog)  # Babel flags any "% x" as %-format when it reads a file
    return catalog


def write(path: Path, catalog) -> None:
    from babel.messages.pofile import write_po
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, ignore_obsolete=True)
    path.write_bytes(out.getvalue())


def keys_of(catalog) -> dict[object, object]:
    """key (text, or (singular, plural)) -> the message, header left out."""
    return {message.id: message for message in catalog if message.id}


def messages(code: str, *places: str) -> dict[object, object]:
    """The translations of language ``code`` (a text, or the tuple of plural forms), only
    those of texts marked under one of ``places`` (path prefixes) when any is given."""
    found = {}
    for key, message in keys_of(read(po_path(code))).items():
        if places and not any(p.startswith(places) for p, _line in message.locations):
            continue
        found[key] = tuple(message.string) if isinstance(key, tuple) else message.string
    return found


def placeholders(text: str) -> set[str]:
    """The ``{names}`` of a text (``{{`` is no placeholder)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def problems(code: str, keys: dict[object, list[str]] | None = None, catalog=None) -> list[str]:
    """What the catalogue of ``code`` lacks or gets wrong against the texts the code marks:
    a missing, empty or fuzzy translation, a wrong number of plural forms, a placeholder
    dropped or added, what Babel's checkers find (%-format texts)."""
    keys = marked() if keys is None else keys
    found = []
    if catalog is None:
        catalog = read(po_path(code))
        found += duplicates(po_path(code), catalog)
    entries = keys_of(catalog)
    for key, places in keys.items():
        message = entries.get(key)
        where = places[0] if places else "?"
        if message is None or not message.string or (
                isinstance(message.string, (list, tuple)) and not all(message.string)):
            found.append(f"{code}: missing {key!r} ({where})")
            continue
        if message.fuzzy:
            found.append(f"{code}: {key!r} is fuzzy")
        if isinstance(key, tuple):
            forms = tuple(message.string) if isinstance(message.string, (list, tuple)) else ()
            if len(forms) != catalog.num_plurals:
                found.append(f"{code}: {key!r} needs {catalog.num_plurals} plural forms")
                continue
            wanted = placeholders(key[1]) | {"n"}
        else:
            if not isinstance(message.string, str):
                found.append(f"{code}: {key!r} is a text, not plural forms")
                continue
            wanted, forms = placeholders(key), (message.string,)
        for form in forms:
            try:
                names = placeholders(form)
            except ValueError as exc:
                found.append(f"{code}: {form!r} is malformed ({exc})")
                continue
            extra = names - wanted
            lost = wanted - names - ({"n"} if isinstance(key, tuple) else set())
            if extra or lost:
                found.append(f"{code}: {form!r} for {key!r}: placeholders "
                             f"{sorted(lost)} dropped, {sorted(extra)} unknown")
    for message, errors in catalog.check():
        found += [f"{code}: {message.id!r}: {error}" for error in errors]
    if catalog.plural_forms != plural_forms(code):
        found.append(f"{code}: Plural-Forms is not CLDR's {cldr_locale(code)} rule: "
                     f"{plural_forms(code)}")
    return found


def duplicates(path: Path, catalog) -> list[str]:
    """A text with two entries in the file (a merge that kept both sides): Babel reads one."""
    entries = sum(line.startswith("msgid ") for line in
                  path.read_text(encoding="utf-8").splitlines()) - 1  # the header
    extra = entries - len(keys_of(catalog))
    return [f"{path.parent.parent.name}: {extra} text(s) with two entries"] if extra else []


def stale(code: str, keys: dict[object, list[str]] | None = None, catalog=None) -> list[object]:
    """Entries of the catalogue of ``code`` that no code marks any more."""
    keys = marked() if keys is None else keys
    catalog = read(po_path(code)) if catalog is None else catalog
    return [k for k in keys_of(catalog) if k not in keys] + list(catalog.obsolete)


def template_differences(keys: dict[object, list[str]] | None = None) -> list[str]:
    """How the committed ``arbiter.pot`` differs from the texts the code marks (texts and
    plurals; not the line numbers)."""
    keys = marked() if keys is None else keys
    committed = set(keys_of(read(TEMPLATE)))
    return ([f"not in arbiter.pot: {k!r}" for k in keys if k not in committed]
            + [f"no code marks: {k!r}" for k in committed if k not in keys])


def update() -> None:
    """Write ``arbiter.pot`` from the sources and bring every ``.po`` in line with it (new
    texts untranslated, changed ones fuzzy with the old translation, gone ones dropped)."""
    pot = template()
    write(TEMPLATE, pot)
    for path in sorted(LOCALE.glob("*/LC_MESSAGES/arbiter.po")):
        catalog = read(path)
        catalog.update(pot, update_creation_date=False)
        _brace_only(catalog)
        write(path, catalog)


# -- the CLDR data of the languages (locale/cldr.json) ----------------------------------------

def cldr_locale(code: str) -> str:
    """The CLDR locale whose data language ``code`` takes (``pt`` -> ``pt_PT``)."""
    return CLDR_LOCALES.get(code, code)


def plural_forms(code: str) -> str:
    """The ``Plural-Forms`` header of language ``code`` as Babel writes CLDR's plural rule."""
    from babel.messages.catalog import Catalog
    return Catalog(locale=cldr_locale(code)).plural_forms


_TOKEN = re.compile(r"([A-Za-z])\1*|'[^']*'?|[^A-Za-z']+")
#: the fields of a date pattern arbiter_app.i18n.day writes (CLDR's pattern letters)
DATE_FIELDS = {"d", "dd", "M", "MM", "y", "yyyy"}


def four_digit_year(pattern: str) -> str:
    """A CLDR pattern with a two-digit year (``yy``) widened to the full year (``y``)."""
    return re.sub(r"(?<!y)yy(?!y)", "y", pattern)


def date_form(pattern: str) -> dict[str, str]:
    """The order of day, month and year (``"dmy"``) and the separator of a date
    ``pattern``; ValueError when the pattern is more than the fields of ``DATE_FIELDS``
    each once, with the same separator (no letter, no digit, no quote) between them."""
    tokens = [m.group() for m in _TOKEN.finditer(pattern)]
    fields, literals = tokens[0::2], tokens[1::2]
    order = "".join(field[0].lower() for field in fields)
    if (len(tokens) != 5 or not set(fields) <= DATE_FIELDS or sorted(order) != ["d", "m", "y"]
            or literals[0] != literals[1] or any(c.isalnum() or c in "'" for c in literals[0])):
        raise ValueError(f"the date pattern {pattern!r} is not day, month and year with one "
                         f"separator ({', '.join(sorted(DATE_FIELDS))}): arbiter_app.i18n.day "
                         "cannot write it")
    return {"order": order, "separator": literals[0]}


def cldr_codes() -> list[str]:
    """English and every language that has a catalogue."""
    return sorted({path.parent.parent.name for path in LOCALE.glob("*/LC_MESSAGES/arbiter.po")}
                  | {"en"})


def cldr_table() -> dict:
    """The content of ``locale/cldr.json``, made with Babel from CLDR for every language of
    :func:`cldr_codes`: its CLDR locale, its date pattern (CLDR's short one, the year
    widened to four digits; ISO for English), that pattern's order and separator, for
    reading a typed date back, and its decimal symbol."""
    import babel
    from babel.core import get_cldr_version
    from babel.dates import get_date_format
    from babel.numbers import get_decimal_symbol
    languages = {}
    for code in cldr_codes():
        locale = cldr_locale(code)
        pattern = (ENGLISH_DATE if code == "en"
                   else four_digit_year(get_date_format("short", locale=locale).pattern))
        languages[code] = {"locale": locale, "date": pattern, **date_form(pattern),
                           "decimal": get_decimal_symbol(locale)}
    return {"about": (f"Made by `python tools/i18n.py cldr` with Babel {babel.__version__} "
                      f"from CLDR {get_cldr_version()} (docs/languages.md): each language's "
                      "short date pattern, its year in four digits, and its decimal symbol; "
                      "English's date is ISO by decision. Do not edit: run the command."),
            "languages": languages}


def cldr_text(table: dict) -> str:
    """``table`` as ``cldr.json`` holds it."""
    return json.dumps(table, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def cldr_differences() -> list[str]:
    """How the committed ``cldr.json`` differs from the table Babel makes now (its languages'
    forms; the note of the versions aside)."""
    made = cldr_table()["languages"]
    try:
        committed = json.loads(CLDR_TABLE.read_text(encoding="utf-8"))["languages"]
    except (OSError, ValueError, KeyError) as exc:
        return [f"cldr.json: unreadable ({exc}): run python tools/i18n.py cldr"]
    return [f"cldr.json: {code}: {committed.get(code)} but CLDR gives {made.get(code)}: run "
            "python tools/i18n.py cldr" for code in sorted(set(made) | set(committed))
            if made.get(code) != committed.get(code)]
