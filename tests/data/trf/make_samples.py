"""Regenerate the malformed TRF samples from base.trf (rough-00008-n009-r05, LF endings).

Each sample changes one thing; the test (tests/test_trf_malformed.py) states by hand
which line, columns and players the error must name.  Run: python make_samples.py
"""

from pathlib import Path

HERE = Path(__file__).resolve().parent
BASE = (HERE / "base.trf").read_text().splitlines()


def put(lines, lineno, col, text):
    """Overwrite columns col.. of line lineno (both 1-based)."""
    line = lines[lineno - 1].ljust(col - 1 + len(text))
    lines[lineno - 1] = line[:col - 1] + text + line[col - 1 + len(text):]


def sample(name, *edits, append=(), cut=None, raw=None):
    lines = list(BASE)
    for lineno, col, text in edits:
        put(lines, lineno, col, text)
    if cut:
        lineno, length = cut
        lines[lineno - 1] = lines[lineno - 1][:length]
    lines.extend(append)
    data = raw if raw is not None else ("\n".join(lines) + "\n").encode("latin-1")
    (HERE / name).write_bytes(data)


# line 2 = player 1, ..., line 10 = player 9; round r starts at column 92 + 10 (r - 1)
sample("short-line.trf", cut=(6, 60))
sample("bad-result-code.trf", (3, 119, "X"))               # player 2, round 3 result
sample("opponent-mismatch.trf", (8, 102, "   8"))           # player 7, round 2: 6 -> 8
sample("same-colour.trf", (2, 97, "w"))                     # player 1, round 1: b -> w
sample("results-disagree.trf", (4, 109, "="))               # player 3, round 2: 1 -> =
sample("opponent-not-player.trf", (3, 92, "  12"))          # player 2, round 1: 6 -> 12
sample("duplicate-number.trf", (10, 5, "   8"))             # player 9 renumbered 8
sample("points-contradict.trf", (5, 81, " 3.5"))            # player 4: 3.0 -> 3.5
sample("utf16.trf", raw=("\n".join(BASE) + "\n").encode("utf-16"))
sample("empty.trf", raw=b"")
sample("blank-lines-only.trf", raw=b"\r\n  \r\n")
sample("no-player-lines.trf", raw=b"012 A tournament without players\n022 Nowhere\n")
sample("rating-not-number.trf", (4, 49, "22A2"))            # player 3
sample("bad-xxc.trf", append=["XXC red"])
sample("bad-xxr.trf", append=["XXR nine"])
sample("xxr-too-small.trf", append=["XXR 3"])
sample("paired-twice.trf", (5, 102, "   9"))                # player 4, round 2: 1 -> 9
sample("paired-with-himself.trf", (7, 122, "   6"))         # player 6, round 4: 4 -> 6
sample("bad-birth-date.trf", (3, 70, "1990/13/01"))         # player 2
sample("bad-round-date.trf", append=["132" + " " * 88 + "24/01/01  24/01/32"])
sample("colour-dash-with-opponent.trf", (2, 117, "-"))      # player 1, round 3
sample("result-without-opponent.trf", (6, 122, "0000 - 1"))  # player 5, round 4 (was U)
sample("shifted-columns.trf", (4, 48, "X"))                 # player 3: name runs into col 48
sample("tab-character.trf", (7, 20, "\t"))                  # player 6, inside the name
sample("bad-entry-layout.trf", (9, 96, "w"))                # player 8, round 1: '   4 b 0' -> '   4wb 0'
sample("u-in-requested-round.trf", (2, 142, "0000 - U"))    # a round 6 column without games
sample("second-name-line.trf", append=["012 Another name"])
