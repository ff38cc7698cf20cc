"""Issue #35 points 18 and 19 (FIDE checklist Q74, Q81, Q83, Q45): what a TRF import
lets into FIDE mode.

* Record 162 is checked as ``new`` and ``settings`` check a point system: in FIDE mode
  a point system the checklist forbids stops the import (exit 3, a level 4 warning), ``--confirm`` imports it
  outside FIDE mode; the window asks twice (level 4).
* A file that says ``### NOT IN FIDE MODE`` is imported outside FIDE mode: leaving it
  cannot be undone through an export and an import (Q45)."""

from __future__ import annotations

import pytest

from arbiter_app.services import NeedsConfirmation, TournamentService
from tests.builders import cli_run


def run(capsys, *argv, code=0):
    got, out, err = cli_run(capsys, *argv)
    assert got == code, (argv, got, out, err)
    return out, err


def played_trf(tmp_path, capsys, name="t") -> tuple:
    """A 6-player Dutch tournament with round 1 played, and its TRF-2026 export."""
    path, trf = tmp_path / f"{name}.arbiter", tmp_path / f"{name}.trf"
    run(capsys, "new", path, "--name", "Club Open", "--rounds", "5", "--system", "dutch2026")
    for n in range(6):
        run(capsys, "add-player", path, f"Player {n + 1}", "--rating", 2200 - 50 * n)
    run(capsys, "pair-next", path)
    for board, result in ((1, "1-0"), (2, "1/2"), (3, "0-1")):
        run(capsys, "result", path, 1, board, result)
    run(capsys, "export", path, "-o", trf)
    return path, trf


def with_162(trf, line: str, tmp_path):
    """``trf`` with the 162 record ``line`` after its 142 line (the points columns of
    the 001 lines, which the new point system would contradict, left blank)."""
    lines = [x[:80] + "    " + x[84:] if x.startswith("001") else x
             for x in trf.read_text(encoding="latin-1").splitlines()]
    at = next(i for i, x in enumerate(lines) if x.startswith("142"))
    out = tmp_path / "points.trf"
    out.write_text("\n".join(lines[:at + 1] + [line] + lines[at + 1:]) + "\n",
                   encoding="latin-1")
    return out


# the point systems of the checklist's questions: 2 draws worth more than a win and a
# loss (Q74), a PAB worth more than a win (Q81), a PAB other than 1, 1/2, 0 in the
# standard system (Q83)
# (W, D, P) each gives
ILLEGAL = [("162  W 1.0    D 0.7", "Q74", (1.0, 0.7, 1.0)),
           ("162  W 1.0    D 0.5    P 1.5", "Q81", (1.0, 0.5, 1.5)),
           ("162  W 1.0    D 0.5    P 0.7", "Q83", (1.0, 0.5, 0.7))]


@pytest.mark.parametrize("line,question,points", ILLEGAL)
def test_q74_q81_q83_cli_import_refuses_an_illegal_point_system(tmp_path, capsys, line,
                                                                 question, points):
    _path, trf = played_trf(tmp_path, capsys)
    bad = with_162(trf, line, tmp_path)
    out_path = tmp_path / "imported.arbiter"
    _out, err = run(capsys, "import", bad, "-o", out_path, code=3)
    assert "warning (level 4)" in err and f"[{question}]" in err
    assert "not allowed in FIDE mode" in err and "--confirm" in err
    assert not out_path.exists()
    # --confirm: imported, outside FIDE mode for good, with the point system of the file
    _out, err = run(capsys, "import", bad, "-o", out_path, "--confirm")
    assert "imported outside FIDE mode" in err
    with TournamentService.open(out_path, read_only=True) as service:
        assert not service.fide_mode()
        assert [e.action for e in service.audit_log()].count("Leave FIDE mode") == 1
        text = service.export_trf_text("trf2026")
        scoring = service.tournament().scoring
    assert "### NOT IN FIDE MODE (left at round 1)" in text.splitlines()
    assert (scoring.win, scoring.draw, scoring.pairing_bye) == points


def test_a_legal_point_system_imports_in_fide_mode(tmp_path, capsys):
    _path, trf = played_trf(tmp_path, capsys)
    good = with_162(trf, "162  W 3.0    D 1.0", tmp_path)
    run(capsys, "import", good, "-o", tmp_path / "ok.arbiter")
    with TournamentService.open(tmp_path / "ok.arbiter", read_only=True) as service:
        assert service.fide_mode() and service.tournament().scoring.win == 3.0


def test_q45_an_export_outside_fide_mode_imports_outside_fide_mode(tmp_path, capsys):
    path, _trf = played_trf(tmp_path, capsys)
    run(capsys, "leave-fide-mode", path, "--confirm")
    run(capsys, "forbid", path, 3, 4)  # possible only outside FIDE mode after round 1
    trf = tmp_path / "outside.trf"
    run(capsys, "export", path, "-o", trf)
    out_path = tmp_path / "back.arbiter"
    _out, err = run(capsys, "import", trf, "-o", out_path)
    assert "NOT IN FIDE MODE" in err
    out, _ = run(capsys, "show", out_path)
    assert "FIDE mode off" in out
    with TournamentService.open(out_path, read_only=True) as service:
        assert not service.fide_mode()
        assert frozenset((3, 4)) in service.tournament().forbidden_pairs
        again = service.export_trf_text("trf2026").splitlines()
    # the marker is written once, with the round it was left at
    assert again.count("### NOT IN FIDE MODE (left at round 1)") == 1


def test_q74_an_illegal_point_system_outside_fide_mode_is_a_notice(tmp_path, capsys):
    path, _trf = played_trf(tmp_path, capsys)
    run(capsys, "leave-fide-mode", path, "--confirm")
    trf = tmp_path / "outside.trf"
    run(capsys, "export", path, "-o", trf)
    bad = with_162(trf, "162  W 1.0    D 0.5    P 1.5", tmp_path)
    _out, err = run(capsys, "import", bad, "-o", tmp_path / "back.arbiter")
    assert "imported outside FIDE mode" in err


def test_the_service_asks_twice_for_an_illegal_point_system(tmp_path, capsys):
    _path, trf = played_trf(tmp_path, capsys)
    bad = with_162(trf, "162  W 1.0    D 0.5    P 1.5", tmp_path)
    with pytest.raises(NeedsConfirmation) as info:
        TournamentService.import_trf(bad, tmp_path / "x.arbiter", None)
    assert info.value.level == 4 and info.value.warnings[0].code == "import-point-system"


@pytest.mark.parametrize("answers", [[True, True], [True, False], [False]])
def test_q81_window_import_asks_twice(qtbot, tmp_path, capsys, answers):
    from tests.gui import scripted_window
    _path, trf = played_trf(tmp_path, capsys)
    bad = with_162(trf, "162  W 1.0    D 0.5    P 1.5", tmp_path)
    out_path = tmp_path / "w.arbiter"
    w = scripted_window(qtbot)
    w.answers = list(answers)
    w.import_trf_path(str(bad), str(out_path), "dutch2026", ["BH"])
    qtbot.waitUntil(lambda: len(w.questions) == len(answers) and not w.tasks.busy,
                    timeout=20_000)
    assert "not allowed in FIDE mode" in w.questions[0]
    if answers == [True, True]:
        assert "Second confirmation" in w.questions[1]
        qtbot.waitUntil(lambda: w.snapshot is not None, timeout=20_000)
        with TournamentService.open(out_path, read_only=True) as service:
            assert not service.fide_mode()
    else:
        qtbot.wait(50)
        assert not out_path.exists() and w.snapshot is None
    w.close()
