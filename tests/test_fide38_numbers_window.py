"""Players › Change pairing numbers… (issue #38 point 2, checklist Q147-154): the dialog
is filled through its buttons; the window asks what the service's warnings need (level 3
once, level 4 twice), shows a refusal from round 4 on (C.04.2 2.3), and the file is read
back."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from arbiter_app.engine.model import ByeKind
from arbiter_app.services import TournamentService
from tests.test_fide38_numbers_cli import NAMES, four
from tests.test_fide_mode import played
from tests.test_ui_menus import arbiter, menu_actions  # noqa: F401 (the fixture)

ACTION = "Players/Change pairing numbers"


def opened(a, path):
    a.w.open_path(str(path))
    a.qtbot.waitUntil(lambda: a.w.snapshot is not None and not a.w.tasks.busy, timeout=20_000)


def moving(a, row: int, ups: int):
    """A fill: select ``row`` and click Move up ``ups`` times, then OK."""
    def fill(dialog):
        dialog.list.setCurrentRow(row)
        for _ in range(ups):
            a.qtbot.mouseClick(dialog.up, Qt.MouseButton.LeftButton)
        a.ok(dialog)
    return fill


def names(a) -> dict[int, str]:
    return {n: p.name for n, p in a.store().players.items()}


def test_before_round_1_asked_once_and_everything_follows(arbiter, tmp_path):
    a = arbiter
    opened(a, four(tmp_path))
    assert ACTION in menu_actions(a.w)
    a.answers[:] = [False]  # "not the ranking order: go ahead?" -- no
    a.expect("PairingNumbersDialog", moving(a, 3, 3))
    a.trigger(ACTION)
    assert len(a.questions) == 1 and "initial ranking list" in a.questions[0]
    assert names(a) == NAMES
    a.answers[:] = [True]
    a.expect("PairingNumbersDialog", moving(a, 3, 3))
    a.trigger(ACTION)
    assert len(a.questions) == 2
    assert names(a) == {1: "D, Dan", 2: "A, Ann", 3: "B, Ben", 4: "C, Cy"}
    t = a.store()
    assert t.requested_byes == {2: {1: ByeKind.HALF_POINT}}
    assert t.forbidden_pairs == {frozenset((1, 2))}
    a.trigger("Edit/Undo")  # the inverse order, everything back
    assert names(a) == NAMES
    assert a.store().requested_byes == {2: {4: ByeKind.HALF_POINT}}


def test_the_dialog_moves_down_and_stops_at_the_ends(arbiter, tmp_path):
    a = arbiter
    opened(a, four(tmp_path))

    def fill(dialog):
        dialog.list.setCurrentRow(0)
        for _ in range(5):  # A to the end; the last clicks do nothing
            a.qtbot.mouseClick(dialog.down, Qt.MouseButton.LeftButton)
        assert dialog.order() == [2, 3, 4, 1]
        a.qtbot.mouseClick(dialog.up, Qt.MouseButton.LeftButton)
        assert dialog.order() == [2, 3, 1, 4]
        a.ok(dialog)
    a.answers[:] = [True]
    a.expect("PairingNumbersDialog", fill)
    a.trigger(ACTION)
    assert names(a) == {1: "B, Ben", 2: "C, Cy", 3: "A, Ann", 4: "D, Dan"}


def test_after_round_1_asked_twice(arbiter, tmp_path):
    a = arbiter
    path = played(tmp_path)  # 1-2 1-0, 3-4 1/2 in round 1
    with TournamentService.open(path, read_only=True) as service:
        before = {n: p.name for n, p in service.tournament().players.items()}
    opened(a, path)
    a.answers[:] = [True, False]  # the second question says no
    a.expect("PairingNumbersDialog", moving(a, 3, 1))  # 4 and 3 change places
    a.trigger(ACTION)
    assert len(a.questions) == 2 and "Second confirmation" in a.questions[1]
    assert "round 1 is paired" in a.questions[1]
    assert names(a) == before
    a.answers[:] = [True, True]
    a.expect("PairingNumbersDialog", moving(a, 3, 1))
    a.trigger(ACTION)
    after = names(a)
    assert (after[3], after[4]) == (before[4], before[3])
    t = a.store()
    # the drawn game of round 1 stays between the same two players, now 4 and 3
    game = next(g for g in t.rounds[0].games if {g.white, g.black} == {3, 4})
    assert (t.players[game.white].name, t.players[game.black].name) == (before[3], before[4])


def test_refused_once_round_4_is_paired(arbiter, tmp_path):
    a = arbiter
    path = played(tmp_path, ("1-2 1-0, 3-4 1/2", "1-3 1-0, 2-4 1/2", "1-4 1-0, 2-3 1/2",
                             "2-1 1-0, 4-3 1/2"), total=5)
    opened(a, path)
    before = names(a)
    a.expect("PairingNumbersDialog", moving(a, 1, 1))
    a.trigger(ACTION)
    assert a.errors and "C.04.2 2.3" in a.errors[-1]
    assert names(a) == before
