"""The rating report (issue #24, point 5) where the arbiter sees it: the K of
each player (arbiter-cli add-player --k, kept through renumbering), arbiter-cli
ratings, the printable document and the pairing card.  The numbers are worked
by hand from FIDE B.02 (8.1.1 dp, 8.1.2 PD, 8.3.1 the 400-point rule, 8.3.2
ΣΔR × K), never read off the program."""

from __future__ import annotations

import pytest

from arbiter_app.services import TournamentService
from arbiter_app.services import ratings as S
from arbiter_app.trf import write_trf
from tests.builders import cli_run as run
from tests.builders import tournament

# 1 (2000, K 20): beat 2 (1900): D 100, PD .64; drew 3 (2100): D -100, PD .36; lost
#   to 4 (1500): D 500 -> 400 (8.3.1), PD .92.  Expected 1.92, score 1.5,
#   20 × (1.5 - 1.92) = -8.4; Ra (1900 + 2100 + 1500)/3 = 1833, p .50, dp 0: 1833.
# 2 (1900, K 40): lost to 1: D -100, .36; beat 4: D 400, .92; lost to 3: D -200
#   (198-206), .24.  Expected 1.52, score 1, 40 × -.52 = -20.8; Ra 5600/3 = 1867,
#   p 1/3 = .33, dp -125: 1742.
# 3 (2100, no K: 20 assumed, 8.3.3): drew 4: D 600 -> 400, .92; drew 1: D 100, .64;
#   beat 2: D 200, .76.  Expected 2.32, score 2, 20 × -.32 = -6.4; Ra 1800, p .67,
#   dp 125 (8.1.1: ".67 125"): 1925.
# 4 (1500, K 40): drew 3, lost to 2, beat 1, every D -400: .08 each.  Expected .24,
#   score 1.5, 40 × 1.26 = +50.4; Ra 2000, p .50: 2000.
ROUNDS = ["1-2 1-0, 3-4 1/2", "3-1 1/2, 4-2 0-1", "1-4 0-1, 2-3 0-1"]
RATINGS = [2000, 1900, 2100, 1500]
EXPECTED_CSV = ["No,Name,Rating,K,Games,Score,Expected,Change,Performance",
                "1,Player 01,2000,20,3,1.5,1.92,-8.4,1833",
                "2,Player 02,1900,40,3,1,1.52,-20.8,1742",
                "3,Player 03,2100,20*,3,2,2.32,-6.4,1925",
                "4,Player 04,1500,40,3,1.5,0.24,+50.4,2000"]


@pytest.fixture
def event(tmp_path, capsys):
    trf = tmp_path / "t.trf"
    trf.write_text(write_trf(tournament(4, ROUNDS, total_rounds=5, ratings=RATINGS)),
                   encoding="utf-8")
    path = tmp_path / "t.arbiter"
    # a hand-made tournament: its rounds are not the system's pairing (Q55)
    assert run(capsys, "import", trf, "-o", path, "--system", "dutch2016", "--confirm")[0] == 0
    service = TournamentService.open(path)
    try:
        for number, k in ((1, 20), (2, 40), (4, 40)):
            S.set_k_factor(service, number, k)
    finally:
        service.close()
    return path


def opened(path):
    service = TournamentService.open(path, read_only=True)
    try:
        return service.tournament()
    finally:
        service.close()


def test_cli_ratings_csv(event, capsys):
    code, out, err = run(capsys, "ratings", event, "--csv")
    assert code == 0
    assert out.splitlines() == EXPECTED_CSV
    assert "K not given" in err  # player 3's K is assumed


def test_cli_ratings_table(event, capsys):
    code, out, _ = run(capsys, "ratings", event)
    assert code == 0
    lines = [line.split() for line in out.splitlines()]
    assert lines[0] == ["No", "Name", "Rating", "K", "Games", "Score", "Expected", "Change",
                        "Performance"]
    assert lines[4] == ["4", "Player", "04", "1500", "40", "3", "1.5", "0.24", "+50.4", "2000"]


def test_cli_ratings_refuses_a_trf_file(tmp_path, capsys):
    code, _, err = run(capsys, "ratings", tmp_path / "t.trf")
    assert code == 2 and "not a tournament file" in err


def test_add_player_with_k_and_its_range(event, capsys):
    assert run(capsys, "add-player", event, "Late, Lena", "--rating", "1700", "--k", "40")[0] == 0
    assert S.k_factors(opened(event))[5] == 40
    code, _, err = run(capsys, "add-player", event, "Later, Lars", "--k", "400")
    assert code == 2 and "K 400 is out of range" in err
    assert 6 not in opened(event).players


def test_edit_and_remove_a_players_k(tmp_path):
    path = tmp_path / "k.arbiter"
    from arbiter_app.services import NewTournament
    service = TournamentService.create(path, NewTournament(name="K", total_rounds=5, system="dutch2016"))
    try:
        service.add_player("One, A", rating=2100, k=20)
        service.add_player("Two, B", rating=2000)
        service.edit_player(2, k=40)
        service.edit_player(1, rating=2150)  # no k given: the K stays
        assert S.k_factors(service.tournament()) == {1: 20, 2: 40}
        service.edit_player(1, k=None)
        assert S.k_factors(service.tournament()) == {2: 40}
        service.remove_player(2)
        service.add_player("Three, C", rating=1900)  # number 2 again: no K inherited
        assert S.k_factors(service.tournament()) == {}
    finally:
        service.close()


def test_renumbering_keeps_each_players_k(tmp_path):
    path = tmp_path / "r.arbiter"
    from arbiter_app.services import NewTournament
    service = TournamentService.create(path, NewTournament(name="R", total_rounds=5, system="dutch2016"))
    try:
        service.add_player("Low, A", rating=1500, k=40)
        service.add_player("High, B", rating=2500, k=10)
        service.renumber_players()
        t = service.tournament()
        assert t.players[1].name == "High, B"
        assert S.k_factors(t) == {1: 10, 2: 40}
    finally:
        service.close()


def test_import_carries_k(tmp_path):
    path = tmp_path / "i.arbiter"
    from arbiter_app.services import NewTournament
    service = TournamentService.create(path, NewTournament(name="I", total_rounds=5, system="dutch2016"))
    try:
        service.add_players([{"name": "A, A", "rating": 2000, "k": 20},
                             {"name": "B, B", "rating": 1900}])
        assert S.k_factors(service.tournament()) == {1: 20}
    finally:
        service.close()


def test_document_lists_every_player(event):
    from arbiter_app.services.documents import KINDS, build_document
    assert "ratings" in KINDS
    doc = build_document(opened(event), [], "ratings")
    assert doc.title == "Rating changes after round 3"
    for text in ("-8.4", "-20.8", "-6.4", "+50.4", "1833", "1742", "1925", "20*", "B.02 8.1.2"):
        assert text in doc.body


def test_cli_pdf_of_the_ratings(event, tmp_path, capsys):
    out = tmp_path / "ratings.pdf"
    code, _, err = run(capsys, "pdf", event, "--what", "ratings", "-o", out)
    assert code == 0, err
    assert out.read_bytes().startswith(b"%PDF")


def test_pairing_card_shows_the_change_so_far(event):
    from arbiter_app.ui.models.card import pairing_card
    card = pairing_card(opened(event), 2)
    assert card.rating_change == "-20.8 (K 40; 3 rated games, 1 scored, 1.52 expected)"
    assert card.performance == "1742"
    assert pairing_card(opened(event), 3).rating_change.startswith("-6.4 (K 20*;")
