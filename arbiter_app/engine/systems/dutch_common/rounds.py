"""What the round-pairing of both editions needs: the completion test (2016
A.9, 2026 [C4] and 1.9.1), the initial colour, and the record of a round's
pairs and bye.  Each edition's own round procedure is in its ``rounds``
module."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import PairingError
from arbiter_app.engine.texts import N_

from .cardinality import LazyAdjacency, perfect_from
from .players import DutchPlayer, compatible


@dataclass
class PairedPair:
    higher: DutchPlayer
    lower: DutchPlayer
    bracket_score: int  # score of the bracket's resident players (units)
    bracket_kind: str  # "", or 2016's "PPB" or "CLB"


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
    """2016 A.9, 2026 [C4]: can these players all be paired under C1-C3,
    except, when their number is odd, one who may have the
    pairing-allocated bye (``bye_eligible``)?  The
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


def start(tournament: Tournament, players: list[DutchPlayer],
          impossible: str) -> tuple[set[frozenset[int]], Colour, RoundResult]:
    """The forbidden pairs, the initial colour and the empty result of a
    round; :class:`PairingError` (``impossible``, a marked text with ``{round}``) when
    no complete pairing exists at all."""
    forbidden = set(tournament.forbidden_pairs)
    if players and not completable(players, forbidden):
        raise PairingError(impossible.format(round=tournament.next_round))
    return forbidden, initial_colour(tournament), RoundResult(players=players)


def score_groups(players: list[DutchPlayer]) -> list[list[DutchPlayer]]:
    """The scoregroups, highest score first (``players`` in pairing order)."""
    groups: list[list[DutchPlayer]] = []
    for p in players:
        if groups and groups[-1][0].score == p.score:
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


def initial_colour(tournament: Tournament) -> Colour:
    """The initial colour (section E); when none was drawn yet, white
    (documented decision; the services layer draws it by lot)."""
    return tournament.initial_colour or Colour.WHITE


def record(result: RoundResult, res, score: int, kind: str) -> None:
    for a, b in res.pairs:
        result.pairs.append(PairedPair(a, b, score, kind))


def record_bye(result: RoundResult, floaters: list[DutchPlayer], score: int) -> None:
    if len(floaters) > 1:
        raise PairingError(N_("the last bracket could not be completed (A.9, 2026 1.9.3)"))
    if floaters:
        result.bye = floaters[0]
        result.bye_bracket_score = score
