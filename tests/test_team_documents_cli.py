"""A team event's documents from the command line and its web pages (issue #37 point 6):
``arbiter-cli pdf`` writes each kind as a PDF, ``arbiter-cli publish`` the team pages, only
what changed on the next publish; the same event as tests/test_team_documents.py."""

from __future__ import annotations

import json

import pytest

from tests.builders import cli_run as run
from tests.team_event_builders import enter_lineups, play, team_event


@pytest.fixture
def league(tmp_path):
    path = tmp_path / "league.arbiter"
    with team_event(path, teams=4, boards=4, rounds=3) as service:
        enter_lineups(service, 1)
        service.pair_next_team_round()
        play(service, 1, {1: "1=0=", 2: "0101"})  # 1-3 2-2, 4-2 0-4
    return path


@pytest.mark.parametrize("kind", ["pairings", "alphabetical", "match-cards", "rosters",
                                  "ranking", "standings", "boards", "crosstable", "ratings"])
def test_pdf_of_each_team_document(league, tmp_path, capsys, kind):
    out = tmp_path / f"{kind}.pdf"
    code, _out, err = run(capsys, "pdf", league, "--what", kind, "-o", out)
    assert (code, err) == (0, "")
    assert out.read_bytes().startswith(b"%PDF")


def test_pdf_in_another_language_and_a_round(league, tmp_path, capsys):
    out = tmp_path / "cards.pdf"
    code, _out, err = run(capsys, "pdf", league, "--what", "match-cards", "--round", "1",
                          "-o", out, "--language", "de")
    assert (code, err) == (0, "") and out.read_bytes().startswith(b"%PDF")


def test_pdf_refusals(league, tmp_path, capsys):
    code, _out, err = run(capsys, "pdf", league, "--what", "match-cards", "--round", "2", "-o",
                          tmp_path / "x.pdf")
    assert code == 2 and "Round 2 is not paired" in err
    code, _out, err = run(capsys, "pdf", league, "--what", "standings", "--round", "1", "-o",
                          tmp_path / "x.pdf")
    assert code == 2 and "--round" in err


def test_publish_writes_the_team_pages(league, tmp_path, capsys):
    web = tmp_path / "web"
    code, out, err = run(capsys, "publish", league, "-o", web, "--format", "html,json")
    assert code == 0, err
    names = {p.name for p in web.iterdir()}
    assert {"index.html", "round-1.html", "round-1-alphabetical.html", "standings.html",
            "standings-after-round-1.html", "board-standings.html", "crosstable.html",
            "teams.html", "style.css", "standings.json", "round-1-pairings.json"} <= names
    assert not any(n.startswith("player-") for n in names)
    manifest = json.loads((web / ".arbiter-publish.json").read_text())
    assert "teams.html" in manifest["files"] and "board-standings.html" in manifest["files"]
    round_1 = (web / "round-1.html").read_text()
    assert "Club 1" in round_1 and "2 \u2013 2" in round_1 and "Player 4.4" in round_1
    assert 'href="teams.html"' in round_1 and 'href="board-standings.html"' in round_1
    index = (web / "index.html").read_text()
    assert "Boards per match" in index and "Team League" in index
    teams = (web / "teams.html").read_text()
    assert "Player 2.5" in teams
    standings = json.loads((web / "standings.json").read_text())
    # the team level: each team's primary score (match points)
    assert {r["name"]: r["points"] for r in standings["standings"]} == {
        "Club 2": 2, "Club 1": 1, "Club 3": 1, "Club 4": 0}
    code, out, _err = run(capsys, "publish", league, "-o", web, "--format", "html,json")
    assert code == 0 and out.startswith("0 files written")


def test_publish_in_french(league, tmp_path, capsys):
    web = tmp_path / "web"
    code, _out, err = run(capsys, "publish", league, "-o", web, "--language", "fr")
    assert code == 0, err
    assert "Classement après la ronde 1" in (web / "standings.html").read_text()
    assert "Échiquier 1" in (web / "board-standings.html").read_text()
