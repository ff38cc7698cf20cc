"""The window's table models and row builders, without any view.

Expected values are worked out by hand from a small tournament and the rule
texts (dutch-2016 A.4.b floats, A.6 colour preferences, C.04.1.c byes)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from arbiter_app.engine.model import (ByeKind, Game, GameResult, Player, Round, Tournament,
                                      TournamentInfo)
from arbiter_app.ui.models.card import pairing_card
from arbiter_app.ui.models.pairings import PairingModel
from arbiter_app.ui.models.players import PlayersFilter, PlayersModel
from arbiter_app.ui.models.rows import (RESULT_KEYS, crosstable, pairing_rows, player_rows, points,
                                        score_standings, standings)
from arbiter_app.ui.models.table import KEY_ROLE, SORT_ROLE, RowsModel
from arbiter_app.engine.systems.base import Board, Pairing
from PySide6.QtCore import Qt


def small() -> Tournament:
    """Five players, two rounds (+ a late entry, number 6, from round 3).

    Round 1: 1-3 1-0, 4-2 draw, 5 pairing bye.
    Round 2: 2-1 0-1, 5-4 forfeit won by white, 3 pairing bye.
    Scores after round 2: 1: 2, 5: 2, 3: 1, 2: 1/2, 4: 1/2, 6: 0.
    """
    players = {n: Player(n, f"Player {chr(64 + n)}", 2500 - 100 * n) for n in range(1, 6)}
    players[6] = Player(6, "Late, Entry", 1500, entry_round=3)
    players[4] = Player(4, "Player D", 2100, federation="NED", withdrawn_from=3)
    r1 = Round([Game(1, 3, GameResult.WHITE_WINS), Game(4, 2, GameResult.DRAW)],
               {5: ByeKind.PAIRING_ALLOCATED, 6: ByeKind.ZERO_POINT})
    r2 = Round([Game(2, 1, GameResult.BLACK_WINS), Game(5, 4, GameResult.WHITE_FORFEIT_WIN)],
               {3: ByeKind.PAIRING_ALLOCATED, 6: ByeKind.ZERO_POINT})
    return Tournament(info=TournamentInfo(name="Small"), players=players, rounds=[r1, r2],
                      total_rounds=5, system="dutch2016",
                      requested_byes={3: {2: ByeKind.HALF_POINT}})


def test_points_are_written_as_arbiters_write_them():
    assert [points(x) for x in (0.0, 0.5, 1.0, 2.5, 10.0)] == ["0", "\u00bd", "1", "2\u00bd", "10"]


def test_the_result_keys_of_the_issue():
    # issue 10: "type 1, 0, =, +, - and move to the next board"
    assert RESULT_KEYS["1"] is GameResult.WHITE_WINS
    assert RESULT_KEYS["0"] is GameResult.BLACK_WINS
    assert RESULT_KEYS["="] is GameResult.DRAW
    assert RESULT_KEYS["+"] is GameResult.WHITE_FORFEIT_WIN
    assert RESULT_KEYS["-"] is GameResult.BLACK_FORFEIT_WIN


def test_pairing_rows_show_scores_before_the_round_and_byes_last():
    rows = pairing_rows(small(), 2, Pairing([Board(2, 1, "S1 vs S2"), Board(5, 4, "")], 3,
                                            "lowest ranked"))
    boards = [r for r in rows if r.board is not None]
    assert [(r.board, r.white, r.black) for r in boards] == [(1, 2, 1), (2, 5, 4)]
    # before round 2: player 2 drew (1/2), player 1 won (1); player 5 had the bye,
    # worth a win (C.04.1.c), player 4 drew
    assert boards[0].cells[4] == "\u00bd" and boards[0].cells[6] == "1"
    assert boards[0].cells[5] == "0 \u2013 1"
    assert boards[1].cells[4] == "1" and boards[1].cells[6] == "\u00bd"
    assert boards[0].explanation == "S1 vs S2"
    byes = [r for r in rows if r.board is None]
    # the late entry (not yet in the tournament) is not on the pairing list
    assert [(r.white, r.cells[5]) for r in byes] == [(3, "bye (1)")]
    assert byes[0].explanation == "lowest ranked"


def test_player_rows_carry_scores_and_status():
    rows = {r[0]: r for r in player_rows(small())}
    assert rows[1][8] == 2.0 and rows[5][8] == 2.0 and rows[3][8] == 1.0
    assert rows[4][9] == "withdrawn from round 3"
    assert rows[6][9] == "enters in round 3"
    assert rows[2][9] == "round 3: half-point bye"


def test_score_standings_share_ranks_on_equal_scores():
    headers, rows = score_standings(small())
    assert headers[:3] == ["Rank", "No.", "Title"]
    assert [(r.rank, r.number) for r in rows] == [("1", 1), ("1", 5), ("3", 3), ("4", 2),
                                                   ("4", 4), ("6", 6)]


def test_standings_without_tiebreaks_show_shared_places():
    # C.07: players still tied after the last tie-break share the place
    headers, rows = standings(small(), [])
    assert headers == ["Rank", "No.", "Title", "Name", "Fed", "Rating", "Points"]
    assert [(r.rank, r.number, r.cells[6]) for r in rows] == [
        ("1-2", 1, "2"), ("1-2", 5, "2"), ("3", 3, "1"), ("4-5", 2, "\u00bd"),
        ("4-5", 4, "\u00bd"), ("6", 6, "0")]
    headers, rows = standings(small(), ["WIN"])
    assert headers[-1] == "WIN"
    # C.07 7.1 WIN counts rounds won "with or without playing": 5 has a bye and a forfeit win
    assert {r.number: r.cells[-1] for r in rows}[5] == "2"


def test_crosstable_cells_name_opponent_rank_colour_and_result():
    order = [1, 5, 3, 2, 4, 6]
    headers, rows = crosstable(small(), order)
    assert headers == ["Rank", "No.", "Name", "Rating", "R1", "R2", "Points"]
    by_number = {r[1]: r for r in rows}
    # player 1: beat no. 3 (rank 3) with white, then no. 2 (rank 4) with black
    assert by_number[1][4:] == ("3w1", "4b1", "2")
    # player 5: pairing bye, then a forfeit win with white against no. 4 (rank 5)
    assert by_number[5][4:] == ("+bye", "5w+", "2")
    assert by_number[4][4:] == ("4w\u00bd", "2b-", "\u00bd")


def test_pairing_card_floats_colours_and_preference():
    card = pairing_card(small(), 1)
    # A.4.b: "the higher ranked player receives a downfloat, the lower one an upfloat":
    # round 2, player 1 (1 point) against player 2 (1/2)
    assert [(r[0], r[1].split()[0], r[2], r[3], r[4], r[5]) for r in card.rows] == [
        (1, "3", "white", "1", "1", ""), (2, "2", "black", "1", "2", "\u2193")]
    assert card.colours == "W B"
    # colour difference 0 after black: "-0" (swiss-rating-1998 A.7.c);
    # A.6.c: "a mild colour preference ... to alternate the colour with respect to the previous game"
    assert card.colour_difference == "-0"
    assert card.colour_preference == "mild white"
    assert pairing_card(small(), 2).rows[1][5] == "\u2191"


def test_pairing_card_of_a_player_with_only_unplayed_rounds():
    card = pairing_card(small(), 5)
    # A.4.b: "A player who, for whatever reason, does not play in a round, also receives a downfloat"
    assert [r[5] for r in card.rows] == ["\u2193", "\u2193"]
    assert card.rows[0][6] == "bye"
    assert "forfeit" in card.rows[1][6]
    # A.6: a preference "can be determined for each player who has played at least one game"
    assert card.colour_preference == "none"
    assert card.score == "2"


def test_players_model_sorts_numbers_as_numbers_and_filters(qapp):
    t = small()
    t.players[3] = Player(3, "Zed, Low", 950)
    model = PlayersModel()
    model.set_tournament(t)
    assert model.rowCount() == 6 and model.columnCount() == 10
    proxy = PlayersFilter()
    proxy.setSourceModel(model)
    model.sort(4, Qt.SortOrder.AscendingOrder)  # sorted by the model, the proxy filters
    ratings = [proxy.index(r, 4).data(SORT_ROLE) for r in range(proxy.rowCount())]
    assert ratings == sorted(ratings) and ratings[0] == 950  # 950 before 1500, not "1500" < "950"
    proxy.set_text("ned")
    assert [proxy.index(r, 0).data(KEY_ROLE) for r in range(proxy.rowCount())] == [4]
    proxy.set_text("late entry")
    assert [proxy.index(r, 0).data(KEY_ROLE) for r in range(proxy.rowCount())] == [6]
    proxy.set_text("")
    assert proxy.rowCount() == 6


def test_new_values_of_the_same_rows_do_not_reset_the_model(qapp):
    model = RowsModel(["a", "b"])
    resets, changes = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda *a: changes.append(1))
    model.set_rows([(1, "x"), (2, "y")], [1, 2])
    model.set_rows([(1, "x"), (2, "z")], [1, 2])  # a result typed: same rows, new values
    assert len(resets) == 1 and len(changes) == 1
    assert model.index(1, 1).data() == "z"
    model.set_rows([(1, "x")], [1])  # a row less: reset
    assert len(resets) == 2


def test_pairing_model_marks_boards_and_tooltips(qapp):
    model = PairingModel(2)
    model.set_round(small(), Pairing([Board(2, 1, "why board 1")], 3))
    assert model.rowCount() == 3 and model.board_count() == 2
    assert model.is_board(0) and not model.is_board(2)
    assert model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole) == "why board 1"
    assert model.index(0, 2).data() == "Player B"


def test_a_typed_result_shows_at_once_without_a_reset(qapp):
    model = PairingModel(2)
    model.set_round(small(), None)
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.show_result(1, GameResult.DRAW)
    assert model.index(0, 5).data() == "\u00bd \u2013 \u00bd"
    assert model.result_of(0) is GameResult.DRAW and resets == []
    model.show_result(3, GameResult.DRAW)  # row 3 is the bye: nothing happens
    assert model.index(2, 5).data() == "bye (1)"


def test_sorting_is_kept_when_new_rows_arrive(qapp):
    model = RowsModel(["No.", "Name"])
    model.sort(1, Qt.SortOrder.DescendingOrder)
    model.set_rows([(1, "anna"), (2, "Carl"), (3, "bert"), (4, "")], [1, 2, 3, 4])
    # text without case, empty last; descending reverses
    assert [model.key(r) for r in range(4)] == [4, 2, 3, 1]
    model.sort(1, Qt.SortOrder.AscendingOrder)
    assert [model.index(r, 1).data() for r in range(4)] == ["anna", "bert", "Carl", ""]


def test_one_call_gives_a_cells_text_and_style(qapp):
    from arbiter_app.ui.views.tables import FastTable
    t = small()
    t.rounds[1].games[1] = t.rounds[1].games[1].__class__(5, 4)  # board 2 pending
    model = PairingModel(2)
    model.set_round(t, None)
    text, align, font, background, foreground = model.cell(1, 5)
    assert text == "" and font.bold() and background is not None and foreground is None
    assert model.cell(0, 5)[0] == "0 \u2013 1" and model.cell(0, 5)[3] is None  # has a result
    assert model.cell(0, 1)[1] == int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    view = FastTable()
    view.setModel(model)
    view.resize(600, 200)
    assert not view.grab().isNull()  # paints every visible cell through the delegate
