"""Tie-breaks of round robins (C.07) and withdrawals (C.05).

C.07 (2026), 8: the Buchholz family is not used in round robins, so BH, FB
and AOB are not offered for them.  C.07 7.8 and 10.6: TPN and RTNG may be
applied in reverse order (``/R``).  Values are compared with FIDE's tie-break
checker (tests/data/tiebreaks/roundrobin/README.md).
"""

from __future__ import annotations

import csv
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_app.engine.model import Game, GameResult, Player, Round, Tournament
from arbiter_app.engine.tiebreaks import (ROUND_ROBIN_DEFAULT, TiebreakOptions,
                                          available_tiebreaks, compute_standings,
                                          parse_tiebreak)
from arbiter_app.trf import read_trf_file

DATA = Path(__file__).parent / "data"
TSVS = sorted((DATA / "tiebreaks" / "roundrobin").glob("*.checker.tsv"))


@pytest.mark.parametrize("tsv", TSVS, ids=lambda p: p.name.split(".")[0])
def test_equal_to_fides_checker(tsv):
    t = read_trf_file(DATA / "roundrobin" / tsv.name.replace(".checker.tsv", ".trf"))
    t.system = "roundrobin"
    rows = list(csv.DictReader(tsv.open(), delimiter="\t"))
    names = [c for c in rows[0] if c not in ("No", "PTS", "rank")]
    s = compute_standings(t, names, TiebreakOptions(rules="2026"))
    for row in rows:
        mine = s.row(int(row["No"]))
        assert mine.points == float(row["PTS"])
        for name, value in zip(names, mine.values):
            assert value == pytest.approx(float(row[name])), (row["No"], name)
        assert mine.rank == int(row["rank"]), row["No"]


def test_every_round_robin_tiebreak_of_the_checklist_is_known():
    """DE, BPG, BWG, REP, STD, SB, SB/C1, SB/C2, RTNG, RTNG/R, WIN, TPN, TPN/R, KS
    and its limits (KS/L+n, KS/L-n)."""
    offered = {a for a, _ in available_tiebreaks("roundrobin")}
    for name in ("DE", "BPG", "BWG", "STD", "SB", "SB/C1", "SB/C2", "RTNG", "RTNG/R", "WIN",
                 "TPN", "TPN/R", "KS", "KS/L+1", "KS/L-1"):
        assert name in offered, name
    assert parse_tiebreak("REP").acronym == "GE"
    assert parse_tiebreak("KS/L+2").limit_shift == 2


def test_buchholz_family_not_offered_for_a_round_robin():
    offered = {a for a, _ in available_tiebreaks("roundrobin")}
    assert not offered & {"BH", "BH/C1", "BH/M1", "FB", "AOB"}
    assert "BH" in {a for a, _ in available_tiebreaks("dutch2026")}


def test_default_list_and_buchholz_left_out_of_standings():
    assert ROUND_ROBIN_DEFAULT == ("DE", "WIN", "SB", "KS")
    t = read_trf_file(DATA / "roundrobin" / "single_p4_0001.trf")
    t.system = "roundrobin"
    s = compute_standings(t, ["BH", "SB"])
    assert s.labels() == ["SB/P"]
    assert any("BH left out" in n for n in s.notes)


def _rr(n: int, rounds: list[list[tuple[int, int, GameResult]]]) -> Tournament:
    t = Tournament(players={i: Player(i, f"P{i}", 2000 - 10 * i) for i in range(1, n + 1)},
                   total_rounds=n - 1 + n % 2, system="roundrobin")
    for games in rounds:
        t.rounds.append(Round([Game(w, b, r) for w, b, r in games]))
    return t


W, D, L = GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS


def test_reverse_order_modifier():
    t = _rr(4, [[(1, 4, D), (2, 3, D)]])
    s = compute_standings(t, ["TPN/R"])
    assert [r.number for r in s.rows] == [4, 3, 2, 1]
    s = compute_standings(t, ["RTNG/R"])
    assert [r.number for r in s.rows] == [4, 3, 2, 1]
    assert compute_standings(t, ["RTNG"]).rows[0].number == 1


def test_withdrawal_before_half_the_games_removes_them():
    """C.05 (FIDE rules for round robins): fewer than half of the games played:
    the results are removed from the standings of everyone."""
    # 6 players, 5 rounds; player 6 played rounds 1 and 2 (Berger: 1-6, 6-4), then withdrew
    t = _rr(6, [[(1, 6, W), (2, 5, D), (3, 4, D)],
                [(6, 4, W), (5, 3, D), (1, 2, D)]])
    t.players[6] = replace(t.players[6], withdrawn_from=3)
    s = compute_standings(t, ["SB"])
    assert s.points[1] == 0.5 and s.points[4] == 0.5
    # Q103: left out of the standings, not ranked last
    assert 6 not in s.points and 6 not in [row.number for row in s.rows]
    assert [row.rank for row in s.rows] == sorted(row.rank for row in s.rows) and len(s.rows) == 5
    assert any("fewer than half" in n and "left out" in n for n in s.notes)


def test_withdrawal_after_half_the_games_forfeits_the_rest():
    """C.05: half or more of the games played: the remaining games are forfeits."""
    # 4 players, 3 rounds (1-4 2-3 / 4-3 1-2 / 2-4 3-1); 4 withdraws before round 3
    t = _rr(4, [[(1, 4, D), (2, 3, D)], [(4, 3, D), (1, 2, D)], [(3, 1, W)]])
    t.players[4] = replace(t.players[4], withdrawn_from=3)
    s = compute_standings(t, ["SB"])
    assert s.points[2] == 2.0  # 1/2 + 1/2 + the forfeit win against 4
    assert s.points[4] == 1.0
    assert any("count as forfeits" in n for n in s.notes)
