"""Pairing one score-group: floaters (2.3, section 3) and pairings (2.4, section 4).

How a group is paired:

1. Its players are the residents (players with the group's score) and the
   floaters sent to it.  A maximum matching tells how many pairings the group
   can yield; everyone else must float (2.3 a-d, 3.1: "a compatible opponent
   cannot be found ... in spite of exchanges").  The median group must pair
   everybody, else it is blocked (2.6, handled by the caller).
2. The floaters are chosen one by one, each time the first player, in the
   order below, whose leaving still lets the group yield as many pairings:
   type of floater (3.9: avoid a, then b, then c), then 3.10 (not one who
   floated in the previous round), then 3.2 (one due the colour more players
   are due, so the rest tends to equal numbers due white and black; with the
   Maxi rule, unless his rating differs by more than 100 from the lowest
   numbered candidate), then 3.2/3.3 (the lowest numbered when pairing
   downward, the highest numbered when pairing upward).
3. The floaters who came into the group are paired first (3.6, 3.7; in the
   median group the down-floaters, then the up-floaters, 3.6.3), each with
   the first available player in pairing order due the other colour (3.8).
   Then the remaining players are arranged in pairing order and paired by
   the exchange rules (2.4, section 4), with the colour scrutiny of 5.2.

Decisions (also in docs/systems/lim.md):

* 3.9 types: a floater who came into this group and floats on is of type a
  or b, a resident of type c or d; "compatible opponent in the adjacent
  score-group" means a compatible resident of the next group in the pairing
  direction (the median's residents for the groups next to it), "after
  excluding the opponents of other floaters who have higher scores or higher
  pairing numbers" (3.3; lower ones when floating upward, 3.4): the floaters
  already chosen who will be paired before him there (3.6/3.7), each taking
  the opponent 3.8 gives him.
* 3.2 with several floaters: the colour count is redone after each choice.
* 3.6-3.8 versus 2.4: the incoming floaters are paired first, each offered
  the players of the group from the top of the pairing order (3.8); the
  players left are then arranged by pairing number as 2.4 says.
* 5.2 (second scrutiny): it is merged into the first.  Among the opponents
  offered in exchange order, the first one who leaves both players their due
  colour and still lets the others be paired is taken; if there is none,
  the first compatible one.  With the Maxi rule (3.8, 5.7) an opponent may be
  preferred for colours only if his rating is within 100 points of the
  opponent the exchange order gives first.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field

from arbiter_app.engine.systems.lim1999.cards import Context
from arbiter_app.engine.systems.lim1999.colours import BLACK, WHITE
from arbiter_app.engine.systems.lim1999.matching import Matcher
from arbiter_app.engine.systems.lim1999.scrutiny import (exchange_order, proposed_pairings,
                                                         scrutinise)
from arbiter_app.engine.texts import N_

DOWN, UP = "down", "up"
TYPE_A, TYPE_B, TYPE_C, TYPE_D = 3, 2, 1, 0


@dataclass
class Paired:
    first: int  # the player scrutinised
    second: int
    how: str


@dataclass
class GroupResult:
    pairs: list[Paired] = field(default_factory=list)
    # players leaving the group, in the order chosen, with the reason
    floaters: list[tuple[int, str]] = field(default_factory=list)


def colour_good(ctx: Context, a: int, b: int) -> bool:
    """5.2/3.8: the pair leaves both players their due colours."""
    da, db = ctx.cards[a].due, ctx.cards[b].due
    return da is None or db is None or da is not db


def pairing_key(direction: str):
    """Sort key of the pairing order: #1 first (4.1 a/b)."""
    return (lambda n: n) if direction == DOWN else (lambda n: -n)


def incoming_order(ctx: Context, downs: list[int], ups: list[int]) -> list[int]:
    """3.6/3.7: who of the incoming floaters is paired first.

    Down-floaters: highest score first, then the highest numbered (lowest
    pairing number).  Up-floaters: lowest score first, then the lowest
    numbered (highest pairing number) (3.7.2 says "highest" in its aside;
    read as the mirror of 3.6.2).  Down-floaters before up-floaters (3.6.3).
    """
    d = sorted(downs, key=lambda n: (-ctx.score(n), n))
    u = sorted(ups, key=lambda n: (ctx.score(n), -n))
    return d + u


def pair_group(ctx: Context, residents: list[int], downs: list[int], ups: list[int],
               direction: str, adjacent: list[int], median: bool) -> GroupResult | None:
    """Pair one score-group; ``None`` when the median group cannot be paired.

    ``adjacent``: the residents of the group its floaters go to, in the order
    they would be offered to a floater there (3.8)."""
    key = pairing_key(direction)
    incoming = incoming_order(ctx, downs, ups)
    incoming_set = set(incoming)
    downs_set, ups_set = set(downs), set(ups)
    everyone = incoming + sorted(residents, key=key)
    matcher = Matcher(everyone, ctx.compatible)
    matcher.greedy(sorted(everyone, key=lambda n: (ctx.cards[n].mask == 3,
                                                   -len(ctx.cards[n].opponents))))
    size = matcher.maximise()
    leftover = len(everyone) - 2 * size
    result = GroupResult()
    if leftover and median:
        return None
    floating: list[int] = []
    if leftover:
        floating = _choose_floaters(ctx, matcher, everyone, leftover, incoming_set, adjacent,
                                    direction, result)
    out = set(floating)
    order = [n for n in incoming if n not in out]
    order += [n for n in sorted(residents, key=key) if n not in out]
    if not order:
        return result

    def candidates(player: int, rest: list[int]) -> list[int]:
        if player in incoming_set:
            # 3.8: the group's own players from the top, then floaters of the
            # other kind, then of the same kind
            mine = downs_set if player in downs_set else ups_set
            base = ([n for n in rest if n not in incoming_set]
                    + [n for n in rest if n in incoming_set and n not in mine]
                    + [n for n in rest if n in mine and n != player])
        elif rest and rest[0] == player:
            base = exchange_order(rest)
        else:
            base = exchange_order([player] + [n for n in rest if n != player])
        good = [n for n in base if colour_good(ctx, player, n)]
        if ctx.maxi:
            first = next((n for n in base if ctx.compatible(player, n)), None)
            if first is not None:
                rating = ctx.cards[first].rating
                good = [n for n in good
                        if n == first or abs(ctx.cards[n].rating - rating) <= 100]
        chosen = set(good)
        return good + [n for n in base if n not in chosen]

    pairs = scrutinise(order, key, candidates, ctx.compatible, witness=matcher)
    floater_pairs = [p for p in pairs if p[0] in incoming_set]
    rest_start = sorted({n for p in pairs[len(floater_pairs):] for n in p}, key=key)
    proposed = {frozenset(p) for p in proposed_pairings(rest_start)}
    for a, b in pairs:
        if a in incoming_set:
            how = (N_("down-floater {player} paired first (3.6/3.7), opponent by 3.8")
                   if a in downs_set else
                   N_("up-floater {player} paired first (3.6/3.7), opponent by 3.8")).format(
                       player=a)
        elif frozenset((a, b)) in proposed:
            how = N_("proposed pairing (2.4)")
        else:
            how = N_("exchange (4.1-4.3, 5.2)")
        result.pairs.append(Paired(a, b, how))
    return result


def _choose_floaters(ctx: Context, matcher: Matcher, everyone: list[int], count: int,
                     incoming: set[int], adjacent: list[int], direction: str,
                     result: GroupResult) -> list[int]:
    """Choose ``count`` floaters (2.3, 3.2-3.5, 3.9, 3.10, 4.4).

    1. Players with no compatible opponent in the group float (2.3 a-c; an
       incoming floater: 3.5).
    2. If the others are odd in number, one floats to make them even
       (2.3.d), chosen by 3.9 type, 3.10, 3.2 colours, then the lowest
       numbered (3.2/3.3), with no look at later exchanges.  If the others
       cannot then yield the group's number of pairings, 4.4.a applies: the
       player who fails in the exchanges floats instead of him (among those
       whose leaving keeps the number of pairings: 3.9 type, then not one who
       floated in the previous round, 3.10, then the lowest numbered).
    3. Every further floater is one who finds no opponent in the exchanges
       (4.4), with, in an even group, the lowest numbered remaining player
       (4.4.b).  Exchanges keep the earlier players of the pairing order
       paired (4.1-4.4), so these floaters are, among those whose leaving
       keeps the number of pairings, the lowest numbered ones (after the
       3.9 type priority).
    """
    key = pairing_key(direction)
    position = {n: i for i, n in enumerate(sorted(everyone, key=key))}
    sign = -1 if direction == DOWN else 1
    chosen: list[int] = []

    def precedence(n: int) -> tuple:
        """3.6/3.7: who is paired first in the next group: the higher (lower)
        score, then the higher (lower) numbered player."""
        return (sign * ctx.score(n), position[n])

    def opponent_taken(n: int, claimed: set[int]) -> int | None:
        """3.8: the first player of the adjacent group offered to ``n`` due
        the other colour, else the first compatible one."""
        fallback = None
        for m in adjacent:
            if m in claimed or not ctx.compatible(n, m):
                continue
            if colour_good(ctx, n, m):
                return m
            if fallback is None:
                fallback = m
        return fallback

    claims: list[set[int]] = [set()]  # claims[k]: taken by the first k of ``ahead``
    ahead: list[tuple] = []  # precedence of the chosen floaters, in order

    def refresh_claims() -> None:
        ordered = sorted(chosen, key=precedence)
        ahead[:] = [precedence(n) for n in ordered]
        claims[:] = [set()]
        for n in ordered:
            taken = opponent_taken(n, claims[-1])
            claims.append(claims[-1] | ({taken} if taken is not None else set()))

    def adjacent_opponent(n: int) -> bool:
        """3.3/3.4: a compatible opponent in the adjacent group "after excluding
        the opponents of other floaters who have higher scores or higher
        pairing numbers" (paired before him there)."""
        claimed = claims[bisect_left(ahead, precedence(n))]
        return any(m not in claimed and ctx.compatible(n, m) for m in adjacent)

    def take(n: int, reason: str) -> None:
        if not matcher.remove_keeping_size(n):  # pragma: no cover - checked before
            raise RuntimeError(f"floater {n} would cost a pairing")
        chosen.append(n)
        result.floaters.append((n, reason))

    for n in sorted(everyone, key=lambda m: -position[m]):
        others = [m for m in everyone if m != n]
        if any(ctx.compatible(n, m) for m in others):
            continue
        card = ctx.cards[n]
        if n in incoming:
            reason = N_("3.5: no compatible opponent in this group, floats further")
        elif set(others) <= card.opponents:
            reason = N_("2.3a: has played everyone of the group")
        elif abs(sum(1 if c is WHITE else -1 for c in card.colours)) >= 2:
            reason = N_("2.3b: two more of one colour, no opponent with a permissible colour")
        else:
            reason = N_("2.3c: same colour twice, no opponent with the alternate colour")
        take(n, reason)
    parity = (len(everyone) - len(chosen)) % 2 == 1
    even_group = len(everyone) % 2 == 0
    while len(chosen) < count:
        remaining = [n for n in everyone if n not in chosen]
        refresh_claims()
        types = {}
        for n in remaining:
            has = adjacent_opponent(n)
            types[n] = (TYPE_B if has else TYPE_A) if n in incoming else (
                TYPE_D if has else TYPE_C)
        by_number = sorted(remaining, key=lambda n: (types[n], -position[n]))
        if parity:
            parity = False
            due = [ctx.cards[n].due for n in remaining]
            whites, blacks = due.count(WHITE), due.count(BLACK)
            majority = WHITE if whites > blacks else BLACK if blacks > whites else None

            def full(n: int) -> tuple:
                colour = 0 if majority is None or ctx.cards[n].due is majority else 1
                return (types[n], ctx.cards[n].prev_floated, colour, -position[n])

            pick = min(remaining, key=full)
            if ctx.maxi and majority is not None:
                plain = min(remaining, key=lambda n: (types[n], ctx.cards[n].prev_floated,
                                                      -position[n]))
                if abs(ctx.cards[pick].rating - ctx.cards[plain].rating) > 100:
                    pick = plain
            if matcher.remove_keeping_size(pick, commit=False):
                take(pick, N_("2.3d: makes the group even (3.2)"))
                continue
            # 4.4.a, with 3.10 still kept: a player who floated in the
            # previous round is not the one exchanged out while another whose
            # leaving keeps the number of pairings is there ("provided ...
            # this will not decrease the number of pairings")
            other = _first_removable(matcher, sorted(
                remaining, key=lambda n: (types[n], ctx.cards[n].prev_floated, -position[n])))
            take(other, N_("4.4a: finds no opponent in the exchanges, floats instead of "
                           "{player} (the 2.3d choice)").format(player=pick))
            continue
        other = _first_removable(matcher, by_number)
        take(other, N_("4.4b: no compatible opponent left after exchanges") if even_group else
             N_("4.4: no compatible opponent left after exchanges"))
    return chosen


def _first_removable(matcher: Matcher, candidates: list[int]) -> int | None:
    for n in candidates:
        if matcher.remove_keeping_size(n, commit=False):
            return n
    return None
