"""A team event's documents (issue #37 point 6): a four-team, four-board event run through the
services, each document built as HTML and read back against values worked by hand from the
results entered.

The event (tests/team_event_builders.py): team k is "Club k" (nickname Ck, strength
2400 - 100 k), its players "Player k.p", numbered 5 (k - 1) + p, rated 2400 - 100 k - 10 p.
Round 1 (C.04.6 3.6: one bracket, 1 2 3 4 paired 1-3, 2-4; 4.3.1: the first-team gets the
initial colour, White, when its TPN is odd, else the other): match 1 Club 1 (white) - Club 3,
match 2 Club 4 (white) - Club 2.  TRF-2026 352's default: the white team has White on boards
1 and 3, Black on 2 and 4.  Board k opposes the teams' k-th players.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services.documents import DocumentError, build_document, read_document
from tests.team_event_builders import enter_lineups, play, team_event


def text(html: str) -> str:
    """The document's text, one line a table row or paragraph, cells split by " | "."""
    html = re.sub(r"</t[dh]>\s*<t[dh][^>]*>", " | ", html)
    html = re.sub(r"</(tr|p|h[1-3])>", "\n", html)
    return unescape(re.sub(r"<[^>]+>", "", html))


def rows(html: str) -> list[list[str]]:
    return [[c.strip() for c in line.split(" | ")] for line in text(html).splitlines()
            if " | " in line]


@pytest.fixture
def event(tmp_path):
    """Round 1 played; round 2 paired, one of its matches forfeited."""
    with team_event(tmp_path / "league.arbiter", teams=4, boards=4, rounds=3) as service:
        enter_lineups(service, 1)
        service.pair_next_team_round()
        # match 1 (1-3), from each board's white player: 1 (team 1) wins board 1, board 2
        # drawn, 3 (team 1, White on board 3) loses board 3, board 4 drawn: 2-2.
        # match 2 (4-2): team 2 wins every board: 0-4.
        play(service, 1, {1: "1=0=", 2: "0101"})
        enter_lineups(service, 2)
        service.pair_next_team_round()
        yield service


def test_round_1_pairing_list_by_match(event):
    doc = read_document(event, "pairings", 1)
    assert doc.title == "Pairings of round 1"
    table = rows(doc.body)
    # the match line: number, the white team, its game points first (C.07 11.1.2: the sum
    # of the boards, 1 + ½ + 0 + ½ = 2 each), match points (C.07 11.1.1, 362: 1 a draw)
    assert table[1] == ["1", "1", "Club 1", "", "", "2 \u2013 2", "Club 3", "", "3", "1 \u2013 1"]
    # its boards: the white team's player on the left with the colour he has
    assert table[2] == ["1.1", "1", "Player 1.1", "2290", "White", "1 \u2013 0", "Player 3.1",
                        "2090", "11", ""]
    assert table[3] == ["1.2", "2", "Player 1.2", "2280", "Black", "\u00bd \u2013 \u00bd",
                        "Player 3.2", "2080", "12", ""]
    assert table[4][4:6] == ["White", "0 \u2013 1"]  # board 3: 3 (White) lost to 13
    # match 2: 4-2, every board won by team 2: 0-4, 0-2 in match points
    assert table[6][:3] == ["2", "4", "Club 4"] and table[6][5:] == [
        "0 \u2013 4", "Club 2", "", "2", "0 \u2013 2"]
    assert [r[5] for r in table[7:11]] == ["0 \u2013 1"] * 4
    assert [r[4] for r in table[7:11]] == ["White", "Black", "White", "Black"]


def test_round_2_shows_a_forfeited_match_and_no_result_yet(event):
    t = event.team_tournament()
    matches = t.rounds[1].games
    event.forfeit_match(2, 1, "+-")  # the white team of match 1 wins by forfeit (330)
    table = rows(read_document(event, "pairings", 2).body)
    white, black = matches[0].white, matches[0].black
    # a forfeited match: no games; B x 162 W = 4 game points to the winner, 0 to the loser
    # (docs/teams.md), TW = 2 match points
    assert table[1][1:3] == [str(white), f"Club {white}"]
    assert table[1][5] == "4 \u2013 0 (forfeited match)" and table[1][9] == "2 \u2013 0"
    # the other match: its line and its four boards, no result yet
    assert table[2][:3] == ["2", str(matches[1].white), f"Club {matches[1].white}"]
    assert table[2][5] == "" and table[2][9] == ""
    assert [r[0] for r in table[3:7]] == ["2.1", "2.2", "2.3", "2.4"]
    assert all(r[5] == "" for r in table[3:7])


def test_the_players_alphabetically(event):
    table = rows(read_document(event, "alphabetical", 1).body)
    assert table[0] == ["Name", "No.", "Team", "Match", "Bd", "Colour", "Opponent", "Team"]
    by_name = {r[0]: r for r in table[1:]}
    assert len(by_name) == 16  # four boards of two matches, each player once
    assert by_name["Player 2.2"] == ["Player 2.2", "7", "Club 2", "2", "2", "White",
                                     "Player 4.2", "Club 4"]
    assert by_name["Player 3.1"][3:7] == ["1", "1", "Black", "Player 1.1"]


def test_match_cards_one_a_match_with_boxes_and_signatures(event):
    doc = read_document(event, "match-cards", 2)
    cards = doc.html.count("<h2")
    assert cards == 1 + 2  # the page's heading, then one per match
    assert doc.html.count("page-break-before: always") == 1
    t = event.team_tournament()
    first = t.rounds[1].games[0]
    lines = text(doc.body)
    assert "Round 2, match 1" in lines and "Round 2, match 2" in lines
    assert f"Captain of Club {first.white}: " in lines
    assert f"Captain of Club {first.black}: " in lines and "Match arbiter: " in lines
    table = rows(doc.body)
    assert table[0] == ["Bd", "Colour", "No.", f"Club {first.white}", "Rtg", "Result", "No.",
                        f"Club {first.black}", "Rtg"]
    # no result yet: the boxes are blank, for the captains
    assert [r[5].strip("\xa0") for r in table[1:5]] == [""] * 4
    # round 1's cards printed again carry the results entered
    table = rows(read_document(event, "match-cards", 1).body)
    assert table[1] == ["1", "White", "1", "Player 1.1", "2290", "1 \u2013 0", "11",
                        "Player 3.1", "2090"]
    assert table[5][3:6] == ["Game points", "", "2 \u2013 2"]


def test_team_standings_board_standings_and_crosstable(event):
    doc = read_document(event, "standings")
    assert doc.title == "Standings after round 1"
    table = rows(doc.body)
    assert table[0] == ["Rank", "No.", "Team", "MP", "GP", "MPvGP", "BH/C1", "SB"]
    # MP and GP after round 1: 2 (won 4-0): 2 and 4; 1 and 3 (2-2): 1 and 2; 4: 0 and 0
    assert table[1][1:5] == ["2", "Club 2", "2", "4"]
    assert sorted(tuple(r[1:5]) for r in table[2:4]) == [("1", "Club 1", "1", "2"),
                                                        ("3", "Club 3", "1", "2")]
    assert table[4][1:5] == ["4", "Club 4", "0", "0"]
    boards = read_document(event, "boards")
    assert boards.title == "Board standings after round 1"
    board_1 = rows(boards.body.split("Board 2")[0])
    # board 1: 1 (2290) beat 11 (2090), 6 (2190) beat 16 (1990); one game each: ARO the
    # opponent's rating, TPR = ARO + 800 (B.02's dp for 100 %, C.07 10.2); equal points,
    # the higher performance first
    assert board_1[1] == ["1", "1", "Player 1.1", "Club 1", "2290", "1", "1", "1", "2090",
                          "2890"]
    assert board_1[2] == ["2", "6", "Player 2.1", "Club 2", "2190", "1", "1", "1", "1990",
                          "2790"]
    cross = rows(read_document(event, "crosstable").body)
    head = cross[0]
    assert head[:7] == ["Rank", "No.", "Team", "1", "2", "3", "4"]
    order = [int(r[1]) for r in cross[1:5]]
    rank_of = {n: i for i, n in enumerate(order)}
    row_2 = cross[1 + rank_of[2]]
    assert row_2[3 + rank_of[4]] == "4" and row_2[3 + rank_of[2]] == "\u00d7"
    row_4 = cross[1 + rank_of[4]]
    assert row_4[3 + rank_of[2]] == "0" and row_4[3 + rank_of[1]] == ""


def test_rosters_in_board_order(event):
    doc = read_document(event, "rosters")
    assert doc.title == "Team rosters"
    assert read_document(event, "ranking").body == doc.body  # the starting-rank list
    lines = text(doc.body).splitlines()
    assert "2. Club 2 (C2), strength 2200" in lines
    block = doc.body.split('id="team-2"')[1].split('id="team-3"')[0]
    assert [r[:4] for r in rows(block)[1:]] == [[str(p), str(5 + p), "", f"Player 2.{p}"]
                                                for p in range(1, 6)]


def test_a_round_not_paired(event):
    with pytest.raises(DocumentError):
        read_document(event, "pairings", 3)
    t = event.team_tournament()
    with pytest.raises(DocumentError):
        build_document(t, [], "match-cards", 5)


def test_french_documents(event):
    """The reader's language: the headings and the cells the catalogue translates."""
    doc = read_document(event, "pairings", 1, language="fr")
    assert doc.title == "Appariements de la ronde 1"
    assert 'lang="fr"' in doc.html
    table = rows(doc.body)
    assert table[0][2] == "Équipe" and table[2][4] == "Blancs"
    standings = read_document(event, "standings", language="fr")
    assert standings.title == "Classement après la ronde 1"
    boards = read_document(event, "boards", language="fr")
    assert "Échiquier 1" in text(boards.body)
    cards = read_document(event, "match-cards", 1, language="fr")
    assert "Match cards" not in cards.html and "Captain" not in cards.html


def test_the_hall_shows_the_matches(event):
    from arbiter_app.ui.hall import hall_table
    t = event.team_tournament()
    pairings = hall_table(t, event.team_tiebreaks(), "pairings")
    assert pairings.title == "Round 2 \u2013 matches"
    assert len(pairings.rows) == 2 * (1 + 4)
    standings = hall_table(t, event.team_tiebreaks(), "standings")
    assert standings.rows[0][1:5] == (2, "Club 2", "2", "4")
    by_name = hall_table(t, [], "alphabetical")
    assert len(by_name.rows) == 16


def test_an_individual_event_has_no_match_cards(tmp_path):
    from arbiter_app.services import NewTournament, TournamentService
    with TournamentService.create(tmp_path / "open.arbiter",
                                  NewTournament("Open", 5, "dutch2016")) as service:
        with pytest.raises(DocumentError):
            read_document(service, "match-cards")


def test_a_board_result_changed_shows_at_once(event):
    event.record_board_result(1, 1, 3, GameResult.DRAW, confirm=True)
    table = rows(read_document(event, "pairings", 1).body)
    assert table[1][5] == "2\u00bd \u2013 1\u00bd" and table[1][9] == "2 \u2013 0"


def test_team_scores_among_the_tie_breaks_are_written_as_points(tmp_path):
    # C.07 2026 13.1: MPvGP's value is a team's game points (or match points): the standings
    # write it as its GP column is written (2½), the other tie-breaks as numbers
    with team_event(tmp_path / "halves.arbiter", teams=2, boards=3, rounds=3) as service:
        enter_lineups(service, 1)
        service.pair_next_team_round()
        # from each board's white player (352's default: the white team has White on
        # boards 1 and 3): board 1 drawn, board 2 lost by its white player (the black
        # team's), board 3 won by the white team's: the white team 2½, the other ½
        play(service, 1, {1: "=01"})
        table = rows(read_document(service, "standings").body)
    assert table[0][3:6] == ["MP", "GP", "MPvGP"]
    assert [row[4] for row in table[1:]] == ["2\u00bd", "\u00bd"]
    assert [row[5] for row in table[1:]] == ["2\u00bd", "\u00bd"]
