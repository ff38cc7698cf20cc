"""Shared test set-up: Qt offscreen, and no test touches the user's real files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the tests read English texts whatever the machine's language (docs/languages.md);
# tests/test_i18n.py chooses the other languages itself
os.environ["ARBITER_LANGUAGE"] = "en"

DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    """Settings, recent files and backups go to a temporary ARBITER_HOME."""
    monkeypatch.setenv("ARBITER_HOME", str(tmp_path_factory.mktemp("arbiter-home")))


@pytest.fixture
def data_dir() -> Path:
    return DATA
