"""Bytes to lines: encodings (UTF-8, else Latin-1) and line endings (CR, LF, CRLF)."""

from __future__ import annotations

import re

from arbiter_app.i18n import tr
from arbiter_app.trf.errors import TrfError

_BOM_UTF8 = b"\xef\xbb\xbf"
_UTF16_32_BOMS = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")
_SQLITE = b"SQLite format 3\x00"
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
# C0 control characters other than tab, LF and CR (and the DOS end-of-file mark)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x19\x1b-\x1f\x7f-\x9f]")


def _windows_1252_table() -> dict[int, str]:
    """Bytes 0x80-0x9f read as Windows-1252 letters (Š, Œ, €, quotes ...) where defined."""
    table = {}
    for code in range(0x80, 0xA0):
        try:
            table[code] = bytes([code]).decode("cp1252")
        except UnicodeDecodeError:
            pass  # undefined in Windows-1252: stays a control character (refused)
    return table


_WINDOWS_1252 = _windows_1252_table()


def decode(data: bytes | str, source: str) -> str:
    """Text of ``data``: UTF-8 (with or without BOM), else Latin-1 (Windows-1252).

    Anything else (UTF-16/32, binary files) is refused with "unknown
    encoding": Latin-1 would "decode" it into nonsense silently.
    """
    if isinstance(data, str):
        text = data[1:] if data.startswith("\ufeff") else data
    else:
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TrfError(f"expected the file's bytes or text, got {type(data).__name__}", source)
        data = bytes(data)
        if data.startswith(_SQLITE):
            raise TrfError(tr("this is a database (an Arbiter tournament file?), not a TRF16 "
                              "text file; to get its TRF, use: arbiter-cli export FILE -o "
                              "OUT.trf"), source)
        if data.startswith(_BOM_UTF8):
            try:
                text = data[3:].decode("utf-8")
            except UnicodeDecodeError as exc:
                raise TrfError(tr("unknown encoding: the file starts with a UTF-8 byte-order "
                                  "mark but byte {byte} is not UTF-8; expected UTF-8 or "
                                  "Latin-1", byte=exc.start + 3), source) from None
        elif data.startswith(_UTF16_32_BOMS) or b"\x00" in data:
            raise TrfError(tr("unknown encoding (looks like UTF-16 or UTF-32, or a binary "
                              "file); expected a TRF text file in UTF-8 or Latin-1"), source)
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                # Latin-1; its unused range 0x80-0x9f as Windows-1252 (what Windows
                # programs write), so one byte is always one column
                text = data.decode("latin-1").translate(_WINDOWS_1252)
    text = text.rstrip("\x1a")  # DOS end-of-file mark
    bad = _CONTROL.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + text.count("\r", 0, bad.start()) \
            - text.count("\r\n", 0, bad.start()) + 1
        raise TrfError(tr("unknown encoding: control character {character} in the text; "
                          "expected a TRF text file in UTF-8 or Latin-1",
                          character=f"0x{ord(bad.group()):02x}"), source, line=line)
    return text


def split_lines(text: str) -> list[str]:
    """Lines of ``text`` split at CR, LF or CRLF (a final line break adds no line)."""
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines
