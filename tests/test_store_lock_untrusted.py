"""Issue #34: the lock file beside a tournament is untrusted too.  It is never followed
through a link, never a file with a second name, and never truncated unless Arbiter made
it; otherwise the tournament opens read-only and says why."""

from __future__ import annotations

import os
import sys

import pytest

from arbiter_app.store import TournamentFile, lock_path
from tests.builders import cli_run, tournament

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX links and FIFOs")


@pytest.fixture
def file(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, tournament(4, ["1-2 1-0, 3-4 *"])).close()
    return path


def _refused_read_only(capsys, file, words: str) -> None:
    code, _out, err = cli_run(capsys, "result", file, "1", "2", "1-0")
    assert code == 2 and "nothing was changed" in err and words in err, err
    with TournamentFile.open(file) as opened:
        assert opened.read_only and words in opened.read_only_reason


def test_a_lock_file_that_is_a_link_is_not_followed(capsys, tmp_path, file):
    victim = tmp_path / "precious.txt"
    victim.write_text("the arbiter's notes\n")
    os.symlink(victim, lock_path(file))
    _refused_read_only(capsys, file, "is a link")
    assert victim.read_text() == "the arbiter's notes\n"
    assert os.path.islink(lock_path(file))


def test_a_dangling_link_creates_nothing(capsys, tmp_path, file):
    target = tmp_path / "created-by-the-link"
    os.symlink(target, lock_path(file))
    _refused_read_only(capsys, file, "is a link")
    assert not target.exists()


def test_a_lock_file_with_a_second_name_is_not_written(capsys, tmp_path, file):
    victim = tmp_path / "precious.txt"
    victim.write_text("keep me\n")
    os.link(victim, lock_path(file))
    _refused_read_only(capsys, file, "not a lock file Arbiter made")
    assert victim.read_text() == "keep me\n"


def test_a_lock_file_of_other_content_is_not_truncated(capsys, file):
    lock_path(file).write_text("a file of the user's that happens to have this name\n")
    _refused_read_only(capsys, file, "holds something else")
    assert lock_path(file).read_text().startswith("a file of the user's")


def test_a_fifo_as_lock_file_is_refused_without_blocking(capsys, file):
    os.mkfifo(lock_path(file))
    _refused_read_only(capsys, file, "not a lock file Arbiter made")


def test_the_lock_file_a_crash_left_is_taken_over(capsys, file):
    """What Arbiter writes there (pid and host) is Arbiter's: after a crash the next
    writer takes it."""
    lock_path(file).write_text("4242 venue-laptop\n")
    code, _out, err = cli_run(capsys, "result", file, "1", "2", "1-0")
    assert code == 0, err
    assert not lock_path(file).exists()  # released, and removed, at the end


def test_one_lock_whatever_name_reaches_the_file(tmp_path, file):
    """While one window writes T.arbiter, no command writes it through a symbolic link;
    a file with a second name (a hard link) opens read-only, saying why (red-team pass:
    the lock was keyed by the name given)."""
    link = tmp_path / "shortcut.arbiter"
    os.symlink(file, link)
    with TournamentFile.open(file) as held:
        assert not held.read_only
        with TournamentFile.open(link) as second:
            assert second.read_only and second.in_use_by
    hard = tmp_path / "other-name.arbiter"
    os.link(file, hard)
    for name in (file, hard):
        with TournamentFile.open(name) as opened:
            assert opened.read_only and "2 names (hard links)" in opened.read_only_reason
