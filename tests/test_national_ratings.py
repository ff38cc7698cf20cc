"""National ratings (TRF-2026 NRS records; issue #15 point 3, #24): set per player and
federation, written as NRS records, read by record 172's starting-rank methods.

Hand-worked: three players, FIDE ratings 2100, 0 (unrated), 1900; national (NED)
ratings: player 2 1950.  With 172 NED FIDON (the FIDE rating when there is one, else the
national one) the tournament ratings are 2100, 1950, 1900: the order stays 1, 2, 3; with
FIDE only, player 2 (unrated) is last: 1, 3, 2."""

from __future__ import annotations

import pytest

from arbiter_app.services import NewTournament, ServiceError, TournamentService
from arbiter_app.trf import read_trf
from tests.builders import cli_run


@pytest.fixture
def path(tmp_path):
    with TournamentService.create(tmp_path / "t.arbiter",
                                  NewTournament("Open", 5, "dutch2026", federation="NED")
                                  ) as service:
        for name, rating in (("Alpha, A", 2100), ("Beta, B", 0), ("Gamma, C", 1900)):
            service.add_player(name, rating)
    return tmp_path / "t.arbiter"


def test_set_written_and_read_back(path, capsys):
    code, out, _ = cli_run(capsys, "national-rating", path, 2, "ned", 1950, "--id", "N12345")
    assert code == 0 and out.strip() == "2 Beta, B: NED 1950"
    with TournamentService.open(path) as service:
        text = service.export_trf_text("trf2026")
        nrs = [line for line in text.splitlines() if line.startswith("NED ")]
        assert nrs == ["NED    2" + " " * 40 + "1950" + " " * 5 + "     N12345"]
        assert read_trf(text).options["trf.national"] == nrs[0]
        service.set_national_rating(2, "NED", 1960)  # the id stays
        assert service.tournament().options["trf.national"].endswith("1960" + " " * 10 + "N12345")
        with pytest.raises(ServiceError, match="not a 3-letter FIDE code"):
            service.set_national_rating(2, "NE", 1960)
        service.set_national_rating(2, "NED", 0, "")
        assert "trf.national" not in service.tournament().options


def test_fidon_orders_by_the_national_rating_where_fide_has_none(path, capsys):
    assert cli_run(capsys, "national-rating", path, 2, "NED", 1950)[0] == 0
    assert cli_run(capsys, "settings", path, "--rating-method", "FIDE")[0] == 0
    assert cli_run(capsys, "renumber", path)[0] == 0
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
    assert [t.players[n].name for n in sorted(t.players)] == ["Alpha, A", "Gamma, C",
                                                              "Beta, B"]
    assert cli_run(capsys, "settings", path, "--rating-method", "FIDON")[0] == 0
    assert cli_run(capsys, "renumber", path)[0] == 0
    with TournamentService.open(path, read_only=True) as service:
        t = service.tournament()
    assert [t.players[n].name for n in sorted(t.players)] == ["Alpha, A", "Beta, B",
                                                              "Gamma, C"]


def test_window_player_dialog_edits_it(qtbot, path):
    from tests.gui import opened_window
    w, idle = opened_window(qtbot, path)

    def fill(dialog) -> bool:
        assert dialog.national_federation == "NED" and dialog.national.value() == 0
        dialog.national.setFocus()
        dialog.national.selectAll()
        qtbot.keyClicks(dialog.national, "1950")
        dialog.buttons.accepted.emit()
        return dialog.result() == dialog.DialogCode.Accepted
    w.run_dialog = fill
    w.edit_player(2)
    idle()
    with TournamentService.open(path, read_only=True) as service:
        assert service.tournament().options["trf.national"].startswith("NED    2")
        assert service.tournament().options["trf.national"][48:52] == "1950"
    w.session.undo_stack.undo()  # Edit › Undo: the record goes again
    idle()
    with TournamentService.open(path, read_only=True) as service:
        assert "trf.national" not in service.tournament().options
    w.close()
