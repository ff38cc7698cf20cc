"""The quality criteria of the Baku 2016 text (C4-C19) as matching weights.

The machinery (profiles, superincreasing costs, packing, see
:mod:`arbiter_app.engine.systems.dutch_common.packing`) is shared with the
2026 edition; this module says which fields the 2016 text asks for, highest
priority first:

completion (last bracket, PPB and CLB only: pairs + pairs of players who may
not get the bye) > C5 pairs > C6 PSD > C7 pairs of the next bracket > C7 PSD
of the next bracket > C8 > C9 > C10 > C11 > C12 > C13 > C14 > C15 > C16 >
C17 > C18 > C19.
"""

from __future__ import annotations

from arbiter_app.engine.history import Float
from arbiter_app.engine.model import Colour
from arbiter_app.engine.systems.dutch_common.outlook import Outlook
from arbiter_app.engine.systems.dutch_common.packing import (MERGE_PROFILES, BracketWeights,
                                                             Graph, allowed_edges,
                                                             superincreasing)
from arbiter_app.engine.systems.dutch_common.players import DutchPlayer

__all__ = ["MERGE_PROFILES", "allowed_edges", "build", "superincreasing"]

#: fields valued on the edges to the following players too
OUTSIDE = ("completion", "C7 pairs", "C7 PSD")
#: fields kept as they are (completion and C5 first)
UNSHIFTED = ("completion", "C5", "C7 pairs")


def build(players: list[DutchPlayer], bracket_size: int, special: bool,
          next_is_last: bool, initial: Colour, forbidden: set[frozenset[int]],
          room_bits: int, edges: list[tuple[int, int]] | None = None,
          outlook: Outlook | None = None) -> BracketWeights:
    """Weights for the graph ``players`` (bracket first, then the others).

    ``special``: the bracket is the last one, the PPB or the CLB (A.9): the
    top field asks for completion of the round-pairing and C7 does not apply.
    ``edges``: the allowed pairs (:func:`allowed_edges`), when already known.
    ``outlook``: C7 for a bracket with one floater and no following players
    in the graph (:mod:`.outlook`).
    """
    g = Graph(players, bracket_size, forbidden, edges, outlook)
    nc = bracket_size
    inb, bracket, count = g.inb, g.bracket, g.count

    if special:
        g.add_split("completion", {c: 1 + (not a.eligible) + (not b.eligible)
                                   for a, b, c in g.pairs})
    g.add("C5", {c: 1 for _, _, c in inb})

    # C6: the PSD of the bracket (A.8)
    sds: dict[int, set[int]] = {}
    for a, b, c in inb:
        sds.setdefault(a.score - b.score, set()).add(c // count)
    cost = superincreasing(g.with_pairs(g.spread((p, p.fsd) for p in bracket), sds, nc))
    g.add("C6", {c: cost[a.fsd] + cost[b.fsd] - cost[a.score - b.score] for a, b, c in inb},
          # a matching saves at most the cost of every player of the bracket
          bound=sum(cost[p.fsd] * p.size for p in bracket))

    if not special and (outlook is not None or g.n > nc):
        # C7: pairs, then PSD, of the following bracket
        g.add_following("C7 pairs", "C7 PSD", next_is_last)

    # C8-C11: colours, judged on the colours section E will give
    g.add_colours(("C8", "C9", "C10", "C11"), initial)

    # C12-C15: repeated floats
    g.add_float_counts(1, "C12", "C13")
    g.add_float_counts(2, "C14", "C15")

    # C16-C19: score differences of the repeated floats
    for back, down_name, up_name in ((1, "C16", "C17"), (2, "C18", "C19")):
        down = "down1" if back == 1 else "down2"
        sds = {}
        for a, b, c in inb:
            if getattr(a, down) and a.score > b.score:
                sds.setdefault(a.score - b.score, set()).add(c // count)
        cost = superincreasing(g.with_pairs(
            g.spread((p, p.fsd) for p in bracket if getattr(p, down)), sds, nc))
        values = {}
        for a, b, c in inb:
            value = cost[b.fsd] if getattr(b, down) else 0
            if getattr(a, down):
                value += cost[a.fsd]
                if a.score > b.score:
                    value -= cost[a.score - b.score]
            values[c] = value
        g.add(down_name, values,
              bound=sum(cost[p.fsd] * p.size for p in bracket if getattr(p, down)))
        g.add_upfloat_differences(back, up_name)

    return g.pack(room_bits, OUTSIDE, UNSHIFTED)


def leftover_ok(player: DutchPlayer, bracket: list[DutchPlayer]) -> bool:
    """The player left over in an odd homogeneous last bracket of a perfect
    candidate: C2, and no repeated downfloat (C12/C14: the bye counts as one)."""
    return (player.bye_eligible and player.float1 is not Float.DOWN
            and player.float2 is not Float.DOWN)


def floater_ok(player: DutchPlayer) -> bool:
    """The downfloater of an odd homogeneous bracket (not the last) in a
    perfect candidate, his C7 outlook apart: no repeated downfloat (C12/C14;
    his score difference, C16/C18, then counts nothing)."""
    return player.float1 is not Float.DOWN and player.float2 is not Float.DOWN
