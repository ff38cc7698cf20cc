"""Requested byes in FIDE mode (issue #23; checklist Q171-179): a second half-point bye
is level 3, a full-point bye a level 2 "deprecated" notice with a ``###`` line."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind
from arbiter_app.services import NeedsConfirmation, TournamentService
from tests.builders import cli_run as run
from tests.test_fide_mode import played

H, F = ByeKind.HALF_POINT, ByeKind.FULL_POINT


def test_q172_first_half_point_bye_needs_nothing(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        assert service.request_bye(1, 2, H) == []
        assert service.tournament().requested_byes == {2: {1: H}}


def test_q174_second_half_point_bye_needs_confirmation(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        service.request_bye(1, 2, H)
        before = service.audit_log()
        with pytest.raises(NeedsConfirmation) as raised:
            service.request_bye(1, 3, H)
        assert raised.value.level == 3 and raised.value.warnings[0].question == "Q174"
        assert "round 2" in raised.value.warnings[0].text
        assert service.tournament().requested_byes == {2: {1: H}}  # nothing changed
        assert service.audit_log() == before
        service.request_bye(1, 3, H, confirm=True)
        assert service.tournament().requested_byes == {2: {1: H}, 3: {1: H}}
        service.request_bye(2, 3, H)  # another player: his first


def test_q174_half_point_bye_already_played_counts(tmp_path):
    path = played(tmp_path, rounds=("1-2 1-0, 3 H, 4 H",))
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation, match="round 1"):
            service.request_bye(3, 2, H)


def test_q177_q178_q179_full_point_bye_is_a_deprecated_notice_and_a_trf_line(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        warnings = service.request_bye(2, 3, F)  # no confirmation needed
        assert [(w.level, w.question) for w in warnings] == [(2, "Q178")]
        assert "deprecated" in warnings[0].text
        assert service.tournament().requested_byes == {3: {2: F}}
        entry = service.audit_log()[-1]
        assert (entry.action, entry.details) == ("Full-point bye", "@ Round 3: 2 Player 02")
        for version in ("trf2026", "trf16"):
            assert "### Full-point bye @ Round 3: 2 Player 02" in \
                service.export_trf_text(version).splitlines()


def test_q174_outside_fide_mode_no_warning(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        service.leave_fide_mode(confirm=True)
        service.request_bye(1, 2, H)
        assert service.request_bye(1, 3, H) == []


def test_q174_cli_second_half_point_bye_exit_3_then_confirm(tmp_path, capsys):
    path = played(tmp_path)
    assert run(capsys, "bye", path, 1, 2, "H")[0] == 0
    before = path.read_bytes()
    code, _out, err = run(capsys, "bye", path, 1, 3, "H")
    assert code == 3 and "warning (level 3)" in err and "--confirm" in err
    assert path.read_bytes() == before
    code, _out, _err = run(capsys, "bye", path, 1, 3, "H", "--confirm")
    assert code == 0
    code, _out, err = run(capsys, "bye", path, 2, 3, "F")
    assert code == 0 and "warning (level 2)" in err and "deprecated" in err
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().requested_byes == {2: {1: H}, 3: {1: H, 2: F}}


# -- the window ----------------------------------------------------------------------------
def test_q174_q178_gui_requested_bye_dialog(qtbot, tmp_path):
    pytest.importorskip("pytestqt")
    from tests.gui import opened_window
    from tests.test_fide_settings import ok_button
    from tests.test_ui_menus import menu_actions

    path = played(tmp_path)
    with TournamentService.open(path) as service:
        service.request_bye(1, 2, H)
    w, idle = opened_window(qtbot, path)

    def bye(round_no, index):
        def fill(dialog) -> bool:
            dialog.show()
            dialog.round.setValue(round_no)
            dialog.kind.setCurrentIndex(index)  # 0 half-point, 1 zero-point, 2 full-point
            ok_button(dialog).click()
            return dialog.result() == dialog.DialogCode.Accepted
        return fill

    def requested():
        with TournamentService.open(path, read_only=True) as service:
            return service.tournament().requested_byes

    w.tabs.setCurrentWidget(w.players_view)
    w.players_view.select_player(1)
    action = menu_actions(w)["Players/Requested bye / absence"]
    w.run_dialog, w.answers[:] = bye(3, 0), [False]  # a second half-point bye: asked, no
    action.trigger()
    idle()
    assert len(w.questions) == 1 and "already has a half-point bye" in w.questions[0]
    assert requested() == {2: {1: H}}
    w.run_dialog, w.answers[:] = bye(3, 0), [True]
    action.trigger()
    idle()
    assert len(w.questions) == 2 and requested() == {2: {1: H}, 3: {1: H}}
    w.players_view.select_player(2)
    w.run_dialog = bye(4, 2)  # a full-point bye: no question, the notice in the status bar
    action.trigger()
    idle()
    assert len(w.questions) == 2 and requested()[4] == {2: F}
    assert "deprecated" in w.statusBar().currentMessage()
