"""Rounds › Tied places, then Edit › Undo: every setting that decided tied places comes
back as it was, also where the arbiter had set more than one (an order of tied players
and a drawing of lots for the places it leaves tied)."""

from __future__ import annotations

import pytest

from arbiter_app.engine.tiebreaks.final_ties import OPTION_LOTS, OPTION_TIE_ORDER
from arbiter_app.services import TournamentService
from tests.test_fide_mode import played
from tests.test_fide_settings import ok_button


def options(path) -> dict:
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
        return {key: t.options.get(key) for key in (OPTION_TIE_ORDER, OPTION_LOTS)}


def test_undo_of_tied_places_gives_back_the_order_and_the_lots(qtbot, tmp_path):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import QPoint, Qt
    from tests.gui import opened_window
    from tests.test_ui_menus import menu_actions
    path = played(tmp_path)  # 3 and 4 drew the only game: tied on points and BH
    with TournamentService.open(path) as service:
        service.set_tie_order([4, 3])
        service.draw_lots_for_ties("club-2026")
    before = options(path)
    assert before == {OPTION_TIE_ORDER: "4,3", OPTION_LOTS: "club-2026"}
    w, idle = opened_window(qtbot, path)

    def shared(dialog) -> bool:
        assert dialog.played.isChecked() is False and dialog.ordered.isChecked()
        dialog.show()
        qtbot.waitExposed(dialog)
        # on the round button itself (a click right of its text does nothing, as in Qt)
        qtbot.mouseClick(dialog.shared, Qt.MouseButton.LeftButton,
                         pos=QPoint(8, dialog.shared.height() // 2))
        assert dialog.shared.isChecked()
        ok_button(dialog).click()
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = shared
    menu_actions(w)["Rounds/Tied places"].trigger()
    idle()
    assert options(path) == {OPTION_TIE_ORDER: None, OPTION_LOTS: None}
    actions = menu_actions(w)
    assert "tied places" in w.act_undo.text()
    actions["Edit/Undo"].trigger()
    idle()
    assert options(path) == before
    actions["Edit/Redo"].trigger()
    idle()
    assert options(path) == {OPTION_TIE_ORDER: None, OPTION_LOTS: None}
