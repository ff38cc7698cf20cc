"""Properties of the Dubov system over generated tournaments.

Many seeds, 7-150 players (odd and even), with draws, forfeits, half-point
byes and withdrawals.  For every round, re-paired from the tournament as it
stood before it:

* 2.1-2.4 are never broken ("Two players who have played each other shall not
  be paired again.", "A player who has received a point without playing shall
  not receive a bye.", the colour difference within +-2, "A player shall not
  have the same colour three times in a row.");
* everyone is paired, apart from at most one bye, whenever a legal pairing
  exists (decided independently here with rustworkx's matching);
* the bye goes to whom section 4 says: "The player from the lowest score
  group, who has the lowest R will get the bye. If there are players with the
  lowest R in both the colour subgroups, then the player to get the bye must be
  due to the dominating colour and in case there are several players with
  equal R, the player to get the bye must have the higher ARO" -- among the
  players 2.2 allows and for whom the others can all be paired;
* ``check`` re-pairs a generated tournament with zero differences.

The legality used here is written from the rule text independently of the
system's own code (only the shared player history is reused).
"""

from __future__ import annotations

import random

import pytest
import rustworkx as rx

from arbiter_app.engine.checker import check, completeness_violations
from arbiter_app.engine.generator import Rates, generate
from arbiter_app.engine.history import histories
from arbiter_app.engine.model import Colour, Tournament
from arbiter_app.engine.systems.base import Pairing, PairingError, PairingSystem
from arbiter_app.engine.systems.dubov1997 import SYSTEM


class Recording(PairingSystem):
    """The Dubov system, remembering the input it could not pair."""

    name = SYSTEM.name

    def __init__(self):
        self.failed: Tournament | None = None

    def pair(self, tournament: Tournament) -> Pairing:
        try:
            return SYSTEM.pair(tournament)
        except PairingError:
            self.failed = tournament
            raise

    def absolute_violations(self, tournament, pairing):
        return SYSTEM.absolute_violations(tournament, pairing)


class Text:
    """The limitations of section 2 and the bye of section 4, read from the text."""

    def __init__(self, t: Tournament):
        self.t = t
        self.h = histories(t)
        self.players = t.players_to_pair()
        ratings = {n: p.rating for n, p in t.players.items()}
        self.aro = {n: h.aro(ratings) for n, h in self.h.items()}

    def may_take(self, p: int, colour: Colour) -> bool:
        played = self.h[p].played_colours
        diff = played.count(Colour.WHITE) - played.count(Colour.BLACK)
        diff += 1 if colour is Colour.WHITE else -1
        return abs(diff) <= 2 and played[-2:] != [colour, colour]

    def legal(self, a: int, b: int) -> bool:
        if b in self.h[a].played_opponents:
            return False
        return ((self.may_take(a, Colour.WHITE) and self.may_take(b, Colour.BLACK))
                or (self.may_take(a, Colour.BLACK) and self.may_take(b, Colour.WHITE)))

    def may_get_bye(self, p: int) -> bool:
        h = self.h[p]
        return not (h.had_pairing_bye or h.had_forfeit_win or "F" in h.codes)

    def pairable(self, players: list[int]) -> bool:
        graph = rx.PyGraph()
        graph.add_nodes_from(players)
        graph.add_edges_from_no_data([(i, j) for i, a in enumerate(players)
                                      for j in range(i + 1, len(players))
                                      if self.legal(a, players[j])])
        return 2 * len(rx.max_weight_matching(graph, max_cardinality=True)) == len(players)

    def due(self, p: int) -> Colour | None:
        played = self.h[p].played_colours
        diff = played.count(Colour.WHITE) - played.count(Colour.BLACK)
        if diff:
            return Colour.BLACK if diff > 0 else Colour.WHITE
        return played[-1].opposite if played else None

    def bye_candidates(self) -> list[int]:
        """Players 2.2 allows, in the order of section 4 as far as it goes."""
        return sorted((p for p in self.players if self.may_get_bye(p)),
                      key=lambda p: (self.h[p].score, self.t.players[p].rating))

    def legal_pairing_exists(self) -> bool:
        if len(self.players) % 2 == 0:
            return self.pairable(self.players)
        return any(self.pairable([q for q in self.players if q != p])
                   for p in self.bye_candidates())

    def check_bye(self, bye: int) -> None:
        """Section 4 among the players who may get the bye and leave the rest pairable."""
        def feasible(p: int) -> bool:
            return self.pairable([q for q in self.players if q != p])
        key = lambda p: (self.h[p].score, self.t.players[p].rating)  # noqa: E731
        candidates = self.bye_candidates()
        assert bye in candidates, f"2.2: {bye} may not get the bye"
        earlier = [p for p in candidates if key(p) < key(bye)]
        assert not any(feasible(p) for p in earlier), "4: a lower score or R could get the bye"
        ties = [p for p in candidates if key(p) == key(bye) and feasible(p)]
        group = [p for p in self.players if self.h[p].score == self.h[bye].score]
        whites = sum(1 for p in group if self.due(p) is Colour.WHITE)
        blacks = sum(1 for p in group if self.due(p) is Colour.BLACK)
        dominating = (Colour.WHITE if whites > blacks else Colour.BLACK if blacks > whites
                      else None)
        if dominating is not None and any(self.due(p) is dominating for p in ties):
            assert self.due(bye) is dominating, "4: the bye must be due to the dominating colour"
            ties = [p for p in ties if self.due(p) is dominating]
        assert self.aro[bye] == max(self.aro[p] for p in ties), "4: the higher ARO gets the bye"


def _cases(count: int, seed: int) -> list[tuple[int, int, int, Rates]]:
    rng = random.Random(seed)
    cases = []
    for index in range(count):
        players = rng.randint(7, 150) if index % 3 else rng.randint(7, 24)
        rounds = rng.randint(4, 11)
        rates = Rates(draw=rng.choice([0.1, 0.3, 0.5]), forfeit=rng.choice([0.0, 0.03, 0.1]),
                      half_bye=rng.choice([0.0, 0.03, 0.08]),
                      withdraw=rng.choice([0.0, 0.01, 0.03]))
        cases.append((players, rounds, 1000 + index, rates))
    return cases


def _verify_round(t: Tournament, pairing: Pairing) -> None:
    assert SYSTEM.absolute_violations(t, pairing) == []
    text = Text(t)
    for board in pairing.boards:
        assert text.legal(board.white, board.black)
        assert text.may_take(board.white, Colour.WHITE)
        assert text.may_take(board.black, Colour.BLACK)
    assert completeness_violations(t, pairing) == []
    if pairing.bye is not None:
        text.check_bye(pairing.bye)
    assert all(board.explanation for board in pairing.boards)


@pytest.mark.parametrize("players, rounds, seed, rates", _cases(45, 7))
def test_generated_tournaments(players, rounds, seed, rates):
    recorder = Recording()
    try:
        t = generate(recorder, players, rounds, seed, rates)
    except PairingError:
        # only when no legal pairing exists at all
        failed = recorder.failed
        assert failed is not None
        assert not Text(failed).legal_pairing_exists()
        return
    for k in range(1, rounds + 1):
        before = t.truncated(k - 1)
        pairing = SYSTEM.pair(before)
        _verify_round(before, pairing)
    assert all(result.matches for result in check(t, SYSTEM))


def test_small_tournaments_paired_to_the_end_when_possible():
    """Few players and many rounds push the procedure into its look-ahead; whenever a legal
    pairing exists the round must still be complete."""
    for seed in range(40):
        rng = random.Random(seed)
        players, rounds = rng.randint(7, 12), rng.randint(6, 9)
        recorder = Recording()
        try:
            t = generate(recorder, players, rounds, seed, Rates(forfeit=0.05, half_bye=0.05))
        except PairingError:
            assert not Text(recorder.failed).legal_pairing_exists()
            continue
        for k in range(2, rounds + 1):
            before = t.truncated(k - 1)
            _verify_round(before, SYSTEM.pair(before))
