"""Issue #38 point 4 (FIDE checklist Q211): in an event longer than 30 days FIDE advises
against the rating-based tie-breaks; the advice is given wherever the arbiter sets them:
``new`` and ``settings`` on the command line (a level 2 notice), and the tournament dialog
(a line under the rating rows while such a tie-break is ticked)."""

from __future__ import annotations

import pytest

from tests.builders import cli_run as run


@pytest.mark.parametrize("long_event, tiebreaks, named", [
    ("on", "ARO,BH", "ARO"),   # ARO: average rating of opponents (C.07)
    ("on", "BH,TPR", "TPR"),   # TPR: tournament performance rating
    ("on", "BH,SB", None),     # no rating-based tie-break: nothing to advise
    ("off", "ARO,BH", None),   # not a long event
])
def test_cli_new_advises_against_rating_tiebreaks(tmp_path, capsys, long_event, tiebreaks,
                                                  named):
    path = tmp_path / "long.arbiter"
    code, out, err = run(capsys, "new", path, "--name", "League", "--rounds", "9",
                         "--long-event", long_event, "--tiebreaks", tiebreaks)
    assert code == 0 and path.exists()  # a notice: the tournament is created
    if named:
        assert "warning (level 2)" in err and "[Q211]" in err and f"({named})" in err
        assert "longer than 30 days" in err
    else:
        assert "Q211" not in err


def test_cli_settings_still_advises(tmp_path, capsys):
    path = tmp_path / "long.arbiter"
    run(capsys, "new", path, "--name", "League", "--rounds", "9", "--long-event", "on")
    code, _, err = run(capsys, "settings", path, "--tiebreaks", "TPR,BH")
    assert code == 0 and "[Q211]" in err and "(TPR)" in err


def test_gui_tournament_dialog_shows_the_advice_while_ticked(qtbot):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import Qt

    from arbiter_app.ui.dialogs.tournament import TournamentDialog

    dialog = TournamentDialog(initial={"tiebreaks": ["BH", "SB"]})
    qtbot.addWidget(dialog)
    dialog.show()
    advice = dialog.long_event_advice
    assert not advice.isVisible()
    qtbot.mouseClick(dialog.long_event, Qt.MouseButton.LeftButton)
    assert dialog.long_event.isChecked()
    assert not advice.isVisible()  # BH, SB: nothing rating-based
    # tick ARO in the picker with the keyboard
    picker = dialog.tiebreak_picker.list
    row = next(i for i in range(picker.count())
               if picker.item(i).data(Qt.ItemDataRole.UserRole) == "ARO")
    picker.setFocus()
    picker.setCurrentRow(row)
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    assert "ARO" in dialog.tiebreak_picker.codes()
    assert advice.isVisible() and "ARO" in advice.text() and "30 days" in advice.text()
    qtbot.mouseClick(dialog.long_event, Qt.MouseButton.LeftButton)  # not long: no advice
    assert not advice.isVisible()
