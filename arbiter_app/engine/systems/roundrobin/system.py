"""The round robin (C.05 Annex 1, Berger tables): one round of the schedule.

A round robin is not paired from the standings: round k plays the table
round its place in the cycle says (:func:`.tables.scheduled_round`), with the
players' Berger numbers (:mod:`.options`).  Decisions (docs/systems/roundrobin.md):

* the player who meets the bye number of an odd field rests: he is the
  round's pairing-allocated bye (its points are the tournament's scoring,
  0 for a rest when the tournament was created as a round robin);
* a player whose scheduled opponent is withdrawn or absent is not paired
  (there is nobody to play); the standings give him the forfeit win or
  remove the games, as C.05 says for withdrawals;
* a manual pairing may not repeat a pair within a cycle, nor give the rest
  twice in one cycle (each pair meets exactly once per cycle).
"""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import (Board, Pairing, PairingError, PairingSystem,
                                             Violation)
from arbiter_app.engine.systems.roundrobin.options import (OPTION_SWAP, Settings,
                                                           settings_of)
from arbiter_app.engine.systems.roundrobin.tables import berger_round, scheduled_round


def schedule(settings: Settings, round_no: int) -> tuple[list[tuple[int, int]], int | None, str]:
    """Round ``round_no`` as pairing numbers: the boards (white, black) in
    Berger board order, the player resting against the bye number (or None),
    and where it comes from."""
    cycle, table_round, reversed_ = scheduled_round(settings.players, round_no,
                                                    settings.swap, settings.cycles)
    boards: list[tuple[int, int]] = []
    rest = None
    for white, black in berger_round(settings.players, table_round):
        if reversed_:
            white, black = black, white
        if max(white, black) > settings.players:  # the bye number of an odd field
            rest = settings.order[min(white, black) - 1]
            continue
        boards.append((settings.order[white - 1], settings.order[black - 1]))
    where = f"cycle {cycle}, Berger table round {table_round}"
    if reversed_:
        where += ", colours reversed"
    if table_round != (round_no - 1) % settings.cycle + 1:
        where += " (last two rounds of cycle 1 swapped)"
    return boards, rest, where


class RoundRobinSystem(PairingSystem):
    name = "roundrobin"
    title = "C.05 Annex 1 round robin (Berger tables)"

    def settings(self, tournament: Tournament) -> Settings:
        try:
            return settings_of(tournament)
        except ValueError as exc:
            raise PairingError(str(exc)) from None

    def pair(self, tournament: Tournament) -> Pairing:
        s = self.settings(tournament)
        round_no = tournament.next_round
        if round_no > s.rounds:
            raise PairingError(f"round {round_no}: the round robin has {s.rounds} rounds "
                               f"({s.cycles} cycle{'s' if s.cycles > 1 else ''} of {s.cycle})")
        to_pair = set(tournament.players_to_pair(round_no))
        boards, rest, where = schedule(s, round_no)
        pairing = Pairing()
        for number, (white, black) in enumerate(boards, start=1):
            if white in to_pair and black in to_pair:
                pairing.boards.append(Board(
                    white, black,
                    f"{where}, board {number}: Berger numbers {s.berger_number(white)}-"
                    f"{s.berger_number(black)} ({s.how}; C.05 Annex 1)"))
        if rest is not None and rest in to_pair:
            pairing.bye = rest
            pairing.bye_explanation = (f"{where}: meets the bye number {s.players + 1} "
                                       "of an odd field and rests (C.05 Annex 1)")
        return pairing

    def players_to_pair(self, tournament: Tournament) -> list[int]:
        """Those the schedule pairs this round: a player whose scheduled opponent is
        withdrawn or absent has nobody to play and is not missing from a pairing."""
        scheduled = self.pair(tournament)
        paired = {p for board in scheduled.boards for p in (board.white, board.black)}
        if scheduled.bye is not None:
            paired.add(scheduled.bye)
        return sorted(paired)

    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        """Each pair meets exactly once per cycle (C.05 Annex 1), nobody rests
        twice in one cycle."""
        try:
            s = settings_of(tournament)
        except ValueError:
            return []
        round_no = tournament.next_round
        m = s.cycle
        first = (round_no - 1) // m * m + 1  # first round of the current cycle
        met: set[frozenset[int]] = set()
        rested: set[int] = set()
        for k in range(first, round_no):
            rnd = tournament.round(k)
            met.update(frozenset(g.players()) for g in rnd.games)
            if rnd.pairing_bye is not None:
                rested.add(rnd.pairing_bye)
        cycle = (round_no - 1) // m + 1
        problems = []
        for board in pairing.boards:
            if frozenset((board.white, board.black)) in met:
                problems.append(Violation(
                    "C.05", f"{board.white} and {board.black} have already met in cycle "
                            f"{cycle}; each pair meets once per cycle",
                    (board.white, board.black)))
            elif frozenset((board.white, board.black)) in tournament.forbidden_pairs:
                problems.append(Violation("C.05", f"{board.white} and {board.black} are a "
                                                  "forbidden pair", (board.white, board.black)))
        if pairing.bye is not None and pairing.bye in rested:
            problems.append(Violation("C.05", f"{pairing.bye} has already rested in cycle "
                                              f"{cycle}", (pairing.bye,)))
        return problems

    def options_from_history(self, tournament: Tournament) -> dict[str, str]:
        """What the rounds of a finished file show about the settings: whether
        the last two rounds of cycle 1 were swapped (a TRF file does not say)."""
        if tournament.options.get(OPTION_SWAP, "").strip():
            return {}
        try:
            s = settings_of(tournament)
        except ValueError:
            return {}
        if s.cycles < 2 or s.cycle < 3 or tournament.rounds_played < s.cycle - 1:
            return {}
        played = {g.players() for g in tournament.round(s.cycle - 1).games}
        swapped, _, _ = schedule(Settings(s.order, s.cycles, True, s.how), s.cycle - 1)
        straight, _, _ = schedule(Settings(s.order, s.cycles, False, s.how), s.cycle - 1)
        if played and played <= set(swapped) and not played <= set(straight):
            return {OPTION_SWAP: "on"}
        return {}
