"""Issue #38 point 3 (FIDE checklist Q209): a second method for the rating of unrated
players in the rating-based tie-breaks, besides dropping them and one fixed rating:
``performance``, each unrated player's own performance against his rated opponents (C.07
10.2's TPR formula, ARO + dp(p)), not below the FIDE rating floor (1400), the floor when
he met no rated opponent.

Worked by hand (tables of the FIDE Rating Regulations 8.1: dp(0.17) = -273):

    ratings 1: 2000, 2: 1900, 3: 1800, 4: unrated; a round robin
    R1: 1-2 1-0, 3-4 1/2    R2: 3-1 1/2, 4-2 0-1    R3: 1-4 1-0, 2-3 1/2
    4 met 3 (1800, 1/2), 2 (1900, 0), 1 (2000, 0): ARO 1900, p = .5/3 = .17,
    estimate 1900 - 273 = 1627
    ARO(1) = (1900 + 1800 + 1627) / 3 = 1775.67 -> 1776
    ARO(3) = (1627 + 2000 + 1900) / 3 = 1842.33 -> 1842
    ARO(4) = 1900 (his opponents' own ratings)

    with ratings 1: 1500, 2: 1450, 3: 1420, 4: unrated: 4's performance is
    round(4370 / 3) - 273 = 1457 - 273 = 1184, below the floor: 1400;
    ARO(1) = (1450 + 1420 + 1400) / 3 = 1423.33 -> 1423
"""

from __future__ import annotations

import sqlite3

import pytest

from arbiter_app.cli.main import main
from arbiter_app.engine.tiebreaks import TiebreakOptions, compute_standings
from arbiter_app.services import NewTournament, TournamentService
from arbiter_app.store import TournamentFile
from tests.builders import tournament

ROUNDS = ["1-2 1-0, 3-4 1/2", "3-1 1/2, 4-2 0-1", "1-4 1-0, 2-3 1/2"]


def values(t, tiebreak: str, options=None) -> dict[int, float]:
    standings = compute_standings(t, [tiebreak], options)
    return {row.number: row.values[0] for row in standings.rows}


PERFORMANCE = TiebreakOptions(unrated_performance=True)


def test_each_unrated_player_counts_with_his_own_performance():
    t = tournament(4, ROUNDS, ratings=[2000, 1900, 1800, 0])
    aro = values(t, "ARO", PERFORMANCE)
    assert (aro[1], aro[3], aro[4]) == (1776, 1842, 1900)
    assert values(t, "RTNG", PERFORMANCE)[4] == 1627
    # the first method (one fixed rating) still differs: 1400 for 4 gives ARO(1) 1700
    assert values(t, "ARO", TiebreakOptions(unrated_rating=1400))[1] == 1700
    # without a method the rating tie-breaks are dropped (C.07 10)
    standings = compute_standings(t, ["ARO"])
    assert standings.row(1).values == (None,) and standings.notes


def test_the_performance_is_not_below_the_rating_floor():
    t = tournament(4, ROUNDS, ratings=[1500, 1450, 1420, 0])
    assert values(t, "RTNG", PERFORMANCE)[4] == 1400
    assert values(t, "ARO", PERFORMANCE)[1] == 1423


def test_without_a_rated_opponent_the_floor():
    t = tournament(2, ["1-2 1/2"], ratings=[0, 0])
    assert values(t, "ARO", PERFORMANCE) == {1: 1400, 2: 1400}


def test_the_stored_option_drives_the_standings():
    t = tournament(4, ROUNDS, ratings=[2000, 1900, 1800, 0])
    t.options["tiebreaks.unrated_rating"] = "performance"
    assert values(t, "ARO")[1] == 1776


@pytest.fixture
def file_with_unrated(tmp_path):
    t = tournament(4, ROUNDS, total_rounds=3, ratings=[2000, 1900, 1800, 0])
    t.system = "roundrobin"
    path = tmp_path / "rr.arbiter"
    TournamentFile.create(path, t, ["ARO"]).close()
    return path


def test_the_cli_settings_store_it_and_standings_use_it(file_with_unrated, capsys):
    path = str(file_with_unrated)
    assert main(["settings", path, "--unrated-rating", "performance", "--confirm"]) == 0
    out = capsys.readouterr().out
    assert "unrated-rating  performance" in out
    with TournamentService.open(file_with_unrated) as service:
        assert service.tournament().options["tiebreaks.unrated_rating"] == "performance"
        assert service.settings().unrated_rating == "performance"
    assert main(["standings", path, "--csv"]) == 0
    rows = {line.split(",")[1]: line for line in capsys.readouterr().out.splitlines()[1:]}
    assert rows["1"].endswith(",1776") and rows["3"].endswith(",1842")
    # standings' own option: the fixed floor instead, named as not the tournament's
    assert main(["standings", path, "--csv", "--unrated-rating", "floor"]) == 0
    rows = {line.split(",")[1]: line for line in capsys.readouterr().out.splitlines()[1:]}
    assert ",1700," in rows["1"] and "--unrated-rating" in rows["1"]
    # and a file with the fixed rating asked for the performance on the command line
    assert main(["settings", path, "--unrated-rating", "floor", "--confirm"]) == 0
    assert "unrated-rating  1400" in capsys.readouterr().out
    assert main(["standings", path, "--csv", "--unrated-rating", "performance"]) == 0
    rows = {line.split(",")[1]: line for line in capsys.readouterr().out.splitlines()[1:]}
    assert ",1776," in rows["1"] and "--unrated-rating" in rows["1"]


def test_bad_values_are_refused_and_change_nothing(file_with_unrated, capsys):
    path = str(file_with_unrated)
    assert main(["settings", path, "--unrated-rating", "perf", "--confirm"]) == 2
    assert "'performance'" in capsys.readouterr().err
    assert main(["standings", path, "--unrated-rating", "perf"]) == 2
    assert "'performance'" in capsys.readouterr().err
    with TournamentService.open(file_with_unrated) as service:
        assert "tiebreaks.unrated_rating" not in service.tournament().options


def test_new_takes_it_too(tmp_path, capsys):
    path = tmp_path / "n.arbiter"
    assert main(["new", str(path), "--name", "Open", "--rounds", "5",
                 "--unrated-rating", "performance"]) == 0
    with TournamentService.open(path) as service:
        assert service.tournament().options["tiebreaks.unrated_rating"] == "performance"


def test_a_file_with_an_unknown_value_is_refused_at_open(file_with_unrated):
    # files are untrusted: a value written elsewhere is named when the file is opened
    con = sqlite3.connect(file_with_unrated)
    con.execute("UPDATE tournament SET options = ? WHERE id = 1",
                ('{"tiebreaks.unrated_rating": "perfomance"}',))
    con.commit()
    con.close()
    with pytest.raises(Exception, match="tiebreaks.unrated_rating.*'perfomance'"):
        TournamentService.open(file_with_unrated)


def test_the_dialog_offers_it(qtbot, tmp_path):
    pytest.importorskip("pytestqt")
    from PySide6.QtCore import Qt
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(None, {"name": "Open", "total_rounds": 5})
    qtbot.addWidget(dialog)
    combo = dialog.unrated_method
    assert [combo.itemData(i) for i in range(combo.count())] == [
        "none", "floor", "fixed", "performance"]
    assert combo.currentData() == "none"
    qtbot.keyClick(combo, Qt.Key.Key_End)  # the last choice: each one's performance
    assert not dialog.unrated_fixed.isEnabled()
    path = tmp_path / "d.arbiter"
    TournamentService.create(path, NewTournament(**dialog.values())).close()
    with TournamentService.open(path) as service:
        assert service.tournament().options["tiebreaks.unrated_rating"] == "performance"


def test_the_dialog_shows_a_fixed_rating_and_keeps_it(qtbot):
    pytest.importorskip("pytestqt")
    from arbiter_app.ui.dialogs.tournament import TournamentDialog
    dialog = TournamentDialog(None, {"name": "Open", "total_rounds": 5,
                                     "unrated_rating": "1200"}, editing=True)
    qtbot.addWidget(dialog)
    assert dialog.unrated_method.currentData() == "fixed"
    assert dialog.unrated_fixed.isEnabled() and dialog.unrated_fixed.value() == 1200
    assert dialog.values()["unrated_rating"] == "1200"
    dialog.unrated_method.setCurrentIndex(dialog.unrated_method.findData("floor"))
    assert dialog.values()["unrated_rating"] == "1400" and not dialog.unrated_fixed.isEnabled()
