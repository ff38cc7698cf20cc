"""Issue #38 point 7 (FIDE checklist Q109-110): in FIDE mode the acceleration cannot be
removed or changed once round 1 is paired.  It is a level 5 refusal (possible only outside
FIDE mode): no confirmation lifts it, the command line exits 2, the window shows it as a
refusal without asking; outside FIDE mode the change is made and audited."""

from __future__ import annotations

import pytest

from arbiter_app.engine import acceleration as A
from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import cli_run as run
from tests.builders import tournament
from tests.test_acceleration_app import accelerated_file


def configuration_lines(service) -> list[str]:
    return [f"{e.action} {e.details}" for e in service.audit_log()
            if e.action == "Configuration"]


@pytest.mark.parametrize("method", ["none", "baku"])
def test_service_refuses_any_change_after_round_1_even_confirmed(tmp_path, method):
    path = accelerated_file(tmp_path)
    if method == "baku":  # a change, not a removal: an unaccelerated event made accelerated
        t = tournament(8, ["1-3 1-0, 4-2 0-1, 5-7 1-0, 8-6 0-1"], total_rounds=7)
        t.system = "dutch2026"
        t.options["fide.mode"] = "on"
        path = tmp_path / "plain.arbiter"
        TournamentFile.create(path, t, ["BH"]).close()
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation) as raised:
            service.update_settings(acceleration=method, confirm=True)
        assert raised.value.level == 5
        assert [(w.question, w.code) for w in raised.value.warnings] == [
            ("Q109", "acceleration-after-round-1")]
        assert "after round 1" in raised.value.warnings[0].text
        assert configuration_lines(service) == []
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().acceleration == ("baku" if method == "none" else "none")


def test_cli_settings_exits_2_with_and_without_confirm(tmp_path, capsys):
    path = accelerated_file(tmp_path)
    for extra in ([], ["--confirm"]):
        code, out, err = run(capsys, "settings", path, "--acceleration", "none", *extra)
        assert code == 2, extra
        assert "warning (level 5)" in err and "possible only outside FIDE mode" in err
        assert "--confirm" not in err  # nothing to confirm
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().options[A.METHOD] == A.BAKU
        assert configuration_lines(service) == []


def test_outside_fide_mode_the_change_is_made_and_audited(tmp_path, capsys):
    path = accelerated_file(tmp_path)
    code, _, _ = run(capsys, "leave-fide-mode", path, "--confirm")
    assert code == 0
    code, out, err = run(capsys, "settings", path, "--acceleration", "none")
    assert code == 0 and "warning" not in err
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().acceleration == "none"
        assert configuration_lines(service) == [
            "Configuration @ Round 1: acceleration Baku (C.04.7) -> none"]


def test_before_round_1_it_changes_freely(tmp_path):
    path = accelerated_file(tmp_path, rounds=())
    with TournamentService.open(path) as service:
        assert service.update_settings(acceleration="none") == []
        assert service.settings().acceleration == "none"


def test_gui_settings_dialog_shows_a_refusal_and_asks_nothing(qtbot, tmp_path, monkeypatch):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox
    refused = []  # a dialog refusing its input warns in a box: recorded, never modal here
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a: refused.append(text)))

    from tests.gui import opened_window
    from tests.test_fide_settings import ok_button
    from tests.test_ui_menus import menu_actions

    path = accelerated_file(tmp_path)
    with TournamentService.open(path) as service:  # the dialog asks for the dates
        service.update_settings(start_date="2026/11/27", end_date="2026/11/29")
    w, idle = opened_window(qtbot, path)

    def remove_acceleration(dialog) -> bool:
        dialog.show()
        assert dialog.acceleration.currentText() == "Baku (C.04.7)"
        dialog.acceleration.setFocus()
        qtbot.keyClick(dialog.acceleration, Qt.Key.Key_Up)
        assert dialog.acceleration.currentText() == "none"
        ok_button(dialog).click()
        assert not refused  # the dialog itself accepts "none"; the service refuses
        return dialog.result() == dialog.DialogCode.Accepted

    w.run_dialog = remove_acceleration
    w.answers[:] = [True, True]  # were the window to ask, it would be confirmed twice
    menu_actions(w)["File/Tournament settings"].trigger()
    idle()
    assert w.questions == []
    assert len(w.errors) == 1 and "possible only outside FIDE mode" in w.errors[0]
    assert "acceleration" in w.errors[0] and "[Q109]" not in w.errors[0]
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().acceleration == "baku"
        assert configuration_lines(service) == []
