"""EDE and its team forms (C.07 2026, 13.3), BC/TBR/BBE inside them (12), and a match in
which no game was played (15.1).  Hand-worked; events built by tests/team_builders.py
(board results seen from the white team), match points 2/1/0."""

from __future__ import annotations

from arbiter_app.engine.teams import ede
from arbiter_app.engine.teams.context import TeamContext
from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from tests.team_builders import team_event
from tests.test_team_tiebreaks import main_event

C2026 = TiebreakOptions(rules="2026")


def cycle():
    """Team 1 beats everyone; 2, 3 and 4 beat one another in a cycle (one match each), so
    each has 2 MP; their game points against one another differ:

        R1  1-2 1==1 (3-1)   3-4 10=1 (2.5-1.5)
        R2  1-3 1=1= (3-1)   4-2 111= (3.5-.5)
        R3  4-1 0==0 (1-3)   2-3 10=1 (2.5-1.5)

    among 2, 3, 4:  2: .5 (vs 4) + 2.5 (vs 3) = 3;  3: 2.5 + 1.5 = 4;  4: 1.5 + 3.5 = 5
    """
    return team_event(4, 4, ["1-2 1==1, 3-4 10=1", "1-3 1=1=, 4-2 111=",
                             "4-1 0==0, 2-3 10=1"])


def drawn_pair():
    """Teams 1 and 2 (4 MP, 7 GP each) drew their match 2-2, team 1 winning boards 2 and 3,
    team 2 boards 1 and 4; 3 and 4 (2 MP, 5 GP each) drew every board:

        R1  1-2 0110 (2-2)   3-4 ==== (2-2)
        R2  1-3 11== (3-1)   2-4 0111 (3-1)
        R3  4-1 ==== (2-2)   3-2 ==== (2-2)
    """
    return team_event(4, 4, ["1-2 0110, 3-4 ====", "1-3 11==, 2-4 0111",
                             "4-1 ====, 3-2 ===="])


def ranks(t, tiebreak):
    s = compute_standings(t, [tiebreak], C2026)
    return s.ranks, {n: s.breakdown[n][s.labels()[0]].value for n in s.ranks}


def test_ede_uses_the_secondary_score_when_the_primary_breaks_no_tie():
    # 13.3.1 "first using the primary score (MP or GP), then, if no ties were broken in
    # accordance with this rule, using the secondary score": 2, 3, 4 have one win each
    # among themselves (2 MP), so DE on MP breaks nothing; on GP: 4 (5), 3 (4), 2 (3).
    place, value = ranks(cycle(), "EDE")
    assert place == {1: 1, 4: 2, 3: 3, 2: 4}
    assert (value[4], value[3], value[2]) == (1, 2, 3)
    # plain DE (article 6, on the primary score) leaves them tied, every value 0
    place, value = ranks(cycle(), "DE")
    assert place == {1: 1, 2: 2, 3: 2, 4: 2} and value[2] == value[3] == value[4] == 0
    # DE on the game points alone orders them as EDE does
    assert ranks(cycle(), "DE:GP")[0] == {1: 1, 4: 2, 3: 3, 2: 4}


def test_ede_restarts_with_each_new_subset():
    # 13.3.3 "Any time a new subset of tied teams is determined, restart with the new
    # subset from 13.3.1": among all four, DE on MP puts 1 (6 MP) first and leaves
    # {2, 3, 4} tied (2 MP each); that subset starts again: MP breaks nothing, GP orders it.
    tctx = TeamContext.build(cycle(), C2026)
    assert ede.split(tctx, [1, 2, 3, 4]) == [[1], [4], [3], [2]]


def test_plain_ede_leaves_two_teams_tied_after_a_drawn_match():
    # 1 and 2 drew 2-2: tied on MP and GP in their encounter; EDE (no form) stops there
    place, value = ranks(drawn_pair(), "EDE")
    assert place[1] == place[2] == 1 and value[1] == value[2] == 0


def test_edet_and_edeb_decide_on_the_boards_of_the_encounter():
    # 13.3.2 c. EDET = EDE + TBR: the boards of the match 1-2, board 1 first: 2 won it.
    place, value = ranks(drawn_pair(), "EDET")
    assert (place[2], place[1]) == (1, 2) and (value[2], value[1]) == (1, 2)
    # d. EDEB = EDE + BBE: without board 4, 1 scored 0 + 1 + 1 = 2, 2 scored 1
    place, _ = ranks(drawn_pair(), "EDEB")
    assert (place[1], place[2]) == (1, 2)


def test_edebt_and_edebb_try_board_count_first():
    # a. EDEBT = EDE + BC + TBR, b. EDEBB = EDE + BC + BBE.  In the encounter BC is
    # 1: 2x1 + 3x1 = 5, 2: 1x1 + 4x1 = 5, equal; so TBR (2 first) and BBE (1 first) decide.
    assert ranks(drawn_pair(), "EDEBT")[0][2] == 1
    assert ranks(drawn_pair(), "EDEBB")[0][1] == 1


def test_board_tie_breaks_inside_ede_count_the_encounter_only():
    # Over the whole event team 1 leads on the top boards (board 1: 0 + 1 + 1/2 = 1.5 each,
    # board 2: 1 + 1 + 1/2 = 2.5 against 0 + 1 + 1/2 = 1.5), so TBR alone puts 1 first;
    # inside EDET the encounter's board 1 puts 2 first (decision, docs/tiebreaks.md).
    assert ranks(drawn_pair(), "TBR")[0][1] == 1
    assert ranks(drawn_pair(), "EDET")[0][2] == 1


def test_teams_that_drew_every_board_or_never_met_stay_tied():
    # 3 and 4 drew every board of their match: every form leaves them tied
    for form in ("EDE", "EDET", "EDEB", "EDEBT", "EDEBB"):
        place, _ = ranks(drawn_pair(), form)
        assert place[3] == place[4] == 3
    # main event: 4 and 6 never met; no encounter, no board to compare (TBR over the event
    # would put 4 first: 2 against 0 on board 1)
    tctx = TeamContext.build(main_event(), C2026)
    assert ede.split(tctx, [4, 6], "EDEBT") == [[4, 6]]


def test_a_match_without_a_game_played_is_an_unplayed_round():
    # 15.1: "an unplayed round is any round in which a participant ... did not play ... a
    # match in a team tournament".  R1: every board of team 1 forfeited (not recorded as a
    # forfeited match); 2 boards a match:
    #   R1  1-2 -- (0-2, no game played)   3-4 1= (1.5-.5)
    #   R2  1-3 ==                         2-4 10 (1-1)
    # MP 1: 1, 2: 3, 3: 3, 4: 1.  Team 1's R1 is a forfeit loss (16.2.4), team 2's a
    # forfeit win (16.2.2).
    t = team_event(4, 2, ["1-2 --, 3-4 1=", "1-3 ==, 2-4 10"])
    s = compute_standings(t, ["REP", "WON", "BH"], C2026)
    assert s.points == {1: 1, 2: 3, 3: 3, 4: 1}
    rep, won, bh = ({row.number: row.values[i] for row in s.rows} for i in range(3))
    # 7.6 REP: 1 forfeited a round;  7.2 WON: 2's win is no match won over the board
    assert rep == {1: 1, 2: 2, 3: 2, 4: 2} and won == {1: 0, 2: 0, 3: 1, 4: 0}
    # 8.1 with 16.4 (2026 caps): 1: dummy min(1, 2's 3) = 1 + 3 (3) = 4;
    # 2: dummy min(3, 1's 1) = 1 + 4 (1) = 2;  3: 4 (1) + 1 (1) = 2;  4: 3 + 2 = 6
    assert bh == {1: 4, 2: 2, 3: 2, 4: 6}
