"""FIDE checklist Q50: what a TRF16 file was read as because the format left it open is
reported: the initial colour taken from round 1 (no XXC, no 152), and blank cells of a
paired round read as absences (Z)."""

from __future__ import annotations

from arbiter_app.trf import read_trf, write_trf
from tests.builders import tournament


def test_initial_colour_and_blank_cells_are_reported():
    t = tournament(5, ["1-2 1-0, 3-4 1/2, 5 Z"], total_rounds=3)
    lines = write_trf(t, version="trf16").split("\n")
    # an older file: no XXC line, and player 5's cell left blank
    text = "\n".join(x.replace("  0000 - Z", "          ") for x in lines
                     if not x.startswith("XXC"))
    notes: list[str] = []
    again = read_trf(text, "old.trf", notes)
    assert again.round(1).byes == {5: again.round(1).byes[5]}
    assert [(n.question, str(n)) for n in notes] == [
        ("Q50", "old.trf: no XXC or 152 line: the initial colour (white) is read from the "
                "top player's colour in round 1"),
        ("Q50", "old.trf: round 1: blank cells of player 5 are read as absences (Z)")]


def test_a_complete_trf2026_file_needs_no_note():
    t = tournament(4, ["1-2 1-0, 3-4 1/2"], total_rounds=3)
    notes: list[str] = []
    read_trf(write_trf(t, version="trf2026"), "new.trf", notes)
    assert notes == []
