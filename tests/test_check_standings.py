"""The standings half of ``arbiter-cli check`` (FIDE checklist Q21): the file's rank column
against the points and the tie-break list of 202/212 (docs/checker.md).

The hand-made tournament of these tests (4 players, 2 rounds):

* round 1: 1-3 1-0, 4-2 0-1;  round 2: 2-1 1/2, 3-4 1-0.
* points: 1: 1.5, 2: 1.5, 3: 1, 4: 0.
* BH (C.07 8.1, the sum of the opponents' points): 1 met 3 (1) and 2 (1.5): 2.5;
  2 met 4 (0) and 1 (1.5): 1.5.  So by points then BH: 1, 2, 3, 4.
* RTNG (C.07 2026, the player's own rating, higher first): 2 is rated 2100, 1 2000, so by
  points then RTNG: 2, 1, 3, 4.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_app.engine.model import Game, GameResult, Player, Round, Tournament, TournamentInfo
from arbiter_app.engine.standings_check import (CannotCheck, check_standings, rank_column,
                                                tiebreak_list)
from arbiter_app.trf import layout as L
from arbiter_app.trf import trf2026 as T
from arbiter_app.trf import read_trf_file, write_trf
from tests.builders import cli_run as run

DATA = Path(__file__).parent / "data"


def small() -> Tournament:
    t = Tournament(info=TournamentInfo(name="Hand-made", start_date="2026/03/02"),
                   total_rounds=2, system="dutch2026")
    for number, rating in ((1, 2000), (2, 2100), (3, 1900), (4, 1800)):
        t.players[number] = Player(number, f"Player{number}, Test", rating)
    t.rounds = [Round([Game(1, 3, GameResult.WHITE_WINS), Game(4, 2, GameResult.BLACK_WINS)]),
                Round([Game(2, 1, GameResult.DRAW), Game(3, 4, GameResult.WHITE_WINS)])]
    return t


def check(ranks: dict[int, int], text_202: str = "", text_212: str = ""):
    return check_standings(small(), ranks, tiebreak_list(text_202, text_212))


def test_ranks_by_points_then_bh_are_consistent():
    assert check({1: 1, 2: 2, 3: 3, 4: 4}, "BH").consistent
    assert rank_column(small(), tiebreak_list("BH").specs) == {1: 1, 2: 2, 3: 3, 4: 4}


def test_swapped_ranks_are_reported_with_the_values_that_decide():
    result = check({1: 2, 2: 1, 3: 3, 4: 4}, "BH")
    assert [(m.number, m.file_rank, m.places) for m in result.misplaced] == [(2, 1, "2"),
                                                                            (1, 2, "1")]
    assert "BH 2.5 against 1.5 (equal: points 1.5)" in result.misplaced[0].reason
    assert result.misplaced[0].values == {"BH": 1.5}


def test_a_changed_tiebreak_list_is_reported():
    """Ranks made with BH (1 before 2) in a file whose 202 says RTNG (2 before 1)."""
    result = check({1: 1, 2: 2, 3: 3, 4: 4}, "RTNG")
    assert {m.number for m in result.misplaced} == {1, 2}
    assert all("RTNG 2100 against 2000 (equal: points 1.5)" in m.reason
               for m in result.misplaced)


def test_without_tiebreaks_a_tie_may_be_shared_or_split_in_any_order():
    """C.07 leaves the last separation to the regulations: 1 and 2 (1.5 each) share places
    1-2 or take them one each; player 3 is then third whatever the file does with 1 and 2."""
    for ranks in ({1: 1, 2: 2, 3: 3, 4: 4}, {1: 2, 2: 1, 3: 3, 4: 4}, {1: 1, 2: 1, 3: 3, 4: 4}):
        assert check(ranks).consistent, ranks
    result = check({1: 1, 2: 1, 3: 2, 4: 3})
    assert [(m.number, m.places) for m in result.misplaced] == [(3, "3"), (4, "4")]
    mixed = check({1: 2, 2: 2, 3: 3, 4: 4})  # neither shared at 1 nor one each
    assert {m.number for m in mixed.misplaced} == {1, 2}
    assert "share place 1 or take places 1-2 one each" in mixed.misplaced[0].reason


def test_a_player_without_rank_is_reported_and_no_column_is_not_checked():
    result = check({1: 1, 2: 2, 3: 3}, "BH")
    assert [(m.number, m.reason) for m in result.misplaced] == [(4, "the file gives no rank")]
    empty = check({}, "BH")
    assert empty.consistent and "no rank column" in empty.skipped


def test_212_is_the_whole_rank_order_and_wins_over_202():
    assert tiebreak_list("", "PTS,BH").labels == ["BH"]
    both = tiebreak_list("SB", "PTS BH")
    assert both.labels == ["BH"] and both.source == "212" and "differ" in both.notes[0]
    with pytest.raises(CannotCheck, match="not by the points"):
        tiebreak_list("", "BH,PTS")
    with pytest.raises(CannotCheck, match="202"):
        tiebreak_list("BH,XYZ")


# -- through the command line ------------------------------------------------------------------

def written(tmp_path: Path, t: Tournament, ranks: dict[int, int], text_202: str) -> Path:
    t.options[T.TIEBREAKS_202] = text_202
    t.options[L.RANKS_OPTION] = L.format_number_list({n: str(r) for n, r in ranks.items()})
    path = tmp_path / "t.trf"
    path.write_text(write_trf(t, "trf2026"))
    return path


def test_check_reports_the_places_concerned(capsys, tmp_path):
    """The rounds of the hand-made tournament are not what a system pairs (the pairing half
    says so); the standings half is what this test reads."""
    path = written(tmp_path, small(), {1: 2, 2: 1, 3: 3, 4: 4}, "BH")
    code, out, err = run(capsys, "check", path, "--json")
    assert code == 1 and err == ""
    places = json.loads(out)["standings"]["misplaced"]
    assert [(p["player"], p["file_rank"], p["rank_from"]) for p in places] == [(2, 1, 2),
                                                                              (1, 2, 1)]
    code, out, _ = run(capsys, "check", path)
    assert "player 1 Player1, Test: file rank 2, the rules give 1: the rules rank 1 ahead of " \
           "2 (file ranks 2 and 1): BH 2.5 against 1.5 (equal: points 1.5)" in out


def test_check_round_k_compares_with_the_standings_after_round_k(capsys, tmp_path):
    """After round 1: 1 and 2 have 1 point, 3 and 4 none; BH: 1 met 3 (0), 2 met 4 (0): still
    tied, places 1-2 shared or one each."""
    path = written(tmp_path, small(), {1: 1, 2: 2, 3: 3, 4: 4}, "BH")
    code, out, _ = run(capsys, "check", path, "--round", "1", "--json")
    standings = json.loads(out)["standings"]
    assert standings["after_round"] == 1 and standings["consistent"]
    code, _, err = run(capsys, "check", path, "--round", "3")
    assert code == 2 and "--round 3: the file holds rounds 1 to 2" in err


def test_check_exits_2_for_a_tiebreak_it_cannot_compute(capsys, tmp_path):
    path = written(tmp_path, small(), {1: 1, 2: 2, 3: 3, 4: 4}, "BH,NOPE")
    code, out, err = run(capsys, "check", path)
    assert code == 2 and out == "" and "NOPE" in err and "202" in err


@pytest.mark.parametrize("name", ["dutch2026/mixed-00008-n023-r12.trf",
                                  "dutch2016/rough-00008-n009-r05.trf"])
def test_an_untouched_reference_file_is_consistent(capsys, name):
    """The reference engines' files rank by points (then pairing number): consistent; every
    round re-pairs as the endorsed engines paired it."""
    code, out, _ = run(capsys, "check", DATA / name, "--system", name.split("/")[0])
    assert code == 0, out
    assert out.splitlines()[-1].endswith("standings consistent: CONSISTENT")


def test_an_altered_rank_column_in_a_reference_file_is_reported(capsys, tmp_path):
    """Give the last-placed player rank 1: he, and the player whose rank he took, are out of
    place (both have other points than the place asks)."""
    source = DATA / "dutch2026/mixed-00008-n023-r12.trf"
    t = read_trf_file(source)
    ranks = {n: int(r) for n, r in L.parse_number_list(t.options[L.RANKS_OPTION]).items()}
    first = next(n for n, r in ranks.items() if r == 1)
    last = max(ranks, key=ranks.get)
    ranks[first], ranks[last] = ranks[last], 1
    t.options[L.RANKS_OPTION] = L.format_number_list({n: str(r) for n, r in ranks.items()})
    path = tmp_path / "altered.trf"
    path.write_text(write_trf(t))
    code, out, _ = run(capsys, "check", path, "--system", "dutch2026", "--json")
    report = json.loads(out)
    assert code == 1 and all(r["consistent"] for r in report["rounds"])
    assert {p["player"] for p in report["standings"]["misplaced"]} >= {first, last}
