"""Issue #34 point 6 in the window: a backup that cannot be written before a pairing is
asked through the real question (the arbiter decides), one after a round's last
result is said, and results coming in take a backup every 10 minutes."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

pytest.importorskip("pytestqt")

from arbiter_app.engine.model import GameResult
from arbiter_app.services import backups_of
from arbiter_app.ui.models.rows import RESULT_COLUMN
from arbiter_app.ui.qtcompat import emit
from tests.gui import opened_window
from tests.test_backups import played
from tests.test_backups_rounds import block_backups, leftovers

TIMEOUT = 20_000


def type_results(qtbot, w, idle, round_no: int, keys: str) -> None:
    """The arbiter types results into the round's table, from board 1 on."""
    view = w.round_view(round_no)
    w.tabs.setCurrentWidget(view)
    view.table.setFocus()
    view.table.setCurrentIndex(view.model.index(0, RESULT_COLUMN))
    for key in keys:
        qtbot.keyClicks(view.table, key)
    idle()


def test_pairing_without_a_backup_is_the_arbiters_choice(qtbot, tmp_path):
    path = played(tmp_path / "open.arbiter", 1)
    w, idle = opened_window(qtbot, path)
    folder = block_backups(path)
    w.answers = [False]
    w.act_pair.trigger()
    idle()
    (question,) = w.questions
    assert question.startswith("Pair round 2:")
    assert "the backup copy of open.arbiter could not be written" in question
    assert str(folder) in question and question.endswith("Go ahead anyway?")
    assert w.errors == [] and w.snapshot.tournament.rounds_played == 1
    assert w.statusBar().currentMessage() == "Round 2 was not paired."
    w.answers = [True]
    w.act_pair.trigger()
    idle()
    assert len(w.questions) == 2 and w.errors == []
    assert w.snapshot.tournament.rounds_played == 2
    assert leftovers() == []


def test_a_backup_that_fails_after_the_last_result_is_said(qtbot, tmp_path):
    path = played(tmp_path / "open.arbiter", 1)
    w, idle = opened_window(qtbot, path)
    w.act_pair.trigger()
    idle()
    assert w.snapshot.tournament.rounds_played == 2 and w.errors == []
    block_backups(path)
    type_results(qtbot, w, idle, 2, "1=")
    assert w.errors == []  # not the last result: no backup was due
    type_results(qtbot, w, idle, 2, "1=0")
    games = w.snapshot.tournament.round(2).games
    assert [g.result for g in games] == [GameResult.WHITE_WINS, GameResult.DRAW,
                                         GameResult.BLACK_WINS]
    (error,) = w.errors
    assert error.startswith("The backup copy of open.arbiter could not be written")
    assert "the results of round 2 are saved in the tournament file" in error
    # undone and done again: the round is finished again, and the failure said again
    w.undo()
    idle()
    assert w.snapshot.tournament.round(2).games[2].result is GameResult.PENDING
    w.redo()
    idle()
    assert w.snapshot.tournament.round(2).complete
    assert len(w.errors) == 2 and w.errors[1] == error
    assert leftovers() == []


def test_results_coming_in_take_a_backup_every_ten_minutes(qtbot, tmp_path):
    path = played(tmp_path / "open.arbiter", 1)
    w, idle = opened_window(qtbot, path)
    w.act_pair.trigger()
    idle()
    assert [b.reason for b in backups_of(path)][0] == "before round 2"
    type_results(qtbot, w, idle, 2, "1")
    assert len(backups_of(path)) == 3  # two rounds' backups and before round 2
    later = datetime.now(timezone.utc) + timedelta(minutes=10, seconds=1)
    w.session.service.clock = lambda: later  # the window's service: 10 minutes later
    type_results(qtbot, w, idle, 2, "=")  # board 1 corrected to a draw
    newest = backups_of(path)[0]
    assert newest.reason == "while the results of round 2 came in"
    assert newest.taken_at == later and newest.results == 3 + 1
    assert w.errors == []


def test_a_manual_pairing_asks_about_the_backup_after_its_own_question(qtbot, tmp_path):
    """The system's pairing changed by hand (level 3 in FIDE mode, Q69), then the backup
    fails: both are asked, one after the other, and only two yes save it."""
    path = played(tmp_path / "open.arbiter", 1)
    w, idle = opened_window(qtbot, path)
    block_backups(path)
    dialogs = []
    w.make_override_dialog(dialogs.append)
    qtbot.waitUntil(lambda: bool(dialogs) and dialogs[0].checked, timeout=TIMEOUT)
    dialog = dialogs[0]
    qtbot.addWidget(dialog)
    boards = [list(b) for b in dialog.pairing().pairs()]
    dialog.model.boards = [[b[1], b[0], ""] for b in boards]  # every board's colours swapped
    emit(dialog.model.edited)
    qtbot.waitUntil(lambda: dialog.checked, timeout=TIMEOUT)
    dialog.confirm_violations = lambda violations: (True, "colours by hand")
    dialog.save()
    for answers, paired in (([True, False], 1), ([True, True], 2)):
        w.questions.clear()
        w.answers = list(answers)
        w.apply_override(dialog)
        idle()
        assert len(w.questions) == 2 and w.errors == []
        assert "could not be written" not in w.questions[0]
        assert "could not be written" in w.questions[1]
        assert w.snapshot.tournament.rounds_played == paired
    games = w.snapshot.tournament.round(2).games
    assert [[g.white, g.black] for g in games] == [[b[1], b[0]] for b in boards]
    assert leftovers() == []
