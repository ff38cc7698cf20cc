"""Pairing one bracket (sections B and D); the round itself is in :mod:`.rounds`.

The best candidate of a bracket (B.4/B.8) is found with a maximum weight
matching whose weights encode C5-C19 (see :mod:`.weights`).  Among the
candidates that are equally good on every quality criterion, B.8 wants the one
generated first by the sequence of B.6/B.7 and D.1-D.3.  It is found by
fixing the candidate piece by piece, in the order in which the sequence
varies it, each time asking the matcher (through small extra weights below
all quality criteria) whether a choice earlier in the sequence is still
optimal:

1. which MDPs are paired (D.3: highest-ranked MDPs of each score first);
2. their opponents, MDP by MDP (D.1 on the first M1 places of S2);
3. in the remainder, the exchange (D.2: fewest exchanged players, then the
   smallest difference of BSN sums, then moving the highest BSNs out of S1,
   then moving the lowest BSNs into S1);
4. the opponents of the new S1, player by player, lowest BSN first (D.1):
   through the LP duals of the best matching (:mod:`.tight`) when they can
   be had per profile, which leaves only unweighted choices; else with the
   matcher, like the MDPs' opponents.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import Colour

from .packing import allowed_edges
from .matching import WEIGHT_BITS, BracketGraph
from .outlook import floaters_needed, single_floater_outlook
from .perfect import first_perfect, first_perfect_floating, first_perfect_last_mdp
from .tight import TightPairing, profile_duals
from .players import DutchPlayer


#: D.1: how many candidates a chooser ranks when he is not the first of his
#: group (the first possible opponent is usually among the first few)
WINDOW = 15
#: stand in for the next scoregroup when at most one player floats (see
#: .outlook); False puts it in the graph always (tests compare the two)
STAND_IN = True
#: the last bracket with one MDP: its first perfect candidate without the
#: matcher (:func:`.perfect.first_perfect_last_mdp`); False: always the
#: matcher (tests compare the two)
PERFECT_MDP = True
#: D.2.a by swapping pairs of the best matching (see ``across_by_swaps``);
#: False: always the matcher (tests compare the two)
SWAP_ACROSS = True


@dataclass
class BracketResult:
    pairs: list[tuple[DutchPlayer, DutchPlayer]] = field(default_factory=list)
    floaters: list[DutchPlayer] = field(default_factory=list)
    solves: int = 0
    truncated: list[str] = field(default_factory=list)


def _bits(value: int) -> int:
    return max(1, int(value).bit_length())


def pair_bracket(players: list[DutchPlayer], bracket_size: int, mdps: int,
                 special: bool, next_is_last: bool, initial: Colour,
                 forbidden: set[frozenset[int]], criteria) -> BracketResult:
    """Pair the bracket ``players[:bracket_size]`` (the first ``mdps`` of them
    moved down), with ``players[bracket_size:]`` the players that follow.

    ``criteria``: the edition's criteria, an object (module) with
    ``build(players, bracket_size, special, next_is_last, initial, forbidden,
    room_bits, edges=, outlook=)`` giving the packed weights, and
    ``leftover_ok(player)``: may an odd homogeneous last bracket leave this
    player over (for the bye) in a perfect candidate."""
    n = len(players)
    nc = bracket_size
    outlook = None
    if mdps == 0 and (not special or n == nc):
        floater_ok = None
        if (nc % 2 and not special and n > nc and STAND_IN
                and getattr(criteria, "floater_ok", None) is not None
                and all(p.score == players[0].score for p in players[:nc])):
            # one player floats (if a perfect candidate pairs all others, C5
            # is met); a perfect one gives him the best outlook (C7) there is
            outlook = single_floater_outlook(players[:nc], players[nc:], forbidden,
                                             last=next_is_last)
            best = max(zip(outlook.gain, outlook.reachable))
            place = {p.number: k for k, p in enumerate(players[:nc])}

            def floater_ok(p: DutchPlayer) -> bool:
                k = place[p.number]
                return (outlook.gain[k], outlook.reachable[k]) == best and criteria.floater_ok(p)
        if floater_ok is not None:
            pairs = first_perfect_floating(players[:nc], initial, forbidden, floater_ok)
        else:
            pairs = first_perfect(players[:nc], special, initial, forbidden,
                                  criteria.leftover_ok)
        if pairs is not None:
            paired_numbers = {p.number for pair in pairs for p in pair}
            return BracketResult(pairs=pairs,
                                 floaters=[p for p in players[:nc] if p.number not in paired_numbers])
    elif mdps == 1 and special and n == nc and PERFECT_MDP:
        pairs = first_perfect_last_mdp(players, initial, forbidden, criteria.leftover_ok)
        if pairs is not None:
            paired_numbers = {p.number for pair in pairs for p in pair}
            return BracketResult(pairs=pairs,
                                 floaters=[p for p in players if p.number not in paired_numbers])
    # B.2/B.3: MDPs meet residents only; the special brackets keep every
    # allowed pair (their completion, A.9, was tested with all of them)
    edges = allowed_edges(players[:nc], forbidden, 0 if special else mdps)
    known, outlook = outlook, None
    if not special and n > nc and STAND_IN:
        # C5 fixes the number of floaters; with none C7 is moot, with one it
        # is a value of the floater alone (see .outlook)
        floats = floaters_needed(edges, nc)
        if floats == 1:
            outlook = known or single_floater_outlook(players[:nc], players[nc:], forbidden,
                                                      last=next_is_last)
        if floats == 0 or outlook is not None:
            players = players[:nc]
            n = nc
    if n > nc:
        edges = allowed_edges(players, forbidden, 0 if special else mdps)
    bits_c = _bits(nc + 1)
    # room for the ordering fields (see the phases below), all under the
    # quality fields
    sel_bits = bits_c + 1  # choices are made among the bracket's players
    must_bits = _bits(mdps + 1)
    # D.2.a: pairs whose higher player is in the original S1R (at most nc/2);
    # D.2.b: sum over pairs of (remainder size - BSN) of the higher player
    half_c = nc // 2
    count_bits = _bits(half_c + 1)
    sum_bits = _bits(half_c * nc + 1)
    room = max(must_bits, count_bits + sum_bits) + sel_bits
    w = criteria.build(players, nc, special, next_is_last, initial, forbidden, room,
                             edges=edges, outlook=outlook)
    # every bit under the quality fields is room for the ordering fields
    # (fixed for the bracket, so weights never need rescaling)
    room = WEIGHT_BITS - sum(width for _, width in w.widths)
    s = BracketGraph(w.quality, room, n)
    residents = list(range(mdps, nc))
    result = BracketResult(truncated=list(w.truncated))
    if mdps:
        s.solve()

    def fix(u: int, v: int, graph: bool = True) -> None:
        result.pairs.append((players[u], players[v]) if u < v else (players[v], players[u]))
        if graph:
            s.remove_vertex(u)
            s.remove_vertex(v)
        paired.add(u)
        paired.add(v)

    paired: set[int] = set()
    sel_shift = 0  # the lowest bits: D.2.d's and D.3's choice
    must_shift = sel_shift + sel_bits

    def choose_in_order(choosers, candidates_of, base_bits: int, base: int) -> None:
        """D.1: each chooser in turn gets the first candidate that still
        allows a best pairing.  Several choosers are decided by one matching:
        chooser i of a group gets its preference in its own bit field,
        earlier choosers in higher fields, so the heaviest matching is the
        lexicographically first choice.  The first chooser of a group ranks
        the candidates up to his current partner (who is possible, so the
        group always decides him); the others rank only their first
        ``WINDOW`` candidates, and one who gets none of them has none of them
        possible: those edges go, the group's decisions stop there and he
        heads the next group.  A chooser whose current partner is his first
        candidate needs no matching at all.  ``base`` (in the ``base_bits``
        above the fields) stays on every chooser's edges."""
        avail = max(_bits(nc + 1), room - base_bits)
        top = avail
        s.clear_extra()
        if base:
            s.set_extras({(x, v): base << top for x in choosers for v in candidates_of(x)})
        k = 0
        while k < len(choosers):
            u = choosers[k]
            candidates = candidates_of(u)
            if s.mates.get(u) == candidates[0]:
                fix(u, candidates[0])
                k += 1
                continue
            mate = s.mates.get(u)
            first = candidates[:candidates.index(mate) + 1] if mate in candidates else candidates
            group: list[tuple[int, list[int], int]] = [(u, first, _bits(len(first)))]
            used = group[0][2]
            for x in choosers[k + 1:]:
                window = candidates_of(x)[:WINDOW]
                width = _bits(len(window))
                if used + width > avail:
                    break
                group.append((x, window, width))
                used += width
            shift = used
            ranks = {}
            for x, window, width in group:
                shift -= width
                for p, v in enumerate(window):
                    ranks[(x, v)] = (base << top) + ((len(window) - p) << shift)
            s.set_extras(ranks)
            s.solve()
            for x, window, _width in group:
                if s.mates.get(x) not in window:
                    # none of his window is possible after the choices before him
                    s.delete_many([(x, v) for v in window])
                    s.set_extras({(y, v): base << top for y, w, _ in group for v in w
                                  if y not in paired and s.live(y, v)})
                    break
                fix(x, s.mates[x])
                k += 1

    def prune_unusable(group: list[int]) -> None:
        """Every best pairing has the same total on every criterion.  So when
        the current best matching gives each of its pairs inside ``group``
        the best value an edge can have on an in-bracket criterion, every
        best pairing does, and edges with less on it can go: they are in no
        best pairing.  (Fewer edges, and D.1 first choices hold more often.)"""
        members = set(group)
        keys = [(u, v) for u in group for v in s.adjacent[u] if v in members and u < v]
        pairs = [(u, v) for u, v in s.mates.items() if u < v and u in members and v in members]
        if not keys or not pairs:
            return
        # the weights are those of the profiles of the two players
        of, count = w.profile_of, w.profile_count  # w.code, unrolled
        code = {k: of[k[0]] * count + of[k[1]] for k in keys}
        present = set(code.values())
        paired_codes = {code[p] for p in pairs}
        for name, (offset, width) in w.offsets.items():
            if name in w.outside:
                continue
            mask = (1 << width) - 1
            values = {c: (w.by_profiles.get(c, 0) >> offset) & mask for c in present}
            top = max(values.values())
            if all(values[c] == top for c in paired_codes):
                present = {c for c in present if values[c] == top}
        s.delete_many([k for k in keys if code[k] not in present])

    # 1. D.3: which MDPs are paired in the bracket
    chosen: list[int] = []
    if mdps:
        def in_bracket(v: int) -> bool:
            m = s.mates.get(v)
            return m is not None and mdps <= m < nc

        start = 0
        while start < mdps:
            level = players[start].score
            group = [k for k in range(start, mdps) if players[k].score == level]
            start = group[-1] + 1
            remaining = len(group)
            remaining_matched = sum(1 for k in group if in_bracket(k))
            for k in group:
                if remaining_matched == 0:
                    break
                if remaining > remaining_matched:
                    remaining -= 1
                    if not in_bracket(k):
                        for r in residents:
                            s.set_extra(k, r, 1 << sel_shift)
                        s.solve()
                        for r in residents:
                            s.set_extra(k, r, 0)
                    if not in_bracket(k):
                        continue
                else:
                    remaining -= 1
                chosen.append(k)
                remaining_matched -= 1
                for r in residents:
                    s.set_extra(k, r, 1 << must_shift)
        chosen_set = set(chosen)
        for k in range(mdps):
            if k not in chosen_set:
                for r in residents:
                    s.delete(k, r)
        # 2. D.1 on the MDP-pairing: opponents of the chosen MDPs, in order
        # the "must be paired" bonus of the chosen MDPs stays above the
        # choice fields
        choose_in_order(chosen, lambda k: [r for r in residents
                                           if r not in paired and s.live(k, r)],
                        _bits(len(chosen) + 1), 1)
        s.clear_extra()

    # 3. D.2: the exchange in the remainder
    rem = [r for r in residents if r not in paired]
    pos_r = {v: p for p, v in enumerate(rem)}

    def higher(v: int) -> bool:
        m = s.mates.get(v)
        return m is not None and m in pos_r and pos_r[m] > pos_r[v]

    if not mdps:
        s.solve()
    pairs_r = sum(1 for v in rem if higher(v))
    if pairs_r:
        s1 = rem[:pairs_r]
        s2 = rem[pairs_r:]
        s1_set = set(s1)
        sum_shift = sel_shift + sel_bits
        count_shift = sum_shift + sum_bits

        def exchange_weight(u: int) -> int:
            return ((u in s1_set) << count_shift) + ((len(rem) - pos_r[u]) << sum_shift)

        def high_total() -> int:
            """The matching's value on everything above the choice field:
            quality, then D.2.a and D.2.b."""
            return sum(s.weight_of(a, b) >> sum_shift for a, b in s.mates.items() if a < b)

        def across_by_swaps(s1: list[int], s2: list[int]) -> dict[int, int] | None:
            """D.2.a without a matching, when the current best matching pairs
            every S1R player inside the remainder: each pair inside S1R
            is swapped with a pair inside S2R, (a, b) and (c, d) becoming
            (a, c) and (b, d) or (a, d) and (b, c), when both new pairs are
            allowed and their quality sums to the old pairs'.  The result
            pairs every S1R player across S1R x S2R, the other pairs and the
            unpaired players unchanged, with the best quality; None
            when the swaps do not get there (the matcher decides)."""
            mates = dict(s.mates)
            if any(mates.get(u) not in pos_r for u in s1):
                return None
            s2_set = set(s2)
            inner1 = [(u, mates[u]) for u in s1 if mates[u] in s1_set and u < mates[u]]
            inner2 = [(u, mates[u]) for u in s2 if mates.get(u) in s2_set and u < mates[u]]
            quality = s.quality
            for a, b in inner1:
                for k, (c, d) in enumerate(inner2):
                    old = quality[(a, b)] + quality[(c, d)]
                    for x, y, z, t in ((a, c, b, d), (a, d, b, c)):
                        one = quality.get((x, y))
                        two = quality.get((z, t))
                        if one is not None and two is not None and one + two == old:
                            mates[x], mates[y], mates[z], mates[t] = y, x, t, z
                            break
                    else:
                        continue
                    del inner2[k]
                    break
                else:
                    return None
            return mates

        exchanges = 0
        across_only = False  # only the pairs across S1R x S2R are left in rem
        if any(not higher(u) for u in s1):
            # D.2.a: is a best pairing possible without an exchange, i.e.
            # with the remainder paired across S1R and S2R only?  (C5 fixes
            # the number of pairs of the remainder, so such a pairing makes
            # every S1R player the higher of a pair.)
            best_quality = s.quality_total()
            swapped = across_by_swaps(s1, s2) if SWAP_ACROSS else None
            # the pairs inside S1R and inside S2R go (S1R comes first in rem)
            across = s.delete_many([(u, v) for half in (s1, s2)
                                    for k, u in enumerate(half) for v in half[k + 1:]])
            across_only = True
            if swapped is not None:
                # a best pairing across S1R x S2R is known: the matching below
                # would find one of the same quality (it cannot do better)
                s.mates = swapped
            else:
                s.solve()
            if s.quality_total() != best_quality:
                s.restore([(key, w.quality[key], 0) for key in across])
                across_only = False
                s.set_extras({(u, v): exchange_weight(u)
                              for u in rem for v in rem[pos_r[u] + 1:]})
                s.solve()
                best = high_total()
                exchanges = sum(1 for u in s1 if not higher(u))
        # D.2.c: move out of S1 the highest BSNs that can be moved
        todo = exchanges
        for u in reversed(s1):
            if not todo:
                break
            if higher(u):
                before = dict(s.mates)
                saved = s.take_edges([(u, v) for v in rem[pos_r[u] + 1:]])
                s.solve()
                if high_total() != best:
                    s.restore(saved)
                    s.mates = before
            if not higher(u):
                todo -= 1
                for v in rem[pos_r[u] + 1:]:
                    s.delete(u, v)
        # D.2.d: move into S1 the lowest BSNs that can be moved
        todo = exchanges
        for q in s2:
            if todo <= 1:
                break
            already = higher(q)
            if not already:
                for v in rem[pos_r[q] + 1:]:
                    if s.live(q, v):
                        s.set_extra(q, v, exchange_weight(q) + (1 << sel_shift))
                s.solve()
                for v in rem[pos_r[q] + 1:]:
                    if s.live(q, v):
                        s.set_extra(q, v, exchange_weight(q))
            if higher(q):
                todo -= 1
                for v in rem[:pos_r[q]]:
                    s.delete(v, q)
                # q stays in S1: a bonus twice the next candidate's, so that
                # no later choice can take q out (to float) in its favour
                for v in rem[pos_r[q] + 1:]:
                    if s.live(q, v):
                        s.set_extra(q, v, exchange_weight(q) + (2 << sel_shift))
        new_s1 = [u for u in rem if higher(u)]
        new_s1_set = set(new_s1)
        if not across_only:
            # (else new_s1 is S1R, and those pairs are gone already)
            doomed: list[tuple[int, int]] = []
            for a_pos, u in enumerate(rem):
                for v in rem[a_pos + 1:]:
                    if u not in new_s1_set or v in new_s1_set:
                        doomed.append((u, v))
            s.delete_many(doomed)
        s.clear_extra()
        # 4. D.1: opponents of the new S1, in order, lowest BSN first
        if 2 * len(new_s1) == len(rem):
            # nobody of the remainder floats: the players below cannot
            # change which of these pairs is chosen any more
            for v in range(nc, n):
                s.remove_vertex(v)
        else:
            # the remainder has exactly len(new_s1) pairs (C5) and its only
            # edges left go from the new S1 to later players, so every best
            # pairing pairs each new S1 player in the remainder: his edges to
            # the players below are in no best pairing
            s.delete_many([(u, v) for u in new_s1 for v in range(nc, n)])
        prune_unusable(rem)
        second = [v for v in rem if v not in new_s1_set]
        if not any(s.adjacent[v] for v in range(nc) if v not in pos_r) \
                and not any(s.adjacent[v] for v in range(nc, n)):
            # only the remainder's pairs are left: D.1 needs only the fields
            # that still vary, and the bits freed take more choosers per matching
            quality, bits = w.repack(list(s.quality), len(new_s1))
            room = WEIGHT_BITS - bits
            s.set_quality(quality, room)
            if all(s.mates.get(u) in pos_r for u in new_s1):
                def weight(u: int, v: int) -> int:
                    return s.quality[(u, v)]
                duals = profile_duals(new_s1, second, s.adjacent, weight, w.profile_of, s.mates)
                if duals is not None:
                    # the best pairings are the tight graph's (see .tight)
                    tight = TightPairing(new_s1, second, s.adjacent, weight, duals, s.mates)
                    # every new S1 player is paired here and the graph is
                    # not asked again: it need not follow
                    for u in new_s1:
                        fix(u, tight.choose(u), graph=False)
        # a new S1 player's edges now go to the later players he may still meet
        choose_in_order([u for u in new_s1 if u not in paired],
                        lambda u: sorted(s.adjacent[u]), 0, 0)

    result.floaters = [players[v] for v in range(nc) if v not in paired]
    result.solves = s.solves
    return result
