"""The round-pairing (A.9): brackets in descending score order, the
completion test after each bracket, the PPB and the Collapsed Last Bracket,
and the pairing-allocated bye as part of the last bracket."""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.dutch_common.brackets import pair_bracket
from arbiter_app.engine.systems.dutch_common.rounds import (RoundResult, completable,
                                                            initial_colour, record, record_bye,
                                                            score_groups, start)
from arbiter_app.engine.texts import N_

from . import weights
from .players import DutchPlayer, build_players

__all__ = ["RoundResult", "completable", "initial_colour", "pair_round"]


def pair_round(tournament: Tournament) -> RoundResult:
    players = build_players(tournament)
    forbidden, initial, result = start(
        tournament, players, N_("no pairing of round {round} satisfies the absolute criteria "
                                "C1-C3 with at most one eligible bye (A.9: the arbiter must "
                                "decide)"))
    if not players:
        return result
    groups = score_groups(players)

    def run(bracket: list[DutchPlayer], mdps: int, following: list[DutchPlayer],
            special: bool, next_is_last: bool, score: int, kind: str):
        res = pair_bracket(bracket + following, len(bracket), mdps, special, next_is_last,
                           initial, forbidden, weights)
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
            record(result, res, score, "")
            record_bye(result, res.floaters, score)
            return result
        following = groups[g + 1]
        res = run(bracket, len(carry), following, False, g + 1 == len(groups) - 1, score, "")
        if completable(res.floaters + rest, forbidden):
            record(result, res, score, "")
            carry = res.floaters
            g += 1
            continue
        # A.9: this bracket is the PPB; re-pair it so that the round can be
        # completed (C4), then pair its downfloaters with everyone below (CLB)
        res = run(bracket, len(carry), rest, True, False, score, "PPB")
        record(result, res, score, "PPB")
        clb = res.floaters + rest
        res = run(clb, len(res.floaters), [], True, False, rest[0].score, "CLB")
        record(result, res, rest[0].score, "CLB")
        record_bye(result, res.floaters, rest[0].score)
        return result
    return result
