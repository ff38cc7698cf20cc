"""Issue #34: the checks of :mod:`arbiter_app.store.contents` themselves, and that every
column of every table is checked somewhere (a column added later cannot be forgotten)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from arbiter_app.store import contents as C
from arbiter_app.store.models import Base

STORE = Path(__file__).resolve().parent.parent / "arbiter_app" / "store"


def test_every_column_is_checked_by_the_loader_or_the_side_tables():
    """A column is checked where the model is built (its name read by convert.py's
    queries and passed through a check) or by check_side_tables' SQL."""
    loader = "".join((STORE / name).read_text(encoding="utf-8")
                     for name in ("convert.py", "team_convert.py"))
    selected = set()
    for query in re.findall(r'"SELECT ([^"]*?) FROM (\w+)', loader):
        selected |= {(query[1], c.strip()) for c in query[0].split(",")}
    from arbiter_app.store.convert import PLAYER_FIELDS, _TOURNAMENT_COLUMNS
    selected |= {("players", c) for c in PLAYER_FIELDS}
    selected |= {("tournament", c) for c in _TOURNAMENT_COLUMNS}
    side = {(table, column) for table, columns in C._SIDE_COLUMNS.items()
            for column, _ in columns}
    keys = {("audit_log", "id"), ("pairing_overrides", "id"), ("tournament", "id")}
    from arbiter_app.store.team_convert import _EVENT_COLUMNS
    selected |= {("team_event", c) for c in _EVENT_COLUMNS}
    unchecked = [(table.name, column.name) for table in Base.metadata.sorted_tables
                 for column in table.columns
                 if (table.name, column.name) not in selected | side | keys]
    assert unchecked == []


@pytest.mark.parametrize("text, deep", [
    ("{}", False), ('{"a": "b"}', False), ("[[1, 2], [3]]", False),
    ('["[[[[[["]', False),  # brackets inside a string do not nest
    ('[["a\\"[[[["]]', False),  # nor after an escaped quote
    ("[[[[1]]]]", True), ('{"a": {"b": {"c": {"d": 1}}}}', True),
    ("[" * 200_000, True),
])
def test_json_depth_is_counted_outside_strings(text, deep):
    assert C._too_deep(text) is deep


def test_a_value_is_quoted_short_and_printable():
    shown = C.shown_value("\x1b[2Jevil\u202e")
    assert all(c.isprintable() for c in shown) and "evil" in shown
    assert len(C.shown_value("x" * 500)) == 40


@pytest.mark.parametrize("value, ok", [
    ('[["standard", 2400, 20, "FIDE standard 2026/11"]]', True),
    ('[["standard", 2400, 0, ""], ["rapid", 0, 0, ""]]', True),
    ('[["standard", "2400", 20, ""]]', False), ('[["standard", 2400]]', False),
    ('[["standard", 99999, 20, ""]]', False), ('{"standard": 2400}', False),
    ('[["standard", true, 20, ""]]', False),
])
def test_list_ratings_shape(value, ok):
    if ok:
        assert C.list_ratings(value, "players", 1, "fide_ratings") == json.loads(value)
    else:
        with pytest.raises(C.BadValue, match="players row 1: fide_ratings"):
            C.list_ratings(value, "players", 1, "fide_ratings")


def test_a_bool_is_no_whole_number_and_a_whole_number_is_no_text():
    with pytest.raises(C.BadValue):
        C.integer(True, "t", 1, "c", 0, 5)
    with pytest.raises(C.BadValue):
        C.text(5, "t", 1, "c")
    assert C.points(2, "t", 1, "c") == 2.0
    with pytest.raises(C.BadValue):
        C.points(float("inf"), "t", 1, "c")
