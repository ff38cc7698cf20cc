"""FIDE mode (issue #23, checklist Q40-46, Q56): stored per tournament, on for every new
and imported tournament, left only by a double confirmation, for good, and said
everywhere afterwards."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.engine.model import Scoring
from arbiter_app.services import NeedsConfirmation, NewTournament, ServiceError, TournamentService
from arbiter_app.services.documents import build_document
from arbiter_app.services.fide_mode import OPTION_MODE, in_fide_mode
from arbiter_app.store import TournamentFile
from tests.builders import cli_run as run, tournament

DATA = Path(__file__).resolve().parent / "data"
FIXTURE = DATA / "dutch2016" / "mixed-00019-n010-r05.trf"


def new_file(tmp_path, name="t.arbiter") -> Path:
    path = tmp_path / name
    TournamentService.create(path, NewTournament("Club Open", 5, "dutch2016",
                                                 scoring=Scoring())).close()
    return path


def played(tmp_path, rounds=("1-2 1-0, 3-4 1/2",), total=4) -> Path:
    """Four players; round 1 played; FIDE mode as a file made before it existed."""
    t = tournament(4, list(rounds), total_rounds=total)
    t.system = "dutch2016"
    t.info.name, t.info.start_date, t.info.end_date = "Club Open", "2026/11/27", "2026/11/29"
    path = tmp_path / "played.arbiter"
    TournamentFile.create(path, t, ["BH"]).close()
    return path


def test_q40_new_tournament_is_in_fide_mode(tmp_path):
    with TournamentService.open(new_file(tmp_path)) as service:
        assert service.tournament().options[OPTION_MODE] == "on"
        assert service.fide_mode()


def test_q56_imported_tournament_is_in_fide_mode(tmp_path):
    with TournamentService.import_trf(FIXTURE, tmp_path / "i.arbiter", "dutch2016") as service:
        assert service.tournament().options[OPTION_MODE] == "on"
        assert service.fide_mode()


def test_q40_file_from_before_fide_mode_counts_as_in_it(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        assert OPTION_MODE not in service.tournament().options and service.fide_mode()


def test_q43_leaving_fide_mode_needs_double_confirmation(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        before = service.audit_log()
        with pytest.raises(NeedsConfirmation) as raised:
            service.leave_fide_mode()
        assert raised.value.level == 4 and raised.value.warnings[0].question == "Q43"
        assert service.fide_mode() and service.audit_log() == before  # nothing changed
        assert service.leave_fide_mode(confirm=True) == 1
        assert not service.fide_mode()
        last = service.audit_log()[-1]
        assert (last.action, last.details) == ("Leave FIDE mode", "@ Round 1")


def test_q45_fide_mode_cannot_be_reentered(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        service.leave_fide_mode(confirm=True)
        with pytest.raises(ServiceError, match="cannot be re-entered"):
            service.leave_fide_mode(confirm=True)
        # no service turns it back on
        assert not hasattr(service, "enter_fide_mode")
        service.update_settings(name="Renamed")
        assert not service.fide_mode()


def test_q44_q46_outside_fide_mode_every_export_and_printout_says_so(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        for version in ("trf2026", "trf16"):
            assert "NOT IN FIDE MODE" not in service.export_trf_text(version)
        service.leave_fide_mode(confirm=True)
        for version in ("trf2026", "trf16"):
            lines = service.export_trf_text(version).splitlines()
            assert "### NOT IN FIDE MODE (left at round 1)" in lines
            assert "### Leave FIDE mode @ Round 1" in lines
        t, tiebreaks = service.tournament(), service.settings().tiebreaks
    for kind in ("pairings", "alphabetical", "ranking", "standings", "crosstable", "ratings"):
        document = build_document(t, tiebreaks, kind)
        assert "NOT IN FIDE MODE" in document.html, kind


def test_q44_exported_leave_line_is_read_back_and_not_doubled(tmp_path):
    with TournamentService.open(played(tmp_path)) as service:
        service.leave_fide_mode(confirm=True)
        service.export_trf(tmp_path / "out.trf", "trf2026")
    with TournamentService.import_trf(tmp_path / "out.trf", tmp_path / "back.arbiter",
                                      "dutch2016", confirm=True) as back:  # 1-2 is by hand
        assert not back.fide_mode()  # the file says NOT IN FIDE MODE: it stays out (Q45) ...
        text = back.export_trf_text("trf2026")
    assert text.count("### Leave FIDE mode @ Round 1") == 1  # ... and keeps the file's lines


def test_q43_cli_leave_fide_mode_needs_confirm(tmp_path, capsys):
    path = played(tmp_path)
    before = path.read_bytes()
    code, _out, err = run(capsys, "leave-fide-mode", path)
    assert code == 3 and "warning (level 4)" in err and "--confirm" in err
    assert path.read_bytes() == before
    code, out, _ = run(capsys, "show", path)
    assert code == 0 and "FIDE mode on" in out
    code, out, _ = run(capsys, "leave-fide-mode", path, "--confirm")
    assert code == 0 and "left FIDE mode at round 1" in out
    code, out, _ = run(capsys, "show", path)
    assert "FIDE mode off (NOT IN FIDE MODE (left at round 1))" in out
    code, _out, err = run(capsys, "leave-fide-mode", path, "--confirm")
    assert code == 2 and "re-entered" in err


# -- the window ----------------------------------------------------------------------------
def test_q43_q46_gui_leave_fide_mode_asks_twice_and_marks_the_window(qtbot, tmp_path):
    pytest.importorskip("pytestqt")
    from tests.gui import scripted_window
    from tests.test_ui_menus import menu_actions

    path = played(tmp_path)
    w = scripted_window(qtbot)
    w.open_path(str(path))
    idle = lambda: qtbot.waitUntil(lambda: not w.tasks.busy and w.snapshot is not None,
                                   timeout=20_000)
    idle()
    assert "FIDE" not in w.windowTitle() and not w.fide_label.isVisible()
    action = menu_actions(w)["File/Leave FIDE mode"]
    w.answers[:] = [True, False]  # the second question says no: nothing changes
    action.trigger()
    idle()
    qtbot.wait(50)
    assert len(w.questions) == 2 and "Second confirmation" in w.questions[1]
    with TournamentService.open(path, read_only=True) as service:
        assert service.fide_mode()
    w.answers[:] = [True, True]
    action.trigger()
    qtbot.waitUntil(lambda: not in_fide_mode(w.snapshot.tournament), timeout=20_000)
    assert len(w.questions) == 4
    assert "NOT IN FIDE MODE" in w.windowTitle()
    assert w.fide_label.isVisible() and "NOT IN FIDE MODE" in w.fide_label.text()
    with TournamentService.open(path, read_only=True) as service:
        assert not service.fide_mode()
