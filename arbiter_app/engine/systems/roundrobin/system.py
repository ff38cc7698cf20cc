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
from arbiter_app.engine.texts import N_, count_text, join_texts


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
    swapped = table_round != (round_no - 1) % settings.cycle + 1
    if reversed_ and swapped:
        where = N_("cycle {cycle}, Berger table round {round}, colours reversed (last two rounds "
                   "of cycle 1 swapped)")
    elif reversed_:
        where = N_("cycle {cycle}, Berger table round {round}, colours reversed")
    elif swapped:
        where = N_("cycle {cycle}, Berger table round {round} (last two rounds of cycle 1 "
                   "swapped)")
    else:
        where = N_("cycle {cycle}, Berger table round {round}")
    return boards, rest, where.format(cycle=cycle, round=table_round)


class RoundRobinSystem(PairingSystem):
    name = "roundrobin"
    title = "C.05 Annex 1 round robin (Berger tables)"

    def settings(self, tournament: Tournament) -> Settings:
        try:
            return settings_of(tournament)
        except ValueError as exc:
            raise PairingError(str(exc)) from None

    @staticmethod
    def round_to_pair(s: Settings, tournament: Tournament) -> int:
        """The next round, refused when the table has no more rounds."""
        round_no = tournament.next_round
        if round_no > s.rounds:
            raise PairingError(count_text(
                "round {round}: the round robin has {rounds} rounds ({n} cycle of {cycle})",
                "round {round}: the round robin has {rounds} rounds ({n} cycles of {cycle})",
                s.cycles, round=round_no, rounds=s.rounds, cycle=s.cycle))
        return round_no

    def pair(self, tournament: Tournament) -> Pairing:
        s = self.settings(tournament)
        round_no = self.round_to_pair(s, tournament)
        to_pair = set(tournament.players_to_pair(round_no))
        boards, rest, where = schedule(s, round_no)
        pairing = Pairing()
        for number, (white, black) in enumerate(boards, start=1):
            if white in to_pair and black in to_pair:
                pairing.boards.append(Board(white, black, N_(
                    "{where}, board {board}: Berger numbers {white}-{black} ({how}; C.05 Annex "
                    "1)").format(where=where, board=number, white=s.berger_number(white),
                                 black=s.berger_number(black), how=s.how)))
        if rest is not None and rest in to_pair:
            pairing.bye = rest
            pairing.bye_explanation = N_("{where}: meets the bye number {number} of an odd field "
                                         "and rests (C.05 Annex 1)").format(
                                             where=where, number=s.players + 1)
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
                problems.append(Violation("C.05", join_texts([
                    N_("{a} and {b} have already met in cycle {cycle}").format(
                        a=board.white, b=board.black, cycle=cycle),
                    N_("each pair meets once per cycle")]), (board.white, board.black)))
            elif frozenset((board.white, board.black)) in tournament.forbidden_pairs:
                problems.append(Violation("C.05", N_("{a} and {b} are a forbidden pair").format(
                    a=board.white, b=board.black), (board.white, board.black)))
        if pairing.bye is not None and pairing.bye in rested:
            problems.append(Violation("C.05", N_("{player} has already rested in cycle {cycle}")
                                      .format(player=pairing.bye, cycle=cycle), (pairing.bye,)))
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
