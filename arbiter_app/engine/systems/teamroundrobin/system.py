"""A team round robin's round: the Berger table's (C.05 Annex 1) with teams.

What differs from the individual round robin (:mod:`..roundrobin.system`), whose schedule
(:func:`..roundrobin.system.schedule`), settings and checks this system reuses:

* the participants are the teams of a :class:`TeamTournament` (a plain tournament is
  refused); a team's Berger number is its team pairing number once round 1 is paired;
* a table's game is a **match**: the team the table gives White is the white team, which
  has White on board 1 (C.04.6 1.6.1, read for round robins: the team section of C.05 has
  no colour rule of its own), and the colours of the boards are those of TRF-2026 352
  (alternating from White on board 1 without it): the explanation names the sequence;
* the team meeting the bye number of an odd field rests: it is the round's
  pairing-allocated bye, with the points the event gives a team's bye (a new team round
  robin gives none, docs/systems/teamroundrobin.md);
* a team whose scheduled opponent is withdrawn or absent is not paired, as for players;
* the swap of a double round robin is read off the rounds of a file (``check`` and
  ``pair``) when the options do not say it: a TRF file has no field for it.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Board, Pairing, PairingError, Violation
from arbiter_app.engine.systems.roundrobin.options import Settings, settings_of
from arbiter_app.engine.systems.roundrobin.system import RoundRobinSystem, schedule
from arbiter_app.engine.teams.boards import white_colours
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.engine.texts import N_


def team_tournament(tournament: Tournament) -> TeamTournament:
    if not isinstance(tournament, TeamTournament):
        raise PairingError(N_("a team round robin pairs team competitions only: this "
                              "tournament's participants are individual players"))
    return tournament


def swap_shown(t: Tournament) -> bool | None:
    """What the rounds of a double round robin show of the swap of C.05 Annex 1 (the last
    two rounds of cycle 1 in reverse order): True, the swap; False, the table's own order;
    None when they cannot tell (one cycle, a cycle under three rounds, round N - 2 of the
    file not played yet, or games that fit neither order)."""
    try:
        s = settings_of(t)
    except ValueError:
        return None
    if s.cycles < 2 or s.cycle < 3 or t.rounds_played < s.cycle - 1:
        return None
    played = {g.players() for g in t.round(s.cycle - 1).games}
    if not played:
        return None
    swapped = set(schedule(Settings(s.order, s.cycles, True, s.how), s.cycle - 1)[0])
    straight = set(schedule(Settings(s.order, s.cycles, False, s.how), s.cycle - 1)[0])
    if played <= swapped and not played <= straight:
        return True
    if played <= straight and not played <= swapped:
        return False
    return None


class TeamRoundRobinSystem(RoundRobinSystem):
    name = "teamroundrobin"
    title = "C.05 Annex 1 team round robin (Berger tables)"

    def with_history(self, tournament: Tournament) -> Tournament:
        """``tournament`` with what its rounds show of the settings the options lack
        (the swap of a double round robin, :meth:`options_from_history`)."""
        inferred = self.options_from_history(tournament)
        if not inferred:
            return tournament
        return replace(tournament, options={**inferred, **tournament.options})

    def pair(self, tournament: Tournament) -> Pairing:
        """The matches of the next round, white team first, in the table's order."""
        t = self.with_history(team_tournament(tournament))
        s = self.settings(t)
        round_no = self.round_to_pair(s, t)
        to_pair = set(t.players_to_pair(round_no))
        boards, rest, where = schedule(s, round_no)
        colours = white_colours(t.settings)
        pairing = Pairing()
        for number, (white, black) in enumerate(boards, start=1):
            if white in to_pair and black in to_pair:
                pairing.boards.append(Board(white, black, N_(
                    "{where}, match {match}: Berger numbers {white}-{black} ({how}; C.05 Annex "
                    "1); team {team} has White on board 1 (C.04.6 1.6.1), its boards' colours "
                    "{colours} (TRF-2026 352)").format(
                        where=where, match=number, white=s.berger_number(white),
                        black=s.berger_number(black), how=s.how, team=white,
                        colours=colours)))
        if rest is not None and rest in to_pair:
            pairing.bye = rest
            pairing.bye_explanation = N_("{where}: meets the bye number {number} of an odd field "
                                         "and rests (C.05 Annex 1)").format(
                                             where=where, number=s.players + 1)
        return pairing

    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        """As for players (C.05 Annex 1): each pair of teams meets once per cycle, no team
        rests twice in one cycle."""
        return super().absolute_violations(team_tournament(tournament), pairing)


__all__ = ["TeamRoundRobinSystem", "swap_shown", "team_tournament"]
