"""dutch2026 against the reference engine: every round of the copied fixture
tournaments (tests/data/dutch2026, written by bbpPairings v6.0.0 and confirmed
by FIDE's checker) is re-paired from the tournament as it stood before it
and must give the same pairs, colours and bye; and the same rounds through
``arbiter-cli pair``."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main as cli_main
from arbiter_app.engine.systems.registry import get_system
from arbiter_app.trf import read_trf_file

DATA = Path(__file__).resolve().parent / "data" / "dutch2026"
FILES = sorted(DATA.glob("*-n*-r*.trf"))


def test_files_present():
    assert len(FILES) >= 6


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_round_identical_to_the_reference_engine(path: Path):
    t = read_trf_file(path)
    system = get_system("dutch2026")
    for k in range(1, t.rounds_played + 1):
        played = t.round(k)
        pairing = system.pair(t.truncated(k - 1))
        assert sorted(pairing.pairs()) == sorted((g.white, g.black) for g in played.games), k
        assert pairing.bye == played.pairing_bye, k


def test_arbiter_cli_pair_reproduces_each_round(tmp_path, capsys):
    """``arbiter-cli pair`` on the tournament cut before each round (a
    TRF16 file written by Arbiter) prints that round's pairs and bye."""
    from arbiter_app.trf import write_trf_file
    t = read_trf_file(DATA / "mixed-00008-n023-r12.trf")
    for k in range(1, t.rounds_played + 1):
        before = t.truncated(k - 1)
        before.total_rounds = t.rounds_played
        path = tmp_path / f"before-{k}.trf"
        write_trf_file(before, path)
        capsys.readouterr()
        assert cli_main(["pair", str(path), "--system", "dutch2026"]) == 0
        lines = capsys.readouterr().out.split("\n")[1:]
        found = [tuple(int(x) for x in line.split()) for line in lines if line.strip()]
        played = t.round(k)
        expected = [(g.white, g.black) for g in played.games]
        if played.pairing_bye is not None:
            expected.append((played.pairing_bye, 0))
        assert sorted(found) == sorted(expected), k
