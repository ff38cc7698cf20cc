"""Publishing writes only where the arbiter chose on this computer and removes only
its own files (issue #34, point 7; docs/publishing.md, "Where Arbiter writes, and
what it removes").

"Another computer" is another ARBITER_HOME (the per-user settings); a hostile
publishing folder is one planted in the tournament file's options."""

from __future__ import annotations

import json
import os
import shutil
import sys
import threading
from pathlib import Path

import pytest

from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.services.publish import (MANIFEST, OPTION_FOLDER, chosen_folder, publish,
                                          publish_service, read_manifest, write_files)
from arbiter_app.ui.sample import make_sample
from tests.builders import cli_run

POSIX = sys.platform != "win32"


def snapshot(folder: Path) -> dict[str, bytes | str]:
    """Every entry under ``folder``: its bytes, or what a link points to."""
    found = {}
    for path in sorted(folder.rglob("*")):
        key = str(path.relative_to(folder))
        if path.is_symlink():
            found[key] = "-> " + os.readlink(path)
        elif path.is_file():
            found[key] = path.read_bytes()
        else:
            found[key] = "dir"
    return found


def plant_folder_option(path: Path, folder: str) -> None:
    """The tournament file names ``folder`` in its options, as a file made elsewhere."""
    with TournamentService.open(path) as service:
        with service._write() as w:
            w.set_option(OPTION_FOLDER, folder)


def on_another_computer(monkeypatch, tmp_path: Path, name: str) -> None:
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path / name))


@pytest.fixture
def event(tmp_path) -> Path:
    """A 10-player event with rounds 1-2 complete and round 3 paired."""
    path = tmp_path / "event.arbiter"
    service = make_sample(path, players=10, rounds=2, total_rounds=5)
    service.pair_next_round()
    service.close()
    return path


@pytest.fixture
def victim(tmp_path) -> Path:
    """A folder of someone's own files, some with names like Arbiter's."""
    folder = tmp_path / "victim"
    folder.mkdir()
    for name, text in {"player-33.html": "my page", "round-7.html": "mine too",
                       "index.html": "my home page", "notes.txt": "notes",
                       "standings.csv": "my,sheet\n"}.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


# -- the folder is chosen on this computer ---------------------------------------------

def test_a_folder_named_only_in_the_file_is_refused_and_nothing_is_written(
        event, victim, capsys):
    plant_folder_option(event, str(victim))
    before = snapshot(victim)
    code, out, err = cli_run(capsys, "publish", event)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert str(victim) in err and "-o FOLDER" in err and "--remember" in err
    assert snapshot(victim) == before
    with TournamentService.open(event, read_only=True) as service:
        with pytest.raises(ServiceError, match="not chosen on this computer"):
            publish_service(service)
    assert snapshot(victim) == before


def test_a_folder_chosen_on_another_computer_is_only_a_proposal_here(event, tmp_path,
                                                                     monkeypatch, capsys):
    web = tmp_path / "web"
    on_another_computer(monkeypatch, tmp_path, "deputy")
    code, _out, err = cli_run(capsys, "publish", event, "-o", web, "--remember")
    assert code == 0, err
    assert cli_run(capsys, "publish", event)[0] == 0  # there: used without asking
    shutil.rmtree(web)

    on_another_computer(monkeypatch, tmp_path, "chief")
    code, _out, err = cli_run(capsys, "publish", event)
    assert code == 2 and str(web) in err and not web.exists()
    # the arbiter takes the proposal: from now on it is this computer's choice too
    code, out, err = cli_run(capsys, "publish", event, "-o", web, "--remember")
    assert code == 0 and (web / "index.html").is_file(), err
    code, out, err = cli_run(capsys, "publish", event)
    assert code == 0 and out.startswith("0 files written"), err


def test_a_copied_or_moved_file_asks_again(event, tmp_path, capsys):
    web = tmp_path / "web"
    assert cli_run(capsys, "publish", event, "-o", web, "--remember")[0] == 0
    copy = tmp_path / "elsewhere" / "copy.arbiter"
    copy.parent.mkdir()
    shutil.copy(event, copy)
    code, _out, err = cli_run(capsys, "publish", copy)
    assert code == 2 and str(web) in err
    assert chosen_folder(event) == str(web) and chosen_folder(copy) == ""


def test_remember_keeps_the_folder_as_a_full_path(event, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    code, _out, err = cli_run(capsys, "publish", event, "-o", "site", "--remember")
    assert code == 0, err
    assert chosen_folder(event) == str(tmp_path / "site")
    monkeypatch.chdir(event.parent.parent)  # elsewhere: the same folder still
    elsewhere = Path.cwd()
    code, out, err = cli_run(capsys, "publish", event)
    assert code == 0 and out.startswith("0 files written") and not (elsewhere / "site").exists()


def test_remember_leaves_the_json_and_csv_choice_as_it_was(event, tmp_path, capsys):
    from arbiter_app.services.publish import publish_settings, set_publish_settings
    with TournamentService.open(event) as service:
        set_publish_settings(service, str(tmp_path / "gui"), False, True)
    assert cli_run(capsys, "publish", event, "-o", tmp_path / "cli", "--remember")[0] == 0
    with TournamentService.open(event, read_only=True) as service:
        assert publish_settings(service.tournament()).data is True


def test_a_proposed_folder_with_control_characters_is_shown_on_one_safe_line(event, tmp_path,
                                                                             capsys):
    plant_folder_option(event, str(tmp_path / "x\n\x1b[2Jy\rz"))
    code, _out, err = cli_run(capsys, "publish", event)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "\x1b" not in err and "\r" not in err and "\\x1b" in err


# -- only its own files are removed ---------------------------------------------------------

def published(path: Path, folder: Path, formats=("html",)):
    with TournamentService.open(path, read_only=True) as service:
        return publish(service.tournament(), list(service.settings().tiebreaks), folder,
                       formats)


def unpair_round_3(path: Path) -> None:
    with TournamentService.open(path) as service:
        service.unpair_last_round()


def test_a_folder_without_a_manifest_loses_nothing(event, victim):
    own = {"player-33.html": "my page", "round-7.html": "mine too", "notes.txt": "notes"}
    report = published(event, victim)
    assert report.removed == []
    for name, text in own.items():  # named like Arbiter's pages, but not written by it
        assert (victim / name).read_text(encoding="utf-8") == text
    listed = read_manifest(victim)
    assert set(listed) == set(report.written) | set(report.unchanged)
    assert "notes.txt" not in listed and "round-7.html" not in listed


def test_the_manifest_names_what_the_next_publish_removes_and_nothing_else(event, tmp_path):
    site = tmp_path / "site"
    published(event, site)
    assert (site / "round-3.html").is_file()
    (site / "round-9.html").write_text("the arbiter's own", encoding="utf-8")  # not listed
    (site / "player-77.html").write_text("the arbiter's own", encoding="utf-8")
    unpair_round_3(event)
    report = published(event, site)
    assert set(report.removed) == {"round-3.html", "round-3-alphabetical.html"}
    assert (site / "round-9.html").is_file() and (site / "player-77.html").is_file()
    assert "round-3.html" not in read_manifest(site)


def test_publishing_only_the_pages_keeps_the_data_files_listed(event, tmp_path):
    site = tmp_path / "site"
    published(event, site, ("html", "json", "csv"))
    unpair_round_3(event)
    published(event, site, ("html",))
    assert (site / "round-3-pairings.json").is_file()  # another kind: kept, still listed
    assert "round-3-pairings.json" in read_manifest(site)
    report = published(event, site, ("json",))
    assert "round-3-pairings.json" in report.removed
    assert (site / "round-3-pairings.csv").is_file()


def good_manifest(names) -> str:
    return json.dumps({"format": "arbiter-publish-files", "version": 1, "files": names})


BAD_MANIFESTS = {
    "not JSON": "{files: [round-9.html]",
    "not UTF-8": b"\xff\xfe{}",
    "a list": json.dumps(["round-9.html"]),
    "no format mark": json.dumps({"version": 1, "files": ["round-9.html"]}),
    "another format": json.dumps({"format": "x", "version": 1, "files": ["round-9.html"]}),
    "a newer version": json.dumps({"format": "arbiter-publish-files", "version": 2,
                                   "files": ["round-9.html"]}),
    "version true": json.dumps({"format": "arbiter-publish-files", "version": True,
                                "files": ["round-9.html"]}),
    "files not a list": json.dumps({"format": "arbiter-publish-files", "version": 1,
                                    "files": "round-9.html"}),
    "a number": good_manifest(["round-9.html", 5]),
    "a path up": good_manifest(["round-9.html", "../outside/keep.html"]),
    "a sub-folder": good_manifest(["round-9.html", "sub/player-1.html"]),
    "a backslash": good_manifest(["round-9.html", "sub\\player-1.html"]),
    "an absolute path": good_manifest(["round-9.html", "/etc/passwd"]),
    "dots": good_manifest(["round-9.html", ".."]),
    "a drive": good_manifest(["round-9.html", "C:player-1.html"]),
    "a control character": good_manifest(["round-9.html", "player-1.html\n"]),
    "a name Arbiter never writes": good_manifest(["round-9.html", "notes.txt"]),
    "nested deep": "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("kind", list(BAD_MANIFESTS))
def test_a_manifest_that_is_not_arbiters_own_removes_nothing(event, tmp_path, kind):
    site = tmp_path / "site"
    site.mkdir()
    text = BAD_MANIFESTS[kind]
    (site / MANIFEST).write_bytes(text if isinstance(text, bytes) else text.encode())
    (site / "round-9.html").write_text("keep me", encoding="utf-8")
    (site / "notes.txt").write_text("keep me", encoding="utf-8")
    assert read_manifest(site) is None
    report = published(event, site)
    assert report.removed == []
    assert (site / "round-9.html").read_text(encoding="utf-8") == "keep me"
    assert (site / "notes.txt").read_text(encoding="utf-8") == "keep me"
    assert read_manifest(site) is not None  # replaced by Arbiter's own
    assert "round-9.html" not in read_manifest(site)


def test_the_same_manifest_made_right_does_remove(event, tmp_path):
    """The control of the test above: a manifest of Arbiter's own form removes the
    file it lists."""
    site = tmp_path / "site"
    site.mkdir()
    (site / MANIFEST).write_text(good_manifest(["round-9.html"]), encoding="utf-8")
    (site / "round-9.html").write_text("stale", encoding="utf-8")
    report = published(event, site)
    assert report.removed == ["round-9.html"] and not (site / "round-9.html").exists()


@pytest.mark.skipif(not POSIX, reason="symbolic links and FIFOs as on Linux and macOS")
def test_links_are_never_followed(event, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.html").write_text("outside", encoding="utf-8")
    (outside / MANIFEST).write_text(good_manifest(["round-9.html"]), encoding="utf-8")
    site = tmp_path / "site"
    site.mkdir()
    # a listed page that is a link to a file outside, and one that is a folder
    (site / MANIFEST).write_text(good_manifest(["round-9.html", "round-8.html"]),
                                 encoding="utf-8")
    (site / "round-9.html").symlink_to(outside / "keep.html")
    (site / "round-8.html").mkdir()
    # a page Arbiter writes that is a link: replaced, its target untouched
    (site / "index.html").symlink_to(outside / "keep.html")
    before = snapshot(outside)
    report = published(event, site)
    assert report.removed == []
    assert (site / "round-9.html").is_symlink() and (site / "round-8.html").is_dir()
    assert not (site / "index.html").is_symlink() and "<html" in (site / "index.html").read_text()
    assert snapshot(outside) == before

    # a manifest that is itself a link is not read
    other = tmp_path / "other"
    other.mkdir()
    (other / "round-9.html").write_text("keep me", encoding="utf-8")
    (other / MANIFEST).symlink_to(outside / MANIFEST)
    assert read_manifest(other) is None
    assert published(event, other).removed == []
    assert (other / "round-9.html").is_file() and snapshot(outside) == before


@pytest.mark.skipif(not POSIX, reason="FIFOs as on Linux and macOS")
def test_a_fifo_in_the_folder_never_blocks_a_publish(event, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    os.mkfifo(site / MANIFEST)
    os.mkfifo(site / "index.html")
    done = []
    worker = threading.Thread(target=lambda: done.append(published(event, site)), daemon=True)
    worker.start()
    worker.join(30)
    assert done, "the publish blocked on a FIFO"
    assert (site / "index.html").is_file() and read_manifest(site) is not None


def test_a_manifest_that_is_a_folder_is_one_line_not_a_traceback(event, tmp_path):
    site = tmp_path / "site"
    (site / MANIFEST).mkdir(parents=True)
    (site / "round-9.html").mkdir()
    with pytest.raises(ServiceError, match="cannot publish to"):
        published(event, site)


def test_every_file_a_publish_writes_is_listed(event, tmp_path):
    """A name build_site or build_data makes that the manifest's pattern misses would
    never be removed again."""
    site = tmp_path / "site"
    report = published(event, site, ("html", "json", "csv"))
    assert sorted(read_manifest(site)) == sorted(report.written)
    assert sorted(p.name for p in site.iterdir()) == sorted([*report.written, MANIFEST])


def test_write_files_never_leaves_a_file_of_its_own_unlisted(tmp_path, monkeypatch):
    """A publish cut short (a full disk) after its first new file: that file is already
    on the list, so the next publish can remove it."""
    import arbiter_app.services.publish as publish_module
    site = tmp_path / "site"
    write_files(site, {"index.html": "a", "round-1.html": "b"})
    real = publish_module._write
    calls = []

    def failing(folder, name, content):
        calls.append(name)
        if name == "round-2.html":
            raise OSError(28, "No space left on device")
        real(folder, name, content)
    monkeypatch.setattr(publish_module, "_write", failing)
    with pytest.raises(ServiceError, match="No space left"):
        write_files(site, {"index.html": "a", "round-1.html": "c", "round-2.html": "d",
                           "round-3.html": "e"})
    assert calls[0] == MANIFEST and {"round-2.html", "round-3.html"} <= set(read_manifest(site))


def test_the_folder_chosen_here_wins_over_the_one_the_file_names(event, tmp_path, victim,
                                                                 capsys):
    web = tmp_path / "web"
    assert cli_run(capsys, "publish", event, "-o", web, "--remember")[0] == 0
    plant_folder_option(event, str(victim))  # the file changed elsewhere since
    before = snapshot(victim)
    code, out, err = cli_run(capsys, "publish", event)
    assert code == 0 and out.rstrip().endswith(str(web)), err
    assert snapshot(victim) == before


# -- the window -----------------------------------------------------------------------------

def test_the_window_proposes_the_files_folder_and_writes_only_after_ok(event, tmp_path,
                                                                       monkeypatch, qtbot):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QDialogButtonBox

    from arbiter_app.ui.main_window import MainWindow
    from tests.test_ui_menus import Arbiter
    web = tmp_path / "proposed"
    plant_folder_option(event, str(web))
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    a = Arbiter(qtbot, w, monkeypatch, tmp_path)
    w.open_path(str(event))
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=30_000)
    a.idle()
    seen = []

    def look_then_cancel(dialog):
        seen.append((dialog.folder.text(), dialog.note.isVisible()))
        a.click(dialog, QDialogButtonBox.ButtonRole.RejectRole)
    a.expect("PublishDialog", look_then_cancel)
    a.trigger("File/Publish/Publish web pages now")
    assert seen == [(str(web), True)]
    assert not web.exists() and chosen_folder(event) == ""

    a.expect("PublishDialog", a.ok)  # the arbiter confirms the proposal
    a.trigger("File/Publish/Publish web pages now")
    assert (web / "index.html").is_file() and chosen_folder(event) == str(web)
    a.trigger("File/Publish/Publish web pages now")  # chosen here now: no question
    assert "0 files written" in w.statusBar().currentMessage()

    a.expect("PublishDialog", look_then_cancel)
    a.trigger("File/Publish/Publishing folder")
    assert seen[-1] == (str(web), False)  # no note for this computer's own choice
    w.close()
