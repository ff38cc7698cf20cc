"""The texts the code marks for the catalogue, found in the sources (for the tests and
``tools/i18n.py``; never used at run time).

A marked text is the literal first argument of ``tr(...)`` or ``N_(...)``, or the two
literal first arguments of ``trn(...)`` or of the engine's ``count_text(...)`` (the key is
then the pair; arbiter_app/engine/texts.py).  A call whose text is
not a literal is not a marked text: such code translates a text marked elsewhere.
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def marked_in(source: str, where: str = "") -> dict[object, list[str]]:
    """key -> places ("file:line") of every marked text of ``source``."""
    found: dict[object, list[str]] = {}
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        key = None
        if name in ("tr", "N_"):
            key = _literal(node.args[0])
            if name == "tr" and isinstance(node.func, ast.Attribute):
                key = None  # Qt's own QObject.tr, not ours
        elif name in ("trn", "count_text") and len(node.args) >= 2:
            one, many = _literal(node.args[0]), _literal(node.args[1])
            key = (one, many) if one is not None and many is not None else None
        if key is not None:
            found.setdefault(key, []).append(f"{where}:{node.lineno}")
    return found


def marked(root: Path = PACKAGE) -> dict[object, list[str]]:
    """Every marked text of the package."""
    found: dict[object, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).parts[0] == "i18n":
            continue  # the catalogues and this module
        where = str(path.relative_to(root.parent))
        for key, places in marked_in(path.read_text(encoding="utf-8"), where).items():
            found.setdefault(key, []).extend(places)
    return found


def placeholders(text: str) -> set[str]:
    """The ``{names}`` of a text (``{{`` is no placeholder)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def problems(code: str, keys: dict[object, list[str]] | None = None) -> list[str]:
    """What the catalogue of ``code`` lacks or gets wrong against the texts the code marks:
    a missing text, a wrong number of plural forms, a placeholder dropped or added."""
    from arbiter_app import i18n
    keys = marked() if keys is None else keys
    module = i18n.catalogue(code)
    found = []
    for key, places in keys.items():
        where = places[0]
        value = module.MESSAGES.get(key)
        if not value:
            found.append(f"{code}: missing {key!r} ({where})")
            continue
        if isinstance(key, tuple):
            if not isinstance(value, tuple) or len(value) != module.NPLURALS:
                found.append(f"{code}: {key!r} needs {module.NPLURALS} plural forms")
                continue
            wanted = placeholders(key[1]) | {"n"}
            forms = value
        else:
            if not isinstance(value, str):
                found.append(f"{code}: {key!r} is a text, not plural forms")
                continue
            wanted, forms = placeholders(key), (value,)
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
    return found


def stale(code: str, keys: dict[object, list[str]] | None = None) -> list[object]:
    """Entries of the catalogue of ``code`` that no code marks any more."""
    from arbiter_app import i18n
    keys = marked() if keys is None else keys
    return [k for k in i18n.catalogue(code).MESSAGES if k not in keys]
