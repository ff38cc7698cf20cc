"""A round robin in the window: it opens on the crosstable (its main view), the
rounds keep the Berger board order, and every board says its Berger numbers."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.gui import scripted_window  # noqa: E402
from tests.test_ui_flows import create, idle, window  # noqa: E402,F401


def test_a_round_robin_opens_on_the_crosstable(qtbot, window, tmp_path):  # noqa: F811
    w = window
    path = create(qtbot, w, tmp_path, 5, system="roundrobin", rounds=5)
    w.pair_next_round()
    idle(qtbot, w)
    assert w.errors == []
    rnd = w.snapshot.tournament.rounds[0]
    # C.05 Annex 1, 5 players (table for 6): 1-6 (1 rests), 2-5, 3-4, in this board order
    assert [(g.white, g.black) for g in rnd.games] == [(2, 5), (3, 4)]
    assert rnd.pairing_bye == 1
    w.close_tournament()
    idle(qtbot, w)
    other = scripted_window(qtbot)
    other.open_path(str(path))
    idle(qtbot, other)
    assert other.tabs.currentWidget() is other.crosstable_view
    other.close()


def test_the_dialog_offers_the_round_robin_tiebreaks(qtbot):
    """C.07 (2026) 8: BH, FB and AOB are not for round robins; the default list
    becomes DE, WIN, SB, KS."""
    from PySide6.QtCore import Qt

    from arbiter_app.ui.dialogs.tournament import TournamentDialog

    dialog = TournamentDialog()
    qtbot.addWidget(dialog)
    picker = dialog.tiebreak_picker
    assert "BH/C1" in picker.codes()
    row = next(r for r in range(dialog.system.count())
               if dialog.system.itemData(r, Qt.ItemDataRole.UserRole) == "roundrobin")
    dialog.system.setCurrentIndex(row)
    assert picker.codes() == ["DE", "WIN", "SB", "KS"]
    hidden = {picker.list.item(r).data(Qt.ItemDataRole.UserRole)
              for r in range(picker.list.count()) if picker.list.item(r).isHidden()}
    assert {"BH", "BH/C1", "FB", "AOB"} <= hidden and "SB" not in hidden


def test_the_dialog_creates_a_double_round_robin_with_lots(qtbot, tmp_path):
    """FIDE checklist Q95-99 in the window: the round robin's cycles, the reversal of the
    last two rounds of cycle 1 and the Berger numbers by lot are chosen in the new
    tournament's dialog (enabled for the round-robin system only)."""
    from PySide6.QtCore import Qt

    from arbiter_app.services import TournamentService

    w = scripted_window(qtbot)

    def fill(dialog) -> bool:
        assert not dialog.rr_cycles.isEnabled()  # the Dutch system first
        dialog.name.setText("Club final")
        dialog.rounds.setValue(6)
        row = next(r for r in range(dialog.system.count())
                   if dialog.system.itemData(r, Qt.ItemDataRole.UserRole) == "roundrobin")
        dialog.system.setCurrentIndex(row)
        assert dialog.rr_cycles.isEnabled()
        dialog.rr_cycles.setValue(2)
        dialog.rr_swap.setCurrentIndex(dialog.rr_swap.findData("off"))
        dialog.rr_lots.setFocus()
        qtbot.keyClicks(dialog.rr_lots, "final2026")
        dialog._accept()
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = fill
    w.ask_save_path = lambda *args: str(tmp_path / "final.arbiter")
    w.new_tournament()
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=20_000)
    with TournamentService.open(tmp_path / "final.arbiter", read_only=True) as service:
        options = service.tournament().options
    assert (options["roundrobin.cycles"], options["roundrobin.swap"],
            options["roundrobin.lots"]) == ("2", "off", "final2026")
    w.close()


def test_lots_and_an_order_by_hand_are_refused_together(tmp_path):
    from arbiter_app.services import NewTournament, ServiceError, TournamentService
    with pytest.raises(ServiceError, match="lots or from an order set by hand, not both"):
        TournamentService.create(tmp_path / "x.arbiter", NewTournament(
            "X", 3, "roundrobin", round_robin={"lots": "a", "order": "2,1"}))
    assert not (tmp_path / "x.arbiter").exists()
