"""FIDE's rating list files: read, searched, looked up by FIDE number (issue #24).

FIDE publishes each month, as downloads the arbiter saves (Arbiter is offline by
design), per kind and combined:

* TXT, fixed columns found from the header line.  The combined list
  (``players_list_foa.txt``) has ``ID Number Name Fed Sex Tit WTit OTit FOA SRtng
  SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag``: the standard, rapid and blitz
  rating, games and K of each player.  The lists of one kind
  (``standard_mar26frl.txt``, ``rapid_…``, ``blitz_…``) have one rating column
  headed by the month (``MAR26``; older lists ``Rtng``), ``Gms`` and ``K``;
* XML, ``<playerslist><player>`` with ``fideid name country sex title w_title
  o_title foa_title`` and ``rating games k`` (plus ``rapid_rating rapid_games rapid_k
  blitz_rating blitz_games blitz_k`` in the combined list), ``birthday flag``;

plain or still zipped.  A list of one kind says its kind by its file name (or the
caller names it); its month by the rating header (``MAR26``) or the file name
(``…_mar26frl…``), else the caller gives it.  The file (about a million players) is
streamed, and only the players asked for are kept.

A list may come from anyone: it is opened by :mod:`.input_files` (a regular file within
the limits of a rating list, zipped or not; a zip member bounded by its declared and its
actual size) and read in bounded memory: TXT lines of at most :data:`LINE_LIMIT`
characters, XML parsed in chunks with no DOCTYPE, comment, CDATA or processing
instruction, at most :data:`XML_GAP` characters between two tags and :data:`XML_DEPTH`
levels (docs/input-files.md).
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
import zlib
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Iterable, Iterator
from xml.etree import ElementTree

from arbiter_app.engine.folding import fold
from arbiter_app.i18n import tr
from arbiter_app.trf.input_files import (CHUNK, RATING_LIST, RATING_LIST_TXT, RATING_LIST_ZIP,
                                         InputFileError, bounded, open_input, restrict,
                                         size_text, too_large)

KINDS = ("standard", "rapid", "blitz")
_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")

#: TXT header -> (field, kind); kind None for the player's own fields
TXT_FIELDS = {"ID Number": ("fide_id", None), "Name": ("name", None), "Fed": ("federation", None),
              "Sex": ("sex", None), "Tit": ("title", None), "WTit": ("w_title", None),
              "B-day": ("birth_date", None), "Bday": ("birth_date", None),
              "SRtng": ("rating", "standard"), "SK": ("k", "standard"),
              "RRtng": ("rating", "rapid"), "Rk": ("k", "rapid"), "RK": ("k", "rapid"),
              "BRtng": ("rating", "blitz"), "BK": ("k", "blitz"),
              "Rtng": ("rating", ""), "K": ("k", "")}  # "": the list's one kind
#: XML element -> (field, kind)
XML_FIELDS = {"fideid": ("fide_id", None), "name": ("name", None),
              "country": ("federation", None), "sex": ("sex", None), "title": ("title", None),
              "w_title": ("w_title", None), "birthday": ("birth_date", None),
              "rating": ("rating", ""), "k": ("k", ""),
              "rapid_rating": ("rating", "rapid"), "rapid_k": ("k", "rapid"),
              "blitz_rating": ("rating", "blitz"), "blitz_k": ("k", "blitz")}


@dataclass(frozen=True)
class ListInfo:
    """What a list file is: the kinds it rates and its month (``YYYY/MM``, "" unknown)."""

    name: str
    kinds: tuple[str, ...]
    month: str = ""
    #: who publishes it: FIDE, or the arbiter's own list (a CSV, Q117: "custom")
    publisher: str = "FIDE"

    def source(self, kind: str) -> str:
        """How a rating from this list is labelled (Q134): ``FIDE standard 2026/03``,
        ``custom standard 2026/03 (club.csv)`` for the arbiter's own list."""
        label = f"{self.publisher} {kind}"
        if self.publisher != "FIDE":
            return f"{label} {self.month} ({self.name})" if self.month else \
                f"{label} ({self.name})"
        return f"{label} {self.month}".rstrip() if self.month else f"{label} ({self.name})"


@dataclass(frozen=True)
class ListPlayer:
    """One player of a list: his fields and rating, K per kind (0: none)."""

    fide_id: str
    name: str
    federation: str = ""
    sex: str = ""
    title: str = ""
    birth_date: str = ""
    ratings: dict[str, tuple[int, int]] = field(default_factory=dict)

    def rating(self, kind: str) -> int:
        return self.ratings.get(kind, (0, 0))[0]

    def k(self, kind: str) -> int:
        return self.ratings.get(kind, (0, 0))[1]


class ListError(ValueError):
    """A file that is not a FIDE rating list, with its name in the message."""


def _month_of_header(name: str) -> str:
    match = re.fullmatch(r"([A-Z]{3})(\d{2})", name)
    if match and match.group(1) in _MONTHS:
        return f"20{match.group(2)}/{_MONTHS.index(match.group(1)) + 1:02d}"
    return ""


def describe_name(path: Path) -> tuple[str, str]:
    """(kind, month) a FIDE download's name says: ``standard_mar26frl.zip`` ->
    ``("standard", "2026/03")``; "" for what it does not say."""
    name = path.name.lower()
    kind = next((k for k in KINDS if name.startswith(k)), "")
    match = re.search(r"_([a-z]{3})(\d{2})frl", name)
    month = _month_of_header(match.group(1).upper() + match.group(2)) if match else ""
    return kind, month


#: the longest line of a TXT list read (FIDE's are some 170 characters)
LINE_LIMIT = 4096
#: the deepest nesting of elements in an XML list (FIDE's: playerslist, player, field)
XML_DEPTH = 16
#: the most characters of an XML list between one ``<`` and the next (a field's text
#: and the markup around it; FIDE's are some 100)
XML_GAP = 1_000_000
#: the most characters kept of one field of a player
FIELD_LIMIT = 256
#: the largest directory of a zipped list (FIDE's holds one file: some 100 bytes)
ZIP_DIRECTORY = 1_000_000


#: what unzipping a damaged, encrypted or oddly compressed member raises
_UNZIP_ERRORS = (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, RuntimeError,
                 EOFError, zlib.error)


def _zip_error(path: Path, exc: BaseException) -> ListError:
    return ListError(tr("{name}: not a readable zip file ({problem})", name=path.name,
                        problem=exc))


def _zip_directory_size(stream: IO[bytes]) -> int:
    """The size of a zip file's central directory as its end record says (the ZIP64 record
    just before it, when it says so, as :mod:`zipfile` reads it), or 0 when no end record
    is found (:mod:`zipfile` then says what is wrong)."""
    end = stream.seek(0, io.SEEK_END)
    start = max(0, end - (1 << 16) - 22 - 20 - 56)
    stream.seek(start)
    tail = stream.read(end - start)
    at = tail.rfind(b"PK\x05\x06")
    if at < 0 or len(tail) - at < 22:
        return 0
    entries, size = struct.unpack("<HL", tail[at + 10:at + 16])
    locator = at - 20
    if (entries == 0xFFFF or size == 0xFFFFFFFF) and locator >= 56 \
            and tail[locator:locator + 4] == b"PK\x06\x07" \
            and tail[locator - 56:locator - 52] == b"PK\x06\x06":
        (size,) = struct.unpack("<Q", tail[locator - 16:locator - 8])
    return size


def _open(path: Path) -> IO[bytes]:
    """The list's bytes: the file itself, or the first .txt or .xml file of a zip file;
    every read bounded (:mod:`.input_files`)."""
    stream = open_input(path, RATING_LIST)
    try:
        if not zipfile.is_zipfile(stream):
            stream.seek(0)
            return stream
        restrict(stream, RATING_LIST_ZIP)
        directory = _zip_directory_size(stream)
        if directory > ZIP_DIRECTORY:
            raise ListError(tr("{name}: not a zipped rating list: its directory is {size} "
                               "({limit} at most)", name=path.name, size=size_text(directory),
                               limit=size_text(ZIP_DIRECTORY)))
        stream.seek(0)
        try:
            archive = zipfile.ZipFile(stream)
            members = [m for m in archive.infolist()
                       if m.filename.lower().endswith((".txt", ".xml"))]
            if not members:
                raise ListError(tr("{name}: the zip file holds no .txt or .xml rating list",
                                   name=path.name))
            member = members[0]
            if member.file_size > RATING_LIST.limit:
                raise too_large(path, member.file_size, RATING_LIST, member.filename)
            return bounded(archive.open(member), path, member.filename, RATING_LIST,
                           owners=(archive, stream))
        except _UNZIP_ERRORS as exc:  # damaged, encrypted, an unknown compression
            raise _zip_error(path, exc) from None
    except BaseException:
        stream.close()
        raise


def _lines(text: IO[str], source: str) -> Iterator[str]:
    """The lines of a TXT list, each read bounded (a file of one endless line is refused
    at :data:`LINE_LIMIT` characters, not held in memory)."""
    number = 0
    while True:
        line = text.readline(LINE_LIMIT + 1)
        if not line:
            return
        number += 1
        if len(line) > LINE_LIMIT:
            raise ListError(tr("{name}: line {line} is longer than {limit} characters; not a "
                               "FIDE rating list", name=source, line=number, limit=LINE_LIMIT))
        yield line


def _txt_columns(header: str, source: str) -> tuple[dict, str]:
    """Header -> {(field, kind): (start, end)} and the month a ``MAR26`` header says."""
    starts = [(m.start(), m.group()) for m in re.finditer(r"ID Number|\S+", header)]
    columns, month = {}, ""
    for i, (start, name) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else None
        key = TXT_FIELDS.get(name)
        if key is None and _month_of_header(name):
            key, month = ("rating", ""), _month_of_header(name)
        if key and key not in columns:
            columns[key] = (start, end)
    if ("fide_id", None) not in columns or ("name", None) not in columns:
        raise ListError(tr("{name}: line 1 is not the header of a FIDE rating list (expected "
                           "'ID Number' and 'Name')", name=source))
    return columns, month


def _player(values: dict, one_kind: str) -> ListPlayer:
    """A list player from {(field, kind): text}."""
    own = {f: (v or "").strip() for (f, kind), v in values.items() if kind is None}
    ratings: dict[str, tuple[int, int]] = {}
    for kind in KINDS:
        rating = values.get(("rating", kind)) or (values.get(("rating", "")) if kind == one_kind
                                                  else None)
        k = values.get(("k", kind)) or (values.get(("k", "")) if kind == one_kind else None)
        rating, k = (rating or "").strip(), (k or "").strip()
        if rating.isdigit() and int(rating):
            ratings[kind] = (int(rating), int(k) if k.isdigit() else 0)
    sex = own.get("sex", "").lower()
    title = own.get("title", "") or own.get("w_title", "")
    return ListPlayer(fide_id=own.get("fide_id", ""), name=own.get("name", ""),
                      federation=own.get("federation", "").upper(),
                      sex={"m": "m", "f": "w", "w": "w"}.get(sex, ""), title=title.upper(),
                      birth_date=own.get("birth_date", ""), ratings=ratings)


def _records(path: Path, kind: str) -> tuple[ListInfo, Iterator[dict]]:
    """The list's description and its raw records ({(field, kind): text}); the file is
    closed when the records are (``close()``, or read to the end)."""
    named_kind, named_month = describe_name(path)
    stream = _open(path)
    try:
        head = stream.read(64)
        rest = io.BufferedReader(_Prepended(head, stream))
        if head[:2] in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in head:  # UTF-16/32: never FIDE's
            raise _not_8_bit(path.name)
        if head.removeprefix(b"\xef\xbb\xbf").lstrip().startswith(b"<"):
            records = _iter_xml(rest, path.name)
            first = next(records, None)
            combined = first is not None and any(k == ("rating", "rapid") for k in first)
            kinds = KINDS if combined else (kind or named_kind or "standard",)
            info = ListInfo(path.name, kinds, named_month)
            return info, _closing(_chain(first, records), stream, path)
        restrict(stream, RATING_LIST_TXT)
        text = io.TextIOWrapper(rest, encoding="utf-8", errors="replace")
        lines = _lines(text, path.name)
        columns, month = _txt_columns(next(lines, "").rstrip("\r\n"), path.name)
        present = [k for k in KINDS if ("rating", k) in columns]
        kinds = tuple(present) if present else (kind or named_kind or "standard",)
        info = ListInfo(path.name, kinds, month or named_month)
        return info, _closing(({key: line[a:b] for key, (a, b) in columns.items()}
                               for line in lines), stream, path)
    except _UNZIP_ERRORS as exc:  # a zip member that cannot be unzipped
        stream.close()
        raise _zip_error(path, exc) from None
    except BaseException:
        stream.close()
        raise


def _closing(records: Iterator[dict], stream: IO[bytes], path: Path) -> Iterator[dict]:
    """``records``, then the file closed (also when the reader stops early)."""
    try:
        yield from records
    except _UNZIP_ERRORS as exc:
        raise _zip_error(path, exc) from None
    finally:
        stream.close()


def _chain(first, rest) -> Iterator[dict]:
    if first is not None:
        yield first
        yield from rest


class _Players:
    """The target of the XML parser: each ``<player>``'s fields, at most
    :data:`FIELD_LIMIT` characters of each, nothing else kept."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.depth = 0
        self.player: dict | None = None
        self.player_depth = 0
        self.field: tuple | None = None
        self.text: list[str] = []
        self.kept = 0
        self.done: list[dict] = []

    def start(self, tag, attrib) -> None:
        self.depth += 1
        if self.depth > XML_DEPTH:
            raise ListError(tr("{name}: not a FIDE rating list: elements nested more than "
                               "{depth} deep", name=self.source, depth=XML_DEPTH))
        if self.player is None:
            if tag == "player":
                self.player, self.player_depth = {}, self.depth
        elif self.depth == self.player_depth + 1 and tag in XML_FIELDS:
            self.field, self.text, self.kept = XML_FIELDS[tag], [], 0

    def data(self, text: str) -> None:
        if self.field is not None and self.depth == self.player_depth + 1 \
                and self.kept < FIELD_LIMIT:
            text = text[:FIELD_LIMIT - self.kept]
            self.text.append(text)
            self.kept += len(text)

    def end(self, tag) -> None:
        if self.player is not None:
            if self.depth == self.player_depth + 1 and self.field is not None:
                self.player[self.field] = "".join(self.text)
                self.field = None
            elif self.depth == self.player_depth:
                self.done.append(self.player)
                self.player = None
        self.depth -= 1

    def close(self) -> None:
        return None


#: the encodings an XML list may declare, as the parser is told to read it: 8-bit encodings
#: that write ``<`` as the byte 3C, so that the byte-level checks of :func:`_iter_xml` see
#: the markup the parser sees (a UTF-16 list would slip past them)
_XML_ENCODINGS = {"utf-8": "utf-8", "utf8": "utf-8", "us-ascii": "utf-8", "ascii": "utf-8",
                  "iso-8859-1": "iso-8859-1", "latin-1": "iso-8859-1",
                  "latin1": "iso-8859-1", "windows-1252": "iso-8859-1",
                  "cp1252": "iso-8859-1"}
_DECLARED = re.compile(rb"""\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")


def _not_8_bit(source: str) -> ListError:
    return ListError(tr("{name}: not a FIDE rating list: a list is read in UTF-8 or Latin-1 "
                        "only", name=source))


def _xml_encoding(head: bytes, source: str) -> str:
    """The encoding the parser reads the list in: the one its XML declaration names, among
    :data:`_XML_ENCODINGS` (UTF-8 when it names none); any other is refused."""
    head = head[3:] if head.startswith(b"\xef\xbb\xbf") else head
    found = _DECLARED.match(head)
    name = found.group(1).decode("ascii").lower() if found else "utf-8"
    if name not in _XML_ENCODINGS or head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise _not_8_bit(source)
    return _XML_ENCODINGS[name]


def _iter_xml(stream: IO[bytes], source: str) -> Iterator[dict]:
    """The players of an XML list, parsed in chunks: what is kept is one chunk and its
    players.  Refused (a ListError): a DOCTYPE (entities), a comment, a CDATA section or a
    processing instruction but the XML declaration, more than :data:`XML_GAP` characters
    from one ``<`` to the next, elements nested more than :data:`XML_DEPTH` deep; FIDE's
    lists have none of these, and each could make the parser hold a file's worth of
    memory."""
    target = _Players(source)
    parser = None
    offset, last_open, previous = 0, 0, b""
    try:
        while True:
            chunk = stream.read(CHUNK)
            if not chunk:
                break
            if parser is None:  # the checks below read bytes: the text must be 8-bit ASCII
                parser = ElementTree.XMLParser(target=target,
                                               encoding=_xml_encoding(chunk, source))
            if b"\x00" in chunk:
                raise _not_8_bit(source)
            joined = previous[-1:] + chunk
            base = offset - len(previous[-1:])
            declaration = joined.find(b"<?")
            while 0 <= declaration and base + declaration <= 3:  # the XML declaration
                declaration = joined.find(b"<?", declaration + 1)
            if b"<!" in joined or declaration >= 0:
                raise ListError(tr("{name}: not a FIDE rating list: it holds a DOCTYPE, a "
                                   "comment, a CDATA section or a processing instruction",
                                   name=source))
            first = chunk.find(b"<")
            gap_end = offset + (first if first >= 0 else len(chunk))
            if gap_end - last_open > XML_GAP:
                raise ListError(tr("{name}: not a FIDE rating list: more than {limit} "
                                   "characters without markup", name=source, limit=XML_GAP))
            if first >= 0:
                last_open = offset + chunk.rfind(b"<")
            offset += len(chunk)
            previous = chunk
            parser.feed(chunk)
            yield from target.done
            target.done.clear()
        if parser is not None:
            parser.close()
        yield from target.done
    except ElementTree.ParseError as exc:
        raise ListError(tr("{name}: not a readable XML rating list ({exc})", name=source,
                           exc=exc)) from None


@contextmanager
def _list_errors(path: Path) -> Iterator[None]:
    """The errors of reading the list ``path``, each as a one-line :class:`ListError`."""
    try:
        yield
    except InputFileError as exc:
        raise ListError(str(exc)) from None
    except OSError as exc:
        raise ListError(tr("{name}: cannot be read ({reason})", name=path.name,
                           reason=exc.strerror or exc)) from None


def read_list(path: str | Path, fide_ids: Iterable[str], kind: str = "",
              month: str = "") -> tuple[ListInfo, dict[str, ListPlayer]]:
    """The players of the list with the FIDE numbers given (those found), and what
    the list is.  ``kind``/``month``: for a list whose name and header say neither."""
    path = Path(path)
    wanted = {str(x).strip() for x in fide_ids if str(x).strip()}
    if kind and kind not in KINDS:
        raise ListError(tr("{kind!r} is not a kind of FIDE list ({kinds})", kind=kind,
                           kinds=", ".join(KINDS)))
    with _list_errors(path):
        info, records = _records(path, kind)
        if month:
            info = ListInfo(info.name, info.kinds, month)
        found = {}
        with closing(records):
            for values in records:
                number = (values.get(("fide_id", None)) or "").strip()
                if number in wanted:
                    found[number] = _player(values, info.kinds[0])
                    if len(found) == len(wanted):
                        break
    return info, found


class Query:
    """Several lines typed by the arbiter: a FIDE id, or words of a name."""

    def __init__(self, lines: list[str]) -> None:
        self.ids = {q.strip() for q in lines if q.strip().isdigit()}
        self.names = [[w for w in re.split(r"[\s,]+", fold(q)) if w]
                      for q in lines if q.strip() and not q.strip().isdigit()]

    def matches(self, fide_id: str, name: str) -> bool:
        if fide_id in self.ids:
            return True
        folded = fold(name)  # case and accents aside: "novak" finds Novák
        return any(all(w in folded for w in words) for words in self.names)

    def __bool__(self) -> bool:
        return bool(self.ids or self.names)


def search_rating_list(path: str | Path, lines: list[str], limit: int = 500,
                       kind: str = "") -> list[dict]:
    """Players of the list matching any query line, at most ``limit``, as player
    fields (``name rating title sex federation fide_id birth_date`` and ``k`` when
    the list gives one): the rating and K of ``kind`` (default: standard, or the
    list's one kind)."""
    path = Path(path)
    query = Query(lines)
    if not query:
        return []
    found = []
    with _list_errors(path):
        info, records = _records(path, kind)
        use = kind if kind in info.kinds else info.kinds[0]
        with closing(records):
            for values in records:
                if query.matches((values.get(("fide_id", None)) or "").strip(),
                                 values.get(("name", None)) or ""):
                    player = _player(values, info.kinds[0])
                    fields = dict(name=player.name, rating=player.rating(use),
                                  title=player.title, sex=player.sex,
                                  federation=player.federation, fide_id=player.fide_id,
                                  birth_date=player.birth_date)
                    if player.k(use):
                        fields["k"] = player.k(use)
                    found.append(fields)
                    if len(found) >= limit:
                        break
    return found


class _Prepended(io.RawIOBase):
    """A stream whose first bytes were already read for sniffing."""

    def __init__(self, head: bytes, stream: IO[bytes]) -> None:
        self._head, self._stream = head, stream

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        if self._head:
            n = min(len(buffer), len(self._head))
            buffer[:n] = self._head[:n]
            self._head = self._head[n:]
            return n
        data = self._stream.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)




def count_players(path: str | Path) -> tuple[ListInfo, int]:
    """What the list ``path`` is and how many players it holds: every record read (the
    check of a downloaded list before it replaces the local copy, issue #38)."""
    path = Path(path)
    count = 0
    with _list_errors(path):
        info, records = _records(path, "")
        with closing(records):
            for values in records:
                if (values.get(("fide_id", None)) or "").strip().isdigit():
                    count += 1
    return info, count


__all__ = ["KINDS", "ListError", "ListInfo", "ListPlayer", "Query", "count_players",
           "describe_name", "read_list", "search_rating_list"]
