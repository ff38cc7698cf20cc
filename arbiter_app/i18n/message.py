"""The engine's texts as messages: an English text that keeps what it is made of.

A pairing system explains each board, a checker names the rules a pairing breaks, a
tie-break names what it cannot read.  The tournament file, the audit log, the TRF's ``###``
lines and the JSON reports keep those texts in English; the window, the documents and the
command line show them in their language.  So a text the engine makes is a
:class:`Message`: a ``str`` (its English text, so everything that stores, compares or
prints it works as before) that also holds its catalogue key and its values.
:func:`shown` formats it in the current language from those, never by reading the English
back:

* ``Message.of("bracket {score} ({kind})")`` is the text marked for the catalogue (the
  engine's ``N_``); its ``.format(score="1.5", kind=...)`` is again a message, with its
  values (a value may itself be a message, e.g. the bracket's kind);
* :func:`counted` is a count: the English singular or plural, one plural key of the
  catalogue, so Russian shows its own three forms;
* :func:`joined` puts pieces together with ``"; "`` (or another separator, kept in every
  language).

A message's values are shown in the language too: a message value in its own form, a
decimal number (``"1.5"``) with the language's separator, unless it is an article number
(the values named ``rule``, ``article``, ``head``: "5.2" stays as FIDE writes it).  A plain
text that is no message (a file written before messages, another program's ``###`` line)
is shown as it is.

A tournament file keeps a message beside its English text as :func:`to_data` (JSON);
:func:`from_data` makes it again, and refuses (gives the English text alone) anything that
is not exactly what Arbiter writes: the file is untrusted input.
"""

from __future__ import annotations

import json
import re
import string

from . import catalogue, decimal, language

#: values that are article numbers ("5.4"), never decimals
ARTICLES = frozenset({"rule", "article", "head"})
_NUMBER = re.compile(r"^-?\d+\.\d+$")
_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")
#: the most a stored message may nest (a Lim board: piece, note, crack, group, how)
_DEPTH = 12
#: the longest stored message read back, in characters of JSON
_LONGEST = 100_000


class Message(str):
    """An English text made from a catalogue key and values (see the module)."""

    key: str | tuple[str, str] | None = None
    values: dict = {}
    n: int | None = None
    parts: tuple = ()
    sep: str = "; "

    def __str__(self) -> str:  # str(), f"{m}" and str(exception) keep the message
        return self

    @classmethod
    def of(cls, key: str) -> "Message":
        """The text ``key``, marked for the catalogue (no values yet)."""
        made = cls(key)
        made.key = key
        return made

    def format(self, *args, **values) -> "Message":  # type: ignore[override]
        """The English text with ``values`` filled in, as a message keeping them."""
        if args or self.key is None or self.values or self.parts:
            return str.format(self, *args, **values)
        # an exception given as a value is its message (str() keeps a message)
        values = {name: str(v) if isinstance(v, BaseException) else v
                  for name, v in values.items()}
        made = Message(str.format(self, **values))
        made.key, made.values, made.n = self.key, values, self.n
        return made

    def __reduce__(self):
        return _remade, (str.__str__(self), self.__dict__)


def _remade(text: str, state: dict) -> Message:
    made = Message(text)
    made.__dict__.update(state)
    return made


def counted(one: str, many: str, n: int, /, **values) -> Message:
    """``one`` when ``n`` is 1, else ``many``, with ``n`` and ``values``: one plural key
    of the catalogue (:mod:`.extract` marks the pair)."""
    made = Message((one if n == 1 else many).format(n=n, **values))
    made.key, made.values, made.n = (one, many), {"n": n, **values}, n
    return made


def joined(parts, sep: str = "; ") -> Message | str:
    """The texts ``parts`` (messages or not) put together with ``sep``."""
    parts = tuple(parts)
    made = Message(sep.join(parts))
    made.parts, made.sep = parts, sep
    return made


def lines(text) -> list:
    """``text`` cut into its lines, each a message where ``text`` was made of lines
    (:func:`joined` with ``"\\n"``)."""
    if isinstance(text, Message) and text.parts and text.sep == "\n":
        return [line for part in text.parts for line in lines(part)]
    return text.splitlines() if "\n" in text else ([text] if text else [])


# -- shown in the current language ------------------------------------------------------
def shown(text) -> str:
    """``text`` in the current language: a message formatted from its key and values, an
    exception by its message, any other text as it is."""
    if isinstance(text, BaseException):
        text = str(text)
    if not isinstance(text, Message):
        return text if isinstance(text, str) else str(text)
    module = catalogue(language())
    if module is None:
        return text
    return _shown(text, module)


def _shown(message: Message, module) -> str:
    if message.parts:
        return message.sep.join(_shown(p, module) if isinstance(p, Message) else p
                                for p in message.parts)
    if not message.key:  # no key, or "" (gettext's "" is the catalogue's header)
        return str.__str__(message)
    if isinstance(message.key, tuple):
        form = module.ngettext(message.key[0], message.key[1], _count(message.n))
    else:
        form = module.gettext(message.key)
    if not message.values:
        return form
    values = {name: _value(name, value, module) for name, value in message.values.items()}
    for given in (values, message.values):  # the raw values where a spec needs a number
        try:
            return form.format(**given)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            continue
    return str.__str__(message)  # a translation gone wrong: the English text


def _count(n) -> int:
    try:
        return int(n) if float(n).is_integer() else 2
    except (TypeError, ValueError):
        return 2


def _value(name: str, value, module):
    if isinstance(value, Message):
        return _shown(value, module)
    if name in ARTICLES:
        return value
    if isinstance(value, float):
        return decimal(format(value))
    if isinstance(value, str) and _NUMBER.match(value):
        return decimal(value)
    return value


# -- kept in the tournament file --------------------------------------------------------
def to_data(text) -> str:
    """A message as the JSON the file keeps beside its English text; ``""`` for a text
    that is no message."""
    if not isinstance(text, Message):
        return ""
    return json.dumps(_data(text), ensure_ascii=False, separators=(",", ":"))


def _data(value):
    if not isinstance(value, Message):
        return value if isinstance(value, (int, float)) else str(value)
    if value.parts:
        return {"j": [_data(p) for p in value.parts], "s": value.sep}
    if value.key is None:
        return str.__str__(value)
    found: dict = {"k": list(value.key) if isinstance(value.key, tuple) else value.key}
    if value.values:
        found["v"] = {name: _data(v) for name, v in value.values.items()}
    return found


def from_data(data: str, english: str) -> str:
    """The message a file kept (:func:`to_data`) for its English text ``english``;
    ``english`` itself when there is none, or when the data is not exactly a message
    whose English text is ``english``."""
    if not data or len(data) > _LONGEST:
        return english
    try:
        made = _made(json.loads(data), 0)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return english
    if not isinstance(made, Message) or str.__str__(made) != english:
        return english
    return made


def _made(data, depth: int):
    if depth > _DEPTH:
        raise ValueError("too deep")
    if isinstance(data, (str, int, float)) and not isinstance(data, bool):
        return data
    if not isinstance(data, dict):
        raise ValueError("not a message")
    if set(data) == {"j", "s"} and isinstance(data["s"], str) and isinstance(data["j"], list):
        return joined([_made(p, depth + 1) for p in data["j"]], data["s"])
    if not set(data) <= {"k", "v"}:
        raise ValueError("not a message")
    key, values = data["k"], data.get("v", {})
    if not isinstance(values, dict):
        raise ValueError("not a message")
    values = {name: _made(v, depth + 1) for name, v in values.items()}
    if isinstance(key, list):
        if len(key) != 2 or "n" not in values or not all(_plain(k, values) for k in key):
            raise ValueError("not a message")
        return counted(key[0], key[1], values.pop("n"), **values)
    if not isinstance(key, str) or not _plain(key, values):
        raise ValueError("not a message")
    return Message.of(key).format(**values) if values else Message.of(key)


def _plain(key: str, values: dict) -> bool:
    """Whether ``key`` has only plain ``{name}`` placeholders, each with its value (a
    stored key is formatted: no attribute, index, conversion or width may run)."""
    if not isinstance(key, str):
        return False
    for _literal, name, spec, conversion in string.Formatter().parse(key):
        if name is None:
            continue
        if spec or conversion or not _NAME.match(name) or name not in values:
            return False
    return all(isinstance(name, str) and _NAME.match(name) for name in values)


__all__ = ["ARTICLES", "Message", "counted", "from_data", "joined", "lines", "shown",
           "to_data"]
