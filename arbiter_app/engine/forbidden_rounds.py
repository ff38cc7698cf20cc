"""Forbidden pairs of some rounds only (TRF-2026's ranged ``260`` records), as
``Tournament.options["trf.forbidden_rounds"]`` keeps them: ``R1-R2:P,P,...`` items joined by
``;`` (``"1-3:4,9;5-5:2,7"``: players 4 and 9 may not meet in rounds 1 to 3, ...).  The
pairs forbidden in every round are ``Tournament.forbidden_pairs``.

The text comes from a file (a TRF import, a tournament file), so :func:`parse_forbidden_rounds`
refuses any item that is not of that form, with rounds 1 to :data:`MAX_ROUNDS` and players 1
to :data:`MAX_PLAYERS`.
"""

from __future__ import annotations

from arbiter_app.engine.model import MAX_PLAYERS, MAX_ROUNDS
from arbiter_app.engine.texts import N_

FORBIDDEN_ROUNDS = "trf.forbidden_rounds"


def parse_forbidden_rounds(text: str) -> list[tuple[int, int, list[int]]]:
    """(first round, last round, players) of each item of ``text``; a ValueError (the
    engine's English text) naming the first item that is not ``R1-R2:P,P,...``."""
    out = []
    for item in filter(None, text.split(";")):
        try:
            rounds, players = item.split(":")
            first, last = rounds.split("-")
            entry = (int(first), int(last), [int(p) for p in players.split(",")])
        except ValueError:
            entry = None
        if entry is None or not 1 <= entry[0] <= entry[1] <= MAX_ROUNDS or not all(
                1 <= p <= MAX_PLAYERS for p in entry[2]):
            raise ValueError(N_("forbidden pairs of some rounds {item}: expected "
                                "R1-R2:P,P,... (e.g. 1-3:4,9)").format(item=repr(item)))
        out.append(entry)
    return out


def format_forbidden_rounds(entries: list[tuple[int, int, list[int]]]) -> str:
    return ";".join(f"{a}-{b}:" + ",".join(map(str, players)) for a, b, players in entries)
