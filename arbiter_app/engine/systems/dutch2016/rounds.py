"""The round-pairing (A.9): brackets in descending score order, the
completion test after each bracket, the PPB and the Collapsed Last Bracket,
and the pairing-allocated bye as part of the last bracket."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import PairingError

from .brackets import pair_bracket
from .matching import complete_matching_exists
from .players import DutchPlayer, build_players, compatible


@dataclass
class PairedPair:
    higher: DutchPlayer
    lower: DutchPlayer
    bracket_score: int  # score of the bracket's resident players (units)
    bracket_kind: str  # "", "PPB" or "CLB"


@dataclass
class RoundResult:
    pairs: list[PairedPair] = field(default_factory=list)
    bye: DutchPlayer | None = None
    bye_bracket_score: int | None = None
    solves: int = 0
    truncated: list[str] = field(default_factory=list)
    players: list[DutchPlayer] = field(default_factory=list)


def _greedy_complete(players: list[DutchPlayer], forbidden: set[frozenset[int]]) -> bool:
    """A quick sufficient test: pair the top half against the bottom half
    first-fit, then what is left among itself; True when that pairs everyone
    (one bye-eligible player may be left over)."""
    half = len(players) // 2
    free = list(players[half:])
    left: list[DutchPlayer] = []
    for a in players[:half]:
        for k, b in enumerate(free):
            if compatible(a, b, forbidden):
                del free[k]
                break
        else:
            left.append(a)
    left.extend(free)
    rest: list[DutchPlayer] = []
    while left:
        a = left.pop(0)
        for k, b in enumerate(left):
            if compatible(a, b, forbidden):
                del left[k]
                break
        else:
            rest.append(a)
    if not rest:
        return True
    return len(rest) == 1 and len(players) % 2 == 1 and rest[0].bye_eligible


def completable(players: list[DutchPlayer], forbidden: set[frozenset[int]]) -> bool:
    if _greedy_complete(players, forbidden):
        return True
    index = {p.number: k for k, p in enumerate(players)}
    edges = [(index[a.number], index[b.number])
             for k, a in enumerate(players) for b in players[k + 1:]
             if compatible(a, b, forbidden)]
    return complete_matching_exists(len(players), edges,
                                    [index[p.number] for p in players if p.bye_eligible])


def initial_colour(tournament: Tournament) -> Colour:
    """The initial colour (section E); when none was drawn yet, white
    (documented decision; the services layer draws it by lot)."""
    return tournament.initial_colour or Colour.WHITE


def pair_round(tournament: Tournament) -> RoundResult:
    players = build_players(tournament)
    forbidden = set(tournament.forbidden_pairs)
    initial = initial_colour(tournament)
    result = RoundResult(players=players)
    if not players:
        return result
    if not completable(players, forbidden):
        raise PairingError(
            "no pairing of round %d satisfies the absolute criteria C1-C3 with at "
            "most one eligible bye (A.9: the arbiter must decide)" % tournament.next_round)
    groups: list[list[DutchPlayer]] = []
    for p in players:
        if groups and groups[-1][0].score == p.score:
            groups[-1].append(p)
        else:
            groups.append([p])

    def run(bracket: list[DutchPlayer], mdps: int, following: list[DutchPlayer],
            special: bool, next_is_last: bool, score: int, kind: str):
        res = pair_bracket(bracket + following, len(bracket), mdps, special, next_is_last,
                           initial, forbidden)
        result.solves += res.solves
        result.truncated.extend(res.truncated)
        return res

    carry: list[DutchPlayer] = []
    g = 0
    while g < len(groups):
        residents = groups[g]
        bracket = carry + residents
        score = residents[0].score
        rest = [p for group in groups[g + 1:] for p in group]
        if not rest:
            res = run(bracket, len(carry), [], True, False, score, "")
            _record(result, res, score, "")
            _bye(result, res.floaters, score)
            return result
        following = groups[g + 1]
        res = run(bracket, len(carry), following, False, g + 1 == len(groups) - 1, score, "")
        if completable(res.floaters + rest, forbidden):
            _record(result, res, score, "")
            carry = res.floaters
            g += 1
            continue
        # A.9: this bracket is the PPB; re-pair it so that the round can be
        # completed (C4), then pair its downfloaters with everyone below (CLB)
        res = run(bracket, len(carry), rest, True, False, score, "PPB")
        _record(result, res, score, "PPB")
        clb = res.floaters + rest
        res = run(clb, len(res.floaters), [], True, False, rest[0].score, "CLB")
        _record(result, res, rest[0].score, "CLB")
        _bye(result, res.floaters, rest[0].score)
        return result
    return result


def _record(result: RoundResult, res, score: int, kind: str) -> None:
    for a, b in res.pairs:
        result.pairs.append(PairedPair(a, b, score, kind))


def _bye(result: RoundResult, floaters: list[DutchPlayer], score: int) -> None:
    if len(floaters) > 1:
        raise PairingError("the last bracket could not be completed (A.9)")
    if floaters:
        result.bye = floaters[0]
        result.bye_bracket_score = score
