"""The local copy of FIDE's rating list, refreshed in one action (issue #38 point 10;
FIDE checklist Q119, Q135-136).

FIDE's download is a zip file holding one list; here a small one is made in the test
from tests/data/ratings/players_list_foa.txt (FIDE's combined TXT format, invented
players) and served by a local HTTP server: the tests never use the internet.  A
refused download (offline, 404, too large, a wrong member, not a list) must leave the
old copy byte for byte.
"""

from __future__ import annotations

import http.server
import io
import threading
import zipfile
from datetime import datetime, timezone
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services import fide_download as FD
from arbiter_app.services.errors import ServiceError

DATA = Path(__file__).parent / "data" / "ratings"
LIST = DATA / "players_list_foa.txt"
#: players of the excerpt: its lines after the header
PLAYERS = len(LIST.read_text(encoding="utf-8").splitlines()) - 1


def zipped(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return out.getvalue()


GOOD = zipped({"players_list_foa.txt": LIST.read_bytes()})


class Server:
    """A local HTTP server: path -> bytes (any other path: 404)."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        files = self.files

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                body = files.get(self.path)
                if body is None:
                    self.send_error(404, "Not Found")
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/zip")
                if not self.path.startswith("/nolength"):  # else: read to the close
                    self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{path}"

    def close(self) -> None:
        if self.thread.is_alive():
            self.httpd.shutdown()
            self.httpd.server_close()
            self.thread.join()


@pytest.fixture
def server():
    s = Server()
    s.files["/download/players_list.zip"] = GOOD
    yield s
    s.close()


def test_update_keeps_the_list_in_the_data_folder_with_its_date(server, tmp_path, monkeypatch):
    """Q135-136: one action downloads the list into the user's data folder; its date is
    kept and shown."""
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    assert FD.local_list() is None
    seen = []
    copy = FD.update(server.url("/download/players_list.zip"),
                     progress=lambda done, total: seen.append((done, total)),
                     today=datetime(2026, 11, 28, tzinfo=timezone.utc))
    assert copy.path == tmp_path / "home" / "data" / "fide-list" / "players_list.zip"
    assert copy.path.read_bytes() == GOOD
    assert (copy.downloaded, copy.month, copy.players) == ("2026-11-28", "2026/11", PLAYERS)
    assert seen[-1] == (len(GOOD), len(GOOD))
    assert FD.local_list() == copy
    assert sorted(p.name for p in copy.path.parent.iterdir()) == ["players_list.json",
                                                                  "players_list.zip"]


def _old_copy(server) -> tuple[FD.LocalList, bytes]:
    copy = FD.update(server.url("/download/players_list.zip"),
                     today=datetime(2026, 10, 1, tzinfo=timezone.utc))
    return copy, copy.path.read_bytes()


HOSTILE = {
    "two members": zipped({"players_list_foa.txt": LIST.read_bytes(), "x.txt": b"x"}),
    "path traversal": zipped({"../players_list_foa.txt": LIST.read_bytes()}),
    "folder member": zipped({"sub/players_list_foa.txt": LIST.read_bytes()}),
    "wrong member": zipped({"players_list.exe": LIST.read_bytes()}),
    "not a list": zipped({"players_list_foa.txt": b"Hello\nworld\n"}),
    "no player": zipped({"players_list_foa.txt": LIST.read_bytes().splitlines(True)[0]}),
    "not a zip": LIST.read_bytes(),
    "cut zip": GOOD[: len(GOOD) // 2],
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_download_leaves_the_old_copy(case, server, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    old, before = _old_copy(server)
    server.files["/bad.zip"] = HOSTILE[case]
    with pytest.raises(ServiceError) as caught:
        FD.update(server.url("/bad.zip"))
    assert "the local copy of 2026-10-01 is kept" in str(caught.value)
    assert ".download-" not in str(caught.value)  # the download's name, not a temporary one
    assert old.path.read_bytes() == before
    assert FD.local_list() == old
    assert sorted(p.name for p in old.path.parent.iterdir()) == ["players_list.json",
                                                                 "players_list.zip"]
    assert not (tmp_path / "home" / "players_list_foa.txt").exists()


def test_too_large_is_refused_before_it_is_kept(server, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    old, before = _old_copy(server)
    with pytest.raises(ServiceError, match=f"is {len(GOOD)} bytes, more than 100;"):
        FD.update(server.url("/download/players_list.zip"), limit=100)
    server.files["/nolength.zip"] = GOOD  # a size not declared: counted as it comes
    with pytest.raises(ServiceError, match="is more than 100 bytes;"):
        FD.update(server.url("/nolength.zip"), limit=100)
    assert old.path.read_bytes() == before and FD.local_list() == old
    assert FD.update(server.url("/nolength.zip")).players == PLAYERS


def test_offline_and_404_fail_cleanly(server, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    with pytest.raises(ServiceError, match="answered 404.*there is no local copy yet"):
        FD.update(server.url("/missing.zip"))
    old, before = _old_copy(server)
    dead = server.url("/download/players_list.zip")
    server.close()  # the venue: nothing answers
    with pytest.raises(ServiceError, match="is the computer online"):
        FD.update(dead, timeout=5)
    assert old.path.read_bytes() == before
    with pytest.raises(ServiceError, match="only http"):
        FD.update("file:///etc/passwd")


def test_cli_updates_shows_and_check_ratings_reads_the_copy(server, tmp_path, monkeypatch,
                                                            capsys):
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / "home"))
    assert main(["fide-list"]) == 1
    assert "no local copy" in capsys.readouterr().out
    assert main(["fide-list", "--update", "--url",
                 server.url("/download/players_list.zip")]) == 0
    today = datetime.now(timezone.utc)
    shown = capsys.readouterr().out
    assert f"downloaded on {today:%Y-%m-%d}: {PLAYERS} players" in shown
    assert main(["fide-list"]) == 0
    assert f"FIDE rating list of {today:%Y/%m}, downloaded on {today:%Y-%m-%d}" in \
        capsys.readouterr().out
    assert main(["fide-list", "--update", "--url", server.url("/nothing.zip")]) == 2
    assert "the local copy of" in capsys.readouterr().err
    assert main(["fide-list", "--url", "http://x/"]) == 2
    # the venue: check-ratings without a list reads the local copy
    tournament = tmp_path / "t.arbiter"
    assert main(["import", str(DATA / "nrs-fidon.trf"), "-o", str(tournament)]) == 0
    capsys.readouterr()
    main(["check-ratings", str(tournament)])
    out = capsys.readouterr().out
    assert "players_list.zip: standard/rapid/blitz list of" in out
    # de Vries is 2112 standard in the combined list (its line 2), 2105 registered
    assert "player 2 de Vries, Jan: rating 2105 here, 2112 in the list" in out
