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
    outside: tuple = ()  # fields valued on the edges to the following players too
    unshifted: tuple = ()  # fields kept as they are (completion, pairs first)

    def code(self, i: int, j: int) -> int:
        return self.profile_of[i] * self.profile_count + self.profile_of[j]

    def repack(self, edges, pairs: int) -> tuple[dict[tuple[int, int], int], int]:
        """The weights of ``edges`` (all inside the bracket, of which every best
        matching has the same number, at most ``pairs``) with each field
        shifted to start at zero over them, fields that became constant
        dropped and each field as wide as these edges need: the same order of
        the matchings in fewer bits.  Returns the weights and their bits."""
        of, count = self.profile_of, self.profile_count  # self.code, unrolled
        codes = {e: of[e[0]] * count + of[e[1]] for e in edges}
        present = set(codes.values())
        vertices = {v for e in edges for v in e}
        fields = []
        for name, (offset, width) in sorted(self.offsets.items(), key=lambda f: -f[1][0]):
            mask = (1 << width) - 1
            values = {c: (self.by_profiles.get(c, 0) >> offset) & mask for c in present}
            if name not in self.unshifted[:2]:
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
    near: bool = True  # in the bracket or the next scoregroup (not further down)


def _profiles(players: list[DutchPlayer], nc: int,
              outlook: Outlook | None, keep_unplayed: bool = False,
              near: int | None = None) -> tuple[list[Profile], list[int]]:
    base = players[nc - 1].score - POINT  # A.8: one point below the lowest in the bracket
    profiles: list[Profile] = []
    index: dict[tuple, int] = {}
    of: list[int] = []
    for k, p in enumerate(players):
        gain = outlook is not None and k < nc and outlook.gain[k]
        reachable = outlook is not None and k < nc and outlook.reachable[k]
        key = (k < nc, p.score, p.bye_eligible, p.float1, p.float2, p.preference, p.strength,
               p.colour_difference, tuple(p.played), p.pairing_number % 2, gain, reachable,
               p.unplayed if keep_unplayed else 0, near is None or k < near,
               None if MERGE_PROFILES else k)
        number = index.get(key)
        if number is None:
            number = index[key] = len(profiles)
            profiles.append(Profile(
                player=p, inside=k < nc, score=p.score, fsd=p.score - base,
                eligible=p.bye_eligible, down1=p.float1 is Float.DOWN, up1=p.float1 is Float.UP,
                down2=p.float2 is Float.DOWN, up2=p.float2 is Float.UP,
                gain=gain, reachable=reachable, near=near is None or k < near))
        profiles[number].size += 1
        of.append(number)
    return profiles, of


class Graph:
    """The profiles of a bracket graph and its pairs of profiles, split into
    the pairs inside the bracket and those with a following player: what an
    edition's criteria (``dutch2016.weights``, ``dutch2026.criteria``) value."""

    def __init__(self, players: list[DutchPlayer], nc: int, forbidden: set[frozenset[int]],
                 edges: list[tuple[int, int]] | None, outlook: Outlook | None,
                 keep_unplayed: bool = False, near: int | None = None):
        self.n = len(players)
        self.nc = nc
        self.edges = allowed_edges(players, forbidden) if edges is None else edges
        self.outlook = outlook is not None
        # ``near``: the first ``near`` players are the bracket and the next
        # scoregroup; the others (when given) are in the graph for completion only
        self.profiles, self.of = _profiles(players, nc, outlook, keep_unplayed, near)
        self.count = count = len(self.profiles)
        of = self.of
        self.codes = [of[i] * count + of[j] for i, j in self.edges]
        profiles = self.profiles
        self.pairs = [(profiles[c // count], profiles[c % count], c) for c in set(self.codes)]
        self.inb = [(a, b, c) for a, b, c in self.pairs if b.inside]
        self.nxt = [(a, b, c) for a, b, c in self.pairs if not b.inside]
        self.bracket = [p for p in profiles if p.inside]
        # each field: (name, {code: value} on the pairs inside, {code: value} on the others)
        self.fields: list[tuple[str, dict[int, int], dict[int, int]]] = []
        self.bounds: dict[str, int] = {}  # better bounds on a field's total, where known

    def spread(self, values) -> dict[int, int]:
        """How many players of the bracket have each value (with multiplicity)."""
        counts: dict[int, int] = {}
        for p, value in values:
            counts[value] = counts.get(value, 0) + p.size
        return counts

    def with_pairs(self, counts: dict[int, int], sds: dict[int, set[int]],
                   limit: int) -> dict[int, int]:
        """``counts`` plus, for each SD value, the players who can be in a
        pair of that SD (each profile counted with its size), at most ``limit``."""
        for value, who in sds.items():
            counts[value] = min(limit, counts.get(value, 0)
                                + sum(self.profiles[k].size for k in who))
        return counts

    def add(self, name: str, inside: dict[int, int], outside: dict[int, int] | None = None,
            bound: int | None = None) -> None:
        self.fields.append((name, inside, outside or {}))
        if bound is not None:
            self.bounds[name] = bound

    def add_split(self, name: str, values: dict[int, int]) -> None:
        """One valuation of every pair, split into the pairs inside and the others."""
        self.fields.append((name, *_split(values, self.nxt)))

    def add_colours(self, names: tuple[str, str, str, str], initial: Colour) -> None:
        """The four colour criteria (2016 C8-C11, 2026 C10-C13), judged on the
        colours the allocation rules (2016 E, 2026 5.2) will give."""
        profiles = self.profiles
        count = self.count
        shares: dict[tuple[int, Colour], tuple[int, int, int, int]] = {}

        def share(k: int, colour: Colour) -> tuple[int, int, int, int]:
            if (k, colour) not in shares:
                shares[(k, colour)] = player_faults(profiles[k].player, colour)
            return shares[(k, colour)]
        faults = {}
        for a, b, c in self.inb:
            colour = allocate(a.player, b.player, initial)[0]
            fa, fb = share(c // count, colour), share(c % count, colour.opposite)
            faults[c] = (fa[0] + fb[0], fa[1] + fb[1], fa[2] + fb[2], fa[3] + fb[3])
        for k, name in enumerate(names):
            self.add(name, {c: -f[k] for c, f in faults.items()})

    def add_following(self, pairs_name: str, scores_name: str, next_is_last: bool) -> None:
        """What the downfloaters do to the following bracket (2016 C7, 2026
        C8): its pairs, then which of this bracket's players get paired there.

        With one floater and the next scoregroup standing outside the graph
        (:mod:`.outlook`), a matching's sum over its pairs is a constant plus
        the floater's own value (every other player of the bracket is paired).
        Otherwise the following players are in the graph.  The following
        bracket is one scoregroup, so which of this bracket's players end up
        in it and get paired there decides it: every player of the bracket
        who is paired (in this bracket or the next) is credited with a cost
        superincreasing in his score; those paired in the bracket are fixed
        by the criteria above already."""
        inb, bracket = self.inb, self.bracket
        nxt = [(a, b, c) for a, b, c in self.nxt if a.near and b.near]
        cost = superincreasing(self.spread((p, p.score) for p in bracket), lowest=1)
        bound = sum(cost[p.score] * p.size for p in bracket)
        if self.outlook:
            self.add(pairs_name, {c: 2 - a.gain - b.gain for a, b, c in inb})
            # an f who cannot be paired there costs what the full graph's
            # credit for a player paired in the next bracket is worth
            self.add(scores_name, {c: (0 if a.reachable else cost[a.score])
                                   + (0 if b.reachable else cost[b.score])
                                   for a, b, c in inb}, bound=bound)
            return
        if next_is_last:
            # the following bracket is the last one: its pairs, counted
            # together with the bracket's own (fixed above), and whether
            # the bye can go to an eligible player (C2)
            self.add_split(pairs_name, {c: 1 + (not a.eligible) + (not b.eligible)
                                        for a, b, c in self.pairs})
        else:
            self.add(pairs_name, {}, {c: 1 for _, _, c in nxt})
        self.add(scores_name, {c: cost[a.score] + cost[b.score] for a, b, c in inb},
                 {c: cost[a.score] if a.inside else 0 for a, b, c in nxt}, bound=bound)

    def add_float_counts(self, back: int, down_name: str, up_name: str) -> None:
        """Repeated floats of ``back`` rounds before: the players of the
        bracket who float down again (an MDP, paired or not, receives a
        downfloat, so only residents can avoid one), then the lower players
        of pairs of different scores who float up again."""
        down = "down1" if back == 1 else "down2"
        up = "up1" if back == 1 else "up2"
        self.add(down_name, {c: getattr(b, down) + (getattr(a, down) and a.score == b.score)
                             for a, b, c in self.inb},
                 # each pair credits distinct players who had that downfloat
                 bound=2 * sum(p.size for p in self.bracket if getattr(p, down)))
        self.add(up_name, {c: -(a.score > b.score and getattr(b, up)) for a, b, c in self.inb})

    def add_upfloat_differences(self, back: int, name: str) -> None:
        """The score differences of the pairs whose lower player floats up
        again (``back`` rounds before), largest first: each such pair has
        its own lower player."""
        up = "up1" if back == 1 else "up2"
        count = self.count
        sds: dict[int, set[int]] = {}
        for a, b, c in self.inb:
            if getattr(b, up) and a.score > b.score:
                sds.setdefault(a.score - b.score, set()).add(c % count)
        cost = superincreasing(self.with_pairs({}, sds, self.nc // 2))
        self.add(name, {c: -cost[a.score - b.score] if getattr(b, up) and a.score > b.score
                        else 0 for a, b, c in self.inb})

    def pack(self, room_bits: int, outside: tuple[str, ...],
             unshifted: tuple[str, ...]) -> BracketWeights:
        """Lay the fields out (``outside``: the fields valued on the edges to
        the following players too; ``unshifted``: the fields kept as they are,
        the completion and pairs fields first; the others are shifted so that
        the smallest value of each edge class is zero)."""
        packed, result = _pack(self.fields, self.profiles, self.count, self.nc, self.n,
                               room_bits, self.bounds, outside, unshifted)
        result.quality = {e: packed[c] for e, c in zip(self.edges, self.codes) if c in packed}
        result.by_profiles = packed
        result.profile_of = self.of
        result.profile_count = self.count
        result.outside = outside
        result.unshifted = unshifted
        return result


def _split(values: dict[int, int], outside: list) -> tuple[dict[int, int], dict[int, int]]:
    """One valuation of every pair, split into the pairs inside and the others."""
    others = {c for _, _, c in outside}
    return ({c: v for c, v in values.items() if c not in others},
            {c: v for c, v in values.items() if c in others})


def _pack(fields, profiles: list[Profile], count: int, nc: int, n: int, room_bits: int,
          bounds: dict[str, int], outside_names: tuple[str, ...],
          unshifted: tuple[str, ...]) -> tuple[dict[int, int], BracketWeights]:
    """Shift, size and lay out the fields; the packed weight of every pair of
    profiles whose weight is not zero."""
    kept: list[tuple[str, dict[int, int], int]] = []
    for name, inside, outside in fields:
        if name not in unshifted:
            inside = _shifted(inside)
            outside = _shifted(outside)
        values = {**inside, **outside}
        if not any(values.values()):
            continue
        # bound on the field's total over a matching: the sum of the largest
        # per-player maxima over at most n/2 edges (a player's maximum taken
        # over every pair of his profile)
        domain = nc if name not in outside_names else n
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
            members = profiles[k].size if name in outside_names or profiles[k].inside else 0
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
