"""Match points and game points of the teams, round by round (C.04.6 1.2, 1.4).

* Match points: :attr:`TeamTournament.match_points` of each round (TRF-2026 299's
  corrections included: a team's pairing score is the score its record gives); a round
  without an entry: the team's TRF result code (its match, seen from it, or its
  bye) scored by ``Tournament.scoring`` (TRF-2026 362: a won match ``win``, a drawn one
  ``draw``, a forfeit win ``forfeit_win`` ...), except the pairing-allocated bye, which
  gets :func:`pab_match_points` (C.04.6 1.4: the points of a drawn match unless the
  regulations say otherwise, TRF-2026 320).
* Game points: :attr:`TeamTournament.game_points` of each round (the sum of the team's
  players' points, a bye's given points included); a pairing-allocated bye without an
  entry gets :func:`pab_game_points`; any other missing entry counts 0.
* Accelerated rounds (C.04.7 for teams, TRF-2026 250: fictitious match points and game
  points per round and team): the virtual match points are
  ``options["trf.accelerations"]`` (the form of :mod:`arbiter_app.engine.acceleration`),
  the virtual game points ``options["trf.accelerations.gp"]`` (same form).  They are added
  to the pairing scores of those rounds only, never to the standings.

Scores are also given in hundredths (:func:`units`) so that sums and comparisons are exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_app.engine import acceleration as ACC
from arbiter_app.engine.history import PlayerHistory, histories
from arbiter_app.engine.teams.model import GAME_POINTS, TeamTournament

#: one point, in score units
POINT = 100
#: TRF-2026 250's fictitious game points of a team (fictitious match points: ACC.EXPLICIT)
ACCELERATIONS_GP = "trf.accelerations.gp"


def units(points: float) -> int:
    return int(round(points * POINT))


def pab_match_points(t: TeamTournament) -> float:
    """C.04.6 1.4: the match points of a drawn match, unless the regulations say otherwise."""
    given = t.settings.pab_match_points
    return t.scoring.draw if given is None else given


def pab_game_points(t: TeamTournament) -> float:
    """C.04.6 1.4: the game points of a drawn match (half of the boards' points), unless
    the regulations say otherwise."""
    given = t.settings.pab_game_points
    if given is not None:
        return given
    return t.settings.boards * t.individuals.scoring.draw


@dataclass
class TeamScores:
    """One team's match points and game points before each round and in total."""

    number: int
    #: per round already in the tournament: (match points, game points) scored in it
    rounds: list[tuple[float, float]] = field(default_factory=list)

    @property
    def match_points(self) -> float:
        return sum(mp for mp, _ in self.rounds)

    @property
    def game_points(self) -> float:
        return sum(gp for _, gp in self.rounds)

    def before(self, round_no: int) -> tuple[float, float]:
        """(match points, game points) before round ``round_no`` (1-based)."""
        done = self.rounds[:round_no - 1]
        return sum(mp for mp, _ in done), sum(gp for _, gp in done)


def team_scores(t: TeamTournament, hist: dict[int, PlayerHistory] | None = None
                ) -> dict[int, TeamScores]:
    """Every team's points round by round (``hist``: the histories, when already made)."""
    hist = histories(t) if hist is None else hist
    points = t.scoring.points
    pab_mp, pab_gp = pab_match_points(t), pab_game_points(t)
    out = {}
    for number, h in hist.items():
        card = TeamScores(number)
        for index, code in enumerate(h.codes, start=1):
            gp = t.game_points.get((index, number))
            mp = t.match_points.get((index, number))  # 299's corrections included
            if code == "U":
                mp = pab_mp if mp is None else mp
                gp = pab_gp if gp is None else gp
            elif code == "?":  # an adjourned match: a draw for the pairing (C.04.2 3.1)
                mp = t.scoring.draw
            elif mp is None:
                mp = points.get(code, 0.0)
            card.rounds.append((mp, 0.0 if gp is None else gp))
        out[number] = card
    return out


def primary_is_gp(t: TeamTournament) -> bool:
    return t.settings.primary == GAME_POINTS


def virtual_points(t: TeamTournament) -> tuple[ACC.Values, ACC.Values]:
    """(virtual match points, virtual game points): team -> round -> points (250)."""
    mp = ACC.explicit(t)
    gp = ACC.expand(ACC.parse_ranges(t.options.get(ACCELERATIONS_GP, "")))
    gp = {team: rounds for team, rounds in gp.items() if team in t.players}
    return mp, gp


@dataclass(frozen=True)
class PairingScores:
    """A team's primary and secondary scores for pairing a round (C.04.6 1.2.1), in
    units, virtual points included, and those virtual points."""

    primary: int
    secondary: int
    virtual_primary: int = 0
    virtual_secondary: int = 0


def pairing_scores(t: TeamTournament, scores: dict[int, TeamScores], round_no: int,
                   virtual: tuple[ACC.Values, ACC.Values] | None = None
                   ) -> dict[int, PairingScores]:
    """Each team's scores for pairing round ``round_no``: the points before it plus the
    virtual points of that round; primary and secondary as the settings say."""
    vmp, vgp = virtual_points(t) if virtual is None else virtual
    gp_first = primary_is_gp(t)
    out = {}
    for number, card in scores.items():
        mp, gp = card.before(round_no)
        extra_mp = units(vmp.get(number, {}).get(round_no, 0.0))
        extra_gp = units(vgp.get(number, {}).get(round_no, 0.0))
        mp_units, gp_units = units(mp) + extra_mp, units(gp) + extra_gp
        if gp_first:
            out[number] = PairingScores(gp_units, mp_units, extra_gp, extra_mp)
        else:
            out[number] = PairingScores(mp_units, gp_units, extra_mp, extra_gp)
    return out


__all__ = ["ACCELERATIONS_GP", "POINT", "PairingScores", "TeamScores", "pab_game_points",
           "pab_match_points", "pairing_scores", "primary_is_gp", "team_scores", "units",
           "virtual_points"]
