"""Edge weights that encode the quality criteria of a bracket in priority order.

A pairing of the bracket (plus, for C7, of the following bracket) is a
matching of the graph whose vertices are the bracket's players (MDPs first,
then residents, in A.2 order) followed by the players of the next scoregroup
(or, for the PPB, by all the remaining players).  Each edge weight packs one
number per criterion, highest priority in the highest bits, so that a maximum
weight matching is the best pairing criterion by criterion (B.8).

Criteria that minimise a sorted list (the PSD of A.8 for C6 and C7, and the
score differences of C16-C19) use "superincreasing" costs: every SD value
gets a cost larger than the total cost of all smaller values that can occur,
so comparing sums compares the lists lexicographically (A.8).  The number of
elements of each list is fixed by the criterion above it (C5 fixes the
number of pairs and downfloaters, C12 the number of repeated downfloaters,
and so on), so the smallest value may cost nothing.

Fields that are equal for every candidate (e.g. all float criteria in round
one) are left out, and each field gets only the bits its largest possible sum
needs.  If the fields still do not fit in the matcher's integers, the lowest
priority criteria are left out and ``truncated`` says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field

try:  # numpy only speeds up packing large graphs; the plain loops give the same weights
    import numpy as np
except ImportError:  # e.g. the installer bundle, which leaves numpy out to stay small
    np = None

from arbiter_app.engine.history import Float
from arbiter_app.engine.model import Colour

from .colours import allocate, player_faults
from .matching import WEIGHT_BITS
from .outlook import Outlook
from .players import POINT, DutchPlayer


def superincreasing(counts: dict[int, int], lowest: int = 0) -> dict[int, int]:
    """Costs for SD values such that one element of a larger value outweighs
    every possible element of the smaller values (``counts``: how many
    elements of each value can occur; the smallest value costs ``lowest``)."""
    costs: dict[int, int] = {}
    running = 0
    for position, value in enumerate(sorted(counts)):
        cost = lowest if position == 0 else running + 1
        costs[value] = cost
        running += cost * counts[value]
    return costs


@dataclass
class BracketWeights:
    """The packed quality weight of every allowed edge of one bracket graph."""

    quality: dict[tuple[int, int], int] = field(default_factory=dict)
    names: list[str] = field(default_factory=list)  # fields kept, highest first
    truncated: list[str] = field(default_factory=list)  # fields dropped for size
    room_bits: int = 0
    widths: list = field(default_factory=list)
    offsets: dict = field(default_factory=dict)  # field name -> (offset, width)


def _bits(value: int) -> int:
    return max(1, int(value).bit_length())


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
    n = len(players)
    nc = bracket_size
    scores = [p.score for p in players]
    base = scores[nc - 1] - POINT  # A.8: one point below the lowest in the bracket
    fsd = [s - base for s in scores]
    if edges is None:
        edges = allowed_edges(players, forbidden)
    inb = [(i, j) for i, j in edges if j < nc]
    nxt = [(i, j) for i, j in edges if j >= nc]

    fields: list[tuple[str, dict[tuple[int, int], int]]] = []
    bounds: dict[str, int] = {}  # better bounds on a field's total, where known

    if special:
        fields.append(("completion", {(i, j): 1 + (not players[i].bye_eligible)
                                      + (not players[j].bye_eligible) for i, j in edges}))
    fields.append(("C5", {e: 1 for e in inb}))

    # C6: the PSD of the bracket
    counts: dict[int, int] = {}
    for i in range(nc):
        counts[fsd[i]] = counts.get(fsd[i], 0) + 1
    highers: dict[int, set[int]] = {}
    for i, j in inb:
        highers.setdefault(scores[i] - scores[j], set()).add(i)
    for value, who in highers.items():
        counts[value] = min(nc, counts.get(value, 0) + len(who))
    cost = superincreasing(counts)
    fields.append(("C6", {(i, j): cost[fsd[i]] + cost[fsd[j]] - cost[scores[i] - scores[j]]
                          for i, j in inb}))
    # a matching saves at most the cost of every player of the bracket
    bounds["C6"] = sum(cost[fsd[i]] for i in range(nc))

    if not special and outlook is not None:
        # C7 with exactly one floater f (C5), the next scoregroup standing
        # outside the graph: a matching's sum over its pairs is a constant
        # plus f's own value (every other player of the bracket is paired)
        gain = outlook.gain
        fields.append(("C7 pairs", {(i, j): 2 - gain[i] - gain[j] for i, j in inb}))
        cost = superincreasing(_score_counts(scores, nc), lowest=1)
        bounds["C7 PSD"] = sum(cost[scores[i]] for i in range(nc))
        # an f who cannot be paired there costs what the full graph's
        # credit for a player paired in the next bracket is worth
        penalty = [0 if outlook.reachable[i] else cost[scores[i]] for i in range(nc)]
        fields.append(("C7 PSD", {(i, j): penalty[i] + penalty[j] for i, j in inb}))
    elif not special and n > nc:
        # C7: pairs, then PSD, of the following bracket
        if next_is_last:
            # the following bracket is the last one: its pairs, counted
            # together with the bracket's own (fixed by C5), and whether
            # the bye can go to an eligible player (C2)
            fields.append(("C7 pairs", {(i, j): 1 + (not players[i].bye_eligible)
                                        + (not players[j].bye_eligible) for i, j in edges}))
        else:
            fields.append(("C7 pairs", {e: 1 for e in nxt}))
        # The following bracket is one scoregroup (score r'), so its PSD
        # only depends on which of this bracket's players end up in it and
        # get paired there: each one paired turns an element f - r' + 1 into
        # f - r' and an unpaired resident (1) at most, so pairing more of
        # them, the higher scores first, lowers the PSD.  Every player of the
        # bracket who is paired (in this bracket or the next) is credited
        # with a cost superincreasing in his score; those paired in the
        # bracket are fixed by C5/C6 already.
        cost = superincreasing(_score_counts(scores, nc), lowest=1)
        bounds["C7 PSD"] = sum(cost[scores[i]] for i in range(nc))
        values = {(i, j): (cost[scores[i]] + cost[scores[j]] if j < nc
                           else cost[scores[i]] if i < nc else 0) for i, j in edges}
        fields.append(("C7 PSD", values))

    # C8-C11: colours, judged on the colours section E will give
    # each player's share of the faults (colour_faults) with white and with black
    white = [player_faults(p, Colour.WHITE) for p in players[:nc]]
    black = [player_faults(p, Colour.BLACK) for p in players[:nc]]
    columns: tuple[dict, dict, dict, dict] = ({}, {}, {}, {})
    c8, c9, c10, c11 = columns
    for i, j in inb:
        if allocate(players[i], players[j], initial)[0] is Colour.WHITE:
            fa, fb = white[i], black[j]
        else:
            fa, fb = black[i], white[j]
        key = (i, j)
        c8[key] = -(fa[0] + fb[0])
        c9[key] = -(fa[1] + fb[1])
        c10[key] = -(fa[2] + fb[2])
        c11[key] = -(fa[3] + fb[3])
    for name, values in zip(("C8", "C9", "C10", "C11"), columns):
        fields.append((name, values))

    # C12-C15: repeated floats
    for back, (down_name, up_name) in ((1, ("C12", "C13")), (2, ("C14", "C15"))):
        attr = "float1" if back == 1 else "float2"
        was_down = [getattr(p, attr) is Float.DOWN for p in players]
        was_up = [getattr(p, attr) is Float.UP for p in players]
        down = {(i, j): was_down[j] + (was_down[i] and scores[i] == scores[j])
                for i, j in inb}
        up = {(i, j): -(scores[i] > scores[j] and was_up[j]) for i, j in inb}
        fields.append((down_name, down))
        # each pair credits distinct players who had that downfloat
        bounds[down_name] = 2 * sum(1 for i in range(nc) if getattr(players[i], attr) is Float.DOWN)
        fields.append((up_name, up))

    # C16-C19: score differences of the repeated floats
    for back, (down_name, up_name) in ((1, ("C16", "C17")), (2, ("C18", "C19"))):
        attr = "float1" if back == 1 else "float2"
        was_down = [getattr(p, attr) is Float.DOWN for p in players]
        was_up = [getattr(p, attr) is Float.UP for p in players]
        counts = {}
        for i in range(nc):
            if was_down[i]:
                counts[fsd[i]] = counts.get(fsd[i], 0) + 1
        highers = {}
        for i, j in inb:
            if was_down[i] and scores[i] > scores[j]:
                highers.setdefault(scores[i] - scores[j], set()).add(i)
        for value, who in highers.items():
            counts[value] = min(nc, counts.get(value, 0) + len(who))
        cost = superincreasing(counts) if counts else {}
        if any(was_down[:nc]):
            down_cost = [cost[fsd[i]] if was_down[i] else 0 for i in range(nc)]
            down = {}
            for i, j in inb:
                value = down_cost[j]
                if was_down[i]:
                    value += down_cost[i]
                    if scores[i] > scores[j]:
                        value -= cost[scores[i] - scores[j]]
                down[(i, j)] = value
        else:
            down = dict.fromkeys(inb, 0)
        fields.append((down_name, down))
        bounds[down_name] = sum(cost[fsd[i]] for i in range(nc) if was_down[i])
        counts = {}
        up_pairs = [(i, j) for i, j in inb if was_up[j] and scores[i] > scores[j]]
        for i, j in up_pairs:
            counts[scores[i] - scores[j]] = counts.get(scores[i] - scores[j], 0) + 1
        cost = superincreasing(counts) if counts else {}
        up = dict.fromkeys(inb, 0)
        for i, j in up_pairs:
            up[(i, j)] = -cost[scores[i] - scores[j]]
        fields.append((up_name, up))

    return _pack(fields, edges, n, nc, room_bits, bounds)


def _score_counts(scores: list[int], nc: int) -> dict[int, int]:
    counts: dict[int, int] = {}
    for i in range(nc):
        counts[scores[i]] = counts.get(scores[i], 0) + 1
    return counts


def allowed_edges(players: list[DutchPlayer], forbidden: set[frozenset[int]],
                  mdps: int = 0) -> list[tuple[int, int]]:
    """The pairs (i, j), i < j, that may meet (C1, C3, forbidden pairs);
    the same test as :func:`.players.compatible`, unrolled for speed.
    The first ``mdps`` players are MDPs, who are never paired with each other
    (B.2/B.3: an MDP is paired with a resident of S2, or floats)."""
    n = len(players)
    numbers = [p.number for p in players]
    opponents = [p.opponents for p in players]
    # C3: group of players with an absolute preference and no topscorer status
    clash = [(p.preference if p.absolute and not p.topscorer else None) for p in players]
    edges: list[tuple[int, int]] = []
    append = edges.append
    for i in range(n):
        met = opponents[i]
        ci = clash[i]
        ni = numbers[i]
        for j in range(max(i + 1, mdps), n):
            if numbers[j] in met:
                continue
            if ci is not None and clash[j] is ci:
                continue
            if forbidden and frozenset((ni, numbers[j])) in forbidden:
                continue
            append((i, j))
    return edges


#: graphs with at least this many edges are packed with numpy arrays
#: (same result as the plain loops, which are faster on small graphs)
ARRAY_EDGES = 5000
#: values whose magnitude stays under this are handled as int64 (sums of up
#: to 2**12 of them still fit); larger ones as Python ints
_SMALL = 1 << 48
#: the widest lane of fields packed together in int64
_LANE_BITS = 62


def _layout(kept: list, room_bits: int) -> BracketWeights:
    """Drop the lowest-priority fields that do not fit (removed from ``kept``) and give each
    kept field its bit offset, the last field lowest."""
    truncated = []
    while kept and sum(b for _, _, b in kept) + room_bits > WEIGHT_BITS:
        truncated.append(kept.pop()[0])
    result = BracketWeights(names=[k[0] for k in kept], truncated=truncated,
                            room_bits=room_bits)
    result.widths = [(k[0], k[2]) for k in kept]
    offset = 0
    for name, _values, width in reversed(kept):
        result.offsets[name] = (offset, width)
        offset += width
    return result


def _pack(fields, edges, n, nc, room_bits, bounds) -> BracketWeights:
    if np is not None and len(edges) >= ARRAY_EDGES and n < 4096:
        return _pack_arrays(fields, edges, n, nc, room_bits, bounds)
    return _pack_loops(fields, edges, n, nc, room_bits, bounds)


def _column(values, dtype):
    return np.fromiter(values, dtype=np.int64) if dtype is np.int64 \
        else np.array(list(values), dtype=object)


def _pack_arrays(fields, edges, n, nc, room_bits, bounds) -> BracketWeights:
    """:func:`_pack_loops` on numpy arrays: the same fields, widths and weights."""
    half = n // 2
    count = len(edges)
    ei = np.fromiter((i for i, _ in edges), dtype=np.int64, count=count)
    ej = np.fromiter((j for _, j in edges), dtype=np.int64, count=count)
    pos_in = np.nonzero(ej < nc)[0]
    in_keys = [edges[k] for k in pos_in.tolist()]
    ei_in, ej_in = ei[pos_in], ej[pos_in]
    is_next = ej >= nc
    kept: list[tuple[str, np.ndarray, int]] = []
    for name, values in fields:
        inside = name not in ("completion", "C7 pairs", "C7 PSD")
        if inside:
            # built over the in-bracket edges, in edge order
            raw = values.values() if list(values) == in_keys else [values[e] for e in in_keys]
        else:
            raw = values.values() if list(values) == edges else [values.get(e, 0) for e in edges]
        if not values:
            continue
        low, high = min(raw), max(raw)
        dtype = np.int64 if -_SMALL < low and high < _SMALL else object
        arr = _column(raw, dtype)
        if name not in ("completion", "C5", "C7 pairs"):
            if inside:
                if low:
                    arr = arr - low
            else:
                present = np.ones(count, dtype=bool) if len(values) == count else \
                    np.fromiter((e in values for e in edges), dtype=bool, count=count)
                sel_in = present & ~is_next
                sel_next = present & is_next
                low_in = arr[sel_in].min() if sel_in.any() else None
                low_next = arr[sel_next].min() if sel_next.any() else None
                if low_in or low_next:
                    arr = arr.copy()
                    if low_in is not None:
                        arr[sel_in] -= low_in
                    if low_next is not None:
                        arr[sel_next] -= low_next
        if not arr.any():
            continue
        if inside:
            best = np.zeros(nc, dtype=arr.dtype)
            np.maximum.at(best, ei_in, arr)
            np.maximum.at(best, ej_in, arr)
            take = nc // 2
        else:
            best = np.zeros(n, dtype=arr.dtype)
            np.maximum.at(best, ei, arr)
            np.maximum.at(best, ej, arr)
            take = half
        ordered = sorted(best.tolist(), reverse=True)
        bound = sum(ordered[:take])
        if name in bounds:
            bound = min(bound, bounds[name])
        if inside:
            full = np.zeros(count, dtype=arr.dtype)
            full[pos_in] = arr
            arr = full
        kept.append((name, arr, _bits(bound)))
    result = _layout(kept, room_bits)
    # lanes of consecutive fields, lowest first, each packed in one array
    lanes: list[tuple[int, np.ndarray]] = []  # (width of the lane, packed values)
    lane = None
    lane_width = 0
    for _name, arr, width in reversed(kept):
        # int64 only while every value stays inside its field (as the bounds
        # promise); otherwise Python integers, which carry exactly as the loops do
        fits = (arr.dtype != object and width <= _LANE_BITS
                and int(arr.min()) >= 0 and int(arr.max()) < (1 << width))
        if lane is not None and fits and lane.dtype != object \
                and lane_width + width <= _LANE_BITS:
            lane = lane + (arr << lane_width)
            lane_width += width
            continue
        if lane is not None:
            lanes.append((lane_width, lane))
        lane = arr if fits else arr.astype(object)
        lane_width = width
    if lane is not None:
        lanes.append((lane_width, lane))
    if lanes:
        total = lanes[-1][1].tolist()
        for width, values in reversed(lanes[:-1]):
            total = [(t << width) + v for t, v in zip(total, values.tolist())]
    else:
        total = [0] * count
    result.quality = {e: q for e, q in zip(edges, total) if q > 0}
    return result


def _pack_loops(fields, edges, n, nc, room_bits, bounds) -> BracketWeights:
    half = n // 2
    kept: list[tuple[str, dict, int]] = []
    for name, values in fields:
        # shift each edge class so that its smallest value is zero: the number
        # of edges of each class in a matching is fixed by a higher field
        if name not in ("completion", "C5", "C7 pairs") and values:
            low_in = low_next = None
            for (i, j), v in values.items():
                if j < nc:
                    if low_in is None or v < low_in:
                        low_in = v
                elif low_next is None or v < low_next:
                    low_next = v
            if low_in or low_next:
                for (i, j), v in values.items():
                    values[(i, j)] = v - (low_in if j < nc else low_next)
        if not any(values.values()):
            continue
        # bound on the field's total over a matching: the sum of the largest
        # per-vertex maxima over at most n/2 edges
        inside = name not in ("completion", "C7 pairs", "C7 PSD")
        best = [0] * (nc if inside else n)
        for (i, j), v in values.items():
            if v > best[i]:
                best[i] = v
            if v > best[j]:
                best[j] = v
        bound = sum(sorted(best, reverse=True)[:(nc // 2 if inside else half)])
        if name in bounds:
            bound = min(bound, bounds[name])
        kept.append((name, values, _bits(bound)))
    result = _layout(kept, room_bits)
    quality = dict.fromkeys(edges, 0)
    offset = 0
    for name, values, width in reversed(kept):
        if offset:
            for e, v in values.items():
                if v:
                    quality[e] += v << offset
        else:
            for e, v in values.items():
                if v:
                    quality[e] += v
        offset += width
    result.quality = {e: q for e, q in quality.items() if q > 0}
    return result
