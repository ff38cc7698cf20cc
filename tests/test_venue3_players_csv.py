"""Issue #35 points 9 and 10: a CSV file takes every date spelling the README lists; its
import is all-or-nothing unless asked (``import-players --skip-invalid``, the preview's
"valid lines only" button), and every problem is listed (no "... and 7 more"), each with
its line and column.  The window is driven through the preview's widgets, then the
store checked."""

from __future__ import annotations

import pytest

from arbiter_app.services import NewTournament, TournamentService
from arbiter_app.services.player_import import apply_mapping, parse_csv_text
from tests.builders import cli_run as run

#: 40 rows as a club's list has them: every README date spelling, and 10 bad lines
GOOD_DATES = ["1981-02-14", "1981/02/14", "14.02.1981", "1981"]


def club_csv(bad: int = 10) -> str:
    lines = ["Name;Elo;Born"]
    for i in range(1, 41):
        born = GOOD_DATES[i % 4]
        if i <= bad:
            born = f"{30 + i % 2}.02.1990"  # no 30th or 31st of February
        lines.append(f"Player, No{i:02d};{1500 + i};{born}")
    return "\n".join(lines) + "\n"


def stored(path):
    with TournamentService.open(path, read_only=True) as service:
        return [(p.name, p.birth_date) for _n, p in sorted(service.tournament().players.items())]


@pytest.fixture
def event(tmp_path):
    path = tmp_path / "open.arbiter"
    with TournamentService.create(path, NewTournament("Open", 5, "dutch2016")):
        pass
    return path


def test_every_readme_spelling_is_a_date_in_a_csv():
    result = apply_mapping(parse_csv_text(club_csv(bad=0), "club.csv"))
    assert result.errors == []
    assert {p["birth_date"] for p in result.players} == {"1981/02/14", "1981"}


def test_every_problem_is_named_with_its_line_and_column():
    result = apply_mapping(parse_csv_text(club_csv(), "club.csv"))
    assert len(result.errors) == 10 and len(result.players) == 30
    for i, error in enumerate(result.errors, start=1):
        # the header is line 1: player i is on line i + 1
        assert error.startswith(f"club.csv: line {i + 1}: birth date: ")
        assert error.endswith("(column 'Born')")
    assert result.bad_lines == list(range(2, 12))


def test_the_cli_imports_nothing_with_a_bad_line_unless_asked(event, tmp_path, capsys):
    csv_file = tmp_path / "club.csv"
    csv_file.write_text(club_csv())
    before = event.read_bytes()
    code, _out, err = run(capsys, "import-players", event, csv_file)
    assert code == 2 and "nothing was imported" in err and "--skip-invalid" in err
    assert len([line for line in err.splitlines() if ": line " in line]) == 10
    assert event.read_bytes() == before
    code, out, err = run(capsys, "import-players", event, csv_file, "--skip-invalid")
    assert code == 0, err
    assert len([line for line in err.splitlines() if ": line " in line]) == 10
    assert "10 lines with a problem (above) are left out" in err
    assert "imported 30 players (numbers 1-30)" in out
    names = [name for name, _born in stored(event)]
    assert names == [f"Player, No{i:02d}" for i in range(11, 41)]
    assert {born for _name, born in stored(event)} == {"1981/02/14", "1981"}


def test_the_preview_lists_every_problem_and_imports_the_valid_lines(qtbot, event, tmp_path):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QDialog
    from tests.gui import opened_window

    csv_file = tmp_path / "club.csv"
    csv_file.write_text(club_csv())
    w, idle = opened_window(qtbot, event)
    previews = []

    def run_preview(dialog):
        qtbot.addWidget(dialog)
        previews.append(dialog)
        problems = dialog.problems.toPlainText().splitlines()
        assert len(problems) == 10 and "more" not in dialog.problems.toPlainText()
        assert all("(column 'Born')" in line for line in problems)
        assert not dialog.import_button.isEnabled()
        assert dialog.valid_button.isVisibleTo(dialog) and "30" in dialog.valid_button.text()
        dialog.valid_button.click()
        return dialog.result() == QDialog.DialogCode.Accepted
    w.run_dialog = run_preview
    w.ask_open_path = lambda title, filter_: str(csv_file)
    w.import_csv()
    idle()
    assert len(previews) == 1 and w.errors == []
    assert [name for name, _b in stored(event)] == [f"Player, No{i:02d}" for i in range(11, 41)]


def test_a_clean_file_offers_no_partial_import(qtbot, event, tmp_path):
    pytest.importorskip("pytestqt")
    from arbiter_app.ui.dialogs.csv_preview import CsvPreviewDialog
    from arbiter_app.services.player_import import read_csv_file

    csv_file = tmp_path / "club.csv"
    csv_file.write_text(club_csv(bad=0))
    dialog = CsvPreviewDialog(read_csv_file(str(csv_file)))
    qtbot.addWidget(dialog)
    assert dialog.import_button.isEnabled() and not dialog.valid_button.isVisibleTo(dialog)
