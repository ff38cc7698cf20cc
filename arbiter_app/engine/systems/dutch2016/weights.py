"""Edge weights that encode the quality criteria of a bracket in priority order.

A pairing of the bracket (plus, for C7, of the following bracket) is a
matching of the graph whose vertices are the bracket's players (MDPs first,
then residents, in A.2 order) followed, when C7 needs them, by the players of
the next scoregroup (or, for the PPB, by all the remaining players).  Each
edge weight packs one number per criterion, highest priority in the highest
bits, so that a maximum weight matching is the best pairing criterion by
criterion (B.8).

Criteria that minimise a sorted list (the PSD of A.8 for C6 and C7, and the
score differences of C16-C19) use "superincreasing" costs: every SD value
gets a cost larger than the total cost of all smaller values that can occur,
so comparing sums compares the lists lexicographically (A.8).  The number of
elements of each list is fixed by the criterion above it (C5 fixes the
number of pairs and downfloaters, C12 the number of repeated downfloaters,
and so on), so the smallest value may cost nothing.  How many elements of
each value can occur is bounded from above (a larger bound only costs bits).

Fields that are equal for every candidate (e.g. all float criteria in round
one) are left out, and each field gets only the bits its largest possible sum
needs.  If the fields still do not fit in the matcher's integers, the lowest
priority criteria are left out and ``truncated`` says so.

Every criterion depends on a pair only through what the rules know of its
two players (score, floats, colour history, bye eligibility, what a floater
does to the next bracket), and i < j always means that i is the higher
ranked.  Players with the same such profile are interchangeable here, and a
bracket of hundreds of players has a few dozen profiles; so each field is
computed once per pair of profiles, not once per edge.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.history import Float
from arbiter_app.engine.model import Colour

from .colours import allocate, player_faults
from .matching import WEIGHT_BITS
from .outlook import Outlook
from .players import POINT, DutchPlayer

#: fields valued on the edges to the following players too; the others are
#: valued on the pairs inside the bracket only
_OUTSIDE = ("completion", "C7 pairs", "C7 PSD")
#: fields whose values are kept as they are (the others are shifted so that
#: the smallest value of each edge class is zero: C5 fixes how many edges of
#: each class a best matching has)
_UNSHIFTED = ("completion", "C5", "C7 pairs")


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
    profile_of: list = field(default_factory=list)  # vertex -> profile number
    profile_count: int = 0
    by_profiles: dict = field(default_factory=dict)  # profile pair code -> packed weight

    def code(self, i: int, j: int) -> int:
        return self.profile_of[i] * self.profile_count + self.profile_of[j]

    def repack(self, edges, pairs: int) -> tuple[dict[tuple[int, int], int], int]:
        """The weights of ``edges`` (all inside the bracket, of which every best
        matching has the same number, at most ``pairs``) with each field
        shifted to start at zero over them, fields that became constant
        dropped and each field as wide as these edges need: the same order of
        the matchings in fewer bits.  Returns the weights and their bits."""
        codes = {e: self.code(*e) for e in edges}
        present = set(codes.values())
        vertices = {v for e in edges for v in e}
        fields = []
        for name, (offset, width) in sorted(self.offsets.items(), key=lambda f: -f[1][0]):
            mask = (1 << width) - 1
            values = {c: (self.by_profiles.get(c, 0) >> offset) & mask for c in present}
            if name not in _UNSHIFTED[:2]:
                values = _shifted(values)
            if not any(values.values()):
                continue
            best: dict[int, int] = {}
            for c, v in values.items():
                for k in divmod(c, self.profile_count):
                    if v > best.get(k, 0):
                        best[k] = v
            # every vertex of the edges, valued at his profile's best
            top = sorted((best.get(self.profile_of[v], 0) for v in vertices), reverse=True)
            fields.append((name, values, min(width, _bits(sum(top[:pairs])))))
        table: dict[int, int] = {}
        offset = 0
        for _name, values, width in reversed(fields):
            for c, v in values.items():
                if v:
                    table[c] = table.get(c, 0) + (v << offset)
            offset += width
        return {e: table.get(c, 0) for e, c in codes.items()}, offset


def _bits(value: int) -> int:
    return max(1, int(value).bit_length())


#: players with the same profile share it; False gives each player his own
#: (the tests check that the pairing is the same)
MERGE_PROFILES = True


@dataclass(eq=False)
class Profile:
    """What the criteria know of a player; ``size`` players share it."""

    player: DutchPlayer  # one of them (colours are allocated on him)
    inside: bool  # in the bracket (not one of the following players)
    score: int
    fsd: int  # A.8: the SD he would have as a downfloater
    eligible: bool  # C2
    down1: bool
    up1: bool
    down2: bool
    up2: bool
    gain: bool  # outlook: one pair more in the next bracket if he floats
    reachable: bool  # outlook: can be paired in the next bracket
    size: int = 0


def _profiles(players: list[DutchPlayer], nc: int,
              outlook: Outlook | None) -> tuple[list[Profile], list[int]]:
    base = players[nc - 1].score - POINT  # A.8: one point below the lowest in the bracket
    profiles: list[Profile] = []
    index: dict[tuple, int] = {}
    of: list[int] = []
    for k, p in enumerate(players):
        gain = outlook is not None and k < nc and outlook.gain[k]
        reachable = outlook is not None and k < nc and outlook.reachable[k]
        key = (k < nc, p.score, p.bye_eligible, p.float1, p.float2, p.preference, p.strength,
               p.colour_difference, tuple(p.played), p.pairing_number % 2, gain, reachable,
               None if MERGE_PROFILES else k)
        number = index.get(key)
        if number is None:
            number = index[key] = len(profiles)
            profiles.append(Profile(
                player=p, inside=k < nc, score=p.score, fsd=p.score - base,
                eligible=p.bye_eligible, down1=p.float1 is Float.DOWN, up1=p.float1 is Float.UP,
                down2=p.float2 is Float.DOWN, up2=p.float2 is Float.UP,
                gain=gain, reachable=reachable))
        profiles[number].size += 1
        of.append(number)
    return profiles, of


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
    if edges is None:
        edges = allowed_edges(players, forbidden)
    profiles, of = _profiles(players, nc, outlook)
    count = len(profiles)
    codes = [of[i] * count + of[j] for i, j in edges]
    pairs = [(profiles[c // count], profiles[c % count], c) for c in set(codes)]
    inb = [(a, b, c) for a, b, c in pairs if b.inside]
    nxt = [(a, b, c) for a, b, c in pairs if not b.inside]
    bracket = [p for p in profiles if p.inside]

    def spread(values) -> dict[int, int]:
        """How many players of the bracket have each value (with multiplicity)."""
        counts: dict[int, int] = {}
        for p, value in values:
            counts[value] = counts.get(value, 0) + p.size
        return counts

    def with_pairs(counts: dict[int, int], sds: dict[int, set[int]], limit: int) -> dict[int, int]:
        """``counts`` plus, for each SD value, the players who can be in a
        pair of that SD (each profile counted with its size), at most ``limit``."""
        for value, who in sds.items():
            counts[value] = min(limit, counts.get(value, 0) + sum(profiles[k].size for k in who))
        return counts

    # each field: name -> ({code: value} on the pairs inside, {code: value} on the others)
    fields: list[tuple[str, dict[int, int], dict[int, int]]] = []
    bounds: dict[str, int] = {}  # better bounds on a field's total, where known

    if special:
        fields.append(("completion", *_split(
            {c: 1 + (not a.eligible) + (not b.eligible) for a, b, c in pairs}, nxt)))
    fields.append(("C5", {c: 1 for _, _, c in inb}, {}))

    # C6: the PSD of the bracket
    sds: dict[int, set[int]] = {}
    for a, b, c in inb:
        sds.setdefault(a.score - b.score, set()).add(c // count)
    cost = superincreasing(with_pairs(spread((p, p.fsd) for p in bracket), sds, nc))
    fields.append(("C6", {c: cost[a.fsd] + cost[b.fsd] - cost[a.score - b.score]
                          for a, b, c in inb}, {}))
    # a matching saves at most the cost of every player of the bracket
    bounds["C6"] = sum(cost[p.fsd] * p.size for p in bracket)

    if not special and outlook is not None:
        # C7 with exactly one floater f (C5), the next scoregroup standing
        # outside the graph: a matching's sum over its pairs is a constant
        # plus f's own value (every other player of the bracket is paired)
        fields.append(("C7 pairs", {c: 2 - a.gain - b.gain for a, b, c in inb}, {}))
        cost = superincreasing(spread((p, p.score) for p in bracket), lowest=1)
        bounds["C7 PSD"] = sum(cost[p.score] * p.size for p in bracket)
        # an f who cannot be paired there costs what the full graph's
        # credit for a player paired in the next bracket is worth
        fields.append(("C7 PSD", {c: (0 if a.reachable else cost[a.score])
                                  + (0 if b.reachable else cost[b.score]) for a, b, c in inb}, {}))
    elif not special and n > nc:
        # C7: pairs, then PSD, of the following bracket
        if next_is_last:
            # the following bracket is the last one: its pairs, counted
            # together with the bracket's own (fixed by C5), and whether
            # the bye can go to an eligible player (C2)
            fields.append(("C7 pairs", *_split(
                {c: 1 + (not a.eligible) + (not b.eligible) for a, b, c in pairs}, nxt)))
        else:
            fields.append(("C7 pairs", {}, {c: 1 for _, _, c in nxt}))
        # The following bracket is one scoregroup (score r'), so its PSD
        # only depends on which of this bracket's players end up in it and
        # get paired there: each one paired turns an element f - r' + 1 into
        # f - r' and an unpaired resident (1) at most, so pairing more of
        # them, the higher scores first, lowers the PSD.  Every player of the
        # bracket who is paired (in this bracket or the next) is credited
        # with a cost superincreasing in his score; those paired in the
        # bracket are fixed by C5/C6 already.
        cost = superincreasing(spread((p, p.score) for p in bracket), lowest=1)
        bounds["C7 PSD"] = sum(cost[p.score] * p.size for p in bracket)
        fields.append(("C7 PSD", {c: cost[a.score] + cost[b.score] for a, b, c in inb},
                       {c: cost[a.score] if a.inside else 0 for a, b, c in nxt}))

    # C8-C11: colours, judged on the colours section E will give
    shares: dict[tuple[int, Colour], tuple[int, int, int, int]] = {}

    def share(k: int, colour: Colour) -> tuple[int, int, int, int]:
        if (k, colour) not in shares:
            shares[(k, colour)] = player_faults(profiles[k].player, colour)
        return shares[(k, colour)]
    faults = {}
    for a, b, c in inb:
        colour = allocate(a.player, b.player, initial)[0]
        fa, fb = share(c // count, colour), share(c % count, colour.opposite)
        faults[c] = (fa[0] + fb[0], fa[1] + fb[1], fa[2] + fb[2], fa[3] + fb[3])
    for k, name in enumerate(("C8", "C9", "C10", "C11")):
        fields.append((name, {c: -f[k] for c, f in faults.items()}, {}))

    # C12-C15: repeated floats
    for back, (down_name, up_name) in ((1, ("C12", "C13")), (2, ("C14", "C15"))):
        down = "down1" if back == 1 else "down2"
        up = "up1" if back == 1 else "up2"
        fields.append((down_name, {c: getattr(b, down) + (getattr(a, down) and a.score == b.score)
                                   for a, b, c in inb}, {}))
        # each pair credits distinct players who had that downfloat
        bounds[down_name] = 2 * sum(p.size for p in bracket if getattr(p, down))
        fields.append((up_name, {c: -(a.score > b.score and getattr(b, up)) for a, b, c in inb},
                       {}))

    # C16-C19: score differences of the repeated floats
    for back, (down_name, up_name) in ((1, ("C16", "C17")), (2, ("C18", "C19"))):
        down = "down1" if back == 1 else "down2"
        up = "up1" if back == 1 else "up2"
        sds = {}
        for a, b, c in inb:
            if getattr(a, down) and a.score > b.score:
                sds.setdefault(a.score - b.score, set()).add(c // count)
        cost = superincreasing(with_pairs(
            spread((p, p.fsd) for p in bracket if getattr(p, down)), sds, nc))
        values = {}
        for a, b, c in inb:
            value = cost[b.fsd] if getattr(b, down) else 0
            if getattr(a, down):
                value += cost[a.fsd]
                if a.score > b.score:
                    value -= cost[a.score - b.score]
            values[c] = value
        fields.append((down_name, values, {}))
        bounds[down_name] = sum(cost[p.fsd] * p.size for p in bracket if getattr(p, down))
        # upfloaters: each pair of such an SD has its own lower player
        sds = {}
        for a, b, c in inb:
            if getattr(b, up) and a.score > b.score:
                sds.setdefault(a.score - b.score, set()).add(c % count)
        cost = superincreasing(with_pairs({}, sds, nc // 2))
        fields.append((up_name, {c: -cost[a.score - b.score] if getattr(b, up) and
                                 a.score > b.score else 0 for a, b, c in inb}, {}))

    packed, result = _pack(fields, profiles, count, nc, n, room_bits, bounds)
    result.quality = {e: packed[c] for e, c in zip(edges, codes) if c in packed}
    result.by_profiles = packed
    result.profile_of = of
    result.profile_count = count
    return result


def _split(values: dict[int, int], outside: list) -> tuple[dict[int, int], dict[int, int]]:
    """One valuation of every pair, split into the pairs inside and the others."""
    others = {c for _, _, c in outside}
    return ({c: v for c, v in values.items() if c not in others},
            {c: v for c, v in values.items() if c in others})


def _pack(fields, profiles: list[Profile], count: int, nc: int, n: int, room_bits: int,
          bounds: dict[str, int]) -> tuple[dict[int, int], BracketWeights]:
    """Shift, size and lay out the fields; the packed weight of every pair of
    profiles whose weight is not zero."""
    kept: list[tuple[str, dict[int, int], int]] = []
    for name, inside, outside in fields:
        if name not in _UNSHIFTED:
            inside = _shifted(inside)
            outside = _shifted(outside)
        values = {**inside, **outside}
        if not any(values.values()):
            continue
        # bound on the field's total over a matching: the sum of the largest
        # per-player maxima over at most n/2 edges (a player's maximum taken
        # over every pair of his profile)
        domain = nc if name not in _OUTSIDE else n
        best = [0] * count
        for c, v in values.items():
            a, b = divmod(c, count)
            if v > best[a]:
                best[a] = v
            if v > best[b]:
                best[b] = v
        take = domain // 2
        bound = 0
        for k in sorted(range(count), key=lambda k: -best[k]):
            if take <= 0 or not best[k]:
                break
            members = profiles[k].size if name in _OUTSIDE or profiles[k].inside else 0
            used = min(take, members)
            bound += used * best[k]
            take -= used
        if name in bounds:
            bound = min(bound, bounds[name])
        kept.append((name, values, _bits(bound)))
    result = _layout(kept, room_bits)
    packed: dict[int, int] = {}
    for name, values, width in kept:
        offset = result.offsets[name][0]
        for c, v in values.items():
            if v:
                packed[c] = packed.get(c, 0) + (v << offset)
    return {c: q for c, q in packed.items() if q > 0}, result


def _shifted(values: dict[int, int]) -> dict[int, int]:
    if not values:
        return values
    low = min(values.values())
    return {c: v - low for c, v in values.items()} if low else values


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
