"""The Random Tournament Generator (FIDE checklist Q22-24): its options, the result model,
reproducibility, and every generated tournament confirmed by the checker (docs/checker.md).

Expected values are worked from the plan (a count is that count; a percentage of the
player-rounds or games it names) and from FIDE's rating table (B.02 8.1.2)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_app.cli.commands.check import check_file
from arbiter_app.cli.commands.generate import tournament_text
from arbiter_app.engine.model import ByeKind
from arbiter_app.engine.random_tournament import (FORFEITS, UNUSUAL, Amount, Plan, PlanError,
                                                  generate_set, generate_tournament,
                                                  tournament_seed)
from arbiter_app.engine.result_model import probabilities
from arbiter_app.engine.systems.registry import available_systems, get_system
from arbiter_app.trf import read_trf
from tests.builders import cli_run as run

DUTCH = get_system("dutch2026")


def byes(t, kind: ByeKind) -> list[tuple[int, int]]:
    return [(r, n) for r, rnd in enumerate(t.rounds, 1) for n, k in rnd.byes.items() if k is kind]


def results(t, kinds) -> int:
    return sum(g.result in kinds for rnd in t.rounds for g in rnd.games)


def test_amounts_read_counts_percentages_and_rounds():
    assert Amount.parse("5") == Amount(5)
    assert Amount.parse("3%") == Amount(3, True)
    assert Amount.parse("5%@1-4") == Amount(5, True, 1, 4)
    assert Amount.parse("2@3") == Amount(2, False, 3, 3)
    assert Amount.parse("3%").of(200) == 6 and Amount.parse("7").of(200) == 7
    assert list(Amount.parse("5%@1-4").rounds(9)) == [1, 2, 3, 4]
    assert list(Amount.parse("1@8-12").rounds(9)) == [8, 9]
    for bad in ("", "x", "-1", "1.5", "101%", "3%@4-2", "3%@0"):
        with pytest.raises(PlanError):
            Amount.parse(bad, "--half-byes")


def test_counts_are_given_exactly():
    plan = Plan(20, 6, full_byes=Amount(2), half_byes=Amount(5), zero_byes=Amount(3),
                forfeits=Amount(4), unusual=Amount(3), late_entries=Amount(2),
                withdrawals=Amount(1))
    made = generate_tournament(DUTCH, plan, 1)
    t = made.tournament
    assert made.notes == []
    assert len(byes(t, ByeKind.FULL_POINT)) == 2 and len(byes(t, ByeKind.HALF_POINT)) == 5
    assert results(t, FORFEITS) == 4 and results(t, UNUSUAL) == 3
    late = [p for p in t.players.values() if p.entry_round > 1]
    gone = [p for p in t.players.values() if p.withdrawn_from is not None]
    assert len(late) == 2 and len(gone) == 1 and not {p.number for p in late} & {
        p.number for p in gone}
    assert all(2 <= p.entry_round <= 3 for p in late)  # default: 2 to half the rounds
    # a late entry is absent (Z) before he enters; the 3 zero-point byes come on top
    absent = sum(p.entry_round - 1 for p in late) + sum(6 - p.withdrawn_from + 1 for p in gone)
    assert len(byes(t, ByeKind.ZERO_POINT)) == 3 + absent


def test_percentages_of_player_rounds_and_of_games_in_the_rounds_named():
    """10% of the half-point byes in rounds 1-4 of 20 players: 10% of 80 player-rounds = 8;
    10% forfeits of 20 players' 5 rounds without byes: 10 games a round, 5 forfeits."""
    t = generate_tournament(DUTCH, Plan(20, 6, half_byes=Amount(10, True, 1, 4)), 2).tournament
    assert len(byes(t, ByeKind.HALF_POINT)) == 8
    assert {r for r, _ in byes(t, ByeKind.HALF_POINT)} <= {1, 2, 3, 4}
    t = generate_tournament(DUTCH, Plan(20, 5, forfeits=Amount(10, True)), 3).tournament
    assert results(t, FORFEITS) == 5
    t = generate_tournament(DUTCH, Plan(20, 5, unusual=Amount(3, False, 2, 2)), 3).tournament
    assert [sum(g.result in UNUSUAL for g in rnd.games) for rnd in t.rounds] == [0, 3, 0, 0, 0]


def test_what_cannot_be_given_is_said():
    """6 players, 1 round: at most 4 byes, so that two players are still paired."""
    made = generate_tournament(DUTCH, Plan(6, 1, half_byes=Amount(50)), 1)
    assert made.given["half_byes"] == 4 and made.notes == [
        "--half-byes 50: 46 fewer given (at least two players are paired in every round)"]


def test_the_result_model_keeps_the_rating_tables_expected_score():
    """B.02 8.1.2: D 99-106 gives the higher rated 0.64. Draw share at mean 2050:
    0.36 + 0.0003 * 50 = 0.375, so white (2100 against 2000) wins 0.64 - 0.1875."""
    win, draw, loss = probabilities(2100, 2000)
    assert (round(win, 4), round(draw, 4), round(loss, 4)) == (0.4525, 0.375, 0.1725)
    assert probabilities(2000, 2000) == pytest.approx((0.32, 0.36, 0.32))
    assert probabilities(2700, 2700)[1] == pytest.approx(0.57)  # 0.36 + 0.0003 * 700
    assert probabilities(1400, 1400)[1] == pytest.approx(0.18)  # 0.36 - 0.0003 * 600
    # a share of draws never pushes the weaker side below nothing (D >= 735: PD 1.00)
    assert probabilities(2750, 1200) == pytest.approx((1.0, 0.0, 0.0))
    rng = random.Random(5)
    from arbiter_app.engine.result_model import draw_result
    drawn = [draw_result(2100, 2000, rng) for _ in range(4000)]
    score = (drawn.count("1-0") + drawn.count("1/2") / 2) / len(drawn)
    assert abs(score - 0.64) < 0.03


def test_a_seed_reproduces_the_whole_set():
    plan = Plan(12, 4, half_byes=Amount(5, True), forfeits=Amount(1))
    first = [tournament_text(g, plan) for _, g in generate_set(DUTCH, plan, 9, 3)]
    again = [tournament_text(g, plan) for _, g in generate_set(DUTCH, plan, 9, 3)]
    other = [tournament_text(g, plan) for _, g in generate_set(DUTCH, plan, 10, 3)]
    assert first == again and len(set(first)) == 3 and not set(first) & set(other)
    third = generate_tournament(DUTCH, plan, tournament_seed(9, 3))
    assert tournament_text(third, plan) == first[2]


def test_plans_the_system_cannot_take_are_refused():
    with pytest.raises(PlanError, match="Dutch"):
        generate_tournament(get_system("lim1999"), Plan(10, 3, acceleration="baku"), 1)
    with pytest.raises(PlanError, match="round robin"):
        generate_tournament(get_system("roundrobin"), Plan(6, 5, late_entries=Amount(1)), 1)
    with pytest.raises(PlanError, match="has 3 rounds"):
        generate_tournament(DUTCH, Plan(10, 3, forfeits=Amount(1, False, 5, 6)), 1)


def plan_for(system: str, rng: random.Random) -> Plan:
    """A small plan with every option the system takes (random amounts)."""
    players = rng.randint(6, 10) if system == "roundrobin" else rng.randint(7, 18)
    rounds = players - 1 + players % 2 if system == "roundrobin" else rng.randint(3, 6)
    pick = lambda: Amount(rng.randint(0, 6), True) if rng.random() < 0.5 else \
        Amount(rng.randint(0, 2))  # noqa: E731
    return Plan(players, rounds, full_byes=pick(), half_byes=pick(), zero_byes=pick(),
                forfeits=pick(), unusual=pick(),
                late_entries=None if system == "roundrobin" else Amount(rng.randint(0, 1)),
                withdrawals=Amount(rng.randint(0, 1)),
                acceleration="baku" if system.startswith("dutch") and rng.random() < 0.5
                else "none",
                tiebreaks=rng.choice([(), ("BH/C1", "BH", "SB", "DE"), ("PS", "BH", "WIN"),
                                      ("SB", "DE", "ARO")]))


@pytest.mark.parametrize("system", available_systems(teams=False))
def test_every_generated_tournament_is_confirmed_by_check(system):
    """20 tournaments per system with every option: each file, TRF-2026 and TRF16, read
    back, re-pairs round by round and its rank column follows its 202."""
    rng = random.Random(system)
    engine = get_system(system)
    for index in range(20):
        plan = plan_for(system, rng)
        made = next(generate_set(engine, plan, rng.randrange(10 ** 6), 1))[1]
        version = "trf16" if index % 4 == 3 else "trf2026"
        t = read_trf(tournament_text(made, plan, version))
        rounds, standings = check_file(t, engine)
        bad = [r.round_no for r in rounds if not r.matches]
        assert not bad and standings.consistent, (plan, bad, standings.misplaced[:2])
        assert not standings.skipped


def test_generate_writes_a_numbered_set_of_complete_trf2026_files(capsys, tmp_path):
    pattern = str(tmp_path / "t%d.trf")
    code, out, err = run(capsys, "generate", "--players", "9", "--rounds", "4", "--count", "3",
                         "--seed", "5", "--half-byes", "5%@1-2", "--tiebreaks", "BH/C1,SB",
                         "-o", pattern)
    assert code == 0, err
    assert "3 tournaments, 9 players, 4 rounds" in out and "seed 5" in out
    for index in (1, 2, 3):
        text = Path(pattern % index).read_text()
        codes = [line[:3] for line in text.splitlines()]
        assert {"142", "152", "162", "192", "202"} <= set(codes)
        assert "192 FIDE_DUTCH_2025" in text and "202 BH/C1,SB" in text
        assert all(line[85:89].strip().isdigit() for line in text.splitlines()
                   if line.startswith("001"))  # the rank column
        assert run(capsys, "check", pattern % index)[0] == 0
    code, _, err = run(capsys, "generate", "--players", "9", "--rounds", "4", "--count", "2",
                       "-o", str(tmp_path / "same.trf"))
    assert code == 2 and "%d" in err


def test_generate_trf16_format(capsys, tmp_path):
    path = tmp_path / "old.trf"
    code, _, err = run(capsys, "generate", "--system", "dubov2026", "--players", "8",
                       "--rounds", "3", "--seed", "1", "--format", "trf16", "-o", path)
    assert code == 0, err
    text = path.read_text()
    assert "XXR" not in text and "142 " not in text and text.startswith("012 ")
    assert run(capsys, "check", path, "--system", "dubov2026")[0] == 0
