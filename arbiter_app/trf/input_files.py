"""Opening a file Arbiter reads on the user's say-so: a TRF, a CSV, a rating list, a pairing
(issue #34, docs/input-files.md).

Such a file may come from someone else, so it is untrusted input.  Every reader opens it
here, and only here:

* **Only a regular file is read.**  A device (``/dev/zero``, a terminal, a tape), a FIFO, a
  folder or a socket is refused at once, with one line naming the file and what it is
  (``/dev/zero is a device, not a TRF file``).  The kind is looked up with ``os.stat``
  before the file is opened (opening a device can have effects of its own, and opening a
  FIFO waits for a writer), the file is then opened with ``O_NONBLOCK`` (a FIFO put in its
  place meanwhile does not block the open) and looked at again with ``os.fstat``: what is
  read is what was checked.  A symbolic link is followed (the user named it); what it
  points to must be a regular file.
* **A size limit per kind**, far above any real file (:data:`TRF`, :data:`CSV`,
  :data:`PAIRING`, :data:`RATING_LIST`, ...: the reasons are with each), refuses a larger
  file before a byte is read: ``big.trf is 6 GB, more than a TRF file can be (32 MB at
  most); it is not read``.
* **Bounded reads.**  Nothing is read with an unbounded ``read()``: :func:`read_input` reads
  at most the limit (a file that grows after the check, or a ``/proc`` file whose size says
  0, is refused at the limit), and the stream :func:`open_input` gives refuses a read past
  it.  :func:`bounded` puts the same bound on any stream, such as a member of a zip file
  (whose declared and actual unzipped size are both checked, so that a zip bomb is refused
  after at most the limit, read in chunks).

A refusal is an :class:`InputFileError`: a :class:`TrfError` (so every reader of the TRF
package already reports it) whose message names the file as it was given.  Errors of the
operating system (no such file, permission denied) stay ``OSError``, which each reader
reports as before.
"""

from __future__ import annotations

import io
import math
import os
import stat
from dataclasses import dataclass

from arbiter_app.i18n import N_, decimal, tr
from arbiter_app.trf.errors import TrfError

#: a megabyte and a gigabyte as the limits are written (decimal, as disks and downloads say)
MB = 1_000_000
GB = 1000 * MB


@dataclass(frozen=True)
class InputKind:
    """What a file is read as: its name in the messages (``a TRF file``, marked for the
    catalogue) and the most bytes it may have."""

    what: str
    limit: int


#: A TRF file.  A 9999-player file (TRF's most) with 30 rounds is 9999 lines of 391
#: characters, 3.9 MB; with 99 rounds 10.8 MB; the tournament records add little.
TRF = InputKind(N_("a TRF file"), 32 * MB)
#: A CSV file: a list of players to import or the arbiter's own rating list (Q117).  9999
#: players are under 2 MB; a national rating list of 100,000 players about 12 MB.  The
#: whole file is read into memory, and parsed into a table some ten times its size.
CSV = InputKind(N_("a CSV file"), 64 * MB)
#: A pairing (count, then ``white black`` per board): 5000 boards are about 60 KB.
PAIRING = InputKind(N_("a pairing file"), 1 * MB)
#: One of FIDE's rating lists, plain or unzipped from its download, read as a stream (only
#: the players asked for are kept).  The largest is the combined XML list
#: (``players_list_xml_foa.xml``): about 1.5 million players of some 520 bytes each (one
#: element a line), 0.8 GB in 2026, growing by some 10% a year.  Its TXT twin
#: (``players_list_foa.txt``, 164 bytes a player) is about 0.25 GB; a TXT list is held to
#: :data:`RATING_LIST_TXT` once its first bytes show it is one.
RATING_LIST = InputKind(N_("a rating list"), 4 * GB)
RATING_LIST_TXT = InputKind(N_("a rating list"), 1 * GB)
#: A zipped rating list as FIDE offers it for download: the combined lists are some 40-60 MB
#: zipped (the standard TXT list of 440,000 players was 9.8 MB in January 2024).
RATING_LIST_ZIP = InputKind(N_("a zipped rating list"), 512 * MB)

#: a file's type (from ``st_mode``) -> the refusal that names it
_NOT_REGULAR = (
    (stat.S_ISDIR, N_("{path} is a folder, not {what}")),
    (stat.S_ISCHR, N_("{path} is a device, not {what}")),
    (stat.S_ISBLK, N_("{path} is a device, not {what}")),
    (stat.S_ISFIFO, N_("{path} is a FIFO (named pipe), not {what}")),
    (stat.S_ISSOCK, N_("{path} is a socket, not {what}")),
)
_SPECIAL = N_("{path} is a special file, not {what}")

#: the most bytes one read asks for (a bounded chunk)
CHUNK = 1 << 16

_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
          | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


class InputFileError(TrfError):
    """A file that is not read: not a regular file, or larger than its kind may be.  The
    message names the file (``path``, as given) and says why, in one line."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.path = path

    def __reduce__(self):  # the attributes kept when pickled (Qt threads, multiprocessing)
        return (InputFileError, (self.message, self.path))


def size_text(size: int) -> str:
    """``32 MB``, ``4.1 GB`` (rounded up to a tenth, so that a file just over a limit is
    never shown as the limit itself), in the language's form."""
    unit, text = (GB, N_("{size} GB")) if size >= GB else (MB, N_("{size} MB"))
    tenths = math.ceil(size * 10 / unit)
    value = str(tenths // 10) if tenths % 10 == 0 else f"{tenths // 10}.{tenths % 10}"
    return tr(text, size=decimal(value))


def _name(path) -> str:
    return os.fspath(path) if isinstance(path, (str, os.PathLike)) else str(path)


def refuse_kind(path, mode: int, kind: InputKind) -> None:
    """Raise the refusal of a file whose ``st_mode`` is ``mode`` unless it is a regular
    file."""
    if stat.S_ISREG(mode):
        return
    text = next((text for test, text in _NOT_REGULAR if test(mode)), _SPECIAL)
    raise InputFileError(tr(text, path=_name(path), what=tr(kind.what)), _name(path))


def too_large(path, size: int | None, kind: InputKind, member: str = "") -> InputFileError:
    """The refusal of a file (or of the zip member ``member``) of ``size`` bytes (None: more
    than the limit came out of it, how much more is not known)."""
    values = dict(path=_name(path), member=member, what=tr(kind.what),
                  limit=size_text(kind.limit))
    if size is None and member:
        text = tr("{path}: {member} unzips to more than {what} can be ({limit} at most); it "
                  "is not read", **values)
    elif size is None:
        text = tr("{path} is larger than {what} can be ({limit} at most); it is not read",
                  **values)
    elif member:
        text = tr("{path}: {member} is {size} unzipped, more than {what} can be ({limit} at "
                  "most); it is not read", size=size_text(size), **values)
    else:
        text = tr("{path} is {size}, more than {what} can be ({limit} at most); it is not "
                  "read", size=size_text(size), **values)
    return InputFileError(text, _name(path))


def check_input(path, kind: InputKind) -> os.stat_result:
    """The ``os.stat`` of ``path`` when it is a regular file within ``kind``'s limit (the
    link followed); else :class:`InputFileError`.  ``OSError`` when it cannot be looked
    at (no such file, permission denied)."""
    info = os.stat(path)
    refuse_kind(path, info.st_mode, kind)
    if info.st_size > kind.limit:
        raise too_large(path, info.st_size, kind)
    return info


class _FileReader(io.RawIOBase):
    """The raw stream of an opened input file: reads never go past ``kind``'s limit (a
    read there is refused), seeks as a file does (a zip file's directory is at its end)."""

    def __init__(self, fd: int, path, kind: InputKind, size: int) -> None:
        super().__init__()
        self._fd, self._path, self._kind, self._size = fd, path, kind, size
        self._position = 0

    @property
    def name(self) -> str:
        return _name(self._path)

    def restrict(self, kind: InputKind) -> None:
        """Hold the file to ``kind``'s limit from now on (a smaller one, once its first
        bytes show what it is), refusing it at once when it is already larger."""
        self._kind = kind
        if self._size > kind.limit:
            raise too_large(self._path, self._size, kind)

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        room = self._kind.limit - self._position
        want = min(len(buffer), max(room, 0) + 1)
        data = os.read(self._fd, want)
        if len(data) > room:  # the file grew past the limit since it was looked at
            raise too_large(self._path, None, self._kind)
        buffer[:len(data)] = data
        self._position += len(data)
        return len(data)

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        self._position = os.lseek(self._fd, offset, whence)
        return self._position

    def tell(self) -> int:
        return self._position

    def fileno(self) -> int:
        return self._fd

    def close(self) -> None:
        if not self.closed:
            try:
                os.close(self._fd)
            finally:
                super().close()


def open_input(path, kind: InputKind) -> io.BufferedReader:
    """``path`` opened for reading as ``kind`` (see the module docstring): a buffered
    binary stream, seekable, that refuses to read past the limit.  Close it (``with``)."""
    check_input(path, kind)
    fd = os.open(path, _FLAGS)
    try:
        info = os.fstat(fd)  # the file opened is the file checked (not one put in its place)
        refuse_kind(path, info.st_mode, kind)
        if info.st_size > kind.limit:
            raise too_large(path, info.st_size, kind)
        raw = _FileReader(fd, path, kind, info.st_size)
    except BaseException:
        os.close(fd)
        raise
    return io.BufferedReader(raw, CHUNK)


def read_input(path, kind: InputKind) -> bytes:
    """The bytes of ``path`` read as ``kind``: checked, then read in bounded chunks."""
    with open_input(path, kind) as stream:
        chunks = []
        while True:
            chunk = stream.read(CHUNK)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)


def restrict(stream: io.BufferedReader, kind: InputKind) -> None:
    """Hold a stream of :func:`open_input` to ``kind``'s (smaller) limit from now on."""
    stream.raw.restrict(kind)


class _Limited(io.RawIOBase):
    """Another stream (a zip member) read in chunks, refused past ``kind``'s limit."""

    def __init__(self, stream, path, member: str, kind: InputKind, owners=()) -> None:
        super().__init__()
        self._stream, self._path, self._member, self._kind = stream, path, member, kind
        self._owners = tuple(owners)
        self._count = 0

    def restrict(self, kind: InputKind) -> None:
        self._kind = kind
        if self._count > kind.limit:
            raise too_large(self._path, None, kind, self._member)

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        room = self._kind.limit - self._count
        data = self._stream.read(min(len(buffer), CHUNK, max(room, 0) + 1))
        if len(data) > room:
            raise too_large(self._path, None, self._kind, self._member)
        buffer[:len(data)] = data
        self._count += len(data)
        return len(data)

    def close(self) -> None:
        if not self.closed:
            try:
                for each in (self._stream, *self._owners):
                    each.close()
            finally:
                super().close()


def bounded(stream, path, member: str, kind: InputKind, owners=()) -> io.BufferedReader:
    """``stream`` (the member ``member`` of the file ``path``, e.g. a zip file's) read in
    bounded chunks and refused once more than ``kind``'s limit came out of it.  Closing
    it closes ``stream``, then each of ``owners`` (the zip file, the file under it)."""
    return io.BufferedReader(_Limited(stream, path, member, kind, owners), CHUNK)


#: a file of any size, of which only the first bytes are read (:func:`file_head`)
_ANY_SIZE = InputKind("", 1 << 62)


def file_head(path, size: int) -> bytes:
    """The first ``size`` bytes of ``path`` when it is a regular file; ``b""`` for anything
    else (no such file, a device, a FIFO, a folder), without blocking or reading more."""
    try:
        with open_input(path, _ANY_SIZE) as stream:
            return stream.read(size)
    except (OSError, InputFileError):
        return b""


__all__ = ["CSV", "GB", "InputFileError", "InputKind", "MB", "PAIRING", "RATING_LIST",
           "RATING_LIST_TXT", "RATING_LIST_ZIP", "TRF", "bounded", "check_input",
           "file_head", "open_input", "read_input", "restrict", "size_text", "too_large"]
