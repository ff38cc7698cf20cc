"""One writer per tournament file: an exclusive OS lock on ``<file>.lock``.

The lock is taken with ``flock`` (POSIX) or ``msvcrt.locking`` (Windows) on a
small side file holding the owner's pid and host name.  The operating system
drops the lock when its process ends, however it ends (crash, SIGKILL, power
loss), so a lock file left behind is never stale: whoever can take the lock
owns the tournament, and the pid in the file is only used to tell the user
who has it open.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path

from arbiter_app.i18n import tr

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


class FileLock:
    """The writer lock of one tournament file."""

    def __init__(self, path: Path):
        self.path = lock_path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock without waiting; False when another process holds it."""
        if self._fd is not None:
            return True
        for _ in range(5):
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                os.close(fd)
                return False
            # the holder before us may have removed the file while we were
            # opening it: then our lock is on a deleted file; try again
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
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
            text = self.path.read_text(encoding="utf-8", errors="replace").split()
        except OSError:
            return ""
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
