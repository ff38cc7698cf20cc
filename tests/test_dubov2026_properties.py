"""dubov2026 on generated tournaments: what `arbiter-cli generate --system dubov2026` writes,
`arbiter-cli check --system dubov2026` confirms, round by round; and every round is complete
and breaks none of [C1]-[C3]."""

from __future__ import annotations

import pytest

from arbiter_app.engine.checker import check, completeness_violations
from arbiter_app.engine.generator import Rates, generate
from arbiter_app.engine.systems.dubov2026 import SYSTEM
from arbiter_app.engine.systems.registry import get_system

RATES = Rates(draw=0.3, forfeit=0.03, half_bye=0.03, withdraw=0.01)


@pytest.mark.parametrize("seed,players,rounds", [(1, 9, 5), (2, 16, 7), (3, 25, 9), (4, 40, 11),
                                                  (5, 61, 9)])
def test_generated_tournaments_check_identical(seed, players, rounds):
    assert get_system("dubov2026") is SYSTEM
    t = generate(SYSTEM, players, rounds, seed, RATES)
    results = check(t, SYSTEM)
    assert results and all(r.matches for r in results), [r.round_no for r in results
                                                         if not r.matches]
    for k in range(1, rounds + 1):
        before = t.truncated(k - 1)
        pairing = SYSTEM.pair(before)
        assert completeness_violations(before, pairing) == []
        assert SYSTEM.absolute_violations(before, pairing) == []


def test_cli_generate_then_check(tmp_path):
    from arbiter_app.cli.main import main
    path = tmp_path / "random.trf"
    assert main(["generate", "--system", "dubov2026", "--players", "21", "--rounds", "7",
                 "--seed", "11", "--forfeits", "3%", "--half-byes", "3%",
                 "-o", str(path)]) == 0
    assert main(["check", str(path), "--system", "dubov2026"]) == 0
