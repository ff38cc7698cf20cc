"""FIDE checklist Q54-55: every imported round is checked against the rules; a round
that differs is a level 3 warning and, once confirmed, an ``Import @ Round n`` line.

The reference pairings are bbpPairings v6.0.0's (tests/data/dutch2026, endorsed
engine): as written they are the rules' pairing; a swapped pair of opponents is not."""

from __future__ import annotations

import pytest

from arbiter_app.services import NeedsConfirmation, TournamentService
from tests.builders import cli_run

SOURCE = "dutch2026/rough-00059-n012-r08.trf"


def _swapped(data_dir, tmp_path, round_no: int = 3):
    """The fixture with two boards of ``round_no`` exchanging their black players."""
    from arbiter_app.trf import read_trf_file, write_trf
    t = read_trf_file(data_dir / SOURCE)
    games = t.round(round_no).games
    (a, b), (c, d) = games[0].players(), games[1].players()
    from arbiter_app.engine.model import Game
    games[0], games[1] = Game(a, d, games[0].result), Game(c, b, games[1].result)
    path = tmp_path / "swapped.trf"
    path.write_text(write_trf(t, version="trf2026"), encoding="latin-1")
    return path, (a, b, c, d)


def test_a_file_paired_by_the_rules_imports_without_a_question(data_dir, tmp_path):
    with TournamentService.import_trf(data_dir / SOURCE, tmp_path / "t.arbiter",
                                      "dutch2026") as service:
        assert not [e for e in service.audit_log() if e.action == "Import"]


def test_a_round_that_differs_is_a_level_3_warning_and_nothing_is_written(data_dir, tmp_path):
    path, (a, b, c, d) = _swapped(data_dir, tmp_path)
    with pytest.raises(NeedsConfirmation) as info:
        TournamentService.import_trf(path, tmp_path / "t.arbiter", "dutch2026")
    assert not (tmp_path / "t.arbiter").exists()
    warnings = info.value.warnings
    assert [(w.level, w.question) for w in warnings][0] == (3, "Q55")
    text = warnings[0].text
    assert text.startswith("round 3 as imported is not the pairing of the C.04.3 FIDE (Dutch) "
                           "system, applied from 1 February 2026: the file has ")
    head, _, rules = text.partition(", the rules give ")
    assert f"{a}-{d}" in head and f"{c}-{b}" in head and rules
    # confirmed: imported, with the '### Import @ Round 3' line in the exports
    with TournamentService.import_trf(path, tmp_path / "t.arbiter", "dutch2026",
                                      confirm=True) as service:
        entries = [e.details for e in service.audit_log() if e.action == "Import"]
        text = service.export_trf_text("trf2026")
    assert entries[0].startswith("@ Round 3: the file has")
    assert any(line.startswith("### Import @ Round 3: the file has")
               for line in text.splitlines())


def test_cli_import_asks_for_confirm(data_dir, tmp_path, capsys):
    path, _ = _swapped(data_dir, tmp_path)
    code, out, err = cli_run(capsys, "import", path, "-o", tmp_path / "t.arbiter",
                             "--system", "dutch2026")
    assert code == 3 and "warning (level 3): round 3 as imported" in err
    assert not (tmp_path / "t.arbiter").exists()
    code, out, err = cli_run(capsys, "import", path, "-o", tmp_path / "t.arbiter",
                             "--system", "dutch2026", "--confirm")
    assert code == 0 and (tmp_path / "t.arbiter").exists()


@pytest.mark.parametrize("answer", [False, True])
def test_window_import_asks_then_imports_or_not(qtbot, data_dir, tmp_path, answer):
    from tests.gui import scripted_window
    path, _ = _swapped(data_dir, tmp_path)
    w = scripted_window(qtbot)
    w.answers = [answer]
    w.import_trf_path(str(path), str(tmp_path / "t.arbiter"), "dutch2026", ["BH"])
    qtbot.waitUntil(lambda: bool(w.questions) and not w.tasks.busy, timeout=20_000)
    assert ("round 3 as imported is not the pairing of the C.04.3 FIDE (Dutch) system, "
            "applied from 1 February 2026") in w.questions[0]
    if answer:
        qtbot.waitUntil(lambda: w.snapshot is not None, timeout=20_000)
        assert (tmp_path / "t.arbiter").exists()
    else:
        qtbot.wait(50)
        assert not (tmp_path / "t.arbiter").exists() and w.snapshot is None
    w.close()
