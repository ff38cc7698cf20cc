"""Accelerations in TRF files: 192 ``_BAKU`` chooses the Baku method, 250
records (TRF-2026) and XXA lines (TRF16, JaVaFo/bbpPairings) give explicit
values, and what Arbiter writes lets another program pair the same
(docs/trf.md, docs/systems/acceleration.md)."""

from __future__ import annotations

import pytest

from arbiter_app.engine import acceleration as A
from arbiter_app.services.ranking import renumbered
from arbiter_app.trf import TrfError, read_trf, write_trf
from arbiter_app.trf import trf2026 as T

from .builders import tournament


def _base(players: int = 8) -> str:
    return write_trf(tournament(players, total_rounds=7), "trf2026")


def _file(extra: str, players: int = 8) -> str:
    return _base(players) + extra + "\n"


@pytest.mark.parametrize("code", ["FIDE_DUTCH_2026_BAKU", "FIDE_DUTCH_BAKU",
                                  "FIDE_DUTCH_2025_BAKU"])
def test_192_baku_chooses_the_method(code):
    t = read_trf(_file(f"192 {code}"))
    assert t.system == "dutch2026" and t.options[A.METHOD] == A.BAKU
    # 8 players, 7 rounds: GA = 1..4, one point in rounds 1-2, half a point in 3-4
    assert A.virtual_points(t)[4] == {1: 1.0, 2: 1.0, 3: 0.5, 4: 0.5}


def test_192_without_baku_chooses_none():
    t = read_trf(_file("192 FIDE_DUTCH_2025"))
    assert A.method(t) == A.NONE and A.virtual_points(t) == {}


def test_the_baku_values_are_written_as_250_and_xxa_and_read_back_as_the_method():
    t = tournament(8, total_rounds=7)
    t.system = "dutch2026"
    t.options[A.METHOD] = A.BAKU
    text = write_trf(t, "trf2026")
    # GA = 1..4: 1.0 in rounds 1-2, 0.5 in rounds 3-4 (C.04.5.1 "Virtual points")
    assert "192 FIDE_DUTCH_2025_BAKU" in text.splitlines()
    assert [line for line in text.splitlines() if line.startswith("250")] == [
        "250       1.0 001 002 0001 0004", "250       0.5 003 004 0001 0004"]
    back = read_trf(text)
    assert back.options[A.METHOD] == A.BAKU and A.EXPLICIT not in back.options
    old = write_trf(t, "trf16")
    assert [line for line in old.splitlines() if line.startswith("XXA")] == [
        f"XXA {n:4d}  1.0  1.0  0.5  0.5" for n in (1, 2, 3, 4)]
    assert A.EXPLICIT not in read_trf(old).options


def test_explicit_250_and_xxa_values_are_read_and_written_back():
    text = _file("192 FIDE_DUTCH_2025_BAKU\n250       1.0 001 002 0001 0002\n"
                 "XXA    3  1.0       0.5")
    t = read_trf(text)
    assert A.virtual_points(t) == {1: {1: 1.0, 2: 1.0}, 2: {1: 1.0, 2: 1.0},
                                   3: {1: 1.0, 3: 0.5}}
    assert not any(line.startswith("XXA") for line in t.info.extra_lines)
    for version in ("trf2026", "trf16"):
        assert read_trf(write_trf(t, version)) == t
    lines = write_trf(t, "trf16").splitlines()
    assert "XXA    3  1.0       0.5" in lines and not any(x.startswith("250") for x in lines)


@pytest.mark.parametrize("line, message, columns", [
    ("XXA   x1  1.0", "player's number in columns 5-8", "cols 5-8"),
    ("XXA    1  1.0x 1.0", "one blank before each round's points", "col 14"),
    ("XXA    1  abc", "XXA virtual points", "cols 10-13"),
    ("XXA   99  1.0", "player 99, who is not a player", "cols 5-8"),
])
def test_a_bad_xxa_line_is_refused_with_its_place(line, message, columns):
    with pytest.raises(TrfError) as info:
        read_trf(_file(line), "F.trf")
    text = str(info.value)
    lineno = len(_base().splitlines()) + 1
    assert message in text and f"line {lineno}" in text and columns in text


def test_renumbering_before_round_1_carries_the_explicit_values():
    t = tournament(4, total_rounds=5)
    t.options[A.EXPLICIT] = "1:1-2:1-1"
    copy = renumbered(t, {1: 2, 2: 1, 3: 3, 4: 4})
    assert A.explicit(copy) == {2: {1: 1.0, 2: 1.0}}
    assert T.accelerations(copy) == {2: {1: 1.0, 2: 1.0}}


def test_an_imported_dubov_file_with_baku_is_paired_without_it(tmp_path):
    # only the Dutch system accelerates (docs/systems/acceleration.md): a Dubov file whose
    # 192 asks for Baku is imported without the setting, and the arbiter is told
    from arbiter_app.services import TournamentService
    from arbiter_app.trf import write_trf
    from tests.builders import tournament
    t = tournament(6, ["1-4 1-0, 5-2 0-1, 3-6 1/2"], total_rounds=5)
    t.system = "dubov2026"
    text = write_trf(t, version="trf2026").replace("192 FIDE_DUBOV", "192 FIDE_DUBOV_BAKU")
    assert "192 FIDE_DUBOV_BAKU" in text
    (tmp_path / "d.trf").write_text(text, encoding="latin-1")
    with TournamentService.import_trf(tmp_path / "d.trf", tmp_path / "d.arbiter", None,
                                      confirm=True) as service:
        assert service.settings().system == "dubov2026"
        assert "pairing.acceleration" not in service.tournament().options
        assert any("paired without acceleration" in n.text for n in service.import_notices)
