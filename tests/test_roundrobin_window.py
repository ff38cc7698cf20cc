"""FIDE checklist Q103 (C.05) in the window and the printed crosstable: a round robin's
player who withdrew before half his games is left out, his games removed from every
table, and the standings tab says so."""

from __future__ import annotations

import html
import re

import pytest

from tests.test_roundrobin_cli import _six_players_who_win_as_white


def crosstable_points(page) -> dict[str, str]:
    """Name -> the Points cell of a published crosstable."""
    text = page.read_text(encoding="utf-8")
    rows = [[html.unescape(re.sub("<[^>]+>", "", cell)).strip()
             for cell in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", text, re.S)]
    at = rows[0].index("Points")
    return {row[2]: row[at] for row in rows[1:] if len(row) > at}


@pytest.mark.parametrize("rounds", [1, 5])
def test_the_window_leaves_him_out_and_counts_no_removed_game(qtbot, tmp_path, capsys,
                                                              rounds):
    pytest.importorskip("pytestqt")
    from tests.gui import opened_window
    event = _six_players_who_win_as_white(tmp_path, capsys, 2, rounds)
    w, idle = opened_window(qtbot, event)
    try:
        w.tabs.setCurrentWidget(w.standings_view)
        idle()
        model = w.standings_view.model
        standings = {model.row(r)[3]: model.row(r)[6] for r in range(model.rowCount())}
        assert "Player 6" not in standings and len(standings) == 5
        assert "6 withdrew after 1 of 5 games" in w.standings_view.note.text()
        assert "left out of the standings" in w.standings_view.note.text()
        w.tabs.setCurrentWidget(w.crosstable_view)
        idle()
        cross = w.crosstable_view.model
        at = cross.headers().index("Points")
        points = {cross.row(r)[2]: str(cross.row(r)[at]) for r in range(cross.rowCount())}
        assert points == standings  # the crosstable's points are the standings' points
    finally:
        w.close()
