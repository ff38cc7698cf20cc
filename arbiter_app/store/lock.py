"""One writer per tournament file: an exclusive OS lock on ``<file>.lock``.

The lock is taken with ``flock`` (POSIX) or ``msvcrt.locking`` (Windows) on a
small side file holding the owner's pid and host name.  The operating system
drops the lock when its process ends, however it ends (crash, SIGKILL, power
loss), so a lock file left behind is never stale: whoever can take the lock
owns the tournament, and the pid in the file is only used to tell the user
who has it open.

The lock file sits beside a tournament that may come from anywhere, so it is
untrusted too: it is opened without following a link (``O_NOFOLLOW``; on
Windows a reparse point is refused), must be a regular file with one name, and
is truncated and written only when Arbiter made it (created it now, or it holds
nothing but what Arbiter writes there: a pid and a host name).  Anything else
is a :class:`LockRefused` and the tournament opens read-only, saying why.
"""

from __future__ import annotations

import os
import re
import socket
import stat
from pathlib import Path

from arbiter_app.i18n import tr

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt


#: what Arbiter writes into a lock file: "<pid> <host>" and a newline
_OWNER = re.compile(rb"\d{1,10} [^\s]{1,255}\n?")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class LockRefused(OSError):
    """The lock file is not one Arbiter made (a link, a device, a file of other content)."""


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def _open_lock_file(path: Path) -> tuple[int, bool]:
    """(a descriptor of the lock file ``path``, whether it was created now); never through
    a link, never a file that is not a regular file with one name."""
    if not _NOFOLLOW:  # pragma: no cover - Windows: refuse a link or other reparse point
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            pass
        else:
            if stat.S_ISLNK(info.st_mode) or getattr(info, "st_file_attributes", 0) & getattr(
                    stat, "FILE_ATTRIBUTE_REPARSE_POINT", 0x400):
                raise LockRefused(0, _refusal(path, "link"))
    flags = os.O_RDWR | _NOFOLLOW | _CLOEXEC | getattr(os, "O_NONBLOCK", 0)
    try:
        fd, created = os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o644), True
    except FileExistsError:
        try:
            fd, created = os.open(path, flags), False
        except OSError as exc:
            if os.path.islink(path):
                raise LockRefused(exc.errno, _refusal(path, "link")) from None
            raise
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
        os.close(fd)
        raise LockRefused(0, _refusal(path, "other"))
    return fd, created


def _refusal(path: Path, what: str) -> str:
    if what == "link":
        return tr("{name} is a link, not a lock file Arbiter made", name=path.name)
    if what == "content":
        return tr("{name} holds something else than what Arbiter writes there; remove it to "
                  "open the tournament for writing", name=path.name)
    return tr("{name} is not a lock file Arbiter made (not a plain file)", name=path.name)


def _ours(fd: int) -> bool:
    """Whether the lock file open on ``fd`` holds only what Arbiter writes there."""
    os.lseek(fd, 0, os.SEEK_SET)
    content = os.read(fd, 300)
    return not content or _OWNER.fullmatch(content) is not None


class FileLock:
    """The writer lock of one tournament file."""

    def __init__(self, path: Path):
        # beside the file itself, whatever link named it: one lock however it is reached
        self.path = lock_path(Path(os.path.realpath(path)))
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock without waiting; False when another process holds it."""
        if self._fd is not None:
            return True
        for _ in range(5):
            fd, created = _open_lock_file(self.path)
            if not _try_lock(fd):
                os.close(fd)
                return False
            if not created and not _ours(fd):
                _unlock(fd)
                os.close(fd)
                raise LockRefused(0, _refusal(self.path, "content"))
            # the holder before us may have removed the file while we were
            # opening it: then our lock is on a deleted file; try again
            try:
                same = os.path.samestat(os.fstat(fd), os.lstat(self.path))
            except FileNotFoundError:
                same = False
            if same:
                break
            _unlock(fd)
            os.close(fd)
        else:  # pragma: no cover - only under a storm of open/close elsewhere
            return False
        owner = f"{os.getpid()} {socket.gethostname()}\n".encode()
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, owner)
        except OSError:  # pragma: no cover - the pid is only informative
            pass
        self._fd = fd
        return True

    def owner(self) -> str:
        """Who holds the lock, as "process 1234 on host" (in the current language), or ""
        when unknown.  The file itself holds only the pid and the host name."""
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW | _CLOEXEC
                         | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            return ""
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return ""
            text = os.read(fd, 300).decode("utf-8", errors="replace").split()
        except OSError:
            return ""
        finally:
            os.close(fd)
        text = ["".join(c for c in word if c.isprintable())[:64] for word in text[:2]]
        if len(text) >= 2:
            return tr("process {pid} on {host}", pid=text[0], host=text[1])
        return tr("process {pid}", pid=text[0]) if text else ""

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if fcntl is not None:
            # remove the file while still holding the lock; a process that
            # opened it meanwhile notices (see acquire) and retries
            try:
                os.unlink(self.path)
            except OSError:
                pass
        _unlock(fd)
        os.close(fd)
        if fcntl is None:  # pragma: no cover - Windows removes it after closing
            try:
                os.unlink(self.path)
            except OSError:
                pass


def _try_lock(fd: int) -> bool:
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError:
            return False
        return True
    try:  # pragma: no cover - Windows
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
    else:  # pragma: no cover - Windows
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
