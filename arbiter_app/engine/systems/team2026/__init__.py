"""The Swiss Team Pairing System, FIDE C.04.6 as applied from 1 February 2026 (``team2026``).

The rule text is ../shared/rules/team-swiss-2026.txt; the Basic Rules and the General
Handling Rules it applies to teams (its preface: Basic Rules without articles 6 and 7,
General Handling Rules 1, 2.4, 2.5, 3 and 4) are in swiss-rules-2026.txt.  It pairs a
:class:`~arbiter_app.engine.teams.model.TeamTournament` (its players are the teams, its games
the matches, White the team with White on board 1); a plain tournament is refused.

Modules:

* :mod:`.cards`: score (1.2), colour difference and preferences (1.6, 1.7), floaters (1.5),
  [C1], [C2];
* :mod:`.matching`: the least-cost perfect matchings every choice is made with ([C3]);
* :mod:`.upfloaters`: 3.5 ([C4]-[C7]);
* :mod:`.bracket`: 3.6 ([C1], [C8]-[C10]);
* :mod:`.colours`: article 4;
* :mod:`.procedure`: 3.3.2 (the bye of 3.4, the brackets), board order and explanations.

Decisions and readings of the open points: docs/systems/team2026.md.
"""

from __future__ import annotations

from arbiter_app.engine.model import Tournament
from arbiter_app.engine.systems.base import Pairing, PairingError, PairingSystem, Violation
from arbiter_app.engine.teams.model import TeamTournament
from arbiter_app.engine.texts import N_

from .cards import build_cards
from .procedure import pair, prohibited


def _team_tournament(tournament: Tournament) -> TeamTournament:
    if not isinstance(tournament, TeamTournament):
        raise PairingError(N_("the Swiss Team Pairing System (C.04.6) pairs team "
                              "competitions only: this tournament's participants are "
                              "individual players"))
    return tournament


class Team2026System(PairingSystem):
    name = "team2026"
    title = "C.04.6 FIDE Swiss Team Pairing System, applied from 1 February 2026"

    def pair(self, tournament: Tournament) -> Pairing:
        """3.3.2: the bye (3.4), the brackets (3.5, 3.6), the colours (article 4)."""
        return pair(_team_tournament(tournament))

    def absolute_violations(self, tournament: Tournament, pairing: Pairing) -> list[Violation]:
        """[C1] (a second played match, or a prohibited pair) on every board, [C2] on the
        bye."""
        t = _team_tournament(tournament)
        cards = build_cards(t)
        forbidden = prohibited(t)
        found: list[Violation] = []
        for board in pairing.boards:
            a, b = cards.get(board.white), cards.get(board.black)
            if a is None or b is None:
                continue  # completeness is checked by the checker
            who = (board.white, board.black)
            if b.number in a.opponents or a.number in b.opponents:
                found.append(Violation("C1", N_("{a} and {b} have already played each other"
                                                ).format(a=a.number, b=b.number), who))
            if frozenset(who) in forbidden:
                found.append(Violation("C1", N_("{a} and {b} are a forbidden pair").format(
                    a=a.number, b=b.number), who))
        bye = pairing.bye
        if bye is not None and bye in cards and cards[bye].bye_barred:
            found.append(Violation("C2", N_(
                "team {team} has already had a pairing-allocated bye, a match won by forfeit "
                "or a full-point bye and may not get the pairing-allocated bye").format(
                    team=bye), (bye,)))
        return found


SYSTEM = Team2026System()

__all__ = ["SYSTEM", "Team2026System"]
