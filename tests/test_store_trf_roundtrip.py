"""TRF -> store -> TRF gives back the same tournament, for every TRF file in
tests/data that is a valid tournament (the endorsed engines' files in
tests/data/dutch2016 must come back byte for byte, line endings aside)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.services import ServiceError, TournamentService
from arbiter_app.trf import TrfError, read_trf_file, write_trf

DATA = Path(__file__).resolve().parent / "data"
FILES = sorted(DATA.rglob("*.trf"))
ENDORSED = sorted((DATA / "dutch2016").glob("*.trf"))


def test_the_endorsed_files_are_there():
    assert len(ENDORSED) >= 10


@pytest.mark.parametrize("trf", FILES, ids=[str(f.relative_to(DATA)) for f in FILES])
def test_trf_store_trf(trf, tmp_path):
    try:
        original = read_trf_file(trf)
    except TrfError:
        if trf in ENDORSED:
            raise
        with pytest.raises(ServiceError):  # a bad file is refused, nothing is made
            TournamentService.import_trf(trf, tmp_path / "t.arbiter", "dutch2016")
        assert not (tmp_path / "t.arbiter").exists()
        return
    original.system = "dutch2016"
    path = tmp_path / "t.arbiter"
    TournamentService.import_trf(trf, path, "dutch2016").close()
    with TournamentService.open(path) as service:
        stored = service.tournament()
        assert stored == original
        text = service.export_trf_text()
        assert text == write_trf(original)
        service.export_trf(tmp_path / "back.trf")
    again = read_trf_file(tmp_path / "back.trf")
    again.system = "dutch2016"
    assert again == original
    if trf in ENDORSED:
        source = trf.read_bytes().decode("latin-1").replace("\r\n", "\n").replace("\r", "\n")
        assert text.rstrip("\n") == source.rstrip("\n")
