"""Events longer than 30 days (issue #24 point 4; FIDE checklist Q210-216): ratings by
round and the rating-based tie-breaks that read them.

The checklist (as ../shared/fide-acceptance.md and the public VCL notes paraphrase it):
Q210 a flag for such events; Q211 advise against rating-based tie-breaks there; Q212-213
two or more ratings per player, each linked to the rounds it applies to; Q214-216 the
rating-based tie-breaks computed with the first rating (C.07's default), with the rating
valid in each round, or with a rating the user chooses.

The example, worked by hand (ARO, C.07 10.1: the average rating of the opponents met over
the board, rounded to the nearest whole number):

    start ratings 1: 2400, 2: 2300, 3: 2200, 4: 2100
    from round 2 (the next month's list): 2: 2280, 3: 2260
    R1: 1-2 1-0, 3-4 1/2     R2: 1-3 1/2, 4-2 1-0

    player 1 met 2 (round 1) and 3 (round 2); player 4 met 3 (round 1) and 2 (round 2)
    first:   ARO(1) = (2300 + 2200) / 2 = 2250   ARO(4) = (2200 + 2300) / 2 = 2250
    round:   ARO(1) = (2300 + 2260) / 2 = 2280   ARO(4) = (2200 + 2280) / 2 = 2240
    round 2: ARO(1) = (2280 + 2260) / 2 = 2270   ARO(4) = (2260 + 2280) / 2 = 2270
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from arbiter_app.services import NewTournament, ServiceError, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament

DATA = Path(__file__).resolve().parent / "data" / "ratings"


def example():
    t = tournament(4, ["1-2 1-0, 3-4 1/2", "1-3 1/2, 4-2 1-0"], total_rounds=5,
                   ratings=[2400, 2300, 2200, 2100])
    t.players[2] = replace(t.players[2], round_ratings=((2, 2280),))
    t.players[3] = replace(t.players[3], round_ratings=((2, 2260),))
    return t


def aro(t, rating_round: str) -> dict[int, float]:
    standings = compute_standings(t, ["ARO"], TiebreakOptions(rating_round=rating_round))
    return {row.number: row.values[0] for row in standings.rows}


@pytest.mark.parametrize("rating_round, one, four", [
    ("first", 2250, 2250), ("round", 2280, 2240), ("2", 2270, 2270)])
def test_aro_reads_the_rating_the_setting_names(rating_round, one, four):
    values = aro(example(), rating_round)
    assert (values[1], values[4]) == (one, four)


def test_rtng_reads_the_own_rating_of_the_last_round_counted():
    # C.07 (2026) 10.6 RTNG, the player's own rating: player 3 is 2200 at the start,
    # 2260 from round 2 (the last round counted: 2)
    standings = compute_standings(example(), ["RTNG"], TiebreakOptions(rating_round="round"))
    assert {r.number: r.values[0] for r in standings.rows}[3] == 2260
    standings = compute_standings(example(), ["RTNG"])
    assert {r.number: r.values[0] for r in standings.rows}[3] == 2200


def test_a_bad_setting_is_refused():
    with pytest.raises(ValueError, match="expected 'first', 'round' or a round number"):
        TiebreakOptions(rating_round="monthly")


@pytest.fixture
def long_event(tmp_path):
    path = tmp_path / "long.arbiter"
    service = TournamentService.create(path, NewTournament(
        "Winter League", 5, "dutch2016", start_date="2026/02/01", end_date="2026/04/30",
        long_event=True, tiebreaks=["ARO", "BH"]))
    service.add_player("Anna, A", 2400, fide_id="1000")
    service.add_player("Bert, B", 2300, fide_id="1001")
    service.close()
    return path


def test_ratings_by_round_need_the_flag(tmp_path):
    service = TournamentService.create(tmp_path / "short.arbiter",
                                       NewTournament("Weekend", 5, "dutch2016"))
    service.add_player("Anna, A", 2400)
    with pytest.raises(ServiceError, match="longer than 30 days.*Q210"):
        service.set_round_rating(1, 2, 2410)
    service.close()


def test_one_players_rating_from_a_round(long_event):
    with TournamentService.open(long_event) as service:
        player = service.set_round_rating(2, 3, 2310)
        assert player.round_ratings == ((3, 2310),)
        assert (player.rating_in(2), player.rating_in(3), player.rating_in(5)) == (
            2300, 2310, 2310)
        with pytest.raises(ServiceError, match="round 1 is not between 2 and 5"):
            service.set_round_rating(2, 1, 2310)
        with pytest.raises(ServiceError, match="out of range"):
            service.set_round_rating(2, 3, 9999)
        service.set_round_rating(2, 3, None)
        assert service.tournament().players[2].round_ratings == ()
        assert service.audit_log()[-1].action == "ratings by round"


def test_the_cli_enters_a_list_from_a_round(long_event, tmp_path, capsys):
    listing = tmp_path / "standard_apr26frl.txt"
    listing.write_text(
        "ID Number      Name                                                         "
        "Fed Sex Tit  WTit OTit           FOA APR26 Gms  K   B-day Flag\n"
        "1000           Anna, A                                                      "
        "NOR F                                 2415  9   20  1990      \n", encoding="utf-8")
    code = main(["round-ratings", str(long_event), "--from-round", "3", "--list", str(listing)])
    out, err = capsys.readouterr()
    assert code == 0
    assert "player 1 Anna, A: 2400 -> 2415" in out
    assert "player 2 Bert, B: FIDE number 1001 is not in the list" in out
    # Q211: ARO in an event longer than 30 days is advised against
    assert "not recommended" in err and "Q211" in err
    with TournamentService.open(long_event) as service:
        assert service.tournament().players[1].round_ratings == ((3, 2415),)
    code = main(["round-ratings", str(long_event)])
    assert code == 0 and "player 1 Anna, A: 2400; from round 3: 2415" in capsys.readouterr().out


def test_the_setting_is_kept_and_shown(long_event, capsys):
    code = main(["settings", str(long_event), "--tiebreak-rating", "round"])
    out, err = capsys.readouterr()
    assert code == 0 and "tiebreak-rating" in out and "round" in out
    assert "Q211" in err
    with TournamentService.open(long_event) as service:
        assert service.settings().tiebreak_rating == "round"
        assert service.tournament().options["tiebreaks.rating_round"] == "round"
    code = main(["settings", str(long_event), "--tiebreak-rating", "monthly"])
    assert code == 2 and "'first', 'round' or a round number" in capsys.readouterr().err


def test_the_stored_setting_drives_the_standings(tmp_path):
    t = example()
    t.system = "dutch2016"
    t.options["tiebreaks.rating_round"] = "round"
    TournamentFile.create(tmp_path / "s.arbiter", t, ["ARO"]).close()
    with TournamentService.open(tmp_path / "s.arbiter") as service:
        standings = compute_standings(service.tournament(), ["ARO"])  # options_of(t)
    assert {r.number: r.values[0] for r in standings.rows}[1] == 2280
