"""Issue #21 in the window: a CSV import shows its columns first (one field per column,
what is ignored, the problems by line), and importing the same file twice offers to
skip the players already there."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from arbiter_app.ui.dialogs.csv_preview import CsvPreviewDialog
from arbiter_app.ui.main_window import MainWindow

TIMEOUT = 20_000
ENTRIES = ('Name,FIDE-ID,Rtg,Club\n'
           '"Carlsen, Magnus",1503014,2830,Oslo SK\n'
           '"Hou, Yifan",8602980,2630,\n')


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    w.errors, w.infos, w.choices, w.answers, w.previews = [], [], [], [], []
    w.show_error = w.errors.append
    w.inform = w.infos.append

    def choose(text, options):
        w.choices.append(text)
        return w.answers.pop(0)
    w.choose = choose
    w.show()
    w.create_tournament(str(tmp_path / "open.arbiter"), dict(
        name="Club Open", total_rounds=5, system="dutch2016", city="Leiden", tiebreaks=[]))
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    yield w


def import_file(qtbot, w, path, change=None, accept=True):
    """Players > Import players from CSV: look at the preview, maybe change a
    column's field through its combo box, then press Import (or Cancel)."""
    def run(dialog):
        qtbot.addWidget(dialog)
        w.previews.append(dialog)
        for column, field in (change or {}).items():
            combo = dialog.combos[column]
            combo.setCurrentIndex(combo.findData(field))
        button = QDialogButtonBox.StandardButton.Ok if accept else QDialogButtonBox.StandardButton.Cancel
        dialog.buttons.button(button).click()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = run
    w.ask_open_path = lambda title, filter_: str(path)
    w.import_csv()
    qtbot.waitUntil(lambda: not w.tasks.busy, timeout=TIMEOUT)
    return w.previews[-1] if w.previews else None


def players(w):
    return [(p.name, p.fide_id, p.rating) for _n, p in sorted(w.snapshot.tournament.players.items())]


def test_a_fide_id_header_is_mapped_in_the_preview_and_the_ids_land_in_the_file(qtbot, window,
                                                                             tmp_path):
    w = window
    path = tmp_path / "entries.csv"
    path.write_text(ENTRIES)
    preview = import_file(qtbot, w, path)
    assert [c.currentData() for c in preview.combos] == ["name", "fide_id", "rating", ""]
    assert preview.combos[1].currentText() == "FIDE id"
    assert preview.combos[3].currentText() == "(ignored)"
    assert preview.ignored_label.text() == "ignored: Club"
    assert preview.grid.item(1, 1).text() == "1503014"
    assert players(w) == [("Carlsen, Magnus", "1503014", 2830), ("Hou, Yifan", "8602980", 2630)]
    assert "import 2 players" in w.act_undo.text() and w.errors == []


def test_the_same_file_twice_offers_to_skip_them_all(qtbot, window, tmp_path):
    w = window
    path = tmp_path / "entries.csv"
    path.write_text(ENTRIES)
    import_file(qtbot, w, path)
    w.answers = ["Skip them"]
    import_file(qtbot, w, path)
    (text,) = w.choices
    assert text.startswith("2 of these 2 players are already in the tournament")
    assert "player 1 Carlsen, Magnus has FIDE id 1503014 already" in text
    assert "player 2 Hou, Yifan has FIDE id 8602980 already" in text
    assert len(players(w)) == 2
    assert "nothing was imported" in w.statusBar().currentMessage()
    assert "import 2 players" in w.act_undo.text()  # still the first import's


def test_an_unknown_column_is_shown_ignored_and_can_be_mapped(qtbot, window, tmp_path):
    w = window
    path = tmp_path / "club.csv"
    path.write_text("Player;Code;Strength;Remarks\n"
                    "Example, Anna;1000001;2301;paid\n"
                    "Sample, Boris;1000002;2200;\n")
    preview = import_file(qtbot, w, path, accept=False)
    assert [c.currentData() for c in preview.combos] == ["name", "", "", ""]
    assert preview.ignored_label.text() == "ignored: Code, Strength, Remarks"
    assert w.snapshot.tournament.players == {}

    preview = import_file(qtbot, w, path, change={1: "fide_id", 2: "rating"})
    assert preview.ignored_label.text() == "ignored: Remarks"
    assert players(w) == [("Example, Anna", "1000001", 2301), ("Sample, Boris", "1000002", 2200)]


def test_a_name_too_long_for_a_trf_line_is_imported_whole(qtbot, window, tmp_path):
    # issue #35: the whole name is kept; only a TRF export cuts it to its 33 columns
    w = window
    path = tmp_path / "long.csv"
    long_name = "Verylongsurname-Doublebarrelled, Firstname"
    path.write_text(f"Name;Elo\nShort, Name;1500\n\"{long_name}\";1400\n")
    import_file(qtbot, w, path)
    assert [name for name, _id, _r in players(w)] == ["Short, Name", long_name]
    assert w.errors == []


def test_choosing_a_field_a_second_time_takes_it_from_the_other_column(qtbot):
    from arbiter_app.services.player_import import parse_csv_text
    dialog = CsvPreviewDialog(parse_csv_text("Name,Elo,Rtg\nA,1,2\n", "x.csv"))
    qtbot.addWidget(dialog)
    assert [c.currentData() for c in dialog.combos] == ["name", "rating", ""]
    dialog.combos[2].setCurrentIndex(dialog.combos[2].findData("rating"))
    assert [c.currentData() for c in dialog.combos] == ["name", "", "rating"]
    assert dialog.players()[0]["rating"] == 2
    assert dialog.ignored_label.text() == "ignored: Elo"
