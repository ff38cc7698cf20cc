"""Each arbiter-cli command imports only what it uses (issue #17).

The TRF commands (``pair``, ``check``, ``generate``, ``--help``) must not pay for the store
(SQLAlchemy), the GUI (PySide6) or numpy; :data:`arbiter_app.cli.main.COMMANDS`
(which lets ``main`` import only the command's module) must say what the
command modules register.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.cli import main as cli_main
from arbiter_app.cli.common import is_database
from arbiter_app.cli.parser import Parser

SMALL = Path(__file__).parent / "data" / "dutch2016" / "mixed-00019-n010-r05.trf"
HEAVY = ("sqlalchemy", "PySide6", "numpy")

PROBE = """
import contextlib, io, json, sys
from arbiter_app.cli.main import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    try:
        code = main(sys.argv[1:])
    except SystemExit as exc:
        code = exc.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def imported_by(args: list[str]) -> tuple[int, list[str]]:
    """The exit code of ``arbiter-cli ARGS`` run in a fresh interpreter, and every module
    it imported."""
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True,
                          text=True, timeout=120, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return result["code"], result["modules"]


@pytest.mark.parametrize("command", ["pair", "check", "generate", "--help"])
def test_trf_commands_import_neither_store_nor_gui(command, tmp_path):
    if command == "--help":
        args = ["--help"]
    elif command == "generate":  # the random tournament generator, as the bundle runs it
        args = [command, "--players", "8", "--rounds", "3", "--seed", "1", "--half-byes", "1",
                "--tiebreaks", "BH/C1,SB", "-o", str(tmp_path / "g.trf")]
    else:
        args = [command, str(SMALL), "--system", "dutch2016"]
        if command == "pair":  # the file without its last round
            from arbiter_app.trf import read_trf_file, write_trf
            cut = tmp_path / "cut.trf"
            cut.write_text(write_trf(read_trf_file(SMALL).truncated(4)))
            args = [command, str(cut), "--system", "dutch2016", "-o", str(tmp_path / "out.txt")]
    code, modules = imported_by(args)
    assert code == 0, code
    heavy = sorted(m for m in modules if m.split(".")[0] in HEAVY)
    assert not heavy, f"arbiter-cli {command} imports {heavy[:5]}"
    assert not [m for m in modules if m.startswith(("arbiter_app.store", "arbiter_app.ui"))]


def test_only_the_commands_module_is_imported():
    _, modules = imported_by(["pair", "--help"])
    commands = {m for m in modules if m.startswith("arbiter_app.cli.commands.")}
    assert commands == {"arbiter_app.cli.commands.pair"}


def registered() -> list[tuple[str, str, str]]:
    """(command, module, help line) as the command modules register them, in --help order."""
    parser = Parser(prog="arbiter-cli")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    found = []
    for name in cli_main.command_modules():
        before = len(sub._choices_actions)
        cli_main._register(sub, name)
        found += [(action.dest, name, action.help) for action in sub._choices_actions[before:]]
    return found


def test_the_table_of_commands_says_what_the_modules_register():
    """Every command module on disk is in the table with what it registers (a listed module
    not on disk is left out by main: a command on its way)."""
    on_disk = set(cli_main.command_modules())
    table = [(name, module, help_text) for name, (module, help_text) in cli_main.COMMANDS.items()
             if module in on_disk]
    assert table == registered(), "update COMMANDS in arbiter_app/cli/main.py"
    for module in cli_main.HELPERS:
        assert module not in {m for m, _ in cli_main.COMMANDS.values()}


def test_the_help_is_the_same_with_every_module_imported(capsys):
    for everything in (True, False):
        with pytest.raises(SystemExit):
            cli_main.build_parser(everything=everything).parse_args(["--help"])
    full, lazy = capsys.readouterr().out.split("usage:")[1:]
    assert full == lazy


def test_tournament_file_test_agrees_with_the_store(tmp_path):
    import sqlite3

    from arbiter_app.store import is_database as store_is_database

    database = tmp_path / "t.arbiter"
    with sqlite3.connect(database) as con:
        con.execute("CREATE TABLE t (x)")
    con.close()
    empty = tmp_path / "empty.trf"
    empty.write_bytes(b"")
    for path in (database, SMALL, empty, tmp_path / "missing.trf", tmp_path):
        assert is_database(path) == store_is_database(path), path
    assert is_database(database) and not is_database(SMALL)
