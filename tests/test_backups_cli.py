"""``arbiter-cli backups FILE`` and ``arbiter-cli restore BACKUP -o FILE``: the
list of a tournament's backups, and restoring one; an existing -o is refused
unless --force; every error one line naming the file, nothing changed."""

from __future__ import annotations

import os

from arbiter_app.services import backups_of
from tests.test_backups import crash_while_pairing, played, rounds_and_results, scribble
from tests.builders import cli_run as run


def one_line_error(err: str, *parts: str) -> None:
    assert err.count("\n") == 1 and "Traceback" not in err
    for part in parts:
        assert part in err


def test_backups_lists_newest_first_with_time_round_and_contents(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 2)
    code, out, err = run(capsys, "backups", path)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == f"backups of {path}, newest first (local time):"
    found = backups_of(path)
    assert len(found) == 4 and len(lines) == 9
    newest, before_2, oldest = found[0], found[1], found[3]
    assert lines[1].split() == ["1", *newest.when.split(), "after", "the", "last", "result",
                                "of", "round", "2", "2", "rounds,", "6", "of", "6",
                                "results,", "6", "players"]
    assert lines[2].strip() == str(newest.path)
    assert lines[3].split() == ["2", *before_2.when.split(), "before", "round", "2", "1",
                                "round,", "3", "of", "3", "results,", "6", "players"]
    assert lines[4].strip() == str(before_2.path)
    assert lines[7].split()[:6] == ["4", *oldest.when.split(), "before", "round", "1"]
    assert lines[8].strip() == str(oldest.path)


def test_backups_of_a_damaged_or_gone_file_still_lists_them(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 2)
    newest = backups_of(path)[0]
    scribble(newest.path)
    path.unlink()  # the tournament file itself is gone
    code, out, _err = run(capsys, "backups", path)
    assert code == 0
    assert f"cannot be restored: {newest.path} is damaged" in out.splitlines()[1]
    assert "before round 1" in out and "0 rounds, no games, 6 players" in out


def test_backups_when_there_are_none_or_none_opens(tmp_path, capsys):
    code, out, _err = run(capsys, "backups", tmp_path / "new.arbiter")
    assert code == 0 and out.startswith(f"no backups of {tmp_path / 'new.arbiter'}")
    path = played(tmp_path / "open.arbiter", 1)
    for backup in backups_of(path):
        scribble(backup.path)
    code, out, _err = run(capsys, "backups", path)
    assert code == 1 and out.splitlines()[-1] == "none of them can be restored"


def test_restore_after_a_crash(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 2)
    crash_while_pairing(path)
    scribble(path)
    newest, second = backups_of(path)[:2]
    scribble(newest.path)  # the newest backup is damaged too: the next one is used
    code, out, err = run(capsys, "show", path)
    assert code == 2 and "damaged" in err
    target = tmp_path / "open-restored.arbiter"
    code, out, err = run(capsys, "restore", newest.path, "-o", target)
    assert code == 2 and not target.exists()
    one_line_error(err, str(newest.path), "damaged", "nothing was restored")
    code, out, err = run(capsys, "restore", second.path, "-o", target)
    assert (code, err) == (0, "")
    assert out == f"restored {second.path.name} as {target}\n"
    assert rounds_and_results(target) == (2, 6)  # after round 2's last result: no round lost
    code, out, err = run(capsys, "pair-next", target)
    assert code == 0, err


def test_restore_refuses_an_existing_output_unless_forced(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 2)
    (backup,) = [b for b in backups_of(path) if b.before_round == 2]
    other = tmp_path / "notes.txt"
    other.write_text("keep me\n")
    for existing in (path, other):
        before = existing.read_bytes()
        code, out, err = run(capsys, "restore", backup.path, "-o", existing)
        assert code == 2 and out == ""
        one_line_error(err, str(existing), "already exists", "--force", "nothing was changed")
        assert existing.read_bytes() == before
    code, out, err = run(capsys, "restore", backup.path, "-o", path, "--force")
    assert code == 0 and err == ""
    assert rounds_and_results(path) == (1, 3)


def test_restore_errors_are_one_line(tmp_path, capsys):
    path = played(tmp_path / "open.arbiter", 1)
    backup = backups_of(path)[0]
    notes = tmp_path / "notes.txt"
    notes.write_text("not a tournament\n")
    for argv, parts in [
        (("restore", tmp_path / "nothing.arbiter", "-o", tmp_path / "x.arbiter"),
         ("nothing.arbiter", "no such file")),
        (("restore", notes, "-o", tmp_path / "x.arbiter"), ("notes.txt", "not an Arbiter")),
        (("restore", backup.path, "-o", tmp_path / "missing" / "x.arbiter"),
         ("does not exist",)),
        (("restore", backup.path, "-o", "-"), ("-o",)),
    ]:
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == ""
        one_line_error(err, *parts)
    assert sorted(os.listdir(tmp_path)) == ["notes.txt", "open.arbiter"]


def test_trf_commands_still_refuse_to_write_over_a_tournament_file(tmp_path, capsys):
    """cli/common.py now asks the services whether a file is a tournament file."""
    path = played(tmp_path / "open.arbiter", 0)
    before = path.read_bytes()
    code, _out, err = run(capsys, "generate", "--system", "dutch2016", "--players", "6",
                          "--rounds", "2", "--seed", "1", "-o", path)
    assert code == 2
    one_line_error(err, str(path), "tournament file", "not overwritten")
    code, _out, err = run(capsys, "check", path, "--system", "dutch2016")
    assert code == 2
    one_line_error(err, "is a tournament file (.arbiter), not a TRF16 file")
    assert path.read_bytes() == before
