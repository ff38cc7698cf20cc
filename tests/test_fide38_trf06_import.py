"""FIDE checklist Q47-Q48: a TRF06 file (C.04 Annex 2 of 2006) is imported, and every
adjustment its shortcomings force is reported.

The files under tests/data/trf06/ are written by hand from the 2006 layout (001 line:
starting rank cols 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56,
FIDE number 58-68, birth date 70-79, points 81-84, rank 86-89, one 10-column block per round
from col 92; codes 1 = 0 + - W D L with an opponent, H F U Z without), not by Arbiter's
writer.  Expected values are read off those files."""

from __future__ import annotations

import pytest

from arbiter_app.engine.model import ByeKind, Colour, Game, GameResult
from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.trf import TrfError, read_trf
from tests.builders import cli_run


@pytest.fixture
def swiss(data_dir):
    return data_dir / "trf06" / "swiss-3-rounds.trf"


@pytest.fixture
def registration(data_dir):
    return data_dir / "trf06" / "registration.trf"


def read(path, notes=None):
    return read_trf(path.read_bytes(), path.name, notes)


def test_q47_every_record_of_a_trf06_file_is_read(swiss):
    t = read(swiss)
    assert t.info.name == "Torino Spring Open 2006" and t.info.city == "Torino"
    assert len(t.players) == 6
    berta = t.players[2]
    assert (berta.name, berta.rating, berta.federation, berta.fide_id, berta.title) == (
        "Beta, Berta", 2210, "GER", "4600002", "wm")
    assert t.players[6].rating in (None, 0) and t.total_rounds == 3
    first, second, third = t.rounds
    assert set(first.games) == {Game(1, 4, GameResult.WHITE_WINS), Game(5, 2, GameResult.DRAW),
                                Game(3, 6, GameResult.WHITE_FORFEIT_WIN)}
    assert set(second.games) == {Game(3, 1, GameResult.BLACK_WINS),
                                 Game(4, 2, GameResult.WHITE_WINS_UNRATED)}
    assert second.byes == {5: ByeKind.HALF_POINT, 6: ByeKind.ZERO_POINT}
    assert set(third.games) == {Game(1, 5, GameResult.DRAW_UNRATED),
                                Game(2, 6, GameResult.WHITE_WINS)}
    assert third.byes == {3: ByeKind.FULL_POINT, 4: ByeKind.PAIRING_ALLOCATED}
    # round 1: player 1, first of the six, has white -> the initial colour was white
    assert t.initial_colour is Colour.WHITE


def test_q48_the_adjustments_are_reported_and_the_version_named_first(swiss):
    notes: list = []
    read(swiss, notes)
    said = [(n.question, str(n)) for n in notes]
    assert said[0] == ("Q47", "swiss-3-rounds.trf: read as TRF06 (FIDE's Tournament Report "
                              "File of 2006): the file holds none of the records TRF16 and "
                              "TRF-2026 add")
    text = "\n".join(s for _q, s in said)
    assert "no number of rounds: the file's 3 round columns are taken" in text
    assert "no pairing system (092 is free text)" in text
    assert "no point system: the standard points are used" in text
    assert "no record for accelerations, forbidden pairs, announced byes or tie-breaks" in text
    assert "the initial colour (white) is read from the top player's colour in round 1" in text


def test_q48_a_file_before_round_1_reports_what_stays_unknown(registration):
    notes: list = []
    t = read(registration, notes)
    assert t.rounds == [] and t.total_rounds is None and t.initial_colour is None
    text = "\n".join(map(str, notes))
    assert "no number of rounds and the file has no round column" in text
    assert "no initial colour and no round is paired" in text


def test_a_file_with_a_later_record_is_not_read_as_trf06(swiss):
    notes: list = []
    read_trf(swiss.read_text() + "XXR 5\n", "x.trf", notes)
    assert not any(n.question == "Q47" or "TRF06" in n for n in notes)


@pytest.mark.parametrize("start, text, where", [
    (48, "24A0", "line 12, cols 49-52: rating '24A0' is not a number"),
    (80, " 3.0", "line 12, cols 81-84: player 1 has 3.0 points, but the results give 2.5"),
])
def test_a_bad_field_is_refused_naming_line_and_columns(swiss, start, text, where):
    lines = swiss.read_text().split("\n")
    lines[11] = lines[11][:start] + text + lines[11][start + len(text):]
    with pytest.raises(TrfError) as caught:
        read_trf("\n".join(lines), "bad.trf")
    assert where in str(caught.value)


def test_an_unknown_result_code_is_reported(swiss):
    lines = swiss.read_text().split("\n")
    lines[11] = lines[11][:98] + "Q" + lines[11][99:]
    notes: list = []
    read_trf("\n".join(lines), "odd.trf", notes)
    assert any(n.question == "Q166" and "line 12, col 99: round 1: result 'Q'" in n
               for n in notes)


def test_cli_import_names_trf06_in_its_refusal_and_its_notes(swiss, tmp_path, capsys):
    out = tmp_path / "t.arbiter"
    code, _out, err = cli_run(capsys, "import", swiss, "-o", out)
    assert code == 2 and "read as TRF06" in err and "choose one (--system)" in err
    assert not out.exists()
    code, _out, err = cli_run(capsys, "import", swiss, "-o", out, "--system", "dutch2026",
                              "--confirm")
    assert code == 0, err
    assert "note: swiss-3-rounds.trf: read as TRF06" in err
    assert "TRF06 gives no point system" in err
    with TournamentService.open(out) as service:
        audited = [e.details for e in service.audit_log() if e.action == "import note"]
        t = service.tournament()
        assert t.total_rounds == 3 and len(t.rounds) == 3
    assert any("read as TRF06" in a for a in audited)


def test_the_service_refuses_a_trf06_file_without_a_system(registration, tmp_path):
    with pytest.raises(ServiceError, match="read as TRF06"):
        TournamentService.import_trf(registration, tmp_path / "r.arbiter", None)


def test_window_import_trf_tells_the_trf06_notices(qtbot, tmp_path, registration):
    pytest.importorskip("pytestqt")
    from tests.gui import scripted_window
    w = scripted_window(qtbot)
    w.import_trf_path(str(registration), str(tmp_path / "r"), "dutch2026")
    qtbot.waitUntil(lambda: w.snapshot is not None and not w.tasks.busy, timeout=20000)
    assert w.errors == []
    told = "\n".join(w.infos)
    assert "read as TRF06" in told and "no initial colour and no round is paired" in told
    w.close()
