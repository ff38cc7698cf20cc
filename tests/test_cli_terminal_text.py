"""Text from a file is data on a terminal (issue #34, point 3): nothing arbiter-cli writes to
standard output or standard error holds a character a terminal takes as a command.

The characters are those of ECMA-48 (the C0 set but newline and tab, DEL, the C1 set) and
the Unicode bidirectional embeddings, overrides and isolates (UAX #9, "Trojan Source");
the texts carrying them come from files made by someone else: a tournament file, a TRF, a
CSV header and cell, a file's name.  docs/input-files.md says what is removed and why.
"""

from __future__ import annotations

import io
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from tests.test_e2e_cli import AFTER1, ROOT, START

#: the issue's hostile name: retitles the window (OSC 0 ... BEL), then clears the screen
EVIL = "\x1b]0;pwned\x07Evil\x1b[2J"
#: what a terminal must never receive from arbiter-cli: C0 but \n and \t, DEL, C1, and the
#: bidi embeddings (U+202A-E) and isolates (U+2066-9) (written out here, not taken from the
#: code under test)
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f\u202a\u202b\u202c\u202d\u202e"
                       "\u2066\u2067\u2068\u2069]")


def cli(capsys, *argv) -> tuple[int, str, str]:
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def assert_clean(*texts: str) -> None:
    for text in texts:
        found = FORBIDDEN.findall(text)
        assert not found, (found, text)


# ------------------------------------------------------------------ the filter itself

def test_every_control_character_but_newline_and_tab_is_removed():
    from arbiter_app.cli.terminal import clean
    controls = "".join(map(chr, [*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0)]))
    assert clean(controls) == "\t\n"
    assert clean("a\u202eb\u202ac\u202bd\u202ce\u202df\u2066g\u2067h\u2068i\u2069j") == \
        "abcdefghij"
    kept = "Müller, Jürgen; Иванов; 李; محمد\u200f; \u200eé\u00a0x ½ — ’"
    assert clean(kept) == kept  # letters, marks that override nothing, no-break space
    assert clean(EVIL) == "]0;pwnedEvil[2J"


def test_the_stream_keeps_its_own_encoding_and_counts_what_it_was_given():
    from arbiter_app.cli.terminal import TerminalText
    raw = io.BytesIO()
    under = io.TextIOWrapper(raw, encoding="cp1252", errors="replace", newline="\n")
    stream = TerminalText(under)
    assert stream.write("Müller\x1b[2J\n") == len("Müller\x1b[2J\n")
    print("Ñ\x9b1m", "Ш", file=stream)
    stream.writelines(["a\x07", "b\n"])
    stream.flush()
    assert raw.getvalue() == "Müller[2J\nÑ1m ?\nab\n".encode("cp1252")
    assert (stream.encoding, stream.errors) == ("cp1252", "replace")


def test_main_puts_the_streams_back(capsys):
    before = sys.stdout, sys.stderr
    cli(capsys, "--version")
    assert (sys.stdout, sys.stderr) == before


# ------------------------------------------------------------------ through the command line

@pytest.fixture
def folder(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def hostile_tournament(folder: Path) -> Path:
    """A tournament file made elsewhere: its event, city and a player carry escapes (written
    into the file as another program could, not through Arbiter, which refuses such names)."""
    path = folder / "hostile.arbiter"
    assert main(["import", str(AFTER1), "-o", str(path), "--system", "dutch2016"]) == 0
    with sqlite3.connect(path) as con:
        con.execute("UPDATE players SET name = ? WHERE number = 1", (EVIL,))
        con.execute("UPDATE players SET name = ? WHERE number = 2",
                    ("\u202eAnna\u202c, B\x9b31m",))
    con.close()
    return path


@pytest.mark.parametrize("argv", [
    ["show", "{}"],
    ["show", "{}", "--round", "1"],
    ["standings", "{}"],
    ["standings", "{}", "--csv"],
    ["export", "{}", "-o", "-"],
    ["ratings", "{}"],
    ["pair-next", "{}"],
    ["result", "{}", "1", "1", "1-0"],
], ids=lambda a: "-".join(a[:1] + a[2:3]))
def test_names_from_a_tournament_file_reach_no_terminal(folder, capsys, argv):
    path = hostile_tournament(folder)
    code, out, err = cli(capsys, *[str(path) if a == "{}" else a for a in argv])
    assert_clean(out, err)
    if code == 0 and argv[0] in ("show", "standings", "export"):
        assert "Evil" in out and "Anna" in out  # the names are printed, without the escapes


def test_a_tournament_name_with_escapes(folder, capsys):
    """The event's own fields are typed by whoever made the file: here through ``new``."""
    code, out, err = cli(capsys, "new", "t.arbiter", "--name", "Open\x1b[31mRED\x07",
                         "--city", "\x1b]8;;http://x\x1b\\Ci\u2067ty", "--rounds", "5",
                         "--system", "dutch2026")
    assert code == 0 and "Open[31mRED" in out  # the escape character gone, the rest shown
    assert_clean(out, err)
    for argv, shown in ((["show", "t.arbiter"], "Open[31mRED"),
                        (["settings", "t.arbiter"], "]8;;http://x\\City")):
        code, out, err = cli(capsys, *argv)
        assert code == 0 and shown in out, (argv, out, err)
        assert_clean(out, err)


def test_a_trf_whose_names_turn_lines_around(folder, capsys):
    """TRF files are read in UTF-8; a name may carry the bidi overrides ("Trojan Source")."""
    text = START.read_text(encoding="utf-8")
    turned = "\u202eAnna\u202c, Al".ljust(len("Alpha, Anna"))
    (folder / "turned.trf").write_text(text.replace("Alpha, Anna", turned), encoding="utf-8")
    for argv in (["standings", "turned.trf"], ["standings", "turned.trf", "--csv"],
                 ["check", "turned.trf", "--system", "dutch2016"]):
        code, out, err = cli(capsys, *argv)
        assert code in (0, 1), (argv, err)
        assert_clean(out, err)
    code, out, err = cli(capsys, "standings", "turned.trf")
    assert "Anna, Al" in out


def test_a_csv_header_and_cell_quoted_back(folder, capsys):
    """The CSV import prints the columns it ignores and quotes the cells it refuses."""
    assert main(["import", str(AFTER1), "-o", "t.arbiter", "--system", "dutch2016"]) == 0
    capsys.readouterr()
    (folder / "p.csv").write_text('name,Club\x1b[8m,rating\n"Zulu, Zoe",x,19\x1b[2J00\n',
                                  encoding="utf-8")
    code, out, err = cli(capsys, "import-players", "t.arbiter", "p.csv")
    assert code == 2 and "ignored: Club[8m" in out and "'19" in err, (out, err)
    assert_clean(out, err)


def test_a_file_name_quoted_in_an_error(folder, capsys):
    for argv in (["show", "x\x1b[2J\x07.arbiter"], ["check", "a\x9b2Jb.trf"],
                 ["import-players", "t\u202e.arbiter", "p.csv"]):
        code, out, err = cli(capsys, *argv)
        assert code == 2 and err.startswith("arbiter-cli: "), (argv, err)
        assert_clean(out, err)


def test_argparse_quoting_a_value_typed(folder, capsys):
    code, out, err = cli(capsys, "standings", "x.trf", "--unplayed", "\x1b[2Jodd")
    assert code == 2 and "[2Jodd" in err
    assert_clean(out, err)


# ------------------------------------------------------------------ the real entry point

def run_process(folder: Path, *argv: str, env: dict | None = None) -> subprocess.CompletedProcess:
    environment = dict(os.environ, PYTHONPATH=str(ROOT), **(env or {}))
    environment.pop("ARBITER_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "arbiter_app.cli", *argv], cwd=folder,
                          env=environment, capture_output=True, timeout=120)


def test_the_command_as_run_writes_no_escape(folder):
    path = hostile_tournament(folder)
    done = run_process(folder, "show", path.name)
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("utf-8")
    assert_clean(out, done.stderr.decode("utf-8"))
    assert "Evil" in out and "\x1b" not in out


def test_the_encoding_in_force_is_kept(folder):
    """A Windows console's code page, say: what it cannot write is replaced as before."""
    path = hostile_tournament(folder)
    with sqlite3.connect(path) as con:
        con.execute("UPDATE players SET name = ? WHERE number = 3", ("Müller, Ш\x1b[2J",))
    con.close()
    done = run_process(folder, "show", path.name, env={"PYTHONIOENCODING": "cp1252:replace"})
    assert done.returncode == 0, done.stderr
    assert "Müller, ?".encode("cp1252") in done.stdout and b"\x1b" not in done.stdout


def test_a_closed_pipe_still_ends_quietly(folder):
    """``arbiter-cli standings big.trf | head -1``: the reader goes away, arbiter-cli ends
    with exit 0 and no traceback, as before."""
    lines = START.read_text().split("\n")
    head = [line for line in lines if not line.startswith("001")]
    player = next(line for line in lines if line.startswith("001"))
    many = [f"001 {n:4d}" + player[8:14] + f"Player, Number {n:<18d}" + player[47:]
            for n in range(1, 4001)]
    (folder / "big.trf").write_text("\n".join([*head, *many]) + "\n")
    environment = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen([sys.executable, "-m", "arbiter_app.cli", "standings",
                                "big.trf"], cwd=folder, env=environment,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = process.stdout.readline()
    process.stdout.close()
    try:
        err = process.communicate(timeout=120)[1].decode()
    except subprocess.TimeoutExpired:
        process.kill()
        raise
    assert first.startswith(b"Rank")
    assert process.returncode == 0 and "Traceback" not in err, err


def test_an_interrupt_is_said_as_before(folder, capsys, monkeypatch):
    from arbiter_app.cli.commands import check

    def interrupted(args):
        print("half a line\x1b[2J", end="")
        raise KeyboardInterrupt

    monkeypatch.setattr(check, "run", interrupted)
    (folder / "x.trf").write_text("")
    code, out, err = cli(capsys, "check", "x.trf")
    assert code == 130 and out == "half a line[2J" and err == "arbiter-cli: interrupted\n"
