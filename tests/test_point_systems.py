"""Point systems (FIDE checklist Q70-88, TRF-2026 record 162; issue #22 point 3): the six
values W D L A P X, the refused systems (Q74, Q81, Q83, Q84 and the decisions of
docs/fide-mode.md), ``--points``, the tournament dialog, rescoring after a change."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import Scoring
from arbiter_app.services import NewTournament, ServiceError, TournamentService
from arbiter_app.services.points import (parse_points, point_system_problem, preset,
                                         scoring_from)
from arbiter_app.trf import read_trf, write_trf
from tests.builders import cli_run as run
from tests.builders import tournament
from tests.test_fide_mode import played


def system(**letters) -> Scoring:
    """The standard system with the named letters changed (W=..., D=..., ...)."""
    return parse_points(",".join(f"{k}={v}" for k, v in letters.items()))


# -- what is refused --------------------------------------------------------------------------
@pytest.mark.parametrize("letters, words", [
    # Q74: two draws worth more than a win plus a loss: 2 x 0.6 = 1.2 > 1 + 0
    ({"D": 0.6}, "Q74"),
    # Q74 with a custom system: 2 x 1.5 = 3 > 2 + 0
    ({"W": 2, "D": 1.5, "P": 2}, "Q74"),
    # Q81: a PAB worth more than a win (1.5 > 1; 3-1-0: 4 > 3)
    ({"P": 1.5}, "Q81"),
    ({"W": 3, "D": 1, "P": 4}, "Q81"),
    # Q83: the standard system (1, 1/2, 0) allows a PAB of 1, 1/2 or 0 only
    ({"P": 0.7}, "Q83"),
    # Q84: 3-1-0 with a PAB of 2: no single result gives 2 points
    ({"W": 3, "D": 1, "P": 2}, "Q84"),
    # W 2, D 1, L 0.5: 1.5 is no result's value
    ({"W": 2, "D": 1, "L": 0.5, "P": 1.5}, "Q84"),
    # decisions of docs/fide-mode.md
    ({"L": -1}, "cannot be negative"),
    ({"W": 3, "D": 0, "L": 1, "P": 3}, "a loss (L=1) cannot be worth more than a draw (D=0)"),
    ({"W": 1, "D": 2, "P": 1}, "a draw (D=2) cannot be worth more than a win (W=1)"),
    ({"W": 0, "D": 0, "P": 0}, "a win (W=0) must be worth more than a loss (L=0)"),
    ({"A": 0.5}, "an absence or forfeit loss (A=0.5) cannot be worth more than a loss"),
    # Q167: an adjourned game provisionally scores a draw, nothing else (issue #38)
    ({"X": 2}, "Q167"), ({"X": 0}, "Q167"), ({"X": 1}, "Q167"),
    ({"W": 3, "D": 1, "P": 3, "X": 0}, "Q167"),
    ({"D": 0.25}, "at most one decimal"),
    ({"W": 150, "P": 150}, "0 to 99.9"),
])
def test_refused_point_systems(letters, words):
    problem = point_system_problem(system(**letters))
    assert words in problem


@pytest.mark.parametrize("letters", [
    {},  # standard
    {"D": 0.5, "W": 1, "L": 0},  # 2D = W + L exactly (Q74 refuses only "more than")
    {"P": 0.5}, {"P": 0},  # Q83: 1/2 or 0 (Q82: a PAB worth 0 is allowed)
    {"W": 3, "D": 1, "P": 3}, {"W": 3, "D": 1, "P": 1}, {"W": 3, "D": 1, "P": 0},  # Q84
    {"W": 2, "D": 1, "L": 0.5, "P": 0.5, "A": 0},  # Q84: the loss's points; A below L
    {"X": 0.5}, {"W": 3, "D": 1, "P": 3, "X": 1},  # Q167: an unknown result is a draw
])
def test_accepted_point_systems(letters):
    assert point_system_problem(system(**letters)) == ""


def test_a_forfeit_win_worth_other_than_a_win_is_refused():
    """TRF-2026 162: W is a win over the board, by forfeit, or a full-point bye."""
    odd = Scoring(win=3, draw=1, pairing_bye=3, forfeit_win=1, full_bye=3, half_bye=1,
                  adjourned=1)
    assert "a forfeit win scores a win (W), 3 points, not 1" in point_system_problem(odd)


def test_the_service_refuses_and_writes_nothing(tmp_path):
    path = tmp_path / "t.arbiter"
    with pytest.raises(ServiceError, match="Q74"):
        TournamentService.create(path, NewTournament("Open", 5, "dutch2016",
                                                     scoring=system(D=0.6)))
    assert not path.exists()
    with TournamentService.open(played(tmp_path)) as service:
        before = (service.settings(), service.audit_log())
        with pytest.raises(ServiceError, match="Q83"):
            service.update_settings(confirm=True, scoring=system(P=0.7))
        assert (service.settings(), service.audit_log()) == before


# -- the six letters ------------------------------------------------------------------------
def test_w_d_a_give_the_forfeits_and_the_byes_as_162_says():
    """TRF-2026 162: W win OTB or by forfeit, or full-point bye; D draw OTB or half-point
    bye; A absence (zero-point bye or forfeit loss); P default as W, X default as D."""
    s = parse_points("W=3,D=1,L=0,A=0")
    assert (s.win, s.forfeit_win, s.full_bye, s.pairing_bye) == (3, 3, 3, 3)
    assert (s.draw, s.half_bye, s.adjourned) == (1, 1, 1)
    assert (s.loss, s.forfeit_loss, s.zero_bye) == (0, 0, 0)
    assert [s.for_code(c) for c in "1+FU=HD?0L-Z"] == [3, 3, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0]
    # P and X given: their own values
    s = parse_points("W=3,D=1,P=1,X=0", Scoring())
    assert (s.pairing_bye, s.adjourned) == (1, 0)
    # a letter not named keeps its value; P no longer follows W once it differs
    s = parse_points("W=2", s)
    assert (s.win, s.draw, s.pairing_bye, s.adjourned) == (2, 1, 1, 0)


@pytest.mark.parametrize("text, message", [
    ("W=1,Q=2", "'Q=2': write LETTER=POINTS with LETTER one of W, D, L, A, P, X"),
    ("W=1,D", "'D': write LETTER=POINTS"),
    ("W=three", "'W=three': 'three' is not a number"),
    ("W=3,w=2", "'w=2': W is given twice"),
    ("X=nan", "'X=nan': 'nan' is not a number of points"),
])
def test_points_parsing_errors_name_the_bad_item(tmp_path, capsys, text, message):
    with pytest.raises(ValueError, match=message):
        parse_points(text)
    path = tmp_path / "t.arbiter"
    code, _out, err = run(capsys, "new", path, "--name", "X", "--rounds", 5, "--points", text)
    assert code == 2 and f"--points {message}" in err and err.count("\n") == 1
    assert not path.exists()


def test_cli_new_with_3_1_0_and_settings_with_all_letters(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    code, _out, err = run(capsys, "new", path, "--name", "X", "--rounds", 5,
                          "--points", "W=3,D=1,L=0,P=3")
    assert code == 0, err
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().scoring == preset("3-1-0")
    code, out, err = run(capsys, "settings", path, "--points", "A=0,X=1,P=1,L=0")
    assert code == 0, err
    assert "points          W=3,D=1,L=0,A=0,P=1,X=1" in out
    before = path.read_bytes()
    code, _out, err = run(capsys, "settings", path, "--points", "P=2")
    assert code == 2 and "Q84" in err and "nothing was changed" in err
    assert path.read_bytes() == before


def test_cli_refuses_each_hard_fail_system(tmp_path, capsys):
    for points, question in (("W=1,D=0.6", "Q74"), ("P=1.5", "Q81"), ("P=0.7", "Q83")):
        path = tmp_path / f"{question}.arbiter"
        code, _out, err = run(capsys, "new", path, "--name", "X", "--rounds", 5,
                              "--points", points)
        assert code == 2 and question in err and "refused" in err, err
        assert not path.exists()


# -- after round 1 --------------------------------------------------------------------------
@pytest.mark.parametrize("letters, questions", [
    ({"L": 0.5, "D": 0.5, "W": 1.5, "P": 1.5}, ["Q75", "Q85"]),
    ({"A": 0}, []),  # no change
    ({"D": 0.4}, ["Q75"]),  # X follows D (Q167)
    ({"P": 0.5}, ["Q85"]),
])
def test_changes_after_round_1_are_level_4_with_a_configuration_line(tmp_path, letters,
                                                                     questions):
    """Q75-77, Q85-87: every letter, L, A and X too, is watched once round 1 is paired."""
    from arbiter_app.services import NeedsConfirmation
    with TournamentService.open(played(tmp_path)) as service:
        new = system(**letters)
        if not questions:
            assert service.update_settings(scoring=new) == []
            return
        with pytest.raises(NeedsConfirmation) as raised:
            service.update_settings(scoring=new)
        assert raised.value.level == 4
        assert [w.question for w in raised.value.warnings] == questions
        service.update_settings(confirm=True, scoring=new)
        (line,) = [f"{e.action} {e.details}" for e in service.audit_log()
                   if e.action == "Configuration"]
        assert line.startswith("Configuration @ Round 1: ")
        if "Q75" in questions:
            assert "point system W=1,D=0.5,L=0,A=0,P=1,X=0.5 -> " in line
        assert "### " + line in service.export_trf_text("trf2026").splitlines()


def test_q78_past_rounds_are_rescored_with_3_1_0(tmp_path, capsys):
    """Round 1: 1-2 draw, 3-4 1-0; round 2: 3-2 0-1, 4-1 draw.  Standard: 2 has 1.5,
    1 and 3 have 1 each (and equal Buchholz 2: shared place 2), 4 has 0.5.  With 3-1-0:
    2 has 1 + 3 = 4, 3 has 3 + 0 = 3, 1 has 1 + 1 = 2, 4 has 0 + 1 = 1: 3 is alone second."""
    path = played(tmp_path, rounds=("1-2 1/2, 3-4 1-0", "3-2 0-1, 4-1 1/2"))

    def table() -> list[tuple[str, str, str]]:
        code, out, err = run(capsys, "standings", path)
        assert code == 0, err
        rows = [line.split() for line in out.splitlines() if line.split()[:1] != ["Rank"]]
        return [(row[0], row[1], row[4]) for row in rows if len(row) >= 5]

    assert table() == [("1", "2", "1.5"), ("2", "1", "1"), ("2", "3", "1"), ("4", "4", "0.5")]
    code, _out, err = run(capsys, "settings", path, "--points", "W=3,D=1,L=0,P=3", "--confirm")
    assert code == 0, err
    assert table() == [("1", "2", "4"), ("2", "3", "3"), ("3", "1", "2"), ("4", "4", "1")]


def test_q88_a_past_pab_scores_the_current_value(tmp_path, capsys):
    """Round 1: 1-2 1-0, 3-4 1/2, 5 has the pairing-allocated bye.  The bye scores P:
    1 point (standard), then 3 (3-1-0, P as W), then 1 again with P=1 (the draw's value,
    Q84), while 1's win scores 3."""
    from arbiter_app.store import TournamentFile
    t = tournament(5, ["1-2 1-0, 3-4 1/2, 5 U"], total_rounds=3)
    t.system, t.info.name = "dutch2016", "Bye Open"
    path = tmp_path / "bye.arbiter"
    TournamentFile.create(path, t, []).close()

    def scores() -> dict[int, float]:
        from arbiter_app.engine.history import histories
        with TournamentService.open(path, read_only=True) as service:
            found = histories(service.tournament())
        return {n: found[n].score for n in (1, 5)}

    assert scores() == {1: 1, 5: 1}
    assert run(capsys, "settings", path, "--points", "W=3,D=1", "--confirm")[0] == 0
    assert scores() == {1: 3, 5: 3}
    assert run(capsys, "settings", path, "--points", "P=1", "--confirm")[0] == 0
    assert scores() == {1: 3, 5: 1}


# -- TRF-2026 record 162 --------------------------------------------------------------------
def test_162_round_trips_all_six_letters():
    t = tournament(3, ["1-2 1/2, 3 U"], total_rounds=2)
    t.scoring = parse_points("W=3,D=1,L=0.5,A=0,P=1,X=0.5")
    text = write_trf(t, "trf2026")
    assert "162  W 3.0    D 1.0    L 0.5    P 1.0    X 0.5" in text.splitlines()
    assert read_trf(text).scoring == t.scoring
    # a non-zero A (as an imported file may give), written and read back too
    # (P as W and X as D are 162's defaults: not written)
    t.scoring = scoring_from(win=2, draw=1, loss=1, absence=0.5, pairing_bye=2, adjourned=1)
    text = write_trf(t, "trf2026")
    assert "162  W 2.0    D 1.0    L 1.0    A 0.5" in text.splitlines()
    assert read_trf(text).scoring == t.scoring


def test_162_without_x_gives_the_draws_points():
    """TRF-2026 162: X, an unknown result, defaults to the points of D."""
    line = "001    1      A".ljust(80) + " 0.0"
    t = read_trf(f"012 X\n162  W 3.0    D 1.0\n{line}\n")
    assert t.scoring.adjourned == 1.0 and "trf.points.X" not in t.options
    t = read_trf(f"012 X\n162  X 0.0\n{line}\n")
    assert t.scoring.adjourned == 0.0 and t.scoring.draw == 0.5


def test_162_cannot_say_a_forfeit_win_other_than_a_win():
    """As before: a Scoring 162 cannot express is refused at export, one line."""
    from arbiter_app.trf import TrfError
    t = tournament(2, [], total_rounds=1)
    t.scoring = Scoring(forfeit_win=0.5)
    with pytest.raises(TrfError, match="cannot be written in a 162 line"):
        write_trf(t, "trf2026")


# -- the dialog -----------------------------------------------------------------------------
def ok_button(dialog):
    from tests.test_fide_settings import ok_button as find
    return find(dialog)


def test_dialog_new_tournament_3_1_0_through_the_widgets(qtbot, tmp_path, monkeypatch):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from tests.gui import scripted_window
    from tests.test_ui_menus import menu_actions

    refused = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a: refused.append(text)))
    w = scripted_window(qtbot)
    path = tmp_path / "Three.arbiter"
    w.ask_save_path = lambda *a: str(path)
    seen = {}

    def fill(dialog) -> bool:
        dialog.show()
        seen["dialog"] = dialog
        qtbot.keyClicks(dialog.name, "Three One Open")
        # the preset by keyboard: standard -> 3-1-0
        assert dialog.point_system.currentData() == "standard"
        dialog.point_system.setFocus()
        qtbot.keyClick(dialog.point_system, Qt.Key.Key_Down)
        assert dialog.point_system.currentData() == "3-1-0"
        assert {k: b.value() for k, b in dialog.points.items()} == {
            "W": 3, "D": 1, "L": 0, "A": 0, "P": 3, "X": 1}
        # Q84: a PAB of 2 points in 3-1-0 is refused and the dialog stays open
        dialog.points["P"].setValue(2)
        assert dialog.point_system.currentData() == "custom"
        ok_button(dialog).click()
        assert len(refused) == 1 and "Q84" in refused[0]
        assert dialog.result() != dialog.DialogCode.Accepted and dialog.isVisible()
        # Q74: two draws worth more than a win and a loss
        dialog.points["P"].setValue(3)
        dialog.points["D"].setValue(2)
        ok_button(dialog).click()
        assert len(refused) == 2 and "Q74" in refused[1]
        dialog.points["D"].setValue(1)
        assert dialog.point_system.currentData() == "3-1-0"
        dialog.points["X"].setValue(0)  # an adjourned game provisionally a loss's points
        ok_button(dialog).click()
        assert len(refused) == 3 and "Q167" in refused[2]  # no provisional score but a draw
        dialog.points["X"].setValue(1)
        ok_button(dialog).click()
        return dialog.result() == dialog.DialogCode.Accepted

    w.run_dialog = fill
    menu_actions(w)["File/New tournament"].trigger()
    qtbot.waitUntil(lambda: path.exists() and not w.tasks.busy, timeout=20_000)
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=20_000)
    assert len(refused) == 3
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().scoring == scoring_from(win=3, draw=1, pairing_bye=3,
                                                          adjourned=1)


def test_dialog_shows_the_stored_system_and_changes_it_after_round_1(qtbot, tmp_path):
    """Q75/Q85: after round 1 a change of the point system is asked twice (level 4)."""
    pytest.importorskip("pytestqt")
    from tests.gui import opened_window
    from tests.test_ui_menus import menu_actions

    path = played(tmp_path)
    w, idle = opened_window(qtbot, path)

    def three_one_zero(dialog) -> bool:
        dialog.show()
        assert dialog.point_system.currentData() == "standard"
        dialog.point_system.setCurrentIndex(dialog.point_system.findData("3-1-0"))
        dialog.point_system.activated.emit(dialog.point_system.currentIndex())
        ok_button(dialog).click()
        return dialog.result() == dialog.DialogCode.Accepted

    w.run_dialog = three_one_zero
    w.answers[:] = [True, True]
    menu_actions(w)["File/Tournament settings"].trigger()
    idle()
    assert len(w.questions) == 2 and "point system" in w.questions[0]
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().scoring == preset("3-1-0")

    def unchanged(dialog) -> bool:
        dialog.show()
        assert dialog.point_system.currentData() == "3-1-0"
        assert dialog.values()["scoring"] == preset("3-1-0")
        return False
    w.run_dialog = unchanged
    menu_actions(w)["File/Tournament settings"].trigger()
    idle()


def test_dialog_mnemonics_reach_the_point_fields(qtbot):
    pytest.importorskip("pytestqt")
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    from tests.test_ui_mnemonics import visible_mnemonics

    dialog = TournamentDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    letters = dict(visible_mnemonics(dialog))
    for letter, words in (("y", "Point s&ystem"), ("w", "&Win"), ("a", "Dr&aw"),
                          ("g", "Lost &game"), ("z", "&zero-point bye"), ("b", "&bye (P)"),
                          ("x", "(&X)")):
        assert words in letters[letter], letter
