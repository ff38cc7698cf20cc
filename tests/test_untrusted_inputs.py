"""Files Arbiter reads on the user's say-so are untrusted input (issue #34, point 5).

Only a regular file is read: a device, a FIFO, a folder or a socket is refused at once (a
FIFO must not block), with one line naming the file and what it is; a file over the size
limit of its kind is refused with one line naming the file, its size and the limit;
nothing is read unbounded, also from a zip file (docs/input-files.md).

Every command that reads such a file is run with each kind of wrong file (in this process,
each run in a thread that must end within seconds; the two failures the issue reports, and
the real limit of the rating lists, as a separate process with a time and a memory limit),
then the services the window calls, which must raise the same line.  The expected lines are
the issue's wording ("… is a device, not a TRF file") and the limits documented in
docs/input-files.md.
"""

from __future__ import annotations

import os
import shutil
import socket
import struct
import subprocess
import sys
import threading
import tracemalloc
import zipfile
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from tests.test_e2e_cli import ROOT, START

#: how long one refusal may take (it is immediate; a blocked FIFO would take for ever)
TIMEOUT = 30
MB = 1_000_000
GB = 1000 * MB


# ------------------------------------------------------------------ set-up and helpers

@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    """A folder with a tournament file (seven players with FIDE numbers, long event), its TRF
    and a good pairing file; each test adds its wrong file to a copy."""
    path = tmp_path_factory.mktemp("inputs")
    shutil.copy(START, path / "ok.trf")
    assert main(["import", str(START), "-o", str(path / "ok.arbiter"), "--system",
                 "dutch2016"]) == 0
    assert main(["settings", str(path / "ok.arbiter"), "--long-event", "on"]) == 0
    (path / "pairs.txt").write_text("4\n1 4\n5 2\n3 6\n7 0\n")
    return path


@pytest.fixture
def folder(template, tmp_path, monkeypatch) -> Path:
    target = tmp_path / "event"
    shutil.copytree(template, target)
    monkeypatch.chdir(target)  # short relative names (a socket's path has a length limit)
    return target


def release_fifos(folder: Path) -> None:
    """Open every FIFO of ``folder`` for writing and close it: a reader blocked on one
    (the bug this file tests) gets its end of file, so that the test can end."""
    for path in folder.iterdir():
        if path.is_fifo():
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass


def run_cli(capsys, folder: Path, argv: list[str]) -> tuple[int, str, str]:
    """``arbiter-cli argv`` in this process, on a thread that must end within TIMEOUT
    seconds (else the test fails, after unblocking it)."""
    def call():
        try:
            return main(argv)
        except SystemExit as exc:  # argparse
            return exc.code

    result = within_time(call, folder, f"arbiter-cli {' '.join(argv)}")
    if "error" in result:
        raise result["error"]
    out, err = capsys.readouterr()
    return result.get("value"), out, err


def within_time(function, folder: Path, what: str = "") -> dict:
    """``function()`` on a thread that must end within TIMEOUT seconds (else the test
    fails, after unblocking it): ``{"value": ...}`` or ``{"error": ...}``."""
    result = {}

    def target():
        try:
            result["value"] = function()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            result["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(TIMEOUT)
    if thread.is_alive():
        release_fifos(folder)
        thread.join(TIMEOUT)
        pytest.fail(f"{what or function} blocked for {TIMEOUT} s")
    return result


def in_time(function, folder: Path) -> BaseException:
    """The exception ``function()`` raises (the refusal expected), within TIMEOUT seconds."""
    result = within_time(function, folder)
    if "error" not in result:
        pytest.fail(f"{function} read the file: {result.get('value')!r}")
    return result["error"]


def tournament_files(folder: Path) -> dict[str, bytes]:
    """The bytes of the files a refused command must leave as they were."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())
            if p.suffix in (".arbiter", ".trf", ".txt") and p.is_file() and not p.is_symlink()
            and p.stat().st_size < MB}


def one_line(err: str) -> str:
    """The one line arbiter-cli wrote to standard error, without its ``arbiter-cli: ``."""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("arbiter-cli: "), err
    assert "Traceback" not in err and "internal error" not in err, err
    return err[len("arbiter-cli: "):-1]


# ------------------------------------------------------------------ the wrong files

def make_device(folder: Path, suffix: str) -> str:
    """A character device, under a name of the command's suffix (a link to it: the link is
    followed, what it points to is checked).  /dev/null, not /dev/zero, in this process: a
    reader that does not check gets an empty file from it, where it would fill the memory
    from /dev/zero (that one is run as a separate process below)."""
    if not Path(os.devnull).exists() or not hasattr(os, "symlink"):
        pytest.skip("no /dev/null")
    os.symlink(os.devnull, folder / f"dev{suffix}")
    return f"dev{suffix}"


def make_fifo(folder: Path, suffix: str) -> str:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs")
    os.mkfifo(folder / f"pipe{suffix}")
    return f"pipe{suffix}"


def make_folder(folder: Path, suffix: str) -> str:
    (folder / f"dir{suffix}").mkdir()
    return f"dir{suffix}"


def make_socket(folder: Path, suffix: str) -> str:
    if not hasattr(socket, "AF_UNIX"):
        pytest.skip("no Unix sockets")
    server = socket.socket(socket.AF_UNIX)
    server.bind(f"sock{suffix}")  # relative: the folder is the current one
    server.close()  # the socket file stays
    return f"sock{suffix}"


def sparse(path: Path, size: int) -> None:
    """A file of ``size`` bytes that takes no room on the disk."""
    with open(path, "wb") as handle:
        handle.truncate(size)


#: what the refusal calls each kind of file (the issue: "… is a device, not a TRF file")
KINDS = {"device": (make_device, "a device"), "fifo": (make_fifo, "a FIFO (named pipe)"),
         "folder": (make_folder, "a folder"), "socket": (make_socket, "a socket")}

#: every command that reads an input file: (its arguments, "{}" the file; the file's
#: suffix; what the refusal calls the file; the limit of its kind as documented)
COMMANDS = {
    "check": (["check", "{}", "--system", "dutch2016"], ".trf", "a TRF file", "32 MB"),
    "pair": (["pair", "{}", "--system", "dutch2016"], ".trf", "a TRF file", "32 MB"),
    "standings": (["standings", "{}"], ".trf", "a TRF file", "32 MB"),
    "import": (["import", "{}", "-o", "new.arbiter", "--system", "dutch2016"], ".trf",
               "a TRF file", "32 MB"),
    "validate-trf": (["validate", "{}", "--system", "dutch2016", "--pairing", "pairs.txt"],
                     ".trf", "a TRF file", "32 MB"),
    "import-players": (["import-players", "ok.arbiter", "{}"], ".csv", "a CSV file",
                       "64 MB"),
    "check-ratings-csv": (["check-ratings", "ok.arbiter", "--list", "{}"], ".csv",
                          "a CSV file", "64 MB"),
    "validate-pairing": (["validate", "ok.arbiter", "--pairing", "{}"], ".txt",
                         "a pairing file", "1 MB"),
    "validate-trf-pairing": (["validate", "ok.trf", "--system", "dutch2016", "--pairing",
                              "{}"], ".txt", "a pairing file", "1 MB"),
    "set-pairing": (["set-pairing", "ok.arbiter", "--pairing", "{}"], ".txt",
                    "a pairing file", "1 MB"),
    "check-ratings": (["check-ratings", "ok.arbiter", "--list", "{}"], ".txt",
                      "a rating list", "4 GB"),
    "check-ratings-zip": (["check-ratings", "ok.arbiter", "--list", "{}"], ".zip",
                          "a rating list", "4 GB"),
    "round-ratings": (["round-ratings", "ok.arbiter", "--from-round", "2", "--list", "{}"],
                      ".xml", "a rating list", "4 GB"),
}


def _fill(argv: list[str], name: str) -> list[str]:
    return [name if a == "{}" else a for a in argv]


# ------------------------------------------------------------------ every command, every kind

@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", COMMANDS)
def test_a_file_that_is_not_a_regular_file_is_refused_at_once(folder, capsys, command, kind):
    argv, suffix, what, _limit = COMMANDS[command]
    make, called = KINDS[kind]
    name = make(folder, suffix)
    before = tournament_files(folder)
    code, out, err = run_cli(capsys, folder, _fill(argv, name))
    assert (code, out) == (2, ""), (code, out, err)
    assert one_line(err) == f"{name} is {called}, not {what}"
    assert tournament_files(folder) == before
    assert not (folder / "new.arbiter").exists()


@pytest.mark.parametrize("command", [c for c in COMMANDS if COMMANDS[c][2] != "a rating list"])
def test_a_file_over_the_limit_of_its_kind_is_refused_unread(folder, capsys, command):
    argv, suffix, what, limit = COMMANDS[command]
    size = {"32 MB": 32 * MB, "64 MB": 64 * MB, "1 MB": MB}[limit] + 1
    sparse(folder / f"big{suffix}", size)
    shown = {32 * MB + 1: "32.1 MB", 64 * MB + 1: "64.1 MB", MB + 1: "1.1 MB"}[size]
    before = tournament_files(folder)
    code, out, err = run_cli(capsys, folder, _fill(argv, f"big{suffix}"))
    assert (code, out) == (2, ""), (code, out, err)
    assert one_line(err) == (f"big{suffix} is {shown}, more than {what} can be "
                             f"({limit} at most); it is not read")
    assert tournament_files(folder) == before


def test_a_file_just_within_the_limit_is_read(folder, capsys):
    """The limit is the file's size, not less: a pairing file of exactly 1 MB (blanks after
    the pairing) is read."""
    text = "4\n1 4\n5 2\n3 6\n7 0\n"
    (folder / "padded.txt").write_text(text + " " * (MB - len(text)))
    code, out, err = run_cli(capsys, folder, ["validate", "ok.trf", "--system", "dutch2016",
                                              "--pairing", "padded.txt"])
    assert code in (0, 1) and "more than" not in err, err


def test_a_rating_list_over_its_limit_is_refused(folder, capsys, monkeypatch):
    """The rating lists' limits are gigabytes; they are lowered here so that the files stay
    small (a separate process below takes the real one)."""
    from arbiter_app.trf import fide_list
    from arbiter_app.trf.input_files import InputKind
    monkeypatch.setattr(fide_list, "RATING_LIST", InputKind("a rating list", 2 * MB))
    monkeypatch.setattr(fide_list, "RATING_LIST_TXT", InputKind("a rating list", MB))
    monkeypatch.setattr(fide_list, "RATING_LIST_ZIP", InputKind("a zipped rating list", MB))
    sparse(folder / "big.xml", 2 * MB + 1)
    code, out, err = run_cli(capsys, folder, ["check-ratings", "ok.arbiter", "--list",
                                              "big.xml"])
    assert (code, out) == (2, "")
    assert one_line(err) == ("big.xml is 2.1 MB, more than a rating list can be (2 MB at "
                             "most); it is not read")
    # a TXT list is held to its own, lower limit once its first line shows what it is
    (folder / "big.txt").write_bytes(b"ID Number Name\n" + b"1 x\n" * (MB // 4))
    code, out, err = run_cli(capsys, folder, ["check-ratings", "ok.arbiter", "--list",
                                              "big.txt"])
    assert code == 2 and one_line(err).startswith("big.txt is 1.1 MB, more than a rating "
                                                  "list can be (1 MB at most)")
    # a zip file over the limit of a zipped list
    with zipfile.ZipFile(folder / "big.zip", "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("list.txt", b"ID Number Name\n" + b"x" * (MB + 10))
    code, out, err = run_cli(capsys, folder, ["check-ratings", "ok.arbiter", "--list",
                                              "big.zip"])
    assert code == 2 and one_line(err).startswith("big.zip is 1.1 MB, more than a zipped "
                                                  "rating list can be (1 MB at most)")


def test_a_fifo_put_in_place_of_a_checked_file_is_not_read(folder, monkeypatch):
    """The kind is looked at again on the file opened: a FIFO swapped in after the check
    neither blocks the open nor is read."""
    from arbiter_app.trf import input_files
    os.mkfifo(folder / "swap.trf")
    regular = os.stat(folder / "ok.trf")
    real_stat = os.stat
    monkeypatch.setattr(input_files.os, "stat",
                        lambda p, *a, **k: regular if str(p).endswith("swap.trf")
                        else real_stat(p, *a, **k))
    error = in_time(lambda: input_files.read_input("swap.trf", input_files.TRF), folder)
    assert str(error) == "swap.trf is a FIFO (named pipe), not a TRF file"


def test_a_file_growing_past_the_limit_while_read_is_refused(folder, monkeypatch):
    """A file whose size said less (it grew since, or says 0 as /proc's files do) is read
    up to the limit, not further."""
    from arbiter_app.trf import input_files
    grows = folder / "grows.txt"
    grows.write_bytes(b"1 2\n" * MB)
    real_stat, real_fstat = os.stat, os.fstat
    inode = real_stat(grows).st_ino

    def said_empty(info):
        if info.st_ino != inode:
            return info
        return os.stat_result((info.st_mode, *info[1:6], 0, *info[7:]))

    monkeypatch.setattr(input_files.os, "stat", lambda p, *a, **k: said_empty(real_stat(p)))
    monkeypatch.setattr(input_files.os, "fstat", lambda fd: said_empty(real_fstat(fd)))
    error = in_time(lambda: input_files.read_input("grows.txt", input_files.PAIRING), folder)
    monkeypatch.undo()
    assert str(error) == ("grows.txt is larger than a pairing file can be (1 MB at most); "
                          "it is not read")


# ------------------------------------------------------------------ the failures, as run

def run_process(folder: Path, *argv: str) -> subprocess.CompletedProcess:
    """``python -m arbiter_app.cli argv`` (the entry point) with a time limit, and on Linux
    a memory limit (a reader of /dev/zero must not take the machine with it)."""
    def limits():
        try:
            import resource
            resource.setrlimit(resource.RLIMIT_AS, (3 * GB, 3 * GB))
        except (ImportError, ValueError, OSError):
            pass

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("ARBITER_DEBUG", None)
    try:
        return subprocess.run([sys.executable, "-m", "arbiter_app.cli", *argv], cwd=folder,
                              env=env, capture_output=True, text=True, timeout=120,
                              preexec_fn=limits)
    except subprocess.TimeoutExpired:
        release_fifos(folder)
        pytest.fail(f"arbiter-cli {' '.join(argv)} did not end")


def test_check_dev_zero_is_refused_not_read(folder):
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    done = run_process(folder, "check", "/dev/zero")
    assert (done.returncode, done.stdout) == (2, "")
    assert one_line(done.stderr) == "/dev/zero is a device, not a TRF file"


def test_check_on_a_fifo_does_not_block(folder):
    os.mkfifo(folder / "pipe.trf")
    done = run_process(folder, "check", "pipe.trf")
    assert (done.returncode, done.stdout) == (2, "")
    assert one_line(done.stderr) == "pipe.trf is a FIFO (named pipe), not a TRF file"


def test_a_rating_list_over_the_real_limit(folder):
    sparse(folder / "players_list_foa.txt", 4 * GB + 1)
    done = run_process(folder, "check-ratings", "ok.arbiter", "--list", "players_list_foa.txt")
    assert (done.returncode, done.stdout) == (2, "")
    assert one_line(done.stderr) == ("players_list_foa.txt is 4.1 GB, more than a rating "
                                     "list can be (4 GB at most); it is not read")


# ------------------------------------------------------------------ what the window calls

def _service_calls(folder: Path):
    """What the window's import and rating-list actions call, by the file's kind: each
    must raise the refusal; ``user_message`` is what the window shows of it."""
    from arbiter_app.services import TournamentService
    from arbiter_app.services.player_import import read_csv_file
    from arbiter_app.services.service import trf_proposal
    from arbiter_app.ui.imports.fide_list import search_rating_list
    from arbiter_app.ui.imports.players_trf import read_players_trf

    def with_service(action):
        def call(path):
            service = TournamentService.open(folder / "ok.arbiter")
            try:
                return action(service, path)
            finally:
                service.close()
        return call

    return {
        "csv import": (".csv", "a CSV file", read_csv_file),
        "TRF players": (".trf", "a TRF file", read_players_trf),
        "TRF import dialog": (".trf", "a TRF file", trf_proposal),
        "TRF import": (".trf", "a TRF file", lambda p: TournamentService.import_trf(
            p, folder / "new.arbiter", "dutch2016")),
        "FIDE search": (".txt", "a rating list", lambda p: search_rating_list(p, ["x"])),
        "rating check": (".zip", "a rating list",
                         with_service(lambda s, p: s.check_rating_lists([p]))),
        "own rating list": (".csv", "a CSV file",
                            with_service(lambda s, p: s.check_rating_lists([p]))),
        "ratings by round": (".xml", "a rating list",
                             with_service(lambda s, p: s.round_ratings_from_list(2, p))),
    }


CALLS = ["csv import", "TRF players", "TRF import dialog", "TRF import", "FIDE search",
         "rating check", "own rating list", "ratings by round"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("call", CALLS)
def test_the_window_shows_the_same_line(folder, call, kind):
    from arbiter_app.ui.workers import user_message
    suffix, what, function = _service_calls(folder)[call]
    make, called = KINDS[kind]
    name = make(folder, suffix)
    error = in_time(lambda: function(name), folder)
    assert user_message(error) == f"{name} is {called}, not {what}"
    assert not (folder / "new.arbiter").exists()


@pytest.mark.parametrize("call", ["csv import", "TRF players", "TRF import dialog",
                                  "TRF import"])
def test_the_window_refuses_a_file_over_the_limit(folder, call):
    from arbiter_app.ui.workers import user_message
    suffix, what, function = _service_calls(folder)[call]
    limit = {".csv": 64 * MB, ".trf": 32 * MB}[suffix]
    sparse(folder / f"big{suffix}", limit + 1)
    error = in_time(lambda: function(f"big{suffix}"), folder)
    assert user_message(error) == (f"big{suffix} is {limit // MB}.1 MB, more than {what} can "
                                   f"be ({limit // MB} MB at most); it is not read")


# ------------------------------------------------------------------ zip files and their members

def read_list(path):
    from arbiter_app.trf.fide_list import ListError, read_list
    with pytest.raises(ListError) as info:
        read_list(path, ["1000010"])
    return str(info.value)


def test_a_member_declaring_more_than_the_limit_is_refused(folder):
    """A zip file's directory says how large each member is unzipped; one over the limit is
    refused before a byte of it is unzipped (4294967280 bytes, 4.3 GB, the most the
    directory of a zip without ZIP64 records can say)."""
    with zipfile.ZipFile(folder / "declared.zip", "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("players_list_foa.txt", "ID Number Name\n" * 100)
    data = bytearray((folder / "declared.zip").read_bytes())
    entry = data.rfind(b"PK\x01\x02")  # the member's entry in the central directory
    data[entry + 24:entry + 28] = struct.pack("<L", 0xFFFFFFF0)  # its unzipped size
    (folder / "declared.zip").write_bytes(bytes(data))
    assert read_list("declared.zip") == (
        "declared.zip: players_list_foa.txt is 4.3 GB unzipped, more than a rating list can "
        "be (4 GB at most); it is not read")


def test_a_member_unzipping_to_more_than_the_limit_is_refused(folder, monkeypatch):
    """A member is counted as it is unzipped, too: a TXT list whose directory entry is
    within the limit of every list but which unzips past the (lower) limit of a TXT list."""
    from arbiter_app.trf import fide_list
    from arbiter_app.trf.input_files import InputKind
    monkeypatch.setattr(fide_list, "RATING_LIST", InputKind("a rating list", 4 * MB))
    monkeypatch.setattr(fide_list, "RATING_LIST_TXT", InputKind("a rating list", MB))
    line = "1000099        Someone, Else" + " " * 120 + "\n"
    with zipfile.ZipFile(folder / "bomb.zip", "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("players_list_foa.txt", "ID Number      Name\n" + line * 20000)
    assert (folder / "bomb.zip").stat().st_size < 100_000  # 3 MB unzipped
    assert read_list("bomb.zip") == (
        "bomb.zip: players_list_foa.txt unzips to more than a rating list can be (1 MB at "
        "most); it is not read")


def _zip_of(path: Path, member: str, head: bytes, filler: bytes, size: int) -> None:
    """A zip file whose member is ``head`` then ``filler`` up to ``size`` bytes, written in
    chunks (the test itself holds no such text in memory)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        with archive.open(member, "w") as out:
            out.write(head)
            chunk = filler * (MB // len(filler))
            for _ in range(size // len(chunk)):
                out.write(chunk)


@pytest.mark.parametrize("member, head, filler, message", [
    ("list.txt", b"ID Number      Name\n", b"x",
     "bomb.zip: line 2 is longer than 4096 characters; not a FIDE rating list"),
    ("list.xml", b"<playerslist><player><name>", b"x",
     "bomb.zip: not a FIDE rating list: more than 1000000 characters without markup"),
    ("list.xml", b"<playerslist>", b"<a>",
     "bomb.zip: not a FIDE rating list: elements nested more than 16 deep"),
])
def test_a_zip_bomb_is_refused_in_little_memory(folder, member, head, filler, message):
    """A small zip file unzipping to 64 MB of one line, one text or one nesting: refused
    after little of it is read, holding a few megabytes at most, not the member."""
    _zip_of(folder / "bomb.zip", member, head, filler, 64 * MB)
    assert (folder / "bomb.zip").stat().st_size < MB
    tracemalloc.start()
    try:
        assert read_list("bomb.zip") == message
        _size, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 * MB, peak


def test_a_zip_with_a_huge_directory_is_refused(folder):
    """The directory is read whole by the zip reader: one of many entries (a directory
    bomb) is refused before it is read."""
    with zipfile.ZipFile(folder / "many.zip", "w", zipfile.ZIP_STORED) as archive:
        for number in range(25_000):
            archive.writestr(f"{number:030d}.bin", b"")
        archive.writestr("list.txt", "ID Number      Name\n")
    message = read_list("many.zip")
    assert message.startswith("many.zip: not a zipped rating list: its directory is ")
    assert message.endswith(" MB (1 MB at most)")


@pytest.mark.parametrize("text, message", [
    (b'<?xml version="1.0"?>\n<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]>'
     b"<playerslist><player><name>&b;</name></player></playerslist>",
     "entities.xml: not a FIDE rating list: it holds a DOCTYPE, a comment, a CDATA section or "
     "a processing instruction"),
    (b"<playerslist><!-- a comment --></playerslist>",
     "entities.xml: not a FIDE rating list: it holds a DOCTYPE, a comment, a CDATA section or "
     "a processing instruction"),
    (b"<playerslist><?evil x?></playerslist>",
     "entities.xml: not a FIDE rating list: it holds a DOCTYPE, a comment, a CDATA section or "
     "a processing instruction"),
    (b"<playerslist><player><name>A</name></playerslist>",
     "entities.xml: not a readable XML rating list (mismatched tag"),
])
def test_an_xml_list_with_what_fide_lists_never_hold_is_refused(folder, text, message):
    (folder / "entities.xml").write_bytes(text)
    assert read_list("entities.xml").startswith(message)


def test_a_damaged_or_encrypted_zip_is_one_line(folder):
    with zipfile.ZipFile(folder / "locked.zip", "w") as archive:
        archive.writestr("list.txt", "ID Number      Name\n")
    data = bytearray((folder / "locked.zip").read_bytes())
    data[6] |= 1  # "encrypted", in the member's header and in the directory
    data[data.rfind(b"PK\x01\x02") + 8] |= 1
    (folder / "locked.zip").write_bytes(bytes(data))
    assert read_list("locked.zip").startswith("locked.zip: not a readable zip file (")


def test_a_plain_list_of_one_endless_line_is_refused_in_little_memory(folder):
    sparse(folder / "zeros.txt", 64 * MB)  # 64 MB of NUL bytes, no line end
    (folder / "long.txt").write_bytes(b"x" * (4 * MB))  # and 4 MB of letters
    tracemalloc.start()
    try:
        assert read_list("zeros.txt") == (  # NUL bytes: UTF-16 or binary, never a list
            "zeros.txt: not a FIDE rating list: a list is read in UTF-8 or Latin-1 only")
        assert read_list("long.txt") == (
            "long.txt: line 1 is longer than 4096 characters; not a FIDE rating list")
        _size, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 * MB, peak


def test_a_zipped_list_is_still_read_and_closed(folder):
    """The bounds change nothing for FIDE's own lists, zipped or not; the files are closed
    when the reading ends early (found every player asked for)."""
    from arbiter_app.trf.fide_list import read_list as read
    data = ROOT / "tests" / "data" / "ratings"
    with zipfile.ZipFile(folder / "standard_mar26frl.zip", "w", zipfile.ZIP_DEFLATED) as z:
        z.write(data / "standard_mar26frl_xml.xml", "standard_mar26frl_xml.xml")
    opened = len(os.listdir("/proc/self/fd")) if Path("/proc/self/fd").exists() else None
    for path in (folder / "standard_mar26frl.zip", data / "players_list_foa.txt",
                 data / "standard_mar26frl_xml.xml"):
        info, found = read(path, ["1000010"])
        assert found["1000010"].name == "de Vries, Jan", path
    if opened is not None:
        assert len(os.listdir("/proc/self/fd")) == opened


# ------------------------------------------------------------------ the function itself

def test_the_first_bytes_of_anything_but_a_regular_file_are_none(folder):
    """``file_head`` (the CLI's test whether a path is a tournament file) never blocks
    on a FIFO nor reads a device."""
    from arbiter_app.trf.input_files import file_head
    paths = [os.devnull, ".", "missing"]
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe")
        paths.append("pipe")
    for path in paths:
        assert within_time(lambda: file_head(path, 16), folder) == {"value": b""}, path
    assert file_head(folder / "ok.trf", 3) == b"012"


def test_sizes_are_shown_rounded_up_in_the_language():
    from arbiter_app.i18n import using
    from arbiter_app.trf.input_files import size_text
    assert [size_text(n) for n in (MB, MB + 1, 32 * MB, 999_999_999, GB, 6 * 2**30)] == [
        "1 MB", "1.1 MB", "32 MB", "1000 MB", "1 GB", "6.5 GB"]
    with using("fr"):
        assert size_text(6 * 2**30) == "6,5 Go"


def test_an_input_file_error_survives_pickling():
    """The window's worker thread hands errors over (and multiprocessing pickles them)."""
    import pickle

    from arbiter_app.trf import TrfError
    from arbiter_app.trf.input_files import InputFileError
    error = pickle.loads(pickle.dumps(InputFileError("x is a folder, not a TRF file", "x")))
    assert isinstance(error, TrfError) and str(error) == "x is a folder, not a TRF file"
    assert error.path == "x"
