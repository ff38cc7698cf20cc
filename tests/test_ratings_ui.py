"""The ratings in the GUI (issue #24): the tournament dialog's rating type (Q124), the
starting-rank method of TRF-2026 record 172 with its federation (Q145), the tie order
(C.04.2 2.2.3, Q146), the flag of events longer than 30 days (Q210) and the rating the
tie-breaks read then (Q214-216); the player dialog's manual rating (C.04.2 2.1); Players ›
Check ratings against a list (Q127-137).  Driven through the real widgets."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from arbiter_app.engine.model import Player, Tournament, TournamentInfo
from arbiter_app.services import TournamentService
from arbiter_app.store import TournamentFile
from tests.gui import opened_window

DATA = Path(__file__).resolve().parent / "data" / "ratings"


def press(qtbot, dialog, text: str) -> None:
    for box in dialog.findChildren(QDialogButtonBox):
        for button in box.buttons():
            if button.text().replace("&", "") == text:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return
    raise AssertionError(f"no button {text}")


def choose(combo, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


@pytest.fixture
def club(tmp_path):
    t = Tournament(info=TournamentInfo(name="Club Open", start_date="2026/03/01",
                                       end_date="2026/05/31"),
                   total_rounds=7, system="dutch2016")
    t.players[1] = Player(1, "de Vries, Jan", 2100, "FM", fide_id="1000010")
    t.players[2] = Player(2, "Kramer, Tom", 1900)
    path = tmp_path / "club.arbiter"
    TournamentFile.create(path, t).close()
    return path


def test_the_settings_dialog_sets_every_rating_setting(qtbot, club, monkeypatch):
    w, idle = opened_window(qtbot, club)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a: warnings.append(text)))
    steps = []

    def national_without_federation(dialog):
        choose(dialog.rating_type, "rapid")
        choose(dialog.rating_method, "FIDON")
        assert dialog.rating_federation.isEnabled()
        press(qtbot, dialog, "OK")  # neither the tournament nor the method has one
        assert dialog.isVisible() and "FIDON reads national ratings" in warnings[-1]
        steps.append("refused")
        dialog.reject()
        return False

    def everything(dialog):
        choose(dialog.rating_type, "rapid")
        choose(dialog.rating_method, "FIDON")
        qtbot.keyClicks(dialog.rating_federation, "ned")
        choose(dialog.tie_order, "fide-id")
        assert not dialog.tiebreak_rating.isEnabled()  # only for a long event
        dialog.long_event.setChecked(True)
        assert dialog.tiebreak_rating.isEnabled()
        choose(dialog.tiebreak_rating, "round")
        press(qtbot, dialog, "OK")
        steps.append("accepted")
        return dialog.result() == dialog.DialogCode.Accepted

    for fill in (national_without_federation, everything):
        w.run_dialog = lambda dialog, fill=fill: (dialog.show(), fill(dialog))[1]
        w.edit_settings()
        idle()
    assert steps == ["refused", "accepted"] and not w.errors
    with TournamentService.open(club, read_only=True) as service:
        s = service.settings()
    assert (s.rating_type, s.rating_method, s.rating_federation, s.tie_order, s.long_event,
            s.tiebreak_rating) == ("rapid", "FIDON", "NED", "fide-id", True, "round")
    w.close()


def test_the_dialog_opens_with_the_stored_settings(qtbot):
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(None, {"name": "X", "rating_type": "blitz",
                                     "rating_method": "NIDOF", "rating_federation": "GER",
                                     "tie_order": "fide-id", "long_event": True,
                                     "tiebreak_rating": "3"}, editing=True)
    qtbot.addWidget(dialog)
    values = dialog.values()
    assert (values["rating_type"], values["rating_method"], values["rating_federation"],
            values["tie_order"], values["long_event"], values["tiebreak_rating"]) == (
        "blitz", "NIDOF", "GER", "fide-id", True, "3")
    # the FIDE method reads no national ratings: no federation is kept for it
    choose(dialog.rating_method, "FIDE")
    assert not dialog.rating_federation.isEnabled()
    assert dialog.values()["rating_federation"] == ""


def test_the_manual_rating_places_an_unrated_player(qtbot, club):
    """C.04.2 2.1: "the Chief Arbiter estimates unknown or unreliable ratings"; the
    estimate is the tournament rating of the FIDE method for a player without one
    (docs/ratings.md), so Kramer (1900) estimated 2200 goes before de Vries (2100)."""
    with TournamentService.open(club) as service:
        service.edit_player(2, rating=0)
    w, idle = opened_window(qtbot, club)

    def estimate(dialog):
        dialog.show()
        assert dialog.manual_rating.value() == 0
        dialog.manual_rating.setFocus()
        dialog.manual_rating.selectAll()
        qtbot.keyClicks(dialog.manual_rating, "2200")
        press(qtbot, dialog, "OK")
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = estimate
    w.edit_player(2)
    idle()
    from arbiter_app.services.ranking import initial_order
    with TournamentService.open(club, read_only=True) as service:
        t = service.tournament()
    assert t.players[2].manual_rating == 2200
    assert initial_order(t) == [2, 1]
    w.close()


def test_check_ratings_shows_the_differences_and_updates_them_in_one_step(qtbot, club):
    # the list (tests/data/ratings, March 2026) rates de Vries, Jan 2112 with K 20
    w, idle = opened_window(qtbot, club)
    w.ask_open_path = lambda title, filter_: str(DATA / "standard_mar26frl.txt")
    seen = []

    def look(dialog):
        dialog.show()
        lines = [dialog.lines.item(i).text() for i in range(dialog.lines.count())]
        seen.append(lines)
        assert any("player 1 de Vries, Jan: rating 2100 here, 2112 in the list" in line
                   for line in lines)
        assert any("without a FIDE number" in line and "Kramer, Tom" in line
                   for line in lines)
        return False  # closed: nothing changes

    def update(dialog):
        dialog.show()
        assert dialog.update_button.isEnabled()
        qtbot.mouseClick(dialog.update_button, Qt.MouseButton.LeftButton)
        return dialog.result() == dialog.DialogCode.Accepted

    w.run_dialog = look
    w.check_ratings()
    idle()
    assert seen and not w.errors
    with TournamentService.open(club, read_only=True) as service:
        assert service.tournament().players[1].rating == 2100
    w.run_dialog = update
    w.check_ratings()
    idle()
    with TournamentService.open(club, read_only=True) as service:
        player = service.tournament().players[1]
        assert player.rating == 2112
        assert [(r.kind, r.rating, r.source) for r in player.fide_ratings] == [
            ("standard", 2112, "FIDE standard 2026/03")]
        assert service.audit_log()[-1].action == "ratings from list"
    w.close()
