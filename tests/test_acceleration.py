"""The Baku Acceleration Method (FIDE C.04.5.1, "Baku Acceleration"; C.04.7
from 1 February 2026) worked by hand from the text: the group split, the
virtual points per round, and that only the pairing sees them
(docs/systems/acceleration.md)."""

from __future__ import annotations

import pytest

from arbiter_app.engine import acceleration as A
from arbiter_app.engine.history import histories
from arbiter_app.engine.model import ByeKind, Player
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.engine.tiebreaks.standings import compute_standings

from .builders import boards, explanation_of, tournament


def baku(t):
    t.options[A.METHOD] = A.BAKU
    return t


# -- the group split ("Initial Groups Division") ---------------------------------
@pytest.mark.parametrize("players, size", [
    (161, 82),  # the text's own example: half of 161 is 80.5, the nearest even above is 82
    (8, 4), (9, 6), (10, 6), (11, 6), (12, 6), (13, 8), (14, 8), (2, 2), (3, 2)])
def test_ga_is_the_first_half_rounded_up_to_an_even_number(players, size):
    assert A.group_a_size(players) == size


def test_an_even_and_an_odd_field_split_before_round_1():
    # 10 players: half is 5, the nearest even number above is 6 -> 1..6 in GA
    assert A.group_a(baku(tournament(10, total_rounds=7))) == {1, 2, 3, 4, 5, 6}
    # 11 players: 5.5 -> 6 -> 1..6
    assert A.group_a(baku(tournament(11, total_rounds=7))) == {1, 2, 3, 4, 5, 6}
    # 12 players: 6 -> 1..6
    assert A.group_a(baku(tournament(12, total_rounds=7))) == {1, 2, 3, 4, 5, 6}


def test_a_player_absent_from_round_1_is_not_in_the_list_split():
    # 12 players, player 3 announced a half-point bye for round 1: the list of
    # players to be paired holds 11 (1, 2, 4..12), GA its first 6: 1, 2, 4, 5, 6, 7;
    # player 3 is placed above the last GA player (7) and so is in GA when he comes
    t = baku(tournament(12, total_rounds=7))
    t.requested_byes = {1: {3: ByeKind.HALF_POINT}}
    assert A.first_round_players(t) == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    assert A.last_of_group_a(t) == 7
    assert A.group_a(t) == {1, 2, 3, 4, 5, 6, 7}
    # once round 1 is paired, the split reads round 1 itself (the bye is no pairing)
    t.rounds = tournament(12, ["1-7 1-0, 8-2 0-1, 4-9 1-0, 10-5 0-1, 6-11 1-0, 12-3 *"]
                          ).rounds
    t.rounds[0].games.pop()
    t.rounds[0].byes = {3: ByeKind.HALF_POINT, 12: ByeKind.PAIRING_ALLOCATED}
    t.requested_byes = {}
    assert A.last_of_group_a(t) == 7  # 12 had the pairing-allocated bye: he was paired


def test_a_late_entry_above_the_last_ga_player_joins_ga_which_becomes_odd():
    # Round 1 paired 10 players (GA 1..6 in that numbering).  Before round 2 a
    # late entry is placed by rating as number 4 and the players below move down
    # one: the last GA player stays the same person, now number 7 ("the last
    # GA-player shall be the same as in the previous round"), and GA holds 7
    # players (Note 2: GA may contain an odd number of players)
    t = baku(tournament(11, ["1-7 1-0, 8-2 0-1, 3-9 1-0, 10-5 0-1, 6-11 1-0"],
                        total_rounds=7))
    t.players[4] = Player(4, "Late entry", rating=2370, entry_round=2)
    assert A.first_round_players(t) == [1, 2, 3, 5, 6, 7, 8, 9, 10, 11]
    assert A.last_of_group_a(t) == 7
    assert A.group_a(t) == {1, 2, 3, 4, 5, 6, 7}
    # a late entry below him stays in GB
    t.players[12] = Player(12, "Late entry 2", rating=1000, entry_round=2)
    assert 12 not in A.group_a(t)


# -- the virtual points ("Virtual points") --------------------------------------
@pytest.mark.parametrize("rounds, per_round", [
    # 7 rounds: 4 accelerated (half of 7 rounded up), the first 2 (half of 4) with 1
    (7, {1: 1.0, 2: 1.0, 3: 0.5, 4: 0.5}),
    # 9 rounds, the text's example: 5 accelerated, 1 point in the first 3, 0.5 in 4-5
    (9, {1: 1.0, 2: 1.0, 3: 1.0, 4: 0.5, 5: 0.5}),
    # 11 rounds: 6 accelerated, 1 point in the first 3, 0.5 in 4-6
    (11, {1: 1.0, 2: 1.0, 3: 1.0, 4: 0.5, 5: 0.5, 6: 0.5}),
])
def test_virtual_points_per_round(rounds, per_round):
    t = baku(tournament(8, total_rounds=rounds))
    values = A.virtual_points(t)
    assert set(values) == {1, 2, 3, 4}  # GA of 8 players: 4; GB gets nothing
    for player in (1, 4):
        assert values[player] == per_round
    for round_no in range(1, rounds + 1):
        assert A.virtual(t, 5, round_no) == 0.0
        assert A.virtual(t, 1, round_no) == per_round.get(round_no, 0.0)


def test_no_method_no_virtual_points_and_explicit_values_replace_the_method():
    t = tournament(8, total_rounds=7)
    assert A.virtual_points(t) == {}
    t.options[A.METHOD] = A.BAKU
    t.options[A.EXPLICIT] = "1:1-2:1-2;0.5:3-3:2-2"
    assert A.virtual_points(t) == {1: {1: 1.0, 2: 1.0}, 2: {1: 1.0, 2: 1.0, 3: 0.5}}


def test_ranges_compress_and_expand_back():
    values = {1: {1: 1.0, 2: 1.0, 3: 0.5}, 2: {1: 1.0, 2: 1.0, 3: 0.5}, 3: {2: 1.0},
              5: {1: 1.0, 2: 1.0, 3: 0.5}}
    ranges = A.compress(values)
    assert A.format_ranges(ranges) == "1:1-2:1-2;0.5:3-3:1-2;1:2-2:3-3;1:1-2:5-5;0.5:3-3:5-5"
    assert A.expand(A.parse_ranges(A.format_ranges(ranges))) == values
    with pytest.raises(ValueError, match="expected POINTS:R1-R2:P1-P2"):
        A.parse_ranges("1:1-3")


# -- round 1 as the text pairs it ----------------------------------------------------
@pytest.mark.parametrize("system", ["dutch2026", "dutch2016"])
def test_an_accelerated_round_1_pairs_ga_and_gb_apart(system):
    # 8 players, 7 rounds: GA = 1..4 with one virtual point, GB = 5..8 with none.
    # Two scoregroups, 1 (players 1-4) and 0 (players 5-8), each paired top half
    # against bottom half: 1-3, 2-4, 5-7, 6-8.  Colours (initial colour white
    # for the top player; the higher player of each board alternates by
    # pairing-number parity, 2016 E.5 / 2026 5.2.5): 1 white, 2 black, 5 white,
    # 6 black.  Board order by pairing score: the pairs of score 1 first.
    t = baku(tournament(8, total_rounds=7))
    assert boards(get_system(system).pair(t)) == [(1, 3), (4, 2), (5, 7), (8, 6)]
    # without acceleration the same field pairs 1-5, 2-6, 3-7, 4-8
    plain = tournament(8, total_rounds=7)
    assert boards(get_system(system).pair(plain)) == [(1, 5), (6, 2), (3, 7), (8, 4)]


def test_round_2_floats_and_explanation_read_the_pairing_scores():
    # Round 1 (accelerated, 8 players): 1-3 1-0, 4-2 0-1, 5-7 1-0, 8-6 0-1.
    # Pairing scores before round 2 (one virtual point for GA in round 2 too):
    # 1 and 2: 1 + 1 = 2; 3 and 4: 0 + 1 = 1; 5 and 6: 1 + 0 = 1; 7, 8: 0.
    # Brackets (2026 1.9): {1, 2}, {3, 4, 5, 6}, {7, 8}.  In {3, 4, 5, 6}, S1 =
    # {3, 4} against S2 = {5, 6}: 3-5 and 4-6, no float in round 1 ([C] criteria
    # all met).  Colours (5.2.1, both preferences granted): 2 played black -> 2-1;
    # 3 black -> 3-5; 4 white, 6 black -> 6-4; 7 black -> 7-8.  Without virtual
    # points the bracket of score 1 would be {1, 2, 5, 6} instead.
    t = baku(tournament(8, ["1-3 1-0, 4-2 0-1, 5-7 1-0, 8-6 0-1"], total_rounds=7))
    players = {p.number: p for p in get_system("dutch2026").build_players(t)}
    assert {n: p.score for n, p in players.items()} == {
        1: 200, 2: 200, 3: 100, 4: 100, 5: 100, 6: 100, 7: 0, 8: 0}
    assert players[1].virtual == 100 and players[5].virtual == 0
    # round 1's games were between equal pairing scores: nobody floated
    assert all(p.float1 is None for p in players.values())
    pairing = get_system("dutch2026").pair(t)
    assert boards(pairing) == [(2, 1), (3, 5), (6, 4), (7, 8)]
    # 3 (+1 virtual) meets 5 (none): the virtual point put them in one bracket
    assert "3 +1 virtual" in explanation_of(pairing, 3)
    assert "4 +1 virtual" in explanation_of(pairing, 4)
    assert "virtual" not in explanation_of(pairing, 1)


def test_standings_tiebreaks_and_points_ignore_the_virtual_points():
    t = baku(tournament(8, ["1-3 1-0, 4-2 0-1, 5-7 1-0, 8-6 0-1"], total_rounds=7))
    assert {n: h.score for n, h in histories(t).items()} == {
        1: 1.0, 2: 1.0, 3: 0.0, 4: 0.0, 5: 1.0, 6: 1.0, 7: 0.0, 8: 0.0}
    plain = tournament(8, ["1-3 1-0, 4-2 0-1, 5-7 1-0, 8-6 0-1"], total_rounds=7)
    assert compute_standings(t, ["BH"]) == compute_standings(plain, ["BH"])
