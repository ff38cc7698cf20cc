"""The acceleration as a tournament setting (issue #16): chosen with the
tournament (``arbiter-cli new --acceleration``, the tournament dialog's combo),
kept in ``Tournament.options``, fixed after round 1 in FIDE mode (level 5,
checklist Q109-110, issue #38), and shown in the
round tab and on the pairing card."""

from __future__ import annotations

import pytest

from arbiter_app.engine import acceleration as A
from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.store import TournamentFile
from arbiter_app.ui.models.card import pairing_card
from arbiter_app.ui.models.rows import pairing_rows
from tests.builders import cli_run as run
from tests.builders import tournament


def accelerated_file(tmp_path, rounds=("1-3 1-0, 4-2 0-1, 5-7 1-0, 8-6 0-1",)):
    """Eight players, seven rounds, Baku: GA = 1..4 (C.04.5.1: half of 8, even)."""
    t = tournament(8, list(rounds), total_rounds=7)
    t.system = "dutch2026"
    t.info.name = "Accelerated Open"
    t.options[A.METHOD] = A.BAKU
    t.options["fide.mode"] = "on"
    path = tmp_path / "acc.arbiter"
    TournamentFile.create(path, t, ["BH"]).close()
    return path


def test_cli_new_acceleration_baku_is_kept_and_shown(tmp_path, capsys):
    path = tmp_path / "open.arbiter"
    code, out, _ = run(capsys, "new", path, "--name", "Open", "--rounds", "9",
                       "--acceleration", "baku")
    assert code == 0
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().options[A.METHOD] == A.BAKU
        assert service.settings().acceleration == "baku"
    code, out, _ = run(capsys, "settings", path)
    assert code == 0 and "acceleration    baku" in out
    # before round 1 it changes without a question
    code, out, _ = run(capsys, "settings", path, "--acceleration", "none")
    assert code == 0 and "acceleration    none" in out
    with TournamentService.open(path, read_only=True) as service:
        assert A.METHOD not in service.tournament().options


def test_cli_new_refuses_baku_for_another_system(tmp_path, capsys):
    path = tmp_path / "dubov.arbiter"
    code, _, err = run(capsys, "new", path, "--name", "Open", "--rounds", "9",
                       "--system", "dubov2026", "--acceleration", "baku")
    assert code != 0 and "Dutch system" in err and not path.exists()


def test_q109_change_after_round_1_is_refused_in_fide_mode(tmp_path, capsys):
    # issue #38 point 7: no confirmation lifts it (level 5); the full set of checks of
    # the refusal is in tests/test_fide38_small_acceleration.py
    path = accelerated_file(tmp_path)
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation) as raised:
            service.update_settings(acceleration="none", confirm=True)
        assert raised.value.level == 5
        assert [w.question for w in raised.value.warnings] == ["Q109"]
        assert service.settings().acceleration == "baku"


def test_round_tab_and_card_show_the_virtual_points(tmp_path):
    path = accelerated_file(tmp_path)
    with TournamentService.open(path) as service:
        service.pair_next_round()
        t = service.tournament()
    # round 2 (7 rounds: one virtual point in rounds 1 and 2 for GA = 1..4)
    rows = {row.white: row for row in pairing_rows(t, 2)}
    points_of = {}
    for row in rows.values():
        points_of[row.white] = row.cells[4]
        points_of[row.black] = row.cells[6]
    assert points_of[1] == "1 (+1 virtual)" and points_of[3] == "0 (+1 virtual)"
    assert points_of[5] == "1" and points_of[7] == "0"
    card = pairing_card(t, 4)
    assert card.rows[0][-1] == "paired with +1 virtual"
    # the round-2 row: 4 (0 + 1 virtual) against 6 (1 + 0): no float between them
    assert card.rows[1][5] == ""
    assert "paired with +1 virtual" in card.rows[1][-1]
    # round 3 is paired with half a virtual point (rounds 3 and 4 of 7)
    assert card.score == "0 (+0.5 virtual for round 3)"


def test_gui_tournament_dialog_acceleration_combo(qtbot, tmp_path):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import Qt

    from tests.gui import scripted_window
    from tests.test_fide_settings import ok_button
    from tests.test_ui_menus import menu_actions

    w = scripted_window(qtbot)
    path = tmp_path / "Fast.arbiter"
    w.ask_save_path = lambda *a: str(path)

    def fill(dialog) -> bool:
        dialog.show()
        qtbot.keyClicks(dialog.name, "Fast Open")
        assert dialog.acceleration.currentText() == "none"
        dialog.acceleration.setFocus()
        qtbot.keyClick(dialog.acceleration, Qt.Key.Key_Down)
        assert dialog.acceleration.currentText() == "Baku (C.04.7)"
        ok_button(dialog).click()
        return dialog.result() == dialog.DialogCode.Accepted

    w.run_dialog = fill
    menu_actions(w)["File/New tournament"].trigger()
    qtbot.waitUntil(lambda: path.exists() and not w.tasks.busy, timeout=20_000)
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=20_000)
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().options[A.METHOD] == A.BAKU
        assert service.settings().acceleration == "baku"
