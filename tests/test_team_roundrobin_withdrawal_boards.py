"""The board tie-breaks of C.07 2026 12 (BC, TBR, BBE) in a team round robin after a
withdrawal, counted as the game points are (engine/teams/context.py):

* C.05 (round robins): a team that withdraws before half its matches has them removed
  (from everyone's record), one that withdraws later has its remaining matches counted as
  forfeits won by the scheduled opponents;
* C.07 12, preamble: "individual forfeit wins or losses are considered as standard wins or
  losses", so a forfeited match is every board won (or lost).

Four teams of two boards, the Berger table for 3/4 participants (C.05 Annex 1): round 1
1-4, 2-3; round 2 4-3, 1-2; round 3 2-4, 3-1.  Results board by board from the white team's
player's side (tests/team_builders.py): "1=" is 1 on board 1, 1/2 on board 2 for the white
team, 0 and 1/2 for the other."""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.systems.roundrobin.options import OPTION_CYCLES, OPTION_SWAP
from arbiter_app.engine.teams.context import TeamContext
from arbiter_app.engine.teams.knockout import order_key
from arbiter_app.engine.teams.model import TeamSettings
from arbiter_app.engine.tiebreaks.standings import compute_standings
from tests.team_builders import team_event


def _league(rounds: list[str], withdrawn: dict[int, int]):
    t = team_event(4, 2, rounds, settings=TeamSettings(boards=2), withdrawn=withdrawn,
                   total_rounds=3)
    return replace(t, system="teamroundrobin", options={OPTION_CYCLES: "1",
                                                        OPTION_SWAP: "off"})


def _bc(t) -> dict[int, float]:
    s = compute_standings(t, ["BC"])
    return {row.number: row.values[0] for row in s.rows}


def test_an_early_withdrawal_s_match_leaves_the_boards_too():
    # team 4 withdraws from round 2 after 1 of its 3 matches (fewer than half): its match
    # of round 1 against team 1 ("1=": team 1 scored 1 and 1/2) is removed.  Boards left:
    # team 1: round 2 1-2 "=1" (1/2, 1) + round 3 3-1 "==" (1/2, 1/2) = (1, 1 1/2)
    # team 2: round 1 2-3 "==" (1/2, 1/2) + round 2 (1/2, 0)         = (1, 1/2)
    # team 3: round 1 (1/2, 1/2) + round 3 (1/2, 1/2)                = (1, 1)
    t = _league(["1-4 1=, 2-3 ==", "1-2 =1", "3-1 =="], {4: 2})
    tctx = TeamContext.build(t)
    assert {n: tctx.board_totals(n) for n in (1, 2, 3)} == {
        1: (1.0, 1.5), 2: (1.0, 0.5), 3: (1.0, 1.0)}
    # the boards add up to the game points the standings count (11.1.2): 2 1/2, 1 1/2, 2
    assert {n: tctx.gp.scores[n] for n in (1, 2, 3)} == {1: 2.5, 2: 1.5, 3: 2.0}
    # 12.1 BC: board number x game points: 1 x 1 + 2 x 1 1/2 = 4 (6 with the removed match)
    assert _bc(t) == {1: 4.0, 2: 2.0, 3: 3.0}
    # 12.2 TBR compares board 1, then board 2; 12.3 BBE the boards without the last one
    assert order_key(tctx, "TBR", 1) == (1.0, 1.5)
    assert order_key(tctx, "BBE", 1) == (1.0,)


def test_a_late_withdrawal_s_matches_are_forfeits_on_every_board():
    # team 4 withdraws from round 3 after 2 of 3 (half or more): its match of round 3
    # against team 2 is a forfeit won by team 2 (C.05): a standard win on both boards
    # (12 preamble).  Team 2: round 1 (1/2, 1/2) + round 2 1-2 "=1" (1/2, 0) + (1, 1)
    # = (2, 1 1/2), its game points 3 1/2 (2 x 162 W for the forfeit); team 4: round 1
    # (0, 1/2) + round 2 4-3 "=0" (1/2, 0) + (0, 0) = (1/2, 1/2)
    t = _league(["1-4 1=, 2-3 ==", "4-3 =0, 1-2 =1", "3-1 =="], {4: 3})
    tctx = TeamContext.build(t)
    assert tctx.board_totals(2) == (2.0, 1.5) and tctx.gp.scores[2] == 3.5
    assert tctx.board_totals(4) == (0.5, 0.5)
    assert _bc(t)[2] == 1 * 2.0 + 2 * 1.5
