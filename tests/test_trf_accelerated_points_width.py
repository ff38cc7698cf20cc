"""A 250 record's fictitious points are a 4-column field (TRF-2026: cols 10-13, one
decimal). The reader takes ``100`` there; the writer wrote it ``100.0``, five columns, so
the file it wrote could not be read back (found by tests/test_trf_fuzz.py). Points that do
not fit are refused with a message, as 162's are; those that fit are written as before."""

from __future__ import annotations

import pytest

from arbiter_app.trf import TrfError, read_trf, write_trf

HEAD = ("012 Open\n142 5\n192 FIDE_DUTCH_2025\n"
        "001    1      Alpha, A.                         2600                             0.0    1\n"
        "001    2      Beta, B.                          2500                             0.0    2\n"
        "001    3      Gamma, C.                         2400                             0.0    3\n"
        "001    4      Delta, D.                         2300                             0.0    4\n")


@pytest.mark.parametrize("version", ["trf2026", "trf16"])
def test_points_wider_than_four_columns_are_refused_on_writing(version):
    t = read_trf(HEAD + "250       100 001 002 0001 0002\n", "wide.trf")
    with pytest.raises(TrfError, match="100 fictitious points .* 4 columns"):
        write_trf(t, version)


def test_points_that_fit_are_written_and_read_back():
    t = read_trf(HEAD + "250       1.0 001 002 0001 0002\n", "fit.trf")
    text = write_trf(t, "trf2026")
    assert "250       1.0 001 002 0001 0002" in text
    assert read_trf(text) == t
