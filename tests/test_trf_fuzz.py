"""Robustness: a damaged file gives a Tournament or one TrfError, never another exception;
whatever is accepted writes back and reads back as the same tournament."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from arbiter_app.trf import TrfError, read_trf, write_trf

BASE = (Path(__file__).resolve().parent / "data" / "trf" / "base.trf").read_bytes()
ALPHABET = b" 0123456789wb-+=UHFZWDLX./\r\n\t\xe9\xc3\xa9\x00XXRC001"


@st.composite
def damaged(draw):
    data = bytearray(BASE)
    for _ in range(draw(st.integers(1, 4))):
        pos = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["replace", "delete", "insert"]))
        byte = draw(st.sampled_from(list(ALPHABET)))
        if action == "replace" and pos < len(data):
            data[pos] = byte
        elif action == "delete" and pos < len(data):
            del data[pos:pos + draw(st.integers(1, 12))]
        else:
            data[pos:pos] = bytes([byte]) * draw(st.integers(1, 3))
    return bytes(data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged())
def test_damaged_file_never_crashes_the_reader(data):
    try:
        t = read_trf(data, "damaged.trf")
    except TrfError as err:
        assert str(err).startswith("damaged.trf: ") and err.message
        return
    try:
        text = write_trf(t)
    except TrfError:
        return  # e.g. a kept line the writer refuses; never a traceback
    assert read_trf(text) == t


def _rich() -> bytes:
    from tests.test_trf2026 import RICH
    return RICH.encode()


RICH_ALPHABET = ALPHABET + b"HFZAPX_BAKU2456:+/"


@st.composite
def damaged_2026(draw):
    """A TRF-2026 file with every new record (142-222, 240, 250, 260, NRS), damaged."""
    data = bytearray(_rich())
    for _ in range(draw(st.integers(1, 4))):
        pos = draw(st.integers(0, len(data)))
        byte = draw(st.sampled_from(list(RICH_ALPHABET)))
        if draw(st.booleans()) and pos < len(data):
            data[pos] = byte
        else:
            data[pos:pos] = bytes([byte])
    return bytes(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged_2026())
def test_damaged_trf2026_file_never_crashes_and_round_trips(data):
    try:
        t = read_trf(data, "damaged.trf")
    except TrfError as err:
        assert str(err).startswith("damaged.trf: ") and err.message and "\n" not in str(err)
        return
    for version in ("trf2026", "trf16"):
        try:
            text = write_trf(t, version)
        except TrfError:
            continue  # e.g. a point system 162 cannot say; never a traceback
        assert read_trf(text) == t
