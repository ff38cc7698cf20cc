"""Adjourned games (issue #22 point 2; FIDE checklist Q157-169) through the services,
the command line and the window."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import GameResult
from arbiter_app.services import NeedsConfirmation, TournamentService, adjournment_warnings
from arbiter_app.services.documents import build_document
from arbiter_app.store import TournamentFile
from arbiter_app.trf import read_trf, write_trf
from tests.builders import cli_run, tournament


@pytest.fixture
def path(tmp_path):
    # round 2 paired; board 1 has a result, boards 2 and 3 not
    t = tournament(6, ["1-4 1-0, 5-2 0-1, 3-6 1/2", "2-1 1-0, 4-3 *, 6-5 *"], total_rounds=5)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    return tmp_path / "t.arbiter"


def test_pairing_with_missing_results_adjourns_them_with_a_notice(path):
    # Q159: the games without a result are marked adjourned; Q160: a level 2 warning
    with TournamentService.open(path) as service:
        (notice,) = adjournment_warnings(service.tournament())
        assert (notice.level, notice.question) == (2, "Q160")
        assert notice.text == ("round 2 has no result on boards (2, 3): they will be marked "
                               "adjourned and count as draws for the pairing of round 3")
        service.pair_next_round()
        t = service.tournament()
    assert [g.result for g in t.rounds[1].games] == [GameResult.WHITE_WINS,
                                                     GameResult.ADJOURNED, GameResult.ADJOURNED]
    assert len(t.rounds) == 3


def test_an_adjourned_game_left_from_an_earlier_round_is_told_again(path):
    # Q168: a level 2 warning when pairing with an adjourned game of an earlier round
    with TournamentService.open(path) as service:
        service.pair_next_round()
        for board in (1, 2, 3):
            service.record_result(3, board, GameResult.DRAW)
        service.record_result(2, 2, GameResult.DRAW)
        (notice,) = adjournment_warnings(service.tournament())
        assert (notice.level, notice.question) == (2, "Q168")
        assert "round 2 board 3" in notice.text and "board 2" not in notice.text


def test_a_round_without_any_result_asks_first(tmp_path):
    # a second F9 right after pairing: every game would be adjourned; a question
    t = tournament(10, ["1-6 1-0, 7-2 0-1, 3-8 1/2, 9-4 0-1, 5-10 1-0"], total_rounds=5)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    with TournamentService.open(tmp_path / "t.arbiter") as service:
        service.pair_next_round()
        with pytest.raises(NeedsConfirmation) as info:
            service.pair_next_round()
        assert info.value.level == 3 and len(service.tournament().rounds) == 2
        service.pair_next_round(confirm=True)
        t = service.tournament()
    assert len(t.rounds) == 3
    assert all(g.result is GameResult.ADJOURNED for g in t.rounds[1].games)


def test_a_result_other_than_a_draw_for_an_adjourned_game(path):
    # Q162: the result can be entered any time; Q163: other than a draw it is a level
    # 3 warning and a '### Adjournment' line in the TRF
    with TournamentService.open(path) as service:
        service.pair_next_round()
        with pytest.raises(NeedsConfirmation) as info:
            service.record_result(2, 2, GameResult.BLACK_WINS)
        assert [w.question for w in info.value.warnings] == ["Q163"]
        assert service.tournament().rounds[1].games[1].result is GameResult.ADJOURNED
        service.record_result(2, 2, GameResult.BLACK_WINS, confirm=True)
        service.record_result(2, 3, GameResult.DRAW)  # a draw: nothing to ask
        text = service.export_trf_text("trf2026")
        log = [(e.action, e.details) for e in service.audit_log()]
        t = service.tournament()
    assert ("Adjournment", "@ Round 2: board 2 4-3 0-1") in log
    assert not any(a == "Adjournment" and "board 3" in d for a, d in log)
    assert "### Adjournment @ Round 2: board 2 4-3 0-1" in text.splitlines()
    assert t.rounds[1].final


def test_standings_are_provisional_while_a_game_is_adjourned(path):
    # Q161/Q167/Q169: the adjourned game counts as a draw, the standings say provisional
    with TournamentService.open(path) as service:
        service.pair_next_round()
        t = service.tournament()
    doc = build_document(t.truncated(2), ["BH"], "standings")
    assert doc.title.startswith("Provisional standings after round 2")
    assert build_document(tournament(2, ["1-2 1-0"]), [], "standings").title.startswith(
        "Standings")


def test_the_exchange_file_writes_an_adjourned_game_as_a_question_mark(path):
    # Q164: '?' in the player's cell; the game reads back adjourned
    with TournamentService.open(path) as service:
        service.pair_next_round()
        t = service.tournament()
    again = read_trf(write_trf(t, version="trf2026"))
    assert again.rounds[1].games[1].result is GameResult.ADJOURNED


def test_cli_results_and_pair_next(path, capsys):
    code, out, err = cli_run(capsys, "pair-next", path)
    assert code == 0
    assert "warning (level 2): round 2 has no result on boards (2, 3)" in err
    code, out, err = cli_run(capsys, "result", path, 2, 2, "1-0")
    assert code == 3 and "Q163" in err
    code, out, err = cli_run(capsys, "result", path, 2, 2, "1-0", "--confirm")
    assert code == 0 and "(was ?)" in out
    for board, text, expected in ((1, "1/2-0", GameResult.WHITE_HALF_BLACK_ZERO),
                                  (2, "0-1/2", GameResult.WHITE_ZERO_BLACK_HALF),
                                  (3, "0-0", GameResult.DOUBLE_LOSS)):
        code, out, err = cli_run(capsys, "result", path, 3, board, text)
        assert code == 0, err
        with TournamentService.open(path, read_only=True) as service:
            assert service.tournament().rounds[2].games[board - 1].result is expected
    code, out, err = cli_run(capsys, "result", path, 3, 1, "adjourned")
    assert code == 0
    code, out, err = cli_run(capsys, "result", path, 3, 1, "2-0")
    assert code == 2 and "1/2-0" in err and "adjourned" in err


# -- the window -------------------------------------------------------------------------

def test_window_result_menu_and_question_mark_key(qtbot, path):
    from PySide6.QtCore import Qt

    from tests.gui import opened_window
    with TournamentService.open(path) as service:
        service.pair_next_round()
    w, idle = opened_window(qtbot, path)
    view = w.round_view(2)
    w.tabs.setCurrentWidget(view)
    table = view.table
    # the menu of every outcome on board 1: "both lose"
    menu = table.result_menu(0)
    labels = [a.text() for a in menu.actions()]
    assert len(labels) == len(GameResult)
    action = next(a for a in menu.actions() if GameResult(a.data()) is GameResult.DOUBLE_LOSS)
    w.answers = [True]  # board 1 already has 1-0: replace it?
    action.trigger()
    idle()
    # board 2 is adjourned: a 0-1 asks (Q163) and is kept when the arbiter says no
    table.setFocus()
    table.move_to_board(1)
    w.answers = [False]
    qtbot.keyClick(table, Qt.Key.Key_0)
    idle()
    assert any("was adjourned" in q for q in w.questions)
    # board 3 adjourned -> typed '?' stays; then '=' needs no question
    table.move_to_board(2)
    asked = len(w.questions)
    qtbot.keyClicks(table, "=")
    idle()
    assert len(w.questions) == asked
    with TournamentService.open(path, read_only=True) as service:
        games = service.tournament().rounds[1].games
    assert [g.result for g in games] == [GameResult.DOUBLE_LOSS, GameResult.ADJOURNED,
                                         GameResult.DRAW]
    w.close()


def test_no_rating_report_while_a_game_is_adjourned(path, tmp_path, capsys):
    # Q169: no rating report (a final TRF) while an adjourned game has no result
    from arbiter_app.services import ServiceError
    with TournamentService.open(path) as service:
        service.pair_next_round()
        with pytest.raises(ServiceError, match=r"round 2 board 2 \(4-3, adjourned\), round 2 "
                                               r"board 3 \(6-5, adjourned\), round 3 board 1"):
            service.export_rating_report(tmp_path / "r.trf", confirm=True)
    code, out, err = cli_run(capsys, "export", path, "--report", "--confirm", "-o",
                             tmp_path / "r.trf")
    assert code == 2 and "Q169" in err and not (tmp_path / "r.trf").exists()
