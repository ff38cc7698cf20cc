"""Issue #35 point 27 (FIDE checklist Q128-129): a player the main rating list lacks gets
the rating another of his lists gives by picking it (the player dialog's "Rating from a
list", ``arbiter-cli pick-rating``), not by typing it.  The lists are those of
tests/data/ratings (see test_ratings_check.py): Jansen, Piet is not in the rapid list of
March 2026; the standard list gives him 1990."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services import TournamentService
from tests.builders import cli_run as run

DATA = Path(__file__).resolve().parent / "data" / "ratings"


def updated(tmp_path, capsys) -> Path:
    """nrs-fidon.trf's players, rated rapid, updated from the rapid list with the standard
    list second."""
    path = tmp_path / "t.arbiter"
    assert main(["import", str(DATA / "nrs-fidon.trf"), "-o", str(path)]) == 0
    assert main(["settings", str(path), "--rating-type", "rapid"]) == 0
    with TournamentService.open(path) as service:  # a rating typed, not the list's
        service.edit_player(3, rating=1850)
    main(["check-ratings", str(path), "--list", str(DATA / "rapid_mar26frl.txt"),
          "--list", str(DATA / "standard_mar26frl_xml.xml"), "--update"])
    capsys.readouterr()
    return path


def rating(path, number) -> int:
    with TournamentService.open(path, read_only=True) as service:
        return service.tournament().players[number].rating


def test_the_cli_lists_the_other_lists_rating_and_takes_it(tmp_path, capsys):
    path = updated(tmp_path, capsys)
    before = rating(path, 3)
    assert before == 1850
    code, out, err = run(capsys, "pick-rating", path, "3")
    assert code == 0, err
    lines = out.splitlines()
    assert "1. 1990 (standard, FIDE standard 2026/03)" in [line.strip() for line in lines]
    assert rating(path, 3) == before  # listed only
    code, out, err = run(capsys, "pick-rating", path, "3", "--take", "1")
    assert code == 0, err
    assert "rating 1990" in out
    assert rating(path, 3) == 1990
    code, _out, err = run(capsys, "pick-rating", path, "3", "--take", "2")
    assert code == 2 and "choose 1" in err and "Traceback" not in err


def test_the_player_dialog_picks_the_rating_from_a_list(qtbot, tmp_path, capsys):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox
    from tests.gui import opened_window

    path = updated(tmp_path, capsys)
    w, idle = opened_window(qtbot, path)
    seen = []

    def run_dialog(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        seen.append([dialog.list_rating.itemText(i) for i in range(dialog.list_rating.count())])
        dialog.list_rating.setFocus()
        # Down in the closed combo box picks the next entry: the standard list's 1990
        qtbot.keyClick(dialog.list_rating, Qt.Key.Key_Down)
        assert dialog.rating.value() == 1990
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return False
    w.run_dialog = run_dialog
    w.edit_player(3)
    idle()
    assert seen == [["(as entered)", "1990 (standard, FIDE standard 2026/03)"]]
    assert rating(path, 3) == 1990 and w.errors == []


def standard_event_without_mulder_in_the_standard_list(tmp_path, capsys) -> Path:
    """A standard event; the standard list (main) lacks Mulder, Lars Jan (6), the rapid
    list of March 2026 rates him 2001."""
    path = tmp_path / "s.arbiter"
    assert main(["import", str(DATA / "nrs-fidon.trf"), "-o", str(path)]) == 0
    lines = (DATA / "standard_mar26frl.txt").read_text(encoding="utf-8").splitlines(True)
    standard = tmp_path / "standard_mar26frl.txt"
    standard.write_text("".join(line for line in lines if "Mulder" not in line),
                        encoding="utf-8")
    main(["check-ratings", str(path), "--list", str(standard),
          "--list", str(DATA / "rapid_mar26frl.txt"), "--update"])
    capsys.readouterr()
    return path


def ratings(path, number) -> tuple[int, int]:
    with TournamentService.open(path, read_only=True) as service:
        player = service.tournament().players[number]
        return player.rating, player.manual_rating


def test_a_rating_of_another_kind_is_picked_as_the_manual_rating(tmp_path, capsys):
    """A rapid rating picked in a standard event places the player (manual rating, C.04.2
    2.1) but is not his FIDE standard rating: the rating report does not carry it."""
    path = standard_event_without_mulder_in_the_standard_list(tmp_path, capsys)
    before = ratings(path, 6)
    code, out, err = run(capsys, "pick-rating", path, "6")
    assert code == 0 and "1. 2001 (rapid, FIDE rapid 2026/03)" in out, out + err
    code, out, err = run(capsys, "pick-rating", path, "6", "--take", "1")
    assert code == 0, err
    assert "manual rating 2001" in out and "rating report keeps his FIDE rating" in out
    assert ratings(path, 6) == (before[0], 2001)
    code, _out, err = run(capsys, "export", path, "-o", tmp_path / "s.trf")
    row = next(line for line in (tmp_path / "s.trf").read_text().splitlines()
               if line.startswith("001") and "Mulder" in line)
    assert "2001" not in row


def test_the_player_dialog_puts_a_rating_of_another_kind_in_manual_rating(qtbot, tmp_path,
                                                                          capsys):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox
    from tests.gui import opened_window

    path = standard_event_without_mulder_in_the_standard_list(tmp_path, capsys)
    before = ratings(path, 6)
    w, idle = opened_window(qtbot, path)

    def run_dialog(dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.list_rating.setFocus()
        qtbot.keyClick(dialog.list_rating, Qt.Key.Key_Down)  # the rapid list's 2001
        assert dialog.manual_rating.value() == 2001 and dialog.rating.value() == before[0]
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return False
    w.run_dialog = run_dialog
    w.edit_player(6)
    idle()
    assert ratings(path, 6) == (before[0], 2001) and w.errors == []


def test_a_rating_of_the_arbiter_s_own_list_is_picked_too(tmp_path, capsys):
    """Q129: the check shows what the arbiter's own list (a .csv) gives a player the FIDE
    list lacks; it is offered with the others and, picked, is his manual rating (the
    rating of an own list is the arbiter's estimate, docs/ratings.md)."""
    path = standard_event_without_mulder_in_the_standard_list(tmp_path, capsys)
    club = tmp_path / "club.csv"
    club.write_text("Name;Elo\nMulder, Lars;1975\n", encoding="utf-8")  # found by name
    standard = tmp_path / "standard_mar26frl.txt"
    code, out, err = run(capsys, "check-ratings", path, "--list", standard, "--list", club,
                         "--update")
    assert "club.csv gives standard 1975" in out + err, out + err
    before = ratings(path, 6)
    code, out, err = run(capsys, "pick-rating", path, "6")
    assert code == 0, err
    offered = [line.strip() for line in out.splitlines()]
    assert "1. 2001 (rapid, FIDE rapid 2026/03)" in offered
    assert "2. 1975 (custom standard (club.csv))" in offered, out
    code, out, err = run(capsys, "pick-rating", path, "6", "--take", "2")
    assert code == 0 and "manual rating 1975" in out, out + err
    assert ratings(path, 6) == (before[0], 1975)
