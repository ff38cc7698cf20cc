"""The documents the services build as HTML (issue 21): the pairing list of a
round by board and alphabetically, the starting-rank list, the standings and
the crosstable with a legend of their tie-breaks; and their PDF, laid out by
the render layer with names on one line."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape

import pytest

from arbiter_app.engine.model import TournamentInfo
from arbiter_app.services.documents import (KINDS, DocumentError, build_document,
                                            paired_round)
from tests.builders import tournament

LONG = "Van der Wiel-Kasparova, Jan-Hendrik Alexander"
LONGER = "Rodríguez Fernández de la Peña, María Guadalupe"
TIEBREAKS = ["BH/C1", "BH", "SB/M1/P", "DE"]


def leiden_open():
    """Eight players (5 and 2 with long names); round 1 played on 3 May, round 2
    paired on 4 May with one result in and a half-point bye for 8; 7 withdrew."""
    t = tournament(8, ["1-5 1-0, 6-2 1/2, 3-7 0-1, 8-4 1-0",
                       "2-1 *, 5-3 0-1, 4-6 *, 8 H, 7 Z"], total_rounds=5)
    t.players[5] = replace(t.players[5], name=LONG, title="GM", federation="NED",
                           fide_id="1503014")
    t.players[2] = replace(t.players[2], name=LONGER, federation="ESP")
    t.players[3] = replace(t.players[3], name="Aalders, Bram", rating=0)
    t.players[7] = replace(t.players[7], withdrawn_from=2)
    t.info = TournamentInfo(name="Leiden Open", city="Leiden", start_date="2025-05-01")
    t.rounds[0].date, t.rounds[1].date = "2025-05-03", "2025-05-04"
    t.system = "dutch2016"
    return t


@pytest.fixture
def event():
    return leiden_open()


def rows_of(html: str) -> list[list[str]]:
    """Each table row's cells, as text (the header row first)."""
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", html, re.S):
        rows.append([unescape(re.sub(r"<[^>]+>", "", c))
                     for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)])
    return rows


def test_the_pairing_list_by_board_has_the_round_date_not_the_start_date(event):
    doc = build_document(event, [], "pairings", 2)
    assert doc.title == "Pairings of round 2" and doc.file_stem == "Leiden-Open-round-2"
    assert "2025-05-04" in doc.html and "2025-05-01" not in doc.html
    assert "Leiden Open" in doc.html and "Leiden, 2025-05-04" in doc.html
    rows = rows_of(doc.html)
    assert rows[0] == ["Bd", "No.", "White", "Rtg", "Pts", "Result", "Pts", "Black", "Rtg",
                       "No."]
    assert rows[1] == ["1", "2", LONGER, "2390", "\u00bd", "", "1", "Player 01", "2400", "1"]
    assert rows[2][5] == "0 \u2013 1"  # board 2's result is in; board 1's left blank
    assert rows[4][:6] == ["", "8", "Player 08", "2330", "1", "half-point bye (\u00bd)"]
    assert len(rows) == 5  # 7 withdrew: not on the list
    # the names have the room: never wrapped, and the page turns for two long ones
    assert "td.name { white-space: nowrap; }" in doc.html
    assert doc.html.count('class="name"') == 2 * 4 and doc.landscape


def test_the_default_round_is_the_last_paired_and_the_first_round_has_its_date(event):
    assert build_document(event, [], "pairings").title == "Pairings of round 2"
    first = build_document(event, [], "alphabetical", 1)
    assert "2025-05-03" in first.html and "2025-05-04" not in first.html


def test_the_alphabetical_list_has_every_player_of_the_round_once_by_name(event):
    doc = build_document(event, [], "alphabetical", 2)
    assert doc.title == "Pairings of round 2 (alphabetical)"
    assert "2025-05-04" in doc.html and "2025-05-01" not in doc.html
    rows = rows_of(doc.html)
    assert rows[0] == ["Name", "No.", "Pts", "Bd", "Colour", "Opponent", "No.", "Pts"]
    names = [r[0] for r in rows[1:]]
    assert names == sorted(names, key=str.casefold) and names[0] == "Aalders, Bram"
    numbers = [int(r[1]) for r in rows[1:]]
    assert sorted(numbers) == [1, 2, 3, 4, 5, 6, 8]  # everyone once; 7 withdrew
    by_number = {int(r[1]): r for r in rows[1:]}
    assert by_number[1] == ["Player 01", "1", "1", "1", "Black", LONGER, "2", "\u00bd"]
    assert by_number[2] == [LONGER, "2", "\u00bd", "1", "White", "Player 01", "1", "1"]
    assert by_number[3][3:7] == ["2", "Black", LONG, "5"]
    assert by_number[8] == ["Player 08", "8", "1", "", "", "half-point bye (\u00bd)", "", ""]


def test_the_starting_rank_list(event):
    doc = build_document(event, [], "ranking")
    assert doc.title == "Starting rank list" and "Leiden, 2025-05-01" in doc.html
    rows = rows_of(doc.html)
    assert rows[0] == ["No.", "Title", "Name", "Fed", "Rating", "FIDE ID"]
    assert [r[0] for r in rows[1:]] == [str(n) for n in range(1, 9)]
    assert rows[5] == ["5", "GM", LONG, "NED", "2360", "1503014"]
    assert rows[3][4] == ""  # unrated: no rating printed


def test_standings_with_a_legend_of_every_tiebreak(event):
    doc = build_document(event, TIEBREAKS, "standings")
    assert doc.title == "Standings after round 1" and "Leiden, 2025-05-03" in doc.html
    rows = rows_of(doc.html)
    assert rows[0] == ["Rank", "No.", "Title", "Name", "Fed", "Rating", "Points", "BH/C1", "BH",
                       "SB/M1/P", "DE"]
    assert sorted(int(r[1]) for r in rows[1:]) == list(range(1, 9))
    text = unescape(doc.html)
    assert "Tie-breaks" in text
    assert "BH/C1</b> \u2013 Buchholz: sum of the opponents' scores, Cut-1 (C.07 8.1)" in text
    assert "BH</b> \u2013 Buchholz: sum of the opponents' scores (C.07 8.1)" in text
    assert "DE</b> \u2013 Direct encounter" in text
    # a form the catalogue does not list is described from its parts
    assert "SB/M1/P</b> \u2013 Sonneborn-Berger" in text and "Median-1" in text
    assert "forfeits as played games" in text


def test_standings_without_tiebreaks_have_no_legend(event):
    doc = build_document(event, [], "standings")
    assert "Tie-breaks" not in doc.html and rows_of(doc.html)[0][-1] == "Points"


def test_the_crosstable_has_the_tiebreaks_and_both_legends(event):
    doc = build_document(event, TIEBREAKS, "crosstable")
    assert doc.title == "Crosstable after round 1" and doc.landscape
    rows = rows_of(doc.html)
    assert rows[0] == ["Rank", "No.", "Name", "Rating", "R1", "Points", "BH/C1", "BH", "SB/M1/P",
                       "DE"]
    assert sorted(int(r[1]) for r in rows[1:]) == list(range(1, 9))
    text = unescape(doc.html)
    assert "How to read it" in text and "Tie-breaks" in text and "Buchholz" in text
    standings = {r[1]: r[7:] for r in rows_of(build_document(event, TIEBREAKS,
                                                             "standings").html)[1:]}
    assert all(r[6:] == standings[r[1]] for r in rows[1:])  # the same values


def test_a_pairing_list_needs_a_paired_round(event):
    empty = tournament(4)
    with pytest.raises(DocumentError, match="No round is paired yet"):
        build_document(empty, [], "pairings")
    with pytest.raises(DocumentError, match=r"Round 3 is not paired \(2 rounds are\)"):
        build_document(event, [], "alphabetical", 3)
    with pytest.raises(DocumentError):
        paired_round(event, 0)
    for kind in ("ranking", "standings", "crosstable"):  # these exist before round 1
        assert "Player 01" in build_document(empty, ["BH"], kind).html


def test_every_document_is_a_whole_page_with_the_one_stylesheet(event):
    styles = set()
    for kind in KINDS:
        html = build_document(event, TIEBREAKS, kind).html
        assert html.startswith("<!DOCTYPE html>") and html.endswith("</html>")
        styles.add(re.search(r"<style>(.*?)</style>", html, re.S).group(1))
        assert "<script" not in html
        assert html.count("<thead><tr><th") == 1  # the header row comes back on every page
    assert len(styles) == 1


def test_names_are_escaped(event):
    event.players[1] = replace(event.players[1], name="O'Brien <Jr> & Co")
    html = build_document(event, [], "alphabetical").html
    assert "O&#x27;Brien &lt;Jr&gt; &amp; Co" in html and "<Jr>" not in html
