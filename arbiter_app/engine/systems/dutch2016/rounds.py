"""The round-pairing (A.9): brackets in descending score order, the
completion test after each bracket, the PPB and the Collapsed Last Bracket,
and the pairing-allocated bye as part of the last bracket."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import PairingError

from .brackets import pair_bracket
from .cardinality import LazyAdjacency, perfect_from
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


def _greedy(players: list[DutchPlayer], forbidden: set[frozenset[int]]) -> list[int]:
    """A quick partial matching: the top half against the bottom half
    first-fit, then what is left among itself (``mate`` list, -1 unpaired)."""
    n = len(players)
    mate = [-1] * n
    half = n // 2
    free = list(range(half, n))
    for a in range(half):
        for k, b in enumerate(free):
            if compatible(players[a], players[b], forbidden):
                mate[a], mate[b] = b, a
                del free[k]
                break
    left = [v for v in range(n) if mate[v] < 0]
    for k, a in enumerate(left):
        if mate[a] >= 0:
            continue
        for b in left[k + 1:]:
            if mate[b] < 0 and compatible(players[a], players[b], forbidden):
                mate[a], mate[b] = b, a
                break
    return mate


def completable(players: list[DutchPlayer], forbidden: set[frozenset[int]]) -> bool:
    """A.9: can these players all be paired under C1-C3, except, when their
    number is odd, one who may have the pairing-allocated bye (C2)?  The
    bye is a stand-in vertex joined to the players entitled to it, so the
    question is whether a perfect matching exists; it is grown from the
    greedy pairing, whose few gaps are closed by augmenting paths."""
    n = len(players)
    bye = n if n % 2 else None
    mate = _greedy(players, forbidden)
    if bye is not None:
        mate.append(-1)
        spare = [v for v in range(n) if mate[v] < 0 and players[v].bye_eligible]
        if spare:
            mate[spare[0]], mate[bye] = bye, spare[0]

    def neighbours(v: int) -> list[int]:
        if v == bye:
            return [k for k in range(n) if players[k].bye_eligible]
        found = [k for k in range(n)
                 if k != v and compatible(players[v], players[k], forbidden)]
        if bye is not None and players[v].bye_eligible:
            found.append(bye)
        return found
    return perfect_from(LazyAdjacency(len(mate), neighbours), mate)


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
