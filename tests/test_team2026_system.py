"""``team2026``, the Swiss Team Pairing System of C.04.6 (2026), on whole rounds: hand-worked
cases quoting the articles that decide them.  Teams are numbered by TPN; match points 2-1-0,
the secondary score game points (the defaults of 1.2.2); Type A colour preferences unless
said; the initial colour White."""

from __future__ import annotations

import pytest

from arbiter_app.engine.checker import check
from arbiter_app.engine.model import ByeKind, Colour, Player, Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError
from arbiter_app.engine.systems.registry import get_system, system_title
from arbiter_app.engine.systems.team2026 import SYSTEM
from arbiter_app.engine.systems.team2026.cards import build_cards
from arbiter_app.engine.teams.model import COLOURS_B, COLOURS_NONE, GAME_POINTS, PointsCorrection

from tests.team_builders import explanation_of, pairs, team_tournament


def test_registered():
    assert get_system("team2026") is SYSTEM
    assert "C.04.6" in str(system_title("team2026"))


def test_a_plain_tournament_is_refused():
    with pytest.raises(PairingError, match="team competitions only"):
        SYSTEM.pair(Tournament())


def test_round_1():
    """3.6: one bracket (all 0), first identifier 1 2 3 4 5 6: 1-4, 2-5, 3-6.  4.3.1: the
    first-team's TPN odd (1, 3): the initial colour (White), even (2): Black."""
    pairing = SYSTEM.pair(team_tournament(6, total_rounds=5))
    assert pairs(pairing) == [(1, 4), (5, 2), (3, 6)]
    assert pairing.bye is None
    text = explanation_of(pairing, 2)
    assert "bracket 0" in text and "1 2 3 4 5 6" in text and "4.3.1" in text


def test_absent_team_keeps_its_tpn():
    """1.1.3: the TPN is not modified.  Team 2 is absent in round 1 (a requested bye): 1-4
    and 3-5 (3.6), and 3 keeps its odd TPN, so 4.3.1 gives it the initial colour (were
    the present teams renumbered, 3 would be second, even, and Black)."""
    t = team_tournament(5, total_rounds=5)
    t.requested_byes[1] = {2: ByeKind.ZERO_POINT}
    pairing = SYSTEM.pair(t)
    assert pairs(pairing) == [(1, 4), (3, 5)]
    assert pairing.bye is None


def test_3_4_lowest_score_then_largest_tpn():
    """3.4: scores 1:2, 2:2, 5:1 (the bye), 3:0, 4:0.  [C2] bars 5; 3.4.2 the lowest score:
    3 and 4; 3.4.3 both played one match; 3.4.4 the largest TPN: 4.  Then 1-2 (4.3.5: 2 has
    the lower CD, -1) and 5 with upfloater 3 (4.3.5: 3's CD -1 < 5's 0)."""
    t = team_tournament(5, ["1-3 3:1, 4-2 1:3, 5 U"], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 4
    assert "3.4" in str(pairing.bye_explanation)
    assert sorted(pairs(pairing)) == [(2, 1), (3, 5)]
    assert "4.3.5" in explanation_of(pairing, 1)
    assert "3 (0) floats up" in explanation_of(pairing, 3)


def test_3_4_3_most_matches_played():
    """3.4.3: 2, 4 and 5 have 0 match points; 5 was absent in round 1 (no match played),
    2 and 4 played one: 4 (the larger TPN of the two), not 5 although its TPN is larger."""
    t = team_tournament(5, ["1-2 3:1, 3-4 3:1, 5 Z"], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 4
    # 1-3 (both White once, no preference: 4.3.8, the first-team 1 alternates) and 2-5
    # (4.3.5: 2's CD -1 < 5's 0)
    assert sorted(pairs(pairing)) == [(2, 5), (3, 1)]
    assert "4.3.8" in explanation_of(pairing, 1)


def test_3_4_1_a_legal_pairing_for_all_teams():
    """3.4.1: after three rounds 1 has met 2, 3 and 4.  The order of 3.4.2-3.4.4 among the
    teams [C2] allows (2 and 4 had the bye): 5 (0 points), 3 (3), 1 (6).  Without 5, 1 could
    not be paired: 3 gets the bye.  Then 1 (6 points) needs an upfloater: of 2 (3), 4 (2)
    and 5 (0) only 5 is legal ([C1]; [C5] chooses among legal sets); 2-4.  Colours 4.3.3
    (1: CD +3 prefers Black, 5: CD -2 White) and 4.3.2 (4: CD -2 prefers White, 2 none)."""
    t = team_tournament(5, ["1-2 4:0, 3-4 2:2, 5 Z",
                            "1-3 4:0, 2-5 4:0, 4 U",
                            "1-4 4:0, 3-5 4:0, 2 U"], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 3
    assert "3.4.1" in str(pairing.bye_explanation)
    assert pairs(pairing) == [(5, 1), (4, 2)]
    assert "4.3.3" in explanation_of(pairing, 1)
    assert "4.3.2" in explanation_of(pairing, 2)


def test_forfeit_win_blocks_the_bye():
    """[C2]: 5 won round 1 by forfeit.  After three rounds 1 and 5 have 2 match points (the
    lowest), 5 played more matches (two; the forfeited match was not played): 3.4.3 would
    give 5 the bye, but [C2] bars it, and 1, 3, 4 had the bye: 2 gets it.  1 and 5 meet
    again: their match of round 1 was forfeited, not played ([C1], C.04.2 3.5)."""
    t = team_tournament(5, ["5-1 +-, 2-3 2:2, 4 U",
                            "5-2 0:4, 1-4 2:2, 3 U",
                            "3-5 4:0, 4-2 2:2, 1 U"], total_rounds=5)
    pairing = SYSTEM.pair(t)
    assert pairing.bye == 2
    # 3 (4 points) with upfloater 4 (3): 4.3.8, the first-team 3 alternates from White;
    # 1-5: 4.3.5, 5's CD 0 < 1's +1 (the forfeit gave no colour)
    assert sorted(pairs(pairing)) == [(4, 3), (5, 1)]
    problems = SYSTEM.absolute_violations(t, Pairing([Board(4, 3), Board(2, 1)], bye=5))
    assert [v.rule for v in problems] == ["C2"]


def test_withdrawn_team_is_not_paired():
    """C.04.2 3.2: 3 withdrew after round 1.  1 (2 points) needs an upfloater from 2, 4, 5
    (1 point each): [C6] rules out 5 (2 and 4 have met and would be left together), 2 is
    the first of 2 and 4 (3.5.4).  4-5 (4.3.5: 4's CD -1)."""
    t = team_tournament(5, ["1-3 3:1, 2-4 2:2, 5 U"], total_rounds=5)
    t.players[3] = Player(3, "Team 03", withdrawn_from=2)
    pairing = SYSTEM.pair(t)
    assert pairs(pairing) == [(2, 1), (4, 5)]
    assert pairing.bye is None


def test_prohibited_pairs():
    """TRF 260 (as for individuals): 1 and 3 may not meet: 1-4 and 2-3 (identifier 1 2 4 3),
    not 1-3 2-4."""
    t = team_tournament(4, total_rounds=3)
    t.forbidden_pairs.add(frozenset((1, 3)))
    assert pairs(SYSTEM.pair(t)) == [(1, 4), (3, 2)]
    ranged = team_tournament(4, total_rounds=3)
    ranged.options["trf.forbidden_rounds"] = "1-1:1,3"
    assert pairs(SYSTEM.pair(ranged)) == [(1, 4), (3, 2)]


def test_no_legal_pairing():
    """3.3.3: after three rounds every team has met every other; in round 4, 4 is absent:
    whoever of 1, 2, 3 gets the bye, the other two have met (3.4.1)."""
    t = team_tournament(4, ["1-2 2:2, 3-4 2:2", "3-1 2:2, 2-4 2:2", "2-3 2:2, 1-4 2:2"],
                        total_rounds=5)
    t.requested_byes[4] = {4: ByeKind.ZERO_POINT}
    with pytest.raises(PairingError, match="3.3.3"):
        SYSTEM.pair(t)


def test_absolute_violations():
    t = team_tournament(4, ["1-2 2:2, 3-4 2:2"], total_rounds=3)
    t.forbidden_pairs.add(frozenset((1, 4)))
    problems = SYSTEM.absolute_violations(t, Pairing([Board(2, 1), Board(4, 3)]))
    assert [v.rule for v in problems] == ["C1", "C1"]
    problems = SYSTEM.absolute_violations(t, Pairing([Board(1, 4), Board(2, 3)]))
    assert [(v.rule, v.players) for v in problems] == [("C1", (1, 4))]
    assert SYSTEM.absolute_violations(t, Pairing([Board(1, 3), Board(2, 4)])) == []


def test_type_b_last_round():
    """1.7.2: after W then B (CD 0), a mild preference for White, but none when pairing the
    last round; Type A: none."""
    rounds = ["1-2 2:2, 3-4 2:2", "2-1 2:2, 4-3 2:2"]
    longer = build_cards(team_tournament(4, rounds, total_rounds=5, colour_type=COLOURS_B))
    last = build_cards(team_tournament(4, rounds, total_rounds=3, colour_type=COLOURS_B))
    type_a = build_cards(team_tournament(4, rounds, total_rounds=5))
    assert (longer[1].preference, longer[1].strong) == (Colour.WHITE, False)
    assert last[1].preference is None
    assert type_a[1].preference is None


def test_no_colour_preferences():
    t = team_tournament(4, ["1-2 2:2, 3-4 2:2", "1-3 2:2, 2-4 2:2"], total_rounds=5,
                        colour_type=COLOURS_NONE)
    assert all(card.preference is None for card in build_cards(t).values())


def test_game_points_as_primary_score():
    """1.2.1: with game points primary the scoregroups are 3.5 (1), 2.5 (3), 1.5 (4) and
    0.5 (2), match points the secondary score."""
    t = team_tournament(4, ["1-2 3.5:0.5, 3-4 2.5:1.5"], total_rounds=3, primary=GAME_POINTS)
    cards = build_cards(t)
    assert (cards[1].score, cards[3].score, cards[4].score, cards[2].score) == (
        350, 250, 150, 50)
    assert (cards[1].secondary, cards[3].secondary) == (200, 200)
    pairing = SYSTEM.pair(t)
    # bracket 3.5: 1 alone, upfloater 3 (2.5 beats 1.5 and 0.5, [C5]); bracket 1.5: 4 with
    # upfloater 2
    assert sorted(frozenset(p) for p in pairs(pairing)) == [frozenset((1, 3)),
                                                            frozenset((2, 4))]


def test_checker_replays_rounds():
    """The checker re-pairs each round from the tournament before it (``truncated``): a
    tournament paired by the system is confirmed round by round."""
    t = team_tournament(6, total_rounds=4)
    results = ["3:1", "2:2", "1.5:2.5"]
    for round_no in range(1, 4):
        pairing = SYSTEM.pair(t)
        text = ", ".join(f"{w}-{b} {r}" for (w, b), r in zip(pairs(pairing), results))
        t.rounds.append(team_tournament(6, [text]).rounds[0])
        for (w, b), r in zip(pairs(pairing), results):
            wp, bp = (float(x) for x in r.split(":"))
            t.game_points[(round_no, w)], t.game_points[(round_no, b)] = wp, bp
    assert all(r.matches for r in check(t, SYSTEM))


def test_truncated_and_copy_keep_the_team_fields():
    t = team_tournament(4, ["1-2 3:1, 3-4 2:2", "1-3 2:2, 2-4 4:0"], total_rounds=3)
    before = t.truncated(1)
    assert before.game_points == {(1, 1): 3.0, (1, 2): 1.0, (1, 3): 2.0, (1, 4): 2.0}
    assert before.settings == t.settings and before.teams == t.teams
    copy = t.copy()
    copy.game_points[(2, 1)] = 0.0
    copy.teams.clear()
    assert t.game_points[(2, 1)] == 2.0 and t.teams
    # the fields the TRF reader fills: their own containers, and only the rounds kept
    t.match_points.update({(1, 1): 2.0, (2, 1): 1.0})
    t.board_forfeits[(2, 5)] = "+"
    t.colourless.add((2, 6))
    t.corrections.append(PointsCorrection("", match_points=-1.0, round_no=2, teams=(1,)))
    copy = t.copy()
    copy.match_points.clear(), copy.board_forfeits.clear(), copy.colourless.clear()
    copy.corrections.clear()
    assert t.match_points and t.board_forfeits and t.colourless and t.corrections
    before = t.truncated(1)
    assert before.match_points == {(1, 1): 2.0}
    assert not before.board_forfeits and not before.colourless and not before.corrections


def test_accelerated_round():
    """C.04.7 for teams (TRF-2026 250): 1 and 2 get 2 fictitious match points for round 1:
    their bracket (2) is 1-2, then 3 4 5 6 (0): 3-5, 4-6 (3.6).  The fictitious points count
    for the pairing only."""
    t = team_tournament(6, total_rounds=5)
    t.options["trf.accelerations"] = "2:1-1:1-2"
    pairing = SYSTEM.pair(t)
    assert sorted(frozenset(p) for p in pairs(pairing)) == [
        frozenset((1, 2)), frozenset((3, 5)), frozenset((4, 6))]
    assert "virtual points" in explanation_of(pairing, 1)
    assert build_cards(t)[1].score == 200
    t.rounds.append(team_tournament(6, ["1-2 2:2, 3-5 2:2, 4-6 2:2"]).rounds[0])
    assert build_cards(t)[1].score == 100  # round 2 is not accelerated


def test_accelerated_game_points():
    """The fictitious game points of 250 (``trf.accelerations.gp``) when game points are the
    primary score: 5 and 6 get 3.5 for round 1, so 5-6 is the top bracket."""
    t = team_tournament(6, total_rounds=5, primary=GAME_POINTS)
    t.options["trf.accelerations.gp"] = "3.5:1-1:5-6"
    pairing = SYSTEM.pair(t)
    assert frozenset((5, 6)) in {frozenset(p) for p in pairs(pairing)}
    assert build_cards(t)[5].score == 350
