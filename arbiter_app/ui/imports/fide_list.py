"""Search the FIDE rating list download for players, by name or FIDE id.

Both published forms are read: the fixed-width TXT (``players_list_foa.txt``,
columns found from its header line) and the XML (``players_list_xml_foa.xml``),
plain or still zipped.  The file (about a million players) is streamed and
only the matches are kept, so memory stays small.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path
from typing import IO, Iterator
from xml.etree import ElementTree

#: TXT header names -> field
TXT_FIELDS = {"ID Number": "fide_id", "Name": "name", "Fed": "federation", "Sex": "sex",
              "Tit": "title", "SRtng": "rating", "Rtng": "rating", "B-day": "birth_date",
              "K": "k", "SK": "k"}
XML_FIELDS = {"fideid": "fide_id", "name": "name", "country": "federation", "sex": "sex",
              "title": "title", "rating": "rating", "birthday": "birth_date", "k": "k"}


class Query:
    """Several lines typed by the arbiter: a FIDE id, or words of a name."""

    def __init__(self, lines: list[str]) -> None:
        self.ids = {q.strip() for q in lines if q.strip().isdigit()}
        self.names = [[w for w in re.split(r"[\s,]+", q.casefold()) if w]
                      for q in lines if q.strip() and not q.strip().isdigit()]

    def matches(self, fide_id: str, name: str) -> bool:
        if fide_id in self.ids:
            return True
        folded = name.casefold()
        return any(all(w in folded for w in words) for words in self.names)

    def __bool__(self) -> bool:
        return bool(self.ids or self.names)


def _open(path: Path) -> IO[bytes]:
    if zipfile.is_zipfile(path):
        archive = zipfile.ZipFile(path)
        members = [m for m in archive.namelist() if m.lower().endswith((".txt", ".xml"))]
        if not members:
            raise ValueError(f"{path.name}: the zip file holds no .txt or .xml rating list")
        return archive.open(members[0])
    return open(path, "rb")


def _player(fields: dict) -> dict:
    rating = fields.get("rating", "").strip()
    sex = fields.get("sex", "").strip().lower()
    k = fields.get("k", "").strip()  # the list's K-factor (B.02 8.3.3), kept with the player
    found = dict(name=fields.get("name", "").strip(), rating=int(rating) if rating.isdigit() else 0,
                title=fields.get("title", "").strip().upper(), sex={"m": "m", "f": "f"}.get(sex, ""),
                federation=fields.get("federation", "").strip().upper(),
                fide_id=fields.get("fide_id", "").strip(),
                birth_date=fields.get("birth_date", "").strip())
    if k.isdigit() and int(k):
        found["k"] = int(k)
    return found


def _txt_columns(header: str, source: str) -> dict[str, tuple[int, int]]:
    starts = [(m.start(), m.group()) for m in re.finditer(r"ID Number|B-day|\S+", header)]
    columns = {}
    for i, (start, name) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else None
        field = TXT_FIELDS.get(name)
        if field is None and re.fullmatch(r"[A-Z]{3}\d{2}", name):
            field = "rating"  # old lists: the month as the rating header (e.g. MAR24)
        if field and field not in columns:
            columns[field] = (start, end)
    if "fide_id" not in columns or "name" not in columns:
        raise ValueError(f"{source}: line 1 is not the header of a FIDE rating list "
                         "(expected 'ID Number' and 'Name')")
    return columns


def _iter_txt(stream: IO[bytes], source: str) -> Iterator[dict]:
    text = io.TextIOWrapper(stream, encoding="utf-8", errors="replace")
    columns = _txt_columns(text.readline().rstrip("\r\n"), source)
    for line in text:
        yield {field: line[a:b] for field, (a, b) in columns.items()}


def _iter_xml(stream: IO[bytes], source: str) -> Iterator[dict]:
    try:
        for _event, element in ElementTree.iterparse(stream, events=("end",)):
            if element.tag == "player":
                yield {XML_FIELDS[child.tag]: child.text or "" for child in element
                       if child.tag in XML_FIELDS}
                element.clear()
    except ElementTree.ParseError as exc:
        raise ValueError(f"{source}: not a readable XML rating list ({exc})") from None


def search_rating_list(path: str | Path, lines: list[str], limit: int = 500) -> list[dict]:
    """Players of the list matching any query line, at most ``limit``."""
    path = Path(path)
    query = Query(lines)
    if not query:
        return []
    found = []
    with _open(path) as stream:
        head = stream.read(64)
        rest = io.BufferedReader(_Prepended(head, stream))
        iterator = _iter_xml(rest, path.name) if head.lstrip().startswith(b"<") else _iter_txt(rest, path.name)
        for fields in iterator:
            if query.matches(fields.get("fide_id", "").strip(), fields.get("name", "")):
                found.append(_player(fields))
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
