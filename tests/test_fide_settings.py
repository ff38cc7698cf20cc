"""Settings after round 1 in FIDE mode (issue #23; checklist Q57-62, Q75-77, Q85-88,
Q93-94, Q201-202): level 4 for the number of rounds, the points, the PAB and the
tie-breaks, with a ``Configuration @ Round n`` audit entry and ``###`` line; the
pairing system is fixed (level 5)."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import Scoring
from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.services.points import scoring_from
from tests.builders import cli_run as run
from tests.test_fide_mode import new_file, played


def configuration_lines(service) -> list[str]:
    return [f"{e.action} {e.details}" for e in service.audit_log()
            if e.action == "Configuration"]


@pytest.mark.parametrize("fields, question", [
    ({"total_rounds": 5}, "Q58"),
    ({"scoring": scoring_from(win=3, draw=1)}, "Q75"),
    ({"scoring": scoring_from(pairing_bye=0.5)}, "Q85"),
    ({"tiebreaks": ["SB"]}, "Q201"),
])
def test_q58_q75_q85_q201_change_after_round_1_needs_double_confirmation(tmp_path, fields,
                                                                          question):
    with TournamentService.open(played(tmp_path)) as service:
        before = (service.settings(), service.audit_log())
        with pytest.raises(NeedsConfirmation) as raised:
            service.update_settings(**fields)
        assert raised.value.level == 4
        assert [w.question for w in raised.value.warnings] == [question]
        assert "after round 1" in raised.value.warnings[0].text
        assert (service.settings(), service.audit_log()) == before  # nothing changed
        confirmed = service.update_settings(confirm=True, **fields)
        assert [w.question for w in confirmed] == [question]
        for name, value in fields.items():
            assert getattr(service.settings(), name) == value
        assert len(configuration_lines(service)) == 1


def test_q59_q202_configuration_line_with_round_and_old_list(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        service.update_settings(confirm=True, tiebreaks=["SB", "DE"], total_rounds=6)
        (line,) = configuration_lines(service)
        assert line.startswith("Configuration @ Round 1: ")
        assert "number of rounds 4 -> 6" in line and "tie-breaks BH -> SB, DE" in line
        for version in ("trf2026", "trf16"):
            assert "### " + line in service.export_trf_text(version).splitlines()


def test_q57_before_round_1_changes_need_no_confirmation(tmp_path):
    with TournamentService.open(new_file(tmp_path)) as service:
        assert service.update_settings(total_rounds=9, tiebreaks=["SB"],
                                       scoring=scoring_from(pairing_bye=0.5)) == []
        assert service.settings().total_rounds == 9 and configuration_lines(service) == []


def test_q93_pairing_system_cannot_change_after_round_1(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        with pytest.raises(NeedsConfirmation) as raised:
            service.update_settings(confirm=True, system="dubov1997")
        assert raised.value.level == 5 and raised.value.warnings[0].question == "Q93"
        assert service.settings().system == "dutch2016"


def test_q43_outside_fide_mode_changes_are_audited_without_warning(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        service.leave_fide_mode(confirm=True)
        assert service.update_settings(total_rounds=6) == []
        assert configuration_lines(service) == [
            "Configuration @ Round 1: number of rounds 4 -> 6"]


def test_q58_cli_settings_exit_3_unchanged_then_confirm(tmp_path, capsys):
    path = played(tmp_path)
    before = path.read_bytes()
    for option in (["--rounds", "6"], ["--points", "W=3,D=1"], ["--pab", "0.5"],
                   ["--tiebreaks", "SB"]):
        code, _out, err = run(capsys, "settings", path, *option)
        assert code == 3 and "warning (level 4)" in err and "--confirm" in err, option
        assert path.read_bytes() == before
    code, out, _ = run(capsys, "settings", path, "--pab", "0.5", "--rounds", "6", "--confirm")
    assert code == 0 and "confirmed (level 4)" in out
    with TournamentService.open(path, read_only=True) as service:
        settings = service.settings()
        assert settings.total_rounds == 6 and settings.scoring.pairing_bye == 0.5
        assert settings.scoring.win == Scoring().win


# -- the window ----------------------------------------------------------------------------
def ok_button(dialog):
    from PySide6.QtWidgets import QDialogButtonBox
    for box in dialog.findChildren(QDialogButtonBox):
        for button in box.buttons():
            if box.buttonRole(button) == QDialogButtonBox.ButtonRole.AcceptRole:
                return button
    raise AssertionError(f"no OK button in {type(dialog).__name__}")


def test_q58_gui_settings_after_round_1_asks_twice(qtbot, tmp_path, monkeypatch):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QMessageBox
    refused = []  # a dialog refusing its input warns in a box: recorded, never modal here
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a: refused.append(text)))
    from tests.gui import opened_window
    from tests.test_ui_menus import menu_actions

    path = played(tmp_path)
    w, idle = opened_window(qtbot, path)

    def six_rounds(dialog) -> bool:
        dialog.show()
        dialog.rounds.setValue(6)
        ok_button(dialog).click()
        assert not refused
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = six_rounds
    action = menu_actions(w)["File/Tournament settings"]
    w.answers[:] = [True, False]  # the second confirmation refused: nothing changes
    action.trigger()
    idle()
    assert len(w.questions) == 2 and "Second confirmation" in w.questions[1]
    assert "number of rounds 4 -> 6" in w.questions[0]
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().total_rounds == 4
    w.answers[:] = [True, True]
    action.trigger()
    idle()
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().total_rounds == 6
        assert configuration_lines(service) == [
            "Configuration @ Round 1: number of rounds 4 -> 6"]
