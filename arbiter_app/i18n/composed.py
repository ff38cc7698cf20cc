"""Texts that are made in English and must stay so, translated only where they are shown.

The pairing engines explain each board ("bracket 2; 3 (2) floats down, 5 (1½) up; colours
5.2.2: ..."), the checker names the rules a pairing breaks, the tie-break rules name what
they cannot read.  Those texts are kept with the pairing in the tournament file, written to
the audit log and compared by programs, so the engine writes them in English whatever the
window's language (docs/languages.md).  The engine marks each piece with ``N_``; the pieces
are the catalogue's texts marked in :data:`ENGINE_SOURCES` (:func:`engine_keys`, read from the
places the template ``arbiter.pot`` gives), and :func:`shown` finds them again in a finished
text and puts each one into the current language:

* a text that is a key is translated as it is;
* else a text one key's pattern matches whole (``"bracket {score} ({kind})"``) is
  translated with its values, each value translated the same way when it is itself a known
  text (``{kind}``: "heterogeneous"), a decimal number written in the language's form
  (but the value of ``{rule}``, ``{article}`` or ``{head}``: an article number, "5.4",
  stays as FIDE writes it);
* else a text of several pieces joined by ``"; "`` (outside brackets) is translated piece
  by piece;
* a piece no key matches stays as it is (an engine's text not yet marked shows in English,
  as before).

A plural key (a pair of English forms, written by the engine as ``"1 player"`` or
``"2 players"``; the engine's ``count_text``) matches either form and is translated with the
count of its ``{n}``.

A value never has an unclosed bracket: ``"{how} ({floated})"`` reads ``"proposed pairing
(2.4) (5 floated ...)"`` as ``proposed pairing (2.4)`` and ``5 floated ...``, not as
``proposed pairing`` and ``2.4) (5 floated ...``; among the readings left the shortest
first value is taken, then the shortest second, and so on.
"""

from __future__ import annotations

import re
import string
from functools import lru_cache

from . import LOCALE, catalogue, decimal, language

#: where the texts the engine's explanations are made of are marked (a place of arbiter.pot
#: starts so)
ENGINE_SOURCES = ("arbiter_app/engine/",)
#: the pieces with values a service adds to the engine's explanations in the engine's manner
#: (services/pairings.py: an arbiter's change to a board, kept in English with the pairing)
ENGINE_TEXTS_ELSEWHERE = ("colours swapped by the arbiter (the system: {number} white)",)
_ESCAPE = re.compile(r'\\([\\trn"])')
_ESCAPED = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}


def _unquote(text: str) -> str:
    """A quoted string of a .po file, unescaped as Babel writes it."""
    return _ESCAPE.sub(lambda m: _ESCAPED[m.group(1)], text.strip()[1:-1])


def engine_keys() -> tuple:
    """The keys (texts, pairs of plural forms) the engine's explanations are made of."""
    return _engine_keys()


@lru_cache(maxsize=1)
def _engine_keys() -> tuple:
    """The keys (texts, pairs of plural forms) marked in :data:`ENGINE_SOURCES`, read from
    the places of the template ``arbiter.pot`` (a few milliseconds, once)."""
    keys, places, fields, field = dict.fromkeys(ENGINE_TEXTS_ELSEWHERE), [], {}, None

    def entry_done():
        if fields.get("msgid") and any(p.startswith(ENGINE_SOURCES) for p in places):
            one = fields["msgid"]
            keys[(one, fields["msgid_plural"]) if "msgid_plural" in fields else one] = None

    text = (LOCALE / "arbiter.pot").read_text(encoding="utf-8")
    for line in text.splitlines() + [""]:
        if not line.strip():
            entry_done()
            places, fields, field = [], {}, None
        elif line.startswith("#:"):
            places += line[2:].split()
        elif line.startswith("msg"):
            field, _, rest = line.partition(" ")
            fields[field] = _unquote(rest)
        elif line.startswith('"') and field:
            fields[field] += _unquote(line)
    return tuple(keys)
_NUMBER = re.compile(r"^-?\d+\.\d+$")
#: placeholders whose value is an article number ("5.4", "2.1"), never a decimal
_ARTICLES = frozenset({"rule", "article", "head"})
#: how deep values inside values are translated (a Lim board: piece, note, crack, group, how)
_DEPTH = 8


def _balanced(text: str) -> bool:
    """No bracket of ``text`` closes before it opens, and every one is closed."""
    depth = 0
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _fit(text: str, literals: list[str], names: list[str]) -> dict[str, str] | None:
    """The values of the placeholders ``names`` that put ``text`` together between the
    literal texts ``literals`` (one more than the names), each value with balanced
    brackets, the first values as short as can be; None when there are none."""
    def values_from(i: int, pos: int, found: dict[str, str]) -> dict[str, str] | None:
        if i == len(names):
            return found if pos == len(text) else None
        after = literals[i + 1]
        if i == len(names) - 1:
            ends = [len(text) - len(after)] if text.endswith(after) else []
        elif after:
            ends, at = [], text.find(after, pos + 1)
            while at >= 0:
                ends.append(at)
                at = text.find(after, at + 1)
        else:
            ends = list(range(pos + 1, len(text)))
        for end in ends:
            value, name = text[pos:end], names[i]
            if not value or not _balanced(value) or found.get(name, value) != value:
                continue
            result = values_from(i + 1, end + len(after), {**found, name: value})
            if result is not None:
                return result
        return None
    if not text.startswith(literals[0]):
        return None
    return values_from(0, len(literals[0]), {})


def _pieces(template: str) -> tuple[list[str], list[str]]:
    """The literal texts of ``template`` and the names of its placeholders between them."""
    literals, names = [""], []
    for literal, name, _spec, _conv in string.Formatter().parse(template):
        literals[-1] += literal
        if name is not None:
            names.append(name)
            literals.append("")
    return literals, names


def _pattern(literals: list[str], names: list[str]) -> re.Pattern:
    """A quick test of a whole text against the pieces of a template (:func:`_fit` then
    finds the values): the literal texts in order, anything between them."""
    parts, seen = [re.escape(literals[0])], set()
    for name, literal in zip(names, literals[1:]):
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
        parts.append(re.escape(literal))
    return re.compile("".join(parts), re.DOTALL)


@lru_cache(maxsize=None)
def _templates(code: str) -> dict[bool, tuple]:
    """(pattern, key, literal texts, placeholder names) of every form of an engine's key
    (:func:`engine_keys`) the catalogue of ``code`` translates that has a placeholder, the most literal
    text first (``"bracket {score} ({kind})"`` before ``"bracket {score}"``); under True
    the forms made of several ``"; "``-joined pieces, under False the others."""
    module = catalogue(code)
    found: dict[bool, list] = {True: [], False: []}
    for key in engine_keys():
        if module.get(key) is None:
            continue
        for form in key if isinstance(key, tuple) else (key,):
            literals, names = _pieces(form)
            if not names:
                continue
            found[len(_split(form)) > 1].append(
                (-sum(map(len, literals)), _pattern(literals, names), key, literals, names))
    return {several: tuple(item[1:] for item in sorted(items, key=lambda item: item[0]))
            for several, items in found.items()}


def _split(text: str) -> list[str]:
    """``text`` cut at each ``"; "`` outside brackets."""
    pieces, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch == ";" and depth == 0 and text.startswith("; ", i):
            pieces.append(text[start:i])
            start = i + 2
    pieces.append(text[start:])
    return pieces


def _value(name: str, text: str, module, code: str, depth: int) -> str:
    if _NUMBER.match(text) and name not in _ARTICLES:
        return decimal(text)
    return _translate(text, module, code, depth + 1)


def _translate(text: str, module, code: str, depth: int) -> str:
    if depth > _DEPTH or not text:
        return text
    exact = module.get(text)
    if isinstance(exact, str) and exact:
        return exact
    pieces = _split(text)
    found = _by_template(text, module, code, depth, several=len(pieces) > 1)
    if found is not None:
        return found
    if len(pieces) > 1:
        return "; ".join(_translate(piece, module, code, depth + 1) for piece in pieces)
    return text


def _by_template(text: str, module, code: str, depth: int, several: bool) -> str | None:
    """``text`` translated by the first key whose pattern it matches whole, or None."""
    for pattern, key, literals, names in _templates(code)[several]:
        if not text.startswith(literals[0]) or pattern.fullmatch(text) is None:
            continue
        found = _fit(text, literals, names)
        if found is None:
            continue
        if isinstance(key, tuple):
            n = found.get("n", "")
            if not n.isdigit():
                continue
            form = module.form(key, int(n))
        else:
            form = module.get(key)
        if not form:
            continue
        values = {name: _value(name, value, module, code, depth)
                  for name, value in found.items()}
        return form.format(**values)
    return None


#: (catalogue, English text) -> the text shown: a round of 1,000 boards has a few dozen
#: different explanations, and the round tab shows them again at every refresh
_SHOWN: dict[tuple[int, str], str] = {}
_SHOWN_MAX = 50_000


def shown(text: str) -> str:
    """``text``, an English text made of the engine's marked pieces, in the current
    language (unchanged in English, and where no piece is known)."""
    code = language()
    module = catalogue(code)
    if module is None or not text:
        return text
    key = (id(module), text)
    found = _SHOWN.get(key)
    if found is None:
        if len(_SHOWN) >= _SHOWN_MAX:
            _SHOWN.clear()
        found = _SHOWN[key] = _translate(text, module, code, 0)
    return found


def forget() -> None:
    """Forget the patterns and the texts shown (a catalogue was replaced: the tests)."""
    _templates.cache_clear()
    _engine_keys.cache_clear()
    _SHOWN.clear()


__all__ = ["ENGINE_SOURCES", "ENGINE_TEXTS_ELSEWHERE", "engine_keys", "forget", "shown"]
