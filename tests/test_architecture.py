"""The layers of the design card, enforced on every import statement.

engine <- trf <- store <- services <- ui | cli: a module may import only from
its own layer or the layers to its left; only ui imports Qt, only store
imports SQLAlchemy, and the engine imports no I/O or GUI library at all.
Some layers further left are still out of reach (SKIPPING): the GUI and the
CLI reach the store only through services, and the store does not know the
file format (trf).  Function-level (lazy) imports count too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "arbiter_app"

#: first-level part of arbiter_app -> layer rank (imports only go to a lower or equal rank)
LAYERS = {
    "engine": 0,
    "i18n": 0,  # the catalogue: pure Python, imports nothing of Arbiter's (docs/languages.md)
    "trf": 1,
    "paths": 2,
    "store": 2,
    "services": 3,
    "render": 3,  # Qt's rich text to pages: for ui and cli, never for services
    "server": 4,  # the venue server (HTTP): run by the window and by the CLI
    "ui": 5,
    "cli": 5,
    "bench": 5,
    "selftest": 5,
    "__main__": 6,
    "__init__": 0,
}
#: layers of equal rank that must still not import each other
SIBLINGS_APART = {frozenset({"ui", "cli"}), frozenset({"services", "render"}),
                  frozenset({"server", "render"})}
#: (layer, layer to its left) it must not import all the same: the layer that owns the job
#: sits between them
SKIPPING = {
    ("ui", "store"): "the GUI goes through services",
    ("cli", "store"): "the CLI goes through services, like the GUI",
    ("server", "store"): "the venue server goes through services, like the GUI",
    ("store", "trf"): "the store does not know the file format",
}
#: third-party top-level modules and the only layers allowed to import them
RESTRICTED = {
    "PySide6": {"ui", "render", "__main__", "selftest"},
    "shiboken6": {"ui"},
    "sqlalchemy": {"store"},
    "platformdirs": {"paths"},
    "starlette": {"server"},
    "uvicorn": {"server"},
    "segno": {"server"},
}


def _part_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "arbiter_app":
        return None
    return parts[1] if len(parts) > 1 else "__init__"


def imports_of(path: Path, module: str) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
    return found


def violations(root: Path) -> list[str]:
    """Every import in the package at ``root`` that breaks the layering."""
    problems = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root.parent).with_suffix("")
        module = ".".join(relative.parts)
        if module.endswith(".__init__"):
            module = module[: -len(".__init__")]
        part = _part_of(module)
        if part not in LAYERS:
            problems.append(f"{path}: module {module} is in no layer; add it to LAYERS")
            continue
        for line, target in imports_of(path, module):
            where = f"{path.relative_to(root.parent)}:{line}"
            top = target.split(".")[0]
            if top in RESTRICTED and part not in RESTRICTED[top]:
                problems.append(f"{where}: {part} must not import {top}")
            target_part = _part_of(target)
            if target_part is None or target_part == part:
                continue
            if target_part not in LAYERS:
                problems.append(f"{where}: imports {target}, which is in no layer")
            elif LAYERS[target_part] > LAYERS[part] or (
                    frozenset({part, target_part}) in SIBLINGS_APART):
                problems.append(f"{where}: {part} must not import {target_part} ({target})")
            elif (part, target_part) in SKIPPING:
                problems.append(f"{where}: {part} must not import {target_part} ({target}): "
                                f"{SKIPPING[part, target_part]}")
    return problems


def test_the_package_follows_the_layers():
    assert violations(PACKAGE) == []


@pytest.mark.parametrize("layer, statement, complaint", [
    ("engine", "from PySide6 import QtWidgets", "engine must not import PySide6"),
    ("engine", "import sqlalchemy.orm", "engine must not import sqlalchemy"),
    ("engine", "from arbiter_app.trf import read_trf", "engine must not import trf"),
    ("trf", "from ..store import x", "trf must not import store"),
    ("services", "def f():\n    from arbiter_app.ui import app", "services must not import ui"),
    ("cli", "import arbiter_app.ui.app", "cli must not import ui"),
    ("cli", "def f():\n    from arbiter_app.store.database import is_database",
     "cli must not import store"),
    ("cli", "from ..store import TournamentFile", "cli must not import store"),
    ("ui", "import arbiter_app.store.backup", "ui must not import store"),
    ("store", "from arbiter_app.trf.layout import parse_number_list",
     "store must not import trf"),
    ("store", "def f():\n    from ..trf import layout", "store must not import trf"),
])
def test_a_wrong_import_is_caught(tmp_path, layer, statement, complaint):
    package = tmp_path / "arbiter_app"
    (package / layer).mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / layer / "__init__.py").write_text("")
    (package / layer / "bad.py").write_text(statement + "\n")
    found = violations(package)
    assert len(found) == 1 and complaint in found[0], found


def test_a_right_import_passes(tmp_path):
    package = tmp_path / "arbiter_app"
    (package / "services").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "services" / "__init__.py").write_text("")
    (package / "services" / "ok.py").write_text(
        "from arbiter_app.engine.model import Tournament\nfrom ..trf import read_trf\n")
    assert violations(package) == []


@pytest.mark.parametrize("layer, statement", [
    ("cli", "from arbiter_app.services.backups import is_tournament_file"),
    ("cli", "from arbiter_app.engine.model import Tournament"),
    ("ui", "from arbiter_app.services import restore_backup"),
    ("store", "from arbiter_app.engine.model import Tournament\nfrom arbiter_app import paths"),
    ("services", "from arbiter_app.store import TournamentFile\nfrom ..trf import layout"),
])
def test_the_layer_between_is_the_way(tmp_path, layer, statement):
    package = tmp_path / "arbiter_app"
    (package / layer).mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / layer / "__init__.py").write_text("")
    (package / layer / "ok.py").write_text(statement + "\n")
    assert violations(package) == []
