"""A team file whose 192 code names the Baku acceleration (``..._BAKU``) without 250 records
is paired without virtual points, and the reader says so (Arbiter takes a team event's
accelerated rounds from 250 only: docs/teams.md, "Accelerated rounds")."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.engine import acceleration as ACC
from arbiter_app.trf import read_team_trf

GACRUX = Path(__file__).parent / "data" / "teams" / "gacrux" / "e05-A-MP.trf"


def _read(text: str):
    notes: list = []
    t = read_team_trf(text, "baku.trf", notes)
    return t, [str(n) for n in notes]


def test_baku_without_250_is_said():
    text = GACRUX.read_text(encoding="utf-8").replace("192 FIDE_TEAM_TYPEA_MP_GP",
                                                      "192 FIDE_TEAM_TYPEA_MP_GP_BAKU")
    assert "_BAKU" in text
    t, notes = _read(text)
    assert any("Baku acceleration but no 250 record" in n for n in notes)


def test_baku_with_its_250_records_is_not_questioned():
    text = GACRUX.read_text(encoding="utf-8").replace(
        "192 FIDE_TEAM_TYPEA_MP_GP", "192 FIDE_TEAM_TYPEA_MP_GP_BAKU\n"
        "250 02.0 01.0 001 002 0001 0004")
    t, notes = _read(text)
    assert not any("Baku" in n for n in notes)
    # teams 1-4 get 2 virtual match points in rounds 1-2 (250: MP, GP, rounds, teams)
    assert ACC.explicit(t) == {team: {1: 2.0, 2: 2.0} for team in (1, 2, 3, 4)}
