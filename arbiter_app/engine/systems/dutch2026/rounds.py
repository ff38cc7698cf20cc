"""The round-pairing of the 2026 text (1.9): brackets in descending score
order, each paired so that the players not yet paired can still be paired
([C4], every bracket), and the pairing-allocated bye in the last bracket to
a player of the lowest possible score ([C5]).

There is no PPB, no CLB and no collapsed scoregroup any more: when the best
pairing of a bracket would leave the players below unpairable, the bracket
is paired again with all of them in the graph and [C4] as the top field,
and the next bracket follows as usual.  (When the best pairing leaves them
pairable it is also the best one that does, and the earliest in the
sequence of 3.6/3.7 among the equally good, so the re-pairing is needed
only then.)
"""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.dutch_common.brackets import pair_bracket
from arbiter_app.engine.systems.dutch_common.outlook import floaters_needed
from arbiter_app.engine.systems.dutch_common.packing import allowed_edges
from arbiter_app.engine.systems.dutch_common.players import DutchPlayer
from arbiter_app.engine.systems.dutch_common.rounds import (RoundResult, completable,
                                                            initial_colour, record, record_bye,
                                                            score_groups, start)
from arbiter_app.engine.texts import N_

from .criteria import Criteria
from .players import build_players

__all__ = ["RoundResult", "bye_score", "initial_colour", "pair_round"]


def bye_score(players: list[DutchPlayer], forbidden: set[frozenset[int]]) -> int | None:
    """[C5]: the lowest score of a player who may receive the PAB ([C2]) in
    some complete round-pairing (1.9.1); None when the number of players is
    even.  Afterwards only such players are bye candidates
    (``bye_eligible``)."""
    if len(players) % 2 == 0:
        return None
    entitled = [p.bye_eligible for p in players]
    for score in sorted({p.score for p, ok in zip(players, entitled) if ok}):
        for p, ok in zip(players, entitled):
            p.bye_eligible = ok and p.score <= score
        if completable(players, forbidden):
            return score
    for p, ok in zip(players, entitled):
        p.bye_eligible = ok
    return None


def pair_round(tournament: Tournament) -> RoundResult:
    players = build_players(tournament)
    forbidden, initial, result = start(
        tournament, players, N_("no pairing of round {round} satisfies the absolute criteria "
                                "C1-C3 with at most one player left for the pairing-allocated "
                                "bye (1.9.3: the Chief Arbiter decides)"))
    if not players:
        return result
    score_of_bye = bye_score(players, forbidden)
    groups = score_groups(players)

    def run(bracket: list[DutchPlayer], mdps: int, following: list[DutchPlayer],
            below: list[DutchPlayer], special: bool, last: bool, near: int | None = None):
        """Pair ``bracket`` (``following``: the players in the graph after it;
        ``below``: every player not yet paired after it)."""
        criteria = Criteria(c9=single_bye_floater(bracket, mdps, below, last),
                            bye_score=score_of_bye, near=near)
        res = pair_bracket(bracket + following, len(bracket), mdps, special, False,
                           initial, forbidden, criteria)
        if criteria.c9 and len(res.floaters) != 1:
            # [C4] left more than one downfloater: [C9] does not apply (the
            # number of pairs, [C6], does not depend on it)
            criteria.c9 = False
            result.solves += res.solves
            res = pair_bracket(bracket + following, len(bracket), mdps, special, False,
                               initial, forbidden, criteria)
        result.solves += res.solves
        result.truncated.extend(res.truncated)
        return res

    def single_bye_floater(bracket: list[DutchPlayer], mdps: int, below: list[DutchPlayer],
                           last: bool) -> bool:
        """2.4.4 note: [C9] applies to a bracket that downfloats exactly one
        player, who will receive the PAB: the number of players is odd, the
        PAB's score ([C5]) is not below the bracket's residents' (so no
        player below can have it), the players below can be paired among
        themselves and the bracket's pairs leave one player."""
        if score_of_bye is None or score_of_bye < bracket[-1].score:
            return False
        if last:
            return True
        if len(below) % 2 or not completable(below, forbidden):
            return False
        return floaters_needed(allowed_edges(bracket, forbidden, mdps), len(bracket)) == 1

    def with_completion(bracket: list[DutchPlayer], mdps: int, g: int):
        """[C4]: the bracket paired with every lower player in the graph,
        completion the top field, [C8] on the next scoregroup."""
        rest = [p for group in groups[g + 1:] for p in group]
        return run(bracket, mdps, rest, rest, True, False, len(bracket) + len(groups[g + 1]))

    carry: list[DutchPlayer] = []
    ahead = None  # the next bracket's pairing, found while looking ahead
    for g, residents in enumerate(groups):
        bracket = carry + residents
        score = residents[0].score
        rest = [p for group in groups[g + 1:] for p in group]
        if not rest:
            res = run(bracket, len(carry), [], [], True, True)
            record(result, res, score, "")
            record_bye(result, res.floaters, score)
            return result
        res = ahead or run(bracket, len(carry), groups[g + 1], rest, False, False)
        ahead = None
        if not completable(res.floaters + rest, forbidden):
            res = with_completion(bracket, len(carry), g)
        elif g + 2 < len(groups):
            # [C8] asks the following bracket to comply with [C1]-[C7], [C4]
            # included: when its own best pairing leaves the players below it
            # unpairable, what it can reach under [C4] may be less than what
            # this bracket's pairing was chosen for, so pair this bracket
            # with [C4] in the graph (when it is not, this bracket's pairing
            # reaches its best under [C4] too, and stands)
            following = res.floaters + groups[g + 1]
            below = [p for group in groups[g + 2:] for p in group]
            ahead = run(following, len(res.floaters), groups[g + 2], below, False, False)
            if not completable(ahead.floaters + below, forbidden):
                res = with_completion(bracket, len(carry), g)
                ahead = None
        record(result, res, score, "")
        carry = res.floaters
    return result
