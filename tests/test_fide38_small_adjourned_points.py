"""Issue #38 point 8 (FIDE checklist Q167): no provisional score other than a draw.  An
adjourned game (a result not known yet, TRF-2026 ``?``, record 162's letter ``X``) scores
the points of a draw until its result is entered; a point system with X other than D is
refused at ``new``, ``settings`` and in the dialog, and through a TRF import in FIDE mode
it is a level 4 warning (as Q74/Q81/Q83), imported only outside FIDE mode."""

from __future__ import annotations

import pytest

from arbiter_app.services import TournamentService
from arbiter_app.services.points import parse_points, point_system_problem
from tests.test_venue3_cli_import import played_trf, run, with_162


@pytest.mark.parametrize("points", ["X=0", "X=1", "W=3,D=1,P=3,X=0", "W=3,D=1,P=3,X=3"])
def test_new_refuses_a_provisional_score_other_than_a_draw(tmp_path, capsys, points):
    path = tmp_path / "t.arbiter"
    _out, err = run(capsys, "new", path, "--name", "Open", "--rounds", "5", "--points", points,
                    code=2)
    assert "[Q167]" not in err and "Q167" in err and "refused" in err
    assert not path.exists()


def test_x_follows_the_draw(tmp_path, capsys):
    # 3-1-0: a draw is 1 point, so is an adjourned game (record 162's default X = D)
    path = tmp_path / "t.arbiter"
    run(capsys, "new", path, "--name", "Open", "--rounds", "5", "--points", "W=3,D=1,P=3")
    with TournamentService.open(path, read_only=True) as service:
        scoring = service.settings().scoring
    assert scoring.adjourned == scoring.draw == 1 and scoring.for_code("?") == 1
    assert point_system_problem(parse_points("W=3,D=1,P=3,X=1")) == ""


def test_settings_refuses_it_and_changes_nothing(tmp_path, capsys):
    path = tmp_path / "t.arbiter"
    run(capsys, "new", path, "--name", "Open", "--rounds", "5")
    for extra in ([], ["--confirm"]):
        _out, err = run(capsys, "settings", path, "--points", "X=0", *extra, code=2)
        assert "Q167" in err
    with TournamentService.open(path, read_only=True) as service:
        assert service.settings().scoring.adjourned == 0.5


def test_import_of_162_with_x_other_than_d_is_level_4_in_fide_mode(tmp_path, capsys):
    _path, trf = played_trf(tmp_path, capsys)
    bad = with_162(trf, "162  W 1.0    D 0.5    X 0.0", tmp_path)
    out_path = tmp_path / "imported.arbiter"
    _out, err = run(capsys, "import", bad, "-o", out_path, code=3)
    assert "warning (level 4)" in err and "[Q167]" in err and not out_path.exists()
    _out, err = run(capsys, "import", bad, "-o", out_path, "--confirm")
    with TournamentService.open(out_path, read_only=True) as service:
        assert not service.fide_mode()
        assert service.tournament().scoring.adjourned == 0
