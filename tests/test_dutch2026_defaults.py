"""dutch2026 is the system of new tournaments (GUI and ``arbiter-cli new``);
a tournament keeps the edition it was started with; ``import`` of a file
whose system line names the 2026 Dutch rules picks dutch2026."""

from __future__ import annotations

import shutil
from pathlib import Path

from arbiter_app.cli.main import main as cli_main
from arbiter_app.engine.systems.registry import DEFAULT_SYSTEM, system_of_trf_line
from arbiter_app.services import TournamentService

DATA = Path(__file__).resolve().parent / "data"


def test_the_default_is_the_edition_in_force():
    assert DEFAULT_SYSTEM == "dutch2026"


def test_system_lines():
    assert system_of_trf_line("FIDE_DUTCH_2025") == "dutch2026"
    assert system_of_trf_line("FIDE (Dutch) 2026") is None  # no single word names it
    assert system_of_trf_line("FIDE-DUTCH-2026") == "dutch2026"
    assert system_of_trf_line("Swiss Dutch") is None
    assert system_of_trf_line("") is None


def test_cli_new_defaults_to_dutch2026_and_keeps_a_chosen_edition(tmp_path, capsys):
    new = tmp_path / "new.arbiter"
    assert cli_main(["new", str(new), "--name", "Open", "--rounds", "7"]) == 0
    old = tmp_path / "old.arbiter"
    assert cli_main(["new", str(old), "--name", "Old", "--rounds", "7",
                     "--system", "dutch2016"]) == 0
    with TournamentService.open(new) as service:
        assert service.tournament().system == "dutch2026"
    with TournamentService.open(old) as service:
        assert service.tournament().system == "dutch2016"


def test_import_picks_dutch2026_from_the_system_line(tmp_path, capsys):
    trf = tmp_path / "t.trf"
    shutil.copy(DATA / "dutch2026" / "rough-00059-n012-r08.trf", trf)  # 092 FIDE_DUTCH_2025
    out = tmp_path / "t.arbiter"
    assert cli_main(["import", str(trf), "-o", str(out)]) == 0
    assert "system dutch2026" in capsys.readouterr().out
    # an explicit --system wins
    out2 = tmp_path / "t2.arbiter"
    assert cli_main(["import", str(trf), "-o", str(out2), "--system", "dutch2016",
                     "--confirm"]) == 0  # a 2026 pairing is not the 2016 one (Q55)
    with TournamentService.open(out2) as service:
        assert service.tournament().system == "dutch2016"
    # a file that names no known system needs --system
    plain = DATA / "dutch2016" / "mixed-00004-n015-r08.trf"
    assert cli_main(["import", str(plain), "-o", str(tmp_path / "p.arbiter")]) == 2
    assert "--system" in capsys.readouterr().err


def test_gui_new_tournament_dialog_selects_dutch2026(qtbot):
    from PySide6.QtCore import Qt

    from arbiter_app.ui.dialogs.tournament import system_combo
    combo = system_combo()
    qtbot.addWidget(combo)
    assert combo.currentData(Qt.ItemDataRole.UserRole) == "dutch2026"
    kept = system_combo("dutch2016")  # the settings of an existing tournament
    qtbot.addWidget(kept)
    assert kept.currentData(Qt.ItemDataRole.UserRole) == "dutch2016"
