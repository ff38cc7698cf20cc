"""A team event board by board: C.07 12's board points, the own-record tie-breaks on game
points (7 with 13's "GP as the reference score") and the board standings (points and
performance on each board, C.07 10.1/10.2).  Hand-worked on the event of
tests/test_team_tiebreaks.py (its table is there; player p is rated 2500 - 10 (p - 1);
team k's boards 1-4 are players 5k-4 .. 5k-1, its reserve 5k)."""

from __future__ import annotations

from arbiter_app.engine.teams.board_standings import BY_PERFORMANCE, board_standings
from arbiter_app.engine.teams.match_boards import knockout_boards, lineup
from arbiter_app.engine.teams.context import TeamContext
from arbiter_app.engine.tiebreaks import TiebreakOptions
from tests.test_team_tiebreaks import main_event, values

C2026 = TiebreakOptions(rules="2026")


def test_line_ups():
    t = main_event()
    # TRF-2026 300: team 4's board 4 empty in R2, team 1's reserve on board 4 in R3
    assert lineup(t, 2, 4) == (16, 17, 18, 0) and lineup(t, 3, 1) == (1, 2, 3, 5)
    assert lineup(t, 1, 1) == (1, 2, 3, 4)  # the roster's order otherwise


def test_board_points_as_article_12_counts_them():
    # 12, preamble: "individual forfeit wins or losses are considered as standard wins or
    # losses; if the team received a pairing-allocated bye, the game points considered for
    # each board are the same as those assigned to a standard win"
    t = main_event()
    assert knockout_boards(t, 1, 2) == (0.5, 0.5, 1, 0)    # board 3 won by forfeit
    assert knockout_boards(t, 2, 4) == (0.5, 1, 0, 0)      # board 4 empty: lost
    assert knockout_boards(t, 2, 2) == (0.5, 0, 1, 1)      # facing the empty board
    assert knockout_boards(t, 2, 3) == (1, 1, 1, 1)        # forfeited match, won
    assert knockout_boards(t, 2, 5) == (0, 0, 0, 0)        # forfeited match, lost
    assert knockout_boards(t, 5, 4) == (1, 1, 1, 1)        # PAB (worth 2 GP, C.04.6 1.4)
    assert knockout_boards(t, 4, 6) is None                # withdrawn: no match
    tctx = TeamContext.build(t, C2026)
    assert tctx.board_totals(1) == (3.5, 3.5, 2, 4.5)
    assert tctx.board_totals(4) == (2, 3.5, 2.5, 1.5)


def test_own_record_on_game_points_counts_boards():
    # WIN:GP, boards won with or without playing: 1: 2+2+1+2+2 = 9;  3: 2 + 4 (forfeited
    # match won) + 1 + 1 + 0 = 8;  5: 1 + 0 + 2 + 0 (the PAB's 2 GP are 1/2 a board: no
    # win) + 0 = 3
    win = values("WIN:GP")
    assert (win[1], win[3], win[5]) == (9, 8, 3)
    # WON:GP, games won over the board: 2: 0 (R1's board 3 a forfeit) + 1 (R2's board 4 a
    # forfeit) + 3 + 1 + 1 = 6, WIN:GP 6 + 2 forfeits = 8
    assert values("WON:GP")[2] == 6 and values("WIN:GP")[2] == 8
    # REP:GP, boards minus forfeit losses and byes not elected: 5: 20 - 1 (R1 board 3) - 4
    # (R2) = 15;  4: 20 - 1 (R2's empty board) = 19;  6: 20 - 8 (R4, R5) = 12
    rep = values("REP:GP")
    assert (rep[5], rep[4], rep[6]) == (15, 19, 12)
    # STD:GP, 1 a board won, 1/2 a board drawn: 4: R1 .5+.5, R2 .5+1, R3 .5+1, R4 .5+.5+.5,
    # R5 (PAB, 1/2 a board) 4 x .5 = 7.5
    assert values("STD:GP")[4] == 7.5
    # BPG:GP, games played with Black: 1: two a round = 10; 5: R1 2, R3 2, R5 2 = 6
    bpg = values("BPG:GP")
    assert (bpg[1], bpg[5]) == (10, 6)
    # on GP as the primary score the plain names read the boards
    from tests.team_builders import with_settings
    assert values("WIN", with_settings(main_event(), primary="GP"))[1] == 9


def test_board_standings_by_points():
    # Board 4 (the boards' games, forfeits with their points, C.07 10.1/10.2 on the games
    # played over the board: ARO rounded half up, TPR = ARO + dp(p), B.02's table):
    #   4: R1 W 19 (2320), R2 W 29 (2220), R4 W 9 (2420), R5 W 24 (2270): 4/4,
    #      ARO 9230/4 = 2307.5 -> 2308, TPR 2308 + 800 = 3108
    #   14: R1 W 29 (2220), R3 D 5 (2460), R4 D 19, R5 D 9: 2.5/4, ARO 9420/4 = 2355,
    #      p .625 -> .63, dp 95: 2450
    #   9: R1 L 24 (2270), R2 facing an empty board (+1), R3 W 29, R4 L 4 (2470), R5 D 14
    #      (2370): 2.5 points in 5 rounds, 1.5 in 4 games, ARO 9330/4 = 2332.5 -> 2333,
    #      p .375 -> .38, dp -87: 2246
    #   24: R1 W 9, R3 W 19, R5 L 4: 2/3, ARO 7210/3 -> 2403, p .67, dp 125: 2528
    #   5 (team 1's reserve): R3 D 14: .5/1, ARO 2370, TPR 2370
    #   19: R1 L 4, R3 L 24, R4 D 14: .5/3, ARO 7110/3 = 2370, p .17, dp -273: 2097
    #   29: 0/3 against 14, 4, 9: ARO 7260/3 = 2420, TPR 2420 - 800 = 1620
    board = board_standings(main_event(), C2026)[3]
    assert board.board == 4
    rows = [(r.rank, r.player, r.team, r.rounds, r.points, r.games, r.score, r.aro,
             r.performance) for r in board.rows]
    assert rows == [(1, 4, 1, 4, 4, 4, 4, 2308, 3108),
                    (2, 14, 3, 4, 2.5, 4, 2.5, 2355, 2450),
                    (3, 9, 2, 5, 2.5, 4, 1.5, 2333, 2246),
                    (4, 24, 5, 3, 2, 3, 2, 2403, 2528),
                    (5, 5, 1, 1, 0.5, 1, 0.5, 2370, 2370),
                    (6, 19, 4, 3, 0.5, 3, 0.5, 2370, 2097),
                    (7, 29, 6, 3, 0, 3, 0, 2420, 1620)]
    assert board.rows[2].percentage == 50.0


def test_board_standings_by_performance_with_a_minimum_of_games():
    board = board_standings(main_event(), C2026, order=BY_PERFORMANCE)[3]
    assert [r.player for r in board.rows] == [4, 24, 14, 5, 9, 19, 29]
    # fewer than 3 games: listed after the others (5)
    board = board_standings(main_event(), C2026, order=BY_PERFORMANCE, min_games=3)[3]
    assert [r.player for r in board.rows] == [4, 24, 14, 9, 19, 29, 5]


def test_board_three_counts_a_forfeit_won_as_points_not_as_a_game():
    # 8 (team 2's board 3): R1 forfeit won against 23, then W 18 (2330), D 28 (2230),
    # W 3 (2480), W 13 (2380): 4.5 points in 5 rounds, 3.5 in 4 games; ARO 9420/4 = 2355,
    # p .875 -> .88, dp 336: 2691.  23 (team 5) forfeited R1: 0 points, 1 round, no game.
    board = board_standings(main_event(), C2026)[2]
    first = board.rows[0]
    assert (first.player, first.rounds, first.points, first.games, first.score,
            first.performance) == (8, 5, 4.5, 4, 3.5, 2691)
    row = next(r for r in board.rows if r.player == 23)
    assert (row.rounds, row.points, row.games) == (3, 0.5, 2)


def test_board_standings_after_a_round():
    # after R1 only, board 1: 1 beat 16 (2350): TPR 3150; 11 beat 26 (2250): 3050; 21 and
    # 6 drew: 21's TPR 2450 (6's rating), 6's 2300; 16 lost to 1: 1700; 26 to 11: 1600
    board = board_standings(main_event(), TiebreakOptions(rounds=1))[0]
    assert [(r.player, r.points, r.performance) for r in board.rows] == [
        (1, 1, 3150), (11, 1, 3050), (21, 0.5, 2450), (6, 0.5, 2300), (16, 0, 1700),
        (26, 0, 1600)]
