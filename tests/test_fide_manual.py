"""Manual pairing in FIDE mode (FIDE checklist Q67, Q69): a pairing that is not the
system's asks first, showing the system's boards, and is written as ``### MPA @
Round n``; both players of a board given the colour opposite to their due is a notice.

Hand-worked: 4 players, round 1 1-3 1-0, 2-4 1-0 (1 and 2 had white, 3 and 4 black).
In round 2, 1 and 2 have a point each and 3 and 4 none, so the Dutch rules pair 1 with 2
and 3 with 4 (C.04.3 (2026) 1.2, scoregroups).  Both 1 and 2 are due black and the
higher ranked 1 gets his due colour: 2-1.  Both 3 and 4 are due white and the higher
ranked 3 gets it: 3-4."""

from __future__ import annotations

import pytest

from arbiter_app.engine.systems.base import Board, Pairing
from arbiter_app.services import NeedsConfirmation, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import boards, tournament


@pytest.fixture
def path(tmp_path):
    t = tournament(4, ["1-3 1-0, 2-4 1-0"], total_rounds=3)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "t.arbiter", t).close()
    return tmp_path / "t.arbiter"


def test_the_systems_pairing_needs_no_question(path):
    with TournamentService.open(path) as service:
        engine = service.engine_pairing()
        assert boards(engine) == [(2, 1), (3, 4)]
        service.set_pairing(engine)
        assert not [e for e in service.audit_log() if e.action == "MPA"]


def test_another_pairing_asks_showing_the_systems_boards(path):
    # 1-4 and 2-3 (no rematch, so no rule is broken): Q69 level 3; and on 1-4 both 1
    # (due black) and 4 (due white) get the colour opposite to their due: Q67 level 2
    manual = Pairing([Board(1, 4), Board(3, 2)])
    with TournamentService.open(path) as service:
        with pytest.raises(NeedsConfirmation) as info:
            service.set_pairing(manual)
        found = {w.question: w for w in info.value.warnings}
        assert found["Q69"].level == 3
        assert found["Q69"].text.endswith("the system pairs 2-1, 3-4")
        assert found["Q67"].level == 2
        assert found["Q67"].text == ("round 2 board 1: 1 and 4 both get the colour opposite "
                                     "to their due")
        assert service.tournament().rounds_played == 1
        service.set_pairing(manual, confirm=True)
        log = [(e.action, e.details) for e in service.audit_log()]
        text = service.export_trf_text("trf2026")
    assert ("MPA", "@ Round 2: 1-4 is not in the system's pairing; 3-2 is not in the "
                   "system's pairing; system's 2-1 is not paired; system's 3-4 is not "
                   "paired") in log
    assert any(line.startswith("### MPA @ Round 2: 1-4 is not in the system's pairing")
               for line in text.splitlines())


def test_outside_fide_mode_nothing_is_asked(path):
    with TournamentService.open(path) as service:
        service.leave_fide_mode(confirm=True)
        service.set_pairing(Pairing([Board(1, 4), Board(3, 2)]))
        assert service.tournament().rounds_played == 2


@pytest.mark.parametrize("answer", [False, True])
def test_window_manual_pairing_asks_before_saving(qtbot, path, answer):
    # Rounds > Manual pairing, swap the colours of board 1 through the dialog's button,
    # save: the window asks (Q69); no keeps round 2 unpaired
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from tests.gui import opened_window
    w, idle = opened_window(qtbot, path)
    w.answers = [answer]

    def run(dialog) -> bool:
        qtbot.waitUntil(lambda: dialog.checked, timeout=20_000)
        dialog.table.setCurrentIndex(dialog.table.model().index(0, 0))
        button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Swap &colours")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.checked, timeout=20_000)  # checked again live
        dialog.save()
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = run
    w.manual_pairing()
    idle()
    # the system by the name people read, never its registry key (issue #35)
    assert any("is not the one the C.04.3 FIDE (Dutch) system, applied from 1 February 2026 "
               "makes" in q for q in w.questions)
    assert not any("dutch2026" in q or "[Q69]" in q for q in w.questions)
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
    assert t.rounds_played == (2 if answer else 1)
    if answer:
        assert boards(Pairing([Board(g.white, g.black) for g in t.round(2).games])) == \
            [(1, 2), (3, 4)]
    w.close()


def test_cli_set_pairing(path, tmp_path, capsys):
    from tests.builders import cli_run
    (tmp_path / "p.txt").write_text("2\n1 4\n3 2\n")
    (tmp_path / "rematch.txt").write_text("2\n1 3\n2 4\n")
    code, out, err = cli_run(capsys, "set-pairing", path, "--pairing",
                             tmp_path / "rematch.txt")
    assert code == 1 and "C1: 1 and 3 have already played each other" in out
    code, out, err = cli_run(capsys, "set-pairing", path, "--pairing", tmp_path / "p.txt")
    assert code == 3 and "[Q69]" in err and "[Q67]" in err
    code, out, err = cli_run(capsys, "set-pairing", path, "--pairing", tmp_path / "p.txt",
                              "--confirm")
    assert code == 0, err
    assert out.splitlines()[:3] == ["Round 2 (by hand)",
                                    "   1. 1 Player 01 (2400) - 4 Player 04 (2370)",
                                    "   2. 3 Player 03 (2380) - 2 Player 02 (2390)"]


def test_colour_rules_and_the_bye_ask_before_saving(tmp_path):
    # Q66 (C.04.1 f): before the last round, a third same colour in a row, or a colour
    # difference beyond 2, is a level 3 warning; so is a bye above the lowest score.
    # Rounds 1-2: 1 and 2 had white twice, 3 and 4 black twice.  Round 3 by hand:
    # 1-2 (1 white a third time), 3-4 (4 black a third time).
    t = tournament(4, ["1-3 1-0, 2-4 1-0", "1-4 1-0, 2-3 1/2"], total_rounds=5)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "c.arbiter", t).close()
    with TournamentService.open(tmp_path / "c.arbiter") as service:
        with pytest.raises(NeedsConfirmation) as info:
            service.set_pairing(Pairing([Board(1, 2), Board(3, 4)]), accept_violations=True,
                                reason="test")  # the Dutch C3 breaks, accepted: asked still
        texts = [w.text for w in info.value.warnings if w.question == "Q66"]
        assert texts == ["round 3 board 1: 1 would get white a third time in a row",
                         "round 3 board 2: 4 would get black a third time in a row"]
    t = tournament(5, ["1-2 1-0, 3-4 1-0, 5 U"], total_rounds=5)
    t.system = "dutch2026"
    TournamentFile.create(tmp_path / "b.arbiter", t).close()
    with TournamentService.open(tmp_path / "b.arbiter") as service:
        # 1 (1 point) gets the bye while 2 and 4 have none
        with pytest.raises(NeedsConfirmation) as info:
            service.set_pairing(Pairing([Board(4, 3), Board(5, 2)], bye=1),
                                accept_violations=True, reason="test")
        (bye,) = [w for w in info.value.warnings if w.code == "bye-not-lowest"]
        assert bye.text == ("round 2: the pairing-allocated bye goes to 1 (1 points) while "
                            "2, 4 have fewer points (C.04.1 c: a player of the lowest score "
                            "group)")
